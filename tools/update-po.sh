#!/usr/bin/env bash
# update-po.sh - the words to translate, collected from the sources into po/loopling.pot and merged
# into every po/LANG.po (docs/translating.md).
#
#   bash tools/update-po.sh           rewrite po/loopling.pot and merge it into po/*.po
#   bash tools/update-po.sh --check   change nothing; exit 1 when po/loopling.pot is out of date
#                                     with the sources or a po/LANG.po lacks a translation
#
# Collected: _("..."), N_("..."), P_("context", "..."), lp_trn("one", "many", n) in game/ and
# generators/; buttons_add's label (widgets.h: buttons draw their English label translated); the
# lessons' `title:`, `hint:` and `sign:` lines (levels/*/*.level); the shipped dungeon flowcharts'
# `title = "..."` (scripts/dungeons/*.lua).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[ "${1:-}" = "--check" ] && check=1
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

find game generators -name '*.[ch]' | LC_ALL=C sort >"$tmp/files"
# xgettext counts arguments by commas and does not see braces as nesting: a compound literal
# `(SDL_Rect){x, y, w, h}` before buttons_add's label would hide the label. Copies with those
# braces as parentheses are read instead (same lines, so the references stay right).
while read -r f; do
  mkdir -p "$tmp/src/$(dirname "$f")"
  sed -E 's/\(SDL_Rect\)\{([^{}]*)\}/(SDL_Rect)(\1)/g' "$f" >"$tmp/src/$f"
done <"$tmp/files"
xgettext --directory="$tmp/src" --from-code=UTF-8 --language=C --no-wrap --add-comments=TRANSLATORS \
  --keyword=_ --keyword=N_ --keyword=P_:1c,2 --keyword=NP_:1c,2 --keyword=lp_tr --keyword=lp_trc:1c,2 \
  --keyword=lp_trn:1,2 --keyword=buttons_add:3 --package-name=Loopling --msgid-bugs-address=dev@loopling.invalid \
  --files-from="$tmp/files" --output="$tmp/code.pot"

# Lessons and flowcharts: one entry per line, its place as the reference.
{
  for f in $(find levels -name '*.level' | LC_ALL=C sort); do
    awk -v file="$f" '
      /^(title|hint|sign): / {
        text = $0; sub(/^[a-z]+: /, "", text)
        gsub(/\\/, "\\\\", text); gsub(/"/, "\\\"", text)
        key = substr($0, 1, index($0, ":") - 1)
        printf "#. TRANSLATORS: a lesson'"'"'s %s\n#: %s:%d\nmsgid \"%s\"\nmsgstr \"\"\n\n", key, file, NR, text
      }' "$f"
  done
  for f in $(find scripts/dungeons -name '*.lua' | LC_ALL=C sort); do
    awk -v file="$f" '
      match($0, /^[ \t]*title[ \t]*=[ \t]*"[^"]*"/) {
        text = substr($0, RSTART, RLENGTH); sub(/^[^"]*"/, "", text); sub(/"$/, "", text)
        printf "#. TRANSLATORS: a dungeon'"'"'s name\n#: %s:%d\nmsgid \"%s\"\nmsgstr \"\"\n\n", file, NR, text
      }' "$f"
  done
} >"$tmp/data.body"
{
  printf 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
  cat "$tmp/data.body"
} >"$tmp/data.pot"
msguniq --no-wrap --use-first "$tmp/data.pot" -o "$tmp/data_u.pot"
msgcat --no-wrap --use-first "$tmp/code.pot" "$tmp/data_u.pot" -o "$tmp/loopling.pot"
# a stable header: no creation date, so the file changes only when the words do
sed -i '/^"POT-Creation-Date:/d' "$tmp/loopling.pot"

if [ "$check" = 1 ]; then
  status=0
  if ! diff -q <(grep -v '^#' "$tmp/loopling.pot") <(grep -v '^#' po/loopling.pot) >/dev/null 2>&1; then
    echo "po/loopling.pot is out of date with the sources: run bash tools/update-po.sh" >&2
    diff <(grep -E '^msgid' "$tmp/loopling.pot" | LC_ALL=C sort -u) \
         <(grep -E '^msgid' po/loopling.pot | LC_ALL=C sort -u) | head -20 >&2 || true
    status=1
  fi
  for po in po/*.po; do
    stats="$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1)"
    if grep -qE 'untranslated|fuzzy' <<<"$stats"; then
      echo "$po: $stats" >&2
      status=1
    fi
    if ! msgcmp --use-untranslated "$po" "$tmp/loopling.pot" 2>"$tmp/cmp"; then
      echo "$po: lacks entries of the sources:" >&2
      head -20 "$tmp/cmp" >&2
      status=1
    fi
  done
  exit "$status"
fi

cp "$tmp/loopling.pot" po/loopling.pot
for po in po/*.po; do
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-wrap "$po" po/loopling.pot
  msgattrib --no-wrap --no-obsolete "$po" -o "$po"
done
echo "po/loopling.pot: $(grep -c '^msgid' po/loopling.pot) entries (with the header)"
for po in po/*.po; do echo "$po: $(LC_ALL=C msgfmt --statistics -o /dev/null "$po" 2>&1)"; done
