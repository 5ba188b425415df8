#!/usr/bin/env bash
# Builds the release products named (default: mvvmgen and mvvmgen-benchmark) and prints the
# folder they are in. The build folder is .build, or MVVMGEN_RELEASE_SCRATCH when set: CI
# builds release in a folder of its own, beside the debug build and the tests, since
# SwiftPM lets one command at a time use a build folder.
# usage: scripts/release-build.sh [PRODUCT...]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MVVMGEN_RELEASE_SCRATCH:-$repo/.build}
products=("$@")
[ "${#products[@]}" -gt 0 ] || products=(mvvmgen mvvmgen-benchmark)
cd "$repo"
for product in "${products[@]}"; do
    swift build -c release --scratch-path "$scratch" --product "$product" >/dev/null
done
swift build -c release --scratch-path "$scratch" --show-bin-path
