/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * CCM (NIST SP 800-38C, RFC 3610) over any keyed 16-byte-block cipher
 * context, and the cairn_aead descriptors for AES-128/192/256-CCM and SM4-CCM.
 *
 * CCM is a CBC-MAC over B0 || formatted AAD || padded plaintext, plus CTR
 * with counter blocks A1, A2, ... (A0 masks the tag). The CBC-MAC chain is
 * serial, so a software cipher pays one full block encryption per 16 bytes
 * whatever it does; bitsliced AES (four blocks per ct64 pass, two per ct32
 * pass) and the SM4 circuits encrypt several blocks for the price of one, so
 * the default path hands each CBC-MAC block and its counter block to one
 * 2-block encrypt call and the CTR half comes for free.
 *
 * AES-NI and VAES are the exception: there the chain is bound by AESENC
 * latency, and a 2-block call per block puts a function call and two memory
 * round trips into the chain. A block object can therefore carry fused CCM
 * kernels (cairn_block_impl.ccm_encrypt/ccm_decrypt); the AES-NI and VAES
 * ones (accel/x86/ccm_x86.c) keep the chain in a register and issue each
 * counter block's rounds between the chain's dependent ones, where they
 * cost almost nothing. AES ct32 has them too: the same pairing as the
 * 2-block calls, with the chain kept in bit planes from pass to pass (no
 * copies or transposes of it between blocks). The message body goes to them
 * when present.
 *
 * Lengths, nonces and counters are public; the key, the plaintext and the
 * MAC are not, and no branch or address depends on them. The tag is
 * compared in constant time, and a failed decryption wipes the whole output.
 */
#include "cairn/aead.h"
#include "cipher/cipher_internal.h"
#include "mode/mode_internal.h"

#if CAIRN_ENABLE_CCM

/* Blocks per chunk of formatted AAD (512 bytes of stack). */
#define CCM_CHUNK 32

typedef struct {
    const cairn_block_impl *impl;
    const uint64_t *ks;
    uint8_t mac[16]; /* the CBC-MAC chain value */
    uint8_t ctr[16]; /* the next counter block */
    uint8_t s0[16];  /* E(A0), the tag mask */
} ccm_run;

static int ccm_args(const cairn_cipher_ctx *cipher, const uint8_t *out, const uint8_t *tag, size_t taglen,
                    const uint8_t *nonce, size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in,
                    size_t len)
{
    size_t L;
    int rc = cairn_mode_ctx_ok(cipher);

    if (rc != CAIRN_OK)
        return rc;
    if (tag == NULL || nonce == NULL || !CAIRN_BUF_OK(aad, aadlen) || !CAIRN_BUF_OK(in, len) ||
        !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if (cipher->impl->block_len != 16)
        return CAIRN_ERR_UNSUPPORTED;
    if (noncelen < 7 || noncelen > 13 || taglen < 4 || taglen > 16 || (taglen & 1) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    /* the length field has L = 15 - noncelen bytes */
    L = 15 - noncelen;
    if (L < sizeof(size_t) && (len >> (4 * L) >> (4 * L)) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

CAIRN_INLINE void xor16(uint8_t *d, const uint8_t *a, const uint8_t *b)
{
    size_t i;
    for (i = 0; i < 16; i++)
        d[i] = (uint8_t)(a[i] ^ b[i]);
}

/* Counter blocks never carry out of their L-byte field: the message length
 * limit keeps the block count below 2^(8L). */
CAIRN_INLINE void ctr_next(uint8_t ctr[16]) { cairn_ctr_add_be(ctr, 16, 1); }

/* CBC-MAC of n whole blocks at blk (which is clobbered). */
static void mac_blocks(ccm_run *r, uint8_t *blk, size_t n)
{
    size_t i;

    if (n == 0)
        return;
    if (r->impl->cbc_encrypt != NULL) {
        r->impl->cbc_encrypt(r->ks, r->mac, blk, blk, n);
        return;
    }
    for (i = 0; i < n; i++) {
        xor16(r->mac, r->mac, blk + 16 * i);
        r->impl->encrypt(r->ks, r->mac, r->mac, 1);
    }
}

/* B0 and A0 (one 2-block call: E(B0) starts the chain, E(A0) masks the tag),
 * then the formatted AAD: its length (2, 6 or 10 bytes, SP 800-38C A.2.2),
 * the AAD, zeros to a block boundary. Leaves r->ctr = A1. */
static void ccm_head(ccm_run *r, size_t taglen, const uint8_t *nonce, size_t noncelen, const uint8_t *aad,
                     size_t aadlen, size_t len)
{
    uint8_t buf[CCM_CHUNK * 16], two[32];
    size_t L = 15 - noncelen, i, n;
    uint64_t a = (uint64_t)aadlen, m = (uint64_t)len;

    memset(two, 0, sizeof two);
    two[0] = (uint8_t)((aadlen != 0 ? 0x40 : 0) | ((taglen - 2) >> 1) << 3 | (L - 1));
    memcpy(two + 1, nonce, noncelen);
    for (i = 0; i < L && i < 8; i++, m >>= 8)
        two[15 - i] = (uint8_t)m;
    two[16] = (uint8_t)(L - 1);
    memcpy(two + 17, nonce, noncelen);
    memcpy(r->ctr, two + 16, 16);
    r->impl->encrypt(r->ks, two, two, 2);
    memcpy(r->mac, two, 16);
    memcpy(r->s0, two + 16, 16);
    ctr_next(r->ctr);

    if (aadlen != 0) {
        if (a < 0xff00u) {
            n = 2;
        } else if ((a >> 16 >> 16) == 0) {
            buf[0] = 0xff;
            buf[1] = 0xfe;
            n = 6;
        } else {
            buf[0] = 0xff;
            buf[1] = 0xff;
            n = 10;
        }
        for (i = 0; i < n - (n > 2 ? 2 : 0); i++)
            buf[n - 1 - i] = (uint8_t)(a >> (8 * i));
        while (aadlen > 0) {
            size_t take = sizeof buf - n;
            if (take > aadlen)
                take = aadlen;
            memcpy(buf + n, aad, take);
            aad += take;
            aadlen -= take;
            n += take;
            if (n == sizeof buf) {
                mac_blocks(r, buf, CCM_CHUNK);
                n = 0;
            }
        }
        if (n != 0) {
            memset(buf + n, 0, (16 - (n & 15)) & 15);
            mac_blocks(r, buf, (n + 15) >> 4);
        }
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(two, sizeof two);
}

/* The last, partial block (1..15 bytes) of either direction: one 2-block call. */
static void ccm_tail(ccm_run *r, uint8_t *out, const uint8_t *in, size_t rem, int dec)
{
    uint8_t p[16], io[32];
    size_t i;

    memset(p, 0, sizeof p);
    if (!dec) {
        memcpy(p, in, rem);
        xor16(io, r->mac, p);
        memcpy(io + 16, r->ctr, 16);
        r->impl->encrypt(r->ks, io, io, 2);
        memcpy(r->mac, io, 16);
        for (i = 0; i < rem; i++)
            out[i] = (uint8_t)(p[i] ^ io[16 + i]);
    } else {
        memcpy(io, r->ctr, 16);
        r->impl->encrypt(r->ks, io, io, 1);
        for (i = 0; i < rem; i++)
            p[i] = (uint8_t)(in[i] ^ io[i]);
        memcpy(out, p, rem);
        xor16(r->mac, r->mac, p);
        r->impl->encrypt(r->ks, r->mac, r->mac, 1);
    }
    cairn_wipe(p, sizeof p);
    cairn_wipe(io, sizeof io);
}

/* The message (len bytes): CTR on it and the CBC-MAC of the plaintext. */
static void ccm_body(ccm_run *r, uint8_t *out, const uint8_t *in, size_t len, int dec)
{
    uint8_t io[32], p[16];
    size_t nb = len >> 4, rem = len & 15;

    if (r->impl->ccm_encrypt != NULL && r->impl->ccm_decrypt != NULL) {
        if (nb > 0) { /* in and out may be NULL for an empty message: no pointer arithmetic then */
            (dec ? r->impl->ccm_decrypt : r->impl->ccm_encrypt)(r->ks, r->mac, r->ctr, out, in, nb);
            in += 16 * nb;
            out += 16 * nb;
        }
    } else if (!dec) {
        /* [Y ^ P_i, A_i] -> [Y', S_i] in one call */
        for (; nb > 0; nb--, in += 16, out += 16) {
            memcpy(p, in, 16);
            xor16(io, r->mac, p);
            memcpy(io + 16, r->ctr, 16);
            r->impl->encrypt(r->ks, io, io, 2);
            memcpy(r->mac, io, 16);
            xor16(out, p, io + 16);
            ctr_next(r->ctr);
        }
    } else if (nb > 0) {
        /* P_i needs S_i first, so the chain runs one block behind:
         * [Y ^ P_(i-1), A_i] -> [Y', S_i], and P_n goes in at the end. */
        memcpy(io, r->ctr, 16);
        r->impl->encrypt(r->ks, io + 16, io, 1);
        for (;;) {
            xor16(p, in, io + 16);
            memcpy(out, p, 16);
            ctr_next(r->ctr);
            in += 16;
            out += 16;
            if (--nb == 0)
                break;
            xor16(io, r->mac, p);
            memcpy(io + 16, r->ctr, 16);
            r->impl->encrypt(r->ks, io, io, 2);
            memcpy(r->mac, io, 16);
        }
        xor16(r->mac, r->mac, p);
        r->impl->encrypt(r->ks, r->mac, r->mac, 1);
    }
    if (rem != 0)
        ccm_tail(r, out, in, rem, dec);
    cairn_wipe(p, sizeof p);
    cairn_wipe(io, sizeof io);
}

/* see cairn/aead.h */
int cairn_ccm_encrypt(const cairn_cipher_ctx *cipher, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                      size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    ccm_run r;
    size_t i;
    int rc = ccm_args(cipher, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    r.impl = cipher->impl;
    r.ks = cipher->ks;
    ccm_head(&r, taglen, nonce, noncelen, aad, aadlen, len);
    ccm_body(&r, out, in, len, 0);
    for (i = 0; i < taglen; i++)
        tag[i] = (uint8_t)(r.mac[i] ^ r.s0[i]);
    cairn_wipe(&r, sizeof r);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_ccm_decrypt(const cairn_cipher_ctx *cipher, uint8_t *out, const uint8_t *tag, size_t taglen,
                      const uint8_t *nonce, size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in,
                      size_t len)
{
    ccm_run r;
    uint8_t t[16];
    uint32_t ok;
    int rc = ccm_args(cipher, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    r.impl = cipher->impl;
    r.ks = cipher->ks;
    ccm_head(&r, taglen, nonce, noncelen, aad, aadlen, len);
    ccm_body(&r, out, in, len, 1);
    xor16(t, r.mac, r.s0);
    ok = cairn_ct_memeq(t, tag, taglen);
    cairn_wipe(&r, sizeof r);
    cairn_wipe(t, sizeof t);
    /* no branch on the verdict: the output is masked and the status built from it */
    cairn_ct_and_bytes(out, len, cairn_ct_mask64(ok));
    return cairn_ct_auth_status(ok);
}

/* ------------------------------------------------------------ descriptors */

#if CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4

static int ccm_enc_state(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                         size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cairn_ccm_encrypt((const cairn_cipher_ctx *)state, out, tag, taglen, nonce, noncelen, aad, aadlen, in,
                             len);
}

static int ccm_dec_state(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                         size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cairn_ccm_decrypt((const cairn_cipher_ctx *)state, out, tag, taglen, nonce, noncelen, aad, aadlen, in,
                             len);
}

#define CCM_DESCRIPTOR(sym, cname, cipher_obj, list, klen)                                                           \
    static int sym##_init(void *state, const cairn_impl *const impl[2], const uint8_t *key, size_t keylen)      \
    {                                                                                                             \
        if (impl[0] == NULL)                                                                                      \
            return cairn_cipher_init((cairn_cipher_ctx *)state, &cipher_obj, key, keylen);                        \
        return cairn_cipher_init_ex((cairn_cipher_ctx *)state, &cipher_obj, impl[0], key, keylen);               \
    }                                                                                                             \
    const cairn_aead sym = {cname,                                                                                \
                            klen,                                                                                 \
                            12,                                                                                   \
                            7,                                                                                    \
                            13,                                                                                   \
                            16,                                                                                   \
                            4,                                                                                    \
                            CAIRN_AEAD_TAG_EVEN,                                                                  \
                            sizeof(cairn_cipher_ctx),                                                             \
                            {list, NULL},                                                                         \
                            sym##_init,                                                                           \
                            ccm_enc_state,                                                                        \
                            ccm_dec_state};

#if CAIRN_ENABLE_AES
CCM_DESCRIPTOR(cairn_aead_aes128_ccm, "AES-128-CCM", cairn_cipher_aes128, cairn_aes_impls, 16)
CCM_DESCRIPTOR(cairn_aead_aes192_ccm, "AES-192-CCM", cairn_cipher_aes192, cairn_aes_impls, 24)
CCM_DESCRIPTOR(cairn_aead_aes256_ccm, "AES-256-CCM", cairn_cipher_aes256, cairn_aes_impls, 32)
#endif
#if CAIRN_ENABLE_SM4
CCM_DESCRIPTOR(cairn_aead_sm4_ccm, "SM4-CCM", cairn_cipher_sm4, cairn_sm4_impls, 16)
#endif
#endif /* CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4 */

#else
typedef int cairn_ccm_disabled; /* ISO C forbids an empty translation unit */
#endif
