#!/usr/bin/env bash
# How much the build-tool plugin costs a build where nothing changed: the wall time of a
# no-op `swift build` of Examples/Login with the plugin, against the same target with the
# generated files committed and no plugin. Both are copies in a temporary folder, built
# once, then timed RUNS times each, alternating. Prints the medians and their ratio.
#
# usage: scripts/benchmark-plugin.sh [RUNS]   (default 15)
set -euo pipefail
runs=${1:-15}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for variant in plugin committed; do
    mkdir -p "$work/$variant"
    cp -r "$repo/Examples/Login/Sources" "$repo/Examples/Login/Tests" "$work/$variant/"
    sed "s|path: \"../..\"|path: \"$repo\"|" "$repo/Examples/Login/Package.swift" >"$work/$variant/Package.swift"
done
# The committed variant: no plugin, the generated Swift in the sources instead.
sed -i '/plugins: \[.plugin(name: "MVVMGenPlugin", package: "mvvmgen")\]/d; s/dependencies: \[.product(name: "MVVMRuntime", package: "mvvmgen")\],/dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")]/' \
    "$work/committed/Package.swift"
(cd "$repo" && swift build -q --product mvvmgen)
mkdir -p "$work/committed/Sources/Login/Generated"
for screen in "$work/committed/Sources/Login/"*.screen.yaml; do
    name=$(basename "$screen" .screen.yaml)
    "$repo/.build/debug/mvvmgen" bundle "$screen" --output-file "$work/committed/Sources/Login/Generated/$name.generated.swift"
    rm "$screen"
done
if grep -q MVVMGenPlugin "$work/committed/Package.swift"; then
    echo "error: could not remove the plugin from the committed variant" >&2
    exit 1
fi

for variant in plugin committed; do
    (cd "$work/$variant" && swift build -q >/dev/null 2>&1 && swift build -q >/dev/null 2>&1)
done

now() { date +%s.%N; }
declare -A times
for _ in $(seq "$runs"); do
    for variant in plugin committed; do
        start=$(now)
        (cd "$work/$variant" && swift build -q >/dev/null)
        times[$variant]+="$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }') "
    done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
plugin=$(echo "${times[plugin]}" | median)
committed=$(echo "${times[committed]}" | median)
ratio=$(awk -v a="$plugin" -v b="$committed" 'BEGIN { printf "%.3f", a / b }')
echo "no-op swift build of Examples/Login, median of $runs runs ($(nproc) cores, $(swift --version 2>/dev/null | head -1))"
printf '%-34s %8.3f s\n' "with the build plugin" "$plugin" "generated files committed, no plugin" "$committed"
echo "ratio: $ratio (target: 1.1 or less)"
