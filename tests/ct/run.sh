#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make ct: the constant-time check.
#  1. scripts/check-division.sh: no new '/' or '%' in src/ (variable-latency division is banned by review).
#  2. For gcc and clang: build the library at its release flags and the harness
#     (tests/ct/CMakeLists.txt), then
#     a. the self-test under valgrind: the deliberate secret-dependent branch and
#        secret-indexed table look-up must be reported, the control must not
#        (proves the harness catches what it claims, on every run);
#     b. the harness under valgrind --error-exitcode=1: any report fails;
#     c. the EC fields and SM2 at 32-bit limbs (ct_ec_field32, ct_sm2_32) under valgrind likewise;
#     d. the back ends valgrind cannot execute (SHA-NI, the SHA512 instructions, the AVX-512 IFMA bignum and
#        P-521 kernels, SM4 with GFNI, 3DES with AVX-512 VBMI/BITALG): disassembly has no branch but their
#        loops'; likewise the MULX bignum kernels (which memcheck also runs).
# Build directories: $CT_BUILD (default build-ct) /gcc and /clang.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${CT_BUILD:-$root/build-ct}"
compilers="${CT_COMPILERS:-gcc clang}"
jobs="${JOBS:-2}"
vg=(valgrind --tool=memcheck --error-exitcode=1 --track-origins=yes --quiet)
# The harness runs under memcheck without --track-origins (a third of its time): memcheck reports the
# same uses of undefined values either way, origins only say where each value came from; a failing
# run is repeated with them (vg_check) so its report names the secret's origin.
vg_fast=(valgrind --tool=memcheck --error-exitcode=1 --quiet)
vg_check() {
  "${vg_fast[@]}" "$@" && return 0
  echo "ct: memcheck reported; the same run again with --track-origins=yes:" >&2
  "${vg[@]}" "$@"
  return 1
}

bash "$root/scripts/check-division.sh"
# and its self-test: a copy of src/ with one modulo added must be refused
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/scripts"
cp -r "$root/src" "$tmp/"
cp "$root/scripts/check-division.sh" "$root/scripts/division-allowlist.txt" "$tmp/scripts/"
echo 'unsigned cairn_ct_selftest_mod(unsigned s); unsigned cairn_ct_selftest_mod(unsigned s) { return 1000u % s; }' >>"$tmp/src/core/ct.c"
if bash "$tmp/scripts/check-division.sh" >/dev/null 2>&1; then
  echo "ct: SELF-TEST FAILED: check-division.sh accepted an unlisted '%' in src/" >&2
  exit 1
fi
echo "check-division: self-test ok (an unlisted '%' added to a copy of src/ is refused)"

for cc in $compilers; do
  bdir="$out/$cc"
  echo "== ct: $cc (Release) =="
  cmake -S "$root/tests/ct" -B "$bdir" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$bdir" -j "$jobs" >/dev/null

  # a. self-test: valgrind must report (exit 1), and the runner must confirm
  #    each deliberate leak was attributed to its entry and the control was clean.
  set +e
  "${vg[@]}" --log-file="$bdir/selftest.vg" "$bdir/ct_selftest" >"$bdir/selftest.out" 2>&1
  rc=$?
  set -e
  cat "$bdir/selftest.out"
  if [ "$rc" -ne 1 ] || ! grep -q "^ct-selftest: 3 checks, 0 failed" "$bdir/selftest.out" \
     || ! grep -q "Conditional jump or move depends on uninitialised value" "$bdir/selftest.vg" \
     || ! grep -q "Use of uninitialised value of size" "$bdir/selftest.vg"; then
    echo "ct: SELF-TEST FAILED with $cc: the harness did not report the deliberate leaks (valgrind exit $rc)" >&2
    cat "$bdir/selftest.vg" >&2
    exit 1
  fi
  echo "ct: self-test ok with $cc: secret branch and secret index reported ($(grep -c '^==[0-9]*== [A-Z]' "$bdir/selftest.vg" || true) valgrind lines), control clean"

  # c. instruction-set back ends valgrind cannot run (SHA-NI: valgrind 3.19
  #    hides it in CPUID and has no decoder for it, see docs/constant-time.md).
  #    Their instructions are data-independent by definition; what we check is
  #    the compiled glue: no conditional branch except the block loop's two.
  lib="$bdir/cairn/libcairn.a"
  # the library disassembled once; cond_branches FN counts FN's conditional jumps in it.
  # objdump 2.40 cannot decode the SHA512 instructions (src/accel/x86/sha512_ni.c spells them as
  # bytes) and loses its way after each: it reads a copy of the library with those three 5-byte
  # encodings, and nothing else, replaced by 5-byte NOPs (perl: byte-exact on the archive).
  cp "$lib" "$tmp/dis-$cc.a"
  perl -pi -0777 -e 's/\xc4\xe2\x77\xcb\xc2|\xc4\xe2\x7f[\xcc\xcd]\xc1/\x0f\x1f\x44\x00\x00/g' "$tmp/dis-$cc.a"
  objdump -d --no-show-raw-insn "$tmp/dis-$cc.a" >"$tmp/dis-$cc.txt"
  if has_bad=$(awk '/^[0-9a-f]+ <.*>:$/ {fn = $2} /\(bad\)/ {print fn; exit}' "$tmp/dis-$cc.txt") && [ -n "$has_bad" ]; then
    echo "ct: FAILED with $cc: objdump cannot decode $has_bad (an instruction spelled as bytes that run.sh does not know)" >&2
    exit 1
  fi
  # and its symbols once, to a file: `nm | grep -q` under pipefail fails whenever grep
  # stops reading early (nm then dies of SIGPIPE), which made the tests below never run
  nm "$lib" >"$tmp/nm-$cc.txt" 2>/dev/null || true
  has_sym() { grep -q " $1\$" "$tmp/nm-$cc.txt"; }
  cond_branches() { awk -v f="<$1>:" '$2 == f {on = 1; next} /^$/ {on = 0} on && $2 ~ /^j/ && $2 != "jmp" {n++} END {print n + 0}' "$tmp/dis-$cc.txt"; }
  for fn in $(awk '$2 == "T" && $3 ~ /_x86$/ {print $3}' "$tmp/nm-$cc.txt"); do
    nj=$(cond_branches "$fn")
    if [ "$nj" -gt 2 ]; then
      echo "ct: FAILED with $cc: $fn has $nj conditional branches (only the block loop's 2 are expected)" >&2
      exit 1
    fi
    echo "ok   $fn: $nj conditional branches (block loop only; not executable under valgrind)"
  done
  #    SHA-384/512's AVX-512VL compression (src/accel/x86/sha512_avx512.c, "x86-avx512vl-bmi2":
  #    HMAC keys pass through it): straight-line assembly rounds and schedule in loops over the
  #    public block count, at most six conditional branches (the fill loop of the schedule's K
  #    rows, the two-block loop's entry test and back edge, the 16-round group loop and the second
  #    block's round loop, the odd-block test).
  #    Its AVX2 twin (sha512_avx2.c, the same assembly rounds) runs under memcheck in the harness.
  if has_sym sha512_avx512_compress; then
    nj=$(cond_branches sha512_avx512_compress)
    if [ "$nj" -gt 6 ]; then
      echo "ct: FAILED with $cc: sha512_avx512_compress has $nj conditional branches (at most 6 expected: loops over the block count and the K rows)" >&2
      exit 1
    fi
    echo "ok   sha512_avx512_compress: $nj conditional branches (block and round loops only; not executable under valgrind)"
  fi
  #    The AVX-512 IFMA kernels (src/accel/x86/bn_ifma.c, every function named *_ifma:
  #    the radix-2^52 products, conversions and window look-up of the "x86-avx512ifma" engine's
  #    exponentiations; src/accel/x86/ec_p521_ifma.c: P-521's doubling, additions, conversions
  #    and masks) likewise: their only branches are loops over public lengths, at most two
  #    conditional branches a loop (the back edge and the entry test): one loop each, two in
  #    select_ifma (register blocks, table entries), where clang also versions the block loop
  #    for entries = 0 (a loop storing zeros: one more test of entries, one more back edge).
  nifma=0
  for fn in $(awk '($2 == "t" || $2 == "T") && $3 ~ /_ifma$/ {print $3}' "$tmp/nm-$cc.txt" | sort -u); do
    max=2
    [ "$fn" = select_ifma ] && max=5
    nj=$(cond_branches "$fn")
    if [ "$nj" -gt "$max" ]; then
      echo "ct: FAILED with $cc: $fn has $nj conditional branches (at most $max expected: loops over public lengths)" >&2
      exit 1
    fi
    nifma=$((nifma + 1))
  done
  if has_sym cairn_bn_ifma_exp && [ "$nifma" -lt 5 ]; then
    echo "ct: FAILED with $cc: the IFMA bignum engine is built but only $nifma *_ifma kernels were found to check" >&2
    exit 1
  fi
  [ "$nifma" -gt 0 ] && echo "ok   $nifma IFMA kernels (*_ifma): loops over public lengths only (not executable under valgrind)"
  #    The MULX engine's fixed-size kernels (src/accel/x86/bn_mulx.c, generated by
  #    scripts/gen-bn-mulx-asm.py, every function named *_<limbs>_mulx): memcheck runs them
  #    (bn-engines below, at every size), and here their compiled code must have no
  #    conditional branch but the row loop's back edge (one; the plain square has none), so
  #    the timing depends on the size alone whatever the inputs the harness happened to give.
  nmulx=0
  for fn in $(awk '($2 == "t" || $2 == "T") && $3 ~ /^(montmul|montsqr|redc|sqr)_[0-9]+_mulx(\.[a-z]+\.[0-9]+)?$/ {print $3}' "$tmp/nm-$cc.txt" | sort -u); do
    nj=$(cond_branches "$fn")
    if [ "$nj" -gt 1 ]; then
      echo "ct: FAILED with $cc: $fn has $nj conditional branches (only the row loop's back edge is expected)" >&2
      exit 1
    fi
    nmulx=$((nmulx + 1))
  done
  if has_sym cairn_bn_mulx_montmul && [ "$nmulx" -lt 16 ]; then
    echo "ct: FAILED with $cc: the MULX bignum kernels are built but only $nmulx *_mulx kernels were found to check" >&2
    exit 1
  fi
  [ "$nmulx" -gt 0 ] && echo "ok   $nmulx MULX bignum kernels (*_<limbs>_mulx): no conditional branch but the row loop's"
  #    SM4's CBC encryption with GFNI (src/accel/x86/sm4_gfni.c, sm4_gfni_vl.c: every function
  #    named *sm4_gfni*; valgrind 3.19 hides GFNI in CPUID, so the harness runs the AES-NI
  #    path instead): three loops, over the round keys (their images, made once a call), the
  #    blocks and the rounds, whose counts are public, so at most four conditional branches (the
  #    entry test and the three back edges) and one more should a compiler version a loop.
  ngfni=0
  for fn in $(awk '($2 == "t" || $2 == "T") && $3 ~ /sm4_gfni/ {print $3}' "$tmp/nm-$cc.txt" | sort -u); do
    nj=$(cond_branches "$fn")
    if [ "$nj" -gt 5 ]; then
      echo "ct: FAILED with $cc: $fn has $nj conditional branches (at most 5 expected: loops over public counts)" >&2
      exit 1
    fi
    ngfni=$((ngfni + 1))
  done
  [ "$ngfni" -gt 0 ] && echo "ok   $ngfni SM4 GFNI CBC functions (*sm4_gfni*): loops over public counts only (not executable under valgrind)"
  #    3DES's rounds with AVX-512 VBMI and BITALG (src/accel/x86/des3_avx512.c, which valgrind
  #    cannot run): S-box look-ups inside registers (VPSHUFBITQMB), the round keys walked by a
  #    start and a step set by mask, so only the loops over the 16 rounds and the 3 stages branch:
  #    at most two conditional branches (their back edges) and one more should a compiler
  #    rotate a loop.
  if has_sym cairn_des3_rounds_avx512; then
    nj=$(cond_branches cairn_des3_rounds_avx512)
    if [ "$nj" -gt 3 ]; then
      echo "ct: FAILED with $cc: cairn_des3_rounds_avx512 has $nj conditional branches (at most 3 expected: the round and stage loops)" >&2
      exit 1
    fi
    echo "ok   cairn_des3_rounds_avx512: $nj conditional branches (round and stage loops only; not executable under valgrind)"
  fi

  # b. the library; first, docs/constant-time.md's table of entries must be the harness's own list
  if ! diff -u <(sed -n '/^<!-- BEGIN ct_harness --list-md/,/^<!-- END ct_harness --list-md/p' "$root/docs/constant-time.md" \
                 | sed '1d;$d') <("$bdir/ct_harness" --list-md); then
    echo "ct: FAILED with $cc: docs/constant-time.md's table of entries differs from ct_harness --list-md (make ct-doc rewrites it)" >&2
    exit 1
  fi
  echo "ct: docs/constant-time.md lists the harness's $("$bdir/ct_harness" --list | grep -vc '^ ') entries"
  if ! vg_check "$bdir/ct_harness"; then
    echo "ct: FAILED with $cc: memcheck reported a secret-dependent branch or address (see above)" >&2
    exit 1
  fi
  # The fused AES-NI/PCLMULQDQ GCM kernel is one source built twice, SSE (gcm_x86.c) and VEX
  # (gcm_x86_avx.c), chosen by the CPU's AVX bit. valgrind presents AVX, so the run above took
  # the AVX build; the AEAD and streaming GCM entries again with AVX capped off run the SSE one
  # (test_gcm_cpu_noavx shows the cap selects it). About two seconds.
  for f in aead- gcm-stream; do
    if ! CAIRN_CPU=-avx vg_check "$bdir/ct_harness" "$f" >"$bdir/noavx.out"; then
      cat "$bdir/noavx.out"
      echo "ct: FAILED with $cc: memcheck reported under CAIRN_CPU=-avx (the SSE build of the fused GCM kernel) in '$f'" >&2
      exit 1
    fi
    echo "ct: CAIRN_CPU=-avx '$f': $(tail -1 "$bdir/noavx.out")"
  done
  # the EC fields at 32-bit limbs (the harness ran them at the library's width)
  if ! vg_check "$bdir/ct_ec_field32"; then
    echo "ct: FAILED with $cc: memcheck reported a secret-dependent branch or address in the 32-bit EC fields" >&2
    exit 1
  fi
  # SM2's entries at 32-bit limbs likewise
  if ! vg_check "$bdir/ct_sm2_32"; then
    echo "ct: FAILED with $cc: memcheck reported a secret-dependent branch or address in SM2 at 32-bit limbs" >&2
    exit 1
  fi
done
echo "ct: passed ($compilers)"
