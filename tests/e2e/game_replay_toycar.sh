#!/usr/bin/env bash
# Toy car replays (issue 7) through the real game (SDL_VIDEODRIVER=dummy): a pupil solves a level
# after failed runs (tiles dragged, moved, placed by keyboard, the speed changed), saves the
# replay with Ctrl+S, and `loopling --replay FILE` plays it back to the same result: a lesson
# (its level file embedded), a generated puzzle (its TC share code, generated again on every
# start), a shared code; watched by a pupil whose own speed setting differs; pause, jumps, start
# again and speed while it plays; nothing saved; a damaged replay refused with file:line.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}" "${MAKE_SAVE:?}"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }
the_replay() { ls "$1"/replays/*.replay 2>/dev/null | head -n 1; }
# frames to play a replay to its end: its result's tick, the player's grace, a margin
frames_for() { echo $(($(awk '/^result /{print $5}' "$1") + 120)); }
# watch REPLAY FRAMES STATE [more options]: played by a pupil with their own saves folder
watch() { local r="$1" n="$2" s="$3"; shift 3; game --replay "$r" --saves "$VIEWER" --frames "$n" --state "$s" "$@"; }
# same STATE TRIES TILES: the replay reached what was recorded
same() {
  jq -e --argjson t "$2" --argjson c "$3" '.replay.started == 1 and .replay.finished == 1 and .replay.same_result == true
    and .replay.solved == 1 and .replay.tries == $t and .replay.commands == $c
    and .replay.recorded_solved == 1 and .replay.recorded_tries == $t and .replay.recorded_commands == $c
    and .replay.outcomes_seen == .replay.outcomes_recorded and .replay.outcomes_same == .replay.outcomes_seen
    and .replay.outcomes_recorded >= 2 and .screen == "toycar" and .status == "won" and .tries == $t
    and .placed == $c' "$1"
}
VIEWER="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=2\n' >"$VIEWER/settings.cfg"

# 1. Lesson 2 ("Turn the corner", the arrow belongs on (4,1)): Play with no arrow (off the edge),
#    Reset, the arrow dragged onto (3,1), Play (off the edge again), Reset, the arrow dragged on
#    to (4,1), the speed to Fast, Play: won on the third try with one arrow. Ctrl+S.
S1="$(fresh)"
"$MAKE_SAVE" "$S1" Ada 1 3 0
game --profile Ada --saves "$S1" --mode toycar --frames 2 --state "$TMP/l.json"
check "lesson 2 opens" jq -e '.kind == "tutorial" and .title == "Turn the corner" and .recording.active == 1' "$TMP/l.json"
cell=$(jget "$TMP/l.json" .cell); bx=$(jget "$TMP/l.json" '.board_rect[0]'); by=$(jget "$TMP/l.json" '.board_rect[1]')
cx() { echo $((bx + $1 * cell + cell / 2)); }
cy() { echo $((by + $1 * cell + cell / 2)); }
mid() { jq -r ".$1 | \"\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)\"" "$TMP/l.json"; }
read -r tdx tdy < <(mid tray_D)
read -r rx ry < <(mid btn_reset)
cat >"$TMP/a.in" <<EOF
5 key Space
120 click $rx $ry
130 drag $tdx $tdy $(cx 3) $(cy 1)
145 key Space
260 click $rx $ry
270 drag $(cx 3) $(cy 1) $(cx 4) $(cy 1)
285 key s
290 key Space
400 key Ctrl+S
EOF
game --profile Ada --saves "$S1" --mode toycar --frames 410 --input "$TMP/a.in" --state "$TMP/a.json"
check "lesson 2 solved on the third try, the replay saved" \
  jq -e '.status == "won" and .tries == 3 and .placed == 1 and .recording.solved == 1 and .recording.saved == 1' "$TMP/a.json"
R1="$(the_replay "$S1")"
check "the replay file is in <saves>/replays/" test -s "$R1"
check "... it holds the lesson's level, each run's outcome and the result" \
  bash -c 'grep -q "^mode toycar$" "$1" && grep -q "^| title: Turn the corner$" "$1" && grep -q "^speed 1$" "$1" &&
           grep -q "^[0-9]* outcome 0 1 0$" "$1" && grep -q "^[0-9]* outcome 0 2 1$" "$1" && grep -q "^result 1 3 1 " "$1"' _ "$R1"
check "... and the pupil's actions: play, stop, place, a drag as remove + place, speed" \
  bash -c 'grep -q "^5 run$" "$1" && grep -q "^[0-9]* stop$" "$1" && grep -q "^[0-9]* place 3 1 3$" "$1" &&
           grep -q "^[0-9]* remove 3 1$" "$1" && grep -q "^[0-9]* place 4 1 3$" "$1" && grep -q "^285 speed 2$" "$1"' _ "$R1"

watch "$R1" 200 "$TMP/a0.json" --screenshot "$SHOTS/toycar_replay_driving.png"
check "--replay: the car drives the second try at its recorded moment" \
  jq -e '.replay.started == 1 and .replay.finished == 0 and .status == "driving" and .tries == 2' "$TMP/a0.json"
check "... screenshot while it plays is a real picture" sane_png "$SHOTS/toycar_replay_driving.png"
watch "$R1" 420 "$TMP/a1.json" --screenshot "$SHOTS/toycar_replay_end.png"
check "--replay: the same result (solved in 3 tries, 1 arrow, every outcome the same)" same "$TMP/a1.json" 3 1
check "... with the lesson's own board, and the recorded time" \
  jq -e --argjson s "$(jget "$TMP/a.json" .seconds)" '.title == "Turn the corner" and .seconds == $s and .replay.restarts == 0' "$TMP/a1.json"
check "... the end screenshot is a real picture" sane_png "$SHOTS/toycar_replay_end.png"
check "... nothing of the guest or the viewer is saved" bash -c "! ls '$VIEWER'/*.save 2>/dev/null | grep -q ."
check "... the viewer's own speed setting is kept" grep -q "anim_speed=2" "$VIEWER/settings.cfg"

# Controls while it plays: pause and resume, jump on 5 s, start again, faster.
cat >"$TMP/c.in" <<'EOF'
40 key Space
70 key Space
100 key Right
130 key Home
160 key +
170 key +
EOF
watch "$R1" 400 "$TMP/c.json" --input "$TMP/c.in" --screenshot "$SHOTS/toycar_replay_controls.png"
check "pause, jump, start again and speed still reach the same result" same "$TMP/c.json" 3 1
check "... it was started again and runs at 4x" jq -e '.replay.restarts >= 1 and .replay.speed == "4x"' "$TMP/c.json"
printf '30 key Space\n' >"$TMP/p.in"
watch "$R1" 200 "$TMP/p.json" --input "$TMP/p.in"
check "paused, the car and the clock stop" jq -e '.replay.paused == 1 and .replay.clock < 40 and .tries == 1' "$TMP/p.json"
printf '20 key End\n' >"$TMP/e.in"
watch "$R1" 60 "$TMP/e.json" --input "$TMP/e.in"
check "End jumps to the end: the same result" same "$TMP/e.json" 3 1

# 2. A generated puzzle (past the lessons, its TC share code): Play with no arrow (fails),
#    then the intended tiles by keyboard (the first key after the failure puts the car back),
#    Play: won on the second try. Ctrl+S. The replay generates it again from its code.
S2="$(fresh)"
"$MAKE_SAVE" "$S2" Lee 5 3 0
game --profile Lee --saves "$S2" --mode toycar --frames 3 --state "$TMP/g.json"
check "past the lessons, a generated puzzle with a share code opens" \
  jq -e '.kind == "generated" and .phase == "play" and (.share_code | startswith("TC"))' "$TMP/g.json"
gcode=$(jget "$TMP/g.json" .share_code)
"$LOOPLING_GEN" toycar --code "$gcode" --json >"$TMP/gg.json" 2>/dev/null
gx=$(jq '.car[0]' "$TMP/g.json"); gy=$(jq '.car[1]' "$TMP/g.json")
tick=430
{ echo "4 key Space"; echo "$tick key Right"; } >"$TMP/g.in"  # the first arrow key shows the cursor on the car
while read -r x y d; do
  while [ "$gx" -lt "$x" ]; do tick=$((tick + 1)); echo "$tick key Right" >>"$TMP/g.in"; gx=$((gx + 1)); done
  while [ "$gx" -gt "$x" ]; do tick=$((tick + 1)); echo "$tick key Left" >>"$TMP/g.in"; gx=$((gx - 1)); done
  while [ "$gy" -lt "$y" ]; do tick=$((tick + 1)); echo "$tick key Down" >>"$TMP/g.in"; gy=$((gy + 1)); done
  while [ "$gy" -gt "$y" ]; do tick=$((tick + 1)); echo "$tick key Up" >>"$TMP/g.in"; gy=$((gy - 1)); done
  tick=$((tick + 1)); echo "$tick key $d" >>"$TMP/g.in"
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/gg.json")
tiles=$(jq '.tiles | length' "$TMP/gg.json")
echo "$((tick + 2)) key Space" >>"$TMP/g.in"
echo "$((tick + 900)) key Ctrl+S" >>"$TMP/g.in"
game --profile Lee --saves "$S2" --mode toycar --frames $((tick + 910)) --input "$TMP/g.in" --state "$TMP/g2.json"
check "the generated puzzle is solved on the second try, the replay saved" \
  jq -e --argjson n "$tiles" '.status == "won" and .tries == 2 and .placed == $n and .recording.saved == 1' "$TMP/g2.json"
R2="$(the_replay "$S2")"
check "... the replay names the puzzle by its code, no level text" \
  bash -c 'grep -q "^code $2$" "$1" && ! grep -q "^level " "$1" && grep -q "^4 run$" "$1"' _ "$R2" "$gcode"
watch "$R2" "$(frames_for "$R2")" "$TMP/g3.json" --screenshot "$SHOTS/toycar_replay_generated.png"
check "--replay of the generated puzzle: the same result" same "$TMP/g3.json" 2 "$tiles"
check "... on the puzzle of that code" jq -e --arg c "$gcode" '.share_code == $c' "$TMP/g3.json"
check "... the guest's model did not move, nothing saved" \
  jq -e '.profile == "Replay" and .solved == 0 and .tutorial_done == 0 and .target_length == 3' "$TMP/g3.json"
check "... (no save file at all)" bash -c "! ls '$VIEWER'/*.save 2>/dev/null | grep -q ."
printf '20 key Right\n40 key Home\n60 key +\n' >"$TMP/gc.in"
watch "$R2" "$(frames_for "$R2")" "$TMP/g4.json" --input "$TMP/gc.in"
check "... started again (generated again from its code), still the same result" same "$TMP/g4.json" 2 "$tiles"
check "... and it was started again" jq -e '.replay.restarts >= 1' "$TMP/g4.json"

# 2b. The speed set to Fast, then "New puzzle": the next puzzle starts at Fast, the replay's first
#     action. Solved first time, then Play again and won again: the result is the first win.
S4="$(fresh)"
"$MAKE_SAVE" "$S4" Pat 5 3 0
cp -r "$S4" "$TMP/pat-copy"
printf '3 key s\n5 key n\n' >"$TMP/n.in"
game --profile Pat --saves "$TMP/pat-copy" --mode toycar --frames 10 --input "$TMP/n.in" --state "$TMP/n.json"
ncode=$(jget "$TMP/n.json" .share_code)
"$LOOPLING_GEN" toycar --code "$ncode" --json >"$TMP/ng.json" 2>/dev/null
gx=$(jq '.car[0]' "$TMP/n.json"); gy=$(jq '.car[1]' "$TMP/n.json")
tick=20
cp "$TMP/n.in" "$TMP/n2.in"; echo "$tick key Right" >>"$TMP/n2.in"
while read -r x y d; do
  while [ "$gx" -lt "$x" ]; do tick=$((tick + 1)); echo "$tick key Right" >>"$TMP/n2.in"; gx=$((gx + 1)); done
  while [ "$gx" -gt "$x" ]; do tick=$((tick + 1)); echo "$tick key Left" >>"$TMP/n2.in"; gx=$((gx - 1)); done
  while [ "$gy" -lt "$y" ]; do tick=$((tick + 1)); echo "$tick key Down" >>"$TMP/n2.in"; gy=$((gy + 1)); done
  while [ "$gy" -gt "$y" ]; do tick=$((tick + 1)); echo "$tick key Up" >>"$TMP/n2.in"; gy=$((gy - 1)); done
  tick=$((tick + 1)); echo "$tick key $d" >>"$TMP/n2.in"
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/ng.json")
ntiles=$(jq '.tiles | length' "$TMP/ng.json")
printf '%d key Space\n%d key a\n%d key Space\n%d key Ctrl+S\n' $((tick + 2)) $((tick + 500)) $((tick + 510)) $((tick + 1000)) >>"$TMP/n2.in"
game --profile Pat --saves "$S4" --mode toycar --frames $((tick + 1010)) --input "$TMP/n2.in" --state "$TMP/n3.json"
R4="$(the_replay "$S4")"
check "a new puzzle after the speed was changed: won twice, the replay saved" \
  jq -e --arg c "$ncode" '.share_code == $c and .status == "won" and .tries == 2 and .recording.saved == 1' "$TMP/n3.json"
check "... its first action is the speed it started at; the result is the first win" \
  bash -c 'grep -q "^0 speed 2$" "$1" && grep -q "^result 1 1 $2 " "$1" && [ "$(grep -c " outcome 1 " "$1")" = 2 ]' _ "$R4" "$ntiles"
watch "$R4" "$(($(awk '/^events/{e=1} e && / outcome /{t=$1} END{print t}' "$R4") + 120))" "$TMP/n4.json"
check "--replay: the same result, both wins seen" \
  jq -e '.replay.same_result == true and .replay.finished == 1 and .replay.tries == 1 and .replay.outcomes_seen == 2 and .tries == 2' "$TMP/n4.json"

# 3. A shared code (--level): only the first arrow, Play (fails), Reset, Clear, every arrow, Play.
"$LOOPLING_GEN" toycar --seed 2024 --length 7 --loops 1 --json >"$TMP/s.json" 2>/dev/null
scode=$(jget "$TMP/s.json" .share_code)
S3="$(fresh)"
game --profile Kim --saves "$S3" --level "$scode" --frames 3 --state "$TMP/s0.json"
cell=$(jget "$TMP/s0.json" .cell); bx=$(jget "$TMP/s0.json" '.board_rect[0]'); by=$(jget "$TMP/s0.json" '.board_rect[1]')
read -r x0 y0 d0 < <(jq -r '.tiles[0] | "\(.x) \(.y) \(.dir)"' "$TMP/s.json")
read -r ox oy < <(jq -r ".tray_$d0 | \"\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)\"" "$TMP/s0.json")
read -r px py < <(jq -r '.btn_play | "\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)"' "$TMP/s0.json")
read -r clx cly < <(jq -r '.btn_clear | "\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)"' "$TMP/s0.json")
read -r rsx rsy < <(jq -r '.btn_reset | "\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)"' "$TMP/s0.json")
{
  echo "5 drag $ox $oy $((bx + x0 * cell + cell / 2)) $((by + y0 * cell + cell / 2))"
  echo "15 click $px $py"
  echo "600 click $rsx $rsy"
  echo "610 click $clx $cly"
} >"$TMP/s.in"
tick=620
while read -r x y d; do
  read -r tx ty < <(jq -r ".tray_$d | \"\(.[0] + .[2] / 2) \(.[1] + .[3] / 2)\"" "$TMP/s0.json")
  echo "$tick drag $tx $ty $((bx + x * cell + cell / 2)) $((by + y * cell + cell / 2))" >>"$TMP/s.in"
  tick=$((tick + 10))
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/s.json")
stiles=$(jq '.tiles | length' "$TMP/s.json")
echo "$((tick + 4)) click $px $py" >>"$TMP/s.in"
echo "$((tick + 1400)) key Ctrl+S" >>"$TMP/s.in"
game --profile Kim --saves "$S3" --level "$scode" --frames $((tick + 1410)) --input "$TMP/s.in" --state "$TMP/s1.json"
check "the shared puzzle is solved on the second try, the replay saved" \
  jq -e --argjson n "$stiles" '.status == "won" and .tries == 2 and .placed == $n and .recording.saved == 1' "$TMP/s1.json"
R3="$(the_replay "$S3")"
check "... the replay has its code and the Clear" bash -c 'grep -q "^code $2$" "$1" && grep -q "^[0-9]* clear$" "$1"' _ "$R3" "$scode"
watch "$R3" "$(frames_for "$R3")" "$TMP/s2.json" --screenshot "$SHOTS/toycar_replay_shared.png"
check "--replay of the shared puzzle: the same result" same "$TMP/s2.json" 2 "$stiles"

# 4. Arrows left on the board last time (ui/shell/drafts.h): lesson 2's arrow dragged onto (4,1),
#    the game closed; opened again, the arrow is back, recorded as a placement at the start; Play,
#    won, Ctrl+S: the replay plays back to the same result for a pupil without that save.
S4="$(fresh)"
"$MAKE_SAVE" "$S4" Ada 1 3 0
game --profile Ada --saves "$S4" --mode toycar --frames 2 --state "$TMP/l.json"
cell=$(jget "$TMP/l.json" .cell); bx=$(jget "$TMP/l.json" '.board_rect[0]'); by=$(jget "$TMP/l.json" '.board_rect[1]')
read -r tdx tdy < <(mid tray_D)
printf '5 drag %s %s %s %s\n' "$tdx" "$tdy" "$(cx 4)" "$(cy 1)" >"$TMP/k.in"
game --profile Ada --saves "$S4" --mode toycar --frames 20 --input "$TMP/k.in" --state "$TMP/k.json"
check "(the arrow placed on (4,1), the game closed)" grep -q '^drafts=toycar .*,4%2C1%2CD$' "$S4/ada.save"
printf '5 key Space\n120 key Ctrl+S\n' >"$TMP/k2.in"
game --profile Ada --saves "$S4" --mode toycar --frames 130 --input "$TMP/k2.in" --state "$TMP/k2.json"
check "opened again, the arrow is back: Play wins, the replay saved" \
  jq -e '.status == "won" and .tries == 1 and .placed == 1 and .recording.saved == 1' "$TMP/k2.json"
R4="$(the_replay "$S4")"
check "... the replay places the arrow first" bash -c 'grep -q "^0 place 4 1 " "$1"' _ "$R4"
watch "$R4" "$(frames_for "$R4")" "$TMP/k3.json"
check "--replay of it: the same result, without the save it was kept in" \
  jq -e '.replay.finished == 1 and .replay.same_result == true and .status == "won" and .placed == 1' "$TMP/k3.json"

# 5. A damaged replay (one byte changed) is refused before the window opens.
sed 's/^\(290\) run$/291 run/' "$R1" >"$TMP/damaged.replay"
check "(the damaged copy differs)" bash -c '! cmp -s "$1" "$2"' _ "$R1" "$TMP/damaged.replay"
lines=$(wc -l <"$TMP/damaged.replay")
expect_exit 2 "a damaged replay exits 2" game --saves "$VIEWER" --replay "$TMP/damaged.replay" --frames 5
check "... with file:line and the word damaged" grep -q "damaged.replay:$lines:.*damaged" "$TMP/err"
finish
