/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Keccak-f[1600] (FIPS 202) with the Armv8.2 SHA3 instructions (FEAT_SHA3):
 * EOR3 (three-way XOR) for theta's column parities, RAX1 (XOR with a
 * rotate by one) for theta's D, XAR (XOR then rotate) for theta's XOR with
 * rho's rotation in one, and BCAX (bit clear and XOR) for chi. This file
 * alone is compiled with -march=armv8.2-a+sha3; its object cairn_keccak_arm
 * ("arm-sha3") needs NEON and SHA3, which cairn_impl_usable checks before
 * the sponge (src/hash/sha3.c) calls in.
 *
 * The instructions exist only on vectors, so each of the 25 lanes is the
 * low 64-bit half of its own uint64x2_t (the high halves are never read:
 * every operation is lane-wise, and only the low halves are stored). The
 * state is loaded once per absorb call and stored once; through the absorb
 * loop and all 24 rounds of every block it stays in vector registers, the
 * block's lanes XORed in from the caller's buffer (one 8-byte load a lane,
 * any alignment, bytes little-endian). A round computes the five column
 * parities (two EOR3 each), then theta's D one column at a time (RAX1)
 * with at once the XAR of that column's five lanes to where rho and pi send
 * them (a plain EOR for lane (0, 0), which rho does not rotate), the
 * columns in the order that retires each parity as soon as both its users
 * are done; then chi row by row (five BCAX a row) and iota. The working set
 * peaks at 31 vectors (the 25 lanes, five parities, one D), inside the 32
 * vector registers; clang 14 still keeps a few values on the stack (about
 * four loads and stores a round against some 66 vector operations). Two
 * rounds per loop iteration, the second writing back into the names the
 * first read (s -> t -> s), so there is no copy between rounds.
 *
 * Constant time: EOR3/RAX1/XAR/BCAX and the loads are data-independent;
 * the round constants (cairn_keccak_rc, shared with sha3.c) are read at
 * the public round index; the loops run over the public block count and
 * the fixed round count, and the one switch is on the public rate. No
 * secret is stored on purpose (only the caller's state array is written);
 * what the register allocator spills stays in this call's stack frame.
 *
 * Interleave depth: one. The interface is a single sponge state, and each
 * round depends on the whole previous one, so there is no independent
 * work to interleave; within a round the five EOR3 chains, the 25 XARs and
 * the 25 BCAXs are each independent of one another, which already gives
 * the two or more vector pipes of the cores that implement FEAT_SHA3
 * (e.g. Neoverse V1, Cortex-A710) plenty to issue.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SHA3

#include <arm_neon.h>

#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"

/*
 * One round from lanes S##0..S##24 to lanes D##0..D##24 (lane x + 5y of
 * FIPS 202 is name##(x + 5y)); RC the round constant in the low half.
 * Lane (x, y), XORed with D[x] and rotated left by its rho offset r (XAR
 * rotates right: by 64 - r), goes to b[y + 5 ((2x + 3y) mod 5)] (pi).
 */
#define KECCAK_ROUND(S, D, RC)                                                                                      \
    do {                                                                                                            \
        c0 = veor3q_u64(veor3q_u64(S##0, S##5, S##10), S##15, S##20);                                               \
        c1 = veor3q_u64(veor3q_u64(S##1, S##6, S##11), S##16, S##21);                                               \
        c2 = veor3q_u64(veor3q_u64(S##2, S##7, S##12), S##17, S##22);                                               \
        c3 = veor3q_u64(veor3q_u64(S##3, S##8, S##13), S##18, S##23);                                               \
        c4 = veor3q_u64(veor3q_u64(S##4, S##9, S##14), S##19, S##24);                                               \
        /* theta's D of one column at a time, and at once rho and pi of the column's                                \
         * five lanes, in an order that lets each parity die as soon as it can */                                   \
        d = vrax1q_u64(c4, c1);                                                                                     \
        b0 = veorq_u64(S##0, d);                                                                                    \
        b16 = vxarq_u64(S##5, d, 28);                                                                               \
        b7 = vxarq_u64(S##10, d, 61);                                                                               \
        b23 = vxarq_u64(S##15, d, 23);                                                                              \
        b14 = vxarq_u64(S##20, d, 46);                                                                              \
        d = vrax1q_u64(c1, c3);                                                                                     \
        b20 = vxarq_u64(S##2, d, 2);                                                                                \
        b11 = vxarq_u64(S##7, d, 58);                                                                               \
        b2 = vxarq_u64(S##12, d, 21);                                                                               \
        b18 = vxarq_u64(S##17, d, 49);                                                                              \
        b9 = vxarq_u64(S##22, d, 3);                                                                                \
        d = vrax1q_u64(c3, c0);                                                                                     \
        b15 = vxarq_u64(S##4, d, 37);                                                                               \
        b6 = vxarq_u64(S##9, d, 44);                                                                                \
        b22 = vxarq_u64(S##14, d, 25);                                                                              \
        b13 = vxarq_u64(S##19, d, 56);                                                                              \
        b4 = vxarq_u64(S##24, d, 50);                                                                               \
        d = vrax1q_u64(c0, c2);                                                                                     \
        b10 = vxarq_u64(S##1, d, 63);                                                                               \
        b1 = vxarq_u64(S##6, d, 20);                                                                                \
        b17 = vxarq_u64(S##11, d, 54);                                                                              \
        b8 = vxarq_u64(S##16, d, 19);                                                                               \
        b24 = vxarq_u64(S##21, d, 62);                                                                              \
        d = vrax1q_u64(c2, c4);                                                                                     \
        b5 = vxarq_u64(S##3, d, 36);                                                                                \
        b21 = vxarq_u64(S##8, d, 9);                                                                                \
        b12 = vxarq_u64(S##13, d, 39);                                                                              \
        b3 = vxarq_u64(S##18, d, 43);                                                                               \
        b19 = vxarq_u64(S##23, d, 8);                                                                               \
        /* chi, row by row, then iota */                                                                            \
        D##0 = vbcaxq_u64(b0, b2, b1);                                                                              \
        D##1 = vbcaxq_u64(b1, b3, b2);                                                                              \
        D##2 = vbcaxq_u64(b2, b4, b3);                                                                              \
        D##3 = vbcaxq_u64(b3, b0, b4);                                                                              \
        D##4 = vbcaxq_u64(b4, b1, b0);                                                                              \
        D##5 = vbcaxq_u64(b5, b7, b6);                                                                              \
        D##6 = vbcaxq_u64(b6, b8, b7);                                                                              \
        D##7 = vbcaxq_u64(b7, b9, b8);                                                                              \
        D##8 = vbcaxq_u64(b8, b5, b9);                                                                              \
        D##9 = vbcaxq_u64(b9, b6, b5);                                                                              \
        D##10 = vbcaxq_u64(b10, b12, b11);                                                                          \
        D##11 = vbcaxq_u64(b11, b13, b12);                                                                          \
        D##12 = vbcaxq_u64(b12, b14, b13);                                                                          \
        D##13 = vbcaxq_u64(b13, b10, b14);                                                                          \
        D##14 = vbcaxq_u64(b14, b11, b10);                                                                          \
        D##15 = vbcaxq_u64(b15, b17, b16);                                                                          \
        D##16 = vbcaxq_u64(b16, b18, b17);                                                                          \
        D##17 = vbcaxq_u64(b17, b19, b18);                                                                          \
        D##18 = vbcaxq_u64(b18, b15, b19);                                                                          \
        D##19 = vbcaxq_u64(b19, b16, b15);                                                                          \
        D##20 = vbcaxq_u64(b20, b22, b21);                                                                          \
        D##21 = vbcaxq_u64(b21, b23, b22);                                                                          \
        D##22 = vbcaxq_u64(b22, b24, b23);                                                                          \
        D##23 = vbcaxq_u64(b23, b20, b24);                                                                          \
        D##24 = vbcaxq_u64(b24, b21, b20);                                                                          \
        D##0 = veorq_u64(D##0, (RC));                                                                               \
    } while (0)

/* Lane i of the 8-byte-per-lane block at p, in the low half. */
#define KECCAK_LANE(p, i) vreinterpretq_u64_u8(vcombine_u8(vld1_u8((p) + 8 * (i)), vdup_n_u8(0)))
#define KECCAK_XOR(i) (s##i = veorq_u64(s##i, KECCAK_LANE(in, i)))

/* see cairn/hash.h (the absorb contract); rate 0: nblocks permutations
 * alone (in unused), the object's permute. */
void cairn_keccak_absorb_arm(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate)
{
    uint64x2_t s0 = vld1q_dup_u64(st + 0), s1 = vld1q_dup_u64(st + 1), s2 = vld1q_dup_u64(st + 2);
    uint64x2_t s3 = vld1q_dup_u64(st + 3), s4 = vld1q_dup_u64(st + 4), s5 = vld1q_dup_u64(st + 5);
    uint64x2_t s6 = vld1q_dup_u64(st + 6), s7 = vld1q_dup_u64(st + 7), s8 = vld1q_dup_u64(st + 8);
    uint64x2_t s9 = vld1q_dup_u64(st + 9), s10 = vld1q_dup_u64(st + 10), s11 = vld1q_dup_u64(st + 11);
    uint64x2_t s12 = vld1q_dup_u64(st + 12), s13 = vld1q_dup_u64(st + 13), s14 = vld1q_dup_u64(st + 14);
    uint64x2_t s15 = vld1q_dup_u64(st + 15), s16 = vld1q_dup_u64(st + 16), s17 = vld1q_dup_u64(st + 17);
    uint64x2_t s18 = vld1q_dup_u64(st + 18), s19 = vld1q_dup_u64(st + 19), s20 = vld1q_dup_u64(st + 20);
    uint64x2_t s21 = vld1q_dup_u64(st + 21), s22 = vld1q_dup_u64(st + 22), s23 = vld1q_dup_u64(st + 23);
    uint64x2_t s24 = vld1q_dup_u64(st + 24);
    uint64x2_t t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21,
        t22, t23, t24;
    uint64x2_t b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19, b20, b21,
        b22, b23, b24;
    uint64x2_t c0, c1, c2, c3, c4, d;
    unsigned r;

    for (; nblocks > 0; nblocks--) {
        /* the first rate / 8 lanes; the rates share a prefix */
        switch (rate) {
        case 168:
            KECCAK_XOR(20);
            KECCAK_XOR(19);
            KECCAK_XOR(18);
            /* fall through */
        case 144:
            KECCAK_XOR(17);
            /* fall through */
        case 136:
            KECCAK_XOR(16);
            KECCAK_XOR(15);
            KECCAK_XOR(14);
            KECCAK_XOR(13);
            /* fall through */
        case 104:
            KECCAK_XOR(12);
            KECCAK_XOR(11);
            KECCAK_XOR(10);
            KECCAK_XOR(9);
            /* fall through */
        case 72:
            KECCAK_XOR(8);
            KECCAK_XOR(7);
            KECCAK_XOR(6);
            KECCAK_XOR(5);
            KECCAK_XOR(4);
            KECCAK_XOR(3);
            KECCAK_XOR(2);
            KECCAK_XOR(1);
            KECCAK_XOR(0);
            in += rate;
            break;
        default:
            break;
        }
        for (r = 0; r < 24; r += 2) {
            KECCAK_ROUND(s, t, vld1q_dup_u64(cairn_keccak_rc + r));
            KECCAK_ROUND(t, s, vld1q_dup_u64(cairn_keccak_rc + r + 1));
        }
    }

    vst1q_lane_u64(st + 0, s0, 0);
    vst1q_lane_u64(st + 1, s1, 0);
    vst1q_lane_u64(st + 2, s2, 0);
    vst1q_lane_u64(st + 3, s3, 0);
    vst1q_lane_u64(st + 4, s4, 0);
    vst1q_lane_u64(st + 5, s5, 0);
    vst1q_lane_u64(st + 6, s6, 0);
    vst1q_lane_u64(st + 7, s7, 0);
    vst1q_lane_u64(st + 8, s8, 0);
    vst1q_lane_u64(st + 9, s9, 0);
    vst1q_lane_u64(st + 10, s10, 0);
    vst1q_lane_u64(st + 11, s11, 0);
    vst1q_lane_u64(st + 12, s12, 0);
    vst1q_lane_u64(st + 13, s13, 0);
    vst1q_lane_u64(st + 14, s14, 0);
    vst1q_lane_u64(st + 15, s15, 0);
    vst1q_lane_u64(st + 16, s16, 0);
    vst1q_lane_u64(st + 17, s17, 0);
    vst1q_lane_u64(st + 18, s18, 0);
    vst1q_lane_u64(st + 19, s19, 0);
    vst1q_lane_u64(st + 20, s20, 0);
    vst1q_lane_u64(st + 21, s21, 0);
    vst1q_lane_u64(st + 22, s22, 0);
    vst1q_lane_u64(st + 23, s23, 0);
    vst1q_lane_u64(st + 24, s24, 0);
}

/* see cairn/hash.h */
void cairn_keccak_permute_arm(uint64_t st[25]) { cairn_keccak_absorb_arm(st, NULL, 1, 0); }

const cairn_keccak_impl cairn_keccak_arm = {{"arm-sha3", CAIRN_PRIM_KECCAK, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SHA3},
                                            cairn_keccak_absorb_arm, cairn_keccak_permute_arm};

#else
typedef int cairn_keccak_arm_unused; /* ISO C: no empty translation unit */
#endif /* CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SHA3 */
