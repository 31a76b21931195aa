# lib.bash - shared helpers for the end-to-end tests (sourced by tests/e2e/*.sh).
set -euo pipefail
: "${LOOPLING:?}" "${LOOPLING_GEN:?}" "${SRC:?}"
TMP="$(mktemp -d)"
[ -n "${KEEP_TMP:-}" ] || trap 'rm -rf "$TMP"' EXIT
# Keep this test's screenshots where a person can look at them.
SHOTS="${SHOTS:-$PWD/screenshots}"
mkdir -p "$SHOTS"
fails=0
passes=0
ok() { passes=$((passes + 1)); echo "ok - $*"; }
not_ok() { fails=$((fails + 1)); echo "not ok - $*"; }
check() { # check DESCRIPTION COMMAND...
  local what="$1"; shift
  if "$@" >/dev/null; then ok "$what"; else not_ok "$what"; fi
}
# expect_exit CODE DESCRIPTION COMMAND... (stderr saved in $TMP/err)
expect_exit() {
  local want="$1" what="$2"; shift 2
  local got=0
  "$@" >"$TMP/out" 2>"$TMP/err" || got=$?
  if [ "$got" -eq "$want" ]; then ok "$what"; else not_ok "$what (exit $got, wanted $want): $(head -c 300 "$TMP/err")"; fi
}
jget() { jq -r "$2" "$1"; }
# Where to click, read from a --state file (never numbers of a test's own, so a relayout does not
# break the tests): the centre "X Y" of the clickable called NAME, of the rectangle at a jq PATH,
# or the point DX, DY inside that rectangle.
at() { jq -r --arg l "$2" 'first(.clickables[] | select(.name == $l) | .rect) | "\(.[0] + .[2] / 2 | floor) \(.[1] + .[3] / 2 | floor)"' "$1"; }
centre() { jq -r "$2"' | "\(.[0] + .[2] / 2 | floor) \(.[1] + .[3] / 2 | floor)"' "$1"; }
inside() { jq -r --argjson dx "$3" --argjson dy "$4" "$2"' | "\(.[0] + $dx) \(.[1] + $dy)"' "$1"; }
# The robot's palette chips by number (two rows of eight, as the palette shows them).
BOTS_CHIPS=("forward" "backward" "turn left" "turn right" "climb up" "climb down" "pick up" "put down"
            "repeat" "do A" "do B" "do C" "do D" "do E" "do F" "bin")
chip() { at "$1" "${BOTS_CHIPS[$2]}"; }
# drag_tiles GEN.json STATE.json TICK OUT: append to OUT a drag per tile of a generated toy-car
# board (loopling-gen toycar --json's tiles) from its tray (--state tray_L...) to its square
# (cell, board_rect), 10 ticks apart from TICK; prints the tick after the last.
drag_tiles() {
  local gen="$1" st="$2" tick="$3" out="$4" cell bx by x y d tx ty tw th
  cell=$(jget "$st" .cell); bx=$(jget "$st" '.board_rect[0]'); by=$(jget "$st" '.board_rect[1]')
  while read -r x y d; do
    read -r tx ty tw th < <(jq -r ".tray_$d | @tsv" "$st")
    echo "$tick drag $((tx + tw / 2)) $((ty + th / 2)) $((bx + x * cell + cell / 2)) $((by + y * cell + cell / 2))" >>"$out"
    tick=$((tick + 10))
  done < <(jq -r '.tiles[] | "\(.x) \(.y) \(.dir)"' "$gen")
  echo "$tick"
}
# The release build's loopling-gen where ./test.sh made one (RELEASE_GEN; the sanitizer build is
# about ten times slower, so long sweeps run there), else this build's.
fast_gen() { if [ -n "${RELEASE_GEN:-}" ] && [ -x "$RELEASE_GEN" ]; then echo "$RELEASE_GEN"; else echo "$LOOPLING_GEN"; fi; }
# Game without leak checks: SDL's video and font stacks keep caches until exit.
game() { ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" ${GAME_LANG:+--lang "$GAME_LANG"} "$@"; }
finish() {
  echo "$(basename "$0" .sh): $passes passed, $fails failed"
  [ "$fails" -eq 0 ]
}
# Words left in English on a screen drawn in another language. english_only LANG writes
# $TMP/english_only_LANG: the words of po/loopling.pot's English (and of common English words)
# that no translation in po/LANG.po uses; untranslated LANG STATE.json prints every text the last
# frame drew (--state "texts") that holds one of them. Words of three letters and more, compared
# in lower case; code the pupils type (forward();) stays English in translations too, so it is
# in both and never counts.
po_words() { # po_words FILE msgid|msgstr
  LC_ALL=C awk -v want="$2" '
    /^msgid / { f = "msgid" } /^msgid_plural / { f = "msgid" } /^msgstr/ { f = "msgstr" }
    /^(msgid|msgid_plural|msgstr(\[[0-9]\])?) "/ || /^"/ {
      if (f != want) next
      s = $0; sub(/^[^"]*"/, "", s); sub(/"$/, "", s)
      gsub(/\\n|\\t/, " ", s); gsub(/%[0-9]*\$?[-0-9.]*(l?l?[dusfcx]|s)/, " ", s)
      n = split(s, w, /[^A-Za-z\200-\377]+/)
      for (i = 1; i <= n; i++) if (length(w[i]) >= 3) print tolower(w[i])
    }' "$1" | LC_ALL=C sort -u
}
english_only() {
  local lang="$1"
  { po_words "$SRC/po/loopling.pot" msgid
    printf '%s\n' the and you your with this that are was for from have has not but what when which will can \
      press click try again back next menu play puzzle level lesson done well great good
  } | LC_ALL=C sort -u >"$TMP/english_words"
  po_words "$SRC/po/$lang.po" msgstr >"$TMP/target_words"
  LC_ALL=C comm -23 "$TMP/english_words" "$TMP/target_words" >"$TMP/english_only_$lang"
}
untranslated() { # untranslated LANG STATE.json [DATA]: DATA, a text of the test's own (a title), is not counted
  local lang="$1" state="$2" data="${3:-}"
  [ -s "$TMP/english_only_$lang" ] || english_only "$lang"
  jq -r --arg d "$data" '.texts[]? | if $d == "" then . else gsub($d; " ") end' "$state" | while IFS= read -r text; do
    # code (block2.isMoving, forward();, turnLeft) and file names are English in every language: not counted
    if printf '%s\n' "$text" | LC_ALL=C awk '{
         s = $0
         gsub(/[^ ]+\.(replay|level|lua|png|cfg|save|json|template)/, " ", s) # file names
         gsub(/[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+/, " ", s)
         gsub(/[A-Za-z_][A-Za-z0-9_]*\(/, " ", s)
         gsub(/[a-z]+[A-Z][A-Za-z]*/, " ", s)
         n = split(s, w, /[^A-Za-z\200-\377]+/); for (i = 1; i <= n; i++) if (length(w[i]) >= 3) print tolower(w[i]) }' |
       LC_ALL=C grep -qxFf "$TMP/english_only_$lang"; then
      printf '%s\n' "$text"
    fi
  done
}
