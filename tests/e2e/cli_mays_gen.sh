#!/usr/bin/env bash
# loopling-gen mays: levels from a solution code (paper 000). The one-level JSON and the --runs
# JSON (Table 2's columns), a level written with --out that loopling-gen verify accepts and run
# solves with the code, the same seed giving the same file, --no-shorter, --given (the room's
# starting frame: only what the pupil writes counts), the heat map, and exit statuses (a mistake
# in the code or the given frame: 2 with its line; bad flags: 2).
source "$(dirname "$0")/lib.bash"
G="$LOOPLING_GEN"
CODE=$'statue1.MoveRight();\nstatue1.MoveRight();\nblock1.MoveUp();'

expect_exit 0 "one level as JSON" "$G" mays --code-text "$CODE" --seed 7 --json --out "$TMP/a.level"
cp "$TMP/out" "$TMP/one.json"
for k in seed width height solution verified gen_ms input_solves alt_codes short_codes size; do
  check "one-level JSON has $k" jq -e "has(\"$k\")" "$TMP/one.json"
done
check "the level is certified" jq -e '.verified == true and .input_solves == true' "$TMP/one.json"
check "the solution is the input code" jq -e --arg c "$CODE" '.solution == $c' "$TMP/one.json"
check "Table 2's counts for this code (64 alternatives, 7 shorter)" jq -e '.alt_codes == 64 and .short_codes == 7' "$TMP/one.json"
check "it fits 32 x 24 and is made by generator 6" jq -e '.width <= 32 and .height <= 24 and .generator_version == 6' "$TMP/one.json"
expect_exit 0 "--gen-version 2: the rooms MJ2 codes open" "$G" mays --code-text "$CODE" --seed 7 --json --gen-version 2 --out "$TMP/v2.level"
check "generator 2's room fits 20 x 14" jq -e '.width <= 20 and .height <= 14 and .generator_version == 2' "$TMP/out"
expect_exit 0 "verify accepts generator 2's room" "$G" verify "$TMP/v2.level"
expect_exit 0 "an MJ2 code opens generator 2's room" "$G" mays --share-code MJ2B-AG00-30ED --json
check "the MJ2 code's room is generator 2's" jq -e '.generator_version == 2 and .width <= 20 and .height <= 14' "$TMP/out"
expect_exit 2 "--gen-version 1 (the built-in table is gone)" "$G" mays --code-text "$CODE" --seed 7 --gen-version 1
expect_exit 2 "--gen-version with --share-code" "$G" mays --share-code MJ2B-AG00-30ED --gen-version 3
expect_exit 0 "verify accepts the written level" "$G" verify "$TMP/a.level" --json
check "verify says verified" jq -e '.verified == true' "$TMP/out"
expect_exit 0 "run solves it with the code" "$G" run "$TMP/a.level" --code-text "$CODE"
expect_exit 1 "an empty program does not" "$G" run "$TMP/a.level" --code-text ""
expect_exit 0 "the same seed again" "$G" mays --code-text "$CODE" --seed 7 --out "$TMP/b.level"
check "the same seed gives the same file" cmp "$TMP/a.level" "$TMP/b.level"
printf '%s\n' "$CODE" >"$TMP/code.txt"
expect_exit 0 "--code FILE" "$G" mays --code "$TMP/code.txt" --seed 7 --out "$TMP/c.level"
check "--code FILE and --code-text give the same level" cmp "$TMP/a.level" "$TMP/c.level"

# Table 2 over runs, every level certified.
expect_exit 0 "--runs 50 as JSON" "$G" mays --code-text "$CODE" --seed 1 --runs 50 --json
cp "$TMP/out" "$TMP/runs.json"
for k in runs solvable_rate alt_codes short_codes alt_working_rate short_working_rate mean_size gen_ms_mean gen_ms_sd; do
  check "runs JSON has $k" jq -e "has(\"$k\")" "$TMP/runs.json"
done
check "50 runs, all solvable by the input code" jq -e '.runs == 50 and .solvable_rate == 1' "$TMP/runs.json"
expect_exit 0 "--no-shorter" "$G" mays --code-text "$CODE" --seed 1 --runs 30 --no-shorter --json
check "no level a shorter code solves" jq -e '.short_working_rate == 0 and .solvable_rate == 1' "$TMP/out"
expect_exit 0 "the locked lever room's code" "$G" mays --code-text $'if (lever1.position == "right") {\n  door1.Open();\n}' --seed 3 --runs 20 --json
check "its alternatives and shorter codes are not applicable (locked)" jq -e '.alt_codes == null and .short_codes == null and .solvable_rate == 1' "$TMP/out"

# --given: the room's starting frame (room 14, Table 2's 4_6); only what the pupil writes counts.
S14=$'statue1.MoveRight();\nwhile (block1.isMoving) {\n  if (block1.position == 3) {\n    block1.Stop();\n  }\n}'
F14=$'statue1.MoveRight();\nwhile (block1.isMoving) {\n  if (block1.position == 3) {\n  }\n}'
printf '%s\n' "$F14" >"$TMP/frame.txt"
expect_exit 0 "--given FILE over runs" "$G" mays --code-text "$S14" --given "$TMP/frame.txt" --seed 1 --runs 20 --json
check "4_6 as the paper: alternatives NA, 1 shorter code, its rate reported" \
  jq -e '.alt_codes == null and .short_codes == 1 and (.short_working_rate | type) == "number" and .solvable_rate == 1' "$TMP/out"
expect_exit 0 "without --given the whole code counts" "$G" mays --code-text "$S14" --seed 1 --runs 5 --json
check "4 alternatives and 15 shorter codes" jq -e '.alt_codes == 4 and .short_codes == 15' "$TMP/out"
expect_exit 0 "--given-text, one room" "$G" mays --code-text "$S14" --given-text "$F14" --seed 2 --json --out "$TMP/g.level"
check "the room carries the frame as its code" jq -e --arg f "$F14" '.code == $f and .alt_codes == null and .short_codes == 1' "$TMP/out"
check "the level file has the frame" grep -q '^code: statue1.MoveRight();' "$TMP/g.level"
expect_exit 0 "the room with the frame verifies" "$G" verify "$TMP/g.level"
expect_exit 2 "the frame alone does not solve it (the slider never stops: an error)" "$G" run "$TMP/g.level" --code-text "$F14"
check "the frame's run never finishes" grep -q 'did not finish' "$TMP/err"
expect_exit 0 "--given with --no-shorter" "$G" mays --code-text "$S14" --given "$TMP/frame.txt" --seed 1 --runs 10 --no-shorter --json
check "no room the frame solves" jq -e '.short_working_rate == 0 and .solvable_rate == 1' "$TMP/out"
expect_exit 2 "a mistake in the given frame" "$G" mays --code-text "$S14" --given-text $'statue1.MoveRight();\nwhile (block1.isMoving) {' --seed 1
check "the given frame's line is named" grep -q 'given:2:' "$TMP/err"
expect_exit 2 "a missing given file" "$G" mays --code-text "$S14" --given "$TMP/none.txt" --seed 1
expect_exit 2 "both --given and --given-text" "$G" mays --code-text "$S14" --given "$TMP/frame.txt" --given-text "$F14" --seed 1

# The expressive range.
expect_exit 0 "--heatmap" "$G" mays --code-text "$CODE" --seed 1 --runs 40 --distribution complex --penalty 0.25 --heatmap "$TMP/range.png"
check "the heat map is a PNG" bash -c "head -c 8 '$TMP/range.png' | od -An -tx1 | grep -q '89 50 4e 47'"

# Bad input: 2 with a reason.
expect_exit 2 "a mistake in the code" "$G" mays --code-text $'block1.MoveDown();\nblock2.MoveUp(;' --seed 1
check "the mistake's line is named" grep -q 'code:2:' "$TMP/err"
expect_exit 2 "no code" "$G" mays --seed 1
expect_exit 2 "no seed" "$G" mays --code-text 'block1.MoveDown();'
expect_exit 2 "both --code and --code-text" "$G" mays --code "$TMP/code.txt" --code-text 'block1.MoveDown();' --seed 1
expect_exit 2 "an unknown distribution" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --distribution odd
expect_exit 2 "a penalty above 1" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --penalty 1.5
expect_exit 2 "a threshold of 0" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --threshold 0
expect_exit 2 "an unknown flag" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --fast
expect_exit 2 "a missing code file" "$G" mays --code "$TMP/none.txt" --seed 1
expect_exit 2 "an object the generator has no piece for" "$G" mays --code-text 'hblock1.MoveDown();' --seed 1

# --grammar: the shipped file by default, or one's own; a broken one is bad input with file:line.
expect_exit 0 "--grammar with the shipped file" "$G" mays --code-text "$CODE" --seed 7 --grammar "$SRC/scripts/grammars/mays.lua" --out "$TMP/d.level"
check "the shipped grammar is the default" cmp "$TMP/a.level" "$TMP/d.level"
printf 'rules = {\n  block_move = rule { "bridge" },\n}\n' >"$TMP/broken.lua"
expect_exit 2 "a broken grammar" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --grammar "$TMP/broken.lua"
check "the broken grammar's file and line are named" grep -q "broken.lua:2: rule 'block_move' names 'bridge', which is not a rule" "$TMP/err"
expect_exit 2 "a missing grammar" "$G" mays --code-text 'block1.MoveDown();' --seed 1 --grammar "$TMP/none.lua"

# The benchmark has the generator beside the paper.
expect_exit 0 "bench" "$G" bench --json --runs 2
check "bench has mays with ms and paper_ms" jq -e '.mays.ms >= 0 and .mays.paper_ms == 380' "$TMP/out"
finish
