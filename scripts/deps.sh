#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Install the Debian packages cairn's build, tests and benchmark need, if missing.
# As root it runs apt-get; otherwise it prints the command and stops.
#   scripts/deps.sh            build + test + bench packages
set -euo pipefail

need_cmd() { command -v "$1" >/dev/null 2>&1; }
pkgs=()
need_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" || pkgs+=("$1"); }

need_pkg cmake
need_pkg make
need_pkg gcc
need_pkg clang
need_pkg libssl-dev
need_pkg openssl
need_pkg pkg-config
need_pkg valgrind

if [ ${#pkgs[@]} -eq 0 ]; then
  exit 0
fi
if ! need_cmd dpkg-query; then
  echo "deps.sh: not a Debian system; install: cmake, a C99 compiler, OpenSSL's libcrypto headers, valgrind" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "deps.sh: missing packages: ${pkgs[*]}" >&2
  echo "deps.sh: run as root:  apt-get update && apt-get install -y ${pkgs[*]}" >&2
  exit 1
fi
echo "deps.sh: installing ${pkgs[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
