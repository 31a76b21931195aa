#!/usr/bin/env bash
# Installs the Debian 12 packages Loopling's own commands need (./play.sh, ./test.sh, the
# README's Install commands), when any is missing: enough for a fresh minimal Debian
# (debootstrap --variant=minbase, git alone; tools/fresh-check.sh tries exactly that).
#
#   bash tools/deps.sh [GROUP...]
#
# Groups add packages for jobs outside ./test.sh:
#   fuzz   clang and libclang-rt-14-dev (libFuzzer) for tests/fuzz/build.sh and run.sh
# Idempotent and quiet when everything is present. As root it runs apt-get itself; as another
# user it uses sudo (so that user needs sudo rights).
set -euo pipefail
packages=(
  build-essential cmake pkg-config                          # the compiler, make, CMake, CPack, CTest
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev liblua5.4-dev libstb-dev fonts-dejavu-core
  libcrypt-dev                                              # the teacher PIN's hash (crypt_rn: yescrypt)
  gettext                                                   # msgfmt: po/*.po -> the game's catalogues
  jq                                                        # the end-to-end tests read --json and --state
  dpkg-dev file                                             # CPack's .deb: dpkg-shlibdeps, which runs file
  desktop-file-utils appstream                              # package.sh validates the launcher and metainfo
  mount util-linux                                          # e2e tests on saves: unshare, mount of a tmpfs
  sudo                                                      # the README's `sudo apt install ./...deb` works as root too
)
for group in "$@"; do
  case "$group" in
    fuzz) packages+=(clang libclang-rt-14-dev) ;;
    *) echo "deps.sh: unknown group '$group' (groups: fuzz)" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
as_root=(env DEBIAN_FRONTEND=noninteractive)
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps.sh: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  as_root=(sudo "${as_root[@]}")
fi
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
