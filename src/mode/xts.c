/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * XTS (IEEE 1619, NIST SP 800-38E) over any 16-byte block cipher: one data
 * unit per call, ciphertext stealing for a partial last block.
 *
 * Tweaks: T_0 = E_K2(tweak), T_{j+1} = T_j * alpha in GF(2^128) with
 * IEEE 1619's little-endian convention (the block as a 128-bit
 * little-endian integer, shifted left, 0x87 folded into byte 0 on carry),
 * computed on two 64-bit halves with a mask, not a branch. Whole blocks go
 * through the implementation CAIRN_MODE_BATCH at a time (tweaks xored in
 * and out around one multi-block call), so the bitsliced AES and SM4 code
 * get full batches.
 *
 * SP 800-38E requires Key1 != Key2. The keys themselves are not in the
 * contexts (only schedules, laid out per implementation), so the check is
 * E_K1(0) == E_K2(0), which holds for equal keys and, for distinct keys of
 * a 128-bit block cipher, with probability 2^-128; it works across
 * implementations. It is computed without a branch on its result: the
 * output is masked with it (all zero for equal keys) and the status is
 * derived from it arithmetically, so a caller that keeps keys secret
 * learns nothing but the status.
 */
#include "mode/mode_internal.h"

/* SP 800-38E and IEEE 1619-2018: at most 2^20 blocks per data unit. */
#define XTS_MAX_BLOCKS ((size_t)1 << 20)

typedef struct {
    uint64_t lo, hi; /* the tweak block as a little-endian 128-bit integer */
} xts_tweak;

CAIRN_INLINE void xts_double(xts_tweak *t)
{
    uint64_t carry = t->hi >> 63;
    t->hi = (t->hi << 1) | (t->lo >> 63);
    t->lo = (t->lo << 1) ^ (((uint64_t)0 - carry) & 0x87u);
}

/* n <= CAIRN_MODE_BATCH whole blocks of in through the data key under the
 * tweaks *t, *t alpha, ... (*t advanced past them); out = (E or D) & keep.
 * buf and tw are CAIRN_MODE_BATCH blocks of scratch. The xors run over
 * bytes in plain loops, which compilers vectorise. */
static void xts_blocks(const cairn_cipher_ctx *dk, int dec, xts_tweak *t, uint8_t *out, const uint8_t *in, size_t n,
                       uint64_t keep, uint8_t *buf, uint8_t *tw)
{
    uint8_t k8 = (uint8_t)keep;
    size_t i;
    for (i = 0; i < n; i++) {
        cairn_store64_le(tw + 16 * i, t->lo);
        cairn_store64_le(tw + 16 * i + 8, t->hi);
        xts_double(t);
    }
    for (i = 0; i < 16 * n; i++)
        buf[i] = (uint8_t)(in[i] ^ tw[i]);
    if (dec)
        dk->impl->decrypt(dk->ks, buf, buf, n);
    else
        dk->impl->encrypt(dk->ks, buf, buf, n);
    for (i = 0; i < 16 * n; i++)
        out[i] = (uint8_t)((buf[i] ^ tw[i]) & k8);
}

static int xts_crypt(const cairn_cipher_ctx *dk, const cairn_cipher_ctx *tk, const uint8_t *tweak, uint8_t *out,
                     const uint8_t *in, size_t len, int dec)
{
    uint8_t buf[CAIRN_MODE_BATCH * 16], tw[CAIRN_MODE_BATCH * 16], probe[48], last[16], mix[16];
    uint64_t keep;
    xts_tweak t, t2;
    size_t nfull, rem, body, done, n, i;
    uint32_t same;
    int rc;

    if ((rc = cairn_mode_ctx_ok(dk)) != CAIRN_OK || (rc = cairn_mode_ctx_ok(tk)) != CAIRN_OK)
        return rc;
    if (tweak == NULL || !CAIRN_BUF_OK(in, len) || !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if (dk->impl->block_len != 16 || tk->impl->block_len != 16)
        return CAIRN_ERR_UNSUPPORTED;
    if (dk == tk || dk->cipher != tk->cipher)
        return CAIRN_ERR_BAD_ARG;
    if (len < 16 || len > XTS_MAX_BLOCKS * 16)
        return CAIRN_ERR_BAD_LENGTH;

    /* probe[0..16) = E_K2(tweak) = T_0, probe[16..32) = E_K2(0), probe[32..48) = E_K1(0) */
    memcpy(probe, tweak, 16);
    memset(probe + 16, 0, 32);
    tk->impl->encrypt(tk->ks, probe, probe, 2);
    dk->impl->encrypt(dk->ks, probe + 32, probe + 32, 1);
    same = cairn_ct_memeq(probe + 16, probe + 32, 16);
    keep = cairn_ct_mask64(1u ^ same);
    t.lo = cairn_load64_le(probe);
    t.hi = cairn_load64_le(probe + 8);

    nfull = len >> 4;
    rem = len & 15;
    body = rem != 0 ? nfull - 1 : nfull; /* blocks outside the stealing pair */
    for (done = 0; done < body; done += n) {
        n = body - done < CAIRN_MODE_BATCH ? body - done : CAIRN_MODE_BATCH;
        xts_blocks(dk, dec, &t, out + 16 * done, in + 16 * done, n, keep, buf, tw);
    }
    if (rem != 0) {
        /* t is T_{m-1} for the last whole block m-1, its successor T_m is the partial block's */
        const uint8_t *pin = in + 16 * nfull;
        uint8_t *pout = out + 16 * nfull;
        if (!dec) {
            /* CC = E(P_{m-1}) under T_{m-1}; C_m = CC[0..rem); C_{m-1} = E(P_m || CC[rem..16)) under T_m */
            xts_blocks(dk, 0, &t, last, in + 16 * body, 1, ~(uint64_t)0, buf, tw);
            memcpy(mix, pin, rem);
            memcpy(mix + rem, last + rem, 16 - rem);
            for (i = 0; i < rem; i++)
                pout[i] = (uint8_t)(last[i] & keep);
            xts_blocks(dk, 0, &t, out + 16 * body, mix, 1, keep, buf, tw);
        } else {
            /* PP = D(C_{m-1}) under T_m; P_m = PP[0..rem); P_{m-1} = D(C_m || PP[rem..16)) under T_{m-1} */
            t2 = t;
            xts_double(&t2);
            xts_blocks(dk, 1, &t2, last, in + 16 * body, 1, ~(uint64_t)0, buf, tw);
            memcpy(mix, pin, rem);
            memcpy(mix + rem, last + rem, 16 - rem);
            for (i = 0; i < rem; i++)
                pout[i] = (uint8_t)(last[i] & keep);
            xts_blocks(dk, 1, &t, out + 16 * body, mix, 1, keep, buf, tw);
        }
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(tw, sizeof tw);
    cairn_wipe(probe, sizeof probe);
    cairn_wipe(last, sizeof last);
    cairn_wipe(mix, sizeof mix);
    cairn_wipe(&t, sizeof t);
    cairn_wipe(&t2, sizeof t2);
    /* CAIRN_OK (0), or CAIRN_ERR_BAD_ARG (-1) for equal keys, without a branch */
    return (int)same * CAIRN_ERR_BAD_ARG;
}

/* see cairn/cipher.h */
int cairn_xts_encrypt(const cairn_cipher_ctx *data_key, const cairn_cipher_ctx *tweak_key, const uint8_t tweak[16],
                      uint8_t *out, const uint8_t *in, size_t len)
{
    return xts_crypt(data_key, tweak_key, tweak, out, in, len, 0);
}

/* see cairn/cipher.h */
int cairn_xts_decrypt(const cairn_cipher_ctx *data_key, const cairn_cipher_ctx *tweak_key, const uint8_t tweak[16],
                      uint8_t *out, const uint8_t *in, size_t len)
{
    return xts_crypt(data_key, tweak_key, tweak, out, in, len, 1);
}
