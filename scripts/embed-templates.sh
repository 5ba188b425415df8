#!/usr/bin/env bash
# Writes Templates/EmbeddedTemplates.swift from Templates/Stencil/*.stencil (the built-in
# templates as strings in the binary) and the same templates compiled, in
# Sources/MVVMGenCore/Render/Compiled/PrecompiledTemplates+BuiltIn.swift. Run it after
# editing a built-in template; tests (BuiltInTemplatesTests) fail while they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
precompiled=Sources/MVVMGenCore/Render/Compiled/PrecompiledTemplates+BuiltIn.swift
if ! swift build -q --product embed-templates 2>/dev/null; then
    # The tool links the module that holds the precompiled file: when a change to the
    # compiled form makes the old file stale code, start again from an empty one.
    printf '%s\n' '// swift-format-ignore-file' \
        'extension PrecompiledTemplates {' \
        '    static func builtIn(named name: String) -> [CompiledTemplate.Node]? { nil }' '}' >"$precompiled"
fi
swift run -q embed-templates Templates/EmbeddedTemplates.swift "$precompiled" Templates/Stencil/*.stencil
echo "wrote Templates/EmbeddedTemplates.swift and $precompiled"
