#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, what they check: Sources/CKSchemaFuzzing) and runs each for
# FUZZ_SECONDS seconds (default 60). docs/reliability.md says how to run it and reproduce a crash.
#
#   scripts/fuzz.sh [TARGET…]        TARGET: yaml ckdb xcdatamodel configuration swift (default: all)
#   FUZZ_SECONDS=600 make fuzz       the same through make
#   FUZZ_RUNS=10000000 make fuzz     each target for that many executions instead (no time limit)
#
# Seeds are assembled here at every run from the repository: schemas/, the test fixtures, the
# YAML examples in README.md and docs/, .ckdb files generated from schemas/, the Swift files of the
# fixtures and of the shared SwiftData corpus (../shared/corpus/swiftdata, when present), and the
# committed fuzz regressions. The growing corpus is kept in .build/fuzz/corpus/TARGET (so executions add up
# across runs); crashes, timeouts and out-of-memory inputs land in .build/fuzz/artifacts/TARGET.
# Exit 1 when any target left an artifact.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
runs=${FUZZ_RUNS:-}
# Inputs up to 4 KiB: longer seeds are cut there (a longer input costs more per execution and rarely
# reaches code a shorter one cannot).
max_len=${FUZZ_MAX_LEN:-4096}
if [ -n "$runs" ]; then budget=(-runs="$runs"); else budget=(-max_total_time="$seconds"); fi
work=.build/fuzz
all=(yaml ckdb xcdatamodel configuration swift)
targets=("${@:-${all[@]}}")

echo "building the fuzz targets (Fuzz/, release, --sanitize=fuzzer) …" >&2
# The plan of the last build would not see source files added to the main package since.
rm -f Fuzz/.build/release.yaml
(cd Fuzz && swift build -c release --sanitize=fuzzer -Xswiftc -parse-as-library >&2)
bin=Fuzz/.build/release

binary() {
    case $1 in
        yaml) echo FuzzYAML ;; ckdb) echo FuzzCKDB ;; xcdatamodel) echo FuzzXCDataModel ;;
        configuration) echo FuzzConfiguration ;; swift) echo FuzzSwiftSource ;; *) echo "unknown fuzz target '$1'" >&2; exit 2 ;;
    esac
}

# The fenced ```yaml blocks of README.md and docs/*.md, one file each, in $1, when they contain $2.
yaml_blocks() {
    python3 - "$1" "$2" README.md docs/*.md <<'EOF'
import pathlib, re, sys
out, needle, files = pathlib.Path(sys.argv[1]), sys.argv[2], sys.argv[3:]
for path in files:
    text = pathlib.Path(path).read_text(encoding="utf-8")
    for n, block in enumerate(re.findall(r"```ya?ml\n(.*?)```", text, re.S)):
        if re.search(needle, block, re.M):
            (out / f"{pathlib.Path(path).stem}-{n}.yaml").write_text(block.replace("↓", ""), encoding="utf-8")
EOF
}

seed() {
    local target=$1 dir=$2
    rm -rf "$dir" && mkdir -p "$dir"
    case $target in
        yaml)
            cp schemas/*.yaml "$dir/"
            find Tests/Fixtures -name '*.yaml' -exec sh -c 'cp "$1" "$2/$(echo "$1" | tr / _)"' _ {} "$dir" \;
            yaml_blocks "$dir" '^model:' ;;
        ckdb)
            find Tests/Fixtures -name '*.ckdb' -exec sh -c 'cp "$1" "$2/$(echo "$1" | tr / _)"' _ {} "$dir" \;
            for schema in schemas/*.yaml; do
                .build/debug/ckschema generate ckdb --file "$schema" > "$dir/generated-$(basename "$schema" .yaml).ckdb" 2>/dev/null || true
            done ;;
        xcdatamodel)
            find Tests/Fixtures -name contents -o -name .xccurrentversion | while read -r file; do
                cp "$file" "$dir/$(echo "$file" | tr '/ ' '__')"
            done ;;
        configuration)
            yaml_blocks "$dir" '^(rules|schemas|suppressions|state|migrations):'
            printf 'schemas: schemas\nrules: {unique_constraint: warning}\n' > "$dir/minimal.yaml" ;;
        swift)
            # Files over 64 KiB are left out: every execution would pay for their length.
            { find Tests/Fixtures ../shared/corpus/swiftdata -name '*.swift' -size -64k 2>/dev/null || true; } | while read -r file; do
                cp "$file" "$dir/$(echo "$file" | tr '/ ' '__')"
            done ;;
    esac
}

[ -x .build/debug/ckschema ] || swift build --product ckschema >&2
# Without this the Swift runtime prints its own backtrace of a crash first, which can take longer
# than -timeout: libFuzzer then reports a "timeout" with an empty file instead of the crashing input.
export SWIFT_BACKTRACE=enable=no
status=0
printf '%-14s %14s %8s %10s  %s\n' target executions seconds exec/s findings
for target in "${targets[@]}"; do
    name=$(binary "$target")
    corpus=$work/corpus/$target seeds=$work/seeds/$target artifacts=$work/artifacts/$target
    mkdir -p "$corpus" "$artifacts" "$work/logs"
    seed "$target" "$seeds"
    dictionary=()
    [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
    log=$work/logs/$target.log
    "$bin/$name" "${dictionary[@]}" "${budget[@]}" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$corpus" "$seeds" "Tests/Fixtures/fuzz-regressions/$target" >"$log" 2>&1 || true
    executed=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    findings=$(find "$artifacts" -type f | wc -l)
    rate=$(( ${took:-0} > 0 ? ${executed:-0} / took : 0 ))
    printf '%-14s %14s %8s %10s  %s\n' "$target" "${executed:-?}" "${took:-?}" "$rate" "$findings"
    if [ "$findings" -gt 0 ]; then
        status=1
        find "$artifacts" -type f | sed 's/^/  reproduce: '"${bin//\//\\/}\/$name"' /' >&2
    fi
done
exit $status
