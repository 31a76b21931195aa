#!/usr/bin/env bash
# prove-in-parts.sh - a robot level's par proven in parts, over as many runs, cores or days as
# it takes: `loopling-gen par LEVEL --part I --parts N` for each part not yet in RECORD, one JSON
# line a part appended to RECORD, then what the parts recorded add up to.
#
#   tools/prove-in-parts.sh LEVEL N RECORD [--first I] [--last J] [--one-pass] [--gen BINARY] [--summary]
#
# Parts I to J (default 1 to N) that RECORD has no line for are searched in turn, with the search
# version RECORD's lines were made with (the shares depend on it; the newest for a new RECORD) and
# the long search's bounds (every reachable world up to 12,000,000, nodes up to 100,000 million a
# part). Two runs at once (two cores) take different --first/--last and may share RECORD.
# --one-pass searches each part's share of the last command count only (`loopling-gen par
# --one-pass`: about an eighth fewer nodes; a record may hold parts searched either way, since a
# part's one pass is its share of the last count's search, which the other way also searches).
# --summary only adds up. BINARY defaults to build/release/loopling-gen. The summary:
#   "par 19 proven: all 16 parts searched every program below it" (exit 0),
#   "par 19 too high: part 3 found a program of 18 commands" (exit 1, the program on stderr),
#   "7 of 16 parts searched, none found a shorter program; parts left: 2 3 ..." (exit 1).
# A part that gives up (100,000 million nodes) stops the run (exit 1): begin again with more parts.
# Exit 2 on a bad option or a RECORD whose lines are for another level or another N.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
gen="$root/build/release/loopling-gen" first=1 last="" summary=0 one_pass=0
say() { echo "prove-in-parts: $*" >&2; }
[ $# -ge 3 ] || { say "usage: tools/prove-in-parts.sh LEVEL N RECORD [--first I] [--last J] [--one-pass] [--gen BINARY] [--summary]"; exit 2; }
level="$1" parts="$2" record="$3"
shift 3
while [ $# -gt 0 ]; do
  case "$1" in
    --first) first="${2:-}"; shift 2 ;;
    --last) last="${2:-}"; shift 2 ;;
    --gen) gen="${2:-}"; shift 2 ;;
    --summary) summary=1; shift ;;
    --one-pass) one_pass=1; shift ;;
    *) say "unknown option '$1'"; exit 2 ;;
  esac
done
[ -n "$last" ] || last="$parts"
for n in "$parts" "$first" "$last"; do
  case "$n" in ''|*[!0-9]*) say "N, --first and --last must be whole numbers, not '$n'"; exit 2 ;; esac
done
[ "$parts" -ge 2 ] && [ "$first" -ge 1 ] && [ "$first" -le "$last" ] && [ "$last" -le "$parts" ] ||
  { say "parts must be 2 or more, and 1 <= --first <= --last <= N"; exit 2; }
[ -f "$level" ] || { say "$level: no such level file"; exit 2; }
command -v jq >/dev/null || { say "needs jq"; exit 2; }
touch "$record" || exit 2

# A record holds one level's parts, of one N and one search version.
version=""
if [ -s "$record" ]; then
  if ! jq -e . "$record" >/dev/null 2>&1; then say "$record: not JSON lines of loopling-gen par"; exit 2; fi
  if [ "$(jq -s --arg f "$(basename "$level")" --argjson n "$parts" \
        'all(.[]; (.file | split("/") | last) == $f and .parts == $n)' "$record")" != true ]; then
    say "$record: its lines are for another level file or another number of parts"; exit 2
  fi
  version="$(jq -s -r '[.[].search_version] | unique | if length == 1 then .[0] else "mixed" end' "$record")"
  [ "$version" != mixed ] || { say "$record: its parts were searched with different search versions"; exit 2; }
fi

done_parts() { jq -r '.part' "$record" 2>/dev/null | sort -n | uniq; }
if [ "$summary" = 0 ]; then
  for i in $(seq "$first" "$last"); do
    done_parts | grep -qx "$i" && continue
    # A part that found a shorter program settles the level: no need to search on.
    if [ -s "$record" ] && jq -e -s 'any(.[]; .result == "shorter")' "$record" >/dev/null; then break; fi
    args=(par "$level" --json --part "$i" --parts "$parts" --max-nodes 100000000000 --bound-worlds 12000000)
    [ -z "$version" ] || args+=(--search-version "$version")
    [ "$one_pass" = 0 ] || args+=(--one-pass)
    line="$("$gen" "${args[@]}" 2>/dev/null)"
    rc=$?
    if [ "$rc" -ge 2 ] || ! echo "$line" | jq -e .part >/dev/null 2>&1; then
      say "part $i: loopling-gen par failed (exit $rc)"; exit 2
    fi
    echo "$line" | jq -c . >>"$record"
    [ -n "$version" ] || version="$(echo "$line" | jq -r .search_version)"
    say "part $i of $parts: $(echo "$line" | jq -r '"\(.result), \(.nodes) nodes, \(.prove_ms / 1000 | floor) s"')"
    if [ "$(echo "$line" | jq -r .result)" = "gave up" ]; then
      say "part $i gave up after 100,000 million nodes: begin a new record with more parts"; exit 1
    fi
  done
fi

jq -s -r --argjson n "$parts" '
  (map(select(.result == "shorter")) | first) as $s
  | (map(select(.result == "proven") | .part) | unique) as $ok
  | (.[0].par // "?") as $par
  | if $s then "par \($par) too high: part \($s.part) found a program of \($s.shorter_commands) commands"
    elif ($ok | length) == $n then "par \($par) proven: all \($n) parts searched every program below it"
    else "\($ok | length) of \($n) parts searched, none found a shorter program; parts left: \([range(1; $n + 1)] - $ok | map(tostring) | join(" "))"
    end' "$record"
if jq -e -s 'any(.[]; .result == "shorter")' "$record" >/dev/null 2>&1; then
  jq -s -r 'map(select(.result == "shorter")) | first | .shorter_program' "$record" >&2
  exit 1
fi
[ "$(jq -s --argjson n "$parts" '[.[] | select(.result == "proven") | .part] | unique | length == $n' "$record")" = true ]
