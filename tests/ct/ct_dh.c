/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of finite-field DH (cairn/dh.h, src/pk/dh.c), on
 * Oakley group 2 and ffdhe2048:
 *  - key generation at the default and the full exponent length, the rng
 *    output secret from the moment it exists (a zero draw's rejection is
 *    declassified);
 *  - the public value g^x, x secret (its range verdict is declassified);
 *  - the shared secret, x secret and the peer public, padded and unpadded
 *    (the unpadded form declassifies its count of leading zero bytes, which
 *    its length shows anyway).
 * The kex descriptors' entries of ct_pk.c cover the generic layer on top.
 */
#include <string.h>

#include "ct.h"

static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int public_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    return CAIRN_OK;
}

#define PB 256

typedef int (*group_op)(const cairn_dh_group *grp);

static int each(group_op op)
{
    static const cairn_dh_group_id ids[] = {CAIRN_DH_OAKLEY2, CAIRN_DH_FFDHE2048};
    size_t i;
    int bad = 0;
    for (i = 0; i < 2; i++) {
        cairn_dh_group grp;
        if (cairn_dh_group_named(&grp, ids[i]) != CAIRN_OK)
            return 1;
        bad |= op(&grp);
    }
    return bad;
}

static int keygen_len(const cairn_dh_group *grp, size_t xbits)
{
    uint8_t x[PB], y[PB], y2[PB];
    size_t xl;
    uint32_t seed = 8001;
    int rc = cairn_dh_keygen(grp, xbits, x, sizeof x, &xl, y, sizeof y, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&xl, sizeof xl);
    CT_PUBLIC(y, sizeof y);
    CT_PUBLIC(x, sizeof x); /* declassified only to check the result */
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_dh_public(grp, x, xl, y2, sizeof y2);
    return rc != CAIRN_OK || memcmp(y, y2, cairn_dh_group_bytes(grp)) != 0;
}

static int keygen_default(const cairn_dh_group *grp) { return keygen_len(grp, CAIRN_DH_EXP_DEFAULT); }
static int keygen_full(const cairn_dh_group *grp) { return keygen_len(grp, CAIRN_DH_EXP_FULL); }

/* Two public key pairs; a's x is then marked secret by the caller. */
static int pairs(const cairn_dh_group *grp, uint8_t *xa, size_t *xal, uint8_t *ya, uint8_t *xb, size_t *xbl,
                 uint8_t *yb)
{
    uint32_t seed = 8101;
    int rc = cairn_dh_keygen(grp, 0, xa, PB, xal, ya, PB, public_rng, &seed);
    if (rc == CAIRN_OK)
        rc = cairn_dh_keygen(grp, 0, xb, PB, xbl, yb, PB, public_rng, &seed);
    return rc;
}

static int public_one(const cairn_dh_group *grp)
{
    uint8_t xa[PB], ya[PB], xb[PB], yb[PB], y[PB];
    size_t xal, xbl;
    int rc;
    if (pairs(grp, xa, &xal, ya, xb, &xbl, yb) != CAIRN_OK)
        return 1;
    CT_SECRET(xa, xal);
    rc = cairn_dh_public(grp, xa, xal, y, sizeof y);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(y, sizeof y);
    return rc != CAIRN_OK || memcmp(y, ya, cairn_dh_group_bytes(grp)) != 0;
}

static int shared_form(const cairn_dh_group *grp, int form)
{
    uint8_t xa[PB], ya[PB], xb[PB], yb[PB], za[PB], zb[PB];
    size_t xal, xbl, zal, zbl;
    int rc;
    if (pairs(grp, xa, &xal, ya, xb, &xbl, yb) != CAIRN_OK)
        return 1;
    CT_SECRET(xa, xal);
    rc = cairn_dh_shared(grp, xa, xal, yb, cairn_dh_group_bytes(grp), form, za, sizeof za, &zal);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(za, sizeof za); /* declassified only to compare with the other side */
    CT_PUBLIC(&zal, sizeof zal);
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_dh_shared(grp, xb, xbl, ya, cairn_dh_group_bytes(grp), form, zb, sizeof zb, &zbl);
    return rc != CAIRN_OK || zal != zbl || memcmp(za, zb, zal) != 0;
}

static int shared_padded(const cairn_dh_group *grp) { return shared_form(grp, CAIRN_DH_PADDED); }
static int shared_unpadded(const cairn_dh_group *grp) { return shared_form(grp, CAIRN_DH_UNPADDED); }

static int op_keygen(const ct_arg *a)
{
    (void)a;
    return each(keygen_default);
}
static int op_keygen_full(const ct_arg *a)
{
    (void)a;
    return each(keygen_full);
}
static int op_public(const ct_arg *a)
{
    (void)a;
    return each(public_one);
}
static int op_shared(const ct_arg *a)
{
    (void)a;
    return each(shared_padded);
}
static int op_shared_unpadded(const ct_arg *a)
{
    (void)a;
    return each(shared_unpadded);
}

/* clang-format off */
static const ct_op ops[] = {
    {"dh keygen",           CT_ONCE, op_keygen,          "rng output (x, default length); Oakley 2, ffdhe2048", CT_CLEAN, "none; a zero draw's rejection is declassified"},
    {"dh keygen full",      CT_ONCE, op_keygen_full,     "rng output (x in [1, q - 1]); Oakley 2, ffdhe2048",    CT_CLEAN, "none; a candidate's accept/reject is declassified"},
    {"dh public",           CT_ONCE, op_public,          "x; Oakley 2, ffdhe2048",                               CT_CLEAN, "none; x's range verdict is declassified"},
    {"dh shared",           CT_ONCE, op_shared,          "x; Oakley 2, ffdhe2048",                               CT_CLEAN, "none (the peer public); the z != 1 verdict is declassified"},
    {"dh shared unpadded",  CT_ONCE, op_shared_unpadded, "x; Oakley 2, ffdhe2048",                               CT_CLEAN, "the count of leading zero bytes (the output's length)"},
};
/* clang-format on */

size_t ct_ops_dh(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
