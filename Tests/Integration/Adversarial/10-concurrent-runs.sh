# Sourced by adversarial.sh: 8 concurrent runs into one folder, several rounds: each tree equals a lone run's.
echo "== 8 concurrent runs into one folder"
if in_time "concurrent runs"; then
    folder="$work/concurrent"
    mkdir -p "$folder"
    cp "$reference/App.screen.yaml" "$folder/"
    ok=true
    for round in 1 2 3 4 5 6; do
        rm -rf "${folder:?}/Generated" "$folder"/*.swift
        pids=()
        for _ in 1 2 3 4 5 6 7 8; do
            "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>/dev/null &
            pids+=($!)
        done
        for pid in "${pids[@]}"; do wait "$pid" || { echo "  round $round: a run failed"; ok=false; }; done
        [ "$(tree "$folder")" = "$reference_tree" ] || { echo "  round $round: the tree differs"; ok=false; }
    done
    check "6 rounds of 8 concurrent first runs: all exit 0 and leave the lone run's tree" $ok
    claim "$folder" "$work/concurrent.sums"
    pids=()
    for _ in 1 2 3 4 5 6 7 8; do
        "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>/dev/null &
        pids+=($!)
    done
    ok=true
    for pid in "${pids[@]}"; do wait "$pid" || ok=false; done
    check "8 concurrent regenerations exit 0 and change no byte of a person's file" \
        eval "$ok && unchanged '$folder' '$work/concurrent.sums' && no_temporary_files '$folder'"
fi

