/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * OpenSSL's libcrypto as a peer for --compare: the same workload as cairn's
 * row (for hashes, one EVP digest of the whole buffer per call, as
 * `openssl speed -evp` does), measured in the same process so that both see
 * the same machine load. OpenSSL's CPU dispatch is capped with its own
 * environment variable, OPENSSL_ia32cap=0, read when libcrypto loads.
 * Each cell checks its output against cairn's once, before it is timed
 * (bench_ref_*): digests, ciphertexts, deterministic signatures (RSA,
 * EdDSA), public keys and shared secrets byte for byte, the other
 * signatures by cairn's verification, and where OpenSSL draws the keys
 * (DH, ECDH on the SM2 curve) by cairn's shared secret for OpenSSL's own
 * secret. The raw-key rows (EdDSA, X25519, X448) use cairn's secrets.
 */
#ifdef CAIRN_BENCH_OPENSSL

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/dh.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cairn/common.h"

#define PEER "openssl"

/* A bulk row's workload: the EVP name, and the row, whose output in cairn
 * the peer's is checked against once, before it is timed. */
typedef struct ossl_bulk_arg {
    const char *evp, *row;
    int decrypt, checked;
} ossl_bulk_arg;

static ossl_bulk_arg bulk_args[2 * BENCH_MAX_ROWS];
static size_t bulk_arg_count;

static ossl_bulk_arg *bulk_arg(const char *evp, const char *row, int decrypt)
{
    ossl_bulk_arg *a;
    if (bulk_arg_count == sizeof bulk_args / sizeof bulk_args[0])
        return NULL;
    a = &bulk_args[bulk_arg_count++];
    a->evp = evp;
    a->row = row;
    a->decrypt = decrypt;
    return a;
}

typedef struct ossl_hash_state {
    EVP_MD *md;
    EVP_MD_CTX *ctx;
} ossl_hash_state;

static int hash_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    ossl_hash_state *s = state;
    unsigned int n;
    if (EVP_DigestInit_ex(s->ctx, s->md, NULL) != 1 || EVP_DigestUpdate(s->ctx, in, len) != 1 ||
        EVP_DigestFinal_ex(s->ctx, out, &n) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

static int hash_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl_hash_state *s = state;
    ossl_bulk_arg *a = (ossl_bulk_arg *)(uintptr_t)arg;
    uint8_t theirs[EVP_MAX_MD_SIZE];
    int rc;
    s->md = EVP_MD_fetch(NULL, a->evp, NULL);
    s->ctx = EVP_MD_CTX_new();
    if (s->md == NULL || s->ctx == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (a->checked)
        return 0;
    rc = hash_run(s, in, theirs, len);
    if (rc == 0)
        rc = bench_ref_check_bulk(PEER, a->row, BENCH_HASH, in, len, theirs, (size_t)EVP_MD_get_size(s->md), NULL);
    a->checked = rc == 0;
    return rc;
}

static void hash_teardown(void *state)
{
    ossl_hash_state *s = state;
    EVP_MD_CTX_free(s->ctx);
    EVP_MD_free(s->md);
}

static int hash_available(const void *arg)
{
    EVP_MD *md = EVP_MD_fetch(NULL, ((const ossl_bulk_arg *)arg)->evp, NULL);
    EVP_MD_free(md);
    return md != NULL;
}

const char *bench_openssl_hash_peer(bench_impl *impl, const char *evp_name, const char *row)
{
    if (evp_name == NULL)
        return NULL;
    memset(impl, 0, sizeof *impl);
    impl->arg = bulk_arg(evp_name, row, 0);
    if (impl->arg == NULL)
        return NULL;
    impl->available = hash_available;
    impl->state_size = sizeof(ossl_hash_state);
    impl->setup = hash_setup;
    impl->bulk = hash_run;
    impl->teardown = hash_teardown;
    return OpenSSL_version(OPENSSL_VERSION);
}

/* ---- ciphers: the same rows through EVP, one EVP_CipherUpdate over the
 * whole buffer per call from the row's fixed key and IV, no padding ---- */

typedef struct ossl_cipher_state {
    EVP_CIPHER *cipher;
    EVP_CIPHER_CTX *ctx;
    int decrypt;
} ossl_cipher_state;

static int cipher_pass(EVP_CIPHER_CTX *ctx, int enc, uint8_t *out, const uint8_t *in, size_t len)
{
    int n;
    if (len > 0x7fffffff || EVP_CipherInit_ex2(ctx, NULL, NULL, bench_ref_iv, enc, NULL) != 1 ||
        EVP_CipherUpdate(ctx, out, &n, in, (int)len) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

/* the peer's encryption of in against cairn's, once per row and metric */
static int cipher_check(ossl_cipher_state *s, ossl_bulk_arg *a, const uint8_t *in, size_t len)
{
    uint8_t *theirs = malloc(len + 32);
    int rc = theirs != NULL ? cipher_pass(s->ctx, 1, theirs, in, len) : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0)
        rc = bench_ref_check_bulk(PEER, a->row, BENCH_CIPHER, in, len, theirs, len, NULL);
    a->checked = rc == 0;
    free(theirs);
    return rc;
}

/* arg: the row's ossl_bulk_arg (its decrypt: the metric) */
static int cipher_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl_cipher_state *s = state;
    ossl_bulk_arg *a = (ossl_bulk_arg *)(uintptr_t)arg;
    s->cipher = EVP_CIPHER_fetch(NULL, a->evp, NULL);
    s->ctx = EVP_CIPHER_CTX_new();
    s->decrypt = a->decrypt;
    if (s->cipher == NULL || s->ctx == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (EVP_CipherInit_ex2(s->ctx, s->cipher, bench_ref_key, bench_ref_iv, 1, NULL) != 1 ||
        EVP_CIPHER_CTX_set_padding(s->ctx, 0) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (!a->checked && cipher_check(s, a, in, len) != 0)
        return CAIRN_ERR_BAD_ARG;
    if (s->decrypt) {
        /* real ciphertext to decrypt, as cairn's decrypt cells have */
        if (cipher_pass(s->ctx, 1, in, in, len) != 0 ||
            EVP_CipherInit_ex2(s->ctx, s->cipher, bench_ref_key, bench_ref_iv, 0, NULL) != 1 ||
            EVP_CIPHER_CTX_set_padding(s->ctx, 0) != 1)
            return CAIRN_ERR_BAD_ARG;
    }
    return 0;
}

static int cipher_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    ossl_cipher_state *s = state;
    return cipher_pass(s->ctx, !s->decrypt, out, in, len);
}

static void cipher_teardown(void *state)
{
    ossl_cipher_state *s = state;
    EVP_CIPHER_CTX_free(s->ctx);
    EVP_CIPHER_free(s->cipher);
}

static int cipher_available(const void *arg)
{
    EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, ((const ossl_bulk_arg *)arg)->evp, NULL);
    EVP_CIPHER_free(c);
    return c != NULL;
}

const char *bench_openssl_cipher_peer(bench_impl *impl, const char *evp_name, int decrypt, const char *row)
{
    if (evp_name == NULL)
        return NULL; /* e.g. 3DES-CTR: OpenSSL has no such mode */
    memset(impl, 0, sizeof *impl);
    impl->arg = bulk_arg(evp_name, row, decrypt);
    if (impl->arg == NULL)
        return NULL;
    impl->available = cipher_available;
    impl->state_size = sizeof(ossl_cipher_state);
    impl->setup = cipher_setup;
    impl->bulk = cipher_run;
    impl->teardown = cipher_teardown;
    return OpenSSL_version(OPENSSL_VERSION);
}

/* ---------- public-key rows on raw keys (EdDSA, X25519, X448, EC scalars) ---------- */

typedef struct ossl_raw_state {
    const bench_rawkey *alg;
    EVP_PKEY *key, *peer;
    EVP_MD_CTX *md;
    EVP_PKEY_CTX *pctx;
    const EVP_MD *digest; /* a DER key's hash (RSA): hashed per call, signed through pctx */
    EVP_PKEY_CTX *gen;    /* DH: key generation in the row's group */
    uint8_t seed[72], seed2[72], msg[32], sig[1024], out[512]; /* out: a DH-4096 secret at most */
    size_t siglen;
} ossl_raw_state;

/* SM2 (EVP_DigestSign/Verify with SM3) has no one-shot form in OpenSSL
 * 3.0: each signature is an update and a final, after which the context is
 * spent, so every call initialises it again and sets the ID: GM/T 0009's
 * default "1234567812345678", as cairn's row signs with (OpenSSL's own
 * default is the empty ID). 0 for the other rows. */
static int sm2_reinit(ossl_raw_state *s, int verify)
{
    EVP_PKEY_CTX *pc = NULL;
    int ok;
    if (s->alg->type == NULL || strcmp(s->alg->type, "SM2") != 0)
        return 0;
    ok = verify ? EVP_DigestVerifyInit(s->md, &pc, NULL, NULL, s->key) : EVP_DigestSignInit(s->md, &pc, NULL, NULL, s->key);
    return ok == 1 && EVP_PKEY_CTX_set1_id(pc, "1234567812345678", 16) == 1 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int raw_sign(void *state)
{
    ossl_raw_state *s = state;
    s->siglen = sizeof s->sig;
    if (s->digest == NULL && sm2_reinit(s, 0) != 0)
        return CAIRN_ERR_BAD_ARG;
    if (s->digest != NULL) {
        uint8_t dig[EVP_MAX_MD_SIZE];
        unsigned dl = 0;
        return EVP_Digest(s->msg, sizeof s->msg, dig, &dl, s->digest, NULL) == 1 &&
                       EVP_PKEY_sign(s->pctx, s->sig, &s->siglen, dig, dl) == 1
                   ? 0
                   : CAIRN_ERR_BAD_ARG;
    }
    return EVP_DigestSign(s->md, s->sig, &s->siglen, s->msg, sizeof s->msg) == 1 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int raw_verify(void *state)
{
    ossl_raw_state *s = state;
    if (s->digest != NULL) {
        uint8_t dig[EVP_MAX_MD_SIZE];
        unsigned dl = 0;
        return EVP_Digest(s->msg, sizeof s->msg, dig, &dl, s->digest, NULL) == 1 &&
                       EVP_PKEY_verify(s->pctx, s->sig, s->siglen, dig, dl) == 1
                   ? 0
                   : CAIRN_ERR_BAD_SIGNATURE;
    }
    if (sm2_reinit(s, 1) != 0)
        return CAIRN_ERR_BAD_ARG;
    return EVP_DigestVerify(s->md, s->sig, s->siglen, s->msg, sizeof s->msg) == 1 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
}

/* EC rows (type "EC"): the scalar is the key's first keylen seed bytes (a
 * P-521 scalar's top byte cut to its one bit, as cairn's key generation
 * masks it), the public point d G computed with EC_POINT_mul: what "public
 * key from the secret" costs OpenSSL. out: the uncompressed point. */
static size_t ec_public(const bench_rawkey *a, const uint8_t *seed, uint8_t *out, size_t cap, BIGNUM **dout)
{
    uint8_t d[72];
    int nid = EC_curve_nist2nid(a->group) != NID_undef ? EC_curve_nist2nid(a->group) : OBJ_sn2nid(a->group);
    EC_GROUP *g = EC_GROUP_new_by_curve_name(nid);
    EC_POINT *pt = g != NULL ? EC_POINT_new(g) : NULL;
    BIGNUM *bn;
    size_t n = 0;
    memcpy(d, seed, a->keylen);
    if (a->keylen == 66)
        d[0] &= 1;
    if (strcmp(a->group, "brainpoolP384r1") == 0) /* its order starts 0x8c: cairn's seed is cut the same way */
        d[0] &= 0x7f;
    bn = BN_bin2bn(d, (int)a->keylen, NULL);
    if (pt != NULL && bn != NULL && EC_POINT_mul(g, pt, bn, NULL, NULL, NULL) == 1)
        n = EC_POINT_point2oct(g, pt, POINT_CONVERSION_UNCOMPRESSED, out, cap, NULL);
    EC_POINT_free(pt);
    EC_GROUP_free(g);
    if (dout != NULL && n != 0)
        *dout = bn;
    else
        BN_clear_free(bn);
    return n;
}

/* An EVP_PKEY key pair for an EC row from seed bytes (type "EC", or "SM2"
 * for SM2 signatures). OpenSSL 3.0 imports the SM2 curve only as type
 * "SM2", which has no key exchange: an ECDH-SM2 key is a fresh "EC" key on
 * the curve (an ECDH costs the same for every scalar). */
static EVP_PKEY *ec_key(const bench_rawkey *a, const uint8_t *seed)
{
    uint8_t pub[160];
    BIGNUM *d = NULL;
    size_t pl;
    OSSL_PARAM_BLD *bld;
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx;
    EVP_PKEY *k = NULL;
    if (strcmp(a->type, "EC") == 0 && strcmp(a->group, "SM2") == 0)
        return EVP_PKEY_Q_keygen(NULL, NULL, "EC", "SM2");
    pl = ec_public(a, seed, pub, sizeof pub, &d);
    bld = OSSL_PARAM_BLD_new();
    ctx = EVP_PKEY_CTX_new_from_name(NULL, a->type, NULL);
    if (pl == 0 || bld == NULL || ctx == NULL ||
        OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, a->group, 0) != 1 ||
        OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub, pl) != 1 ||
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, d) != 1 ||
        (params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
        EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEYPAIR, params) != 1)
        k = NULL;
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    BN_clear_free(d);
    return k;
}

/* A DSA row's key: cairn's own p, q, g, x, y. */
static EVP_PKEY *dsa_key(const bench_rawkey *a)
{
    static const char *const names[5] = {OSSL_PKEY_PARAM_FFC_P, OSSL_PKEY_PARAM_FFC_Q, OSSL_PKEY_PARAM_FFC_G,
                                         OSSL_PKEY_PARAM_PRIV_KEY, OSSL_PKEY_PARAM_PUB_KEY};
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *bn[5] = {NULL, NULL, NULL, NULL, NULL};
    int ok = bld != NULL && ctx != NULL;
    size_t i;
    for (i = 0; ok && i < 5; i++)
        ok = a->ffclen[i] > 0 && (bn[i] = BN_bin2bn(a->ffc[i], (int)a->ffclen[i], NULL)) != NULL &&
             OSSL_PARAM_BLD_push_BN(bld, names[i], bn[i]) == 1;
    if (ok && ((params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
               EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEYPAIR, params) != 1))
        k = NULL;
    for (i = 0; i < 5; i++)
        BN_clear_free(bn[i]);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}

/* A DH row's domain parameters: the named group, or Oakley group 2's p and
 * g = 2 without q (OpenSSL then draws dh_xbits-bit exponents, as it does for
 * the named group with its private length set: the same policy as cairn's
 * rows, twice the group's strength). */
static EVP_PKEY *dh_params(const bench_rawkey *a)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *p = NULL, *g = BN_new();
    int ok = bld != NULL && ctx != NULL && g != NULL && BN_set_word(g, 2) == 1;
    if (ok && strcmp(a->dh_group, "rfc2409-1024") == 0)
        ok = (p = BN_get_rfc2409_prime_1024(NULL)) != NULL && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, p) &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, g);
    else if (ok)
        ok = OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, a->dh_group, 0) == 1;
    if (ok && ((params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
               EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEY_PARAMETERS, params) != 1))
        k = NULL;
    BN_free(p);
    BN_free(g);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}

/* A DH key pair of the row's group (OpenSSL's own key generation). */
static EVP_PKEY *dh_key(EVP_PKEY_CTX *gen)
{
    EVP_PKEY *k = NULL;
    return EVP_PKEY_keygen(gen, &k) == 1 ? k : NULL;
}

static int dh_setup(ossl_raw_state *s, const bench_rawkey *a)
{
    EVP_PKEY *params = dh_params(a);
    OSSL_PARAM pad[2], len[2];
    unsigned int one = 1;
    int xbits = (int)a->dh_xbits;
    s->gen = params != NULL ? EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL) : NULL;
    EVP_PKEY_free(params);
    /* the exponent length on the key-generation context (OpenSSL takes it
     * there, not from the parameters) */
    len[0] = OSSL_PARAM_construct_int(OSSL_PKEY_PARAM_DH_PRIV_LEN, &xbits);
    len[1] = OSSL_PARAM_construct_end();
    if (s->gen == NULL || EVP_PKEY_keygen_init(s->gen) != 1 || EVP_PKEY_CTX_set_params(s->gen, len) != 1 ||
        (s->key = dh_key(s->gen)) == NULL || (s->peer = dh_key(s->gen)) == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    /* the shared secret padded to p's length, as cairn's rows write it */
    pad[0] = OSSL_PARAM_construct_uint(OSSL_EXCHANGE_PARAM_PAD, &one);
    pad[1] = OSSL_PARAM_construct_end();
    s->pctx = EVP_PKEY_CTX_new(s->key, NULL);
    if (s->pctx == NULL || EVP_PKEY_derive_init_ex(s->pctx, pad) != 1 ||
        EVP_PKEY_derive_set_peer(s->pctx, s->peer) != 1)
        return CAIRN_ERR_UNSUPPORTED;
    return 0;
}

/* arg: the row's bench_rawkey (metric 1 of a signature row: verification, set up after one signature). */
static int raw_setup_common(ossl_raw_state *s, const bench_rawkey *a, int verify)
{
    size_t i;
    s->alg = a;
    for (i = 0; i < sizeof s->seed; i++) {
        s->seed[i] = (uint8_t)(0x9d + 7 * i);
        s->seed2[i] = (uint8_t)(0x4c + 13 * i);
    }
    memset(s->msg, 0xa5, sizeof s->msg);
    if (a->raw != NULL) /* cairn's secrets (RFC 8032, RFC 7748 keys) */
        memcpy(s->seed, a->raw, a->keylen);
    if (a->raw_peer != NULL)
        memcpy(s->seed2, a->raw_peer, a->keylen);
    if (a->dh_group != NULL)
        return dh_setup(s, a);
    if (a->ffc[0] != NULL) {
        s->key = dsa_key(a);
    } else if (a->der != NULL) {
        const unsigned char *p = a->der;
        s->key = d2i_AutoPrivateKey(NULL, &p, (long)a->derlen);
    } else if (a->group != NULL) {
        s->key = ec_key(a, s->seed);
    } else {
        s->key = EVP_PKEY_new_raw_private_key_ex(NULL, a->type, NULL, s->seed, a->keylen);
    }
    if (s->key == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (a->sig && a->md != NULL) {
        /* A signature over a hash (RSA, ECDSA): per call, the message
         * hashed (EVP_Digest) and the digest signed or verified through a
         * key context set up once, as `openssl speed` does; EVP_DigestSign
         * and EVP_DigestVerify take one message per initialisation. ECDSA
         * signs in OpenSSL's own DER form (cairn's rows write P1363: the
         * conversion is a copy next to the scalar multiplications). */
        int rsa = strcmp(a->type, "RSA") == 0;
        s->digest = EVP_get_digestbyname(a->md);
        s->pctx = EVP_PKEY_CTX_new(s->key, NULL);
        if (s->digest == NULL || s->pctx == NULL || EVP_PKEY_sign_init(s->pctx) != 1 ||
            (rsa && EVP_PKEY_CTX_set_rsa_padding(s->pctx, RSA_PKCS1_PADDING) != 1) ||
            EVP_PKEY_CTX_set_signature_md(s->pctx, s->digest) != 1 || raw_sign(s) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        if (verify && (EVP_PKEY_verify_init(s->pctx) != 1 ||
                       (rsa && EVP_PKEY_CTX_set_rsa_padding(s->pctx, RSA_PKCS1_PADDING) != 1) ||
                       EVP_PKEY_CTX_set_signature_md(s->pctx, s->digest) != 1 || raw_verify(s) != 0))
            return CAIRN_ERR_UNSUPPORTED;
        return 0;
    }
    if (a->sig) {
        s->md = EVP_MD_CTX_new();
        s->siglen = sizeof s->sig;
        if (s->md == NULL || EVP_DigestSignInit(s->md, NULL, NULL, NULL, s->key) != 1 || raw_sign(s) != 0)
            return CAIRN_ERR_UNSUPPORTED;
        if (verify && EVP_DigestVerifyInit(s->md, NULL, NULL, NULL, s->key) != 1)
            return CAIRN_ERR_UNSUPPORTED;
        return 0;
    }
    s->peer = a->group != NULL ? ec_key(a, s->seed2)
                               : EVP_PKEY_new_raw_private_key_ex(NULL, a->type, NULL, s->seed2, a->keylen);
    s->pctx = EVP_PKEY_CTX_new(s->key, NULL);
    if (s->peer == NULL || s->pctx == NULL || EVP_PKEY_derive_init(s->pctx) != 1 ||
        EVP_PKEY_derive_set_peer(s->pctx, s->peer) != 1)
        return CAIRN_ERR_UNSUPPORTED;
    return 0;
}

/* ---------- the check against cairn's output (bench_ref_*), once per row and metric ---------- */

/* A DER SEQUENCE { r, s } (ECDSA, SM2, DSA) as cairn's r || s of n bytes each. */
static int der_to_p1363(const uint8_t *der, size_t derlen, uint8_t *out, size_t n)
{
    const unsigned char *p = der;
    ECDSA_SIG *sig = d2i_ECDSA_SIG(NULL, &p, (long)derlen);
    const BIGNUM *r = NULL, *s = NULL;
    int ok = sig != NULL;
    if (ok)
        ECDSA_SIG_get0(sig, &r, &s);
    ok = ok && BN_bn2binpad(r, out, (int)n) == (int)n && BN_bn2binpad(s, out + n, (int)n) == (int)n;
    ECDSA_SIG_free(sig);
    return ok ? 0 : CAIRN_ERR_BAD_ARG;
}

/* For keys OpenSSL draws itself (DH, ECDH on the SM2 curve): its shared
 * secret must be cairn's for OpenSSL's secret and the other side's public
 * value, and a DH secret must be of cairn's exponent length. */
static int cross_check(ossl_raw_state *s, bench_pk_ref *ref)
{
    BIGNUM *x = NULL, *y = NULL;
    uint8_t pub[520], z[520], mine[1024];
    size_t pl = 0, zl = sizeof z, ml = 0;
    int rc = CAIRN_ERR_BAD_ARG, dh = s->alg->dh_group != NULL;
    if (EVP_PKEY_get_bn_param(s->key, OSSL_PKEY_PARAM_PRIV_KEY, &x) != 1 || EVP_PKEY_derive(s->pctx, z, &zl) != 1)
        goto done;
    if ((size_t)BN_num_bytes(x) > ref->sklen) {
        rc = bench_ref_check_len(PEER, s->alg->row, "private key", (size_t)BN_num_bytes(x), ref->sklen);
        goto done;
    }
    if (dh && (EVP_PKEY_get_bn_param(s->peer, OSSL_PKEY_PARAM_PUB_KEY, &y) != 1 ||
               BN_bn2binpad(y, pub, (int)ref->pklen) != (int)ref->pklen))
        goto done;
    pl = ref->pklen;
    if (!dh && EVP_PKEY_get_octet_string_param(s->peer, OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub, &pl) != 1)
        goto done;
    if (BN_bn2binpad(x, ref->sk, (int)ref->sklen) != (int)ref->sklen)
        goto done;
    rc = bench_pk_ref_derive(s->alg->row, ref, pub, pl, mine, &ml);
    if (rc == 0)
        rc = zl == ml ? bench_ref_check(PEER, s->alg->row, "shared secret", z, mine, ml)
                      : bench_ref_check_len(PEER, s->alg->row, "shared secret", zl, ml);
done:
    BN_clear_free(x);
    BN_free(y);
    return rc;
}

static int raw_check(ossl_raw_state *s, int metric)
{
    const bench_rawkey *a = s->alg;
    bench_pk_ref *ref = malloc(sizeof *ref);
    int rc = ref != NULL ? bench_pk_ref_get(a->row, ref) : CAIRN_ERR_UNSUPPORTED;
    if (rc != 0)
        goto done;
    if (a->sig && (a->der != NULL || (a->group == NULL && a->ffc[0] == NULL))) {
        /* RSA (PKCS#1 v1.5) and EdDSA: deterministic, cairn's bytes */
        rc = s->siglen == ref->outlen ? bench_ref_check(PEER, a->row, "signature", s->sig, ref->out, ref->outlen)
                                      : bench_ref_check_len(PEER, a->row, "signature", s->siglen, ref->outlen);
    } else if (a->sig) {
        /* ECDSA, SM2, DSA draw their nonces: cairn verifies the signature */
        uint8_t p1363[160];
        rc = ref->outlen <= sizeof p1363 ? der_to_p1363(s->sig, s->siglen, p1363, ref->outlen / 2) : CAIRN_ERR_BAD_ARG;
        if (rc == 0)
            rc = bench_pk_ref_verify(a->row, ref, p1363, ref->outlen);
        if (rc != 0)
            fprintf(stderr, "cairn-bench: %s %s: cairn rejects the peer's signature (not the same workload)\n", PEER,
                    a->row);
    } else if (a->dh_group != NULL || (a->group != NULL && strcmp(a->group, "SM2") == 0 && metric == 1)) {
        rc = cross_check(s, ref);
    } else if (metric == 0) { /* the public key of cairn's secret */
        size_t n = sizeof s->out;
        EVP_PKEY *k = NULL;
        if (a->group != NULL) {
            n = ec_public(a, s->seed, s->out, sizeof s->out, NULL);
        } else {
            k = EVP_PKEY_new_raw_private_key_ex(NULL, a->type, NULL, s->seed, a->keylen);
            if (k == NULL || EVP_PKEY_get_raw_public_key(k, s->out, &n) != 1)
                n = 0;
            EVP_PKEY_free(k);
        }
        rc = n == ref->pklen ? bench_ref_check(PEER, a->row, "public key", s->out, ref->pk, n)
                             : bench_ref_check_len(PEER, a->row, "public key", n, ref->pklen);
    } else { /* the shared secret of cairn's secret and the other side's key */
        size_t n = sizeof s->out;
        rc = EVP_PKEY_derive(s->pctx, s->out, &n) != 1 ? CAIRN_ERR_BAD_ARG
             : n == ref->outlen ? bench_ref_check(PEER, a->row, "shared secret", s->out, ref->out, n)
                                : bench_ref_check_len(PEER, a->row, "shared secret", n, ref->outlen);
    }
done:
    free(ref);
    if (rc == 0)
        ((bench_rawkey *)(uintptr_t)a)->checked[metric] = 1;
    return rc;
}

static int raw_setup0(void *state, const void *arg, uint8_t *in, size_t len)
{
    int rc = raw_setup_common(state, arg, 0);
    (void)in;
    (void)len;
    return rc == 0 && !((const bench_rawkey *)arg)->checked[0] ? raw_check(state, 0) : rc;
}

static int raw_setup1(void *state, const void *arg, uint8_t *in, size_t len)
{
    int rc = raw_setup_common(state, arg, 1);
    (void)in;
    (void)len;
    return rc == 0 && !((const bench_rawkey *)arg)->checked[1] ? raw_check(state, 1) : rc;
}

/* public key from the secret: creating the key object computes it */
static int raw_public(void *state)
{
    ossl_raw_state *s = state;
    EVP_PKEY *k;
    size_t n = sizeof s->out;
    int ok;
    if (s->alg->group != NULL)
        return ec_public(s->alg, s->seed, s->out, sizeof s->out, NULL) != 0 ? 0 : CAIRN_ERR_BAD_ARG;
    if (s->gen != NULL) { /* DH: a key pair, x drawn and g^x computed */
        k = dh_key(s->gen);
        EVP_PKEY_free(k);
        return k != NULL ? 0 : CAIRN_ERR_BAD_ARG;
    }
    k = EVP_PKEY_new_raw_private_key_ex(NULL, s->alg->type, NULL, s->seed, s->alg->keylen);
    ok = k != NULL && EVP_PKEY_get_raw_public_key(k, s->out, &n) == 1;
    EVP_PKEY_free(k);
    return ok ? 0 : CAIRN_ERR_BAD_ARG;
}

static int raw_shared(void *state)
{
    ossl_raw_state *s = state;
    size_t n = sizeof s->out;
    return EVP_PKEY_derive(s->pctx, s->out, &n) == 1 ? 0 : CAIRN_ERR_BAD_ARG;
}

static void raw_teardown(void *state)
{
    ossl_raw_state *s = state;
    EVP_PKEY_CTX_free(s->pctx);
    EVP_PKEY_CTX_free(s->gen);
    EVP_MD_CTX_free(s->md);
    EVP_PKEY_free(s->key);
    EVP_PKEY_free(s->peer);
}

const char *bench_openssl_rawkey_peer(bench_impl *impl, const bench_rawkey *key, int metric)
{
    if (key->type == NULL)
        return NULL;
    memset(impl, 0, sizeof *impl);
    impl->arg = key;
    impl->state_size = sizeof(ossl_raw_state);
    impl->setup = metric ? raw_setup1 : raw_setup0;
    impl->op = key->sig ? (metric ? raw_verify : raw_sign) : (metric ? raw_shared : raw_public);
    impl->teardown = raw_teardown;
    return OpenSSL_version(OPENSSL_VERSION);
}

#else
typedef int cairn_bench_no_openssl; /* ISO C forbids an empty translation unit */
#endif
