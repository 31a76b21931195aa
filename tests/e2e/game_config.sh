#!/usr/bin/env bash
# Teachers' settings in the real game (issue 7), headless: --config FILE.lua and the settings
# screen's "Class settings" choice; the menu shows only the unlocked modes in order; a locked
# --mode is refused in words; the first generated puzzles start at the file's values (toy car,
# robot, May's); hints come after the configured tries in the configured style; a file with a
# mistake leaves the defaults with a file:line warning on the menu; a file that is not there exits 2.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}" "${MAKE_SAVE:?}"
D="$SRC/scripts/difficulty"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }

# --- gentle_class.lua: the menu shows its modes, in its order ---
S="$(fresh)"
game --profile Ada --saves "$S" --config "$D/gentle_class.lua" --frames 5 --screenshot "$SHOTS/menu_gentle_class.png" --state "$TMP/m.json"
check "gentle: the menu shows toy car and May's, in that order" jq -e '.screen == "menu" and .menu_modes == ["toycar","mays"] and .config == "gentle_class.lua" and .config_from_command_line == true' "$TMP/m.json"
check "gentle: no warning" jq -e '.notice == ""' "$TMP/m.json"
check "gentle: hints highlighted after 2 tries" jq -e '.hint_style == "highlight" and .tries_before_hint == 2' "$TMP/m.json"
check "gentle menu screenshot is a real picture" sane_png "$SHOTS/menu_gentle_class.png"
game --profile Ada --saves "$S" --config "$D/fast_class.lua" --frames 5 --state "$TMP/f.json"
check "fast: robots first" jq -e '.menu_modes == ["bots","mays","toycar"]' "$TMP/f.json"
printf 'settings = { modes = { "mays" } }\n' >"$TMP/one.lua"
game --profile Ada --saves "$S" --config "$TMP/one.lua" --frames 5 --screenshot "$SHOTS/config_menu_one.png" --state "$TMP/one.json"
check "one mode: the menu shows only it" jq -e '.menu_modes == ["mays"] and has("btn_0") and (has("btn_1") | not)' "$TMP/one.json"
printf '2 key Return\n' >"$TMP/enter.in"
game --profile Ada --saves "$S" --config "$TMP/one.lua" --frames 6 --input "$TMP/enter.in" --state "$TMP/one2.json"
check "one mode: Enter on the first button opens it" jq -e '.screen == "mays"' "$TMP/one2.json"

# --- a locked mode: --mode goes to the menu and says so ---
game --profile Ada --saves "$S" --config "$D/gentle_class.lua" --mode bots --frames 5 --state "$TMP/lock.json"
check "--mode bots under gentle: the menu, with a notice" jq -e '.screen == "menu" and (.notice | test("Robot is closed"))' "$TMP/lock.json"
game --profile Ada --saves "$S" --config "$D/gentle_class.lua" --mode mays --frames 5 --state "$TMP/open.json"
check "--mode mays under gentle: opens" jq -e '.screen == "mays"' "$TMP/open.json"

# --- the first generated puzzles start at the file's values ---
cat >"$TMP/start.lua" <<'LUA'
settings = {
  tries_before_hint = 2,
  hint_style = "highlight",
  toycar = { start_length = 7, start_loops = 1, length_step = 1, population = 200, generations = 300 },
}
LUA
S2="$(fresh)"
"$MAKE_SAVE" "$S2" Kim 5 3 0
game --profile Kim --saves "$S2" --config "$TMP/start.lua" --mode toycar --frames 3 --state "$TMP/g.json"
check "toy car: a new pupil past the lessons starts at length 7 with 1 loop" jq -e '.kind == "generated" and .phase == "play" and .target_length == 7 and .target_loops == 1' "$TMP/g.json"
check "toy car: no share code for a class's own GA settings" jq -e '.share_code == ""' "$TMP/g.json"
# hints: Play with no arrows fails; the hint comes with the second failure, not the first
printf '3 key Space\n200 key Space\n' >"$TMP/h.in"
game --profile Kim --saves "$S2" --config "$TMP/start.lua" --mode toycar --frames 190 --input "$TMP/h.in" --state "$TMP/h1.json"
check "toy car: no hint after one try" jq -e '.tries == 1 and (.status | startswith("fail_")) and .hint == ""' "$TMP/h1.json"
game --profile Kim --saves "$S2" --config "$TMP/start.lua" --mode toycar --frames 420 --input "$TMP/h.in" --state "$TMP/h2.json" --screenshot "$SHOTS/config_toycar_hint.png"
check "toy car: the hint marks a square after two tries" jq -e '.tries == 2 and (.status | startswith("fail_")) and .hint == "highlight" and .hint_cell[0] >= 0 and (.message | test("Hint"))' "$TMP/h2.json"
check "toy car hint screenshot is a real picture" sane_png "$SHOTS/config_toycar_hint.png"
# words in the robot mode (a line named in the sentence), none in the toy car (never a hint)
printf 'settings = { tries_before_hint = 2, hint_style = "words", bots = { blocks = "all" } }\n' >"$TMP/words.lua"
printf '1 key F2\n2 text turnLeft();\n3 key Return\n4 text forward();\n6 key F5\n80 key F5\n' >"$TMP/bw.in"
game --profile Kim --saves "$S2" --config "$TMP/words.lua" --mode bots --frames 70 --input "$TMP/bw.in" --state "$TMP/bw1.json"
check "robot: no hint after one failed run" jq -e '.bots.state == "failed" and .bots.tries == 1 and .bots.hint == ""' "$TMP/bw1.json"
game --profile Kim --saves "$S2" --config "$TMP/words.lua" --mode bots --frames 160 --input "$TMP/bw.in" --state "$TMP/bw2.json"
check "robot: after two, a hint in words names the line it marks" jq -e '.bots.tries == 2 and .bots.hint == "words" and .bots.hint_line == 1 and .bots.mark > 0 and (.bots.message | test("Hint: look at the marked line 1"))' "$TMP/bw2.json"
printf 'settings = { tries_before_hint = 1, hint_style = "none" }\n' >"$TMP/none.lua"
game --profile Kim --saves "$S2" --config "$TMP/none.lua" --mode toycar --frames 420 --input "$TMP/h.in" --state "$TMP/hn.json"
check "toy car: hint_style none never shows one" jq -e '.tries == 2 and .hint == "" and (.message | test("Hint") | not)' "$TMP/hn.json"
S3="$(fresh)"
"$MAKE_SAVE" "$S3" Kim 5 3 0
game --profile Kim --saves "$S3" --config "$D/fast_class.lua" --mode toycar --frames 3 --state "$TMP/fast.json"
check "fast: toy car starts at 11 with 1 loop, with a share code (default GA)" jq -e '.target_length == 11 and .target_loops == 1 and (.share_code | test("^TC"))' "$TMP/fast.json"
code=$(jget "$TMP/fast.json" .share_code)
game --profile Kim --saves "$S3" --level "$code" --frames 3 --state "$TMP/fast_code.json"
check "its share code reopens the same puzzle" jq -e --slurpfile a "$TMP/fast.json" '.kind == "shared" and .par == $a[0].par and .share_code == $a[0].share_code' "$TMP/fast_code.json"
# robot: fast_class's lessons and templates, New puzzle at start_size 6
printf '3 key Ctrl+N\n' >"$TMP/b.in"
game --profile Kim --saves "$S3" --config "$D/fast_class.lua" --mode bots --frames 8 --input "$TMP/b.in" --state "$TMP/b.json"
check "fast: the robot's first lesson is 04_backing_up" jq -e '.bots.level_index == 0' "$TMP/b.json"
check "fast: a new robot puzzle from a function template at size 6 or more" jq -e '.bots.generated == true and .bots.size >= 6 and (.bots.template | test("function"))' "$TMP/b.json"
# May's: past fast_class's four lessons, the first room is at ladder step 4 (a for loop)
printf '3 key Ctrl+PageDown\n5 key Ctrl+PageDown\n7 key Ctrl+PageDown\n9 key Ctrl+PageDown\n' >"$TMP/mj.in"
game --profile Kim --saves "$S3" --config "$D/fast_class.lua" --mode mays --frames 14 --input "$TMP/mj.in" --state "$TMP/mj.json"
check "fast: May's first generated room is at ladder step 4" jq -e '.mays.generated == true and .mays.adaptive == true and .mays.model_step == 3 and (.mays.solution | test("for"))' "$TMP/mj.json"

# --- a file with a mistake on line 3: the defaults, and a warning with file:line ---
printf 'settings = {\n  modes = { "mays" },\n  bots = { max_sise = 3 },\n}\n' >"$TMP/broken.lua"
game --profile Ada --saves "$S" --config "$TMP/broken.lua" --frames 5 --screenshot "$SHOTS/config_broken.png" --state "$TMP/b1.json"
check "broken: the menu warns with file:line" jq -e '.screen == "menu" and (.notice | test("broken.lua:3: bots has no setting .max_sise.")) and (.notice | test("default"))' "$TMP/b1.json"
check "broken: the defaults apply (all four modes)" jq -e '.menu_modes == ["toycar","bots","mays","dungeon"] and .config == "" and .hint_style == "words" and .tries_before_hint == 3' "$TMP/b1.json"
check "the warning is drawn on the menu (vermillion text)" test "$("$PNG_PROBE" "$SHOTS/config_broken.png" count D55E00 140 10 1000 100)" -gt 200
expect_exit 2 "a --config file that is not there exits 2" game --profile Ada --saves "$S" --config "$TMP/nowhere.lua" --frames 3
check "with the reason" grep -q "nowhere.lua" "$TMP/err"

# --- the settings screen: pick gentle_class.lua, saved, reloaded; --config wins for a run ---
S4="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=1\n' >"$S4/settings.cfg"
# (the class settings sit above the teacher's button and Back: Up from the first row wraps to Back,
# Up again to the teacher's button, Up again reaches them)
printf '2 key Down\n3 key Down\n4 key Down\n4 key Down\n5 key Return\n7 key Up\n8 key Up\n9 key Up\n10 key Left\n' >"$TMP/s.in"
game --profile Ada --saves "$S4" --frames 14 --input "$TMP/s.in" --screenshot "$SHOTS/settings_class.png" --state "$TMP/s.json"
check "settings: Left from Game defaults picks gentle_class.lua, applied at once" jq -e '.screen == "settings" and .class_config == "gentle_class.lua" and .config == "gentle_class.lua" and .modes == ["toycar","mays"]' "$TMP/s.json"
check "settings: every file of scripts/difficulty is offered" jq -e '.class_choices == ["Game defaults","default.lua","fast_class.lua","gentle_class.lua"]' "$TMP/s.json"
check "settings: the choice is saved in settings.cfg" grep -q "^class_config=gentle_class.lua$" "$S4/settings.cfg"
check "settings: the older keys are still there" grep -q "^text_size=1$" "$S4/settings.cfg"
check "settings screenshot is a real picture" sane_png "$SHOTS/settings_class.png"
game --profile Ada --saves "$S4" --frames 5 --state "$TMP/s2.json"
check "settings: the choice is reloaded on the next start" jq -e '.config == "gentle_class.lua" and .menu_modes == ["toycar","mays"] and .config_from_command_line == false' "$TMP/s2.json"
game --profile Ada --saves "$S4" --config "$D/fast_class.lua" --frames 5 --state "$TMP/s3.json"
check "--config wins over the saved choice for the run" jq -e '.config == "fast_class.lua" and .menu_modes[0] == "bots" and .class_config == "gentle_class.lua"' "$TMP/s3.json"
# (gentle's menu has two modes: Settings is two Downs away)
printf '2 key Down\n3 key Down\n5 key Return\n7 key Up\n8 key Up\n9 key Up\n10 key Right\n' >"$TMP/s4.in"
game --profile Ada --saves "$S4" --frames 14 --input "$TMP/s4.in" --state "$TMP/s4.json"
check "settings: Right from the last file wraps to Game defaults" jq -e '.class_config == "" and .config == "" and .modes == ["toycar","bots","mays","dungeon"]' "$TMP/s4.json"
check "settings: Game defaults leaves no class_config line" bash -c "! grep -q class_config '$S4/settings.cfg'"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=1\nclass_config=gone.lua\n' >"$S4/settings.cfg"
game --profile Ada --saves "$S4" --frames 5 --state "$TMP/s5.json"
check "a chosen file that is gone: the defaults, with a warning" jq -e '.config == "" and (.notice | test("gone.lua")) and .menu_modes == ["toycar","bots","mays","dungeon"]' "$TMP/s5.json"

finish
