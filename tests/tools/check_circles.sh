#!/usr/bin/env bash
# check_circles.sh BUILD_DIR SOURCE_DIR - fails when the program's files call each other in a circle (STYLE.md:
# every file stands above what it uses). Reads the object files CMake built for the game and its
# libraries (BUILD_DIR/CMakeFiles/{loopling,lp_*}.dir): file A uses file B when A needs a name that B
# defines (a function, or data such as a screen's table). Any circle of such uses is printed, file
# by file, and the exit status is 1. Tests and tools are not read, nor objects whose source file is
# gone (a build folder keeps them after a file moves).
set -euo pipefail
build="${1:?usage: check_circles.sh BUILD_DIR SOURCE_DIR}"
src="${2:?usage: check_circles.sh BUILD_DIR SOURCE_DIR}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mapfile -t objs < <(find "$build/CMakeFiles" -path '*/CMakeFiles/loopling.dir/*' -name '*.o' -o \
    -path '*/CMakeFiles/lp_*.dir/*' -name '*.o' | sort)
[ ${#objs[@]} -gt 0 ] || { echo "check_circles: no object files under $build/CMakeFiles" >&2; exit 2; }
name_of() { # the source file an object was built from: game/ui/shell/app.c
    local o="${1#*CMakeFiles/*.dir/}"
    echo "${o%.o}"
}
files=0
for o in "${objs[@]}"; do
    n="$(name_of "$o")"
    [ -f "$src/$n" ] || continue
    files=$((files + 1))
    nm --defined-only -g "$o" | awk -v f="$n" 'NF == 3 && $2 != "U" {print $3, f}' >>"$tmp/defs"
    nm -u "$o" | awk -v f="$n" '{print $NF, f}' >>"$tmp/uses"
done
sort -u "$tmp/defs" -o "$tmp/defs"
sort "$tmp/uses" -o "$tmp/uses"
# edges "user definer" for every name a file uses that another file defines
join "$tmp/uses" "$tmp/defs" | awk '$2 != $3 {print $2, $3}' | sort -u >"$tmp/edges"
edges="$(wc -l <"$tmp/edges")"
if tsort "$tmp/edges" >/dev/null 2>"$tmp/loops"; then
    echo "check_circles: no circles among $files files ($edges uses)"
    exit 0
fi
echo "check_circles: files that use each other in a circle (each uses the next; fix by moving what" \
     "both need below them):" >&2
sed -e 's/^tsort: .*input contains a loop:/circle:/' -e 's/^tsort: /  /' "$tmp/loops" >&2
exit 1
