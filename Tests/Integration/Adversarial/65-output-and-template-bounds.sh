# Sourced by adversarial.sh: huge files at output paths (sparse, so they cost no disk),
# check's diff of a large file, a template that loops without end, a folder of large templates.
echo "== files at output paths and templates: bounded"
# measured COMMAND…: runs it; its exit status in $status, its peak memory (MB) in $peak.
measured() {
    /usr/bin/time -f %M -o "$work/peak" "$@" >"$work/out" 2>"$work/err"
    status=$?
    peak=$(($(tail -n 1 "$work/peak") / 1024))
}
# Peak memory under 200 MB: reading a 1 GB file whole would take at least 1 GB.
small() { [ "$peak" -lt 200 ]; }
if [ ! -x /usr/bin/time ]; then
    skip "bounds on files at output paths (no /usr/bin/time to measure memory)"
else
    folder="$work/bounds"
    mkdir -p "$folder"
    cp "$reference/App.screen.yaml" "$folder/"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    record="$work/bounds.sha256"
    (cd "$folder" && find . -type f ! -name 'S0*' -print0 | sort -z | xargs -0r sha256sum) >"$record"
    huge="$folder/Generated/S0ViewCallbackAction.swift"
    truncate -s 1G "$huge"
    for arguments in "" "--force" "check"; do
        if [ "$arguments" = check ]; then set -- check "$folder/App.screen.yaml"; else set -- "$folder/App.screen.yaml" $arguments; fi
        measured "$MVVMGEN" "$@" --no-tests
        check "1 GB at a regenerated path: ${arguments:-generate} exits 74 naming it, unread, peak $peak MB" \
            eval "[ $status = 74 ] && grep -q 'S0ViewCallbackAction.swift.* is 1024.0 MB' '$work/err' && small \
                && [ \$(stat -c %s '$huge') = 1073741824 ] && unchanged '$folder' '$record'"
    done
    set --
    rm "$huge"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    kept="$folder/S0ViewController.swift"
    truncate -s 1G "$kept"
    for command in "" check; do
        measured "$MVVMGEN" $command "$folder/App.screen.yaml" --no-tests
        check "1 GB at a created-once path: ${command:-generate} exits 74 naming it, kept, peak $peak MB" \
            eval "[ $status = 74 ] && grep -q 'S0ViewController.swift.* is 1024.0 MB' '$work/err' && small \
                && [ \$(stat -c %s '$kept') = 1073741824 ] && unchanged '$folder' '$record'"
    done
    rm "$kept"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    truncate -s 1G "$folder/Generated/Stray.swift"
    measured "$MVVMGEN" "$folder/App.screen.yaml" --no-tests --prune
    check "1 GB stray file in Generated/ with --prune: exit 0, only its head read, kept, peak $peak MB" \
        eval "[ $status = 0 ] && small && [ \$(stat -c %s '$folder/Generated/Stray.swift') = 1073741824 ]"
    rm "$folder/Generated/Stray.swift"
    truncate -s 1G "$folder/App.generated.swift"
    measured "$MVVMGEN" bundle "$folder/App.screen.yaml" --output-file "$folder/App.generated.swift" --force
    check "1 GB where bundle writes: exit 74 naming it, unread, peak $peak MB" \
        eval "[ $status = 74 ] && grep -q 'more than the 128 MB' '$work/err' && small \
            && [ \$(stat -c %s '$folder/App.generated.swift') = 1073741824 ]"
    rm "$folder/App.generated.swift"
    # 16 MB of lines none of which the generated file has: one hunk, every old line out.
    python3 -c "
for i in range(450000): print(f'// line {i} of a file grown large')" >"$huge"
    begin=$(date +%s%N)
    measured "$MVVMGEN" check "$folder/App.screen.yaml" --no-tests
    milliseconds=$((($(date +%s%N) - begin) / 1000000))
    check "check of a 16 MB file unlike the generated one: exit 1, one hunk, peak $peak MB, $milliseconds ms" \
        eval "[ $status = 1 ] && grep -q '^@@ -1,450000 +1,' '$work/out' && small"
fi
folder="$work/template-bounds"
mkdir -p "$folder/T"
python3 -c "
print('screens:\n  Top:\n    properties:')
for i in range(40): print(f'      p{i}: String')" >"$folder/Top.screen.yaml"
# Six lines, six loops over 40 properties: 40^6 turns, which would never end.
cat >"$folder/T/CallbackAction.swift.stencil" <<'EOF'
{% for a in screen.properties %}
{% for b in screen.properties %}
{% for c in screen.properties %}
{% for d in screen.properties %}
{% for e in screen.properties %}
{% for f in screen.properties %}{{ f.name }}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}
EOF
begin=$(date +%s%N)
timeout 120 "$MVVMGEN" "$folder/Top.screen.yaml" --no-tests --templates "$folder/T" 2>"$work/err"
status=$?
milliseconds=$((($(date +%s%N) - begin) / 1000000))
check "a 6-line nested loop in a template: exit 65 at its innermost loop, nothing written, in $milliseconds ms" \
    eval "[ $status = 65 ] && grep -q 'CallbackAction.swift.stencil:6:1: error: rendering this file passes' '$work/err' \
        && [ ! -e '$folder/Generated' ] && [ ! -e '$folder/TopViewModel.swift' ]"
rm "$folder/T/CallbackAction.swift.stencil"
for index in $(seq 1 300); do truncate -s 1M "$folder/T/Part$index.stencil"; done
begin=$(date +%s%N)
timeout 120 "$MVVMGEN" "$folder/Top.screen.yaml" --no-tests --templates "$folder/T" 2>"$work/err"
status=$?
milliseconds=$((($(date +%s%N) - begin) / 1000000))
check "300 templates of 1 MB: exit 74 before reading any, in $milliseconds ms" \
    eval "[ $status = 74 ] && grep -q 'a templates folder is limited to 4096 KB' '$work/err' && [ ! -e '$folder/Generated' ]"
