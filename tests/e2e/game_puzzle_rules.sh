#!/usr/bin/env bash
# The rules a pupil feels, the same in every mode (game/puzzle/play.h, game/ui/shell/session.c,
# game/ui/screens/win_panel.c), through the real input path: a failed try, an edit after it by mouse
# and by key, a Run from the start that solves; a program that did not compile is a try; one win
# panel with its buttons; Play again keeps the stars of the first solve.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }

# --- toy car: Play with no arrows fails; a drag from the tray after it is not refused; a key edit
#     too; then Play from the start wins; Play again keeps the stars ---
"$LOOPLING_GEN" toycar --seed 2024 --length 7 --loops 1 --json >"$TMP/g.json" 2>/dev/null
code=$(jget "$TMP/g.json" .share_code)
S="$(fresh)"
game --profile Lee --saves "$S" --level "$code" --frames 3 --state "$TMP/l.json"
cell=$(jget "$TMP/l.json" .cell); bx=$(jget "$TMP/l.json" '.board_rect[0]'); by=$(jget "$TMP/l.json" '.board_rect[1]')
read -r px py pw ph < <(jq -r '.btn_play | @tsv' "$TMP/l.json")
n=$(jq '.tiles | length' "$TMP/g.json")
# a failed try first: Play with no arrows
echo "4 click $((px + pw / 2)) $((py + ph / 2))" >"$TMP/t.in"
tick=1000
# every tile but the last by dragging from the tray (the first drag lands on the failed board)
i=0
while read -r x y d; do
  i=$((i + 1))
  if [ "$i" -lt "$n" ]; then
    read -r tx ty tw th < <(jq -r ".tray_$d | @tsv" "$TMP/l.json")
    echo "$tick drag $((tx + tw / 2)) $((ty + th / 2)) $((bx + x * cell + cell / 2)) $((by + y * cell + cell / 2))" >>"$TMP/t.in"
    tick=$((tick + 10))
  else
    last="$x $y $d"
  fi
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/g.json")
game --profile Lee --saves "$S" --level "$code" --frames 1010 --input "$TMP/t.in" --state "$TMP/f.json"
check "toy car: Play with no arrows is a failed try" jq -e '.puzzle.tries == 1 and (.status | startswith("fail_")) == false and .placed == 1' "$TMP/f.json"
check "toy car: the drag after the failure was taken, back to planning" jq -e '.status == "planning" and .puzzle.outcome == "open"' "$TMP/f.json"
# the last tile by keyboard: the cursor starts on the car; walk it to the cell and type the letter
read -r lx ly ld < <(echo "$last")
read -r cx cy < <(jq -r '.car | @tsv' "$TMP/l.json")
keys=""
while [ "$cx" -lt "$lx" ]; do keys="$keys Right"; cx=$((cx + 1)); done
while [ "$cx" -gt "$lx" ]; do keys="$keys Left"; cx=$((cx - 1)); done
while [ "$cy" -lt "$ly" ]; do keys="$keys Down"; cy=$((cy + 1)); done
while [ "$cy" -gt "$ly" ]; do keys="$keys Up"; cy=$((cy - 1)); done
first=1
for k in $keys; do
  if [ "$first" = 1 ]; then echo "$tick key $k" >>"$TMP/t.in"; tick=$((tick + 2)); first=0; fi # shows the cursor
  echo "$tick key $k" >>"$TMP/t.in"; tick=$((tick + 2))
done
[ -z "$keys" ] && { echo "$tick key Up" >>"$TMP/t.in"; echo "$((tick + 2)) key Down" >>"$TMP/t.in"; echo "$((tick + 4)) key Up" >>"$TMP/t.in"; tick=$((tick + 6)); }
letter=$(echo "$ld" | tr 'LRUD' 'lrud')
echo "$tick key $letter" >>"$TMP/t.in"; tick=$((tick + 4))
echo "$tick key space" >>"$TMP/t.in"
run_at=$tick
game --profile Lee --saves "$S" --level "$code" --frames $((run_at + 1400)) --input "$TMP/t.in" --state "$TMP/w.json" --screenshot "$SHOTS/rules_toycar_won.png"
check "toy car: the key edit placed the last arrow; Play from the start wins on the second try" \
  jq -e --argjson n "$n" '.status == "won" and .placed == $n and .puzzle.tries == 2 and .puzzle.outcome == "solved"' "$TMP/w.json"
stars=$(jget "$TMP/w.json" .puzzle.stars)
check "toy car: the first solve's stars follow the one rule (par $n, $n arrows: 3)" test "$stars" = 3
check "toy car: the win panel's buttons sit in its row" jq -e '.btn_again[1] == .btn_next[1] and .btn_again[0] < .btn_next[0]' "$TMP/w.json"
# Play again (A), and a run that fails: the stars stay those of the first solve
printf '%s\n' "$(cat "$TMP/t.in")" "$((run_at + 1410)) key a" "$((run_at + 1420)) key c" "$((run_at + 1430)) key space" >"$TMP/a.in"
game --profile Lee --saves "$S" --level "$code" --frames $((run_at + 2200)) --input "$TMP/a.in" --state "$TMP/a.json"
check "toy car: Play again and a failed run keep the stars and the solve" \
  jq -e --argjson s "$stars" '.puzzle.stars == $s and .puzzle.outcome == "solved" and .puzzle.tries == 3 and (.status | startswith("fail_"))' "$TMP/a.json"

# --- robot: a program that does not compile is a try; the win panel opens on the solve, and
#     Play again (Esc) closes it with the stars kept ---
S="$(fresh)"
printf '1 key F2\n2 text forwad();\n4 key F5\n' >"$TMP/b.in"
game --profile Ada --saves "$S" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 8 --input "$TMP/b.in" --state "$TMP/b1.json"
check "robot: code that does not compile is a try" jq -e '.puzzle.tries == 1 and .bots.errors > 0 and .puzzle.outcome == "open"' "$TMP/b1.json"
# in the blocks view (the robot's default), clicks at the rectangles --state lists: the forward
# block, Run (one forward: the switch not reached); then an edit by key (1 adds a forward), and F5
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 3 --state "$TMP/b0.json"
read -r fx fy < <(at "$TMP/b0.json" forward)
read -r rx ry < <(at "$TMP/b0.json" Run)
printf '3 click %d %d\n6 click %d %d\n60 key 1\n64 key F5\n' "$fx" "$fy" "$rx" "$ry" >"$TMP/b.in"
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 200 --input "$TMP/b.in" --state "$TMP/b2.json" --screenshot "$SHOTS/rules_bots_won.png"
check "robot: a failed run (mouse), an edit by key, a run that solves: two tries, the win panel open" \
  jq -e '.puzzle.tries == 2 and .puzzle.outcome == "solved" and .puzzle.stars == 3 and .bots.win == true' "$TMP/b2.json"
printf '%s\n' "$(cat "$TMP/b.in")" "205 key Escape" >"$TMP/b3.in"
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 220 --input "$TMP/b3.in" --state "$TMP/b3.json"
check "robot: Esc on the win panel is Play again: the panel goes, the stars stay" \
  jq -e '.bots.win == false and .bots.state == "editing" and .puzzle.stars == 3 and .puzzle.outcome == "solved"' "$TMP/b3.json"

# --- May's Journey room 3: a two-line program run twice; the second Run starts from the room as
#     May's walking left it, so it solves again (it used to push the blocks on from where the first
#     run left them) ---
L3="$SRC/levels/mays/03_two_blocks.level"
printf '3 key Right\n14 text block1.MoveDown();\n15 key Return\n16 text block2.MoveUp();\n18 key F5\n80 key F5\n' >"$TMP/m.in"
game --profile Ada --saves "$(fresh)" --level "$L3" --frames 150 --input "$TMP/m.in" --state "$TMP/m.json"
check "May: the second Run starts from the start and opens the way again" \
  jq -e '.puzzle.tries == 2 and .mays.solved == true and .mays.objects.block1 == [4,2] and .mays.objects.block2 == [6,1]' "$TMP/m.json"
printf '%s\n' "$(cat "$TMP/m.in")" "150 key Escape" "152 key Right" "162 key Right" "172 key Right" "182 key Right" "192 key Right" "202 key Right" >"$TMP/m2.in"
game --profile Ada --saves "$(fresh)" --level "$L3" --frames 240 --input "$TMP/m2.in" --state "$TMP/m2.json" --screenshot "$SHOTS/rules_mays_won.png"
check "May: walking out opens the win panel with the first solve's stars" \
  jq -e '.mays.won == true and .puzzle.outcome == "solved" and .puzzle.stars >= 1 and .puzzle.tries == 2' "$TMP/m2.json"
# --- the Hint button in every mode: nothing before the first try; then the mark, then words that
#     name what the screen marks (the toy car's third press says which way to turn) ---
read -r hx hy hw hh < <(jq -r '.btn_hint | @tsv' "$TMP/l.json")
hint_click="click $((hx + hw / 2)) $((hy + hh / 2))"
printf '2 %s\n4 click %d %d\n1000 %s\n1010 %s\n1020 %s\n' "$hint_click" $((px + pw / 2)) $((py + ph / 2)) \
  "$hint_click" "$hint_click" "$hint_click" >"$TMP/h.in"
game --profile Lee --saves "$(fresh)" --level "$code" --frames 3 --input "$TMP/h.in" --state "$TMP/h0.json"
check "toy car: Hint does nothing before the first try" jq -e '.puzzle.hints == 0 and .hint == ""' "$TMP/h0.json"
game --profile Lee --saves "$(fresh)" --level "$code" --frames 1005 --input "$TMP/h.in" --state "$TMP/h1.json"
check "toy car: the first Hint marks a square and says so" \
  jq -e '.puzzle.hints == 1 and .hint == "highlight" and .hint_cell[0] >= 0 and (.message | test("marked with \\?"))' "$TMP/h1.json"
game --profile Lee --saves "$(fresh)" --level "$code" --frames 1025 --input "$TMP/h.in" --state "$TMP/h3.json" --screenshot "$SHOTS/rules_toycar_hint.png"
check "toy car: pressed again, the words say more, about the marked square, never a column and row" \
  jq -e '.puzzle.hints == 3 and .hint == "words" and (.message | test("marked with \\?, the car should turn (left|right|up|down)")) and (.message | test("column") | not)' "$TMP/h3.json"
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 2 --state "$TMP/bp.json"
printf '3 click %s\n6 click %s\n60 key F4\n62 key F4\n' "$(chip "$TMP/bp.json" 0)" "$(at "$TMP/bp.json" Run)" >"$TMP/bh.in"
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 64 --input "$TMP/bh.in" --state "$TMP/bh.json"
check "robot: Hint (F4) after a try marks the block, then names it" \
  jq -e '.puzzle.hints == 2 and .bots.mark > 0 and (.bots.message | test("marked block"))' "$TMP/bh.json"
printf '3 key Right\n14 text block1.MoveUp();\n16 key F5\n70 key F4\n72 key F4\n' >"$TMP/mh.in"
game --profile Ada --saves "$(fresh)" --mode mays --frames 74 --input "$TMP/mh.in" --state "$TMP/mh.json"
check "May: Hint (F4) after a try marks the object, then names it" \
  jq -e '.puzzle.hints == 2 and (.mays.message | test("block1, marked with \\?"))' "$TMP/mh.json"
check "May: ... and the room still marks the object the words name (the mark went with the first press)" \
  jq -e '.mays.hint == "words" and .mays.hint_marked == "block1"' "$TMP/mh.json"
# --- the speed setting holds in every mode: the speed buttons start at it, and a step takes that
#     speed's own time (it was scaled twice in the toy car, and the robot started at Normal) ---
S="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nanim_speed=0\n' >"$S/settings.cfg"
game --profile Ada --saves "$S" --level "$code" --frames 3 --state "$TMP/sp1.json"
game --profile Ada --saves "$S" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 3 --state "$TMP/sp2.json"
check "speed setting Slow: the toy car's button starts at Slow, 420 ms a step" jq -e '.speed == 0 and .step_ms == 420' "$TMP/sp1.json"
check "speed setting Slow: the robot's button starts at Slow too" jq -e '.bots.speed == 0' "$TMP/sp2.json"

# --- Space and Enter are the screen's own: they pressed the Menu button, which has the (unseen)
#     focus, and the pupil was on the menu; once an arrow shows the focus ring, Enter presses it ---
for m in bots mays toycar dungeon; do
  for k in Space Return; do
    printf '40 key %s\n' "$k" >"$TMP/k.in"
    game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode "$m" --frames 60 \
      --input "$TMP/k.in" --state "$TMP/k.json"
    check "$m: $k keeps the pupil on the screen" jq -e --arg m "$m" '.screen == $m' "$TMP/k.json"
  done
done
printf '10 key Right\n11 key Left\n12 key Return\n' >"$TMP/k.in"
game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 20 --input "$TMP/k.in" --state "$TMP/k.json"
check "bots: Right, Left (the ring on Menu), then Enter goes to the menu" jq -e '.screen == "menu"' "$TMP/k.json"
finish
