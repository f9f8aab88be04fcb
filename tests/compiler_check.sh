#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Build the library, tests and benchmark with another compiler under -Werror
# (the main build uses the default compiler). Usage: compiler_check.sh SOURCE_DIR CC
set -euo pipefail
src=$1 cc=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# CAIRN_AES_NO_VECTOR: this build also runs the scalar 64-bit AES path that compilers without
# vector extensions (or 64-bit targets without SSE2/Advanced SIMD) use for eight blocks and more.
cmake -S "$src" -B "$tmp" -DCMAKE_C_COMPILER="$cc" -DCAIRN_WERROR=ON -DCMAKE_C_FLAGS=-DCAIRN_AES_NO_VECTOR >/dev/null
if ! cmake --build "$tmp" -j 2 >"$tmp/build.log" 2>&1; then
  cat "$tmp/build.log"
  exit 1
fi
echo "$cc build: clean under -Wall -Wextra -Werror"
# the AES users, on the scalar path
ctest --test-dir "$tmp" --output-on-failure -R '^test_(cipher|gcm|ccm)$'
echo "$cc build with CAIRN_AES_NO_VECTOR: test_cipher, test_gcm, test_ccm pass"
