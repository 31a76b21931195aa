#!/usr/bin/env bash
# Pupils renamed and removed on "Who is playing?" (issue 18), through the screen's own buttons
# (clicks read from --state clickables): a renamed pupil opens under the new name with all of
# their progress and the old name is gone from the list; a taken name is refused and said so;
# Remove asks first, Cancel leaves the pupil, and a removed pupil's files are in saves/removed/;
# the keyboard (F2, typing, Enter) does it too; nothing overlaps, every text fits.
source "$(dirname "$0")/lib.bash"
: "${MAKE_SAVE:?}"
S="$TMP/saves"
mkdir -p "$S"
"$MAKE_SAVE" "$S" Ada 3 7 1 4           # Ada: three lessons done, four puzzles won
game --saves "$S" --profile Bob --frames 3 >/dev/null 2>&1   # Bob: made by playing
check "two pupils saved" test -f "$S/ada.save" -a -f "$S/bob.save"

# run NAME FRAMES: the game on the pupil screen with $TMP/NAME.in, its state in $TMP/NAME.json
run() { game --saves "$S" --frames "$2" --input "$TMP/$1.in" --state "$TMP/$1.json" --screenshot "$SHOTS/pupils_$1.png" 2>"$TMP/$1.err"; }
fits() { # fits NAME: no text overflows, no two clickables overlap
  check "$1: every text fits" jq -e '.text_overflows == []' "$TMP/$1.json"
  check "$1: no two clickables overlap" jq -e '[.clickables[] | .rect] as $r
    | [range(0; $r | length) as $i | range($i + 1; $r | length) as $j
       | select($r[$i][0] < $r[$j][0] + $r[$j][2] and $r[$j][0] < $r[$i][0] + $r[$i][2]
            and $r[$i][1] < $r[$j][1] + $r[$j][3] and $r[$j][1] < $r[$i][1] + $r[$i][3])] == []' "$TMP/$1.json"
}
names() { jq -c '[.clickables[].name]' "$1"; }

: >"$TMP/list.in"
run list 3
check "the list shows Ada and Bob, each with its ... button" jq -e '[.clickables[].name] | index("Ada") and index("Bob") and index("... Ada") and index("... Bob")' "$TMP/list.json"
fits list

# --- rename Ada to Zoe with the mouse ---
echo "2 click $(at "$TMP/list.json" "... Ada")" >"$TMP/menu.in"
run menu 5
check "... opens Ada's panel: Rename, Remove, Cancel" jq -e '.pupil_panel == "menu" and ([.clickables[].name] == ["Rename", "Remove", "Cancel"])' "$TMP/menu.json"
fits menu
{ cat "$TMP/menu.in"; echo "4 click $(at "$TMP/menu.json" Rename)"; } >"$TMP/rename.in"
run rename 7
check "Rename shows the name box" jq -e '.pupil_panel == "rename"' "$TMP/rename.json"
fits rename
# a taken name is refused, said so, and nothing changes
{ cat "$TMP/rename.in"; printf '6 key Backspace\n7 key Backspace\n8 key Backspace\n9 text bob\n10 key Return\n'; } >"$TMP/taken.in"
run taken 13
check "a taken name is refused and said so" jq -e '.pupil_panel == "rename" and (.pupil_panel_error | test("already a pupil called bob"))' "$TMP/taken.json"
fits taken
check "a refused rename changes no file" test -f "$S/ada.save" -a -f "$S/bob.save" -a ! -e "$S/zoe.save"
{ cat "$TMP/rename.in"; printf '6 key Backspace\n7 key Backspace\n8 key Backspace\n9 text Zoe\n10 click %s\n' "$(at "$TMP/rename.json" Rename)"; } >"$TMP/renamed.in"
run renamed 13
check "after the rename the panel is closed" jq -e '.pupil_panel == ""' "$TMP/renamed.json"
check "the list shows Zoe, not Ada" jq -e '[.clickables[].name] | index("Zoe") and (index("Ada") | not) and index("Bob")' "$TMP/renamed.json"
check "Ada's files are gone, Zoe's are there" test ! -e "$S/ada.save" -a -f "$S/zoe.save"
check "Zoe's file holds her name" grep -qx 'name=Zoe' "$S/zoe.save"
game --saves "$S" --profile Zoe --frames 3 --state "$TMP/zoe.json" >/dev/null 2>&1
check "Zoe opens with Ada's progress (3 lessons, 4 solved)" jq -e '.profile == "Zoe" and .tutorial_done == 3 and .solved == 4' "$TMP/zoe.json"

# --- remove: Cancel leaves the pupil, Remove moves the files ---
: >"$TMP/list2.in"
run list2 3
{ echo "2 click $(at "$TMP/list2.json" "... Bob")"; echo "4 click $(at "$TMP/menu.json" Remove)"; } >"$TMP/ask.in"
run ask 7
check "Remove asks first" jq -e '.pupil_panel == "remove" and (.texts | join(" ") | test("Remove Bob\\? Their progress is kept in saves/removed"))' "$TMP/ask.json"
fits ask
{ cat "$TMP/ask.in"; echo "6 click $(at "$TMP/ask.json" Cancel)"; } >"$TMP/cancel.in"
run cancel 9
check "Cancel closes the panel and keeps Bob" jq -e '.pupil_panel == "" and ([.clickables[].name] | index("Bob"))' "$TMP/cancel.json"
check "Cancel moves no file" test -f "$S/bob.save" -a ! -e "$S/removed/bob.save"
{ cat "$TMP/ask.in"; echo "6 click $(at "$TMP/ask.json" Remove)"; } >"$TMP/removed.in"
run removed 9
check "Bob is gone from the list" jq -e '.pupil_panel == "" and ([.clickables[].name] | (index("Bob") | not) and index("Zoe"))' "$TMP/removed.json"
check "Bob's files are in saves/removed/" test -f "$S/removed/bob.save" -a ! -e "$S/bob.save"

# --- the keyboard alone: F2 on the chosen pupil, Rename, type, Enter ---
printf '2 key F2\n3 key Return\n4 key Backspace\n5 key Backspace\n6 key Backspace\n7 text Ida\n8 key Return\n' >"$TMP/keys.in"
run keys 11
check "the keyboard renames Zoe to Ida" jq -e '[.clickables[].name] | index("Ida") and (index("Zoe") | not)' "$TMP/keys.json"
check "Ida keeps the progress" grep -qx 'toycar.tutorial_done=3' "$S/ida.save"
# a right-click on a pupil opens their panel too
echo "2 rclick $(at "$TMP/keys.json" Ida)" >"$TMP/rclick.in"
run rclick 5
check "a right-click on Ida opens her panel" jq -e '.pupil_panel == "menu" and (.texts | index("Ida"))' "$TMP/rclick.json"
# Escape closes the panel and nothing changes
printf '2 key F2\n3 key Escape\n' >"$TMP/esc.in"
run esc 5
check "Escape closes the panel" jq -e '.pupil_panel == "" and ([.clickables[].name] | index("Ida"))' "$TMP/esc.json"
# --- the pupil this window plays: saved, let go, renamed and played on under the new name ---
game --saves "$S" --profile Ida --frames 3 --state "$TMP/ida_menu.json" >/dev/null 2>&1
{ echo "2 click $(at "$TMP/ida_menu.json" "Change pupil")"
  printf '5 key F2\n6 key Return\n7 key Backspace\n8 key Backspace\n9 key Backspace\n10 text Eve\n11 key Return\n12 key Escape\n'
} >"$TMP/current.in"
game --saves "$S" --profile Ida --frames 15 --input "$TMP/current.in" --state "$TMP/current.json" >/dev/null 2>&1
check "the pupil playing is renamed and plays on as Eve, locked" jq -e '.screen == "menu" and .profile == "Eve" and .profile_locked and .tutorial_done == 3' "$TMP/current.json"
check "Ida's files are gone, Eve's are there" test ! -e "$S/ida.save" -a -f "$S/eve.save"
{ echo "2 click $(at "$TMP/ida_menu.json" "Change pupil")"; printf '5 key F2\n6 key Right\n7 key Return\n8 key Left\n9 key Return\n'; } >"$TMP/current_rm.in"
game --saves "$S" --profile Eve --frames 12 --input "$TMP/current_rm.in" --state "$TMP/current_rm.json" >/dev/null 2>&1
check "the pupil playing can be removed (with the keyboard): no pupil is open then" jq -e '.screen == "profiles" and .profile == "" and ([.clickables[].name] | index("Eve") | not)' "$TMP/current_rm.json"
check "Eve's files are in saves/removed/" test -f "$S/removed/eve.save" -a ! -e "$S/eve.save"

# --- a child's own name with letters past ASCII: typed, saved, greeted, and found again however the
# capitals are typed ("JÜRGEN" is Jürgen); a sign or an emoji is still refused in words ---
U="$TMP/utf8"
mkdir -p "$U"
printf '2 text J\xc3\xbcrgen\n3 key Return\n' >"$TMP/jurgen.in"
game --saves "$U" --frames 6 --input "$TMP/jurgen.in" --state "$TMP/jurgen.json" >/dev/null 2>&1
check "Jürgen can type his name and play" jq -e '.screen == "menu" and .profile == "J\u00fcrgen" and any(.texts[]; . == "Hi, J\u00fcrgen!")' "$TMP/jurgen.json"
check "... his save is jürgen.save" test -f "$U/j"$'\xc3\xbc'"rgen.save"
printf '2 text J\xc3\x9cRGEN\n3 key Return\n' >"$TMP/jurgen2.in"
game --saves "$U" --frames 6 --input "$TMP/jurgen2.in" --state "$TMP/jurgen2.json" >/dev/null 2>&1
check "... JÜRGEN typed opens Jürgen, not a new pupil" jq -e '.screen == "menu" and .profile == "J\u00fcrgen"' "$TMP/jurgen2.json"
check "... still one save" test "$(ls "$U" | grep -c '\.save$')" = 1
printf '2 text Zo\xc3\xab \xc3\x97 2\n3 key Return\n' >"$TMP/sign.in"
game --saves "$U" --frames 6 --input "$TMP/sign.in" --state "$TMP/sign.json" >/dev/null 2>&1
check "a name with a sign is refused, naming the sign" jq -e '.screen == "profiles" and (.profiles_error | test("^.\u00d7. cannot be in a name"))' "$TMP/sign.json"
# a name is 31 letters however many bytes they take: 31 with accents (36 bytes) is a name, and the
# whole of a longer one is kept as typed and counted in the refusal
long31=$(printf 'Émilie%.0s' 1 2 3 4 5)1
printf '2 text %s\n3 key Return\n' "$long31" >"$TMP/long31.in"
game --saves "$U" --frames 6 --input "$TMP/long31.in" --state "$TMP/long31.json" >/dev/null 2>&1
check "a 31-letter name with accents is a name" jq -e --arg n "$long31" '.screen == "menu" and .profile == $n' "$TMP/long31.json"
check "... saved under it" test -f "$U/$(printf 'émilie%.0s' 1 2 3 4 5)1.save"
printf '2 text %s2345\n3 key Return\n' "$long31" >"$TMP/long35.in"
game --saves "$U" --frames 6 --input "$TMP/long35.in" --state "$TMP/long35.json" >/dev/null 2>&1
check "a 35-letter name is refused with its count" \
  jq -e '.screen == "profiles" and .profiles_error == "That name has 35 letters: a name has 31 at most."' "$TMP/long35.json"

# keys SAVES NAME FRAMES SCRIPT: the pupil screen with the input script SCRIPT (printf's format),
# its state in $TMP/NAME.json
keys() { printf "$4" >"$TMP/$2.in"; game --saves "$1" --frames "$3" --input "$TMP/$2.in" --state "$TMP/$2.json" >/dev/null 2>&1; }

# Enter with no name typed picked the first pupil on the list, with nothing showing it: another
# child played as them. Now it says what to do and shows the ring; arrows move it, Enter picks.
E2="$(mktemp -d "$TMP/enter.XXXXXX")"
game --saves "$E2" --profile Ada --frames 2 >/dev/null 2>&1
game --saves "$E2" --profile Bob --frames 2 >/dev/null 2>&1
keys "$E2" en1 8 '3 key Return\n'
check "Enter alone picks nobody, and says what to do" \
  jq -e '.screen == "profiles" and .profile == "" and .profiles_error == "Type your name first, or pick it above."' "$TMP/en1.json"
keys "$E2" en2 12 '3 key Return\n5 key Down\n7 key Return\n'
check "... then an arrow moves the ring, and Enter picks the name in it" jq -e '.screen == "menu" and .profile == "Bob"' "$TMP/en2.json"

# Escape while a name is being typed clears it (it closed the game before anyone played); with
# nothing typed, Escape still quits there (ticks: the last one the game ran)
E="$(mktemp -d "$TMP/esc.XXXXXX")"
keys "$E" esc1 8 '2 text Emi\n3 key Escape\n'
check "Escape clears a typed name and keeps the game open" \
  jq -e '.screen == "profiles" and .profiles_typed == "" and .ticks == 8' "$TMP/esc1.json"
keys "$E" esc2 30 '2 text Emi\n3 key Escape\n5 key Escape\n'
check "... and a second Escape, nothing typed, quits" jq -e '.ticks == 5' "$TMP/esc2.json"
check "... having saved no pupil" test -z "$(ls "$E"/*.save 2>/dev/null)"

finish
