#!/usr/bin/env bash
# Every app that depends on the mvvmgen package inherits its version ranges, so each range
# is as wide as the code supports and its lowest version is tested here: a copy of the
# package is resolved to the lowest allowed swift-syntax (the widest-used dependency; the
# highest is what CI resolves to), then built and tested. Run by scripts/nightly.sh.
# usage: scripts/dependency-floors.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
floor=$(sed -n 's|.*swiftlang/swift-syntax", "\([0-9.]*\)"\.\.<.*|\1|p' "$repo/Package.swift")
[ -n "$floor" ] || { echo "error: Package.swift names no swift-syntax range \"LOW\"..<\"HIGH\"" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$repo" ls-files -z | (cd "$repo" && xargs -0 cp -a --parents -t "$work")
cd "$work"
swift package resolve >/dev/null  # the dependencies must be known before one is pinned
swift package resolve swift-syntax --version "$floor" >/dev/null
resolved=$(swift package show-dependencies --format json | python3 -c '
import json, sys
def find(node):
    for dependency in node.get("dependencies", []):
        if dependency.get("identity") == "swift-syntax":
            return dependency.get("version")
        found = find(dependency)
        if found:
            return found
print(find(json.load(sys.stdin)) or "")
')
[ "$resolved" = "$floor" ] || { echo "error: swift-syntax resolved to '$resolved', not $floor" >&2; exit 1; }
swift build --build-tests
swift test
echo "swift-syntax $floor, the lowest Package.swift allows: built and tested"
