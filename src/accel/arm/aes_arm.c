/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES (FIPS 197) with the ARMv8 Cryptography Extension: AESE/AESMC for
 * encryption, AESD/AESIMC for decryption with the equivalent inverse cipher
 * (FIPS 197 section 5.3.5). This file alone is compiled with
 * -march=armv8-a+crypto (the AES and PMULL instructions); its objects' needs
 * name NEON and AES (and PMULL for the fused GCM kernel), so
 * cairn_impl_usable keeps them from running on a core without them.
 *
 * AESE is AddRoundKey + ShiftRows + SubBytes and AESMC is MixColumns, so a
 * round is the pair AESE k; AESMC, and the last round AESE k(nr-1) then an
 * EOR with k(nr). The pair is written back to back on the same register:
 * Cortex-A57/A72/A76 and Neoverse cores fuse it into one operation of about
 * two cycles' latency, and clang/GCC keep the pairs adjacent.
 *
 * Constant time: the AES instructions are data-independent, no table is
 * read, and nothing branches on key, data or counter; the loops run over the
 * public block count and round count (from the key length). The counter of
 * CTR/CTR32/CCM is kept as two native 64-bit lanes and incremented with
 * vector adds and a compare mask for the carry, no branch.
 *
 * Interleave depth: the fused AES pair has a latency of 2-3 cycles but the
 * cores issue one (A57/A72) or two (A76, Neoverse N1/V1) per cycle, so one
 * block at a time would leave the unit mostly idle; eight independent
 * blocks (ECB, CBC decryption, CTR) fill the pipeline on every one of them
 * and fit the 32 vector registers with the round key loaded once per round
 * for all eight (the loads are off the critical path). Tails of four or more
 * blocks go four at a time, the rest one at a time. CBC encryption and the
 * CBC-MAC are serial: there the next input block (xored with round key 0
 * and the last round key, off the chain) is the key operand of the next
 * block's first AESE, so the chain is exactly one AESE/AESMC per round; CCM
 * runs its counter block beside the MAC chain at no cost to the chain.
 *
 * The fused GCM kernel (CTR32 and GHASH, cairn/aead.h) runs eight counter
 * blocks through the rounds while it multiplies the GHASH of eight
 * ciphertext blocks by H^8..H^1 with PMULL/PMULL2 between the rounds, one
 * reduction per eight blocks: the AES and the multiplier pipelines work in
 * parallel. It reads the hash key in ghash_arm.c's layout
 * (CAIRN_GHASH_LAYOUT_ARM, accel/arm/ghash_arm.h).
 *
 * Layout of ks (bytes): [0, 240) the encryption round keys rk[0..nr] as
 * 16-byte AES states; [240, 480) the decryption round keys for AESD
 * (rk[nr], InvMixColumns(rk[nr-1]), ..., InvMixColumns(rk[1]), rk[0]);
 * word 120 holds nr (10, 12 or 14).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_AES

#include <arm_neon.h>

#include "accel/arm/ctr_arm.h"
#include "accel/arm/ghash_arm.h"
#include "cairn/aead.h"
#include "cipher/cipher_internal.h"

#define DEC_OFFSET 240 /* bytes */
#define NR_WORD 120

/* The object's operations: global (named *_arm in a disassembly or a trace
 * of the constant-flow check, tests/ct/trace_arm64.c); only the object
 * below refers to them. */
int cairn_aes_set_key_arm(uint64_t *ks, const uint8_t *key, size_t keylen);
void cairn_aes_ecb_encrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_ecb_decrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_cbc_encrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_cbc_decrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_ctr_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_ctr32_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_ccm_encrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks);
void cairn_aes_ccm_decrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks);
void cairn_gcm_encrypt_arm(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks);
void cairn_gcm_decrypt_arm(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks);

CAIRN_INLINE uint8x16_t ld(const uint8_t *p) { return vld1q_u8(p); }
CAIRN_INLINE void st(uint8_t *p, uint8x16_t v) { vst1q_u8(p, v); }

/* Round key r of a schedule starting at byte pointer k. */
#define RK(k, r) ld((k) + 16 * (size_t)(r))

CAIRN_INLINE unsigned aes_nr(const uint64_t *ks) { return (unsigned)ks[NR_WORD]; }
CAIRN_INLINE const uint8_t *enc_keys(const uint64_t *ks) { return (const uint8_t *)ks; }
CAIRN_INLINE const uint8_t *dec_keys(const uint64_t *ks) { return (const uint8_t *)ks + DEC_OFFSET; }

/* ---------------- key schedule ---------------- */

/* SubWord(w), w in memory order (a little-endian word): AESE with a zero
 * round key on w in all four columns, where ShiftRows moves nothing (every
 * row holds one byte value), so column 0 is SubWord(w). */
static uint32_t sub_word(uint32_t w)
{
    uint8x16_t v = vaeseq_u8(vreinterpretq_u8_u32(vdupq_n_u32(w)), vdupq_n_u8(0));
    return vgetq_lane_u32(vreinterpretq_u32_u8(v), 0);
}

/* see the object below */
int cairn_aes_set_key_arm(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t w[60];
    uint8_t *kb = (uint8_t *)ks;
    unsigned nr, i, total;

    if (keylen != 16 && keylen != 24 && keylen != 32)
        return CAIRN_ERR_BAD_LENGTH;
    nr = (unsigned)(keylen >> 2) + 6;
    total = 4 * (nr + 1);
    cairn_aes_expand_words(w, key, nr - 6, sub_word);
    for (i = 0; i < total; i++)
        cairn_store32_le(kb + 4 * i, w[i]);
    /* Equivalent inverse cipher (FIPS 197 section 5.3.5). */
    st(kb + DEC_OFFSET, RK(kb, nr));
    for (i = 1; i < nr; i++)
        st(kb + DEC_OFFSET + 16 * i, vaesimcq_u8(RK(kb, nr - i)));
    st(kb + DEC_OFFSET + 16 * nr, RK(kb, 0));
    ks[NR_WORD] = nr;
    cairn_wipe(w, sizeof w);
    return CAIRN_OK;
}

/* ---------------- one block ---------------- */

CAIRN_INLINE uint8x16_t enc1(const uint8_t *k, unsigned nr, uint8x16_t b)
{
    unsigned r;
    for (r = 0; r + 1 < nr; r++)
        b = vaesmcq_u8(vaeseq_u8(b, RK(k, r)));
    return veorq_u8(vaeseq_u8(b, RK(k, nr - 1)), RK(k, nr));
}

CAIRN_INLINE uint8x16_t dec1(const uint8_t *k, unsigned nr, uint8x16_t b)
{
    unsigned r;
    for (r = 0; r + 1 < nr; r++)
        b = vaesimcq_u8(vaesdq_u8(b, RK(k, r)));
    return veorq_u8(vaesdq_u8(b, RK(k, nr - 1)), RK(k, nr));
}

/* ---------------- eight and four blocks ---------------- */

#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define DO4(M) M(0) M(1) M(2) M(3)
#define E_RND(i) b##i = vaesmcq_u8(vaeseq_u8(b##i, kr));
#define E_LAST(i) b##i = veorq_u8(vaeseq_u8(b##i, kr), kl);
#define D_RND(i) b##i = vaesimcq_u8(vaesdq_u8(b##i, kr));
#define D_LAST(i) b##i = veorq_u8(vaesdq_u8(b##i, kr), kl);
#define LOAD_IN(i) b##i = ld(in + 16 * i);
#define STORE_OUT(i) st(out + 16 * i, b##i);
#define XOR_IN(i) b##i = veorq_u8(b##i, ld(in + 16 * i));

/* All rounds of the blocks DO names (b0..), keys from k. */
#define ROUNDS(DO, RND, LAST, k, nr)                                                                               \
    do {                                                                                                            \
        uint8x16_t kr, kl;                                                                                          \
        unsigned r_;                                                                                                \
        for (r_ = 0; r_ + 1 < (nr); r_++) {                                                                         \
            kr = RK(k, r_);                                                                                         \
            DO(RND)                                                                                                 \
        }                                                                                                           \
        kr = RK(k, (nr) - 1);                                                                                       \
        kl = RK(k, nr);                                                                                             \
        DO(LAST)                                                                                                    \
    } while (0)

CAIRN_INLINE void ecb_core(const uint8_t *k, unsigned nr, uint8_t *out, const uint8_t *in, size_t nblocks, int enc)
{
    uint8x16_t b0, b1, b2, b3, b4, b5, b6, b7;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(LOAD_IN)
        if (enc)
            ROUNDS(DO8, E_RND, E_LAST, k, nr);
        else
            ROUNDS(DO8, D_RND, D_LAST, k, nr);
        DO8(STORE_OUT)
    }
    if (nblocks >= 4) {
        DO4(LOAD_IN)
        if (enc)
            ROUNDS(DO4, E_RND, E_LAST, k, nr);
        else
            ROUNDS(DO4, D_RND, D_LAST, k, nr);
        DO4(STORE_OUT)
        nblocks -= 4;
        in += 64;
        out += 64;
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16)
        st(out, enc ? enc1(k, nr, ld(in)) : dec1(k, nr, ld(in)));
}

/* see the object below */
void cairn_aes_ecb_encrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ecb_core(enc_keys(ks), aes_nr(ks), out, in, nblocks, 1);
}

/* see the object below */
void cairn_aes_ecb_decrypt_arm(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ecb_core(dec_keys(ks), aes_nr(ks), out, in, nblocks, 0);
}

/* ---------------- CBC ---------------- */

/* see the object below */
void cairn_aes_cbc_encrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks), r;
    uint8x16_t k0, kp, kl, k0l, s;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kp = RK(k, nr - 1);
    kl = RK(k, nr);
    k0l = veorq_u8(k0, kl);
    /* s ^ kl is the ciphertext block after the last AESE; the next block's
     * first AESE adds its key, so giving it P ^ k0 ^ kl as the key yields
     * AESE(C ^ P, k0) directly: no EOR on the chain. */
    s = vaeseq_u8(veorq_u8(ld(iv), ld(in)), k0);
    for (;;) {
        s = vaesmcq_u8(s);
        for (r = 1; r + 1 < nr; r++)
            s = vaesmcq_u8(vaeseq_u8(s, RK(k, r)));
        s = vaeseq_u8(s, kp);
        st(out, veorq_u8(s, kl));
        if (--nblocks == 0)
            break;
        in += 16;
        out += 16;
        s = vaeseq_u8(s, veorq_u8(ld(in), k0l));
    }
    st(iv, veorq_u8(s, kl));
}

/* see the object below */
void cairn_aes_cbc_decrypt_arm(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    uint8x16_t prev = ld(iv);
    uint8x16_t b0, b1, b2, b3, b4, b5, b6, b7;
    uint8x16_t c0, c1, c2, c3, c4, c5, c6, c7;

    /* The ciphertext blocks stay in registers (c0..) until the plaintext
     * over them is written, so out == in works. */
#define KEEP(i) c##i = b##i;
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(LOAD_IN)
        DO8(KEEP)
        ROUNDS(DO8, D_RND, D_LAST, k, nr);
        b0 = veorq_u8(b0, prev);
        b1 = veorq_u8(b1, c0);
        b2 = veorq_u8(b2, c1);
        b3 = veorq_u8(b3, c2);
        b4 = veorq_u8(b4, c3);
        b5 = veorq_u8(b5, c4);
        b6 = veorq_u8(b6, c5);
        b7 = veorq_u8(b7, c6);
        prev = c7;
        DO8(STORE_OUT)
    }
    if (nblocks >= 4) {
        DO4(LOAD_IN)
        DO4(KEEP)
        ROUNDS(DO4, D_RND, D_LAST, k, nr);
        b0 = veorq_u8(b0, prev);
        b1 = veorq_u8(b1, c0);
        b2 = veorq_u8(b2, c1);
        b3 = veorq_u8(b3, c2);
        prev = c3;
        DO4(STORE_OUT)
        nblocks -= 4;
        in += 64;
        out += 64;
    }
#undef KEEP
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        c0 = ld(in);
        st(out, veorq_u8(dec1(k, nr, c0), prev));
        prev = c0;
    }
    st(iv, prev);
}

/* ---------------- counters (accel/arm/ctr_arm.h) ---------------- */

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           int full)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    uint64x2_t c = cairn_ctr64x2_load(ctr);
    uint8x16_t b0, b1, b2, b3, b4, b5, b6, b7;

#define CTR_B(i) b##i = cairn_ctr64x2_bytes(cairn_ctr64x2_add(c, i, full));
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        DO8(CTR_B)
        c = cairn_ctr64x2_add(c, 8, full);
        ROUNDS(DO8, E_RND, E_LAST, k, nr);
        DO8(XOR_IN)
        DO8(STORE_OUT)
    }
    if (nblocks >= 4) {
        DO4(CTR_B)
        c = cairn_ctr64x2_add(c, 4, full);
        ROUNDS(DO4, E_RND, E_LAST, k, nr);
        DO4(XOR_IN)
        DO4(STORE_OUT)
        nblocks -= 4;
        in += 64;
        out += 64;
    }
#undef CTR_B
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        st(out, veorq_u8(ld(in), enc1(k, nr, cairn_ctr64x2_bytes(c))));
        c = cairn_ctr64x2_add(c, 1, full);
    }
    st(ctr, cairn_ctr64x2_bytes(c));
}

/* see the object below */
void cairn_aes_ctr_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

/* see the object below */
void cairn_aes_ctr32_arm(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

/* ---------------- CCM (CTR + CBC-MAC in one pass) ---------------- */

#if CAIRN_ENABLE_CCM
/* see the object below. The MAC chain s is kept after its first AESE, as in
 * CBC encryption; each block's counter block t runs its rounds beside it. */
void cairn_aes_ccm_encrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks), r;
    uint8x16_t k0, kp, kl, k0l, s, t, p;
    uint64x2_t c;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kp = RK(k, nr - 1);
    kl = RK(k, nr);
    k0l = veorq_u8(k0, kl);
    c = cairn_ctr64x2_load(ctr);
    p = ld(in);
    s = vaeseq_u8(veorq_u8(ld(mac), p), k0);
    for (;;) {
        t = vaesmcq_u8(vaeseq_u8(cairn_ctr64x2_bytes(c), k0));
        c = cairn_ctr64x2_add128(c, 1);
        s = vaesmcq_u8(s);
        for (r = 1; r + 1 < nr; r++) {
            uint8x16_t kr = RK(k, r);
            s = vaesmcq_u8(vaeseq_u8(s, kr));
            t = vaesmcq_u8(vaeseq_u8(t, kr));
        }
        s = vaeseq_u8(s, kp);
        t = veorq_u8(vaeseq_u8(t, kp), kl);
        if (--nblocks == 0) {
            st(out, veorq_u8(p, t));
            break;
        }
        {
            uint8x16_t pn = ld(in + 16); /* P(i+1) before C(i) is written: out may be in */
            st(out, veorq_u8(p, t));
            s = vaeseq_u8(s, veorq_u8(pn, k0l));
            p = pn;
        }
        in += 16;
        out += 16;
    }
    st(mac, veorq_u8(s, kl));
    st(ctr, cairn_ctr64x2_bytes(c));
}

/* see the object below. P(i) needs counter block i first, so the chain's
 * rounds for block i run beside the counter block of i + 1. */
void cairn_aes_ccm_decrypt_arm(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                               size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks), r;
    uint8x16_t k0, kp, kl, k0l, s, t, p;
    uint64x2_t c;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kp = RK(k, nr - 1);
    kl = RK(k, nr);
    k0l = veorq_u8(k0, kl);
    c = cairn_ctr64x2_load(ctr);
    p = veorq_u8(ld(in), enc1(k, nr, cairn_ctr64x2_bytes(c)));
    c = cairn_ctr64x2_add128(c, 1);
    st(out, p);
    s = vaeseq_u8(veorq_u8(ld(mac), p), k0);
    while (--nblocks > 0) {
        in += 16;
        out += 16;
        t = vaesmcq_u8(vaeseq_u8(cairn_ctr64x2_bytes(c), k0));
        c = cairn_ctr64x2_add128(c, 1);
        s = vaesmcq_u8(s);
        for (r = 1; r + 1 < nr; r++) {
            uint8x16_t kr = RK(k, r);
            s = vaesmcq_u8(vaeseq_u8(s, kr));
            t = vaesmcq_u8(vaeseq_u8(t, kr));
        }
        s = vaeseq_u8(s, kp);
        p = veorq_u8(ld(in), veorq_u8(vaeseq_u8(t, kp), kl));
        st(out, p);
        s = vaeseq_u8(s, veorq_u8(p, k0l));
    }
    s = vaesmcq_u8(s);
    for (r = 1; r + 1 < nr; r++)
        s = vaesmcq_u8(vaeseq_u8(s, RK(k, r)));
    st(mac, veorq_u8(vaeseq_u8(s, kp), kl));
    st(ctr, cairn_ctr64x2_bytes(c));
}
#endif

/* ---------------- GCM (CTR32 and GHASH fused) ---------------- */

#if CAIRN_ENABLE_GCM
/* One round of the eight blocks b0..b7. */
#define G_RND(r)                                                                                                   \
    do {                                                                                                            \
        uint8x16_t kr = RK(k, r);                                                                                   \
        DO8(E_RND)                                                                                                  \
    } while (0)
/* Folds GHASH block j of gsrc (times H^(8-j)) into acc; block 0 carries y. */
#define G_MUL(j)                                                                                                   \
    do {                                                                                                            \
        if (hash)                                                                                                   \
            cairn_gha_mul_acc(&acc, (j) == 0 ? veorq_u64(*y, cairn_gha_load(gsrc)) : cairn_gha_load(gsrc + 16 * (j)), \
                              hk, 8 - (j));                                                                         \
    } while (0)

/*
 * Eight blocks of CTR32 from *ctr; with hash (a constant at every call, so
 * the tests vanish) also folds the eight ciphertext blocks at gsrc into *y,
 * one product per AES round and the reduction after the ninth round
 * (every key size has at least ten).
 */
CAIRN_INLINE void gcm8(const uint8_t *k, unsigned nr, const uint64_t *hk, uint64x2_t *ctr, uint64x2_t *y,
                       uint8_t *out, const uint8_t *in, const uint8_t *gsrc, int hash)
{
    uint8x16_t b0, b1, b2, b3, b4, b5, b6, b7;
    uint64x2_t c = *ctr;
    cairn_gha_acc acc;
    unsigned r;

#define CTR32_B(i) b##i = cairn_ctr64x2_bytes(cairn_ctr64x2_add32(c, i));
    DO8(CTR32_B)
#undef CTR32_B
    *ctr = cairn_ctr64x2_add32(c, 8);
    cairn_gha_zero(&acc);
    G_RND(0);
    G_MUL(0);
    G_RND(1);
    G_MUL(1);
    G_RND(2);
    G_MUL(2);
    G_RND(3);
    G_MUL(3);
    G_RND(4);
    G_MUL(4);
    G_RND(5);
    G_MUL(5);
    G_RND(6);
    G_MUL(6);
    G_RND(7);
    G_MUL(7);
    G_RND(8);
    if (hash)
        *y = cairn_gha_reduce(&acc);
    for (r = 9; r + 1 < nr; r++)
        G_RND(r);
    {
        uint8x16_t kr = RK(k, nr - 1), kl = RK(k, nr);
        DO8(E_LAST)
    }
    DO8(XOR_IN)
    DO8(STORE_OUT)
}
#undef G_RND
#undef G_MUL

/* see the object below. Each batch's GHASH runs in the next batch's AES
 * rounds (the ciphertext exists only after them); the last batch and the
 * tail are hashed after. */
void cairn_gcm_encrypt_arm(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    uint64x2_t c = cairn_ctr64x2_load(ctr), v = cairn_gha_load(y);

    if (nblocks >= 8) {
        gcm8(k, nr, hk, &c, &v, out, in, out, 0);
        in += 128;
        out += 128;
        nblocks -= 8;
        for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128)
            gcm8(k, nr, hk, &c, &v, out, in, out - 128, 1);
        v = cairn_gha_blocks(hk, v, out - 128, 8);
    }
    st(ctr, cairn_ctr64x2_bytes(c));
    if (nblocks > 0) {
        ctr_core(ks, ctr, out, in, nblocks, 0);
        v = cairn_gha_blocks(hk, v, out, (unsigned)nblocks);
    }
    cairn_gha_store(y, v);
}

/* see the object below. The ciphertext is hashed in the same batch (read
 * before the plaintext over it is written: out == in works). */
void cairn_gcm_decrypt_arm(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    uint64x2_t c = cairn_ctr64x2_load(ctr), v = cairn_gha_load(y);

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128)
        gcm8(k, nr, hk, &c, &v, out, in, in, 1);
    st(ctr, cairn_ctr64x2_bytes(c));
    if (nblocks > 0) {
        v = cairn_gha_blocks(hk, v, in, (unsigned)nblocks);
        ctr_core(ks, ctr, out, in, nblocks, 0);
    }
    cairn_gha_store(y, v);
}

static const cairn_gcm_fused gcm_arm_fused = {
    {"arm-aes-pmull", CAIRN_PRIM_GCM_FUSED, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_AES | CAIRN_CPU_ARM_PMULL},
    CAIRN_GHASH_LAYOUT_ARM,
    cairn_gcm_encrypt_arm,
    cairn_gcm_decrypt_arm,
    NULL};
#endif

/* ---------------- the object ---------------- */

const cairn_block_impl cairn_aes_arm_impl_obj = {
    {"arm-aes", CAIRN_PRIM_AES, CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_AES},
    16,
    cairn_aes_set_key_arm,
    cairn_aes_ecb_encrypt_arm,
    cairn_aes_ecb_decrypt_arm,
    cairn_aes_cbc_encrypt_arm,
    cairn_aes_cbc_decrypt_arm,
    cairn_aes_ctr_arm,
    cairn_aes_ctr32_arm,
#if CAIRN_ENABLE_CCM
    cairn_aes_ccm_encrypt_arm,
    cairn_aes_ccm_decrypt_arm,
#else
    NULL,
    NULL,
#endif
#if CAIRN_ENABLE_GCM
    &gcm_arm_fused,
#else
    NULL,
#endif
};

#else
typedef int cairn_aes_arm_unused; /* ISO C: no empty translation unit */
#endif
