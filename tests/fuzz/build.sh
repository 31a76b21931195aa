#!/usr/bin/env bash
# build.sh - build the language's libFuzzer target (fuzz_lang.c) with clang, ASan and UBSan,
# apart from the normal CMake build. Usage: tests/fuzz/build.sh [OUT_DIR] (default build/fuzz).
# Writes OUT_DIR/fuzz_lang.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$root/build/fuzz}"
mkdir -p "$out"
cd "$root"
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -g -O1 \
    -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wno-missing-field-initializers -Werror \
    -Igame -Itests \
    game/lang/*.c tests/lang/test_world.c tests/fuzz/fuzz_lang.c \
    -o "$out/fuzz_lang"
echo "built $out/fuzz_lang"
