#!/usr/bin/env bash
# campaign.sh - run fuzz targets one after the other (tests/fuzz/run.sh each: a fresh copy of its
# corpus, its dictionary, -timeout=5 -rss_limit_mb=1024) and print a markdown table of how each
# went: executions, executions per second, coverage (libFuzzer's cov: edges and ft: features),
# corpus size at the end, and findings (crash-, leak-, timeout- and oom- artifacts in
# build/fuzz/artifacts/TARGET/, or a run that failed without one).
# Usage: tests/fuzz/campaign.sh [--runs N] [--max-seconds S] [TARGET...]
#   default: every target, each until 10,000,000 executions or 7200 seconds, whichever comes first.
# Exits 1 when any target has findings. The table is also written to build/fuzz/campaign.md, each
# target's whole output to build/fuzz/logs/TARGET.log. One fuzzer runs at a time.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${FUZZ_OUT:-$root/build/fuzz}"
runs=10000000
seconds=7200
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --max-seconds) seconds="$2"; shift 2 ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    -*) echo "campaign.sh: unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
    esac
done
if [ ${#targets[@]} -eq 0 ]; then
    for f in "$root"/tests/fuzz/fuzz_*.c; do
        t="$(basename "$f" .c)"
        targets+=("${t#fuzz_}")
    done
fi
"$root/tests/fuzz/build.sh" "${targets[@]}" >&2

stat_of() { # stat_of LOG NAME: libFuzzer's final stat::NAME
    grep -E "^stat::$2:" "$1" | tail -1 | awk '{print $2}'
}
table="| target | executions | exec/s | coverage (cov / ft) | corpus size | findings |
|---|---:|---:|---|---:|---|"
failed=0
for t in "${targets[@]}"; do
    echo "campaign: $t ($runs executions or $seconds s)" >&2
    status=0
    "$root/tests/fuzz/run.sh" "$t" "$runs" -max_total_time="$seconds" >/dev/null 2>&1 || status=$?
    log="$out/logs/$t.log"
    execs="$(stat_of "$log" number_of_executed_units)"
    rate="$(stat_of "$log" average_exec_per_sec)"
    last="$(grep -E '^#[0-9]+[[:space:]].*cov: ' "$log" | tail -1 || true)"
    cov="$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")"
    ft="$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")"
    corpus="$out/corpus/$t"
    files="$(find "$corpus" -type f 2>/dev/null | wc -l)"
    kib="$(du -sk "$corpus" 2>/dev/null | cut -f1)"
    found="$(find "$out/artifacts/$t" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) \
        -printf '%f\n' 2>/dev/null | sort | tr '\n' ' ')"
    if [ -n "$found" ]; then
        failed=1
        findings="$(wc -w <<<"$found"): ${found% } (build/fuzz/artifacts/$t/)"
    elif [ "$status" -ne 0 ]; then
        failed=1
        findings="the run failed (exit $status): see build/fuzz/logs/$t.log"
    else
        findings="none"
    fi
    table+="
| $t | ${execs:-?} | ${rate:-?} | ${cov:-?} / ${ft:-?} | $files files, ${kib:-0} KiB | $findings |"
done
mkdir -p "$out"
printf '%s\n' "$table" | tee "$out/campaign.md"
exit "$failed"
