/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-1 and SHA-256 compression with the ARMv8 Cryptography Extension
 * (SHA1C/SHA1P/SHA1M/SHA1H/SHA1SU0/SHA1SU1 and SHA256H/SHA256H2/SHA256SU0/
 * SHA256SU1). This file alone is compiled with -march=armv8-a+crypto; its
 * objects, cairn_sha1_arm ("arm-sha1": NEON and SHA1) and cairn_sha256_arm
 * ("arm-sha256": NEON and SHA2), are called only after cairn_impl_usable
 * checked those bits.
 *
 * Register layouts follow the instructions' definitions (Arm ARM, the
 * SHA1C and SHA256H pseudo-code): SHA-1 keeps A..D in one vector, A in lane
 * 0, and E as a 32-bit scalar (the instructions take it in an S register);
 * each SHA1C/P/M does four rounds, and the E of the next four rounds is
 * SHA1H (rotate left by 30) of the A the group started with. SHA-256 keeps
 * {A,B,C,D} and {E,F,G,H}, first-named in lane 0; SHA256H gives the new
 * {A,B,C,D} of four rounds and SHA256H2, fed with the old {A,B,C,D}, the new
 * {E,F,G,H}. Message words are four to a vector, W[4i] in lane 0, and the
 * schedule is SU0 then SU1 on the four vectors before, in place of the
 * oldest. The 64-byte block is loaded with vld1q_u8 (any alignment) and
 * byte-reversed within each 32-bit lane (REV32).
 *
 * Constant time: the SHA instructions are data-independent, no table is
 * indexed by data (the round constants are read at fixed offsets), and the
 * only branches are the loop over the public block count. Nothing secret is
 * left in memory by this code: state and message stay in vector registers
 * (the caller's state array is the only store).
 *
 * Interleave depth: one. A compression call carries one chain, and each
 * block's rounds depend on the previous four rounds' result, so there is
 * nothing independent to interleave inside one message (the API hands a
 * single state). What can overlap does: the message schedule (SU0/SU1 and
 * the W + K adds) is independent of the round chain, and is written ahead
 * of the rounds that consume it so that the out-of-order cores (Cortex-A72,
 * A76, Neoverse) run it in the shadow of the SHA1C/SHA256H latency, which
 * then bounds the throughput. The state is loaded once per call and stored
 * once, whatever the block count.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && (CAIRN_ENABLE_SHA1 || CAIRN_ENABLE_SHA256)

#include <arm_neon.h>

#include "hash/sha_internal.h"

/* 16 message bytes as four big-endian words, the first in lane 0. */
static inline uint32x4_t load_be32x4(const uint8_t *p) { return vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(p))); }

/* ---------------- SHA-1 ---------------- */

#if CAIRN_ENABLE_SHA1

/*
 * Four rounds with the round function OP (vsha1cq_u32: Ch, rounds 0-19;
 * vsha1pq_u32: parity, 20-39 and 60-79; vsha1mq_u32: Maj, 40-59) on
 * WK = W + K of the four rounds. e1 receives the E of the next group
 * (ROL(A, 30) of the A this group starts with) before abcd moves on.
 */
#define SHA1_RND4(OP, WK)                                                                                           \
    do {                                                                                                            \
        e1 = vsha1h_u32(vgetq_lane_u32(abcd, 0));                                                                   \
        abcd = OP(abcd, e0, (WK));                                                                                  \
        e0 = e1;                                                                                                    \
    } while (0)

/* W[t..t+3] = SU1(SU0(W[t-16..], W[t-12..], W[t-8..]), W[t-4..]), in place of the oldest. */
#define SHA1_SCHED(M0, M1, M2, M3) (M0 = vsha1su1q_u32(vsha1su0q_u32(M0, M1, M2), M3))

void cairn_sha1_compress_arm(uint32_t state[5], const uint8_t *blocks, size_t nblocks)
{
    const uint32x4_t k0 = vdupq_n_u32(0x5a827999), k1 = vdupq_n_u32(0x6ed9eba1);
    const uint32x4_t k2 = vdupq_n_u32(0x8f1bbcdc), k3 = vdupq_n_u32(0xca62c1d6);
    uint32x4_t abcd = vld1q_u32(state), abcd0, m0, m1, m2, m3, wk0, wk1;
    /* E between blocks in lane 0 of a vector, so that its feed-forward add
     * stays in the vector unit (no move to and from a general register on
     * the chain) */
    uint32x4_t ev = vdupq_n_u32(state[4]);
    uint32_t e1; /* E of the next four rounds (e0: of the current ones) */

    for (; nblocks > 0; nblocks--, blocks += 64) {
        uint32_t e0 = vgetq_lane_u32(ev, 0);
        abcd0 = abcd;
        m0 = load_be32x4(blocks);
        m1 = load_be32x4(blocks + 16);
        m2 = load_be32x4(blocks + 32);
        m3 = load_be32x4(blocks + 48);

        /* Two W + K vectors in flight: the next group's is formed (and
         * its schedule run) while this group's rounds execute. */
        wk0 = vaddq_u32(m0, k0);
        wk1 = vaddq_u32(m1, k0);
        SHA1_RND4(vsha1cq_u32, wk0); /* 0-3 */
        wk0 = vaddq_u32(m2, k0);
        SHA1_RND4(vsha1cq_u32, wk1); /* 4-7 */
        wk1 = vaddq_u32(m3, k0);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_RND4(vsha1cq_u32, wk0); /* 8-11 */
        wk0 = vaddq_u32(m0, k0);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_RND4(vsha1cq_u32, wk1); /* 12-15 */
        wk1 = vaddq_u32(m1, k1);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_RND4(vsha1cq_u32, wk0); /* 16-19 */
        wk0 = vaddq_u32(m2, k1);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_RND4(vsha1pq_u32, wk1); /* 20-23 */
        wk1 = vaddq_u32(m3, k1);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_RND4(vsha1pq_u32, wk0); /* 24-27 */
        wk0 = vaddq_u32(m0, k1);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_RND4(vsha1pq_u32, wk1); /* 28-31 */
        wk1 = vaddq_u32(m1, k1);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_RND4(vsha1pq_u32, wk0); /* 32-35 */
        wk0 = vaddq_u32(m2, k2);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_RND4(vsha1pq_u32, wk1); /* 36-39 */
        wk1 = vaddq_u32(m3, k2);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_RND4(vsha1mq_u32, wk0); /* 40-43 */
        wk0 = vaddq_u32(m0, k2);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_RND4(vsha1mq_u32, wk1); /* 44-47 */
        wk1 = vaddq_u32(m1, k2);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_RND4(vsha1mq_u32, wk0); /* 48-51 */
        wk0 = vaddq_u32(m2, k2);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_RND4(vsha1mq_u32, wk1); /* 52-55 */
        wk1 = vaddq_u32(m3, k3);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_RND4(vsha1mq_u32, wk0); /* 56-59 */
        wk0 = vaddq_u32(m0, k3);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_RND4(vsha1pq_u32, wk1); /* 60-63 */
        wk1 = vaddq_u32(m1, k3);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_RND4(vsha1pq_u32, wk0); /* 64-67 */
        wk0 = vaddq_u32(m2, k3);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_RND4(vsha1pq_u32, wk1); /* 68-71 */
        wk1 = vaddq_u32(m3, k3);
        SHA1_RND4(vsha1pq_u32, wk0); /* 72-75 */
        /* 76-79; E after them is ROL(A, 30) of the A they start with, here
         * formed in the vector unit (SHL, SRI) for the feed-forward */
        ev = vaddq_u32(ev, vsriq_n_u32(vshlq_n_u32(abcd, 30), abcd, 2));
        abcd = vsha1pq_u32(abcd, e0, wk1);

        abcd = vaddq_u32(abcd, abcd0);
    }
    vst1q_u32(state, abcd);
    state[4] = vgetq_lane_u32(ev, 0);
}

const cairn_sha1_impl cairn_sha1_arm = {{"arm-sha1", CAIRN_PRIM_SHA1, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SHA1},
                                        cairn_sha1_compress_arm};

#endif /* CAIRN_ENABLE_SHA1 */

/* ---------------- SHA-256 ---------------- */

#if CAIRN_ENABLE_SHA256

#define K256 cairn_sha256_k /* hash/sha_internal.h */

/* Four rounds on WK = W + K; SHA256H2 needs the {A,B,C,D} from before them. */
#define SHA256_RND4(WK)                                                                                             \
    do {                                                                                                            \
        uint32x4_t abcd_in_ = abcd;                                                                                 \
        abcd = vsha256hq_u32(abcd, efgh, (WK));                                                                     \
        efgh = vsha256h2q_u32(efgh, abcd_in_, (WK));                                                                \
    } while (0)

/* W[t..t+3] = SU1(SU0(W[t-16..], W[t-12..]), W[t-8..], W[t-4..]), in place of the oldest. */
#define SHA256_SCHED(M0, M1, M2, M3) (M0 = vsha256su1q_u32(vsha256su0q_u32(M0, M1), M2, M3))

/* Group g (rounds 4g..4g+3) runs on wk; the W + K of group g + 1 (message M,
 * already scheduled) is formed into wkn first, off the round chain. */
#define SHA256_STEP(g, wk, wkn, M)                                                                                  \
    do {                                                                                                            \
        wkn = vaddq_u32((M), vld1q_u32(K256 + 4 * ((g) + 1)));                                                      \
        SHA256_RND4(wk);                                                                                            \
    } while (0)

void cairn_sha256_compress_arm(uint32_t state[8], const uint8_t *blocks, size_t nblocks)
{
    uint32x4_t abcd = vld1q_u32(state), efgh = vld1q_u32(state + 4);
    uint32x4_t abcd0, efgh0, m0, m1, m2, m3, wk0, wk1;

    for (; nblocks > 0; nblocks--, blocks += 64) {
        abcd0 = abcd;
        efgh0 = efgh;
        m0 = load_be32x4(blocks);
        m1 = load_be32x4(blocks + 16);
        m2 = load_be32x4(blocks + 32);
        m3 = load_be32x4(blocks + 48);

        wk0 = vaddq_u32(m0, vld1q_u32(K256));
        SHA256_STEP(0, wk0, wk1, m1);
        SHA256_STEP(1, wk1, wk0, m2);
        SHA256_STEP(2, wk0, wk1, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_STEP(3, wk1, wk0, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_STEP(4, wk0, wk1, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_STEP(5, wk1, wk0, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_STEP(6, wk0, wk1, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_STEP(7, wk1, wk0, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_STEP(8, wk0, wk1, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_STEP(9, wk1, wk0, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_STEP(10, wk0, wk1, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_STEP(11, wk1, wk0, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_STEP(12, wk0, wk1, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_STEP(13, wk1, wk0, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_STEP(14, wk0, wk1, m3);
        SHA256_RND4(wk1); /* 60-63 */

        abcd = vaddq_u32(abcd, abcd0);
        efgh = vaddq_u32(efgh, efgh0);
    }
    vst1q_u32(state, abcd);
    vst1q_u32(state + 4, efgh);
}

const cairn_sha256_impl cairn_sha256_arm = {
    {"arm-sha256", CAIRN_PRIM_SHA256, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SHA2}, cairn_sha256_compress_arm};

#endif /* CAIRN_ENABLE_SHA256 */

#else
typedef int cairn_sha_arm_unused; /* ISO C: no empty translation unit */
#endif /* CAIRN_ENABLE_ARM_ACCEL && (CAIRN_ENABLE_SHA1 || CAIRN_ENABLE_SHA256) */
