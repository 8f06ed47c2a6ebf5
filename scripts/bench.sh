#!/usr/bin/env bash
# make bench: the speed targets of docs/performance.md, in one run.
#   1. in process (ckschema-bench): load + lint against a bare libyaml scan, phase by phase;
#   2. end to end: the built ckschema (BIN, default .build/release/ckschema) on two versions of the
#      synthetic schema, at 1× and 10× the size: lint, check, diff, check against a .ckdb export,
#      check with version 1 released, dev init and start-up, against a C program that only pulls
#      libyaml's events from both files (scripts/yaml-scan.c).
# Exits 1 when a target is missed. Extra arguments go to both runs (--entities N, --repeat N).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/ckschema}
# The same flags as the binary's build (make build): other flags would rebuild every module.
swift build -c release ${STATIC:-} --product ckschema-bench >/dev/null
mkdir -p .build/release
cc -O2 -o .build/release/yaml-scan scripts/yaml-scan.c $(pkg-config --cflags --libs yaml-0.1)

status=0
.build/release/ckschema-bench "$@" || status=$?
echo
.build/release/ckschema-bench --commands "$BIN" --scanner .build/release/yaml-scan "$@" || status=$?
exit $status
