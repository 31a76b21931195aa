#!/usr/bin/env bash
# The README and the programs' --help agree (issue 14): every --option that `loopling --help`
# or `loopling-gen --help` prints is in README.md's "## Command line" section, and every option
# there is in one of them (so neither can drift again); the share code in `loopling --help`
# opens a level; the README's own example commands (build/release/loopling --level CODE,
# build/release/loopling-gen ...) run here with exit 0, and its screenshots are all written
# by these tests under the same names (tools/screenshots.sh copies them into docs/), as are the
# simulated pupils' figures in docs/figures/simulate_*.png.
source "$(dirname "$0")/lib.bash"
README="$SRC/README.md"
S="$TMP/saves"

# options FILE: the --options in FILE, one a line, sorted and unique
options() { grep -oE -- '--[a-z][a-z0-9-]*' "$1" | sort -u; }
# section TITLE: the lines of README.md under "## TITLE", to the next "## "
section() { awk -v h="## $1" '$0 == h { s = 1; next } s && /^## / { exit } s' "$README"; }
# same_options WHAT HELP_FILE README_FILE: both lists hold the same options
same_options() {
  options "$2" >"$TMP/help.opts"
  options "$3" >"$TMP/readme.opts"
  local missing extra
  missing=$(comm -23 "$TMP/help.opts" "$TMP/readme.opts" | tr '\n' ' ')
  extra=$(comm -13 "$TMP/help.opts" "$TMP/readme.opts" | tr '\n' ' ')
  if [ -z "$missing$extra" ]; then ok "$1: README's Command line has exactly the options of --help"
  else not_ok "$1: in --help, not in README's Command line: [${missing}]; in README, not in --help: [${extra}]"; fi
}

section "Command line" >"$TMP/cmdline.md"
check "README.md has a Command line section" test -s "$TMP/cmdline.md"
# The section's block: lines from "loopling " on belong to the game, from "loopling-gen " on to
# the generator tool, until the next program line; the text after the block is about both.
awk '/^loopling-gen / { p = "gen" } /^loopling / { p = "game" } /^```$/ && p { exit }
     p == "game" { print > g } p == "gen" { print > t }' g="$TMP/readme.game" t="$TMP/readme.gen" "$TMP/cmdline.md"
game --help >"$TMP/help.game"
"$LOOPLING_GEN" --help >"$TMP/help.gen"
check "loopling --help lists options" grep -q -- '--level' "$TMP/help.game"
check "loopling-gen --help lists options" grep -q -- '--seed' "$TMP/help.gen"
same_options "loopling" "$TMP/help.game" "$TMP/readme.game"
same_options "loopling-gen" "$TMP/help.gen" "$TMP/readme.gen"
# and the same commands
grep -oE '^ *loopling-gen [a-z][a-z-]*' "$TMP/help.gen" | awk '{print $2}' | sort -u >"$TMP/help.cmds"
grep -oE '^loopling-gen [a-z][a-z-]*' "$TMP/readme.gen" | awk '{print $2}' | sort -u >"$TMP/readme.cmds"
check "loopling-gen: README's Command line has exactly the commands of --help ($(tr '\n' ' ' <"$TMP/help.cmds"))" \
  cmp -s "$TMP/help.cmds" "$TMP/readme.cmds"

# The example code in --help opens its level: the mode's screen, no message, exit 0.
# mode_screen CODE: the screen a share code opens (its first two letters)
mode_screen() { case "$1" in TC*) echo toycar ;; BT*) echo bots ;; MJ*) echo mays ;; DG*) echo dungeon ;; *) echo "?" ;; esac; }
codes=$(grep -oE '\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b' "$TMP/help.game" | sort -u)
check "loopling --help names an example share code" test -n "$codes"
for code in $codes; do
  expect_exit 0 "--help's example code $code opens (--frames 2, exit 0)" \
    game --level "$code" --profile Ada --saves "$S" --frames 2 --state "$TMP/code.json"
  check "... on the $(mode_screen "$code") screen" jq -e --arg s "$(mode_screen "$code")" '.screen == $s' "$TMP/code.json"
done

# The README's example commands for the built programs, run as written (build/release/ is
# this build's folder here; the game's get --frames 2 so that they exit). A replay example
# names a file a pupil saved, so it is left out.
cd "$TMP"
n=0
while IFS= read -r line; do
  cmd="${line%%  #*}"
  cmd="${cmd%"${cmd##*[! ]}"}"
  case "$cmd" in *--replay*) continue ;; esac
  read -r -a argv <<<"$cmd"
  case "${argv[0]}" in
    build/release/loopling) expect_exit 0 "README: $cmd" game "${argv[@]:1}" --saves "$S" --frames 2 ;;
    build/release/loopling-gen) expect_exit 0 "README: $cmd" "$LOOPLING_GEN" "${argv[@]:1}" ;;
    *) continue ;;
  esac
  n=$((n + 1))
done < <(awk '/^```sh$/ { b = 1; next } /^```/ { b = 0 } b' "$README")
check "the README's example commands were found ($n)" test "$n" -ge 4
cd - >/dev/null

# Every picture README.md and docs/*.md show from docs/screenshots/ is one these tests write
# (a test's name, so that tools/screenshots.sh can refresh it).
grep -ohE '(docs/)?screenshots/[A-Za-z0-9_.-]+\.png' "$README" "$SRC"/docs/*.md | sed 's|.*/||' | sort -u >"$TMP/pictures"
check "the README shows screenshots" test -s "$TMP/pictures"
while read -r png; do
  check "$png: a test writes it" grep -qE -- "\\\$SHOTS/${png}\b" "$SRC"/tests/e2e/*.sh
  check "$png: it is in docs/screenshots" test -s "$SRC/docs/screenshots/$png"
done <"$TMP/pictures"
for f in "$SRC"/docs/screenshots/*.png; do
  check "docs/screenshots/$(basename "$f") is shown by README.md or docs/" grep -qx "$(basename "$f")" "$TMP/pictures"
done
# The same for the simulated pupils' figures, docs/figures/simulate_*.png: each shown one is
# written by a test (cli_simulate.sh's --figure runs) and is in docs/figures; each there is shown.
grep -ohE '(docs/)?figures/simulate_[A-Za-z0-9_.-]+\.png' "$README" "$SRC"/docs/*.md | sed 's|.*/||' | sort -u >"$TMP/figures"
check "the docs show the simulated pupils' figures" test -s "$TMP/figures"
while read -r png; do
  check "$png: a test writes it" grep -qE -- "\\\$SHOTS/${png}\b" "$SRC"/tests/e2e/*.sh
  check "$png: it is in docs/figures" test -s "$SRC/docs/figures/$png"
done <"$TMP/figures"
for f in "$SRC"/docs/figures/simulate_*.png; do
  [ -e "$f" ] || continue
  check "docs/figures/$(basename "$f") is shown by README.md or docs/" grep -qx "$(basename "$f")" "$TMP/figures"
done
finish
