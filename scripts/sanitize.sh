#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make sanitize: the whole ctest suite under AddressSanitizer +
# UndefinedBehaviorSanitizer (clang, then gcc), with -fno-sanitize-recover=all
# so the first report fails the test, then the test executables once under
# valgrind memcheck. Each build also carries sanitize_selftest_oob, a
# deliberate heap over-read through cairn_sha256 that must be reported
# (ctest passes it only on ASan's report; the valgrind pass requires
# "Invalid read" from it), so the run proves it catches what it claims.
#
# Not run here: test_install (installs and rebuilds consumers) and
# test_other_compiler (rebuilds the tree): they check the build, not the
# code, and run in `make test`; nor the tests labelled "long" (make test-long).
# The tests labelled "variant" (src/bn's other configurations: 32-bit limbs,
# no assembly, no 128-bit product, CAIRN_CPU=none) run under the first
# compiler's build only (clang by default): the faults ASan and UBSan
# report (an access out of bounds, a shift too wide, an overflow) are the
# source's, which one compiler's instrumentation of those configurations
# finds; the second build runs test_bn and test_diff_bn, the same code in
# the default configuration. So do the tests labelled "heavy" (the
# public-key suites' vector sweeps: test_rsa, test_ecdsa, ...): they run
# code the second build's other suites run too (key import, sign, verify,
# the formats), over thousands of vectors, for minutes under gcc's
# instrumentation; the faults the vectors reach are the source's, and the
# first build's run reports them. The second build does not compile the variants at all
# (CAIRN_TEST_VARIANTS=OFF: they are copies of src/bn and src/ec). Two variants stay out of the
# first run as well: test_bn_noasm, whose memory accesses are test_bn_noint128's (they differ only
# in the 64 x 64-bit product, an __int128 multiplication with nothing to overflow or misindex), and
# test_diff_bn32, the OpenSSL comparison of the 32-bit-limb code whose every function test_bn32
# calls at every size under the same instrumentation; both run in `make test`.
# CI sets SAN_VARIANTS=0: the first compiler's build leaves the variants out as well (they are a third
# of the instrumented run's test time and a fifth of its compiles); a local `make sanitize` runs them.
#   SAN_BUILD (default build-san), SAN_COMPILERS (default "clang gcc"), SAN_VALGRIND=0 to skip valgrind,
#   SAN_VARIANTS=0 to leave the variants out of every build, SAN_ARM64=0 to skip the aarch64 pass
#   (the symmetric drivers built for aarch64 with GCC's ASan and UBSan, run under QEMU: the back
#   ends of src/accel/arm, which no x86-64 build compiles; scripts/arm64.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${SAN_BUILD:-$root/build-san}"
compilers="${SAN_COMPILERS:-clang gcc}"
jobs="${JOBS:-2}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ]; then
  for s in llvm-symbolizer /usr/lib/llvm-14/bin/llvm-symbolizer /usr/bin/llvm-symbolizer-14; do
    if command -v "$s" >/dev/null 2>&1; then export ASAN_SYMBOLIZER_PATH="$(command -v "$s")"; break; fi
  done
fi
excluded='^(test_install|test_other_compiler|test_bn_noasm|test_diff_bn32)$'
san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

labels='^long$' # left out; after the first compiler, the variants and heavy suites too
variants=ON
[ "${SAN_VARIANTS:-1}" = 0 ] && variants=OFF
for cc in $compilers; do
  bdir="$out/$cc"
  echo "== sanitize: $cc, -O1 $san =="
  cmake -S "$root" -B "$bdir" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_C_FLAGS="-O1 -g $san" -DCMAKE_EXE_LINKER_FLAGS="$san" -DCMAKE_SHARED_LINKER_FLAGS="$san" \
    -DCAIRN_SANITIZE_SELFTEST=ON -DCAIRN_TEST_VARIANTS=$variants >/dev/null
  cmake --build "$bdir" -j "$jobs" >/dev/null
  ctest --test-dir "$bdir" --output-on-failure -j "$jobs" -E "$excluded" -LE "$labels"
  labels='^(long|variant|heavy)$'
  variants=OFF
done

if [ "${SAN_VALGRIND:-1}" != 0 ]; then
  # valgrind pass: its own plain build (-O1 -g, gcc), every ctest executable
  # that runs library code, under memcheck with full leak checking.
  bdir="$out/valgrind"
  echo "== sanitize: valgrind memcheck =="
  cmake -S "$root" -B "$bdir" -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS="-O1 -g" \
    -DCAIRN_SANITIZE_SELFTEST=ON >/dev/null
  # the executables run below, not the whole tree (the builds above and make debug-build compile it
  # all). Not test_diff_openssl: it drives the hashes, MACs and ciphers that the ASan builds run in
  # full and that make ct runs under memcheck with every secret marked undefined.
  tests="test_core test_hash test_mac test_drbg test_port test_badinput"
  # shellcheck disable=SC2086
  cmake --build "$bdir" -j "$jobs" --target sanitize_selftest $tests >/dev/null
  vg=(valgrind --tool=memcheck --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect --quiet)
  set +e
  "${vg[@]}" "$bdir/tests/sanitize_selftest" >"$bdir/selftest.log" 2>&1
  rc=$?
  set -e
  if [ "$rc" -ne 99 ] || ! grep -q "Invalid read of size" "$bdir/selftest.log"; then
    echo "sanitize: SELF-TEST FAILED: valgrind did not report the deliberate over-read (exit $rc)" >&2
    cat "$bdir/selftest.log" >&2
    exit 1
  fi
  echo "valgrind self-test ok: deliberate over-read reported ($(grep -m1 'Invalid read' "$bdir/selftest.log" | sed 's/^==[0-9]*== //'))"
  # Each test binary under valgrind, two at a time; test_core also under CAIRN_CPU=none.
  fail=0
  pids=()
  for t in $tests; do
    ( start=$(date +%s)
      if "${vg[@]}" "$bdir/tests/$t" >"$bdir/$t.vg.log" 2>&1; then r=ok; else r=FAIL; fi
      echo "valgrind $t: $r ($(( $(date +%s) - start )) s)"
      [ "$r" = ok ] ) &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
      wait "${pids[0]}" || fail=1
      pids=("${pids[@]:1}")
    fi
  done
  for p in "${pids[@]}"; do wait "$p" || fail=1; done
  if [ "$fail" -ne 0 ]; then
    for t in $tests; do grep -q "ERROR SUMMARY: [1-9]\|FAIL" "$bdir/$t.vg.log" && tail -40 "$bdir/$t.vg.log"; done
    echo "sanitize: valgrind memcheck FAILED" >&2
    exit 1
  fi
fi
# the aarch64 back ends under GCC's ASan and UBSan in QEMU (scripts/arm64.sh's "san" pass: the
# symmetric drivers and the self-test, about three minutes); SAN_ARM64=0 leaves it out
if [ "${SAN_ARM64:-1}" != 0 ]; then
  ARM64_PASSES=san bash "$root/scripts/arm64.sh"
fi
echo "sanitize: passed ($compilers$([ "${SAN_VALGRIND:-1}" != 0 ] && echo ", valgrind")$([ "${SAN_ARM64:-1}" != 0 ] && echo ", aarch64 gcc"))"
