#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Install the built library into a scratch prefix, then build and run a
# consumer through find_package(cairn) and through pkg-config (cairn.pc).
# Usage: check.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
cmake -S "$src/tests/install" -B "$tmp/cm" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/cm" >/dev/null
"$tmp/cm/consumer"
libdir=$(ls -d "$tmp/prefix"/lib* | head -1)
PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --exists cairn
flags=$(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --cflags --libs cairn)
# the .pc file carries the configured prefix; point it at the scratch one
flags=${flags//$(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --variable=prefix cairn)/$tmp/prefix}
# CFLAGS as for the library (e.g. -m32 in make test32; cmake above reads it too)
cc -std=c99 ${CFLAGS:-} "$src/tests/install/consumer.c" $flags -o "$tmp/pc-consumer"
"$tmp/pc-consumer"
echo "install check: 2 passed, 0 failed"
