/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * edwards448 (RFC 8032 section 5.2: x^2 + y^2 = 1 + d x^2 y^2, d = -39081,
 * untwisted) in extended coordinates (X : Y : Z : T), x = X/Z, y = Y/Z,
 * xy = T/Z, with the a = 1 formulas of Hisil, Wong, Carter and Dawson
 * ("Twisted Edwards curves revisited", 2008): addition 9M, mixed addition
 * with an affine table point 8M, doubling 3M + 4S (+1M for T).
 *
 * Fixed-base multiplication (keys, signatures) is constant time: it reads
 * every entry of each table row and keeps the wanted one by masking. The
 * double-scalar multiplication used by verification is variable time and
 * must only see public values.
 *
 * The point formulas work in a caller's scratch (ge_tmp) rather than in
 * locals of their own: the fixed-base multiplication runs 112 additions on
 * secret values and wipes the scratch once at the end instead of each
 * formula wiping its frame on every call.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "ed/ed448_internal.h"

#define ED448_D_ABS 39081u

typedef struct {
    f448 a, b, c, d, e, f, g, h, t;
} ge_tmp;

static void ge_identity(cairn_ge448 *r)
{
    f448_set_small(&r->X, 0);
    f448_set_small(&r->Y, 1);
    f448_set_small(&r->Z, 1);
    f448_set_small(&r->T, 0);
}

/* r = 2p. with_t = 0 leaves r->T stale (the next operation is a doubling). */
static void ge_dbl(cairn_ge448 *r, const cairn_ge448 *p, int with_t, ge_tmp *w)
{
    f448_sqr(&w->a, &p->X);
    f448_sqr(&w->b, &p->Y);
    f448_sqr(&w->c, &p->Z);
    f448_add(&w->c, &w->c, &w->c);
    f448_add_nr(&w->e, &p->X, &p->Y);
    f448_sqr(&w->e, &w->e);
    f448_add(&w->g, &w->a, &w->b);
    f448_sub(&w->e, &w->e, &w->g); /* E = 2XY */
    f448_sub(&w->h, &w->a, &w->b); /* H = X^2 - Y^2 */
    f448_sub(&w->f, &w->g, &w->c); /* F = X^2 + Y^2 - 2Z^2 */
    f448_mul(&r->X, &w->e, &w->f);
    f448_mul(&r->Y, &w->g, &w->h);
    if (with_t)
        f448_mul(&r->T, &w->e, &w->h);
    f448_mul(&r->Z, &w->f, &w->g);
}

/* r = p + q (general, extended). */
static void ge_add(cairn_ge448 *r, const cairn_ge448 *p, const cairn_ge448 *q, int with_t, ge_tmp *w)
{
    f448_mul(&w->a, &p->X, &q->X);
    f448_mul(&w->b, &p->Y, &q->Y);
    f448_mul(&w->c, &p->T, &q->T);
    f448_mul_small(&w->c, &w->c, ED448_D_ABS); /* c = -d T1 T2 */
    f448_mul(&w->d, &p->Z, &q->Z);
    f448_add_nr(&w->e, &p->X, &p->Y);
    f448_add_nr(&w->t, &q->X, &q->Y);
    f448_mul(&w->e, &w->e, &w->t);
    f448_add(&w->t, &w->a, &w->b);
    f448_sub(&w->e, &w->e, &w->t);
    f448_add(&w->f, &w->d, &w->c); /* F = Z1Z2 - d T1T2 */
    f448_sub(&w->g, &w->d, &w->c); /* G = Z1Z2 + d T1T2 */
    f448_sub(&w->h, &w->b, &w->a);
    f448_mul(&r->X, &w->e, &w->f);
    f448_mul(&r->Y, &w->g, &w->h);
    if (with_t)
        f448_mul(&r->T, &w->e, &w->h);
    f448_mul(&r->Z, &w->f, &w->g);
}

/* r = p + q for an affine table point q = (x, y, d x y). */
static void ge_add_pre(cairn_ge448 *r, const cairn_ge448 *p, const cairn_ge448_pre *q, int with_t, ge_tmp *w)
{
    f448_mul(&w->a, &p->X, &q->x);
    f448_mul(&w->b, &p->Y, &q->y);
    f448_mul(&w->c, &p->T, &q->dxy);
    f448_add_nr(&w->e, &p->X, &p->Y);
    f448_add_nr(&w->t, &q->x, &q->y);
    f448_mul(&w->e, &w->e, &w->t);
    f448_add(&w->t, &w->a, &w->b);
    f448_sub(&w->e, &w->e, &w->t);
    f448_sub(&w->f, &p->Z, &w->c);
    f448_add(&w->g, &p->Z, &w->c);
    f448_sub(&w->h, &w->b, &w->a);
    f448_mul(&r->X, &w->e, &w->f);
    f448_mul(&r->Y, &w->g, &w->h);
    if (with_t)
        f448_mul(&r->T, &w->e, &w->h);
    f448_mul(&r->Z, &w->f, &w->g);
}

/* see ed448_internal.h */
void cairn_ge448_neg(cairn_ge448 *r, const cairn_ge448 *p)
{
    f448_neg(&r->X, &p->X);
    f448_copy(&r->Y, &p->Y);
    f448_copy(&r->Z, &p->Z);
    f448_neg(&r->T, &p->T);
}

/* Constant time: t = sign(e) * row[|e| - 1], or the neutral (0, 1, 0) for
 * e = 0, e in [-8, 8], reading all eight entries (the negation goes through
 * the caller's scratch). */
static void select_pre(cairn_ge448_pre *t, const cairn_ge448_pre row[8], int32_t e, ge_tmp *w)
{
    uint32_t neg = (uint32_t)e >> 31;
    uint32_t abs = ((uint32_t)e ^ (0u - neg)) + neg;
    uint32_t j;

    f448_set_small(&t->x, 0);
    f448_set_small(&t->y, 1);
    f448_set_small(&t->dxy, 0);
    for (j = 0; j < 8; j++) {
        uint32_t hit = cairn_ct_eq32(abs, j + 1);
        f448_cmov(&t->x, &row[j].x, hit);
        f448_cmov(&t->y, &row[j].y, hit);
        f448_cmov(&t->dxy, &row[j].dxy, hit);
    }
    f448_neg(&w->t, &t->x);
    f448_cmov(&t->x, &w->t, neg);
    f448_neg(&w->t, &t->dxy);
    f448_cmov(&t->dxy, &w->t, neg);
}

/* 112 signed radix-16 digits in [-8, 8] of a 448-bit k < 2^446 (the top digit
 * absorbs the final carry: at most 4). */
static void recode16(int8_t e[112], const uint8_t k[56])
{
    int32_t carry = 0;
    int i;

    for (i = 0; i < 56; i++) {
        e[2 * i] = (int8_t)(k[i] & 15);
        e[2 * i + 1] = (int8_t)(k[i] >> 4);
    }
    for (i = 0; i < 111; i++) {
        int32_t v = e[i] + carry;
        carry = (v + 8) >> 4; /* v in [0, 16]: 1 when v >= 8 */
        e[i] = (int8_t)(v - carry * 16);
    }
    e[111] = (int8_t)(e[111] + carry);
}

/* see ed448_internal.h: with S = CAIRN_GE448_TABLE_SPAN, digit S i + p goes
 * with row i (16^(S i) B) in pass p, passes from p = S - 1 down to 0 with
 * four doublings between them (Horner in 16 over the passes). */
void cairn_ge448_scalarmult_base(cairn_ge448 *r, const uint8_t k[56])
{
    int8_t e[112];
    cairn_ge448_pre t;
    ge_tmp w;
    int i, p;

    recode16(e, k);
    ge_identity(r);
    for (p = CAIRN_GE448_TABLE_SPAN - 1; p >= 0; p--) {
        for (i = 0; i < CAIRN_GE448_TABLE_ROWS; i++) {
            select_pre(&t, cairn_ge448_base_table[i], e[CAIRN_GE448_TABLE_SPAN * i + p], &w);
            ge_add_pre(r, r, &t, 1, &w);
        }
        if (p > 0) {
            ge_dbl(r, r, 0, &w);
            ge_dbl(r, r, 0, &w);
            ge_dbl(r, r, 0, &w);
            ge_dbl(r, r, 1, &w);
        }
    }
    cairn_wipe(e, sizeof e);
    cairn_wipe(&t, sizeof t);
    cairn_wipe(&w, sizeof w);
}

/* Width-w NAF of a public scalar below 2^447: digits odd in
 * [-(2^(w-1) - 1), 2^(w-1) - 1] or 0, any two non-zero digits at least w
 * positions apart. Variable time. */
static void wnaf(int8_t naf[449], const uint8_t k[56], int w)
{
    int limit = (1 << (w - 1)) - 1;
    int i, j, m;

    for (i = 0; i < 448; i++)
        naf[i] = (int8_t)((k[i >> 3] >> (i & 7)) & 1);
    naf[448] = 0;
    for (i = 0; i < 449; i++) {
        if (naf[i] == 0)
            continue;
        for (j = 1; j < w && i + j < 449; j++) {
            int add;
            if (naf[i + j] == 0)
                continue;
            add = naf[i + j] * (1 << j);
            if (naf[i] + add <= limit) {
                naf[i] = (int8_t)(naf[i] + add);
                naf[i + j] = 0;
            } else if (naf[i] - add >= -limit) {
                naf[i] = (int8_t)(naf[i] - add);
                for (m = i + j; m < 449; m++) { /* propagate the carry upwards */
                    if (naf[m] == 0) {
                        naf[m] = 1;
                        break;
                    }
                    naf[m] = 0;
                }
            } else {
                break;
            }
        }
    }
}

/* B's odd multiples for verification: the 32 of the default table (width-7
 * NAF), or 1, 3, 5, 7 B from row 0 of the small table (width 4). */
#if CAIRN_ED448_SMALL_TABLE
#define BASE_ODD(j) cairn_ge448_base_table[0][2 * (j)]
#define BASE_WNAF 4
#else
#define BASE_ODD(j) cairn_ge448_base_odd[j]
#define BASE_WNAF 7
#endif

/* see ed448_internal.h (variable time: public data only). A uses a width-5
 * NAF over 8 odd multiples computed here, B a width-7 (small table: width-4)
 * NAF over affine odd multiples from ge448_table.c (mixed additions). */
void cairn_ge448_double_scalarmult_vartime(cairn_ge448 *r, const uint8_t a[56], const cairn_ge448 *A,
                                           const uint8_t b[56])
{
    int8_t na[449], nb[449];
    cairn_ge448 ta[8], a2, neg;
    cairn_ge448_pre q;
    ge_tmp w;
    int i, j, top;

    wnaf(na, a, 5);
    wnaf(nb, b, BASE_WNAF);
    ta[0] = *A;
    ge_dbl(&a2, A, 1, &w);
    for (j = 1; j < 8; j++)
        ge_add(&ta[j], &ta[j - 1], &a2, 1, &w);

    top = 448;
    while (top >= 0 && na[top] == 0 && nb[top] == 0)
        top--;
    ge_identity(r);
    for (i = top; i >= 0; i--) {
        ge_dbl(r, r, i == 0 || na[i] != 0 || nb[i] != 0, &w); /* r->T valid on return */
        if (na[i] > 0) {
            ge_add(r, r, &ta[na[i] >> 1], 1, &w);
        } else if (na[i] < 0) {
            cairn_ge448_neg(&neg, &ta[(-na[i]) >> 1]);
            ge_add(r, r, &neg, 1, &w);
        }
        if (nb[i] > 0) {
            ge_add_pre(r, r, &BASE_ODD(nb[i] >> 1), 1, &w);
        } else if (nb[i] < 0) {
            q = BASE_ODD((-nb[i]) >> 1);
            f448_neg(&q.x, &q.x);
            f448_neg(&q.dxy, &q.dxy);
            ge_add_pre(r, r, &q, 1, &w);
        }
    }
}

/* see ed448_internal.h */
int cairn_ge448_is_neutral_times4_vartime(const cairn_ge448 *p, const cairn_ge448 *q)
{
    cairn_ge448 t;
    ge_tmp w;

    ge_add(&t, p, q, 0, &w);
    ge_dbl(&t, &t, 0, &w);
    ge_dbl(&t, &t, 0, &w);
    return f448_iszero(&t.X) && f448_eq(&t.Y, &t.Z);
}

/* see ed448_internal.h */
void cairn_ge448_encode(uint8_t out[57], const cairn_ge448 *p)
{
    f448 zi, x, y;

    f448_inv(&zi, &p->Z);
    f448_mul(&x, &p->X, &zi);
    f448_mul(&y, &p->Y, &zi);
    f448_tobytes(out, &y);
    out[56] = (uint8_t)(f448_isodd(&x) << 7);
    cairn_wipe(&zi, sizeof zi);
    cairn_wipe(&x, sizeof x);
    cairn_wipe(&y, sizeof y);
}

/* see ed448_internal.h: RFC 8032 5.2.3, with every non-canonical form rejected */
int cairn_ge448_decode_vartime(cairn_ge448 *r, const uint8_t in[57])
{
    uint8_t chk[56];
    f448 y, u, v, x, t, w;
    uint32_t xsign = (uint32_t)in[56] >> 7;

    if ((in[56] & 0x7f) != 0)
        return -1;
    f448_frombytes(&y, in);
    f448_tobytes(chk, &y);
    if (memcmp(chk, in, 56) != 0) /* y >= p */
        return -1;
    f448_sqr(&u, &y);
    f448_mul_small(&v, &u, ED448_D_ABS);
    f448_set_small(&t, 1);
    f448_add(&v, &v, &t);
    f448_neg(&v, &v);     /* v = d y^2 - 1 */
    f448_sub(&u, &u, &t); /* u = y^2 - 1 */
    /* x = u^3 v (u^5 v^3)^((p-3)/4) */
    f448_sqr(&t, &u);
    f448_mul(&w, &t, &u);     /* u^3 */
    f448_mul(&x, &w, &v);     /* u^3 v */
    f448_mul(&t, &w, &t);     /* u^5 */
    f448_sqr(&w, &v);
    f448_mul(&w, &w, &v);     /* v^3 */
    f448_mul(&t, &t, &w);     /* u^5 v^3 */
    f448_pow_p34(&t, &t);
    f448_mul(&x, &x, &t);
    f448_sqr(&t, &x);
    f448_mul(&t, &t, &v);
    if (!f448_eq(&t, &u)) /* no square root: not on the curve */
        return -1;
    if (f448_iszero(&x) && xsign)
        return -1;
    if (f448_isodd(&x) != xsign)
        f448_neg(&x, &x);
    r->X = x;
    r->Y = y;
    f448_set_small(&r->Z, 1);
    f448_mul(&r->T, &x, &y);
    return 0;
}

#endif
