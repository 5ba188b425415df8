#!/usr/bin/env bash
# Writes Templates/EmbeddedTemplates.swift from Templates/Stencil/*.stencil: the built-in
# templates as strings in the binary. Run it after editing a built-in template; a test
# (BuiltInTemplatesTests) fails while the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run -q embed-templates Templates/EmbeddedTemplates.swift Templates/Stencil/*.stencil
echo "wrote Templates/EmbeddedTemplates.swift"
