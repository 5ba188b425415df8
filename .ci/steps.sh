# Sourced by .ci/run: `step NAME` ends the step before (printing its wall time) and starts
# NAME; on exit a table of every step's time and the total is printed, and a failure names
# the step it happened in, so a step that grows is seen in every run.
step_names=()
step_seconds=()
step_started=""
ci_started=$EPOCHREALTIME

seconds_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

end_step() {
    [ -n "$step_started" ] || return 0
    local took
    took=$(seconds_since "$step_started")
    step_seconds+=("$took")
    step_started=""
    printf '== %s s: %s\n' "$took" "${step_names[-1]}"
}

step() {
    end_step
    step_names+=("$1")
    step_started=$EPOCHREALTIME
    printf '\n== %s\n' "$1"
}

steps_table() {
    local status=$? i
    local failed_step=""
    [ "$status" -eq 0 ] || [ -z "$step_started" ] || failed_step=${step_names[-1]}
    end_step
    printf '\n| step | wall time |\n|---|---:|\n'
    for i in "${!step_seconds[@]}"; do
        printf '| %s | %s s |\n' "${step_names[$i]}" "${step_seconds[$i]}"
    done
    printf '| **total** | **%s s** |\n' "$(seconds_since "$ci_started")"
    [ -z "$failed_step" ] || printf '\nfailed in step: %s (exit %d)\n' "$failed_step" "$status" >&2
    exit "$status"
}
trap steps_table EXIT
