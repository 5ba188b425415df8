#!/usr/bin/env bash
# The README's "Your first screen in five minutes", followed as written in a package outside
# the repository: its Package.swift and commands are read from the README itself, so the
# tutorial cannot go stale. Checks that every step succeeds without a warning, that the
# starter file names the schema, and that `swift test` passes with the tutorial's edits.
# Ends with "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
source "$repo/Tests/Integration/checks.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/mvvmgen" # the tutorial's ../mvvmgen
mkdir "$work/Greeter"
cd "$work/Greeter"

# The tutorial's section, its Swift block (Package.swift) and its sh lines, from the README.
section=$(awk '/^## Your first screen in five minutes/{on=1; next} /^## /{on=0} on' "$repo/README.md")
awk '/```swift/{n++; on=(n==1); next} /```/{on=0} on' <<<"$section" | sed 's/^   //' >Package.swift
mapfile -t commands < <(awk '/```sh/{on=1; next} /```/{on=0} on' <<<"$section" | sed 's/^ *//')
check "the tutorial has its Package.swift and two commands before swift test" test -s Package.swift -a "${#commands[@]}" -eq 2

log="$work/log"
for command in "${commands[@]}"; do
    check "\`$command\` succeeds" bash -c "$command >'$log' 2>&1 || { cat '$log'; exit 1; }"
    check "... without a warning" bash -c "! grep -i 'warning' '$log'"
done
schema=$(sed -n '1s/^# yaml-language-server: \$schema=//p' Screens/Greeting.screen.yaml)
check "init wrote the screen file, whose first line names the schema for editors" test -n "$schema"
check "... a relative path to the checkout's schema, which exists" \
    bash -c "[[ '$schema' != /* ]] && cmp -s 'Screens/$schema' '$repo/Schemas/screen.schema.json'"

# Step 3, as a person would do it: the stub's body, then the expectation.
python3 - <<'PY'
import re
vm = "Sources/Greeter/GreetingViewModel.swift"
s = open(vm).read()
s = re.sub(r"    func refresh\(\) \{.*?\n    \}", '    func refresh() {\n        title = "Hello, world"\n        callBack(.reloadTitle)\n    }', s, flags=re.S)
open(vm, "w").write(s)
test = "Tests/GreeterTests/GreetingViewModelTests.swift"
s = open(test).read()
s = s.replace("        // Your expectation: what refresh", '        #expect(viewModel.title == "Hello, world")\n        // Your expectation: what refresh', 1)
open(test, "w").write(s)
PY
check "step 3's edits are in place" grep -q '#expect(viewModel.title == "Hello, world")' Tests/GreeterTests/GreetingViewModelTests.swift
check "swift test passes" bash -c "swift test >'$log' 2>&1 || { tail -30 '$log'; exit 1; }"
check "... without a warning" bash -c "! grep -i 'warning' '$log'"
check "... running the generated tests and the expectation" grep -q "Test run with 2 tests" "$log"
summary
