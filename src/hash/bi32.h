/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bit interleaving of 64-bit lanes for the 32-bit permutation objects
 * (ascon_p32.c, sha3_bi32.c): a lane x is held as e, its even bits (bit i
 * of e is bit 2i of x), and o, its odd bits. A 64-bit rotation then becomes
 * 32-bit ones: right by 2k is e >>> k, o >>> k; right by 2k + 1 is
 * e' = o >>> k, o' = e >>> (k + 1) (left rotations mirror it). Internal.
 */
#ifndef CAIRN_HASH_BI32_H
#define CAIRN_HASH_BI32_H

#include <stdint.h>
#include <string.h>

#include "core/internal.h"

/* The small profile calls the conversions rather than inlining them at
 * every lane. */
#if CAIRN_SMALL && (defined(__GNUC__) || defined(__clang__))
#define CAIRN_BI32_SWAPS static __attribute__((noinline, unused))
#else
#define CAIRN_BI32_SWAPS CAIRN_INLINE
#endif

/* Exchanges bit p + s of *lo with bit p of *hi for each bit p of m. */
#define CAIRN_BI32_XSWAP(lo, hi, s, m)                                                                                 \
    do {                                                                                                               \
        uint32_t t_ = (((lo) >> (s)) ^ (hi)) & (m);                                                                    \
        (hi) ^= t_;                                                                                                    \
        (lo) ^= t_ << (s);                                                                                             \
    } while (0)

/*
 * A lane's bit p sits in word p5 (lo or hi) at position p4..p0, and is to go
 * to word p0 (e or o) at position p5..p1: the six index bits rotated by one.
 * That is five exchanges of the word index with a position bit (p4, then
 * p3, ..., p0), each one delta swap between the two words, four
 * instructions for the whole lane, where a shuffle inside each word costs
 * that per word. The result is e | o << 32 (a register pair on 32-bit
 * targets).
 */
/* The exchange of lo's upper half with hi's lower half: two PKH on cores
 * with the DSP extension (gcc builds neither from C), else a delta swap. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__ARM_FEATURE_DSP) && __ARM_FEATURE_DSP
#define CAIRN_BI32_XSWAP16(lo, hi)                                                                                     \
    do {                                                                                                               \
        uint32_t l_, h_;                                                                                               \
        __asm__("pkhbt %0, %1, %2, lsl #16" : "=r"(l_) : "r"(lo), "r"(hi));                                            \
        __asm__("pkhtb %0, %1, %2, asr #16" : "=r"(h_) : "r"(hi), "r"(lo));                                            \
        (lo) = l_;                                                                                                     \
        (hi) = h_;                                                                                                     \
    } while (0)
#else
#define CAIRN_BI32_XSWAP16(lo, hi) CAIRN_BI32_XSWAP(lo, hi, 16, 0x0000ffffu)
#endif

CAIRN_BI32_SWAPS uint64_t cairn_bi32_unzip(uint32_t lo, uint32_t hi)
{
    CAIRN_BI32_XSWAP16(lo, hi);
    CAIRN_BI32_XSWAP(lo, hi, 8, 0x00ff00ffu);
    CAIRN_BI32_XSWAP(lo, hi, 4, 0x0f0f0f0fu);
    CAIRN_BI32_XSWAP(lo, hi, 2, 0x33333333u);
    CAIRN_BI32_XSWAP(lo, hi, 1, 0x55555555u);
    return (uint64_t)hi << 32 | lo;
}

/* The inverse: the same exchanges in reverse order; lo | hi << 32. */
CAIRN_BI32_SWAPS uint64_t cairn_bi32_zip(uint32_t e, uint32_t o)
{
    CAIRN_BI32_XSWAP(e, o, 1, 0x55555555u);
    CAIRN_BI32_XSWAP(e, o, 2, 0x33333333u);
    CAIRN_BI32_XSWAP(e, o, 4, 0x0f0f0f0fu);
    CAIRN_BI32_XSWAP(e, o, 8, 0x00ff00ffu);
    CAIRN_BI32_XSWAP16(e, o);
    return (uint64_t)o << 32 | e;
}

/* A lane given as its low and high 32-bit words, to (e, o). */
CAIRN_INLINE void cairn_bi32_to(uint32_t *e, uint32_t *o, uint32_t lo, uint32_t hi)
{
    uint64_t r = cairn_bi32_unzip(lo, hi);
    *e = (uint32_t)r;
    *o = (uint32_t)(r >> 32);
}

/* (e, o) back to the lane's low and high words. */
CAIRN_INLINE void cairn_bi32_from(uint32_t *lo, uint32_t *hi, uint32_t e, uint32_t o)
{
    uint64_t r = cairn_bi32_zip(e, o);
    *lo = (uint32_t)r;
    *hi = (uint32_t)(r >> 32);
}

/* The 8 bytes at p (little-endian) as (e, o), and back. On little-endian
 * targets the words go through memcpy (one load or store each, unaligned
 * where the core allows it): gcc merged the byte stores of cairn_store32_le
 * into a word store for some words only, rebuilding the others byte by
 * byte in a register first. */
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
CAIRN_INLINE void cairn_bi32_load(uint32_t *e, uint32_t *o, const uint8_t *p)
{
    uint32_t lo, hi;
    memcpy(&lo, p, 4);
    memcpy(&hi, p + 4, 4);
    cairn_bi32_to(e, o, lo, hi);
}

CAIRN_INLINE void cairn_bi32_store(uint8_t *p, uint32_t e, uint32_t o)
{
    uint32_t lo, hi;
    cairn_bi32_from(&lo, &hi, e, o);
    memcpy(p, &lo, 4);
    memcpy(p + 4, &hi, 4);
}
#else
CAIRN_INLINE void cairn_bi32_load(uint32_t *e, uint32_t *o, const uint8_t *p)
{
    cairn_bi32_to(e, o, cairn_load32_le(p), cairn_load32_le(p + 4));
}

CAIRN_INLINE void cairn_bi32_store(uint8_t *p, uint32_t e, uint32_t o)
{
    uint32_t lo, hi;
    cairn_bi32_from(&lo, &hi, e, o);
    cairn_store32_le(p, lo);
    cairn_store32_le(p + 4, hi);
}
#endif

#endif
