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
# Game without leak checks: SDL's video and font stacks keep caches until exit.
game() { ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" "$@"; }
finish() {
  echo "$(basename "$0" .sh): $passes passed, $fails failed"
  [ "$fails" -eq 0 ]
}
