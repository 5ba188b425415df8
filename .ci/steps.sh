# Sourced by .ci/run: `step NAME` ends the step before (printing its wall time and the CPU
# time its commands took, so a step that leaves a core idle is seen) and starts NAME; on
# exit a table of every step's times and the total is printed, and a failure names the step
# it happened in, so a step that grows is seen in every run.
#
# `beside NAME COMMAND...` starts a step that runs beside the steps after it (a command that
# leaves a core idle beside others that do), and `join_beside` waits for every one started,
# prints its output and its times, and fails as that step when it failed.
step_names=()
step_seconds=()
step_cpu=()
step_started=""
step_cpu_started=0
ci_started=$EPOCHREALTIME

seconds_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
# The seconds of user and system time on the second line of `times`' output in FILE: the
# children's, those this shell (or the one that wrote it) has collected.
times_seconds() {
    tail -n 1 "$1" | awk '{
        total = 0
        for (i = 1; i <= 2; i++) { split($i, t, "m"); total += t[1] * 60 + t[2] }
        printf "%.1f", total
    }'
}
# Sets cpu_now to the CPU time of every child this shell has collected. A command left
# running in the background counts in the step during which it ends, when the shell
# collects it. `times` runs in this shell: in a command substitution it would report its own.
times_file=$(mktemp)
children_cpu() {
    times >"$times_file"
    cpu_now=$(times_seconds "$times_file")
}

beside_dir=$(mktemp -d)
beside_names=()
beside_joined=()
beside_started=()
failed_beside=""
beside_cpu_total=0

# setsid gives the command a process group of its own, which a failed run stops whole. It
# is started by a subshell that exits at once, so it is not this shell's child and its CPU
# never counts in a step of this shell's: its own row has it.
beside() {
    local index=${#beside_names[@]}
    beside_names+=("$1")
    beside_started+=("$EPOCHREALTIME")
    shift
    printf '\n== started, to run beside the steps below: %s\n' "${beside_names[-1]}"
    (
        setsid bash -c '
            out=$1
            shift
            start=$EPOCHREALTIME
            status=0
            "$@" >"$out.log" 2>&1 </dev/null || status=$?
            times >"$out.times"
            echo "$status $(awk -v a="$start" -v b="$EPOCHREALTIME" "BEGIN { printf \"%.1f\", b - a }")" >"$out.part"
            mv "$out.part" "$out.done"
        ' beside "$beside_dir/$index" "$@" &
        echo $! >"$beside_dir/$index.pid"
    )
}

join_beside() {
    end_step
    local i status took cpu
    for i in "${!beside_names[@]}"; do
        [ -z "${beside_joined[$i]:-}" ] || continue
        while [ ! -f "$beside_dir/$i.done" ]; do
            # Gone without saying how it ended (killed from outside): a failure.
            if ! kill -0 "$(<"$beside_dir/$i.pid")" 2>/dev/null && [ ! -f "$beside_dir/$i.done" ]; then
                printf '0m0s 0m0s\n0m0s 0m0s\n' >"$beside_dir/$i.times"
                echo "killed: no exit status" >>"$beside_dir/$i.log"
                echo "137 $(seconds_since "${beside_started[$i]}")" >"$beside_dir/$i.done"
            fi
            sleep 1
        done
        beside_joined[i]=1
        read -r status took <"$beside_dir/$i.done"
        cpu=$(times_seconds "$beside_dir/$i.times")
        beside_cpu_total=$(awk -v a="$beside_cpu_total" -v b="$cpu" 'BEGIN { printf "%.1f", a + b }')
        step_names+=("${beside_names[$i]} (beside the steps before)")
        step_seconds+=("$took")
        step_cpu+=("$cpu")
        printf '\n== %s (ran beside the steps above)\n' "${beside_names[$i]}"
        cat "$beside_dir/$i.log"
        printf '== %s s (CPU %s s): %s\n' "$took" "$cpu" "${beside_names[$i]}"
        if [ "$status" -ne 0 ]; then
            failed_beside=${beside_names[$i]}
            exit "$status"
        fi
    done
}

# Stops the steps started beside that are still running (a run that failed before joining).
stop_beside() {
    local pid_file
    for pid_file in "$beside_dir"/*.pid; do
        [ -f "$pid_file" ] && [ ! -f "${pid_file%.pid}.done" ] || continue
        kill -- "-$(<"$pid_file")" 2>/dev/null || true
    done
}

end_step() {
    [ -n "$step_started" ] || return 0
    local took cpu
    took=$(seconds_since "$step_started")
    children_cpu
    cpu=$(awk -v a="$step_cpu_started" -v b="$cpu_now" 'BEGIN { printf "%.1f", b - a }')
    step_seconds+=("$took")
    step_cpu+=("$cpu")
    step_started=""
    printf '== %s s (CPU %s s): %s\n' "$took" "$cpu" "${step_names[-1]}"
}

step() {
    end_step
    step_names+=("$1")
    step_started=$EPOCHREALTIME
    children_cpu
    step_cpu_started=$cpu_now
    printf '\n== %s\n' "$1"
}

steps_table() {
    local status=$? i
    local failed_step=""
    [ "$status" -eq 0 ] || [ -z "$step_started" ] || failed_step=${step_names[-1]}
    [ -z "$failed_beside" ] || failed_step=$failed_beside
    stop_beside
    end_step
    printf '\n| step | wall time | CPU time | cores busy |\n|---|---:|---:|---:|\n'
    for i in "${!step_seconds[@]}"; do
        printf '| %s | %s s | %s s | %s |\n' "${step_names[$i]}" "${step_seconds[$i]}" "${step_cpu[$i]}" \
            "$(awk -v c="${step_cpu[$i]}" -v w="${step_seconds[$i]}" 'BEGIN { printf "%.2f", (w > 0 ? c / w : 0) }')"
    done
    children_cpu
    printf '| **total** | **%s s** | **%s s** | |\n' "$(seconds_since "$ci_started")" \
        "$(awk -v a="$cpu_now" -v b="$beside_cpu_total" 'BEGIN { printf "%.1f", a + b }')"
    rm -rf "$times_file" "$beside_dir"
    [ -z "$failed_step" ] || printf '\nfailed in step: %s (exit %d)\n' "$failed_step" "$status" >&2
    exit "$status"
}
trap steps_table EXIT
