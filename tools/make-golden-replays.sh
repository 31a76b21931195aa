#!/usr/bin/env bash
# make-golden-replays.sh - record golden replays into tests/replays/ with the game as it is now: in
# every mode a lesson and a shared puzzle, each with a failed try before the solve, saved by the
# game's own Ctrl+S. ctest plays every file there on every build (tests/e2e/golden_replays.sh), so a
# rule change that alters what an old replay reaches is caught. Files are named after the replay
# format they were recorded in (_v2): run this when a format or a rule changes on purpose, and keep
# the old files (a pupil's replays stay playable).
# Usage: tools/make-golden-replays.sh [BUILD_DIR]   (default build/release: loopling, loopling-gen;
#        GEN=PATH/loopling-gen for a build dir without one, e.g. an older commit's game alone)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/release}"
game="$build/loopling"
out="$root/tests/replays"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
mkdir -p "$out"
gen="${GEN:-$build/loopling-gen}" # the generators' command line (the same puzzles in every build)

# record NAME INPUT ARGS...: play it as a new pupil (INPUT: --input lines, the last one Ctrl+S) and
# keep the replay the game saved
record() {
  local name="$1" input="$2"
  shift 2
  mkdir -p "$tmp/$name"
  # the animation speed setting it is played at (speed=0 slow, 1 normal, 2 fast)
  printf 'LOOPLING-SETTINGS 1\nanim_speed=%d\n' "${speed:-1}" >"$tmp/$name/settings.cfg"
  printf '%s\n' "$input" | sed '/^$/d' >"$tmp/$name.in"
  local last
  last=$(tail -n 1 "$tmp/$name.in" | cut -d' ' -f1)
  "$game" --profile Ada --saves "$tmp/$name" --frames $((last + 4)) --input "$tmp/$name.in" --state "$tmp/$name.json" \
    "$@" 2>/dev/null
  local path
  path=$(jq -r '.recording.path' "$tmp/$name.json")
  [ -s "$path" ] || { echo "make-golden-replays: $name was not solved and saved" >&2; exit 1; }
  local v
  v="v$(head -n 1 "$path" | awk '{print $2}')" # the format it was written in
  cp "$path" "$out/${name}_$v.replay"
  echo "tests/replays/${name}_$v.replay: $(grep -c ' outcome ' "$path") runs, $(grep '^result' "$path")"
}
# centre STATE FIELD: "X Y" of a rectangle in a --state file
centre() { jq -r ".$2 | \"\(.[0] + .[2] / 2 | floor) \(.[1] + .[3] / 2 | floor)\"" "$1"; }

# The toy car, lesson 2: Play with no arrow (off the edge), Reset, the down arrow onto (4,1), Play.
L2="$root/levels/toycar/02_turn_the_corner.level"
"$game" --profile Ada --saves "$tmp/p1" --level "$L2" --frames 2 --state "$tmp/p1.json" 2>/dev/null
cell=$(jq -r .cell "$tmp/p1.json"); bx=$(jq -r '.board_rect[0]' "$tmp/p1.json"); by=$(jq -r '.board_rect[1]' "$tmp/p1.json")
read -r dx dy < <(centre "$tmp/p1.json" tray_D)
read -r rx ry < <(centre "$tmp/p1.json" btn_reset)
record toycar_lesson "5 key space
400 click $rx $ry
410 drag $dx $dy $((bx + 4 * cell + cell / 2)) $((by + cell + cell / 2))
420 key space
900 key Ctrl+s" --level "$L2"

# ... and again at the slow setting (each format's speed rule: format 1 scaled it twice)
speed=0 record toycar_lesson_slow "5 key space
400 click $rx $ry
410 drag $dx $dy $((bx + 4 * cell + cell / 2)) $((by + cell + cell / 2))
420 key space
1000 key Ctrl+s" --level "$L2"

# The toy car, a shared code: Play with no arrow, Reset, every arrow dragged on, Play.
"$gen" toycar --seed 2024 --length 7 --loops 1 --json >"$tmp/g.json" 2>/dev/null
code=$(jq -r .share_code "$tmp/g.json")
"$game" --profile Ada --saves "$tmp/p2" --level "$code" --frames 2 --state "$tmp/p2.json" 2>/dev/null
cell=$(jq -r .cell "$tmp/p2.json"); bx=$(jq -r '.board_rect[0]' "$tmp/p2.json"); by=$(jq -r '.board_rect[1]' "$tmp/p2.json")
read -r rx ry < <(centre "$tmp/p2.json" btn_reset)
tick=1000; drags="990 click $rx $ry"$'\n' # Reset (before format 2, a drag after a failed run needed it)
while read -r x y d; do
  read -r tx ty < <(centre "$tmp/p2.json" "tray_$d")
  drags="$drags$tick drag $tx $ty $((bx + x * cell + cell / 2)) $((by + y * cell + cell / 2))"$'\n'
  tick=$((tick + 10))
done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$tmp/g.json")
record toycar_shared "5 key space
$drags$tick key space
$((tick + 1400)) key Ctrl+s" --level "$code"

# The robot, lesson 1 in the text view: code with a mistake (a try), one forward (a failed run),
# then two forwards.
speed=2 record bots_lesson "1 key F2
2 text forwad();
4 key F5
20 key BackSpace
21 key BackSpace
22 key BackSpace
23 key BackSpace
24 key BackSpace
25 key BackSpace
26 key BackSpace
27 text ward();
30 key F5
90 key F2
92 key F2
94 key Ctrl+a
95 text forward();
96 key Return
97 text forward();
99 key F5
180 key Ctrl+s" --mode bots

# The robot, a shared code: a failed run (a turn), then its own solution pasted in.
"$gen" bots --template "$root/scripts/templates/short_loop.template" --seed 7 --count 1 --json \
  >"$tmp/b.json" 2>/dev/null
bcode=$(jq -r '.puzzles[0].share_code' "$tmp/b.json")
jq -r '.puzzles[0].solution' "$tmp/b.json" >"$tmp/solution.txt"
record bots_shared "1 key F2
2 text turnLeft();
4 key F5
60 key F2
62 key F2
64 key Ctrl+a
65 paste $tmp/solution.txt
70 key F5
900 key Ctrl+s" --level "$bcode"

# May's Journey, room 3: a wrong program run (a try), then the two lines, the way out.
L3="$root/levels/mays/03_two_blocks.level"
record mays_lesson "3 key Right
14 text block1.MoveUp();
16 key F5
60 key Ctrl+a
61 text block1.MoveDown();
62 key Return
63 text block2.MoveUp();
65 key F5
130 key Escape
132 key Right
142 key Right
152 key Right
162 key Right
172 key Right
182 key Right
192 key Right
210 key Ctrl+s" --level "$L3"
# ... and its two lines run twice, then Restart and Run, then the way out: the second Run starts
# from the start in format 2 (it solves again) and from where the first left the room in format 1
# (it fails), so each format's Run rule is pinned.
record mays_run_twice "3 key Right
14 text block1.MoveDown();
15 key Return
16 text block2.MoveUp();
18 key F5
80 key F5
140 key F8
142 key F5
210 key Escape
212 key Right
222 key Right
232 key Right
242 key Right
252 key Right
262 key Right
272 key Right
290 key Ctrl+s" --level "$L3"

# May's Journey, a shared room (MJ2B-AG00-30ED, "A loop"): a run with a mistake, then the loop.
printf 'for (3) {\n  block1.Rotate("left");\n}\n' >"$tmp/loop.txt"
record mays_shared "3 key Down
14 text block1.MoveLeft();
16 key F5
40 key Ctrl+a
42 paste $tmp/loop.txt
44 key F5
140 key Escape
142 key Right
152 key Right
162 key Up
172 key Right
182 key Up
192 key Right
202 key Right
230 key Ctrl+s" --level MJ2B-AG00-30ED
echo "make-golden-replays: done"
