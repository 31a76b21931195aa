#!/usr/bin/env bash
# Robot replays through the real game (SDL_VIDEODRIVER=dummy), issue 7: a lesson solved in the
# text view after a failed run, saved with Ctrl+S, plays back to the same result; one built in
# the blocks view (camera turn, speed, step, step back, stop) too; pause, jumps, start again and
# speed while it plays change nothing; a generated puzzle's replay opens it by its share code;
# a damaged replay is refused with file:line.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}"
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
# everything open (tests/e2e/data/open_class.lua): every robot block and lesson from the start
bots() { local saves="$1"; shift; game --profile Ada --saves "$saves" --config "$SRC/tests/e2e/data/open_class.lua" "$@"; }
# Play a replay for N frames with its own saves folder (a guest: nothing may be written there).
watch() { local file="$1" frames="$2"; shift 2; game --replay "$file" --saves "$TMP/watch" --frames "$frames" "$@"; }
same() { # same STATE.json TRIES COMMANDS OUTCOMES: the replay reached the result it recorded
  jq -e --argjson t "$2" --argjson c "$3" --argjson o "$4" '.replay | .finished == 1 and .same_result == true
    and .solved == 1 and .recorded_solved == 1 and .tries == $t and .recorded_tries == $t and .commands == $c
    and .recorded_commands == $c and .outcomes_recorded == $o and .outcomes_seen == $o and .outcomes_same == $o' "$1"
}
mkdir -p "$TMP/watch"

# (a) Lesson 1 in the text view: a failed run (off the edge), then two forwards; Ctrl+S saves.
S1="$(fresh)"
printf '%s\n' '1 key F2' '2 text turnLeft();' '3 key Return' '4 text forward();' '6 key F5' \
  '80 key F2' '82 key F2' '84 key Ctrl+A' '85 text forward();' '86 key Return' '87 text forward();' \
  '89 key F5' '170 key Ctrl+S' >"$TMP/a.in"
bots "$S1" --mode bots --frames 180 --input "$TMP/a.in" --screenshot "$SHOTS/replay_bots_recorded.png" --state "$TMP/a.json"
check "lesson 1 solved on the second try" jq -e '.bots.state == "solved" and .bots.tries == 2 and .bots.commands == 2' "$TMP/a.json"
check "Ctrl+S saved the replay under <saves>/replays/" \
  jq -e --arg d "$S1/replays/" '.recording.saved == 1 and .recording.solved == 1 and (.recording.path | startswith($d))' "$TMP/a.json"
R1="$(jq -r .recording.path "$TMP/a.json")"
check "the replay file exists" test -s "$R1"
check "it embeds the lesson's level file" grep -q '^| title: First steps$' "$R1"
check "it holds the failed run and the win" grep -q '^[0-9]* outcome 0 1 2$' "$R1"
check "... and the result" grep -q '^result 1 2 2 ' "$R1"
check "the program text went in as edits" grep -q '^[0-9]* edit .*"forward();"' "$R1"
S2="$(fresh)"
game --profile "Jürgen" --saves "$S2" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 180 \
  --input "$TMP/a.in" --state "$TMP/a2.json"
check "a pupil with an accent in his name: the replay's file name has the plain letter" \
  jq -e --arg d "$S2/replays/jurgen-robot-first-steps-" '.recording.saved == 1 and (.recording.path | startswith($d))' "$TMP/a2.json"

# (b) Played back: the same result, the same tries and commands, every outcome the same.
watch "$R1" 60 --screenshot "$SHOTS/replay_bots_running.png" --state "$TMP/b1.json"
check "mid-replay: the failed run is on screen" jq -e '.bots.state == "failed" and .replay.outcomes_seen == 1' "$TMP/b1.json"
check "mid-replay screenshot is a real picture" sane_png "$SHOTS/replay_bots_running.png"
watch "$R1" 420 --screenshot "$SHOTS/replay_robot.png" --state "$TMP/b.json"
check "the replay reaches the same result (2 tries, 2 commands, 2 outcomes)" same "$TMP/b.json" 2 2 2
check "the world and the program are as they were" \
  jq -e '.bots.state == "solved" and .bots.robot == [2,0] and .bots.program == "forward();\nforward();" and .bots.view == "text"' "$TMP/b.json"
check "a replay saves nothing (a guest pupil)" bash -c "! ls '$TMP/watch' | grep -q save"
check "end screenshot is a real picture" sane_png "$SHOTS/replay_robot.png"

# The blocks view: turn right + forward fails; the camera turns, speed to Fast; both blocks
# removed, two forwards; Step, Step back, Step, Stop, then Run wins.
S2="$(fresh)"
# where things are, from the screen's own --state: the palette, the camera's turn, Run, and the
# first row once two blocks are in the list
P="$TMP/probe.json" PB="$TMP/probe_blocks.json"
bots "$(fresh)" --mode bots --frames 2 --state "$P"
printf '3 click %s\n5 click %s\n' "$(chip "$P" 3)" "$(chip "$P" 0)" >"$TMP/pb.in"
bots "$(fresh)" --mode bots --frames 7 --input "$TMP/pb.in" --state "$PB"
{
  echo "3 click $(chip "$P" 3)"
  echo "5 click $(chip "$P" 0)"
  echo "8 click $(at "$P" "↺")"
  echo "10 click $(at "$P" Run)"
  echo "14 key F9"
  echo "60 rclick $(centre "$PB" '.bots.rows[0].rect')"
  echo "62 rclick $(centre "$PB" '.bots.rows[0].rect')"
  echo "64 click $(chip "$P" 0)"
  echo "66 click $(chip "$P" 0)"
  echo "68 key F6"
  echo "80 key F7"
  echo "82 key F6"
  echo "90 key F8"
  echo "92 click $(at "$P" Run)"
  echo "140 key Ctrl+S"
} >"$TMP/k.in"
bots "$S2" --mode bots --frames 150 --input "$TMP/k.in" --state "$TMP/k.json"
check "blocks: solved on the third try" jq -e '.bots.state == "solved" and .bots.tries == 3 and .recording.saved == 1' "$TMP/k.json"
R2="$(jq -r .recording.path "$TMP/k.json")"
for kind in turn speed step back stop run; do
  check "blocks: the replay has a '$kind'" grep -q "^[0-9]* $kind" "$R2"
done
watch "$R2" 220 --screenshot "$SHOTS/replay_bots_blocks.png" --state "$TMP/kb.json"
check "blocks: the same result (3 tries, 2 commands, 2 outcomes)" same "$TMP/kb.json" 3 2 2
check "blocks: the blocks view, the blocks, the speed and the camera as recorded" \
  jq -e '.bots.view == "blocks" and .bots.blocks[0] == "forward|forward" and .bots.speed == 2 and .bots.rotation == 3' "$TMP/kb.json"

# (c) Keys while it plays: pause, jump on, start again (Home), faster, jump back: still the same.
printf '%s\n' '10 key Space' '20 key Right' '30 key Space' '45 key Left' '60 key Home' '70 key =' \
  '72 key =' '90 key Right' '92 key Left' >"$TMP/c.in"
watch "$R1" 30 --input "$TMP/c.in" --screenshot "$SHOTS/replay_bots_paused.png" --state "$TMP/c1.json"
check "Space pauses, Right jumps on 5 s (here: to the end)" jq -e '.replay.paused == 1 and .replay.clock == .replay.length + 60' "$TMP/c1.json"
watch "$R1" 62 --input "$TMP/c.in" --state "$TMP/c2.json"
check "Home starts the level again" jq -e '.replay.restarts >= 2 and .replay.clock < 5 and .bots.state == "editing"' "$TMP/c2.json"
watch "$R1" 200 --input "$TMP/c.in" --state "$TMP/c.json"
check "after pause, jumps, Home and 4x: the same result" same "$TMP/c.json" 2 2 2
check "... at 4x" jq -e '.replay.speed == "4x"' "$TMP/c.json"
watch "$R2" 200 --input "$TMP/c.in" --state "$TMP/c3.json"
check "the blocks replay too" same "$TMP/c3.json" 3 2 2

# (d) A generated puzzle (New puzzle, Ctrl+N): its replay names it by its share code.
S3="$(fresh)"
printf '2 key Ctrl+N\n' >"$TMP/g0.in"
bots "$S3" --mode bots --frames 6 --input "$TMP/g0.in" --state "$TMP/g0.json"
check "New puzzle makes a puzzle with a share code" jq -e '.bots.generated == true and (.bots.code | test("^BT"))' "$TMP/g0.json"
CODE="$(jq -r .bots.code "$TMP/g0.json")"
PAR="$(jq -r .bots.par "$TMP/g0.json")"
jq -r .bots.solution "$TMP/g0.json" >"$TMP/solution.txt"
S3="$(fresh)"
printf '%s\n' '2 key Ctrl+N' '4 key F2' '5 text turnLeft();' '7 key F5' '60 key F2' '62 key F2' \
  '64 key Ctrl+A' "65 paste $TMP/solution.txt" '67 key F5' '890 key Ctrl+S' >"$TMP/g.in"
bots "$S3" --mode bots --frames 900 --input "$TMP/g.in" --state "$TMP/g.json"
check "the new puzzle: an unfinished run, then its solution wins" \
  jq -e --argjson p "$PAR" '.bots.generated == true and .bots.state == "solved" and .bots.tries == 2 and .bots.commands == $p and .recording.saved == 1' "$TMP/g.json"
R3="$(jq -r .recording.path "$TMP/g.json")"
check "its replay holds the share code, not a level file" bash -c "grep -q '^code $CODE\$' '$R3' && ! grep -q '^level ' '$R3'"
watch "$R3" 1000 --screenshot "$SHOTS/replay_bots_generated.png" --state "$TMP/gr.json"
check "the generated puzzle's replay reaches the same result" same "$TMP/gr.json" 2 "$PAR" 2
check "... on the same puzzle" jq -e --arg c "$CODE" '.bots.generated == true and .bots.code == $c' "$TMP/gr.json"
watch "$R3" 1000 --input "$TMP/c.in" --state "$TMP/gc.json"
check "... also after pause, jumps, Home and 4x" same "$TMP/gc.json" 2 "$PAR" 2

# Timing: recorded at the slow animation setting, played where the setting is fast, the robot
# is at the same step at the same tick (the replay brings its own animation speed).
S4="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nanim_speed=0\n' >"$S4/settings.cfg"
bots "$S4" --mode bots --frames 105 --input "$TMP/a.in" --state "$TMP/t1.json"
bots "$S4" --mode bots --frames 180 --input "$TMP/a.in" --state "$TMP/t.json"
R4="$(jq -r .recording.path "$TMP/t.json")"
check "slow: recorded at speed 0" grep -q '^speed 0$' "$R4"
mkdir -p "$TMP/fast"
printf 'LOOPLING-SETTINGS 1\nanim_speed=2\n' >"$TMP/fast/settings.cfg"
game --replay "$R4" --saves "$TMP/fast" --frames 105 --state "$TMP/t2.json"
check "slow: mid-run, the replay is where the recording was at the same tick" \
  jq -e --slurpfile r "$TMP/t1.json" '.bots.state == $r[0].bots.state and .bots.actions == $r[0].bots.actions and
    .bots.robot == $r[0].bots.robot and .bots.span_line == $r[0].bots.span_line and .bots.state == "running"' "$TMP/t2.json"
game --replay "$R4" --saves "$TMP/fast" --frames 260 --state "$TMP/t3.json"
check "slow: the same result" same "$TMP/t3.json" 2 2 2
check "slow: the pupil's own setting is kept" grep -q '^anim_speed=2$' "$TMP/fast/settings.cfg"

# (e) A damaged replay (one byte changed) is refused with its line.
sed 's/^\([0-9]*\) outcome 0 1 2$/\1 outcome 0 1 3/' "$R1" >"$TMP/damaged.replay"
check "one byte was changed" bash -c "! cmp -s '$R1' '$TMP/damaged.replay'"
expect_exit 2 "a damaged replay exits 2" watch "$TMP/damaged.replay" 10
check "the reason names file and line and says damaged" grep -Eq 'damaged\.replay:[0-9]+:.*damaged' "$TMP/err"
finish
