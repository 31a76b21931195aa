#!/usr/bin/env bash
# Text that fits, checked in one place (gfx_text_in, game/ui/widgets/textfit.c): every screen state a
# pupil or a teacher meets, at each text size (Small, Medium, Large), draws no text that overflows
# its box (--state "text_overflows", and "text_past_seen" for a frame every 30 ticks on the way), and no two clickable rectangles overlap ("clickables").
# Clicks go to rectangles read from --state, never to literal coordinates. The Large screenshots
# are kept (fit_*.png) to look at.
# In a language (FIT_LANG=de or es; CTest runs e2e.game_text_fit_de and _es), the same screens, and
# none of them draws a text with a word left in English (lib.bash: untranslated). A language runs
# the Small and Large sizes only: the longest words overflow first at Large, the English run covers
# Medium's own layout, and the three runs are a third of CI's time.
source "$(dirname "$0")/lib.bash"
: "${MAKE_SAVE:?}"
lang="${FIT_LANG:-en}"
tag=""
[ "$lang" = en ] || tag="${lang}_"
game() { ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --lang "$lang" "$@"; }
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
size=0
saves() { # a pupil's saves at the text size under test
  local d
  d="$(fresh)"
  printf 'LOOPLING-SETTINGS 1\ntext_size=%d\n' "$size" >"$d/settings.cfg"
  echo "$d"
}
# fits NAME ARGS...: run the game, then check its last frame (and, for text past its box, one frame
# every 30 ticks before it: --draw-every)
fits() {
  local name="$1" shot=()
  shift
  [ "$size" = 2 ] && shot=(--screenshot "$SHOTS/fit_$tag$name.png")
  game "$@" --draw-every 30 --state "$TMP/$name.json" "${shot[@]}" 2>/dev/null || true
  local label="$lang, size $size, $name"
  if [ "$lang" != en ]; then
    local left
    left="$(untranslated "$lang" "$TMP/$name.json")"
    if [ -z "$left" ] && jq -e '.texts | length > 0' "$TMP/$name.json" >/dev/null; then
      ok "$label: every text is in $lang"
    else
      not_ok "$label: every text is in $lang"
      printf '%s\n' "$left" | head -8 | sed 's/^/    english: /'
    fi
  fi
  # a box a pupil types into (text_field_draw): the text and its caret end inside it
  check "$label: typed text and its caret stay in their box" \
    jq -e 'has("text_fields") and all(.text_fields[]; .end <= .box[0] + .box[2] - 4)' "$TMP/$name.json"
  # in the last frame, and in one drawn every 30 ticks on the way (a message that shows for a moment)
  if jq -e '.text_overflows == [] and .text_past_seen_count == 0' "$TMP/$name.json" >/dev/null; then
    ok "$label: every text fits its box, in every frame drawn"
  else
    not_ok "$label: every text fits its box, in every frame drawn"
    jq -c '.text_overflows[]' "$TMP/$name.json" | sed 's/^/    overflow: /'
    jq -c '.text_past_seen[]' "$TMP/$name.json" | sed 's/^/    on the way: /'
  fi
  # the robot's palette: every chip's name at one size (a long word does not make its chip read
  # smaller than the others), and drawn
  if [[ "$name" == bots_* ]]; then
    check "$label: the robot's chips name their blocks at one size" \
      jq -e '.bots.palette_px | length > 0 and all(. > 0) and (unique | length) == 1' "$TMP/$name.json"
  fi
  local overlaps
  overlaps=$(jq -c '
    [.clickables[] | [.name, .rect]] as $r
    | [range(0; $r | length) as $i | range($i + 1; $r | length) as $j
       | select($r[$i][1][0] < $r[$j][1][0] + $r[$j][1][2] and $r[$j][1][0] < $r[$i][1][0] + $r[$i][1][2]
            and $r[$i][1][1] < $r[$j][1][1] + $r[$j][1][3] and $r[$j][1][1] < $r[$i][1][1] + $r[$i][1][3])
       | [$r[$i], $r[$j]]]' "$TMP/$name.json")
  if [ "$overlaps" = "[]" ]; then
    ok "$label: no two clickable rectangles overlap"
  else
    not_ok "$label: no two clickable rectangles overlap"
    echo "    overlapping: $overlaps"
  fi
}

"$LOOPLING_GEN" toycar --seed 2024 --length 7 --loops 1 --json >"$TMP/g.json" 2>/dev/null
tc_code=$(jget "$TMP/g.json" .share_code)
L3="$SRC/levels/mays/03_two_blocks.level"

sizes="0 1 2"
[ "$lang" = en ] || sizes="0 2"
for size in $sizes; do
  # the menu-like screens
  fits "profiles_$size" --saves "$(saves)" --frames 4
  S="$(saves)"
  fits "menu_$size" --profile Ada --saves "$S" --frames 6
  # a class's settings named in the corner ("Klasseneinstellungen: gentle_class.lua" ran under Quit
  # in German at the large size; a text running into a button is in text_past_seen)
  SC="$(saves)"
  echo "class_config=gentle_class.lua" >>"$SC/settings.cfg"
  fits "menu_class_$size" --profile Ada --saves "$SC" --frames 6
  check "$lang, size $size, menu_class: the class's settings are named" jq -e '.class_config == "gentle_class.lua"' "$TMP/menu_class_$size.json"
  # Escape's question on the menu, and the dungeon being built (the Dungeon button, the next frame)
  printf '2 key Escape\n' >"$TMP/q.in"
  fits "menu_quit_$size" --profile Ada --saves "$S" --frames 6 --input "$TMP/q.in"
  check "$lang, size $size: the question is open" jq -e '.quit_question' "$TMP/menu_quit_$size.json"
  printf '3 click %s\n' "$(centre "$TMP/menu_$size.json" .btn_3)" >"$TMP/d.in"
  fits "dungeon_building_$size" --profile Ada --saves "$S" --frames 5 --input "$TMP/d.in"
  check "$lang, size $size: the dungeon is being built" jq -e '.dungeon.making' "$TMP/dungeon_building_$size.json"
  # a pupil's panel on "Who is playing?" (F2): the rename box, the remove question
  printf '2 key F2\n3 key Return\n' >"$TMP/p.in"
  fits "pupil_rename_$size" --saves "$S" --frames 6 --input "$TMP/p.in"
  printf '2 key F2\n3 key Right\n4 key Return\n' >"$TMP/p.in"
  fits "pupil_remove_$size" --saves "$S" --frames 7 --input "$TMP/p.in"
  # the longest name there is (31 wide letters): smaller, then shortened with "..." where it is
  # shown (never past its box, never over the window's edge), and while typed, its end shows
  W=WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
  S="$(saves)"
  "$MAKE_SAVE" "$S" "$W" 5 9 1 6
  printf 'LOOPLING-SETTINGS 1\ntext_size=%d\n' "$size" >"$S/settings.cfg"
  fits "long_name_menu_$size" --profile "$W" --saves "$S" --frames 6
  check "long name, size $size: the menu's greeting stays in the window" \
    jq -e '.greeting[0] >= 0 and .greeting[0] + .greeting[2] <= 1280 and .greeting[2] > 600' "$TMP/long_name_menu_$size.json"
  printf '2 text %s\n' "$W" >"$TMP/p.in"
  fits "long_name_typed_$size" --saves "$S" --frames 6 --input "$TMP/p.in"
  check "long name, size $size: the name typed shows its end" \
    jq -e '(.text_fields | length) == 1 and any(.texts[]; startswith("\u2026WWW"))' "$TMP/long_name_typed_$size.json"
  printf '2 key F2\n3 key Return\n' >"$TMP/p.in"
  fits "long_name_rename_$size" --saves "$S" --frames 6 --input "$TMP/p.in"
  check "long name, size $size: the rename box holds the name" jq -e '.pupil_panel == "rename" and (.text_fields | length) == 2' \
    "$TMP/long_name_rename_$size.json"
  printf '2 key F2\n3 key Right\n4 key Return\n' >"$TMP/p.in"
  fits "long_name_remove_$size" --saves "$S" --frames 7 --input "$TMP/p.in"
  read -r cx cy < <(at "$TMP/menu_$size.json" "Enter a code")
  printf '3 click %d %d\n6 text ADAWHILETRUEADAXFORWARD\n' "$cx" "$cy" >"$TMP/c.in"
  fits "code_long_$size" --profile Ada --saves "$(saves)" --frames 10 --input "$TMP/c.in"
  printf '3 click %d %d\n6 text ADAWHILETRUEADAXFORWARD\n7 key Return\n' "$cx" "$cy" >"$TMP/c.in"
  game --profile Ada --saves "$(saves)" --frames 10 --input "$TMP/c.in" --state "$TMP/cl.json" 2>/dev/null || true
  check "$lang, size $size: a code typed too long says how long it is" jq -e '.code.error | contains("23")' "$TMP/cl.json"
  printf '3 click %d %d\n6 text TC1F 3H00\n' "$cx" "$cy" >"$TMP/c.in"
  fits "code_$size" --profile Ada --saves "$(saves)" --frames 10 --input "$TMP/c.in"
  printf '3 click %d %d\n6 text XX1F 3H00 0005\n8 key Return\n' "$cx" "$cy" >"$TMP/c.in"
  fits "code_error_$size" --profile Ada --saves "$(saves)" --frames 12 --input "$TMP/c.in"
  # (Settings clicked where the menu drew it: the menu's modes before it vary with the class)
  printf '3 click %s\n' "$(at "$TMP/menu_$size.json" "Settings")" >"$TMP/s.in"
  fits "settings_$size" --profile Ada --saves "$(saves)" --frames 10 --input "$TMP/s.in"
  check "settings_$size: the settings screen is the one checked" jq -e '.screen == "settings"' "$TMP/settings_$size.json"
  # the settings' names at one size ("Animation speed" shrank alone beside full-size neighbours)
  [ "$lang" = en ] && check "settings_$size: every setting's name is one height" \
    jq -e '[.text_rects[] | select(.text | test("^(Full screen|Text size|Animation speed|Language|Sound effects|Music|Music volume|All sound|Class settings)$")) | .rect[3]]
           | length >= 9 and (unique | length) == 1' "$TMP/settings_$size.json"
  # the teacher's panel (a PIN chosen, then typed again), its menu, and the class progress behind it
  S="$(saves)"
  "$MAKE_SAVE" "$S" Zoe 5 9 1 6
  "$MAKE_SAVE" "$S" "$W" 5 9 1 6 # the longest name, in the class list too
  read -r tx ty < <(at "$TMP/settings_$size.json" "Set a teacher PIN")
  { cat "$TMP/s.in"; printf '5 click %d %d\n7 text 2468\n8 key Return\n' "$tx" "$ty"; } >"$TMP/tp.in"
  fits "teacher_pin_$size" --profile Ada --saves "$(saves)" --frames 11 --input "$TMP/tp.in"
  { cat "$TMP/tp.in"; printf '10 text 2468\n11 key Return\n'; } >"$TMP/tm.in"
  fits "teacher_menu_$size" --profile Ada --saves "$(saves)" --frames 14 --input "$TMP/tm.in"
  read -r gx gy < <(at "$TMP/teacher_menu_$size.json" "Class progress")
  { cat "$TMP/tm.in"; printf '16 click %d %d\n' "$gx" "$gy"; } >"$TMP/cp.in"
  fits "class_$size" --profile Ada --saves "$S" --frames 20 --input "$TMP/cp.in"
  check "class_$size: the class progress is the one checked" jq -e '.screen == "class" and .class_pupils == 3' "$TMP/class_$size.json"
  # every line of every pupil's cells at one size (each shrank on its own: "Given up: 0   Hints: 0"
  # smaller than the line above it, and than "Given up: 0" in the next row)
  [ "$lang" = en ] && check "class_$size: the cells' lines are all one height" \
    jq -e '[.text_rects[] | select(.text | test("^(Lessons solved|Puzzles solved|Given up|Level|Finished|Hints): ")) | .rect[3]]
           | length >= 30 and (unique | length) == 1' "$TMP/class_$size.json"

  # the toy car: a lesson, a made puzzle, a shared one planned, running, failed and hinted, won
  fits "toycar_lesson_$size" --profile Ada --saves "$(saves)" --mode toycar --frames 4
  # a shared puzzle whose par is not the fewest (the par prover wins it with 11 of its 14 arrows):
  # worded as a target ("Try it with 14")
  fits "toycar_target_$size" --profile Ada --saves "$(saves)" --level TC1T-7J00-0001 --frames 4
  check "toycar_target_$size: its par is a target, not a proven fewest" jq -e '.par_proven == false and .placed == 0' "$TMP/toycar_target_$size.json"
  check "toycar_lesson_$size: a lesson's par is proven the fewest" jq -e '.par_proven == true' "$TMP/toycar_lesson_$size.json"
  S="$(saves)"
  "$MAKE_SAVE" "$S" Ada 5 7 1
  printf 'LOOPLING-SETTINGS 1\ntext_size=%d\n' "$size" >"$S/settings.cfg"
  fits "toycar_made_$size" --profile Ada --saves "$S" --mode toycar --frames 90
  # the chart's head, left to right: title, mark, "moves", mark, "loops", apart and in the panel
  # (in German at the large size the blue mark was drawn over "Deine Rätsel")
  check "$lang, size $size, toycar_made: the chart's title, marks and words stay apart" \
    jq -e '.chart_head as $h | $h[0][2] > 0 and ([range(0; 4) | $h[.][0] + $h[.][2] < $h[. + 1][0]] | all)
           and $h[4][0] + $h[4][2] <= 1242' "$TMP/toycar_made_$size.json"
  S="$(saves)"
  game --profile Ada --saves "$S" --level "$tc_code" --frames 3 --state "$TMP/tl.json" 2>/dev/null
  read -r px py < <(at "$TMP/tl.json" "Play")
  read -r hx hy < <(at "$TMP/tl.json" "Hint")
  printf '4 click %d %d\n' "$px" "$py" >"$TMP/t.in"
  fits "toycar_running_$size" --profile Ada --saves "$S" --level "$tc_code" --frames 40 --input "$TMP/t.in"
  # eleven tries (Space runs the car, and after it stops, puts it back): "Versuche 11" ran 5 px
  # past its box at the large size (found by tools/monkey.sh)
  { printf '2 key s\n3 key s\n'; for i in $(seq 0 21); do echo "$((5 + i * 20)) key Space"; done; } >"$TMP/t.in"
  fits "toycar_tries_$size" --profile Ada --saves "$S" --level "$tc_code" --frames 460 --input "$TMP/t.in"
  check "toycar_tries_$size: eleven tries counted" jq -e '.tries == 11' "$TMP/toycar_tries_$size.json"
  # a lesson failed four times: the failure and its hint (three lines at the large size, which ran
  # past the panel's top and bottom; found by tools/monkey.sh) grow the panel, never over the board
  { printf '2 key s\n3 key s\n'; for i in $(seq 0 6); do echo "$((5 + i * 20)) key Space"; done; } >"$TMP/t.in"
  fits "toycar_hint_message_$size" --profile Ada --saves "$(saves)" --level "$SRC/levels/toycar/02_turn_the_corner.level" \
    --frames 240 --input "$TMP/t.in"
  check "toycar_hint_message_$size: the failure with its hint, the panel clear of the board's frame" \
    jq -e '.tries == 4 and .status == "fail_edge" and .hint_cell == [4, 1] and .message_rect[1] >= .board_rect[1] + .board_rect[3] + 18
           and .message_rect[1] + .message_rect[3] == 708' "$TMP/toycar_hint_message_$size.json"
  printf '4 click %d %d\n1000 click %d %d\n1010 click %d %d\n1020 click %d %d\n' "$px" "$py" "$hx" "$hy" "$hx" "$hy" "$hx" "$hy" >"$TMP/t.in"
  fits "toycar_hinted_$size" --profile Ada --saves "$S" --level "$tc_code" --frames 1025 --input "$TMP/t.in"
  : >"$TMP/w.in"
  tick=$(drag_tiles "$TMP/g.json" "$TMP/tl.json" 5 "$TMP/w.in")
  echo "$tick click $px $py" >>"$TMP/w.in"
  fits "toycar_won_$size" --profile Ada --saves "$(saves)" --level "$tc_code" --frames $((tick + 1400)) --input "$TMP/w.in"

  # the robot: blocks, text, running, failed and hinted, won, a made puzzle
  fits "bots_blocks_$size" --profile Ada --saves "$(saves)" --mode bots --frames 6
  printf '1 key F2\n2 text forward();\n' >"$TMP/b.in"
  fits "bots_text_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 6 --input "$TMP/b.in"
  # repeats nested three deep, as blocks: "Schleife" ran under the count's minus button in German
  # at the large size (a text running into a button is in text_past_seen)
  printf '1 key F2\n2 text repeat (7) { repeat (3) { repeat (2) { forward(); } } }\n4 key F2\n' >"$TMP/b.in"
  fits "bots_repeats_$size" --profile Ada --saves "$(saves)" --level "$SRC/levels/bots/07_the_long_bridge.level" --frames 8 --input "$TMP/b.in"
  check "$lang, size $size, bots_repeats: three repeats shown as blocks" \
    jq -e '[.clickables[] | select(.name == "count -")] | length == 3' "$TMP/bots_repeats_$size.json"
  # a block that fails, as blocks: its number in the red ring (the "!" was drawn over the number)
  printf '1 key F2\n2 text repeat (2) { turnLeft(); forward(); }\n7 key F2\n9 key F5\n' >"$TMP/b.in"
  fits "bots_blocks_failed_$size" --profile Ada --saves "$(saves)" --level "$SRC/levels/bots/07_the_long_bridge.level" --frames 200 --input "$TMP/b.in"
  check "$lang, size $size, bots_blocks_failed: block 3 failed, its number shown in the gutter" \
    jq -e '.bots.state == "failed" and (.bots.block_area[0] as $x | any(.text_rects[]; .text == "3" and .rect[0] < $x + 40))' \
    "$TMP/bots_blocks_failed_$size.json"
  printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n5 key F5\n' >"$TMP/b.in"
  fits "bots_running_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 12 --input "$TMP/b.in"
  printf '1 key F2\n2 text turnLeft();\n3 key F5\n60 key F4\n62 key F4\n' >"$TMP/b.in"
  fits "bots_hinted_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 64 --input "$TMP/b.in"
  printf '1 key F2\n2 text forwad();\n3 key F5\n' >"$TMP/b.in"
  fits "bots_mistake_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 6 --input "$TMP/b.in"
  printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n5 key F5\n' >"$TMP/b.in"
  fits "bots_won_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 80 --input "$TMP/b.in"
  printf '3 key Ctrl+n\n' >"$TMP/b.in"
  fits "bots_made_$size" --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 8 --input "$TMP/b.in"

  # May's Journey: walking, the code panel, its help card, a failed run and hints, won
  fits "mays_walk_$size" --profile Ada --saves "$(saves)" --level "$L3" --frames 4
  printf '3 key Right\n14 text block1.MoveDown();\n' >"$TMP/m.in"
  fits "mays_code_$size" --profile Ada --saves "$(saves)" --level "$L3" --frames 20 --input "$TMP/m.in"
  printf '3 key Right\n14 key F1\n' >"$TMP/m.in"
  fits "mays_help_$size" --profile Ada --saves "$(saves)" --level "$L3" --frames 20 --input "$TMP/m.in"
  printf '3 key Right\n14 text block1.MoveUp();\n16 key F5\n70 key F4\n72 key F4\n' >"$TMP/m.in"
  fits "mays_hinted_$size" --profile Ada --saves "$(saves)" --level "$L3" --frames 74 --input "$TMP/m.in"
  printf '3 key Right\n14 text block1.MoveDown();\n15 key Return\n16 text block2.MoveUp();\n18 key F5\n80 key Escape\n82 key Right\n92 key Right\n102 key Right\n112 key Right\n122 key Right\n132 key Right\n' >"$TMP/m.in"
  fits "mays_won_$size" --profile Ada --saves "$(saves)" --level "$L3" --frames 160 --input "$TMP/m.in"

  # the dungeon: its first visit, the map and the message panel
  fits "dungeon_$size" --profile Ada --saves "$(saves)" --mode dungeon --frames 90

  # a replay playing, with its bar over the top
  S="$(saves)"
  printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n5 key F5\n70 key Ctrl+s\n' >"$TMP/r.in"
  game --profile Ada --saves "$S" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 74 --input "$TMP/r.in" --state "$TMP/r.json" 2>/dev/null
  R="$(jq -r .recording.path "$TMP/r.json")"
  fits "replay_$size" --replay "$R" --saves "$(saves)" --frames 30
  # the time ("0:00 / 0:01") ran under the close button at the large size in Spanish
  check "$lang, size $size, replay: the time ends before the close button" \
    jq -e '.replay.times_end > 1100 and .replay.times_end <= .replay.close_x - 4' "$TMP/replay_$size.json"
done
# docs/translating.md shows the three modes at Large text in German
if [ "$lang" = de ]; then
  cp "$SHOTS/fit_de_toycar_running_2.png" "$SHOTS/de_large_toycar.png"
  cp "$SHOTS/fit_de_bots_hinted_2.png" "$SHOTS/de_large_robot.png"
  cp "$SHOTS/fit_de_mays_hinted_2.png" "$SHOTS/de_large_mays.png"
fi

# --- text past its box in any frame, not only the last (--draw-every, --state text_past_seen) ---
# A translator's word too long for its button (a catalogue of one message, where an installed
# game looks for its own): shown by Escape's question on the menu, gone when it closes, so the
# last frame is clean and only the frames drawn on the way show it. (Once, in the English run.)
if [ "$lang" = en ]; then
mkdir -p "$TMP/inst/bin" "$TMP/inst/share/locale/de/LC_MESSAGES"
cp "$LOOPLING" "$TMP/inst/bin/loopling"
printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Keep playing"\nmsgstr "%s"\n' \
  "Weiterspielen und weiterspielen bis zum Abend" >"$TMP/long.po"
msgfmt -o "$TMP/inst/share/locale/de/LC_MESSAGES/loopling.mo" "$TMP/long.po"
printf '2 key Escape\n12 key Escape\n' >"$TMP/past.in"
ASAN_OPTIONS=detect_leaks=0 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$TMP/inst/bin/loopling" --saves "$TMP/past_saves" --profile Ada --lang de \
  --input "$TMP/past.in" --frames 30 --draw-every 5 --state "$TMP/past.json" 2>/dev/null
check "a word past its button, seen mid-run only: listed with its tick and screen" \
  jq -e '.text_overflows == [] and .text_past_seen_count == 1 and (.text_past_seen[0] | .screen == "menu"
    and .kind == "text" and (.text | startswith("Weiterspielen und")) and .tick >= 5 and .tick <= 10 and .excess > 0)' \
  "$TMP/past.json"
ASAN_OPTIONS=detect_leaks=0 SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$TMP/inst/bin/loopling" --saves "$TMP/past_saves" --profile Ada --lang de \
  --input "$TMP/past.in" --frames 30 --state "$TMP/past_last.json" 2>/dev/null
check "... which a run drawing its last frame alone does not see" \
  jq -e '.text_past_seen_count == 0 and .text_past_seen == []' "$TMP/past_last.json"
fi
finish
