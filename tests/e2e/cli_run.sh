#!/usr/bin/env bash
# loopling-gen run / verify on robot levels: the run JSON contract, results and exit statuses
# (0 solved, 1 failed, 2 bad input or a program the language stopped), the pupil-facing
# messages for an endless loop, runaway recursion and a 200,000-line program, and bad input.
source "$(dirname "$0")/lib.bash"
L1="$SRC/levels/bots/01_first_steps.level"
L3="$SRC/levels/bots/03_box_on_the_switch.level"

for f in "$SRC"/levels/bots/*.level; do
  expect_exit 0 "verify $(basename "$f")" "$LOOPLING_GEN" verify "$f" --json
  check "$(basename "$f"): verified at par" jq -e '.verified == true and .commands == .par' "$TMP/out"
done

expect_exit 0 "a solving program" "$LOOPLING_GEN" run "$L1" --code-text 'repeat (2) { forward(); }' --json
check "run JSON has every contract key" jq -e 'has("result") and has("message") and has("line") and has("column") and has("steps") and has("commands")' "$TMP/out"
check "solved, 2 commands" jq -e '.result == "solved" and .commands == 2 and .message == ""' "$TMP/out"

expect_exit 1 "walking off the edge fails" "$LOOPLING_GEN" run "$L1" --code-text $'forward();\nturnLeft();\nforward();' --json
check "failed at line 3 with words" jq -e '.result == "failed" and .line == 3 and .column == 1 and (.message | test("edge"))' "$TMP/out"
check "stderr names the place" grep -q '^code:3:1: ' "$TMP/err"

expect_exit 1 "ending without solving fails" "$LOOPLING_GEN" run "$L1" --code-text 'turnLeft();' --json
check "says not every switch is pressed" jq -e '.result == "failed" and (.message | test("switch"))' "$TMP/out"

expect_exit 2 "an endless loop stops with a message" "$LOOPLING_GEN" run "$L1" --code-text $'while (true) {\n    turnLeft();\n}' --json
check "endless loop: clear words" jq -e '.result == "error" and (.message | test("10,000 steps and did not finish")) and .steps == 10000' "$TMP/out"

printf 'function A() {\n    A();\n}\nA();\n' >"$TMP/rec.lp"
expect_exit 2 "runaway recursion stops with a message" "$LOOPLING_GEN" run "$L1" --code "$TMP/rec.lp" --json
check "recursion: clear words and the line" jq -e '.result == "error" and (.message | test("call itself forever")) and .line == 2' "$TMP/out"
check "recursion: stderr names the file and line" grep -q "rec.lp:2:" "$TMP/err"

awk 'BEGIN { for (i = 0; i < 200000; i++) print "forward();" }' >"$TMP/big.lp"
expect_exit 2 "a 200,000-line program is refused" "$LOOPLING_GEN" run "$L1" --code "$TMP/big.lp" --json
check "huge program: says how long it is and the most" jq -e '.result == "error" and (.message | test("200,000 lines")) and (.message | test("2,000"))' "$TMP/out"

expect_exit 2 "mistakes: exit 2" "$LOOPLING_GEN" run "$L1" --code-text 'forwrd();' --json
check "mistake: a suggestion" jq -e '.result == "error" and .line == 1 and (.message | test("Did you mean forward"))' "$TMP/out"
expect_exit 0 "box, climb and switch" "$LOOPLING_GEN" run "$L3" --code-text $'pickUp();\nforward();\nclimbUp();\nclimbUp();\nputDown();' --json
check "solved in 5 commands" jq -e '.result == "solved" and .commands == 5' "$TMP/out"
expect_exit 1 "putting the box down too early" "$LOOPLING_GEN" run "$L3" --code-text $'pickUp();\nforward();\nclimbUp();\nputDown();' --json
check "ended unsolved" jq -e '.result == "failed"' "$TMP/out"

expect_exit 2 "no code given" "$LOOPLING_GEN" run "$L1"
expect_exit 2 "both codes given" "$LOOPLING_GEN" run "$L1" --code x --code-text y
expect_exit 2 "missing code file" "$LOOPLING_GEN" run "$L1" --code "$TMP/nope.lp"
check "missing code file: named" grep -q "nope.lp" "$TMP/err"
expect_exit 2 "missing level" "$LOOPLING_GEN" run "$TMP/none.level" --code-text 'forward();'
printf 'loopling-level 1\nmode: bots\npar: 1\nrobot: 9,9,E\nsolution: forward();\nheights:\n11\nswitches:\n.S\n' >"$TMP/bad.level"
expect_exit 2 "a broken level" "$LOOPLING_GEN" run "$TMP/bad.level" --code-text 'forward();'
check "broken level: file:line" grep -q "bad.level:4" "$TMP/err"
expect_exit 2 "toy-car levels take no programs" "$LOOPLING_GEN" run "$SRC/levels/toycar/01_press_play.level" --code-text 'forward();'
finish
