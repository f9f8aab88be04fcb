/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The aarch64 key layout and PMULL helpers, shared by the GHASH object
 * (ghash_arm.c) and the fused GCM kernel (aes_arm.c). Only files compiled
 * with the AES/PMULL extension (-march=armv8-a+crypto) include it. Not
 * installed.
 *
 * Values are held as two native 64-bit lanes {high word, low word} of the
 * 128-bit integer of ghash_internal.h's representation: REV64 of the 16
 * bytes, no lane swap. Key layout (CAIRN_GHASH_LAYOUT_ARM): for p = 1..8,
 * words 4(p-1) .. 4(p-1)+3 hold P1, P0, P0, P1, where P1:P0 = H^p * x^-1:
 * the first pair in the data's lane order (PMULL pairs lane 0 with lane 0
 * and PMULL2 lane 1 with lane 1: the high and low partial products), the
 * second swapped (the two cross products), so no data lane is ever moved.
 */
#ifndef CAIRN_ACCEL_ARM_GHASH_ARM_H
#define CAIRN_ACCEL_ARM_GHASH_ARM_H

#include "mac/ghash_internal.h"

#include <arm_neon.h>

#define CAIRN_GHASH_ARM_POWERS 8
#define CAIRN_GHASH_ARM_NEEDS (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_PMULL)

/* x^128 = x^7 + x^2 + x + 1, as the shifts by 63, 62 and 57 that one PMULL
 * by this constant makes (see cairn_gha_reduce). */
#define CAIRN_GHA_POLY 0xC200000000000000u

typedef struct {
    uint64x2_t lo, hi, mid; /* unreduced running sums: low, high, middle (cross) products */
} cairn_gha_acc;

CAIRN_INLINE uint64x2_t cairn_gha_load(const uint8_t *p) { return vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p))); }
CAIRN_INLINE void cairn_gha_store(uint8_t *p, uint64x2_t v) { vst1q_u8(p, vrev64q_u8(vreinterpretq_u8_u64(v))); }

/* 64x64 carry-less products of lanes 0 (PMULL) and lanes 1 (PMULL2). */
CAIRN_INLINE uint64x2_t cairn_gha_mul_lo(uint64x2_t a, uint64x2_t b)
{
    return vreinterpretq_u64_p128(
        vmull_p64(vgetq_lane_p64(vreinterpretq_p64_u64(a), 0), vgetq_lane_p64(vreinterpretq_p64_u64(b), 0)));
}
CAIRN_INLINE uint64x2_t cairn_gha_mul_hi(uint64x2_t a, uint64x2_t b)
{
    return vreinterpretq_u64_p128(vmull_high_p64(vreinterpretq_p64_u64(a), vreinterpretq_p64_u64(b)));
}

CAIRN_INLINE void cairn_gha_zero(cairn_gha_acc *acc) { acc->lo = acc->hi = acc->mid = vdupq_n_u64(0); }

/* acc += a * H^p (1 <= p <= 8), unreduced: four PMULLs, no lane moves. */
CAIRN_INLINE void cairn_gha_mul_acc(cairn_gha_acc *acc, uint64x2_t a, const uint64_t *hk, unsigned p)
{
    uint64x2_t h = vld1q_u64(hk + 4 * (size_t)(p - 1)), hx = vld1q_u64(hk + 4 * (size_t)(p - 1) + 2);
    acc->hi = veorq_u64(acc->hi, cairn_gha_mul_lo(a, h));
    acc->lo = veorq_u64(acc->lo, cairn_gha_mul_hi(a, h));
    acc->mid = veorq_u64(acc->mid, veorq_u64(cairn_gha_mul_lo(a, hx), cairn_gha_mul_hi(a, hx)));
}

/* Reduces the 256-bit hi:lo (+ mid at bit 64) to the field element, in the
 * lane order of cairn_gha_load. With lo = L1:L0 (bit k of the integer is
 * x^(255-k): lo holds x^128..x^255), lo * x^128 = lo * (x^7 + x^2 + x + 1)
 * is lo ^ lo >> 1 ^ lo >> 2 ^ lo >> 7 with the bits shifted out folded back
 * the same way: one PMULL of L0 by CAIRN_GHA_POLY gives L0's in-word
 * shifts (low word, folded into L1) and its spill (high word, into the
 * result's low word), a second PMULL the same of the updated L1. */
CAIRN_INLINE uint64x2_t cairn_gha_reduce(const cairn_gha_acc *acc)
{
    const uint64x2_t z = vdupq_n_u64(0), poly = vdupq_n_u64(CAIRN_GHA_POLY);
    uint64x2_t lo = veorq_u64(acc->lo, vextq_u64(z, acc->mid, 1)); /* {L0, L1 ^ mid0} */
    uint64x2_t hi = veorq_u64(acc->hi, vextq_u64(acc->mid, z, 1)); /* {H0 ^ mid1, H1} */
    uint64x2_t m = cairn_gha_mul_lo(lo, poly);
    uint64x2_t v = veorq_u64(lo, vextq_u64(m, m, 1));
    uint64x2_t r = veorq_u64(veorq_u64(hi, v), cairn_gha_mul_hi(v, poly)); /* {R0, R1} */
    return vextq_u64(r, r, 1);
}

/* y = (y ^ b[0]) * H^n ^ b[1] * H^(n-1) ^ ... ^ b[n-1] * H, 1 <= n <= 8. */
CAIRN_INLINE uint64x2_t cairn_gha_blocks(const uint64_t *hk, uint64x2_t y, const uint8_t *in, unsigned n)
{
    cairn_gha_acc acc;
    unsigned j;
    cairn_gha_zero(&acc);
    cairn_gha_mul_acc(&acc, veorq_u64(y, cairn_gha_load(in)), hk, n);
    for (j = 1; j < n; j++)
        cairn_gha_mul_acc(&acc, cairn_gha_load(in + 16 * j), hk, n - j);
    return cairn_gha_reduce(&acc);
}

#endif
