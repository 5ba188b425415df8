#!/usr/bin/env bash
# Compiles a module's Swift sources (and optionally its tests) on Linux, where UIKit is
# missing: compiles Tests/UIKitStandIn as a module named UIKit, so `#if canImport(UIKit)`
# code (controllers, router, navigator) is checked too. Swift 6 mode, warnings are errors.
#
# The module and its tests are compiled as a user's target would be, in one of two lanes:
#   --lane swift6    Swift 6 language mode, default isolation (a SwiftPM target's defaults)
#   --lane xcode26   an Xcode 26 app target's defaults: main-actor default isolation and
#                    the approachable-concurrency upcoming features
# The stand-in and the runtime modules are built once into $MVVMGEN_STANDIN_MODULES when
# it is set (and reused by later runs), else into a temporary folder; the compiler's module
# cache (Glibc's and Foundation's C modules) lives beside them and is reused the same way.
#
# --dependency NAME=FOLDER (repeatable) compiles FOLDER's Swift files first, in the same
# lane, as the module NAME the module imports: another target of the package (a Core of
# shared types) that a screen file names under `imports`.
#
# --package DIR --target NAME reads the package in DIR instead (scripts/standin-package.sh):
# the target's sources, its targets in the package (compiled first, dependencies first),
# the test target that depends on it (--test-target NAME chooses one, `-` none), each
# module's Swift settings (language mode, default isolation, upcoming and experimental
# features, defines, unsafe flags), and for a target using MVVMGenPlugin the code the
# plugin generates (`mvvmgen bundle` per screen file; $MVVMGEN or built here). Without
# --lane every module keeps its own settings; a lane replaces their isolation and features.
#
# --uikit-extra FILE_OR_FOLDER (repeatable) adds Swift files to the stand-in module, for
# UIKit your own code uses that the stand-in lacks (write UIKit's exact signatures); the
# stand-in is then built for this run only, never into the shared folder.
#
# usage: scripts/typecheck-with-uikit-standin.sh [--lane swift6|xcode26] [--dependency NAME=FOLDER]...
#            [--uikit-extra PATH]... MODULE SOURCES_DIR [TESTS_DIR]
#        scripts/typecheck-with-uikit-standin.sh [--lane swift6|xcode26] [--uikit-extra PATH]...
#            --package DIR --target NAME [--test-target NAME|-]
set -euo pipefail
lane=""
extras=()
dependencies=()
package="" target="" test_target=""
usage="usage: $0 [--lane swift6|xcode26] [--dependency NAME=FOLDER]... [--uikit-extra PATH]... MODULE SOURCES_DIR [TESTS_DIR]
       $0 [--lane swift6|xcode26] [--uikit-extra PATH]... --package DIR --target NAME [--test-target NAME|-]"
while [ $# -gt 0 ]; do
    case "$1" in
    --lane)
        lane=$2
        shift 2
        ;;
    --dependency)
        [ -d "${2#*=}" ] && [ "${2%%=*}" != "$2" ] || { echo "error: --dependency $2: write NAME=FOLDER, an existing folder" >&2; exit 64; }
        dependencies+=("$2")
        shift 2
        ;;
    --package) package=${2:?--package needs a folder} && shift 2 ;;
    --target) target=${2:?--target needs a name} && shift 2 ;;
    --test-target) test_target=${2:?--test-target needs a name or -} && shift 2 ;;
    --uikit-extra)
        [ -e "$2" ] || { echo "error: --uikit-extra $2: no such file or folder" >&2; exit 64; }
        if [ -d "$2" ]; then mapfile -t -O "${#extras[@]}" extras < <(find "$2" -name '*.swift' | sort); else extras+=("$2"); fi
        shift 2
        ;;
    *) break ;;
    esac
done
if [ -n "$package$target" ]; then
    [ -d "$package" ] && [ -n "$target" ] && [ $# -eq 0 ] && [ ${#dependencies[@]} -eq 0 ] ||
        { echo "error: --package takes an existing folder, with --target, no --dependency and no MODULE" >&2; echo "$usage" >&2; exit 64; }
elif [ $# -lt 2 ] || [ -n "$test_target" ]; then
    echo "$usage" >&2
    exit 64
fi
case "${lane:-swift6}" in
swift6) lane_flags=() ;;
xcode26) lane_flags=(-default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances
    -enable-upcoming-feature NonisolatedNonsendingByDefault) ;;
*)
    echo "error: unknown lane '$lane': use swift6 or xcode26" >&2
    exit 64
    ;;
esac
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The compiler driver leaves an empty TemporaryDirectory.* behind on every call: keep them
# in the folder removed on exit, not in the user's /tmp (thousands per test run).
export TMPDIR="$work"
modules=${MVVMGEN_STANDIN_MODULES:-$work/modules}
[ ${#extras[@]} -eq 0 ] || modules=$work/modules  # a UIKit of this run's own
mkdir -p "$modules"

# -wmo: one compiler job per module, not one per file that parses every file again; a
# module of a thousand generated files type-checks in a minute instead of a quarter hour.
# The module cache is shared by every run that shares the modules: built afresh for each
# run, it doubled a golden case's time (4.1 s against 1.9 s). The compiler locks and
# renames its entries, so concurrent runs may share it.
flags=(-wmo -swift-version 6 -parse-as-library -I "$modules" -I "$work" -module-cache-path "$modules/cache")
emit() { # emit FOLDER NAME FILES...: builds a module interface into FOLDER
    local folder=$1 name=$2
    shift 2
    swiftc -emit-module -enable-testing "${flags[@]}" -module-name "$name" \
        -emit-module-path "$folder/$name.swiftmodule" "$@"
}

# What the package builds with its own settings, whatever the app's: built once. The
# testing module is moved in last, so its presence means all are there.
if [ ! -f "$modules/MVVMRuntimeTesting.swiftmodule" ]; then
    staging=$(mktemp -d "$modules/.staging-XXXXXX")
    flags+=(-I "$staging")
    emit "$staging" UIKit "$repo"/Tests/UIKitStandIn/*.swift ${extras[@]+"${extras[@]}"}
    emit "$staging" MVVMRuntime "$repo"/Sources/MVVMRuntime/*.swift
    emit "$staging" MVVMRuntimeUIKit "$repo"/Sources/MVVMRuntimeUIKit/*.swift
    emit "$staging" MVVMRuntimeTesting "$repo"/Sources/MVVMRuntimeTesting/*.swift
    # Last one in wins; each rename is atomic, so a concurrent run sees whole modules.
    for name in UIKit MVVMRuntime MVVMRuntimeUIKit MVVMRuntimeTesting; do
        for file in "$staging/$name".*; do mv -f "$file" "$modules/"; done
    done
    rm -rf "$staging"
fi
# The module and its tests are compiled as far as a module (-emit-module), not only
# type-checked: some errors (a literal that overflows its type, a missing return, a constant
# read before it is set) are found only after type-checking, by the SIL diagnostics that
# building a module runs. Object code (-c) would find nothing more, at twice the time; the
# controller runs and the generated tests' runs make object code and run it.
if [ -n "$package" ]; then
    source "$repo/scripts/standin-package.sh"
    standin_read_package "$package" "$target" "$test_target" "$lane" "$work/package"
    lane=$(<"$work/package/lane")
    module_files() { # module_files NAME: its sources, and the plugin's output when it uses it
        local name=$1
        mapfile -t files <"$work/package/$name/files"
        if [ "$(<"$work/package/$name/plugin")" = 1 ]; then
            mapfile -t imports < <(standin_imports "$work/package" "$name")
            standin_bundle "$(<"$work/package/$name/dir")" "$work/bundled/$name" ${imports[@]+"${imports[@]}"}
            mapfile -t -O "${#files[@]}" files < <(find "$work/bundled/$name" -name '*.swift' | sort)
        fi
        mapfile -t module_flags <"$work/package/$name/flags"
    }
    while IFS= read -r name; do
        module_files "$name"
        emit "$work" "$name" -warnings-as-errors "${module_flags[@]}" "${files[@]}"
    done <"$work/package/order"
    module=$target
    tests_module=$(<"$work/package/test")
    if [ -n "$tests_module" ]; then
        module_files "$tests_module"
        emit "$work" "$tests_module" -warnings-as-errors "${module_flags[@]}" "${files[@]}"
    fi
    echo "compiled $(paste -sd , "$work/package/order" | sed 's/,/, /g')${tests_module:+ and $tests_module} of $package against the UIKit stand-in, lane $lane"
    exit 0
fi
lane=${lane:-swift6}
module=$1
sources=$2
tests=${3:-}
for dependency in ${dependencies[@]+"${dependencies[@]}"}; do
    mapfile -t dependencyFiles < <(find "${dependency#*=}" -name '*.swift' | sort)
    emit "$work" "${dependency%%=*}" -warnings-as-errors "${lane_flags[@]}" "${dependencyFiles[@]}"
done
mapfile -t files < <(find "$sources" -name '*.swift' | sort)
emit "$work" "$module" -warnings-as-errors "${lane_flags[@]}" "${files[@]}"
if [ -n "$tests" ]; then
    mapfile -t testFiles < <(find "$tests" -name '*.swift' | sort)
    emit "$work" "${module}Tests" -warnings-as-errors "${lane_flags[@]}" "${testFiles[@]}"
fi
echo "compiled $module (${#files[@]} files) against the UIKit stand-in, lane $lane"
