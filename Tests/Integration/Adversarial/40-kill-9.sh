# Sourced by adversarial.sh: kill -9 at random moments, then a clean rerun.
echo "== kill -9 at random moments, then a clean rerun"
if in_time "kill -9"; then
    folder="$work/killed"
    mkdir -p "$folder"
    screens 300 >"$folder/App.screen.yaml"
    "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
    claim "$folder" "$work/killed.sums"
    ok=true
    for round in $(seq 1 15); do
        rm -rf "${folder:?}/Generated"
        for i in $(seq 0 7 299); do rm -f "$folder/S${i}ViewController.swift"; done
        "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q 2>/dev/null &
        run=$!
        sleep "0.0$((RANDOM % 10))$((RANDOM % 10))"
        kill -9 $run 2>/dev/null
        wait $run 2>/dev/null
        no_empty_files "$folder" || { echo "  round $round: an empty file after kill -9"; ok=false; }
        "$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q || { echo "  round $round: the rerun failed"; ok=false; }
        no_temporary_files "$folder" || { echo "  round $round: temporary files left after the rerun"; ok=false; }
        "$MVVMGEN" check "$folder/App.screen.yaml" --no-tests >/dev/null || { echo "  round $round: not up to date"; ok=false; }
    done
    # The files deleted above come back as stubs; every other one is still the person's.
    grep -v 'ViewController.swift' "$work/killed.sums" >"$work/killed.kept"
    check "15 kills: no empty or torn file, reruns succeed and leave no temporary file, the person's files unchanged" \
        eval "$ok && unchanged '$folder' '$work/killed.kept'"
fi

