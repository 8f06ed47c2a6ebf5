#!/usr/bin/env bash
# Concurrency measurement of the environment store (docs/reliability.md):
#   scripts/stress-store.sh BINARY [ROUNDS] [PROCESSES]
# Part 1, each round: PROCESSES first-time `dev init` (v1, v2, v3, v1, …) on a new store at once.
# Part 2, each round: two inits (v1, v2) at once on a new store, then two promotes, two resets
# and two inits (v2, v3) at once.
# After every round: `PRAGMA integrity_check` must say ok, and the history must hold exactly one
# row per command that reported a change (init and reset always write one; a promote when it
# printed "promoted"). Any other exit status than 0 counts as a spurious failure, except a promote
# that production's rules refuse (exit 1): counted apart.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
rounds=${2:-30}
processes=${3:-8}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

corrupt=0 lost=0 spurious=0 total=0 refused=0

# Runs "$@" in the background, its exit status and output in $out/N.{status,out,err}.
launch() {
    local n=$1; shift
    ( "$bin" "$@" >"$out/$n.out" 2>"$out/$n.err"; echo $? >"$out/$n.status" ) &
}

# Checks the store after a round: integrity, and history rows against reported changes.
verify() {
    local store=$1 expected=$2 label=$3
    local integrity rows
    integrity=$(sqlite3 "$store" "PRAGMA integrity_check" 2>&1)
    if [ "$integrity" != "ok" ]; then
        corrupt=$((corrupt + 1)); echo "$label: integrity_check: $integrity" >&2; return
    fi
    rows=$(sqlite3 "$store" "SELECT count(*) FROM history")
    if [ "$rows" != "$expected" ]; then
        lost=$((lost + 1)); echo "$label: $rows history rows, $expected changes reported" >&2
    fi
}

# Counts the round's commands: failures, and (in $changes) the changes they reported.
tally() {
    local n status
    changes=0
    for n in "$@"; do
        status=$(cat "$out/$n.status")
        total=$((total + 1))
        if [ "$status" = 1 ] && [[ $n = promote* ]] && grep -q 'production would refuse' "$out/$n.out" "$out/$n.err"; then
            # A legitimate finding: an init of an older version ran after a newer one was promoted.
            refused=$((refused + 1))
        elif [ "$status" != 0 ]; then
            spurious=$((spurious + 1)); echo "process $n exited $status: $(head -c 300 "$out/$n.err")" >&2
        elif [[ $n != promote* ]] || grep -q '^promoted ' "$out/$n.out"; then
            changes=$((changes + 1))
        fi
    done
}

cd "$work" || exit 2
mkdir -p schemas && cp "$root"/schemas/v*.yaml schemas/
start=$(date +%s.%N)
for round in $(seq 1 "$rounds"); do
    out="$work/out-init-$round"; mkdir -p "$out"
    store="$work/init-$round/s.sqlite"
    names=()
    for n in $(seq 1 "$processes"); do
        v=$(( (n - 1) % 3 + 1 ))
        launch "init$n" dev init --file "schemas/v$v.yaml" --state "$store" --actor stress
        names+=("init$n")
    done
    wait
    tally "${names[@]}"
    verify "$store" "$changes" "init round $round"
done
init_seconds=$(echo "$(date +%s.%N) - $start" | bc)
init_summary="first-time init: $rounds rounds × $processes processes, $total runs: $corrupt corrupt, $lost rounds with lost rows, $spurious failures (${init_seconds}s)"
echo "$init_summary"

corrupt=0 lost=0 spurious=0 total=0 refused=0
start=$(date +%s.%N)
for round in $(seq 1 "$rounds"); do
    out="$work/out-mixed-$round"; mkdir -p "$out"
    store="$work/mixed-$round/s.sqlite"
    launch initA dev init --file schemas/v1.yaml --state "$store" --actor stress
    launch initB dev init --file schemas/v2.yaml --state "$store" --actor stress
    wait
    tally initA initB; first=$changes
    launch promote1 promote --yes --output "$work/mixed-$round/p1.ckdb" --state "$store" --actor stress
    launch promote2 promote --yes --output "$work/mixed-$round/p2.ckdb" --state "$store" --actor stress
    launch reset1 dev reset --yes --state "$store" --actor stress
    launch reset2 dev reset --yes --state "$store" --actor stress
    launch initC dev init --file schemas/v2.yaml --state "$store" --actor stress
    launch initD dev init --file schemas/v3.yaml --state "$store" --actor stress
    wait
    tally promote1 promote2 reset1 reset2 initC initD; second=$changes
    verify "$store" $((first + second)) "mixed round $round"
done
mixed_seconds=$(echo "$(date +%s.%N) - $start" | bc)
echo "mixed workload: $rounds rounds × 8 processes, $total runs: $corrupt corrupt, $lost rounds with lost rows, $spurious failures, $refused promotions refused as production would (${mixed_seconds}s)"
