#!/usr/bin/env bash
# run.sh - build the language fuzzer and run it on a copy of the seed corpus
# (tests/fuzz/corpus/lang), so the fuzzer's finds don't land in the repo unasked.
# Usage: tests/fuzz/run.sh [EXECUTIONS] (default 10000000). Extra libFuzzer flags may follow.
# A crash, leak, sanitizer report, hang (> 5 s) or memory blowup (> 1 GiB) stops the run with a
# crash-*/timeout-*/oom-* file in build/fuzz/artifacts; the last line printed is libFuzzer's
# final stats line.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-10000000}"
shift || true
out="$root/build/fuzz"
"$root/tests/fuzz/build.sh" "$out"
rm -rf "$out/corpus"
mkdir -p "$out/corpus" "$out/artifacts"
cp "$root"/tests/fuzz/corpus/lang/* "$out/corpus/"
set +e
"$out/fuzz_lang" -runs="$runs" -dict="$root/tests/fuzz/lang.dict" -timeout=5 -rss_limit_mb=1024 \
    -print_final_stats=1 -artifact_prefix="$out/artifacts/" "$@" "$out/corpus" 2>&1 | tee "$out/run.log"
status=${PIPESTATUS[0]}
set -e
# libFuzzer's final stats: stat::number_of_executed_units, exec/s, coverage (cov:, ft:)
grep -E '^(#[0-9]+[[:space:]]+DONE|stat::)' "$out/run.log" || true
exit "$status"
