#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make test-configs (part of make test-long): the library, its tests, cairn-bench and the cairn CLI
# built and run in reduced configurations, the way a firmware image leaves algorithms out
# (include/cairn/config.h's CAIRN_ENABLE_* switches, one CMake option each):
#   no-<ALG>   every switch on but one, with what needs it (include/cairn/config.h's #error lines:
#              SM3 or the SM2 curve off takes SM2, SHA-256 RSA, SHA-512 Curve25519, SHA-3 Curve448);
#   no-AES-SM4 both 16-byte block ciphers off, GCM and CCM left on with nothing to run over;
#   minimal    every switch off: the core, the DRBG and the status codes alone;
#   mcu        a typical device: SHA-256, SHA-512, HMAC/HKDF (always there), AES, GCM, CCM,
#              ChaCha20-Poly1305, X25519/Ed25519 and ECDSA/ECDH on P-256.
# Each build is warning-free (-Werror) and its whole ctest suite must pass, less the "long" and
# "heavy" labels (key generation at large sizes, the public-key vector sweeps: the default build runs
# them) and the tree rebuilds (test_install, test_other_compiler); what a switch leaves out the drivers
# report as absent or skip, and what is left must still pass every check.
#   CONFIGS_BUILD (default build-configs), CONFIGS: the configurations to run (default all, in the
#   order above); CONFIGS_RUN=0 to build only; JOBS (default 2).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${CONFIGS_BUILD:-$root/build-configs}"
jobs="${JOBS:-2}"
algs=$(sed -n 's/^#ifndef CAIRN_ENABLE_\([A-Z0-9_]*\).*/\1/p' "$root/include/cairn/config.h" |
  grep -v -E '^(X86_ACCEL|ARM_ACCEL)$')
all=""
for a in $algs; do all="$all no-$a"; done
all="$all no-AES-SM4 minimal mcu"
configs="${CONFIGS:-$all}"

# flags CONFIG: the -D options of one configuration
flags() {
  local c=$1 f="" a
  case $c in
  no-AES-SM4) f="-DCAIRN_ENABLE_AES=OFF -DCAIRN_ENABLE_SM4=OFF" ;;
  no-EC_SM2) f="-DCAIRN_ENABLE_EC_SM2=OFF -DCAIRN_ENABLE_SM2=OFF" ;;
  no-SM3) f="-DCAIRN_ENABLE_SM3=OFF -DCAIRN_ENABLE_SM2=OFF" ;;
  no-SHA256) f="-DCAIRN_ENABLE_SHA256=OFF -DCAIRN_ENABLE_RSA=OFF" ;;
  no-SHA512) f="-DCAIRN_ENABLE_SHA512=OFF -DCAIRN_ENABLE_CURVE25519=OFF" ;;
  no-SHA3) f="-DCAIRN_ENABLE_SHA3=OFF -DCAIRN_ENABLE_CURVE448=OFF" ;;
  no-*) f="-DCAIRN_ENABLE_${c#no-}=OFF" ;;
  minimal) for a in $algs; do f="$f -DCAIRN_ENABLE_$a=OFF"; done ;;
  mcu)
    for a in $algs; do
      case $a in
      SHA256 | SHA512 | AES | GCM | CCM | CHACHA20 | CURVE25519 | EC | EC_P256) f="$f -DCAIRN_ENABLE_$a=ON" ;;
      *) f="$f -DCAIRN_ENABLE_$a=OFF" ;;
      esac
    done
    ;;
  *)
    echo "configs.sh: unknown configuration '$c'" >&2
    return 1
    ;;
  esac
  echo "$f"
}

mkdir -p "$out"
failed=""
for c in $configs; do
  f=$(flags "$c")
  bdir="$out/$c"
  t0=$SECONDS
  echo "== configs: $c ($f) =="
  # keep going past a failed target, to list every error: ninja's -k takes a count, make's none
  # (make test-configs builds with Ninja where it is installed: Makefile's CMAKE_GENERATOR)
  # shellcheck disable=SC2086
  if ! cmake -S "$root" -B "$bdir" -DCAIRN_TEST_VARIANTS=OFF $f >"$bdir.log" 2>&1; then
    keep=""
  elif [ -e "$bdir/build.ninja" ]; then
    keep="-k 0"
  else
    keep="-k"
  fi
  # shellcheck disable=SC2086
  if [ -z "$keep" ] || ! cmake --build "$bdir" -j "$jobs" -- $keep >>"$bdir.log" 2>&1; then
    grep -E "error|undefined reference" "$bdir.log" | sort -u | head -40 || true
    echo "== configs: $c: build FAILED =="
    failed="$failed $c"
    continue
  fi
  if [ "${CONFIGS_RUN:-1}" = 0 ]; then
    echo "== configs: $c: built, $((SECONDS - t0)) s =="
    continue
  fi
  if ! ctest --test-dir "$bdir" --output-on-failure -j "$jobs" -LE '^(long|heavy)$' \
    -E '^(test_install|test_other_compiler)$' >>"$bdir.log" 2>&1; then
    grep -E "Failed|\*\*\*|tests passed" "$bdir.log" | tail -20 || true
    echo "== configs: $c: tests FAILED (log: $bdir.log) =="
    failed="$failed $c"
    continue
  fi
  echo "== configs: $c: $(grep -E 'tests passed' "$bdir.log" | tail -1), $((SECONDS - t0)) s =="
done
if [ -n "$failed" ]; then
  echo "configs.sh: failed:$failed"
  exit 1
fi
echo "configs.sh: every configuration built and passed"
