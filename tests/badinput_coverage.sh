#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Every function declared in include/cairn/*.h must be exercised by
# tests/test_badinput.c or one of its family files tests/badinput_*.c (bad-input checks for the whole public API; the typed
# hash functions it checks come from the shared list tests/hash_typed_list.h,
# expanded there). A new public function without a bad-input test fails this check.
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
# declarations: "cairn_name(" outside comments
funcs=$(sed -e 's://.*$::' "$root"/include/cairn/*.h | awk '
  { line = $0
    while (1) {
      if (inc) { e = index(line, "*/"); if (!e) { line = ""; break } line = substr(line, e + 2); inc = 0 }
      s = index(line, "/*"); if (!s) break
      out = out substr(line, 1, s - 1); line = substr(line, s + 2); inc = 1
    }
    print out line; out = "" }' | grep -oE '\bcairn_[a-z0-9_]+\(' | tr -d '(' | LC_ALL=C sort -u)
missing=0
n=0
for f in $funcs; do
  n=$((n + 1))
  if ! grep -qE "\\b$f\\b" "$root/tests/test_badinput.c" "$root"/tests/badinput_*.c "$root/tests/hash_typed_list.h"; then
    echo "badinput_coverage: $f (declared in include/cairn) has no bad-input check in tests/test_badinput.c" >&2
    missing=$((missing + 1))
  fi
done
echo "badinput_coverage: $n public functions, $missing without a bad-input check"
[ "$missing" -eq 0 ]
