/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDSA (FIPS 186-5) over the Weierstrass engine: deterministic nonces per
 * RFC 6979 section 3.2 (hedged with section 3.6's additional data when the
 * caller gives an rng), signatures as strict DER or P1363.
 *
 * Signing is constant time: the nonce derivation is HMAC over fixed-length
 * inputs, k * G is the engine's constant-time base multiplication, k^-1 the
 * engine's constant-time inversion. The only branches are on whether a
 * candidate nonce is in range and whether r or s is zero: each is an event
 * of probability below 2^-250 that discards the candidate, and says nothing
 * about the nonce finally used. Verification handles public data only.
 */
#include <string.h>

#include "cairn/ec.h"
#include "core/internal.h"
#include "ec/ec_key_internal.h"
#include "ec/ecdsa_internal.h"
#include "enc/der.h"
#include "rng/rfc6979.h"

#if CAIRN_ENABLE_EC

/* Digests the _digest forms take: the longest hash output and then some. */
#define ECDSA_MAX_DIGEST 128
/* Candidates before signing gives up: a candidate is refused with
 * probability below 1/2 on every curve here (below 2^-250 on the NIST
 * curves, about 0.45 on brainpoolP384r1, whose n is 0.55 2^384), so 256
 * refusals in a row (2^-290) are only ever reached by a broken HMAC. */
#define ECDSA_MAX_TRIES 256
/* Bytes of fresh randomness a hedged signature mixes in. */
#define ECDSA_HEDGE_BYTES 32

/* ------------------------------------------------------------- encoding */

/* 1 when a[0..len) is all zeros; constant time. */
static uint32_t is_zero(const uint8_t *a, size_t len)
{
    uint32_t acc = 0;
    size_t i;
    for (i = 0; i < len; i++)
        acc |= a[i];
    return cairn_ct_iszero32(acc);
}

/* The signature codecs the signing and verification cores take: P1363
 * alone (the _p1363 entries, which link no DER code), or both by format. */
typedef int (*sig_enc_fn)(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *rs, uint8_t *sig,
                          size_t cap, size_t *siglen);
typedef int (*sig_dec_fn)(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *sig, size_t siglen,
                          uint8_t *rs);

static int p1363_encode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *rs, uint8_t *sig,
                        size_t cap, size_t *siglen)
{
    size_t b = c->bytes;
    (void)format;
    if (cap < 2 * b)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    memcpy(sig, rs, 2 * b);
    *siglen = 2 * b;
    return CAIRN_OK;
}

static int p1363_decode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *sig, size_t siglen,
                        uint8_t *rs)
{
    size_t b = c->bytes;
    (void)format;
    if (siglen != 2 * b)
        return CAIRN_ERR_BAD_SIGNATURE;
    memcpy(rs, sig, 2 * b);
    return CAIRN_OK;
}

/* see ec_key_internal.h */
int cairn_ec_sig_encode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *rs, uint8_t *sig,
                        size_t cap, size_t *siglen)
{
    size_t b = c->bytes;
    if (format == CAIRN_ECDSA_P1363) {
        return p1363_encode(c, format, rs, sig, cap, siglen);
    } else {
        uint8_t tmp[CAIRN_EC_MAX_SIG_DER];
        cairn_der_writer w;
        size_t mark, len;
        int rc;
        cairn_der_writer_init(&w, tmp, sizeof tmp);
        mark = cairn_der_begin(&w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint(&w, rs, b);
        cairn_der_put_uint(&w, rs + b, b);
        cairn_der_end(&w, mark);
        rc = cairn_der_finish(&w, &len);
        if (rc == CAIRN_OK && len > cap)
            rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        if (rc == CAIRN_OK) {
            memcpy(sig, tmp, len);
            *siglen = len;
        }
        return rc;
    }
}

/* see ec_key_internal.h */
int cairn_ec_sig_decode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *sig, size_t siglen,
                        uint8_t *rs)
{
    size_t b = c->bytes;
    cairn_der d, seq;
    if (format == CAIRN_ECDSA_P1363)
        return p1363_decode(c, format, sig, siglen, rs);
    cairn_der_init(&d, sig, siglen);
    if (cairn_der_sequence(&d, &seq) != CAIRN_OK || cairn_der_done(&d) != CAIRN_OK ||
        cairn_der_uint_fixed(&seq, rs, b) != CAIRN_OK || cairn_der_uint_fixed(&seq, rs + b, b) != CAIRN_OK ||
        cairn_der_done(&seq) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    return CAIRN_OK;
}

/* -------------------------------------------------------------- signing */

/* (r, s) of the digest e (reduced, c->bytes) under d with nonce k. Returns
 * 1 when both are non-zero, 0 otherwise (k is then to be replaced). */
static uint32_t sign_with(const cairn_ec_curve_def *c, const cairn_impl *impl, const uint8_t *d, const uint8_t *e,
                          const uint8_t *k, uint8_t *rs, int *rc)
{
    uint8_t xy[2 * CAIRN_EC_MAX_BYTES], t[CAIRN_EC_MAX_BYTES], kinv[CAIRN_EC_MAX_BYTES];
    size_t b = c->bytes;
    uint32_t ok;
    *rc = cairn_ec_mul_base(c, impl, xy, k);
    cairn_ec_scalar_reduce(c, rs, xy); /* r = x(kG) mod n */
    cairn_ec_scalar_mul(c, t, rs, d);  /* r d */
    cairn_ec_scalar_add(c, t, t, e);   /* e + r d */
    cairn_ec_scalar_inv(c, kinv, k);   /* k^-1 */
    cairn_ec_scalar_mul(c, rs + b, kinv, t);
    ok = (1u ^ is_zero(rs, b)) & (1u ^ is_zero(rs + b, b));
    /* whether the candidate is kept; a kept one's (r, s) is the signature,
     * public once written (its DER encoding branches on leading zeros) */
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (ok)
        CAIRN_DECLASSIFY(rs, 2 * b);
    cairn_wipe(xy, sizeof xy);
    cairn_wipe(t, sizeof t);
    cairn_wipe(kinv, sizeof kinv);
    return *rc == CAIRN_OK ? ok : 0;
}

/* Arguments common to every signing entry: the key, the digest length. */
static int sign_args(const cairn_ec_private_key *key, const uint8_t *digest, size_t dlen, const uint8_t *sig,
                     const size_t *siglen, cairn_ecdsa_format format, const ec_priv **k, const cairn_ec_curve_def **c)
{
    int rc;
    if (sig == NULL || siglen == NULL || digest == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_ECDSA_DER && format != CAIRN_ECDSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if ((*k = cairn_ec_priv_of_d(key, c, &rc)) == NULL)
        return rc;
    if (dlen == 0 || dlen > ECDSA_MAX_DIGEST)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* The whole of signing a digest: nonce, (r, s), encoding. sig is zeroed on
 * failure (cap bytes). */
static int sign_digest_impl(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format,
                            sig_enc_fn enc, const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap,
                            size_t *siglen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    cairn_rfc6979 r;
    uint8_t e[CAIRN_EC_MAX_BYTES], nonce[CAIRN_EC_MAX_BYTES], rs[2 * CAIRN_EC_MAX_BYTES];
    uint8_t extra[ECDSA_HEDGE_BYTES];
    size_t extralen = 0;
    int rc, tries, done = 0;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, digest, dlen, sig, siglen, format, &k, &c)) != CAIRN_OK)
        goto out_args;
    if ((rc = cairn_rfc6979_check_hash(hash)) != CAIRN_OK)
        goto out_args;
    if ((rc = cairn_ec_impl_accept(c, impl)) != CAIRN_OK)
        goto out_args;
    if (format == CAIRN_ECDSA_P1363 && cap < 2 * c->bytes) {
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        goto out_args;
    }
    if (rng != NULL) {
        if (rng(rng_state, extra, sizeof extra) != CAIRN_OK) {
            cairn_wipe(extra, sizeof extra);
            rc = CAIRN_ERR_RNG;
            goto out_args;
        }
        extralen = sizeof extra;
    }
    cairn_ec_scalar_from_digest(c, e, digest, dlen); /* FIPS 186-5's e, RFC 6979's bits2octets(h1) */
    rc = cairn_rfc6979_init(&r, hash, c->nbits, k->d, e, extra, extralen);
    for (tries = 0; rc == CAIRN_OK && !done && tries < ECDSA_MAX_TRIES; tries++) {
        uint32_t valid;
        rc = cairn_rfc6979_next(&r, nonce);
        if (rc != CAIRN_OK)
            break;
        valid = (uint32_t)cairn_ec_scalar_valid(c, nonce);
        CAIRN_DECLASSIFY(&valid, sizeof valid);
        if (valid)
            done = (int)sign_with(c, impl, k->d, e, nonce, rs, &rc);
    }
    if (rc == CAIRN_OK && !done)
        rc = CAIRN_ERR_FAULT;
    if (rc == CAIRN_OK)
        rc = enc(c, format, rs, sig, cap, siglen);
    cairn_rfc6979_wipe(&r);
    cairn_wipe(nonce, sizeof nonce);
    cairn_wipe(extra, sizeof extra);
    cairn_wipe(e, sizeof e);
    cairn_wipe(rs, sizeof rs);
out_args:
    if (rc != CAIRN_OK) {
        if (sig != NULL)
            memset(sig, 0, cap);
        if (siglen != NULL)
            *siglen = 0;
    }
    return rc;
}

/* Hashes msg with hash into dig (hash->digest_len bytes). */
static int hash_msg(const cairn_hash *hash, const uint8_t *msg, size_t msglen, uint8_t *dig)
{
    if (hash == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if (hash->digest_len == 0 || hash->digest_len > CAIRN_HASH_MAX_DIGEST_LEN)
        return CAIRN_ERR_UNSUPPORTED;
    return cairn_hash_digest(hash, dig, hash->digest_len, msg, msglen);
}

/* Hashes msg, then signs the digest. */
static int sign_msg(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format, sig_enc_fn enc,
                    const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                    void *rng_state, const cairn_impl *impl)
{
    uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if (sig == NULL || siglen == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = hash_msg(hash, msg, msglen, dig);
    if (rc == CAIRN_OK)
        rc = sign_digest_impl(key, hash, format, enc, dig, hash->digest_len, sig, cap, siglen, rng, rng_state, impl);
    else
        memset(sig, 0, cap);
    cairn_wipe(dig, sizeof dig);
    return rc;
}

/* see ec_key_internal.h */
int cairn_ecdsa_sign_ex(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format,
                        const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                        void *rng_state, const cairn_impl *impl)
{
    return sign_msg(key, hash, format, cairn_ec_sig_encode, msg, msglen, sig, cap, siglen, rng, rng_state, impl);
}

/* see ec_key_internal.h */
int cairn_ecdsa_sign_p1363_ex(const cairn_ec_private_key *key, const cairn_hash *hash, const uint8_t *msg,
                              size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                              void *rng_state, const cairn_impl *impl)
{
    return sign_msg(key, hash, CAIRN_ECDSA_P1363, p1363_encode, msg, msglen, sig, cap, siglen, rng, rng_state, impl);
}

/* see cairn/ec.h */
int cairn_ecdsa_sign_p1363(const cairn_ec_private_key *key, const cairn_hash *hash, const uint8_t *msg, size_t msglen,
                           uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    return sign_msg(key, hash, CAIRN_ECDSA_P1363, p1363_encode, msg, msglen, sig, cap, siglen, rng, rng_state, NULL);
}

/* see cairn/ec.h */
int cairn_ecdsa_sign(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format,
                     const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                     void *rng_state)
{
    return cairn_ecdsa_sign_ex(key, hash, format, msg, msglen, sig, cap, siglen, rng, rng_state, NULL);
}

/* see cairn/ec.h */
int cairn_ecdsa_sign_digest(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format,
                            const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap, size_t *siglen,
                            cairn_rng_fn rng, void *rng_state)
{
    return sign_digest_impl(key, hash, format, cairn_ec_sig_encode, digest, dlen, sig, cap, siglen, rng, rng_state,
                            NULL);
}

/* see ecdsa_internal.h */
int cairn_ecdsa_sign_digest_k(const cairn_ec_private_key *key, cairn_ecdsa_format format, const uint8_t *digest,
                              size_t dlen, const uint8_t *k, size_t klen, uint8_t *sig, size_t cap, size_t *siglen)
{
    const cairn_ec_curve_def *c;
    const ec_priv *key_in;
    uint8_t e[CAIRN_EC_MAX_BYTES], rs[2 * CAIRN_EC_MAX_BYTES];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, digest, dlen, sig, siglen, format, &key_in, &c)) != CAIRN_OK)
        return rc;
    if (k == NULL || klen != c->bytes || !cairn_ec_scalar_valid(c, k))
        return CAIRN_ERR_BAD_ARG;
    cairn_ec_scalar_from_digest(c, e, digest, dlen);
    if (!sign_with(c, NULL, key_in->d, e, k, rs, &rc))
        rc = rc != CAIRN_OK ? rc : CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK)
        rc = cairn_ec_sig_encode(c, format, rs, sig, cap, siglen);
    if (rc != CAIRN_OK) {
        memset(sig, 0, cap);
        *siglen = 0;
    }
    cairn_wipe(e, sizeof e);
    return rc;
}

/* see ecdsa_internal.h */
int cairn_ecdsa_rfc6979_nonce(const cairn_ec_private_key *key, const cairn_hash *hash, const uint8_t *digest,
                              size_t dlen, const uint8_t *extra, size_t extralen, uint8_t *k)
{
    const cairn_ec_curve_def *c;
    const ec_priv *kp;
    uint8_t e[CAIRN_EC_MAX_BYTES];
    cairn_rfc6979 r;
    int rc, tries;
    if (hash == NULL || digest == NULL || k == NULL || !CAIRN_BUF_OK(extra, extralen) || dlen == 0)
        return CAIRN_ERR_BAD_ARG;
    if ((kp = cairn_ec_priv_of_d(key, &c, &rc)) == NULL)
        return rc;
    cairn_ec_scalar_from_digest(c, e, digest, dlen);
    rc = cairn_rfc6979_init(&r, hash, c->nbits, kp->d, e, extra, extralen);
    for (tries = 0; rc == CAIRN_OK && tries < ECDSA_MAX_TRIES; tries++) {
        uint32_t valid;
        rc = cairn_rfc6979_next(&r, k);
        valid = (uint32_t)cairn_ec_scalar_valid(c, k);
        CAIRN_DECLASSIFY(&valid, sizeof valid);
        if (valid)
            break;
    }
    if (rc == CAIRN_OK && tries == ECDSA_MAX_TRIES)
        rc = CAIRN_ERR_FAULT;
    cairn_rfc6979_wipe(&r);
    return rc;
}

/* --------------------------------------------------------- verification */

static int verify_digest_impl(const cairn_ec_public_key *pub, cairn_ecdsa_format format, sig_dec_fn dec,
                              const uint8_t *digest, size_t dlen, const uint8_t *sig, size_t siglen,
                              const cairn_impl *impl)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    uint8_t rs[2 * CAIRN_EC_MAX_BYTES], e[CAIRN_EC_MAX_BYTES], w[CAIRN_EC_MAX_BYTES];
    uint8_t u1[CAIRN_EC_MAX_BYTES], u2[CAIRN_EC_MAX_BYTES];
    size_t b;
    int rc;
    if (digest == NULL || sig == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_ECDSA_DER && format != CAIRN_ECDSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if ((p = cairn_ec_pub_of(pub, &c, &rc)) == NULL)
        return rc;
    if (dlen == 0 || dlen > ECDSA_MAX_DIGEST)
        return CAIRN_ERR_BAD_LENGTH;
    if ((rc = cairn_ec_impl_accept(c, impl)) != CAIRN_OK)
        return rc;
    b = c->bytes;
    if (dec(c, format, sig, siglen, rs) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (!cairn_ec_scalar_valid(c, rs) || !cairn_ec_scalar_valid(c, rs + b))
        return CAIRN_ERR_BAD_SIGNATURE;
    cairn_ec_scalar_from_digest(c, e, digest, dlen);
    cairn_ec_scalar_inv_vartime(c, w, rs + b); /* public */
    cairn_ec_scalar_mul(c, u1, e, w);
    cairn_ec_scalar_mul(c, u2, rs, w);
    /* x(u1 G + u2 Q) mod n = r; the point at infinity fails too */
    return cairn_ec_mul2_check_vartime(c, impl, rs, u1, u2, p->xy) == CAIRN_OK ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

/* Hashes msg, then verifies the digest. */
static int verify_msg(const cairn_ec_public_key *pub, const cairn_hash *hash, cairn_ecdsa_format format,
                      sig_dec_fn dec, const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen,
                      const cairn_impl *impl)
{
    uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;
    if (sig == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = hash_msg(hash, msg, msglen, dig);
    if (rc == CAIRN_OK)
        rc = verify_digest_impl(pub, format, dec, dig, hash->digest_len, sig, siglen, impl);
    return rc;
}

/* see ec_key_internal.h */
int cairn_ecdsa_verify_ex(const cairn_ec_public_key *pub, const cairn_hash *hash, cairn_ecdsa_format format,
                          const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen, const cairn_impl *impl)
{
    return verify_msg(pub, hash, format, cairn_ec_sig_decode, msg, msglen, sig, siglen, impl);
}

/* see ec_key_internal.h */
int cairn_ecdsa_verify_p1363_ex(const cairn_ec_public_key *pub, const cairn_hash *hash, const uint8_t *msg,
                                size_t msglen, const uint8_t *sig, size_t siglen, const cairn_impl *impl)
{
    return verify_msg(pub, hash, CAIRN_ECDSA_P1363, p1363_decode, msg, msglen, sig, siglen, impl);
}

/* see cairn/ec.h */
int cairn_ecdsa_verify_p1363(const cairn_ec_public_key *pub, const cairn_hash *hash, const uint8_t *msg,
                             size_t msglen, const uint8_t *sig, size_t siglen)
{
    return verify_msg(pub, hash, CAIRN_ECDSA_P1363, p1363_decode, msg, msglen, sig, siglen, NULL);
}

/* see cairn/ec.h */
int cairn_ecdsa_verify(const cairn_ec_public_key *pub, const cairn_hash *hash, cairn_ecdsa_format format,
                       const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen)
{
    return cairn_ecdsa_verify_ex(pub, hash, format, msg, msglen, sig, siglen, NULL);
}

/* see cairn/ec.h */
int cairn_ecdsa_verify_digest(const cairn_ec_public_key *pub, cairn_ecdsa_format format, const uint8_t *digest,
                              size_t dlen, const uint8_t *sig, size_t siglen)
{
    return verify_digest_impl(pub, format, cairn_ec_sig_decode, digest, dlen, sig, siglen, NULL);
}

#endif /* CAIRN_ENABLE_EC */
