#!/usr/bin/env bash
# Golden replays (tests/replays/, made by tools/make-golden-replays.sh): every file there, recorded
# by an earlier build of the game (the _v1 files by the last build of replay format 1), plays back
# in this build to the result it recorded, outcome by outcome. A rule change that alters what a
# pupil's old replay reaches fails here; keep the files, and keep the old rule callable for their
# format (core/replay.h's format notes).
source "$(dirname "$0")/lib.bash"
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
  *_v1) ;;
  *) check "$name: a failed try before the solve" jq -e '.replay.outcomes_recorded >= 2 and .replay.tries >= 2' "$TMP/$name.json" ;;
  esac
  n=$((n + 1))
done
check "there are golden replays of every mode (found $n)" bash -c 'for m in toycar bots mays; do ls "$1"/tests/replays/${m}_lesson_*.replay "$1"/tests/replays/${m}_shared_*.replay >/dev/null || exit 1; done' _ "$SRC"
finish
