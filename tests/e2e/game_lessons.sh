#!/usr/bin/env bash
# Pupils led in step by step (issue 18), with the game's default class settings: robot lesson 1
# shows only the forward block (no repeat, no function tabs, no text view, F2 does nothing);
# "Level >" stays closed until the lesson is solved (the button, Ctrl+PageDown: a sentence says
# why), and opens once it is; lesson 2 then shows the turns too; May's first room is closed the same
# way. With lesson_order = "free" pupils may roam; only lessons solved count, and the menu says so.
source "$(dirname "$0")/lib.bash"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
OPEN="$SRC/tests/e2e/data/open_class.lua"

S="$(fresh)"
game --profile Ada --saves "$S" --mode bots --frames 4 --state "$TMP/l1.json" --screenshot "$SHOTS/lessons_bots_1.png"
check "lesson 1 shows only the forward block (and the bin)" jq -e '.bots.level_index == 0 and .bots.palette == ["forward","bin"]' "$TMP/l1.json"
check "... no function tabs, no Text view" jq -e '[.clickables[].name] | (index("A") | not) and (index("Text view") | not) and index("Main")' "$TMP/l1.json"
check "... and its words name no keys it does not have" jq -e '(.texts | join(" ") | test("A-F functions|F2 Text")) | not' "$TMP/l1.json"
printf '2 key F2\n' >"$TMP/f2.in"
game --profile Ada --saves "$S" --mode bots --frames 5 --input "$TMP/f2.in" --state "$TMP/f2.json"
check "F2 does not open a text view lesson 1 has not taught" jq -e '.bots.view == "blocks"' "$TMP/f2.json"
# Level > closed: a click and Ctrl+PageDown leave the pupil in lesson 1, and say why
printf '2 click %s\n4 key Ctrl+PageDown\n' "$(at "$TMP/l1.json" "Level >")" >"$TMP/skip.in"
game --profile Ada --saves "$S" --mode bots --frames 7 --input "$TMP/skip.in" --state "$TMP/skip.json"
check "Level > stays closed until lesson 1 is solved" jq -e '.bots.level_index == 0 and (.bots.message | test("Solve this lesson first"))' "$TMP/skip.json"
check "nothing counted as done" jq -e '.lessons_solved.bots == 0' "$TMP/skip.json"
# solved with two forward blocks, then Level > opens lesson 2, which adds the turns
fwd="$(at "$TMP/l1.json" forward)"
S="$(fresh)"
printf '2 click %s\n4 click %s\n6 key F5\n' "$fwd" "$fwd" >"$TMP/solve.in"
game --profile Ada --saves "$S" --mode bots --frames 160 --input "$TMP/solve.in" --state "$TMP/solve.json"
check "lesson 1 solved with blocks" jq -e '.bots.level_index == 0 and .bots.state == "solved" and .lessons_solved.bots == 1' "$TMP/solve.json"
S="$(fresh)"
{ cat "$TMP/solve.in"; echo "162 click $(at "$TMP/l1.json" "Level >")"; } >"$TMP/next.in"
game --profile Ada --saves "$S" --mode bots --frames 166 --input "$TMP/next.in" --state "$TMP/next.json" --screenshot "$SHOTS/lessons_bots_2.png"
check "solved, Level > opens lesson 2 (the same visit)" jq -e '.bots.level_index == 1 and .bots.state == "editing"' "$TMP/next.json"
check "lesson 2 shows the turns too" jq -e '.bots.palette == ["forward","turn left","turn right","bin"]' "$TMP/next.json"
game --profile Ada --saves "$S" --mode bots --frames 4 --state "$TMP/back.json"
check "the next visit opens lesson 2, the first not solved" jq -e '.bots.level_index == 1 and .bots.lessons_done == 1' "$TMP/back.json"

# May's Journey: room 1 closed the same way
printf '2 key Ctrl+PageDown\n' >"$TMP/mskip.in"
game --profile Ada --saves "$S" --mode mays --frames 5 --input "$TMP/mskip.in" --state "$TMP/mskip.json"
check "May's: Level > stays closed until room 1 is solved" jq -e '.mays.level_index == 0 and (.mays.message | test("Solve this room first"))' "$TMP/mskip.json"

# --- a class that lets pupils roam ---
R="$(fresh)"
printf '2 key Ctrl+PageDown\n4 key Ctrl+PageDown\n' >"$TMP/roam.in"
game --profile Bo --saves "$R" --config "$OPEN" --mode bots --frames 7 --input "$TMP/roam.in" --state "$TMP/roam.json"
check "lesson_order free: Level > goes on without a solve" jq -e '.lesson_order == "free" and .bots.level_index == 2' "$TMP/roam.json"
check "free: every block from lesson 1 (blocks = all)" jq -e '(.bots.palette | length) == 16' "$TMP/roam.json"
# lesson 3 solved after skipping 1 and 2: solved, not done in order; the menu says "1 of 10 lessons solved"
L3="$SRC/levels/bots/03_box_on_the_switch.level"
printf '1 key F2\n2 text pickUp();\n3 key Return\n4 text forward();\n5 key Return\n6 text climbUp();\n7 key Return\n8 text climbUp();\n9 key Return\n10 text putDown();\n12 key F5\n' >"$TMP/l3.in"
game --profile Bo --saves "$R" --config "$OPEN" --level "$L3" --frames 200 --input "$TMP/l3.in" --state "$TMP/l3.json"
check "free: lesson 3 solved after skipping" jq -e '.bots.state == "solved" and .lessons_solved.bots == 4' "$TMP/l3.json"
game --profile Bo --saves "$R" --config "$OPEN" --frames 3 --state "$TMP/menu.json"
check "the menu counts only lessons solved: 1 of 10" jq -e '.texts | index("1 of 10 lessons solved")' "$TMP/menu.json"
finish
