#!/usr/bin/env bash
# Type-checks a module's Swift sources (and optionally its tests) on Linux, where UIKit is
# missing: compiles Tests/UIKitStandIn as a module named UIKit, so `#if canImport(UIKit)`
# code (controllers, router, navigator) is checked too. Swift 6 mode, warnings are errors.
#
# usage: scripts/typecheck-with-uikit-standin.sh MODULE SOURCES_DIR [TESTS_DIR]
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 MODULE SOURCES_DIR [TESTS_DIR]" >&2
    exit 64
fi
module=$1
sources=$2
tests=${3:-}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

flags=(-swift-version 6 -parse-as-library -I "$work" -module-cache-path "$work/cache")
emit() { # emit NAME FILES...: builds a module interface into $work
    local name=$1
    shift
    swiftc -emit-module -enable-testing "${flags[@]}" -module-name "$name" \
        -emit-module-path "$work/$name.swiftmodule" "$@"
}

emit UIKit "$repo"/Tests/UIKitStandIn/*.swift
emit MVVMRuntime "$repo"/Sources/MVVMRuntime/*.swift
emit MVVMRuntimeUIKit "$repo"/Sources/MVVMRuntimeUIKit/*.swift
mapfile -t files < <(find "$sources" -name '*.swift' | sort)
emit "$module" -warnings-as-errors "${files[@]}"
if [ -n "$tests" ]; then
    mapfile -t testFiles < <(find "$tests" -name '*.swift' | sort)
    swiftc -typecheck -warnings-as-errors "${flags[@]}" -module-name "${module}Tests" "${testFiles[@]}"
fi
echo "type-checked $module (${#files[@]} files) against the UIKit stand-in"
