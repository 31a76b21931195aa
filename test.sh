#!/usr/bin/env bash
# Builds and runs every test: a release build (for the generator sweep, the benchmark and the
# debug-vs-release determinism check) and a debug build with AddressSanitizer and
# UndefinedBehaviorSanitizer, where CTest runs the unit, golden and end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")"
bash tools/deps.sh
jobs="$(nproc)"
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j"$jobs"
cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Debug -DLOOPLING_SANITIZE=ON \
      -DLOOPLING_RELEASE_GEN="$PWD/build/release/loopling-gen" >/dev/null
cmake --build build/test -j"$jobs"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build/test --output-on-failure -j"$jobs" "$@"
