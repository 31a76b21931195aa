#!/usr/bin/env bash
# monkey.sh - the whole game under random input: clicks, drags, keys, typed text and gamepad
# buttons anywhere, on every screen a pupil can reach, as a child mashing the keyboard would.
#
#   tools/monkey.sh [--game BINARY] [--runs N] [--ticks T] [--first SEED] [--draw-every D] [--out DIR]
#
# Each run is one seed: a random input script (tests' script format, game/ui/shell/script.h) of
# T ticks (default 6000, 100 s of play), played by BINARY (default build/test/loopling, built
# with AddressSanitizer and UndefinedBehaviorSanitizer) headless, in a fresh saves folder, with
# pupil Ada, starting on the menu (seeds 5, 10, ...) or straight in the toy car, the robot, May's
# Journey or the dungeon (seeds ending 1 or 6, 2 or 7, ...), so every mode gets its share, at the
# small, medium or large text size ((seed / 5) % 3) in English, German or Spanish
# ((seed / 15) % 3), where text is longest. A run fails when the game exits with an error, a sanitizer reports, it hangs (600 s),
# writes no state, or a frame drawn has typed text outside its box, text past its box, two texts
# over each other, a text running into a button, cut by a panel's edge or off the window: the last
# one and one every D ticks on the way (default 300, five seconds of play; 0: the last only; the game's
# --draw-every, --state "text_past_seen"). Escape and the gamepad's B are in (on the menu they
# ask "Leave Loopling?"); clicks on the menu's Quit button and the question's Quit are left out,
# so a run quits only by Tab or arrows to that Quit and Enter (the summary counts such runs); half
# the Escapes are followed by a click on the dungeon question's Leave, at its right end beside
# where Quit ends.
# A failed run keeps its script, state and stderr in DIR (default build/monkey); replay one with:
#   mkdir -p /tmp/s && cp DIR/SEED.settings.cfg /tmp/s/settings.cfg
#   SDL_VIDEODRIVER=dummy build/test/loopling --saves /tmp/s --profile Ada $(cat DIR/SEED.args) \
#     --input DIR/SEED.in --frames T --screenshot /tmp/s.png
# Prints one line a failed run and a summary; exit 1 when a run failed, 2 on a bad option.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
game="$root/build/test/loopling" runs=50 ticks=6000 first=1 every=300 out="$root/build/monkey"
while [ $# -gt 0 ]; do
  case "$1" in
  --game) game="$2"; shift 2 ;;
  --runs) runs="$2"; shift 2 ;;
  --ticks) ticks="$2"; shift 2 ;;
  --first) first="$2"; shift 2 ;;
  --draw-every) every="$2"; shift 2 ;;
  --out) out="$2"; shift 2 ;;
  *) echo "monkey.sh: unknown option '$1' (see the comment at the top of tools/monkey.sh)" >&2; exit 2 ;;
  esac
done
for n in "$runs" "$ticks" "$first" "$every"; do
  case "$n" in '' | *[!0-9]*) echo "monkey.sh: '$n' is not a whole number" >&2; exit 2 ;; esac
done
[ -x "$game" ] || { echo "monkey.sh: no game at $game (build it first: cmake --build build/test)" >&2; exit 2; }
command -v jq >/dev/null || { echo "monkey.sh: needs jq" >&2; exit 2; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# script SEED: the random input script on stdout (awk's own generator, seeded)
script() {
  awk -v seed="$1" -v ticks="$ticks" 'BEGIN {
    srand(seed)
    nk = split("Return Space Up Down Left Right Tab F1 F2 F4 F5 F6 F7 F8 F11 Backspace Delete Home End " \
               "PageUp PageDown a c d h l m n r s u w 1 2 3 4 5 = - Ctrl+N Ctrl+V Ctrl+C Ctrl+Z Ctrl+A " \
               "Ctrl+S Alt+Return Shift+Tab Escape", keys, " ")
    nt = split("Ada forward() repeat(4){ turnLeft(); } x \303\266 \360\237\232\227 1234 while(true){} " \
               "\342\210\221 \303\251 TC1F-3H00-0005 block1.MoveDown();", words, " ")
    np = split("a b x y start dpup dpdown dpleft dpright leftshoulder rightshoulder", pads, " ")
    for (t = 5; t < ticks; t += 1 + int(rand() * 8)) {
      r = rand(); x = int(rand() * 1280); y = int(rand() * 720)
      if (x >= 440 && x < 840 && y >= 640 && y < 710) y = 600 # not the menu quit button
      if (x >= 650 && x < 940 && y >= 410 && y < 482) y = 520 # nor Quit in "Leave Loopling?"
      if (r < 0.45) printf "%d click %d %d\n", t, x, y
      else if (r < 0.55) printf "%d drag %d %d %d %d\n", t, x, y, int(rand() * 1280), int(rand() * 720)
      else if (r < 0.60) printf "%d rclick %d %d\n", t, x, y
      else if (r < 0.63) printf "%d move %d %d\n", t, x, y
      else if (r < 0.85) {
        k = keys[1 + int(rand() * nk)]
        printf "%d key %s\n", t, k
        # half the time, an Escape is followed by a click on Leave in the dungeon question, where it
        # passes Quit in the menu question (x 940-965; there the click closes the question):
        # otherwise only keys leave a dungeon walked in, and runs stayed in one
        if (k == "Escape" && rand() < 0.5) printf "%d click 952 446\n", ++t + 1
      }
      else if (r < 0.93) printf "%d text %s\n", t, words[1 + int(rand() * nt)]
      else printf "%d pad %s\n", t, pads[1 + int(rand() * np)]
    }
  }'
}

failed=0 screens="" early=0
for ((seed = first; seed < first + runs; seed++)); do
  script "$seed" >"$work/in"
  modes=("" "--mode toycar" "--mode bots" "--mode mays" "--mode dungeon") langs=(en de es)
  args="${modes[seed % 5]} --lang ${langs[(seed / 15) % 3]}"
  [ "$every" -gt 0 ] && args="$args --draw-every $every"
  rm -rf "$work/saves" "$work/state.json"
  mkdir -p "$work/saves"
  printf 'LOOPLING-SETTINGS 1\ntext_size=%d\n' $(((seed / 5) % 3)) >"$work/settings.cfg"
  cp "$work/settings.cfg" "$work/saves/settings.cfg" # the game rewrites its copy: a failed run keeps the first
  # shellcheck disable=SC2086 # args is "[--mode NAME] --lang LANG"
  SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=1" \
    timeout 600 "$game" --saves "$work/saves" --profile Ada $args --input "$work/in" --frames $((ticks + 60)) \
    --state "$work/state.json" >/dev/null 2>"$work/err"
  rc=$?
  why=""
  if [ "$rc" = 124 ]; then why="hung (600 s)"
  elif [ "$rc" != 0 ]; then why="exit status $rc"
  elif grep -q "runtime error\|Sanitizer" "$work/err"; then why="a sanitizer report"
  elif ! jq -e . "$work/state.json" >/dev/null 2>&1; then why="no state written"
  # every frame drawn, the last one included, lists text past its box (kind "text"), typed text past
  # its field ("field"), texts over each other or into a button ("overlap"), "cut" and "off_window"
  # in text_past_seen
  elif ! jq -e '.text_past_seen_count == 0' "$work/state.json" >/dev/null; then
    why="text past its box (.text_past_seen: when, where, what)"
  fi
  if [ -n "$why" ]; then
    failed=$((failed + 1))
    cp "$work/in" "$out/$seed.in"
    echo "$args" >"$out/$seed.args"
    cp "$work/settings.cfg" "$out/$seed.settings.cfg"
    cp "$work/err" "$out/$seed.err"
    [ -f "$work/state.json" ] && cp "$work/state.json" "$out/$seed.json"
    echo "seed $seed: $why (script, options, state and stderr in $out/$seed.*)"
  else
    screens="$screens $(jq -r .screen "$work/state.json")"
    jq -e --argjson t "$ticks" '.ticks < $t' "$work/state.json" >/dev/null && early=$((early + 1))
  fi
done
echo "monkey: $runs runs of $ticks ticks from seed $first, $failed failed, $early quit by their input before the end;" \
  "last screens of the others:" \
  "$(tr ' ' '\n' <<<"$screens" | sed '/^$/d' | sort | uniq -c | awk '{printf "%s %s, ", $2, $1}' | sed 's/, $//')"
[ "$failed" = 0 ]
