#!/usr/bin/env bash
# loopling-gen toycar / verify: the JSON contract, exact targets, certification, determinism
# (twice, and debug against release), level files, and bad input with exit status 2.
source "$(dirname "$0")/lib.bash"

"$LOOPLING_GEN" toycar --seed 42 --length 11 --loops 2 --json >"$TMP/a.json" 2>"$TMP/a.err"
check "JSON has every contract key" jq -e 'has("seed") and has("solution") and has("length") and has("loops")
  and has("width") and has("height") and has("verified") and has("gen_ms") and has("share_code")
  and has("board") and has("heading") and has("tiles")' "$TMP/a.json"
check "target {11,2} met exactly" jq -e '.length == 11 and .loops == 2 and (.solution | length) == 11' "$TMP/a.json"
check "verified" jq -e '.verified == true' "$TMP/a.json"
"$LOOPLING_GEN" toycar --seed 7 --length 7 --loops 1 --out "$TMP/p.level" 2>/dev/null
"$LOOPLING_GEN" verify "$TMP/p.level" --json >"$TMP/p.json" 2>/dev/null || true
check "a generated level's par is the proven fewest tiles" jq -e '.fewest == .par and .fewest_proven' "$TMP/p.json"
check "one tile per turn" jq -e '(.tiles | length) == (.length - 1)' "$TMP/a.json"
check "board rows match width and height" jq -e '(.board | length) == .height and .width as $w | all(.board[]; length == $w)' "$TMP/a.json"
check "one car, one goal" jq -e '([.board[] | explode[] | select(. == 67)] | length) == 1 and ([.board[] | explode[] | select(. == 71)] | length) == 1' "$TMP/a.json"
check "heading is the first move" jq -e '.heading == .solution[0]' "$TMP/a.json"
check "no two equal moves in a row" jq -e '[range(1; .solution | length) as $i | .solution[$i] == .solution[$i-1]] | any | not' "$TMP/a.json"
check "share code looks right" jq -e '.share_code | test("^TC")' "$TMP/a.json"

strip() { jq -c 'del(.gen_ms)' "$1"; }
"$LOOPLING_GEN" toycar --seed 42 --length 11 --loops 2 --json >"$TMP/b.json" 2>/dev/null
check "same seed, same JSON (gen_ms aside)" test "$(strip "$TMP/a.json")" = "$(strip "$TMP/b.json")"
"$LOOPLING_GEN" toycar --seed 43 --length 11 --loops 2 --json >"$TMP/c.json" 2>/dev/null
check "another seed, another board" test "$(strip "$TMP/a.json")" != "$(strip "$TMP/c.json")"

"$LOOPLING_GEN" toycar --seed 42 --length 11 --loops 2 --out "$TMP/a.level" 2>/dev/null
"$LOOPLING_GEN" toycar --seed 42 --length 11 --loops 2 --out "$TMP/b.level" 2>/dev/null
check "same seed, byte-identical level file" cmp -s "$TMP/a.level" "$TMP/b.level"
expect_exit 0 "verify accepts a generated level file" "$LOOPLING_GEN" verify "$TMP/a.level" --json
check "verify JSON says verified" jq -e '.verified == true' "$TMP/out"

if [ -n "${RELEASE_GEN:-}" ] && [ -x "$RELEASE_GEN" ]; then
  for seed in 1 2 3 99 12345; do
    "$LOOPLING_GEN" toycar --seed $seed --length 9 --loops 1 --json >"$TMP/d.json" 2>/dev/null
    "$RELEASE_GEN" toycar --seed $seed --length 9 --loops 1 --json >"$TMP/r.json" 2>/dev/null
    check "seed $seed: debug and release builds give identical JSON" test "$(strip "$TMP/d.json")" = "$(strip "$TMP/r.json")"
    "$LOOPLING_GEN" toycar --seed $seed --length 9 --loops 1 --out "$TMP/d.level" 2>/dev/null
    "$RELEASE_GEN" toycar --seed $seed --length 9 --loops 1 --out "$TMP/r.level" 2>/dev/null
    check "seed $seed: debug and release level files are byte-identical" cmp -s "$TMP/d.level" "$TMP/r.level"
  done
else
  echo "# RELEASE_GEN not set: debug-vs-release comparison runs from ./test.sh"
fi

for f in "$SRC"/levels/toycar/*.level; do
  expect_exit 0 "shipped level $(basename "$f") verifies" "$LOOPLING_GEN" verify "$f" --json
  check "...and its par is the proven fewest tiles" jq -e '.fewest == .par and .fewest_proven' "$TMP/out"
done

# Generator versions: new puzzles are generator 2's (every flag needs its own arrow, par proven);
# a generator-1 code still opens generator 1's board, the one it always opened.
check "new puzzles come from generator 2 with the par proven" jq -e '.generator_version == 2 and .par_proven and (.share_code | test("^TC2"))' "$TMP/a.json"
"$LOOPLING_GEN" toycar --seed 42 --length 11 --loops 2 --gen-version 1 --json >"$TMP/v1.json" 2>/dev/null
check "--gen-version 1 makes generator 1's board, with a TC1 code" jq -e '.generator_version == 1 and (.share_code | test("^TC1"))' "$TMP/v1.json"
check "...another board than generator 2's" test "$(jq -c .board "$TMP/v1.json")" != "$(jq -c .board "$TMP/a.json")"
"$LOOPLING_GEN" toycar --code "$(jq -r .share_code "$TMP/v1.json")" --json >"$TMP/v1c.json" 2>/dev/null
check "its TC1 code reopens that same board" test "$(jq -c .board "$TMP/v1c.json")" = "$(jq -c .board "$TMP/v1.json")"
"$LOOPLING_GEN" toycar --code "$(jq -r .share_code "$TMP/a.json")" --json >"$TMP/v2c.json" 2>/dev/null
check "a TC2 code reopens generator 2's board" test "$(jq -c .board "$TMP/v2c.json")" = "$(jq -c .board "$TMP/a.json")"
flags_apart='[.board | to_entries[] | .key as $y | .value | explode | to_entries[] | select(.value == 70) | [.key, $y]] as $f
  | .board as $b | [$f[] as $p | $f[] as $q | select($p != $q and ($p[0] == $q[0] or $p[1] == $q[1]))
  | if $p[1] == $q[1] then [range([$p[0],$q[0]]|min + 1; [$p[0],$q[0]]|max) | $b[$p[1]][.:.+1]]
    else [range([$p[1],$q[1]]|min + 1; [$p[1],$q[1]]|max) as $y | $b[$y][$p[0]:$p[0]+1]] end
  | any(. == "#" or . == "G")] | all'
check "generator 2: a flag a move, and a rock or the goal between any two flags in a row or column" \
  jq -e "([.board[] | explode[] | select(. == 70)] | length) == .length and ($flags_apart)" "$TMP/a.json"
expect_exit 2 "--gen-version 3 is bad input" "$LOOPLING_GEN" toycar --seed 1 --gen-version 3
check "...and names the flag" grep -q -- "--gen-version" "$TMP/err"
expect_exit 2 "a code and --gen-version together are bad input" "$LOOPLING_GEN" toycar --code "$(jq -r .share_code "$TMP/a.json")" --gen-version 1
check "...and says a code names its generator" grep -q -- "--code or --gen-version" "$TMP/err"

expect_exit 2 "missing --seed is bad input" "$LOOPLING_GEN" toycar --length 5
check "...and says so" grep -q -- "--seed" "$TMP/err"
expect_exit 2 "a word for a number is bad input" "$LOOPLING_GEN" toycar --seed banana
check "...and names the flag" grep -q -- "--seed" "$TMP/err"
expect_exit 2 "unreachable loops are bad input" "$LOOPLING_GEN" toycar --seed 1 --length 6 --loops 2
expect_exit 2 "unknown option" "$LOOPLING_GEN" toycar --seed 1 --colour red
expect_exit 2 "unknown command" "$LOOPLING_GEN" fly
expect_exit 2 "verify of a missing file" "$LOOPLING_GEN" verify "$TMP/none.level"
printf 'loopling-level 1\nmode: toycar\nheading: Q\nboard:\nC.G\n' >"$TMP/bad.level"
expect_exit 2 "verify of a broken level" "$LOOPLING_GEN" verify "$TMP/bad.level"
check "...names file and line" grep -q "bad.level:3:" "$TMP/err"
printf 'loopling-level 1\nmode: toycar\nheading: R\ntiles: 1,0,D\nboard:\nC..\n..G\n' >"$TMP/wrong.level"
expect_exit 1 "verify says a level whose tiles do not solve it is not verified" "$LOOPLING_GEN" verify "$TMP/wrong.level"
finish
