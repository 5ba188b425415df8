#!/usr/bin/env bash
# Runs the release mvvmgen on every broken and hostile input in Tests/BadInput/ and on a
# 50 MB file made here, and prints, per input, the exit code, the wall time and the peak
# memory; then the worst case and the number of crashes (exit codes other than 0, 1, 64,
# 65, 74). The figures in Documentation/Internals/Fuzzing.md's "Hostile input" table come from this script.
set -euo pipefail
cd "$(dirname "$0")/.."
tool="$(scripts/release-build.sh mvvmgen)/mvvmgen"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Tests/BadInput/*.yaml "$work/"
# A case with a NAME.templates folder runs with --templates NAME.templates.
cp -R Tests/BadInput/*.templates "$work/"
python3 - "$work/huge-50MB.yaml" <<'PY'
import sys
line = "# " + "padding " * 12 + "\n"
with open(sys.argv[1], "w") as f:
    f.write("screens:\n  Top:\n")
    f.write(line * (50 * 1048576 // len(line) + 1))
PY

crashes=0
worst_time=0
worst_name=""
worst_memory=0
printf '| input | exit | time | peak memory |\n|---|---:|---:|---:|\n'
for input in "$work"/*.yaml; do
    name=$(basename "$input")
    code=0
    templates=()
    if [ -d "${input%.yaml}.templates" ]; then templates=(--templates "${input%.yaml}.templates"); fi
    /usr/bin/time -o "$work/stats" -f "%e %M" "$tool" "$input" ${templates[@]+"${templates[@]}"} --output "$work/out" \
        --no-tests --quiet >/dev/null 2>&1 || code=$?
    stats=$(tail -1 "$work/stats")
    seconds=${stats% *}
    kilobytes=${stats#* }
    case "$code" in 0 | 1 | 64 | 65 | 74) ;; *) crashes=$((crashes + 1)) ;; esac
    printf '| %s | %s | %s s | %.1f MB |\n' "$name" "$code" "$seconds" "$(awk -v k="$kilobytes" 'BEGIN { print k / 1024 }')"
    if awk -v a="$seconds" -v b="$worst_time" 'BEGIN { exit !(a > b) }'; then worst_time=$seconds; worst_name=$name; fi
    if [ "$kilobytes" -gt "$worst_memory" ]; then worst_memory=$kilobytes; fi
done
count=$(ls "$work"/*.yaml | wc -l)
echo
echo "inputs: $count; slowest: $worst_name ($worst_time s); highest peak memory: $(awk -v k="$worst_memory" 'BEGIN { printf "%.1f", k / 1024 }') MB; crashes: $crashes"
[ "$crashes" -eq 0 ]
