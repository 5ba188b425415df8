# Sourced by adversarial.sh: another user's files in a shared folder above yours, and a
# read-only Generated/ in a writable output folder, as unprivileged users.
echo "== another user's files above yours; a read-only Generated/"
if [ "$(id -u)" != 0 ]; then
    skip "other users' files: needs root to act as two users (setpriv); run as root to include them"
elif ! command -v setpriv >/dev/null; then
    skip "other users' files: setpriv not found"
elif in_time "other users' files"; then
    as_user() { local uid=$1; shift; setpriv --reuid="$uid" --regid="$uid" --clear-groups "$@"; }
    you=65534 other=12345
    shared="$work/shared"   # like /tmp: everyone may create files, the sticky bit keeps them apart
    mkdir -p "$shared"
    chmod 1777 "$shared"
    # The other user's configuration points at their templates: their Swift in your files.
    as_user $other sh -c "mkdir '$shared/theirs' && printf '// PLANTED BY ANOTHER USER\n' >'$shared/theirs/Router.swift.stencil' && printf 'templates: theirs\n' >'$shared/mvvmgen.yml' && chmod -R a+rX '$shared/theirs' '$shared/mvvmgen.yml'"
    as_user $you mkdir "$shared/yours"
    cp "$reference/App.screen.yaml" "$shared/yours/"
    chown $you:$you "$shared/yours/App.screen.yaml"
    as_user $you "$MVVMGEN" "$shared/yours/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    check "another user's mvvmgen.yml above yours: exit 0, not applied, a warning names it" \
        eval "[ $status = 0 ] && ! grep -rq PLANTED '$shared/yours' && grep -q \"shared/mvvmgen.yml' is not applied: another user owns it\" '$work/err'"
    as_user $other sh -c "echo 'templates: theirs' >'$shared/.mvvmgen.yml'"
    as_user $you "$MVVMGEN" "$shared/yours/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    check "another user's look-alike above yours: ignored, the run still succeeds" eval "[ $status = 0 ]"
    # Your own configuration, and root's, still apply.
    as_user $you sh -c "mkdir '$shared/yours/mine' && printf '// YOUR OWN TEMPLATE\n' >'$shared/yours/mine/Router.swift.stencil' && printf 'templates: mine\n' >'$shared/yours/mvvmgen.yml'"
    as_user $you "$MVVMGEN" "$shared/yours/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    check "your own mvvmgen.yml in the same shared folder is applied" \
        eval "[ $status = 0 ] && grep -rq 'YOUR OWN TEMPLATE' '$shared/yours/Generated'"
    as_user $you "$MVVMGEN" "$shared/yours/App.screen.yaml" --no-tests -q --config "$shared/mvvmgen.yml" 2>"$work/err"
    status=$?
    check "--config naming the other user's file applies it: an explicit choice" \
        eval "[ $status = 0 ] && grep -rq PLANTED '$shared/yours/Generated'"

    folder="$work/readonly-generated"
    mkdir -p "$folder"
    cp "$reference/App.screen.yaml" "$folder/"
    chown -R $you:$you "$folder"
    as_user $you mkdir "$folder/Generated"
    as_user $you chmod 555 "$folder/Generated"
    as_user $you "$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>"$work/err"
    status=$?
    check "a read-only Generated/ in a writable folder: exit 74 before any write, naming the folder" \
        eval "[ $status = 74 ] && grep -q \"cannot write into '.*Generated': permission denied; nothing was written\" '$work/err' && [ \$(ls '$folder' | wc -l) = 2 ]"
fi
