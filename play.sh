#!/usr/bin/env bash
# Quick start: install what is missing, build a release, start the game (arguments pass on,
# e.g. ./play.sh --profile Ada).
set -euo pipefail
cd "$(dirname "$0")"
bash tools/deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j"$(nproc)" --target loopling loopling-gen
exec build/release/loopling "$@"
