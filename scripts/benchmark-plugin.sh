#!/usr/bin/env bash
# What the build plugin costs a user, in packages outside the repository: a copy of
# Examples/Login built three ways, the same sources in each:
# - prebuilt: the build plugin of Packaging/mvvmgen-prebuilt (the executable MVVMGEN in an
#   artifact bundle; default: this repository's release build);
# - source:   the build plugin of the mvvmgen package, compiled from source;
# - committed: the generated Swift committed, no plugin (MVVMRuntime from mvvmgen-prebuilt).
# No-op `swift build` (nothing changed): median of RUNS, the variants alternating. Clean
# `swift build` (.build deleted first): median of CLEAN runs for prebuilt and committed,
# alternating, and one run of source (it compiles swift-syntax). SOURCE=0 leaves the
# source variant out (CI: its no-op build is asserted by use-in-your-project.sh).
# Prints a table, the ratios against committed, and the targets missed (no-op ≤ 1.05×,
# prebuilt clean ≤ 1.3×); exits 1 when a build fails, 3 when a target is missed twice in a
# row: a no-op build is half a second, and a busy stretch of the machine can add 5% to a
# median, so a miss is measured once more (as scripts/benchmark.sh does).
#
# usage: scripts/benchmark-plugin.sh [RUNS [CLEAN]]   (default 15 and 3)
set -euo pipefail
runs=${1:-15}
clean_runs=${2:-3}
repo=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${MVVMGEN:-}" ]; then
    MVVMGEN="$("$repo/scripts/release-build.sh" mvvmgen)/mvvmgen"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The prebuilt package as a release publishes it: links replaced by copies, the bundle beside.
cp -RL "$repo/Packaging/mvvmgen-prebuilt" "$work/mvvmgen-prebuilt"
rm -rf "$work/mvvmgen-prebuilt/.build" "$work/mvvmgen-prebuilt/mvvmgen.artifactbundle"*
"$repo/scripts/build-artifactbundle.sh" --binary "$MVVMGEN" "$work/mvvmgen-prebuilt" >/dev/null

variants=(prebuilt source committed)
[ "${SOURCE:-1}" = 1 ] || variants=(prebuilt committed)
login="$repo/Examples/Login"
for variant in "${variants[@]}"; do
    mkdir -p "$work/$variant"
    cp -r "$login/Sources" "$login/Tests" "$work/$variant/"
done
sed "s|.package(name: \"mvvmgen\", path: \"../..\")|.package(path: \"$work/mvvmgen-prebuilt\")|; s|package: \"mvvmgen\"|package: \"mvvmgen-prebuilt\"|g" \
    "$login/Package.swift" >"$work/prebuilt/Package.swift"
[ "${SOURCE:-1}" = 1 ] && sed "s|path: \"../..\"|path: \"$repo\"|" "$login/Package.swift" >"$work/source/Package.swift"
# committed: no plugin; the generated Swift in the sources instead of the YAML.
sed '/plugins: \[.plugin(name: "MVVMGenPlugin"/d' "$work/prebuilt/Package.swift" >"$work/committed/Package.swift"
if grep -q MVVMGenPlugin "$work/committed/Package.swift"; then
    echo "error: could not remove the plugin from the committed variant" >&2
    exit 1
fi
for screen in "$work/committed/Sources/Login/"*.screen.yaml; do
    "$MVVMGEN" bundle "$screen" --sibling "$work/committed/Sources/Login" \
        --output-file "${screen%.screen.yaml}.generated.swift"
done
rm "$work/committed/Sources/Login/"*.screen.yaml  # after every bundle: each reads the others

now() { date +%s.%N; }
timed_build() { # timed_build VARIANT → seconds
    local start
    start=$(now)
    (cd "$work/$1" && swift build -q >"$work/$1.log" 2>&1) || {
        tail -20 "$work/$1.log" >&2
        echo "error: swift build failed in the $1 variant" >&2
        exit 1
    }
    awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }'
}
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

measure() { # prints the table of one measurement; returns 3 when a target is missed
    local -A clean noop
    local missed="" variant n nr c cr base_noop base_clean round
    for round in $(seq "$clean_runs"); do
        for variant in prebuilt committed; do
            rm -rf "$work/$variant/.build"
            clean[$variant]+="$(timed_build "$variant") "
        done
        if [ "$round" -eq 1 ] && [ "${SOURCE:-1}" = 1 ]; then clean[source]="$(timed_build source)"; fi
    done
    for variant in "${variants[@]}"; do timed_build "$variant" >/dev/null; done
    for _ in $(seq "$runs"); do
        for variant in "${variants[@]}"; do noop[$variant]+="$(timed_build "$variant") "; done
    done

    base_noop=$(echo "${noop[committed]}" | median)
    base_clean=$(echo "${clean[committed]}" | median)
    echo "Examples/Login built outside the repository: no-op median of $runs, clean median of $clean_runs" \
        "($(nproc) cores, $(swift --version 2>/dev/null | head -1))"
    echo
    echo "| variant | no-op swift build | × committed | clean swift build | × committed |"
    echo "|---|---:|---:|---:|---:|"
    missed=""
    for variant in "${variants[@]}"; do
        n=$(echo "${noop[$variant]}" | median)
        nr=$(awk -v a="$n" -v b="$base_noop" 'BEGIN { printf "%.2f", a / b }')
        if [ -n "${clean[$variant]:-}" ]; then
            c=$(echo "${clean[$variant]}" | median)
            cr=$(awk -v a="$c" -v b="$base_clean" 'BEGIN { printf "%.2f", a / b }')
            printf '| %s | %.3f s | %s | %.1f s | %s |\n' "$variant" "$n" "$nr" "$c" "$cr"
        else
            printf '| %s | %.3f s | %s | not measured | |\n' "$variant" "$n" "$nr"
        fi
        if [ "$variant" != committed ] && awk -v r="$nr" 'BEGIN { exit !(r > 1.05) }'; then
            missed+=" $variant no-op ${nr}× (target 1.05×);"
        fi
        if [ "$variant" = prebuilt ] && awk -v r="$cr" 'BEGIN { exit !(r > 1.3) }'; then
            missed+=" prebuilt clean ${cr}× (target 1.3×);"
        fi
    done
    echo
    if [ -n "$missed" ]; then
        echo "targets missed:$missed"
        return 3
    fi
    echo "all targets met (no-op ≤ 1.05×, prebuilt clean ≤ 1.3×)"
}

# In a subshell with errexit on, so a failed build still ends the script (exit 1): a
# function called as `measure || …` would run with errexit off.
status=0
set +e
(set -e; measure)
status=$?
set -e
if [ "$status" -eq 3 ]; then
    echo
    echo "a target was missed: measuring once more"
    set +e
    (set -e; measure)
    status=$?
    set -e
fi
exit "$status"
