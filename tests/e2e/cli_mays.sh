#!/usr/bin/env bash
# loopling-gen verify / run on May's Journey levels written here (levels/mays is someone
# else's): the JSON contract, results and exit statuses (0 solved / verified, 1 failed / not
# verified, 2 bad input, a mistake or a program the language stopped), the pupil's words, a
# moving bridge stopped by a while loop, a locked lever level, and broken files with file:line.
source "$(dirname "$0")/lib.bash"
L="$TMP/bridge.level"
cat >"$L" <<'LEVEL'
loopling-level 1
mode: mays
title: Bridge block
sign: A bridge block floats upstream.
hint: block1.MoveDown(); slides it into the gap.
goal: exit
solution: block1.MoveDown();
grid:
## ## ## ## ## ## ##
## SG .. ## m. ## ##
EN PL CT .. ~~ .. DO
## ## ## ## ## ## ##
LEVEL
S="$TMP/slider.level"
cat >"$S" <<'LEVEL'
loopling-level 1
mode: mays
goal: exit
solution: while (block1.isMoving) {
    if (block1.position == 2) {
      block1.Stop();
    }
  }
objects:
  block1: track 5,2
grid:
## ## ## ## ## ## ##
EN PL CT .. .. .. ##
## mb ~~ ~~ ~~ ~~ ##
## ## ## .. ## ## ##
## ## ## DO ## ## ##
LEVEL
K="$TMP/locked.level"
cat >"$K" <<'LEVEL'
loopling-level 1
mode: mays
goal: exit
solution: if (lever1.position == "right") {
    door1.Open();
  }
code: if (lever1.position == "right") {
    door1.Open();
  }
locked: yes
grid:
## ## ## ## ## ##
EN PL CT LV .. DC
## ## .. .. .. ##
## ## ## ## ## ##
LEVEL

for f in "$L" "$S" "$K"; do
  expect_exit 0 "verify $(basename "$f")" "$LOOPLING_GEN" verify "$f" --json
  check "$(basename "$f"): verify JSON" jq -e '.verified == true and .message == "" and .mode == "mays" and .empty_solves == false' "$TMP/out"
done
"$LOOPLING_GEN" verify "$K" --json >"$TMP/out" 2>/dev/null
check "locked level: verified with a lever flipped" jq -e '.levers == 1' "$TMP/out"

expect_exit 0 "a solving program" "$LOOPLING_GEN" run "$L" --code-text 'block1.MoveDown();' --json
check "run JSON has every contract key" jq -e 'has("result") and has("message") and has("line") and has("column") and has("steps") and has("commands")' "$TMP/out"
check "solved, 1 command" jq -e '.result == "solved" and .commands == 1 and .message == ""' "$TMP/out"

expect_exit 1 "a block into the wall fails" "$LOOPLING_GEN" run "$L" --code-text $'block1.MoveDown();\nblock1.MoveDown();' --json
check "failed at line 2 with words" jq -e '.result == "failed" and .line == 2 and .column == 1 and .message == "block1 can'"'"'t move down: there is a wall."' "$TMP/out"
check "stderr names the place" grep -q "^code:2:1: " "$TMP/err"

expect_exit 1 "an empty program ends unsolved" "$LOOPLING_GEN" run "$L" --code-text '' --json
check "says there is no way to the exit" jq -e '.result == "failed" and .message == "The code ran, but there is still no way to the exit."' "$TMP/out"

expect_exit 0 "a while loop stops the bridge" "$LOOPLING_GEN" run "$S" --code-text 'while (block1.isMoving) { if (block1.position == 2) { block1.Stop(); } }' --json
check "the world ticked while the code waited" jq -e '.result == "solved" and .ticks >= 2 and .steps > 16' "$TMP/out"
expect_exit 1 "stopped in the wrong place" "$LOOPLING_GEN" run "$S" --code-text 'block1.Stop();' --json

expect_exit 1 "the locked code without flipping the lever" "$LOOPLING_GEN" run "$K" --code-text 'if (lever1.position == "right") { door1.Open(); }' --json

expect_exit 2 "a mistake: exit 2" "$LOOPLING_GEN" run "$L" --code-text 'block1.MoveDwn();' --json
check "mistake: a suggestion" jq -e '.result == "error" and .line == 1 and (.message | test("Did you mean MoveDown"))' "$TMP/out"
expect_exit 2 "a wrong command for the kind" "$LOOPLING_GEN" run "$L" --code-text 'block1.Rotate("left");' --json
check "says what block1 can do" jq -e '(.message | test("MoveLeft"))' "$TMP/out"
expect_exit 2 "an endless loop stops with a message" "$LOOPLING_GEN" run "$L" --code-text 'while (true) { }' --json
check "endless loop: clear words" jq -e '.result == "error" and (.message | test("10,000 steps"))' "$TMP/out"
printf 'block1.MoveDown();\n' >"$TMP/prog.lp"
expect_exit 0 "--code FILE" "$LOOPLING_GEN" run "$L" --code "$TMP/prog.lp"
expect_exit 2 "missing code file" "$LOOPLING_GEN" run "$L" --code "$TMP/nope.lp"

# a level whose solution does not solve it, and one solved before any code
sed 's/^solution: .*/solution: block1.MoveUp();/' "$L" >"$TMP/wrong.level"
expect_exit 1 "a wrong solution does not verify" "$LOOPLING_GEN" verify "$TMP/wrong.level" --json
check "not verified, with words" jq -e '.verified == false and (.message | test("does not solve"))' "$TMP/out"
sed 's/^EN PL CT .. ~~ .. DO$/EN PL CT .. .. .. DO/' "$L" >"$TMP/trivial.level"
expect_exit 1 "a level solved without code does not verify" "$LOOPLING_GEN" verify "$TMP/trivial.level" --json
check "empty program solves it" jq -e '.verified == false and .empty_solves == true' "$TMP/out"

# broken files
sed 's/^EN PL CT .. ~~ .. DO$/EN PL CT .. ?x .. DO/' "$L" >"$TMP/bad.level"
expect_exit 2 "a bad cell" "$LOOPLING_GEN" verify "$TMP/bad.level"
check "bad cell: file:line and the cell" grep -q "bad.level:11: unknown cell '?x' at column 13" "$TMP/err"
expect_exit 2 "a bad cell (run)" "$LOOPLING_GEN" run "$TMP/bad.level" --code-text 'block1.MoveDown();'
expect_exit 2 "missing level" "$LOOPLING_GEN" verify "$TMP/none.level"
finish
