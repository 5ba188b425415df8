# Sourced by adversarial.sh: a folder swapped for a link during a run, and a person saving a file at the moment mvvmgen replaces or
# removes it, the moment held open on purpose by delaying mvvmgen's renames and unlinks 2 s
# (strace's fault injection) and saving inside that window. Nothing the person saved may
# be lost, the newest save included.
echo "== saves while mvvmgen replaces or removes a file"
if ! command -v strace >/dev/null; then
    skip "saves while replacing: strace not found (apt-get install strace)"
elif ! strace -f -qq -o /dev/null -e trace=none true 2>/dev/null; then
    skip "saves while replacing: strace cannot trace here (ptrace not permitted)"
elif in_time "saves while replacing"; then
    # slowed SYSCALLS COMMAND...: runs a command with those system calls delayed 2 s each.
    slowed() {
        local calls=$1
        shift
        strace -f -qq -o /dev/null -e "inject=$calls:delay_enter=2000000" "$@"
    }
    folder="$work/saves"
    mkdir -p "$folder"
    screens 1 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    file="$folder/Generated/S0ViewModel+Interface.swift"
    echo "// a line that makes the file out of date" >>"$file"
    # The swap happens at about 2 s and the swap back at about 4 s; a save before each.
    slowed renameat2 "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>"$work/err" &
    run=$!
    sleep 1
    echo "// the person's first save" >"$file"
    sleep 2
    echo "// the person's second save" >"$file"
    wait $run
    status=$?
    check "two saves around the swap back: exit 0, the newest in place, the older kept beside it and named" \
        eval "[ $status = 0 ] && [ \"\$(cat '$file')\" = \"// the person's second save\" ] && grep -rqx \"// the person's first save\" '$folder/Generated' && grep -q 'was saved twice while mvvmgen was running' '$work/err'"

    folder="$work/prune-save"
    mkdir -p "$folder"
    screens 1 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    stale="$folder/Generated/Dropped.swift"
    cp "$folder/Generated/S0ViewCallbackAction.swift" "$stale"
    slowed rename,renameat,unlink,unlinkat "$MVVMGEN" "$folder/App.screen.yaml" --no-tests --prune 2>"$work/err" >"$work/out" &
    run=$!
    sleep 1
    echo "// the person's own file, saved over the stale one" >"$stale"
    wait $run
    status=$?
    check "--prune while a person saves over the stale file: exit 0, kept, not reported removed" \
        eval "[ $status = 0 ] && [ \"\$(cat '$stale' 2>/dev/null)\" = \"// the person's own file, saved over the stale one\" ] && ! grep -q 'removed: .*Dropped.swift' '$work/out'"

    bundle="$work/App.generated.swift"
    "$MVVMGEN" bundle "$reference/App.screen.yaml" --output-file "$bundle"
    sed -i 's/^import /import  /' "$bundle"
    slowed rename,renameat "$MVVMGEN" bundle "$reference/App.screen.yaml" --output-file "$bundle" 2>"$work/err" &
    run=$!
    sleep 1
    echo "// the person's own bundle" >"$bundle"
    wait $run
    status=$?
    check "bundle while a person saves over its file: exit 74, the save kept" \
        eval "[ $status = 74 ] && [ \"\$(cat '$bundle')\" = \"// the person's own bundle\" ]"
fi

echo "== a folder swapped for a symbolic link while mvvmgen writes into it"
if ! command -v strace >/dev/null || ! strace -f -qq -o /dev/null -e trace=none true 2>/dev/null; then
    skip "a folder swapped for a link: strace not found or cannot trace"
elif in_time "a folder swapped for a link"; then
    folder="$work/swapped-folder"
    mkdir -p "$folder" "$work/outside"
    screens 20 >"$folder/App.screen.yaml"
    # The run's first link(2) is held 2 s: by then Generated/ exists and holds a file or
    # two; it is moved away and a link to another folder put in its place.
    strace -f -qq -o /dev/null -e inject=link,linkat:delay_enter=2000000:when=1 \
        "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>"$work/err" &
    run=$!
    sleep 1
    mv "$folder/Generated" "$folder/Generated.moved"
    ln -s "$work/outside" "$folder/Generated"
    wait $run
    status=$?
    check "Generated/ swapped for a link during the run: nothing written outside the output folder" \
        eval "[ -z \"\$(ls -A '$work/outside')\" ]"
    rm "$folder/Generated"
    check "the run's files went to the folder it had opened, complete" \
        eval "[ $status = 0 ] && [ \$(ls '$folder/Generated.moved' | wc -l) = 61 ] && no_empty_files '$folder'"
fi
