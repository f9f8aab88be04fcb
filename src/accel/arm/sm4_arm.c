/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 (GB/T 32907-2016) with the Armv8.2 SM4 instructions: SM4E does four
 * rounds on one block, SM4EKEY four steps of the key schedule. This file
 * alone is compiled with -march=armv8.2-a+sm4; its object, "arm-sm4", needs
 * NEON and SM4, so cairn_impl_usable keeps it from running on a core
 * without them.
 *
 * Word order (the Arm ARM's pseudo-code): SM4E takes the state X0..X3 in
 * lanes 0..3 and four round keys in lanes 0..3 (the first used first), and
 * leaves X4..X7 in lanes 0..3. SM4 words are big-endian, so a block enters
 * with REV32 (lane i = word i as a native integer) and leaves after eight
 * SM4E as X32..X35 in lanes 0..3, to be written X35, X34, X33, X32: the lane
 * reversal and the per-word byte swap together are a reversal of all
 * sixteen bytes. Where a block's output feeds the next block's input (the
 * CBC and CBC-MAC chains) it stays in words: the next input is the output
 * with its lanes reversed (one TBL) XOR the next data block's words, so
 * the chain between two blocks' SM4Es is a TBL and an EOR.
 *
 * The key schedule is SM4EKEY on MK ^ FK with CK four words at a time;
 * decryption runs the same rounds with the round keys in reverse order.
 * Layout of ks (bytes): [0, 128) the 32 encryption round keys as eight
 * vectors, rk[4v + i] in lane i of vector v (native words); [128, 256) the
 * decryption keys likewise, rk[31 - 4v - i] in lane i of vector v. All
 * eight vectors of a direction are loaded into registers once per call.
 *
 * Constant time: SM4E and SM4EKEY are data-independent (the S-box is inside
 * the instruction, no table in memory is indexed), TBL only permutes by
 * constant indices, and nothing branches on key, data or counter: the loops
 * run over the public block count. The counter of CTR/CTR32/CCM is two
 * native 64-bit lanes incremented with vector adds and a compare mask for
 * the carry. The schedule never leaves vector registers but for ks.
 *
 * Interleave depth: a block is a chain of eight SM4E, each of which needs
 * the previous one's result, and SM4E's latency is several cycles on the
 * cores that have it while it can issue every cycle or two; one block at a
 * time would leave the unit mostly idle. ECB, CTR and CBC decryption run
 * eight independent blocks round by round (8 state + 8 key vectors, within
 * the 32 registers), tails of four or more four at a time, the rest one at
 * a time. CBC encryption and the CBC-MAC are serial by definition; CCM runs
 * its counter block beside the MAC chain, so the keystream costs nothing
 * on the chain (for decryption the counter block of the next block, since
 * each MAC input needs its own keystream first).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SM4

#include <arm_neon.h>

#include "accel/arm/ctr_arm.h"
#include "cipher/cipher_internal.h"

#define DEC_OFFSET 128 /* bytes */

/* The object's operations: global (named *_arm in a disassembly or a trace
 * of the constant-flow check, tests/ct/trace_arm64.c); only the object
 * below refers to them. */
int cairn_sm4_set_key_arm(uint64_t *ks, const uint8_t *key, size_t keylen);
void cairn_sm4_ecb_encrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_ecb_decrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_cbc_encrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_cbc_decrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_ctr_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_ctr32_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_ccm_encrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks);
void cairn_sm4_ccm_decrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks);

static const uint32_t sm4_fk[4] = {0xa3b1bac6u, 0x56aa3350u, 0x677d9197u, 0xb27022dcu};
/* CK: byte j of word i is 7 (4 i + j) mod 256 */
static const uint32_t sm4_ck[32] = {
    0x00070e15u, 0x1c232a31u, 0x383f464du, 0x545b6269u, 0x70777e85u, 0x8c939aa1u, 0xa8afb6bdu, 0xc4cbd2d9u,
    0xe0e7eef5u, 0xfc030a11u, 0x181f262du, 0x343b4249u, 0x50575e65u, 0x6c737a81u, 0x888f969du, 0xa4abb2b9u,
    0xc0c7ced5u, 0xdce3eaf1u, 0xf8ff060du, 0x141b2229u, 0x30373e45u, 0x4c535a61u, 0x686f767du, 0x848b9299u,
    0xa0a7aeb5u, 0xbcc3cad1u, 0xd8dfe6edu, 0xf4fb0209u, 0x10171e25u, 0x2c333a41u, 0x484f565du, 0x646b7279u,
};
/* TBL indices reversing the order of the four 32-bit lanes. */
static const uint8_t sm4_lane_rev[16] = {12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3};

CAIRN_INLINE uint8x16_t ld(const uint8_t *p) { return vld1q_u8(p); }
CAIRN_INLINE void st(uint8_t *p, uint8x16_t v) { vst1q_u8(p, v); }

/* A block's bytes -> its four words, word 0 in lane 0. */
CAIRN_INLINE uint32x4_t in_words(uint8x16_t b) { return vreinterpretq_u32_u8(vrev32q_u8(b)); }

/* X32..X35 in lanes 0..3 -> the output block (X35 first): all 16 bytes reversed. */
CAIRN_INLINE uint8x16_t out_bytes(uint32x4_t x)
{
    uint8x16_t r = vrev64q_u8(vreinterpretq_u8_u32(x));
    return vextq_u8(r, r, 8);
}

/* X32..X35 -> the output block's words in order (X35 in lane 0): the next
 * chained input's terms. */
CAIRN_INLINE uint32x4_t rev_lanes(uint32x4_t x, uint8x16_t idx)
{
    return vreinterpretq_u32_u8(vqtbl1q_u8(vreinterpretq_u8_u32(x), idx));
}

/* The eight key vectors of a direction, starting at byte pointer p, in k0..k7. */
#define RKV(p, v) vreinterpretq_u32_u8(ld((p) + 16 * (v)))
#define LOAD_KEYS(p)                                                                                                   \
    do {                                                                                                               \
        k0 = RKV(p, 0);                                                                                                \
        k1 = RKV(p, 1);                                                                                                \
        k2 = RKV(p, 2);                                                                                                \
        k3 = RKV(p, 3);                                                                                                \
        k4 = RKV(p, 4);                                                                                                \
        k5 = RKV(p, 5);                                                                                                \
        k6 = RKV(p, 6);                                                                                                \
        k7 = RKV(p, 7);                                                                                                \
    } while (0)
#define KEY_VARS uint32x4_t k0, k1, k2, k3, k4, k5, k6, k7

/* 32 rounds on the blocks DO names (b0..), round keys k0..k7, eight-by-eight
 * interleaved: each SM4E of a block is issued after those of the others. */
#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define DO4(M) M(0) M(1) M(2) M(3)
#define DO2(M) M(0) M(1)
#define DO1(M) M(0)
#define E_K(i) b##i = vsm4eq_u32(b##i, kr_);
#define ROUNDS(DO)                                                                                                     \
    do {                                                                                                               \
        uint32x4_t kr_;                                                                                                \
        kr_ = k0;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k1;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k2;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k3;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k4;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k5;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k6;                                                                                                      \
        DO(E_K)                                                                                                        \
        kr_ = k7;                                                                                                      \
        DO(E_K)                                                                                                        \
    } while (0)
#define LOAD_IN(i) b##i = in_words(ld(in + 16 * (i)));
#define STORE_OUT(i) st(out + 16 * (i), out_bytes(b##i));
#define XOR_STORE(i) st(out + 16 * (i), veorq_u8(out_bytes(b##i), ld(in + 16 * (i))));

/* ---------------- key schedule ---------------- */

/* see the object below */
int cairn_sm4_set_key_arm(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint8_t *kb = (uint8_t *)ks;
    const uint8x16_t idx = ld(sm4_lane_rev);
    uint32x4_t k;
    unsigned v;

    if (keylen != CAIRN_SM4_KEY_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    k = veorq_u32(in_words(ld(key)), vld1q_u32(sm4_fk));
    for (v = 0; v < 8; v++) {
        k = vsm4ekeyq_u32(k, vld1q_u32(sm4_ck + 4 * v));
        st(kb + 16 * v, vreinterpretq_u8_u32(k));
        st(kb + DEC_OFFSET + 16 * (7 - v), vreinterpretq_u8_u32(rev_lanes(k, idx)));
    }
    return CAIRN_OK;
}

/* ---------------- ECB ---------------- */

CAIRN_INLINE void ecb_core(const uint8_t *kp, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    KEY_VARS;
    uint32x4_t b0, b1, b2, b3, b4, b5, b6, b7;

    LOAD_KEYS(kp);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(LOAD_IN)
        ROUNDS(DO8);
        DO8(STORE_OUT)
    }
    if (nblocks >= 4) {
        DO4(LOAD_IN)
        ROUNDS(DO4);
        DO4(STORE_OUT)
        nblocks -= 4;
        in += 64;
        out += 64;
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        DO1(LOAD_IN)
        ROUNDS(DO1);
        DO1(STORE_OUT)
    }
}

/* see the object below */
void cairn_sm4_ecb_encrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ecb_core((const uint8_t *)ks, out, in, nblocks);
}

/* see the object below */
void cairn_sm4_ecb_decrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ecb_core((const uint8_t *)ks + DEC_OFFSET, out, in, nblocks);
}

/* ---------------- CBC ---------------- */

/* see the object below. The chaining value u is kept as words (the last
 * ciphertext block's words in order), so the chain is TBL, EOR, 8 SM4E. */
void cairn_sm4_cbc_encrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    KEY_VARS;
    const uint8x16_t idx = ld(sm4_lane_rev);
    uint32x4_t u = in_words(ld(iv)), b0;

    LOAD_KEYS((const uint8_t *)ks);
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        b0 = veorq_u32(u, in_words(ld(in)));
        ROUNDS(DO1);
        u = rev_lanes(b0, idx);
        DO1(STORE_OUT)
    }
    st(iv, vrev32q_u8(vreinterpretq_u8_u32(u)));
}

/* see the object below */
void cairn_sm4_cbc_decrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    KEY_VARS;
    uint8x16_t prev = ld(iv);
    uint32x4_t b0, b1, b2, b3, b4, b5, b6, b7;
    uint8x16_t c0, c1, c2, c3, c4, c5, c6, c7;

    LOAD_KEYS((const uint8_t *)ks + DEC_OFFSET);
    /* The ciphertext blocks stay in registers (c0..) until the plaintext
     * over them is written, so out == in works. */
#define LOAD_KEEP(i) c##i = ld(in + 16 * (i)); b##i = in_words(c##i);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(LOAD_KEEP)
        ROUNDS(DO8);
        st(out, veorq_u8(out_bytes(b0), prev));
        st(out + 16, veorq_u8(out_bytes(b1), c0));
        st(out + 32, veorq_u8(out_bytes(b2), c1));
        st(out + 48, veorq_u8(out_bytes(b3), c2));
        st(out + 64, veorq_u8(out_bytes(b4), c3));
        st(out + 80, veorq_u8(out_bytes(b5), c4));
        st(out + 96, veorq_u8(out_bytes(b6), c5));
        st(out + 112, veorq_u8(out_bytes(b7), c6));
        prev = c7;
    }
    if (nblocks >= 4) {
        DO4(LOAD_KEEP)
        ROUNDS(DO4);
        st(out, veorq_u8(out_bytes(b0), prev));
        st(out + 16, veorq_u8(out_bytes(b1), c0));
        st(out + 32, veorq_u8(out_bytes(b2), c1));
        st(out + 48, veorq_u8(out_bytes(b3), c2));
        prev = c3;
        nblocks -= 4;
        in += 64;
        out += 64;
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        DO1(LOAD_KEEP)
        ROUNDS(DO1);
        st(out, veorq_u8(out_bytes(b0), prev));
        prev = c0;
    }
#undef LOAD_KEEP
    st(iv, prev);
}

/* ---------------- counters (accel/arm/ctr_arm.h) ---------------- */

/* As 32-bit lanes the counter's two big-endian halves are words 1, 0, 3, 2
 * of the block, so REV64 on 32-bit lanes gives SM4E's input directly. */
CAIRN_INLINE uint32x4_t ctr_words(uint64x2_t c) { return vrev64q_u32(vreinterpretq_u32_u64(c)); }

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           int full)
{
    KEY_VARS;
    uint64x2_t c = cairn_ctr64x2_load(ctr);
    uint32x4_t b0, b1, b2, b3, b4, b5, b6, b7;

    LOAD_KEYS((const uint8_t *)ks);
#define CTR_B(i) b##i = ctr_words(cairn_ctr64x2_add(c, i, full));
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(CTR_B)
        c = cairn_ctr64x2_add(c, 8, full);
        ROUNDS(DO8);
        DO8(XOR_STORE)
    }
    if (nblocks >= 4) {
        DO4(CTR_B)
        c = cairn_ctr64x2_add(c, 4, full);
        ROUNDS(DO4);
        DO4(XOR_STORE)
        nblocks -= 4;
        in += 64;
        out += 64;
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        b0 = ctr_words(c);
        c = cairn_ctr64x2_add(c, 1, full);
        ROUNDS(DO1);
        DO1(XOR_STORE)
    }
#undef CTR_B
    st(ctr, cairn_ctr64x2_bytes(c));
}

/* see the object below */
void cairn_sm4_ctr_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

/* see the object below */
void cairn_sm4_ctr32_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

/* ---------------- CCM (CTR + CBC-MAC in one pass) ---------------- */

#if CAIRN_ENABLE_CCM
/* b0 is the MAC chain, b1 a counter block: each SM4E of one beside the
 * other's. u is the MAC as words in order (as in CBC encryption). */

/* see the object below */
void cairn_sm4_ccm_encrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks)
{
    KEY_VARS;
    const uint8x16_t idx = ld(sm4_lane_rev);
    uint64x2_t c = cairn_ctr64x2_load(ctr);
    uint32x4_t u = in_words(ld(mac)), b0, b1;
    uint8x16_t p;

    LOAD_KEYS((const uint8_t *)ks);
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        p = ld(in); /* read before the ciphertext is written: out may be in */
        b0 = veorq_u32(u, in_words(p));
        b1 = ctr_words(c);
        c = cairn_ctr64x2_add128(c, 1);
        ROUNDS(DO2);
        u = rev_lanes(b0, idx);
        st(out, veorq_u8(p, out_bytes(b1)));
    }
    st(mac, vrev32q_u8(vreinterpretq_u8_u32(u)));
    st(ctr, cairn_ctr64x2_bytes(c));
}

/* see the object below. P(i) needs counter block i first, so the chain's
 * rounds for block i run beside the counter block of i + 1. */
void cairn_sm4_ccm_decrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks)
{
    KEY_VARS;
    const uint8x16_t idx = ld(sm4_lane_rev);
    uint64x2_t c = cairn_ctr64x2_load(ctr);
    uint32x4_t u = in_words(ld(mac)), b0, b1;
    uint8x16_t p;

    if (nblocks == 0)
        return;
    LOAD_KEYS((const uint8_t *)ks);
    b1 = ctr_words(c);
    c = cairn_ctr64x2_add128(c, 1);
#define DO_B1(M) M(1)
    ROUNDS(DO_B1);
#undef DO_B1
    for (;;) {
        p = veorq_u8(ld(in), out_bytes(b1));
        st(out, p);
        b0 = veorq_u32(u, in_words(p));
        if (--nblocks == 0)
            break;
        in += 16;
        out += 16;
        b1 = ctr_words(c);
        c = cairn_ctr64x2_add128(c, 1);
        ROUNDS(DO2);
        u = rev_lanes(b0, idx);
    }
    ROUNDS(DO1);
    u = rev_lanes(b0, idx);
    st(mac, vrev32q_u8(vreinterpretq_u8_u32(u)));
    st(ctr, cairn_ctr64x2_bytes(c));
}
#endif

/* ---------------- the object ---------------- */

const cairn_block_impl cairn_sm4_arm_impl_obj = {
    {"arm-sm4", CAIRN_PRIM_SM4, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SM4},
    16,
    cairn_sm4_set_key_arm,
    cairn_sm4_ecb_encrypt_arm,
    cairn_sm4_ecb_decrypt_arm,
    cairn_sm4_cbc_encrypt_arm,
    cairn_sm4_cbc_decrypt_arm,
    cairn_sm4_ctr_arm,
    cairn_sm4_ctr32_arm,
#if CAIRN_ENABLE_CCM
    cairn_sm4_ccm_encrypt_arm,
    cairn_sm4_ccm_decrypt_arm,
#else
    NULL,
    NULL,
#endif
    NULL,
};

#else
typedef int cairn_sm4_arm_unused; /* ISO C: no empty translation unit */
#endif
