#!/usr/bin/env bash
# Refreshes the pictures README.md and docs/*.md show (docs/screenshots/*.png) from the game
# itself: builds the test build when needed (as ./test.sh does), runs the end-to-end tests that
# write those pictures (each test writes them with --frames N --screenshot into
# build/test/tests/screenshots/), and copies exactly the shown ones into docs/screenshots/.
# The simulated pupils' figures (docs/figures/simulate_*.png) come the same way, from the runs
# of tests/e2e/cli_simulate.sh (loopling-gen simulate --figure), into docs/figures/.
# Says which changed; fails when a shown picture is written by no test (tests/e2e/readme.sh
# checks that too), and after copying the rest when a test did not write one this time (the class
# report's picture needs Chromium). Then look at them, and commit them.
#   tools/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh
# the pictures shown, by file name
mapfile -t pictures < <(grep -ohE '(docs/)?screenshots/[A-Za-z0-9_.-]+\.png' README.md docs/*.md |
                        sed 's|.*/||' | sort -u)
mapfile -t figures < <(grep -ohE '(docs/)?figures/simulate_[A-Za-z0-9_.-]+\.png' README.md docs/*.md |
                       sed 's|.*/||' | sort -u)
# where a shown picture lives in docs/
folder() { case "$1" in simulate_*) echo docs/figures ;; *) echo docs/screenshots ;; esac; }
pictures+=("${figures[@]}")
[ ${#pictures[@]} -gt 0 ] || { echo "screenshots.sh: README.md shows no screenshots" >&2; exit 1; }
# the tests that write them
tests=()
for png in "${pictures[@]}"; do
  writers=$(grep -lE "\\\$SHOTS/${png//./\\.}\\b" tests/e2e/*.sh || true)
  [ -n "$writers" ] || { echo "screenshots.sh: no test in tests/e2e writes $png" >&2; exit 1; }
  for w in $writers; do tests+=("$(basename "$w" .sh)"); done
done
mapfile -t tests < <(printf '%s\n' "${tests[@]}" | sort -u)
# (a test run in a language too is e2e.NAME_de, e2e.NAME_es)
regex="^e2e\\.($(IFS='|'; echo "${tests[*]}"))(_de|_es)?\$"

cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Debug -DLOOPLING_SANITIZE=ON >/dev/null
cmake --build build/test -j"$(nproc)"
shots=build/test/tests/screenshots
for png in "${pictures[@]}"; do rm -f "$shots/$png"; done
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
echo "Running ${tests[*]}"
ctest --test-dir build/test --output-on-failure -j"$(nproc)" -R "$regex"

mkdir -p docs/screenshots docs/figures
changed=0
missing=0
for png in "${pictures[@]}"; do
  # (class_report.png needs Chromium: on a machine without it, the others are still refreshed)
  if [ ! -s "$shots/$png" ]; then
    echo "screenshots.sh: the tests did not write $png (kept as it is)" >&2
    missing=$((missing + 1))
    continue
  fi
  to="$(folder "$png")/$png"
  if ! cmp -s "$shots/$png" "$to"; then
    cp "$shots/$png" "$to"
    echo "updated $to"
    changed=$((changed + 1))
  fi
done
for f in docs/screenshots/*.png docs/figures/simulate_*.png; do
  [ -e "$f" ] || continue
  # (grep reads all of it: with -q it could quit early, and under pipefail printf's SIGPIPE
  # would read as "not shown")
  printf '%s\n' "${pictures[@]}" | grep -x "$(basename "$f")" >/dev/null ||
    echo "note: $f is shown by no page (remove it?)" >&2
done
echo "${#pictures[@]} pictures, $changed changed (git status docs/screenshots docs/figures; look at them before committing)"
[ "$missing" -eq 0 ] || exit 1
