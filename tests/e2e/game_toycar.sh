#!/usr/bin/env bash
# The real game, headless (SDL_VIDEODRIVER=dummy), driven through SDL's event queue by
# scripted mouse and keyboard input (--input), checked through its state (--state) and its
# screenshots (--screenshot). Screenshots are kept in ./screenshots for people to look at.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}" "${MAKE_SAVE:?}"
S="$TMP/saves"

# sane_png FILE: 1280x720 and clearly a drawn picture, not a blank frame.
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }

# --- profiles and menu, keyboard alone ---
printf '2 text Ada\n3 key Return\n' >"$TMP/p.in"
game --saves "$S" --frames 8 --input "$TMP/p.in" --state "$TMP/p.json"
check "typing a name and Enter creates the pupil" jq -e '.screen == "menu" and .profile == "Ada"' "$TMP/p.json"
check "the pupil's save file exists" test -f "$S/ada.save"
game --saves "$S" --frames 4 --screenshot "$SHOTS/profiles.png" --state "$TMP/p2.json"
check "the picker opens without --profile" jq -e '.screen == "profiles"' "$TMP/p2.json"
check "profiles screenshot is a real picture" sane_png "$SHOTS/profiles.png"

game --profile Ada --saves "$S" --frames 6 --screenshot "$SHOTS/menu.png" --state "$TMP/m.json"
check "menu opens for a known pupil" jq -e '.screen == "menu" and .profile == "Ada"' "$TMP/m.json"
check "menu screenshot is a real picture" sane_png "$SHOTS/menu.png"

# Escape on the menu asks before the game closes; Escape again (a child leaving a puzzle with
# two presses), Enter on the focused Keep playing, or a click beside the question keeps playing
printf '2 key Escape\n' >"$TMP/q1.in"
game --profile Ada --saves "$S" --frames 8 --input "$TMP/q1.in" --screenshot "$SHOTS/menu_quit.png" --state "$TMP/q1.json"
check "Escape on the menu asks, Keep playing focused" \
  jq -e '.screen == "menu" and .quit_question and .ticks == 8 and ([.clickables[].name] == ["Keep playing", "Quit"])' "$TMP/q1.json"
for keep in "3 key Escape" "3 key Return" "3 click 100 100"; do
  printf '2 key Escape\n%s\n' "$keep" >"$TMP/q2.in"
  game --profile Ada --saves "$S" --frames 8 --input "$TMP/q2.in" --state "$TMP/q2.json"
  check "... '$keep' closes the question and the game goes on" \
    jq -e '.screen == "menu" and (.quit_question | not) and .ticks == 8 and ([.clickables[].name] | index("Settings"))' "$TMP/q2.json"
done
printf '2 key Escape\n3 click %s\n' "$(at "$TMP/q1.json" Quit)" >"$TMP/q3.in"
game --profile Ada --saves "$S" --frames 30 --input "$TMP/q3.in" --state "$TMP/q3.json"
check "... its Quit ends the game there" jq -e '.ticks < 10' "$TMP/q3.json"

printf '2 key Down\n3 key Down\n4 key Down\n4 key Down\n5 key Return\n7 key Down\n8 key Right\n10 key Down\n11 key Return\n' >"$TMP/s.in"
game --profile Ada --saves "$S" --frames 14 --input "$TMP/s.in" --screenshot "$SHOTS/settings.png" --state "$TMP/s.json"
check "keyboard reaches settings and changes text size and speed" jq -e '.screen == "settings" and .text_size == 2 and .anim_speed == 2' "$TMP/s.json"
check "settings are saved" grep -q "text_size=2" "$S/settings.cfg"
# Settings opened with the mouse: no ring shows, so the first Enter, Space or arrow only shows it
# (each turned on full screen, the setting with the unseen focus); the next one changes it
for k in Return Space Left; do
  F="$(mktemp -d "$TMP/f.XXXXXX")"
  game --profile Ada --saves "$F" --frames 3 --state "$TMP/fm.json"
  printf '3 click %s\n10 key %s\n' "$(at "$TMP/fm.json" Settings)" "$k" >"$TMP/f.in"
  game --profile Ada --saves "$F" --frames 14 --input "$TMP/f.in" --state "$TMP/f.json"
  check "settings: a first $k shows the ring, full screen stays off" jq -e '.screen == "settings" and .fullscreen == 0' "$TMP/f.json"
  printf '3 click %s\n10 key %s\n12 key %s\n' "$(at "$TMP/fm.json" Settings)" "$k" "$k" >"$TMP/f.in"
  game --profile Ada --saves "$F" --frames 16 --input "$TMP/f.in" --state "$TMP/f.json"
  check "... the second turns it on" jq -e '.fullscreen == 1' "$TMP/f.json"
done
printf '2 key Escape\n' >"$TMP/e.in"
game --profile Ada --saves "$S" --frames 6 --input "$TMP/e.in" --state "$TMP/e.json" || true
check "settings survive a restart" jq -e '.text_size == 2' "$TMP/e.json"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=1\n' >"$S/settings.cfg"

# --- lessons 1 and 2 by keyboard alone ---
# Lesson 1: Enter on "Toy Car", Space to play. Lesson 2: cursor to (4,1), press D, Space.
cat >"$TMP/k.in" <<'IN'
2 key Return
5 key Space
200 key Return
204 key Right
205 key Right
206 key Right
207 key Right
208 key D
210 key Space
IN
game --profile Kim --saves "$S" --frames 420 --input "$TMP/k.in" --state "$TMP/k.json" --screenshot "$SHOTS/lesson2_won.png"
check "keyboard alone wins lessons 1 and 2" jq -e '.screen == "toycar" and .status == "won" and .tutorial_done == 2' "$TMP/k.json"
check "a lesson's par is proven the fewest: the win panel calls it par" jq -e '.par_proven and (.win_words[1] | test("Arrows: [0-9]+ \\(par [0-9]+\\)$"))' "$TMP/k.json"

# --- a generated level through the mouse: drag tiles from the tray, click Play ---
"$LOOPLING_GEN" toycar --seed 2024 --length 7 --loops 1 --json >"$TMP/g.json" 2>/dev/null
code=$(jget "$TMP/g.json" .share_code)
game --profile Lee --saves "$S" --level "$code" --frames 3 --state "$TMP/l.json"
check "--level CODE opens the shared puzzle" jq -e --arg c "$code" '.kind == "shared" and .phase == "play" and .share_code == $c' "$TMP/l.json"
cell=$(jget "$TMP/l.json" .cell); bx=$(jget "$TMP/l.json" '.board_rect[0]'); by=$(jget "$TMP/l.json" '.board_rect[1]')
: >"$TMP/d.in"
tick=$(drag_tiles "$TMP/g.json" "$TMP/l.json" 5 "$TMP/d.in")
game --profile Lee --saves "$S" --level "$code" --frames $((tick + 2)) --input "$TMP/d.in" --state "$TMP/l2.json" --screenshot "$SHOTS/toycar_planning.png"
check "every tile dragged onto the board" jq -e --argjson n "$(jq '.tiles | length' "$TMP/g.json")" '.placed == $n and .status == "planning"' "$TMP/l2.json"
check "planning screenshot is a real picture" sane_png "$SHOTS/toycar_planning.png"
# the game closed with the tiles placed (the end of a lesson): they are back when the puzzle opens
# again (they were lost); once it is won, nothing is kept (below)
game --profile Lee --saves "$S" --level "$code" --frames 3 --state "$TMP/l3.json"
check "tiles left on the board are back when the puzzle opens again, and said so" \
  jq -e --argjson n "$(jq '.tiles | length' "$TMP/g.json")" '.placed == $n and .tries == 0 and (.message | test("last time"))' "$TMP/l3.json"
S="$TMP/saves_won" # the runs below place the tiles themselves
read -r px py pw ph < <(jq -r '.btn_play | @tsv' "$TMP/l.json")
echo "$((tick + 4)) click $((px + pw / 2)) $((py + ph / 2))" >>"$TMP/d.in"
# the README's first picture: the same run 1.6 s after Play, the car on its way
game --profile Lee --saves "$S" --level "$code" --frames $((tick + 100)) --input "$TMP/d.in" --state "$TMP/dr.json" --screenshot "$SHOTS/toycar_driving.png"
check "1.6 s after Play the car is driving, a turn taken, flags still to get" \
  jq -e '.status == "driving" and .tries == 1 and .flags_left == 5 and .car == [4,9]' "$TMP/dr.json"
check "driving screenshot is a real picture" sane_png "$SHOTS/toycar_driving.png"
game --profile Lee --saves "$S" --level "$code" --frames $((tick + 1400)) --input "$TMP/d.in" --state "$TMP/w.json" --screenshot "$SHOTS/toycar_won.png"
check "the generated level is won through the mouse" jq -e '.status == "won" and .tries == 1 and .flags_left == 0' "$TMP/w.json"
check "... and a won puzzle keeps no plan" bash -c "! grep -q '^drafts=' '$S/lee.save'"
check "the win panel is drawn (green 'You did it!')" test "$("$PNG_PROBE" "$SHOTS/toycar_won.png" count 009E73 300 240 360 80)" -gt 500

# --- a wrong placement fails, freezes, and says why ---
read -r x y d < <(jq -r '.tiles[0] | "\(.x) \(.y) \(.dir)"' "$TMP/g.json")
printf '4 click %d %d\n' $((px + pw / 2)) $((py + ph / 2)) >"$TMP/f.in"
game --profile Lee --saves "$S" --level "$code" --frames 900 --input "$TMP/f.in" --state "$TMP/f1.json" --screenshot "$SHOTS/toycar_failed.png"
game --profile Lee --saves "$S" --level "$code" --frames 1300 --input "$TMP/f.in" --state "$TMP/f2.json"
check "Play with no arrows fails" jq -e '.status | startswith("fail_")' "$TMP/f1.json"
check "the reason is shown in words" jq -e '.message | test("rock|tree|edge|goal"; "i")' "$TMP/f1.json"
check "the board stays frozen where it failed" test "$(jq -c '[.status, .car, .flags_left]' "$TMP/f1.json")" = "$(jq -c '[.status, .car, .flags_left]' "$TMP/f2.json")"
check "failure screenshot is a real picture" sane_png "$SHOTS/toycar_failed.png"

# --- a crash names the obstacle drawn on the cell the car hit: a rock, then a tree ---
# (modes/toycar/obstacle.h: the drawing and the words ask one function; --state "obstacle_at_car"
# is the sprite the board drew under the car)
printf 'loopling-level 1\nmode: toycar\ntitle: Into the tree\nheading: R\ntiles: 2,1,D 2,2,R\nboard:\n.....\nC..#.\n....G\n' >"$TMP/tree.level"
for crash in "rock $SRC/levels/toycar/04_around_the_rocks.level 4 1" "tree $TMP/tree.level 3 1"; do
  read -r kind lv ox oy <<<"$crash"
  game --profile Lee --saves "$S" --level "$lv" --frames 3 --state "$TMP/c0.json"
  read -r cx cy < <(centre "$TMP/c0.json" .btn_play)
  printf '4 click %d %d\n' "$cx" "$cy" >"$TMP/c.in"
  game --profile Lee --saves "$S" --level "$lv" --frames 600 --input "$TMP/c.in" --state "$TMP/c.json" \
    --screenshot "$SHOTS/toycar_crash_$kind.png"
  check "Play with no arrows crashes into the $kind at ($ox, $oy)" \
    jq -e --argjson x "$ox" --argjson y "$oy" '.status == "fail_obstacle" and .car == [$x, $y]' "$TMP/c.json"
  check "the board drew a $kind on the crash cell" jq -e --arg k "$kind" '.obstacle_at_car == $k' "$TMP/c.json"
  check "the message names the obstacle drawn there, and only it" \
    jq -e '.obstacle_at_car as $k | (.message | test("\\b" + $k + "\\b"))
           and (.message | test(if $k == "tree" then "rock" else "tree" end) | not)' "$TMP/c.json"
done

# --- the player model moves after a generated puzzle is won ---
"$MAKE_SAVE" "$S" Pat 5 3 0
game --profile Pat --saves "$S" --mode toycar --frames 3 --state "$TMP/pm.json"
check "past the lessons, a generated puzzle opens" jq -e '.kind == "generated" and .phase == "play" and .target_length == 3' "$TMP/pm.json"
pcode=$(jget "$TMP/pm.json" .share_code)
"$LOOPLING_GEN" toycar --code "$pcode" --json >"$TMP/pg.json" 2>/dev/null
cx=$(jq '.car[0]' "$TMP/pm.json"); cy=$(jq '.car[1]' "$TMP/pm.json")
tick=4
echo "$tick key Right" >"$TMP/pk.in"   # the first arrow key shows the cursor on the car
while read -r x y d; do
  while [ "$cx" -lt "$x" ]; do tick=$((tick + 1)); echo "$tick key Right" >>"$TMP/pk.in"; cx=$((cx + 1)); done
  while [ "$cx" -gt "$x" ]; do tick=$((tick + 1)); echo "$tick key Left" >>"$TMP/pk.in"; cx=$((cx - 1)); done
  while [ "$cy" -lt "$y" ]; do tick=$((tick + 1)); echo "$tick key Down" >>"$TMP/pk.in"; cy=$((cy + 1)); done
  while [ "$cy" -gt "$y" ]; do tick=$((tick + 1)); echo "$tick key Up" >>"$TMP/pk.in"; cy=$((cy - 1)); done
  tick=$((tick + 1)); echo "$tick key $d" >>"$TMP/pk.in"
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/pg.json")
echo "$((tick + 2)) key Space" >>"$TMP/pk.in"
game --profile Pat --saves "$S" --mode toycar --frames $((tick + 900)) --input "$TMP/pk.in" --state "$TMP/pw.json"
check "the generated puzzle is won by keyboard" jq -e '.status == "won"' "$TMP/pw.json"
check "solved in one try: the length target rises by 2" jq -e '.target_length == 5 and .solved == 1' "$TMP/pw.json"

# --- a puzzle made for a pupil four wins on (the README's picture): the chart shows them ---
"$MAKE_SAVE" "$S" Noor 5 11 2 4
game --profile Noor --saves "$S" --mode toycar --frames 4 --state "$TMP/gen.json" --screenshot "$SHOTS/toycar_generated.png"
check "a pupil four wins on gets a generated puzzle at {11, 2}" \
  jq -e '.kind == "generated" and .phase == "play" and .target_length == 11 and .target_loops == 2 and .notice == ""' "$TMP/gen.json"
check "the generated-puzzle screenshot is a real picture" sane_png "$SHOTS/toycar_generated.png"

# --- damaged saves: reported, the backup used, nothing lost ---
"$MAKE_SAVE" "$S" Zed 5 7 1
"$MAKE_SAVE" "$S" Zed 5 9 1   # the first copy becomes zed.save.bak
head -c 40 "$S/zed.save" >"$TMP/cut" && cp "$TMP/cut" "$S/zed.save"
game --profile Zed --saves "$S" --frames 4 --state "$TMP/z.json" --screenshot "$SHOTS/damaged_save.png"
check "a truncated save is reported" jq -e '.notice | test("damaged")' "$TMP/z.json"
check "...and the backup is used" jq -e '.target_length == 7' "$TMP/z.json"
head -c 300 /dev/urandom >"$S/zed.save"
game --profile Zed --saves "$S" --frames 4 --state "$TMP/z2.json"
check "a garbage save is reported and the backup used" jq -e '(.notice | test("damaged")) and .target_length == 7' "$TMP/z2.json"

# --- bad command lines ---
expect_exit 2 "a mistyped share code exits 2" game --level TC1-XXXX-XXXX --frames 2
check "...with a reason" grep -qi "code" "$TMP/err"
printf 'loopling-level 1\nmode: toycar\nheading: R\nboard:\nC.X\n' >"$TMP/bad.level"
expect_exit 2 "a broken level file exits 2" game --level "$TMP/bad.level" --frames 2
check "...naming file and line" grep -q "bad.level:5:" "$TMP/err"
expect_exit 2 "an unknown flag exits 2" game --fly
expect_exit 2 "--frames needs a number" game --frames lots
check "... named" grep -q "frames 'lots' must be a whole number above 0" "$TMP/err"
expect_exit 2 "--draw-every needs a number" game --frames 2 --draw-every 0
check "... named" grep -q "draw-every '0' must be a whole number above 0" "$TMP/err"
expect_exit 2 "--draw-every needs --frames" game --draw-every 5
check "... saying so" grep -q "draw-every needs --frames N" "$TMP/err"
finish
