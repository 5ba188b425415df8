# Sourced by adversarial.sh: A small full file system.
echo "== a small full file system"
if [ "$(id -u)" = 0 ] && mkdir -p "$work/small" && mount -t tmpfs -o size=256k tmpfs "$work/small" 2>/dev/null; then
    mounted="$work/small"
    screens 200 >"$work/small/App.screen.yaml"
    echo "// a person's view model" >"$work/small/S0ViewModel.swift"
    "$MVVMGEN" "$work/small/App.screen.yaml" --no-tests -q 2>"$work/err"
    status=$?
    # Named up to ten, the rest counted: the message stays short however many were written.
    check "a full file system: exit 74, a short report of what was written, no empty file, the person's file kept" \
        eval "[ $status = 74 ] && grep -Eq 'no space left|nothing was written|had been written, each whole' '$work/err' && [ \$(wc -c <'$work/err') -lt 1200 ] && no_empty_files '$work/small' && [ \"\$(cat '$work/small/S0ViewModel.swift')\" = \"// a person's view model\" ]"
    umount "$work/small" && mounted=""
else
    skip "a small full file system: no tmpfs can be mounted here (needs root and mount rights)"
fi

