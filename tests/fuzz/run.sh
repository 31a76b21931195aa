#!/usr/bin/env bash
# run.sh - build one libFuzzer target and run it for real on a copy of its seed corpus
# (tests/fuzz/corpus/TARGET, copied to build/fuzz/corpus/TARGET, so the fuzzer's finds don't land
# in the repo unasked), with its dictionary (tests/fuzz/TARGET.dict) when it has one.
# Usage: tests/fuzz/run.sh TARGET [EXECUTIONS] [libFuzzer flags...]   (EXECUTIONS default 10000000)
# e.g.   tests/fuzz/run.sh save 2000000 -max_total_time=240
# A crash, leak, sanitizer report, failed check, hang (> 5 s) or memory blowup (> 1 GiB) stops the
# run with a crash-*/leak-*/timeout-*/oom-* file in build/fuzz/artifacts/TARGET/ (emptied first);
# the whole output is in build/fuzz/logs/TARGET.log. The last lines printed are libFuzzer's final
# stats: executions, executions per second, coverage (cov: edges, ft: features), corpus size.
# The fuzzer runs in tests/fuzz (a `paste` line of the script target reads files from there).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
[ $# -ge 1 ] || { echo "usage: tests/fuzz/run.sh TARGET [EXECUTIONS] [libFuzzer flags...]" >&2; exit 2; }
target="$1"
shift
runs="${1:-10000000}"
[ $# -ge 1 ] && shift
out="${FUZZ_OUT:-$root/build/fuzz}"
"$root/tests/fuzz/build.sh" "$target"
corpus="$out/corpus/$target"
artifacts="$out/artifacts/$target"
log="$out/logs/$target.log"
rm -rf "$corpus" "$artifacts"
mkdir -p "$corpus" "$artifacts" "$out/logs"
if [ -d "$root/tests/fuzz/corpus/$target" ]; then
    find "$root/tests/fuzz/corpus/$target" -maxdepth 1 -type f -exec cp {} "$corpus/" \;
fi
flags=(-runs="$runs" -timeout=5 -rss_limit_mb=1024 -print_final_stats=1 -artifact_prefix="$artifacts/")
[ -f "$root/tests/fuzz/$target.dict" ] && flags+=(-dict="$root/tests/fuzz/$target.dict")
cd "$root/tests/fuzz"
set +e
"$out/fuzz_$target" "${flags[@]}" "$@" "$corpus" >"$log" 2>&1
status=$?
set -e
# What went wrong, when something did (the sanitizer's or check()'s report and the input's name).
if [ "$status" -ne 0 ]; then
    grep -E 'ERROR|check failed|SUMMARY|Test unit written|artifact_prefix|==[0-9]+==' "$log" | head -20 || true
fi
# libFuzzer's final stats: the last status line (cov:, ft:, corp:) and the stat:: lines
grep -E '^#[0-9]+[[:space:]]+(DONE|INITED|NEW|REDUCE|pulse|RELOAD)' "$log" | tail -1 || true
grep -E '^stat::' "$log" || true
echo "corpus: $(find "$corpus" -type f | wc -l) files in $corpus; findings: $(find "$artifacts" -type f | wc -l) in $artifacts"
exit "$status"
