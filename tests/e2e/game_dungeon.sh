#!/usr/bin/env bash
# The dungeon through the real game's input path (SDL_VIDEODRIVER=dummy), as a pupil plays it: a
# dungeon opened by its DG code is walked with the arrow keys along the way loopling-gen's
# walkthrough gives (the key picked up, its locked door opened), and at each puzzle room's terminal
# the room's puzzle is solved in its own mode's screen inside the dungeon - the toy car's arrows
# placed by keyboard, the robot's program typed, May walked to her desk, the code typed and run,
# May walked out - then back to the dungeon, where the gate slides open; the stairs end it with a
# summary. The save then holds dungeon.done=1 and each mode's player model moved; the replay
# saved at the summary plays back to the same result in the game and in loopling-gen replay. Also:
# the map enlarges, a gate stays shut before its puzzle, "Easier one" swaps a room's puzzle, a
# broken dungeon level file and a bad DG code are refused in words.
source "$(dirname "$0")/lib.bash"
# In German or Spanish (GAME_LANG) the same pictures are drawn: keep them apart, so the English
# ones README.md shows (tools/screenshots.sh) are never overwritten by a translation's.
if [ -n "${GAME_LANG:-}" ]; then SHOTS="$SHOTS/$GAME_LANG" && mkdir -p "$SHOTS"; fi
: "${PNG_PROBE:?}" "${MAKE_SAVE:?}"
CODE=DG1M-0G00-0001 # first_visit, seed 1: a toy car, a robot and a May's Journey room, a red key
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }
dg() { local saves="$1"; shift; game --profile Ada --saves "$saves" --level "$CODE" "$@"; }
# The walk: first_visit's shape made from tests/e2e/data/dungeon_walk.lua (its May's room her first
# lesson, whose way out is known), seed 1, written as a dungeon level file.
LEVEL="$TMP/walk.level"
"$LOOPLING_GEN" dungeon --flowchart "$SRC/tests/e2e/data/dungeon_walk.lua" --seed 1 --out "$LEVEL" --json >"$TMP/d.json"
dgl() { local saves="$1"; shift; game --profile Ada --saves "$saves" --level "$LEVEL" "$@"; }
moves=$(jget "$TMP/d.json" .walkthrough.moves)
mapfile -t stops < <(jq -r '.walkthrough.puzzles[] | "\(.[0]) \(.[1])"' "$TMP/d.json")
check "the walkthrough reaches the stairs through three puzzle rooms" \
  jq -e '.walkthrough.reaches_stairs and (.walkthrough.puzzles | length) == 3 and (.puzzles | map(.mode) | sort) == ["bots","mays","toycar"]' "$TMP/d.json"

keyname() { case "$1" in N) echo Up;; E) echo Right;; S) echo Down;; W) echo Left;; esac; }
# Walk moves[$1..$2) from tick $t, one step each 9 ticks (a step slides in 7).
walk() {
  local i
  for ((i = $1; i < $2; i++)); do echo "$t key $(keyname "${moves:i:1}")" >>"$IN"; t=$((t + 9)); done
}
# Arrow keys from (cx, cy) to (x, y), a key each $5 ticks, in a face that moves a cursor or an avatar
# one tile a key (across, then along).
steer() {
  local cx=$1 cy=$2 x=$3 y=$4 gap=${5:-1}
  while [ "$cx" -lt "$x" ]; do echo "$t key Right" >>"$IN"; t=$((t + gap)); cx=$((cx + 1)); done
  while [ "$cx" -gt "$x" ]; do echo "$t key Left" >>"$IN"; t=$((t + gap)); cx=$((cx - 1)); done
  while [ "$cy" -lt "$y" ]; do echo "$t key Down" >>"$IN"; t=$((t + gap)); cy=$((cy + 1)); done
  while [ "$cy" -gt "$y" ]; do echo "$t key Up" >>"$IN"; t=$((t + gap)); cy=$((cy - 1)); done
}

# Pass by pass: each room's puzzle is read from the game's own --state once the room is open (the
# game is deterministic, so the next pass replays the same ticks and goes further).
S="$(mktemp -d "$TMP/saves.XXXXXX")"
IN="$TMP/walk.in"
: >"$IN"
t=5
done_step=0
room_shot=""
for stop in "${stops[@]}"; do
  read -r step room <<<"$stop"
  walk "$done_step" $((step + 1))
  done_step=$((step + 1))
  t=$((t + 12)) # the step's slide, then the room's puzzle opens
  rm -rf "$S"; mkdir -p "$S"
  dgl "$S" --frames "$t" --input "$IN" --state "$TMP/room$room.json" --screenshot "$TMP/room$room.png"
  mode=$(jget "$TMP/room$room.json" .inner.mode)
  check "room $room: its $mode puzzle opened at the terminal, inside the dungeon" \
    jq -e --argjson r "$room" '.dungeon.open_room == $r and .inner.area[1] > 0 and .inner.area[2] < 1280' "$TMP/room$room.json"
  pcode=$(jget "$TMP/room$room.json" ".dungeon.codes[$(jq --argjson r "$room" '[.puzzles[].room] | index($r)' "$TMP/d.json")]")
  case "$mode" in
    toycar)
      room_shot="$TMP/room$room.png"
      # The room's face is drawn smaller than the window: scaled whole, a button is one colour
      # along a row through its lower part. Scaled piece by piece (the software renderer, as on a
      # machine without a graphics driver), a one-pixel seam of the panel behind split each
      # button where its pieces met.
      read -r bx by bw bh < <(jq -r '.clickables[] | select(.name == "Play") | .rect | "\(.[0]) \(.[1]) \(.[2]) \(.[3])"' "$TMP/room$room.json")
      sy=$((by + bh * 4 / 5)) sx=$((bx + bh / 4)) sw=$((bw - bh / 2))
      colour=$("$PNG_PROBE" "$TMP/room$room.png" pixel "$sx" "$sy")
      check "the room's Play button is drawn without seams (row $sy: $sw pixels of $colour)" \
        test "$("$PNG_PROBE" "$TMP/room$room.png" count "$colour" "$sx" "$sy" "$sw" 1)" -eq "$sw"
      "$LOOPLING_GEN" toycar --code "$pcode" --json >"$TMP/tc.json"
      read -r cx cy < <(jq -r '.inner.car | "\(.[0]) \(.[1])"' "$TMP/room$room.json")
      echo "$t key Right" >>"$IN"; t=$((t + 1)) # the first arrow shows the cursor, on the car
      while read -r x y d; do
        steer "$cx" "$cy" "$x" "$y"; cx=$x; cy=$y
        echo "$t key $d" >>"$IN"; t=$((t + 2))
      done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/tc.json")
      echo "$t key Space" >>"$IN"; t=$((t + 900))
      ;;
    bots)
      "$LOOPLING_GEN" bots --code "$pcode" --json >"$TMP/bt.json"
      jq -r '.puzzles[0].solution' "$TMP/bt.json" >"$TMP/prog.txt"
      printf '%s key F2\n%s paste %s\n%s key F5\n' "$t" $((t + 1)) "$TMP/prog.txt" $((t + 3)) >>"$IN"
      t=$((t + 900))
      ;;
    mays) # her first lesson: to the </> tile, the code, Run, close the panel, out of the door
      read -r ax ay < <(jq -r '.inner.mays.avatar | "\(.[0]) \(.[1])"' "$TMP/room$room.json")
      read -r kx ky < <(jq -r '.inner.mays.objects.codingtile | "\(.[0]) \(.[1])"' "$TMP/room$room.json")
      read -r ex ey < <(jq -r '.inner.mays.objects | (.door1 // .exit) | "\(.[0]) \(.[1])"' "$TMP/room$room.json")
      steer "$ax" "$ay" "$kx" "$ky" 12
      jq -r '.inner.mays.solution' "$TMP/room$room.json" >"$TMP/mcode.txt"
      printf '%s paste %s\n%s key F5\n' "$t" "$TMP/mcode.txt" $((t + 2)) >>"$IN"
      t=$((t + 150))
      echo "$t key Escape" >>"$IN"; t=$((t + 3))
      steer "$kx" "$ky" "$ex" "$ey" 10
      t=$((t + 120))
      ;;
  esac
  # the win panel's "Go on" (Enter) goes back to the dungeon; the gate opens
  echo "$t key Return" >>"$IN"; t=$((t + 4))
  rm -rf "$S"; mkdir -p "$S"
  dgl "$S" --frames $((t + 10)) --input "$IN" --state "$TMP/back$room.json" --screenshot "$TMP/back$room.png"
  check "room $room's $mode puzzle solved through its own screen: back in the dungeon, its gate opening" \
    jq -e --argjson r "$room" '.dungeon.open_room == -1 and (.dungeon.solved / pow(2; $r) | floor) % 2 == 1 and .dungeon.gate_opening == $r' "$TMP/back$room.json"
  [ "$mode" = bots ] && cp "$TMP/back$room.png" "$SHOTS/dungeon_gate.png"
  t=$((t + 50))
done
walk "$done_step" "${#moves}"
t=$((t + 30))
echo "$t key Ctrl+S" >>"$IN"
rm -rf "$S"; mkdir -p "$S"
dgl "$S" --frames $((t + 20)) --input "$IN" --state "$TMP/end.json" --screenshot "$SHOTS/dungeon_summary.png"
check "the stairs: the summary, every puzzle solved, the key and its door used" \
  jq -e '.dungeon.done and .dungeon.summary and .dungeon.puzzles_solved == 3 and .dungeon.keys == 1 and .puzzle.outcome == "solved"' "$TMP/end.json"
check "the summary screenshot is a real picture" sane_png "$SHOTS/dungeon_summary.png"
# each line's words and value side by side, each shrunk to its share when both do not fit (in
# Spanish "Puzles resueltos" ran under "3 de 3 (3 intentos)")
check "the summary's four lines: words and value side by side in their own boxes, each fitting it" \
  jq -e '.text_overflows == [] and (.dungeon.summary_rows | length) == 4
    and all(.dungeon.summary_rows[]; .[0][0] + .[0][2] < .[1][0])' "$TMP/end.json"
# a level file's dungeon has no share code: its buttons come up under the last line, no empty band
# (they stayed where a code's line would go, 90 px under it)
check "the summary has one Menu button (the bar's is hidden under it)" \
  jq -e '[.clickables[] | select(.name == "Menu")] | length == 1' "$TMP/end.json"
check "the summary of a dungeon without a code: its buttons close under its last line" \
  jq -e '(.dungeon.summary_rows[-1][1] | .[1] + .[3]) as $last
    | [.clickables[] | select(.name == "New dungeon" or .name == "Menu") | .rect[1] | select(. > $last)]
    | length == 2 and min - $last <= 60' "$TMP/end.json"
# the rooms' puzzles are made on a worker while the clock is held: the dungeon's time counts the
# script's ticks, never the waits (it counted one tick a millisecond of making: 54 s in 3,128 ticks)
check "the dungeon's time is the ticks played, not the time its puzzles took to make" \
  jq -e '.puzzle.time <= (.ticks / 60 | floor)' "$TMP/end.json"
RELEASE_GAME="$(dirname "${RELEASE_GEN:-/none/x}")/loopling"
if [ -x "$RELEASE_GAME" ]; then # the release build makes puzzles several times faster: the same run
  rm -rf "$S.r"; mkdir -p "$S.r"
  SDL_VIDEODRIVER=dummy "$RELEASE_GAME" --profile Ada --saves "$S.r" --level "$LEVEL" --frames $((t + 20)) --input "$IN" \
    --state "$TMP/end_release.json" >/dev/null 2>&1 || true
  check "... and the release build, faster, plays the same script to the same end" \
    jq -e --slurpfile d "$TMP/end.json" '[.ticks, .puzzle, .dungeon.steps, .dungeon.puzzles_solved]
      == [$d[0].ticks, $d[0].puzzle, $d[0].dungeon.steps, $d[0].dungeon.puzzles_solved]' "$TMP/end_release.json"
fi
check "heard: a gate opening for each solved room, the stairs' win last" \
  jq -e '([.sounds[] | select(. == "gate")] | length) == 3 and .sounds[-1] == "win"' "$TMP/end.json"
[ -n "$room_shot" ] && cp "$room_shot" "$SHOTS/dungeon_room_toycar.png"
check "the save: one dungeon done, none given up" grep -q '^dungeon.done=1$' "$S/ada.save"
check "... a dungeon from a file moves no step of the pupil's dungeon ladder" grep -q '^dungeon.level=0$' "$S/ada.save"
check "the toy car's model heard of its room's puzzle" grep -Eq '^toycar.history=.+' "$S/ada.save"
check "the robot's model too" grep -Eq '^bots.history=.+' "$S/ada.save"
check "May's lesson is her own screen's, not the model's: no lesson counted from a dungeon" grep -q '^mays.lessons_done=0$' "$S/ada.save"
replay=$(jget "$TMP/end.json" .recording.path)
check "Save replay at the summary wrote a dungeon replay" grep -q '^mode dungeon$' "$replay"
check "the replay holds the rooms opened and closed" grep -Eq '^[0-9]+ room -1$' "$replay"
expect_exit 0 "loopling-gen replay: the visit plays back to the same result, puzzles included" \
  "$LOOPLING_GEN" replay "$replay" --json
check "... with every run's outcome the same" jq -e '.same_result and .solved and .outcomes_same == .outcomes_recorded' "$TMP/out"
len=$(jq -r '.tick' "$TMP/out")
game --profile Guest --saves "$(mktemp -d "$TMP/g.XXXXXX")" --replay "$replay" --frames $((len + 200)) --state "$TMP/rp.json"
check "the game's replay player reaches the same result" jq -e '.replay.finished == 1 and .replay.same_result == true' "$TMP/rp.json"

# The first steps: exploring, and the map enlarged.
W="$(mktemp -d "$TMP/w.XXXXXX")"
printf '5 key Right\n14 key Right\n23 key Right\n32 key Down\n41 key Down\n' >"$TMP/x.in"
dg "$W" --frames 60 --input "$TMP/x.in" --state "$TMP/x.json" --screenshot "$SHOTS/dungeon_explore.png"
check "arrow keys walk the pupil" jq -e '.dungeon.steps >= 4 and .dungeon.ready' "$TMP/x.json"
check "exploring screenshot is a real picture" sane_png "$SHOTS/dungeon_explore.png"
printf '%s\n' "$(cat "$TMP/x.in")" "50 key Tab" >"$TMP/m.in"
dg "$W" --frames 60 --input "$TMP/m.in" --state "$TMP/m.json" --screenshot "$SHOTS/dungeon_map.png"
check "Tab enlarges the map" jq -e '.dungeon.map_big' "$TMP/m.json"
printf '%s\n' "$(cat "$TMP/x.in")" "50 key M" >"$TMP/m.in"
dg "$W" --frames 60 --input "$TMP/m.in" --state "$TMP/m2.json"
check "M mutes in the dungeon, the map stays small" jq -e '(.dungeon.map_big | not) and .muted' "$TMP/m2.json"
# Space and Enter while walking are not for the buttons: they pressed the Menu button, which has
# the focus, and the pupil was out of the dungeon
printf '%s\n' "$(cat "$TMP/x.in")" "50 key Space" "52 key Return" "54 key Left" "56 key Space" >"$TMP/sp.in"
dg "$W" --frames 70 --input "$TMP/sp.in" --state "$TMP/sp.json"
check "Space and Enter while walking leave the pupil in the dungeon" jq -e '.screen == "dungeon" and .dungeon.ready' "$TMP/sp.json"
# Menu and Esc with a walk under way ask first (the walk is not kept: the next visit is a new
# dungeon, and an Escape by mistake lost it); Esc or Keep exploring go back to it, Leave leaves
printf '%s\n' "$(cat "$TMP/x.in")" "50 key Escape" >"$TMP/q.in"
dg "$W" --frames 56 --input "$TMP/q.in" --state "$TMP/q1.json" --screenshot "$SHOTS/dungeon_leave.png"
check "Esc after some steps asks \"Leave the dungeon?\", nothing else to click" \
  jq -e '.screen == "dungeon" and .dungeon.asking_leave and ([.clickables[].name] == ["Keep exploring", "Leave"])' "$TMP/q1.json"
printf '%s\n' "$(cat "$TMP/q.in")" "54 key Escape" "58 key Right" >"$TMP/q.in2"
dg "$W" --frames 70 --input "$TMP/q.in2" --state "$TMP/q2.json"
check "... Esc again: back to the walk, which goes on" \
  jq -e '.screen == "dungeon" and (.dungeon.asking_leave | not) and .dungeon.steps >= 5' "$TMP/q2.json"
printf '%s\n' "$(cat "$TMP/q.in")" "54 click $(at "$TMP/q1.json" Leave)" >"$TMP/q.in3"
dg "$W" --frames 60 --input "$TMP/q.in3" --state "$TMP/q3.json"
check "... Leave: the menu" jq -e '.screen == "menu"' "$TMP/q3.json"
# the question's buttons answer as soon as it shows, a frame drawn or not (they were shown only
# by drawing: with a frame drawn at tick 50 before the question and none after, Leave was dead)
printf '%s\n' "$(cat "$TMP/x.in")" "51 key Escape" "54 click $(at "$TMP/q1.json" Leave)" >"$TMP/q.in6"
dg "$W" --frames 60 --draw-every 10 --input "$TMP/q.in6" --state "$TMP/q6.json"
check "... Leave answers before a frame shows the question" jq -e '.screen == "menu"' "$TMP/q6.json"
# in German the button says the question's verb ("Verlassen"), not "Zurück" (the shared "Leave" of
# a shared puzzle's win panel, which goes back to the menu)
dg "$W" --lang de --frames 56 --input "$TMP/q.in" --state "$TMP/q1de.json"
check "... in German: \"Das Verlies verlassen?\" Verlassen / Weiter erkunden" \
  jq -e '.dungeon.asking_leave and (.texts | index("Das Verlies verlassen?") and index("Verlassen") and index("Weiter erkunden"))' "$TMP/q1de.json"
printf '%s\n' "$(cat "$TMP/x.in")" "50 click $(at "$TMP/x.json" Menu)" "54 key Return" >"$TMP/q.in4"
dg "$W" --frames 60 --input "$TMP/q.in4" --state "$TMP/q4.json"
check "... the Menu button asks too, and Enter keeps exploring" \
  jq -e '.screen == "dungeon" and (.dungeon.asking_leave | not)' "$TMP/q4.json"
printf '50 key Escape\n' >"$TMP/q.in5"
dg "$W" --frames 56 --input "$TMP/q.in5" --state "$TMP/q5.json"
check "... a dungeon not yet walked is left at once" jq -e '.screen == "menu"' "$TMP/q5.json"
# The camera frames the room the pupil stands in: once it settles, the whole room is on screen, clear
# of the top bar (76), the minimap (x 998 on) and the message panel (y 620 on); it used to keep the
# pupil in the middle, so the entrance room ran under the panel and the minimap. Then along the
# walkthrough's first 14 steps: still in the entrance, and 40 ticks after entering the next room.
framed='.dungeon.camera_settled and .dungeon.room >= 0 and (.dungeon.room_on_screen as [$x, $y, $w, $h] | $w > 0 and $x >= 0 and $y >= 76 and $x + $w <= 998 and $y + $h <= 620)'
dgl "$W" --frames 40 --state "$TMP/c0.json" --screenshot "$SHOTS/dungeon_start.png"
check "the entrance room is framed whole, clear of the minimap and the messages" jq -e "$framed" "$TMP/c0.json"
walk_in=$IN IN="$TMP/c.in" t=5
: >"$IN"
walk 0 14
IN=$walk_in
seen_rooms=$(jq -r '.dungeon.room' "$TMP/c0.json")
for at in $((t - 60)) $((t + 40)); do
  dgl "$W" --frames "$at" --input "$TMP/c.in" --state "$TMP/c$at.json"
  check "after $at ticks of walking (room $(jq -r .dungeon.room "$TMP/c$at.json")) the pupil's room is framed whole" jq -e "$framed" "$TMP/c$at.json"
  seen_rooms="$seen_rooms $(jq -r '.dungeon.room' "$TMP/c$at.json")"
done
check "... in two different rooms" test "$(tr ' ' '\n' <<<"$seen_rooms" | sort -u | wc -l)" -eq 2
# The minimap shows the part of the map the pupil has seen, big enough to read (it showed the
# whole map at 4 pixels a tile, a room the size of a thumbnail), and grows as they explore.
check "the minimap shows the entrance, not the whole map, at 8 or more pixels a tile" \
  jq -e '.dungeon.minimap as $m | $m.pixels_a_tile >= 8 and $m.tiles[2] * $m.tiles[3] < $m.map[0] * $m.map[1]
         and (.dungeon.you as [$x, $y] | $x >= $m.tiles[0] and $y >= $m.tiles[1] and $x < $m.tiles[0] + $m.tiles[2] and $y < $m.tiles[1] + $m.tiles[3])' "$TMP/c0.json"
check "... and more of it once the next room is entered" \
  jq -s -e '(.[0].dungeon.minimap.tiles | .[2] * .[3]) < (.[1].dungeon.minimap.tiles | .[2] * .[3])' "$TMP/c0.json" "$TMP/c$at.json"

# The top bar fits: the long quest at seed 3 (three keys, eight puzzles) in German ran past the
# window's edge (the eighth puzzle cut, the chests gone) and "Schlüssel" was drawn under the keys;
# now the words give way, then the pictures shrink. A small dungeon keeps its words.
game --profile Ada --saves "$W" --lang de --level DG2Z-1G00-0003 --frames 40 --state "$TMP/bar.json"
check "a full top bar fits in German: every picture and the chests inside the window" \
  jq -e '.dungeon.puzzles == 8 and .dungeon.bar.end <= 1272 and .dungeon.bar.pitch >= 40' "$TMP/bar.json"
game --profile Ada --saves "$W" --lang de --level DG2F-1000-0001 --frames 40 --state "$TMP/bar2.json"
check "... and a small one keeps its words" jq -e '.dungeon.bar.words and .dungeon.bar.pitch == 50 and .dungeon.bar.end <= 1272' "$TMP/bar2.json"

printf '5 pad dpright\n' >"$TMP/p.in"
dg "$W" --frames 20 --input "$TMP/p.in" --state "$TMP/p.json"
check "the gamepad's d-pad walks too" jq -e '.dungeon.steps == 1' "$TMP/p.json"

# A gate stays shut before its puzzle; Easier one swaps the room's puzzle for one of the same mode.
first=${stops[0]% *}
: >"$TMP/e.in"; IN="$TMP/e.in"; t=5; walk 0 $((first + 1)); t=$((t + 12))
dgl "$(mktemp -d "$TMP/e.XXXXXX")" --frames "$t" --input "$IN" --state "$TMP/e0.json"
old=$(jq -r '.dungeon.codes[0]' "$TMP/e0.json")
echo "$t key N" >>"$IN"
dgl "$(mktemp -d "$TMP/e.XXXXXX")" --frames $((t + 10)) --input "$IN" --state "$TMP/e1.json"
check "Easier one: the room holds another toy-car puzzle, still open" \
  jq -e --arg o "$old" '.dungeon.codes[0] != $o and (.dungeon.codes[0] | startswith("TC")) and .inner.mode == "toycar"' "$TMP/e1.json"

# A dungeon made for the pupil (no --level): its flowchart from the pupil's dungeon step
# (dungeon.level: first_visit at 0, long_quest from 2 on), the step it is made at kept in the save.
D="$(mktemp -d "$TMP/d.XXXXXX")"
"$MAKE_SAVE" "$D" Bo 0 3 0
"$MAKE_SAVE" "$D" Cleo 0 3 0 0 3
game --profile Bo --saves "$D" --mode dungeon --frames 30 --state "$TMP/bo.json"
check "step 0: the first visit, begun" jq -e '.dungeon.ready and .dungeon.title == "First Visit"' "$TMP/bo.json"
check "... the save: one dungeon begun at step 0" grep -qz 'dungeon.visits=1.dungeon.level=0' "$D/bo.save"
game --profile Cleo --saves "$D" --mode dungeon --frames 30 --state "$TMP/cleo.json"
check "step 3: the long quest" jq -e '.dungeon.ready and .dungeon.title == "The Long Quest" and (.dungeon.code | startswith("DG"))' "$TMP/cleo.json"
check "... the save: begun at step 3" grep -qz 'dungeon.visits=1.dungeon.level=3' "$D/cleo.save"

# Bad input: a damaged code, a broken dungeon level file.
expect_exit 2 "a mistyped DG code is refused on the command line" "$LOOPLING" --level DG1M-0G00-0002 --frames 1
check "... in words" grep -qi "typo\|code" "$TMP/err"
"$LOOPLING_GEN" dungeon --code "$CODE" --out "$TMP/dg.level" >/dev/null
sed 's/^entrance: .*/entrance: 99/' "$TMP/dg.level" >"$TMP/bad.level"
expect_exit 2 "a broken dungeon level file is refused with file:line" "$LOOPLING" --level "$TMP/bad.level" --frames 1
check "... naming the file" grep -q "bad.level:" "$TMP/err"
game --profile Ada --saves "$(mktemp -d "$TMP/l.XXXXXX")" --level "$TMP/dg.level" --frames 5 --state "$TMP/lv.json"
check "a dungeon level file opens as a dungeon" jq -e '.screen == "dungeon" and .dungeon.ready and .dungeon.rooms > 4' "$TMP/lv.json"

# In German or Spanish (GAME_LANG; CTest's e2e.game_dungeon_de and _es): the same visit, rooms and
# puzzles of every mode, and no screen it drew kept a word in English (lib.bash: untranslated).
if [ -n "${GAME_LANG:-}" ]; then
  left=""
  for f in "$TMP"/*.json; do
    jq -e '.texts' "$f" >/dev/null 2>&1 || continue
    left+="$(untranslated "$GAME_LANG" "$f" "Test Walk")"$'\n' # the test flowchart's own title
  done
  if [ -z "${left//$'\n'/}" ]; then ok "every dungeon screen drawn is in $GAME_LANG"
  else not_ok "every dungeon screen drawn is in $GAME_LANG"; printf '%s\n' "$left" | grep -v '^$' | sort -u | head -8 | sed 's/^/    english: /'; fi
fi
finish
