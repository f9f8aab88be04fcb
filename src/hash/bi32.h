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

#include "core/internal.h"

/* The small profile calls the two swaps rather than inlining them at every
 * lane conversion. */
#if CAIRN_SMALL && (defined(__GNUC__) || defined(__clang__))
#define CAIRN_BI32_SWAPS static __attribute__((noinline, unused))
#else
#define CAIRN_BI32_SWAPS CAIRN_INLINE
#endif

/* Even bits of x to the low half, odd bits to the high half (four delta
 * swaps: bits 1<->2 in each nibble, 2-3<->4-5 in each byte, 4-7<->8-11 in
 * each half, 8-15<->16-23). */
CAIRN_BI32_SWAPS uint32_t cairn_bi32_unshuffle(uint32_t x)
{
    uint32_t t;
    t = (x ^ (x >> 1)) & 0x22222222u;
    x ^= t ^ (t << 1);
    t = (x ^ (x >> 2)) & 0x0c0c0c0cu;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 4)) & 0x00f000f0u;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 8)) & 0x0000ff00u;
    x ^= t ^ (t << 8);
    return x;
}

/* The inverse: the same swaps in reverse order. */
CAIRN_BI32_SWAPS uint32_t cairn_bi32_shuffle(uint32_t x)
{
    uint32_t t;
    t = (x ^ (x >> 8)) & 0x0000ff00u;
    x ^= t ^ (t << 8);
    t = (x ^ (x >> 4)) & 0x00f000f0u;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 2)) & 0x0c0c0c0cu;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 1)) & 0x22222222u;
    x ^= t ^ (t << 1);
    return x;
}

/* A lane given as its low and high 32-bit words, to (e, o). */
CAIRN_INLINE void cairn_bi32_to(uint32_t *e, uint32_t *o, uint32_t lo, uint32_t hi)
{
    lo = cairn_bi32_unshuffle(lo);
    hi = cairn_bi32_unshuffle(hi);
    *e = (lo & 0xffffu) | (hi << 16);
    *o = (lo >> 16) | (hi & 0xffff0000u);
}

/* (e, o) back to the lane's low and high words. */
CAIRN_INLINE void cairn_bi32_from(uint32_t *lo, uint32_t *hi, uint32_t e, uint32_t o)
{
    *lo = cairn_bi32_shuffle((e & 0xffffu) | (o << 16));
    *hi = cairn_bi32_shuffle((e >> 16) | (o & 0xffff0000u));
}

/* The 8 bytes at p (little-endian) as (e, o), and back. */
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
