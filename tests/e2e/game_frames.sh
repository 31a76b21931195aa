#!/usr/bin/env bash
# Frames that cost nothing when nothing changes (issue 15): `loopling --frame-stats FILE.json`
# reports, per screen, the frames drawn and what they cost; an idle screen draws at most two
# frames a second (its blink clock), every screen stops opening fonts after its first second, and
# input still redraws at once. Headless runs with --frame-stats draw as a window would.
source "$(dirname "$0")/lib.bash"

# stat FILE SCREEN FIELD: one number of the report
stat() { jq -r ".screens.\"$2\".$3" "$1"; }

# 1. Idle screens, 10 seconds each: at most 2 frames a second plus the first and the last. Carets
#    blink and May's room stirs (flames, water) for 10 seconds after the last input, then rest:
#    30 seconds of the pupil screen or May's room draw no more frames than 10 seconds of the others.
for mode in menu toycar bots mays profiles; do
  frames_run=600
  [ "$mode" = mays ] || [ "$mode" = profiles ] && frames_run=1800
  args=(--saves "$TMP/saves" --frames "$frames_run" --frame-stats "$TMP/$mode.json")
  [ "$mode" != profiles ] && args+=(--profile Ada)
  [ "$mode" != menu ] && [ "$mode" != profiles ] && args+=(--mode "$mode")
  expect_exit 0 "$mode: runs with --frame-stats" game "${args[@]}"
  frames=$(stat "$TMP/$mode.json" "$mode" frames)
  ticks=$(stat "$TMP/$mode.json" "$mode" ticks)
  if [ "$ticks" -ge $((frames_run - 10)) ] && [ "$frames" -ge 1 ] && [ "$frames" -le 24 ]; then
    ok "$mode: idle for $ticks ticks, drew $frames frames (at most 24)"
  else
    not_ok "$mode: idle for $ticks ticks, drew $frames frames (wanted 1 to 24)"
  fi
  late=$(stat "$TMP/$mode.json" "$mode" font_opens_after_1s)
  if [ "$late" -eq 0 ]; then ok "$mode: no font opened after the first second"
  else not_ok "$mode: $late fonts opened after the first second"; fi
  for field in cpu_ms_per_frame.p50 cpu_ms_per_frame.p99 cpu_ms_per_frame.max cpu_percent text_renders text_measures; do
    v=$(stat "$TMP/$mode.json" "$mode" "$field")
    [[ "$v" =~ ^[0-9.]+$ ]] || { not_ok "$mode: $field is '$v'"; continue 2; }
  done
  ok "$mode: the report has CPU per frame, CPU share, texts rendered and measured"
done

# 2. Input redraws: typing a code draws a frame for each key, far more than the idle blink.
cat >"$TMP/type.txt" <<'EOF'
20 key Tab
30 text TC1F
40 text 3H00
50 key BackSpace
60 key BackSpace
70 text 00
EOF
expect_exit 0 "typing on the menu and in Enter a code" game --profile Ada --saves "$TMP/saves" --frames 120 \
  --frame-stats "$TMP/input.json" --input "$TMP/type.txt"
menu_frames=$(stat "$TMP/input.json" menu frames)
if [ "$menu_frames" -ge 6 ]; then ok "the menu drew after each key ($menu_frames frames)"
else not_ok "the menu drew $menu_frames frames with six keys pressed (wanted 6 or more)"; fi

# 3. Something that moves draws every tick: the toy car driving its lesson.
cat >"$TMP/drive.txt" <<'EOF'
30 key space
EOF
expect_exit 0 "the toy car drives" game --profile Bo --saves "$TMP/saves" --mode toycar --frames 150 \
  --frame-stats "$TMP/drive.json" --input "$TMP/drive.txt" --state "$TMP/drive_state.json"
drive_frames=$(stat "$TMP/drive.json" toycar frames)
if [ "$drive_frames" -ge 60 ]; then ok "the driving car drew $drive_frames frames in 150 ticks"
else not_ok "the driving car drew only $drive_frames frames in 150 ticks"; fi

# 4. A bad path for the report: exit 1 with the reason, the game still ran.
expect_exit 1 "an unwritable --frame-stats path exits 1" game --profile Ada --saves "$TMP/saves" --frames 2 \
  --frame-stats /nonexistent/dir/f.json
check "... and says which file" grep -q "/nonexistent/dir/f.json" "$TMP/err"

finish
