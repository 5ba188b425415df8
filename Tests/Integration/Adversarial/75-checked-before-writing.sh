# Sourced by adversarial.sh: the review's other attacks, each refused or left alone before
# anything is written: a person's look-alike temporary file, a Swift fragment ending in a
# `//` comment, screen files whose routers collide (run together and separately), a
# module name carrying code, a dangling mvvmgen.yml link, control characters in a summary.
echo "== names, fragments and links checked before writing"
folder="$work/checked"
mkdir -p "$folder/Generated"
screens 1 >"$folder/App.screen.yaml"
echo "a person's notes" >"$folder/Generated/.my-mvvmgen-notes.tmp"
echo "a person's notes" >"$folder/.my-mvvmgen-notes.tmp"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests -q
status=$?
check "a person's .my-mvvmgen-notes.tmp beside the output: kept by a run" \
    eval "[ $status = 0 ] && [ -f '$folder/Generated/.my-mvvmgen-notes.tmp' ] && [ -f '$folder/.my-mvvmgen-notes.tmp' ]"

folder="$work/comment"
mkdir -p "$folder"
printf 'screens:\n  S0:\n    properties:\n      title: String = "a" // note\n' >"$folder/App.screen.yaml"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "a default ending in a // comment: exit 65 at the YAML, nothing written" \
    eval "[ $status = 65 ] && grep -q 'App.screen.yaml:4:27: error: .*a .//. comment would comment out' '$work/err' && [ \$(ls '$folder' | wc -l) = 1 ]"

folder="$work/routers"
mkdir -p "$folder"
printf 'screens:\n  A: {}\n' >"$folder/my-app.screen.yaml"
printf 'screens:\n  B: {}\n' >"$folder/my_app.screen.yaml"
"$MVVMGEN" "$folder/my-app.screen.yaml" "$folder/my_app.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "my-app and my_app run together: exit 65, both located, nothing written" \
    eval "[ $status = 65 ] && [ \$(grep -c \"router 'MyAppRouter'\" '$work/err') = 2 ] && [ ! -e '$folder/Generated' ]"
"$MVVMGEN" "$folder/my-app.screen.yaml" --no-tests -q
"$MVVMGEN" "$folder/my_app.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "my-app and my_app run separately: the second stops at the router the first made" \
    eval "[ $status = 74 ] && grep -q \"MyAppRouter.swift' was generated from 'my-app.screen.yaml'\" '$work/err' && [ ! -e '$folder/BViewModel.swift' ]"

"$MVVMGEN" "$reference/App.screen.yaml" --no-tests --module "A; import Evil" 2>"$work/err"
status=$?
check "--module carrying code: exit 64" eval "[ $status = 64 ] && grep -q 'is not a Swift module name' '$work/err'"

folder="$work/dangling"
mkdir -p "$folder"
screens 1 >"$folder/App.screen.yaml"
ln -s nowhere "$folder/mvvmgen.yml"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "a dangling mvvmgen.yml link: an error naming it, nothing written" \
    eval "[ $status != 0 ] && grep -q 'is a link that leads nowhere' '$work/err' && [ ! -e '$folder/Generated' ]"

folder="$work/control"
mkdir -p "$folder"
printf 'screens:\n  S0:\n    summary: "a\\u0000b\\u001b[31m"\n' >"$folder/App.screen.yaml"
"$MVVMGEN" "$folder/App.screen.yaml" --no-tests 2>"$work/err"
status=$?
check "control characters in a summary: exit 65 naming U+0000, no raw escape reaches the terminal" \
    eval "[ $status = 65 ] && grep -q 'U+0000' '$work/err' && ! grep -q \$'\\e' '$work/err'"
