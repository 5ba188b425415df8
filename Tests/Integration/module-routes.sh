#!/usr/bin/env bash
# Routes to another module's screens, as a newcomer's package of two targets has them, in a
# package outside the repository: `Pickers` (public access, the build plugin) holds a
# language picker that hands its result back through a `given` closure; `App` (the build
# plugin, depending on Pickers) presents it from its search screen and tests the route.
# - `generate-screens` (twice, as Documentation/Integration.md says) passes Pickers' screen files to App's
#   run, so App's created-once files and tests are written and import Pickers;
# - the build plugin does the same: App builds, and its generated tests pass;
# - editing Pickers' screen file reruns App's command too (it is one of its inputs);
# - the stand-in scripts' package mode bundles App with Pickers' screens named;
# - a route to a screen no module declares is still a located error.
# It builds in the repository's .build, as the other package tests do.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
source "$repo/Tests/Integration/checks.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/build.log"
scratch="$repo/.build"
app="$work/Shop"
mkdir -p "$app/Sources/Pickers" "$app/Sources/App" "$app/Tests/AppTests"

cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [.package(name: "mvvmgen", path: "$repo")],
    targets: [
        .target(
            name: "Pickers",
            dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")],
            plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]
        ),
        .target(
            name: "App",
            dependencies: ["Pickers", .product(name: "MVVMRuntime", package: "mvvmgen")],
            plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "MVVMRuntimeTesting", package: "mvvmgen")]
        ),
    ]
)
EOF
echo "accessLevel: public" >"$app/Sources/Pickers/mvvmgen.yml"
cat >"$app/Sources/Pickers/Pickers.screen.yaml" <<'EOF'
screens:
  LanguagePicker:
    kind: table
    summary: Picks a language and hands it back.
    given:
      onPick: {type: '(String) -> Void', sample: '{ _ in }'}
    lists:
      language: String
    commands:
      pick: {parameters: {index: Int}}
    routes:
      close: {show: dismiss}
EOF
cat >"$app/Sources/App/App.screen.yaml" <<'EOF'
screens:
  Search:
    summary: Searches repositories in a language.
    properties:
      language: {type: String, access: readwrite}
    commands:
      search: {async: true, reads: [language]}
    routes:
      pickLanguage: {to: LanguagePicker, show: present, with: {onPick: {type: '(String) -> Void', sample: '{ _ in }'}}}
EOF

in_package() { (cd "$app" && "$@" >"$log" 2>&1) || { tail -20 "$log"; return 1; }; }
generate() { in_package swift package --scratch-path "$scratch" --allow-writing-to-package-directory generate-screens; }
generate_twice() { generate && generate; }

check "generate-screens writes App's own files, Pickers' screens known" generate_twice
check "... App's view model and tests import Pickers" \
    grep -q "^import Pickers" "$app/Sources/App/SearchViewModel.swift" "$app/Tests/AppTests/SearchViewModelTests.swift"
check "the build plugin builds both targets" in_package swift build --scratch-path "$scratch"
app_output=$(find "$scratch/plugins/outputs/shop/App" -name "App.generated.swift" | head -1)
check "... App's regenerated code imports Pickers and makes its view model" \
    bash -c "grep -q '^import Pickers' '$app_output' && grep -q 'LanguagePickerViewModel(onPick: onPick)' '$app_output'"
check "App's generated tests pass: the route presents the picker" in_package swift test --scratch-path "$scratch"

# The stand-in scripts bundle App as the plugin does, Pickers' screens named: its
# controllers compile and its tests run over the UIKit stand-in.
check "the stand-in type-check of App (xcode26) bundles it with Pickers' screens" \
    in_package "$repo/scripts/typecheck-with-uikit-standin.sh" --lane xcode26 --package . --target App
check "... and the stand-in run of App's tests passes" \
    in_package "$repo/scripts/run-with-uikit-standin.sh" --package . --target App

sed -i 's/Picks a language and hands it back./Picks one language and hands it back./' "$app/Sources/Pickers/Pickers.screen.yaml"
check "editing Pickers' screen file reruns App's command too" \
    bash -c "cd '$app' && swift build --scratch-path '$scratch' 2>&1 | grep -q 'generating App.generated.swift'"

sed -i 's/to: LanguagePicker/to: LanguagePickr/' "$app/Sources/App/App.screen.yaml"
check "a route to a screen no module declares is a located error" \
    bash -c "cd '$app' && ! swift build --scratch-path '$scratch' >'$log' 2>&1 && grep -q 'App.screen.yaml:9:[0-9]*: error: .*LanguagePickr' '$log'"
summary
