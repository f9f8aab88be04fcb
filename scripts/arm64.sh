#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make test-arm64 (part of make test): the library and the symmetric-primitive suites built for
# 64-bit Arm Linux (cmake/aarch64-linux-gnu.cmake: Debian's arm64 cross sysroot and binutils) and
# run under user-mode QEMU on its "max" CPU, which has every ARMv8 crypto extension the back ends
# of src/accel/arm use. With clang, then with GCC 12 (the driver scripts/deps.sh unpacks; skipped,
# and said so, without it):
#  1. the constant-flow check (tests/ct/trace_arm64.c): its negative control first (a branch on a
#     secret must change QEMU's execution trace), then every symmetric implementation object run
#     with three seeds (keys, data and states from the seed; IVs and counters public), whose traces
#     (the guest address of every block entered) must be equal;
#  2. the drivers that run every implementation object of the symmetric primitives against the
#     standard vectors and the portable objects (ARM64_TESTS), on "max" (every back end); with
#     clang also the hash, cipher and AEAD drivers on a Cortex-A57 (AES, PMULL, SHA-1, SHA-256
#     only: the selection falls back for the rest) and with CAIRN_CPU=none (portable objects only);
#  3. for make sanitize (ARM64_PASSES=san; make test-arm64 runs "clang gcc"), the same drivers
#     built with GCC's AddressSanitizer and UndefinedBehaviorSanitizer (-O1), with the sanitizer
#     self-test (a deliberate over-read ASan must report).
# The public-key suites are not run here: they have no aarch64 back end, and their portable 64-bit
# code is the x86-64 build's (make test). No OpenSSL differential test (no arm64 libcrypto).
# ARM64_BUILD: build directory of the clang build (default build-arm64; GCC's is ARM64_BUILD-gcc).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bdir_clang="${ARM64_BUILD:-build-arm64}"
jobs="${JOBS:-2}"
sysroot=/usr/aarch64-linux-gnu
gcc_dir=/opt/cairn-aarch64-gcc # scripts/deps.sh
qemu=$(command -v qemu-aarch64 || command -v qemu-aarch64-static || true)
if [ -z "$qemu" ] || [ ! -e "$sysroot/lib/libc.so.6" ] || ! command -v aarch64-linux-gnu-ld.bfd >/dev/null; then
  echo "arm64: missing the cross sysroot, binutils or qemu-aarch64 (scripts/deps.sh installs them)" >&2
  exit 1
fi
# the library, the trace program and the drivers run below (not the public-key suites, the CLI or
# the benchmark: a third of the compiles)
ARM64_TESTS='core algorithms hash mac drbg port cipher aead gcm ccm chacha ascon_aead badinput'
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# build_tree NAME BUILD_DIR EXTRA_TARGET [CMAKE_ARGS...]: configures the tree (with the toolchain
# file when new) and builds EXTRA_TARGET and the drivers; fails unless the aarch64 back ends are on
build_tree() {
  local name=$1 bdir=$2 extra=$3
  shift 3
  cmake -S . -B "$bdir" $([ -f "$bdir/CMakeCache.txt" ] || echo "-DCMAKE_TOOLCHAIN_FILE=$root/cmake/aarch64-linux-gnu.cmake") \
    -DCAIRN_TEST_OPENSSL=OFF -DCAIRN_BENCH_OPENSSL=OFF -DCAIRN_TEST_VARIANTS=OFF "$@" >/dev/null
  cmake --build "$bdir" -j "$jobs" --target "$extra" $(printf 'test_%s ' $ARM64_TESTS) >"$tmp/build.log" 2>&1 || {
    cat "$tmp/build.log"
    echo "arm64: FAILED: the $name build" >&2
    return 1
  }
  grep -q "^#define CAIRN_ENABLE_ARM_ACCEL 1" "$bdir/include/cairn/build_config.h" || {
    echo "arm64: the $name build did not turn the aarch64 back ends on" >&2
    return 1
  }
}

# run_suite NAME BUILD_DIR FULL [CMAKE_ARGS...]
run_suite() {
  local name=$1 bdir=$2 full=$3 s narm
  shift 3
  echo "== arm64: $name =="
  build_tree "$name" "$bdir" trace_arm64 -DCMAKE_BUILD_TYPE=Release "$@"

  # 1. constant flow
  trace() { # trace ARGS...: the guest addresses of the blocks entered, one a line
    "$qemu" -cpu max -d exec,nochain -D "$tmp/log" "$bdir/tests/trace_arm64" "$@" >"$tmp/out"
    sed -n 's/^Trace [0-9]*: 0x[0-9a-f]* \[[0-9a-f]*\/\([0-9a-f]*\)\/.*/\1/p' "$tmp/log"
  }
  # seeds of eight digits each: the C library's parsing of the argument branches on its length
  trace --selftest 11111111 >"$tmp/s1"
  trace --selftest 22222222 >"$tmp/s2"
  if [ ! -s "$tmp/s1" ] || cmp -s "$tmp/s1" "$tmp/s2"; then
    echo "arm64: SELF-TEST FAILED ($name): a branch on the secret did not change the execution trace" >&2
    return 1
  fi
  echo "arm64: constant-flow self-test ok (a branch on a secret byte changes the trace: $(wc -l <"$tmp/s1") and $(wc -l <"$tmp/s2") blocks)"
  trace 11111111 >"$tmp/t1"
  cat "$tmp/out"
  narm=$(sed -n 's/.* objects, \([0-9]*\) of them arm-\*$/\1/p' "$tmp/out")
  if [ -z "$narm" ] || [ "$narm" -eq 0 ]; then
    echo "arm64: FAILED ($name): the trace program ran no arm-* object" >&2
    return 1
  fi
  for s in 27182818 31415926; do
    trace "$s" >"$tmp/t$s"
    if ! cmp -s "$tmp/t1" "$tmp/t$s"; then
      echo "arm64: FAILED ($name): the execution trace with seed $s differs from seed 11111111's (a branch on a secret):" >&2
      diff "$tmp/t1" "$tmp/t$s" | head -20 >&2
      return 1
    fi
  done
  echo "arm64: constant flow ok ($name): $(wc -l <"$tmp/t1") blocks entered, the same sequence for three seeds ($narm of the objects arm-*)"

  # 2. the drivers
  ctest --test-dir "$bdir" --output-on-failure -j "$jobs" -R "^test_($(echo $ARM64_TESTS | tr ' ' '|'))\$"
  [ "$full" = 1 ] || return 0
  for t in test_hash test_cipher test_gcm test_ccm test_aead; do
    "$qemu" -L "$sysroot" -cpu cortex-a57 "$bdir/tests/$t" >"$tmp/a57" 2>&1 || { cat "$tmp/a57"; echo "arm64: FAILED: $t on a Cortex-A57" >&2; return 1; }
    CAIRN_CPU=none "$qemu" -L "$sysroot" -cpu max "$bdir/tests/$t" >"$tmp/none" 2>&1 || { cat "$tmp/none"; echo "arm64: FAILED: $t with CAIRN_CPU=none" >&2; return 1; }
    echo "arm64: $t passed on a Cortex-A57 and with CAIRN_CPU=none"
  done
}

case "$bdir_clang" in /*) bdir_gcc="$bdir_clang-gcc" ;; *) bdir_gcc="$root/$bdir_clang-gcc" ;; esac
bdir_san="${bdir_gcc%-gcc}-san"
have_gcc=0
[ -x "$gcc_dir/usr/bin/aarch64-linux-gnu-gcc-12" ] && [ -x /usr/lib/gcc-cross/aarch64-linux-gnu/12/cc1 ] && have_gcc=1
# gcc_wrapper DIR: DIR/aarch64-linux-gnu-gcc runs the unpacked driver with the installed cc1
# (GCC_EXEC_PREFIX) and its own collect2 (-B); one per build tree, as CI runs two passes at once
gcc_wrapper() {
  mkdir -p "$1"
  cat >"$1/aarch64-linux-gnu-gcc" <<EOF
#!/bin/sh
GCC_EXEC_PREFIX=/usr/lib/gcc-cross/ exec "$gcc_dir/usr/bin/aarch64-linux-gnu-gcc-12" -B"$gcc_dir/usr/lib/gcc-cross/aarch64-linux-gnu/12/" "\$@"
EOF
  chmod +x "$1/aarch64-linux-gnu-gcc"
}

# 3. the drivers under AddressSanitizer and UndefinedBehaviorSanitizer (GCC's aarch64 runtimes,
# from Debian's libasan8/libubsan1-arm64-cross): the back ends' loads and stores at every length
# the drivers try, as make sanitize checks the x86-64 ones. LeakSanitizer cannot run under QEMU
# (it needs ptrace), so leaks are left to the host's ASan and valgrind runs. The hash driver's
# Monte Carlo chains (1,000 hashes of one fixed length between checkpoints: 170 of its 190 s here)
# stop at their tenth checkpoint (CAIRN_TEST_MONTE_CHECKPOINTS); the other passes run all 100.
run_san() {
  local san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
  echo "== arm64: gcc, -O1 $san =="
  gcc_wrapper "$bdir_san"
  build_tree sanitizer "$bdir_san" sanitize_selftest -DCMAKE_C_COMPILER="$bdir_san/aarch64-linux-gnu-gcc" \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS="-O1 -g $san" -DCMAKE_EXE_LINKER_FLAGS="$san" -DCAIRN_SANITIZE_SELFTEST=ON
  # sanitize_selftest_oob passes only on ASan's report of a deliberate over-read in the library
  ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 CAIRN_TEST_MONTE_CHECKPOINTS=10 \
    ctest --test-dir "$bdir_san" --output-on-failure -j "$jobs" -R "^(sanitize_selftest_oob|test_($(echo $ARM64_TESTS | tr ' ' '|')))\$"
  echo "arm64: the drivers passed under ASan and UBSan (gcc, qemu -cpu max)"
}

# ARM64_PASSES: "clang gcc" for make test-arm64; "san" for make sanitize (scripts/sanitize.sh)
for pass in ${ARM64_PASSES:-clang gcc}; do
  case "$pass" in
    clang) run_suite clang "$bdir_clang" 1 ;;
    gcc | san)
      if [ "$have_gcc" = 0 ]; then
        echo "arm64: no GCC for aarch64 ($gcc_dir, from scripts/deps.sh): the $pass pass did not run"
      elif [ "$pass" = gcc ]; then
        gcc_wrapper "$bdir_gcc"
        run_suite gcc "$bdir_gcc" 0 -DCMAKE_C_COMPILER="$bdir_gcc/aarch64-linux-gnu-gcc"
      else
        run_san
      fi
      ;;
    *)
      echo "arm64: unknown pass '$pass' in ARM64_PASSES (clang, gcc, san)" >&2
      exit 1
      ;;
  esac
done
