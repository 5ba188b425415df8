#!/usr/bin/env bash
# Builds the prebuilt mvvmgen for this machine into an SE-0305 artifact bundle, then zips
# it and prints the zip's checksum and the binary target that names it:
#
#   scripts/build-artifactbundle.sh [--binary FILE] [FOLDER]
#
# FOLDER/mvvmgen.artifactbundle (FOLDER: Packaging/mvvmgen-prebuilt unless given) gets
# this machine's variant: on Linux a release build with the Swift runtime and Foundation
# linked statically (it runs where no toolchain is installed); on macOS a universal
# (arm64 + x86_64) build. `--binary FILE` packages an executable built already instead:
# CI packages its release build to try the bundle, rather than compile swift-syntax a
# second time. Variants already in the bundle are kept, so a release runs the script on
# a Mac, copies the bundle to Linux and runs it again: info.json then lists both. The
# version (info.json's and the variant folders') is what the packaged executable's
# `--version` prints; a kept variant of another version is dropped.
# FOLDER/mvvmgen.artifactbundle.zip and its checksum are what a release uploads.
set -euo pipefail
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
    exit 0
fi
cd "$(dirname "$0")/.."
binary=""
if [ "${1:-}" = "--binary" ]; then
    binary=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
    shift 2
fi
folder=${1:-Packaging/mvvmgen-prebuilt}

case "$(uname -s)" in
    Darwin)
        flags=(-c release --product mvvmgen --arch arm64 --arch x86_64)
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        platform=macos
        ;;
    *)
        triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)
        flags=(-c release --product mvvmgen --static-swift-stdlib)
        triples="\"$triple\""
        platform=$triple
        ;;
esac
echo "writing $folder/mvvmgen.artifactbundle and its zip (about 30 MB)" >&2
if [ -z "$binary" ]; then
    echo "building a release mvvmgen first: several minutes (about 7 on 2 cores); --binary FILE skips it" >&2
    swift build "${flags[@]}"
    binary="$(swift build "${flags[@]}" --show-bin-path)/mvvmgen"
fi
# The version is the packaged executable's own (MVVMGenVersion.current when it was built), so
# a bundle is never named for a version it does not hold.
version=$("$binary" --version)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "error: $binary --version printed '$version', not a version" >&2; exit 1; }
variant="mvvmgen-$version-$platform"

# The bundle is assembled beside the old one and swapped in, so a failed run leaves the
# previous bundle whole.
bundle="$folder/mvvmgen.artifactbundle"
mkdir -p "$folder"
staging=$(mktemp -d "$folder/.artifactbundle.XXXXXX")
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/mvvmgen.artifactbundle"
if [ -d "$bundle" ]; then
    cp -R "$bundle/." "$staging/mvvmgen.artifactbundle/"
fi
new="$staging/mvvmgen.artifactbundle"
# A kept variant of another version would be listed under this one: it goes.
for dir in "$new"/mvvmgen-*/; do
    [ -d "$dir" ] || continue
    case "$(basename "$dir")" in
        "mvvmgen-$version-"*) ;;
        *) echo "dropping $(basename "$dir"): not version $version" >&2 && rm -rf "$dir" ;;
    esac
done
rm -rf "${new:?}/$variant"
mkdir -p "$new/$variant/bin"
cp "$binary" "$new/$variant/bin/mvvmgen"
strip "$new/$variant/bin/mvvmgen" 2>/dev/null || true
printf '%s\n' "$triples" >"$new/$variant/supported-triples"

# info.json lists every variant in the bundle, this one and those kept.
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "mvvmgen": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    separator=""
    for dir in "$new"/mvvmgen-*/; do
        name=$(basename "$dir")
        printf '%s        { "path": "%s/bin/mvvmgen", "supportedTriples": [%s] }' \
            "$separator" "$name" "$(cat "$dir/supported-triples")"
        separator=$',\n'
    done
    printf '\n      ]\n    }\n  }\n}\n'
} >"$new/info.json"

rm -rf "$bundle.old"
if [ -d "$bundle" ]; then mv "$bundle" "$bundle.old"; fi
mv "$new" "$bundle"
rm -rf "$bundle.old"

zip=$(cd "$folder" && pwd)/mvvmgen.artifactbundle.zip
rm -f "$zip"
(cd "$folder" && zip -q -r -X "$zip" mvvmgen.artifactbundle)
checksum=$(sha256sum "$zip" | cut -d' ' -f1)
echo "bundle:   $bundle ($variant)"
echo "zip:      $zip"
echo "checksum: $checksum"
echo "release:  .binaryTarget(name: \"mvvmgen\", url: \"https://…/mvvmgen.artifactbundle.zip\", checksum: \"$checksum\")"
