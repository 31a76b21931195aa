#!/usr/bin/env bash
# The teacher PIN (issue 18): a teacher sets a PIN on the settings screen (typed twice) and chooses
# the class settings; settings.cfg keeps a hash, never the digits. A pupil then sees the class
# settings in force but cannot change them (the button, the keys, a click: nothing moves); a wrong
# PIN is refused in words, the right one opens them until the menu shows again, and leads to the
# class progress; Remove PIN opens them to all again. --config keeps working while a PIN is set.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}" "${MAKE_SAVE:?}"
S="$(mktemp -d "$TMP/saves.XXXXXX")"
"$MAKE_SAVE" "$S" Zoe 5 9 1 6   # a second pupil: past the toy car's lessons, six puzzles won
run() { # run NAME FRAMES [ARGS...]: the game from the menu with $TMP/NAME.in, state in $TMP/NAME.json
  local name="$1" frames="$2"; shift 2
  game --profile Ada --saves "$S" --frames "$frames" --input "$TMP/$name.in" --state "$TMP/$name.json" "$@" >/dev/null 2>&1
}
fits() {
  check "$1: every text fits" jq -e '.text_overflows == []' "$TMP/$1.json"
}

game --profile Ada --saves "$S" --frames 3 --state "$TMP/menu.json" >/dev/null 2>&1
echo "2 click $(at "$TMP/menu.json" Settings)" >"$TMP/set.in"
run set 5
check "no PIN: the class settings are open, the teacher's button offers a PIN" jq -e '.screen == "settings" and .class_locked == false and .teacher_pin_set == false and ([.clickables[].name] | index("Set a teacher PIN"))' "$TMP/set.json"

# --- the teacher sets a PIN (twice) and picks gentle_class.lua ---
{ cat "$TMP/set.in"; echo "4 click $(at "$TMP/set.json" "Set a teacher PIN")"; printf '6 text 2468\n7 key Return\n9 text 2468\n10 key Return\n'; } >"$TMP/pin.in"
run pin 13
check "the PIN is set; the panel offers Class progress" jq -e '.teacher_pin_set == true and .teacher_panel == "menu" and ([.clickables[].name] | index("Class progress"))' "$TMP/pin.json"
fits pin
check "settings.cfg keeps a hash of it, never the digits" grep -q '^teacher_pin=\$' "$S/settings.cfg"
check "... and not 2468" bash -c "! grep -q 2468 '$S/settings.cfg'"
# two different PINs: refused, chosen again
{ cat "$TMP/set.in"; echo "4 click $(at "$TMP/set.json" "Set a teacher PIN")"; printf '6 text 1111\n7 key Return\n9 text 2222\n10 key Return\n'; } >"$TMP/differ.in"
S2="$S"; S="$(mktemp -d "$TMP/saves.XXXXXX")"
game --profile Ada --saves "$S" --frames 3 >/dev/null 2>&1
run differ 13
check "two different PINs: said, and nothing is set" jq -e '.teacher_pin_set == false and .teacher_panel == "new" and (.teacher_error | test("not the same"))' "$TMP/differ.json"
S="$S2"
# the teacher (still unlocked) closes the panel and picks the class file with the class button
{ cat "$TMP/pin.in"; echo "12 key Escape"; } >"$TMP/pick0.in"
run pick0 15
n=$(jq '.class_choices | index("gentle_class.lua")' "$TMP/pick0.json")
{ cat "$TMP/pick0.in"; for i in $(seq 1 "$n"); do echo "$((15 + 2 * i)) click $(at "$TMP/pick0.json" "Game defaults")"; done; } >"$TMP/pick.in"
run pick $((20 + 2 * n))
check "unlocked, the teacher chose gentle_class.lua" jq -e '.class_config == "gentle_class.lua" and .class_locked == false' "$TMP/pick.json"
check "... saved" grep -qx 'class_config=gentle_class.lua' "$S/settings.cfg"

# --- a pupil: the class settings are shown, locked ---
run set 5 --screenshot "$SHOTS/teacher_set.png"
check "a pupil sees the class settings in force, locked" jq -e '.class_locked == true and .class_config == "gentle_class.lua" and ([.clickables[].name] | index("Teacher"))' "$TMP/set.json"
game --profile Ada --saves "$S" --frames 3 --state "$TMP/menu2.json" >/dev/null 2>&1
check "the menu shows the class's modes" jq -e '.menu_modes == ["toycar","mays"]' "$TMP/menu2.json"
fits set
cls="$(at "$TMP/set.json" "gentle_class.lua")"
{ cat "$TMP/set.in"; echo "4 click $cls"; echo "6 click $cls"; printf '8 key Tab\n'; } >"$TMP/try.in"
run try 10
check "a click on the class button changes nothing" jq -e '.class_config == "gentle_class.lua" and .class_locked == true' "$TMP/try.json"
# the keyboard: focus walks to the class button, Right and Enter on it change nothing
{ cat "$TMP/set.in"; for i in $(seq 4 12); do echo "$i key Down"; done; printf '14 key Right\n15 key Return\n16 key Left\n'; } >"$TMP/keys.in"
run keys 18
check "the keys change nothing either" jq -e '.class_config == "gentle_class.lua" and .class_locked == true' "$TMP/keys.json"
check "settings.cfg still names gentle_class.lua" grep -qx 'class_config=gentle_class.lua' "$S/settings.cfg"

# --- a wrong PIN, then the right one; Class progress ---
{ cat "$TMP/set.in"; echo "4 click $(at "$TMP/set.json" Teacher)"; printf '6 text 1234\n7 key Return\n'; } >"$TMP/wrong.in"
run wrong 10
check "a wrong PIN is refused in words and stays locked" jq -e '.teacher_panel == "pin" and (.teacher_error | test("not the teacher PIN")) and .class_locked == true' "$TMP/wrong.json"
fits wrong
{ cat "$TMP/set.in"; echo "4 click $(at "$TMP/set.json" Teacher)"; printf '6 text 2468\n7 key Return\n'; } >"$TMP/right.in"
run right 10
check "the right PIN opens the class settings" jq -e '.teacher_panel == "menu" and .class_locked == false' "$TMP/right.json"
{ cat "$TMP/right.in"; echo "12 click $(at "$TMP/right.json" "Class progress")"; } >"$TMP/progress.in"
run progress 16 --screenshot "$SHOTS/teacher_progress.png"
check "Class progress lists the pupils of this computer" jq -e '.screen == "class" and .class_pupils == 2 and .class_rows[0].name == "Ada" and .class_rows[1].name == "Zoe"' "$TMP/progress.json"
check "... with their numbers (Zoe: 5 toy-car lessons, 6 puzzles solved)" jq -e '.class_rows[1].toycar.lessons_solved == 5 and .class_rows[1].toycar.puzzles_solved == 6' "$TMP/progress.json"
fits progress
# Back to the settings, then the menu: locked again
{ cat "$TMP/progress.in"; printf '18 key Escape\n20 key Escape\n'; echo "23 click $(at "$TMP/menu.json" Settings)"; } >"$TMP/again.in"
run again 27
check "after the menu the class settings are locked again" jq -e '.screen == "settings" and .class_locked == true' "$TMP/again.json"

# --- --config holds a run while a PIN is set ---
game --profile Ada --saves "$S" --config "$SRC/scripts/difficulty/fast_class.lua" --frames 3 --state "$TMP/cfgm.json" >/dev/null 2>&1
check "--config still works with a PIN set" jq -e '.config == "fast_class.lua" and .menu_modes[0] == "bots"' "$TMP/cfgm.json"
game --profile Ada --saves "$S" --config "$SRC/scripts/difficulty/fast_class.lua" --frames 5 --input "$TMP/set.in" --state "$TMP/cfg.json" >/dev/null 2>&1
check "--config: the teacher's button is not shown" jq -e '[.clickables[].name] | (index("Teacher") | not)' "$TMP/cfg.json"

# --- Remove PIN ---
{ cat "$TMP/right.in"; echo "12 click $(at "$TMP/right.json" "Remove PIN")"; } >"$TMP/remove.in"
run remove 15
check "Remove PIN: no PIN, the class settings open to all" jq -e '.teacher_pin_set == false and .class_locked == false' "$TMP/remove.json"
check "... and settings.cfg has no teacher_pin line" bash -c "! grep -q teacher_pin '$S/settings.cfg'"
finish
