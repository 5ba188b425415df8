#!/usr/bin/env bash
# Type-checks the package plugins outside of a build, including the Xcode entry point that
# only Xcode compiles: against the toolchain's PackagePlugin module and a stand-in of
# XcodeProjectPlugin (Tests/XcodeProjectPluginStandIn). Swift 6 mode, warnings are errors.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
plugin_api="$(dirname "$(command -v swift)")/../lib/swift/pm/PluginAPI"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -parse-as-library -package-description-version 6.1 -I "$work" -I "$plugin_api" -module-cache-path "$work/cache")
# Library evolution as in Xcode (a switch over its enums needs `@unknown default`); the
# warning that Foundation was built without it says nothing about the plugins.
swiftc -emit-module "${flags[@]}" -module-name XcodeProjectPlugin -enable-library-evolution -suppress-warnings \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" "$repo/Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift"
for plugin in "$repo"/Plugins/*/; do
    [ "$(basename "$plugin")" = Shared ] && continue  # compiled into the plugins through their Shared symlinks
    swiftc -typecheck -warnings-as-errors "${flags[@]}" -module-name "$(basename "$plugin")" "$plugin"*.swift $(find -L "$plugin" -mindepth 2 -name "*.swift")
    echo "type-checked $(basename "$plugin"), Xcode entry point included"
done
