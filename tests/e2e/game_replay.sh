#!/usr/bin/env bash
# loopling --replay, whatever the mode: a replay that cannot be played is refused before the
# window opens, with the file, the line and a reason a pupil can act on, and exit 2 (a missing
# file, not a replay, a newer format, a damaged file, a broken embedded level, --replay with
# --level). Each mode's own replays (recorded, saved, played back to the same result) are in
# game_replay_<mode>.sh.
source "$(dirname "$0")/lib.bash"
S="$TMP/saves"

fnv() { # the check line of a replay body on stdin (FNV-1a 32; bash and od, no python)
  local h=2166136261 c
  for c in $(od -An -v -tu1); do h=$(( ((h ^ c) * 16777619) & 0xffffffff )); done
  printf 'check %08X\n' "$h"
}
# make FILE BODY: a replay with a right check line
make() { printf '%s' "$2" >"$1"; fnv <"$1" >>"$1"; }
level_lines() { local n; n=$(wc -l <"$1"); echo "level $n"; sed 's/^/| /' "$1"; }

L1="$SRC/levels/bots/01_first_steps.level"
good_body="loopling-replay 1
game 0.7.0
mode bots
title \"Lesson 1\"
speed 1
$(level_lines "$L1")
events 2
5 edit 0 0 \"forward();\\nforward();\\n\"
20 run
"
make "$TMP/good.replay" "$good_body"
expect_exit 0 "a good replay opens" game --saves "$S" --replay "$TMP/good.replay" --frames 3 --state "$TMP/g.json"
check "it opens in its mode with the guest pupil" jq -e '.screen == "bots" and .profile == "Replay" and .replay.events == 2' "$TMP/g.json"
check "nothing of the guest is saved" bash -c "! ls '$S'/*.save 2>/dev/null | grep -q ."

expect_exit 2 "a missing file exits 2" game --saves "$S" --replay "$TMP/none.replay" --frames 1
check "... naming the file" grep -q "none.replay" "$TMP/err"

printf 'hello\n' >"$TMP/hello.replay"
expect_exit 2 "a file that is not a replay exits 2" game --saves "$S" --replay "$TMP/hello.replay" --frames 1
check "... with line 1 and why" grep -q "hello.replay:1: not a Loopling replay" "$TMP/err"

make "$TMP/newer.replay" "${good_body/loopling-replay 1/loopling-replay 9}"
expect_exit 2 "a replay from a newer Loopling exits 2" game --saves "$S" --replay "$TMP/newer.replay" --frames 1
check "... saying so and what to do" grep -q "newer.replay:1: this replay was made by a newer Loopling (replay format 9; this one reads up to 3): update Loopling" "$TMP/err"

sed 's/forward();\\nforward/forward();\\nbackward/' "$TMP/good.replay" >"$TMP/damaged.replay"
lines=$(wc -l <"$TMP/damaged.replay")
expect_exit 2 "a changed replay exits 2" game --saves "$S" --replay "$TMP/damaged.replay" --frames 1
check "... damaged, at its check line" grep -q "damaged.replay:$lines: the replay is damaged" "$TMP/err"

head -n 8 "$TMP/good.replay" >"$TMP/cut.replay"
expect_exit 2 "a replay cut short exits 2" game --saves "$S" --replay "$TMP/cut.replay" --frames 1
check "... with a line" grep -q "cut.replay:[0-9]*:" "$TMP/err"

make "$TMP/badlevel.replay" "${good_body/mode: bots/mode: robots}"
expect_exit 2 "a replay whose embedded level is broken exits 2" game --saves "$S" --replay "$TMP/badlevel.replay" --frames 1
check "... the level's own line is given" grep -q "badlevel.replay.*:2:" "$TMP/err"

make "$TMP/badcode.replay" "loopling-replay 1
game 0.7.0
mode bots
title \"x\"
speed 1
code BT1-AAAA-AAAA
events 0
"
expect_exit 2 "a replay with a mistyped share code exits 2" game --saves "$S" --replay "$TMP/badcode.replay" --frames 1
check "... the code is named" grep -q "BT1-AAAA-AAAA" "$TMP/err"

make "$TMP/mismatch.replay" "loopling-replay 1
game 0.7.0
mode bots
title \"x\"
speed 1
$(level_lines "$SRC/levels/toycar/01_press_play.level")
events 0
"
expect_exit 2 "a replay whose level is of another mode exits 2" game --saves "$S" --replay "$TMP/mismatch.replay" --frames 1
check "... naming both modes" grep -q "it says mode bots but its level is a toycar level" "$TMP/err"

expect_exit 2 "--replay with --level exits 2" game --saves "$S" --replay "$TMP/good.replay" --level "$L1" --frames 1
check "... saying why" grep -q "leave out --level" "$TMP/err"

# Where "Save replay" goes belongs to the screen: from the robot to May's Journey through the
# menu, it is May's, and May's is the win panel's, the same on every mode's screen.
game --profile Ada --saves "$(mktemp -d "$TMP/s.XXXXXX")" --frames 4 --state "$TMP/menu.json"
read -r mx my < <(jq -r 'first(.clickables[] | select(.name == "May'"'"'s Journey") | .rect) | "\(.[0] + .[2] / 2 | floor) \(.[1] + .[3] / 2 | floor)"' "$TMP/menu.json")
printf '5 key Escape\n15 click %d %d\n' "$mx" "$my" >"$TMP/sw.in"
game --profile Ada --saves "$(mktemp -d "$TMP/s.XXXXXX")" --mode bots --frames 25 --input "$TMP/sw.in" --state "$TMP/sw.json"
check "Save replay's place follows the screen" jq -e '.screen == "mays" and .recording.offer == [522,584]' "$TMP/sw.json"

# "Save replay" shows with the win panel only: once the panel is closed (Escape stops the robot) it
# stayed where the panel had it, over the message and the Run button (found by tools/monkey.sh)
printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n5 key F5\n' >"$TMP/sv.in"
game --profile Ada --saves "$(mktemp -d "$TMP/s.XXXXXX")" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots \
  --frames 100 --input "$TMP/sv.in" --state "$TMP/sv.json"
check "solved: the win panel offers Save replay" \
  jq -e '.bots.state == "solved" and ([.clickables[].name] | index("Save replay")) != null' "$TMP/sv.json"
echo "90 key Escape" >>"$TMP/sv.in"
game --profile Ada --saves "$(mktemp -d "$TMP/s.XXXXXX")" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots \
  --frames 100 --input "$TMP/sv.in" --state "$TMP/sv2.json"
check "the panel closed: no Save replay over the screen" \
  jq -e '.bots.state == "editing" and .recording.solved == 1 and .recording.saved == 0
         and ([.clickables[].name] | index("Save replay")) == null' "$TMP/sv2.json"
echo "95 key Ctrl+s" >>"$TMP/sv.in"
game --profile Ada --saves "$(mktemp -d "$TMP/s.XXXXXX")" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots \
  --frames 100 --input "$TMP/sv.in" --state "$TMP/sv3.json"
check "... and Ctrl+S still saves the replay" jq -e '.recording.saved == 1' "$TMP/sv3.json"

finish
