#!/usr/bin/env bash
# Documentation/Integration.md, tried as a newcomer would, in packages outside
# the repository with a screen of their own (not one of the examples):
# 1. a SwiftPM package on mvvmgen from source: a target with the build plugin and one with
#    committed code, both first holding only their YAML; `generate-screens` twice creates
#    the person's files in both and the regenerated ones in the committed target only;
#    `swift run mvvmgen` from the package checks and regenerates; the build succeeds, and
#    a no-op build does no work;
# 2. the same on mvvmgen-prebuilt (Packaging/mvvmgen-prebuilt, its bundle made from the
#    executable MVVMGEN): a clean build compiles nothing of mvvmgen but its runtime
#    library, and a no-op build does no work;
# 3. the CLI installed with `make install PREFIX=…` and run as an Xcode Run Script phase
#    runs it (a bare environment, SRCROOT set).
# "Does no work" is read from the build, not timed: the log holds only SwiftPM's
# bookkeeping lines, and no file under .build changes but its database and lock.
# MVVMGEN=path is the release executable to package and install (default: built here).
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
source "$repo/Tests/Integration/checks.sh"
if [ -z "${MVVMGEN:-}" ]; then
    (cd "$repo" && make --no-print-directory build >/dev/null) || exit 1
    MVVMGEN="$(cd "$repo" && swift build -c release --show-bin-path)/mvvmgen"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/build.log"
# The from-source package builds in the repository's .build (as command-plugin.sh and the
# examples in CI do): the plugin's mvvmgen and swift-syntax are those `swift test` compiled.
scratch="$repo/.build"

# A screen of the person's own, with a Foundation type and a list.
write_screen() { # write_screen FOLDER NAME
    mkdir -p "$1"
    cat >"$1/$2.screen.yaml" <<EOF
screens:
  $2:
    kind: table
    summary: The person's $2 page.
    properties:
      title: String = "$2"
      avatar: URL?
    lists:
      entry:
        item: String
        accessor: entryText
    commands:
      refresh: [reloadEntries]
    callbacks: [reloadEntries]
EOF
}

# package.swift DEPENDENCY PACKAGE: a plugin target (Profile) and a committed-code one (Settings).
write_package() {
    mkdir -p "$1"
    cat >"$1/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [$2],
    targets: [
        .target(
            name: "Profile",
            dependencies: [.product(name: "MVVMRuntime", package: "$3")],
            plugins: [.plugin(name: "MVVMGenPlugin", package: "$3")]
        ),
        .target(
            name: "Settings",
            dependencies: [.product(name: "MVVMRuntime", package: "$3")],
            exclude: ["Settings.screen.yaml"]
        ),
    ]
)
EOF
    write_screen "$1/Sources/Profile" Profile
    write_screen "$1/Sources/Settings" Settings
}

build() { (cd "$1" && swift build --scratch-path "$2" >"$log" 2>&1); } # build PACKAGE BUILD_FOLDER
# Lines other than SwiftPM's bookkeeping in the last build's log.
work_lines() {
    grep -v -E '^\[[0-9]+/[0-9]+\] (Planning build|Compiling plugin [A-Za-z]+|Write swift-version-[0-9A-F]+\.txt)$|^Building for debugging\.\.\.$|^Build complete! \([0-9.]+s\)$' "$log"
}
# Files in a build folder that a build changed, but for its database, lock and `debug` link.
changed_files() { # changed_files BUILD_FOLDER MARKER
    find "$1" -newer "$2" ! -path "$1" ! -name build.db ! -name .lock ! -path "$1/debug"
}
assert_noop_build() { # assert_noop_build PACKAGE BUILD_FOLDER WHAT
    # The build after a clean one plans again (description.json, output file maps), in any
    # package, one without dependencies too; the one after that is the steady no-op build.
    build "$1" "$2"
    touch "$work/marker"
    sleep 1
    build "$1" "$2"
    check "$3: a no-op build succeeds" test $? -eq 0
    check "$3: ... printing nothing but SwiftPM's bookkeeping" test -z "$(work_lines)"
    check "$3: ... and changing no file in the build folder" \
        test -d "$2" -a -z "$(changed_files "$2" "$work/marker")"
    work_lines | head -5
    changed_files "$2" "$work/marker" | head -5
}

# Runs a command in a package, its output in the log; shows the log when it fails.
in_package() { # in_package PACKAGE COMMAND...
    (cd "$1" && "${@:2}" >"$log" 2>&1) || { tail -20 "$log"; return 1; }
}
generate_screens() { # generate_screens PACKAGE [BUILD_FOLDER]: twice, as Documentation/Integration.md says
    local scratch_flag=()
    [ -n "${2:-}" ] && scratch_flag=(--scratch-path "$2")
    in_package "$1" swift package "${scratch_flag[@]}" --allow-writing-to-package-directory generate-screens &&
        in_package "$1" swift package "${scratch_flag[@]}" --allow-writing-to-package-directory generate-screens
}

# 1. From source.
app="$work/from-source"
write_package "$app" ".package(name: \"mvvmgen\", path: \"$repo\")" mvvmgen
generate_screens "$app" "$scratch"
check "source: generate-screens (twice) creates the plugin target's own files" \
    test -f "$app/Sources/Profile/ProfileViewModel.swift" -a -f "$app/Sources/Profile/ProfileViewController.swift"
check "source: ... and no regenerated file there" \
    test -f "$app/Sources/Profile/ProfileViewModel.swift" -a ! -e "$app/Sources/Profile/Generated"
check "source: ... and every file of the committed target" \
    test -f "$app/Sources/Settings/SettingsViewModel.swift" -a -f "$app/Sources/Settings/Generated/SettingsRouter.swift"
in_package "$app" swift run --scratch-path "$scratch" -q mvvmgen check Sources/Settings/Settings.screen.yaml
check "source: swift run mvvmgen check, from the package, finds nothing stale" test $? -eq 0
sed -i 's/      avatar: URL?/      avatar: URL?\n      nickname: String?/' "$app/Sources/Settings/Settings.screen.yaml"
in_package "$app" swift run --scratch-path "$scratch" -q mvvmgen Sources/Settings/Settings.screen.yaml
check "source: swift run mvvmgen FILE regenerates an edited screen" \
    grep -q "nickname" "$app/Sources/Settings/Generated/SettingsViewModel+Interface.swift"
sed -i 's/^    private(set) var avatar: URL?.*$/&\n    private(set) var nickname: String? = nil/' "$app/Sources/Settings/SettingsViewModel.swift"
build "$app" "$scratch"
status=$?
check "source: the package builds" test "$status" -eq 0
[ "$status" -eq 0 ] || tail -20 "$log"
check "source: the build ran the plugin" grep -q "mvvmgen: generating Profile.generated.swift" "$log"
assert_noop_build "$app" "$scratch" "source"

# 2. Prebuilt.
prebuilt="$work/mvvmgen-prebuilt"
cp -RL "$repo/Packaging/mvvmgen-prebuilt" "$prebuilt"
rm -rf "$prebuilt/mvvmgen.artifactbundle" "$prebuilt/mvvmgen.artifactbundle.zip" "$prebuilt/.build"
mkdir -p "$prebuilt/mvvmgen.artifactbundle/mvvmgen-0.0.1-macos/bin"  # a variant of an older release
in_package "$repo" scripts/build-artifactbundle.sh --binary "$MVVMGEN" "$prebuilt"
check "prebuilt: scripts/build-artifactbundle.sh makes the bundle and its zip" \
    test -f "$prebuilt/mvvmgen.artifactbundle/info.json" -a -f "$prebuilt/mvvmgen.artifactbundle.zip"
version=$("$MVVMGEN" --version)
check "prebuilt: ... info.json and the variant carry the version --version prints ($version)" \
    bash -c "grep -q '\"version\": \"$version\"' '$prebuilt/mvvmgen.artifactbundle/info.json' &&
        test -x '$prebuilt/mvvmgen.artifactbundle/mvvmgen-$version-'*/bin/mvvmgen"
check "prebuilt: ... and a kept variant of another version is dropped" \
    test ! -e "$prebuilt/mvvmgen.artifactbundle/mvvmgen-0.0.1-macos"
app="$work/prebuilt"
write_package "$app" ".package(path: \"$prebuilt\")" mvvmgen-prebuilt
generate_screens "$app"
check "prebuilt: generate-screens runs the prebuilt executable" \
    test -f "$app/Sources/Profile/ProfileViewModel.swift" -a -f "$app/Sources/Settings/Generated/SettingsRouter.swift"
build "$app" "$app/.build"
status=$?
check "prebuilt: a clean build succeeds" test "$status" -eq 0
[ "$status" -eq 0 ] || tail -20 "$log"
check "prebuilt: ... compiling nothing of mvvmgen but its runtime library" \
    test "$status" -eq 0 -a -z "$(grep -E 'Compiling ' "$log" | grep -v -E 'Compiling (plugin [A-Za-z]+$|(MVVMRuntime|Profile|Settings) )')"
assert_noop_build "$app" "$app/.build" "prebuilt"

# 3. Installed, run as Xcode runs a Run Script phase: a bare environment, SRCROOT set.
prefix="$work/prefix"
in_package "$repo" make --no-print-directory install PREFIX="$prefix"
check "installed: make install puts one executable in PREFIX/bin" test -x "$prefix/bin/mvvmgen"
project="$work/XcodeApp"
write_screen "$project/XcodeApp/Screens" Inbox
cat >"$work/run-script-phase.sh" <<'EOF'
export PATH="$PATH:$MVVMGEN_PREFIX/bin"
mvvmgen "$SRCROOT"/XcodeApp/Screens/*.screen.yaml --quiet
EOF
env -i HOME="$work" PATH=/usr/bin:/bin SRCROOT="$project" MVVMGEN_PREFIX="$prefix" \
    bash "$work/run-script-phase.sh" >"$log" 2>&1
check "installed: the Run Script phase generates the screen" \
    test -f "$project/XcodeApp/Screens/Generated/InboxViewModel+Interface.swift"
(cd "$project" && "$prefix/bin/mvvmgen" check XcodeApp/Screens/Inbox.screen.yaml >"$log" 2>&1)
check "installed: ... and a second run finds nothing stale" test $? -eq 0

summary
