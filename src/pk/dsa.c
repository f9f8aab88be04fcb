/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA (cairn/dsa.h): parameters and keys, signing with RFC 6979 nonces,
 * verification, DER and P1363 signatures.
 *
 * Signing is constant time: the nonce derivation is HMAC over fixed-length
 * inputs (rng/rfc6979.h); g^k runs the constant-time exponentiation over all
 * of q's limbs, so neither k's value nor its bit length shows; r = (g^k mod
 * p) mod q is the bit-serial constant-time division; k^-1 mod q the
 * constant-time binary-GCD inversion; s = k^-1 (z + x r) Montgomery
 * products mod q. The only branches are on whether a candidate k is in
 * [1, q - 1] and whether r and s are non-zero: events of probability about
 * 2^-N that discard the candidate. Verification handles public data only.
 */
#include <string.h>

#include "core/internal.h"
#include "enc/der.h"
#include "pk/dsa_internal.h"
#include "pk/ffc.h"
#include "rng/rfc6979.h"

#if CAIRN_ENABLE_DSA

#define NL CAIRN_BN_MAX_LIMBS
#define QL DSA_QL
/* Longest digest the _digest forms take (SHA-512's). */
#define DSA_MAX_DIGEST 64
/* Candidates before signing gives up. A candidate k is refused when it is
 * not below q, with probability 1 - q / 2^N: below 1/2 for any q of N bits,
 * near 1/2 for a q just above 2^(N-1) (about 0.40 for the 1024-bit group of
 * the tests). So 256 refusals in a row (under 2^-256) are only ever reached
 * by a broken HMAC; 32 were 2^-32 for such a q, a (key, message) pair that
 * could never be signed deterministically. */
#define DSA_MAX_TRIES 256
#define DSA_HEDGE_BYTES 32

/* ---------------------------------------------------------- key objects */

const dsa_pub *cairn_dsa_pub_of(const cairn_dsa_public_key *key)
{
    const dsa_pub *k = (const dsa_pub *)(const void *)key;
    return k != NULL && k->magic == DSA_PUB_MAGIC ? k : NULL;
}

const dsa_priv *cairn_dsa_priv_of(const cairn_dsa_private_key *key)
{
    const dsa_priv *k = (const dsa_priv *)(const void *)key;
    return k != NULL && k->pub.magic == DSA_PRIV_MAGIC ? k : NULL;
}

/* The status for a key object *_of refused: a NULL pointer is a bad
 * argument, a key never set (or wiped) a call out of order, as for RSA and EC. */
#define DSA_KEY_STATUS(key) ((key) == NULL ? CAIRN_ERR_BAD_ARG : CAIRN_ERR_STATE)

/* see dsa_internal.h */
int cairn_dsa_pub_use_engine(dsa_pub *k, const cairn_impl *engine)
{
    cairn_limb m[NL];
    int rc;
    cairn_bn_copy(m, k->mp.m, k->mp.n);
    rc = cairn_bn_mont_init_ex(&k->mp, m, k->mp.n, engine);
    if (rc == CAIRN_OK) {
        cairn_bn_copy(m, k->mq.m, k->mq.n);
        rc = cairn_bn_mont_init_ex(&k->mq, m, k->mq.n, engine);
    }
    return rc;
}

/* see cairn/dsa.h */
void cairn_dsa_public_key_wipe(cairn_dsa_public_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* see cairn/dsa.h */
void cairn_dsa_private_key_wipe(cairn_dsa_private_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* The (L, N) pairs of FIPS 186-4 section 4.2. */
static int sizes_ok(size_t L, size_t N)
{
    if (L > CAIRN_DSA_MAX_BITS)
        return 0;
    return (L == 1024 && N == 160) || (L == 2048 && (N == 224 || N == 256)) || (L == 3072 && N == 256);
}

/* p, q, g into k (public values: the checks branch freely). */
static int params_setup(dsa_pub *k, const cairn_dsa_components *c)
{
    cairn_limb p[NL], q[NL], pm1[NL], r[NL], one[NL];
    size_t L, N, gbits, pn, qn;
    int rc;
    memset(k, 0, sizeof *k);
    if (c == NULL || c->p == NULL || c->q == NULL || c->g == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = cairn_ffc_load(p, NL, c->p, c->p_len, &L)) != CAIRN_OK ||
        (rc = cairn_ffc_load(q, QL, c->q, c->q_len, &N)) != CAIRN_OK)
        return rc;
    if (!sizes_ok(L, N))
        return CAIRN_ERR_BAD_LENGTH;
    pn = CAIRN_BN_LIMBS(L);
    qn = CAIRN_BN_LIMBS(N);
    if ((p[0] & 1) == 0 || (q[0] & 1) == 0)
        return CAIRN_ERR_INVALID_KEY;
    /* q | p - 1 */
    cairn_bn_set_word(one, pn, 1);
    (void)cairn_bn_sub(pm1, p, one, pn);
    (void)cairn_bn_divrem(NULL, r, pm1, pn, q, qn);
    if (!cairn_bn_is_zero(r, qn))
        return CAIRN_ERR_INVALID_KEY;
    if (cairn_bn_mont_init(&k->mp, p, pn) != CAIRN_OK || cairn_bn_mont_init(&k->mq, q, qn) != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    /* 1 < g < p and g^q = 1: g generates the subgroup of order q */
    if (cairn_ffc_load(k->g, pn, c->g, c->g_len, &gbits) != CAIRN_OK || gbits < 2 || !cairn_bn_lt(k->g, p, pn))
        return CAIRN_ERR_INVALID_KEY;
    (void)cairn_bn_mont_exp_vartime(&k->mp, r, k->g, q, qn);
    if (!cairn_bn_eq(r, one, pn))
        return CAIRN_ERR_INVALID_KEY;
    k->L = L;
    k->N = N;
    k->plen = (L + 7) >> 3;
    k->qlen = (N + 7) >> 3;
    return CAIRN_OK;
}

/* see dsa_internal.h */
int cairn_dsa_params_setup(dsa_pub *k, const cairn_dsa_components *c)
{
    return params_setup(k, c);
}

/* 1 < y < p and y^q = 1 (public). */
static int check_y(const dsa_pub *k)
{
    cairn_limb r[NL], one[NL];
    size_t pn = k->mp.n;
    cairn_bn_set_word(one, pn, 1);
    if (!cairn_bn_lt(one, k->y, pn) || !cairn_bn_lt(k->y, k->mp.m, pn))
        return CAIRN_ERR_INVALID_KEY;
    (void)cairn_bn_mont_exp_vartime(&k->mp, r, k->y, k->mq.m, k->mq.n);
    return cairn_bn_eq(r, one, pn) ? CAIRN_OK : CAIRN_ERR_INVALID_KEY;
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_import(cairn_dsa_public_key *key, const cairn_dsa_components *c)
{
    dsa_pub *k = (dsa_pub *)(void *)key;
    size_t bits;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = params_setup(k, c);
    if (rc == CAIRN_OK && c->y == NULL)
        rc = CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK && cairn_ffc_load(k->y, k->mp.n, c->y, c->y_len, &bits) != CAIRN_OK)
        rc = CAIRN_ERR_INVALID_KEY;
    if (rc == CAIRN_OK)
        rc = check_y(k);
    if (rc != CAIRN_OK) {
        memset(key, 0, sizeof *key);
        return rc;
    }
    k->magic = DSA_PUB_MAGIC;
    return CAIRN_OK;
}

/* With the parameters set: x from its limbs (range checked as a mask, the
 * verdict declassified), y = g^x, x R mod q. */
static int priv_finish(dsa_priv *k, const cairn_limb *x)
{
    dsa_pub *pub = &k->pub;
    size_t qn = pub->mq.n;
    cairn_limb ok = cairn_ffc_in_range(x, pub->mq.m, qn);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (!ok)
        return CAIRN_ERR_INVALID_KEY;
    cairn_bn_copy(k->x, x, qn);
    cairn_bn_mont_to(&pub->mq, k->xm, x);
    cairn_ffc_exp(&pub->mp, pub->y, pub->g, x, qn);
    /* y is public: the key's own public half */
    CAIRN_DECLASSIFY(pub->y, sizeof pub->y);
    pub->magic = DSA_PRIV_MAGIC;
    return CAIRN_OK;
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_import(cairn_dsa_private_key *key, const cairn_dsa_components *c)
{
    dsa_priv *k = (dsa_priv *)(void *)key;
    cairn_limb x[QL], y[NL];
    size_t bits;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(key, 0, sizeof *key);
    rc = params_setup(&k->pub, c);
    if (rc == CAIRN_OK && c->x == NULL)
        rc = CAIRN_ERR_BAD_ARG;
    /* x is secret: decoded at its public length, no look at its bytes */
    if (rc == CAIRN_OK && (c->x_len == 0 || cairn_bn_decode(x, k->pub.mq.n, c->x, c->x_len) != CAIRN_OK))
        rc = CAIRN_ERR_INVALID_KEY;
    if (rc == CAIRN_OK)
        rc = priv_finish(k, x);
    if (rc == CAIRN_OK && c->y != NULL) {
        if (cairn_ffc_load(y, k->pub.mp.n, c->y, c->y_len, &bits) != CAIRN_OK || !cairn_bn_eq(y, k->pub.y, k->pub.mp.n))
            rc = CAIRN_ERR_INVALID_KEY;
    }
    cairn_wipe(x, sizeof x);
    if (rc != CAIRN_OK)
        cairn_wipe(key, sizeof *key);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_generate_key(cairn_dsa_private_key *key, const cairn_dsa_components *c, cairn_rng_fn rng, void *rng_state)
{
    dsa_priv *k = (dsa_priv *)(void *)key;
    cairn_limb x[QL];
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(key, 0, sizeof *key);
    if (rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = params_setup(&k->pub, c);
    if (rc == CAIRN_OK)
        rc = cairn_bn_rand_range(x, k->pub.mq.m, k->pub.mq.n, rng, rng_state);
    if (rc == CAIRN_OK)
        rc = priv_finish(k, x);
    cairn_wipe(x, sizeof x);
    if (rc != CAIRN_OK)
        cairn_wipe(key, sizeof *key);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_from_private(cairn_dsa_public_key *pub, const cairn_dsa_private_key *key)
{
    const dsa_priv *k = cairn_dsa_priv_of(key);
    dsa_pub *p = (dsa_pub *)(void *)pub;
    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (k == NULL) {
        memset(pub, 0, sizeof *pub);
        return DSA_KEY_STATUS(key);
    }
    memset(pub, 0, sizeof *pub);
    memcpy(p, &k->pub, sizeof *p);
    p->magic = DSA_PUB_MAGIC;
    return CAIRN_OK;
}

static int export_part(const dsa_pub *k, const cairn_limb *x, cairn_dsa_part part, uint8_t *out, size_t cap,
                       size_t *len)
{
    const cairn_limb *v;
    size_t n, olen;
    switch (part) {
    case CAIRN_DSA_P:
        v = k->mp.m;
        n = k->mp.n;
        olen = k->plen;
        break;
    case CAIRN_DSA_Q:
        v = k->mq.m;
        n = k->mq.n;
        olen = k->qlen;
        break;
    case CAIRN_DSA_G:
        v = k->g;
        n = k->mp.n;
        olen = k->plen;
        break;
    case CAIRN_DSA_Y:
        v = k->y;
        n = k->mp.n;
        olen = k->plen;
        break;
    case CAIRN_DSA_X:
        if (x == NULL)
            return CAIRN_ERR_BAD_ARG;
        v = x;
        n = k->mq.n;
        olen = k->qlen;
        break;
    default:
        return CAIRN_ERR_BAD_ARG;
    }
    if (cap < olen)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    cairn_status_ignore(cairn_bn_encode(out, olen, v, n));
    *len = olen;
    return CAIRN_OK;
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_export(const cairn_dsa_public_key *key, cairn_dsa_part part, uint8_t *out, size_t cap,
                                size_t *len)
{
    const dsa_pub *k = cairn_dsa_pub_of(key);
    if (len != NULL)
        *len = 0;
    if (out == NULL || len == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (k == NULL)
        return DSA_KEY_STATUS(key);
    return export_part(k, NULL, part, out, cap, len);
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_export(const cairn_dsa_private_key *key, cairn_dsa_part part, uint8_t *out, size_t cap,
                                 size_t *len)
{
    const dsa_priv *k = cairn_dsa_priv_of(key);
    if (len != NULL)
        *len = 0;
    if (out == NULL || len == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (k == NULL)
        return DSA_KEY_STATUS(key);
    return export_part(&k->pub, k->x, part, out, cap, len);
}

/* see cairn/dsa.h */
size_t cairn_dsa_public_key_bits(const cairn_dsa_public_key *key)
{
    const dsa_pub *k = cairn_dsa_pub_of(key);
    return k != NULL ? k->L : 0;
}

/* see cairn/dsa.h */
size_t cairn_dsa_public_key_qbits(const cairn_dsa_public_key *key)
{
    const dsa_pub *k = cairn_dsa_pub_of(key);
    return k != NULL ? k->N : 0;
}

/* ------------------------------------------------------------ encoding */

/* r || s (qlen bytes each) into the format asked. */
static int sig_encode(const dsa_pub *k, cairn_dsa_format format, const uint8_t *rs, uint8_t *sig, size_t cap,
                      size_t *siglen)
{
    size_t b = k->qlen;
    if (format == CAIRN_DSA_P1363) {
        if (cap < 2 * b)
            return CAIRN_ERR_BUFFER_TOO_SMALL;
        memcpy(sig, rs, 2 * b);
        *siglen = 2 * b;
        return CAIRN_OK;
    } else {
        uint8_t tmp[CAIRN_DSA_MAX_SIG_DER];
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

/* A signature into r || s (qlen bytes each), strictly; range checks are
 * the caller's. */
static int sig_decode(const dsa_pub *k, cairn_dsa_format format, const uint8_t *sig, size_t siglen, uint8_t *rs)
{
    size_t b = k->qlen;
    cairn_der d, seq;
    if (format == CAIRN_DSA_P1363) {
        if (siglen != 2 * b)
            return CAIRN_ERR_BAD_SIGNATURE;
        memcpy(rs, sig, 2 * b);
        return CAIRN_OK;
    }
    cairn_der_init(&d, sig, siglen);
    if (cairn_der_sequence(&d, &seq) != CAIRN_OK || cairn_der_done(&d) != CAIRN_OK ||
        cairn_der_uint_fixed(&seq, rs, b) != CAIRN_OK || cairn_der_uint_fixed(&seq, rs + b, b) != CAIRN_OK ||
        cairn_der_done(&seq) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    return CAIRN_OK;
}

/* z = the leftmost min(N, 8 dlen) bits of the digest, reduced mod q (q has
 * N bits, so z < 2q: one conditional subtraction). N is a multiple of 8
 * for every allowed size. */
static void digest_z(const dsa_pub *k, cairn_limb *z, const uint8_t *digest, size_t dlen)
{
    size_t qn = k->mq.n, take = dlen < k->qlen ? dlen : k->qlen;
    cairn_limb t[QL];
    cairn_status_ignore(cairn_bn_decode(z, qn, digest, take));
    (void)cairn_bn_cond_sub(cairn_bn_sub(t, z, k->mq.m, qn) ^ 1, z, k->mq.m, qn);
}

/* ------------------------------------------------------------- signing */

/* (r, s) of z under x with nonce k (1 <= k < q), big-endian into rs.
 * Returns 1 when both are non-zero (the verdict declassified), else 0. */
static uint32_t sign_with(const dsa_priv *key, const cairn_limb *z, const cairn_limb *k, uint8_t *rs)
{
    const dsa_pub *pub = &key->pub;
    const cairn_bn_mont *mq = &pub->mq;
    size_t pn = pub->mp.n, qn = mq->n, b = pub->qlen;
    cairn_limb t[NL], r[QL], s[QL], kinv[QL], tmp[4 * QL];
    uint32_t ok;
    /* r = (g^k mod p) mod q over all of k's limbs */
    cairn_ffc_exp(&pub->mp, t, pub->g, k, qn);
    (void)cairn_bn_divrem(NULL, r, t, pn, mq->m, qn);
    /* s = k^-1 (z + x r) mod q */
    (void)cairn_bn_mod_inv(kinv, k, mq->m, qn, tmp);
    cairn_bn_mont_mul(mq, s, key->xm, r); /* x r */
    cairn_bn_mod_add(s, s, z, mq->m, qn); /* z + x r */
    cairn_bn_mont_mul(mq, s, s, kinv);    /* (z + x r) k^-1 R^-1 */
    cairn_bn_mont_to(mq, s, s);
    ok = (uint32_t)(~cairn_bn_is_zero(r, qn) & ~cairn_bn_is_zero(s, qn) & 1);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    cairn_status_ignore(cairn_bn_encode(rs, b, r, qn));
    cairn_status_ignore(cairn_bn_encode(rs + b, b, s, qn));
    /* a kept candidate's (r, s) is the signature, public once written */
    if (ok)
        CAIRN_DECLASSIFY(rs, 2 * b);
    /* a refused candidate's r with s = 0 would give x = -z / r */
    cairn_wipe(t, sizeof t);
    cairn_wipe(r, sizeof r);
    cairn_wipe(kinv, sizeof kinv);
    cairn_wipe(s, sizeof s);
    return ok;
}

static int sign_args(const cairn_dsa_private_key *key, const uint8_t *digest, size_t dlen, const uint8_t *sig,
                     const size_t *siglen, cairn_dsa_format format, const dsa_priv **k)
{
    if (sig == NULL || siglen == NULL || digest == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_DSA_DER && format != CAIRN_DSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if ((*k = cairn_dsa_priv_of(key)) == NULL)
        return DSA_KEY_STATUS(key);
    if (dlen == 0 || dlen > DSA_MAX_DIGEST)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* see cairn/dsa.h */
int cairn_dsa_sign_digest(const cairn_dsa_private_key *key, const cairn_hash *hash, cairn_dsa_format format,
                          const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap, size_t *siglen,
                          cairn_rng_fn rng, void *rng_state)
{
    const dsa_priv *k;
    cairn_rfc6979 r;
    cairn_limb z[QL], kk[QL];
    uint8_t xb[CAIRN_DSA_MAX_Q_BYTES], hb[CAIRN_DSA_MAX_Q_BYTES], nonce[CAIRN_DSA_MAX_Q_BYTES];
    uint8_t rs[2 * CAIRN_DSA_MAX_Q_BYTES], extra[DSA_HEDGE_BYTES];
    size_t extralen = 0, qn, b;
    int rc, tries, done = 0;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, digest, dlen, sig, siglen, format, &k)) != CAIRN_OK)
        goto out_args;
    if ((rc = cairn_rfc6979_check_hash(hash)) != CAIRN_OK)
        goto out_args;
    qn = k->pub.mq.n;
    b = k->pub.qlen;
    if (format == CAIRN_DSA_P1363 && cap < 2 * b) {
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
    digest_z(&k->pub, z, digest, dlen);
    cairn_status_ignore(cairn_bn_encode(xb, b, k->x, qn)); /* int2octets(x) */
    cairn_status_ignore(cairn_bn_encode(hb, b, z, qn));    /* bits2octets(h1) */
    rc = cairn_rfc6979_init(&r, hash, k->pub.N, xb, hb, extra, extralen);
    for (tries = 0; rc == CAIRN_OK && !done && tries < DSA_MAX_TRIES; tries++) {
        cairn_limb valid;
        rc = cairn_rfc6979_next(&r, nonce);
        if (rc != CAIRN_OK)
            break;
        cairn_status_ignore(cairn_bn_decode(kk, qn, nonce, b));
        valid = cairn_ffc_in_range(kk, k->pub.mq.m, qn);
        CAIRN_DECLASSIFY(&valid, sizeof valid);
        if (valid)
            done = (int)sign_with(k, z, kk, rs);
    }
    if (rc == CAIRN_OK && !done)
        rc = CAIRN_ERR_FAULT;
    if (rc == CAIRN_OK)
        rc = sig_encode(&k->pub, format, rs, sig, cap, siglen);
    cairn_rfc6979_wipe(&r);
    cairn_wipe(kk, sizeof kk);
    cairn_wipe(nonce, sizeof nonce);
    cairn_wipe(xb, sizeof xb);
    cairn_wipe(rs, sizeof rs);
    cairn_wipe(extra, sizeof extra);
out_args:
    if (rc != CAIRN_OK) {
        if (sig != NULL)
            memset(sig, 0, cap);
        if (siglen != NULL)
            *siglen = 0;
    }
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_sign(const cairn_dsa_private_key *key, const cairn_hash *hash, cairn_dsa_format format,
                   const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                   void *rng_state)
{
    uint8_t digest[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if (hash == NULL || !CAIRN_BUF_OK(msg, msglen) || sig == NULL || siglen == NULL) {
        if (sig != NULL)
            memset(sig, 0, cap);
        return CAIRN_ERR_BAD_ARG;
    }
    if ((hash->flags & CAIRN_HASH_FLAG_XOF) != 0 || hash->digest_len > DSA_MAX_DIGEST) {
        memset(sig, 0, cap);
        return CAIRN_ERR_UNSUPPORTED;
    }
    rc = cairn_hash_digest(hash, digest, hash->digest_len, msg, msglen);
    if (rc == CAIRN_OK)
        return cairn_dsa_sign_digest(key, hash, format, digest, hash->digest_len, sig, cap, siglen, rng, rng_state);
    memset(sig, 0, cap);
    return rc;
}

/* see dsa_internal.h */
int cairn_dsa_sign_digest_k(const cairn_dsa_private_key *key, cairn_dsa_format format, const uint8_t *digest,
                            size_t dlen, const uint8_t *k, size_t klen, uint8_t *sig, size_t cap, size_t *siglen)
{
    const dsa_priv *kp;
    cairn_limb z[QL], kk[QL];
    uint8_t rs[2 * CAIRN_DSA_MAX_Q_BYTES];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, digest, dlen, sig, siglen, format, &kp)) != CAIRN_OK)
        return rc;
    if (k == NULL || klen != kp->pub.qlen || cairn_bn_decode(kk, kp->pub.mq.n, k, klen) != CAIRN_OK ||
        !cairn_ffc_in_range(kk, kp->pub.mq.m, kp->pub.mq.n))
        return CAIRN_ERR_BAD_ARG;
    digest_z(&kp->pub, z, digest, dlen);
    rc = sign_with(kp, z, kk, rs) ? sig_encode(&kp->pub, format, rs, sig, cap, siglen) : CAIRN_ERR_BAD_ARG;
    if (rc != CAIRN_OK)
        memset(sig, 0, cap);
    cairn_wipe(kk, sizeof kk);
    cairn_wipe(rs, sizeof rs);
    return rc;
}

/* see dsa_internal.h */
int cairn_dsa_rfc6979_nonce(const cairn_dsa_private_key *key, const cairn_hash *hash, const uint8_t *digest,
                            size_t dlen, const uint8_t *extra, size_t extralen, uint8_t *k)
{
    const dsa_priv *kp = cairn_dsa_priv_of(key);
    cairn_limb z[QL], kk[QL];
    uint8_t xb[CAIRN_DSA_MAX_Q_BYTES], hb[CAIRN_DSA_MAX_Q_BYTES];
    cairn_rfc6979 r;
    int rc, tries;
    if (kp == NULL || hash == NULL || digest == NULL || k == NULL || !CAIRN_BUF_OK(extra, extralen) || dlen == 0 ||
        dlen > DSA_MAX_DIGEST)
        return CAIRN_ERR_BAD_ARG;
    digest_z(&kp->pub, z, digest, dlen);
    cairn_status_ignore(cairn_bn_encode(xb, kp->pub.qlen, kp->x, kp->pub.mq.n));
    cairn_status_ignore(cairn_bn_encode(hb, kp->pub.qlen, z, kp->pub.mq.n));
    rc = cairn_rfc6979_init(&r, hash, kp->pub.N, xb, hb, extra, extralen);
    for (tries = 0; rc == CAIRN_OK && tries < DSA_MAX_TRIES; tries++) {
        if ((rc = cairn_rfc6979_next(&r, k)) != CAIRN_OK)
            break;
        cairn_status_ignore(cairn_bn_decode(kk, kp->pub.mq.n, k, kp->pub.qlen));
        if (cairn_ffc_in_range(kk, kp->pub.mq.m, kp->pub.mq.n))
            break;
    }
    if (rc == CAIRN_OK && tries == DSA_MAX_TRIES)
        rc = CAIRN_ERR_FAULT;
    if (rc != CAIRN_OK)
        memset(k, 0, kp->pub.qlen);
    cairn_rfc6979_wipe(&r);
    cairn_wipe(kk, sizeof kk);
    cairn_wipe(xb, sizeof xb);
    return rc;
}

/* --------------------------------------------------------- verification */

/* verification's joint exponentiation takes exponents of q's size */
typedef char dsa_q_fits_exp_prod[(8 * CAIRN_DSA_MAX_Q_BYTES <= CAIRN_BN_PROD_MAX_BITS) ? 1 : -1];

/* see cairn/dsa.h */
int cairn_dsa_verify_digest(const cairn_dsa_public_key *key, cairn_dsa_format format, const uint8_t *digest,
                            size_t dlen, const uint8_t *sig, size_t siglen)
{
    const dsa_pub *k = cairn_dsa_pub_of(key);
    const cairn_bn_mont *mq;
    cairn_limb r[QL], s[QL], w[QL], z[QL], u1[QL], u2[QL], v[NL], tmp[4 * QL];
    uint8_t rs[2 * CAIRN_DSA_MAX_Q_BYTES];
    size_t qn, pn;
    if (digest == NULL || sig == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (k == NULL)
        return DSA_KEY_STATUS(key);
    if (format != CAIRN_DSA_DER && format != CAIRN_DSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if (dlen == 0 || dlen > DSA_MAX_DIGEST)
        return CAIRN_ERR_BAD_LENGTH;
    mq = &k->mq;
    qn = mq->n;
    pn = k->mp.n;
    if (sig_decode(k, format, sig, siglen, rs) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    cairn_status_ignore(cairn_bn_decode(r, qn, rs, k->qlen));
    cairn_status_ignore(cairn_bn_decode(s, qn, rs + k->qlen, k->qlen));
    if (!cairn_ffc_in_range(r, mq->m, qn) || !cairn_ffc_in_range(s, mq->m, qn))
        return CAIRN_ERR_BAD_SIGNATURE;
    /* w = s^-1, u1 = z w, u2 = r w (mod q) */
    (void)cairn_bn_mod_inv(w, s, mq->m, qn, tmp);
    cairn_bn_mont_to(mq, w, w);
    digest_z(k, z, digest, dlen);
    cairn_bn_mont_mul(mq, u1, z, w);
    cairn_bn_mont_mul(mq, u2, r, w);
    /* v = (g^u1 y^u2 mod p) mod q, one joint exponentiation (q below
     * CAIRN_BN_PROD_MAX_BITS bits) */
    (void)cairn_bn_mont_exp_prod_vartime(&k->mp, v, k->g, u1, k->y, u2, qn);
    (void)cairn_bn_divrem(NULL, w, v, pn, mq->m, qn);
    return cairn_bn_eq(w, r, qn) ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

/* see cairn/dsa.h */
int cairn_dsa_verify(const cairn_dsa_public_key *key, const cairn_hash *hash, cairn_dsa_format format,
                     const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen)
{
    uint8_t digest[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;
    if (hash == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if ((hash->flags & CAIRN_HASH_FLAG_XOF) != 0 || hash->digest_len > DSA_MAX_DIGEST)
        return CAIRN_ERR_UNSUPPORTED;
    rc = cairn_hash_digest(hash, digest, hash->digest_len, msg, msglen);
    if (rc != CAIRN_OK)
        return rc;
    return cairn_dsa_verify_digest(key, format, digest, hash->digest_len, sig, siglen);
}

#endif
