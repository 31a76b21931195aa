#!/usr/bin/env bash
# May's Journey replays (issue 7) through the real game (SDL_VIDEODRIVER=dummy): a pupil solves a
# room after a failed run, saves the replay with Ctrl+S, and `loopling --replay FILE` plays it back
# to the same result: a lesson (its level file embedded), a shared room (its MJ code), "a new room
# like this" (no code: the room's own text embedded), sliding blocks recorded at the slow setting
# and watched by a pupil with the fast one, a locked code; pause, jumps, start again and speed
# while it plays; a damaged replay refused with file:line.
source "$(dirname "$0")/lib.bash"
: "${PNG_PROBE:?}"
L1="$SRC/levels/mays/01_bridge_block.level"
L12="$SRC/levels/mays/12_lever_and_door.level"
L13="$SRC/levels/mays/13_stop_the_slider.level"
fresh() { mktemp -d "$TMP/saves.XXXXXX"; }
sane_png() { read -r w h n < <("$PNG_PROBE" "$1"); [ "$w" = 1280 ] && [ "$h" = 720 ] && [ "$n" -gt 800 ]; }
the_replay() { ls "$1"/replays/*.replay 2>/dev/null | head -n 1; }
# play_back REPLAY FRAMES STATE [more options]: played by a pupil with their own (empty) saves folder
play_back() { local r="$1" n="$2" s="$3"; shift 3; game --replay "$r" --saves "$VIEWER" --frames "$n" --state "$s" "$@"; }
# same JSON: the replay reached what was recorded, with `want` tries and commands
same() {
  jq -e --argjson t "$2" --argjson c "$3" '.replay.started == 1 and .replay.finished == 1 and .replay.same_result == true
    and .replay.solved == 1 and .replay.tries == $t and .replay.commands == $c
    and .replay.recorded_tries == $t and .replay.recorded_commands == $c
    and .replay.outcomes_seen == .replay.outcomes_recorded and .replay.outcomes_same == .replay.outcomes_seen
    and .replay.outcomes_recorded >= 2 and .mays.won == true' "$1"
}
VIEWER="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=2\n' >"$VIEWER/settings.cfg"

# 1. A lesson: a failed run (the block pushed into the wall), Restart, the right code, walk out,
#    Ctrl+S.
S1="$(fresh)"
cat >"$TMP/a.in" <<'EOF'
3 key Right
14 text block1.MoveUp();
16 key F5
50 key F8
52 key Ctrl+A
54 text block1.MoveDown();
56 key F5
100 key Escape
102 key Right
112 key Right
122 key Right
132 key Right
142 key Right
170 key Ctrl+S
EOF
game --profile Ada --saves "$S1" --level "$L1" --frames 180 --input "$TMP/a.in" --state "$TMP/a.json"
check "lesson 1 solved on the second try, the replay saved" \
  jq -e '.mays.won == true and .mays.tries == 2 and .recording.solved == 1 and .recording.saved == 1' "$TMP/a.json"
R1="$(the_replay "$S1")"
check "the replay file is in <saves>/replays/" test -s "$R1"
check "... it holds the lesson's level, each run's outcome and the result" \
  bash -c 'grep -q "^mode mays$" "$1" && grep -q "^| title: Bridge block$" "$1" && grep -q "^16 outcome 0 1 0$" "$1" && grep -q "^result 1 2 1 " "$1"' _ "$R1"
check "... and May's steps and the panel" bash -c 'grep -q "^3 walk 1$" "$1" && grep -q "^3 panel 1$" "$1" && grep -q "^100 panel 0$" "$1" && grep -q "^50 restart$" "$1"' _ "$R1"

play_back "$R1" 260 "$TMP/a1.json" --screenshot "$SHOTS/mays_replay_end.png"
check "--replay: the same result (solved in 2 tries, 1 command, both outcomes the same)" same "$TMP/a1.json" 2 1
check "... May walked out at the same place, in the same room" \
  jq -e '.screen == "mays" and .mays.avatar == [7,2] and .mays.title == "Bridge block" and .replay.restarts == 0' "$TMP/a1.json"
check "... the pupil watching keeps their own speed setting" grep -q '^anim_speed=2$' "$VIEWER/settings.cfg"
check "... nothing is saved for the guest" bash -c '! ls "$1"/*.save 2>/dev/null | grep -q .' _ "$VIEWER"
check "the end of the replay is a real picture" sane_png "$SHOTS/mays_replay_end.png"
play_back "$R1" 60 "$TMP/a2.json" --screenshot "$SHOTS/mays_replay_code.png"
check "mid-replay: the code panel, the second run going" \
  jq -e '.mays.phase == "code" and .mays.running == true and .mays.tries == 2 and .replay.clock == 60 and .replay.solved == 0' "$TMP/a2.json"
check "the code panel mid-replay is a real picture" sane_png "$SHOTS/mays_replay_code.png"
play_back "$R1" 16 "$TMP/a3.json"
game --profile Ada --saves "$(fresh)" --level "$L1" --frames 16 --input "$TMP/a.in" --state "$TMP/a4.json"
check "tick for tick: the replay at tick 16 is the pupil's room at tick 16" \
  jq -e --slurpfile p "$TMP/a4.json" '.mays.objects == $p[0].mays.objects and .mays.avatar == $p[0].mays.avatar and .mays.tries == $p[0].mays.tries and .mays.phase == $p[0].mays.phase' "$TMP/a3.json"

# 2. The bar while it plays: Space pauses, Right jumps on, Home starts again, + is faster.
printf '10 key Space\n30 key Space\n40 key Right\n60 key Home\n62 key =\n70 key Right\n' >"$TMP/p.in"
play_back "$R1" 400 "$TMP/p1.json" --input "$TMP/p.in"
check "pause, jump, start again, speed: still the same result" same "$TMP/p1.json" 2 1
check "... it was started again and played at 2x" jq -e '.replay.restarts >= 1 and .replay.speed == "2x"' "$TMP/p1.json"
printf '10 key Space\n' >"$TMP/q.in"
play_back "$R1" 40 "$TMP/q1.json" --input "$TMP/q.in"
check "Space pauses: the clock stops" jq -e '.replay.paused == 1 and .replay.clock <= 11' "$TMP/q1.json"
printf '5 key Right\n6 key Right\n7 key Left\n30 key End\n' >"$TMP/q2.in"
play_back "$R1" 120 "$TMP/q2.json" --input "$TMP/q2.in"
check "jumps on and back, then End: the same result" same "$TMP/q2.json" 2 1

# 3. A shared room (its MJ code): a run with a mistake first.
S2="$(fresh)"
printf 'for (3) {\n  block1.Rotate("left");\n}\n' >"$TMP/loop.txt"
cat >"$TMP/m.in" <<EOF
3 key Down
14 text block1.MoveLeft();
16 key F5
40 key Ctrl+A
42 paste $TMP/loop.txt
44 key F5
140 key Escape
142 key Right
152 key Right
162 key Up
172 key Right
182 key Up
192 key Right
202 key Right
230 key Ctrl+S
EOF
game --profile Bo --saves "$S2" --level MJ2B-AG00-30ED --frames 240 --input "$TMP/m.in" --state "$TMP/m.json"
R2="$(the_replay "$S2")"
check "a shared room solved on the second try, saved" jq -e '.mays.won == true and .mays.tries == 2 and .recording.saved == 1' "$TMP/m.json"
check "... its replay names the room by its code, no level text" \
  bash -c 'grep -q "^code MJ2B-AG00-30ED$" "$1" && ! grep -q "^level " "$1"' _ "$R2"
play_back "$R2" 300 "$TMP/m1.json" --screenshot "$SHOTS/mays_replay_shared.png"
check "--replay of a shared room: the same result (2 tries, 3 commands)" same "$TMP/m1.json" 2 3
check "... in that very room" jq -e '.mays.share_code == "MJ2B-AG00-30ED" and .mays.generated == true and .mays.avatar == [6,2]' "$TMP/m1.json"
play_back "$R2" 400 "$TMP/m2.json" --input "$TMP/p.in"
check "... and with pause, jumps, start again and speed" same "$TMP/m2.json" 2 3

# 4. "A new room like this" (Ctrl+N) has no code: the replay keeps the room's own text. (Generator
#    3's room for Cy: the bridge block pushed down into the river, the exit in the east wall.)
S3="$(fresh)"
cat >"$TMP/n.in" <<'EOF'
3 key Ctrl+N
6 key Right
16 text block1.MoveUp();
18 key F5
70 key F8
72 key Ctrl+A
74 text block1.MoveDown();
76 key F5
130 key Escape
132 key Right
142 key Right
152 key Up
162 key Up
172 key Right
182 key Right
192 key Right
202 key Up
212 key Up
222 key Right
280 key Ctrl+S
EOF
game --profile Cy --saves "$S3" --level "$L1" --frames 290 --input "$TMP/n.in" --state "$TMP/n.json"
R3="$(the_replay "$S3")"
check "a new room like this solved on the second try (over the bridge and out), saved" \
  jq -e '.mays.won == true and .mays.generated == true and .mays.tries == 2 and .recording.saved == 1' "$TMP/n.json"
check "... its replay holds the generated room's text" \
  bash -c 'grep -q "^level " "$1" && grep -q "^| title: like \"Bridge block\"$" "$1" && grep -q "^| seed: " "$1" && ! grep -q "^code " "$1"' _ "$R3"
play_back "$R3" 340 "$TMP/n1.json" --screenshot "$SHOTS/mays_replay_new_room.png"
check "--replay of a new room like this: the same result" same "$TMP/n1.json" 2 1
check "... the same room, walked out again" \
  jq -e --slurpfile p "$TMP/n.json" '.mays.objects == $p[0].mays.objects and .mays.won == true and .mays.title == "like \"Bridge block\""' "$TMP/n1.json"
play_back "$R3" 400 "$TMP/n2.json" --input "$TMP/p.in"
check "... and with pause, jumps, start again and speed" same "$TMP/n2.json" 2 1

# 5. Sliding blocks keep their time: recorded at the slow animation setting while May walks
#    beside the slider, watched by a pupil whose setting is fast.
S4="$(fresh)"
printf 'LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=0\n' >"$S4/settings.cfg"
printf 'while (block1.isMoving) {\n  if (block1.position == 2) {\n    block1.Stop();\n  }\n}\n' >"$TMP/slider.txt"
cat >"$TMP/s.in" <<EOF
3 key Right
10 key Escape
12 key Right
22 key Down
41 key Left
90 key Right
110 key Left
130 key Up
140 text block1.MoveLeft();
142 key F5
180 key F8
182 key Ctrl+A
184 paste $TMP/slider.txt
186 key F5
460 key Escape
462 key Right
480 key Down
500 key Down
520 key Down
540 key Down
580 key Ctrl+S
EOF
game --profile Di --saves "$S4" --level "$L13" --frames 590 --input "$TMP/s.in" --state "$TMP/s.json"
R4="$(the_replay "$S4")"
check "the slider stopped at 2 on the second try, May out, saved at the slow setting" \
  bash -c 'jq -e ".mays.won == true and .mays.tries == 2 and .recording.saved == 1" "$1" >/dev/null && grep -q "^speed 0$" "$2"' _ "$TMP/s.json" "$R4"
play_back "$R4" 660 "$TMP/s1.json"
check "--replay of the slider: the same result" same "$TMP/s1.json" 2 1
check "... the block stopped where it was" jq -e --slurpfile p "$TMP/s.json" '.mays.objects == $p[0].mays.objects and .mays.avatar == [3,5]' "$TMP/s1.json"
check "... the pupil's fast setting is theirs again after it" grep -q '^anim_speed=2$' "$VIEWER/settings.cfg"
printf '10 key Space\n30 key Space\n40 key Right\n60 key Home\n62 key =\n70 key Right\n100 key Left\n' >"$TMP/ps.in"
play_back "$R4" 600 "$TMP/s3.json" --input "$TMP/ps.in"
check "... and with pause, jumps there and back, start again and speed" same "$TMP/s3.json" 2 1
# tick for tick: the recording pupil's run cut at tick n (their slow setting) and the replay's,
# while the block slides (a tile every half second) beside May in phase one, and in the run
for n in $(seq 31 5 136) 150 200 300; do
  S="$(fresh)"; cp "$S4/settings.cfg" "$S/settings.cfg"
  game --profile Di --saves "$S" --level "$L13" --frames "$n" --input "$TMP/s.in" --state "$TMP/s_$n.json"
  play_back "$R4" "$n" "$TMP/r_$n.json"
  check "tick $n: the replay's room is the pupil's (blocks, May, the run)" \
    jq -e --slurpfile p "$TMP/s_$n.json" '.mays.objects == $p[0].mays.objects and .mays.avatar == $p[0].mays.avatar and .mays.phase == $p[0].mays.phase and .mays.running == $p[0].mays.running and .mays.span_line == $p[0].mays.span_line and .mays.message == $p[0].mays.message' "$TMP/r_$n.json"
done
play_back "$R4" 220 "$TMP/s2.json" --screenshot "$SHOTS/replay_mays.png"
check "the slider mid-replay is a real picture" sane_png "$SHOTS/replay_mays.png"

# 6. A locked code: run before the lever is pulled (the door stays shut), then after.
S5="$(fresh)"
cat >"$TMP/k.in" <<'EOF'
3 key Right
6 text hello
8 key F5
40 key Escape
42 key Up
52 key Right
62 key Down
74 key F5
120 key Escape
122 key Right
132 key Right
142 key Right
152 key Right
170 key Ctrl+S
EOF
game --profile Ed --saves "$S5" --level "$L12" --frames 180 --input "$TMP/k.in" --state "$TMP/k.json"
R5="$(the_replay "$S5")"
check "the locked code: shut on the first run, open after the lever, saved" \
  jq -e '.mays.won == true and .mays.tries == 2 and .mays.locked == true and .recording.saved == 1' "$TMP/k.json"
check "... typing into the carved code changed nothing (one edit: the code it starts with)" \
  bash -c '[ "$(grep -c " edit " "$1")" = 1 ]' _ "$R5"
play_back "$R5" 260 "$TMP/k1.json"
check "--replay of the locked code: the same result" same "$TMP/k1.json" 2 1

# 7. A damaged replay is refused before the window opens, with its line.
sed 's/^122 walk 1$/122 walk 3/' "$R1" >"$TMP/bad.replay"
expect_exit 2 "a replay with one byte changed exits 2" game --replay "$TMP/bad.replay" --frames 2
check "... saying where and that it is damaged" grep -Eq 'bad\.replay:[0-9]+:.*damaged' "$TMP/err"

finish
