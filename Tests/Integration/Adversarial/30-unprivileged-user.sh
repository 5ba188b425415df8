# Sourced by adversarial.sh: Files made unreadable before and during a run, a read-only folder: as an unprivileged user.
echo "== unreadable files, as an unprivileged user"
if [ "$(id -u)" != 0 ]; then
    skip "unreadable files: needs root to run as another user (setpriv); run as root to include them"
elif ! command -v setpriv >/dev/null; then
    skip "unreadable files: setpriv not found"
elif in_time "unreadable files"; then
    as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
    folder="$work/unreadable"
    mkdir -p "$folder"
    screens 200 >"$folder/App.screen.yaml"
    chown -R 65534:65534 "$folder"
    as_nobody "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    as_nobody sh -c "for f in '$folder'/S*ViewModel.swift; do echo '// mine' >> \"\$f\"; done"
    claim_sums="$work/unreadable.sums"
    (cd "$folder" && sha256sum S*ViewModel.swift S*ViewController.swift) >"$claim_sums"
    as_nobody chmod 000 "$folder/S0ViewModel.swift" "$folder/S1ViewController.swift"
    as_nobody "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>/dev/null &
    run=$!
    for i in $(seq 2 2 199); do as_nobody chmod 000 "$folder/S${i}ViewModel.swift"; done
    wait $run
    status=$?
    check "exit 0; unreadable created-once files, before and during the run, are kept byte for byte" \
        eval "[ $status = 0 ] && unchanged '$folder' '$claim_sums' && no_empty_files '$folder'"
    as_nobody sh -c "echo '// a person file' > '$folder/Generated/S0ViewCallbackAction.swift'; chmod 000 '$folder/Generated/S0ViewCallbackAction.swift'"
    for force in "" --force; do
        as_nobody "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q $force 2>"$work/err"
        status=$?
        check "an unreadable file at a regenerated path: exit 74 ${force:-without --force}, kept" \
            eval "[ $status = 74 ] && grep -q 'S0ViewCallbackAction.swift' '$work/err' && [ \"\$(cat '$folder/Generated/S0ViewCallbackAction.swift')\" = '// a person file' ]"
    done
    mkdir -p "$work/readonly"
    cp "$reference/App.screen.yaml" "$work/readonly/"
    chmod 555 "$work/readonly"
    as_nobody "$MVVMGEN" "$work/readonly/App.screen.yaml" --no-tests 2>"$work/err"
    status=$?
    check "a read-only output folder: exit 74 with a plain message" \
        eval "[ $status = 74 ] && grep -q 'permission denied' '$work/err' && ! grep -q NSCocoaErrorDomain '$work/err'"
fi

