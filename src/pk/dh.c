/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Finite-field Diffie-Hellman (cairn/dh.h). The secret exponent goes
 * through src/bn's constant-time exponentiation at the length of its
 * encoding; validity verdicts on secrets (x in range, z = 1) are computed as
 * masks and declassified once decided. Peer values, p, g and q are public:
 * their checks branch freely.
 */
#include <string.h>

#include "core/internal.h"
#include "pk/dh_internal.h"
#include "pk/ffc.h"

#if CAIRN_ENABLE_DH

#define NL CAIRN_BN_MAX_LIMBS

/* Private exponent draws before giving up: each fails with probability
 * 2^-N or below 1/2 for rand_range, so only a broken rng gets there. */
#define DH_MAX_DRAWS 64

static const dh_grp *grp_of(const cairn_dh_group *grp)
{
    const dh_grp *g = (const dh_grp *)(const void *)grp;
    return g != NULL && g->magic == DH_GROUP_MAGIC ? g : NULL;
}

/* see dh_internal.h */
int cairn_dh_grp_status(const cairn_dh_group *grp) { return grp == NULL ? CAIRN_ERR_BAD_ARG : CAIRN_ERR_STATE; }

/* see dh_internal.h */
const dh_grp *cairn_dh_grp_of(const cairn_dh_group *grp)
{
    return grp_of(grp);
}

/* The default exponent length: twice the strength, or the full length
 * when that is no longer. */
static void set_lengths(dh_grp *g)
{
    size_t full = g->has_q ? g->qbits : g->pbits - 1, two_s = 2 * cairn_ffc_strength(g->pbits);
    g->xbits = two_s < full ? two_s : full;
}

/* Sets up g from p, the generator, q (qn = 0: none); the values are public. */
static int group_setup(dh_grp *g, const cairn_limb *p, size_t pn, size_t pbits, const cairn_limb *gen,
                       const cairn_limb *q, size_t qbits, int safe)
{
    int rc;
    memset(g, 0, sizeof *g);
    if ((rc = cairn_bn_mont_init(&g->mp, p, pn)) != CAIRN_OK)
        return rc;
    cairn_bn_copy(g->g, gen, pn);
    g->pbits = pbits;
    g->plen = (pbits + 7) >> 3;
    if (q != NULL) {
        cairn_bn_copy(g->q, q, pn);
        g->has_q = 1;
        g->qbits = qbits;
        g->qlen = (qbits + 7) >> 3;
        g->safe = (uint32_t)safe;
    }
    set_lengths(g);
    g->magic = DH_GROUP_MAGIC;
    return CAIRN_OK;
}

/* see cairn/dh.h */
int cairn_dh_group_named(cairn_dh_group *grp, cairn_dh_group_id id)
{
    uint8_t pb[1024], gb;
    cairn_limb p[NL], gen[NL], q[NL];
    size_t plen, pn;
    int rc;
    if (grp == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(grp, 0, sizeof *grp);
    if ((rc = cairn_dh_named_prime(id, pb, &plen, &gb)) != CAIRN_OK)
        return rc;
    if (plen > CAIRN_DH_MAX_BYTES)
        return CAIRN_ERR_UNSUPPORTED;
    pn = CAIRN_BN_LIMBS(plen * 8);
    cairn_status_ignore(cairn_bn_decode(p, pn, pb, plen));
    cairn_bn_set_word(gen, pn, gb);
    (void)cairn_bn_shr(q, p, pn, 1); /* a safe prime: q = (p - 1) / 2 */
    return group_setup((dh_grp *)(void *)grp, p, pn, plen * 8, gen, q, plen * 8 - 1, 1);
}

/* see cairn/dh.h */
int cairn_dh_group_custom(cairn_dh_group *grp, const uint8_t *p, size_t plen, const uint8_t *g, size_t glen,
                          const uint8_t *q, size_t qlen, cairn_rng_fn rng, void *rng_state)
{
    cairn_limb pl[NL], gl[NL], ql[NL], pm1[NL], t[NL], one[NL], tmp[4 * NL];
    size_t pbits, gbits, qbits = 0, pn;
    int rc, safe = 0;
    if (grp == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(grp, 0, sizeof *grp);
    if (p == NULL || g == NULL || !CAIRN_BUF_OK(q, qlen))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = cairn_ffc_load(pl, NL, p, plen, &pbits)) != CAIRN_OK)
        return rc;
    if (pbits < CAIRN_DH_MIN_BITS || pbits > CAIRN_DH_MAX_BITS)
        return CAIRN_ERR_BAD_LENGTH;
    pn = CAIRN_BN_LIMBS(pbits);
    if ((pl[0] & 1) == 0)
        return CAIRN_ERR_INVALID_KEY;
    if (cairn_ffc_load(gl, pn, g, glen, &gbits) != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    /* 2 <= g <= p - 2: g - 1 in [1, p - 2), i.e. 1 <= g - 1 < p - 2 */
    cairn_bn_set_word(one, pn, 1);
    (void)cairn_bn_sub(pm1, pl, one, pn);
    (void)cairn_bn_sub(t, gl, one, pn);
    (void)cairn_bn_sub(tmp, pm1, one, pn);
    if (gbits < 2 || !cairn_bn_lt(t, tmp, pn))
        return CAIRN_ERR_INVALID_KEY;
    if (q != NULL && qlen > 0) {
        if (cairn_ffc_load(ql, pn, q, qlen, &qbits) != CAIRN_OK || qbits < 2 || (ql[0] & 1) == 0 ||
            !cairn_bn_lt(ql, pl, pn))
            return CAIRN_ERR_INVALID_KEY;
        /* q | p - 1 and g^q = 1 */
        (void)cairn_bn_divrem(NULL, t, pm1, pn, ql, pn);
        if (!cairn_bn_is_zero(t, pn))
            return CAIRN_ERR_INVALID_KEY;
        if ((rc = cairn_bn_mont_init(&((dh_grp *)(void *)grp)->mp, pl, pn)) != CAIRN_OK)
            return rc;
        (void)cairn_bn_mont_exp_vartime(&((dh_grp *)(void *)grp)->mp, t, gl, ql, pn);
        if (!cairn_bn_eq(t, one, pn))
            return CAIRN_ERR_INVALID_KEY;
        (void)cairn_bn_shr(t, pl, pn, 1);
        safe = cairn_bn_eq(t, ql, pn) != 0;
    }
    if (rng != NULL) {
        cairn_limb prime;
        rc = cairn_bn_is_probable_prime(&prime, pl, pn, tmp, 4 * NL, rng, rng_state);
        if (rc == CAIRN_OK && prime && qbits > 0)
            rc = cairn_bn_is_probable_prime(&prime, ql, CAIRN_BN_LIMBS(qbits), tmp, 4 * NL, rng, rng_state);
        if (rc != CAIRN_OK) {
            memset(grp, 0, sizeof *grp);
            return rc;
        }
        if (!prime) {
            memset(grp, 0, sizeof *grp);
            return CAIRN_ERR_INVALID_KEY;
        }
    }
    return group_setup((dh_grp *)(void *)grp, pl, pn, pbits, gl, qbits > 0 ? ql : NULL, qbits, safe);
}

/* see cairn/dh.h */
size_t cairn_dh_group_bytes(const cairn_dh_group *grp)
{
    const dh_grp *g = grp_of(grp);
    return g != NULL ? g->plen : 0;
}

/* see cairn/dh.h */
size_t cairn_dh_group_exponent_bits(const cairn_dh_group *grp)
{
    const dh_grp *g = grp_of(grp);
    return g != NULL ? g->xbits : 0;
}

/* x[0..xn) from its encoding (secret: no branch on the bytes), and the
 * all-ones mask when it is in [1, q - 1] (or [1, p - 2]). */
static cairn_limb load_x(const dh_grp *g, cairn_limb *x, size_t *xn, const uint8_t *xb, size_t xlen)
{
    cairn_limb lim[NL], one[NL];
    size_t pn = g->mp.n;
    *xn = CAIRN_BN_LIMBS(xlen * 8);
    cairn_bn_zero(x, pn);
    cairn_status_ignore(cairn_bn_decode(x, *xn, xb, xlen));
    if (g->has_q) {
        cairn_bn_copy(lim, g->q, pn);
    } else {
        cairn_bn_set_word(one, pn, 1);
        (void)cairn_bn_sub(lim, g->mp.m, one, pn);
    }
    return cairn_ffc_in_range(x, lim, pn);
}

/* The checks on x's arguments both public functions make. */
static int x_args(const dh_grp *g, const uint8_t *x, size_t xlen)
{
    if (x == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (xlen == 0 || xlen > g->plen)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* y = g^x, encoded padded; returns the range mask of x. */
static cairn_limb public_value(const dh_grp *g, const uint8_t *x, size_t xlen, uint8_t *y)
{
    cairn_limb xl[NL], r[NL], ok;
    size_t xn;
    ok = load_x(g, xl, &xn, x, xlen);
    cairn_ffc_exp(&g->mp, r, g->g, xl, xn);
    cairn_status_ignore(cairn_bn_encode(y, g->plen, r, g->mp.n));
    cairn_wipe(xl, sizeof xl);
    return ok;
}

/* see cairn/dh.h */
int cairn_dh_public(const cairn_dh_group *grp, const uint8_t *x, size_t xlen, uint8_t *y, size_t ycap)
{
    const dh_grp *g = grp_of(grp);
    cairn_limb ok;
    int rc;
    if (y == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (g == NULL)
        return cairn_dh_grp_status(grp);
    if ((rc = x_args(g, x, xlen)) != CAIRN_OK)
        goto fail;
    if (ycap < g->plen) {
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        goto fail;
    }
    ok = public_value(g, x, xlen, y);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (ok)
        return CAIRN_OK;
    rc = CAIRN_ERR_INVALID_KEY;
fail:
    memset(y, 0, ycap);
    return rc;
}

/* see cairn/dh.h */
int cairn_dh_keygen(const cairn_dh_group *grp, size_t xbits, uint8_t *x, size_t xcap, size_t *xlen, uint8_t *y,
                    size_t ycap, cairn_rng_fn rng, void *rng_state)
{
    const dh_grp *g = grp_of(grp);
    cairn_limb xl[NL], lim[NL], one[NL];
    size_t full, len = 0, tries;
    int rc = CAIRN_OK;
    if (xlen != NULL)
        *xlen = 0;
    if (x == NULL || xlen == NULL || y == NULL || rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (g == NULL)
        return cairn_dh_grp_status(grp);
    full = g->has_q ? g->qbits : g->pbits - 1;
    if (xbits == CAIRN_DH_EXP_DEFAULT)
        xbits = g->xbits;
    if (xbits == CAIRN_DH_EXP_FULL)
        xbits = full;
    if (xbits < g->xbits || xbits > full) {
        rc = CAIRN_ERR_BAD_LENGTH;
        goto out;
    }
    len = xbits == full ? (g->has_q ? g->qlen : g->plen) : (xbits + 7) >> 3;
    if (xcap < len || ycap < g->plen) {
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        goto out;
    }
    if (xbits == full) {
        /* uniform in [1, q - 1] (or [1, p - 2]) */
        size_t pn = g->mp.n;
        if (g->has_q) {
            cairn_bn_copy(lim, g->q, pn);
        } else {
            cairn_bn_set_word(one, pn, 1);
            (void)cairn_bn_sub(lim, g->mp.m, one, pn);
        }
        rc = cairn_bn_rand_range(xl, lim, pn, rng, rng_state);
        if (rc == CAIRN_OK)
            cairn_status_ignore(cairn_bn_encode(x, len, xl, pn));
    } else {
        /* uniform in [1, 2^xbits - 1] (SP 800-56A 5.6.1.1.4's form for
         * a length below q's) */
        cairn_limb nz = 0;
        for (tries = 0; rc == CAIRN_OK && !nz && tries < DH_MAX_DRAWS; tries++) {
            size_t i;
            uint8_t acc = 0;
            if (rng(rng_state, x, len) != 0) {
                rc = CAIRN_ERR_RNG;
                break;
            }
            x[0] &= (uint8_t)(0xffu >> (8 * len - xbits));
            for (i = 0; i < len; i++)
                acc |= x[i];
            nz = cairn_ct_nonzero32(acc);
            CAIRN_DECLASSIFY(&nz, sizeof nz);
        }
        if (rc == CAIRN_OK && !nz)
            rc = CAIRN_ERR_RNG;
    }
    if (rc == CAIRN_OK) {
        /* in range by construction */
        (void)public_value(g, x, len, y);
        *xlen = len;
    }
out:
    cairn_wipe(xl, sizeof xl);
    if (rc != CAIRN_OK) {
        memset(x, 0, xcap);
        memset(y, 0, ycap);
    }
    return rc;
}

/* The peer check on a decoded value (public). */
static int check_peer(const dh_grp *g, const cairn_limb *y)
{
    cairn_limb lim[NL], one[NL], t[NL], tmp[2 * NL];
    size_t pn = g->mp.n;
    /* 2 <= y <= p - 2: 1 <= y - 1 < p - 2 */
    cairn_bn_set_word(one, pn, 1);
    (void)cairn_bn_sub(lim, g->mp.m, one, pn);
    (void)cairn_bn_sub(lim, lim, one, pn);
    if (cairn_bn_sub(t, y, one, pn) || cairn_bn_is_zero(t, pn) || !cairn_bn_lt(t, lim, pn))
        return CAIRN_ERR_INVALID_KEY;
    if (g->safe)
        return cairn_bn_jacobi_vartime(y, g->mp.m, pn, tmp) == 1 ? CAIRN_OK : CAIRN_ERR_INVALID_KEY;
    if (g->has_q) {
        (void)cairn_bn_mont_exp_vartime(&g->mp, t, y, g->q, CAIRN_BN_LIMBS(g->qbits));
        if (!cairn_bn_eq(t, one, pn))
            return CAIRN_ERR_INVALID_KEY;
    }
    return CAIRN_OK;
}

static int load_peer(const dh_grp *g, cairn_limb *y, const uint8_t *peer, size_t peerlen)
{
    size_t bits;
    if (cairn_ffc_load(y, g->mp.n, peer, peerlen, &bits) != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    return check_peer(g, y);
}

/* see cairn/dh.h */
int cairn_dh_check_public(const cairn_dh_group *grp, const uint8_t *y, size_t ylen)
{
    const dh_grp *g = grp_of(grp);
    cairn_limb yl[NL];
    if (y == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (g == NULL)
        return cairn_dh_grp_status(grp);
    return load_peer(g, yl, y, ylen);
}

/* see cairn/dh.h */
int cairn_dh_shared(const cairn_dh_group *grp, const uint8_t *x, size_t xlen, const uint8_t *peer, size_t peerlen,
                    int form, uint8_t *z, size_t zcap, size_t *zlen)
{
    const dh_grp *g = grp_of(grp);
    cairn_limb xl[NL], yl[NL], r[NL], one[NL], pm1[NL], ok;
    size_t xn, pn, i, lead;
    int rc;
    if (zlen != NULL)
        *zlen = 0;
    if (z == NULL || zlen == NULL || peer == NULL || (form != CAIRN_DH_PADDED && form != CAIRN_DH_UNPADDED))
        return CAIRN_ERR_BAD_ARG;
    if (g == NULL)
        return cairn_dh_grp_status(grp);
    if ((rc = x_args(g, x, xlen)) != CAIRN_OK)
        goto fail;
    if (zcap < g->plen) {
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
        goto fail;
    }
    if ((rc = load_peer(g, yl, peer, peerlen)) != CAIRN_OK)
        goto fail;
    pn = g->mp.n;
    ok = load_x(g, xl, &xn, x, xlen);
    cairn_ffc_exp(&g->mp, r, yl, xl, xn);
    /* SP 800-56A rev. 3 5.7.1.1: z = 0, 1 or p - 1 is an error (p - 1, of
     * order 2, is possible only in a group without q); p is odd, so p - 1
     * is p with bit 0 cleared. The comparisons take every limb. */
    cairn_bn_set_word(one, pn, 1);
    memcpy(pm1, g->mp.m, pn * sizeof(cairn_limb));
    pm1[0] &= ~(cairn_limb)1;
    ok &= ~cairn_bn_eq(r, one, pn) & ~cairn_bn_is_zero(r, pn) & ~cairn_bn_eq(r, pm1, pn);
    cairn_status_ignore(cairn_bn_encode(z, g->plen, r, pn));
    cairn_wipe(xl, sizeof xl);
    cairn_wipe(r, sizeof r);
    CAIRN_DECLASSIFY(&ok, sizeof ok);
    if (!ok) {
        rc = CAIRN_ERR_INVALID_KEY;
        goto fail;
    }
    *zlen = g->plen;
    if (form == CAIRN_DH_UNPADDED) {
        /* the count of leading zero bytes is what the unpadded form
         * reveals: it is declassified, the shift done once */
        uint32_t seen = 0;
        lead = 0;
        for (i = 0; i < g->plen; i++) {
            seen |= cairn_ct_nonzero32(z[i]);
            lead += 1u ^ seen;
        }
        CAIRN_DECLASSIFY(&lead, sizeof lead);
        memmove(z, z + lead, g->plen - lead);
        memset(z + g->plen - lead, 0, lead);
        *zlen = g->plen - lead;
    }
    return CAIRN_OK;
fail:
    memset(z, 0, zcap);
    return rc;
}

#endif
