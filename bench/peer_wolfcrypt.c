/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * wolfSSL's wolfCrypt 5.5 as a --compare peer (`--peer wolfcrypt`), for the
 * rows its Debian build implements (wolfssl/options.h's macros decide):
 * 3DES-CBC and AES-CBC/CTR, AES-GCM/CCM and ChaCha20Poly1305, MD5, SHA-1,
 * SHA-2 and SHA-3, RSA (PKCS#1 v1.5, SHA-256), DSA-1024, DH, ECDSA and ECDH
 * on the NIST and brainpool curves, Ed25519, Ed448, X25519 and X448. It has
 * no SM2/SM3/SM4, Ascon or 3DES-CTR; its DSA signs 20-byte digests only,
 * so DSA-2048 (N = 256, SHA-256) is not the same workload and has no cell.
 *
 * Each cell runs cairn's workload of the row through the wc_* API: bulk
 * rows over the whole buffer per call from the row's key and IV (the key
 * schedule outside the timing; AEAD without AAD, a 16-byte tag); the
 * signature rows sign the row's 32-byte message with cairn's keys (RSA,
 * DSA: its SHA-256 digest; ECDSA: the curve's hash, a random nonce);
 * key agreement uses cairn's secrets and peer keys; DH's public-key cell
 * draws exponents of cairn's length. wolfCrypt's RNG (its hash
 * DRBG) serves blinding and nonces. Before it is timed, each cell's output
 * is checked once against cairn's (bench_ref_*): equal bytes where the
 * result is deterministic, cairn's verification of the peer's signature and
 * a cross-computed shared secret otherwise.
 */
#include "bench.h"

#ifdef CAIRN_BENCH_WOLFCRYPT
#include <wolfssl/options.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wolfssl/version.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/curve448.h>
#include <wolfssl/wolfcrypt/des3.h>
#include <wolfssl/wolfcrypt/dh.h>
#include <wolfssl/wolfcrypt/dsa.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/ed448.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/wolfmath.h>

#include "cairn/common.h"
#include "cairn/pk.h"

static char wolf_name[32];
#define PEER "wolfcrypt"

enum wolf_kind {
    K_HASH,
    K_DES3,
    K_AES_CBC,
    K_AES_CTR,
    K_GCM,
    K_CCM,
    K_CHACHAPOLY,
    K_RSA,
    K_DSA,
    K_ECDSA,
    K_ED25519,
    K_ED448,
    K_DH,
    K_ECDH,
    K_X25519,
    K_X448
};

typedef struct wolf_arg {
    const char *row;
    enum wolf_kind kind;
    int type; /* enum wc_HashType, or the ECC curve id */
    int hash; /* ECDSA: the curve's hash */
    unsigned keybytes;
    int metric;
    int checked; /* the output was checked against cairn's once */
} wolf_arg;

typedef struct wolf_state {
    const wolf_arg *a;
    WC_RNG rng;
    int rng_ok;
    union {
        wc_HashAlg hash;
        Des3 des;
        Aes aes;
        RsaKey rsa;
#ifndef NO_DSA
        DsaKey dsa;
#endif
        ecc_key ecc;
        ed25519_key ed;
        ed448_key ed4;
        DhKey dh;
        curve25519_key x;
        curve448_key x4;
    } k;
    union {
        ecc_key ecc;
        curve25519_key x;
        curve448_key x4;
    } peer;
    int k_init, peer_init;
    ecc_point *point;
    bench_pk_ref *ref;
    uint8_t tag[16], hash[64], sig[1024], out[1024], priv[64];
    word32 siglen, outlen, fieldlen;
} wolf_state;

static int err(int wolf_rc) { return wolf_rc == 0 ? 0 : CAIRN_ERR_BAD_ARG; }

/* With FP_ECC (Debian's build) wolfCrypt caches a precomputed table for a
 * point it has multiplied twice: the rows repeat one peer point (ECDH) and
 * one public key (ECDSA verification), which would run from the cache from
 * the third call on, as a point seen for the first time never does (and
 * cairn's and the other peers' cells do not). Those two cells empty the
 * cache before each call; the generator's table, which real use keeps,
 * stays for the signing and public-key cells. */
static void fresh_point(void)
{
#ifdef FP_ECC
    wc_ecc_fp_free();
#endif
}

/* ---------- bulk rows ---------- */

static int bulk_pass(wolf_state *s, int decrypt, uint8_t *out, const uint8_t *in, size_t len, uint8_t *tag)
{
    word32 n = (word32)len;
    switch (s->a->kind) {
    case K_HASH:
        return err(wc_HashInit(&s->k.hash, (enum wc_HashType)s->a->type) |
                   wc_HashUpdate(&s->k.hash, (enum wc_HashType)s->a->type, in, n) |
                   wc_HashFinal(&s->k.hash, (enum wc_HashType)s->a->type, out));
    case K_DES3:
        return err(wc_Des3_SetIV(&s->k.des, bench_ref_iv) |
                   (decrypt ? wc_Des3_CbcDecrypt(&s->k.des, out, in, n) : wc_Des3_CbcEncrypt(&s->k.des, out, in, n)));
    case K_AES_CBC:
        return err(wc_AesSetIV(&s->k.aes, bench_ref_iv) |
                   (decrypt ? wc_AesCbcDecrypt(&s->k.aes, out, in, n) : wc_AesCbcEncrypt(&s->k.aes, out, in, n)));
    case K_AES_CTR:
        return err(wc_AesSetIV(&s->k.aes, bench_ref_iv) | wc_AesCtrEncrypt(&s->k.aes, out, in, n));
    case K_GCM:
        return decrypt
                   ? (wc_AesGcmDecrypt(&s->k.aes, out, in, n, bench_ref_iv, 12, tag, 16, NULL, 0) == 0 ? 0
                                                                                                       : CAIRN_ERR_AUTH)
                   : err(wc_AesGcmEncrypt(&s->k.aes, out, in, n, bench_ref_iv, 12, tag, 16, NULL, 0));
    case K_CCM:
        return decrypt
                   ? (wc_AesCcmDecrypt(&s->k.aes, out, in, n, bench_ref_iv, 12, tag, 16, NULL, 0) == 0 ? 0
                                                                                                       : CAIRN_ERR_AUTH)
                   : err(wc_AesCcmEncrypt(&s->k.aes, out, in, n, bench_ref_iv, 12, tag, 16, NULL, 0));
    case K_CHACHAPOLY:
        return decrypt ? (wc_ChaCha20Poly1305_Decrypt(bench_ref_key, bench_ref_iv, NULL, 0, in, n, tag, out) == 0
                              ? 0
                              : CAIRN_ERR_AUTH)
                       : err(wc_ChaCha20Poly1305_Encrypt(bench_ref_key, bench_ref_iv, NULL, 0, in, n, out, tag));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

static int bulk_key(wolf_state *s, int decrypt)
{
    const wolf_arg *a = s->a;
    switch (a->kind) {
    case K_DES3:
        if (!s->k_init && wc_Des3Init(&s->k.des, NULL, INVALID_DEVID) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        return err(wc_Des3_SetKey(&s->k.des, bench_ref_key, bench_ref_iv, decrypt ? DES_DECRYPTION : DES_ENCRYPTION));
    case K_AES_CBC:
    case K_AES_CTR:
    case K_GCM:
    case K_CCM:
        if (!s->k_init && wc_AesInit(&s->k.aes, NULL, INVALID_DEVID) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        if (a->kind == K_GCM)
            return err(wc_AesGcmSetKey(&s->k.aes, bench_ref_key, a->keybytes));
        if (a->kind == K_CCM)
            return err(wc_AesCcmSetKey(&s->k.aes, bench_ref_key, a->keybytes));
        /* CTR runs the forward cipher both ways */
        return err(wc_AesSetKey(&s->k.aes, bench_ref_key, a->keybytes, bench_ref_iv,
                                decrypt && a->kind == K_AES_CBC ? AES_DECRYPTION : AES_ENCRYPTION));
    default:
        return 0;
    }
}

/* Checks the peer's encryption (or digest) of in against cairn's, once per row. */
static int bulk_check(wolf_state *s, const uint8_t *in, size_t len)
{
    wolf_arg *a = (wolf_arg *)(uintptr_t)s->a;
    bench_table t = a->kind == K_HASH ? BENCH_HASH : a->kind <= K_AES_CTR ? BENCH_CIPHER : BENCH_AEAD;
    uint8_t *theirs = malloc(len + 64), tag[16];
    int rc = theirs != NULL ? bulk_pass(s, 0, theirs, in, len, tag) : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0)
        rc = bench_ref_check_bulk(PEER, a->row, t, in, len, theirs,
                                  a->kind == K_HASH ? (size_t)wc_HashGetDigestSize((enum wc_HashType)a->type) : len,
                                  tag);
    a->checked = rc == 0;
    free(theirs);
    return rc;
}

static int bulk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    wolf_state *s = state;
    const wolf_arg *a = arg;
    int rc;
    s->a = a;
    if ((a->kind == K_DES3 && len % 8 != 0) || (a->kind == K_AES_CBC && len % 16 != 0) || len > 0xffffffffu)
        return CAIRN_ERR_BAD_LENGTH;
    rc = bulk_key(s, 0);
    if (rc == 0 && !a->checked)
        rc = bulk_check(s, in, len);
    if (rc == 0 && a->metric == 1) /* real ciphertext to decrypt, with its tag */
        rc = bulk_pass(s, 0, in, in, len, s->tag);
    if (rc == 0 && a->metric == 1)
        rc = bulk_key(s, 1);
    return rc;
}

static int bulk_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    wolf_state *s = state;
    return bulk_pass(s, s->a->metric, out, in, len, s->tag);
}

/* ---------- public-key rows ---------- */

static int digest(wolf_state *s, enum wc_HashType t, word32 *hl)
{
    *hl = (word32)wc_HashGetDigestSize(t);
    return err(wc_Hash(t, s->ref->msg, sizeof s->ref->msg, s->hash, *hl));
}

static int pk_sign(void *state)
{
    wolf_state *s = state;
    word32 hl = 0;
    int rc;
    s->siglen = sizeof s->sig;
    switch (s->a->kind) {
    case K_RSA: {
        uint8_t enc[128];
        word32 el;
        if (digest(s, WC_HASH_TYPE_SHA256, &hl) != 0)
            return CAIRN_ERR_BAD_ARG;
        el = wc_EncodeSignature(enc, s->hash, hl, wc_HashGetOID(WC_HASH_TYPE_SHA256));
        rc = wc_RsaSSL_Sign(enc, el, s->sig, s->siglen, &s->k.rsa, &s->rng);
        if (rc <= 0)
            return CAIRN_ERR_BAD_ARG;
        s->siglen = (word32)rc;
        return 0;
    }
#ifndef NO_DSA
    case K_DSA: /* the leftmost 160 bits of SHA-256, as FIPS 186 truncates for N = 160 */
        s->siglen = 40;
        return digest(s, WC_HASH_TYPE_SHA256, &hl) | err(wc_DsaSign(s->hash, s->sig, &s->k.dsa, &s->rng));
#endif
    case K_ECDSA:
        return digest(s, (enum wc_HashType)s->a->hash, &hl) |
               err(wc_ecc_sign_hash(s->hash, hl, s->sig, &s->siglen, &s->rng, &s->k.ecc));
    case K_ED25519:
        return err(wc_ed25519_sign_msg(s->ref->msg, sizeof s->ref->msg, s->sig, &s->siglen, &s->k.ed));
    case K_ED448:
        return err(wc_ed448_sign_msg(s->ref->msg, sizeof s->ref->msg, s->sig, &s->siglen, &s->k.ed4, NULL, 0));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

static int pk_verify(void *state)
{
    wolf_state *s = state;
    word32 hl = 0;
    int res = 0, rc = CAIRN_ERR_BAD_ARG;
    switch (s->a->kind) {
    case K_RSA: {
        uint8_t enc[128], dec[512];
        word32 el;
        int n;
        if (digest(s, WC_HASH_TYPE_SHA256, &hl) != 0)
            return CAIRN_ERR_BAD_ARG;
        el = wc_EncodeSignature(enc, s->hash, hl, wc_HashGetOID(WC_HASH_TYPE_SHA256));
        n = wc_RsaSSL_Verify(s->sig, s->siglen, dec, sizeof dec, &s->k.rsa);
        return n == (int)el && memcmp(dec, enc, el) == 0 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
    }
#ifndef NO_DSA
    case K_DSA:
        rc = digest(s, WC_HASH_TYPE_SHA256, &hl) | err(wc_DsaVerify(s->hash, s->sig, &s->k.dsa, &res));
        break;
#endif
    case K_ECDSA:
        fresh_point();
        rc = digest(s, (enum wc_HashType)s->a->hash, &hl) |
             err(wc_ecc_verify_hash(s->sig, s->siglen, s->hash, hl, &res, &s->k.ecc));
        break;
    case K_ED25519:
        rc = err(wc_ed25519_verify_msg(s->sig, s->siglen, s->ref->msg, sizeof s->ref->msg, &res, &s->k.ed));
        break;
    case K_ED448:
        rc = err(wc_ed448_verify_msg(s->sig, s->siglen, s->ref->msg, sizeof s->ref->msg, &res, &s->k.ed4, NULL, 0));
        break;
    default:
        break;
    }
    return rc == 0 && res == 1 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
}

static int pk_public(void *state)
{
    wolf_state *s = state;
    word32 n = sizeof s->out, xl = sizeof s->priv;
    switch (s->a->kind) {
    case K_DH: {
        /* a key pair: x of cairn's length drawn, g^x. wc_DhGenerateKeyPair
         * draws a byte more than twice the group's strength, so x comes
         * from the RNG and g^x from wc_DhAgree with g as the other side's
         * value: the same exponentiation at cairn's exponent length. */
        static const uint8_t two = 2;
        xl = (word32)s->ref->sklen;
        if (wc_RNG_GenerateBlock(&s->rng, s->priv, xl) != 0)
            return CAIRN_ERR_RNG;
        s->priv[0] |= 0x80; /* nonzero, of the full length */
        s->outlen = n;
        return err(wc_DhAgree(&s->k.dh, s->out, &s->outlen, s->priv, xl, &two, 1));
    }
    case K_ECDH:
        return err(wc_ecc_make_pub_ex(&s->k.ecc, s->point, &s->rng) |
                   wc_ecc_export_point_der(wc_ecc_get_curve_idx(s->a->type), s->point, s->out, &n));
    case K_X25519:
        return err(wc_curve25519_make_pub(CURVE25519_KEYSIZE, s->out, CURVE25519_KEYSIZE, s->priv));
    case K_X448:
        return err(wc_curve448_make_pub(CURVE448_KEY_SIZE, s->out, CURVE448_KEY_SIZE, s->priv));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

static int pk_shared(void *state)
{
    wolf_state *s = state;
    s->outlen = sizeof s->out;
    switch (s->a->kind) {
    case K_DH:
        return err(wc_DhAgree(&s->k.dh, s->out, &s->outlen, s->ref->sk, (word32)s->ref->sklen, s->ref->peer,
                              (word32)s->ref->peerlen));
    case K_ECDH:
        fresh_point();
        return err(wc_ecc_shared_secret(&s->k.ecc, &s->peer.ecc, s->out, &s->outlen));
    case K_X25519:
        return err(wc_curve25519_shared_secret_ex(&s->k.x, &s->peer.x, s->out, &s->outlen, EC25519_LITTLE_ENDIAN));
    case K_X448:
        return err(wc_curve448_shared_secret_ex(&s->k.x4, &s->peer.x4, s->out, &s->outlen, EC448_LITTLE_ENDIAN));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

#ifndef NO_DSA
#if CAIRN_ENABLE_DSA
static void to_hex(char *out, const uint8_t *in, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    size_t i;
    for (i = 0; i < n; i++) {
        out[2 * i] = digits[in[i] >> 4];
        out[2 * i + 1] = digits[in[i] & 15];
    }
    out[2 * n] = '\0';
}
#endif

/* cairn's DSA key (p, q, g, x, y exported from the row's secret key) as a wolfCrypt key */
static int dsa_key(wolf_state *s)
{
#if CAIRN_ENABLE_DSA
    static const cairn_dsa_part parts[5] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_X, CAIRN_DSA_Y};
    const cairn_sig_scheme *sch = NULL;
    uint8_t v[5][256];
    size_t vl[5], i;
    char hex[3][513];
    cairn_pk_key key;
    int rc = cairn_sig_scheme_lookup(&sch, s->a->row);
    if (rc == 0)
        rc = cairn_sig_load_secret(&key, sch, s->ref->sk, s->ref->sklen);
    for (i = 0; rc == 0 && i < 5; i++)
        rc = cairn_dsa_private_key_export((const cairn_dsa_private_key *)(const void *)key.obj, parts[i], v[i],
                                          sizeof v[i], &vl[i]);
    if (rc != 0)
        return rc;
    cairn_pk_key_wipe(&key);
    for (i = 0; i < 3; i++)
        to_hex(hex[i], v[i], vl[i]);
    if (wc_InitDsaKey(&s->k.dsa) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    s->k_init = 1;
    if (wc_DsaImportParamsRaw(&s->k.dsa, hex[0], hex[1], hex[2]) != 0 ||
        mp_read_unsigned_bin(&s->k.dsa.x, v[3], (int)vl[3]) != 0 ||
        mp_read_unsigned_bin(&s->k.dsa.y, v[4], (int)vl[4]) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    s->k.dsa.type = DSA_PRIVATE;
    return 0;
#else
    (void)s;
    return CAIRN_ERR_UNSUPPORTED;
#endif
}
#endif

static int sig_setup(wolf_state *s)
{
    const wolf_arg *a = s->a;
    word32 idx = 0;
    size_t half = s->ref->pklen / 2;
    switch (a->kind) {
    case K_RSA:
        if (wc_InitRsaKey(&s->k.rsa, NULL) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        return wc_RsaPrivateKeyDecode(s->ref->sk, &idx, &s->k.rsa, (word32)s->ref->sklen) == 0 &&
                       wc_RsaSetRNG(&s->k.rsa, &s->rng) == 0
                   ? 0
                   : CAIRN_ERR_UNSUPPORTED;
#ifndef NO_DSA
    case K_DSA:
        return dsa_key(s);
#endif
    case K_ECDSA: /* cairn's d and point 04 || x || y */
        if (wc_ecc_init(&s->k.ecc) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        return err(wc_ecc_import_unsigned(&s->k.ecc, s->ref->pk + 1, s->ref->pk + 1 + half, s->ref->sk, a->type));
    case K_ED25519: /* cairn's secret key: seed || public key */
        if (wc_ed25519_init(&s->k.ed) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        return err(wc_ed25519_import_private_key(s->ref->sk, 32, s->ref->pk, 32, &s->k.ed));
    case K_ED448:
        if (wc_ed448_init(&s->k.ed4) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        return err(wc_ed448_import_private_key(s->ref->sk, 57, s->ref->pk, 57, &s->k.ed4));
    default:
        return CAIRN_ERR_BAD_ARG;
    }
}

static int kex_setup(wolf_state *s)
{
    wolf_arg *a = (wolf_arg *)(uintptr_t)s->a;
    int rc = CAIRN_ERR_BAD_ARG;
    switch (a->kind) {
    case K_DH: {
        uint8_t p[512], two = 2;
        size_t plen = 0;
        rc = bench_ref_dh_prime(a->row, p, sizeof p, &plen);
        if (rc != 0)
            return rc;
        if (wc_InitDhKey(&s->k.dh) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = 1;
        if (wc_DhSetKey(&s->k.dh, p, (word32)plen, &two, 1) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->fieldlen = (word32)plen;
        if (!a->checked && a->metric == 0) {
            /* the peer's key pair: x of cairn's length, and its secret
             * with cairn's public value is cairn's with the peer's */
            uint8_t theirs[512], mine[512], y[512];
            word32 tl = sizeof theirs;
            size_t ml = 0;
            rc = pk_public(s);
            if (rc == 0 && (s->outlen > plen || plen > sizeof y))
                rc = bench_ref_check_len(PEER, a->row, "public value", s->outlen, plen);
            if (rc == 0) {
                memset(y, 0, plen - s->outlen);
                memcpy(y + plen - s->outlen, s->out, s->outlen);
                rc = err(wc_DhAgree(&s->k.dh, theirs, &tl, s->priv, (word32)s->ref->sklen, s->ref->pk,
                                    (word32)s->ref->pklen));
            }
            if (rc == 0)
                rc = bench_pk_ref_derive(a->row, s->ref, y, plen, mine, &ml);
            if (rc == 0)
                rc = bench_ref_check_tail(PEER, a->row, "shared secret", theirs, tl, mine, ml);
        }
        break;
    }
    case K_ECDH:
        if (wc_ecc_init(&s->k.ecc) != 0 || wc_ecc_init(&s->peer.ecc) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        s->k_init = s->peer_init = 1;
        s->point = wc_ecc_new_point();
        rc = s->point == NULL
                 ? CAIRN_ERR_UNSUPPORTED
                 : err(wc_ecc_import_unsigned(&s->k.ecc, s->ref->pk + 1, s->ref->pk + 1 + s->ref->pklen / 2, s->ref->sk,
                                              a->type) |
                       wc_ecc_set_rng(&s->k.ecc, &s->rng) |
                       wc_ecc_import_x963_ex(s->ref->peer, (word32)s->ref->peerlen, &s->peer.ecc, a->type));
        break;
    case K_X25519:
    case K_X448: {
        /* RFC 7748's clamping, which wolfCrypt's public-key function expects done */
        size_t n = s->ref->sklen;
        int x4 = a->kind == K_X448;
        memcpy(s->priv, s->ref->sk, n);
        s->priv[0] &= x4 ? 0xfc : 0xf8;
        if (x4)
            s->priv[n - 1] |= 0x80;
        else
            s->priv[n - 1] = (uint8_t)((s->priv[n - 1] & 0x7f) | 0x40);
        if (x4) {
            if (wc_curve448_init(&s->k.x4) != 0 || wc_curve448_init(&s->peer.x4) != 0)
                return CAIRN_ERR_UNSUPPORTED;
            s->k_init = s->peer_init = 1;
            rc = err(
                wc_curve448_import_private_ex(s->ref->sk, (word32)n, &s->k.x4, EC448_LITTLE_ENDIAN) |
                wc_curve448_import_public_ex(s->ref->peer, (word32)s->ref->peerlen, &s->peer.x4, EC448_LITTLE_ENDIAN));
        } else {
            if (wc_curve25519_init(&s->k.x) != 0 || wc_curve25519_init(&s->peer.x) != 0)
                return CAIRN_ERR_UNSUPPORTED;
            s->k_init = s->peer_init = 1;
            rc = err(wc_curve25519_import_private_ex(s->ref->sk, (word32)n, &s->k.x, EC25519_LITTLE_ENDIAN) |
                     wc_curve25519_import_public_ex(s->ref->peer, (word32)s->ref->peerlen, &s->peer.x,
                                                    EC25519_LITTLE_ENDIAN));
        }
        break;
    }
    default:
        break;
    }
    if (rc != 0 || a->checked)
        return rc;
    if (a->metric == 0 && a->kind != K_DH) {
        rc = pk_public(s);
        if (rc == 0)
            rc = bench_ref_check(PEER, a->row, "public key", s->out, s->ref->pk, s->ref->pklen);
    } else if (a->metric == 1) {
        rc = pk_shared(s);
        if (rc == 0)
            rc = bench_ref_check_tail(PEER, a->row, "shared secret", s->out, s->outlen, s->ref->out, s->ref->outlen);
    }
    return rc;
}

static int pk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    wolf_state *s = state;
    wolf_arg *a = (wolf_arg *)(uintptr_t)arg;
    int rc;
    (void)in;
    (void)len;
    s->a = a;
    s->ref = malloc(sizeof *s->ref);
    if (s->ref == NULL || wc_InitRng(&s->rng) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    s->rng_ok = 1;
    rc = bench_pk_ref_get(a->row, s->ref);
    if (rc != 0)
        return rc;
    if (a->kind >= K_DH)
        rc = kex_setup(s);
    else
        rc = sig_setup(s);
    if (rc != 0 || a->kind >= K_DH)
        goto done;
    /* a signature (the one the verification cell checks): EdDSA and RSA
     * are deterministic, cairn's bytes; DSA and ECDSA draw their nonces,
     * so cairn verifies the peer's signature */
    rc = pk_sign(s);
    if (rc == 0 && !a->checked) {
        if (a->kind == K_ECDSA) {
            uint8_t p1363[132];
            word32 n = (word32)s->ref->outlen / 2, rl = n, sl = n;
            memset(p1363, 0, sizeof p1363);
            rc = n * 2 <= sizeof p1363 ? err(wc_ecc_sig_to_rs(s->sig, s->siglen, p1363, &rl, p1363 + n, &sl))
                                       : CAIRN_ERR_BAD_ARG;
            if (rc == 0) { /* r and s come unpadded: right-align each */
                memmove(p1363 + n - rl, p1363, rl);
                memset(p1363, 0, n - rl);
                memmove(p1363 + 2 * n - sl, p1363 + n, sl);
                memset(p1363 + n, 0, n - sl);
                rc = bench_pk_ref_verify(a->row, s->ref, p1363, 2 * n);
            }
        } else if (a->kind == K_DSA) {
            rc = bench_pk_ref_verify(a->row, s->ref, s->sig, s->siglen);
        } else {
            rc = s->siglen == s->ref->outlen
                     ? bench_ref_check(PEER, a->row, "signature", s->sig, s->ref->out, s->siglen)
                     : bench_ref_check_len(PEER, a->row, "signature", s->siglen, s->ref->outlen);
        }
        if (rc == CAIRN_ERR_BAD_SIGNATURE)
            fprintf(stderr, "cairn-bench: %s %s: cairn rejects the peer's signature (not the same workload)\n", PEER,
                    a->row);
        if (rc == 0)
            rc = pk_verify(s);
    }
done:
    if (rc == 0)
        a->checked = 1;
    return rc;
}

static void wolf_teardown(void *state)
{
    wolf_state *s = state;
    if (s->a == NULL)
        return;
    if (s->k_init) {
        switch (s->a->kind) {
        case K_DES3:
            wc_Des3Free(&s->k.des);
            break;
        case K_AES_CBC:
        case K_AES_CTR:
        case K_GCM:
        case K_CCM:
            wc_AesFree(&s->k.aes);
            break;
        case K_RSA:
            wc_FreeRsaKey(&s->k.rsa);
            break;
#ifndef NO_DSA
        case K_DSA:
            wc_FreeDsaKey(&s->k.dsa);
            break;
#endif
        case K_ECDSA:
        case K_ECDH:
            wc_ecc_free(&s->k.ecc);
            break;
        case K_ED25519:
            wc_ed25519_free(&s->k.ed);
            break;
        case K_ED448:
            wc_ed448_free(&s->k.ed4);
            break;
        case K_DH:
            wc_FreeDhKey(&s->k.dh);
            break;
        case K_X25519:
            wc_curve25519_free(&s->k.x);
            break;
        case K_X448:
            wc_curve448_free(&s->k.x4);
            break;
        default:
            break;
        }
    }
    if (s->peer_init) {
        if (s->a->kind == K_ECDH)
            wc_ecc_free(&s->peer.ecc);
        else if (s->a->kind == K_X25519)
            wc_curve25519_free(&s->peer.x);
        else if (s->a->kind == K_X448)
            wc_curve448_free(&s->peer.x4);
    }
    if (s->point != NULL)
        wc_ecc_del_point(s->point);
    if (s->rng_ok)
        wc_FreeRng(&s->rng);
    free(s->ref);
}

/* ---------- the rows ---------- */

static const struct wolf_row {
    const char *row;
    enum wolf_kind kind;
    int type, hash;
    unsigned keybytes;
} wolf_rows[] = {
#ifndef NO_DES3
    {"3DES-CBC", K_DES3, 0, 0, 24},
#endif
#if !defined(NO_AES) && defined(HAVE_AES_CBC) && defined(HAVE_AES_DECRYPT)
    {"AES128-CBC", K_AES_CBC, 0, 0, 16},
    {"AES192-CBC", K_AES_CBC, 0, 0, 24},
    {"AES256-CBC", K_AES_CBC, 0, 0, 32},
#endif
#if !defined(NO_AES) && defined(WOLFSSL_AES_COUNTER)
    {"AES128-CTR", K_AES_CTR, 0, 0, 16},
    {"AES192-CTR", K_AES_CTR, 0, 0, 24},
    {"AES256-CTR", K_AES_CTR, 0, 0, 32},
#endif
#if !defined(NO_AES) && defined(HAVE_AESGCM)
    {"AES128-GCM", K_GCM, 0, 0, 16},
    {"AES192-GCM", K_GCM, 0, 0, 24},
    {"AES256-GCM", K_GCM, 0, 0, 32},
#endif
#if !defined(NO_AES) && defined(HAVE_AESCCM)
    {"AES128-CCM", K_CCM, 0, 0, 16},
    {"AES192-CCM", K_CCM, 0, 0, 24},
    {"AES256-CCM", K_CCM, 0, 0, 32},
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    {"ChaCha20Poly1305", K_CHACHAPOLY, 0, 0, 32},
#endif
#ifndef NO_MD5
    {"MD5", K_HASH, WC_HASH_TYPE_MD5, 0, 0},
#endif
#ifndef NO_SHA
    {"SHA-1", K_HASH, WC_HASH_TYPE_SHA, 0, 0},
#endif
#ifdef WOLFSSL_SHA224
    {"SHA-224", K_HASH, WC_HASH_TYPE_SHA224, 0, 0},
#endif
#ifndef NO_SHA256
    {"SHA-256", K_HASH, WC_HASH_TYPE_SHA256, 0, 0},
#endif
#ifdef WOLFSSL_SHA384
    {"SHA-384", K_HASH, WC_HASH_TYPE_SHA384, 0, 0},
#endif
#ifdef WOLFSSL_SHA512
    {"SHA-512", K_HASH, WC_HASH_TYPE_SHA512, 0, 0},
#endif
#ifdef WOLFSSL_SHA3
    {"SHA3-224", K_HASH, WC_HASH_TYPE_SHA3_224, 0, 0},
    {"SHA3-256", K_HASH, WC_HASH_TYPE_SHA3_256, 0, 0},
    {"SHA3-384", K_HASH, WC_HASH_TYPE_SHA3_384, 0, 0},
    {"SHA3-512", K_HASH, WC_HASH_TYPE_SHA3_512, 0, 0},
#endif
#if !defined(NO_RSA) && !defined(NO_SHA256)
    {"RSA-1024", K_RSA, 0, 0, 0},
    {"RSA-2048", K_RSA, 0, 0, 0},
    {"RSA-3072", K_RSA, 0, 0, 0},
    {"RSA-4096", K_RSA, 0, 0, 0},
#endif
#if !defined(NO_DSA) && defined(WOLFSSL_PUBLIC_MP)
    {"DSA-1024", K_DSA, 0, 0, 0},
#endif
#if defined(HAVE_ECC) && defined(HAVE_ECC_KEY_IMPORT) && defined(WOLFSSL_SHA512)
    {"ECDSA-P256", K_ECDSA, ECC_SECP256R1, WC_HASH_TYPE_SHA256, 0},
    {"ECDSA-P384", K_ECDSA, ECC_SECP384R1, WC_HASH_TYPE_SHA384, 0},
    {"ECDSA-P521", K_ECDSA, ECC_SECP521R1, WC_HASH_TYPE_SHA512, 0},
#ifdef HAVE_ECC_BRAINPOOL
    {"ECDSA-brainpoolP256r1", K_ECDSA, ECC_BRAINPOOLP256R1, WC_HASH_TYPE_SHA256, 0},
    {"ECDSA-brainpoolP384r1", K_ECDSA, ECC_BRAINPOOLP384R1, WC_HASH_TYPE_SHA384, 0},
    {"ECDSA-brainpoolP512r1", K_ECDSA, ECC_BRAINPOOLP512R1, WC_HASH_TYPE_SHA512, 0},
#endif
#endif
#ifdef HAVE_ED25519
    {"Ed25519", K_ED25519, 0, 0, 0},
#endif
#ifdef HAVE_ED448
    {"Ed448", K_ED448, 0, 0, 0},
#endif
#ifndef NO_DH
    {"DH-1024", K_DH, 0, 0, 0},
    {"DH-2048", K_DH, 0, 0, 0},
#endif
#if defined(HAVE_ECC) && defined(HAVE_ECC_KEY_IMPORT) && defined(HAVE_ECC_DHE)
    {"ECDH-P256", K_ECDH, ECC_SECP256R1, 0, 0},
    {"ECDH-P384", K_ECDH, ECC_SECP384R1, 0, 0},
    {"ECDH-P521", K_ECDH, ECC_SECP521R1, 0, 0},
#ifdef HAVE_ECC_BRAINPOOL
    {"ECDH-brainpoolP256r1", K_ECDH, ECC_BRAINPOOLP256R1, 0, 0},
    {"ECDH-brainpoolP384r1", K_ECDH, ECC_BRAINPOOLP384R1, 0, 0},
    {"ECDH-brainpoolP512r1", K_ECDH, ECC_BRAINPOOLP512R1, 0, 0},
#endif
#endif
#ifdef HAVE_CURVE25519
    {"X25519", K_X25519, 0, 0, 0},
#endif
#ifdef HAVE_CURVE448
    {"X448", K_X448, 0, 0, 0},
#endif
};
#define WOLF_ROWS (sizeof wolf_rows / sizeof wolf_rows[0])
static wolf_arg wolf_args[WOLF_ROWS][2];

/* see bench.h */
void bench_register_wolfcrypt_peers(bench_registry *reg)
{
    size_t i;
    (void)snprintf(wolf_name, sizeof wolf_name, "wolfCrypt %s", LIBWOLFSSL_VERSION_STRING);
    for (i = 0; i < WOLF_ROWS; i++) {
        const struct wolf_row *r = &wolf_rows[i];
        bench_peer *p = bench_peer_slot(reg, BENCH_PEER_WOLFCRYPT, r->row, wolf_name);
        int m;
        if (p == NULL)
            continue;
        for (m = 0; m < (r->kind == K_HASH ? 1 : 2); m++) {
            wolf_arg *a = &wolf_args[i][m];
            bench_impl *c = &p->cell[m];
            a->row = r->row;
            a->kind = r->kind;
            a->type = r->type;
            a->hash = r->hash;
            a->keybytes = r->keybytes;
            a->metric = m;
            c->arg = a;
            c->state_size = sizeof(wolf_state);
            c->teardown = wolf_teardown;
            if (r->kind <= K_CHACHAPOLY) {
                c->setup = bulk_setup;
                c->bulk = bulk_run;
            } else {
                c->setup = pk_setup;
                c->op = r->kind <= K_ED448 ? (m ? pk_verify : pk_sign) : (m ? pk_shared : pk_public);
            }
        }
    }
}

#else
typedef int cairn_bench_no_wolfcrypt; /* ISO C forbids an empty translation unit */
#endif
