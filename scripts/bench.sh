#!/usr/bin/env bash
# make bench: the speed goals of Benchmarks/README.md, in one run of the built ckschema (BIN,
# default .build/release/ckschema) on two schema histories: a realistic one (100 entities × 15
# attributes), against the binary's own start-up, and a large one (2,000 × 30) only to show that
# cost grows linearly. Then the SwiftData corpus and the build plugin.
# Exits 1 when a goal is missed. Extra arguments go to the benchmark (--repeat N, --swiftdata DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/ckschema}
# SCRATCH: the build folder (default .build), for a release build kept apart from the debug one.
SCRATCH=${SCRATCH:-.build}
# The same flags as the binary's build (make build): other flags would rebuild every module.
swift build -c release ${STATIC:-} --scratch-path "$SCRATCH" --product ckschema-bench >/dev/null
exec "$SCRATCH/release/ckschema-bench" --commands "$BIN" "$@"
