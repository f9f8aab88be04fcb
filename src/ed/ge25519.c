/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ed25519 group arithmetic (twisted Edwards, a = -1) with the formulas of
 * Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited" (2008):
 * extended coordinates, "completed" intermediate results (x = X/Z, y = Y/T)
 * converted to projective or extended form only as far as the next step needs.
 */
#include "ed/ge25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "core/internal.h"

/* Projective: x = X/Z, y = Y/Z. */
typedef struct {
    fe X, Y, Z;
} ge_p2;
/* Completed: x = X/Z, y = Y/T. */
typedef struct {
    fe X, Y, Z, T;
} ge_p1p1;
#if !CAIRN_SMALL /* the small profile has no table of such points */
/* Affine, precomputed for mixed addition: y + x, y - x, 2 d x y. */
typedef struct {
    fe ypx, ymx, xy2d;
} ge_niels;
#endif
/* Extended, precomputed for full addition: Y + X, Y - X, Z, 2 d T. */
typedef struct {
    fe ypx, ymx, Z, T2d;
} ge_cached;

static const uint32_t ge_d_words[8] = {0x135978a3, 0x75eb4dca, 0x4141d8ab, 0x00700a4d,
                                       0x7779e898, 0x8cc74079, 0x2b6ffe73, 0x52036cee};
static const uint32_t ge_2d_words[8] = {0x26b2f159, 0xebd69b94, 0x8283b156, 0x00e0149a,
                                        0xeef3d130, 0x198e80f2, 0x56dffce7, 0x2406d9dc};
static const uint32_t ge_sqrtm1_words[8] = {0x4a0ea0b0, 0xc4ee1b27, 0xad2fe478, 0x2f431806,
                                            0x3dfbd7a7, 0x2b4d0099, 0x4fc1df0b, 0x2b832480};

#if !CAIRN_SMALL
static void p1p1_to_p2(ge_p2 *r, const ge_p1p1 *p)
{
    fe_mul(r->X, p->X, p->T);
    fe_mul(r->Y, p->Y, p->Z);
    fe_mul(r->Z, p->Z, p->T);
}
#endif

static void p1p1_to_p3(ge25519_p3 *r, const ge_p1p1 *p)
{
    fe_mul(r->X, p->X, p->T);
    fe_mul(r->Y, p->Y, p->Z);
    fe_mul(r->Z, p->Z, p->T);
    fe_mul(r->T, p->X, p->Y);
}

static void p3_to_p2(ge_p2 *r, const ge25519_p3 *p)
{
    fe_copy(r->X, p->X);
    fe_copy(r->Y, p->Y);
    fe_copy(r->Z, p->Z);
}

static void p3_identity(ge25519_p3 *p)
{
    fe_set(p->X, 0);
    fe_set(p->Y, 1);
    fe_set(p->Z, 1);
    fe_set(p->T, 0);
}

/* dbl-2008-hwcd for a = -1, with the signs of H and F flipped together. */
static void p2_dbl(ge_p1p1 *r, const ge_p2 *p)
{
    fe a, b, c, t;
    fe_sqr(a, p->X);
    fe_sqr(b, p->Y);
    fe_sqr(c, p->Z);
    fe_add(c, c, c);           /* C = 2 Z^2 */
    fe_add(t, p->X, p->Y);
    fe_sqr(t, t);              /* (X + Y)^2 */
    fe_add(r->Y, a, b);        /* H = A + B */
    fe_sub(r->X, t, r->Y);     /* E = (X + Y)^2 - A - B */
    fe_sub(r->Z, b, a);        /* G = B - A */
    fe_sub(r->T, c, r->Z);     /* F = C - G */
}

static void p3_dbl(ge_p1p1 *r, const ge25519_p3 *p)
{
    ge_p2 q;
    p3_to_p2(&q, p);
    p2_dbl(r, &q);
}

#if !CAIRN_SMALL
/* r = p + q (q affine); sub: r = p - q. */
static void p3_madd(ge_p1p1 *r, const ge25519_p3 *p, const ge_niels *q, int sub)
{
    fe a, b, c, d;
    fe_sub(a, p->Y, p->X);
    fe_add(b, p->Y, p->X);
    fe_mul(a, a, sub ? q->ypx : q->ymx);
    fe_mul(b, b, sub ? q->ymx : q->ypx);
    fe_mul(c, p->T, q->xy2d);
    fe_add(d, p->Z, p->Z);
    fe_sub(r->X, b, a);        /* E = B - A */
    fe_add(r->Y, b, a);        /* H = B + A */
    if (sub) {                 /* -q has 2dxy negated: C changes sign */
        fe_sub(r->Z, d, c);
        fe_add(r->T, d, c);
    } else {
        fe_add(r->Z, d, c);    /* G = D + C */
        fe_sub(r->T, d, c);    /* F = D - C */
    }
}
#endif

/* r = p + q; sub: r = p - q. Only used with public points (sub is public). */
static void p3_add(ge_p1p1 *r, const ge25519_p3 *p, const ge_cached *q, int sub)
{
    fe a, b, c, d;
    fe_sub(a, p->Y, p->X);
    fe_add(b, p->Y, p->X);
    fe_mul(a, a, sub ? q->ypx : q->ymx);
    fe_mul(b, b, sub ? q->ymx : q->ypx);
    fe_mul(c, p->T, q->T2d);
    fe_mul(d, p->Z, q->Z);
    fe_add(d, d, d);
    fe_sub(r->X, b, a);
    fe_add(r->Y, b, a);
    if (sub) {
        fe_add(r->T, d, c);
        fe_sub(r->Z, d, c);
    } else {
        fe_add(r->Z, d, c);
        fe_sub(r->T, d, c);
    }
}

static void p3_to_cached(ge_cached *r, const ge25519_p3 *p)
{
    fe k;
    fe_add(r->ypx, p->Y, p->X);
    fe_sub(r->ymx, p->Y, p->X);
    fe_copy(r->Z, p->Z);
    fe_from_words(k, ge_2d_words);
    fe_mul(r->T2d, p->T, k);
}

#if !CAIRN_SMALL
static void niels_from_words(ge_niels *r, const uint32_t w[24])
{
    fe_from_words(r->ypx, w);
    fe_from_words(r->ymx, w + 8);
    fe_from_words(r->xy2d, w + 16);
}
#endif

static void p2_tobytes(uint8_t s[32], const fe X, const fe Y, const fe Z)
{
    fe zi, x, y;
    fe_inv(zi, Z);
    fe_mul(x, X, zi);
    fe_mul(y, Y, zi);
    fe_tobytes(s, y);
    s[31] ^= (uint8_t)(fe_isneg(x) << 7);
    cairn_wipe(zi, sizeof(zi));
    cairn_wipe(x, sizeof(x));
    cairn_wipe(y, sizeof(y));
}

#if CAIRN_SMALL
/*
 * The small profile has no base-point table: [k0]Q0 (+ [k1]Q1 for n = 2)
 * by double-and-add over all 256 bits, both scalars in one pass (Shamir's
 * trick), each sum always computed and kept by mask (the unified addition
 * is complete on this curve: doublings and the identity included), so the
 * same operations for every scalar. B comes from its encoding (RFC 8032:
 * y = 4/5, x even).
 */
static void ge_scalarmult(ge25519_p3 *r, const uint8_t *const k[2], const ge25519_p3 *const q[2], int n)
{
    ge_cached c[2];
    ge_p1p1 t;
    ge25519_p3 s;
    uint32_t bit;
    int i, j;

    for (j = 0; j < n; j++)
        p3_to_cached(&c[j], q[j]);
    p3_identity(r);
    for (i = 255; i >= 0; i--) {
        p3_dbl(&t, r);
        p1p1_to_p3(r, &t);
        for (j = 0; j < n; j++) {
            p3_add(&t, r, &c[j], 0);
            p1p1_to_p3(&s, &t);
            bit = (uint32_t)(k[j][i >> 3] >> (i & 7)) & 1u;
            fe_cmov(r->X, s.X, bit);
            fe_cmov(r->Y, s.Y, bit);
            fe_cmov(r->Z, s.Z, bit);
            fe_cmov(r->T, s.T, bit);
        }
    }
    cairn_wipe(&t, sizeof(t));
    cairn_wipe(&s, sizeof(s));
}

static void base_point(ge25519_p3 *b)
{
    static const uint8_t enc[32] = {0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                                    0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66,
                                    0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66};
    (void)cairn_ge25519_frombytes_vartime(b, enc); /* a valid encoding */
}

/* h = [a]B, constant time */
static void scalarmult_base(ge25519_p3 *h, const uint8_t a[32])
{
    ge25519_p3 b;
    const uint8_t *k[2] = {a, NULL};
    const ge25519_p3 *q[2] = {&b, NULL};
    base_point(&b);
    ge_scalarmult(h, k, q, 1);
}
#else
/*
 * Constant-time selection of digit * 256^i * B, digit in [-8, 8]: every one
 * of the eight entries is read and masked in, then the sign is applied with a
 * conditional swap (y+x <-> y-x) and a conditional negation of 2dxy.
 */
static void select_base(ge_niels *r, const uint32_t tab[8][24], int32_t digit)
{
    /* the identity: y + x = 1, y - x = 1, 2dxy = 0 */
    static const uint32_t ident[24] = {1, 0, 0, 0, 0, 0, 0, 0, 1};
    uint32_t w[24], m[8], none, neg, babs;
    fe nxy;
    int j, k;
    neg = (uint32_t)digit >> 31;
    babs = ((uint32_t)digit ^ (0u - neg)) + neg;
    for (j = 0; j < 8; j++)
        m[j] = cairn_ct_mask32(cairn_ct_eq32(babs, (uint32_t)j + 1));
    none = cairn_ct_mask32(cairn_ct_iszero32(babs));
    /* at most one mask is set: OR the masked entries (this loop vectorises) */
    for (k = 0; k < 24; k++) {
        uint32_t x = none & ident[k];
        for (j = 0; j < 8; j++)
            x |= m[j] & tab[j][k];
        w[k] = x;
    }
    niels_from_words(r, w);
    fe_cswap(r->ypx, r->ymx, neg);
    fe_neg(nxy, r->xy2d);
    fe_cmov(r->xy2d, nxy, neg);
    cairn_wipe(w, sizeof(w));
    cairn_wipe(m, sizeof(m));
}

/* h = [a]B, constant time */
static void scalarmult_base(ge25519_p3 *h, const uint8_t a[32])
{
    int32_t e[64], carry;
    ge_p1p1 r;
    ge_p2 s;
    ge_niels t;
    int i;

    /* signed radix 16: a = sum e[i] 16^i, e[i] in [-8, 8) (e[63] in [0, 8]) */
    for (i = 0; i < 32; i++) {
        e[2 * i] = a[i] & 15;
        e[2 * i + 1] = (a[i] >> 4) & 15;
    }
    carry = 0;
    for (i = 0; i < 63; i++) {
        e[i] += carry;
        carry = (e[i] + 8) >> 4; /* e[i] + 8 >= 0: a plain shift of a non-negative value */
        e[i] -= carry * 16;
    }
    e[63] += carry;

    /* odd digits first, then multiply by 16, then the even digits */
    p3_identity(h);
    for (i = 1; i < 64; i += 2) {
        select_base(&t, cairn_ge25519_base_table[i >> 1], e[i]);
        p3_madd(&r, h, &t, 0);
        p1p1_to_p3(h, &r);
    }
    p3_dbl(&r, h);
    p1p1_to_p2(&s, &r);
    p2_dbl(&r, &s);
    p1p1_to_p2(&s, &r);
    p2_dbl(&r, &s);
    p1p1_to_p2(&s, &r);
    p2_dbl(&r, &s);
    p1p1_to_p3(h, &r);
    for (i = 0; i < 64; i += 2) {
        select_base(&t, cairn_ge25519_base_table[i >> 1], e[i]);
        p3_madd(&r, h, &t, 0);
        p1p1_to_p3(h, &r);
    }
    cairn_wipe(e, sizeof(e));
    cairn_wipe(&r, sizeof(r));
    cairn_wipe(&s, sizeof(s));
    cairn_wipe(&t, sizeof(t));
}

#endif

void cairn_ge25519_scalarmult_base(uint8_t out[32], const uint8_t a[32])
{
    ge25519_p3 h;
    scalarmult_base(&h, a);
    p2_tobytes(out, h.X, h.Y, h.Z);
    cairn_wipe(&h, sizeof(h));
}

/* Encode X/Z, Y/Z with a given 1/Z. */
static void p3_tobytes_zi(uint8_t s[32], const ge25519_p3 *p, const fe zi)
{
    fe x, y;
    fe_mul(x, p->X, zi);
    fe_mul(y, p->Y, zi);
    fe_tobytes(s, y);
    s[31] ^= (uint8_t)(fe_isneg(x) << 7);
    cairn_wipe(x, sizeof(x));
    cairn_wipe(y, sizeof(y));
}

void cairn_ge25519_scalarmult_base2(uint8_t out1[32], const uint8_t a1[32], uint8_t out2[32], const uint8_t a2[32])
{
    ge25519_p3 h1, h2;
    fe t, zi;
    scalarmult_base(&h1, a1);
    scalarmult_base(&h2, a2);
    /* one inversion for both (Montgomery's trick): 1/Z1 = Z2 / (Z1 Z2) */
    fe_mul(t, h1.Z, h2.Z);
    fe_inv(t, t);
    fe_mul(zi, t, h2.Z);
    p3_tobytes_zi(out1, &h1, zi);
    fe_mul(zi, t, h1.Z);
    p3_tobytes_zi(out2, &h2, zi);
    cairn_wipe(&h1, sizeof(h1));
    cairn_wipe(&h2, sizeof(h2));
    cairn_wipe(t, sizeof(t));
    cairn_wipe(zi, sizeof(zi));
}

void cairn_ge25519_scalarmult_base_u(uint8_t out[32], const uint8_t a[32])
{
    ge25519_p3 h;
    fe n, d;
    scalarmult_base(&h, a);
    /* the birational map to Curve25519: u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y) */
    fe_add(n, h.Z, h.Y);
    fe_sub(d, h.Z, h.Y);
    fe_inv(d, d);
    fe_mul(n, n, d);
    fe_tobytes(out, n);
    cairn_wipe(&h, sizeof(h));
    cairn_wipe(n, sizeof(n));
    cairn_wipe(d, sizeof(d));
}

void cairn_ge25519_neg(ge25519_p3 *p)
{
    fe_neg(p->X, p->X);
    fe_neg(p->T, p->T);
}

static int fe_equal_vartime(const fe a, const fe b)
{
    uint8_t sa[32], sb[32];
    fe_tobytes(sa, a);
    fe_tobytes(sb, b);
    return memcmp(sa, sb, 32) == 0;
}

int cairn_ge25519_frombytes_vartime(ge25519_p3 *p, const uint8_t s[32])
{
    uint8_t chk[32];
    fe u, v, v3, vxx, t, k;
    unsigned sign = s[31] >> 7;

    fe_frombytes(p->Y, s);
    fe_tobytes(chk, p->Y);
    chk[31] |= (uint8_t)(sign << 7);
    if (memcmp(chk, s, 32) != 0)
        return -1; /* y >= p */
    fe_set(p->Z, 1);
    fe_sqr(u, p->Y);
    fe_from_words(k, ge_d_words);
    fe_mul(v, u, k);
    fe_sub(u, u, p->Z);        /* u = y^2 - 1 */
    fe_add(v, v, p->Z);        /* v = d y^2 + 1 */
    /* x = u v^3 (u v^7)^((p - 5) / 8) */
    fe_sqr(v3, v);
    fe_mul(v3, v3, v);
    fe_sqr(t, v3);
    fe_mul(t, t, v);
    fe_mul(t, t, u);           /* u v^7 */
    fe_pow22523(t, t);
    fe_mul(t, t, v3);
    fe_mul(p->X, t, u);
    fe_sqr(vxx, p->X);
    fe_mul(vxx, vxx, v);
    if (!fe_equal_vartime(vxx, u)) {
        fe_neg(t, u);
        if (!fe_equal_vartime(vxx, t))
            return -1; /* not a square: no point with this y */
        fe_from_words(k, ge_sqrtm1_words);
        fe_mul(p->X, p->X, k);
    }
    if (!fe_isnonzero(p->X) && sign)
        return -1;
    if (fe_isneg(p->X) != sign)
        fe_neg(p->X, p->X);
    fe_mul(p->T, p->X, p->Y);
    return 0;
}

#if CAIRN_SMALL
/* see ge25519.h; the small profile's: both products in one pass of
 * ge_scalarmult (constant time, though nothing here is secret) */
void cairn_ge25519_double_scalarmult_vartime(uint8_t out[32], const uint8_t a[32], const ge25519_p3 *A,
                                             const uint8_t b[32])
{
    ge25519_p3 r, bp;
    const uint8_t *k[2] = {a, b};
    const ge25519_p3 *q[2] = {A, &bp};

    base_point(&bp);
    ge_scalarmult(&r, k, q, 2);
    p2_tobytes(out, r.X, r.Y, r.Z);
}
#else
/* Width-w NAF of a 256-bit little-endian scalar: naf[0..257), odd digits
 * in (-2^(w-1), 2^(w-1)), at least w - 1 zeros between non-zero digits. */
static void naf_recode(int8_t naf[257], const uint8_t s[32], int w)
{
    int i = 0, carry = 0, k, window;
    for (k = 0; k < 257; k++)
        naf[k] = 0;
    while (i < 257) {
        int bit = i < 256 ? (s[i >> 3] >> (i & 7)) & 1 : 0;
        if (bit == carry) {
            i++;
            continue;
        }
        window = carry;
        for (k = 0; k < w && i + k < 256; k++)
            window += ((s[(i + k) >> 3] >> ((i + k) & 7)) & 1) << k;
        if (window & (1 << (w - 1))) {
            naf[i] = (int8_t)(window - (1 << w));
            carry = 1;
        } else {
            naf[i] = (int8_t)window;
            carry = 0;
        }
        i += w;
    }
}

/* Variable time (public inputs only): the NAF digits decide the additions. */
void cairn_ge25519_double_scalarmult_vartime(uint8_t out[32], const uint8_t a[32], const ge25519_p3 *A,
                                             const uint8_t b[32])
{
    int8_t na[257], nb[257];
    ge_cached ai[8];
    ge25519_p3 a2, u;
    ge_p1p1 t;
    ge_p2 r;
    ge_niels n;
    int i;

    naf_recode(na, a, 5);
    naf_recode(nb, b, 8); /* the base point's 64 odd multiples in the table */
    /* ai[k] = (2k + 1) A */
    p3_to_cached(&ai[0], A);
    p3_dbl(&t, A);
    p1p1_to_p3(&a2, &t);
    for (i = 1; i < 8; i++) {
        p3_add(&t, &a2, &ai[i - 1], 0);
        p1p1_to_p3(&u, &t);
        p3_to_cached(&ai[i], &u);
    }

    fe_set(r.X, 0);
    fe_set(r.Y, 1);
    fe_set(r.Z, 1);
    for (i = 256; i >= 0 && na[i] == 0 && nb[i] == 0; i--)
        ;
    for (; i >= 0; i--) {
        p2_dbl(&t, &r);
        if (na[i] != 0) {
            p1p1_to_p3(&u, &t);
            p3_add(&t, &u, &ai[(na[i] < 0 ? -na[i] : na[i]) >> 1], na[i] < 0);
        }
        if (nb[i] != 0) {
            p1p1_to_p3(&u, &t);
            niels_from_words(&n, cairn_ge25519_base_odd[(nb[i] < 0 ? -nb[i] : nb[i]) >> 1]);
            p3_madd(&t, &u, &n, nb[i] < 0);
        }
        p1p1_to_p2(&r, &t);
    }
    p2_tobytes(out, r.X, r.Y, r.Z);
}

#endif

#endif
