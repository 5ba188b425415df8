# Sourced by adversarial.sh: a run killed in the middle of writing a file, with the write
# slowed on purpose (strace's fault injection) so the kill lands there every time, on a file
# system with hard links and on one without (link(2) made to fail as on exFAT or SMB).
echo "== killed in the middle of a write"
if ! command -v strace >/dev/null; then
    skip "killed mid-write: strace not found (apt-get install strace)"
elif ! strace -f -qq -o /dev/null -e trace=none true 2>/dev/null; then
    skip "killed mid-write: strace cannot trace here (ptrace not permitted)"
elif in_time "killed mid-write"; then
    # Runs mvvmgen with its Nth write(2) held for 5 s (and link(2) failing when $3 is
    # no-links), kills it 1 s in, while that write waits, and waits until it is gone.
    killed_mid_write() { # killed_mid_write SCREEN_FILE N [no-links]
        local faults=(-e "inject=write:delay_enter=5000000:when=$2")
        [ "${3:-}" = no-links ] && faults+=(-e inject=link,linkat:error=EPERM)
        strace -f -qq -o /dev/null "${faults[@]}" "$MVVMGEN" "$1" --no-tests -q 2>/dev/null &
        local run=$!
        sleep 1
        local traced
        traced=$(pgrep -P "$run" || true)
        kill -9 $traced "$run" 2>/dev/null
        wait "$run" 2>/dev/null
        # Gone, not only signalled: a later run removes a dead run's temporary files only.
        for _ in $(seq 100); do
            [ -n "$traced" ] && [ -e "/proc/$traced" ] || break
            sleep 0.05
        done
    }
    folder="$work/no-links"
    mkdir -p "$folder"
    screens 3 >"$folder/App.screen.yaml"
    # The 2nd write: the first file's own bytes where there are no links (its temporary
    # file's were the 1st).
    killed_mid_write "$folder/App.screen.yaml" 2 no-links
    check "no hard links, killed while writing a created-once file: no empty or short file at its name" \
        eval "no_empty_files '$folder' && [ -z \"\$(find '$folder' -name 'S*View*.swift' ! -name '*.tmp' -size -100c)\" ]"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    check "no hard links: the next run completes every file and leaves no temporary file" \
        eval "[ $status = 0 ] && no_temporary_files '$folder' && '$MVVMGEN' check '$folder/App.screen.yaml' --no-tests >/dev/null"
    mkdir -p "$work/no-links-whole"
    cp "$reference/App.screen.yaml" "$work/no-links-whole/"
    strace -f -qq -o /dev/null -e inject=link,linkat:error=EPERM "$MVVMGEN" "$work/no-links-whole/App.screen.yaml" \
        --no-tests -q 2>/dev/null
    status=$?
    check "no hard links, not killed: the run writes the same files as with them" \
        eval "[ $status = 0 ] && [ \"\$(tree '$work/no-links-whole')\" = \"\$(tree '$reference')\" ]"

    folder="$work/swap-killed"
    mkdir -p "$folder"
    screens 3 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    sed -i 's/title: String/title: Int/' "$folder/App.screen.yaml"
    # The 1st write: the bytes of the first replaced file, into a temporary one.
    killed_mid_write "$folder/App.screen.yaml" 1
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    check "killed while writing a regenerated file: the next run succeeds without a false 'probably yours' and leaves no temporary file" \
        eval "[ $status = 0 ] && ! grep -q 'probably yours' '$work/err' && no_temporary_files '$folder'"
fi
