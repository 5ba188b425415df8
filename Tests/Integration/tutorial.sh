#!/usr/bin/env bash
# The README's "Your first screen in five minutes", followed as written in a package outside
# the repository: its Package.swift, its commands, the body step 3 gives `refresh` and the
# expectation it adds are read from the README itself, so the tutorial cannot go stale.
# Checks that every step succeeds without a warning, that the starter file names the
# schema, and that `swift test` passes with the tutorial's edits. The README marks these
# blocks `<!-- check: tutorial -->` (scripts/check-docs.sh leaves them to this script).
# Ends with "N passed, N failed".
#
# usage: Tests/Integration/tutorial.sh [FILE SECTION]   another page's variant of the
#        tutorial, the same steps under the heading SECTION of FILE (relative to the
#        repository), e.g. Documentation/SwiftUI.md "Your first SwiftUI screen"
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
page=$repo/${1:-README.md}
heading=${2:-Your first screen in five minutes}
source "$repo/Tests/Integration/checks.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/mvvmgen" # the tutorial's ../mvvmgen
mkdir "$work/Greeter"
cd "$work/Greeter"

# The tutorial's section: its Swift blocks (Package.swift, then refresh's body), its sh
# blocks (the commands of step 2, then step 4's swift test) and step 3's expectation.
section=$(awk -v heading="## $heading" '$0 == heading {on=1; next} /^## /{on=0} on' "$page")
block() { # block LANGUAGE N: the Nth block of that language, unindented
    awk -v lang="$1" -v want="$2" '$0 ~ "^ *```" lang "$" {n++; on=(n==want); next} /^ *```/{on=0} on' <<<"$section" | sed 's/^   //'
}
block swift 1 >Package.swift
block swift 2 >"$work/refresh.swift"
mapfile -t commands < <(block sh 1 | sed 's/^ *//')
mapfile -t test_commands < <(block sh 2 | sed 's/^ *//')
expectation=$(grep -o '`#expect([^`]*`' <<<"$section" | head -1 | tr -d '`')
check "the tutorial has its Package.swift, its commands, refresh's body and an expectation" \
    test -s Package.swift -a "${#commands[@]}" -ge 2 -a -s "$work/refresh.swift" -a -n "$expectation"
check "step 4 is swift test" test "${test_commands[*]}" = "swift test"

log="$work/log"
for command in "${commands[@]}"; do
    # Grouped, so a command's own redirection (`echo … > mvvmgen.yml`) is kept.
    check "\`$command\` succeeds" bash -c "{ $command; } >'$log' 2>&1 || { cat '$log'; exit 1; }"
    check "... without a warning" bash -c "! grep -i 'warning' '$log'"
done
# The files the section says the commands write, each found in the package.
for named in $(grep -o '`Greeting[A-Za-z+]*\.swift`' <<<"$section" | tr -d '`' | sort -u); do
    check "the commands wrote $named, as the text says" test -n "$(find Sources Tests -name "$named")"
done
schema=$(sed -n '1s/^# yaml-language-server: \$schema=//p' Screens/Greeting.screen.yaml)
check "init wrote the screen file, whose first line names the schema for editors" test -n "$schema"
check "... a relative path to the checkout's schema, which exists" \
    bash -c "[[ '$schema' != /* ]] && cmp -s 'Screens/$schema' '$repo/Schemas/screen.schema.json'"

# Step 3, as a person would do it: the stub's body replaced by the README's, then the
# expectation under "// Your expectation".
python3 - "$work/refresh.swift" "$expectation" <<'PY'
import re, sys
body = "".join("    " + line if line.strip() else line for line in open(sys.argv[1]).read().splitlines(True))
vm = "Sources/Greeter/GreetingViewModel.swift"
s = open(vm).read()
s, replaced = re.subn(r"    func refresh\(\) \{.*?\n    \}\n", lambda _: body, s, count=1, flags=re.S)
assert replaced == 1, "no refresh() stub in " + vm
open(vm, "w").write(s)
test = "Tests/GreeterTests/GreetingViewModelTests.swift"
s = open(test).read()
s = s.replace("        // Your expectation: what refresh", "        " + sys.argv[2] + "\n        // Your expectation: what refresh", 1)
open(test, "w").write(s)
PY
check "step 3's edits are in place" grep -qF "$expectation" Tests/GreeterTests/GreetingViewModelTests.swift
check "swift test passes" bash -c "${test_commands[0]} >'$log' 2>&1 || { tail -30 '$log'; exit 1; }"
check "... without a warning" bash -c "! grep -i 'warning' '$log'"
check "... running the generated tests and the expectation" grep -q "Test run with 2 tests" "$log"
summary
