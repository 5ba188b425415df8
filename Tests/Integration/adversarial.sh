#!/usr/bin/env bash
# Adversarial tests of writing: nothing a person wrote is ever lost. Local processes only,
# bounded (about a minute; SECONDS_LIMIT stops new cases after 150 s). The cases live in
# Adversarial/, one file per kind of attack, sourced in name order with the helpers below
# (screens, tree, claim, unchanged, check, skip, in_time). Each case asserts that
# no byte of a person's file changed, that no created-once file is empty, and the
# documented exit code:
# - 8 concurrent runs into one folder, several rounds: every tree equals a lone run's;
# - files created (O_EXCL), deleted, made unreadable while a run goes, the last as an
#   unprivileged user (setpriv when run as root; skipped with a message otherwise);
# - kill -9 at random moments, then a clean rerun: no torn file, no temporary file left;
# - a FIFO in Generated/ (generate, check and --dry-run must not hang), a file where a
#   folder goes, --output naming a file, a read-only folder, a link out of the output folder,
#   a 240-character screen name, bundle over a person's file, an include cycle, one big
#   scalar aliased 5,000 times, a 2 GB mvvmgen.yml, 16,000 misspelled types;
# - 1 GB files at output paths (regenerated, created-once, bundle's, a --prune candidate)
#   refused unread in little memory, check of a 16 MB file, a template looping without end,
#   300 templates of 1 MB;
# - a small full file system (tmpfs; skipped with a message where none can be mounted).
# MVVMGEN=path picks the binary (default: built here, release if built). Ends with
# "N passed, N failed, N skipped" and exits 1 on any failure.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
if [ -z "${MVVMGEN:-}" ]; then
    (cd "$repo" && swift build --product mvvmgen >/dev/null) || exit 1
    MVVMGEN="$(cd "$repo" && swift build --show-bin-path)/mvvmgen"
fi
work=$(mktemp -d)
chmod 755 "$work"
mounted=""
trap '[ -n "$mounted" ] && umount "$mounted" 2>/dev/null; chmod -R u+rwX "$work" 2>/dev/null; rm -rf "$work"' EXIT
SECONDS_LIMIT=${SECONDS_LIMIT:-150}
started=$SECONDS

source "$repo/Tests/Integration/checks.sh"
skipped=0
skip() {
    echo "- skipped: $1"
    skipped=$((skipped + 1))
}
in_time() { [ $((SECONDS - started)) -lt "$SECONDS_LIMIT" ] || { skip "$1 (time limit reached)"; false; }; }

# A screen file of N screens, each giving 3 regenerated and 2 created-once files.
screens() {
    python3 -c "
import sys
n = int(sys.argv[1])
print('screens:')
for i in range(n):
    print(f'  S{i}:\n    properties:\n      title: String\n    commands:\n      undo: [reload]\n    callbacks: [reload]')
" "$1"
}
# Every regular file under a folder with its checksum, temporary files included.
tree() { (cd "$1" && find . -type f ! -name '*.screen.yaml' -print0 | sort -z | xargs -0r sha256sum); }
# Temporary files of a killed run may be short; they are never a file's final name.
no_empty_files() { [ -z "$(find "$1" -type f -empty ! -name '*.tmp')" ]; }
no_temporary_files() { [ -z "$(find "$1" -name '*.tmp')" ]; }
# Marks every created-once file as the person's (a line of their own), recording the bytes.
claim() { # claim FOLDER RECORD
    find "$1" -maxdepth 1 -name '*.swift' -print0 | xargs -0r -I{} sh -c 'echo "// edited by a person" >> "{}"'
    (cd "$1" && find . -maxdepth 1 -name '*.swift' -print0 | sort -z | xargs -0r sha256sum) >"$2"
}
unchanged() { (cd "$1" && sha256sum --quiet -c "$2" >/dev/null 2>&1); }

reference="$work/reference"
mkdir -p "$reference"
screens 40 >"$reference/App.screen.yaml"
"$MVVMGEN" "$reference/App.screen.yaml" --no-tests -q
reference_tree=$(tree "$reference")

for cases in "$repo"/Tests/Integration/Adversarial/*.sh; do
    # shellcheck source=/dev/null
    source "$cases"
done
echo
echo "$passed passed, $failed failed, $skipped skipped in $((SECONDS - started)) s"
[ "$failed" = 0 ]
