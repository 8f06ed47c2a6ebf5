#!/usr/bin/env bash
# make bench: builds the benchmark in release mode and runs it. Figures go to docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product ckschema-bench >/dev/null

.build/release/ckschema-bench "$@"
