#!/usr/bin/env bash
# Integration tests of the build-tool plugin, on Examples/Login (two screen files):
# - a second `swift build` with nothing changed runs no generation and leaves every
#   generated file's modification time unchanged;
# - editing one screen file reruns only its command and those of the files that name its
#   screens (Login routes to Welcome), and rewrites only their outputs;
# - a YAML error fails the build with path:line:column and leaves the last good output.
# The example's YAML is restored on exit. It builds in the repository's .build, as CI's
# other package builds do, so the plugin's mvvmgen is the one `swift test` compiled there.
# Ends with "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
example="$repo/Examples/Login"
scratch="$repo/.build"
welcome="$example/Sources/Login/Welcome.screen.yaml"
login_yaml="$example/Sources/Login/Login.screen.yaml"
backup=$(mktemp)
login_backup=$(mktemp)
cp "$welcome" "$backup"
cp "$login_yaml" "$login_backup"
log=$(mktemp)
trap 'cp "$backup" "$welcome"; cp "$login_backup" "$login_yaml"; rm -f "$backup" "$login_backup" "$log"; (cd "$example" && swift build --scratch-path "$scratch" >/dev/null 2>&1)' EXIT

source "$repo/Tests/Integration/checks.sh"
build() { (cd "$example" && swift build --scratch-path "$scratch" >"$log" 2>&1); }
output() { find "$scratch/plugins/outputs/login" -path "*MVVMGenPlugin*" -name "$1.generated.swift" | head -1; }
mtime() { stat -c %Y.%y "$1"; }
ran_generation() { grep -q "mvvmgen: generating" "$log"; }

build || { cat "$log"; echo "0 passed, 1 failed"; exit 1; }
login=$(output Login)
welcome_out=$(output Welcome)
check "the plugin writes one output per screen file, named after it" test -f "$login" -a -f "$welcome_out"
# SwiftPM plans again on the build after a clean one (it recompiles C targets and relinks
# tools even in a package with no plugin): the no-op is checked from the steady state.
build

login_before=$(mtime "$login")
welcome_before=$(mtime "$welcome_out")
build
check "a second build with nothing changed runs no generation" bash -c "! grep -q 'mvvmgen: generating' '$log'"
check "... and leaves every generated file's modification time unchanged" \
    test "$(mtime "$login")" = "$login_before" -a "$(mtime "$welcome_out")" = "$welcome_before"

sed -i 's/The user name as typed./The user name, as typed./' "$login_yaml"
build
check "editing Login.screen.yaml reruns its command only: Welcome names no screen of it" \
    bash -c "grep -q 'generating Login.generated.swift' '$log' && ! grep -q 'generating Welcome.generated.swift' '$log'"
check "... rewrites Login's output" test "$(mtime "$login")" != "$login_before"
check "... and leaves Welcome's output untouched" test "$(mtime "$welcome_out")" = "$welcome_before"
login_before=$(mtime "$login")

sed -i 's/What the screen says./What the screen shows when signed in./' "$welcome"
build
check "editing Welcome.screen.yaml reruns its command and Login's, whose route names Welcome" \
    bash -c "grep -q 'generating Welcome.generated.swift' '$log' && grep -q 'generating Login.generated.swift' '$log'"
check "... rewrites Welcome's output" test "$(mtime "$welcome_out")" != "$welcome_before"
check "... whose new text is in the output" grep -q "signed in" "$welcome_out"
check "... and Login's route still reaches Welcome" grep -q "func showWelcome(username: String)" "$login"

good=$(cat "$welcome_out")
printf 'screens:\n  Welcome:\n    kind: page\n' >"$welcome"
build
status=$?
check "a YAML error fails the build" test "$status" -ne 0
# Welcome's own command, or Login's, which names Welcome and shows Welcome's first error
# in a note, may be the one the build stops at.
check "... with the located message in the build log" \
    grep -qE "Welcome.screen.yaml:3:11: (error|note: that file's first error): the kind of screen 'Welcome' must be one of" "$log"
check "... and no partial output: the last good file stays" test "$(cat "$welcome_out")" = "$good"

summary
