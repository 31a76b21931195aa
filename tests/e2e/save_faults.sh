#!/usr/bin/env bash
# Saves that never lose a pupil's work (issue 14), each fault played for real:
#  1. 200 kill -9 at random moments while a profile is being saved again and again (the real
#     save code, tests/tools/save_stress.c): every time the save loads, and at most the save
#     being written when the process died is lost; and the game itself killed 30 times around
#     the save of a won lesson: the save always loads;
#  2. a full disk (a small tmpfs as --saves): the game says so in a child's words, the old save
#     is intact, the teacher's detail names the file and the error;
#  3. a read-only saves folder: said so, nothing changed;
#  4. two games on one pupil: the second is told and opens nothing; the first one's progress is
#     all there;
#  5. a save from a newer Loopling: set aside under a dated name (never overwritten), said so;
#  6. both copies damaged: set aside, the pupil starts again under the same name, and the next
#     session opens what the first one saved;
#  7. a link planted under the old fixed temporary name is never followed; another pupil's save
#     copied under a pupil's name is not played as that other pupil.
# 2 and 3 mount a tmpfs in a private mount namespace (unshare; as a normal user, a user
# namespace): where the system allows neither, those two are reported as skipped.
source "$(dirname "$0")/lib.bash"
: "${MAKE_SAVE:?}" "${SAVE_STRESS:?}" "${PNG_PROBE:?}"
export TMP SHOTS

# Lesson 1 of the toy car is won by pressing Space: the win saves the profile.
printf '5 key Space\n' >"$TMP/win.in"
win_frames=230

# --- 1. kill -9 while saving ----------------------------------------------------------------
S="$TMP/stress"
mkdir -p "$S"
prev=0 bad_loads=0 lost=0 mid_write=0 backups_bad=0
for i in $(seq 1 200); do
  : >"$TMP/stress.out"
  "$SAVE_STRESS" run "$S" Ada >"$TMP/stress.out" 2>"$TMP/stress.err" &
  pid=$!
  for _ in $(seq 1 400); do [ -s "$TMP/stress.out" ] && break; sleep 0.005; done # saving has begun
  sleep "$(printf '0.%03d' $((RANDOM % 25)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  compgen -G "$S/ada.save*.tmp-*" >/dev/null && mid_write=$((mid_write + 1))
  done_n=$(grep -c '^saved ' "$TMP/stress.out" || true)
  completed=$((prev + done_n))
  if ! read -r main solved backup < <("$SAVE_STRESS" check "$S" Ada) || [ "$main" != main=ok ]; then
    bad_loads=$((bad_loads + 1)); continue
  fi
  solved=${solved#solved=}
  # at most the save in flight is lost: what was printed as completed is there (one more may be)
  if [ "$solved" -lt "$completed" ] || [ "$solved" -gt $((completed + 1)) ]; then lost=$((lost + 1)); fi
  [ "$backup" = backup=bad ] && backups_bad=$((backups_bad + 1))
  prev=$solved
done
echo "kill -9: 200 kills, $mid_write of them left a half-written temporary file, $prev saves in all"
check "after each of 200 kill -9 the save loads" test "$bad_loads" -eq 0
check "... and no completed save was lost (at most the one being written)" test "$lost" -eq 0
check "... and the backup always loads too" test "$backups_bad" -eq 0
check "... kills landed mid-write (temporary files were left)" test "$mid_write" -gt 0
game --profile Ada --saves "$S" --frames 2 --state "$TMP/k.json"
check "opening the pupil cleans the killed saves' temporary files" bash -c '! compgen -G "$1/ada.save*.tmp*"' _ "$S"
check "... and plays on from the last save" jq -e '.screen == "menu" and .profile == "Ada" and .notice == ""' "$TMP/k.json"

# ... and the game itself, killed at random moments around the win of lesson 1 (which saves)
S="$TMP/gamekill"
game_bad=0 game_won=0
for i in $(seq 1 30); do
  "$MAKE_SAVE" "$S" Ada 0 3 0
  ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --profile Ada --saves "$S" --mode toycar --frames $win_frames \
    --input "$TMP/win.in" >/dev/null 2>&1 &
  pid=$!
  sleep "$(printf '0.%03d' $((RANDOM % 150)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if read -r main _ < <("$SAVE_STRESS" check "$S" Ada) && [ "$main" = main=ok ]; then
    grep -q '^toycar.tutorial_done=1$' "$S/ada.save" && game_won=$((game_won + 1))
  else
    game_bad=$((game_bad + 1))
  fi
done
echo "the game killed 30 times: $game_won of them after the win was saved"
check "the game killed 30 times around a save: the save always loads" test "$game_bad" -eq 0

# --- 2 and 3. a full disk and a read-only folder (a tmpfs in a private mount namespace) --------
ns() { if [ "$(id -u)" = 0 ]; then unshare -m "$@"; else unshare -rm "$@"; fi; }
mkdir -p "$TMP/disk"
if ns bash -c 'mount -t tmpfs -o size=64k tmpfs "$1"' _ "$TMP/disk" 2>/dev/null; then
  ns bash -s "$TMP/disk" <<'NS'
set -u
D="$1"
mount -t tmpfs -o size=512k tmpfs "$D"
"$MAKE_SAVE" "$D" Ada 0 3 0
cp "$D/ada.save" "$TMP/full.before"
dd if=/dev/zero of="$D/filler" bs=4096 2>/dev/null
ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --profile Ada --saves "$D" --mode toycar --frames 230 \
  --input "$TMP/win.in" --state "$TMP/full.json" --screenshot "$SHOTS/save_disk_full.png" 2>"$TMP/full.err"
echo $? >"$TMP/full.exit"
cp "$D/ada.save" "$TMP/full.after"
"$SAVE_STRESS" check "$D" Ada >"$TMP/full.check"
ls -a "$D" >"$TMP/full.ls"
umount "$D"
mount -t tmpfs -o size=512k tmpfs "$D"
"$MAKE_SAVE" "$D" Ada 0 3 0
cp "$D/ada.save" "$TMP/ro.before"
mount -o remount,ro "$D"
ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --profile Ada --saves "$D" --mode toycar --frames 230 \
  --input "$TMP/win.in" --state "$TMP/ro.json" 2>"$TMP/ro.err"
echo $? >"$TMP/ro.exit"
cp "$D/ada.save" "$TMP/ro.after"
NS
  check "full disk: the game runs on (exit 0)" grep -qx 0 "$TMP/full.exit"
  check "... the lesson is won" jq -e '.status == "won"' "$TMP/full.json"
  check "... the pupil is told in a child's words" jq -e '.toast | test("disk is full") and test("Ask your teacher") and test("saved before is safe")' "$TMP/full.json"
  check "... no path or errno in the child's words" jq -e '(.toast | test("/|No space") | not)' "$TMP/full.json"
  check "... the teacher's detail names the file and the error" jq -e '.problem_detail | test("ada.save") and test("No space left on device")' "$TMP/full.json"
  check "... and so does the log" grep -q "could not save your progress: .*No space left on device" "$TMP/full.err"
  check "... the old save is intact, byte for byte" cmp -s "$TMP/full.before" "$TMP/full.after"
  check "... and loads" grep -q '^main=ok' "$TMP/full.check"
  check "... no temporary file is left" bash -c '! grep -q "\.tmp" "$1"' _ "$TMP/full.ls"
  check "... the screenshot shows it" test -s "$SHOTS/save_disk_full.png"
  check "read-only folder: the game runs on (exit 0)" grep -qx 0 "$TMP/ro.exit"
  check "... the pupil is told: not allowed to save here, ask the teacher" jq -e '.status == "won" and (.toast | test("not allowed to save") and test("Ask your teacher"))' "$TMP/ro.json"
  check "... the detail says read-only" jq -e '.problem_detail | test("Read-only file system")' "$TMP/ro.json"
  check "... the save is unchanged" cmp -s "$TMP/ro.before" "$TMP/ro.after"
else
  echo "save_faults: the full-disk and read-only checks are skipped: no mount namespace on this system"
fi

# --- 4. two games on one pupil ---------------------------------------------------------------
S="$TMP/two"
"$MAKE_SAVE" "$S" Ada 0 3 0
# The first game plays in real time (no --frames), wins lesson 1 and stays open.
ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" --profile Ada --saves "$S" --mode toycar \
  --input "$TMP/win.in" --state "$TMP/first.json" 2>"$TMP/first.err" &
first=$!
for _ in $(seq 1 300); do grep -q '^toycar.tutorial_done=1$' "$S/ada.save" 2>/dev/null && break; sleep 0.05; done
check "the first game has won and saved lesson 1" grep -q '^toycar.tutorial_done=1$' "$S/ada.save"
cp "$S/ada.save" "$TMP/two.before"
game --profile Ada --saves "$S" --frames 5 --state "$TMP/second.json" --screenshot "$SHOTS/save_two_games.png"
check "a second game on the same pupil is told, and opens no pupil" jq -e '.screen == "profiles" and .profile == "" and (.notice | test("already playing in another Loopling window"))' "$TMP/second.json"
printf '2 text ada\n3 key Return\n' >"$TMP/pick.in"
game --saves "$S" --frames 8 --input "$TMP/pick.in" --state "$TMP/pick.json"
check "... and picking the name on the pupil screen says so too" jq -e '.screen == "profiles" and (.profiles_error | test("already playing"))' "$TMP/pick.json"
printf '2 text Bo\n3 key Return\n' >"$TMP/bo.in"
game --saves "$S" --frames 8 --input "$TMP/bo.in" --state "$TMP/bo.json"
check "... another pupil can play meanwhile" jq -e '.screen == "menu" and .profile == "Bo"' "$TMP/bo.json"
check "... and the first game's save was not touched" cmp -s "$TMP/two.before" "$S/ada.save"
kill -TERM "$first"
wait "$first"; echo "first game exit $?" >"$TMP/first.exit"
check "the first game ends normally" grep -qx "first game exit 0" "$TMP/first.exit"
game --profile Ada --saves "$S" --frames 3 --state "$TMP/after.json"
check "... then Ada opens with the first game's progress" jq -e '.screen == "menu" and .tutorial_done == 1 and .notice == ""' "$TMP/after.json"

# --- 5. a save from a newer Loopling ---------------------------------------------------------
S="$TMP/newer"
"$MAKE_SAVE" "$S" Ada 1 3 0
"$MAKE_SAVE" "$S" Ada 1 3 0 # the first copy becomes the backup
"$SAVE_STRESS" newer "$S" Ada
cp "$S/ada.save" "$TMP/newer.bytes"
game --profile Ada --saves "$S" --mode toycar --frames 4 --state "$TMP/n1.json"
check "a newer save is said so" jq -e '.notice | test("saved by a newer Loopling") and test("kept safe") and test("update Loopling")' "$TMP/n1.json"
check "... set aside byte for byte under a dated name" bash -c 'cmp -s "$1" "$2"/ada.save.newer-*' _ "$TMP/newer.bytes" "$S"
check "... and play goes on from the backup this Loopling reads" jq -e '.tutorial_done == 1' "$TMP/n1.json"
game --profile Ada --saves "$S" --mode toycar --frames 4 --state "$TMP/n2.json"
check "... the next session opens without a word (nothing was overwritten)" jq -e '.notice == "" and .tutorial_done == 1' "$TMP/n2.json"
check "... and the newer save is still there" bash -c 'cmp -s "$1" "$2"/ada.save.newer-*' _ "$TMP/newer.bytes" "$S"
"$SAVE_STRESS" newer "$S" Ada
game --profile Ada --saves "$S" --frames 4 --screenshot "$SHOTS/save_newer.png" --state "$TMP/n3.json"
check "(the menu shows the words)" jq -e '.screen == "menu" and (.notice | test("newer Loopling"))' "$TMP/n3.json"

# --- 6. both copies damaged ------------------------------------------------------------------
S="$TMP/both"
mkdir -p "$S"
head -c 300 /dev/urandom >"$S/ada.save"
printf 'LOOPLING-SAVE 1\nname=Ada\ntoycar.tut' >"$S/ada.save.bak"
cp "$S/ada.save" "$TMP/both.main"
cp "$S/ada.save.bak" "$TMP/both.bak"
game --profile Ada --saves "$S" --mode toycar --frames $win_frames --input "$TMP/win.in" --state "$TMP/b1.json"
check "both copies damaged: said so, Ada starts again under her own name" jq -e '.profile == "Ada" and (.notice | test("could not be read") and test("starts from the beginning") and test("kept for your teacher"))' "$TMP/b1.json"
check "... the first session wins lesson 1" jq -e '.status == "won" and .tutorial_done == 1' "$TMP/b1.json"
check "... both damaged copies are kept, byte for byte" bash -c 'cmp -s "$1" "$3"/ada.save.damaged-* && cmp -s "$2" "$3"/ada.save.bak.damaged-*' _ "$TMP/both.main" "$TMP/both.bak" "$S"
game --profile Ada --saves "$S" --frames 3 --state "$TMP/b2.json"
check "... the next session opens Ada with the first one's progress" jq -e '.profile == "Ada" and .tutorial_done == 1 and .notice == ""' "$TMP/b2.json"
check "... and no 'Ada new' pupil was made" bash -c '! ls "$1" | grep -qi new' _ "$S"

# --- 7. a planted link, and another pupil's save under a pupil's name --------------------------
S="$TMP/shared"
"$MAKE_SAVE" "$S" Bob 0 3 0
printf 'the teacher'"'"'s notes\n' >"$TMP/notes.txt"
ln -s "$TMP/notes.txt" "$S/bob.save.tmp"
game --profile Bob --saves "$S" --mode toycar --frames $win_frames --input "$TMP/win.in" --state "$TMP/l.json"
check "a link planted as bob.save.tmp: the save goes to bob.save" jq -e '.status == "won"' "$TMP/l.json"
check "... and the link's target is untouched" grep -qx "the teacher's notes" "$TMP/notes.txt"
check "... bob.save has the win" grep -q '^toycar.tutorial_done=1$' "$S/bob.save"
"$MAKE_SAVE" "$S" Ada 3 3 0
cp "$S/ada.save" "$S/cleo.save" # cleo.save now holds Ada
cp "$S/ada.save" "$TMP/ada.bytes"
game --profile Cleo --saves "$S" --mode toycar --frames $win_frames --input "$TMP/win.in" --state "$TMP/c.json"
check "cleo.save holding Ada is not played as Ada" jq -e '.profile == "Cleo" and .tutorial_done == 1' "$TMP/c.json"
check "... Ada's own save is untouched" cmp -s "$TMP/ada.bytes" "$S/ada.save"
check "... and the copy is kept aside" bash -c 'cmp -s "$1" "$2"/cleo.save.misnamed-*' _ "$TMP/ada.bytes" "$S"
finish
