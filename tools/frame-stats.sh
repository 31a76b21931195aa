#!/usr/bin/env bash
# frame-stats.sh - what the game's frames cost, screen by screen: runs loopling on the idle menu,
# the pupil screen, and each mode planning and running, and prints a markdown table of frames a
# second, the main thread's CPU per frame drawn after the screen's first second (p50, p99, max,
# from --frame-stats), the process's CPU share (user + system over the run, start-up included),
# and fonts opened and resized after the screen's first second. Needs jq and /usr/bin/time.
# Usage: tools/frame-stats.sh [--binary PATH] [--seconds S] [--window]
#   --binary  the loopling to measure (default build/release/loopling); one without --frame-stats
#             (an older build) gets the CPU share column only
#   --seconds how long each scenario runs (default 10)
#   --window  run with a real window under Xvfb (Mesa's software GL; needs xvfb-run) instead of
#             headless (SDL's dummy video driver, SDL's software renderer, --frames)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/build/release/loopling"
seconds=10
window=0
while [ $# -gt 0 ]; do
    case "$1" in
    --binary) bin="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --window) window=1; shift ;;
    -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "frame-stats.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[ -x "$bin" ] || { echo "frame-stats.sh: no loopling at $bin (build first: ./test.sh or cmake --build build/release)" >&2; exit 2; }
if [ "$window" = 1 ] && ! command -v xvfb-run >/dev/null; then
    echo "frame-stats.sh: --window needs xvfb-run (Debian: xvfb)" >&2
    exit 2
fi
command -v jq >/dev/null && [ -x /usr/bin/time ] || { echo "frame-stats.sh: needs jq and /usr/bin/time (Debian: jq, time)" >&2; exit 2; }
has_stats=0
"$bin" --help | grep -q -- --frame-stats && has_stats=1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export SDL_AUDIODRIVER=dummy

# scenario NAME SCREEN INPUT ARGS...: one run; INPUT is a script's text ("" for none)
scenario() {
    local name="$1" screen="$2" input="$3"
    shift 3
    local args=(--saves "$tmp/saves" "$@")
    if [ -n "$input" ]; then
        printf '%s\n' "$input" >"$tmp/$name.in"
        args+=(--input "$tmp/$name.in")
    fi
    [ "$has_stats" = 1 ] && args+=(--frame-stats "$tmp/$name.json")
    if [ "$window" = 1 ]; then
        xvfb-run -a -s '-screen 0 1280x720x24' /usr/bin/time -f '%U %S' -o "$tmp/$name.time" \
            timeout -s INT "$seconds" "$bin" "${args[@]}" >/dev/null 2>&1 || true
    else
        SDL_VIDEODRIVER=dummy /usr/bin/time -f '%U %S' -o "$tmp/$name.time" \
            "$bin" "${args[@]}" --frames $((seconds * 60)) >/dev/null 2>&1 || true
    fi
    local cpu
    cpu="$(tail -1 "$tmp/$name.time" | awk -v s="$seconds" '{printf "%.1f", ($1 + $2) / s * 100}')" # loopling alone
    if [ "$has_stats" = 1 ] && [ -f "$tmp/$name.json" ]; then
        jq -r --arg n "$name" --arg s "$screen" --arg cpu "$cpu" \
            '.screens[$s] | "| \($n) | \(.frames_per_second) | \(.cpu_ms_per_frame.p50) | \(.cpu_ms_per_frame.p99) | \(.cpu_ms_per_frame.max) | \($cpu) | \(.font_opens_after_1s) / \(.font_resizes_after_1s // 0) |"' \
            "$tmp/$name.json"
    else
        echo "| $name | | | | | $cpu | |"
    fi
}

echo "loopling: $bin ($([ "$window" = 1 ] && echo "a window under Xvfb, Mesa's software GL" || echo "headless, SDL's software renderer")), $seconds s each"
echo
echo "| scenario | frames/s | CPU ms per frame p50 | p99 | max | process CPU % | fonts opened / resized after 1 s |"
echo "|---|---:|---:|---:|---:|---:|---:|"
scenario "idle menu" menu "" --profile Ada
scenario "pupil screen" profiles ""
scenario "toy car planning" toycar "" --profile Ada --mode toycar
scenario "toy car running" toycar "30 key space" --profile Ada --mode toycar
scenario "robot planning" bots "" --profile Ada --mode bots
scenario "robot running" bots $'1 key F2\n2 text while (true) { turnLeft(); }\n4 key F5' --profile Ada --mode bots
scenario "May's planning" mays "" --profile Ada --mode mays
scenario "May's running" mays $'3 key Right\n14 text for (50) { block1.MoveDown(); block1.MoveUp(); }\n16 key F5' --profile Ada --mode mays
