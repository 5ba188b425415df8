#!/usr/bin/env bash
# Checks the documentation: every relative link and anchor, and every code block of
# README.md, CONTRIBUTING.md, CHANGELOG.md, Documentation/ and the DocC catalogs
# (scripts/docs.py finds them). What a block must do depends on its language and on the
# HTML comment on the line before it, `<!-- check: … -->`:
#
#   yaml, unmarked             a screen file: generates (sources and tests) with exit 0
#   yaml, error CODE: TEXT     a screen file that fails: exit CODE, TEXT in what it prints
#   yaml, mvvmgen.yml          a configuration: a screen generates with it beside it
#   swift, unmarked            compiles alone, in both lanes (swift6, xcode26), against the
#                              runtime and the UIKit stand-in
#   swift, in FOLDER           compiles with FOLDER's Swift files as one module, both lanes
#   swift, method of TYPE in FOLDER
#                              replaces the method of the same name in TYPE's file of
#                              FOLDER, then compiles the module, both lanes
#   swift, manifest            a Package.swift: `swift package dump-package` reads it
#   sh, run                    runs in an empty folder with mvvmgen on PATH: exit 0
#   text, files of YAML_FILE   lists the paths `mvvmgen YAML_FILE` writes, as a package
#                              with the file in Sources/<its folder>/ would get them
#   any, tutorial              left to Tests/Integration/tutorial.sh, which runs it
#   any, not run: REASON       not run; the reason says why (Xcode only, a release step…)
# An sh block must be marked. Other languages (text, json, stencil) are not checked.
#
# usage: MVVMGEN=.build/release/mvvmgen scripts/check-docs.sh   ($MVVMGEN: the mvvmgen to
#        run, else .build/debug/mvvmgen; MVVMGEN_STANDIN_MODULES reuses built stand-in
#        modules as scripts/typecheck-with-uikit-standin.sh does). Ends with "N passed,
#        N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mvvmgen=${MVVMGEN:-$repo/.build/debug/mvvmgen}
[ -x "$mvvmgen" ] || { echo "error: no mvvmgen at $mvvmgen: build it, or set MVVMGEN" >&2; exit 64; }
mvvmgen=$(cd "$(dirname "$mvvmgen")" && pwd)/$(basename "$mvvmgen")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export MVVMGEN_STANDIN_MODULES=${MVVMGEN_STANDIN_MODULES:-$work/modules}
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); printf 'FAIL %s\n' "$1"; [ -z "${2:-}" ] || sed 's/^/    /' "$2" | head -30; }

if python3 "$repo/scripts/docs.py" links >"$work/links.log"; then pass; else fail "relative links and anchors" "$work/links.log"; fi
tail -1 "$work/links.log"
python3 "$repo/scripts/docs.py" blocks "$work/blocks"

generate() { # generate DIR: runs mvvmgen on DIR/Doc.screen.yaml, sources and tests into DIR
    (cd "$1" && "$mvvmgen" Doc.screen.yaml --output out --tests-output tests --quiet)
}
compile() { # compile WHERE FOLDER: FOLDER's Swift files as one module, in both lanes
    local lane
    for lane in swift6 xcode26; do
        if "$repo/scripts/typecheck-with-uikit-standin.sh" --lane "$lane" DocBlock "$2" >"$work/log" 2>&1; then
            pass
        else fail "$1: does not compile (lane $lane)" "$work/log"; fi
    done
}

while IFS=$'\t' read -r number file line language check; do
    block="$work/blocks/$number.$language"
    where="$file:$line ($language block)"
    dir="$work/b$number"
    mkdir -p "$dir"
    case "$language|$check" in
    *"|tutorial" | *"|not run: "?*) ;;
    yaml\|)
        cp "$block" "$dir/Doc.screen.yaml"
        if generate "$dir" >"$work/log" 2>&1; then pass; else fail "$where: does not generate" "$work/log"; fi
        ;;
    yaml\|"error "*)
        expected=${check#error }
        cp "$block" "$dir/Doc.screen.yaml"
        generate "$dir" >"$work/log" 2>&1
        status=$?
        if [ "$status" = "${expected%%:*}" ] && grep -qF -- "${expected#*: }" "$work/log"; then pass; else
            fail "$where: expected exit ${expected%%:*} and '${expected#*: }', got exit $status" "$work/log"
        fi
        ;;
    yaml\|mvvmgen.yml)
        cp "$block" "$dir/mvvmgen.yml"
        printf 'screens:\n  Top:\n' >"$dir/Doc.screen.yaml"
        templates=$(sed -n 's/^templates: *//p' "$block")
        [ -z "$templates" ] || mkdir -p "$dir/$templates"
        if (cd "$dir" && "$mvvmgen" Doc.screen.yaml --quiet) >"$work/log" 2>&1; then pass; else
            fail "$where: a screen does not generate with this mvvmgen.yml" "$work/log"
        fi
        ;;
    swift\|)
        cp "$block" "$dir/Block.swift"
        compile "$where" "$dir"
        ;;
    swift\|"in "*)
        cp "$repo/${check#in }"/*.swift "$repo/${check#in }"/*/*.swift "$dir/" 2>/dev/null
        cp "$block" "$dir/DocBlock.swift"
        compile "$where" "$dir"
        ;;
    swift\|"method of "*)
        spec=${check#method of }
        type=${spec%% in *} folder=$repo/${spec#* in }
        cp -R "$folder/." "$dir/"
        if python3 - "$dir" "$type" "$block" <<'PY' 2>"$work/log"; then compile "$where" "$dir"; else fail "$where: no method to replace" "$work/log"; fi
import pathlib, re, sys
folder, type_name, block = pathlib.Path(sys.argv[1]), sys.argv[2], open(sys.argv[3]).read()
name = re.search(r"func (\w+)", block).group(1)
body = "".join("    " + line if line.strip() else line for line in block.splitlines(True))
for path in folder.rglob("*.swift"):
    text = path.read_text()
    if re.search(rf"\b(class|struct|extension) {type_name}\b", text) and f"func {name}(" in text:
        text, count = re.subn(rf"    func {name}\(.*?\n    \}}\n", lambda _: body, text, count=1, flags=re.S)
        if count:
            path.write_text(text)
            sys.exit(0)
sys.exit(f"no func {name} in {type_name}")
PY
        ;;
    swift\|manifest)
        cp "$block" "$dir/Package.swift"
        ln -s "$repo" "$work/mvvmgen" 2>/dev/null
        if (cd "$dir" && swift package dump-package) >"$work/log" 2>&1; then pass; else fail "$where: the manifest does not load" "$work/log"; fi
        ;;
    sh\|run)
        if (cd "$dir" && PATH="$(dirname "$mvvmgen"):$PATH" bash -euo pipefail "$block") >"$work/log" 2>&1; then pass; else
            fail "$where: fails" "$work/log"
        fi
        ;;
    sh\|)
        fail "$where: mark it <!-- check: run -->, <!-- check: tutorial --> or <!-- check: not run: REASON -->"
        ;;
    text\|"files of "*)
        yaml=$repo/${check#files of }
        module=$(basename "$(dirname "$yaml")")
        mkdir -p "$dir/Sources/$module"
        cp "$yaml" "$dir/Sources/$module/"
        (cd "$dir" && "$mvvmgen" "Sources/$module/$(basename "$yaml")" --dry-run) | sed -n 's/^would be created: //p' | sort >"$work/expected"
        awk '{print $1}' "$block" | sort >"$work/listed"
        if [ -s "$work/expected" ] && diff "$work/expected" "$work/listed" >"$work/log"; then pass; else
            fail "$where: not the files mvvmgen writes (< writes, > listed)" "$work/log"
        fi
        ;;
    *\|?*) fail "$where: unknown check '$check'" ;;
    esac
done <"$work/blocks/blocks.tsv"
echo "$(wc -l <"$work/blocks/blocks.tsv") code blocks"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
