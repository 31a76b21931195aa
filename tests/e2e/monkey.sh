#!/usr/bin/env bash
# The whole game under random input (tools/monkey.sh): 12 seeded runs of 4,000 ticks each (seeds
# 25-36: German at the large text size, Spanish at the small and medium; every start), clicks,
# drags, keys, typed text and gamepad buttons on every screen they reach, end with exit status 0,
# no sanitizer report, a state written, and no text (typed or not) past its box in the last frame
# or in one drawn every 400 ticks on the way (--draw-every). A longer campaign
# is `tools/monkey.sh --runs 1000 --ticks 10000` (docs/reliability.md). The tool's own bad options
# are refused with exit status 2.
source "$(dirname "$0")/lib.bash"
M="$SRC/tools/monkey.sh"
rc=0
"$M" --game "$LOOPLING" --runs 12 --ticks 4000 --first 25 --draw-every 400 --out "$TMP/monkey" >"$TMP/out" 2>&1 || rc=$?
cat "$TMP/out"
check "12 random-input runs end well" test "$rc" = 0
check "... and they reached the modes' screens" grep -Eq "(toycar|bots|mays|dungeon) [0-9]" "$TMP/out"
expect_exit 2 "an unknown option is refused" "$M" --game "$LOOPLING" --speed 3
check "... and named" grep -q "unknown option '--speed'" "$TMP/err"
expect_exit 2 "a count that is not a number is refused" "$M" --game "$LOOPLING" --runs many
expect_exit 2 "a missing game is refused" "$M" --game "$TMP/none"
check "... saying where it looked" grep -q "no game at $TMP/none" "$TMP/err"
# a run that fails is kept: a game that crashes on start fails every run, each named with its files
printf '#!/bin/sh\nexit 3\n' >"$TMP/crash"
chmod +x "$TMP/crash"
expect_exit 1 "a crashing game fails the campaign" "$M" --game "$TMP/crash" --runs 2 --ticks 100 --out "$TMP/kept"
check "... each failed run's script and options are kept" test -f "$TMP/kept/1.in" -a -f "$TMP/kept/2.in" -a -f "$TMP/kept/1.args"
finish
