/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A Weierstrass curve given at run time, for tests only (see ec_engine.h):
 * the constants the generator would write, computed here with src/bn's
 * Montgomery set-up, over the generic Montgomery field and no base table.
 * Nothing in the library calls it, so a linker that drops unused sections
 * leaves it out of every image.
 */
#include <string.h>

#include "ec/ec_engine.h"

#if CAIRN_ENABLE_EC

static const char *const no_aliases[] = {NULL};

/* bytes big-endian bytes into a zero-padded element */
static void load(cairn_limb *r, const uint8_t *in, size_t bytes)
{
    memset(r, 0, sizeof(cairn_fe));
    (void)cairn_bn_decode(r, CAIRN_EC_LIMBS, in, bytes);
}

/* R^2 mod m and -m^-1 for the m[0..n) given, or CAIRN_ERR_BAD_ARG */
static int mont_consts(cairn_limb *rr, cairn_limb *m0i, const cairn_limb *m, size_t n)
{
    cairn_bn_mont ctx;
    int rc = cairn_bn_mont_init(&ctx, m, n);
    if (rc == CAIRN_OK) {
        cairn_bn_copy(rr, ctx.rr, n);
        *m0i = ctx.m0i;
    }
    cairn_bn_mont_wipe(&ctx);
    return rc;
}

/* see ec/ec_engine.h */
int cairn_ec_custom_curve_init(cairn_ec_custom_curve *cc, size_t bytes, const uint8_t *p, const uint8_t *a,
                               const uint8_t *b, const uint8_t *gx, const uint8_t *gy, const uint8_t *n)
{
    cairn_ec_consts *k;
    cairn_ec_field *f;
    cairn_fe one, pm3;
    cairn_limb tmp[2 * CAIRN_EC_LIMBS + 2];
    size_t pbits, nbits, pl;
    uint8_t g[2 * CAIRN_EC_MAX_BYTES];
    if (cc == NULL || p == NULL || a == NULL || b == NULL || gx == NULL || gy == NULL || n == NULL || bytes == 0 ||
        bytes > CAIRN_EC_MAX_BYTES)
        return CAIRN_ERR_BAD_ARG;
    memset(cc, 0, sizeof *cc);
    k = &cc->k;
    f = &cc->f;
    /* the values live in cc->v (k's members point there) */
    k->p = cc->v[EC_V_P];
    k->a = cc->v[EC_V_A];
    k->b = cc->v[EC_V_B];
    k->gx = cc->v[EC_V_GX];
    k->gy = cc->v[EC_V_GY];
    k->n = cc->v[EC_V_N];
    k->p_rr = cc->v[EC_V_P_RR];
    k->p_one = cc->v[EC_V_P_ONE];
    k->n_rr = cc->v[EC_V_N_RR];
    k->n_be = cc->n_be;
    load(cc->v[EC_V_P], p, bytes);
    load(cc->v[EC_V_A], a, bytes);
    load(cc->v[EC_V_B], b, bytes);
    load(cc->v[EC_V_GX], gx, bytes);
    load(cc->v[EC_V_GY], gy, bytes);
    load(cc->v[EC_V_N], n, bytes);
    pbits = cairn_bn_bit_length(k->p, CAIRN_EC_LIMBS);
    nbits = cairn_bn_bit_length(k->n, CAIRN_EC_LIMBS);
    if ((k->p[0] & 3) != 3 || pbits < 3 || (k->n[0] & 1) == 0 || nbits < 2)
        return CAIRN_ERR_BAD_ARG;
    if ((cairn_bn_lt(k->a, k->p, CAIRN_EC_LIMBS) & cairn_bn_lt(k->b, k->p, CAIRN_EC_LIMBS) &
         cairn_bn_lt(k->gx, k->p, CAIRN_EC_LIMBS) & cairn_bn_lt(k->gy, k->p, CAIRN_EC_LIMBS)) == 0)
        return CAIRN_ERR_BAD_ARG;
    pl = CAIRN_BN_LIMBS(pbits);
    if (mont_consts(cc->v[EC_V_P_RR], &k->p0i, k->p, pl) != CAIRN_OK ||
        mont_consts(cc->v[EC_V_N_RR], &k->n0i, k->n, CAIRN_BN_LIMBS(nbits)) != CAIRN_OK)
        return CAIRN_ERR_BAD_ARG;
    /* R mod p = 1 * R^2 * R^-1 */
    cairn_bn_set_word(one, CAIRN_EC_LIMBS, 1);
    cairn_bn_montmul(cc->v[EC_V_P_ONE], one, k->p_rr, k->p, k->p0i, pl, tmp);
    (void)cairn_bn_encode(cc->n_be, bytes, k->n, CAIRN_EC_LIMBS);
    cairn_bn_set_word(pm3, CAIRN_EC_LIMBS, 3);
    (void)cairn_bn_sub(pm3, k->p, pm3, CAIRN_EC_LIMBS);
    k->a_minus3 = (unsigned)(cairn_bn_eq(pm3, k->a, CAIRN_EC_LIMBS) & 1);

    f->impl.name = "mont";
    f->impl.prim = CAIRN_PRIM_EC_FIELD;
    f->impl.needs = 0;
    f->n = pl;
    f->bytes = bytes;
    f->p = k->p;
    f->mul = cairn_ec_fp_mont_mul;
    f->sqr = cairn_ec_fp_mont_sqr;
    f->add = cairn_ec_fp_mont_add;
    f->sub = cairn_ec_fp_mont_sub;
    f->to = cairn_ec_fp_mont_to;
    f->from = cairn_ec_fp_mont_from;
    f->inv = NULL;
    f->sqrt = NULL;
    f->one = k->p_one;
    f->p0i = k->p0i;
    f->rr = k->p_rr;
    cc->impls[0] = &f->impl;
    cc->impls[1] = NULL;
    cc->eng.k = k;
    cc->eng.base = NULL;

    cc->def.id = (cairn_ec_curve)0;
    cc->def.name = "custom";
    cc->def.aliases = no_aliases;
    cc->def.bytes = bytes;
    cc->def.nbits = nbits;
    cc->def.n = k->n_be;
    cc->def.oid = NULL;
    cc->def.oid_len = 0;
    cc->def.impls = cc->impls;
    cc->def.eng = &cc->eng;

    memcpy(g, gx, bytes);
    memcpy(g + bytes, gy, bytes);
    return cairn_ec_point_check(&cc->def, g) == CAIRN_OK ? CAIRN_OK : CAIRN_ERR_BAD_ARG;
}

#endif
