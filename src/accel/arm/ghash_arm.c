/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GHASH (SP 800-38D section 6.4) with the ARMv8 PMULL/PMULL2 carry-less
 * multiplies. This file alone is compiled with -march=armv8-a+crypto (which
 * includes PMULL); its object's needs name NEON and PMULL, so
 * cairn_impl_usable keeps it from running on a core without them.
 *
 * Eight blocks per step are multiplied by H^8..H^1 and summed unreduced,
 * then reduced once (aggregated reduction): the multiplies of a step are
 * independent, so PMULL's latency is hidden, and the serial part per eight
 * blocks is one reduction (two PMULLs by the constant of x^128 = x^7 + x^2
 * + x + 1) instead of eight. Each product takes four PMULLs (schoolbook)
 * rather than Karatsuba's three: with every power of H stored in both word
 * orders no lane of the data is ever moved, and the EXT and EOR that
 * Karatsuba needs per block cost about the PMULL they save. The powers of
 * H (times x^-1: the representation of mac/ghash_internal.h, so one product
 * and one reduction give a * H) are computed once per key; the layout and
 * the helpers, shared with the fused GCM kernel of aes_arm.c, are in
 * accel/arm/ghash_arm.h.
 *
 * PMULL is data-independent; nothing branches on H or the data, and the
 * loops run over the public block count.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_GCM

#include "accel/arm/ghash_arm.h"

/* The object's operations: global (named *_arm in a disassembly or a trace
 * of the constant-flow check, tests/ct/trace_arm64.c); only the object
 * below refers to them. */
void cairn_ghash_set_h_arm(uint64_t hk[CAIRN_GHASH_KEY_WORDS], const uint8_t h[16]);
void cairn_ghash_update_arm(const uint64_t hk[CAIRN_GHASH_KEY_WORDS], uint8_t y[16], const uint8_t *in,
                            size_t nblocks);

/* see accel/arm/ghash_arm.h: hk holds H^1..H^8 (times x^-1) in both word orders. */
void cairn_ghash_set_h_arm(uint64_t hk[CAIRN_GHASH_KEY_WORDS], const uint8_t h[16])
{
    uint64_t a1 = cairn_load64_be(h), a0 = cairn_load64_be(h + 8);
    uint64_t m = (uint64_t)0 - (a1 >> 63); /* the x^0 coefficient */
    /* H' = H * x^-1: a shift towards x^0, x^-1 = x^127 + x^6 + x + 1 added when x^0 was set */
    uint64_t h1 = ((a1 << 1) | (a0 >> 63)) ^ (m & 0xC200000000000000u);
    uint64_t h0 = (a0 << 1) ^ (m & 1u);
    uint64x2_t hp = vcombine_u64(vcreate_u64(h1), vcreate_u64(h0)), p = hp;
    unsigned i;

    /* p_(i+1) = p_i * H' * x = H^(i+1) * x^-1 */
    for (i = 1; i <= CAIRN_GHASH_ARM_POWERS; i++) {
        cairn_gha_acc acc;
        vst1q_u64(hk + 4 * (i - 1), p);
        vst1q_u64(hk + 4 * (i - 1) + 2, vextq_u64(p, p, 1));
        cairn_gha_zero(&acc);
        cairn_gha_mul_acc(&acc, hp, hk, i);
        p = cairn_gha_reduce(&acc);
    }
}

/* see the object below */
void cairn_ghash_update_arm(const uint64_t hk[CAIRN_GHASH_KEY_WORDS], uint8_t y[16], const uint8_t *in,
                            size_t nblocks)
{
    uint64x2_t v = cairn_gha_load(y);

    for (; nblocks >= 8; nblocks -= 8, in += 128)
        v = cairn_gha_blocks(hk, v, in, 8);
    if (nblocks > 0)
        v = cairn_gha_blocks(hk, v, in, (unsigned)nblocks);
    cairn_gha_store(y, v);
}

const cairn_ghash_impl cairn_ghash_arm_impl_obj = {{"arm-pmull", CAIRN_PRIM_GHASH, CAIRN_GHASH_ARM_NEEDS},
                                                   CAIRN_GHASH_LAYOUT_ARM, cairn_ghash_set_h_arm,
                                                   cairn_ghash_update_arm};

#else
typedef int cairn_ghash_arm_unused; /* ISO C: no empty translation unit */
#endif
