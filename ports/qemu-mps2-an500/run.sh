#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Run a Cortex-M7 image on QEMU's mps2-an500 board; the exit status is the program's.
#   run.sh [--icount] IMAGE [ARGS...]
# --icount: deterministic instruction clock (-icount shift=0: 1 ns of virtual
# time per instruction, so the FPGAIO 25 MHz counter ticks once per 40
# instructions); cairn-bench needs it, the tests do not.
# ARGS reach main() through semihosting (SYS_GET_CMDLINE), split on blanks.
# Files are opened on the host relative to the current directory.
set -euo pipefail
icount=()
if [ "${1:-}" = "--icount" ]; then
  icount=(-icount shift=0,align=off,sleep=off)
  shift
fi
image=${1:?usage: run.sh [--icount] IMAGE [ARGS...]}
shift
sh="enable=on,target=native,arg=${image//,/,,}"
for a in "$@"; do
  sh+=",arg=${a//,/,,}"
done
exec qemu-system-arm -M mps2-an500 -cpu cortex-m7 -nographic -monitor none -serial null \
  "${icount[@]}" -semihosting-config "$sh" -kernel "$image"
