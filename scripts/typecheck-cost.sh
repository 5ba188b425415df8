#!/usr/bin/env bash
# What generated code costs the user's compiler: generates N synthetic screens (default
# 100), type-checks the generated and created-once files against the UIKit stand-in with
# -debug-time-function-bodies, and reports the total, the number of bodies and the slowest
# ones. Exits 3 when a body takes more than LIMIT ms (default 5): code that is slow to
# type-check is a template's to fix, one body at a time.
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
"$bin/mvvmgen" "$work/synthetic.screen.yaml" --output "$work/out" --no-tests --module Screens --quiet
"$bin/mvvmgen-benchmark" --support >"$work/out/Support.swift"
# The stand-in and runtime modules, built by the script every lane uses.
modules=$work/modules
MVVMGEN_STANDIN_MODULES=$modules scripts/typecheck-with-uikit-standin.sh Screens "$work/out" >/dev/null
mapfile -t files < <(find "$work/out" -name '*.swift' | sort)
# Three runs, each body's fastest kept: one run's timings move by a few milliseconds.
for run in 1 2 3; do
    swiftc -typecheck -wmo -swift-version 6 -parse-as-library -I "$modules" -module-cache-path "$work/cache" \
        -module-name Screens -Xfrontend -debug-time-function-bodies "${files[@]}" >"$work/times-$run.txt" 2>&1
done
# Lines are "12.34ms<TAB>/path/File.swift:10:5<TAB>instance method name": one per body.
awk -F'\t' -v limit="$limit" -v dir="$work/out/" '
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
grep '^SUMMARY' "$work/sorted.txt" | cut -f2- | tr '\t' ' '
echo "most time by kind of body (all screens together):"
grep -v '^SUMMARY' "$work/sorted.txt" | awk -F'\t' '{ n = $3; sub(/@.*/, "", n); gsub(/Screen[0-9]+/, "Screen", n); gsub(/[A-Za-z]*Router/, "Router", n); t[n] += $1; c[n]++ } END { for (n in t) printf "  %7.1f ms  %4d x  %s\n", t[n], c[n], n }' | sort -g -r | awk 'NR <= 12'
echo "slowest bodies:"
grep -v '^SUMMARY' "$work/sorted.txt" | awk 'NR <= 12' | awk -F'\t' '{ sub(/@.*/, "", $3); printf "  %6.1f ms  %s  %s\n", $1, $2, $3 }'
slow=$(grep '^SUMMARY' "$work/sorted.txt" | awk -F'\t' '{ print $4 + 0 }')
[ "$slow" -eq 0 ] || { echo "bodies over $limit ms: $slow"; exit 3; }
