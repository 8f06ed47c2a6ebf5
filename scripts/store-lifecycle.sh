#!/usr/bin/env bash
# The environment store's lifecycle on the example schemas, in a temporary store so `make run`
# is repeatable: dev init v1 → promote → dev init v2 → promote --dry-run → promote → seed and
# query as an app built with v2 → a breaking
# v3 is refused → dev reset → history.
set -euo pipefail
BIN=${1:-.build/release/ckschema}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
STATE=(--state "$WORK/state.sqlite")
# Commands that change the store record who did it; read-only ones take no --actor.
WRITE=("${STATE[@]}" --actor "make-run")
step() { printf '\n$ ckschema %s\n' "$*"; }

step dev init --schema-version 1;   "$BIN" dev init --schema-version 1 "${WRITE[@]}"
step promote --yes;          "$BIN" promote --yes "${WRITE[@]}" | sed -n 1p
step dev init --schema-version 2;   "$BIN" dev init --schema-version 2 "${WRITE[@]}"
step promote --dry-run;        "$BIN" promote --dry-run "${STATE[@]}"
step promote --yes;          "$BIN" promote --yes "${WRITE[@]}"

# Sample scores stamped by versions 1, 2 and a future 4; an app built with v2 cannot read the last.
cat > "$WORK/scores.yaml" <<'YAML'
Score:
  - {recordName: day-1, dateKey: "2024-05-01", points: 3, schemaVersion: 1}
  - {recordName: day-2, dateKey: "2024-05-02", points: 7, schemaVersion: 2}
  - {recordName: day-3, dateKey: "2024-05-03", points: 5, schemaVersion: 4}
YAML
step dev seed scores.yaml;   "$BIN" dev seed "$WORK/scores.yaml" "${WRITE[@]}"
step dev query Score --compatible-with 2 --where 'points>=4'
"$BIN" dev query Score --compatible-with 2 --where 'points>=4' "${STATE[@]}"

# A breaking v3: the example's v3 without Score.note, which production has.
grep -v '^      note: String?$' schemas/v3.yaml > "$WORK/v3-breaking.yaml"
step dev init --file v3-breaking.yaml; "$BIN" dev init --file "$WORK/v3-breaking.yaml" "${WRITE[@]}" | grep -v '^created'
step promote --dry-run
if "$BIN" promote --dry-run "${STATE[@]}" | grep -v '^    '; then
    echo "error: the breaking v3 was not refused" >&2; exit 1
fi
echo "(refused, as expected)"
step dev reset --yes;        "$BIN" dev reset --yes "${WRITE[@]}"
step env history;            "$BIN" env history "${STATE[@]}"
