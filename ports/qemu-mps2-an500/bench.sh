#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make cm7-bench: cairn-bench on the emulated Cortex-M7 under -icount shift=0,
# then a check that it printed every row the host benchmark has, in order, and
# (when the reference figures are present) that each row matched its reference line.
#   bench.sh HOST_BENCH CM7_BENCH [cairn-bench options, e.g. --quick]
set -euo pipefail
host=$1 cm7=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp)
trap 'rm -f "$out"' EXIT
start=$(date +%s)
"$here/run.sh" --icount "$cm7" "$@" | tee "$out"
echo "cm7-bench: $(( $(date +%s) - start )) s under QEMU" >&2
# host rows (all tables) in order, then the same names as first fields of the target's table lines
"$host" --list | tail -n +2 | cut -c18- | awk '{print $1}' > "$out.host" # the name: the first word past the table column
missing=0
prev=0
while read -r row; do
  line=$(grep -n -m1 -E "^$(printf '%s' "$row" | sed 's/[][\.*^$/]/\\&/g') " "$out" | cut -d: -f1 || true)
  if [ -z "$line" ]; then
    echo "cm7-bench: row '$row' of the host benchmark is missing" >&2; missing=1
  elif [ "$line" -le "$prev" ]; then
    echo "cm7-bench: row '$row' is out of the host order" >&2; missing=1
  else
    prev=$line
  fi
done < "$out.host"
rm -f "$out.host"
# with the reference figures (cairn-bench's default --reference, when present), every row found its figures
if grep -q '^Reference ' "$out"; then
  rows=$("$host" --list | tail -n +2 | wc -l)
  if ! grep -qE "^Reference .*; $rows rows matched" "$out"; then
    echo "cm7-bench: the Reference line does not say all $rows rows matched the reference figures" >&2; missing=1
  fi
fi
[ "$missing" -eq 0 ] && echo "cm7-bench: all $(wc -l < <("$host" --list | tail -n +2)) host rows printed, same order" >&2
exit "$missing"
