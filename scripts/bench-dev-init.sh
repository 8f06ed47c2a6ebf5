#!/usr/bin/env bash
# Times `ckschema dev init` of a 2,000-entity × 30-attribute schema into a fresh store
# (target ≤ 1 s, docs/performance.md). Usage: scripts/bench-dev-init.sh [BIN] [ENTITIES] [ATTRIBUTES]
set -euo pipefail
BIN=${1:-.build/release/ckschema}
ENTITIES=${2:-2000}
ATTRIBUTES=${3:-30}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
TYPES=(String Int64 Int32 Double Bool Date)
DEFAULTS=('""' 0 0 0 false now)
{
    echo "model: Bench"
    echo "version: 1"
    echo "entities:"
    for ((e = 0; e < ENTITIES; e++)); do
        echo "  Entity$e:"
        echo "    attributes:"
        for ((a = 0; a < ATTRIBUTES; a++)); do
            i=$(( (e + a) % ${#TYPES[@]} ))
            echo "      field$a: ${TYPES[$i]} = ${DEFAULTS[$i]}"
        done
    done
} > "$WORK/bench.yaml"
start=$(date +%s.%N)
"$BIN" dev init --schema "$WORK/bench.yaml" --state "$WORK/state.sqlite" > /dev/null
end=$(date +%s.%N)
printf 'dev init of %d entities x %d attributes: %.3f s (target <= 1 s)\n' "$ENTITIES" "$ATTRIBUTES" "$(echo "$end - $start" | bc)"
