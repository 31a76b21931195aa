#!/usr/bin/env bash
# The art program draws every sprite the game ships, deterministically, and nothing else.
source "$(dirname "$0")/lib.bash"
: "${MAKE_ART:?}"
"$MAKE_ART" "$TMP/a" "$TMP/icons"
"$MAKE_ART" "$TMP/b" "$TMP/icons2"
check "make_art draws the same set of files the repo ships" \
  test "$(cd "$TMP/a" && ls)" = "$(cd "$SRC/assets/sprites" && ls)"
check "two runs give byte-identical sprites" diff -r "$TMP/a" "$TMP/b"
check "the shipped sprites are exactly what the program draws" diff -r "$TMP/a" "$SRC/assets/sprites"
check "the shipped icon is exactly what the program draws" cmp "$TMP/icons/loopling.png" "$SRC/packaging/icons/loopling.png"
check "the app icon is drawn" test -s "$TMP/icons/loopling.png"
for s in 48 64 128; do
  check "the shipped ${s} px icon is exactly what the program draws" \
    cmp "$TMP/icons/loopling_$s.png" "$SRC/packaging/icons/loopling_$s.png"
done
for f in "$TMP"/a/*.png; do
  read -r w h n < <("$PNG_PROBE" "$f")
  read -r w2 h2 n2 < <("$PNG_PROBE" "$SRC/assets/sprites/$(basename "$f")")
  check "$(basename "$f") has the shipped size ${w2}x${h2}" test "$w x $h" = "$w2 x $h2"
done
finish
