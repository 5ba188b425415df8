# Sourced by adversarial.sh: Created-once files created (O_EXCL) and deleted while a run goes.
echo "== created-once files created with O_EXCL while a run goes"
if in_time "O_EXCL race"; then
    folder="$work/excl"
    mkdir -p "$folder"
    screens 400 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests >"$work/out" 2>"$work/err" &
    run=$!
    python3 - "$folder" <<'EOF'
import os, sys, time
folder = sys.argv[1]
made = 0
deadline = time.time() + 20
for i in range(400):
    for name in (f"S{i}ViewModel.swift", f"S{i}ViewController.swift"):
        try:
            fd = os.open(os.path.join(folder, name), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.write(fd, f"// written by a person: {name}\n".encode())
        os.close(fd)
        made += 1
print(f"  the person created {made} files during the run")
EOF
    wait $run
    status=$?
    echo "  mvvmgen reported $(grep -c 'appeared while mvvmgen was running' "$work/err") of them as appeared during its run"
    ok=true
    for file in "$folder"/S*View*.swift; do
        head -1 "$file" | grep -q "^// written by a person: $(basename "$file")$" && continue
        head -1 "$file" | grep -q "^// Created by mvvmgen" || { echo "  $file: neither the person's nor a stub"; ok=false; }
    done
    check "exit 0; every file the person made keeps its bytes; none empty" \
        eval "[ $status = 0 ] && $ok && no_empty_files '$folder'"
fi

echo "== created-once files deleted while a run goes"
if in_time "deletion race"; then
    folder="$work/delete"
    mkdir -p "$folder"
    screens 400 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    claim "$folder" "$work/delete.sums"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>/dev/null &
    run=$!
    for i in $(seq 0 3 399); do rm -f "$folder/S${i}ViewModel.swift"; done
    wait $run
    status=$?
    # Every file left is the person's own or a full stub; none is empty.
    ok=true
    while read -r sum name; do
        [ -e "$folder/$name" ] || continue
        [ "$(sha256sum <"$folder/$name" | cut -d' ' -f1)" = "$sum" ] \
            || head -1 "$folder/$name" | grep -q "^// Created by mvvmgen" || ok=false
    done <"$work/delete.sums"
    check "exit 0; no created-once file empty or changed, deleted ones absent or fresh stubs" \
        eval "[ $status = 0 ] && $ok && no_empty_files '$folder'"
fi

