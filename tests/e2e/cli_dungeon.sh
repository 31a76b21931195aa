#!/usr/bin/env bash
# loopling-gen dungeon (paper 002): one dungeon's JSON (its certificate, puzzles with their codes,
# the layout anyone can re-check, the map), --out written as a level that verify re-certifies and
# refuses once broken, --code opening the same level, the same seed giving the same JSON in the
# debug and the release build, the sweep of every shipped flowchart and option combination
# (10,000 seeds each on the release build) with 0 overlaps, 0 unreachable rooms and 0 keys behind
# their door, puzzles certified by their own modes, --png and --range pictures, and broken or
# hostile flowcharts refused with file:line and exit 2.
source "$(dirname "$0")/lib.bash"
G="$LOOPLING_GEN"
R="${RELEASE_GEN:-}"
[ -n "$R" ] && [ -x "$R" ] || R=""

expect_exit 0 "one dungeon as JSON" "$G" dungeon --flowchart clockwork_castle.lua --seed 4 --json --out "$TMP/a.level" --png "$TMP/a.png"
cp "$TMP/out" "$TMP/one.json"
for k in seed flowchart share_code options rooms main_path side_rooms corridors keys puzzles overlaps \
         unreachable_rooms keys_before_locks verified attempts linearity backtracking density corridor_share \
         gen_ms layout_ms puzzle_ms layout map; do
  check "one-dungeon JSON has $k" jq -e "has(\"$k\")" "$TMP/one.json"
done
check "certified: no overlap, every room reached, keys before their locks" \
  jq -e '.verified and .overlaps == 0 and .unreachable_rooms == 0 and .keys_before_locks and .mission_realised' "$TMP/one.json"
check "the layout: a rectangle and doors for every room" \
  jq -e '(.layout.rooms | length) == .rooms and all(.layout.rooms[]; has("x") and has("y") and has("w") and has("h") and has("main") and (.doors | length) >= 1)' "$TMP/one.json"
check "every door leads to a room, locks name keys, gates are flags" \
  jq -e '[.keys[].key] as $k | all(.layout.rooms[].doors[]; .to >= 0 and (.lock == null or (.lock as $l | $k | index($l) != null)) and (.gate | type) == "boolean")' "$TMP/one.json"
check "every puzzle verified by its mode, with its mode's code" \
  jq -e '(.puzzles | length) >= 2 and all(.puzzles[]; .verified and (.code | test("^(TC|BT|MJ)")))' "$TMP/one.json"
check "the map is the dungeon's size" jq -e '(.map | length) == .height and all(.map[]; length == $w)' --argjson w "$(jq .width "$TMP/one.json")" "$TMP/one.json"
check "a code for a shipped flowchart" jq -e '.share_code | test("^DG")' "$TMP/one.json"
check "--png wrote a picture" "$PNG_PROBE" "$TMP/a.png"

expect_exit 0 "verify re-certifies the written level" "$G" verify "$TMP/a.level" --json
check "verify says verified" jq -e '.verified == true and .puzzles_unverified == 0' "$TMP/out"
sed 's/>/./' "$TMP/a.level" >"$TMP/no_stairs.level"
expect_exit 1 "a level with its stairs taken away does not verify" "$G" verify "$TMP/no_stairs.level" --json
check "... because the stairs cannot be reached" jq -e '.verified == false and .exit_reached == false' "$TMP/out"
code="$(jq -r .share_code "$TMP/one.json")"
expect_exit 0 "--code opens it" "$G" dungeon --code "$code" --out "$TMP/b.level"
check "the code opens the same level, byte for byte" cmp "$TMP/a.level" "$TMP/b.level"
expect_exit 2 "a code with a typo" "$G" dungeon --code "DG1W-1000-0002"
check "... says so" grep -q "typo" "$TMP/err"

strip() { jq -S 'del(.gen_ms, .layout_ms, .puzzle_ms)' "$1"; }

# Generator versions: 3 (the default) makes its robot rooms with robot generator 6 and May's rooms
# with May's generator 5; 2 its toy-car and robot rooms with their generator 2, the toy-car rooms'
# pars proven; a DG1 code still opens version 1's dungeon, its rooms TC1/BT1; the layout is the
# same in all three, May's rooms the same in 1 and 2; a version this build does not make is refused.
check "the default is generator 3" jq -e '.generator_version == 3 and (.share_code | startswith("DG3"))' "$TMP/one.json"
"$G" dungeon --flowchart long_quest.lua --seed 5 --json >"$TMP/v3.json" 2>/dev/null
"$G" dungeon --flowchart long_quest.lua --seed 5 --gen-version 2 --json >"$TMP/v2.json" 2>/dev/null
"$G" dungeon --flowchart long_quest.lua --seed 5 --gen-version 1 --json >"$TMP/v1.json" 2>/dev/null
check "version 3's rooms are TC2, BT6 and MJ5 (a lesson aside)" \
  jq -e '[.puzzles[].code | select(test("^(TC|BT|MJ[0-9])"))] | length >= 5 and all(test("^(TC2|BT6|MJ5)"))' "$TMP/v3.json"
check "--gen-version 2: a DG2 dungeon, its toy-car and robot rooms TC2/BT2, May's MJ2" \
  jq -e '.generator_version == 2 and (.share_code | startswith("DG2")) and ([.puzzles[].code | select(test("^(TC|BT|MJ[0-9])"))] | length >= 5 and all(test("^(TC2|BT2|MJ2)")))' "$TMP/v2.json"
check "--gen-version 1: a DG1 dungeon, its rooms TC1/BT1" \
  jq -e '.generator_version == 1 and (.share_code | startswith("DG1")) and ([.puzzles[].code | select(test("^(TC|BT)"))] | all(test("^(TC1|BT1)")))' "$TMP/v1.json"
check "the same layout in every version" \
  cmp <(jq -c '[.layout, .map]' "$TMP/v1.json") <(jq -c '[.layout, .map]' "$TMP/v3.json")
check "the same layout and May's rooms in versions 1 and 2" \
  cmp <(jq -c '[.layout, .map, [.puzzles[].code | select(startswith("MJ"))]]' "$TMP/v1.json") \
      <(jq -c '[.layout, .map, [.puzzles[].code | select(startswith("MJ"))]]' "$TMP/v2.json")
for f in first_visit clockwork_castle long_quest; do
  for seed in 1 2; do
    "$G" dungeon --flowchart $f.lua --seed $seed --json >"$TMP/d.json" 2>/dev/null
    for tc in $(jq -r '.puzzles[].code | select(startswith("TC"))' "$TMP/d.json"); do
      "$G" toycar --code "$tc" --json >"$TMP/tc.json" 2>/dev/null
      check "$f seed $seed: room $tc's par is proven" jq -e '.par_proven == true' "$TMP/tc.json"
    done
  done
done
v1code="$(jq -r .share_code "$TMP/v1.json")"
expect_exit 0 "a DG1 code opens" "$G" dungeon --code "$v1code" --json
check "... version 1's dungeon, the same as --gen-version 1 made" cmp <(strip "$TMP/out") <(strip "$TMP/v1.json")
expect_exit 0 "the golden DG1 code opens" "$G" dungeon --code DG1M-0G00-0001 --json
check "... with TC1/BT1 rooms" jq -e '.generator_version == 1 and ([.puzzles[].code | select(test("^(TC|BT)"))] | length >= 2 and all(test("^(TC1|BT1)")))' "$TMP/out"
expect_exit 2 "--gen-version 4 refused" "$G" dungeon --flowchart first_visit.lua --seed 1 --gen-version 4
expect_exit 2 "--gen-version with --code" "$G" dungeon --code DG1M-0G00-0001 --gen-version 1
expect_exit 2 "a DG4 code refused" "$G" dungeon --code DG44-0G00-0001
check "... in words, naming the generator" grep -q "dungeon generator 4" "$TMP/err"

"$G" dungeon --flowchart clockwork_castle.lua --seed 4 --json >"$TMP/again.json" 2>/dev/null
check "the same seed gives the same dungeon" cmp <(strip "$TMP/one.json") <(strip "$TMP/again.json")
if [ -n "$R" ]; then
  for f in first_visit clockwork_castle long_quest; do
    for seed in 1 2 3; do
      "$G" dungeon --flowchart $f.lua --seed $seed --json >"$TMP/d.json" 2>/dev/null
      "$R" dungeon --flowchart $f.lua --seed $seed --json >"$TMP/r.json" 2>/dev/null
      check "$f seed $seed: the same JSON in the debug and the release build" cmp <(strip "$TMP/d.json") <(strip "$TMP/r.json")
    done
  done
else
  echo "# RELEASE_GEN not set: debug-vs-release comparison runs from ./test.sh"
fi

# The sweep: every shipped flowchart, every combination of its model options.
runs=10000 puzzle_runs=60 gen="$R"
[ -n "$gen" ] || { gen="$G"; runs=200; puzzle_runs=10; }
for f in first_visit clockwork_castle long_quest; do
  "$gen" dungeon --flowchart $f.lua --seed 1 --runs $runs --all-options --no-puzzles --json >"$TMP/s.json" 2>/dev/null || true
  check "$f: $runs seeds x every option combination, all certified" \
    jq -e '.combinations_run >= 1 and all(.combinations[]; .runs == '$runs' and .verified_rate == 1)' "$TMP/s.json"
  check "$f: 0 overlaps, 0 unreachable rooms, 0 keys behind their door, 0 rooms cut" \
    jq -e 'all(.combinations[]; .overlaps_total == 0 and .unreachable_total == 0 and .keys_behind_locks_total == 0 and .rooms_cut_total == 0)' "$TMP/s.json"
  check "$f: at least 99% distinct layouts" jq -e 'all(.combinations[]; .distinct_layouts >= .runs * 0.99)' "$TMP/s.json"
  jq -c '.combinations[] | {options, attempts_mean, attempts_max, layout_ms_mean, layout_ms_p99}' "$TMP/s.json"
  "$gen" dungeon --flowchart $f.lua --seed 1 --runs $puzzle_runs --json >"$TMP/p.json" 2>/dev/null || true
  check "$f: $puzzle_runs whole dungeons, every puzzle certified by its mode, no fallback" \
    jq -e '.verified_rate == 1 and .puzzles_unverified_total == 0 and .lesson_fallbacks == 0' "$TMP/p.json"
done
expect_exit 0 "--range draws the expressive range" "$G" dungeon --flowchart first_visit.lua --seed 1 --runs 100 --no-puzzles --range "$TMP/range.png"
check "the range picture exists" "$PNG_PROBE" "$TMP/range.png"

# Broken and hostile flowcharts: file:line: reason, exit 2.
bad() { # bad NAME LUA WORDS
  printf '%s\n' "$2" >"$TMP/$1.lua"
  expect_exit 2 "$1 refused" "$G" dungeon --flowchart "$TMP/$1.lua" --seed 1
  check "$1: file:line: $3" grep -q "$1.lua:[0-9]*:.*$3" "$TMP/err"
}
bad unknown_room 'dungeon = { room_count = {2, 4}, flow = { action { "enter", rooms = { "ballroom" } } } }' "ballroom"
bad no_key 'dungeon = { room_count = {2, 6}, flow = { action { "enter", rooms = { "gatehouse" } }, action { "vault", rooms = { "vault_gate" }, needs = "red" }, action { "leave", rooms = { "stairs_down" } } } }' "red"
bad endless 'while true do end' "ran too long"
bad memory 'local t = {} for i = 1, 1e9 do t[i] = i end' "memory"
bad cannot_fit 'dungeon = { room_count = {30, 32}, flow = { action { "enter", rooms = { "gatehouse" } }, action { "leave", rooms = { "stairs_down" } } } }' "room"
expect_exit 2 "a flowchart that does not exist" "$G" dungeon --flowchart "$TMP/none.lua" --seed 1
expect_exit 2 "--png with --runs" "$G" dungeon --flowchart first_visit.lua --seed 1 --runs 3 --png "$TMP/x.png"
expect_exit 2 "--code with --seed" "$G" dungeon --code "$code" --seed 3
expect_exit 2 "--model with an unknown key" "$G" dungeon --flowchart first_visit.lua --seed 1 --model robot.size=3
expect_exit 2 "--option that the flowchart does not have" "$G" dungeon --flowchart first_visit.lua --seed 1 --option nope=yes
finish
