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
# Game without leak checks: SDL's video and font stacks keep caches until exit.
game() { ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$LOOPLING" "$@"; }
finish() {
  echo "$(basename "$0" .sh): $passes passed, $fails failed"
  [ "$fails" -eq 0 ]
}
