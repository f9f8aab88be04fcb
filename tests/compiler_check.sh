#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Build the library, tests and benchmark with another compiler under -Werror
# (the main build uses the default compiler). Usage: compiler_check.sh SOURCE_DIR CC
set -euo pipefail
src=$1 cc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake -S "$src" -B "$tmp" -DCMAKE_C_COMPILER="$cc" -DCAIRN_WERROR=ON >/dev/null
if ! cmake --build "$tmp" -j 2 >"$tmp/build.log" 2>&1; then
  cat "$tmp/build.log"
  exit 1
fi
echo "$cc build: clean under -Wall -Wextra -Werror"
