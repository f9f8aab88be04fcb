#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Division and modulo take a data-dependent number of cycles on many CPUs
# (and are library calls on Cortex-M0), so they must never see a secret.
# This lists every '/' and '%' operator in src/ outside comments, strings
# and #include lines, and fails on any line not in the reviewed allow-list
# scripts/division-allowlist.txt ("path: code" per line, a "# why" comment
# above each). A line that changes must be reviewed and re-listed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
allow="$root/scripts/division-allowlist.txt"
cd "$root"

# Strip comments, string and character literals (keeping line numbers), then
# report code lines that still contain '/' or '%'.
scan() {
  awk '
  FNR == 1 { incomment = 0 }
  {
    line = $0; out = "";
    i = 1; n = length(line);
    while (i <= n) {
      c = substr(line, i, 1); c2 = substr(line, i, 2);
      if (incomment) {
        if (c2 == "*/") { incomment = 0; i += 2; } else i++;
        continue;
      }
      if (c2 == "/*") { incomment = 1; i += 2; continue; }
      if (c2 == "//") break;
      if (c == "\"" || c == "\047") {
        q = c; i++;
        while (i <= n && substr(line, i, 1) != q) { if (substr(line, i, 1) == "\\") i++; i++; }
        i++; out = out q q; continue;
      }
      out = out c; i++;
    }
    if (out ~ /^[ \t]*#[ \t]*include/) next;
    if (out ~ /[\/%]/) {
      sub(/^[ \t]+/, "", out); sub(/[ \t]+$/, "", out);
      printf "%s:%d: %s\n", FILENAME, FNR, out;
    }
  }' "$@"
}

files=$(find src -name '*.c' -o -name '*.h' | LC_ALL=C sort)
# shellcheck disable=SC2086
hits=$(scan $files || true)
bad=0
count=0
while IFS= read -r h; do
  [ -z "$h" ] && continue
  count=$((count + 1))
  file="${h%%:*}"
  code="${h#*: }"
  if ! grep -Fxq -- "$file: $code" "$allow"; then
    echo "check-division: not in the reviewed allow-list: $h" >&2
    bad=1
  fi
done <<< "$hits"
if [ "$bad" -ne 0 ]; then
  echo "check-division: FAILED. Division/modulo must not touch secrets; if this use is on public data," >&2
  echo "  add \"<path>: <code>\" with a '# why' line to scripts/division-allowlist.txt" >&2
  exit 1
fi
echo "check-division: $count '/' or '%' uses in src/, all in the reviewed allow-list"
