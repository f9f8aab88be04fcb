/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 public-key encryption (GB/T 32918.4): C1 = k G, (x2, y2) = k P,
 * C2 = M xor KDF(x2 || y2, |M|), C3 = SM3(x2 || M || y2), in the raw
 * layouts C1 || C3 || C2 and C1 || C2 || C3 or the GM/T 0009 DER sequence.
 *
 * Decryption: the layout and C1 are public and parsed with ordinary
 * branches; from d * C1 on, everything runs in time set by the lengths: the
 * key stream is XORed into a copy of C2 in the caller's buffer, C3 is
 * recomputed and compared with an accumulating mask, and the buffer is
 * masked to zero unless both that comparison and the key stream's non-zero
 * check passed. Only the final verdict is declassified (it is the status).
 */
#include <string.h>

#include "core/internal.h"
#include "ec/sm2_internal.h"
#include "enc/der.h"

#if CAIRN_SM2_BUILT

#define SM2_C3 CAIRN_SM3_DIGEST_LEN
#define SM2_MAX_TRIES 32

/* C3 = SM3(x2 || M || y2) */
static void c3_of(const uint8_t *x2y2, const uint8_t *m, size_t mlen, uint8_t *c3)
{
    cairn_sm3_ctx h;
    int rc = cairn_sm3_init(&h);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, x2y2, SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, m, mlen);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, x2y2 + SM2_B, SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&h, c3);
    if (rc != CAIRN_OK)
        memset(c3, 0, SM2_C3);
    cairn_sm3_wipe(&h);
}

/* DER identifier and length octets before content of len bytes. */
static size_t der_hdr(size_t len)
{
    return len < 0x80 ? 2 : len < 0x100 ? 3 : len < 0x10000 ? 4 : len < 0x1000000 ? 5 : 6;
}

/* The ciphertext's length and where C2 sits in it (C2 is last in the DER
 * sequence; the integers' lengths come from a counting writer). */
static size_t cipher_len(cairn_sm2_cipher_format format, const uint8_t *c1, size_t mlen, size_t *c2_off)
{
    cairn_der_writer w;
    size_t head = 0, content;
    if (format != CAIRN_SM2_DER) {
        *c2_off = format == CAIRN_SM2_C1C3C2 ? CAIRN_SM2_POINT_LEN + SM2_C3 : CAIRN_SM2_POINT_LEN;
        return CAIRN_SM2_POINT_LEN + SM2_C3 + mlen;
    }
    cairn_der_writer_init(&w, NULL, 0);
    cairn_der_put_uint(&w, c1 + 1, SM2_B);
    cairn_der_put_uint(&w, c1 + 1 + SM2_B, SM2_B);
    if (cairn_der_finish(&w, &head) != CAIRN_OK)
        return 0;
    content = head + 2 + SM2_C3 + der_hdr(mlen) + mlen;
    *c2_off = der_hdr(content) + content - mlen;
    return der_hdr(content) + content;
}

/* The ciphertext for C1, (x2, y2) and M: C2 is written as M with the key
 * stream XORed in. 0 when the key stream was all zeros (out then holds
 * nothing of M: it is zeroed). out has room for cipher_len. */
static uint32_t cipher_write(cairn_sm2_cipher_format format, const uint8_t *c1, const uint8_t *x2y2, const uint8_t *m,
                             size_t mlen, uint8_t *out, size_t total, size_t c2_off)
{
    uint8_t c3[SM2_C3];
    cairn_sm2_part z = {x2y2, 2 * SM2_B};
    uint32_t ok;
    c3_of(x2y2, m, mlen, c3);
    if (format == CAIRN_SM2_DER) {
        cairn_der_writer w;
        size_t mark, len;
        cairn_der_writer_init(&w, out, total);
        mark = cairn_der_begin(&w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint(&w, c1 + 1, SM2_B);
        cairn_der_put_uint(&w, c1 + 1 + SM2_B, SM2_B);
        cairn_der_put_octet_string(&w, c3, SM2_C3);
        cairn_der_put_octet_string(&w, m, mlen);
        cairn_der_end(&w, mark);
        if (cairn_der_finish(&w, &len) != CAIRN_OK || len != total) { /* cipher_len disagrees: never */
            memset(out, 0, total);
            cairn_wipe(c3, sizeof c3);
            return 0;
        }
    } else {
        memcpy(out, c1, CAIRN_SM2_POINT_LEN);
        memmove(out + c2_off, m, mlen);
        memcpy(out + (format == CAIRN_SM2_C1C3C2 ? CAIRN_SM2_POINT_LEN : CAIRN_SM2_POINT_LEN + mlen), c3, SM2_C3);
    }
    ok = cairn_sm2_kdf_xor(out + c2_off, mlen, &z, 1);
    cairn_wipe(c3, sizeof c3);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (!ok)
        memset(out, 0, total);
    return ok;
}

/* One attempt with k: 1 on success, 0 for an all-zero key stream; *rc for
 * the engine's errors. */
static uint32_t encrypt_with(const cairn_ec_curve_def *c, const uint8_t *pxy, cairn_sm2_cipher_format format,
                             const uint8_t *msg, size_t msglen, const uint8_t *k, uint8_t *out, size_t cap,
                             size_t *outlen, int *rc)
{
    uint8_t c1[CAIRN_SM2_POINT_LEN], x2y2[2 * SM2_B];
    size_t total, c2_off;
    uint32_t ok = 0;
    c1[0] = 0x04;
    *rc = cairn_ec_mul_base(c, NULL, c1 + 1, k);
    if (*rc == CAIRN_OK)
        *rc = cairn_ec_mul(c, NULL, x2y2, k, pxy);
    if (*rc == CAIRN_OK) {
        total = cipher_len(format, c1, msglen, &c2_off);
        if (total == 0 || total > cap)
            *rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        else if ((ok = cipher_write(format, c1, x2y2, msg, msglen, out, total, c2_off)) != 0)
            *outlen = total;
    }
    cairn_wipe(x2y2, sizeof x2y2);
    cairn_wipe(c1, sizeof c1);
    return *rc == CAIRN_OK ? ok : 0;
}

static int enc_args(const cairn_ec_public_key *pub, cairn_sm2_cipher_format format, const uint8_t *msg, size_t msglen,
                    const uint8_t *out, const size_t *outlen, const ec_pub **p, const cairn_ec_curve_def **c)
{
    int rc;
    if (out == NULL || outlen == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_SM2_C1C3C2 && format != CAIRN_SM2_C1C2C3 && format != CAIRN_SM2_DER)
        return CAIRN_ERR_BAD_ARG;
    if ((*p = cairn_sm2_pub_of(pub, c, &rc)) == NULL)
        return rc;
    /* the DER layout's length fields stop at four bytes (below 2^32) */
    if (msglen == 0 || msglen > ((size_t)-1 - CAIRN_SM2_CIPHER_DER_OVERHEAD) || msglen > 0xffffffffu)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* see cairn/sm2.h */
int cairn_sm2_encrypt(const cairn_ec_public_key *pub, cairn_sm2_cipher_format format, const uint8_t *msg, size_t msglen,
                      uint8_t *out, size_t cap, size_t *outlen, cairn_rng_fn rng, void *rng_state)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    cairn_ec_private_key eph;
    uint8_t k[SM2_B];
    size_t klen;
    int rc, tries;
    uint32_t done = 0;
    if (outlen != NULL)
        *outlen = 0;
    if ((rc = enc_args(pub, format, msg, msglen, out, outlen, &p, &c)) != CAIRN_OK)
        goto out;
    if (rng == NULL) {
        rc = CAIRN_ERR_BAD_ARG;
        goto out;
    }
    for (tries = 0; rc == CAIRN_OK && !done && tries < SM2_MAX_TRIES; tries++) {
        rc = cairn_ec_private_key_generate(&eph, CAIRN_EC_SM2, rng, rng_state);
        if (rc == CAIRN_OK)
            rc = cairn_ec_private_key_export(&eph, k, sizeof k, &klen);
        if (rc == CAIRN_OK)
            done = encrypt_with(c, p->xy, format, msg, msglen, k, out, cap, outlen, &rc);
    }
    if (rc == CAIRN_OK && !done)
        rc = CAIRN_ERR_FAULT;
    cairn_ec_private_key_wipe(&eph);
    cairn_wipe(k, sizeof k);
out:
    if (rc != CAIRN_OK) {
        if (out != NULL)
            memset(out, 0, cap);
        if (outlen != NULL)
            *outlen = 0;
    }
    return rc;
}

/* see sm2_internal.h */
int cairn_sm2_encrypt_k(const cairn_ec_public_key *pub, cairn_sm2_cipher_format format, const uint8_t *msg,
                        size_t msglen, const uint8_t *k, size_t klen, uint8_t *out, size_t cap, size_t *outlen)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    int rc;
    if (outlen != NULL)
        *outlen = 0;
    if ((rc = enc_args(pub, format, msg, msglen, out, outlen, &p, &c)) != CAIRN_OK)
        return rc;
    if (k == NULL || klen != SM2_B)
        return CAIRN_ERR_BAD_ARG;
    return cairn_sm2_encrypt_raw(c, p->xy, format, msg, msglen, k, out, cap, outlen);
}

/* see sm2_internal.h */
int cairn_sm2_encrypt_raw(const cairn_ec_curve_def *c, const uint8_t *pxy, cairn_sm2_cipher_format format,
                          const uint8_t *msg, size_t msglen, const uint8_t *k, uint8_t *out, size_t cap, size_t *outlen)
{
    int rc = CAIRN_OK;
    uint32_t ok = 0, valid = (uint32_t)cairn_ec_scalar_valid(c, k);
    CAIRN_DECLASSIFY(&valid, sizeof valid); /* the range verdict of a candidate k */
    *outlen = 0;
    if (valid)
        ok = encrypt_with(c, pxy, format, msg, msglen, k, out, cap, outlen, &rc);
    if (rc == CAIRN_OK && !ok) /* k out of range, or its key stream all zeros */
        rc = CAIRN_ERR_BAD_ARG;
    if (rc != CAIRN_OK) {
        memset(out, 0, cap);
        *outlen = 0;
    }
    return rc;
}

/* ----------------------------------------------------------- decryption */

/* The parts of a ciphertext: C1 as 04 || x || y, C3 and C2 in place. */
static int parse(cairn_sm2_cipher_format format, const uint8_t *in, size_t inlen, uint8_t *c1, const uint8_t **c3,
                 const uint8_t **c2, size_t *c2len)
{
    if (format == CAIRN_SM2_DER) {
        cairn_der d, seq;
        size_t n3;
        c1[0] = 0x04;
        cairn_der_init(&d, in, inlen);
        if (cairn_der_sequence(&d, &seq) != CAIRN_OK || cairn_der_done(&d) != CAIRN_OK ||
            cairn_der_uint_fixed(&seq, c1 + 1, SM2_B) != CAIRN_OK ||
            cairn_der_uint_fixed(&seq, c1 + 1 + SM2_B, SM2_B) != CAIRN_OK ||
            cairn_der_octet_string(&seq, c3, &n3) != CAIRN_OK || n3 != SM2_C3 ||
            cairn_der_octet_string(&seq, c2, c2len) != CAIRN_OK || cairn_der_done(&seq) != CAIRN_OK)
            return CAIRN_ERR_AUTH;
    } else {
        if (inlen <= CAIRN_SM2_POINT_LEN + SM2_C3)
            return CAIRN_ERR_AUTH;
        memcpy(c1, in, CAIRN_SM2_POINT_LEN);
        *c2len = inlen - CAIRN_SM2_POINT_LEN - SM2_C3;
        if (format == CAIRN_SM2_C1C3C2) {
            *c3 = in + CAIRN_SM2_POINT_LEN;
            *c2 = in + CAIRN_SM2_POINT_LEN + SM2_C3;
        } else {
            *c2 = in + CAIRN_SM2_POINT_LEN;
            *c3 = in + CAIRN_SM2_POINT_LEN + *c2len;
        }
    }
    return *c2len != 0 ? CAIRN_OK : CAIRN_ERR_AUTH;
}

/* see cairn/sm2.h */
int cairn_sm2_decrypt(const cairn_ec_private_key *key, cairn_sm2_cipher_format format, const uint8_t *in, size_t inlen,
                      uint8_t *out, size_t cap, size_t *outlen)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    int rc;
    if (outlen != NULL)
        *outlen = 0;
    if (out == NULL || outlen == NULL || !CAIRN_BUF_OK(in, inlen))
        return CAIRN_ERR_BAD_ARG;
    memset(out, 0, cap);
    if (format != CAIRN_SM2_C1C3C2 && format != CAIRN_SM2_C1C2C3 && format != CAIRN_SM2_DER)
        return CAIRN_ERR_BAD_ARG;
    if ((k = cairn_sm2_priv_of(key, &c, &rc)) == NULL)
        return rc;
    return cairn_sm2_decrypt_raw(c, k->d, format, in, inlen, out, cap, outlen);
}

/* see sm2_internal.h */
int cairn_sm2_decrypt_raw(const cairn_ec_curve_def *c, const uint8_t *d, cairn_sm2_cipher_format format,
                          const uint8_t *in, size_t inlen, uint8_t *out, size_t cap, size_t *outlen)
{
    const uint8_t *c2 = NULL, *c3 = NULL;
    uint8_t c1[CAIRN_SM2_POINT_LEN], pt[2 * SM2_B], x2y2[2 * SM2_B], u[SM2_C3];
    cairn_sm2_part z = {x2y2, 2 * SM2_B};
    size_t c2len = 0, i;
    uint32_t ok, diff = 0;
    *outlen = 0;
    if (parse(format, in, inlen, c1, &c3, &c2, &c2len) != CAIRN_OK)
        return CAIRN_ERR_AUTH;
    if (cap < c2len)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    if (cairn_ec_point_decode(c, pt, c1, sizeof c1) != CAIRN_OK)
        return CAIRN_ERR_AUTH;
    if (cairn_ec_mul(c, NULL, x2y2, d, pt) != CAIRN_OK) {
        cairn_wipe(x2y2, sizeof x2y2);
        return CAIRN_ERR_AUTH;
    }
    memmove(out, c2, c2len);
    ok = cairn_sm2_kdf_xor(out, c2len, &z, 1);
    c3_of(x2y2, out, c2len, u);
    for (i = 0; i < SM2_C3; i++)
        diff |= (uint32_t)(u[i] ^ c3[i]);
    ok &= cairn_ct_iszero32(diff);
    {
        uint8_t m = (uint8_t)cairn_ct_mask32(ok);
        for (i = 0; i < c2len; i++)
            out[i] &= m;
    }
    cairn_wipe(x2y2, sizeof x2y2);
    cairn_wipe(u, sizeof u);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (!ok)
        return CAIRN_ERR_AUTH;
    *outlen = c2len;
    return CAIRN_OK;
}

#endif /* CAIRN_SM2_BUILT */
