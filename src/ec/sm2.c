/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 signatures (GB/T 32918.2) over the Weierstrass engine, and the pieces
 * the SM2 schemes share: the key views, Z, the SM3 KDF.
 *
 * Signing is constant time as ECDSA's is (ecdsa.c): RFC 6979 nonces over
 * HMAC-SM3, the engine's constant-time k G, inversion of 1 + d by src/bn's
 * constant-time GCD. The only branches are on whether a candidate nonce is
 * in range and whether r, r + k or s is zero modulo n: events of
 * probability below 2^-250 that discard the candidate, saying nothing about
 * the nonce used. Verification handles public data only.
 */
#include <string.h>

#include "core/internal.h"
#include "ec/ec_engine.h" /* Z hashes the curve's a, b and G, from the engine's constants */
#include "rng/rfc6979.h"
#include "ec/sm2_internal.h"

#if CAIRN_SM2_BUILT

/* Candidates before signing gives up (a broken HMAC only). */
#define SM2_MAX_TRIES 32
#define SM2_HEDGE_BYTES 32

/* ------------------------------------------------------------- shared */

static int sm2_curve_check(const cairn_ec_curve_def *c, int *rc)
{
    if (c != NULL && c->id != CAIRN_EC_SM2) {
        *rc = CAIRN_ERR_INVALID_KEY;
        return 0;
    }
    return c != NULL;
}

/* see sm2_internal.h */
const ec_priv *cairn_sm2_priv_of(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc)
{
    const ec_priv *k = cairn_ec_priv_of(key, c, rc);
    return k != NULL && sm2_curve_check(*c, rc) ? k : NULL;
}

/* see sm2_internal.h */
const ec_pub *cairn_sm2_pub_of(const cairn_ec_public_key *pub, const cairn_ec_curve_def **c, int *rc)
{
    const ec_pub *k = cairn_ec_pub_of(pub, c, rc);
    return k != NULL && sm2_curve_check(*c, rc) ? k : NULL;
}

/* see sm2_internal.h */
uint32_t cairn_sm2_is_zero(const uint8_t *a, size_t len)
{
    uint32_t acc = 0;
    size_t i;
    for (i = 0; i < len; i++)
        acc |= a[i];
    return cairn_ct_iszero32(acc);
}

/* see sm2_internal.h */
int cairn_sm2_z_of(const cairn_ec_curve_def *c, const uint8_t *xy, const uint8_t *id, size_t idlen, uint8_t *z)
{
    const cairn_ec_consts *k = c->eng->k;
    cairn_sm3_ctx h;
    uint8_t buf[4 * SM2_B], entl[2];
    size_t bits;
    int rc;
    if (id == NULL) {
        id = (const uint8_t *)CAIRN_SM2_DEFAULT_ID;
        idlen = CAIRN_SM2_DEFAULT_ID_LEN;
    }
    if (idlen > CAIRN_SM2_MAX_ID_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    bits = idlen * 8;
    entl[0] = (uint8_t)(bits >> 8);
    entl[1] = (uint8_t)bits;
    (void)cairn_bn_encode(buf, SM2_B, k->a, CAIRN_BN_LIMBS(256));
    (void)cairn_bn_encode(buf + SM2_B, SM2_B, k->b, CAIRN_BN_LIMBS(256));
    (void)cairn_bn_encode(buf + 2 * SM2_B, SM2_B, k->gx, CAIRN_BN_LIMBS(256));
    (void)cairn_bn_encode(buf + 3 * SM2_B, SM2_B, k->gy, CAIRN_BN_LIMBS(256));
    rc = cairn_sm3_init(&h);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, entl, 2);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, id, idlen);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, buf, sizeof buf);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, xy, 2 * SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&h, z);
    cairn_sm3_wipe(&h);
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_z(const cairn_ec_public_key *pub, const uint8_t *id, size_t idlen, uint8_t z[CAIRN_SM2_Z_LEN])
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    int rc;
    if (z == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(z, 0, CAIRN_SM2_Z_LEN);
    if (id == NULL && idlen != 0)
        return CAIRN_ERR_BAD_ARG;
    if ((p = cairn_sm2_pub_of(pub, &c, &rc)) == NULL)
        return rc;
    rc = cairn_sm2_z_of(c, p->xy, id, idlen, z);
    if (rc != CAIRN_OK)
        memset(z, 0, CAIRN_SM2_Z_LEN);
    return rc;
}

/* see sm2_internal.h */
uint32_t cairn_sm2_kdf_xor(uint8_t *out, size_t len, const cairn_sm2_part *parts, size_t nparts)
{
    cairn_sm3_ctx h;
    uint8_t blk[CAIRN_SM3_DIGEST_LEN], ctr[4];
    uint32_t ct = 1, acc = 0;
    size_t off, i, j, take;
    for (off = 0; off < len; off += take, ct++) {
        int rc;
        ctr[0] = (uint8_t)(ct >> 24);
        ctr[1] = (uint8_t)(ct >> 16);
        ctr[2] = (uint8_t)(ct >> 8);
        ctr[3] = (uint8_t)ct;
        rc = cairn_sm3_init(&h);
        for (i = 0; rc == CAIRN_OK && i < nparts; i++)
            rc = cairn_sm3_update(&h, parts[i].p, parts[i].n);
        if (rc == CAIRN_OK)
            rc = cairn_sm3_update(&h, ctr, 4);
        if (rc == CAIRN_OK)
            rc = cairn_sm3_final(&h, blk);
        if (rc != CAIRN_OK) /* SM3 fails only on arguments, and these are ours */
            memset(blk, 0, sizeof blk);
        take = len - off < sizeof blk ? len - off : sizeof blk;
        for (j = 0; j < take; j++) {
            acc |= blk[j];
            out[off + j] ^= blk[j];
        }
    }
    cairn_sm3_wipe(&h);
    cairn_wipe(blk, sizeof blk);
    return cairn_ct_nonzero32(acc);
}

/* -------------------------------------------------------------- signing */

/* (r, s) of e under d, with dinv = (1 + d)^-1, nonce k. 1 when r, r + k and
 * s are non-zero modulo n, 0 otherwise (k is to be replaced). */
static uint32_t sign_with(const cairn_ec_curve_def *c, const uint8_t *d, const uint8_t *dinv, const uint8_t *e,
                          const uint8_t *k, uint8_t *rs, int *rc)
{
    uint8_t xy[2 * SM2_B], t[SM2_B];
    uint32_t ok;
    *rc = cairn_ec_mul_base(c, NULL, xy, k);
    cairn_ec_scalar_reduce(c, t, xy); /* x1 mod n */
    cairn_ec_scalar_add(c, rs, e, t); /* r = e + x1 */
    cairn_ec_scalar_add(c, t, rs, k); /* r + k */
    ok = (1u ^ cairn_sm2_is_zero(rs, SM2_B)) & (1u ^ cairn_sm2_is_zero(t, SM2_B));
    cairn_ec_scalar_mul(c, t, rs, d); /* r d */
    cairn_ec_scalar_sub(c, t, k, t);  /* k - r d */
    cairn_ec_scalar_mul(c, rs + SM2_B, dinv, t);
    ok &= 1u ^ cairn_sm2_is_zero(rs + SM2_B, SM2_B);
    /* whether the candidate is kept; a kept one's (r, s) is the signature */
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (ok)
        CAIRN_DECLASSIFY(rs, 2 * SM2_B);
    cairn_wipe(xy, sizeof xy);
    cairn_wipe(t, sizeof t);
    return *rc == CAIRN_OK ? ok : 0;
}

/* dinv = (1 + d)^-1 mod n; CAIRN_ERR_INVALID_KEY for d = n - 1 (a public
 * verdict: such a key can never sign). */
static int one_plus_d_inv(const cairn_ec_curve_def *c, const uint8_t *d, uint8_t *dinv)
{
    uint8_t one[SM2_B];
    uint32_t bad;
    memset(one, 0, sizeof one);
    one[SM2_B - 1] = 1;
    cairn_ec_scalar_add(c, dinv, d, one);
    bad = cairn_sm2_is_zero(dinv, SM2_B);
    CAIRN_DECLASSIFY(&bad, sizeof bad);
    if (bad)
        return CAIRN_ERR_INVALID_KEY;
    cairn_ec_scalar_inv(c, dinv, dinv);
    return CAIRN_OK;
}

static int sign_args(const cairn_ec_private_key *key, cairn_ecdsa_format format, const uint8_t *e, size_t elen,
                     const uint8_t *sig, const size_t *siglen, const ec_priv **k, const cairn_ec_curve_def **c)
{
    int rc;
    if (sig == NULL || siglen == NULL || e == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_ECDSA_DER && format != CAIRN_ECDSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if ((*k = cairn_sm2_priv_of(key, c, &rc)) == NULL)
        return rc;
    if (elen != CAIRN_SM2_DIGEST_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

static int sign_digest_impl(const cairn_ec_private_key *key, cairn_ecdsa_format format, const uint8_t *digest,
                            size_t dlen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    cairn_rfc6979 r;
    uint8_t e[SM2_B], dinv[SM2_B], nonce[SM2_B], rs[2 * SM2_B], extra[SM2_HEDGE_BYTES];
    size_t extralen = 0;
    int rc, tries, done = 0;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, format, digest, dlen, sig, siglen, &k, &c)) != CAIRN_OK)
        goto out_args;
    if (format == CAIRN_ECDSA_P1363 && cap < 2 * SM2_B) {
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        goto out_args;
    }
    if ((rc = one_plus_d_inv(c, k->d, dinv)) != CAIRN_OK)
        goto out_args;
    if (rng != NULL) {
        if (rng(rng_state, extra, sizeof extra) != CAIRN_OK) {
            cairn_wipe(extra, sizeof extra);
            cairn_wipe(dinv, sizeof dinv);
            rc = CAIRN_ERR_RNG;
            goto out_args;
        }
        extralen = sizeof extra;
    }
    cairn_ec_scalar_from_digest(c, e, digest, dlen); /* e mod n: RFC 6979's bits2octets */
    rc = cairn_rfc6979_init(&r, &cairn_hash_sm3, c->nbits, k->d, e, extra, extralen);
    for (tries = 0; rc == CAIRN_OK && !done && tries < SM2_MAX_TRIES; tries++) {
        uint32_t valid;
        rc = cairn_rfc6979_next(&r, nonce);
        if (rc != CAIRN_OK)
            break;
        valid = (uint32_t)cairn_ec_scalar_valid(c, nonce);
        CAIRN_DECLASSIFY(&valid, sizeof valid);
        if (valid)
            done = (int)sign_with(c, k->d, dinv, e, nonce, rs, &rc);
    }
    if (rc == CAIRN_OK && !done)
        rc = CAIRN_ERR_FAULT;
    if (rc == CAIRN_OK)
        rc = cairn_ec_sig_encode(c, format, rs, sig, cap, siglen);
    cairn_rfc6979_wipe(&r);
    cairn_wipe(nonce, sizeof nonce);
    cairn_wipe(extra, sizeof extra);
    cairn_wipe(dinv, sizeof dinv);
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

/* e = SM3(Z || M) for the key's point and the ID. */
static int msg_digest(const cairn_ec_curve_def *c, const uint8_t *xy, const uint8_t *id, size_t idlen,
                      const uint8_t *msg, size_t msglen, uint8_t *e)
{
    uint8_t z[CAIRN_SM2_Z_LEN];
    cairn_sm3_ctx h;
    int rc;
    if (!CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_sm2_z_of(c, xy, id, idlen, z);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_init(&h);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, z, sizeof z);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, msg, msglen);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&h, e);
    cairn_sm3_wipe(&h);
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_sign(const cairn_ec_private_key *key, const uint8_t *id, size_t idlen, cairn_ecdsa_format format,
                   const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                   void *rng_state)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    uint8_t e[CAIRN_SM2_DIGEST_LEN];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if (sig == NULL || siglen == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (id == NULL && idlen != 0)
        rc = CAIRN_ERR_BAD_ARG;
    else if ((k = cairn_sm2_priv_of(key, &c, &rc)) != NULL)
        rc = msg_digest(c, k->xy, id, idlen, msg, msglen, e);
    if (rc == CAIRN_OK)
        rc = sign_digest_impl(key, format, e, sizeof e, sig, cap, siglen, rng, rng_state);
    else
        memset(sig, 0, cap);
    cairn_wipe(e, sizeof e);
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_sign_digest(const cairn_ec_private_key *key, cairn_ecdsa_format format, const uint8_t *e, size_t elen,
                          uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state)
{
    return sign_digest_impl(key, format, e, elen, sig, cap, siglen, rng, rng_state);
}

/* see sm2_internal.h */
int cairn_sm2_sign_raw(const cairn_ec_curve_def *c, const uint8_t *d, const uint8_t *e, const uint8_t *k, uint8_t *rs)
{
    uint8_t er[SM2_B], dinv[SM2_B];
    int rc;
    uint32_t valid = (uint32_t)cairn_ec_scalar_valid(c, k);
    CAIRN_DECLASSIFY(&valid, sizeof valid); /* the range verdict of a nonce candidate */
    if (!valid)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = one_plus_d_inv(c, d, dinv)) != CAIRN_OK)
        return rc;
    cairn_ec_scalar_from_digest(c, er, e, CAIRN_SM2_DIGEST_LEN);
    if (!sign_with(c, d, dinv, er, k, rs, &rc))
        rc = rc != CAIRN_OK ? rc : CAIRN_ERR_BAD_ARG;
    cairn_wipe(dinv, sizeof dinv);
    cairn_wipe(er, sizeof er);
    return rc;
}

/* see sm2_internal.h */
int cairn_sm2_sign_digest_k(const cairn_ec_private_key *key, cairn_ecdsa_format format, const uint8_t *e, size_t elen,
                            const uint8_t *k, size_t klen, uint8_t *sig, size_t cap, size_t *siglen)
{
    const cairn_ec_curve_def *c;
    const ec_priv *kp;
    uint8_t rs[2 * SM2_B];
    int rc;
    if (siglen != NULL)
        *siglen = 0;
    if ((rc = sign_args(key, format, e, elen, sig, siglen, &kp, &c)) != CAIRN_OK)
        return rc;
    if (k == NULL || klen != SM2_B)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_sm2_sign_raw(c, kp->d, e, k, rs);
    if (rc == CAIRN_OK)
        rc = cairn_ec_sig_encode(c, format, rs, sig, cap, siglen);
    if (rc != CAIRN_OK) {
        memset(sig, 0, cap);
        *siglen = 0;
    }
    return rc;
}

/* --------------------------------------------------------- verification */

/* see sm2_internal.h */
int cairn_sm2_verify_raw(const cairn_ec_curve_def *c, const uint8_t *pxy, cairn_ecdsa_format format,
                         const uint8_t *digest, const uint8_t *sig, size_t siglen)
{
    uint8_t rs[2 * SM2_B], e[SM2_B], t[SM2_B], x[SM2_B];
    if (cairn_ec_sig_decode(c, format, sig, siglen, rs) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (!cairn_ec_scalar_valid(c, rs) || !cairn_ec_scalar_valid(c, rs + SM2_B))
        return CAIRN_ERR_BAD_SIGNATURE;
    cairn_ec_scalar_add(c, t, rs, rs + SM2_B); /* t = r + s */
    if (cairn_sm2_is_zero(t, SM2_B))
        return CAIRN_ERR_BAD_SIGNATURE;
    if (cairn_ec_mul2_vartime(c, NULL, x, rs + SM2_B, t, pxy) != CAIRN_OK)
        return CAIRN_ERR_BAD_SIGNATURE; /* s G + t P is the point at infinity */
    cairn_ec_scalar_reduce(c, x, x);
    cairn_ec_scalar_from_digest(c, e, digest, CAIRN_SM2_DIGEST_LEN);
    cairn_ec_scalar_add(c, x, e, x); /* R = e + x1 */
    return memcmp(x, rs, SM2_B) == 0 ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

static int verify_args(const cairn_ec_public_key *pub, cairn_ecdsa_format format, const uint8_t *sig, const ec_pub **p,
                       const cairn_ec_curve_def **c)
{
    int rc;
    if (sig == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (format != CAIRN_ECDSA_DER && format != CAIRN_ECDSA_P1363)
        return CAIRN_ERR_BAD_ARG;
    if ((*p = cairn_sm2_pub_of(pub, c, &rc)) == NULL)
        return rc;
    return CAIRN_OK;
}

/* see cairn/sm2.h */
int cairn_sm2_verify(const cairn_ec_public_key *pub, const uint8_t *id, size_t idlen, cairn_ecdsa_format format,
                     const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    uint8_t e[CAIRN_SM2_DIGEST_LEN];
    int rc;
    if (id == NULL && idlen != 0)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = verify_args(pub, format, sig, &p, &c)) != CAIRN_OK)
        return rc;
    if ((rc = msg_digest(c, p->xy, id, idlen, msg, msglen, e)) != CAIRN_OK)
        return rc;
    return cairn_sm2_verify_raw(c, p->xy, format, e, sig, siglen);
}

/* see cairn/sm2.h */
int cairn_sm2_verify_digest(const cairn_ec_public_key *pub, cairn_ecdsa_format format, const uint8_t *e, size_t elen,
                            const uint8_t *sig, size_t siglen)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    int rc;
    if (e == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = verify_args(pub, format, sig, &p, &c)) != CAIRN_OK)
        return rc;
    if (elen != CAIRN_SM2_DIGEST_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    return cairn_sm2_verify_raw(c, p->xy, format, e, sig, siglen);
}

#endif /* CAIRN_SM2_BUILT */
