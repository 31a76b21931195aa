#!/usr/bin/env bash
# The common "puzzle" object of --state (issue 15): every mode reports its puzzle with the same
# keys (mode, source, code, tries, hints, time, stars, outcome, running), so tests can be
# mode-blind. A lesson solved in each mode, a failed try, a shared code.
source "$(dirname "$0")/lib.bash"
S="$TMP/saves"

# puzzle STATE JQ-FILTER DESCRIPTION: the puzzle object passes the filter
puzzle() {
  if jq -e ".puzzle | $2" "$1" >/dev/null; then ok "$3"
  else not_ok "$3: $(jq -c .puzzle "$1")"; fi
}

echo "30 key space" >"$TMP/drive.in"
expect_exit 0 "toy car: lesson 1 driven" game --profile Ada --saves "$S" --mode toycar --frames 200 \
  --input "$TMP/drive.in" --state "$TMP/t.json"
puzzle "$TMP/t.json" '.mode == "toycar" and .source == "lesson" and .tries == 1 and .outcome == "solved" and .stars == 3 and .running == false and (.code | startswith("TC"))' \
  "toy car: solved in one try, three stars, its lesson code"

printf '1 key F2\n2 text forward();\n3 key Return\n4 text forward();\n6 key F5\n' >"$TMP/bots.in"
expect_exit 0 "robot: lesson 1 run" game --profile Bo --saves "$S" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --frames 300 --input "$TMP/bots.in" \
  --state "$TMP/b.json"
puzzle "$TMP/b.json" '.mode == "bots" and .source == "lesson" and .tries == 1 and .outcome == "solved" and .stars >= 1 and (.code | startswith("BT"))' \
  "robot: solved in one try, stars shown, its lesson code"

printf '3 key Right\n14 text block1.MoveDown();\n16 key F5\n' >"$TMP/mays.in"
expect_exit 0 "May's: room 1 run" game --profile Cy --saves "$S" --mode mays --frames 120 --input "$TMP/mays.in" \
  --state "$TMP/m.json"
puzzle "$TMP/m.json" '.mode == "mays" and .source == "lesson" and .tries == 1 and .hints == 0 and (.time | type == "number")' \
  "May's: one try counted, in the same keys"

# A failed try: the toy car's second lesson needs an arrow; driving straight away fails.
printf '30 key space\n' >"$TMP/fail.in"
L2="$SRC/levels/toycar/02_turn_the_corner.level"
expect_exit 0 "toy car: lesson 2 driven without its arrow" game --profile Di --saves "$S" --level "$L2" --frames 400 \
  --input "$TMP/fail.in" --state "$TMP/f.json"
puzzle "$TMP/f.json" '.tries == 1 and .outcome == "open" and .stars == 0 and .running == false' \
  "toy car: a failed try is a try, and the puzzle stays open"

expect_exit 0 "a shared code opens" game --profile Ada --saves "$S" --level TC1F-3H00-0005 --frames 30 --state "$TMP/c.json"
puzzle "$TMP/c.json" '.source == "other" and .code == "TC1F-3H00-0005" and .tries == 0 and .outcome == "open"' \
  "a shared code: source other, its code, nothing tried"

# Every mode's puzzle object has exactly the common keys.
for f in t b m f c; do
  keys=$(jq -c '.puzzle | keys' "$TMP/$f.json")
  if [ "$keys" = '["code","hints","mode","outcome","running","source","stars","time","tries"]' ]; then ok "$f: the common keys"
  else not_ok "$f: keys $keys"; fi
done

finish
