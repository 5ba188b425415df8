#!/usr/bin/env bash
# Integration tests of the command plugin (`swift package generate-screens`), on a package
# made in a temporary folder outside the repository that depends on mvvmgen by path:
# - a target with the build plugin gets only its created-once files, and `swift build`
#   then succeeds (no regenerated copy to collide with the build plugin's);
# - a target that commits its generated code (YAML under exclude:) gets everything;
# - a folder holding only YAML (no target to SwiftPM) gets its created-once files, which
#   make it a target, and a message saying what is next; a second run then gives it the rest;
# - regenerated files committed into a build-plugin target are named as colliding.
# The package builds in the repository's .build (as use-in-your-project.sh and the
# examples in CI do), so the plugin's mvvmgen is the one `swift test` compiled there.
# Ends with "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
source "$repo/Tests/Integration/checks.sh"
scratch="$repo/.build"
package=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$package" "$log"' EXIT

swift_in_package() { (cd "$package" && swift "$1" --scratch-path "$scratch" "${@:2}" >"$log" 2>&1); }
generate() { swift_in_package package --allow-writing-to-package-directory generate-screens "$@"; }
logged() { grep -qF -- "$1" "$log"; }

cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Screens",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "mvvmgen", path: "$repo")],
    targets: [
        .target(
            name: "BuildTime",
            dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")],
            plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]
        ),
        .target(
            name: "Committed",
            dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")],
            exclude: ["Welcome.screen.yaml"]
        ),
        // Only YAML in its folder: SwiftPM drops it with a warning.
        .target(
            name: "OnlyYAML",
            dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")],
            exclude: ["Welcome.screen.yaml"]
        ),
    ]
)
SWIFT
for target in BuildTime Committed OnlyYAML; do
    mkdir -p "$package/Sources/$target"
    cp "$repo/Examples/Login/Sources/Login/Welcome.screen.yaml" "$package/Sources/$target/"
done
echo "// Until mvvmgen creates the view model, SwiftPM needs one Swift file to see a target." \
    >"$package/Sources/BuildTime/BuildTime.swift"
cp "$package/Sources/BuildTime/BuildTime.swift" "$package/Sources/Committed/Committed.swift"
# Never declared in Package.swift: SwiftPM says nothing about it.
mkdir -p "$package/Sources/Undeclared"
cp "$repo/Examples/Login/Sources/Login/Welcome.screen.yaml" "$package/Sources/Undeclared/"

generate
status=$?
cat "$log"
check "generate-screens succeeds" test "$status" -eq 0
check "the build-plugin target is told why it gets only its created-once files" \
    logged "mvvmgen: target BuildTime: its screen files are among its sources, so the build plugin (MVVMGenPlugin)"
check "... in one line naming the regenerated files it skipped" \
    logged "skipped 4 regenerated file(s) in Sources/BuildTime/Generated/ (--created-once-only"
check "... which are not written" test ! -e "$package/Sources/BuildTime/Generated"
check "... while its view model, controller and tests are" test -f "$package/Sources/BuildTime/WelcomeViewModel.swift" \
    -a -f "$package/Sources/BuildTime/WelcomeViewController.swift" -a -f "$package/Tests/BuildTimeTests/WelcomeViewModelTests.swift"
check "the committed-code target gets its regenerated files" test -f "$package/Sources/Committed/Generated/WelcomeViewModel+Interface.swift"
check "... and its created-once files" test -f "$package/Sources/Committed/WelcomeViewModel.swift"
check "the declared target holding only YAML gets its created-once files" \
    test -f "$package/Sources/OnlyYAML/WelcomeViewModel.swift" -a -f "$package/Sources/OnlyYAML/WelcomeViewController.swift"
check "... and is told what is next" logged "Sources/OnlyYAML (Welcome.screen.yaml) is no target of this package yet: wrote its missing created-once files"
check "... and so is the undeclared folder" logged "Sources/Undeclared (Welcome.screen.yaml) is no target of this package yet"
check "... with the declaration to add" logged '`.target(name: "Undeclared", dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")], exclude: ["Welcome.screen.yaml"])`'
check "no folder gets a regenerated file before it is a target" \
    test ! -e "$package/Sources/OnlyYAML/Generated" -a ! -e "$package/Sources/Undeclared/Generated"

generate
check "a second run gives the target its first run made (YAML excluded) its regenerated files" \
    test -f "$package/Sources/OnlyYAML/Generated/WelcomeViewModel+Interface.swift"

swift_in_package build
status=$?
check "swift build then succeeds" test "$status" -eq 0
check "... with no type declared twice" bash -c "! grep -q 'ambiguous' '$log'"
[ "$status" -eq 0 ] || cat "$log"

generate
check "a third run writes nothing" bash -c "! grep -qE '^(wrote|updated)' '$log'"
check "... and keeps the person's files" logged "kept (yours): Sources/BuildTime/WelcomeViewModel.swift"

generate --target BuildTime --prune
status=$?
check "--prune on a build-plugin target is not passed on, and that is said" \
    bash -c "[ $status -eq 0 ] && grep -qF -- 'not passed on (for regenerated files only): --prune' '$log'"

generate --target Undeclared
status=$?
check "--target naming a folder that is no target fails with what to do" \
    bash -c "[ $status -ne 0 ] && grep -qF 'Sources/Undeclared holds Welcome.screen.yaml but is no target' '$log'"

# What the command plugin used to do: every file, regenerated ones included, committed
# into a target whose build plugin also generates them.
# The CLI is built here as a product: the plugins' copy is a separate build of it.
swift_in_package build --product mvvmgen
bin=$(cd "$package" && swift build --scratch-path "$scratch" --show-bin-path)
(cd "$package" && "$bin/mvvmgen" Sources/BuildTime/Welcome.screen.yaml >/dev/null)
generate --target BuildTime
check "regenerated files committed into a build-plugin target are named as colliding" \
    logged "are in the source tree while the build plugin generates the same code"
swift_in_package build
check "... as they do: the build fails with ambiguous types" logged "ambiguous for type lookup"

summary
