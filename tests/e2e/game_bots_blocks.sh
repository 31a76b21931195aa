#!/usr/bin/env bash
# The robot's program panel through the real game (SDL_VIDEODRIVER=dummy), by mouse and keys:
# a hand-made level played by dragging blocks from the palette and pressing Run, to a win; loops
# with their - and + buttons, a loop dragged into function A, blocks thrown in the bin; text
# and blocks as two views of one program; "a new puzzle like this" from the level's template at
# the player model's size, the same puzzle the command line makes from its share code, solved,
# and the model moving up; the next visit opening the first lesson not yet solved.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}"
L1="$SRC/levels/bots/01_first_steps.level"
L3="$SRC/levels/bots/03_box_on_the_switch.level"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
# Everything open (tests/e2e/data/open_class.lua): these tests use every block in lesson 1.
bots() { local saves="$1"; shift; game --profile Ada --saves "$saves" --config "$SRC/tests/e2e/data/open_class.lua" "$@"; }
# Where things are, from the screen's own --state: the palette's chips, the tabs, Run, and the
# list where blocks drop (block_area); a row's pill and its - and + from a state with that row.
P1="$TMP/probe1.json" P3="$TMP/probe3.json"
bots "$(fresh)" --level "$L1" --frames 2 --state "$P1"
bots "$(fresh)" --level "$L3" --frames 2 --state "$P3"
# drag_chip TICK CHIP DY: a palette chip dropped DY below the top of the block list
drag_chip() { echo "$1 drag $(chip "$P3" "$2") $(inside "$P3" .bots.block_area 148 "$3")"; }

# 1. Lesson 3 by dragging blocks: pick up, forward, climb up (dragged), climb up (clicked), put down.
S1="$(fresh)"
{
  drag_chip 3 6 28
  drag_chip 12 0 78
  drag_chip 21 4 158
  echo "30 click $(chip "$P3" 4)"
  drag_chip 33 7 278
  echo "42 click $(at "$P3" Run)"
} >"$TMP/a.in"
bots "$S1" --level "$L3" --frames 150 --input "$TMP/a.in" --screenshot "$SHOTS/bots_blocks_solved.png" --state "$TMP/a.json"
check "dragged blocks make the program" jq -e '.bots.blocks[0] == "pick up|forward|climb up|climb up|put down"' "$TMP/a.json"
check "the text view holds the same program" jq -e '.bots.program == "pickUp();\nforward();\nclimbUp();\nclimbUp();\nputDown();\n"' "$TMP/a.json"
check "Run plays it to a win at par" jq -e '.bots.state == "solved" and .bots.commands == 5 and .bots.par == 5 and (.bots.message | test("par"))' "$TMP/a.json"
check "the win is saved (lesson 3 solved, best 5)" grep -q '^bots.best=0,0,5$' "$S1/ada.save"
check "solved screenshot is a real picture" test -s "$SHOTS/bots_blocks_solved.png"

# 2. Loops and functions by mouse and keys on lesson 1 (two steps forward).
# the rows as the screen shows them: two forwards (PF), then a repeat with forward in it (PR)
PF="$TMP/probe_forwards.json" PR="$TMP/probe_repeat.json"
printf '3 click %s\n5 click %s\n' "$(chip "$P1" 0)" "$(chip "$P1" 0)" >"$TMP/pf.in"
bots "$(fresh)" --level "$L1" --frames 7 --input "$TMP/pf.in" --state "$PF"
printf '3 key R\n4 key 1\n' >"$TMP/pr.in"
bots "$(fresh)" --level "$L1" --frames 6 --input "$TMP/pr.in" --state "$PR"
{
  echo "3 click $(chip "$P1" 0)"
  echo "5 click $(chip "$P1" 0)"
  echo "8 drag $(centre "$PF" '.bots.rows[0].rect') $(chip "$P1" 15)"   # the first block into the bin
  echo "16 rclick $(centre "$PF" '.bots.rows[0].rect')"                  # right-click removes the other
  echo "18 key R"                                                        # a repeat, the caret inside it
  echo "19 key 1"                                                        # forward in its body
  echo "20 click $(centre "$PR" '.bots.rows[0].plus')"                   # + : 3 times
  echo "22 key Up"
  echo "23 key Up"
  echo "24 key -"                                                        # back to 2
  echo "26 drag $(inside "$PR" '.bots.rows[0].rect' 68 15) $(at "$P1" A)" # the whole loop onto tab A
  echo "34 click $(at "$P1" Main)"                                       # back to Main
  echo "36 key A"                                                        # do A
} >"$TMP/b.in"
bots "$(fresh)" --level "$L1" --frames 40 --input "$TMP/b.in" --screenshot "$SHOTS/bots_blocks_function.png" --state "$TMP/b.json"
check "bin and right-click remove blocks; repeat, + and - set the count; a loop moves into A" \
  jq -e '.bots.blocks[0] == "A" and .bots.blocks[1] == "repeat 2 times|forward|end repeat" and .bots.list == 0' "$TMP/b.json"
check "the text defines A and calls it" jq -e '.bots.program == "function A() {\n  repeat (2) {\n    forward();\n  }\n}\nA();\n"' "$TMP/b.json"
# a call block picked up from its row is carried as its row says it ("do A"; it read "A")
printf '%s\n' "$(cat "$TMP/b.in")" "40 drag $(centre "$TMP/b.json" '.bots.rows[0].rect') 300 300" >"$TMP/bh.in"
bots "$(fresh)" --level "$L1" --frames 43 --input "$TMP/bh.in" --state "$TMP/bh.json"
check "a call block being dragged reads as its row: do A" jq -e '.bots.held == "do A"' "$TMP/bh.json"
# the block carried over the picture's turn button is drawn over it (the button's "↻" was drawn over
# the carried "climb up", found by tools/monkey.sh): nothing drawn over anything in that frame
read -r tx ty < <(at "$P1" "↻")
printf '3 drag %s %d %d\n' "$(chip "$P1" 0)" "$((tx - 40))" "$ty" >"$TMP/bt.in" # its words over the button
bots "$(fresh)" --level "$L1" --frames 8 --input "$TMP/bt.in" --state "$TMP/bt.json"
check "a block carried over the turn button is drawn over it" \
  jq -e '.bots.held == "forward" and .text_past_seen_count == 0' "$TMP/bt.json"
printf '%s\n' "$(cat "$TMP/b.in")" "40 key F6" >"$TMP/b2.in"
bots "$(fresh)" --level "$L1" --frames 50 --input "$TMP/b2.in" --screenshot "$SHOTS/bots_blocks_running.png" --state "$TMP/b2.json"
check "stepping into A shows A's tab with the running block marked" jq -e '.bots.list == 1 and .bots.run_block == [1,1,1] and .bots.actions == 1' "$TMP/b2.json"
printf '%s\n' "$(cat "$TMP/b.in")" "40 key F5" >"$TMP/b3.in"
bots "$(fresh)" --level "$L1" --frames 120 --input "$TMP/b3.in" --state "$TMP/b3.json"
check "the function program wins, scored 3 against par 2" jq -e '.bots.state == "solved" and .bots.commands == 3 and (.bots.message | test("Par is 2"))' "$TMP/b3.json"

# 3. Text and blocks: typed text comes back as blocks; text the blocks can't show stays text.
printf '1 key F2\n2 text repeat (2) { forward(); }\n4 key F2\n' >"$TMP/c.in"
bots "$(fresh)" --level "$L1" --frames 8 --input "$TMP/c.in" --state "$TMP/c.json"
check "typed text becomes blocks" jq -e '.bots.view == "blocks" and .bots.blocks[0] == "repeat 2 times|forward|end repeat" and .bots.program == "repeat (2) {\n  forward();\n}\n"' "$TMP/c.json"
printf '1 key F2\n2 text var n = 2;\n4 key F2\n' >"$TMP/d.in"
bots "$(fresh)" --level "$L1" --frames 8 --input "$TMP/d.in" --screenshot "$SHOTS/bots_blocks_text_only.png" --state "$TMP/d.json"
check "text the blocks can't show is kept, and the blocks say why" jq -e '.bots.text_only == true and .bots.program == "var n = 2;"' "$TMP/d.json"

printf '3 key 1\n4 key 1\n5 key 3\n6 key Ctrl+Z\n7 key Ctrl+Z\n8 key Ctrl+Y\n' >"$TMP/u.in"
bots "$(fresh)" --level "$L1" --frames 10 --input "$TMP/u.in" --state "$TMP/u.json"
check "Ctrl+Z undoes block edits and Ctrl+Y redoes them, text following" \
  jq -e '.bots.blocks[0] == "forward|forward" and .bots.program == "forward();\nforward();\n"' "$TMP/u.json"

# 4. A new puzzle like this (Ctrl+N): the level's template at the model's size; the command line
#    makes the same puzzle from its share code; solving it at par moves the model up.
S4="$(fresh)"
printf '3 key Ctrl+N\n' >"$TMP/e.in"
bots "$S4" --level "$L1" --frames 6 --input "$TMP/e.in" --screenshot "$SHOTS/bots_new_puzzle.png" --state "$TMP/e.json"
check "a generated puzzle opens from the loop template at size 4" \
  jq -e '.bots.generated == true and .bots.template == "short_loop" and .bots.size == 4 and .bots.model_size == 4 and (.bots.code | test("^BT"))' "$TMP/e.json"
code="$(jget "$TMP/e.json" .bots.code)"
"$LOOPLING_GEN" bots --code "$code" --json >"$TMP/gen.json" 2>/dev/null || true
jq -r '.puzzles[0].solution' "$TMP/gen.json" >"$TMP/solution.txt"
check "the command line makes the same puzzle from its code" \
  jq -e --arg s "$(jget "$TMP/e.json" .bots.solution)" --argjson w "$(jq -c .bots.world "$TMP/e.json")" \
  '.puzzles[0].verified == true and .puzzles[0].solution == $s and [.puzzles[0].width, .puzzles[0].depth] == $w' "$TMP/gen.json"
printf '3 key Ctrl+N\n5 key F2\n6 paste %s\n8 key F5\n' "$TMP/solution.txt" >"$TMP/f.in"
bots "$S4" --level "$L1" --frames 900 --input "$TMP/f.in" --state "$TMP/f.json"
check "its solution, pasted, solves it at par" jq -e '.bots.state == "solved" and .bots.commands == .bots.par and .bots.generated == true' "$TMP/f.json"
check "solved at par on the first try: the model's size goes up" jq -e '.bots.model_size == 5 and .bots.puzzles_solved == 1' "$TMP/f.json"
check "and the save keeps it" grep -q '^bots.size=5$' "$S4/ada.save"

bots "$S4" --level "$code" --frames 4 --screenshot "$SHOTS/bots_shared_code.png" --state "$TMP/h.json"
check "--level CODE opens the very puzzle that was shared" jq -e --arg c "$code" --arg s "$(jget "$TMP/e.json" .bots.solution)" \
  '.bots.generated == true and .bots.code == $c and .bots.solution == $s' "$TMP/h.json"
bad="${code:0:5}$(echo "${code:5:1}" | tr 'A-Z0-9' 'B-Z0-9A')${code:6}"
expect_exit 2 "a mistyped robot code is refused" bots "$S4" --level "$bad" --frames 2
check "with a reason" grep -qi "typo\|check" "$TMP/err"

# 5. The next visit opens the first lesson not yet solved.
bots "$S1" --mode bots --frames 4 --state "$TMP/g.json"
# lesson 3 was solved first (lessons 1 and 2 skipped): solved, but not done in order, so the first
# lesson not yet solved is lesson 1
check "back where the pupil left off: the first lesson not solved (lesson 1; lesson 3 was)" jq -e '.bots.level_index == 0 and .bots.lessons_done == 0 and .lessons_solved.bots == 4' "$TMP/g.json"

finish
