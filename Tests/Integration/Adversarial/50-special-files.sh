# Sourced by adversarial.sh: Special files, files and links where mvvmgen writes, long names, bundle and include cycles.
echo "== special files, files and links in the way"
folder="$work/special"
mkdir -p "$folder"
cp "$reference/App.screen.yaml" "$folder/"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
mkfifo "$folder/Generated/Stray.swift"
for command in "" check; do
    timeout 20 "$MVVMGEN" $command "$folder/App.screen.yaml" --no-tests >/dev/null
    status=$?
    check "a stray FIFO in Generated/: ${command:-generate} exits 0 without opening it" eval "[ $status = 0 ]"
done
rm "$folder/Generated/S0ViewCallbackAction.swift"
mkfifo "$folder/Generated/S0ViewCallbackAction.swift"
for arguments in "" "--dry-run" "check"; do
    if [ "$arguments" = check ]; then set -- check "$folder/App.screen.yaml"; else set -- "$folder/App.screen.yaml" $arguments; fi
    timeout 20 "$MVVMGEN" "$@" --no-tests >/dev/null 2>&1
    status=$?
    check "a FIFO at a regenerated path: ${arguments:-generate} exits 74 at once" \
        eval "[ $status = 74 ] && [ -p '$folder/Generated/S0ViewCallbackAction.swift' ]"
done
set --
folder="$work/blocked"
mkdir -p "$folder"
cp "$reference/App.screen.yaml" "$folder/"
echo "a person's notes" >"$folder/Generated"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "Generated being a file: exit 74, a plain message, nothing written" \
    eval "[ $status = 74 ] && grep -q 'is a file where mvvmgen needs a folder' '$work/err' && [ \$(ls '$folder' | wc -l) = 2 ]"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests --output "$folder/Generated" 2>"$work/err"
status=$?
check "--output naming a file: exit 74" eval "[ $status = 74 ] && ! grep -q NSCocoaErrorDomain '$work/err'"
rm "$folder/Generated"
mkdir -p "$work/elsewhere"
ln -s "$work/elsewhere" "$folder/Generated"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>/dev/null
status=$?
check "a Generated/ linking out of the output folder: exit 74, nothing written through it" \
    eval "[ $status = 74 ] && [ -z \"\$(ls -A '$work/elsewhere')\" ]"
rm "$folder/Generated"
python3 -c "print('screens:\n  Fine: {}\n  ' + 'A' * 240 + ': {}')" >"$folder/Long.screen.yaml"
"$MVVMGEN" "$folder/Long.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "a 240-character screen name: exit 65 at its line, nothing written" \
    eval "[ $status = 65 ] && grep -q 'Long.screen.yaml:3:3: error: screen name is 240 bytes' '$work/err' && [ ! -e '$folder/FineViewModel.swift' ]"
echo "// a person's bundle" >"$folder/App.generated.swift"
"$MVVMGEN" bundle "$folder/App.screen.yaml" --output-file "$folder/App.generated.swift" 2>/dev/null
status=$?
check "bundle over a file without the header: exit 74, kept" \
    eval "[ $status = 74 ] && [ \"\$(cat '$folder/App.generated.swift')\" = \"// a person's bundle\" ]"
mkdir -p "$folder/templates"
printf 'a\n{%% include "Router.swift.stencil" %%}\n' >"$folder/templates/Router.swift.stencil"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests --templates "$folder/templates" 2>"$work/err"
status=$?
check "a template including itself: exit 65 at the include's line, no crash" \
    eval "[ $status = 65 ] && grep -q 'Router.swift.stencil:2:1: error' '$work/err'"

