#!/usr/bin/env bash
# The installable package (packaging/package.cmake): cpack's .deb and .tar.gz, made from the
# release build ./test.sh has just built (RELEASE_GEN's folder, nothing is recompiled), hold the
# binaries, the data, the launcher, the AppStream metainfo and the icons; the launcher and the
# metainfo validate; the tarball unpacked into a temporary prefix runs, draws its menu from its
# own data, keeps its saves under SDL_GetPrefPath, and its loopling-gen reads its own grammar.
# Skipped without dpkg-deb or a release build. Never installs anything on the machine.
source "$(dirname "$0")/lib.bash"
if ! command -v dpkg-deb >/dev/null || ! command -v cpack >/dev/null; then
  echo "package: skipped (no dpkg-deb or cpack)"; exit 0
fi
rel="$(dirname "${RELEASE_GEN:-/nonexistent/x}")"
if [ ! -f "$rel/CPackConfig.cmake" ]; then
  echo "package: skipped (no release build with CPackConfig.cmake)"; exit 0
fi
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1700000000}"
expect_exit 0 "cpack builds the packages" cpack --config "$rel/CPackConfig.cmake" -B "$TMP/pkg"
deb="$(ls "$TMP"/pkg/loopling_*.deb 2>/dev/null | head -1)"
tgz="$(ls "$TMP"/pkg/loopling-*.tar.gz 2>/dev/null | head -1)"
check "a .deb was made" test -s "$deb"
check "a .tar.gz was made" test -s "$tgz"

dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$TMP/deb.list"
for f in /usr/bin/loopling /usr/bin/loopling-gen \
         /usr/share/loopling/assets/sprites/car.png /usr/share/loopling/packaging/icons/loopling.png \
         /usr/share/loopling/assets/sounds/click.wav /usr/share/loopling/assets/sounds/music_toycar.wav \
         /usr/share/locale/de/LC_MESSAGES/loopling.mo /usr/share/locale/es/LC_MESSAGES/loopling.mo \
         /usr/share/loopling/scripts/templates/short_loop.template \
         /usr/share/loopling/scripts/grammars/mays.lua \
         /usr/share/applications/org.loopling.Loopling.desktop \
         /usr/share/metainfo/org.loopling.Loopling.metainfo.xml \
         /usr/share/icons/hicolor/48x48/apps/loopling.png /usr/share/icons/hicolor/64x64/apps/loopling.png \
         /usr/share/icons/hicolor/128x128/apps/loopling.png \
         /usr/share/icons/hicolor/scalable/apps/loopling.svg; do
  check "the .deb holds $f" grep -qx "$f" "$TMP/deb.list"
done
for d in levels/toycar levels/bots levels/mays; do
  check "the .deb holds $d" grep -q "^/usr/share/loopling/$d/.*\.level$" "$TMP/deb.list"
done
check "Section: games" test "$(dpkg-deb -f "$deb" Section)" = games
check "Depends from shlibdeps (libSDL2) and the fonts" \
  bash -c "dpkg-deb -f '$deb' Depends | grep -q 'libsdl2-2.0-0' && dpkg-deb -f '$deb' Depends | grep -q fonts-dejavu-core"

mkdir -p "$TMP/deb"
dpkg-deb -x "$deb" "$TMP/deb"
if command -v desktop-file-validate >/dev/null; then
  check "desktop-file-validate passes" desktop-file-validate "$TMP/deb/usr/share/applications/org.loopling.Loopling.desktop"
else
  echo "(desktop-file-validate not installed: not checked)"
fi
if command -v appstreamcli >/dev/null; then
  check "appstreamcli validate passes" appstreamcli validate --no-net "$TMP/deb/usr/share/metainfo/org.loopling.Loopling.metainfo.xml"
else
  echo "(appstreamcli not installed: not checked)"
fi
for s in 48 64 128; do
  read -r w h _ < <("$PNG_PROBE" "$TMP/deb/usr/share/icons/hicolor/${s}x${s}/apps/loopling.png")
  check "the ${s}x${s} icon is ${s}x${s}" test "$w x $h" = "$s x $s"
done

# The tarball installed into a prefix: the game finds its data beside its binary.
P="$TMP/prefix"
mkdir -p "$P"
tar -xzf "$tgz" -C "$P"
check "the tarball has bin/ and share/loopling at its top" test -x "$P/bin/loopling" -a -d "$P/share/loopling/levels"
expect_exit 0 "the installed loopling --version runs" "$P/bin/loopling" --version
check "it prints a version" grep -q '[0-9]\.[0-9]' "$TMP/out"
export XDG_DATA_HOME="$TMP/xdg" HOME="$TMP/home"
mkdir -p "$HOME"
expect_exit 0 "the installed game draws its menu headless" \
  "$P/bin/loopling" --profile Ada --frames 4 --screenshot "$SHOTS/package_menu.png"
read -r w h colours < <("$PNG_PROBE" "$SHOTS/package_menu.png")
check "the menu screenshot is a real picture (${w}x${h}, $colours colours)" \
  test "$w x $h" = "1280 x 720" -a "${colours:-0}" -gt 800
check "its saves go under SDL_GetPrefPath (XDG_DATA_HOME)" test -s "$XDG_DATA_HOME/Loopling/loopling/ada.save"
check "and not into the prefix" test ! -e "$P/saves" -a ! -e "$P/share/loopling/saves"
# ... and speaks German from its own catalogue (share/locale beside it)
check "the tarball has the German catalogue" test -s "$P/share/locale/de/LC_MESSAGES/loopling.mo"
"$P/bin/loopling" --lang de --profile Ada --frames 4 --state "$TMP/pkg_de.json" >/dev/null 2>&1 || true
check "the installed game's menu in German" jq -e '.language == "de" and (.texts | index("Einstellungen") != null)' "$TMP/pkg_de.json"

# loopling-gen reads the installed grammar (a broken copy is what it reports).
CODE=$'statue1.MoveRight();\nblock1.MoveUp();'
expect_exit 0 "the installed loopling-gen makes a May's Journey level" "$P/bin/loopling-gen" mays --code-text "$CODE" --seed 3 --json
printf 'this is not lua (\n' >"$P/share/loopling/scripts/grammars/mays.lua"
expect_exit 2 "with its installed grammar broken it says so" "$P/bin/loopling-gen" mays --code-text "$CODE" --seed 3 --json
check "naming the installed file" grep -q "$P/bin/../share/loopling/scripts/grammars/mays.lua" "$TMP/err"
finish
