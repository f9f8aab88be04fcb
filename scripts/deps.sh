#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Install the Debian packages cairn's build, tests and benchmark need, if missing.
# As root it runs apt-get; otherwise it prints the command and stops.
#   scripts/deps.sh            build + test + bench packages
set -euo pipefail
# .ci/run installs once, then runs its steps two at a time: each step's own call is then a no-op
# (two apt-get runs at once would contend for dpkg's lock)
[ "${CAIRN_DEPS_CHECKED:-0}" = 1 ] && exit 0

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
# CMake's Ninja generator for the build trees (the Makefile picks it when present)
need_pkg ninja-build
# make report, its report_browser test (defined only when CMake finds python3) and make size
need_pkg python3
# cairn-bench --compare --peer libsodium (optional at build time; the bench builds without it)
need_pkg libsodium-dev
# cairn-bench --compare --peer mbedtls / wolfcrypt / all (optional at build time, as libsodium)
need_pkg libmbedtls-dev
need_pkg libwolfssl-dev
need_pkg valgrind
# Security checks (make ct / sanitize / fuzz / lint): valgrind's client-request headers come with
# valgrind; libFuzzer and clang's sanitizer runtimes; llvm-symbolizer for reports; the linters.
need_pkg libclang-rt-14-dev
need_pkg llvm
need_pkg cppcheck
need_pkg clang-tidy
# Cortex-M7 and 32-bit (make cm7-test / cm7-bench / size / test32): the Cortex-M7 cross toolchain and newlib,
# QEMU for the mps2-an500 board, gcc -m32 and a 32-bit libcrypto (Debian multiarch, i386).
need_pkg gcc-arm-none-eabi
need_pkg libnewlib-arm-none-eabi
need_pkg qemu-system-arm
need_pkg gcc-multilib
# aarch64 (make test-arm64, in make test): clang cross-compiles against Debian's arm64 cross
# sysroot and links with its binutils; user-mode QEMU runs the programs. (Not Debian's
# gcc-aarch64-linux-gnu: it cannot be installed beside gcc-multilib.) qemu-user-static, as
# scripts/i386-exec.sh installs, unless a qemu-aarch64 is already there (qemu-user).
need_pkg libc6-dev-arm64-cross
need_pkg libgcc-12-dev-arm64-cross
need_pkg binutils-aarch64-linux-gnu
# GCC's AddressSanitizer and UBSan runtimes for aarch64 (scripts/arm64.sh's sanitizer pass; also
# pulled in by libgcc-12-dev-arm64-cross, named here because the script needs them).
need_pkg libasan8-arm64-cross
need_pkg libubsan1-arm64-cross
command -v qemu-aarch64 >/dev/null 2>&1 || need_pkg qemu-user-static
# GCC for aarch64 as well: its compiler proper (cc1) is cpp-12-aarch64-linux-gnu's, which installs
# beside gcc-multilib; the driver's package is unpacked, not installed (install_arm64_gcc below).
need_pkg cpp-12-aarch64-linux-gnu
# The 32-bit libcrypto (for test32's OpenSSL differential test) is optional: Debian multiarch
# needs the i386 architecture and the same libssl version on both architectures, and a mirror
# out of step must not break the build; test32 runs without the differential test then.
want_i386_ssl=0
dpkg-query -W -f='${Status}' libssl-dev:i386 2>/dev/null | grep -q "install ok installed" || want_i386_ssl=1

# Optional, like the 32-bit libcrypto: headless Chromium for make report's screenshot and the
# report_browser test (skipped without it). Installed as root; otherwise only noted, so that
# make bench and make test never wait on a browser.
want_chromium=0
dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "install ok installed" || want_chromium=1

install_chromium() {
  [ "$want_chromium" -eq 1 ] || return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "deps.sh: optional, for make report and the report_browser test, as root: apt-get install -y chromium" >&2
    return 0
  fi
  [ "${1:-}" = "updated" ] || apt-get update -qq || true
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null; then
    echo "deps.sh: warning: could not install chromium; make report has no screenshot, report_browser is skipped" >&2
  fi
}

install_i386_ssl() {
  [ "$want_i386_ssl" -eq 1 ] || return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "deps.sh: optional, for test32's 32-bit OpenSSL comparison, as root:" >&2
    echo "deps.sh:   dpkg --add-architecture i386 && apt-get update && apt-get install -y libssl-dev:i386 libssl-dev libssl3" >&2
    return 0
  fi
  dpkg --print-foreign-architectures 2>/dev/null | grep -qx i386 || dpkg --add-architecture i386
  apt-get update -qq || true
  # libssl-dev is Multi-Arch: same, so the amd64 packages go along to the same version
  if ! apt-get install -y -qq --no-install-recommends libssl-dev:i386 libssl-dev libssl3 >/dev/null; then
    echo "deps.sh: warning: could not install libssl-dev:i386; test32 will skip its OpenSSL comparison" >&2
  fi
}

# Optional too: GCC's aarch64 driver for make test-arm64's second compiler. Debian's
# gcc-12-aarch64-linux-gnu declares a conflict with gcc-multilib (which make test32 needs), so its
# package is downloaded and unpacked into ARM64_GCC_DIR, outside dpkg's records; scripts/arm64.sh
# runs it with the installed cc1 and binutils. Without it, make test-arm64 uses clang alone.
ARM64_GCC_DIR=/opt/cairn-aarch64-gcc
install_arm64_gcc() {
  [ -x "$ARM64_GCC_DIR/usr/bin/aarch64-linux-gnu-gcc-12" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "deps.sh: optional, for make test-arm64's GCC build, as root: apt-get download gcc-12-aarch64-linux-gnu, then dpkg -x it into $ARM64_GCC_DIR" >&2
    return 0
  fi
  local tmp
  tmp="$(mktemp -d)"
  chmod 755 "$tmp" # apt's download user writes there
  if (cd "$tmp" && apt-get download -qq gcc-12-aarch64-linux-gnu >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get download -qq gcc-12-aarch64-linux-gnu >/dev/null 2>&1; }) &&
     mkdir -p "$ARM64_GCC_DIR" && dpkg -x "$tmp"/gcc-12-aarch64-linux-gnu_*.deb "$ARM64_GCC_DIR"; then
    :
  else
    echo "deps.sh: warning: could not unpack gcc-12-aarch64-linux-gnu; make test-arm64 builds with clang only" >&2
  fi
  rm -rf "$tmp"
}

if [ ${#pkgs[@]} -eq 0 ]; then
  install_i386_ssl
  install_chromium
  install_arm64_gcc
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
install_i386_ssl
install_chromium updated
install_arm64_gcc
