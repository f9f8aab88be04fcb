/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA paddings (cairn/rsa.h) on adversarial input, with three built-in keys
 * made once per process: 1024 bits (emLen = k), 1042 bits (one bit in the
 * first byte of EM) and 1033 bits (PSS's emLen = k - 1: a zero byte before
 * EM), the last from a prime of each of the first two. Every result is
 * checked against a plain reference in this file (the raw RSA operation,
 * then RFC 8017's decoding written out: EMSA-PKCS1-v1_5 rebuilt with the
 * DigestInfo cairn's signer uses, EMSA-PSS-VERIFY, EME-OAEP and
 * EME-PKCS1-v1_5 decoding), and only documented statuses are accepted:
 *  - PKCS#1 v1.5 verification (cairn_rsa_pkcs1_verify_digest): OK or
 *    BAD_SIGNATURE (also for a signature of another length or not below n,
 *    and for a key too short for the hash), BAD_LENGTH for a digest of the
 *    wrong length, UNSUPPORTED for a hash without a DigestInfo;
 *  - PSS verification (cairn_rsa_pss_verify_digest), any hash and MGF1
 *    hash of the build (SHAKE128/256 as RFC 8702), salt lengths 0..252,
 *    _DIGEST, _MAX and _AUTO: OK or BAD_SIGNATURE, BAD_LENGTH for a digest
 *    of the wrong length, BAD_ARG or UNSUPPORTED for hashes rsa.h does not
 *    take;
 *  - OAEP decryption (any hashes, labels of 0..255 bytes) and PKCS#1 v1.5
 *    decryption: the message the reference decodes, or BAD_PADDING with the
 *    output zeroed (as far as it is written: min(cap, k)) and length 0;
 *    BUFFER_TOO_SMALL below the largest plaintext, checked first, BAD_LENGTH
 *    for a ciphertext not of k bytes; nothing written past cap;
 *  - implicit rejection (cairn_rsa_pkcs1_decrypt_implicit) on the same
 *    ciphertexts: OK, the real message when the padding is good, else a
 *    message of at most k - 11 bytes, the same with and without an rng
 *    (other blinding); the statuses of the explicit call for cap and length;
 *  - a signature or ciphertext cairn makes verifies or decrypts first (and
 *    its EM is checked to be the encoding of what was given: digest, salt,
 *    OAEP seed and label, message), then is edited;
 *  - verification with a public key from the input (n, e; Wycheproof's
 *    verification cases replay as they are): the import status the raw
 *    checks of rsa.h give (BAD_LENGTH or INVALID_KEY for a modulus size
 *    outside the limits), then the message forms (cairn_rsa_pkcs1_verify,
 *    cairn_rsa_pss_verify) agree with the digest forms and the reference.
 * With OpenSSL (3.0's EVP_PKEY_verify and EVP_PKEY_decrypt on the same key,
 * built once from cairn's components, or from the input's n and e): the
 * verdicts and plaintexts are OpenSSL's wherever OpenSSL takes the hashes
 * (found once per process; not SHAKE for PSS, not Ascon), except what
 * rsa.h makes a policy: a PSS signature or a ciphertext shorter than k bytes
 * (OpenSSL reads it as a number with leading zeros stripped; rsa.h: "a
 * signature ... of the wrong length", "inlen must be k"), and, for keys from
 * the input, a public exponent above 64 bits with a modulus above 3072 bits
 * (OpenSSL's RSA_R_BAD_E_VALUE; rsa.h takes up to CAIRN_RSA_MAX_E_BITS).
 * OpenSSL's implicit rejection (3.2 and later; found at run time) is set off
 * for the explicit comparison and, where present, compared with cairn's.
 *
 * Input: [mode][...]. mode bits 0-2 (modulo 5): the operation; bits 3-4: the
 * kind (below); bits 5-6 (modulo 3): the built-in key (1024, 1033, 1042
 * bits); bit 7: for verification, the digest length from a byte (dlen,
 * modulo 80; without bit 7 the hash's), for decryption the output capacity
 * from a byte (cap: below the largest plaintext when the byte's bit 7 is
 * set, else up to 15 above it; without mode bit 7 the largest plaintext).
 * A hash byte is an index of
 * cairn_hash_at() modulo their number; an MGF1 byte 0 for none (the message
 * hash), else 1 + index. A salt byte: 255 _DIGEST, 254 _MAX, 253 _AUTO, else
 * the length.
 *  0 PKCS#1 v1.5 verification: [mode][hash][(dlen)][digest][payload]
 *  1 PSS verification: [mode][hash][MGF1][signing salt][verifying salt]
 *    [(dlen)][digest][payload]; the payload of kinds 1-3 starts with the
 *    salt bytes of the signing salt's length
 *  2 OAEP decryption: [mode][hash][MGF1][(cap)][label length][label][payload];
 *    kinds 1-3: [message length][message][seed (hLen)] first
 *  3 PKCS#1 v1.5 decryption and implicit rejection: [mode][(cap)][payload];
 *    kinds 1-3: [message length][message][8 bytes seeding the padding] first
 *  4 verification with the input's key: [mode: bit 3 PSS][hash][MGF1]
 *    [verifying salt][n length (2)][n][e length][e][message length (2)]
 *    [message][signature...]
 * The message length byte is taken modulo the largest plaintext + 2 (one
 * over: encryption refuses it). Kinds: 0 the rest of the input is the
 * signature or ciphertext; 1 cairn's, edited: [cut][(pos, xor)...] (cut, when
 * not 0, sets the length, up to 2 bytes over k with zeros); 2 its encoded
 * message edited before the mask (OAEP: Y || seed || DB; PSS: DB with H, and
 * with bit 0 of flags H recomputed from the edited salt), 3 the encoded
 * message edited as it is: [flags][(pos, xor)...], then signed or encrypted
 * with the raw operation (an EM not below n is passed over). PKCS#1 v1.5 has
 * no mask: kinds 2 and 3 are the same.
 */
#include "cairn/rsa.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAXB CAIRN_RSA_MAX_BYTES
#define KB 136           /* the built-in keys' k (at most 131) and a cut 2 bytes beyond */
#define OUTB (KB + 24)   /* decryption output: cap is at most the largest plaintext + 15 */
#define NKEY 3
#define MAXH 64          /* descriptors the tables hold (fuzz_ossl_md's limit too) */

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>
#endif

/* A key that verifications run on: a built-in one or the input's. */
typedef struct {
    const cairn_rsa_public_key *pk;
    const uint8_t *n; /* the modulus, k bytes */
    size_t k, bits;
#ifdef CAIRN_FUZZ_OPENSSL
    EVP_PKEY *o; /* NULL where OpenSSL is not compared */
#endif
} vkey;

static struct {
    cairn_rsa_private_key sk;
    cairn_rsa_public_key pk;
    uint8_t n[KB];
    vkey v;
} keys[NKEY];

static size_t nh; /* hash descriptors in this build */

/* The DigestInfo cairn's PKCS#1 v1.5 signer puts before each hash's digest
 * (checked to be DER of the digest's length, and accepted by OpenSSL). */
static uint8_t di_pre[MAXH][24];
static size_t di_len[MAXH];
static int di_has[MAXH];

/* ---------------------------------------------------------------- helpers */

/* The rng of the target: the bytes given first (a salt, an OAEP seed), then
 * a splitmix64 stream from x. */
typedef struct {
    const uint8_t *p;
    size_t n;
    uint64_t x;
} frng;

static int frng_fn(void *state, uint8_t *out, size_t len)
{
    frng *r = (frng *)state;
    size_t i;
    for (i = 0; i < len; i++) {
        if (r->n > 0) {
            out[i] = *r->p++;
            r->n--;
            continue;
        }
        out[i] = fuzz_splitmix8(&r->x);
    }
    return CAIRN_OK;
}

static int all_byte(const uint8_t *p, size_t n, uint8_t b)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != b)
            return 0;
    return 1;
}

/* len bytes of the input into buf, zeros where it runs out */
static void read_padded(fuzz_in *fi, uint8_t *buf, size_t len)
{
    size_t got;
    const uint8_t *p = fuzz_bytes(fi, len, &got);
    memcpy(buf, p, got);
    memset(buf + got, 0, len - got);
}

/* A salt setting byte: 255 _DIGEST, 254 _MAX, 253 _AUTO, else the length. */
static size_t salt_setting(fuzz_in *fi)
{
    uint8_t b = fuzz_u8(fi);
    if (b == 255)
        return CAIRN_RSA_PSS_SALT_DIGEST;
    if (b == 254)
        return CAIRN_RSA_PSS_SALT_MAX;
    return b == 253 ? CAIRN_RSA_PSS_SALT_AUTO : b;
}

/* The (pos, xor) pairs of the rest of the input on buf[0..len). */
static int is_xof(const cairn_hash *h) { return (h->flags & CAIRN_HASH_FLAG_XOF) != 0; }

/* RFC 8702's output length of a SHAKE message hash in PSS, 0 for another hash. */
static size_t shake_len(const cairn_hash *h)
{
    if (!is_xof(h))
        return 0;
    if (strcmp(h->name, "SHAKE128") == 0)
        return 32;
    return strcmp(h->name, "SHAKE256") == 0 ? 64 : 0;
}

/* The hashes rsa.h gives a DigestInfo (PKCS#1 v1.5 signatures). */
static int has_digest_info(const cairn_hash *h)
{
    static const char *const names[] = {"MD5",      "SHA-1",    "SHA-224",  "SHA-256",  "SHA-384",
                                        "SHA-512",  "SHA-512/224", "SHA-512/256", "SHA3-224", "SHA3-256",
                                        "SHA3-384", "SHA3-512", "SM3"};
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(h->name, names[i]) == 0)
            return 1;
    return 0;
}

/* out[0..outlen) = h(a || b || c) */
static void hash3(const cairn_hash *h, uint8_t *out, size_t outlen, const uint8_t *a, size_t alen, const uint8_t *b,
                  size_t blen, const uint8_t *c, size_t clen)
{
    cairn_hash_ctx ctx;
    FUZZ_CHECK(cairn_hash_init(&ctx, h) == CAIRN_OK && cairn_hash_update(&ctx, a, alen) == CAIRN_OK &&
                   cairn_hash_update(&ctx, b, blen) == CAIRN_OK && cairn_hash_update(&ctx, c, clen) == CAIRN_OK &&
                   cairn_hash_final(&ctx, out, outlen) == CAIRN_OK,
               "hash");
}

/* buf[0..len) ^= the mask of seed: MGF1 over mgf (RFC 8017 B.2.1), or with
 * xof the SHAKE output itself (RFC 8702). len <= MAXB. */
static void mgf_xor(const cairn_hash *mgf, int xof, uint8_t *buf, size_t len, const uint8_t *seed, size_t slen)
{
    uint8_t blk[MAXB > CAIRN_HASH_MAX_DIGEST_LEN ? MAXB : CAIRN_HASH_MAX_DIGEST_LEN], ctr[4];
    size_t pos, i, n;
    uint32_t cnt;
    if (xof) {
        FUZZ_CHECK(cairn_hash_digest(mgf, blk, len, seed, slen) == CAIRN_OK, "SHAKE mask");
        for (i = 0; i < len; i++)
            buf[i] ^= blk[i];
        return;
    }
    for (pos = 0, cnt = 0; pos < len; pos += n, cnt++) {
        ctr[0] = (uint8_t)(cnt >> 24);
        ctr[1] = (uint8_t)(cnt >> 16);
        ctr[2] = (uint8_t)(cnt >> 8);
        ctr[3] = (uint8_t)cnt;
        hash3(mgf, blk, mgf->digest_len, seed, slen, ctr, 4, NULL, 0);
        n = len - pos < mgf->digest_len ? len - pos : mgf->digest_len;
        for (i = 0; i < n; i++)
            buf[pos + i] ^= blk[i];
    }
}

/* The public operation on k bytes: 1 with em, 0 for a value not below n
 * (CAIRN_ERR_BAD_ARG, as rsa.h says). */
static int pub_op(const vkey *v, uint8_t *em, const uint8_t *in)
{
    int below = memcmp(in, v->n, v->k) < 0;
    FUZZ_CHECK(cairn_rsa_public_raw(v->pk, em, in, v->k) == (below ? CAIRN_OK : CAIRN_ERR_BAD_ARG),
               "the raw public operation's status");
    return below;
}

/* The private operation of a built-in key on k bytes, likewise. */
static int priv_op(size_t ki, uint8_t *out, const uint8_t *in)
{
    int below = memcmp(in, keys[ki].n, keys[ki].v.k) < 0;
    FUZZ_CHECK(cairn_rsa_private_raw(&keys[ki].sk, out, in, keys[ki].v.k, NULL, NULL) ==
                   (below ? CAIRN_OK : CAIRN_ERR_BAD_ARG),
               "the raw private operation's status");
    return below;
}

/* ---------------------------------------------------------------- OpenSSL */

#ifdef CAIRN_FUZZ_OPENSSL
/* OpenSSL takes the hash (index) as: a PKCS#1 v1.5 signature hash, a PSS
 * hash, an MGF1 hash of PSS, an OAEP hash, an MGF1 hash of OAEP. */
static int o_pk1[MAXH], o_pss[MAXH], o_pmgf[MAXH], o_oaep[MAXH], o_omgf[MAXH];
static int o_ir; /* OpenSSL's provider has implicit rejection (3.2 and later) */

#ifndef OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION
#define OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION "implicit-rejection"
#endif

/* An OpenSSL key from big-endian numbers in cairn_rsa_part's order: n and e
 * (public), or all eight. */
static EVP_PKEY *ossl_key(const uint8_t *const *v, const size_t *len, int parts)
{
    static const char *const names[8] = {OSSL_PKEY_PARAM_RSA_N,         OSSL_PKEY_PARAM_RSA_E,
                                         OSSL_PKEY_PARAM_RSA_D,         OSSL_PKEY_PARAM_RSA_FACTOR1,
                                         OSSL_PKEY_PARAM_RSA_FACTOR2,   OSSL_PKEY_PARAM_RSA_EXPONENT1,
                                         OSSL_PKEY_PARAM_RSA_EXPONENT2, OSSL_PKEY_PARAM_RSA_COEFFICIENT1};
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "RSA", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *bn[8] = {NULL};
    int i, ok = bld != NULL && ctx != NULL;
    for (i = 0; ok && i < parts; i++)
        ok = (bn[i] = BN_bin2bn(v[i], (int)len[i], NULL)) != NULL &&
             OSSL_PARAM_BLD_push_BN(bld, names[i], bn[i]) == 1;
    if (ok && ((params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
               EVP_PKEY_fromdata(ctx, &k, parts == 2 ? EVP_PKEY_PUBLIC_KEY : EVP_PKEY_KEYPAIR, params) != 1))
        k = NULL;
    for (i = 0; i < 8; i++)
        BN_free(bn[i]);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    FUZZ_CHECK(k != NULL, "OpenSSL's key from cairn's numbers");
    return k;
}

/* A verification context (PKCS#1 v1.5, or PSS with mgf and the salt
 * setting), or NULL when OpenSSL refuses the settings. */
static EVP_PKEY_CTX *ossl_sig_ctx(EVP_PKEY *key, const EVP_MD *md, int pss, const EVP_MD *mgf, int salt)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    if (c == NULL || md == NULL || EVP_PKEY_verify_init(c) != 1 ||
        EVP_PKEY_CTX_set_rsa_padding(c, pss ? RSA_PKCS1_PSS_PADDING : RSA_PKCS1_PADDING) <= 0 ||
        EVP_PKEY_CTX_set_signature_md(c, md) <= 0 ||
        (pss && (mgf == NULL || EVP_PKEY_CTX_set_rsa_mgf1_md(c, mgf) <= 0 ||
                 EVP_PKEY_CTX_set_rsa_pss_saltlen(c, salt) <= 0))) {
        EVP_PKEY_CTX_free(c);
        c = NULL;
    }
    ERR_clear_error();
    return c;
}

/* 1 when OpenSSL verifies sig over the digest (the settings are ones the
 * probe found it takes). */
static int ossl_verify(EVP_PKEY *key, const EVP_MD *md, int pss, const EVP_MD *mgf, int salt, const uint8_t *dg,
                       size_t dlen, const uint8_t *sig, size_t siglen)
{
    static const uint8_t none[1] = {0};
    EVP_PKEY_CTX *c = ossl_sig_ctx(key, md, pss, mgf, salt);
    int r;
    FUZZ_CHECK(c != NULL, "OpenSSL takes the settings its probe took");
    r = EVP_PKEY_verify(c, siglen ? sig : none, siglen, dg, dlen) == 1;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return r;
}

/* A decryption context: OAEP with md, mgf and the label, or PKCS#1 v1.5 with
 * implicit rejection set (where the provider has it); NULL when OpenSSL
 * refuses the settings. */
static EVP_PKEY_CTX *ossl_dec_ctx(EVP_PKEY *key, int oaep, const EVP_MD *md, const EVP_MD *mgf, const uint8_t *label,
                                  size_t llen, unsigned implicit)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    int ok = c != NULL && EVP_PKEY_decrypt_init(c) == 1 &&
             EVP_PKEY_CTX_set_rsa_padding(c, oaep ? RSA_PKCS1_OAEP_PADDING : RSA_PKCS1_PADDING) > 0;
    if (ok && oaep) {
        ok = md != NULL && mgf != NULL && EVP_PKEY_CTX_set_rsa_oaep_md(c, md) > 0 &&
             EVP_PKEY_CTX_set_rsa_mgf1_md(c, mgf) > 0;
        if (ok && llen != 0) {
            /* set0 takes the copy on success only */
            void *l = OPENSSL_memdup(label, llen);
            ok = l != NULL && EVP_PKEY_CTX_set0_rsa_oaep_label(c, l, (int)llen) > 0;
            if (!ok)
                OPENSSL_free(l);
        }
    } else if (ok && o_ir) {
        OSSL_PARAM p[2];
        p[0] = OSSL_PARAM_construct_uint(OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION, &implicit);
        p[1] = OSSL_PARAM_construct_end();
        ok = EVP_PKEY_CTX_set_params(c, p) == 1;
    }
    if (!ok) {
        EVP_PKEY_CTX_free(c);
        c = NULL;
    }
    ERR_clear_error();
    return c;
}

/* OpenSSL's decryption: 1 with out[0..*outlen), 0 refused (the settings are
 * ones the probe found it takes). */
static int ossl_decrypt(EVP_PKEY *key, int oaep, const EVP_MD *md, const EVP_MD *mgf, const uint8_t *label,
                        size_t llen, unsigned implicit, const uint8_t *in, size_t inlen, uint8_t *out, size_t *outlen)
{
    EVP_PKEY_CTX *c = ossl_dec_ctx(key, oaep, md, mgf, label, llen, implicit);
    size_t len = OUTB;
    int r;
    FUZZ_CHECK(c != NULL, "OpenSSL takes the settings its probe took");
    r = EVP_PKEY_decrypt(c, out, &len, in, inlen) == 1;
    *outlen = r ? len : 0;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return r;
}

static int ossl_salt(size_t s)
{
    if (s == CAIRN_RSA_PSS_SALT_AUTO)
        return RSA_PSS_SALTLEN_AUTO;
    if (s == CAIRN_RSA_PSS_SALT_DIGEST)
        return RSA_PSS_SALTLEN_DIGEST;
    return s == CAIRN_RSA_PSS_SALT_MAX ? RSA_PSS_SALTLEN_MAX : (int)s;
}

/* Which hashes OpenSSL takes where, and whether it has implicit rejection. */
static void ossl_probe(EVP_PKEY *key)
{
    const EVP_MD *sha256 = fuzz_ossl_md(&cairn_hash_sha256);
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    const OSSL_PARAM *s = NULL;
    size_t i;
    o_ir = c != NULL && EVP_PKEY_decrypt_init(c) == 1 && (s = EVP_PKEY_CTX_settable_params(c)) != NULL &&
           OSSL_PARAM_locate_const(s, OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION) != NULL;
    EVP_PKEY_CTX_free(c);
    FUZZ_CHECK(sha256 != NULL, "OpenSSL's SHA-256");
    for (i = 0; i < nh; i++) {
        const cairn_hash *h = cairn_hash_at(i);
        const EVP_MD *md = is_xof(h) ? NULL : fuzz_ossl_md(h);
        int *const tab[5] = {&o_pk1[i], &o_pss[i], &o_pmgf[i], &o_oaep[i], &o_omgf[i]};
        EVP_PKEY_CTX *cs[5];
        int j;
        cs[0] = ossl_sig_ctx(key, md, 0, NULL, 0);
        cs[1] = ossl_sig_ctx(key, md, 1, md, 0);
        cs[2] = ossl_sig_ctx(key, sha256, 1, md, 0);
        cs[3] = ossl_dec_ctx(key, 1, md, sha256, NULL, 0, 0);
        cs[4] = ossl_dec_ctx(key, 1, sha256, md, NULL, 0, 0);
        for (j = 0; j < 5; j++) {
            *tab[j] = cs[j] != NULL;
            EVP_PKEY_CTX_free(cs[j]);
        }
    }
    ERR_clear_error();
}
#endif

/* ------------------------------------------------------------------- setup */

static void setup(void)
{
    static const char *const what[NKEY] = {"1024-bit key", "1033-bit key", "1042-bit key"};
    static const size_t bits[NKEY] = {1024, 1033, 1042};
    uint8_t p[KB], q[KB], e[4], zero[CAIRN_HASH_MAX_DIGEST_LEN], sig[KB], em[KB];
    size_t pl = 0, ql = 0, el = 0, i, j, sl = 0;
    cairn_rsa_components c;
    frng r = {NULL, 0, 0x6361697266757a7aull};

    nh = fuzz_nhash();
    FUZZ_CHECK(nh > 0 && nh <= MAXH, "hash descriptors");
    FUZZ_CHECK(cairn_rsa_generate(&keys[0].sk, 1024, 0, frng_fn, &r) == CAIRN_OK, "1024-bit key generation");
    FUZZ_CHECK(cairn_rsa_generate(&keys[2].sk, 1042, 0, frng_fn, &r) == CAIRN_OK, "1042-bit key generation");
    /* a 521-bit and a 512-bit prime, each with its top two bits set: 1033 bits */
    FUZZ_CHECK(cairn_rsa_private_key_component(&keys[2].sk, CAIRN_RSA_P, p, sizeof p, &pl) == CAIRN_OK &&
                   cairn_rsa_private_key_component(&keys[0].sk, CAIRN_RSA_Q, q, sizeof q, &ql) == CAIRN_OK &&
                   cairn_rsa_private_key_component(&keys[0].sk, CAIRN_RSA_E, e, sizeof e, &el) == CAIRN_OK,
               "primes");
    memset(&c, 0, sizeof c);
    c.p = p, c.p_len = pl, c.q = q, c.q_len = ql, c.e = e, c.e_len = el;
    FUZZ_CHECK(cairn_rsa_private_key_import(&keys[1].sk, &c) == CAIRN_OK, "1033-bit key from the primes");
    for (i = 0; i < NKEY; i++) {
        size_t nl = 0;
        FUZZ_CHECK(cairn_rsa_public_key_from_private(&keys[i].pk, &keys[i].sk) == CAIRN_OK &&
                       cairn_rsa_public_key_bits(&keys[i].pk) == bits[i] &&
                       cairn_rsa_private_key_component(&keys[i].sk, CAIRN_RSA_N, keys[i].n, KB, &nl) == CAIRN_OK &&
                       nl == (bits[i] + 7) / 8,
                   what[i]);
        keys[i].v.pk = &keys[i].pk;
        keys[i].v.n = keys[i].n;
        keys[i].v.k = nl;
        keys[i].v.bits = bits[i];
#ifdef CAIRN_FUZZ_OPENSSL
        {
            uint8_t part[8][KB];
            const uint8_t *pv[8];
            size_t len[8];
            for (j = 0; j < 8; j++) {
                FUZZ_CHECK(cairn_rsa_private_key_component(&keys[i].sk, (cairn_rsa_part)j, part[j], KB, &len[j]) ==
                               CAIRN_OK,
                           "component");
                pv[j] = part[j];
            }
            keys[i].v.o = ossl_key(pv, len, 8);
        }
#endif
    }
#ifdef CAIRN_FUZZ_OPENSSL
    ossl_probe(keys[0].v.o);
#endif
    /* the DigestInfo of each hash: EM = 00 01 FF.. 00 DigestInfo H */
    memset(zero, 0, sizeof zero);
    for (i = 0; i < nh; i++) {
        const cairn_hash *h = cairn_hash_at(i);
        size_t hl = h->digest_len, k = keys[0].v.k, pre;
        int rc = cairn_rsa_pkcs1_sign_digest(&keys[0].sk, h, zero, hl, sig, sizeof sig, &sl, NULL, NULL);
        di_has[i] = has_digest_info(h);
        FUZZ_CHECK(rc == (di_has[i] ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED), "PKCS#1 v1.5 hashes as rsa.h lists");
        if (!di_has[i])
            continue;
        FUZZ_CHECK(pub_op(&keys[0].v, em, sig) && em[0] == 0 && em[1] == 1, "EMSA-PKCS1-v1_5");
        for (j = 2; j < k && em[j] == 0xff; j++)
            ;
        FUZZ_CHECK(j >= 10 && j < k && em[j] == 0 && k - j - 1 > hl && k - j - 1 - hl <= sizeof di_pre[0],
                   "EMSA-PKCS1-v1_5 padding");
        pre = k - j - 1 - hl;
        memcpy(di_pre[i], em + j + 1, pre);
        di_len[i] = pre;
        FUZZ_CHECK(pre >= 4 && di_pre[i][0] == 0x30 && di_pre[i][1] == pre + hl - 2 && di_pre[i][pre - 2] == 0x04 &&
                       di_pre[i][pre - 1] == hl && fuzz_all_zero(em + k - hl, hl),
                   "a DigestInfo of the digest");
#ifdef CAIRN_FUZZ_OPENSSL
        if (o_pk1[i])
            FUZZ_CHECK(ossl_verify(keys[0].v.o, fuzz_ossl_md(h), 0, NULL, 0, zero, hl, sig, k) == 1,
                       "OpenSSL verifies cairn's DigestInfo");
#endif
    }
}

/* ------------------------------------------------------ PKCS#1 v1.5 signatures */

/* EMSA-PKCS1-v1_5 of dg (the hash's length) in k bytes; 0 when k is too short. */
static int pkcs1_em(uint8_t *em, size_t k, size_t hi, const uint8_t *dg, size_t hl)
{
    size_t t = di_len[hi] + hl;
    if (k < t + 11)
        return 0;
    em[0] = 0;
    em[1] = 1;
    memset(em + 2, 0xff, k - t - 3);
    em[k - t - 1] = 0;
    memcpy(em + k - t, di_pre[hi], di_len[hi]);
    memcpy(em + k - hl, dg, hl);
    return 1;
}

/* cairn_rsa_pkcs1_verify_digest on v: the reference's verdict, OpenSSL's; returns the status. */
static int pkcs1_check(const vkey *v, size_t hi, const uint8_t *dg, size_t dlen, const uint8_t *sig, size_t siglen)
{
    const cairn_hash *h = cairn_hash_at(hi);
    uint8_t em[MAXB], want[MAXB];
    int rc = cairn_rsa_pkcs1_verify_digest(v->pk, h, dg, dlen, sig, siglen), ok;

    if (!di_has[hi]) {
        FUZZ_CHECK(rc == CAIRN_ERR_UNSUPPORTED, "a hash without a DigestInfo refused");
        return rc;
    }
    if (dlen != h->digest_len) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "a digest of the wrong length refused");
        return rc;
    }
    ok = siglen == v->k && pub_op(v, em, sig) && pkcs1_em(want, v->k, hi, dg, dlen) && memcmp(em, want, v->k) == 0;
    FUZZ_CHECK(rc == (ok ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE), "the verdict is EMSA-PKCS1-v1_5's");
#ifdef CAIRN_FUZZ_OPENSSL
    if (v->o != NULL && o_pk1[hi])
        FUZZ_CHECK(ossl_verify(v->o, fuzz_ossl_md(h), 0, NULL, 0, dg, dlen, sig, siglen) == ok,
                   "the PKCS#1 v1.5 verdict is OpenSSL's");
#endif
    return rc;
}

static void op_pkcs1_sig(fuzz_in *fi, unsigned mode, size_t ki)
{
    const vkey *v = &keys[ki].v;
    size_t hi = fuzz_u8(fi) % nh, k = v->k, dlen, sl = 99, len;
    const cairn_hash *h = cairn_hash_at(hi);
    uint8_t dg[80], sig[KB], em[KB], want[KB];
    unsigned kind = (mode >> 3) & 3;
    int rc;

    dlen = (mode & 0x80) ? fuzz_u8(fi) % 80 : (h->digest_len <= sizeof dg ? h->digest_len : 0);
    read_padded(fi, dg, dlen);
    if (kind == 0) {
        const uint8_t *s = fuzz_bytes(fi, fi->n, &len);
        (void)pkcs1_check(v, hi, dg, dlen, s, len);
        return;
    }
    memset(sig, 0x5a, sizeof sig);
    rc = cairn_rsa_pkcs1_sign_digest(&keys[ki].sk, h, dg, dlen, sig, sizeof sig, &sl, NULL, NULL);
    if (!di_has[hi] || dlen != h->digest_len) {
        FUZZ_CHECK(rc == (di_has[hi] ? CAIRN_ERR_BAD_LENGTH : CAIRN_ERR_UNSUPPORTED) && sl == 0 && fuzz_all_zero(sig, k),
                   "signing refused, the signature zeroed");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && sl == k, "signing");
    FUZZ_CHECK(pub_op(v, em, sig) && pkcs1_em(want, k, hi, dg, dlen) && memcmp(em, want, k) == 0,
               "cairn's signature is EMSA-PKCS1-v1_5 of the digest");
    FUZZ_CHECK(pkcs1_check(v, hi, dg, dlen, sig, k) == CAIRN_OK, "cairn's signature verifies");
    if (kind == 1) {
        len = fuzz_cut_edit(fi, sig, k);
        (void)pkcs1_check(v, hi, dg, dlen, sig, len);
        return;
    }
    (void)fuzz_u8(fi); /* flags: none here */
    fuzz_edit(fi, em, k);
    if (priv_op(ki, sig, em))
        (void)pkcs1_check(v, hi, dg, dlen, sig, k);
}

/* -------------------------------------------------------------------- PSS */

typedef struct {
    const cairn_hash *h, *mgf1; /* the parameters (mgf1 NULL: the message hash) */
    const cairn_hash *mask;     /* the mask's hash: MGF1's, or the SHAKE itself */
    size_t hi, mi;              /* their indexes (mi: the mask's) */
    int xof;                    /* RFC 8702 */
    int valid;                  /* rsa.h takes the hashes */
    size_t hl, em_bits, em_len;
    size_t top;                 /* the bits of EM's first byte above emBits */
} pss_cfg;

static void pss_init(pss_cfg *c, size_t hi, unsigned mb, size_t bits)
{
    c->hi = hi;
    c->h = cairn_hash_at(hi);
    c->mi = mb == 0 ? hi : (mb - 1) % nh;
    c->mgf1 = mb == 0 ? NULL : cairn_hash_at(c->mi);
    c->hl = shake_len(c->h);
    c->xof = c->hl != 0;
    if (c->xof) {
        c->valid = c->mgf1 == NULL || c->mgf1 == c->h;
        c->mask = c->h;
        c->mi = hi;
    } else {
        c->hl = c->h->digest_len;
        c->mask = cairn_hash_at(c->mi);
        c->valid = !is_xof(c->h) && !is_xof(c->mask);
    }
    c->em_bits = bits - 1;
    c->em_len = (c->em_bits + 7) / 8;
    c->top = 8 * c->em_len - c->em_bits;
}

/* The salt length a setting names (_AUTO kept); *none when no signature can
 * verify with it (the hash or the salt too long for the modulus). */
static size_t pss_salt(const pss_cfg *c, size_t s, int *none)
{
    size_t max = c->em_len >= c->hl + 2 ? c->em_len - c->hl - 2 : 0;
    if (s == CAIRN_RSA_PSS_SALT_DIGEST)
        s = c->hl;
    else if (s == CAIRN_RSA_PSS_SALT_MAX)
        s = max;
    *none = c->em_len < c->hl + 2 || (s != CAIRN_RSA_PSS_SALT_AUTO && s > max);
    return s;
}

/* EMSA-PSS-VERIFY (RFC 8017 9.1.2) of em[0..k) for mhash, the salt of
 * length salt (_AUTO: any); the salt found in *sp, *sn. The callers make
 * sure emLen >= hLen + 2. */
static int ref_pss(const pss_cfg *c, size_t k, const uint8_t *em, const uint8_t *mhash, size_t salt,
                   const uint8_t **sp, size_t *sn)
{
    static const uint8_t zeros[8] = {0};
    static uint8_t db[MAXB];
    uint8_t h2[CAIRN_HASH_MAX_DIGEST_LEN];
    size_t off = k - c->em_len, dblen = c->em_len - c->hl - 1, i, n;
    const uint8_t *h = em + off + dblen;
    if ((off != 0 && em[0] != 0) || em[k - 1] != 0xbc || (em[off] >> (8 - c->top)) != 0)
        return 0;
    memcpy(db, em + off, dblen);
    mgf_xor(c->mask, c->xof, db, dblen, h, c->hl);
    db[0] &= (uint8_t)(0xff >> c->top);
    for (i = 0; i < dblen && db[i] == 0; i++)
        ;
    if (i == dblen || db[i] != 1)
        return 0;
    n = dblen - i - 1;
    if (salt != CAIRN_RSA_PSS_SALT_AUTO && n != salt)
        return 0;
    hash3(c->h, h2, c->hl, zeros, 8, mhash, c->hl, db + i + 1, n);
    if (sp != NULL) {
        *sp = db + i + 1;
        *sn = n;
    }
    return memcmp(h2, h, c->hl) == 0;
}

/* cairn_rsa_pss_verify_digest on v with the salt setting s: the
 * reference's verdict, OpenSSL's; returns the status. */
static int pss_check(const vkey *v, const pss_cfg *c, size_t s, const uint8_t *dg, size_t dlen, const uint8_t *sig,
                     size_t siglen)
{
    cairn_rsa_pss_params p;
    uint8_t em[MAXB];
    size_t salt;
    int rc, none, ok;

    p.hash = c->h;
    p.mgf1_hash = c->mgf1;
    p.salt_len = s;
    rc = cairn_rsa_pss_verify_digest(v->pk, &p, dg, dlen, sig, siglen);
    if (!c->valid) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_ARG || rc == CAIRN_ERR_UNSUPPORTED, "PSS hashes rsa.h does not take refused");
        return rc;
    }
    salt = pss_salt(c, s, &none);
    if (dlen != c->hl) {
        /* BAD_LENGTH (rsa.h, the _digest forms); parameters no signature can
         * verify with (a salt or hash too long for the modulus) are found
         * first, with BAD_SIGNATURE (rsa.h's PSS verification): either */
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH || (none && rc == CAIRN_ERR_BAD_SIGNATURE),
                   "a digest of the wrong length refused");
        return rc;
    }
    ok = !none && siglen == v->k && pub_op(v, em, sig) && ref_pss(c, v->k, em, dg, salt, NULL, NULL);
    FUZZ_CHECK(rc == (ok ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE), "the verdict is EMSA-PSS-VERIFY's");
#ifdef CAIRN_FUZZ_OPENSSL
    /* OpenSSL reads a shorter signature as a number (leading zeros
     * stripped); rsa.h refuses any length but k (BAD_SIGNATURE) */
    if (v->o != NULL && !c->xof && o_pss[c->hi] && o_pmgf[c->mi] && siglen == v->k)
        FUZZ_CHECK(ossl_verify(v->o, fuzz_ossl_md(c->h), 1, fuzz_ossl_md(c->mask), ossl_salt(s), dg, dlen, sig,
                               siglen) == ok,
                   "the PSS verdict is OpenSSL's");
#endif
    return rc;
}

static void op_pss(fuzz_in *fi, unsigned mode, size_t ki)
{
    const vkey *v = &keys[ki].v;
    size_t hi = fuzz_u8(fi) % nh, k = v->k, dlen, sl = 99, len, ss, vs, s, sn = 0, got;
    unsigned mb = fuzz_u8(fi), kind = (mode >> 3) & 3;
    uint8_t dg[80], sig[KB], em[KB], salt[KB];
    const uint8_t *sp = NULL;
    cairn_rsa_pss_params p;
    pss_cfg c;
    frng r, r0;
    int rc, none;

    ss = salt_setting(fi);
    vs = salt_setting(fi);
    pss_init(&c, hi, mb, v->bits);
    dlen = (mode & 0x80) ? fuzz_u8(fi) % 80 : (c.hl <= sizeof dg ? c.hl : 0);
    read_padded(fi, dg, dlen);
    if (kind == 0) {
        const uint8_t *in = fuzz_bytes(fi, fi->n, &len);
        (void)pss_check(v, &c, vs, dg, dlen, in, len);
        return;
    }
    /* cairn's signature with the signing salt setting, the salt from the input */
    s = pss_salt(&c, ss, &none);
    r.p = fuzz_bytes(fi, c.valid && !none && ss != CAIRN_RSA_PSS_SALT_AUTO ? s : 0, &got);
    r.n = got;
    r.x = 0x73616c74;
    r0 = r;
    p.hash = c.h;
    p.mgf1_hash = c.mgf1;
    p.salt_len = ss;
    memset(sig, 0x5a, sizeof sig);
    rc = cairn_rsa_pss_sign_digest(&keys[ki].sk, &p, dg, dlen, sig, sizeof sig, &sl, frng_fn, &r);
    if (!c.valid || ss == CAIRN_RSA_PSS_SALT_AUTO || none || dlen != c.hl) {
        if (!c.valid)
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_ARG || rc == CAIRN_ERR_UNSUPPORTED, "PSS hashes rsa.h does not take");
        else
            FUZZ_CHECK(rc == (ss == CAIRN_RSA_PSS_SALT_AUTO ? CAIRN_ERR_BAD_ARG : CAIRN_ERR_BAD_LENGTH),
                       "_AUTO for signing, a salt too long, a digest of the wrong length refused");
        FUZZ_CHECK(sl == 0 && fuzz_all_zero(sig, k), "the signature zeroed");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && sl == k, "signing");
    FUZZ_CHECK(frng_fn(&r0, salt, s) == CAIRN_OK, "salt");
    FUZZ_CHECK(pub_op(v, em, sig) && ref_pss(&c, k, em, dg, s, &sp, &sn) && sn == s && memcmp(sp, salt, s) == 0,
               "cairn's signature is EMSA-PSS of the digest with the salt given");
    FUZZ_CHECK(pss_check(v, &c, s, dg, dlen, sig, k) == CAIRN_OK, "cairn's signature verifies with its salt length");
    if (kind == 1) {
        len = fuzz_cut_edit(fi, sig, k);
        (void)pss_check(v, &c, vs, dg, dlen, sig, len);
        return;
    }
    if (kind == 2) {
        /* EM with DB unmasked: edited, H recomputed from the edited DB's salt (flags bit 0), masked again */
        size_t off = k - c.em_len, dblen = c.em_len - c.hl - 1, i;
        uint8_t *db = em + off, *h = db + dblen, first;
        unsigned flags = fuzz_u8(fi);
        mgf_xor(c.mask, c.xof, db, dblen, h, c.hl);
        fuzz_edit(fi, em, k);
        first = (uint8_t)(db[0] & (0xff >> c.top));
        for (i = 0; i < dblen && (i == 0 ? first : db[i]) == 0; i++)
            ;
        if ((flags & 1) && i < dblen && (i == 0 ? first : db[i]) == 1) {
            static const uint8_t zeros[8] = {0};
            hash3(c.h, h, c.hl, zeros, 8, dg, c.hl, db + i + 1, dblen - i - 1);
        }
        mgf_xor(c.mask, c.xof, db, dblen, h, c.hl);
        db[0] &= (uint8_t)(0xff >> c.top);
    } else {
        (void)fuzz_u8(fi); /* flags: none here */
        fuzz_edit(fi, em, k);
    }
    if (priv_op(ki, sig, em))
        (void)pss_check(v, &c, vs, dg, dlen, sig, k);
}

/* -------------------------------------------------------------- decryption */

/* The output capacity: mode bit 7 takes it from a byte (its bit 7: below the
 * largest plaintext max, else up to 15 above), otherwise max. */
static size_t cap_of(unsigned mode, fuzz_in *fi, size_t max)
{
    unsigned b;
    if (!(mode & 0x80))
        return max;
    b = fuzz_u8(fi);
    if ((b & 0x80) && max > 0)
        return max - 1 - (b & 0x7f) % max;
    return max + (b & 15);
}

/* A failed decryption's output: length 0, zero as far as it is written. */
static int wiped(const uint8_t *out, size_t outlen, size_t cap, size_t k)
{
    return outlen == 0 && fuzz_all_zero(out, cap < k ? cap : k);
}

typedef struct {
    const cairn_hash *h, *mgf1, *mask;
    size_t hi, mi;
    int valid;
    size_t hl, max;
    const uint8_t *label;
    size_t llen;
    uint8_t lhash[CAIRN_HASH_MAX_DIGEST_LEN];
} oaep_cfg;

/* EME-OAEP decoding (RFC 8017 7.1.2 step 3) of em[0..k): 1 with the message. */
static int ref_oaep(const oaep_cfg *c, size_t k, const uint8_t *em, uint8_t *msg, size_t *mlen)
{
    uint8_t seed[CAIRN_HASH_MAX_DIGEST_LEN], db[KB];
    size_t dblen = k - c->hl - 1, i;
    memcpy(seed, em + 1, c->hl);
    memcpy(db, em + 1 + c->hl, dblen);
    mgf_xor(c->mask, 0, seed, c->hl, db, dblen);
    mgf_xor(c->mask, 0, db, dblen, seed, c->hl);
    if (em[0] != 0 || memcmp(db, c->lhash, c->hl) != 0)
        return 0;
    for (i = c->hl; i < dblen && db[i] == 0; i++)
        ;
    if (i == dblen || db[i] != 1)
        return 0;
    *mlen = dblen - i - 1;
    memcpy(msg, db + i + 1, *mlen);
    return 1;
}

/* cairn_rsa_oaep_decrypt of in[0..inlen) with capacity cap (em: its raw
 * decryption when known): the reference's result, OpenSSL's; 1 when it
 * decrypted (to out[0..*ol)). */
static int oaep_check(size_t ki, const oaep_cfg *c, size_t cap, const uint8_t *in, size_t inlen, const uint8_t *em,
                      uint8_t *out, size_t *ol)
{
    cairn_rsa_oaep_params p;
    size_t k = keys[ki].v.k, mlen = 0;
    uint8_t dem[KB], msg[KB];
    int rc, good;

    p.hash = c->h;
    p.mgf1_hash = c->mgf1;
    p.label = c->label;
    p.label_len = c->llen;
    memset(out, 0xa5, OUTB);
    *ol = 99;
    rc = cairn_rsa_oaep_decrypt(&keys[ki].sk, &p, out, cap, ol, in, inlen, NULL, NULL);
    FUZZ_CHECK(all_byte(out + cap, OUTB - cap, 0xa5), "nothing written past cap");
    if (!c->valid) {
        FUZZ_CHECK((rc == CAIRN_ERR_BAD_ARG || rc == CAIRN_ERR_UNSUPPORTED) && wiped(out, *ol, cap, k),
                   "OAEP hashes rsa.h does not take refused, the output zeroed");
        return 0;
    }
    /* OpenSSL is not asked about a ciphertext shorter than k: it reads it as
     * a number (rsa.h: inlen must be k) */
    if (cap < c->max || inlen != k || k < 2 * c->hl + 2) {
        FUZZ_CHECK(rc == (cap < c->max ? CAIRN_ERR_BUFFER_TOO_SMALL : CAIRN_ERR_BAD_LENGTH) &&
                       wiped(out, *ol, cap, k),
                   "a buffer below the largest plaintext (first), a ciphertext not of k bytes or a hash too long "
                   "refused, the output zeroed");
        return 0;
    }
    if (em == NULL && priv_op(ki, dem, in))
        em = dem;
    good = em != NULL && ref_oaep(c, k, em, msg, &mlen);
    if (good)
        FUZZ_CHECK(rc == CAIRN_OK && *ol == mlen && memcmp(out, msg, mlen) == 0, "the message EME-OAEP decodes");
    else
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_PADDING && wiped(out, *ol, cap, k), "BAD_PADDING, the output zeroed");
#ifdef CAIRN_FUZZ_OPENSSL
    if (o_oaep[c->hi] && o_omgf[c->mi]) {
        uint8_t oo[OUTB];
        size_t oolen = 0;
        int r = ossl_decrypt(keys[ki].v.o, 1, fuzz_ossl_md(c->h), fuzz_ossl_md(c->mask), c->label, c->llen, 0, in,
                             inlen, oo, &oolen);
        FUZZ_CHECK(r == good && (!good || (oolen == mlen && memcmp(oo, msg, mlen) == 0)),
                   "the OAEP result is OpenSSL's");
    }
#endif
    return good;
}

static void op_oaep(fuzz_in *fi, unsigned mode, size_t ki)
{
    const vkey *v = &keys[ki].v;
    size_t k = v->k, cap, len, mlen, cl = 99, ol, got, dblen;
    unsigned mb, kind = (mode >> 3) & 3;
    uint8_t ct[KB], em[KB], emu[KB], out[OUTB], seed[CAIRN_HASH_MAX_DIGEST_LEN];
    const uint8_t *msg;
    cairn_rsa_oaep_params p;
    oaep_cfg c;
    frng r, r0;
    int rc;

    c.hi = fuzz_u8(fi) % nh;
    mb = fuzz_u8(fi);
    c.h = cairn_hash_at(c.hi);
    c.mi = mb == 0 ? c.hi : (mb - 1) % nh;
    c.mgf1 = mb == 0 ? NULL : cairn_hash_at(c.mi);
    c.mask = cairn_hash_at(c.mi);
    c.valid = !is_xof(c.h) && !is_xof(c.mask);
    c.hl = c.h->digest_len;
    c.max = c.valid && k >= 2 * c.hl + 2 ? k - 2 * c.hl - 2 : 0;
    cap = cap_of(mode, fi, c.max);
    c.label = fuzz_bytes(fi, fuzz_u8(fi), &c.llen);
    if (c.valid)
        hash3(c.h, c.lhash, c.hl, c.label, c.llen, NULL, 0, NULL, 0);
    if (kind == 0) {
        const uint8_t *in = fuzz_bytes(fi, fi->n, &len);
        (void)oaep_check(ki, &c, cap, in, len, NULL, out, &ol);
        return;
    }
    /* cairn's ciphertext of the input's message, the seed from the input */
    msg = fuzz_bytes(fi, fuzz_u8(fi) % (c.max + 2), &mlen);
    r.p = fuzz_bytes(fi, c.valid ? c.hl : 0, &got);
    r.n = got;
    r.x = 0x73656564;
    r0 = r;
    p.hash = c.h;
    p.mgf1_hash = c.mgf1;
    p.label = c.label;
    p.label_len = c.llen;
    memset(ct, 0x5a, sizeof ct);
    rc = cairn_rsa_oaep_encrypt(&keys[ki].pk, &p, ct, sizeof ct, &cl, msg, mlen, frng_fn, &r);
    if (!c.valid || k < 2 * c.hl + 2 || mlen > c.max) {
        FUZZ_CHECK((c.valid ? rc == CAIRN_ERR_BAD_LENGTH : rc == CAIRN_ERR_BAD_ARG || rc == CAIRN_ERR_UNSUPPORTED) &&
                       cl == 0 && fuzz_all_zero(ct, k),
                   "encryption refused, the output zeroed");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && cl == k, "encryption");
    /* EM unmasked (in emu): 00 || seed || lHash 00.. 01 M */
    FUZZ_CHECK(frng_fn(&r0, seed, c.hl) == CAIRN_OK && priv_op(ki, em, ct), "raw decryption");
    dblen = k - c.hl - 1;
    memcpy(emu, em, k);
    mgf_xor(c.mask, 0, emu + 1, c.hl, emu + 1 + c.hl, dblen);
    mgf_xor(c.mask, 0, emu + 1 + c.hl, dblen, emu + 1, c.hl);
    FUZZ_CHECK(emu[0] == 0 && memcmp(emu + 1, seed, c.hl) == 0 && memcmp(emu + 1 + c.hl, c.lhash, c.hl) == 0 &&
                   fuzz_all_zero(emu + 1 + 2 * c.hl, dblen - c.hl - mlen - 1) && emu[k - mlen - 1] == 1 &&
                   memcmp(emu + k - mlen, msg, mlen) == 0,
               "cairn's ciphertext is EME-OAEP of the message with the seed and label given");
    FUZZ_CHECK(oaep_check(ki, &c, c.max, ct, k, NULL, out, &ol) && ol == mlen && memcmp(out, msg, mlen) == 0,
               "cairn's ciphertext decrypts to the message");
    if (kind == 1) {
        len = fuzz_cut_edit(fi, ct, k);
        (void)oaep_check(ki, &c, cap, ct, len, NULL, out, &ol);
        return;
    }
    (void)fuzz_u8(fi); /* flags: none here */
    if (kind == 2) {
        /* Y || seed || DB edited, then masked */
        fuzz_edit(fi, emu, k);
        mgf_xor(c.mask, 0, emu + 1 + c.hl, dblen, emu + 1, c.hl);
        mgf_xor(c.mask, 0, emu + 1, c.hl, emu + 1 + c.hl, dblen);
        memcpy(em, emu, k);
    } else {
        fuzz_edit(fi, em, k);
    }
    if (pub_op(v, ct, em))
        (void)oaep_check(ki, &c, cap, ct, k, em, out, &ol);
}

/* EME-PKCS1-v1_5 decoding: 1 with the message's offset when em[0..k) is
 * 00 02 PS 00 M, PS at least 8 non-zero bytes. */
static int ref_pkcs1(const uint8_t *em, size_t k, size_t *off)
{
    size_t i;
    if (em[0] != 0 || em[1] != 2)
        return 0;
    for (i = 2; i < k && em[i] != 0; i++)
        ;
    if (i == k || i < 10)
        return 0;
    *off = i + 1;
    return 1;
}

/* cairn_rsa_pkcs1_decrypt and cairn_rsa_pkcs1_decrypt_implicit of
 * in[0..inlen) with capacity cap (em: its raw decryption when known): the
 * reference's result, OpenSSL's, implicit rejection's rules; 1 when it
 * decrypted (to out[0..*ol)). */
static int pkcs1_dec_check(size_t ki, size_t cap, const uint8_t *in, size_t inlen, const uint8_t *em, uint8_t *out,
                           size_t *ol, uint64_t seed)
{
    size_t k = keys[ki].v.k, max = k - 11, off = 0, il = 99, il2 = 99;
    uint8_t dem[KB], im[OUTB], im2[OUTB];
    frng r = {NULL, 0, 0};
    int rc, ri, ri2, good, below = 0;

    r.x = seed;
    memset(out, 0xa5, OUTB);
    memset(im, 0xa5, OUTB);
    memset(im2, 0xa5, OUTB);
    *ol = 99;
    rc = cairn_rsa_pkcs1_decrypt(&keys[ki].sk, out, cap, ol, in, inlen, NULL, NULL);
    ri = cairn_rsa_pkcs1_decrypt_implicit(&keys[ki].sk, im, cap, &il, in, inlen, NULL, NULL);
    ri2 = cairn_rsa_pkcs1_decrypt_implicit(&keys[ki].sk, im2, cap, &il2, in, inlen, frng_fn, &r);
    FUZZ_CHECK(all_byte(out + cap, OUTB - cap, 0xa5) && all_byte(im + cap, OUTB - cap, 0xa5) &&
                   all_byte(im2 + cap, OUTB - cap, 0xa5),
               "nothing written past cap");
    /* OpenSSL is not asked about a ciphertext shorter than k: it reads it as
     * a number (rsa.h: inlen must be k) */
    if (cap < max || inlen != k) {
        int want = cap < max ? CAIRN_ERR_BUFFER_TOO_SMALL : CAIRN_ERR_BAD_LENGTH;
        FUZZ_CHECK(rc == want && ri == want && ri2 == want && wiped(out, *ol, cap, k) && wiped(im, il, cap, k) &&
                       wiped(im2, il2, cap, k),
                   "a buffer below the largest plaintext (first) or a ciphertext not of k bytes refused, the output "
                   "zeroed (both decryptions)");
        return 0;
    }
    if (em == NULL && priv_op(ki, dem, in))
        em = dem;
    below = em != NULL;
    good = below && ref_pkcs1(em, k, &off);
    if (good)
        FUZZ_CHECK(rc == CAIRN_OK && *ol == k - off && memcmp(out, em + off, *ol) == 0,
                   "the message EME-PKCS1-v1_5 decodes");
    else
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_PADDING && wiped(out, *ol, cap, k), "BAD_PADDING, the output zeroed");
    /* implicit rejection: OK for any ciphertext of k bytes, the message when
     * the padding is good, else a message of at most k - 11 bytes that only
     * the key and the ciphertext make (not the blinding) */
    FUZZ_CHECK(ri == CAIRN_OK && ri2 == CAIRN_OK && il <= max && il2 == il && memcmp(im, im2, il) == 0,
               "implicit rejection: OK, deterministic, at most k - 11 bytes");
    if (good)
        FUZZ_CHECK(il == *ol && memcmp(im, out, il) == 0, "implicit rejection: the message of a good padding");
#ifdef CAIRN_FUZZ_OPENSSL
    {
        uint8_t oo[OUTB];
        size_t oolen = 0;
        int r1 = ossl_decrypt(keys[ki].v.o, 0, NULL, NULL, NULL, 0, 0, in, inlen, oo, &oolen);
        FUZZ_CHECK(r1 == good && (!good || (oolen == *ol && memcmp(oo, out, oolen) == 0)),
                   "the PKCS#1 v1.5 result is OpenSSL's (explicit rejection)");
        /* OpenSSL refuses a ciphertext not below n outright: only one below
         * n has a synthetic message to compare */
        if (o_ir && below) {
            r1 = ossl_decrypt(keys[ki].v.o, 0, NULL, NULL, NULL, 0, 1, in, inlen, oo, &oolen);
            FUZZ_CHECK(r1 == 1 && oolen == il && memcmp(oo, im, il) == 0, "implicit rejection is OpenSSL's");
        }
    }
#endif
    return good;
}

static void op_pkcs1_dec(fuzz_in *fi, unsigned mode, size_t ki)
{
    const vkey *v = &keys[ki].v;
    size_t k = v->k, max = k - 11, cap, len, mlen, cl = 99, ol, i;
    unsigned kind = (mode >> 3) & 3;
    uint8_t ct[KB], em[KB], out[OUTB], sb[8];
    uint64_t seed = 0;
    const uint8_t *msg;
    frng r = {NULL, 0, 0};
    int rc;

    cap = cap_of(mode, fi, max);
    if (kind == 0) {
        const uint8_t *in = fuzz_bytes(fi, fi->n, &len);
        (void)pkcs1_dec_check(ki, cap, in, len, NULL, out, &ol, 0x626c696e64ull);
        return;
    }
    /* cairn's ciphertext of the input's message, the padding from a seed of the input */
    msg = fuzz_bytes(fi, fuzz_u8(fi) % (max + 2), &mlen);
    read_padded(fi, sb, sizeof sb);
    for (i = 0; i < sizeof sb; i++)
        seed = seed << 8 | sb[i];
    r.x = seed;
    memset(ct, 0x5a, sizeof ct);
    rc = cairn_rsa_pkcs1_encrypt(&keys[ki].pk, ct, sizeof ct, &cl, msg, mlen, frng_fn, &r);
    if (mlen > max) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH && cl == 0 && fuzz_all_zero(ct, k),
                   "a message too long refused, the output zeroed");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && cl == k, "encryption");
    FUZZ_CHECK(priv_op(ki, em, ct) && em[0] == 0 && em[1] == 2 && em[k - mlen - 1] == 0 &&
                   memcmp(em + k - mlen, msg, mlen) == 0 && memchr(em + 2, 0, k - mlen - 3) == NULL,
               "cairn's ciphertext is EME-PKCS1-v1_5 of the message");
    FUZZ_CHECK(pkcs1_dec_check(ki, max, ct, k, NULL, out, &ol, seed) && ol == mlen && memcmp(out, msg, mlen) == 0,
               "cairn's ciphertext decrypts to the message");
    if (kind == 1) {
        len = fuzz_cut_edit(fi, ct, k);
        (void)pkcs1_dec_check(ki, cap, ct, len, NULL, out, &ol, seed);
        return;
    }
    (void)fuzz_u8(fi); /* flags: none here */
    fuzz_edit(fi, em, k);
    if (pub_op(v, ct, em))
        (void)pkcs1_dec_check(ki, cap, ct, k, em, out, &ol, seed);
}

/* ------------------------------------------------------ the input's key */

/* p[0..*len) without leading zero bytes */
static const uint8_t *strip(const uint8_t *p, size_t *len)
{
    while (*len > 0 && *p == 0) {
        p++;
        (*len)--;
    }
    return p;
}

static size_t bit_len(const uint8_t *p, size_t len)
{
    size_t bits = 8 * len;
    uint8_t top = len ? p[0] : 0;
    if (len == 0)
        return 0;
    while ((top & 0x80) == 0) {
        top = (uint8_t)(top << 1);
        bits--;
    }
    return bits;
}

static void op_key(fuzz_in *fi, unsigned mode)
{
    static cairn_rsa_public_key pk;
    cairn_rsa_components cc;
    size_t hi = fuzz_u8(fi) % nh, vs, nl, el, ml, sl, bits, ebits, dlen;
    unsigned mb = fuzz_u8(fi);
    const uint8_t *n, *e, *msg, *sig, *ns, *es;
    uint8_t dg[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc, rd, valid, size_ok;
    vkey v;

    vs = salt_setting(fi);
    n = fuzz_bytes(fi, fuzz_u16(fi), &nl);
    e = fuzz_bytes(fi, fuzz_u8(fi), &el);
    msg = fuzz_bytes(fi, fuzz_u16(fi), &ml);
    sig = fuzz_bytes(fi, fi->n, &sl);
    memset(&cc, 0, sizeof cc);
    cc.n = n, cc.n_len = nl, cc.e = e, cc.e_len = el;
    rc = cairn_rsa_public_key_import(&pk, &cc);
    /* the raw import's checks (rsa.h): modulus size, n odd; e odd, >= 3, at most CAIRN_RSA_MAX_E_BITS, below n */
    ns = strip(n, &nl);
    es = strip(e, &el);
    bits = bit_len(ns, nl);
    ebits = bit_len(es, el);
    size_ok = bits >= CAIRN_RSA_MIN_BITS && bits <= CAIRN_RSA_MAX_BITS;
    valid = size_ok && (ns[nl - 1] & 1) && ebits >= 2 && (es[el - 1] & 1) && ebits <= CAIRN_RSA_MAX_E_BITS &&
            (el < nl || (el == nl && memcmp(es, ns, nl) < 0));
    if (!valid) {
        FUZZ_CHECK(rc == CAIRN_ERR_INVALID_KEY || (!size_ok && rc == CAIRN_ERR_BAD_LENGTH),
                   "a key the raw checks refuse: INVALID_KEY, or BAD_LENGTH for the modulus size");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && cairn_rsa_public_key_bits(&pk) == bits && cairn_rsa_public_key_bytes(&pk) == nl,
               "the key imported");
    v.pk = &pk;
    v.n = ns;
    v.k = nl;
    v.bits = bits;
#ifdef CAIRN_FUZZ_OPENSSL
    /* OpenSSL refuses a public exponent above 64 bits with a modulus above
     * 3072 (RSA_R_BAD_E_VALUE); rsa.h takes up to CAIRN_RSA_MAX_E_BITS */
    v.o = NULL;
    if (bits <= 3072 || ebits <= 64) {
        const uint8_t *pv[2];
        size_t len[2];
        pv[0] = ns, pv[1] = es, len[0] = nl, len[1] = el;
        v.o = ossl_key(pv, len, 2);
    }
#endif
    if (mode & 8) {
        pss_cfg c;
        cairn_rsa_pss_params p;
        pss_init(&c, hi, mb, bits);
        p.hash = c.h;
        p.mgf1_hash = c.mgf1;
        p.salt_len = vs;
        dlen = c.hl;
        FUZZ_CHECK(cairn_hash_digest(c.h, dg, dlen, msg, ml) == CAIRN_OK, "digest");
        rc = cairn_rsa_pss_verify(&pk, &p, msg, ml, sig, sl);
        rd = pss_check(&v, &c, vs, dg, dlen, sig, sl);
    } else {
        const cairn_hash *h = cairn_hash_at(hi);
        dlen = h->digest_len;
        FUZZ_CHECK(cairn_hash_digest(h, dg, dlen, msg, ml) == CAIRN_OK, "digest");
        rc = cairn_rsa_pkcs1_verify(&pk, h, msg, ml, sig, sl);
        rd = pkcs1_check(&v, hi, dg, dlen, sig, sl);
    }
    FUZZ_CHECK(rc == rd, "the message form agrees with the digest form");
#ifdef CAIRN_FUZZ_OPENSSL
    {
        /* the digest OpenSSL's verification was given is OpenSSL's too */
        const cairn_hash *h = cairn_hash_at(hi);
        const EVP_MD *md = is_xof(h) ? NULL : fuzz_ossl_md(h);
        uint8_t od[EVP_MAX_MD_SIZE];
        unsigned int odl = 0;
        if (md != NULL)
            FUZZ_CHECK(EVP_Digest(msg, ml, od, &odl, md, NULL) == 1 && odl == dlen && memcmp(od, dg, dlen) == 0,
                       "OpenSSL's digest of the message");
    }
    EVP_PKEY_free(v.o);
#endif
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int ready;
    fuzz_in fi;
    unsigned mode, op;
    size_t ki;

    /* a build for keys below 1042 bits has none of the built-in ones */
    if (size < 1 || CAIRN_RSA_MAX_BITS < 1042)
        return 0;
    if (!ready) {
        setup();
        ready = 1;
    }
    mode = data[0];
    op = (mode & 7u) % 5u;
    ki = ((mode >> 5) & 3u) % NKEY;
    fi.p = data + 1;
    fi.n = size - 1;
    switch (op) {
    case 0:
        op_pkcs1_sig(&fi, mode, ki);
        break;
    case 1:
        op_pss(&fi, mode, ki);
        break;
    case 2:
        op_oaep(&fi, mode, ki);
        break;
    case 3:
        op_pkcs1_dec(&fi, mode, ki);
        break;
    default:
        op_key(&fi, mode);
        break;
    }
    return 0;
}
