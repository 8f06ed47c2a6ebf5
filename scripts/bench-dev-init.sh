#!/usr/bin/env bash
# Times the built `ckschema dev init` end to end (process start, load, lint, mapping, store) on the
# benchmark's 2,000-entity × 30-attribute schema, into a fresh store, best of 3 runs
# (target ≤ 1 s, docs/performance.md). ckschema-bench times the same work in-process, by phase.
# Usage: scripts/bench-dev-init.sh [BIN] [ENTITIES] [ATTRIBUTES]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/ckschema}
ENTITIES=${2:-2000}
ATTRIBUTES=${3:-30}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
swift build -c release --product ckschema-bench >/dev/null
.build/release/ckschema-bench --write-yaml "$WORK/bench.yaml" --entities "$ENTITIES" --attributes "$ATTRIBUTES"
best=""
for run in 1 2 3; do
    start=$(date +%s.%N)
    "$BIN" dev init --schema "$WORK/bench.yaml" --state "$WORK/state-$run.sqlite" > /dev/null
    end=$(date +%s.%N)
    took=$(echo "$end - $start" | bc)
    if [[ -z "$best" ]] || (( $(echo "$took < $best" | bc) )); then best=$took; fi
done
printf 'ckschema dev init, %d entities x %d attributes, end to end: %.3f s (best of 3; target <= 1 s)\n' \
    "$ENTITIES" "$ATTRIBUTES" "$best"
if (( $(echo "$best > 1" | bc) )); then
    echo "target missed: dev init takes more than 1 s"
    exit 1
fi
