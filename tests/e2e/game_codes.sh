#!/usr/bin/env bash
# Share codes through the real game and loopling-gen (issue 7): `loopling --level CODE` opens the
# very level in each mode; "Enter a code" on the menu does the same, and Copy beside each code
# puts it on the clipboard; a May's Journey adaptive room shows its code, and that code opens the
# same room again; loopling-gen mays --share-code writes the same room; a mistyped code or one
# from an unknown generator version exits 2 with the reason in words.
source "$(dirname "$0")/lib.bash"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
# everything open (tests/e2e/data/open_class.lua): every robot block and lesson from the start
play() { local saves="$1"; shift; game --profile Ada --saves "$saves" --config "$SRC/tests/e2e/data/open_class.lua" "$@"; }

# 1. --level CODE in each mode lands in the right mode with the right level.
play "$(fresh)" --level TC1F-3H00-0005 --frames 3 --state "$TMP/tc.json"
check "--level TC..: the toy car, that puzzle" jq -e '.screen == "toycar"' "$TMP/tc.json"
play "$(fresh)" --level BT12-0P1R-MPAH --frames 3 --state "$TMP/bt.json"
check "--level BT..: the robots, that puzzle" jq -e '.screen == "bots" and (.bots | tostring | test("BT12-0P1R-MPAH"))' "$TMP/bt.json"
play "$(fresh)" --level mj2b-ag00-30ed --frames 3 --state "$TMP/mj.json"
check "--level MJ.. (typed in lower case): May's room, its code shown" \
  jq -e '.screen == "mays" and .mays.generated == true and .mays.share_code == "MJ2B-AG00-30ED" and .mays.title == "A loop" and (.mays.solution | test("for \\(3\\)"))' "$TMP/mj.json"

# 1a. A May's Journey generator-3 room (turned shapes, up to 32 x 24): its code opens it, and its
#     picture is the one docs/mays.md shows.
play "$(fresh)" --level MJ3J-P0YS-13KR --frames 30 --state "$TMP/mj3.json" --screenshot "$SHOTS/mays_generator3_room.png"
check "--level MJ3..: generator 3's room, its code shown" \
  jq -e '.screen == "mays" and .mays.generated == true and .mays.share_code == "MJ3J-P0YS-13KR"' "$TMP/mj3.json"
# 12 x 20 tiles fitted whole were 21 pixels, May and the objects hard to make out: walking, the room
# is drawn with 44-pixel tiles and scrolls with May, who stays in full view
check "... walking it, its tiles are 44 pixels and it scrolls with May" \
  jq -e '.mays.phase == "walk" and .mays.map_follow == true and .mays.map_tile == 44' "$TMP/mj3.json"
check "... May in full view" jq -e '.mays.map_area as $a | .mays.avatar_rect as $r
  | $r[0] >= $a[0] and $r[1] >= $a[1] and $r[0] + $r[2] <= $a[0] + $a[2] and $r[1] + $r[3] <= $a[1] + $a[3]' "$TMP/mj3.json"
check "... a small room (mj2b..) is drawn whole, bigger" \
  jq -e '.mays.map_follow == false and .mays.map_tile > 44' "$TMP/mj.json"

# 1b. A robot code named by its template's content (issue 19): a copy of short_loop under another
#     name gives BTS.. codes (generator 9; BTR.. from 8, BTQ.. from 7, BTP.. from 6, BTN.. from 5, BTM.. from 4, BTK.. from 3, BTJ.. from 2, BTH.. from 1) the game opens from its own
#     short_loop.template, the same puzzle; a teacher's template the game does not have is
#     refused in words, in the message panel.
cp "$SRC/scripts/templates/short_loop.template" "$TMP/our_copy.template"
"$LOOPLING_GEN" bots --template "$TMP/our_copy.template" --seed 4 --count 1 --json >"$TMP/copy.json" 2>/dev/null
COPY="$(jq -r '.puzzles[0].share_code' "$TMP/copy.json")"
check "a copy of a shipped template: a content-named code" test "${COPY:0:3}" = BTS
play "$(fresh)" --level "$COPY" --frames 3 --state "$TMP/bth.json"
check "--level BTS..: found by content, the same puzzle (shown with short_loop's BT9 code)" jq -e --slurpfile g "$TMP/copy.json" \
  '.screen == "bots" and .bots.template == "short_loop" and .bots.par == $g[0].puzzles[0].par and .bots.generated == true
   and (.bots.code | startswith("BT9"))' "$TMP/bth.json"
# The older generators' content-named codes still open their own puzzles.
for old in 1:BTH 2:BTJ 3:BTK 4:BTM 5:BTN 6:BTP 7:BTQ 8:BTR; do
  v="${old%%:*}"
  "$LOOPLING_GEN" bots --template "$TMP/our_copy.template" --seed 4 --count 1 --gen-version "$v" --json >"$TMP/copy$v.json" 2>/dev/null
  OLD="$(jq -r '.puzzles[0].share_code' "$TMP/copy$v.json")"
  check "generator $v's content-named code" test "${OLD:0:3}" = "${old#*:}"
  play "$(fresh)" --level "$OLD" --frames 3 --state "$TMP/old$v.json"
  check "--level ${old#*:}..: still opens, generator $v's puzzle (shown with short_loop's BT$v code)" jq -e --slurpfile g "$TMP/copy$v.json" \
    --arg bt "BT$v" '.screen == "bots" and .bots.template == "short_loop" and .bots.par == $g[0].puzzles[0].par and (.bots.code | startswith($bt))' "$TMP/old$v.json"
done
sed 's/wildcard 2$/wildcard 3/' "$SRC/scripts/templates/short_loop.template" >"$TMP/ours.template"
"$LOOPLING_GEN" bots --template "$TMP/ours.template" --seed 4 --count 1 --json >"$TMP/ours.json" 2>/dev/null
play "$(fresh)" --level "$(jq -r '.puzzles[0].share_code' "$TMP/ours.json")" --frames 3 --state "$TMP/ours_state.json"
check "--level BTK.. of a template not here: said in words" \
  jq -e '.screen == "bots" and (.bots.message | test("teacher.s own robot template.*copy that template file"))' "$TMP/ours_state.json"

# 2. An adaptive room's code opens the same room.
S="$(fresh)"
printf '3 key Ctrl+PageDown\n' >"$TMP/next.in"
play "$S" --level "$SRC/levels/mays/14_the_last_treasure.level" --frames 6 --input "$TMP/next.in" --state "$TMP/a.json"
CODE="$(jget "$TMP/a.json" .mays.share_code)"
check "an adaptive room shows an MJ code" jq -e '.mays.adaptive == true and (.mays.share_code | test("^MJ[0-9A-Z]{2}-[0-9A-Z]{4}-[0-9A-Z]{4}$"))' "$TMP/a.json"
play "$(fresh)" --level "$CODE" --frames 3 --state "$TMP/b.json"
check "its code opens the same room" jq -e --slurpfile a "$TMP/a.json" \
  '.mays.objects == $a[0].mays.objects and .mays.solution == $a[0].mays.solution and .mays.title == $a[0].mays.title and .mays.adaptive == false' "$TMP/b.json"

# 3. loopling-gen mays --share-code prints the same room.
"$LOOPLING_GEN" mays --share-code "$CODE" --json >"$TMP/g.json" 2>/dev/null
check "loopling-gen mays --share-code: the same code" jq -e --slurpfile a "$TMP/a.json" '.solution == $a[0].mays.solution and .verified == true' "$TMP/g.json"
expect_exit 2 "loopling-gen mays --share-code with a typo exits 2" "$LOOPLING_GEN" mays --share-code MJ2B-AG00-30EX
check "... saying it is a typo" grep -q "typo" "$TMP/err"
expect_exit 2 "loopling-gen mays --share-code and --seed together exit 2" "$LOOPLING_GEN" mays --share-code "$CODE" --seed 3

# 4. "Enter a code" on the menu: type, Enter, the right mode with the right level. Clicks go to
#    the rectangles --state lists ("clickables"), so a new layout does not break them.
# at STATE LABEL: "X Y", the centre of the clickable called LABEL in a --state file
play "$(fresh)" --frames 4 --state "$TMP/menu.json"
read -r ex ey < <(at "$TMP/menu.json" "Enter a code")
read -r mx my < <(at "$TMP/menu.json" "May's Journey")
check "the menu lists its buttons in --state, Enter a code among them" test -n "$ex"
code_screen() { # code_screen NAME TEXT
  printf '3 click %d %d\n6 text %s\n8 key Return\n' "$ex" "$ey" "$2" >"$TMP/$1.in"
  play "$(fresh)" --frames 14 --input "$TMP/$1.in" --state "$TMP/$1.json"
}
code_screen ctc "TC1F 3H00 0005"
check "menu code screen: a toy-car code opens that puzzle" jq -e '.screen == "toycar" and .kind == "shared" and .share_code == "TC1F-3H00-0005"' "$TMP/ctc.json"
code_screen cbt "bt12-0p1r-mpah"
check "menu code screen: a robot code opens that puzzle" jq -e '.screen == "bots" and (.bots | tostring | test("BT12-0P1R-MPAH"))' "$TMP/cbt.json"
code_screen cmj "MJ2B-AG00-30ED"
check "menu code screen: a May's Journey code opens that room" jq -e '.screen == "mays" and .mays.share_code == "MJ2B-AG00-30ED" and .mays.title == "A loop"' "$TMP/cmj.json"
code_screen cbad "MJ2B-AG00-30EX"
check "menu code screen: a mistyped code stays, with the codec's words" \
  jq -e '.screen == "code" and .code.typed == "MJ2B-AG00-30EX" and (.code.error | test("typo"))' "$TMP/cbad.json"
code_screen cver "MJ73-3000-30ED"
check "menu code screen: another generator's code stays, naming it" jq -e '.screen == "code" and (.code.error | test("generator 7"))' "$TMP/cver.json"
play "$(fresh)" --level MJ2B-AG00-30ED --frames 4 --state "$TMP/room.json"
read -r bx by < <(at "$TMP/room.json" "Menu")
printf '3 click %d %d\n6 text MJ2B-AG00-30ED\n8 key Return\n12 click %d %d\n16 click %d %d\n' "$ex" "$ey" "$bx" "$by" "$mx" "$my" >"$TMP/back.in"
play "$(fresh)" --frames 24 --input "$TMP/back.in" --state "$TMP/back.json"
check "after a shared room, the menu's May's Journey is the pupil's own again" \
  jq -e '.screen == "mays" and .mays.generated == false and .mays.level_index == 0' "$TMP/back.json"

# 5. Copy beside every code: the clipboard holds it, and Enter a code's Ctrl+V opens it again.
copy_paste() { # copy_paste NAME CODE: its screen's Copy button, read from --state
  play "$(fresh)" --level "$2" --frames 4 --state "$TMP/$1.0.json"
  read -r cx cy < <(at "$TMP/$1.0.json" "Copy")
  printf '3 click %s %s\n6 key Escape\n9 click %d %d\n12 key Ctrl+V\n14 key Return\n' "$cx" "$cy" "$ex" "$ey" >"$TMP/$1.in"
  play "$(fresh)" --level "$2" --frames 20 --input "$TMP/$1.in" --state "$TMP/$1.json"
}
copy_paste pmj MJ2B-AG00-30ED
check "May's Copy, then paste on the menu: the same room" jq -e '.screen == "mays" and .mays.share_code == "MJ2B-AG00-30ED"' "$TMP/pmj.json"
copy_paste pbt BT12-0P1R-MPAH
check "robot Copy, then paste on the menu: the same puzzle" jq -e '.screen == "bots" and (.bots | tostring | test("BT12-0P1R-MPAH"))' "$TMP/pbt.json"
play "$(fresh)" --level TC1F-3H00-0005 --frames 4 --state "$TMP/ptc.0.json"
read -r cx cy < <(at "$TMP/ptc.0.json" "Copy")
printf '3 click %d %d\n' "$cx" "$cy" >"$TMP/ptc.in"
play "$(fresh)" --level TC1F-3H00-0005 --frames 6 --input "$TMP/ptc.in" --state "$TMP/ptc.json"
check "toy-car Copy says the code is copied" jq -e '.message | test("copied")' "$TMP/ptc.json"

# 6. Bad codes on the command line: exit 2 with the reason.
expect_exit 2 "a mistyped code exits 2" game --level MJ2B-AG00-30EX --frames 2
check "... with the codec's words" grep -q "typo" "$TMP/err"
expect_exit 2 "a swapped pair of letters exits 2" game --level TC1F-3H00-0050 --frames 2
expect_exit 2 "a code from an unknown May's Journey generator exits 2" game --level MJ73-3000-30ED --frames 2
check "... naming its version and the ones this game opens" grep -q "generator 7; this game opens rooms of generators 2 to 6" "$TMP/err"
expect_exit 2 "a code asking for a room no generator makes exits 2" game --level MJ2P-TG00-0009 --frames 2
check "... in words" grep -q "cannot make" "$TMP/err"
# 7. Lessons have codes too (core/lessoncode.h): each mode's first lesson shows one, the code
#    opens that lesson from the command line and from "Enter a code", and loopling-gen says the
#    code is a lesson's.
play "$(fresh)" --mode toycar --frames 3 --state "$TMP/lt.json"
play "$(fresh)" --mode bots --frames 3 --state "$TMP/lb.json"
play "$(fresh)" --mode mays --frames 3 --state "$TMP/lm.json"
ltc=$(jget "$TMP/lt.json" .share_code); lbt=$(jget "$TMP/lb.json" .bots.code); lmj=$(jget "$TMP/lm.json" .mays.share_code)
check "lesson 1 of each mode shows a lesson code" bash -c '[[ $1 == TCZ* && $2 == BTZ* && $3 == MJZ* ]]' _ "$ltc" "$lbt" "$lmj"
play "$(fresh)" --level "$ltc" --frames 3 --state "$TMP/lt2.json"
check "--level with the toy car lesson's code opens that lesson" \
  jq -e --arg c "$ltc" '.screen == "toycar" and .title == "Press Play" and .share_code == $c' "$TMP/lt2.json"
play "$(fresh)" --level "$lbt" --frames 3 --state "$TMP/lb2.json"
check "--level with the robot lesson's code opens that lesson" \
  jq -e --arg c "$lbt" '.screen == "bots" and .bots.title == "First steps" and .bots.generated == false and .bots.code == $c' "$TMP/lb2.json"
code_screen clm "$lmj"
check "Enter a code with May's first lesson's code opens that room" \
  jq -e --arg c "$lmj" '.screen == "mays" and .mays.title == "Bridge block" and .mays.generated == false and .mays.share_code == $c' "$TMP/clm.json"
expect_exit 2 "loopling-gen bots --code with a lesson's code exits 2" "$LOOPLING_GEN" bots --code "$lbt"
check "... naming the lesson's file" grep -q "lesson's code.*levels/bots/01_first_steps.level" "$TMP/err"
finish
