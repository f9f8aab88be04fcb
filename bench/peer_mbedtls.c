/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Mbed TLS 2.28 (libmbedcrypto) as a --compare peer (`--peer mbedtls`), for
 * the rows its Debian build implements (the config.h macros below decide):
 * 3DES-CBC and AES-CBC/CTR, AES-GCM/CCM and ChaCha20Poly1305, MD5, SHA-1
 * and SHA-2, RSA (PKCS#1 v1.5, SHA-256), ECDSA and ECDH on the NIST and
 * brainpool curves, X25519, X448 and DH. It has no SM2/SM3/SM4, Ascon,
 * SHA-3, DSA, EdDSA or 3DES-CTR.
 *
 * Each cell runs cairn's workload of the row, through the module API an
 * embedded user calls: for bulk rows the whole buffer per call from the
 * row's key and IV (the key schedule outside the timing; AEAD without AAD,
 * a 16-byte tag); RSA and ECDSA sign SHA-256 (ECDSA: the curve's hash) of
 * the row's 32-byte message with cairn's keys, ECDSA deterministically
 * (RFC 6979, as cairn's rows sign without an RNG); ECDH and X25519/X448 use
 * cairn's secrets and peer keys; DH draws exponents of cairn's length.
 * Blinding takes its randomness from a CTR-DRBG seeded with fixed bytes.
 * Before it is timed, each cell's output is checked once against cairn's
 * (bench_ref_*): a different result is an error, not a figure.
 */
#include "bench.h"

#ifdef CAIRN_BENCH_MBEDTLS
#include <mbedtls/aes.h>
#include <mbedtls/ccm.h>
#include <mbedtls/chachapoly.h>
#include <mbedtls/cipher.h>
#include <mbedtls/config.h>
#include <mbedtls/ctr_drbg.h>
#include <mbedtls/dhm.h>
#include <mbedtls/ecdh.h>
#include <mbedtls/ecdsa.h>
#include <mbedtls/gcm.h>
#include <mbedtls/md.h>
#include <mbedtls/pk.h>
#include <mbedtls/rsa.h>
#include <mbedtls/version.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/common.h"

static char mbed_name[32];
#define PEER "mbedtls"

/* ---------- a row's peer workload ---------- */

enum mbed_kind { K_HASH, K_CIPHER, K_GCM, K_CCM, K_CHACHAPOLY, K_RSA, K_ECDSA, K_ECDH, K_MONT, K_DH };

typedef struct mbed_arg {
    const char *row;
    enum mbed_kind kind;
    int type; /* mbedtls_md_type_t, mbedtls_cipher_type_t or mbedtls_ecp_group_id */
    int md;   /* ECDSA: the curve's hash */
    unsigned keybits;
    int metric;
    int checked; /* the output was checked against cairn's once */
} mbed_arg;

typedef struct mbed_state {
    const mbed_arg *a;
    mbedtls_ctr_drbg_context drbg;
    union {
        mbedtls_cipher_context_t cipher;
        mbedtls_gcm_context gcm;
        mbedtls_ccm_context ccm;
        mbedtls_chachapoly_context cp;
    } u;
    const mbedtls_md_info_t *md;
    mbedtls_pk_context pk;
    mbedtls_ecp_group grp;
    mbedtls_mpi d, r, s, z;
    mbedtls_ecp_point q, peer;
    mbedtls_dhm_context dhm;
    bench_pk_ref *ref;
    uint8_t tag[16], hash[64], sig[1024], out[1024];
    size_t siglen, xlen, fieldlen;
} mbed_state;

static int fixed_entropy(void *ctx, unsigned char *out, size_t len)
{
    size_t i;
    (void)ctx;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(0x3c + 5 * i);
    return 0;
}

static int err(int mbed_rc) { return mbed_rc == 0 ? 0 : CAIRN_ERR_BAD_ARG; }

/* ---------- bulk rows ---------- */

static int bulk_pass(mbed_state *s, int decrypt, uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
    size_t olen = 0;
    switch (s->a->kind) {
    case K_HASH:
        return err(mbedtls_md(s->md, in, len, out));
    case K_CIPHER:
        return err(mbedtls_cipher_crypt(&s->u.cipher, bench_ref_iv, 16, in, len, out, &olen));
    case K_GCM:
        return decrypt ? (mbedtls_gcm_auth_decrypt(&s->u.gcm, len, bench_ref_iv, 12, NULL, 0, tag, 16, in, out) == 0
                              ? 0
                              : CAIRN_ERR_AUTH)
                       : err(mbedtls_gcm_crypt_and_tag(&s->u.gcm, MBEDTLS_GCM_ENCRYPT, len, bench_ref_iv, 12, NULL, 0,
                                                       in, out, 16, tag));
    case K_CCM:
        return decrypt ? (mbedtls_ccm_auth_decrypt(&s->u.ccm, len, bench_ref_iv, 12, NULL, 0, in, out, tag, 16) == 0
                              ? 0
                              : CAIRN_ERR_AUTH)
                       : err(mbedtls_ccm_encrypt_and_tag(&s->u.ccm, len, bench_ref_iv, 12, NULL, 0, in, out, tag, 16));
    case K_CHACHAPOLY:
        return decrypt ? (mbedtls_chachapoly_auth_decrypt(&s->u.cp, len, bench_ref_iv, NULL, 0, tag, in, out) == 0
                              ? 0
                              : CAIRN_ERR_AUTH)
                       : err(mbedtls_chachapoly_encrypt_and_tag(&s->u.cp, len, bench_ref_iv, NULL, 0, in, out, tag));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

/* Keys the cipher for one direction (the generic layer for CBC/CTR, the modules for the AEADs). */
static int bulk_key(mbed_state *s, int decrypt)
{
    const mbed_arg *a = s->a;
    switch (a->kind) {
    case K_CIPHER:
        mbedtls_cipher_free(&s->u.cipher);
        mbedtls_cipher_init(&s->u.cipher);
        if (mbedtls_cipher_setup(&s->u.cipher, mbedtls_cipher_info_from_type((mbedtls_cipher_type_t)a->type)) != 0 ||
            mbedtls_cipher_setkey(&s->u.cipher, bench_ref_key, (int)a->keybits,
                                  decrypt ? MBEDTLS_DECRYPT : MBEDTLS_ENCRYPT) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        if (mbedtls_cipher_get_cipher_mode(&s->u.cipher) == MBEDTLS_MODE_CBC &&
            mbedtls_cipher_set_padding_mode(&s->u.cipher, MBEDTLS_PADDING_NONE) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        return 0;
    case K_GCM:
        mbedtls_gcm_init(&s->u.gcm);
        return mbedtls_gcm_setkey(&s->u.gcm, MBEDTLS_CIPHER_ID_AES, bench_ref_key, a->keybits) == 0
                   ? 0
                   : CAIRN_ERR_UNSUPPORTED;
    case K_CCM:
        mbedtls_ccm_init(&s->u.ccm);
        return mbedtls_ccm_setkey(&s->u.ccm, MBEDTLS_CIPHER_ID_AES, bench_ref_key, a->keybits) == 0
                   ? 0
                   : CAIRN_ERR_UNSUPPORTED;
    case K_CHACHAPOLY:
        mbedtls_chachapoly_init(&s->u.cp);
        return mbedtls_chachapoly_setkey(&s->u.cp, bench_ref_key) == 0 ? 0 : CAIRN_ERR_UNSUPPORTED;
    default:
        s->md = mbedtls_md_info_from_type((mbedtls_md_type_t)a->type);
        return s->md != NULL ? 0 : CAIRN_ERR_UNSUPPORTED;
    }
}

/* Checks the peer's encryption (or digest) of in against cairn's, once per row. */
static int bulk_check(mbed_state *s, const uint8_t *in, size_t len)
{
    mbed_arg *a = (mbed_arg *)(uintptr_t)s->a;
    bench_table t = a->kind == K_HASH ? BENCH_HASH : a->kind == K_CIPHER ? BENCH_CIPHER : BENCH_AEAD;
    uint8_t *theirs = malloc(len + 64), tag[16];
    int rc = theirs != NULL ? bulk_pass(s, 0, theirs, in, len, tag) : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0)
        rc = bench_ref_check_bulk(PEER, a->row, t, in, len, theirs,
                                  a->kind == K_HASH ? mbedtls_md_get_size(s->md) : len, tag);
    a->checked = rc == 0;
    free(theirs);
    return rc;
}

static int bulk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    mbed_state *s = state;
    const mbed_arg *a = arg;
    int rc;
    s->a = a;
    if (a->kind == K_CIPHER && a->type != MBEDTLS_CIPHER_AES_128_CTR && a->type != MBEDTLS_CIPHER_AES_192_CTR &&
        a->type != MBEDTLS_CIPHER_AES_256_CTR && len % (a->type == MBEDTLS_CIPHER_DES_EDE3_CBC ? 8 : 16) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    rc = bulk_key(s, 0);
    if (rc == 0 && !a->checked)
        rc = bulk_check(s, in, len);
    if (rc == 0 && a->metric == 1) /* real ciphertext to decrypt, with its tag */
        rc = bulk_pass(s, 0, in, in, len, s->tag);
    if (rc == 0 && a->metric == 1 && a->kind == K_CIPHER)
        rc = bulk_key(s, 1);
    return rc;
}

static int bulk_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    mbed_state *s = state;
    return bulk_pass(s, s->a->metric, out, in, len, s->tag);
}

/* ---------- public-key rows ---------- */

/* The point's encoding as cairn writes it: uncompressed SEC 1, or X25519/X448's little-endian u. */
static int point_out(mbed_state *s, const mbedtls_ecp_point *p, uint8_t *out, size_t *outlen)
{
    if (s->a->kind == K_MONT) {
        *outlen = s->fieldlen;
        return err(mbedtls_mpi_write_binary_le(&p->X, out, s->fieldlen));
    }
    return err(mbedtls_ecp_point_write_binary(&s->grp, p, MBEDTLS_ECP_PF_UNCOMPRESSED, outlen, out, 512));
}

static int pk_public(void *state)
{
    mbed_state *s = state;
    size_t n;
    if (s->a->kind == K_DH) /* a key pair: x of cairn's length drawn, g^x */
        return err(
            mbedtls_dhm_make_public(&s->dhm, (int)s->xlen, s->out, s->fieldlen, mbedtls_ctr_drbg_random, &s->drbg));
    if (mbedtls_ecp_mul(&s->grp, &s->q, &s->d, &s->grp.G, mbedtls_ctr_drbg_random, &s->drbg) != 0)
        return CAIRN_ERR_BAD_ARG;
    return point_out(s, &s->q, s->out, &n);
}

static int pk_shared(void *state)
{
    mbed_state *s = state;
    size_t n;
    if (s->a->kind == K_DH)
        return err(mbedtls_dhm_calc_secret(&s->dhm, s->out, sizeof s->out, &n, mbedtls_ctr_drbg_random, &s->drbg));
    if (mbedtls_ecdh_compute_shared(&s->grp, &s->z, &s->peer, &s->d, mbedtls_ctr_drbg_random, &s->drbg) != 0)
        return CAIRN_ERR_BAD_ARG;
    return s->a->kind == K_MONT ? err(mbedtls_mpi_write_binary_le(&s->z, s->out, s->fieldlen))
                                : err(mbedtls_mpi_write_binary(&s->z, s->out, s->fieldlen));
}

static int pk_digest(mbed_state *s, mbedtls_md_type_t md, size_t *hlen)
{
    const mbedtls_md_info_t *info = mbedtls_md_info_from_type(md);
    *hlen = info != NULL ? mbedtls_md_get_size(info) : 0;
    return info != NULL ? err(mbedtls_md(info, s->ref->msg, sizeof s->ref->msg, s->hash)) : CAIRN_ERR_BAD_ARG;
}

static int pk_sign(void *state)
{
    mbed_state *s = state;
    size_t hl;
    int rc = pk_digest(s, s->a->kind == K_RSA ? MBEDTLS_MD_SHA256 : (mbedtls_md_type_t)s->a->md, &hl);
    if (rc != 0)
        return rc;
    if (s->a->kind == K_RSA) {
        mbedtls_rsa_context *rsa = mbedtls_pk_rsa(s->pk);
        s->siglen = mbedtls_rsa_get_len(rsa);
        return err(mbedtls_rsa_pkcs1_sign(rsa, mbedtls_ctr_drbg_random, &s->drbg, MBEDTLS_RSA_PRIVATE,
                                          MBEDTLS_MD_SHA256, (unsigned)hl, s->hash, s->sig));
    }
    /* RFC 6979, r || s as cairn writes it */
    s->siglen = 2 * s->fieldlen;
    if (mbedtls_ecdsa_sign_det_ext(&s->grp, &s->r, &s->s, &s->d, s->hash, hl, (mbedtls_md_type_t)s->a->md,
                                   mbedtls_ctr_drbg_random, &s->drbg) != 0 ||
        mbedtls_mpi_write_binary(&s->r, s->sig, s->fieldlen) != 0 ||
        mbedtls_mpi_write_binary(&s->s, s->sig + s->fieldlen, s->fieldlen) != 0)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

static int pk_verify(void *state)
{
    mbed_state *s = state;
    size_t hl;
    int rc = pk_digest(s, s->a->kind == K_RSA ? MBEDTLS_MD_SHA256 : (mbedtls_md_type_t)s->a->md, &hl);
    if (rc != 0)
        return rc;
    if (s->a->kind == K_RSA)
        return mbedtls_rsa_pkcs1_verify(mbedtls_pk_rsa(s->pk), NULL, NULL, MBEDTLS_RSA_PUBLIC, MBEDTLS_MD_SHA256,
                                        (unsigned)hl, s->hash, s->sig) == 0
                   ? 0
                   : CAIRN_ERR_BAD_SIGNATURE;
    if (mbedtls_mpi_read_binary(&s->r, s->sig, s->fieldlen) != 0 ||
        mbedtls_mpi_read_binary(&s->s, s->sig + s->fieldlen, s->fieldlen) != 0)
        return CAIRN_ERR_BAD_ARG;
    return mbedtls_ecdsa_verify(&s->grp, s->hash, hl, &s->q, &s->r, &s->s) == 0 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
}

static int dh_setup(mbed_state *s)
{
    mbed_arg *a = (mbed_arg *)(uintptr_t)s->a;
    uint8_t p[512], mine[1024];
    size_t plen = 0, n = 0, rn = 0;
    mbedtls_mpi P, G;
    int rc;
    mbedtls_mpi_init(&P);
    mbedtls_mpi_init(&G);
    rc = bench_ref_dh_prime(a->row, p, sizeof p, &plen);
    if (rc == 0)
        rc = err(mbedtls_mpi_read_binary(&P, p, plen) | mbedtls_mpi_lset(&G, 2) |
                 mbedtls_dhm_set_group(&s->dhm, &P, &G));
    mbedtls_mpi_free(&P);
    mbedtls_mpi_free(&G);
    s->fieldlen = plen;
    s->xlen = s->ref->sklen; /* cairn's exponent length */
    if (rc != 0)
        return rc;
    if (!a->checked) {
        /* a key pair of the peer's; its secret with cairn's public value
         * must be cairn's secret with the peer's public value */
        rc = pk_public(s);
        if (rc == 0)
            rc = bench_pk_ref_derive(a->row, s->ref, s->out, plen, s->sig, &rn);
        if (rc == 0)
            rc = err(mbedtls_mpi_read_binary(&s->dhm.GY, s->ref->pk, s->ref->pklen) |
                     mbedtls_dhm_calc_secret(&s->dhm, mine, sizeof mine, &n, mbedtls_ctr_drbg_random, &s->drbg));
        if (rc == 0)
            rc = bench_ref_check_tail(PEER, a->row, "shared secret", mine, n, s->sig, rn);
        /* cairn's x and peer value: cairn's shared secret */
        if (rc == 0)
            rc = err(mbedtls_mpi_read_binary(&s->dhm.X, s->ref->sk, s->ref->sklen) |
                     mbedtls_mpi_read_binary(&s->dhm.GY, s->ref->peer, s->ref->peerlen) |
                     mbedtls_dhm_calc_secret(&s->dhm, mine, sizeof mine, &n, mbedtls_ctr_drbg_random, &s->drbg));
        if (rc == 0)
            rc = bench_ref_check_tail(PEER, a->row, "shared secret", mine, n, s->ref->out, s->ref->outlen);
        if (rc != 0)
            return rc;
        a->checked = 1;
    }
    /* the timed shared secret: cairn's x and peer value */
    return err(mbedtls_mpi_read_binary(&s->dhm.X, s->ref->sk, s->ref->sklen) |
               mbedtls_mpi_read_binary(&s->dhm.GY, s->ref->peer, s->ref->peerlen));
}

static int ec_setup(mbed_state *s)
{
    mbed_arg *a = (mbed_arg *)(uintptr_t)s->a;
    uint8_t buf[520];
    size_t n = 0;
    int rc;
    if (mbedtls_ecp_group_load(&s->grp, (mbedtls_ecp_group_id)a->type) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    s->fieldlen = mbedtls_mpi_size(&s->grp.P);
    if (a->kind == K_MONT) {
        /* RFC 7748's secret: little-endian, clamped (mbedtls_ecp_read_key
         * does it for Curve25519 only in 2.28) */
        uint8_t k[56];
        size_t kl = s->ref->sklen;
        if (kl > sizeof k)
            return CAIRN_ERR_UNSUPPORTED;
        memcpy(k, s->ref->sk, kl);
        k[0] &= a->type == MBEDTLS_ECP_DP_CURVE25519 ? 0xf8 : 0xfc;
        if (a->type == MBEDTLS_ECP_DP_CURVE25519)
            k[kl - 1] = (uint8_t)((k[kl - 1] & 0x7f) | 0x40);
        else
            k[kl - 1] |= 0x80;
        rc = err(mbedtls_mpi_read_binary_le(&s->d, k, kl));
        s->fieldlen = s->ref->pklen;
    } else {
        rc = err(mbedtls_mpi_read_binary(&s->d, s->ref->sk, s->ref->sklen));
    }
    if (rc == 0)
        rc = err(mbedtls_ecp_mul(&s->grp, &s->q, &s->d, &s->grp.G, mbedtls_ctr_drbg_random, &s->drbg));
    if (rc == 0 && !a->checked) {
        rc = point_out(s, &s->q, buf, &n);
        if (rc == 0 && n != s->ref->pklen)
            rc = bench_ref_check_len(PEER, a->row, "public key", n, s->ref->pklen);
        if (rc == 0)
            rc = bench_ref_check(PEER, a->row, "public key", buf, s->ref->pk, n);
    }
    if (rc != 0 || a->kind == K_ECDSA)
        return rc;
    if (a->kind == K_MONT) {
        uint8_t u[64];
        memcpy(u, s->ref->peer, s->ref->peerlen);
        if (a->type == MBEDTLS_ECP_DP_CURVE25519) /* RFC 7748: the top bit of u is ignored */
            u[31] &= 0x7f;
        rc = err(mbedtls_mpi_read_binary_le(&s->peer.X, u, s->ref->peerlen) | mbedtls_mpi_lset(&s->peer.Z, 1));
    } else {
        rc = err(mbedtls_ecp_point_read_binary(&s->grp, &s->peer, s->ref->peer, s->ref->peerlen));
    }
    if (rc == 0 && !a->checked) {
        rc = pk_shared(s);
        if (rc == 0)
            rc = bench_ref_check_tail(PEER, a->row, "shared secret", s->out, s->fieldlen, s->ref->out, s->ref->outlen);
    }
    return rc;
}

static int pk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    mbed_state *s = state;
    mbed_arg *a = (mbed_arg *)(uintptr_t)arg;
    int rc;
    (void)in;
    (void)len;
    s->a = a;
    mbedtls_ctr_drbg_init(&s->drbg);
    mbedtls_pk_init(&s->pk);
    mbedtls_ecp_group_init(&s->grp);
    mbedtls_mpi_init(&s->d);
    mbedtls_mpi_init(&s->r);
    mbedtls_mpi_init(&s->s);
    mbedtls_mpi_init(&s->z);
    mbedtls_ecp_point_init(&s->q);
    mbedtls_ecp_point_init(&s->peer);
    mbedtls_dhm_init(&s->dhm);
    s->ref = malloc(sizeof *s->ref);
    if (s->ref == NULL ||
        mbedtls_ctr_drbg_seed(&s->drbg, fixed_entropy, NULL, (const unsigned char *)"cairn-bench", 11) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    rc = bench_pk_ref_get(a->row, s->ref);
    if (rc != 0)
        return rc;
    if (a->kind == K_DH)
        rc = dh_setup(s);
    else if (a->kind == K_RSA)
        rc = mbedtls_pk_parse_key(&s->pk, s->ref->sk, s->ref->sklen, NULL, 0) == 0 &&
                     mbedtls_pk_get_type(&s->pk) == MBEDTLS_PK_RSA
                 ? 0
                 : CAIRN_ERR_UNSUPPORTED;
    else
        rc = ec_setup(s);
    if (rc != 0 || (a->kind != K_RSA && a->kind != K_ECDSA))
        goto done;
    /* a signature (the one the verification cell checks), RSA's and
     * RFC 6979's deterministic: cairn's bytes */
    rc = pk_sign(s);
    if (rc == 0 && !a->checked) {
        rc = s->siglen == s->ref->outlen ? bench_ref_check(PEER, a->row, "signature", s->sig, s->ref->out, s->siglen)
                                         : bench_ref_check_len(PEER, a->row, "signature", s->siglen, s->ref->outlen);
        if (rc == 0)
            rc = pk_verify(s);
    }
done:
    if (rc == 0)
        a->checked = 1;
    return rc;
}

static void mbed_teardown(void *state)
{
    mbed_state *s = state;
    if (s->a == NULL)
        return;
    switch (s->a->kind) {
    case K_CIPHER:
        mbedtls_cipher_free(&s->u.cipher);
        return;
    case K_GCM:
        mbedtls_gcm_free(&s->u.gcm);
        return;
    case K_CCM:
        mbedtls_ccm_free(&s->u.ccm);
        return;
    case K_CHACHAPOLY:
        mbedtls_chachapoly_free(&s->u.cp);
        return;
    case K_HASH:
        return;
    default:
        break;
    }
    mbedtls_ctr_drbg_free(&s->drbg);
    mbedtls_pk_free(&s->pk);
    mbedtls_ecp_group_free(&s->grp);
    mbedtls_mpi_free(&s->d);
    mbedtls_mpi_free(&s->r);
    mbedtls_mpi_free(&s->s);
    mbedtls_mpi_free(&s->z);
    mbedtls_ecp_point_free(&s->q);
    mbedtls_ecp_point_free(&s->peer);
    mbedtls_dhm_free(&s->dhm);
    free(s->ref);
}

/* ---------- the rows ---------- */

static const struct mbed_row {
    const char *row;
    enum mbed_kind kind;
    int type, md;
    unsigned keybits;
} mbed_rows[] = {
#if defined(MBEDTLS_DES_C) && defined(MBEDTLS_CIPHER_MODE_CBC)
    {"3DES-CBC", K_CIPHER, MBEDTLS_CIPHER_DES_EDE3_CBC, 0, 192},
#endif
#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_CIPHER_MODE_CBC)
    {"AES128-CBC", K_CIPHER, MBEDTLS_CIPHER_AES_128_CBC, 0, 128},
    {"AES192-CBC", K_CIPHER, MBEDTLS_CIPHER_AES_192_CBC, 0, 192},
    {"AES256-CBC", K_CIPHER, MBEDTLS_CIPHER_AES_256_CBC, 0, 256},
#endif
#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_CIPHER_MODE_CTR)
    {"AES128-CTR", K_CIPHER, MBEDTLS_CIPHER_AES_128_CTR, 0, 128},
    {"AES192-CTR", K_CIPHER, MBEDTLS_CIPHER_AES_192_CTR, 0, 192},
    {"AES256-CTR", K_CIPHER, MBEDTLS_CIPHER_AES_256_CTR, 0, 256},
#endif
#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_GCM_C)
    {"AES128-GCM", K_GCM, 0, 0, 128},
    {"AES192-GCM", K_GCM, 0, 0, 192},
    {"AES256-GCM", K_GCM, 0, 0, 256},
#endif
#if defined(MBEDTLS_AES_C) && defined(MBEDTLS_CCM_C)
    {"AES128-CCM", K_CCM, 0, 0, 128},
    {"AES192-CCM", K_CCM, 0, 0, 192},
    {"AES256-CCM", K_CCM, 0, 0, 256},
#endif
#if defined(MBEDTLS_CHACHAPOLY_C)
    {"ChaCha20Poly1305", K_CHACHAPOLY, 0, 0, 256},
#endif
#if defined(MBEDTLS_MD5_C)
    {"MD5", K_HASH, MBEDTLS_MD_MD5, 0, 0},
#endif
#if defined(MBEDTLS_SHA1_C)
    {"SHA-1", K_HASH, MBEDTLS_MD_SHA1, 0, 0},
#endif
#if defined(MBEDTLS_SHA256_C)
    {"SHA-224", K_HASH, MBEDTLS_MD_SHA224, 0, 0},
    {"SHA-256", K_HASH, MBEDTLS_MD_SHA256, 0, 0},
#endif
#if defined(MBEDTLS_SHA512_C)
    {"SHA-384", K_HASH, MBEDTLS_MD_SHA384, 0, 0},
    {"SHA-512", K_HASH, MBEDTLS_MD_SHA512, 0, 0},
#endif
#if defined(MBEDTLS_RSA_C) && defined(MBEDTLS_PKCS1_V15) && defined(MBEDTLS_PK_PARSE_C) && defined(MBEDTLS_SHA256_C)
    {"RSA-1024", K_RSA, 0, 0, 1024},
    {"RSA-2048", K_RSA, 0, 0, 2048},
    {"RSA-3072", K_RSA, 0, 0, 3072},
    {"RSA-4096", K_RSA, 0, 0, 4096},
#endif
#if defined(MBEDTLS_ECDSA_C) && defined(MBEDTLS_ECDSA_DETERMINISTIC) && defined(MBEDTLS_SHA512_C)
#if defined(MBEDTLS_ECP_DP_SECP256R1_ENABLED)
    {"ECDSA-P256", K_ECDSA, MBEDTLS_ECP_DP_SECP256R1, MBEDTLS_MD_SHA256, 0},
#endif
#if defined(MBEDTLS_ECP_DP_SECP384R1_ENABLED)
    {"ECDSA-P384", K_ECDSA, MBEDTLS_ECP_DP_SECP384R1, MBEDTLS_MD_SHA384, 0},
#endif
#if defined(MBEDTLS_ECP_DP_SECP521R1_ENABLED)
    {"ECDSA-P521", K_ECDSA, MBEDTLS_ECP_DP_SECP521R1, MBEDTLS_MD_SHA512, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP256R1_ENABLED)
    {"ECDSA-brainpoolP256r1", K_ECDSA, MBEDTLS_ECP_DP_BP256R1, MBEDTLS_MD_SHA256, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP384R1_ENABLED)
    {"ECDSA-brainpoolP384r1", K_ECDSA, MBEDTLS_ECP_DP_BP384R1, MBEDTLS_MD_SHA384, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP512R1_ENABLED)
    {"ECDSA-brainpoolP512r1", K_ECDSA, MBEDTLS_ECP_DP_BP512R1, MBEDTLS_MD_SHA512, 0},
#endif
#endif
#if defined(MBEDTLS_DHM_C)
    {"DH-1024", K_DH, 0, 0, 1024},
    {"DH-2048", K_DH, 0, 0, 2048},
#endif
#if defined(MBEDTLS_ECDH_C)
#if defined(MBEDTLS_ECP_DP_SECP256R1_ENABLED)
    {"ECDH-P256", K_ECDH, MBEDTLS_ECP_DP_SECP256R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_SECP384R1_ENABLED)
    {"ECDH-P384", K_ECDH, MBEDTLS_ECP_DP_SECP384R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_SECP521R1_ENABLED)
    {"ECDH-P521", K_ECDH, MBEDTLS_ECP_DP_SECP521R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP256R1_ENABLED)
    {"ECDH-brainpoolP256r1", K_ECDH, MBEDTLS_ECP_DP_BP256R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP384R1_ENABLED)
    {"ECDH-brainpoolP384r1", K_ECDH, MBEDTLS_ECP_DP_BP384R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_BP512R1_ENABLED)
    {"ECDH-brainpoolP512r1", K_ECDH, MBEDTLS_ECP_DP_BP512R1, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_CURVE25519_ENABLED)
    {"X25519", K_MONT, MBEDTLS_ECP_DP_CURVE25519, 0, 0},
#endif
#if defined(MBEDTLS_ECP_DP_CURVE448_ENABLED)
    {"X448", K_MONT, MBEDTLS_ECP_DP_CURVE448, 0, 0},
#endif
#endif
};
#define MBED_ROWS (sizeof mbed_rows / sizeof mbed_rows[0])
static mbed_arg mbed_args[MBED_ROWS][2];

/* see bench.h */
void bench_register_mbedtls_peers(bench_registry *reg)
{
    size_t i;
    (void)snprintf(mbed_name, sizeof mbed_name, "Mbed TLS %s", MBEDTLS_VERSION_STRING);
    for (i = 0; i < MBED_ROWS; i++) {
        const struct mbed_row *r = &mbed_rows[i];
        bench_peer *p = bench_peer_slot(reg, BENCH_PEER_MBEDTLS, r->row, mbed_name);
        int m;
        if (p == NULL)
            continue;
        for (m = 0; m < (r->kind == K_HASH ? 1 : 2); m++) {
            mbed_arg *a = &mbed_args[i][m];
            bench_impl *c = &p->cell[m];
            a->row = r->row;
            a->kind = r->kind;
            a->type = r->type;
            a->md = r->md;
            a->keybits = r->keybits;
            a->metric = m;
            c->arg = a;
            c->state_size = sizeof(mbed_state);
            c->teardown = mbed_teardown;
            if (r->kind <= K_CHACHAPOLY) {
                c->setup = bulk_setup;
                c->bulk = bulk_run;
            } else {
                c->setup = pk_setup;
                c->op =
                    r->kind == K_RSA || r->kind == K_ECDSA ? (m ? pk_verify : pk_sign) : (m ? pk_shared : pk_public);
            }
        }
    }
}

#else
typedef int cairn_bench_no_mbedtls; /* ISO C forbids an empty translation unit */
#endif
