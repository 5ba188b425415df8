#!/usr/bin/env bash
# The performance benchmark (release build): synthetic screen files of 1, 10, 100 and 1,000
# screens, mvvmgen's wall time, time per screen, files per second and peak memory against a
# floor (Yams parse + writing the same bytes), byte-identical output across runs, and one
# screen against `mvvmgen --version`. Pass sizes to run others: scripts/benchmark.sh 10 100
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product mvvmgen >/dev/null
swift build -c release --product mvvmgen-benchmark >/dev/null
.build/release/mvvmgen-benchmark "$@"
