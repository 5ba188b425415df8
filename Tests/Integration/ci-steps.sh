#!/usr/bin/env bash
# Tests of CI's own step bookkeeping (.ci/steps.sh), on small scripts that source it:
# - a step's CPU time is its commands', and a step run beside others (`beside`) has its
#   own row, its CPU not counted again in the step it ended during;
# - a beside step that fails ends the run with its exit status and is named as the step
#   that failed; one still running then is stopped, its children with it;
# - a beside step killed from outside (kill -9 of its process group) fails as itself (137);
# - a foreground step that fails stops the beside steps still running.
# Ends with "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'pkill -f "$work/marker" 2>/dev/null; rm -rf "$work"' EXIT
source "$repo/Tests/Integration/checks.sh"

# run_ci NAME BODY: runs BODY after sourcing steps.sh, as .ci/run does; leaves its output
# in $work/NAME.out and its exit status in $status.
run_ci() {
    printf 'set -euo pipefail\nsource %q\n%s\n' "$repo/.ci/steps.sh" "$2" >"$work/$1.sh"
    status=0
    bash "$work/$1.sh" >"$work/$1.out" 2>&1 || status=$?
}
# row NAME FILE COLUMN: a column of the table's row that starts with NAME (2 wall, 3 CPU).
row() { grep -F "| $1 |" "$2" | tail -1 | awk -F' [|] ' -v c="$3" '{ print $c + 0 }'; }
at_least() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
gone() { ! pgrep -f "$work/marker-$1" >/dev/null; }
not_in() { ! grep -q "$1" "$2"; }
# A fixed amount of work, so its CPU time is the same however busy the machine is, and
# that time measured on its own.
work_unit="awk 'BEGIN { for (i = 0; i < 20000000; i++) s += i }'"
unit=$( { TIMEFORMAT=%U; time eval "$work_unit" >/dev/null; } 2>&1 )
# A process whose command line names the marker, so what is left of it can be found.
sleeper() { printf 'bash -c %q' "exec -a $work/marker-$1 sleep 30"; }

run_ci counts "
step 'busy'
$work_unit
beside 'busy beside' sh -c \"echo said beside; $work_unit; $work_unit\"
step 'idle'
while [ ! -f \"\$beside_dir/0.done\" ]; do sleep 0.1; done
join_beside"
out=$work/counts.out
check "a run with a step beside others succeeds" test "$status" -eq 0
check "... a busy step's CPU is its command's ($unit s)" at_least "$(row busy "$out" 3)" "$(awk -v u="$unit" 'BEGIN { print u * 0.7 }')"
check "... the beside step has a row of its own with its CPU (twice that)" \
    at_least "$(row 'busy beside (beside the steps before)' "$out" 3)" "$(awk -v u="$unit" 'BEGIN { print u * 1.4 }')"
check "... which the step it ended during does not count again" \
    at_most "$(row idle "$out" 3)" "$(awk -v u="$unit" 'BEGIN { print u * 0.3 }')"
check "... and its output is printed when it is joined" grep -q "said beside" "$out"

run_ci fails "
step 'first'
beside 'failing beside' sh -c 'sleep 0.5; exit 7'
beside 'long beside' $(sleeper long)
step 'second'
sleep 1
join_beside
step 'never'
echo reached never"
out=$work/fails.out
check "a beside step that fails ends the run with its status" test "$status" -eq 7
check "... named as the step that failed" grep -q "failed in step: failing beside (exit 7)" "$out"
check "... and no step after the join runs" not_in "reached never" "$out"
sleep 0.5
check "... and a beside step still running is stopped" gone long

run_ci killed "
step 'first'
beside 'killed beside' $(sleeper killed)
step 'second'
sleep 1
kill -KILL -- -\$(<\"\$beside_dir/0.pid\")
join_beside"
out=$work/killed.out
check "a beside step killed from outside fails the run (137)" test "$status" -eq 137
check "... named as the step that failed" grep -q "failed in step: killed beside (exit 137)" "$out"

run_ci foreground "
step 'first'
beside 'waiting beside' $(sleeper waiting)
step 'failing'
false"
out=$work/foreground.out
check "a failing step ends the run with its status" test "$status" -eq 1
check "... named as the step that failed" grep -q "failed in step: failing (exit 1)" "$out"
sleep 0.5
check "... and stops the beside steps still running" gone waiting

summary
