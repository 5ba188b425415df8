#!/usr/bin/env bash
# Fuzzes the whole generator (bytes → text → parse → validate → render, and the
# configuration parser) with libFuzzer and AddressSanitizer, for SECONDS (default 60).
# The seed corpus is every screen file in the repository; new interesting inputs are kept
# in Fuzz/.corpus between runs. A crash, a timeout (10 s) or memory over 1 GiB writes the
# input to Fuzz/artifacts/ and fails the run; each one found becomes a regression test in
# Tests/MVVMGenCoreTests/BadInput/ or Hostile/.
#
# usage: scripts/fuzz.sh [SECONDS] [extra libFuzzer flags…]
# MVVMGEN_FUZZ_BUILD=debug builds without optimisation, over the debug build `swift test`
# made: fewer executions per second (CI's short run uses it); long runs keep the default,
# release, over the release build. MVVMGEN_FUZZ_STAGE=build only builds the fuzzer, =run
# only runs the one built: CI builds it while the repository's .build is free, then runs it
# beside other steps.
set -euo pipefail
seconds=${1:-60}
configuration=${MVVMGEN_FUZZ_BUILD:-release}
stage=${MVVMGEN_FUZZ_STAGE:-all}
shift || true
repo=$(cd "$(dirname "$0")/.." && pwd)
fuzz="$repo/Fuzz"
clang_lib=$(dirname "$(command -v swift)")/../lib/clang
runtime=$(find "$clang_lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -1)
[ -n "$runtime" ] || { echo "error: libFuzzer (libclang_rt.fuzzer_no_main) not found under $clang_lib" >&2; exit 1; }

# Swift's -sanitize=fuzzer also links libFuzzer's main, which clashes with the entry point
# SwiftPM gives executables; so Fuzz/Package.swift instruments with coverage + ASan and
# libFuzzer is linked without its main. The build shares the repository's .build: only the
# generator's own sources are compiled here, its dependencies are those `swift test` (or
# the release build) compiled.
if [ "$stage" != run ]; then
    build_log=$(mktemp)
    if ! swift build -c "$configuration" --package-path "$fuzz" --scratch-path "$repo/.build" \
        -Xlinker "$runtime" -Xlinker -lstdc++ >"$build_log" 2>&1; then
        cat "$build_log"
        exit 1
    fi
    rm -f "$build_log"
fi
[ "$stage" != build ] || exit 0

corpus="$fuzz/.corpus"
mkdir -p "$corpus" "$fuzz/artifacts"
find "$repo/Examples" "$repo/Tests" -name '*.yaml' -not -path '*/.build/*' -exec cp {} "$corpus/" \;

# Leak reports at exit come from the Swift runtime's caches; memory growth is caught by
# -rss_limit_mb instead.
ASAN_OPTIONS=detect_leaks=0 "$repo/.build/$configuration/mvvmgen-fuzz" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -max_len=16384 \
    -dict="$fuzz/yaml.dict" -artifact_prefix="$fuzz/artifacts/" -print_final_stats=1 \
    "$@" "$corpus"
