#!/usr/bin/env bash
# 1,000 generated boards across seeds and every reachable target: all certified by the game's
# own rules, all meeting their targets exactly, none with a superfluous tile. Runs on the
# release build (from ./test.sh) because the sanitizer build is about 10x slower.
source "$(dirname "$0")/lib.bash"
gen="${RELEASE_GEN:-}"
[ -n "$gen" ] && [ -x "$gen" ] || gen="$LOOPLING_GEN"
boards=1000
[ "$gen" = "$LOOPLING_GEN" ] && boards=120 # sanitizer build only: a smaller sweep
"$gen" sweep --boards $boards --json >"$TMP/s.json" 2>"$TMP/s.err" || true
cat "$TMP/s.err" | tail -3
check "$boards boards generated" jq -e ".boards == $boards" "$TMP/s.json"
check "every board certified" jq -e '.certified == .boards' "$TMP/s.json"
check "every reachable target met exactly" jq -e '.exact == .boards' "$TMP/s.json"
check "no superfluous tiles" jq -e '.superfluous_tiles == 0' "$TMP/s.json"
finish
