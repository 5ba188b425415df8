#!/usr/bin/env bash
# Fails when a public or open declaration of the runtime libraries (MVVMRuntime,
# MVVMRuntimeTesting, MVVMRuntimeUIKit, MVVMRuntimeSwiftUI) has no doc comment (`///`), then builds each
# library's DocC catalog (Sources/NAME/NAME.docc) with `docc convert --warnings-as-errors`,
# so a symbol link in a catalog that names nothing fails too.
#
# What counts is what DocC sees: the compiler's symbol graph of each module
# (`swiftc -emit-symbol-graph`, public and open declarations), MVVMRuntimeUIKit built
# against the UIKit stand-in (Tests/UIKitStandIn) since Linux has no UIKit, and
# MVVMRuntimeSwiftUI against the SwiftUI stand-in (Tests/SwiftUIStandIn). A symbol the
# compiler synthesizes (an enum's `hashValue`) or one inherited from the stand-in (a UIKit
# protocol's default method) has no place in Sources/ and is not asked for a comment.
#
# usage: scripts/check-doc-comments.sh            (10 to 25 s; needs the Swift toolchain's
#        swiftc and docc on PATH; CI runs it)
#        DOCC_OUTPUT=DIR scripts/check-doc-comments.sh   also keeps the built archives,
#        DIR/NAME.doccarchive, to read (`docc preview` or any static web server)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TMPDIR="$work"
mkdir -p "$work/modules" "$work/graphs"
libraries=(MVVMRuntime MVVMRuntimeUIKit MVVMRuntimeTesting MVVMRuntimeSwiftUI)

flags=(-emit-module -wmo -swift-version 6 -parse-as-library -I "$work/modules" -module-cache-path "$work/cache")
swiftc "${flags[@]}" -module-name UIKit -emit-module-path "$work/modules/UIKit.swiftmodule" \
    "$repo"/Tests/UIKitStandIn/*.swift
for library in "${libraries[@]}"; do
    if [ "$library" = MVVMRuntimeSwiftUI ]; then
        # SwiftUI's runtime compiles against the SwiftUI stand-in, which imports UIKit's.
        # Its #Preview macro needs no plugin to be declared: the warning that none is loaded is
        # kept out of the output.
        swiftc "${flags[@]}" -module-name SwiftUI -emit-module-path "$work/modules/SwiftUI.swiftmodule" \
            "$repo"/Tests/SwiftUIStandIn/*.swift >"$work/swiftui.log" 2>&1 || { cat "$work/swiftui.log"; exit 1; }
    fi
    swiftc "${flags[@]}" -module-name "$library" -emit-module-path "$work/modules/$library.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs/$library" \
        -symbol-graph-minimum-access-level public "$repo/Sources/$library"/*.swift
done

python3 - "$repo" "$work/graphs" "${libraries[@]}" <<'PY'
import json, pathlib, sys

repo, graphs, libraries = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3:]
missing, counted = [], 0
for library in libraries:
    sources = (repo / "Sources" / library).resolve()
    for graph in sorted((graphs / library).glob("*.symbols.json")):
        for symbol in json.loads(graph.read_text())["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            path = pathlib.Path(uri.removeprefix("file://")).resolve() if uri else None
            if path is None or sources not in path.parents:
                continue  # synthesized, or inherited from the stand-in
            counted += 1
            if not symbol.get("docComment", {}).get("lines"):
                line = symbol["location"]["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing.append(f"{path.relative_to(repo)}:{line}: error: public '{name}' has no doc comment (///)")
for entry in missing:
    print(entry)
print(f"{counted} public declarations in {', '.join(libraries)}: {counted - len(missing)} documented, {len(missing)} not")
sys.exit(1 if missing else 0)
PY

# Each catalog, with its module's symbol graph: every ``Symbol`` link must resolve.
for library in "${libraries[@]}"; do
    docc convert "$repo/Sources/$library/$library.docc" --additional-symbol-graph-dir "$work/graphs/$library" \
        --fallback-display-name "$library" --fallback-bundle-identifier "mvvmgen.$library" \
        --output-path "${DOCC_OUTPUT:-$work}/$library.doccarchive" --warnings-as-errors >"$work/docc.log" 2>&1 ||
        { cat "$work/docc.log"; echo "error: the DocC catalog of $library does not build (above)" >&2; exit 1; }
    echo "$library.docc builds with no warning"
done
