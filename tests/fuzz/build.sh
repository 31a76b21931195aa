#!/usr/bin/env bash
# build.sh - build libFuzzer targets with clang, ASan and UBSan, apart from the normal CMake build
# (the rules are in tests/fuzz/fuzz.mk). Usage: tests/fuzz/build.sh [TARGET...]; with none, every
# tests/fuzz/fuzz_TARGET.c. Writes build/fuzz/fuzz_TARGET (FUZZ_OUT=DIR for another folder).
# When clang or its libFuzzer runtime is missing, it runs `tools/deps.sh fuzz` first.
# Extra compiler flags may come in FUZZ_CFLAGS, e.g. FUZZ_CFLAGS=-fno-sanitize-coverage=trace-cmp
# for about twice the executions per second (after seeding from runs with comparisons traced).
# FUZZ_JOBS sets make's jobs (default 2: the machine is shared).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${FUZZ_OUT:-$root/build/fuzz}"
cd "$root"

# clang that can link a libFuzzer target (libclang_rt.fuzzer).
toolchain_ok() {
    command -v clang >/dev/null 2>&1 || return 1
    local tmp
    tmp="$(mktemp -d)"
    printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' >"$tmp/t.c"
    local ok=0
    clang -fsanitize=fuzzer "$tmp/t.c" -o "$tmp/t" >/dev/null 2>&1 || ok=1
    rm -rf "$tmp"
    return $ok
}
if ! toolchain_ok; then
    echo "build.sh: clang or libFuzzer is missing; running tools/deps.sh fuzz" >&2
    bash "$root/tools/deps.sh" fuzz
    toolchain_ok || { echo "build.sh: still no clang with libFuzzer (Debian: clang, libclang-rt-dev)" >&2; exit 1; }
fi

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for f in tests/fuzz/fuzz_*.c; do
        t="${f#tests/fuzz/fuzz_}"
        targets+=("${t%.c}")
    done
fi
files=()
for t in "${targets[@]}"; do
    [ -f "tests/fuzz/fuzz_$t.c" ] || { echo "build.sh: no target '$t' (no tests/fuzz/fuzz_$t.c)" >&2; exit 2; }
    files+=("$out/fuzz_$t")
done
mkdir -p "$out"
make -s --no-print-directory -f tests/fuzz/fuzz.mk -j"${FUZZ_JOBS:-2}" OUT="$out" FUZZ_CFLAGS="${FUZZ_CFLAGS:-}" "${files[@]}"
for f in "${files[@]}"; do echo "built $f"; done
