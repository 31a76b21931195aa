#!/usr/bin/env bash
# Input that is endless or carries terminal escapes (issue 14): loopling-gen verify, run, par and replay
# and the game's --level refuse /dev/zero as too large instead of reading it for ever; a Lua
# error, a level's mode line and a typed share code never put their control bytes on the
# terminal or in the game's notice (lp_text_clean): ESC and BEL come out as '?'.
source "$(dirname "$0")/lib.bash"
no_escape() { ! grep -q $'[\x1b\x07]' "$1"; }

for cmd in verify run par replay; do
  extra=(); [ "$cmd" = run ] && extra=(--code-text 'x();')
  expect_exit 2 "loopling-gen $cmd /dev/zero stops with exit 2" timeout 60 "$LOOPLING_GEN" "$cmd" /dev/zero "${extra[@]}"
  check "... and says the file is too large" grep -q "/dev/zero: file is too large" "$TMP/err"
done
expect_exit 2 "loopling --level /dev/zero stops with exit 2" timeout 60 env ASAN_OPTIONS=detect_leaks=0 "$LOOPLING" --level /dev/zero --frames 2
check "... and says the file is too large" grep -q "file is too large" "$TMP/err"

printf 'settings = {}\nerror("\\27[2J\\27]0;owned\\7 the end")\n' >"$TMP/esc.lua"
expect_exit 2 "check-config: a Lua error with escapes exits 2" "$LOOPLING_GEN" check-config "$TMP/esc.lua"
check "... names the line, escapes shown as ?" grep -qF "esc.lua:2: ?[2J?]0;owned? the end" "$TMP/err"
check "... no ESC or BEL reaches the terminal" no_escape "$TMP/err"

printf 'loopling-level 1\nmode: \033[31mbots\007\n' >"$TMP/esc.level"
expect_exit 2 "verify: a mode line with escapes exits 2" "$LOOPLING_GEN" verify "$TMP/esc.level"
check "... unknown mode, shown cleaned" grep -qF "unknown mode '?[31mbots?'" "$TMP/err"
check "... no ESC or BEL reaches the terminal" no_escape "$TMP/err"

expect_exit 2 "--level with a typed code holding escapes exits 2" game --level $'TC1\e[2J\aX' --frames 2
check "... no ESC or BEL reaches the terminal" no_escape "$TMP/err"
check "... and it still names the code" grep -q "TC1?\[2J?X" "$TMP/err"

S="$TMP/saves"
game --profile Ada --saves "$S" --config "$TMP/esc.lua" --frames 3 --state "$TMP/c.json" 2>"$TMP/err" || true
check "--config: the menu's notice names the line" jq -e '.notice | contains("esc.lua:2:")' "$TMP/c.json"
check "... with the escapes as ?" jq -e '.notice | contains("?[2J?]0;owned? the end") and (test("[\u001b\u0007]") | not)' "$TMP/c.json"
check "... and nothing raw on the terminal" no_escape "$TMP/err"
finish
