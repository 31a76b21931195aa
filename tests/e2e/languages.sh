#!/usr/bin/env bash
# The language a pupil or a teacher reads (core/i18n.h, docs/translating.md): --lang for one run,
# the settings file's choice, the computer's locale when the choice is Auto; a bad --lang refused
# with its reason; loopling-gen's words in the language while its JSON keys and contract values
# stay English; a pupil's mistake explained in German and Spanish with the code's words kept.
source "$(dirname "$0")/lib.bash"
saves() { local d; d="$(mktemp -d "$TMP/saves.XXXXXX")"; printf 'LOOPLING-SETTINGS 1\n%s\n' "${1:-}" >"$d/settings.cfg"; echo "$d"; }
lang_of() { # lang_of ENV... -- GAME ARGS: the language the game's --state says it spoke
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  env -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LANG "${envs[@]}" ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" \
    "$LOOPLING" "$@" --frames 2 --state "$TMP/l.json" >/dev/null 2>&1 || true
  jq -r .language "$TMP/l.json"
}

# --- the game: which language, and why ---
[ "$(lang_of -- --saves "$(saves)" --profile Ada)" = en ] && ok "no locale, no choice: English" || not_ok "no locale, no choice: English"
[ "$(lang_of LANG=de_DE.UTF-8 -- --saves "$(saves)" --profile Ada)" = de ] && ok "Auto follows LANG=de_DE.UTF-8" || not_ok "Auto follows LANG=de_DE.UTF-8"
[ "$(lang_of LANG=es_MX.UTF-8 -- --saves "$(saves language=auto)" --profile Ada)" = es ] && ok "Auto follows LANG=es_MX.UTF-8" || not_ok "Auto follows LANG=es_MX.UTF-8"
[ "$(lang_of LANG=de_DE.UTF-8 -- --saves "$(saves language=es)" --profile Ada)" = es ] && ok "the settings' choice wins over the locale" || not_ok "the settings' choice wins over the locale"
[ "$(lang_of LANG=de_DE.UTF-8 -- --saves "$(saves language=es)" --profile Ada --lang en)" = en ] && ok "--lang wins over the settings for the run" || not_ok "--lang wins over the settings for the run"
S="$(saves language=es)"
lang_of -- --saves "$S" --profile Ada --lang de >/dev/null
grep -qx 'language=es' "$S/settings.cfg" && ok "--lang is not saved" || not_ok "--lang is not saved"
S="$(saves language=klingon)"
[ "$(lang_of -- --saves "$S" --profile Ada)" = en ] && ok "a damaged language line: the default (Auto: English here)" || not_ok "a damaged language line"
jq -r .notice "$TMP/l.json" | grep -q 'settings.cfg:2' && ok "... and the menu says which line" || not_ok "... and the menu says which line: $(jq -r .notice "$TMP/l.json")"
expect_exit 2 "loopling --lang xx exits 2" game --lang xx --frames 1
grep -q -- "--lang 'xx'" "$TMP/err" && ok "... naming the flag and the value" || not_ok "... naming the flag and the value: $(cat "$TMP/err")"
expect_exit 2 "loopling --lang with no value exits 2" game --frames 1 --lang

# the menu in each language: its words differ, the clickable names stay English
for l in en de es; do
  game --lang "$l" --saves "$(saves)" --profile Ada --frames 4 --state "$TMP/menu_$l.json" 2>/dev/null
done
check "the menu's clickables keep their English names in German" jq -e '[.clickables[].name] | index("Settings") != null' "$TMP/menu_de.json"
check "German and English menus draw different words" test "$(jq -c .texts "$TMP/menu_en.json")" != "$(jq -c .texts "$TMP/menu_de.json")"
check "German and Spanish menus draw different words" test "$(jq -c .texts "$TMP/menu_de.json")" != "$(jq -c .texts "$TMP/menu_es.json")"
check "the German menu says Einstellungen" jq -e '.texts | index("Einstellungen") != null' "$TMP/menu_de.json"
check "the Spanish menu says Ajustes" jq -e '.texts | index("Ajustes") != null' "$TMP/menu_es.json"
# The robot's text view in German: every palette chip in German, the one that types a new function
# too (it read "function"); the chip still types the keyword.
printf '1 key F2\n' >"$TMP/fn.in"
game --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --lang de \
  --frames 3 --input "$TMP/fn.in" --state "$TMP/fn_probe.json" >/dev/null 2>&1 || true
printf '1 key F2\n3 click %s\n' "$(at "$TMP/fn_probe.json" function)" >"$TMP/fn.in"
game --profile Ada --saves "$(saves)" --config "$SRC/tests/e2e/data/open_class.lua" --mode bots --lang de \
  --frames 6 --input "$TMP/fn.in" --state "$TMP/fn_de.json" >/dev/null 2>&1 || true
check "the German text view's palette says neue Funktion, never function" jq -e \
  '([.text_rects[].text] | index("Funktion") != null) and ([.text_rects[].text] | index("function") == null)' "$TMP/fn_de.json"
check "... and the chip types the keyword" jq -e '.bots.program | startswith("function A() {")' "$TMP/fn_de.json"

# --- loopling-gen: words translated, JSON unchanged ---
L1="$SRC/levels/bots/01_first_steps.level"
for l in en de es; do
  "$LOOPLING_GEN" --lang "$l" run "$L1" --code-text 'forwad();' --json >"$TMP/run_$l.json" 2>/dev/null || true
done
check "run --json: the same keys and result in every language" test \
  "$(jq -c '[keys, .result, .line, .column]' "$TMP/run_en.json")" = "$(jq -c '[keys, .result, .line, .column]' "$TMP/run_de.json")"
check "run --json: the same in Spanish" test \
  "$(jq -c '[keys, .result, .line, .column]' "$TMP/run_en.json")" = "$(jq -c '[keys, .result, .line, .column]' "$TMP/run_es.json")"
check "the pupil's mistake in German keeps the code's words" jq -e '.message | test("forwad") and test("forward") and test("Meinst du")' "$TMP/run_de.json"
check "the pupil's mistake in Spanish keeps the code's words" jq -e '.message | test("forwad") and test("forward") and test("¿")' "$TMP/run_es.json"
check "English is English" jq -e '.message | test("Did you mean forward")' "$TMP/run_en.json"
env -u LANGUAGE -u LC_ALL LANG=de_DE.UTF-8 "$LOOPLING_GEN" check-config "$SRC/scripts/difficulty/default.lua" >/dev/null 2>"$TMP/cc_de"
env -u LANGUAGE LC_ALL=C LANG=de_DE.UTF-8 "$LOOPLING_GEN" check-config "$SRC/scripts/difficulty/default.lua" >/dev/null 2>"$TMP/cc_c"
check "check-config follows LANG=de_DE.UTF-8" grep -q "Einstellungen gelesen" "$TMP/cc_de"
check "LC_ALL=C wins: English" grep -q "settings read" "$TMP/cc_c"
# numbers stay numbers: a German locale never turns 1.5 into 1,5 in JSON
env LC_ALL=de_DE.UTF-8 "$LOOPLING_GEN" toycar --seed 7 --json >"$TMP/tc.json" 2>/dev/null
check "toycar --json under a German locale is JSON with the same board" test \
  "$(jq -c '[.solution, .share_code]' "$TMP/tc.json")" = "$("$LOOPLING_GEN" toycar --seed 7 --json 2>/dev/null | jq -c '[.solution, .share_code]')"
expect_exit 2 "loopling-gen --lang xx exits 2" "$LOOPLING_GEN" --lang xx bench
grep -q -- "--lang 'xx'" "$TMP/err" && ok "... naming the flag and the value" || not_ok "... naming the flag and the value: $(cat "$TMP/err")"
finish
