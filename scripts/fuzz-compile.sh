#!/usr/bin/env bash
# Compile fuzzing: for SECONDS (default 60), writes random valid screen files
# (Sources/MVVMGenSynthetic/RandomSpecs.swift) of SCREENS screens (default 12) from random
# seeds, generates them and type-checks the Swift in every lane, through the test
# RandomSpecsCompileTests with MVVMGEN_FUZZ_SEED set. Prints the seed of every failure
# (a generation error or warning, or a compile error) with its first errors, and fails.
# A seed always gives the same file: replay one with
#   MVVMGEN_COMPILE_TESTS=1 MVVMGEN_FUZZ_SEED=SEED MVVMGEN_FUZZ_SCREENS=SCREENS swift test --filter RandomSpecsCompileTests/typeChecks
# and print its YAML with `swift run mvvmgen-benchmark --random SEED SCREENS`.
#
# usage: scripts/fuzz-compile.sh [SECONDS] [SCREENS]
set -euo pipefail
seconds=${1:-60}
screens=${2:-12}
cd "$(dirname "$0")/.."

swift build --build-tests >/dev/null
end=$((SECONDS + seconds))
runs=0
failures=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Each seed starts only while time is left; the last one may run past the end.
while ((SECONDS < end)); do
    seed=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
    runs=$((runs + 1))
    if MVVMGEN_COMPILE_TESTS=1 MVVMGEN_FUZZ_SEED=$seed MVVMGEN_FUZZ_SCREENS=$screens \
        swift test --skip-build --filter "RandomSpecsCompileTests/typeChecks" >"$log" 2>&1; then
        echo "seed $seed: ok"
    else
        failures+=("$seed")
        echo "seed $seed: FAILED (replay: MVVMGEN_COMPILE_TESTS=1 MVVMGEN_FUZZ_SEED=$seed MVVMGEN_FUZZ_SCREENS=$screens)"
        grep -E "error:|recorded an issue" "$log" | head -20 || tail -20 "$log"
    fi
done

echo "compile fuzzing: $runs seeds of $screens screens in ${SECONDS}s, ${#failures[@]} failed"
if ((${#failures[@]} > 0)); then
    echo "failing seeds: ${failures[*]}"
    exit 1
fi
