#!/usr/bin/env bash
# fresh-check.sh - does a fresh Debian 12 pass the README's commands? (issue 14)
#
#   sudo tools/fresh-check.sh [--as root|user|both] [--dir DIR] [--keep] [--new-base]
#
# Builds a minimal Debian 12 chroot (debootstrap --variant=minbase bookworm, from the apt mirror
# this machine uses: the URIs in /etc/apt/sources.list and /etc/apt/sources.list.d/*.sources),
# installs git in it (and sudo, for the user run), clones this checkout's committed HEAD into it
# and runs README.md's Quick start and Install commands there as they are written (./play.sh
# headless, with `--frames 5 --screenshot /tmp/x.png` appended so that it exits), then the
# installed game's --version and a headless frame from it (the .deb's and the tarball's).
# --as root: as root; --as user: as a new user with passwordless sudo, in a chroot of its own;
# both (the default) does one after the other. Prints each step's name, exit status and wall
# time, and exits 1 when any step failed. Logs: DIR/logs/. The debootstrapped base is kept in
# DIR/base and copied for each run (never entered itself); --new-base makes it again. --keep
# keeps the runs' chroots (DIR/root, DIR/user). Needs root and the network to the apt mirror;
# installs debootstrap on this machine when it is missing. Not part of ./test.sh or CI.
set -euo pipefail

usage() { sed -n '4p' "$0" | sed 's/^#  *//' >&2; exit 2; }
as=both dir=/var/tmp/loopling-fresh keep=0 new_base=0
while [ $# -gt 0 ]; do
  case "$1" in
    --as) [ $# -ge 2 ] || usage; as="$2"; shift 2 ;;
    --dir) [ $# -ge 2 ] || usage; dir="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    --new-base) new_base=1; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fresh-check: unknown option '$1'" >&2; usage ;;
  esac
done
case "$as" in root) whos=(root) ;; user) whos=(user) ;; both) whos=(root user) ;; *) usage ;; esac
[ "$(id -u)" -eq 0 ] || { echo "fresh-check: run as root (it builds a chroot and mounts into it)" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
case "$dir/" in
  /|"$repo"/*) echo "fresh-check: --dir $dir must be outside the repository and not /" >&2; exit 2 ;;
esac
logs="$dir/logs"
mkdir -p "$logs"
exec 9>"$dir/.lock"
flock -n 9 || { echo "fresh-check: another fresh-check is using $dir" >&2; exit 2; }
# The commit checked: HEAD now, cloned once (bare) and copied into each run's chroot, so that
# both runs check the same commit whatever happens to the checkout meanwhile.
commit="$(git -C "$repo" rev-parse HEAD)"
rm -rf "$dir/loopling.git"
git clone -q --bare --no-local "$repo" "$dir/loopling.git"
git -C "$dir/loopling.git" symbolic-ref HEAD >/dev/null 2>&1 &&
  git -C "$dir/loopling.git" update-ref "$(git -C "$dir/loopling.git" symbolic-ref HEAD)" "$commit"

# ---- the table ---------------------------------------------------------------------------
rows=() failed=0
# step NAME LOG COMMAND...: run COMMAND with no input, its output in LOG; one row in the table.
step() {
  local name="$1" log="$2"; shift 2
  local t0=$EPOCHREALTIME rc=0
  echo "== $name" >&2
  "$@" </dev/null >"$log" 2>&1 || rc=$?
  local secs
  secs=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  rows+=("$name"$'\t'"$rc"$'\t'"$secs s")
  echo "   exit $rc, $secs s (log: $log)" >&2
  if [ "$rc" -ne 0 ]; then
    failed=1
    tail -n 15 "$log" | sed 's/^/   | /' >&2
  fi
  return "$rc"
}
table() {
  echo
  echo "fresh-check of ${commit:0:7} ($(git -C "$repo" log -1 --format=%s "$commit" | cut -c1-60))"
  { printf 'step\texit\twall\n'; printf '%s\n' "${rows[@]}"; } |
    awk -F'\t' '{ r[NR] = $0; if (length($1) > w) w = length($1) }
                END { for (i = 1; i <= NR; i++) { split(r[i], f, "\t"); printf "%-*s %4s %9s\n", w, f[1], f[2], f[3] } }'

}

# ---- mounts: always undone, even on failure ----------------------------------------------------
mounted=()
unmount_all() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null || true
  done
  mounted=()
}
trap 'unmount_all' EXIT
trap 'unmount_all; exit 130' INT TERM
mount_into() { # mount_into CHROOT: /proc, /sys, /dev, /dev/pts, /dev/shm bound in
  local m
  for m in /proc /sys /dev /dev/pts /dev/shm; do
    mkdir -p "$1$m"
    mount --bind "$m" "$1$m"
    mounted+=("$1$m")
  done
}
# still_mounted DIR: is anything mounted at or below DIR?
still_mounted() { awk -v d="$1" '$2 == d || index($2, d "/") == 1 { f = 1 } END { exit !f }' /proc/mounts; }
remove_tree() { # remove_tree DIR: only when nothing is mounted below it
  [ -e "$1" ] || return 0
  if still_mounted "$1"; then
    echo "fresh-check: something is still mounted under $1; not removing it" >&2
    return 1
  fi
  rm -rf --one-file-system "$1"
}

# ---- the mirror this machine uses ----------------------------------------------------------
# Prints "URI SUITE COMPONENTS..." for each Debian bookworm* entry of the apt sources.
apt_entries() {
  local f
  if [ -f /etc/apt/sources.list ]; then
    awk '$1 == "deb" { i = 2; if ($2 ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                       uri = $i; suite = $(i + 1); comps = ""
                       for (j = i + 2; j <= NF && $j !~ /^#/; j++) comps = comps " " $j
                       print uri, suite comps }' /etc/apt/sources.list
  fi
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    awk 'function flush() { if (types ~ /(^| )deb( |$)/ && enabled != "no")
                              for (u in uris) for (s in suites) print uris[u], suites[s], comps
                            types = ""; enabled = ""; comps = ""; delete uris; delete suites }
         /^#/ { next }
         /^[ \t]*$/ { flush(); next }
         { key = tolower($1); sub(/:$/, "", key); $1 = "" ; val = substr($0, 2) }
         key == "types" { types = val }
         key == "enabled" { enabled = tolower(val) }
         key == "components" { comps = val }
         key == "uris" { split(val, uris, " ") }
         key == "suites" { split(val, suites, " ") }
         END { flush() }' "$f"
  done
}
entries="$(apt_entries | awk '$2 ~ /^bookworm(-|$)/' | sort -u)"
mirror="$(awk '$2 == "bookworm" { print $1; exit }' <<<"$entries")"
[ -n "$mirror" ] || { echo "fresh-check: no Debian bookworm mirror in this machine's apt sources" >&2; exit 2; }
sources_list="$(awk '{ printf "deb %s %s", $1, $2; for (i = 3; i <= NF; i++) printf " %s", $i; if (NF < 3) printf " main"; print "" }' <<<"$entries")"

# ---- the base: debootstrap --variant=minbase, made once -------------------------------------
base="$dir/base"
[ "$new_base" -eq 0 ] || { remove_tree "$base"; rm -f "$dir/base.ok"; }
if [ ! -f "$dir/base.ok" ]; then
  remove_tree "$base"
  if ! command -v debootstrap >/dev/null; then
    step "host: apt-get install debootstrap" "$logs/host-debootstrap.log" \
      bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap' \
      || { table; exit 1; }
  fi
  step "debootstrap --variant=minbase bookworm ($mirror)" "$logs/debootstrap.log" \
    debootstrap --variant=minbase bookworm "$base" "$mirror" || { table; exit 1; }
  touch "$dir/base.ok"
fi

# ---- the README's commands ------------------------------------------------------------------
readme="$(git -C "$repo" show "$commit:README.md")"
# section_commands HEADING: the command lines of the first ```sh block under "## HEADING",
# comments after a "  #" taken off.
section_commands() {
  awk -v h="## $1" '$0 == h { in_s = 1; next }
                    in_s && /^## / { exit }
                    in_s && /^```sh$/ { in_b = 1; next }
                    in_b && /^```/ { exit }
                    in_b { sub(/[ \t]+#.*$/, ""); if ($0 !~ /^[ \t]*(#|$)/) print }' <<<"$readme"
}
mapfile -t quick < <(section_commands "Quick start (Debian 12)")
mapfile -t install < <(section_commands "Install")
[ ${#quick[@]} -gt 0 ] && [ ${#install[@]} -gt 0 ] || {
  echo "fresh-check: README.md has no Quick start or Install commands in \`\`\`sh blocks" >&2; exit 2; }

# ---- one run: a fresh chroot, git, the clone, the commands ---------------------------------------
run() { # run root|user
  local who="$1" root="$dir/$1" user home
  if [ "$who" = root ]; then user=root home=/root; else user=pupil home=/home/pupil; fi
  remove_tree "$root"
  cp -a "$base" "$root"
  printf '%s\n' "$sources_list" >"$root/etc/apt/sources.list"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # as an installed Debian has it (else sudo says "unable to resolve host")
  printf '127.0.0.1\tlocalhost\n127.0.1.1\t%s\n' "$(hostname)" >"$root/etc/hosts"
  mount_into "$root"
  # as WHO: a login shell of the run's account in the chroot, in its clone when there is one
  as_user() { chroot "$root" /usr/bin/env -i TERM=dumb /usr/sbin/runuser -l "$user" -c "$1"; }
  local pkgs=git
  [ "$who" = user ] && pkgs="git sudo"
  step "[$who] chroot: apt-get install $pkgs" "$logs/$who-setup.log" \
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
      bash -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $pkgs" || return 0
  if [ "$who" = user ]; then
    chroot "$root" /usr/sbin/useradd -m -s /bin/bash pupil
    echo 'pupil ALL=(ALL) NOPASSWD:ALL' >"$root/etc/sudoers.d/pupil"
    chmod 440 "$root/etc/sudoers.d/pupil"
  fi
  cp -a "$dir/loopling.git" "$root/srv/loopling.git"
  chroot "$root" chown -R "$user:" /srv/loopling.git
  step "[$who] git clone" "$logs/$who-clone.log" as_user "git clone /srv/loopling.git loopling" || return 0
  local i=0 cmd
  for cmd in "${quick[@]}" "${install[@]}"; do
    i=$((i + 1))
    case "$cmd" in
      ./play.sh*) cmd="SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $cmd --frames 5 --screenshot /tmp/x.png" ;;
    esac
    step "[$who] $cmd" "$logs/$who-$i.log" as_user "cd ~/loopling && $cmd" || true
  done
  local headless="SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy"
  step "[$who] installed (.deb): loopling --version" "$logs/$who-deb-version.log" \
    as_user "/usr/bin/loopling --version" || true
  step "[$who] installed (.deb): a headless frame" "$logs/$who-deb-frame.log" \
    as_user "$headless /usr/bin/loopling --frames 5 --screenshot /tmp/deb.png && test -s /tmp/deb.png" || true
  step "[$who] installed (tarball): ~/.local/bin/loopling --version" "$logs/$who-tgz-version.log" \
    as_user "~/.local/bin/loopling --version" || true
  step "[$who] installed (tarball): a headless frame" "$logs/$who-tgz-frame.log" \
    as_user "$headless ~/.local/bin/loopling --frames 5 --screenshot /tmp/tgz.png && test -s /tmp/tgz.png" || true
}

for who in "${whos[@]}"; do
  run "$who"
  unmount_all
  if [ "$keep" -eq 0 ]; then remove_tree "$dir/$who"; fi
done
table
exit "$failed"
