#!/usr/bin/env bash
# long-search-sample.sh - how many of a template's generated robot puzzles have their par proven,
# each by `loopling-gen bots --code CODE --json --long-nodes N`: the game's long search with a
# budget of its own. One JSON line a puzzle is appended to RECORD, so a sample can run over several
# sittings; then what the record adds up to.
#
#   tools/long-search-sample.sh TEMPLATE SEED COUNT RECORD [--size S] [--long-nodes N] [--jobs J]
#                               [--gen BINARY] [--summary]
#
# The puzzles are `loopling-gen bots --template TEMPLATE --seed SEED --count COUNT [--size S]`'s; each one
# RECORD has no line for is searched, J at a time (default 1: one a core), with N nodes (default
# 100,000 million: about an hour of a core at most). --summary only adds up. BINARY defaults to
# build/release/loopling-gen. It prints a line a puzzle (its code, the long search's result, nodes
# and seconds) and then, for example,
#   "long_function seed 8: 8 of 8 searched; par proven for 7, too high for 0, unsettled 1"
# Exit 0 when every puzzle is in RECORD, 1 when some are not (a search failed), 2 on a bad option
# or a RECORD whose lines are not loopling-gen bots --code JSON.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
gen="$root/build/release/loopling-gen" nodes=100000000000 jobs=1 summary=0 size=()
say() { echo "long-search-sample: $*" >&2; }
[ $# -ge 4 ] || {
  say "usage: tools/long-search-sample.sh TEMPLATE SEED COUNT RECORD [--size S] [--long-nodes N] [--jobs J] [--gen BINARY] [--summary]"
  exit 2
}
template="$1" seed="$2" count="$3" record="$4"
shift 4
while [ $# -gt 0 ]; do
  case "$1" in
    --long-nodes) nodes="${2:-}"; shift 2 ;;
    --jobs) jobs="${2:-}"; shift 2 ;;
    --size) size=(--size "${2:-}"); shift 2 ;;
    --gen) gen="${2:-}"; shift 2 ;;
    --summary) summary=1; shift ;;
    *) say "unknown option '$1'"; exit 2 ;;
  esac
done
for n in "$seed" "$count" "$nodes" "$jobs"; do
  case "$n" in ''|*[!0-9]*) say "SEED, COUNT, --long-nodes and --jobs must be whole numbers, not '$n'"; exit 2 ;; esac
done
[ "$count" -ge 1 ] && [ "$jobs" -ge 1 ] || { say "COUNT and --jobs must be 1 or more"; exit 2; }
[ -f "$template" ] || { say "$template: no such template file"; exit 2; }
command -v jq >/dev/null || { say "needs jq"; exit 2; }
touch "$record" || exit 2
if [ -s "$record" ] && ! jq -e -s 'all(.[]; .puzzles[0].share_code | type == "string")' "$record" >/dev/null 2>&1; then
  say "$record: not JSON lines of loopling-gen bots --code CODE --json"; exit 2
fi

made="$("$gen" bots --template "$template" --seed "$seed" --count "$count" "${size[@]}" --json 2>/dev/null)"
codes="$(echo "$made" | jq -r '.puzzles[].share_code' 2>/dev/null)"
name="$(echo "$made" | jq -r '.template' 2>/dev/null)"
[ "$(echo "$codes" | grep -c .)" = "$count" ] || {
  say "$template: loopling-gen bots made fewer than $count puzzles at seed $seed"; exit 2
}
searched() { jq -r '.puzzles[0].share_code' "$record"; }

if [ "$summary" = 0 ]; then
  todo="$(echo "$codes" | grep -vxF -f <(searched; echo "-") || true)"
  # One search a job; a line is appended whole (under a lock), so jobs may share RECORD.
  export gen nodes record
  echo "$todo" | grep . | xargs -r -P "$jobs" -I{} bash -c '
    line="$("$gen" bots --code "$1" --json --long-nodes "$nodes" 2>/dev/null | jq -c . 2>/dev/null)"
    if [ -z "$line" ]; then echo "long-search-sample: $1: loopling-gen bots failed" >&2; exit 0; fi
    ( flock 9 && echo "$line" >&9 ) 9>>"$record"
    echo "$line" | jq -r ".puzzles[0] | \"long-search-sample: \(.share_code): \(.par_long_result // .par_result)\"" >&2
  ' _ {}
fi

# A line a puzzle, in the template's order, then the sums.
echo "$codes" | while read -r code; do
  jq -r --arg c "$code" 'select(.puzzles[0].share_code == $c) | .puzzles[0]
    | "\(.share_code)  par \(.par)  \(if .par_proven then "proven by the label"
        else "\(.par_long_result), \(.par_long_nodes) nodes, \(.par_long_ms / 1000 | floor) s" end)"' "$record" | head -1
done
jq -s -r --arg name "$name" --arg seed "$seed" --argjson n "$count" --arg codes "$codes" '
  ($codes | split("\n")) as $want
  | [.[] | .puzzles[0] | select(.share_code as $c | $want | index($c))] | unique_by(.share_code)
  | "\($name) seed \($seed): \(length) of \($n) searched; par proven for \(map(select(.par_proven_after_long)) | length), too high for \(map(select(.par_result == "shorter" or .par_long_result == "shorter")) | length), unsettled \(map(select(.par_result == "gave up" and .par_long_result == "gave up")) | length)"' "$record"
[ "$(jq -s --arg codes "$codes" '($codes | split("\n")) as $w | [.[] | .puzzles[0].share_code | select(. as $c | $w | index($c))] | unique | length' "$record")" = "$count" ]
