#!/usr/bin/env bash
# Golden replays (tests/replays/, made by tools/make-golden-replays.sh): every file there, recorded
# by an earlier build of the game (the _v1 files by the last build of replay format 1), plays back
# in this build to the result it recorded, outcome by outcome. A rule change that alters what a
# pupil's old replay reaches fails here; keep the files, and keep the old rule callable for their
# format (core/replay.h's format notes).
source "$(dirname "$0")/lib.bash"
fnv() { # the check line of a replay body on stdin (FNV-1a 32)
  local h=2166136261 c
  for c in $(od -An -v -tu1); do h=$(( ((h ^ c) * 16777619) & 0xffffffff )); done
  printf 'check %08X\n' "$h"
}
n=0
for r in "$SRC"/tests/replays/*.replay; do
  name=$(basename "$r" .replay)
  end=$(awk '/^result /{print $5}' "$r")
  game --replay "$r" --saves "$(mktemp -d "$TMP/v.XXXXXX")" --frames $((end + 200)) --state "$TMP/$name.json" 2>/dev/null || true
  check "$name: played to its end, the result it recorded, every outcome the same" jq -e '.replay.finished == 1
    and .replay.same_result == true and .replay.solved == 1 and .replay.outcomes_seen == .replay.outcomes_recorded
    and .replay.outcomes_same == .replay.outcomes_seen' "$TMP/$name.json"
  check "$name: ... solved at the very tick it was recorded (the same timing)" \
    jq -e '.replay.solved_tick == .replay.recorded_tick' "$TMP/$name.json"
  case "$name" in
  *) # every mode's rules are pure: verified with no window too, tick for tick
    "$LOOPLING_GEN" replay "$r" --json >"$TMP/$name.gen.json" 2>/dev/null || true
    check "$name: loopling-gen replay (no window) reaches the recorded result at the recorded tick" \
      jq -e '.same_result == true and .tick == .recorded.tick and .outcomes_same == .outcomes_recorded' "$TMP/$name.gen.json" ;;
  esac
  case "$name" in
  *_v1) ;;
  *) check "$name: a failed try before the solve" jq -e '.replay.outcomes_recorded >= 2 and .replay.tries >= 2' "$TMP/$name.json" ;;
  esac
  n=$((n + 1))
done
# A replay whose pupil placed the arrow after the run instead of before (the check line made
# right) does not reach the recorded result, with no window either: exit 1, the runs that differ named.
r="$SRC/tests/replays/toycar_lesson_v2.replay"
place=$(grep -m1 ' place ' "$r")
sed -e '/^check /d' -e "s/^$place\$/899 ${place#* }/" "$r" | awk '/^events /{print; next} {print}' >"$TMP/moved.body"
# events must stay in tick order: move the place line to just before the result
grep -v "^899 " "$TMP/moved.body" | sed "/^result /i 899 ${place#* }" >"$TMP/moved.replay.body"
{ cat "$TMP/moved.replay.body"; fnv <"$TMP/moved.replay.body"; } >"$TMP/moved.replay"
set +e
"$LOOPLING_GEN" replay "$TMP/moved.replay" --json >"$TMP/moved.json" 2>"$TMP/moved.err"
status=$?
set -e
check "a changed replay: loopling-gen replay exits 1 and says it is not the recorded result" \
  bash -c '[ "$1" = 1 ] && jq -e ".same_result == false and .solved == false" "$2" >/dev/null && grep -q "NOT the recorded result" "$3"' _ "$status" "$TMP/moved.json" "$TMP/moved.err"
# Each format keeps its own Run rule in May's Journey: the same pupil's actions (the code run twice)
# fail the second time in format 1 and solve in format 2, and both replays reach what they recorded.
check "May's run twice: format 1's second run failed, format 2's solved" bash -c '
  grep -q "^[0-9]* outcome 0 2 1$" "$1/tests/replays/mays_run_twice_v1.replay" &&
  grep -q "^[0-9]* outcome 1 2 2$" "$1/tests/replays/mays_run_twice_v2.replay"' _ "$SRC"
check "there are golden replays of every mode (found $n)" bash -c 'for m in toycar bots mays; do ls "$1"/tests/replays/${m}_lesson_*.replay "$1"/tests/replays/${m}_shared_*.replay >/dev/null || exit 1; done' _ "$SRC"
finish
