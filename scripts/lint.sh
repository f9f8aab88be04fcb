#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make lint: the include graph (scripts/check-includes.sh), then cppcheck and
# clang-tidy over src/, clean apart from the justified suppressions in
# scripts/lint-suppressions.txt. Any finding fails.
#   LINT_BUILD (default build-lint): where the compile database is generated.
# The aarch64 back ends (src/accel/arm, compiled to nothing on x86-64) get the same two passes on
# an aarch64 compile database (LINT_BUILD-arm64, cmake/aarch64-linux-gnu.cmake), when the cross
# sysroot scripts/deps.sh installs is there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${LINT_BUILD:-$root/build-lint}"
sup="$root/scripts/lint-suppressions.txt"
cd "$root"

# the include graph goes one way (scripts/check-includes.sh), and the check
# catches a cycle added to a copy of the tree
bash "$root/scripts/check-includes.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp -r "$root/src" "$root/include" "$tmp/"
echo '#include "mode/mode_internal.h"' >>"$tmp/src/cipher/cipher_internal.h"
if bash "$root/scripts/check-includes.sh" "$tmp" >/dev/null 2>&1; then
  echo "lint: SELF-TEST FAILED: check-includes.sh accepted an include cycle" >&2
  exit 1
fi
echo "check-includes: self-test ok (a cycle added to a copy of src/ is refused)"

# compile_commands.json for clang-tidy and the generated build_config.h for both
cmake -S "$root" -B "$out" -DCMAKE_C_COMPILER=clang -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
  -DCAIRN_BUILD_TESTS=OFF -DCAIRN_BUILD_BENCH=OFF >/dev/null
srcs=$(find src -name '*.c' | LC_ALL=C sort)

cpp_sup=()
while read -r s; do cpp_sup+=("--suppress=$s"); done < <(sed -n 's/^cppcheck: *//p' "$sup")
echo "== cppcheck $(cppcheck --version | awk '{print $2}') =="
# shellcheck disable=SC2086
cppcheck -j "${JOBS:-2}" --std=c99 --enable=warning,style,performance,portability --inline-suppr --quiet --error-exitcode=1 \
  -I include -I src -I "$out/include" -DCAIRN_HAVE_BUILD_CONFIG -D__GNUC__ -D__x86_64__ -D__linux__ \
  "${cpp_sup[@]}" --template='{file}:{line}: {severity} ({id}): {message}' $srcs
echo "cppcheck: clean ($(echo $srcs | wc -w) files)"

checks='-*,clang-analyzer-*,bugprone-*,cert-*,misc-*,portability-*,performance-*'
for c in $(sed -n 's/^clang-tidy: *//p' "$sup"); do checks="$checks,-$c"; done
echo "== clang-tidy ($checks) =="
# JOBS (default 2) clang-tidy processes, a few files each: one is single-threaded, and the files are
# analysed one by one either way; any finding in any of them fails (xargs exits non-zero).
# shellcheck disable=SC2086
log=$(printf '%s\n' $srcs | xargs -P "${JOBS:-2}" -n 4 clang-tidy -p "$out" --quiet --checks="$checks" \
  --warnings-as-errors='*' 2>&1) || {
  echo "$log" | grep -v "warnings generated" >&2
  echo "lint: clang-tidy FAILED" >&2
  exit 1
}
echo "clang-tidy: clean ($(echo $srcs | wc -w) files)"

# the aarch64 back ends, on their own compile database
if [ -e /usr/aarch64-linux-gnu/lib/libc.so.6 ]; then
  arm_out="$out-arm64"
  cmake -S "$root" -B "$arm_out" $([ -f "$arm_out/CMakeCache.txt" ] || echo "-DCMAKE_TOOLCHAIN_FILE=$root/cmake/aarch64-linux-gnu.cmake") \
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DCAIRN_BUILD_TESTS=OFF -DCAIRN_BUILD_BENCH=OFF -DCAIRN_BUILD_CLI=OFF >/dev/null
  arm_srcs=$(find src/accel/arm -name '*.c' | LC_ALL=C sort)
  # shellcheck disable=SC2086
  cppcheck -j "${JOBS:-2}" --std=c99 --enable=warning,style,performance,portability --inline-suppr --quiet --error-exitcode=1 \
    -I include -I src -I "$arm_out/include" -DCAIRN_HAVE_BUILD_CONFIG -D__GNUC__ -D__aarch64__ -D__ARM_NEON -D__linux__ \
    "${cpp_sup[@]}" --template='{file}:{line}: {severity} ({id}): {message}' $arm_srcs
  # shellcheck disable=SC2086
  log=$(printf '%s\n' $arm_srcs | xargs -P "${JOBS:-2}" -n 4 clang-tidy -p "$arm_out" --quiet --checks="$checks" \
    --warnings-as-errors='*' 2>&1) || {
    echo "$log" | grep -v "warnings generated" >&2
    echo "lint: clang-tidy FAILED (aarch64)" >&2
    exit 1
  }
  echo "aarch64: cppcheck and clang-tidy clean ($(echo $arm_srcs | wc -w) files of src/accel/arm)"
else
  echo "aarch64: no cross sysroot (scripts/deps.sh): src/accel/arm not linted"
fi
