/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA paddings and the signature and encryption functions of cairn/rsa.h
 * (RFC 8017): EMSA-PKCS1-v1_5 with the hash's DigestInfo, EMSA-PSS with MGF1
 * or, for the SHAKE message hashes, the SHAKE itself as mask (RFC 8702),
 * EME-OAEP, EME-PKCS1-v1_5, and PKCS#1 v1.5 decryption with implicit
 * rejection (draft-irtf-cfrg-rsa-guidance, the algorithm OpenSSL 3.2 runs).
 *
 * Constant time. Encoding and signature verification handle values that are
 * public or whose handling does not depend on their value. Decryption is
 * different: the private operation's output is secret, and so is whether its
 * padding is right. Every check on it is a mask, the separator is found by a
 * scan of the whole block, the message is moved to the start of the buffer
 * by shifts whose pattern depends on the public length only (one pass per
 * bit of the shift, every byte read and written), and the status and the
 * length are selected from the masks at the end. Nothing branches on, or
 * indexes memory by, a byte of the decrypted block.
 */
#include "cairn/rsa.h"

#if CAIRN_ENABLE_RSA

#include <string.h>

#include "cairn/mac.h"
#include "core/internal.h"
#include "pk/rsa_internal.h"

#define K_MAX CAIRN_RSA_MAX_BYTES

/* ---------------------------------------------------------------- hashes */

/* DigestInfo prefixes, DER of DigestInfo up to the OCTET STRING header of
 * the digest (RFC 8017 9.2 note 1 for MD5, SHA-1 and SHA-2; the SHA-3 OIDs
 * of NIST's registry and SM3's OID 1.2.156.10197.1.401 written the same way,
 * with NULL parameters, which is what OpenSSL and the Wycheproof vectors use). */
typedef struct {
    const char *name;
    size_t dlen;
    size_t plen;
    uint8_t prefix[19];
} digest_info;

/* clang-format off */
#define NIST_HASH_PREFIX(arc, dlen)                                                                                \
    {0x30, (uint8_t)(0x11 + (dlen)), 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, (arc), \
     0x05, 0x00, 0x04, (uint8_t)(dlen)}

static const digest_info digest_infos[] = {
    {"MD5", 16, 18,
     {0x30, 0x20, 0x30, 0x0c, 0x06, 0x08, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05, 0x05, 0x00, 0x04, 0x10}},
    {"SHA-1", 20, 15, {0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14}},
    {"SHA-224", 28, 19, NIST_HASH_PREFIX(0x04, 28)},
    {"SHA-256", 32, 19, NIST_HASH_PREFIX(0x01, 32)},
    {"SHA-384", 48, 19, NIST_HASH_PREFIX(0x02, 48)},
    {"SHA-512", 64, 19, NIST_HASH_PREFIX(0x03, 64)},
    {"SHA-512/224", 28, 19, NIST_HASH_PREFIX(0x05, 28)},
    {"SHA-512/256", 32, 19, NIST_HASH_PREFIX(0x06, 32)},
    {"SHA3-224", 28, 19, NIST_HASH_PREFIX(0x07, 28)},
    {"SHA3-256", 32, 19, NIST_HASH_PREFIX(0x08, 32)},
    {"SHA3-384", 48, 19, NIST_HASH_PREFIX(0x09, 48)},
    {"SHA3-512", 64, 19, NIST_HASH_PREFIX(0x0a, 64)},
    {"SM3", 32, 18,
     {0x30, 0x30, 0x30, 0x0c, 0x06, 0x08, 0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x83, 0x11, 0x05, 0x00, 0x04, 0x20}},
    {NULL, 0, 0, {0}}};
/* clang-format on */

/* The descriptor's name, matched with the library's one rule, so a
 * descriptor bound to another implementation (cairn_hash_bind) is the same
 * hash. */
static int hash_is(const cairn_hash *h, const char *name)
{
    return h != NULL && h->name != NULL && name != NULL && cairn_name_match(h->name, name);
}

static const digest_info *digest_info_of(const cairn_hash *h)
{
    const digest_info *d;
    if ((h->flags & CAIRN_HASH_FLAG_XOF) != 0)
        return NULL;
    for (d = digest_infos; d->name != NULL; d++)
        if (hash_is(h, d->name) && h->digest_len == d->dlen)
            return d;
    return NULL;
}

/* A fixed-output hash the paddings can use (MGF1 and OAEP need one):
 * CAIRN_ERR_UNSUPPORTED for an XOF or an output beyond the library's largest. */
static int fixed_hash_ok(const cairn_hash *h)
{
    if (h == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((h->flags & CAIRN_HASH_FLAG_XOF) != 0 || h->digest_len == 0 || h->digest_len > CAIRN_HASH_MAX_DIGEST_LEN)
        return CAIRN_ERR_UNSUPPORTED;
    return CAIRN_OK;
}

/* The PSS output length of a SHAKE message hash (RFC 8702: 32 bytes for
 * SHAKE128, 64 for SHAKE256), 0 for any other hash. */
static size_t shake_len(const cairn_hash *h)
{
    if ((h->flags & CAIRN_HASH_FLAG_XOF) == 0)
        return 0;
    if (hash_is(h, "SHAKE128"))
        return 32;
    if (hash_is(h, "SHAKE256"))
        return 64;
    return 0;
}

/* out[0..outlen) = hash(a || b || c); a part may be NULL with length 0. */
static int hash3(const cairn_hash *h, uint8_t *out, size_t outlen, const uint8_t *a, size_t alen, const uint8_t *b,
                 size_t blen, const uint8_t *c, size_t clen)
{
    cairn_hash_ctx ctx;
    int rc = cairn_hash_init(&ctx, h);
    if (rc == CAIRN_OK && alen != 0)
        rc = cairn_hash_update(&ctx, a, alen);
    if (rc == CAIRN_OK && blen != 0)
        rc = cairn_hash_update(&ctx, b, blen);
    if (rc == CAIRN_OK && clen != 0)
        rc = cairn_hash_update(&ctx, c, clen);
    if (rc == CAIRN_OK)
        rc = cairn_hash_final(&ctx, out, outlen);
    cairn_hash_wipe(&ctx);
    return rc;
}

/* out[0..len) ^= MGF(seed): MGF1 over mgf (RFC 8017 B.2.1), or, when xof,
 * SHAKE(seed) of len bytes (RFC 8702 2.2). len <= K_MAX. */
static int mgf_xor(const cairn_hash *mgf, int xof, uint8_t *out, size_t len, const uint8_t *seed, size_t seedlen)
{
    uint8_t block[K_MAX > CAIRN_HASH_MAX_DIGEST_LEN ? K_MAX : CAIRN_HASH_MAX_DIGEST_LEN];
    uint8_t ctr[4];
    uint32_t counter = 0;
    size_t pos = 0, i, n;
    int rc = CAIRN_OK;

    if (xof) {
        rc = hash3(mgf, block, len, seed, seedlen, NULL, 0, NULL, 0);
        if (rc == CAIRN_OK)
            for (i = 0; i < len; i++)
                out[i] ^= block[i];
        cairn_wipe(block, len);
        return rc;
    }
    while (pos < len) {
        cairn_store32_be(ctr, counter++);
        rc = hash3(mgf, block, mgf->digest_len, seed, seedlen, ctr, 4, NULL, 0);
        if (rc != CAIRN_OK)
            break;
        n = len - pos < mgf->digest_len ? len - pos : mgf->digest_len;
        for (i = 0; i < n; i++)
            out[pos + i] ^= block[i];
        pos += n;
    }
    cairn_wipe(block, mgf->digest_len);
    return rc;
}

/* ------------------------------------------------------- shared helpers */

/* A status from the caller's rng: its own failure status, CAIRN_ERR_RNG for
 * anything else that is not CAIRN_OK. */
static int rng_status(int rc) { return rc == CAIRN_OK ? CAIRN_OK : (rc < 0 ? rc : CAIRN_ERR_RNG); }

/* Output of a failed call: the buffer (up to the length the function would
 * write) zeroed, the length 0. */
static void fail_out(uint8_t *out, size_t cap, size_t k, size_t *outlen)
{
    if (out != NULL)
        cairn_wipe(out, cap < k ? cap : k);
    if (outlen != NULL)
        *outlen = 0;
}

/* Moves the last len bytes of buf[0..max) to its start: a left shift by
 * max - len, one pass per bit of the shift amount, each pass reading and
 * conditionally writing every byte, so the memory pattern depends on max
 * only. len <= max; both are secret. */
static void ct_shift_to_front(uint8_t *buf, size_t max, uint32_t len)
{
    uint32_t shift = (uint32_t)max - len;
    size_t step, i;
    for (step = 1; step < max; step <<= 1) {
        uint8_t m = (uint8_t)cairn_ct_mask32(cairn_ct_nonzero32(shift & (uint32_t)step));
        for (i = 0; i + step < max; i++)
            buf[i] ^= (uint8_t)(m & (buf[i] ^ buf[i + step]));
    }
}

/* out[0..max) = the first len bytes of buf (good) followed by zeros, or all
 * zeros (not good); good and len are secret. Then out[max..min(cap, k))
 * zeroed too, so a decryption leaves the same span of its output defined
 * (and zero after the message) whatever happened; max, cap and k are public. */
static void ct_copy_out(uint8_t *out, size_t cap, size_t k, const uint8_t *buf, size_t max, uint32_t len, uint32_t good)
{
    size_t i, end = cap < k ? cap : k;
    for (i = 0; i < max; i++) {
        uint8_t m = (uint8_t)cairn_ct_mask32(good & cairn_ct_lt32((uint32_t)i, len));
        out[i] = (uint8_t)(buf[i] & m);
    }
    for (; i < end; i++)
        out[i] = 0;
}

/* -------------------------------------------------------- PKCS#1 v1.5 sig */

/* EM = 00 01 FF..FF 00 DigestInfo H, k bytes (RFC 8017 9.2). */
static int emsa_pkcs1_encode(uint8_t *em, size_t k, const digest_info *di, const uint8_t *digest)
{
    size_t tlen = di->plen + di->dlen;
    if (k < tlen + 11)
        return CAIRN_ERR_BAD_LENGTH;
    em[0] = 0x00;
    em[1] = 0x01;
    memset(em + 2, 0xff, k - tlen - 3);
    em[k - tlen - 1] = 0x00;
    memcpy(em + k - tlen, di->prefix, di->plen);
    memcpy(em + k - di->dlen, digest, di->dlen);
    return CAIRN_OK;
}

/* The checks shared by the PKCS#1 v1.5 signature functions on the key's
 * public part and the hash: the DigestInfo, or the status. */
static int pkcs1_sig_setup(const rsa_pub *pub, const cairn_hash *hash, const digest_info **di)
{
    if (hash == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (pub->pss_restricted)
        return CAIRN_ERR_INVALID_KEY;
    *di = digest_info_of(hash);
    return *di != NULL ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
}

static int pkcs1_sign_any(const cairn_rsa_private_key *key, const cairn_hash *hash, const uint8_t *in, size_t inlen,
                          int prehashed, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    const rsa_priv *priv;
    const digest_info *di = NULL;
    uint8_t em[K_MAX], digest[CAIRN_HASH_MAX_DIGEST_LEN];
    size_t k;
    int rc;

    if (siglen != NULL)
        *siglen = 0;
    if (!CAIRN_BUF_OK(sig, cap) || siglen == NULL || !CAIRN_BUF_OK(in, inlen)) {
        fail_out(sig, cap, cap, NULL);
        return CAIRN_ERR_BAD_ARG;
    }
    rc = cairn_rsa_priv_check(key);
    if (rc != CAIRN_OK) {
        fail_out(sig, cap, cap, NULL);
        return rc;
    }
    priv = cairn_rsa_priv_of(key);
    k = priv->pub.k;
    rc = pkcs1_sig_setup(&priv->pub, hash, &di);
    if (rc == CAIRN_OK && prehashed && inlen != di->dlen)
        rc = CAIRN_ERR_BAD_LENGTH;
    if (rc == CAIRN_OK && k < di->plen + di->dlen + 11)
        rc = CAIRN_ERR_BAD_LENGTH;
    if (rc == CAIRN_OK && cap < k)
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
    if (rc == CAIRN_OK && !prehashed)
        rc = hash3(hash, digest, di->dlen, in, inlen, NULL, 0, NULL, 0);
    if (rc == CAIRN_OK)
        rc = emsa_pkcs1_encode(em, k, di, prehashed ? in : digest);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_priv_op(priv, sig, em, rng, rng_state);
    cairn_wipe(em, sizeof em);
    cairn_wipe(digest, sizeof digest);
    if (rc != CAIRN_OK) {
        fail_out(sig, cap, k, siglen);
        return rc;
    }
    *siglen = k;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_sign(const cairn_rsa_private_key *key, const cairn_hash *hash, const uint8_t *msg, size_t msglen,
                         uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    return pkcs1_sign_any(key, hash, msg, msglen, 0, sig, cap, siglen, rng, rng_state);
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_sign_digest(const cairn_rsa_private_key *key, const cairn_hash *hash, const uint8_t *digest,
                                size_t dlen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                                void *rng_state)
{
    return pkcs1_sign_any(key, hash, digest, dlen, 1, sig, cap, siglen, rng, rng_state);
}

static int pkcs1_verify_any(const cairn_rsa_public_key *key, const cairn_hash *hash, const uint8_t *in, size_t inlen,
                            int prehashed, const uint8_t *sig, size_t siglen)
{
    const rsa_pub *pub;
    const digest_info *di = NULL;
    uint8_t em[K_MAX], want[K_MAX], digest[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;

    if (!CAIRN_BUF_OK(in, inlen) || !CAIRN_BUF_OK(sig, siglen))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK)
        return rc;
    pub = cairn_rsa_pub_of(key);
    rc = pkcs1_sig_setup(pub, hash, &di);
    if (rc != CAIRN_OK)
        return rc;
    if (prehashed && inlen != di->dlen)
        return CAIRN_ERR_BAD_LENGTH;
    if (siglen != pub->k)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (!prehashed) {
        rc = hash3(hash, digest, di->dlen, in, inlen, NULL, 0, NULL, 0);
        if (rc != CAIRN_OK)
            return rc;
        in = digest;
    }
    /* a key too short for this hash has no valid signature */
    if (emsa_pkcs1_encode(want, pub->k, di, in) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (cairn_rsa_pub_op(pub, em, sig) != CAIRN_OK) /* sig >= n */
        return CAIRN_ERR_BAD_SIGNATURE;
    return cairn_ct_memeq(em, want, pub->k) ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_verify(const cairn_rsa_public_key *key, const cairn_hash *hash, const uint8_t *msg, size_t msglen,
                           const uint8_t *sig, size_t siglen)
{
    return pkcs1_verify_any(key, hash, msg, msglen, 0, sig, siglen);
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_verify_digest(const cairn_rsa_public_key *key, const cairn_hash *hash, const uint8_t *digest,
                                  size_t dlen, const uint8_t *sig, size_t siglen)
{
    return pkcs1_verify_any(key, hash, digest, dlen, 1, sig, siglen);
}

/* ------------------------------------------------------------------ PSS */

/* PSS parameters resolved against a key (RFC 8017 9.1): the hash and its
 * output length, the mask's hash (or the SHAKE itself, RFC 8702), emBits and
 * emLen, and the salt length (CAIRN_RSA_PSS_SALT_AUTO kept for verification). */
typedef struct {
    const cairn_hash *hash, *mgf;
    size_t hlen;
    int shake;
    size_t em_bits, em_len;
    size_t salt;
    size_t min_salt; /* a restricted key's minimum, 0 otherwise */
} pss_cfg;

static int pss_setup(pss_cfg *c, const rsa_pub *pub, const cairn_rsa_pss_params *p, int verify)
{
    int rc;
    if (p == NULL || p->hash == NULL)
        return CAIRN_ERR_BAD_ARG;
    c->hash = p->hash;
    c->hlen = shake_len(p->hash);
    c->shake = c->hlen != 0;
    if (c->shake) {
        /* RFC 8702: the mask is the SHAKE of the message hash, no MGF1 */
        if (p->mgf1_hash != NULL && !(shake_len(p->mgf1_hash) == c->hlen && hash_is(p->mgf1_hash, p->hash->name)))
            return CAIRN_ERR_BAD_ARG;
        c->mgf = p->hash;
    } else {
        rc = fixed_hash_ok(p->hash);
        if (rc != CAIRN_OK)
            return rc;
        c->hlen = p->hash->digest_len;
        c->mgf = p->mgf1_hash != NULL ? p->mgf1_hash : p->hash;
        rc = fixed_hash_ok(c->mgf);
        if (rc != CAIRN_OK)
            return rc;
    }
    /* an RSASSA-PSS key (RFC 4055) signs and verifies with its own
     * parameters only: the same hashes, a salt at least its minimum */
    c->min_salt = 0;
    if (pub->pss_restricted) {
        const cairn_hash *kmgf = pub->pss.mgf1_hash != NULL ? pub->pss.mgf1_hash : pub->pss.hash;
        if (pub->pss.hash == NULL || kmgf == NULL || !hash_is(c->hash, pub->pss.hash->name) ||
            !hash_is(c->mgf, kmgf->name))
            return CAIRN_ERR_INVALID_KEY;
        c->min_salt = pub->pss.salt_len == CAIRN_RSA_PSS_SALT_DIGEST ? c->hlen : pub->pss.salt_len;
    }
    c->em_bits = pub->bits - 1;
    c->em_len = (c->em_bits + 7) >> 3;
    if (c->em_len < c->hlen + 2)
        return verify ? CAIRN_ERR_BAD_SIGNATURE : CAIRN_ERR_BAD_LENGTH;
    if (p->salt_len == CAIRN_RSA_PSS_SALT_DIGEST)
        c->salt = c->hlen;
    else if (p->salt_len == CAIRN_RSA_PSS_SALT_MAX)
        c->salt = c->em_len - c->hlen - 2;
    else if (p->salt_len == CAIRN_RSA_PSS_SALT_AUTO) {
        if (!verify)
            return CAIRN_ERR_BAD_ARG;
        c->salt = CAIRN_RSA_PSS_SALT_AUTO;
        return CAIRN_OK;
    } else
        c->salt = p->salt_len;
    if (c->salt > c->em_len - c->hlen - 2)
        return verify ? CAIRN_ERR_BAD_SIGNATURE : CAIRN_ERR_BAD_LENGTH;
    if (c->salt < c->min_salt)
        return CAIRN_ERR_INVALID_KEY;
    return CAIRN_OK;
}

/* H = Hash(00 x 8 || mHash || salt), hlen bytes. */
static int pss_h(const pss_cfg *c, uint8_t *h, const uint8_t *mhash, const uint8_t *salt, size_t saltlen)
{
    static const uint8_t zeros[8] = {0};
    return hash3(c->hash, h, c->hlen, zeros, 8, mhash, c->hlen, salt, saltlen);
}

/* EMSA-PSS-ENCODE (RFC 8017 9.1.1) into em[0..k): emLen bytes at the end,
 * a zero byte before them when emLen = k - 1. */
static int pss_encode(const pss_cfg *c, uint8_t *em, size_t k, const uint8_t *mhash, const uint8_t *salt)
{
    size_t off = k - c->em_len, dblen = c->em_len - c->hlen - 1;
    uint8_t *db = em + off, *h = db + dblen;
    int rc;

    memset(em, 0, k);
    rc = pss_h(c, h, mhash, salt, c->salt);
    if (rc != CAIRN_OK)
        return rc;
    db[dblen - c->salt - 1] = 0x01;
    if (c->salt != 0)
        memcpy(db + dblen - c->salt, salt, c->salt);
    rc = mgf_xor(c->mgf, c->shake, db, dblen, h, c->hlen);
    db[0] &= (uint8_t)(0xffu >> (8 * c->em_len - c->em_bits));
    em[k - 1] = 0xbc;
    return rc;
}

/* EMSA-PSS-VERIFY (RFC 8017 9.1.2) of em[0..k) (the public operation's
 * output, destroyed): CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE. */
static int pss_verify_em(const pss_cfg *c, uint8_t *em, size_t k, const uint8_t *mhash)
{
    size_t off = k - c->em_len, dblen = c->em_len - c->hlen - 1, i, salt;
    uint8_t *db = em + off, *h = db + dblen, top = (uint8_t)(0xffu >> (8 * c->em_len - c->em_bits));
    uint8_t h2[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;

    if ((off != 0 && em[0] != 0) || em[k - 1] != 0xbc || (db[0] & (uint8_t)~top) != 0)
        return CAIRN_ERR_BAD_SIGNATURE;
    rc = mgf_xor(c->mgf, c->shake, db, dblen, h, c->hlen);
    if (rc != CAIRN_OK)
        return rc;
    db[0] &= top;
    for (i = 0; i < dblen && db[i] == 0; i++)
        ;
    if (i == dblen || db[i] != 0x01)
        return CAIRN_ERR_BAD_SIGNATURE;
    salt = dblen - i - 1;
    if (c->salt == CAIRN_RSA_PSS_SALT_AUTO) {
        if (salt < c->min_salt) /* the key's minimum, for a recovered salt */
            return CAIRN_ERR_BAD_SIGNATURE;
    } else if (salt != c->salt)
        return CAIRN_ERR_BAD_SIGNATURE;
    rc = pss_h(c, h2, mhash, db + dblen - salt, salt);
    if (rc != CAIRN_OK)
        return rc;
    return cairn_ct_memeq(h2, h, c->hlen) ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

static int pss_sign_any(const cairn_rsa_private_key *key, const cairn_rsa_pss_params *params, const uint8_t *in,
                        size_t inlen, int prehashed, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                        void *rng_state)
{
    const rsa_priv *priv;
    pss_cfg c;
    uint8_t em[K_MAX], mhash[CAIRN_HASH_MAX_DIGEST_LEN], salt[K_MAX];
    size_t k;
    int rc;

    if (siglen != NULL)
        *siglen = 0;
    if (!CAIRN_BUF_OK(sig, cap) || siglen == NULL || !CAIRN_BUF_OK(in, inlen)) {
        fail_out(sig, cap, cap, NULL);
        return CAIRN_ERR_BAD_ARG;
    }
    rc = cairn_rsa_priv_check(key);
    if (rc != CAIRN_OK) {
        fail_out(sig, cap, cap, NULL);
        return rc;
    }
    priv = cairn_rsa_priv_of(key);
    k = priv->pub.k;
    rc = pss_setup(&c, &priv->pub, params, 0);
    if (rc == CAIRN_OK && c.salt != 0 && rng == NULL)
        rc = CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK && prehashed && inlen != c.hlen)
        rc = CAIRN_ERR_BAD_LENGTH;
    if (rc == CAIRN_OK && cap < k)
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
    if (rc == CAIRN_OK) {
        if (prehashed)
            memcpy(mhash, in, c.hlen);
        else
            rc = hash3(c.hash, mhash, c.hlen, in, inlen, NULL, 0, NULL, 0);
    }
    if (rc == CAIRN_OK && c.salt != 0)
        rc = rng_status(rng(rng_state, salt, c.salt));
    if (rc == CAIRN_OK)
        rc = pss_encode(&c, em, k, mhash, salt);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_priv_op(priv, sig, em, rng, rng_state);
    cairn_wipe(em, sizeof em);
    cairn_wipe(mhash, sizeof mhash);
    cairn_wipe(salt, sizeof salt);
    if (rc != CAIRN_OK) {
        fail_out(sig, cap, k, siglen);
        return rc;
    }
    *siglen = k;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
int cairn_rsa_pss_sign(const cairn_rsa_private_key *key, const cairn_rsa_pss_params *params, const uint8_t *msg,
                       size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    return pss_sign_any(key, params, msg, msglen, 0, sig, cap, siglen, rng, rng_state);
}

/* see cairn/rsa.h */
int cairn_rsa_pss_sign_digest(const cairn_rsa_private_key *key, const cairn_rsa_pss_params *params,
                              const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap, size_t *siglen,
                              cairn_rng_fn rng, void *rng_state)
{
    return pss_sign_any(key, params, digest, dlen, 1, sig, cap, siglen, rng, rng_state);
}

static int pss_verify_any(const cairn_rsa_public_key *key, const cairn_rsa_pss_params *params, const uint8_t *in,
                          size_t inlen, int prehashed, const uint8_t *sig, size_t siglen)
{
    const rsa_pub *pub;
    pss_cfg c;
    uint8_t em[K_MAX], mhash[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;

    if (!CAIRN_BUF_OK(in, inlen) || !CAIRN_BUF_OK(sig, siglen))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK)
        return rc;
    pub = cairn_rsa_pub_of(key);
    rc = pss_setup(&c, pub, params, 1);
    if (rc != CAIRN_OK)
        return rc;
    if (prehashed && inlen != c.hlen)
        return CAIRN_ERR_BAD_LENGTH;
    if (siglen != pub->k)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (prehashed)
        memcpy(mhash, in, c.hlen);
    else {
        rc = hash3(c.hash, mhash, c.hlen, in, inlen, NULL, 0, NULL, 0);
        if (rc != CAIRN_OK)
            return rc;
    }
    if (cairn_rsa_pub_op(pub, em, sig) != CAIRN_OK) /* sig >= n */
        return CAIRN_ERR_BAD_SIGNATURE;
    return pss_verify_em(&c, em, pub->k, mhash);
}

/* see cairn/rsa.h */
int cairn_rsa_pss_verify(const cairn_rsa_public_key *key, const cairn_rsa_pss_params *params, const uint8_t *msg,
                         size_t msglen, const uint8_t *sig, size_t siglen)
{
    return pss_verify_any(key, params, msg, msglen, 0, sig, siglen);
}

/* see cairn/rsa.h */
int cairn_rsa_pss_verify_digest(const cairn_rsa_public_key *key, const cairn_rsa_pss_params *params,
                                const uint8_t *digest, size_t dlen, const uint8_t *sig, size_t siglen)
{
    return pss_verify_any(key, params, digest, dlen, 1, sig, siglen);
}

/* ----------------------------------------------------------------- OAEP */

/* The OAEP parameters' checks: CAIRN_OK with the two hashes, or the status. */
static int oaep_setup(const rsa_pub *pub, const cairn_rsa_oaep_params *p, const cairn_hash **mgf)
{
    int rc;
    if (p == NULL || p->hash == NULL || !CAIRN_BUF_OK(p->label, p->label_len))
        return CAIRN_ERR_BAD_ARG;
    if (pub->pss_restricted)
        return CAIRN_ERR_INVALID_KEY;
    rc = fixed_hash_ok(p->hash);
    if (rc != CAIRN_OK)
        return rc;
    *mgf = p->mgf1_hash != NULL ? p->mgf1_hash : p->hash;
    return fixed_hash_ok(*mgf);
}

/* k - 2 hLen - 2, or 0 when the modulus is too short for the hash. */
static size_t oaep_max(size_t k, size_t hlen) { return k >= 2 * hlen + 2 ? k - 2 * hlen - 2 : 0; }

/* see cairn/rsa.h */
size_t cairn_rsa_oaep_max_plaintext(const cairn_rsa_public_key *key, const cairn_rsa_oaep_params *params)
{
    const rsa_pub *pub = cairn_rsa_pub_of(key);
    const cairn_hash *mgf;
    if (pub == NULL || oaep_setup(pub, params, &mgf) != CAIRN_OK)
        return 0;
    return oaep_max(pub->k, params->hash->digest_len);
}

/* see cairn/rsa.h */
int cairn_rsa_oaep_encrypt(const cairn_rsa_public_key *key, const cairn_rsa_oaep_params *params, uint8_t *out,
                           size_t cap, size_t *outlen, const uint8_t *in, size_t inlen, cairn_rng_fn rng,
                           void *rng_state)
{
    const rsa_pub *pub;
    const cairn_hash *mgf = NULL;
    uint8_t em[K_MAX];
    size_t k, hlen, dblen;
    uint8_t *seed, *db;
    int rc;

    if (outlen != NULL)
        *outlen = 0;
    if (!CAIRN_BUF_OK(out, cap) || outlen == NULL || !CAIRN_BUF_OK(in, inlen) || rng == NULL) {
        fail_out(out, cap, cap, NULL);
        return CAIRN_ERR_BAD_ARG;
    }
    rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, cap, NULL);
        return rc;
    }
    pub = cairn_rsa_pub_of(key);
    k = pub->k;
    rc = oaep_setup(pub, params, &mgf);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, k, NULL);
        return rc;
    }
    hlen = params->hash->digest_len;
    if (k < 2 * hlen + 2 || inlen > oaep_max(k, hlen)) {
        fail_out(out, cap, k, NULL);
        return CAIRN_ERR_BAD_LENGTH;
    }
    if (cap < k) {
        fail_out(out, cap, k, NULL);
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    }
    /* EM = 00 || maskedSeed || maskedDB, DB = lHash || 00.. || 01 || M */
    dblen = k - hlen - 1;
    seed = em + 1;
    db = em + 1 + hlen;
    memset(em, 0, k);
    rc = hash3(params->hash, db, hlen, params->label, params->label_len, NULL, 0, NULL, 0);
    if (rc == CAIRN_OK) {
        db[dblen - inlen - 1] = 0x01;
        if (inlen != 0)
            memcpy(db + dblen - inlen, in, inlen);
        rc = rng_status(rng(rng_state, seed, hlen));
    }
    if (rc == CAIRN_OK)
        rc = mgf_xor(mgf, 0, db, dblen, seed, hlen);
    if (rc == CAIRN_OK)
        rc = mgf_xor(mgf, 0, seed, hlen, db, dblen);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_pub_op(pub, out, em);
    cairn_wipe(em, sizeof em);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, k, NULL);
        return rc;
    }
    *outlen = k;
    return CAIRN_OK;
}

/* The checks every decryption makes before touching the ciphertext (all on
 * public values): the key, the buffers, cap against the largest plaintext,
 * the ciphertext's length. */
static int decrypt_args(const cairn_rsa_private_key *key, const uint8_t *out, size_t cap, const size_t *outlen,
                        const uint8_t *in, size_t inlen)
{
    if (!CAIRN_BUF_OK(out, cap) || outlen == NULL || !CAIRN_BUF_OK(in, inlen))
        return CAIRN_ERR_BAD_ARG;
    return cairn_rsa_priv_check(key);
}

/* The private operation of a decryption: a ciphertext not below n is a
 * decryption failure like any other (the comparison is on public data). */
static int decrypt_op(const rsa_priv *priv, uint8_t *em, const uint8_t *in, cairn_rng_fn rng, void *rng_state)
{
    int rc = cairn_rsa_priv_op(priv, em, in, rng, rng_state);
    return rc == CAIRN_ERR_BAD_ARG ? CAIRN_ERR_BAD_PADDING : rc;
}

/* see cairn/rsa.h */
int cairn_rsa_oaep_decrypt(const cairn_rsa_private_key *key, const cairn_rsa_oaep_params *params, uint8_t *out,
                           size_t cap, size_t *outlen, const uint8_t *in, size_t inlen, cairn_rng_fn rng,
                           void *rng_state)
{
    const rsa_priv *priv;
    const cairn_hash *mgf = NULL;
    uint8_t em[K_MAX], lhash[CAIRN_HASH_MAX_DIGEST_LEN];
    size_t k, hlen, dblen, max, i;
    uint8_t *seed, *db;
    uint32_t good, found, bad, idx, mlen;
    int rc;

    if (outlen != NULL)
        *outlen = 0;
    rc = decrypt_args(key, out, cap, outlen, in, inlen);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, cap, NULL);
        return rc;
    }
    priv = cairn_rsa_priv_of(key);
    k = priv->pub.k;
    rc = oaep_setup(&priv->pub, params, &mgf);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, k, NULL);
        return rc;
    }
    hlen = params->hash->digest_len;
    max = oaep_max(k, hlen);
    if (cap < max) {
        fail_out(out, cap, k, NULL);
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    }
    if (inlen != k || k < 2 * hlen + 2) {
        fail_out(out, cap, k, NULL);
        return CAIRN_ERR_BAD_LENGTH;
    }
    rc = hash3(params->hash, lhash, hlen, params->label, params->label_len, NULL, 0, NULL, 0);
    if (rc == CAIRN_OK)
        rc = decrypt_op(priv, em, in, rng, rng_state);
    dblen = k - hlen - 1;
    seed = em + 1;
    db = em + 1 + hlen;
    if (rc == CAIRN_OK)
        rc = mgf_xor(mgf, 0, seed, hlen, db, dblen);
    if (rc == CAIRN_OK)
        rc = mgf_xor(mgf, 0, db, dblen, seed, hlen);
    if (rc != CAIRN_OK) {
        cairn_wipe(em, sizeof em);
        fail_out(out, cap, k, NULL);
        return rc;
    }
    /* DB = lHash' || 00.. || 01 || M, with Y = 00 before the masked seed */
    good = cairn_ct_iszero32(em[0]) & cairn_ct_memeq(db, lhash, hlen);
    found = 0;
    bad = 0;
    idx = 0;
    for (i = hlen; i < dblen; i++) {
        uint32_t nz = cairn_ct_nonzero32(db[i]);
        uint32_t first = nz & (found ^ 1u);
        idx = cairn_ct_select32(first, (uint32_t)i, idx);
        bad |= first & (cairn_ct_eq32(db[i], 1) ^ 1u);
        found |= nz;
    }
    good &= found & (bad ^ 1u);
    /* the message is the last mlen bytes of the max bytes after the 01 that
     * a message of the largest length would follow */
    mlen = cairn_ct_select32(good, (uint32_t)(dblen - 1) - idx, 0);
    ct_shift_to_front(db + hlen + 1, max, mlen);
    ct_copy_out(out, cap, k, db + hlen + 1, max, mlen, good);
    *outlen = mlen;
    cairn_wipe(em, sizeof em);
    return (int)cairn_ct_select32(good, (uint32_t)CAIRN_OK, (uint32_t)CAIRN_ERR_BAD_PADDING);
}

/* --------------------------------------------------------- PKCS#1 v1.5 enc */

/* see cairn/rsa.h */
size_t cairn_rsa_pkcs1_max_plaintext(const cairn_rsa_public_key *key)
{
    const rsa_pub *pub = cairn_rsa_pub_of(key);
    return pub == NULL || pub->pss_restricted ? 0 : pub->k - 11;
}

/* p[0..n) random and non-zero: each zero byte drawn again (a working rng
 * gives one with probability 1/256, so 64 zeros in a row mean it is broken). */
static int nonzero_random(uint8_t *p, size_t n, cairn_rng_fn rng, void *rng_state)
{
    size_t i;
    int tries, rc = rng_status(rng(rng_state, p, n));
    for (i = 0; rc == CAIRN_OK && i < n; i++)
        for (tries = 0; rc == CAIRN_OK && p[i] == 0; tries++)
            rc = tries < 64 ? rng_status(rng(rng_state, p + i, 1)) : CAIRN_ERR_RNG;
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_encrypt(const cairn_rsa_public_key *key, uint8_t *out, size_t cap, size_t *outlen,
                            const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    const rsa_pub *pub;
    uint8_t em[K_MAX];
    size_t k;
    int rc;

    if (outlen != NULL)
        *outlen = 0;
    if (!CAIRN_BUF_OK(out, cap) || outlen == NULL || !CAIRN_BUF_OK(in, inlen) || rng == NULL) {
        fail_out(out, cap, cap, NULL);
        return CAIRN_ERR_BAD_ARG;
    }
    rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, cap, NULL);
        return rc;
    }
    pub = cairn_rsa_pub_of(key);
    k = pub->k;
    if (pub->pss_restricted)
        rc = CAIRN_ERR_INVALID_KEY;
    else if (inlen > k - 11)
        rc = CAIRN_ERR_BAD_LENGTH;
    else if (cap < k)
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
    if (rc != CAIRN_OK) {
        fail_out(out, cap, k, NULL);
        return rc;
    }
    /* EM = 00 02 PS 00 M, PS at least 8 non-zero random bytes */
    em[0] = 0x00;
    em[1] = 0x02;
    rc = nonzero_random(em + 2, k - inlen - 3, rng, rng_state);
    em[k - inlen - 1] = 0x00;
    if (inlen != 0)
        memcpy(em + k - inlen, in, inlen);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_pub_op(pub, out, em);
    cairn_wipe(em, sizeof em);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, k, NULL);
        return rc;
    }
    *outlen = k;
    return CAIRN_OK;
}

/* EME-PKCS1-v1_5 decoding of em[0..k) (RFC 8017 7.2.2 step 3) without a
 * branch: returns 1 when EM = 00 02 PS 00 M with PS at least 8 bytes, and
 * sets *mlen to M's length (0 when the padding is wrong). */
static uint32_t pkcs1_decode(const uint8_t *em, size_t k, uint32_t *mlen)
{
    uint32_t good = cairn_ct_iszero32(em[0]) & cairn_ct_eq32(em[1], 2), found = 0, idx = 0;
    size_t i;
    for (i = 2; i < k; i++) {
        uint32_t z = cairn_ct_iszero32(em[i]);
        idx = cairn_ct_select32(z & (found ^ 1u), (uint32_t)i, idx);
        found |= z;
    }
    good &= found & cairn_ct_ge32(idx, 10);
    *mlen = cairn_ct_select32(good, (uint32_t)(k - 1) - idx, 0);
    return good;
}

/* The argument checks both PKCS#1 v1.5 decryptions share: *priv is set and
 * CAIRN_OK returned when the key, buffers and ciphertext length are right;
 * otherwise the status, with out cleared as far as it may be written. */
static int pkcs1_decrypt_prologue(const cairn_rsa_private_key *key, uint8_t *out, size_t cap, size_t *outlen,
                                  const uint8_t *in, size_t inlen, const rsa_priv **priv)
{
    size_t k;
    int rc;

    if (outlen != NULL)
        *outlen = 0;
    rc = decrypt_args(key, out, cap, outlen, in, inlen);
    if (rc != CAIRN_OK) {
        fail_out(out, cap, cap, NULL);
        return rc;
    }
    *priv = cairn_rsa_priv_of(key);
    k = (*priv)->pub.k;
    if ((*priv)->pub.pss_restricted)
        rc = CAIRN_ERR_INVALID_KEY;
    else if (cap < k - 11)
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
    else if (inlen != k)
        rc = CAIRN_ERR_BAD_LENGTH;
    if (rc != CAIRN_OK)
        fail_out(out, cap, k, NULL);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_decrypt(const cairn_rsa_private_key *key, uint8_t *out, size_t cap, size_t *outlen,
                            const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    const rsa_priv *priv;
    uint8_t em[K_MAX];
    size_t k;
    uint32_t good, mlen;
    int rc;

    rc = pkcs1_decrypt_prologue(key, out, cap, outlen, in, inlen, &priv);
    if (rc != CAIRN_OK)
        return rc;
    k = priv->pub.k;
    rc = decrypt_op(priv, em, in, rng, rng_state);
    if (rc != CAIRN_OK) {
        cairn_wipe(em, sizeof em);
        fail_out(out, cap, k, NULL);
        return rc;
    }
    good = pkcs1_decode(em, k, &mlen);
    ct_shift_to_front(em + 11, k - 11, mlen);
    ct_copy_out(out, cap, k, em + 11, k - 11, mlen, good);
    *outlen = mlen;
    cairn_wipe(em, sizeof em);
    return (int)cairn_ct_select32(good, (uint32_t)CAIRN_OK, (uint32_t)CAIRN_ERR_BAD_PADDING);
}

/* ---------------------------------------------------- implicit rejection */

/* The draft's PRF: out[0..len) = the concatenation of
 * HMAC-SHA-256(KDK, I2OSP(i, 2) || label || I2OSP(8 len, 2)) for i = 0, 1, ... */
static int ir_prf(uint8_t *out, size_t len, const uint8_t kdk[32], const char *label, size_t label_len)
{
    cairn_hmac_ctx h;
    uint8_t block[32], be[2], bits[2];
    size_t pos, n;
    uint16_t i;
    int rc = cairn_hmac_init(&h, &cairn_hash_sha256, kdk, 32);

    bits[0] = (uint8_t)((len << 3) >> 8);
    bits[1] = (uint8_t)(len << 3);
    for (pos = 0, i = 0; rc == CAIRN_OK && pos < len; pos += n, i++) {
        be[0] = (uint8_t)(i >> 8);
        be[1] = (uint8_t)i;
        rc = cairn_hmac_reset(&h);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, be, 2);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, (const uint8_t *)label, label_len);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, bits, 2);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_final(&h, block, 32);
        n = len - pos < 32 ? len - pos : 32;
        if (rc == CAIRN_OK)
            memcpy(out + pos, block, n);
    }
    cairn_hmac_wipe(&h);
    cairn_wipe(block, sizeof block);
    return rc;
}

/* Candidates for the synthetic length: 128 two-byte values, the last one
 * below the bound wins, so the choice takes the same steps whatever it is. */
#define IR_LEN_CANDIDATES 128

/* The synthetic message of a ciphertext (draft-irtf-cfrg-rsa-guidance,
 * implicit rejection): KDK = HMAC-SHA-256(SHA-256(I2OSP(d, k)), C), the
 * message bytes syn[0..k) = PRF(KDK, "message", k), and its length, the last
 * of the PRF(KDK, "length", 256) candidates (each cut to the bit length of
 * k - 10) below k - 10. The synthetic message is the last *synlen bytes of syn. */
static int ir_synthetic(const rsa_priv *priv, const uint8_t *c, uint8_t *syn, uint32_t *synlen)
{
    size_t k = priv->pub.k, i;
    uint8_t d[K_MAX], dh[32], kdk[32], cand[2 * IR_LEN_CANDIDATES];
    uint32_t max_sep = (uint32_t)k - 10, mask = max_sep, len = 0;
    int rc = cairn_bn_encode(d, k, priv->d, priv->pub.n.n);

    if (rc == CAIRN_OK)
        rc = cairn_hash_digest(&cairn_hash_sha256, dh, 32, d, k);
    if (rc == CAIRN_OK)
        rc = cairn_hmac(&cairn_hash_sha256, kdk, 32, dh, 32, c, k);
    if (rc == CAIRN_OK)
        rc = ir_prf(syn, k, kdk, "message", 7);
    if (rc == CAIRN_OK)
        rc = ir_prf(cand, sizeof cand, kdk, "length", 6);
    mask |= mask >> 1;
    mask |= mask >> 2;
    mask |= mask >> 4;
    mask |= mask >> 8;
    for (i = 0; rc == CAIRN_OK && i < sizeof cand; i += 2) {
        uint32_t v = (((uint32_t)cand[i] << 8) | cand[i + 1]) & mask;
        len = cairn_ct_select32(cairn_ct_lt32(v, max_sep), v, len);
    }
    *synlen = len;
    cairn_wipe(d, sizeof d);
    cairn_wipe(dh, sizeof dh);
    cairn_wipe(kdk, sizeof kdk);
    cairn_wipe(cand, sizeof cand);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_pkcs1_decrypt_implicit(const cairn_rsa_private_key *key, uint8_t *out, size_t cap, size_t *outlen,
                                     const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    const rsa_priv *priv;
    uint8_t em[K_MAX], syn[K_MAX];
    size_t k, i;
    uint32_t good, mlen, synlen, len;
    int rc;

    rc = pkcs1_decrypt_prologue(key, out, cap, outlen, in, inlen, &priv);
    if (rc != CAIRN_OK)
        return rc;
    k = priv->pub.k;
    rc = ir_synthetic(priv, in, syn, &synlen);
    if (rc == CAIRN_OK) {
        rc = cairn_rsa_priv_op(priv, em, in, rng, rng_state);
        /* a ciphertext not below n has no decryption: it gets the synthetic
         * message too (its rejection is as implicit as any other) */
        if (rc == CAIRN_ERR_BAD_ARG) {
            memset(em, 0, k);
            rc = CAIRN_OK;
        }
    }
    if (rc != CAIRN_OK) {
        cairn_wipe(em, sizeof em);
        cairn_wipe(syn, sizeof syn);
        fail_out(out, cap, k, NULL);
        return rc;
    }
    good = pkcs1_decode(em, k, &mlen);
    /* both messages end at byte k: choose the bytes, then the length */
    for (i = 0; i < k; i++)
        em[i] = (uint8_t)cairn_ct_select32(good, em[i], syn[i]);
    len = cairn_ct_select32(good, mlen, synlen);
    ct_shift_to_front(em + 11, k - 11, len);
    ct_copy_out(out, cap, k, em + 11, k - 11, len, 1);
    *outlen = len;
    cairn_wipe(em, sizeof em);
    cairn_wipe(syn, sizeof syn);
    return CAIRN_OK;
}

#endif
