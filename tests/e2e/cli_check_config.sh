#!/usr/bin/env bash
# loopling-gen check-config: the three shipped teachers' settings report exit 0 with their modes,
# verified levels and certified generated steps (toy car's targets, robot templates, May's
# ladder), in text and JSON; a level that is not there exits 1; broken settings exit 2 with
# file:line: reason (text and JSON).
source "$(dirname "$0")/lib.bash"
D="$SRC/scripts/difficulty"

for f in default gentle_class fast_class; do
  expect_exit 0 "$f.lua reports exit 0" "$LOOPLING_GEN" check-config "$D/$f.lua"
  check "$f.lua: the modes line" grep -q "^modes unlocked, in order: " "$TMP/err"
  check "$f.lua: the hints line" grep -q "^hints: " "$TMP/err"
  check "$f.lua: the result line" grep -q "^result: all [0-9]* checks passed" "$TMP/err"
  check "$f.lua: nothing NOT verified" bash -c "! grep -q NOT '$TMP/err'"
  expect_exit 0 "$f.lua --json exit 0" "$LOOPLING_GEN" check-config "$D/$f.lua" --json
  cp "$TMP/out" "$TMP/$f.json"
  check "$f.lua: JSON has every top-level key" jq -e 'has("file") and has("ok") and has("checks") and has("failures")
    and has("modes") and has("tries_before_hint") and has("hint_style") and .ok == true and .failures == 0' "$TMP/$f.json"
  check "$f.lua: a report for each unlocked mode" jq -e '. as $r | all(.modes[]; $r[.] != null)' "$TMP/$f.json"
  check "$f.lua: every level verified, with par" jq -e '[.[.modes[]].levels // empty | .[]] | length > 0 and all(.[]; .verified == true and (.par | type) == "number")' "$TMP/$f.json"
  check "$f.lua: program levels carry their concepts" jq -e '[.bots.levels[]?, .mays.levels[]?] | all(.[]; .concepts | has("loops") and has("conditionals") and has("functions"))' "$TMP/$f.json"
  check "$f.lua: every generated step certified, with par and a share code" jq -e '[.bots.generated[]?, .mays.generated[]?] | all(.[]; .certified == true and .par > 0 and (.share_code | test("^(BT|MJ)")))' "$TMP/$f.json"
done

check "toy car's first three targets generated and certified" jq -e '[.toycar.generated[] | select(.certified == true and .par > 0)] | length == 3' "$TMP/default.json"
check "default: toy car from {3, 0}, +2, with share codes" jq -e '[.toycar.generated[].target_length] == [3,5,7] and all(.toycar.generated[]; .share_code | test("^TC"))' "$TMP/default.json"
check "gentle: +1 a step, no share codes (not the default GA)" jq -e '[.toycar.generated[].target_length] == [3,4,5] and all(.toycar.generated[]; .share_code == "")' "$TMP/gentle_class.json"
check "default: all four modes, toy car first" jq -e '.modes == ["toycar","bots","mays","dungeon"]' "$TMP/default.json"
check "default: every lesson level" jq -e '(.toycar.levels | length) == 5 and (.bots.levels | length) == 10 and (.mays.levels | length) == 14' "$TMP/default.json"
check "default: one robot puzzle per template" jq -e '[.bots.generated[].template] == ["short_loop","long_loop","short_function","long_function"]' "$TMP/default.json"
check "default: May's first three ladder steps" jq -e '[.mays.generated[].ladder_step] == [1,2,3]' "$TMP/default.json"
check "gentle: toy car and May's only, hints highlighted after 2 tries" jq -e '.modes == ["toycar","mays"] and .bots == null and .hint_style == "highlight" and .tries_before_hint == 2' "$TMP/gentle_class.json"
check "gentle: toy car's targets" jq -e '.toycar.start_length == 3 and .toycar.length_step == 1 and .toycar.population == 300 and .toycar.generations == 600' "$TMP/gentle_class.json"
check "fast: robots first, at size 6 with the function templates" jq -e '.modes[0] == "bots" and .bots.start_size == 6 and ([.bots.generated[].template] == ["short_function","long_function"]) and all(.bots.generated[]; .size >= 6)' "$TMP/fast_class.json"
check "fast: May's from step 4, where loops begin" jq -e '.mays.start_step == 4 and .mays.generated[0].concepts.loops >= 1' "$TMP/fast_class.json"

# Again, from the release build where ./test.sh made one (the same report from both builds; the
# default class's dungeons take 14 s a run under the sanitizers), else from this build.
"$(fast_gen)" check-config "$D/default.lua" --json >"$TMP/again.json" 2>/dev/null
check "the same report twice (and from the release build)" cmp -s "$TMP/default.json" "$TMP/again.json"

# Something the teacher asked for is not in the data folder: a mistake at its line, exit 2.
printf 'settings = {\n  modes = { "bots" },\n  bots = { levels = { "01_first_steps", "99_nowhere" } },\n}\n' >"$TMP/missing.lua"
expect_exit 2 "a level that is not there: exit 2" "$LOOPLING_GEN" check-config "$TMP/missing.lua"
check "it is named, with file:line" grep -q "missing.lua:3: bots.levels: there is no level '99_nowhere' in levels/bots/" "$TMP/err"
printf 'settings = {\n  mays = {\n    grammar = "nowhere.lua",\n  },\n}\n' >"$TMP/nogrammar.lua"
expect_exit 2 "a grammar that is not there: exit 2" "$LOOPLING_GEN" check-config "$TMP/nogrammar.lua"
check "it is named, with file:line" grep -q 'nogrammar.lua:3: mays.grammar: there is no grammar "nowhere.lua"' "$TMP/err"

# Broken settings: exit 2 with file:line: reason.
printf 'settings = {\n  bots = {\n    max_sise = 3,\n  },\n}\n' >"$TMP/typo.lua"
expect_exit 2 "a misspelt setting: exit 2" "$LOOPLING_GEN" check-config "$TMP/typo.lua"
check "with file:line: reason" grep -q "typo.lua:3: bots has no setting 'max_sise'" "$TMP/err"
expect_exit 2 "--json: exit 2 too" "$LOOPLING_GEN" check-config "$TMP/typo.lua" --json
check "the JSON says why" jq -e '.ok == false and (.error | test("typo.lua:3: "))' "$TMP/out"
printf 'settings = {\n  hint_style = "loud",\n  toycar = { start_length = 99 },\n}\n' >"$TMP/range.lua"
expect_exit 2 "a value out of range: exit 2" "$LOOPLING_GEN" check-config "$TMP/range.lua"
check "the first mistake with its line" grep -q 'range.lua:2: settings.hint_style is "loud"' "$TMP/err"
printf 'settings = {\n  modes = { "toycar" \n}\n' >"$TMP/syntax.lua"
expect_exit 2 "a Lua syntax error: exit 2" "$LOOPLING_GEN" check-config "$TMP/syntax.lua"
check "with the host's file:line" grep -q "syntax.lua:[0-9]*: " "$TMP/err"
printf 'settings = {}\nwhile true do end\n' >"$TMP/endless.lua"
expect_exit 2 "an endless loop is stopped: exit 2" "$LOOPLING_GEN" check-config "$TMP/endless.lua"
check "with the host's message" grep -q "endless.lua:2: the script ran too long" "$TMP/err"
check "default: the dungeon's three flowcharts, every model-option combination certified, puzzles and keys listed" \
  jq -e '.dungeon.flowcharts | length == 3 and all(.[]; .ok) and ([.[].combinations | length] | add) == 9 and all(.[].combinations[]; .certified and (.puzzles | length) > 0 and (.keys | length) > 0)' "$TMP/default.json"
printf 'settings = {\n  dungeon = { flowchart = "long_quest.lua" },\n}\n' >"$TMP/one_dungeon.lua"
"$LOOPLING_GEN" check-config "$TMP/one_dungeon.lua" --json >"$TMP/one_dungeon.json" 2>"$TMP/one_dungeon.err"
check "a class's own flowchart: only it, with its options' combinations in words" \
  jq -e '[.dungeon.flowcharts[].file] == ["long_quest.lua"] and (.dungeon.flowcharts[0].combinations | length) == 4' "$TMP/one_dungeon.json"
check "... and on stderr, the keys in the order pupils find them" grep -q "keys in order:" "$TMP/one_dungeon.err"
printf 'settings = {\n  dungeon = { flowchart = "nope.lua" },\n}\n' >"$TMP/no_dungeon.lua"
expect_exit 2 "a flowchart that is not there: exit 2" "$LOOPLING_GEN" check-config "$TMP/no_dungeon.lua"
check "... with file:line and the reason" grep -q 'no_dungeon.lua:2: .*no flowchart "nope.lua"' "$TMP/err"
expect_exit 2 "no file: exit 2" "$LOOPLING_GEN" check-config
expect_exit 2 "a file that is not there: exit 2" "$LOOPLING_GEN" check-config "$TMP/nowhere.lua"
finish
