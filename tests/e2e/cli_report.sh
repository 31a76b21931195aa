#!/usr/bin/env bash
# loopling-gen report (issue 18): a class made by scripted play of the real game (Ada solves toy-car
# lessons 1 and 2 by keyboard; Bob solves robot lesson 1 after a failed run and a hint, then gives up
# a puzzle made for him; Cleo only starts), a pupil whose main save is damaged (read from the backup),
# a garbage save, a removed pupil, the game's lock files. The JSON's numbers are the play's (read
# back from --state); the damaged save is listed with its reason and the rest still listed; the HTML
# is one page with every name and its charts and nothing fetched; the CSV has a header and one row per
# pupil and mode; bad flags and a missing folder exit 2.
source "$(dirname "$0")/lib.bash"
: "${MAKE_SAVE:?}"
S="$TMP/class"
G="$LOOPLING_GEN"

# --- the class, played ---
# Ada solves toy-car lessons 1 and 2 by keyboard alone (as game_toycar.sh's Kim)
cat >"$TMP/ada.in" <<'IN'
2 key Return
5 key Space
200 key Return
204 key Right
205 key Right
206 key Right
207 key Right
208 key D
210 key Space
IN
game --profile Ada --saves "$S" --frames 420 --input "$TMP/ada.in" --state "$TMP/ada.json"
check "Ada solves toy-car lessons 1 and 2" jq -e '.status == "won" and .tutorial_done == 2' "$TMP/ada.json"

game --profile Bob --saves "$S" --mode bots --frames 2 --state "$TMP/b0.json"
printf '3 click %s\n6 click %s\n60 key F4\n64 key 1\n68 key F5\n' "$(at "$TMP/b0.json" forward)" "$(at "$TMP/b0.json" Run)" >"$TMP/bob.in"
game --profile Bob --saves "$S" --mode bots --frames 200 --input "$TMP/bob.in" --state "$TMP/bob.json"
check "Bob solves robot lesson 1 on his second run, after a hint" \
  jq -e '.puzzle.source == "lesson" and .puzzle.outcome == "solved" and .puzzle.tries == 2 and .puzzle.hints == 1' "$TMP/bob.json"
printf '3 key Ctrl+N\n6 key F2\n7 text turnLeft();\n9 key F5\n120 key Escape\n122 key Escape\n' >"$TMP/bob2.in"
game --profile Bob --saves "$S" --mode bots --frames 5 --input "$TMP/bob2.in" --state "$TMP/bob_made.json"
check "Bob opens a puzzle made for him (not tried: it is not recorded)" \
  jq -e '.puzzle.source == "made" and .puzzle.tries == 0' "$TMP/bob_made.json"
made_size=$(jget "$TMP/bob_made.json" .bots.model_size)
game --profile Bob --saves "$S" --mode bots --frames 130 --input "$TMP/bob2.in" --state "$TMP/bob3.json"
check "...and leaves it (given up)" jq -e '.screen == "menu"' "$TMP/bob3.json"
game --profile Cleo --saves "$S" --frames 2 --state "$TMP/cleo.json"
check "Cleo only starts" test -f "$S/cleo.save"
# Finn, past the lessons, solves two toy-car puzzles made for him by keyboard (as game_toycar.sh's Pat)
solve_made() { # solve_made NAME N: the pupil's next made toy-car puzzle, solved; its state in $TMP/NAME_N.json
  game --profile "$1" --saves "$S" --mode toycar --frames 3 --state "$TMP/f0.json"
  "$LOOPLING_GEN" toycar --code "$(jget "$TMP/f0.json" .share_code)" --json >"$TMP/fg.json" 2>/dev/null
  local cx cy tick=4 x y d
  cx=$(jq '.car[0]' "$TMP/f0.json"); cy=$(jq '.car[1]' "$TMP/f0.json")
  echo "$tick key Right" >"$TMP/made.in" # the first arrow key shows the cursor on the car
  while read -r x y d; do
    while [ "$cx" -lt "$x" ]; do tick=$((tick + 1)); echo "$tick key Right" >>"$TMP/made.in"; cx=$((cx + 1)); done
    while [ "$cx" -gt "$x" ]; do tick=$((tick + 1)); echo "$tick key Left" >>"$TMP/made.in"; cx=$((cx - 1)); done
    while [ "$cy" -lt "$y" ]; do tick=$((tick + 1)); echo "$tick key Down" >>"$TMP/made.in"; cy=$((cy + 1)); done
    while [ "$cy" -gt "$y" ]; do tick=$((tick + 1)); echo "$tick key Up" >>"$TMP/made.in"; cy=$((cy - 1)); done
    tick=$((tick + 1)); echo "$tick key $d" >>"$TMP/made.in"
  done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$TMP/fg.json")
  echo "$((tick + 2)) key Space" >>"$TMP/made.in"
  game --profile "$1" --saves "$S" --mode toycar --frames $((tick + 1200)) --input "$TMP/made.in" --state "$TMP/$1_$2.json"
}
"$MAKE_SAVE" "$S" Finn 5 3 0
solve_made Finn 1
check "Finn solves the toy-car puzzle made for him at length 3" \
  jq -e '.status == "won" and .puzzle.source == "made" and .target_length == 5' "$TMP/Finn_1.json"
solve_made Finn 2
# (two quick solves in a row before any give-up: the second climbs two steps, 5 -> 9)
check "...and the next one, at length 5" jq -e '.status == "won" and .target_length == 9' "$TMP/Finn_2.json"
# Ada also builds robot lesson 1's program from two forward blocks, and runs it
printf '3 click %s\n6 click %s\n10 click %s\n' "$(at "$TMP/b0.json" forward)" "$(at "$TMP/b0.json" forward)" \
  "$(at "$TMP/b0.json" Run)" >"$TMP/ada2.in"
game --profile Ada --saves "$S" --mode bots --frames 60 --input "$TMP/ada2.in" --state "$TMP/ada2.json"
check "Ada solves robot lesson 1 on her first run" jq -e '.puzzle.outcome == "solved" and .puzzle.tries == 1' "$TMP/ada2.json"
"$MAKE_SAVE" "$S" Dan 2 5 0
"$MAKE_SAVE" "$S" Dan 3 7 1 2   # the first copy becomes dan.save.bak
head -c 40 "$S/dan.save" >"$TMP/cut" && cp "$TMP/cut" "$S/dan.save"
printf 'LOOPLING-SAVE 1\n\x01\x02 this is not a save at all\n' >"$S/cleo2.save"
mkdir -p "$S/removed" && "$MAKE_SAVE" "$S/removed" Gone 1 3 0
ls "$S"/*.lock >/dev/null 2>&1 && ok "the game left its lock files in the folder" || not_ok "no lock files to skip"

# --- JSON: the numbers of the play ---
expect_exit 0 "report --json exits 0" "$G" report "$S" --json
cp "$TMP/out" "$TMP/r.json"
check "every pupil listed, sorted; the removed one not" jq -e '[.pupils[].name] == ["Ada","Bob","Cleo","Dan","Finn"]' "$TMP/r.json"
check "each mode has the report's keys" jq -e '[.pupils[] | .toycar, .bots, .mays, .dungeon
  | has("lessons_solved") and has("puzzles_solved") and has("puzzles_given_up") and has("hints") and has("tries")
    and has("time_s") and has("level") and has("concepts") and has("history")] | all' "$TMP/r.json"
check "the dungeon says how many were finished" jq -e '[.pupils[].dungeon.finished] == [0,0,0,0,0]' "$TMP/r.json"
check "Ada: 2 toy-car lessons, 1 try each, no hints, nothing else" jq -e '.pupils[0] as $a | $a.from_backup == false
  and $a.toycar.lessons_solved == 2 and ([$a.toycar.lessons[] | [.lesson, .solved, .tries, .hints]] == [[1,true,1,0],[2,true,1,0]])
  and $a.toycar.tries == 2 and $a.toycar.hints == 0 and $a.toycar.puzzles_solved == 0 and $a.toycar.puzzles_given_up == 0
  and $a.bots.lessons_solved == 1 and $a.bots.lessons[0].tries == 1 and $a.mays.lessons_solved == 0' "$TMP/r.json"
check "Ada's time is the play's (its lessons' seconds add up)" \
  jq -e '.pupils[0].toycar | .time_s == ([.lessons[].time_s] | add) and .time_s >= 0' "$TMP/r.json"
check "Bob's robot lesson 1: the tries and hints he played" \
  jq -e --slurpfile p "$TMP/bob.json" '.pupils[1].bots as $b | $b.lessons_solved == 1
  and $b.lessons[0].lesson == 1 and $b.lessons[0].tries == $p[0].puzzle.tries and $b.lessons[0].hints == $p[0].puzzle.hints' "$TMP/r.json"
check "Bob gave up one robot puzzle made for him, at the model's size then; the model went a size down" \
  jq -e --argjson s "$made_size" '.pupils[1].bots | .puzzles_given_up == 1 and .puzzles_solved == 0 and .history == [$s]
  and .history_solved == [false] and .level == $s - 1 and .hints == 1 and .tries == 3' "$TMP/r.json"
check "Bob's concepts: none solved yet (the loop of the given-up puzzle does not count)" jq -e '.pupils[1].bots.concepts == []' "$TMP/r.json"
check "Cleo: nothing yet, the models at their start" jq -e '.pupils[2] | [.toycar, .bots, .mays]
  | all(.lessons_solved == 0 and .puzzles_solved == 0 and .hints == 0 and .tries == 0 and .history == [])
  and .[0].level == 3 and .[1].level == 4 and .[2].level == 1' "$TMP/r.json"
check "Dan is read from his backup (its toy-car target 5, not the damaged copy's 7), flagged with why" \
  jq -e '.pupils[3] | .from_backup == true and (.backup_reason | test("dan.save:[0-9]+: ")) and .toycar.level == 5' "$TMP/r.json"
check "Finn: the five lessons make_save marked done, two toy-car puzzles made for him at lengths 3 and 5, in the tries he played; the model at 9" \
  jq -e --slurpfile a "$TMP/Finn_1.json" --slurpfile b "$TMP/Finn_2.json" '.pupils[4].toycar | .puzzles_solved == 2
  and .puzzles_given_up == 0 and .history == [3,5] and .history_solved == [true,true] and .level == 9
  and .tries == $a[0].puzzle.tries + $b[0].puzzle.tries and .hints == 0 and .lessons_solved == 5' "$TMP/r.json"
check "the garbage save is listed with its reason" \
  jq -e '.damaged | length == 1 and .[0].file == "cleo2.save" and (.[0].reason | test("cleo2.save:[0-9]+: "))' "$TMP/r.json"
check "nothing on disk was changed" cmp "$TMP/cut" "$S/dan.save"

# --- the words on stderr ---
expect_exit 0 "report without --json prints a table" "$G" report "$S"
check "the table names every pupil and the damaged file" \
  bash -c 'for w in Ada Bob Cleo Dan Finn cleo2.save "Toy Car" "Robot"; do grep -q "$w" "$1" || exit 1; done' _ "$TMP/err"
check "the table goes to stderr, stdout stays empty" test ! -s "$TMP/out"

# --- HTML and CSV ---
expect_exit 0 "--html and --csv write their files" "$G" report "$S" --html "$TMP/class.html" --csv "$TMP/class.csv"
check "the HTML names every pupil" bash -c 'for n in Ada Bob Cleo Dan Finn; do grep -q ">$n<" "$1" || exit 1; done' _ "$TMP/class.html"
check "the HTML draws its charts as inline SVG" grep -q "<svg" "$TMP/class.html"
check "the HTML lists the damaged save" grep -q "cleo2.save" "$TMP/class.html"
check "the HTML fetches nothing: no http, no script, no link" bash -c '! grep -qiE "http|<script|<link|src=" "$1"' _ "$TMP/class.html"
check "the HTML is one whole page" bash -c 'head -1 "$1" | grep -q "<!DOCTYPE html>" && tail -1 "$1" | grep -q "</html>"' _ "$TMP/class.html"
check "the CSV has a header row" bash -c 'head -1 "$1" | grep -q "Pupil,Mode,"' _ "$TMP/class.csv"
check "the CSV has one row per pupil and mode (5 x 4), lines ending CRLF" \
  bash -c '[ "$(wc -l <"$1")" -eq 21 ] && [ "$(tr -cd "\r" <"$1" | wc -c)" -eq 21 ]' _ "$TMP/class.csv"
check "every CSV row has the header's columns" \
  bash -c 'tr -d "\r" <"$1" | awk -F, "NR == 1 { n = NF } NF != n { bad = 1 } END { exit bad }"' _ "$TMP/class.csv"
check "Bob's robot row: 1 lesson, 0 solved, 1 given up, 1 hint" grep -q "^Bob,Robot,,1,[0-9]*,2,[0-9]*,0,1,0,0,1," "$TMP/class.csv"
# The page as a teacher sees it (docs/screenshots/class_report.png), when this machine has a
# Chromium to draw it with (Debian's chromium package; the test does not need one).
if command -v chromium >/dev/null; then
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1600 \
    --screenshot="$SHOTS/class_report.png" "file://$TMP/class.html" >/dev/null 2>&1 || true
  check "Chromium draws the page" test -s "$SHOTS/class_report.png"
else
  echo "# no chromium here: the page's picture is not taken"
fi

# --- the class's settings move where a new pupil starts ---
printf 'settings = { bots = { start_size = 6 } }\n' >"$TMP/class.lua"
expect_exit 0 "--config FILE.lua" "$G" report "$S" --json --config "$TMP/class.lua"
check "...Cleo's robot starts at the class's size 6" jq -e '.pupils[2].bots.level == 6' "$TMP/out"

# --- bad input ---
expect_exit 2 "a missing folder exits 2" "$G" report "$TMP/no-such-folder" --json
check "...with a one-line reason naming it" bash -c '[ "$(wc -l <"$1")" -eq 1 ] && grep -q "no-such-folder" "$1"' _ "$TMP/err"
expect_exit 2 "a file for a folder exits 2" "$G" report "$S/ada.save"
expect_exit 2 "no folder exits 2" "$G" report --json
expect_exit 2 "an unknown flag exits 2" "$G" report "$S" --fly
expect_exit 2 "--html without a file exits 2" "$G" report "$S" --html
expect_exit 2 "a bad class file exits 2" "$G" report "$S" --config "$TMP/no-such.lua"
expect_exit 2 "an HTML file that cannot be written exits 2" "$G" report "$S" --html "$TMP/no-such-folder/x.html"
finish
