/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512 compression with the Armv8.2 SHA512 instructions (SHA512H,
 * SHA512H2, SHA512SU0, SHA512SU1; FEAT_SHA512). This file alone is compiled
 * with -march=armv8.2-a+sha3 (which brings the SHA512 instructions); its
 * object cairn_sha512_arm ("arm-sha512") needs NEON, SHA2 and SHA512, which
 * cairn_impl_usable checks before the front end calls in.
 *
 * Layout, from the instructions' definitions (Arm ARM pseudo-code): the
 * eight words are held as four pairs, ab = (A, B), cd, ef, gh with the
 * first-named word in lane 0, which is also their order in the state array,
 * so the state is loaded and stored without a shuffle. Two rounds t, t + 1:
 *   SHA512H  d = gh + (W+K)[t..t+1] swapped, n = (F, G), m = (D, E)
 *            returns (T1 of round t + 1, T1 of round t) -- the first-round
 *            term in lane 1, as the instruction wants h + W + K of round t
 *            there and g + W + K of round t + 1 in lane 0;
 *   new ef = cd + that (E'' = C + T1[t+1], F'' = E' = D + T1[t]);
 *   SHA512H2 d = the T1 pair, n = cd, m = ab returns the new ab;
 *   the new cd is the old ab and the new gh the old ef.
 * (F, G) and (D, E) straddle two pairs and are one EXT each. Written with
 * four variables whose roles alternate between consecutive round pairs
 * (RND2 with (ab, cd, ef, gh) then (cd', ab', gh', ef')), so no moves.
 *
 * Message schedule, two words to a vector (W[2i] in lane 0), eight vectors
 * in a ring: W[t..t+1] = SU1(SU0(W[t-16..], W[t-14..]), W[t-2..t-1],
 * W[t-7..t-6]); SHA512SU0 adds sigma0 of the next words, SHA512SU1 sigma1
 * and the W[t-7] term, which straddles two vectors (one EXT). Block bytes
 * are loaded with vld1q_u8 (any alignment) and byte-reversed in each 64-bit
 * lane (REV64).
 *
 * Constant time: the SHA512 instructions are data-independent, the round
 * constants (cairn_sha512_k, shared with sha512.c) are read at fixed
 * offsets, and the one loop runs over the public block count. State and
 * message stay in registers; nothing secret is stored but the state.
 *
 * Interleave depth: one. A call compresses one message's blocks, a serial
 * chain through SHA512H/SHA512H2 (and the ADD between them); the schedule
 * (SU0/SU1, the W + K adds and the EXTs) does not depend on the rounds and
 * is fully unrolled beside them, so on the out-of-order cores that
 * implement FEAT_SHA512 (e.g. Neoverse V1, Cortex-A710) it
 * executes in the shadow of the chain. The state is loaded and stored once
 * per call, whatever the block count.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SHA512

#include <arm_neon.h>

#include "hash/sha_internal.h"

/* 16 message bytes as two big-endian words, the first in lane 0. */
static inline uint64x2_t load_be64x2(const uint8_t *p) { return vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p))); }

/*
 * Rounds t, t + 1 on WK = W[t..t+1] + K[t..t+1]. AB, CD, EF, GH hold the
 * pairs named; afterwards CD holds the new ab, AB the new cd, GH the new ef
 * and EF the new gh.
 */
#define SHA512_RND2(AB, CD, EF, GH, WK)                                                                             \
    do {                                                                                                            \
        uint64x2_t fg_ = vextq_u64(EF, GH, 1), de_ = vextq_u64(CD, EF, 1);                                           \
        uint64x2_t t1_ = vsha512hq_u64(vaddq_u64(GH, vextq_u64((WK), (WK), 1)), fg_, de_);                          \
        GH = vaddq_u64(CD, t1_);                                                                                    \
        CD = vsha512h2q_u64(t1_, CD, AB);                                                                           \
    } while (0)

/* W[2i..2i+1] in place of W[2i-16..] (M0), from M1 = W[2i-14..], M4, M5 =
 * W[2i-8..2i-5] (the W[t-7] pair is their middle) and M7 = W[2i-2..]. */
#define SHA512_SCHED(M0, M1, M4, M5, M7) (M0 = vsha512su1q_u64(vsha512su0q_u64(M0, M1), M7, vextq_u64(M4, M5, 1)))

/* The round pair on message vector M = W[2i..2i+1], kp at K[2i]: EVEN for
 * even i, the state in (s0, s1, s2, s3) order, ODD for odd i, where the
 * previous pair left it (ab in s1, cd in s0, ef in s3, gh in s2). */
#define SHA512_PAIR_EVEN(M)                                                                                         \
    do {                                                                                                            \
        SHA512_RND2(s0, s1, s2, s3, vaddq_u64((M), vld1q_u64(kp)));                                                 \
        kp += 2;                                                                                                    \
    } while (0)
#define SHA512_PAIR_ODD(M)                                                                                          \
    do {                                                                                                            \
        SHA512_RND2(s1, s0, s3, s2, vaddq_u64((M), vld1q_u64(kp)));                                                 \
        kp += 2;                                                                                                    \
    } while (0)

/* Eight round pairs (16 rounds), each on the ring slot it first schedules. */
#define SHA512_SCHED16()                                                                                            \
    SHA512_SCHED(m0, m1, m4, m5, m7);                                                                               \
    SHA512_PAIR_EVEN(m0);                                                                                           \
    SHA512_SCHED(m1, m2, m5, m6, m0);                                                                               \
    SHA512_PAIR_ODD(m1);                                                                                            \
    SHA512_SCHED(m2, m3, m6, m7, m1);                                                                               \
    SHA512_PAIR_EVEN(m2);                                                                                           \
    SHA512_SCHED(m3, m4, m7, m0, m2);                                                                               \
    SHA512_PAIR_ODD(m3);                                                                                            \
    SHA512_SCHED(m4, m5, m0, m1, m3);                                                                               \
    SHA512_PAIR_EVEN(m4);                                                                                           \
    SHA512_SCHED(m5, m6, m1, m2, m4);                                                                               \
    SHA512_PAIR_ODD(m5);                                                                                            \
    SHA512_SCHED(m6, m7, m2, m3, m5);                                                                               \
    SHA512_PAIR_EVEN(m6);                                                                                           \
    SHA512_SCHED(m7, m0, m3, m4, m6);                                                                               \
    SHA512_PAIR_ODD(m7)

void cairn_sha512_compress_arm(uint64_t state[8], const uint8_t *blocks, size_t nblocks)
{
    /* s0..s3 = ab, cd, ef, gh: the state array's order, two words a vector */
    uint64x2_t s0 = vld1q_u64(state), s1 = vld1q_u64(state + 2);
    uint64x2_t s2 = vld1q_u64(state + 4), s3 = vld1q_u64(state + 6);
    uint64x2_t ab0, cd0, ef0, gh0, m0, m1, m2, m3, m4, m5, m6, m7;

    for (; nblocks > 0; nblocks--, blocks += 128) {
        const uint64_t *kp;
        ab0 = s0;
        cd0 = s1;
        ef0 = s2;
        gh0 = s3;
        /* The empty asm hides that kp is the same address every block:
         * otherwise clang hoists the 40 constant vectors out of the loop and
         * copies them to the stack on every call, which costs a one-block
         * call (HMAC, the DRBG) more than it saves. */
        kp = cairn_sha512_k;
        __asm__ __volatile__("" : "+r"(kp));
        m0 = load_be64x2(blocks);
        m1 = load_be64x2(blocks + 16);
        m2 = load_be64x2(blocks + 32);
        m3 = load_be64x2(blocks + 48);
        m4 = load_be64x2(blocks + 64);
        m5 = load_be64x2(blocks + 80);
        m6 = load_be64x2(blocks + 96);
        m7 = load_be64x2(blocks + 112);

        SHA512_PAIR_EVEN(m0); /* rounds 0-1 */
        SHA512_PAIR_ODD(m1);
        SHA512_PAIR_EVEN(m2);
        SHA512_PAIR_ODD(m3);
        SHA512_PAIR_EVEN(m4);
        SHA512_PAIR_ODD(m5);
        SHA512_PAIR_EVEN(m6);
        SHA512_PAIR_ODD(m7); /* rounds 14-15 */
        SHA512_SCHED16();    /* 16-31 */
        SHA512_SCHED16();    /* 32-47 */
        SHA512_SCHED16();    /* 48-63 */
        SHA512_SCHED16();    /* 64-79 */

        /* 40 pairs, an even number: the state is back in (s0, s1, s2, s3) order */
        s0 = vaddq_u64(s0, ab0);
        s1 = vaddq_u64(s1, cd0);
        s2 = vaddq_u64(s2, ef0);
        s3 = vaddq_u64(s3, gh0);
    }
    vst1q_u64(state, s0);
    vst1q_u64(state + 2, s1);
    vst1q_u64(state + 4, s2);
    vst1q_u64(state + 6, s3);
}

const cairn_sha512_impl cairn_sha512_arm = {
    {"arm-sha512", CAIRN_PRIM_SHA512, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SHA2 | CAIRN_CPU_ARM_SHA512},
    cairn_sha512_compress_arm};

#else
typedef int cairn_sha512_arm_unused; /* ISO C: no empty translation unit */
#endif /* CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SHA512 */
