#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make lint: the include graph (scripts/check-includes.sh), then cppcheck and
# clang-tidy over src/, clean apart from the justified suppressions in
# scripts/lint-suppressions.txt. Any finding fails.
#   LINT_BUILD (default build-lint): where the compile database is generated.
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
