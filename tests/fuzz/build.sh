#!/usr/bin/env bash
# build.sh - build the language's libFuzzer target (fuzz_lang.c) with clang, ASan and UBSan,
# apart from the normal CMake build. Usage: tests/fuzz/build.sh [OUT_DIR] (default build/fuzz).
# Writes OUT_DIR/fuzz_lang. Extra compiler flags may come in FUZZ_CFLAGS, e.g.
# FUZZ_CFLAGS=-fno-sanitize-coverage=trace-cmp for about twice the executions per second (the
# long campaigns behind the issue-3 note used it after seeding from runs with comparisons traced).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$root/build/fuzz}"
mkdir -p "$out"
cd "$root"
# shellcheck disable=SC2086 # FUZZ_CFLAGS is a list of flags
clang -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -g -O1 ${FUZZ_CFLAGS:-} \
    -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes -Wno-missing-field-initializers -Werror \
    -Igame -Itests \
    game/lang/*.c tests/lang/test_world.c tests/fuzz/fuzz_lang.c \
    -o "$out/fuzz_lang"
echo "built $out/fuzz_lang"
