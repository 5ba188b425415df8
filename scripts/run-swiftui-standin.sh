#!/usr/bin/env bash
# Runs Tests/SwiftUIStandInRuns over the SwiftUI stand-in (Tests/SwiftUIStandIn, the module
# named SwiftUI, as SwiftUI is missing on Linux), in both compiler lanes a user has:
#   SwiftUIStandInRunsSwift6   Swift 6 language mode, default isolation (SwiftPM's defaults)
#   SwiftUIStandInRunsXcode26  an Xcode 26 app target's: -default-isolation MainActor and the
#                              upcoming features InferIsolatedConformances and
#                              NonisolatedNonsendingByDefault
# The stand-in imports the UIKit stand-in (Tests/UIKitStandIn, the module named UIKit), as
# SwiftUI on iOS imports UIKit. Both are built once, as Apple builds them (Swift 6 mode,
# default isolation); they and the runs are compiled with warnings as errors. Then each file of
# Tests/SwiftUIStandInRuns/Rejected, code Xcode rejects, is type-checked against the stand-in
# in each lane: in the lanes its first line names (`// rejected in: swift6 xcode26`) it must
# fail with the message its second line gives (`// error: …`), in the others compile.
#
# `#Preview` expands through a macro (Tests/SwiftUIStandInMacros) built by
# scripts/swiftui-standin-macros.sh from the swift-syntax the repository's build made. The
# runs' package keeps its own scratch path and loads the built macro with
# -load-plugin-executable: a module named UIKit or SwiftUI in the repository's .build would
# make `canImport(UIKit)` true in every later build there.
# The package lives in .build/swiftui-standin-runs (or $MVVMGEN_SWIFTUI_RUNS); its sources are
# links, so a second run rebuilds only what changed.
#
# usage: scripts/run-swiftui-standin.sh [swift test arguments, e.g. --filter Sheet]
set -euo pipefail
# Usage first, before anything is built.
case "${1:-}" in -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;; esac
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${MVVMGEN_SWIFTUI_RUNS:-$repo/.build/swiftui-standin-runs}

# Rewrites FILE from FILE.new only when it changed, so SwiftPM does not plan again for nothing.
replace_if_changed() {
    cmp -s "$1.new" "$1" || mv "$1.new" "$1"
    rm -f "$1.new"
}

source "$repo/scripts/swiftui-standin-macros.sh"
standin_macros

mkdir -p "$work/Sources"
ln -sfn "$repo/Tests/UIKitStandIn" "$work/Sources/UIKit"
ln -sfn "$repo/Tests/SwiftUIStandIn" "$work/Sources/SwiftUI"

# One test target per lane, each a folder of links to the same files (SwiftPM refuses two
# targets with one folder).
lanes=(Swift6 Xcode26)
for lane in "${lanes[@]}"; do
    target="$work/Tests/SwiftUIStandInRuns$lane"
    rm -rf "$target"
    mkdir -p "$target"
    for file in "$repo/Tests/SwiftUIStandInRuns/"*.swift; do ln -s "$file" "$target/$(basename "$file")"; done
done

cat >"$work/Package.swift.new" <<MANIFEST
// swift-tools-version: 6.1
// Written by scripts/run-swiftui-standin.sh: views run over the SwiftUI stand-in, both lanes.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
// #Preview expands with the macro built beside (see the script).
let macros: [SwiftSetting] = [.unsafeFlags(["-load-plugin-executable", "$load_macros"])]
// swift-testing may declare cross-import overlays for SwiftUI that exist only in Apple's SDKs.
let runs: [SwiftSetting] = strict + macros + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
let xcode26: [SwiftSetting] = [
    .unsafeFlags([
        "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ])
]
let package = Package(
    name: "SwiftUIStandInRuns",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "UIKit", swiftSettings: strict),
        .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: strict + macros),
        .testTarget(name: "SwiftUIStandInRunsSwift6", dependencies: ["SwiftUI"], swiftSettings: runs),
        .testTarget(name: "SwiftUIStandInRunsXcode26", dependencies: ["SwiftUI"], swiftSettings: runs + xcode26),
    ]
)
MANIFEST
replace_if_changed "$work/Package.swift"

cd "$work"
swift test --scratch-path "$work/.build" "$@"

modules="$(swift build --scratch-path "$work/.build" --show-bin-path)/Modules"
declare -A lane_flags=(
    [swift6]=""
    [xcode26]="-default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances -enable-upcoming-feature NonisolatedNonsendingByDefault"
)
failures=0
checked=0
for file in "$repo/Tests/SwiftUIStandInRuns/Rejected/"*.swift; do
    rejected_in=$(sed -n '1s|^// rejected in: ||p' "$file")
    expected=$(sed -n '2s|^// error: ||p' "$file")
    if [ -z "$rejected_in" ] || [ -z "$expected" ]; then
        echo "error: $file: its first two lines must be '// rejected in: LANES' and '// error: MESSAGE'" >&2
        failures=$((failures + 1))
        continue
    fi
    for lane in swift6 xcode26; do
        checked=$((checked + 1))
        status=0
        # shellcheck disable=SC2086  # the lane's flags are words
        output=$(swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" \
            -load-plugin-executable "$load_macros" ${lane_flags[$lane]} "$file" 2>&1) || status=$?
        if [[ " $rejected_in " == *" $lane "* ]]; then
            if [ "$status" -eq 0 ]; then
                echo "error: $(basename "$file") compiles in lane $lane; Xcode rejects it" >&2
                failures=$((failures + 1))
            elif ! grep -qF -- "$expected" <<<"$output"; then
                echo "error: $(basename "$file") is rejected in lane $lane, but not with '$expected':" >&2
                echo "$output" >&2
                failures=$((failures + 1))
            fi
        elif [ "$status" -ne 0 ]; then
            echo "error: $(basename "$file") must compile in lane $lane:" >&2
            echo "$output" >&2
            failures=$((failures + 1))
        fi
    done
done
echo "rejected code: $checked checks (files × lanes), $failures failed"
[ "$failures" -eq 0 ]
