# Sourced by the integration scripts: `check DESCRIPTION COMMAND...` runs COMMAND and
# prints ✔ or ✘ with the description; `summary` prints the counts and gives the exit code.
passed=0
failed=0
check() {
    if "${@:2}"; then
        echo "✔ $1"
        passed=$((passed + 1))
    else
        echo "✘ $1"
        failed=$((failed + 1))
    fi
}
summary() {
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
