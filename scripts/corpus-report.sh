#!/bin/sh
# Regenerates research/corpus-report.md from the shared corpus (../shared/corpus by default):
# imports every model, loads each YAML back, lints it, and appends research/corpus-report-notes.md.
set -eu
cd "$(dirname "$0")/.."
CORPUS="${1:-../shared/corpus}"
swift build --product ckschema-bench >/dev/null
"$(swift build --show-bin-path)/ckschema-bench" --corpus-report "$CORPUS" \
    --output research/corpus-report.md --notes research/corpus-report-notes.md
