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
# `#Preview` expands through a macro (Tests/SwiftUIStandInMacros), which needs swift-syntax.
# So that swift-syntax is not compiled once more, the macro is built in a package of its own
# whose scratch path is the repository's .build, as .ci/run builds the examples: it reuses
# the swift-syntax modules the repository's build made for its plugins' tool (only the macro
# libraries nothing else uses are compiled, once; before any build of the repository, it makes
# those modules there, where the repository's build then finds them). The runs' package keeps its own scratch
# path and loads the built macro with -load-plugin-executable: a module named UIKit or SwiftUI
# in the repository's .build would make `canImport(UIKit)` true in every later build there.
# The packages live in .build/swiftui-standin-runs and .build/swiftui-standin-runs-macros (or
# $MVVMGEN_SWIFTUI_RUNS, and that path with -macros); their sources are links, so a second run
# rebuilds only what changed.
#
# usage: scripts/run-swiftui-standin.sh [swift test arguments, e.g. --filter Sheet]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${MVVMGEN_SWIFTUI_RUNS:-$repo/.build/swiftui-standin-runs}
macros=${work%/}-macros

# Rewrites FILE from FILE.new only when it changed, so SwiftPM does not plan again for nothing.
replace_if_changed() {
    cmp -s "$1.new" "$1" || mv "$1.new" "$1"
    rm -f "$1.new"
}

# The macro, in the repository's .build. Its swift-syntax is the version the repository's
# Package.resolved pins (a newer one in the package cache would be checked out and compiled),
# and the repository's package is a dependency, so that the build folder's dependencies stay
# those of the repository (none is removed, none checked out again).
swift_syntax=$(python3 -c 'import json, sys; print(next(p["state"]["version"] for p in json.load(open(sys.argv[1]))["pins"] if p["identity"] == "swift-syntax"))' "$repo/Package.resolved")
mkdir -p "$macros/Sources"
ln -sfn "$repo/Tests/SwiftUIStandInMacros" "$macros/Sources/SwiftUIStandInMacros"
cat >"$macros/Package.swift.new" <<MANIFEST
// swift-tools-version: 6.1
// Written by scripts/run-swiftui-standin.sh: the SwiftUI stand-in's macros, built in the
// repository's .build so that its swift-syntax modules are reused.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "SwiftUIStandInMacros",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "mvvmgen", path: "$repo"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "$swift_syntax"),
    ],
    targets: [
        .macro(
            name: "SwiftUIStandInMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        )
    ]
)
MANIFEST
replace_if_changed "$macros/Package.swift"
(cd "$macros" && swift build --scratch-path "$repo/.build")
plugin="$(cd "$macros" && swift build --scratch-path "$repo/.build" --show-bin-path)/SwiftUIStandInMacros-tool"
[ -x "$plugin" ] || { echo "error: the macro was built, but $plugin is not there" >&2; exit 1; }
load_macros="$plugin#SwiftUIStandInMacros"

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
