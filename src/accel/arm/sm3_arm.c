/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM3 compression (GB/T 32905-2016) with the Armv8.2 SM3 instructions
 * (SM3SS1, SM3TT1A/B, SM3TT2A/B, SM3PARTW1/2). This file alone is compiled
 * with -march=armv8.2-a+sm4 (which brings the SM3 instructions as well); its
 * object, cairn_sm3_arm ("arm-sm3"), needs NEON and SM3 and is called only
 * after cairn_impl_usable checked those bits.
 *
 * Register layout (the instructions' pseudo-code in the Arm ARM): {A,B,C,D}
 * in one vector and {E,F,G,H} in another, A and E in lane 3 and D and H in
 * lane 0, so the state array is lane-reversed on load and on store, once
 * per call. Each round is SM3SS1 (SS1 in lane 3, from A, E and the round
 * constant T_j <<< j), then SM3TT1A/B on {A,B,C,D} with W'[j] and SM3TT2A/B
 * on {E,F,G,H} with W[j]: the TT instructions shift the variables and do
 * the rotations of B and F themselves, and TT2 applies P0. The A forms
 * (XOR functions) serve rounds 0-15, the B forms (majority, choice) 16-63.
 * The message words are four to a vector, W[j] in lane 0, taken big-endian
 * (REV32 after the load); W[j+16..j+19] is SM3PARTW1 on W[j..j+3],
 * W[j+7..j+10] and W[j+13..j+15], then SM3PARTW2 with W[j+10..j+13] and
 * W[j+3..j+6] (the EXTs give the unaligned windows), and W'[j..j+3] is one
 * EOR per four rounds. Five vectors hold the window, renamed rather than
 * moved: the four-round groups are unrolled with the names rotating.
 *
 * Constant time: the SM3 instructions are data-independent, the round
 * constants are compile-time values, and the only branch is the loop over
 * the public block count. The state and the message stay in vector
 * registers: nothing secret is stored but the caller's state array.
 *
 * Interleave depth: one. A call carries one chain (one state), and within a
 * block each round needs the previous round's A and E (SS1 -> TT1/TT2 ->
 * SS1), so there is nothing independent to interleave; what can overlap
 * does. The expansion of W[j+16..j+19] is issued at the start of group j,
 * three groups before its first use, so the out-of-order cores (Cortex-A
 * and Neoverse) run it and the W' EORs in the shadow of the round chain,
 * which then bounds the speed. The state is loaded and stored once per
 * call, whatever the block count.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SM3

#include <arm_neon.h>

#include "hash/hash_internal.h"

/* T_j <<< (j mod 32): T_j = 0x79cc4519 for j < 16, 0x7a879d8a after; at
 * index j + 3, so that the 16 bytes loaded from word j have T_j in lane 3,
 * where SM3SS1 reads it. */
static const uint32_t sm3_t[3 + 64] = {
    0, 0, 0,
    0x79cc4519u, 0xf3988a32u, 0xe7311465u, 0xce6228cbu, 0x9cc45197u, 0x3988a32fu, 0x7311465eu, 0xe6228cbcu,
    0xcc451979u, 0x988a32f3u, 0x311465e7u, 0x6228cbceu, 0xc451979cu, 0x88a32f39u, 0x11465e73u, 0x228cbce6u,
    0x9d8a7a87u, 0x3b14f50fu, 0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u, 0x629ea1e7u, 0xc53d43ceu,
    0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu, 0xa7a879d8u, 0x4f50f3b1u, 0x9ea1e762u, 0x3d43cec5u,
    0x7a879d8au, 0xf50f3b14u, 0xea1e7629u, 0xd43cec53u, 0xa879d8a7u, 0x50f3b14fu, 0xa1e7629eu, 0x43cec53du,
    0x879d8a7au, 0x0f3b14f5u, 0x1e7629eau, 0x3cec53d4u, 0x79d8a7a8u, 0xf3b14f50u, 0xe7629ea1u, 0xcec53d43u,
    0x9d8a7a87u, 0x3b14f50fu, 0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u, 0x629ea1e7u, 0xc53d43ceu,
    0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu, 0xa7a879d8u, 0x4f50f3b1u, 0x9ea1e762u, 0x3d43cec5u,
};

/* 16 message bytes as four big-endian words, the first in lane 0. */
CAIRN_INLINE uint32x4_t load_be32x4(const uint8_t *p) { return vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p))); }

/* {x0, x1, x2, x3} -> {x3, x2, x1, x0} */
CAIRN_INLINE uint32x4_t rev_lanes(uint32x4_t x)
{
    x = vrev64q_u32(x);
    return vextq_u32(x, x, 2);
}

/* One round j (lane i of the four-round group's W and W'). */
#define SM3_RND(TT1, TT2, WP, W, i, j)                                                                                 \
    do {                                                                                                               \
        uint32x4_t ss1_ = vsm3ss1q_u32(abcd, efgh, vld1q_u32(tp + (j)));                                           \
        abcd = TT1(abcd, ss1_, WP, i);                                                                                 \
        efgh = TT2(efgh, ss1_, W, i);                                                                                  \
    } while (0)

/* Rounds j..j+3 on W[j..j+3] (W0) and W[j+4..j+7] (W1). */
#define SM3_G4(TT1, TT2, W0, W1, j)                                                                                    \
    do {                                                                                                               \
        uint32x4_t wp_ = veorq_u32(W0, W1);                                                                            \
        SM3_RND(TT1, TT2, wp_, W0, 0, (j));                                                                            \
        SM3_RND(TT1, TT2, wp_, W0, 1, (j) + 1);                                                                        \
        SM3_RND(TT1, TT2, wp_, W0, 2, (j) + 2);                                                                        \
        SM3_RND(TT1, TT2, wp_, W0, 3, (j) + 3);                                                                        \
    } while (0)

/* W4 = W[j+16..j+19] from W0..W3 = W[j..j+15]. */
#define SM3_EXPAND(W0, W1, W2, W3, W4)                                                                                 \
    (W4 = vsm3partw2q_u32(vsm3partw1q_u32(W0, vextq_u32(W1, W2, 3), W3), vextq_u32(W2, W3, 2), vextq_u32(W0, W1, 3)))

/* Group j with the expansion of the window's next vector (into the slot of
 * the one group j - 4 used last). */
#define SM3_STEP(TT1, TT2, M0, M1, M2, M3, M4, j)                                                                      \
    do {                                                                                                               \
        SM3_EXPAND(M0, M1, M2, M3, M4);                                                                                \
        SM3_G4(TT1, TT2, M0, M1, j);                                                                                   \
    } while (0)

#define A1 vsm3tt1aq_u32
#define A2 vsm3tt2aq_u32
#define B1 vsm3tt1bq_u32
#define B2 vsm3tt2bq_u32

/* see hash/hash_internal.h */
void cairn_sm3_compress_arm(uint32_t state[8], const uint8_t *blocks, size_t nblocks)
{
    uint32x4_t abcd = rev_lanes(vld1q_u32(state)), efgh = rev_lanes(vld1q_u32(state + 4));
    uint32x4_t abcd0, efgh0, m0, m1, m2, m3, m4;
    const uint32_t *tp = sm3_t;

    for (; nblocks > 0; nblocks--, blocks += 64) {
        /* The constants are loaded in every block (64 loads, on the load
         * pipes): the empty asm hides that tp is the same each time, so the
         * compiler does not hoist 48 distinct constants out of the loop and
         * spill them or rebuild them in general registers. */
        __asm__("" : "+r"(tp));
        abcd0 = abcd;
        efgh0 = efgh;
        m0 = load_be32x4(blocks);
        m1 = load_be32x4(blocks + 16);
        m2 = load_be32x4(blocks + 32);
        m3 = load_be32x4(blocks + 48);

        SM3_STEP(A1, A2, m0, m1, m2, m3, m4, 0);
        SM3_STEP(A1, A2, m1, m2, m3, m4, m0, 4);
        SM3_STEP(A1, A2, m2, m3, m4, m0, m1, 8);
        SM3_STEP(A1, A2, m3, m4, m0, m1, m2, 12);
        SM3_STEP(B1, B2, m4, m0, m1, m2, m3, 16);
        SM3_STEP(B1, B2, m0, m1, m2, m3, m4, 20);
        SM3_STEP(B1, B2, m1, m2, m3, m4, m0, 24);
        SM3_STEP(B1, B2, m2, m3, m4, m0, m1, 28);
        SM3_STEP(B1, B2, m3, m4, m0, m1, m2, 32);
        SM3_STEP(B1, B2, m4, m0, m1, m2, m3, 36);
        SM3_STEP(B1, B2, m0, m1, m2, m3, m4, 40);
        SM3_STEP(B1, B2, m1, m2, m3, m4, m0, 44);
        SM3_STEP(B1, B2, m2, m3, m4, m0, m1, 48); /* W[64..67], the last needed */
        SM3_G4(B1, B2, m3, m4, 52);
        SM3_G4(B1, B2, m4, m0, 56);
        SM3_G4(B1, B2, m0, m1, 60);

        abcd = veorq_u32(abcd, abcd0);
        efgh = veorq_u32(efgh, efgh0);
    }
    vst1q_u32(state, rev_lanes(abcd));
    vst1q_u32(state + 4, rev_lanes(efgh));
}

const cairn_sm3_impl cairn_sm3_arm = {{"arm-sm3", CAIRN_PRIM_SM3, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SM3},
                                      cairn_sm3_compress_arm};

#else
typedef int cairn_sm3_arm_unused; /* ISO C: no empty translation unit */
#endif
