#!/usr/bin/env bash
# The sound program (assets/tools/make_sounds.c) makes every sound the game ships, byte for byte,
# and nothing else: regenerate with `cmake --build build/release --target sounds`.
source "$(dirname "$0")/lib.bash"
: "${MAKE_SOUNDS:?}"
"$MAKE_SOUNDS" "$TMP/a"
"$MAKE_SOUNDS" "$TMP/b"
check "make_sounds makes the same set of files the repo ships" \
  test "$(cd "$TMP/a" && ls)" = "$(cd "$SRC/assets/sounds" && ls)"
check "two runs give byte-identical sounds" diff -r "$TMP/a" "$TMP/b"
for f in "$SRC"/assets/sounds/*.wav; do
  name="$(basename "$f")"
  if [ ! -f "$TMP/a/$name" ]; then
    not_ok "$name is shipped but make_sounds does not make it"
  elif cmp -s "$f" "$TMP/a/$name"; then
    ok "$name is exactly what make_sounds makes"
  else
    not_ok "$name differs from what make_sounds makes: run cmake --build BUILD --target sounds"
  fi
done
# PCM, 16-bit, mono, 22050 Hz (the header's fields); the effects short, the loops 12-20 s.
for f in "$TMP"/a/*.wav; do
  name="$(basename "$f" .wav)"
  read -r fmt ch rate bits size < <(od -An -tu2 -j20 -N4 "$f" | tr '\n' ' '; od -An -tu4 -j24 -N4 "$f" | tr '\n' ' ';
    od -An -tu2 -j34 -N2 "$f" | tr '\n' ' '; od -An -tu4 -j40 -N4 "$f")
  check "$name is PCM 16-bit mono 22050 Hz" test "$fmt $ch $rate $bits" = "1 1 22050 16"
  ms=$((size * 1000 / 44100))
  case "$name" in
    music_*) check "$name loops for 12 to 20 s (${ms} ms)" test "$ms" -ge 12000 -a "$ms" -le 20000 ;;
    *) check "$name lasts 50 to 600 ms (${ms} ms)" test "$ms" -ge 50 -a "$ms" -le 600 ;;
  esac
done
total=$(du -cb "$SRC"/assets/sounds/*.wav | tail -1 | cut -f1)
check "assets/sounds stays under 4 MB (${total} bytes)" test "$total" -lt 4194304
finish
