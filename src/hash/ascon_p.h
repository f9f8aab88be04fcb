/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon permutation (NIST SP 800-232, section 3) as implementation
 * objects (cairn_ascon_impl, cairn_ascon_impls in cairn/hash.h), shared by
 * Ascon-Hash256, Ascon-XOF128 (src/hash/ascon_hash.c) and Ascon-AEAD128
 * (src/aead/ascon_aead.c). Not installed.
 *
 * Byte order is SP 800-232's: a lane is loaded from 8 bytes little-endian
 * (cairn_load64_le), so byte i of the rate is bits 8i..8i+7 of S0.
 * The number of rounds is public (8 or 12 in the standard; 1..12 accepted,
 * other values leave the state unchanged): p^a runs the last `rounds` of the
 * 12 round constants.
 */
#ifndef CAIRN_HASH_ASCON_P_H
#define CAIRN_HASH_ASCON_P_H

#include "cairn/hash.h"
#include "core/internal.h"

#if CAIRN_ENABLE_ASCON
/* Thumb-2 cores with the DSP extension (Cortex-M4/M7), outside the small
 * profile: ascon_p32.c's rounds and AEAD block loops, and the one-shot
 * decryption's output masking, in assembly (gcc spills state words in every
 * round, and where depends on the code around it); CAIRN_ASCON_NO_ASM
 * builds the C there too, which is what the host tests and the
 * constant-time harness run. */
#if !CAIRN_SMALL && (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) && defined(__ARM_FEATURE_DSP) &&  \
    __ARM_FEATURE_DSP && !defined(CAIRN_ASCON_NO_ASM)
#define CAIRN_ASCON_ARM_ASM 1
/* p[0..n) &= m: p 4-byte aligned, n a positive multiple of 32 (ascon_p32.c) */
void cairn_ascon_mask_armv7m(uint8_t *p, size_t n, uint32_t m);
#else
#define CAIRN_ASCON_ARM_ASM 0
#endif

/* The bit-interleaved 32-bit object (ascon_p32.c); ascon_p.c lists it. */
extern const cairn_ascon_impl cairn_ascon_bi32;
#if CAIRN_SMALL
/* The small profile's object (ascon_small.c), its list's only one. */
extern const cairn_ascon_impl cairn_ascon_small;
/* The small profile's permutation itself (the object's permute). */
void cairn_ascon_small_permute(uint64_t s[5], unsigned rounds);
/* p^rounds through impl, or the permutation above when impl is NULL: a
 * context started without an object runs it directly, so an image that
 * names no object links none (the object's block loops included). */
void cairn_ascon_small_run(const cairn_ascon_impl *impl, uint64_t s[5], unsigned rounds);
/* Byte pos (public, 0..39) of the state, bytes little-endian in the lanes,
 * read, or XORed with b: 32-bit shifts (a 64-bit shift by a variable count
 * is long code on 32-bit cores), called rather than inlined. */
uint8_t cairn_ascon_small_byte(const uint64_t *s, size_t pos);
void cairn_ascon_small_xor(uint64_t *s, size_t pos, uint8_t b);

/* No object when the caller names none: the permutation above. */
CAIRN_INLINE const cairn_ascon_impl *cairn_ascon_best(void) { return NULL; }
#define CAIRN_ASCON_P(impl, s, rounds) cairn_ascon_small_run((impl), (s), (rounds))
#else
/* The object a context starts on when the caller names none. */
CAIRN_INLINE const cairn_ascon_impl *cairn_ascon_best(void)
{
    return (const cairn_ascon_impl *)cairn_impl_best(cairn_ascon_impls);
}
#define CAIRN_ASCON_P(impl, s, rounds) (impl)->permute((s), (rounds))
#endif
#endif

#endif
