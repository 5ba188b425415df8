#!/usr/bin/env bash
# What generated code costs the user's compiler: generates N synthetic screens (default
# 100), type-checks the generated and created-once files against the UIKit stand-in with
# -debug-time-function-bodies, and reports the total, the number of bodies and the slowest
# ones. Exits 3 when a body takes more than LIMIT ms (default 5): code that is slow to
# type-check is a template's to fix, one body at a time. The test skeletons are measured
# the same way and reported, not gated: most of their time is Swift Testing's macros
# (`@Test`, `#expect`), which a template can use less but not avoid.
# usage: scripts/typecheck-cost.sh [SCREENS] [LIMIT_MS]
set -euo pipefail
screens=${1:-100}
limit=${2:-5}
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
bin=$(scripts/release-build.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TMPDIR="$work"
"$bin/mvvmgen-benchmark" --yaml "$screens" >"$work/synthetic.screen.yaml"
"$bin/mvvmgen" "$work/synthetic.screen.yaml" --output "$work/out" --tests-output "$work/tests" \
    --module Screens --quiet
"$bin/mvvmgen-benchmark" --support >"$work/out/Support.swift"
# The stand-in and runtime modules, built by the script every lane uses (given a one-line
# probe, so the screens' module, which the tests import, is built once, below).
modules=$work/modules
mkdir -p "$work/probe" && echo "let built = true" >"$work/probe/Probe.swift"
MVVMGEN_STANDIN_MODULES=$modules scripts/typecheck-with-uikit-standin.sh Probe "$work/probe" >/dev/null
swiftc -emit-module -enable-testing -wmo -swift-version 6 -parse-as-library -I "$modules" \
    -module-cache-path "$work/cache" -module-name Screens -emit-module-path "$work/Screens.swiftmodule" \
    $(find "$work/out" -name '*.swift' | sort)

# measure NAME MODULE FOLDER: type-checks FOLDER's files as MODULE three times, keeps each
# body's fastest time (one run's timings move by a few milliseconds) and prints the
# summary, the kinds of body that took most and the slowest bodies; leaves the number of
# bodies over the limit in $slow.
measure() {
    local name=$1 module=$2 folder=$3 files
    mapfile -t files < <(find "$folder" -name '*.swift' | sort)
    for run in 1 2 3; do
        swiftc -typecheck -wmo -swift-version 6 -parse-as-library -I "$modules" -I "$work" \
            -module-cache-path "$work/cache" -module-name "$module" -Xfrontend -debug-time-function-bodies \
            "${files[@]}" >"$work/times-$run.txt" 2>&1
    done
    # Lines are "12.34ms<TAB>/path/File.swift:10:5<TAB>instance method name": one per body.
    awk -F'\t' -v limit="$limit" -v dir="$folder/" '
        /^[0-9.]+ms\t/ {
            key = $2; sub(dir, "", key); ms = $1 + 0
            if (!(key in best) || ms < best[key]) { best[key] = ms; name[key] = $3 }
        }
        END {
            for (key in best) {
                total += best[key]; count++
                if (best[key] > limit) slow++
                print best[key] "\t" key "\t" name[key]
            }
            printf "SUMMARY\t%d bodies\t%.2f s\t%d over %s ms\n", count, total / 1000, slow, limit
        }
    ' "$work"/times-*.txt | sort -t$'\t' -k1,1 -g -r >"$work/sorted.txt"
    echo "$name: $(grep '^SUMMARY' "$work/sorted.txt" | cut -f2- | tr '\t' ' ')"
    echo "most time by kind of body (all screens together):"
    grep -v '^SUMMARY' "$work/sorted.txt" | awk -F'\t' '{ n = $3; sub(/@.*/, "", n); gsub(/Screen[0-9]+/, "Screen", n); gsub(/[A-Za-z]*Router/, "Router", n); t[n] += $1; c[n]++ } END { for (n in t) printf "  %7.1f ms  %4d x  %s\n", t[n], c[n], n }' | sort -g -r | awk 'NR <= 12'
    echo "slowest bodies:"
    grep -v '^SUMMARY' "$work/sorted.txt" | awk 'NR <= 12' | awk -F'\t' '{ sub(/@.*/, "", $3); printf "  %6.1f ms  %s  %s\n", $1, $2, $3 }'
    slow=$(grep '^SUMMARY' "$work/sorted.txt" | awk -F'\t' '{ print $4 + 0 }')
}

measure "generated and created-once sources" Screens "$work/out"
sources_slow=$slow
echo
measure "test skeletons (reported, not gated)" ScreensTests "$work/tests"
[ "$sources_slow" -eq 0 ] || { echo "bodies of the sources over $limit ms: $sources_slow"; exit 3; }
