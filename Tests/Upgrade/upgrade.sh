#!/usr/bin/env bash
# Upgrades a package made with mvvmgen 0.1.0 (Tests/Upgrade/Fixture-0.1.0, see its README)
# to the mvvmgen of this repository, in a copy outside the repository whose dependency
# points here:
# 1. without the steps of CHANGELOG.md's "Migrating from 0.1.0", mvvmgen names each one
#    that applies to the package: `check` the stale files (step 1), the regeneration the
#    deprecated keys of its template, at their lines (step 4);
# 2. with the steps, each a command below under the words of its step, regeneration
#    prints no warning, the package builds and its tests pass with `swift test`, and over
#    the UIKit stand-in in both lanes (the controllers compiled and run too).
# A step that does not apply to this package is checked not to: its diagnostic is absent.
# MVVMGEN=path is the mvvmgen to upgrade to (default: the debug build of this repository).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
source "$repo/Tests/Integration/checks.sh"
if [ -z "${MVVMGEN:-}" ]; then
    (cd "$repo" && swift build --product mvvmgen >/dev/null)
    MVVMGEN="$repo/.build/debug/mvvmgen"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
app="$work/Notes"
cp -R "$repo/Tests/Upgrade/Fixture-0.1.0" "$app"
sed -i "s|path: \"../mvvmgen\"|path: \"$repo\"|" "$app/Package.swift"
# The package builds in the repository's .build, as the other package tests do; the
# stand-in packages and modules are kept there too, so a second run rebuilds little.
scratch="$repo/.build"
export MVVMGEN_STANDIN_RUNS="$repo/.build/upgrade-standin-runs"
export MVVMGEN_STANDIN_MODULES=${MVVMGEN_STANDIN_MODULES:-$repo/.build/upgrade-standin-modules}
in_app() { (cd "$app" && "$@") >"$log" 2>&1; }
# in_app, printing the end of what it printed when it fails.
succeeds() { in_app "$@" || { tail -30 "$log"; return 1; }; }

# 1. Without the steps: each one that applies is named.
check "without step 1, 'mvvmgen check' exits 1 naming the stale regenerated files" \
    bash -c "cd '$app' && { '$MVVMGEN' check Screens >'$log' 2>&1; test \$? -eq 1; } &&
        grep -q 'Sources/Notes/Generated/HomeViewModel+Interface.swift' '$log'"
cp -R "$app" "$work/without-steps"
(cd "$work/without-steps" && "$MVVMGEN" Screens) >"$work/without.log" 2>&1 || true
check "without step 4, regenerating warns at the template's deprecated keys, at their lines" \
    grep -q "^Templates/ViewController.swift.stencil:[0-9]*:[0-9]*: warning: '[a-zA-Z.]*' is deprecated" "$work/without.log"
check "... and at nothing else" \
    test -z "$(grep -E 'warning:|error:' "$work/without.log" | grep -v '^Templates/ViewController.swift.stencil:.*is deprecated')"

# 2. The steps.
# "1. Regenerate: run `mvvmgen` on your screen files as before"
check "step 1: regenerating succeeds" succeeds "$MVVMGEN" Screens
# "2. If the run stops (exit 65 at a line of a screen file or `mvvmgen.yml`, exit 64 for an
# option), change what the message names": it exited 0 above.
check "step 2 does not apply: no error at a screen file" \
    test -z "$(grep -E '\.screen\.yaml:[0-9]+:[0-9]+: error:' "$log")"
# "3. If the run warns that a `mvvmgen.yml` belongs to another user ... If the run reports
# stale files ..., run once with `--prune` to remove them."
check "step 3 does not apply: no configuration of another user, no stale file" \
    test -z "$(grep -E 'another user|stale' "$log")"
# "4. If you have a templates folder of your own ... where the run warns that a key is
# deprecated, export this release's templates into an empty folder, make your edits again
# in the new copy of each template you keep, and put it in place of yours."
"$MVVMGEN" templates export "$work/templates-new" >/dev/null
sed -i 's|^        super.viewDidLoad()$|&\n        view.backgroundColor = .systemBackground  // every screen of the app starts on the system background|' \
    "$work/templates-new/ViewController.swift.stencil"
cp "$work/templates-new/ViewController.swift.stencil" "$app/Templates/ViewController.swift.stencil"
check "step 4: the person's edit is in the new copy" grep -q "view.backgroundColor = .systemBackground" "$app/Templates/ViewController.swift.stencil"
check "step 4: regenerating with the new copy prints no warning" \
    bash -c "cd '$app' && '$MVVMGEN' Screens >'$log' 2>&1 && ! grep -E 'warning|error' '$log'"
check "step 4: the new copy is the template used" \
    bash -c "cd '$app/Screens' && '$MVVMGEN' templates which ViewController.swift.stencil | grep -q 'Templates/ViewController.swift.stencil'"
# "5. If the build fails in a file of yours, change what the compiler names" and
# "7. If you check your controllers on Linux with the UIKit stand-in ..., change what it
# now refuses": the builds below pass, so nothing is named.
# "6. If your code reads `AppNavigation.root` ...: search your code for `.root`."
check "step 6 does not apply: no code of the package reads AppNavigation's root" \
    test -z "$(grep -rn '\.root\b' "$app/Sources" "$app/Tests" || true)"
# "8. Optional": not taken, so the files that are the person's stay as they were.
check "the person's files are as they were" \
    diff -r -x Generated -x Templates -x Package.swift -x .build "$repo/Tests/Upgrade/Fixture-0.1.0" "$app"

# The upgraded package: built and tested, then over the UIKit stand-in in both lanes.
check "after the steps, 'mvvmgen check' finds nothing stale" succeeds "$MVVMGEN" check Screens
check "swift test passes" succeeds swift test --scratch-path "$scratch"
check "the stand-in type-check (xcode26 lane: main-actor default isolation) passes" \
    succeeds "$repo/scripts/typecheck-with-uikit-standin.sh" --lane xcode26 --package . --target Notes
check "the stand-in run (swift6 lane: controllers compiled, tests run) passes" \
    succeeds "$repo/scripts/run-with-uikit-standin.sh" --package . --target Notes
check "... all 9 tests of the package ran" grep -q "Test run with 9 tests in 5 suites passed" "$log"
summary
