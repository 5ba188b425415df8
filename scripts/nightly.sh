#!/usr/bin/env bash
# The long campaigns CI runs only briefly, each run long here, one after another (each
# needs both cores): libFuzzer on the release build, compile fuzzing, the performance
# benchmark at every size (1,000 screens included) and the build plugin's benchmark with
# the from-source variant and more runs, and what 100 generated screens cost the compiler. Each fails when it finds a crash or a failing
# seed, or misses a stated target; the run goes on to the next and fails at the end,
# naming what failed. About 2 hours with the defaults.
#
# usage: scripts/nightly.sh [FUZZ_SECONDS [COMPILE_FUZZ_SECONDS]]   (default 3600 and 1800)
set -uo pipefail
cd "$(dirname "$0")/.."
fuzz_seconds=${1:-3600}
compile_fuzz_seconds=${2:-1800}
failed=()
campaign() { # campaign NAME COMMAND...
    printf '\n== %s\n' "$1"
    local started=$SECONDS
    "${@:2}" || failed+=("$1")
    printf '== %s: %d s\n' "$1" "$((SECONDS - started))"
}
campaign "libFuzzer, release, ${fuzz_seconds} s" scripts/fuzz.sh "$fuzz_seconds"
campaign "compile fuzzing, ${compile_fuzz_seconds} s" scripts/fuzz-compile.sh "$compile_fuzz_seconds"
campaign "performance benchmark, 1 to 1,000 screens" scripts/benchmark.sh 1 10 100 1000
campaign "build plugin benchmark, 15 no-op and 3 clean builds, from source too" scripts/benchmark-plugin.sh 15 3
campaign "type-check cost of 100 generated screens: no body over 5 ms" scripts/typecheck-cost.sh 100 5
campaign "the lowest swift-syntax Package.swift allows: built and tested" scripts/dependency-floors.sh
if ((${#failed[@]} > 0)); then
    printf 'nightly: failed: %s\n' "${failed[*]}" >&2
    exit 1
fi
echo "nightly: every campaign passed"
