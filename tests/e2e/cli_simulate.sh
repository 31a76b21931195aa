#!/usr/bin/env bash
# loopling-gen simulate: simulated pupils through the real generators, player models and result
# rules. A pupil who always gives up meets the easiest robot puzzle of every shipped template (and
# of a class's template list) and the easiest May's room within 5 puzzles, each give-up a step
# easier at once; one who always solves climbs in every mode; a pupil of fixed skill settles
# within one step of it by puzzle 10 from below and from above (--start, --sweep), in every mode
# and robot template (their figures, $SHOTS/simulate_*.png, are the docs'); the same seed gives
# the same JSON; codes reopen the puzzles; bad flags exit 2 with words.
source "$(dirname "$0")/lib.bash"
sim() { "$LOOPLING_GEN" simulate "$@"; }
# The robot's, the toy car's and the dungeon's sweeps make a few hundred puzzles (robot: each with
# its par label; a dungeon: its rooms' puzzles): about ten times slower under the sanitizers, so
# they run on the release build where ./test.sh made one (the other runs put simulate itself
# through the sanitizers, the dungeon's three below the sweep included).
simr() { "$(fast_gen)" simulate "$@"; }
FAST="$SRC/scripts/difficulty/fast_class.lua"

# Every shipped template, with the default settings and with a class whose list is the function templates.
for f in "$SRC"/scripts/templates/*.template; do
  t="$(basename "$f" .template)"
  for cfg in "" "$FAST"; do
    what="$t${cfg:+ (fast_class)}"
    expect_exit 0 "$what: gives-up pupil" sim --mode bots --pupil gives-up --template "$t" ${cfg:+--config "$cfg"} --puzzles 5 --json
    check "$what: the easiest puzzle within 5" jq -e '.easiest != null and .easiest <= 5 and .puzzles[4].difficulty == 0' "$TMP/out"
    check "$what: never harder after a give-up" jq -e '[.puzzles[].difficulty] as $d | all(range(1; 5); $d[.] <= $d[. - 1])' "$TMP/out"
  done
  # The climb passes the sizes whose labels search longest (a second or more a puzzle under the
  # sanitizers): the release build plays it; the sanitized one plays every other run here.
  expect_exit 0 "$t: always-solves pupil" simr --mode bots --pupil always-solves --template "$t" --puzzles 10 --json
  check "$t: climbs from the second puzzle on" jq -e '.puzzles[1].difficulty > .puzzles[0].difficulty and .puzzles[9].difficulty > .puzzles[0].difficulty' "$TMP/out"
  check "$t: sizes from the template's smallest" jq -e 'all(.puzzles[]; .size == .difficulty + $s)' --argjson s "$(jq .smallest_size "$TMP/out")" "$TMP/out"
done

# After the lessons (no --template): the last lesson's function template, near its size.
expect_exit 0 "bots after the lessons" sim --mode bots --pupil always-solves --puzzles 10 --json
cp "$TMP/out" "$TMP/bots.json"
check "JSON has the contract's keys" jq -e 'has("mode") and has("pupil") and has("seed") and has("puzzles") and has("easiest")
  and (.puzzles | length) == 10 and all(.puzzles[]; has("n") and has("difficulty") and has("outcome") and has("tries")
  and has("code") and has("model"))' "$TMP/bots.json"
check "the last lesson leads to short_function, one step above its smallest" jq -e '.template == "short_function" and .puzzles[0].difficulty <= 1' "$TMP/bots.json"
check "always-solves: every puzzle solved in one try" jq -e 'all(.puzzles[]; .outcome == "solved" and .tries == 1)' "$TMP/bots.json"
check "the robot model after each puzzle" jq -e 'all(.puzzles[]; .model.size >= 3 and .model.size <= 12)' "$TMP/bots.json"
code="$(jq -r '.puzzles[3].code' "$TMP/bots.json")"
expect_exit 0 "a simulated puzzle's code reopens it" "$LOOPLING_GEN" bots --code "$code" --json
check "... at its size and par" jq -e --argjson p "$(jq '.puzzles[3]' "$TMP/bots.json")" '.size == $p.size and .puzzles[0].par == $p.par' "$TMP/out"
check "... and the par label the pupil saw" jq -e --argjson p "$(jq '.puzzles[3]' "$TMP/bots.json")" '.puzzles[0].par_proven == $p.par_proven' "$TMP/out"
# Each robot puzzle says whether the game called its par proven: a pupil of skill 1 on short_loop
# stays at sizes 4-6, whose pars the label proves.
expect_exit 0 "short_loop, skill 1" simr --mode bots --template short_loop --pupil skill=1 --puzzles 8 --json
check "... every par a pupil of skill 1 meets is proven" jq -e 'all(.puzzles[]; .par_proven == true and .size <= 6)' "$TMP/out"

# A class starting high: each give-up one size smaller at once (the give-up counts before the next
# size is chosen), down to the template's smallest.
printf 'settings = { bots = { start_size = 9 }, mays = { start_step = 7 } }\n' >"$TMP/high.lua"
printf 'settings = { toycar = { population = 40, generations = 40 } }\n' >"$TMP/fastga.lua"
expect_exit 0 "bots from size 9" sim --mode bots --pupil gives-up --template long_loop --config "$TMP/high.lua" --puzzles 5 --json
check "long_loop: 9, 8, 7, 6 then its smallest" jq -e '[.puzzles[].size] == [9,8,7,6,6]' "$TMP/out"
expect_exit 0 "mays from step 7" sim --mode mays --pupil gives-up --config "$TMP/high.lua" --puzzles 8 --json
check "mays: a step down after every give-up" jq -e '[.puzzles[].difficulty] == [6,5,4,3,2,1,0,0]' "$TMP/out"

# May's Journey with the shipped grammar, the default settings and the fast class.
for cfg in "" "$FAST"; do
  what="mays${cfg:+ (fast_class)}"
  expect_exit 0 "$what: gives-up pupil" sim --mode mays --pupil gives-up ${cfg:+--config "$cfg"} --puzzles 5 --json
  check "$what: the easiest room within 5" jq -e '.easiest != null and .easiest <= 5 and .puzzles[4].difficulty == 0' "$TMP/out"
done
expect_exit 0 "mays: always-solves" sim --mode mays --pupil always-solves --puzzles 10 --json
cp "$TMP/out" "$TMP/mays.json"
check "mays: climbs" jq -e '.puzzles[9].difficulty > .puzzles[0].difficulty and all(.puzzles[]; .model.step == .difficulty + 2 or .model.step == 10)' "$TMP/mays.json"
check "mays: share codes" jq -e 'all(.puzzles[]; .code | test("^MJ"))' "$TMP/mays.json"

# A pupil of fixed skill settles within one step of it within 10 puzzles.
for mode in bots mays; do
  expect_exit 0 "$mode: skill=3" sim --mode "$mode" --pupil skill=3 --puzzles 14 --json
  check "$mode: settles within 1 of skill 3 by puzzle 10" jq -e '.settled != null and .settled <= 10' "$TMP/out"
done

# --start N starts the model at step N of the ladder, as the class's start would: the robot's
# start_size (the template's smallest + N), May's start_step (N + 1); the top is the highest.
expect_exit 0 "bots --start 3" sim --mode bots --pupil gives-up --template long_loop --start 3 --puzzles 2 --json
check "long_loop from step 3: size 9, then 8" jq -e '.top == 6 and [.puzzles[].size] == [9,8] and .start == 3' "$TMP/out"
expect_exit 0 "bots --start the top" sim --mode bots --pupil always-solves --template long_loop --start 6 --puzzles 2 --json
check "long_loop from its top: size 12" jq -e '[.puzzles[].size] == [12,12]' "$TMP/out"
sim --mode mays --pupil skill=2 --config "$TMP/high.lua" --puzzles 8 --json 2>/dev/null >"$TMP/class.json"
expect_exit 0 "mays --start 6" sim --mode mays --pupil skill=2 --start 6 --puzzles 8 --json
check "mays: --start 6 is the class's start_step = 7 (the same rooms)" \
  test "$(jq -c '[.puzzles[].code]' "$TMP/out")" = "$(jq -c '[.puzzles[].code]' "$TMP/class.json")"
expect_exit 0 "toycar --start 4" sim --mode toycar --pupil gives-up --config "$TMP/fastga.lua" --start 4 --puzzles 1 --json
check "toycar from step 4: length 11 and 2 loops, as a quick solver had there" \
  jq -e '.top == 19 and .puzzles[0].length == 11 and .puzzles[0].loops == 2' "$TMP/out"

# From below and from above: pupils of several skills, each from the ladder's step 0 and from its
# top (--sweep), settle within one step of their skill by puzzle 10 (settled: the first puzzle
# from which every later one of the 16 stays within 1). The figures in the docs are these runs.
settles() { # settles WHAT FILE: every run settled by puzzle 10
  check "$1: every pupil settles within 1 of its skill by puzzle 10 ($(jq -c '[.runs[] | .settled]' "$2"))" \
    jq -e '(.runs | length) > 0 and all(.runs[]; .settled != null and .settled <= 10)' "$2"
}
for f in "$SRC"/scripts/templates/*.template; do
  t="$(basename "$f" .template)"
  expect_exit 0 "$t: skills 1 and 4 from both ends" simr --mode bots --template "$t" --sweep --skills 1,4 --puzzles 16 --json
  settles "$t" "$TMP/out"
done
expect_exit 0 "bots after the lessons: skills 1, 4, 8 from both ends" \
  simr --mode bots --sweep --skills 1,4,8 --puzzles 16 --json --figure "$SHOTS/simulate_bots.png"
settles "bots (short_function)" "$TMP/out"
check "... from below at 0, from above at the top" jq -e '.template == "short_function" and .top == 9
  and all(.runs[]; .start_difficulty == (if .from == "below" then 0 else 9 end))' "$TMP/out"
check "... its figure" test -s "$SHOTS/simulate_bots.png"
expect_exit 0 "mays: skills 1, 4, 8 from both ends" \
  sim --mode mays --sweep --skills 1,4,8 --puzzles 16 --json --figure "$SHOTS/simulate_mays.png"
settles "mays" "$TMP/out"
check "... its figure" test -s "$SHOTS/simulate_mays.png"
# The toy car (a small GA: the targets, not the boards, are the model's): from above a give-up
# steps down one step, then two, three (the k-th in a row k steps); from below, until the first
# give-up, the k-th quick solve in a row climbs k steps, and give-ups after it stop at the puzzle
# solved before them.
expect_exit 0 "toycar: skills 2, 8, 15 from both ends" simr --mode toycar --config "$TMP/fastga.lua" \
  --sweep --skills 2,8,15 --puzzles 16 --json --figure "$SHOTS/simulate_toycar.png"
settles "toycar" "$TMP/out"
check "toycar: skill 15 from below climbs 0, 1, 3, 6, 10, 15, 19, then gives up down to 15, the last it solved" \
  jq -e '.top == 19 and (.runs[4].difficulties[0:10] == [0,1,3,6,10,15,19,18,16,15])' "$TMP/out"
check "toycar: from the top 19, 18, 16, 13 (one step, two, three)" jq -e '.runs[1].difficulties[0:4] == [19,18,16,13]' "$TMP/out"
check "... its figure" test -s "$SHOTS/simulate_toycar.png"
# The dungeon's ladder (its own step, dungeon.level): a dungeon's difficulty is its flowchart's
# place (first_visit 0, clockwork_castle 1, long_quest 2) plus its options that read a model and
# said yes, at most step - place of them; a finished dungeon moves the pupil's step one up, one
# left with a puzzle given up one down. Skills 1 and 2 (which never settled while the dungeons done
# chose the flowchart) and 4 (the whole ladder climbed) from both ends, over 12 dungeons (72
# dungeons: 15 s on the release build, 150 s in the test build since dungeon generator 3;
# docs/dungeon.md has every skill 0-4, seeds 1-6).
expect_exit 0 "dungeon: skills 1, 2 and 4 from both ends" simr --mode dungeon --sweep --skills 1,2,4 --puzzles 12 \
  --json --figure "$SHOTS/simulate_dungeon.png"
settles "dungeon" "$TMP/out"
check "dungeon: from the top, long_quest with both options (4), then a step down" \
  jq -e '.top == 4 and .runs[1].difficulties[0] == 4 and .runs[1].difficulties[1] == 3' "$TMP/out"
check "... its figure" test -s "$SHOTS/simulate_dungeon.png"
expect_exit 0 "dungeon: skill 2, one pupil" sim --mode dungeon --pupil skill=2 --puzzles 6 --json
check "dungeon: each made at the step (at most the top, 4), the hardest flowchart at or below it, no harder than it; the step one up when finished, one down when left" \
  jq -e '.puzzles as $p | all(range(0; $p | length); . as $i
    | (if $i == 0 then 0 else ([$p[$i - 1].model.level, 4] | min) end) as $at
    | $p[$i].difficulty <= $at
      and $p[$i].flowchart == (["first_visit.lua", "clockwork_castle.lua", "long_quest.lua"][[$at, 2] | min])
      and $p[$i].model.level == ([$at + (if $p[$i].outcome == "solved" then 1 else -1 end), 0] | max))' "$TMP/out"
check "... both ways met" jq -e '([.puzzles[].outcome] | index("solved") != null and index("gave_up") != null)' "$TMP/out"

# The toy car: the targets climb for a quick solver, faster while they have never given up.
expect_exit 0 "toycar: always-solves" sim --mode toycar --pupil always-solves --puzzles 10 --json
check "toycar: climbs to the top" jq -e '[.puzzles[0:6][].difficulty] == [0,1,3,6,10,15] and .puzzles[9].model.target_length == 41' "$TMP/out"
check "toycar: codes" jq -e 'all(.puzzles[]; .code | test("^TC"))' "$TMP/out"

# The dungeon: finished dungeons lead on, a step each; a pupil who gives up stays at the first.
expect_exit 0 "dungeon: always-solves" sim --mode dungeon --pupil always-solves --puzzles 3 --json
check "dungeon: climbs" jq -e '[.puzzles[].difficulty] == [0,1,2] and .puzzles[2].model.done == 3 and .puzzles[2].model.level == 3' "$TMP/out"
expect_exit 0 "dungeon: gives-up" sim --mode dungeon --pupil gives-up --puzzles 2 --json
check "dungeon: stays at the easiest" jq -e '.easiest == 1 and all(.puzzles[]; .difficulty == 0 and .outcome == "gave_up")' "$TMP/out"

# Deterministic: the same seed gives the same JSON; another seed other puzzles.
sim --mode bots --pupil always-solves --puzzles 10 --json >"$TMP/again.json" 2>/dev/null
check "bots: same seed, same JSON" cmp -s "$TMP/bots.json" "$TMP/again.json"
sim --mode mays --pupil always-solves --puzzles 10 --json >"$TMP/again.json" 2>/dev/null
check "mays: same seed, same JSON" cmp -s "$TMP/mays.json" "$TMP/again.json"
sim --mode bots --pupil always-solves --puzzles 10 --seed 2 --json >"$TMP/other.json" 2>/dev/null
check "another seed, other puzzles" test "$(jq -c '[.puzzles[].code]' "$TMP/bots.json")" != "$(jq -c '[.puzzles[].code]' "$TMP/other.json")"

# Bad input: exit 2 with a reason.
expect_exit 2 "no --mode" sim --pupil gives-up
check "... says so" grep -q -- "--mode" "$TMP/err"
expect_exit 2 "an unknown mode" sim --mode chess --pupil gives-up
check "... names it" grep -q "chess" "$TMP/err"
expect_exit 2 "no --pupil" sim --mode bots
expect_exit 2 "a bad pupil" sim --mode bots --pupil skill=lots
check "... says what a pupil is" grep -q "skill=N" "$TMP/err"
expect_exit 2 "--puzzles 0" sim --mode bots --pupil gives-up --puzzles 0
expect_exit 2 "--template with May's" sim --mode mays --pupil gives-up --template short_loop
expect_exit 2 "an unknown template" sim --mode bots --pupil gives-up --template nope
expect_exit 2 "a missing class file" sim --mode bots --pupil gives-up --config "$TMP/none.lua"
expect_exit 2 "an unknown flag" sim --mode bots --pupil gives-up --fast
check "one line each" test "$(wc -l <"$TMP/err")" -eq 1
expect_exit 2 "--start above the ladder" sim --mode mays --pupil gives-up --start 10
check "... names the top" grep -q "9" "$TMP/err"
expect_exit 2 "--sweep with --pupil" sim --mode mays --sweep --pupil gives-up
expect_exit 2 "--skills without --sweep" sim --mode mays --pupil gives-up --skills 1,2
expect_exit 2 "bad --skills" sim --mode mays --sweep --skills 1,,2
check "... says what they are" grep -q -- "--skills" "$TMP/err"

finish
