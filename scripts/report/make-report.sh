#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make report: short benchmark runs in machine-readable form, then one self-contained HTML page
# and a PNG screenshot of it rendered by headless Chromium.
#   make-report.sh HOST_BENCH CM7_BENCH OUTDIR
# REPORT_SECONDS: time per row (default 0.05; the figures are indicative, `make bench` is the
# measurement). The Cortex-M7 counts are exact whatever the time (-icount). REPORT_PEERS: the
# --compare peers to try one by one when the benchmark has no --peer all (default: openssl
# libsodium mbedtls wolfcrypt).
set -euo pipefail
host=$1 cm7=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
secs=${REPORT_SECONDS:-0.05}
short=(--quiet --runs 3 --seconds "$secs")
mkdir -p "$out"
start=$(date +%s)

"$host" "${short[@]}" --format json > "$out/host.json"
# Every peer in one --compare --peer all run where the benchmark has it (its JSON: cairn and each
# peer in turn, and cairn's ratio to the fastest); else one run per peer it knows, those it does
# not know (exit 2) passed over, those it was built without reported.
peers=()
if "$host" --compare --peer all "${short[@]}" --format json > "$out/peers-all.json" 2> "$out/peers.err"; then
  peers=("$out/peers-all.json")
else
  rm -f "$out/peers-all.json"
  for p in ${REPORT_PEERS:-openssl libsodium mbedtls wolfcrypt}; do
    rc=0
    "$host" --compare --peer "$p" "${short[@]}" --format csv > "$out/peer-$p.csv" 2> "$out/peers.err" || rc=$?
    if [ "$rc" -eq 0 ]; then
      peers+=("$out/peer-$p.csv")
    else
      [ "$rc" -eq 2 ] || echo "report: peer $p: $(tail -1 "$out/peers.err")" >&2
      rm -f "$out/peer-$p.csv"
    fi
  done
fi
rm -f "$out/peers.err"
cm7_args=()
if [ -x "$cm7" ] && command -v qemu-system-arm >/dev/null; then
  "$root/ports/qemu-mps2-an500/run.sh" --icount "$cm7" --quick --quiet --format json > "$out/cm7.json"
  cm7_args=(--cm7 "$out/cm7.json")
else
  echo "report: no Cortex-M7 cairn-bench ($cm7) or no qemu-system-arm: the page has no Cortex-M7 tables" >&2
fi
python3 "$here/report.py" --host "$out/host.json" --peers "${peers[@]}" "${cm7_args[@]}" \
  --size "$root/docs/size.md" --out "$out/index.html" --markdown "$out/tables.md"
python3 "$here/cdp.py" "$out/index.html" "$out/report.png"
echo "report: $out/index.html, $out/report.png and $out/tables.md in $(( $(date +%s) - start )) s" >&2
