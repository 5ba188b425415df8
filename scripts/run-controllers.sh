#!/usr/bin/env bash
# Runs the examples' controllers on Linux, where UIKit is missing: assembles a package in
# which Tests/UIKitStandIn is the module named UIKit, with the runtime, every example's
# sources (Examples/Login's generated code bundled by mvvmgen, as its build plugin would
# make it), a screen regenerated after its controller was created (Tests/EvolvingScreens),
# every golden case as generated and Tests/ControllerRuns, then runs those tests: views load, rows fill, actions and
# callbacks run, routes land on navigation stacks. The package lives in
# .build/controller-runs (or $MVVMGEN_CONTROLLER_RUNS); its sources are links, so a second
# run rebuilds only what changed.
#
# usage: scripts/run-controllers.sh [swift test arguments, e.g. --filter Jobs]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${MVVMGEN_CONTROLLER_RUNS:-$repo/.build/controller-runs}
mkdir -p "$work/Sources" "$work/Tests"

link() { ln -sfn "$1" "$2"; }
link "$repo/Tests/UIKitStandIn" "$work/Sources/UIKit"
link "$repo/Sources/MVVMRuntime" "$work/Sources/MVVMRuntime"
link "$repo/Sources/MVVMRuntimeUIKit" "$work/Sources/MVVMRuntimeUIKit"
link "$repo/Examples/Calculator/Sources/Calculator" "$work/Sources/Calculator"
link "$repo/Examples/Jobs/Sources/Jobs" "$work/Sources/Jobs"
link "$repo/Tests/ControllerRuns" "$work/Tests/ControllerRunsTests"

# Login generates at build time: its own sources, and one bundled file per screen file.
login="$work/Sources/Login"
rm -rf "$login"
mkdir -p "$login"
for file in "$repo/Examples/Login/Sources/Login/"*.swift; do link "$file" "$login/$(basename "$file")"; done
mvvmgen=${MVVMGEN:-}
if [ -z "$mvvmgen" ]; then
    (cd "$repo" && swift build -q --product mvvmgen)
    mvvmgen="$(cd "$repo" && swift build --show-bin-path)/mvvmgen"
fi
for screen in "$repo/Examples/Login/Sources/Login/"*.screen.yaml; do
    "$mvvmgen" bundle "$screen" --sibling "$(dirname "$screen")" \
        --output-file "$login/$(basename "$screen" .screen.yaml).generated.swift" >/dev/null
done

# A screen that changed after its controller was created: the controller comes from the
# first version and is kept, the regenerated wiring from the later one.
# One screen file, edited: each version is copied to the same path before it is generated.
evolving="$work/Sources/Evolving"
rm -rf "$evolving" "$work/screens"
mkdir -p "$work/screens"
cp "$repo/Tests/EvolvingScreens/1-first/Feed.screen.yaml" "$work/screens/"
"$mvvmgen" "$work/screens/Feed.screen.yaml" --output "$evolving" --no-tests >/dev/null
# The person rewrites the view model for the new lists (the compiler names what is missing)
# and leaves the controller alone.
rm "$evolving/FeedViewModel.swift"
cp "$repo/Tests/EvolvingScreens/2-later/Feed.screen.yaml" "$work/screens/"
"$mvvmgen" "$work/screens/Feed.screen.yaml" --output "$evolving" --no-tests >/dev/null

# Every golden case, as generated (controllers untouched), each its own module named
# Golden<Case>: the sources it expects and the support code it is generated against.
golden_modules=()
golden_targets=""
for case_dir in "$repo/Tests/MVVMGenCoreTests/Golden/"*/; do
    case_name=$(basename "$case_dir")
    module="Golden$(echo "$case_name" | sed -E 's/(^|-)([a-z])/\U\2/g')"
    golden_modules+=("$module")
    rm -rf "${work:?}/Sources/$module"
    mkdir -p "$work/Sources/$module"
    link "$case_dir/expected/sources" "$work/Sources/$module/sources"
    if [ -d "$case_dir/support" ]; then link "$case_dir/support" "$work/Sources/$module/support"; fi
    # A case's modules/NAME: another target of its package, which the screen file imports.
    imported=""
    for dependency in "$case_dir"modules/*/; do
        [ -d "$dependency" ] || continue
        name=$(basename "$dependency")
        link "${dependency%/}" "$work/Sources/$name"
        golden_targets+="        .target(name: \"$name\", swiftSettings: strict),"$'\n'
        imported+=" + [\"$name\"]"
        golden_modules+=("$name")  # the tests import it too
    done
    golden_targets+="        .target(name: \"$module\", dependencies: app$imported, swiftSettings: strict),"$'\n'
done
golden_names=$(printf ', "%s"' "${golden_modules[@]}")

cat >"$work/Package.swift.new" <<MANIFEST
// swift-tools-version: 6.1
// Written by scripts/run-controllers.sh: the examples' controllers over the UIKit stand-in.
import PackageDescription

let app: [Target.Dependency] = ["MVVMRuntime", "MVVMRuntimeUIKit", "UIKit"]
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let package = Package(
    name: "ControllerRuns",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "UIKit"),
        .target(name: "MVVMRuntime"),
        .target(name: "MVVMRuntimeUIKit", dependencies: ["MVVMRuntime", "UIKit"]),
        .target(name: "Calculator", dependencies: app, exclude: ["Calculator.screen.yaml"], swiftSettings: strict),
        .target(name: "Jobs", dependencies: app, exclude: ["Jobs.screen.yaml"], swiftSettings: strict),
        .target(name: "Login", dependencies: app, swiftSettings: strict),
        .target(name: "Evolving", dependencies: app, swiftSettings: strict),
$golden_targets
        // swift-testing declares a cross-import overlay for files importing it with UIKit;
        // it exists only in Apple's SDKs.
        .testTarget(
            name: "ControllerRunsTests",
            dependencies: app + ["Calculator", "Jobs", "Login", "Evolving"$golden_names],
            swiftSettings: [
                .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
                // Golden cases declare the same names (FeedViewController, registerInputScreens()):
                // each test file sees only the module it imports.
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
    ]
)
MANIFEST
# Rewritten only when it changed, so SwiftPM does not plan again for nothing.
cmp -s "$work/Package.swift.new" "$work/Package.swift" || mv "$work/Package.swift.new" "$work/Package.swift"
rm -f "$work/Package.swift.new"

cd "$work"
swift test "$@"
