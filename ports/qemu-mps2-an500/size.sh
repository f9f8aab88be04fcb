#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make size: Cortex-M7 code size per algorithm and stack per benchmarked operation.
#   size.sh OUT.md
# Three builds of the library (hard-float, -mcpu=cortex-m7 -mthumb,
# -ffunction-sections -fdata-sections, --gc-sections): the default (speed)
# profile at -Os and -O2, and the small-footprint profile (CAIRN_SMALL=1,
# include/cairn/config.h) at -Os. For each, size/image.c links a minimal
# image per entry of src/core/algorithms.def that has a size label (vector
# table + one use of the algorithm: a hash through its one-shot function, the
# rest through their descriptors; no libc but memcpy/memset); a Weierstrass-curve image links a library whose other curves
# are switched off (CAIRN_ENABLE_EC_*: only the curve table and the scheme
# descriptors see those switches, so only their three files are compiled
# again). arm-none-eabi-size gives flash (text, which includes rodata, plus
# the data initialisers) and RAM (data + bss). The reference library's -Os
# figure (../shared/reference/cyclonecrypto-cm7-size.csv) sits beside the
# rows it has. size/stack.c runs on QEMU and paints the stack to measure each
# operation's high-water mark. Writes OUT.md and prints it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:?usage: size.sh OUT.md}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc=arm-none-eabi-gcc
arch=(-mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard)
# -DCAIRN_ED448_SMALL_TABLE=1 -DCAIRN_EC_SMALL_TABLE=1: this port's defaults (port.cmake), the
# 12 KiB Ed448 table and the small Weierstrass base-point tables
common=(-std=c99 -Wall -Wextra -Werror -ffunction-sections -fdata-sections -DCAIRN_ED448_SMALL_TABLE=1
  -DCAIRN_EC_SMALL_TABLE=1
  -I"$root/include" -I"$root/src")
# the library's sources as CMakeLists.txt globs them: src/*/*.c except the back ends of src/accel
mapfile -t srcs < <(cd "$root" && ls src/*/*.c | grep -v '^src/accel/')
wrap=()
for f in printf fprintf snprintf sprintf vprintf vfprintf vsnprintf vsprintf; do wrap+=("-Wl,--wrap=$f"); done

# the images: the baseline, then every entry of the table with a size label, in its order;
# the define that selects the entry's code in image.c, and the label
algs=(NONE)
declare -A label=([NONE]="(baseline: vector table, reset loop, 128-byte buffers)") define=([NONE]=-DSIZE_NONE)
while IFS=$'\t' read -r fam sym f2 f3 f4 f5 f6; do
  case $fam in
  cipher | over_hash) lab=$f3 ;;
  aead | hash) lab=$f5 ;;
  sig | kex) lab=$f6 ;;
  *) continue ;;
  esac
  [ "$lab" != - ] || continue
  a=${fam}_$sym
  algs+=("$a")
  label[$a]=$lab
  if [ "$fam" = over_hash ]; then
    define[$a]=-DSIZE_OVER_HASH_$sym
  elif [ "$fam" = sig ] && [[ $sym == rsa* ]]; then
    define[$a]=-DSIZE_RSA=${sym#rsa} # through cairn/rsa.h with a fixed key (image.c)
  elif [ "$fam" = sig ] && [[ $sym == ecdsa_* ]]; then
    cv=${sym#ecdsa_}
    define[$a]=-DSIZE_ECDSA=${cv^^} # through cairn/ec.h, P1363 signatures (image.c)
  else
    define[$a]=-DSIZE_${fam^^}=$sym
  fi
done < <(bash "$root/scripts/alg-table.sh")
declare -A flash ram stack ctx

# the reference library's -Os image per entry (its CSV names the images its own way)
declare -A refname=([cipher_aes128]=AES [hash_sha256]=SHA-256 [hash_sha3_256]=SHA3-256 [aead_aes128_gcm]=AES-128-GCM
  [aead_chacha20_poly1305]=ChaCha20-Poly1305 [aead_ascon_aead128]=Ascon-AEAD128 [hash_ascon_hash256]=Ascon-Hash256
  [kex_x25519]=X25519 [sig_ed25519]=Ed25519 [sig_ecdsa_p256]="ECDSA P-256" [sig_rsa2048]=RSA-2048)
declare -A ref
refcsv="$root/../shared/reference/cyclonecrypto-cm7-size.csv"
if [ -f "$refcsv" ]; then
  while IFS=, read -r img _ os _; do ref[$img]=$os; done < <(tail -n +2 "$refcsv")
fi
# the one curve a Weierstrass-curve image keeps
curve_of() {
  case $1 in
  sig_ecdsa_p256 | kex_ecdh_p256) echo P256 ;;
  sig_ecdsa_p384 | kex_ecdh_p384) echo P384 ;;
  sig_ecdsa_p521 | kex_ecdh_p521) echo P521 ;;
  sig_ecdsa_brainpoolp256r1 | kex_ecdh_brainpoolp256r1) echo BP256 ;;
  sig_ecdsa_brainpoolp384r1 | kex_ecdh_brainpoolp384r1) echo BP384 ;;
  sig_ecdsa_brainpoolp512r1 | kex_ecdh_brainpoolp512r1) echo BP512 ;;
  sig_sm2 | kex_ecdh_sm2) echo SM2 ;;
  esac
}
curve_files=(src/ec/ec_curves.c src/ec/ec_schemes.c src/pk/pk.c)
# compile $1 (a source under $root) to $2 with the flags that follow, two at a time
ccjob() {
  local src=$1 obj=$2
  shift 2
  "$cc" "${arch[@]}" "${common[@]}" -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wvla "$@" \
    -c "$root/$src" -o "$obj" &
  if [ "$(jobs -rp | wc -l)" -ge 2 ]; then wait -n; fi
}
profiles=(Os O2 small)
declare -A pflags=([Os]="-Os" [O2]="-O2" [small]="-Os -DCAIRN_SMALL=1")

for opt in "${profiles[@]}"; do
  mkdir -p "$tmp/$opt"
  read -r -a pf <<< "${pflags[$opt]}"
  objs=()
  for s in "${srcs[@]}"; do
    o="$tmp/$opt/$(echo "$s" | tr / _).o"
    ccjob "$s" "$o" "${pf[@]}"
    objs+=("$o")
  done
  wait
  arm-none-eabi-ar rcs "$tmp/$opt/libcairn.a" "${objs[@]}"
  for a in "${algs[@]}"; do
    lib="$tmp/$opt/libcairn.a"
    cv=$(curve_of "$a")
    if [ -n "$cv" ]; then
      lib="$tmp/$opt/libcairn-$cv.a"
      if [ ! -f "$lib" ]; then
        cdefs=()
        for c in P256 P384 P521 BP256 BP384 BP512 SM2; do cdefs+=("-DCAIRN_ENABLE_EC_$c=$([ $c = "$cv" ] && echo 1 || echo 0)"); done
        [ "$cv" = SM2 ] || cdefs+=(-DCAIRN_ENABLE_SM2=0)
        mkdir -p "$tmp/$opt/$cv"
        cobjs=()
        for s in "${curve_files[@]}"; do
          ccjob "$s" "$tmp/$opt/$cv/$(echo "$s" | tr / _).o" "${pf[@]}" "${cdefs[@]}"
          cobjs+=("$tmp/$opt/$cv/$(echo "$s" | tr / _).o")
        done
        wait
        cp "$tmp/$opt/libcairn.a" "$lib"
        arm-none-eabi-ar rcs "$lib" "${cobjs[@]}" # replaces the members of the same name
      fi
    fi
    case ${define[$a]} in -DSIZE_RSA=*) python3 "$root/scripts/rsa-key-components.py" "${define[$a]#-DSIZE_RSA=}" \
      "$root/bench/pk_keys.h" > "$tmp/rsa_key.h" ;; esac
    "$cc" "${arch[@]}" "${pf[@]}" "${common[@]}" -I"$tmp" "${define[$a]}" "$here/size/image.c" "$lib" \
      -T "$here/mps2-an500.ld" -nostartfiles -nostdlib -Wl,--gc-sections -lc -lgcc -o "$tmp/$opt/$a.elf"
    read -r text data bss _ < <(arm-none-eabi-size "$tmp/$opt/$a.elf" | tail -1)
    flash[$a,$opt]=$((text + data))
    ram[$a,$opt]=$((data + bss))
  done
  # stack: the port's start-up, newlib and semihosting, run on QEMU
  "$cc" "${arch[@]}" "${pf[@]}" "${common[@]}" -I"$here" "$here/size/stack.c" "$here/startup.c" "$here/stdio_c99.c" \
    "$tmp/$opt/libcairn.a" -T "$here/mps2-an500.ld" -nostartfiles --specs=rdimon.specs -Wl,--gc-sections "${wrap[@]}" \
    -o "$tmp/$opt/stack.elf"
  "$here/run.sh" "$tmp/$opt/stack.elf" > "$tmp/$opt/stack.txt"
  while read -r name bytes csize; do
    stack[$name,$opt]=$bytes
    ctx[$name]=$csize
  done < "$tmp/$opt/stack.txt"
  stack_names=$(cut -d' ' -f1 "$tmp/$opt/stack.txt")
done
base_small=${flash[NONE,small]}

{
  echo "<!-- SPDX-License-Identifier: Apache-2.0 OR MIT -->"
  echo "# Code size and stack on Cortex-M7"
  echo
  echo "Generated by \`make size\` ($(basename "$0"), $("$cc" --version | head -1 | sed 's/.*) //'), newlib"
  echo "$(dpkg-query -W -f='${Version}' libnewlib-arm-none-eabi 2>/dev/null || echo '?')). Do not edit by hand."
  echo
  echo "Flags: \`${arch[*]} -ffunction-sections -fdata-sections\`, linked with \`--gc-sections\`,"
  echo "and this port's configuration: \`CAIRN_ED448_SMALL_TABLE=1\` (the 12 KiB Ed448/X448 fixed-base"
  echo "table; the default 84 KiB table adds about 78 KiB to the X448 and Ed448 images, docs/porting.md)"
  echo "and \`CAIRN_EC_SMALL_TABLE=1\` (P-256/P-384/P-521 base-point tables of 4, 1.5 and 2.3 KiB instead"
  echo "of 52, 30 and 61 KiB)."
  echo "One image per entry of \`src/core/algorithms.def\` with a size label, in the table's order. Each"
  echo "uses one algorithm (\`size/image.c\`): a hash digests one buffer through its one-shot function"
  echo "(\`cairn_sha256()\`, \`cairn_ascon_hash256()\`, ..., as the reference's images do; through the"
  echo "descriptor and \`cairn_hash_digest()\` the generic layer and the implementation-object list add"
  echo "a few hundred bytes); the rest through its descriptor and the generic API: a cipher keys, then"
  echo "runs CBC both ways and CTR; an AEAD keys, encrypts and decrypts;"
  echo "a signature scheme generates a key, signs and verifies (ECDSA through \`cairn/ec.h\` as firmware that"
  echo "uses one curve calls it: a key generated, its public point exported and imported back (the"
  echo "uncompressed SEC 1 point a verifier receives, by \`cairn_ec_public_key_import_uncompressed()\`, which"
  echo "links no point decompression), an r || s signature made and verified with"
  echo "\`cairn_ecdsa_sign_p1363()\`/\`_verify_p1363()\` over SHA-256;"
  echo "no DER: through the descriptor the generic layer and the key-object hooks add about 2 KiB); a key"
  echo "agreement generates a key, derives"
  echo "the public key and a shared secret; HMAC, HKDF, PBKDF2 and the DRBG run over SHA-256) and"
  echo "nothing else (no libc but \`memcpy\`/\`memset\`): subtract the baseline row to get what the"
  echo "algorithm adds to firmware. Flash = text (code and read-only data) + data initialisers; RAM ="
  echo "data + bss. The library has no global state: contexts live in the caller's memory, here in bss"
  echo "(the generic \`cairn_aead_ctx\` has room for any AEAD's state, whichever the image uses)."
  echo
  echo "Small: the small-footprint profile (\`CAIRN_SMALL=1\`, docs/porting.md) at -Os. Reference: the"
  echo "reference library's -Os image (\`../shared/reference/cyclonecrypto-cm7-size.csv\`, same compiler and"
  echo "flags) where it has one; the ratio is the small profile's flash, baseline subtracted, over it."
  echo "A Weierstrass-curve image keeps only its curve (\`CAIRN_ENABLE_EC_*\`, include/cairn/config.h)."
  echo
  echo "| Algorithm | Flash -Os | RAM -Os | Flash -O2 | RAM -O2 | Small flash -Os | Small RAM -Os | Reference -Os | Small / reference |"
  echo "|:--|--:|--:|--:|--:|--:|--:|--:|--:|"
  for a in "${algs[@]}"; do
    r=${refname[$a]:-}
    rv=- ratio=-
    if [ -n "$r" ] && [ -n "${ref[$r]:-}" ]; then
      rv=${ref[$r]}
      ratio=$(awk -v f="${flash[$a,small]}" -v b="$base_small" -v r="$rv" 'BEGIN { printf "%.2f", (f - b) / r }')
    fi
    echo "| ${label[$a]} | ${flash[$a,Os]} | ${ram[$a,Os]} | ${flash[$a,O2]} | ${ram[$a,O2]} | ${flash[$a,small]} | ${ram[$a,small]} | $rv | $ratio |"
  done
  echo
  echo "## Stack high-water mark per operation (bytes)"
  echo
  echo "Measured on QEMU mps2-an500 (\`size/stack.c\`): 32 KiB below the stack pointer painted, the"
  echo "operation run, the deepest changed word found. A hash operation is what cairn-bench times"
  echo "(init, update over 8 KiB, final, through the descriptor's software path) with its context in"
  echo "static memory; the context size is listed beside it. HMAC, HKDF and PBKDF2 keep their"
  echo "contexts on the stack, so their figure includes them; the DRBG's state is the caller's."
  echo "A cipher's rows are its key schedule and one 8 KiB pass of each benchmarked mode through its"
  echo "software implementation, the keyed context (\`cairn_cipher_ctx\`) in static memory."
  echo "An AEAD's rows are keying, and one 8 KiB encryption and decryption (13 bytes of AAD) through"
  echo "its descriptor's software implementation, the keyed \`cairn_aead_ctx\` in static memory."
  echo "A public-key scheme's rows are key generation and the benchmark's two operations through the"
  echo "generic functions of \`cairn/pk.h\` (64-byte messages), keys in static memory."
  echo
  echo "| Operation | Stack -Os | Stack -O2 | Stack small -Os | Context |"
  echo "|:--|--:|--:|--:|--:|"
  for n in $stack_names; do
    c=${ctx[$n]}
    [ "$c" = 0 ] && c="on the stack (included)"
    echo "| $n | ${stack[$n,Os]} | ${stack[$n,O2]} | ${stack[$n,small]:-} | $c |"
  done
} > "$out"
cat "$out"
