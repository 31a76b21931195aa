#!/usr/bin/env bash
# Sound through the real game (SDL_VIDEODRIVER=dummy, SDL_AUDIODRIVER=dummy): every mode plays its
# effects at the pupil's events, read from --state "sounds" (every effect asked for, in play order,
# heard or not): a button's click, a win, a crash or a mistake, and each mode's own (arrows placed
# and taken back, the car's turns, pick-ups and flags; the robot's steps, climbs and boxes; May's
# footsteps, sliding blocks and fire; the dungeon's key and gate). With no audio device at all the
# game runs as before and still reports its sounds. M mutes anywhere but where the pupil types,
# saved in settings.cfg; a muted game still reports what it would have played ("muted": true).
# The music: off by default, each mode's loop once it is on, the dungeon's in its rooms too.
source "$(dirname "$0")/lib.bash"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
has() { jq -e --arg s "$2" '.sounds | index($s) != null' "$1"; } # has STATE.json SOUND
has_all() { local f="$1"; shift; for s in "$@"; do has "$f" "$s" || return 1; done; }

# --- the toy car ---------------------------------------------------------------------------
# Lesson 1 by keyboard: Enter on Toy Car (a button: click), Space drives to the flag and the goal.
printf '2 key Return\n5 key Space\n' >"$TMP/k.in"
game --profile Kim --saves "$(fresh)" --frames 200 --input "$TMP/k.in" --state "$TMP/k.json"
check "toy car: the lesson is won" jq -e '.screen == "toycar" and .status == "won"' "$TMP/k.json"
check "toy car: Enter on a button clicks, the motor starts, a flag, the win" has_all "$TMP/k.json" click drive flag win
check "toy car: the win comes last, after the flag" jq -e '(.sounds | index("flag")) < (.sounds | index("win"))' "$TMP/k.json"
check "toy car: sound_ticks match the sounds, in order" \
  jq -e '(.sounds | length) == (.sound_ticks | length) and .sound_ticks == (.sound_ticks | sort)' "$TMP/k.json"
check "toy car: an audio device is open (the dummy driver)" jq -e '.audio == true and .muted == false' "$TMP/k.json"

# A crash into the rocks: Play clicked with no arrows.
LV="$SRC/levels/toycar/04_around_the_rocks.level"
game --profile Lee --saves "$(fresh)" --level "$LV" --frames 3 --state "$TMP/c0.json"
read -r cx cy < <(centre "$TMP/c0.json" .btn_play)
printf '4 click %d %d\n' "$cx" "$cy" >"$TMP/c.in"
game --profile Lee --saves "$(fresh)" --level "$LV" --frames 600 --input "$TMP/c.in" --state "$TMP/c.json"
check "toy car: the crash is a crash" jq -e '.status == "fail_obstacle"' "$TMP/c.json"
check "toy car: Play clicks, the motor, then the crash's thud (no win)" \
  jq -e '.sounds[0] == "click" and (.sounds | index("drive")) != null and .sounds[-1] == "crash" and (.sounds | index("win")) == null' "$TMP/c.json"

# A made puzzle won with the mouse: arrows dragged on (placed), the car turns, picks them up, flags.
"$LOOPLING_GEN" toycar --seed 2024 --length 7 --loops 1 --json >"$TMP/g.json" 2>/dev/null
code=$(jget "$TMP/g.json" .share_code)
game --profile Lee --saves "$(fresh)" --level "$code" --frames 3 --state "$TMP/l.json"
cell=$(jget "$TMP/l.json" .cell); bx=$(jget "$TMP/l.json" '.board_rect[0]'); by=$(jget "$TMP/l.json" '.board_rect[1]')
: >"$TMP/d.in"
tick=$(drag_tiles "$TMP/g.json" "$TMP/l.json" 5 "$TMP/d.in")
read -r px py < <(centre "$TMP/l.json" .btn_play)
echo "$((tick + 4)) click $px $py" >>"$TMP/d.in"
game --profile Lee --saves "$(fresh)" --level "$code" --frames $((tick + 1400)) --input "$TMP/d.in" --state "$TMP/w.json"
check "toy car: the made puzzle is won" jq -e '.status == "won"' "$TMP/w.json"
check "toy car: arrows placed, turns, arrows picked up, flags, the win" \
  has_all "$TMP/w.json" place click drive turn pickup_tile flag win
check "toy car: one place a dragged arrow" \
  jq -e --argjson n "$(jq '.tiles | length' "$TMP/g.json")" '[.sounds[] | select(. == "place")] | length == $n' "$TMP/w.json"
# an arrow placed, then clicked: taken back
read -r x y d < <(jq -r '.tiles[0] | "\(.x) \(.y) \(.dir)"' "$TMP/g.json")
read -r tx ty tw th < <(jq -r ".tray_$d | @tsv" "$TMP/l.json")
printf '5 drag %d %d %d %d\n20 click %d %d\n' $((tx + tw / 2)) $((ty + th / 2)) $((bx + x * cell + cell / 2)) \
  $((by + y * cell + cell / 2)) $((bx + x * cell + cell / 2)) $((by + y * cell + cell / 2)) >"$TMP/t.in"
game --profile Lee --saves "$(fresh)" --level "$code" --frames 30 --input "$TMP/t.in" --state "$TMP/t.json"
check "toy car: an arrow placed, then taken back" jq -e '.sounds == ["place", "take"] and .placed == 0' "$TMP/t.json"

# --- the robot -----------------------------------------------------------------------------
# everything open (tests/e2e/data/open_class.lua): every robot block and lesson from the start
bots() { game --profile Ada --saves "$(fresh)" --config "$SRC/tests/e2e/data/open_class.lua" "$@"; }
printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n6 key F5\n' >"$TMP/b.in"
bots --mode bots --frames 60 --input "$TMP/b.in" --state "$TMP/b.json"
check "robot: the typed program solves lesson 1" jq -e '.bots.state == "solved"' "$TMP/b.json"
check "robot: two steps, the switch pressed, the win" jq -e '.sounds == ["bot_step", "bot_step", "switch", "win"]' "$TMP/b.json"
printf '1 key F2\n2 text turnLeft();\n3 key Return\n4 text forward();\n6 key F5\n' >"$TMP/bf.in"
bots --mode bots --frames 70 --input "$TMP/bf.in" --state "$TMP/bf.json"
check "robot: walking off the edge fails with a bump (crash), no win" \
  jq -e '.bots.state == "failed" and .sounds[-1] == "crash" and (.sounds | index("win")) == null' "$TMP/bf.json"
printf '1 key F2\n2 text forwrd();\n4 key F5\n' >"$TMP/be.in"
bots --mode bots --frames 10 --input "$TMP/be.in" --state "$TMP/be.json"
check "robot: a mistake in the code: uh-oh" jq -e '.bots.errors == 1 and .sounds == ["mistake"]' "$TMP/be.json"
bots --mode bots --frames 2 --state "$TMP/probe.json"
printf '3 click %s\n6 click %s\n10 click %s\n' "$(chip "$TMP/probe.json" 0)" "$(chip "$TMP/probe.json" 0)" \
  "$(at "$TMP/probe.json" Run)" >"$TMP/bm.in"
bots --mode bots --frames 70 --input "$TMP/bm.in" --state "$TMP/bm.json"
check "robot: blocks placed from the palette, Run clicked, then the run's sounds" \
  jq -e '.sounds[0:3] == ["place", "place", "click"] and .sounds[-1] == "win"' "$TMP/bm.json"
printf '1 key F2\n2 text pickUp(); forward();\n3 key Return\n4 text climbUp(); climbUp();\n5 key Return\n6 text putDown();\n8 key F5\n' >"$TMP/bx.in"
bots --level "$SRC/levels/bots/03_box_on_the_switch.level" --frames 220 --input "$TMP/bx.in" --state "$TMP/bx.json"
check "robot: the box lesson is solved" jq -e '.bots.state == "solved"' "$TMP/bx.json"
check "robot: a box picked up, a step, two climbs, the box put down on the switch, the win" \
  jq -e '.sounds == ["bot_pickup", "bot_step", "bot_climb", "bot_climb", "bot_putdown", "switch", "win"]' "$TMP/bx.json"

# --- May's Journey -------------------------------------------------------------------------
mays() { game --profile Ada --saves "$(fresh)" "$@"; }
printf '3 key Right\n14 text block1.MoveDown();\n16 key F5\n60 key Escape\n62 key Right\n72 key Right\n82 key Right\n92 key Right\n102 key Right\n' >"$TMP/m.in"
mays --mode mays --frames 130 --input "$TMP/m.in" --state "$TMP/m.json"
check "May: room 1 is won" jq -e '.mays.won == true' "$TMP/m.json"
check "May: footsteps, the bridge block slides, the win last" \
  jq -e '.sounds[0] == "footstep" and .sounds[1] == "slide" and .sounds[-1] == "win" and ([.sounds[] | select(. == "footstep")] | length) == 6' "$TMP/m.json"
printf '3 key Right\n14 text block1.MoveUp();\n16 key F5\n' >"$TMP/mf.in"
mays --mode mays --frames 80 --input "$TMP/mf.in" --state "$TMP/mf.json"
check "May: a command that fails: uh-oh" jq -e '.sounds == ["footstep", "mistake"]' "$TMP/mf.json"
printf '3 key Right\n14 text block1.MoveDwn();\n16 key F5\n' >"$TMP/me.in"
mays --mode mays --frames 40 --input "$TMP/me.in" --state "$TMP/me.json"
check "May: a mistake in the code: uh-oh" jq -e '.mays.errors >= 1 and .sounds == ["footstep", "mistake"]' "$TMP/me.json"
printf '3 key Right\n14 text block1.MoveDown();\n' >"$TMP/mr.in"
mays --mode mays --frames 20 --input "$TMP/mr.in" --state "$TMP/mr0.json"
printf '3 key Right\n14 text block1.MoveDown();\n22 click %s\n' "$(at "$TMP/mr0.json" Run)" >"$TMP/mr.in"
mays --mode mays --frames 60 --input "$TMP/mr.in" --state "$TMP/mr.json"
check "May: the Run button clicks, and the block slides" jq -e '.sounds == ["footstep", "click", "slide"]' "$TMP/mr.json"
# a fire statue turned: the pit lights, and what it sets off
LF="$SRC/levels/mays/05_turn_the_fire.level"
mays --level "$LF" --frames 3 --state "$TMP/f0.json"
read -r ax ay < <(jq -r '.mays.avatar | "\(.[0]) \(.[1])"' "$TMP/f0.json")
read -r kx ky < <(jq -r '.mays.objects.codingtile | "\(.[0]) \(.[1])"' "$TMP/f0.json")
t=3
: >"$TMP/f.in"
while [ "$ax" -lt "$kx" ]; do echo "$t key Right" >>"$TMP/f.in"; t=$((t + 12)); ax=$((ax + 1)); done
while [ "$ax" -gt "$kx" ]; do echo "$t key Left" >>"$TMP/f.in"; t=$((t + 12)); ax=$((ax - 1)); done
while [ "$ay" -lt "$ky" ]; do echo "$t key Down" >>"$TMP/f.in"; t=$((t + 12)); ay=$((ay + 1)); done
while [ "$ay" -gt "$ky" ]; do echo "$t key Up" >>"$TMP/f.in"; t=$((t + 12)); ay=$((ay - 1)); done
jq -r '.mays.solution' "$TMP/f0.json" >"$TMP/fire.txt"
printf '%d paste %s\n%d key F5\n' "$t" "$TMP/fire.txt" $((t + 2)) >>"$TMP/f.in"
mays --level "$LF" --frames $((t + 150)) --input "$TMP/f.in" --state "$TMP/f.json"
check "May: the statue turns, its fire lights the pit" jq -e '.mays.solved and (.sounds | index("turn")) < (.sounds | index("fire"))' "$TMP/f.json"

# --- the dungeon (its walk as game_dungeon.sh's) ----------------------------------------------
LEVEL="$TMP/walk.level"
"$LOOPLING_GEN" dungeon --flowchart "$SRC/tests/e2e/data/dungeon_walk.lua" --seed 1 --out "$LEVEL" --json >"$TMP/dg.json"
moves=$(jget "$TMP/dg.json" .walkthrough.moves)
read -r step room < <(jq -r '.walkthrough.puzzles[0] | "\(.[0]) \(.[1])"' "$TMP/dg.json")
keyname() { case "$1" in N) echo Up;; E) echo Right;; S) echo Down;; W) echo Left;; esac; }
IN="$TMP/dw.in"
: >"$IN"
t=5
for ((i = 0; i <= step; i++)); do echo "$t key $(keyname "${moves:i:1}")" >>"$IN"; t=$((t + 9)); done
t=$((t + 12))
t_room=$t
dgl() { game --profile Ada --saves "$(fresh)" --level "$LEVEL" "$@"; }
dgl --frames "$t" --input "$IN" --state "$TMP/dw.json"
check "dungeon: walked to the first puzzle room, the key picked up on the way" \
  jq -e --argjson r "$room" '.dungeon.keys == 1 and .dungeon.open_room == $r' "$TMP/dw.json"
check "dungeon: soft footsteps, the key's jingle, the terminal's switch" \
  jq -e '.sounds[0] == "footstep" and (.sounds | index("key")) != null and .sounds[-1] == "switch"' "$TMP/dw.json"
mode=$(jget "$TMP/dw.json" .inner.mode)
if [ "$mode" = toycar ]; then
  cp "$IN" "$TMP/dc.in"
  echo "$t key Space" >>"$TMP/dc.in"
  dgl --frames $((t + 600)) --input "$TMP/dc.in" --state "$TMP/dc.json"
  check "dungeon: its toy-car room crashes with no arrows: the crash" \
    jq -e '(.inner.status | startswith("fail_")) and (.sounds[-1] == "crash" or .sounds[-1] == "mistake")' "$TMP/dc.json"
  pcode=$(jget "$TMP/dw.json" ".dungeon.codes[$(jq --argjson r "$room" '[.puzzles[].room] | index($r)' "$TMP/dg.json")]")
  "$LOOPLING_GEN" toycar --code "$pcode" --json >"$TMP/tc.json" 2>/dev/null
  read -r cx cy < <(jq -r '.inner.car | "\(.[0]) \(.[1])"' "$TMP/dw.json")
  cp "$IN" "$TMP/ds.in"
  echo "$t key Right" >>"$TMP/ds.in"; t=$((t + 1))
  while read -r x y d; do
    while [ "$cx" -lt "$x" ]; do echo "$t key Right" >>"$TMP/ds.in"; t=$((t + 1)); cx=$((cx + 1)); done
    while [ "$cx" -gt "$x" ]; do echo "$t key Left" >>"$TMP/ds.in"; t=$((t + 1)); cx=$((cx - 1)); done
    while [ "$cy" -lt "$y" ]; do echo "$t key Down" >>"$TMP/ds.in"; t=$((t + 1)); cy=$((cy + 1)); done
    while [ "$cy" -gt "$y" ]; do echo "$t key Up" >>"$TMP/ds.in"; t=$((t + 1)); cy=$((cy - 1)); done
    echo "$t key $d" >>"$TMP/ds.in"; t=$((t + 2))
  done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/tc.json")
  echo "$t key Space" >>"$TMP/ds.in"; t=$((t + 900))
  echo "$t key Return" >>"$TMP/ds.in"; t=$((t + 4))
  dgl --frames $((t + 10)) --input "$TMP/ds.in" --state "$TMP/ds.json"
  check "dungeon: the room's puzzle solved: the win, then back in the dungeon its gate opening" \
    jq -e --argjson r "$room" '.dungeon.gate_opening == $r and .sounds[-2:] == ["win", "gate"]' "$TMP/ds.json"
else
  not_ok "dungeon: the first puzzle room is a toy car's (it is $mode): this test expects it"
fi
dgl --frames 20 --state "$TMP/dm0.json"
printf '5 click %s\n' "$(at "$TMP/dm0.json" "Map (Tab)")" >"$TMP/dm.in"
dgl --frames 20 --input "$TMP/dm.in" --state "$TMP/dm.json"
check "dungeon: the Map button clicks" jq -e '.dungeon.map_big and .sounds == ["click"]' "$TMP/dm.json"

# --- no audio device ---------------------------------------------------------------------------
expect_exit 0 "no audio device (SDL_AUDIODRIVER=nosuchdriver): the game runs and exits 0" \
  env SDL_AUDIODRIVER=nosuchdriver ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --profile Kim \
  --saves "$(fresh)" --frames 200 --input "$TMP/k.in" --state "$TMP/n.json"
check "no audio device: nothing about it on stderr" test ! -s "$TMP/err"
check "no audio device: the lesson is still won, and its sounds still reported" \
  jq -e '.status == "won" and .audio == false and .sounds == ["click", "drive", "flag", "drive", "win"]' "$TMP/n.json"
check "no audio device: the same sounds as with one" test "$(jq -c .sounds "$TMP/n.json")" = "$(jq -c .sounds "$TMP/k.json")"

# --- M mutes, saved; not while typing ----------------------------------------------------------------
S="$(fresh)"
printf '3 key M\n' >"$TMP/mu.in"
game --profile Ada --saves "$S" --frames 10 --input "$TMP/mu.in" --state "$TMP/mu.json"
check "M on the menu mutes" jq -e '.screen == "menu" and .muted == true' "$TMP/mu.json"
check "M's mute is saved in settings.cfg" grep -q '^mute=1$' "$S/settings.cfg"
check "M says so on screen, for a moment" jq -e '.texts | index("Sound off") != null' "$TMP/mu.json"
printf '2 key Return\n5 key Space\n' >"$TMP/k2.in"
game --profile Ada --saves "$S" --frames 200 --input "$TMP/k2.in" --state "$TMP/mk.json"
check "muted (from the saved setting): the game still reports its sounds, flagged muted" \
  jq -e '.muted == true and .status == "won" and (.sounds | index("win")) != null' "$TMP/mk.json"
printf '3 key M\n' >"$TMP/mu2.in"
game --profile Ada --saves "$S" --frames 10 --input "$TMP/mu2.in" --state "$TMP/mu2.json"
check "M again: sound on, said on screen" jq -e '.muted == false and (.texts | index("Sound on")) != null' "$TMP/mu2.json"
check "... and settings.cfg says so" grep -q '^mute=0$' "$S/settings.cfg"
printf '3 key M\n4 text M\n5 key Return\n' >"$TMP/pm.in"
S2="$(fresh)"
game --saves "$S2" --frames 10 --input "$TMP/pm.in" --state "$TMP/pm.json"
check "typing a name: M is a letter, not the mute key" jq -e '.profile == "M" and .muted == false' "$TMP/pm.json"
check "... and nothing is muted in settings.cfg" bash -c "! grep -q '^mute=1' '$S2/settings.cfg' 2>/dev/null"
printf '1 key F2\n2 key M\n3 text m\n' >"$TMP/bt.in"
bots --mode bots --frames 10 --input "$TMP/bt.in" --state "$TMP/bt.json"
check "typing in the robot's code editor: M is a letter" jq -e '.muted == false and (.bots.program | test("m"))' "$TMP/bt.json"
printf '3 key Right\n14 key M\n' >"$TMP/mt.in"
mays --mode mays --frames 20 --input "$TMP/mt.in" --state "$TMP/mt.json"
check "typing in May's code panel: M is a letter" jq -e '.mays.phase == "code" and .muted == false' "$TMP/mt.json"
printf '3 key M\n' >"$TMP/tm.in"
game --profile Ada --saves "$(fresh)" --mode toycar --frames 10 --input "$TMP/tm.in" --state "$TMP/tm.json"
check "M mutes in a mode's screen too" jq -e '.screen == "toycar" and .muted == true' "$TMP/tm.json"

# --- the settings screen: sound rows, saved ---------------------------------------------------
S="$(fresh)"
game --profile Ada --saves "$S" --frames 3 --state "$TMP/s0.json"
printf '2 click %s\n' "$(at "$TMP/s0.json" Settings)" >"$TMP/s.in"
game --profile Ada --saves "$S" --frames 6 --input "$TMP/s.in" --state "$TMP/s1.json"
check "settings: the sound rows are there (effects 7, music off, its volume 5 greyed)" \
  jq -e '.screen == "settings" and has("btn_sfx_volume") and has("btn_music") and has("btn_music_volume") and has("btn_mute")' "$TMP/s1.json"
read -r vx vy vw vh < <(jq -r '.btn_sfx_volume | @tsv' "$TMP/s1.json")
read -r mx my < <(centre "$TMP/s1.json" .btn_music)
printf '2 click %s\n8 click %d %d\n12 click %d %d\n16 click %d %d\n' "$(at "$TMP/s0.json" Settings)" \
  $((vx + 20)) $((vy + vh / 2)) $((vx + vw - 20)) $((vy + vh / 2)) "$mx" "$my" >"$TMP/s.in"
printf '20 click %d %d\n' $((vx + 20)) $((vy + vh / 2)) >>"$TMP/s.in"
game --profile Ada --saves "$S" --frames 24 --input "$TMP/s.in" --state "$TMP/s2.json"
check "settings: the volume's - and + and Music by mouse, saved" \
  bash -c "grep -q '^sfx_volume=6$' '$S/settings.cfg' && grep -q '^music=1$' '$S/settings.cfg'"
check "settings: each change heard as a click" jq -e '[.sounds[] | select(. == "click")] | length >= 5' "$TMP/s2.json"

# --- music: off by default, each mode its loop, the dungeon's in its rooms --------------------------
check "music is off by default" jq -e '.music == null' "$TMP/k.json"
check "... in the dungeon too" jq -e '.music == null' "$TMP/dw.json"
S="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nmusic=1\n' >"$S/settings.cfg"
for m in toycar bots mays dungeon; do
  game --profile Ada --saves "$S" --mode "$m" --frames 30 --state "$TMP/mu_$m.json"
  check "music on: $m plays its own loop" jq -e --arg m "$m" '.screen == $m and .music == $m' "$TMP/mu_$m.json"
done
game --profile Ada --saves "$S" --frames 5 --state "$TMP/mu_menu.json"
check "music on: the menu is quiet" jq -e '.screen == "menu" and .music == null' "$TMP/mu_menu.json"
cp "$S/settings.cfg" "$TMP/music.cfg"
S="$(fresh)"
cp "$TMP/music.cfg" "$S/settings.cfg"
game --profile Ada --saves "$S" --level "$LEVEL" --frames $((t_room + 30)) --input "$IN" --state "$TMP/mu_room.json"
check "music on: a dungeon room's puzzle keeps the dungeon's loop" \
  jq -e '.dungeon.open_room >= 0 and .music == "dungeon"' "$TMP/mu_room.json"

finish
