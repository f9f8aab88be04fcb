/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Inversion modulo any odd m, constant time: the optimised binary extended
 * GCD of T. Pornin, "Optimized Binary GCD for Modular Inversion" (IACR
 * ePrint 2020/972).
 *
 * The classic binary GCD keeps b odd and, per step, halves a, first
 * replacing it by a - b (after swapping a and b when a < b) if a is odd. With
 * cofactors u, v such that a = u y and b = v y (mod m), started at
 * (a, b, u, v) = (y, m, 1, 0), it reaches a = 0 with b = gcd(y, m), and then
 * v = y^-1 mod m when b = 1. Every step shortens len(a) + len(b) by a bit, so
 * len(y) + len(m) - 1 steps suffice. Done on the full-length numbers, each
 * step costs several passes over them.
 *
 * The optimisation takes K = LIMB_BITS - 2 steps at a time on two-word
 * approximations of a and b, recording them as update factors:
 * (a, b) <- ((f0 a + g0 b) / 2^K, (f1 a + g1 b) / 2^K), with |f0| + |g0| and
 * |f1| + |g1| at most 2^K, so each fits a signed word. The factors are then
 * applied to the full-length a and b in one pass, and to u and v in another,
 * where the division by 2^K is a Montgomery one: adding q m, with
 * q = -(f0 u + g0 v) m^-1 mod 2^K, makes the sum divisible by 2^K without
 * changing it modulo m. Dividing a, b and u, v alike keeps a = u y and
 * b = v y exact, so no power of two is left to remove at the end.
 *
 * The approximation of a is its top LIMB_BITS bits at the length of the
 * longer of a and b, followed by its K low bits (the paper's k = LIMB_BITS - 1:
 * k + 1 top bits, k - 1 low bits, k - 1 steps), or a itself when a and b both
 * fit in 2 LIMB_BITS - 2 bits. The parity decisions of the K steps only need
 * the low bits and are exact; a comparison can go wrong when the top bits of
 * a and b are nearly equal, and then a - b comes out negative: a and the
 * factors f0, g0 are negated after the pass (and b, f1, g1 likewise). The
 * paper's appendix shows each round of K steps still shortens len(a) +
 * len(b) by K bits unless a reaches 0, so ceil((2 n LIMB_BITS - 1) / K)
 * rounds finish any a, m below 2^(n LIMB_BITS): the count depends on n only.
 * (An earlier version of the paper took k top and k low bits for k steps; that
 * choice loses the bound on some inputs, so the split above matters.)
 *
 * Constant time: the top words are gathered by a masked scan of every limb
 * and a branch-free leading-zero count (then shifts by that count, which are
 * constant time on the targets); the steps select by masks; every pass
 * touches every limb. If b = 1 at the end then v y = 1 mod m whatever else
 * happened, so the mask never vouches for a wrong inverse.
 */
#include "bn/bn.h"

#include "bn/bn_limb.h"
#include "core/internal.h"

/* steps per round */
#define KS (LB - 2)
#define LOW_MASK (((cairn_limb)1 << KS) - 1)

/* mask of a negative word (two's complement) */
CAIRN_INLINE cairn_limb neg_mask(cairn_limb x) { return mask_of(x >> (LB - 1)); }

/* Leading zeros of x, LB - 1 for zero (so that shifts by it stay defined). */
static cairn_limb clz_limb(cairn_limb x)
{
    cairn_limb s = 0;
    unsigned k;
    for (k = LB / 2; k > 0; k >>= 1) {
        cairn_limb z = mask_of(1 ^ nonzero(x >> (LB - k)));
        x <<= (cairn_limb)k & z;
        s += (cairn_limb)k & z;
    }
    return s;
}

/* The top words of the approximations of a and b: bits [L - LB, L) of each
 * for L = max(len(a), len(b)) when L > 2 LB - 2, else bits [KS, 2 LB - 2).
 * The low words are a[0] and b[0] cut to KS bits. */
static void approx_top(const cairn_limb *a, const cairn_limb *b, size_t n, cairn_limb *at, cairn_limb *bt)
{
    cairn_limb ah = 0, al = 0, bh = 0, bl = 0, above = 0, pa = 0, pb = 0, s, exact, ea, eb, a1, b1;
    size_t i;

    /* the highest limb where a or b is non-zero, and the one below it */
    for (i = 0; i < n; i++) {
        cairn_limb nz = mask_of(nonzero(a[i] | b[i]));
        ah ^= (ah ^ a[i]) & nz;
        al ^= (al ^ pa) & nz;
        bh ^= (bh ^ b[i]) & nz;
        bl ^= (bl ^ pb) & nz;
        if (i >= 2)
            above |= a[i] | b[i];
        pa = a[i];
        pb = b[i];
    }
    s = clz_limb(ah | bh);
    /* (al >> 1) >> (LB - 1 - s): al >> (LB - s) without a shift by LB */
    ah = (ah << s) | ((al >> 1) >> (LB - 1 - s));
    bh = (bh << s) | ((bl >> 1) >> (LB - 1 - s));
    /* both below 2^(2 LB - 2): no bits dropped in the middle */
    a1 = n > 1 ? a[1] : 0;
    b1 = n > 1 ? b[1] : 0;
    ea = (a1 << (LB - KS)) | (a[0] >> KS);
    eb = (b1 << (LB - KS)) | (b[0] >> KS);
    exact = mask_of(1 ^ nonzero(above | ((a1 | b1) >> KS)));
    *at = (ah & ~exact) | (ea & exact);
    *bt = (bh & ~exact) | (eb & exact);
}

/* KS steps on the approximations x = xh 2^LB + xl and y = yh 2^LB + yl
 * (below 2^(2 LB - 2), y odd); fg[] = f0, g0, f1, g1 (two's complement).
 * One step: if x is odd, x <- x - y, or x <- y - x and y <- x when x < y (the
 * swap), with the factors alike; then x is halved and f1, g1 doubled. The
 * high words are below 2^(LB - 2), so the sign of x - y is the top bit of its
 * high word. */
static void steps(cairn_limb xh, cairn_limb xl, cairn_limb yh, cairn_limb yl, cairn_limb *fg)
{
    cairn_limb f0 = 1, g0 = 0, f1 = 0, g1 = 1;
    unsigned j;

    for (j = 0; j < KS; j++) {
        cairn_limb br = 0, dl = sbb(xl, yl, &br), dh = xh - yh - br;
        cairn_limb odd = mask_of(xl & 1), lt = neg_mask(dh), sw = odd & lt;
        cairn_limb df = f0 - f1, dg = g0 - g1;
        yl ^= (xl ^ yl) & sw;
        yh ^= (xh ^ yh) & sw;
        /* |x - y| = (d ^ lt) - lt over the pair */
        br = 0;
        dl = sbb(dl ^ lt, lt, &br);
        dh = (dh ^ lt) - lt - br;
        xl ^= (xl ^ dl) & odd;
        xh ^= (xh ^ dh) & odd;
        xl = (xl >> 1) | (xh << (LB - 1));
        xh >>= 1;
        f1 ^= (f0 ^ f1) & sw;
        g1 ^= (g0 ^ g1) & sw;
        f0 ^= (f0 ^ ((df ^ lt) - lt)) & odd;
        g0 ^= (g0 ^ ((dg ^ lt) - lt)) & odd;
        f1 <<= 1;
        g1 <<= 1;
    }
    fg[0] = f0;
    fg[1] = g0;
    fg[2] = f1;
    fg[3] = g1;
}

/* x + y + *c with *c in [0, 2] in and out */
CAIRN_INLINE cairn_limb add3(cairn_limb x, cairn_limb y, cairn_limb *c)
{
    cairn_limb s = x + y, c1 = (cairn_limb)(s < x), t = s + *c;
    *c = c1 + (cairn_limb)(t < s);
    return t;
}

/* f x + g y for signed words f, g (|f| + |g| <= 2^KS) and nonnegative
 * x, y below 2^(n LB), divided by 2^KS: x |f| and y |g| in two product chains,
 * each complemented when its factor is negative, added in a third chain that
 * starts with the two +1s of the negations. The sum is a signed (n + 1)-limb
 * value below 2^(n LB + KS) in size, so the quotient's limbs go to out[0..n)
 * and its sign is the top bit of the returned top limb. out may be x or y:
 * each limb is written once the next one of the sum is known. */
static cairn_limb lin_div(cairn_limb *out, const cairn_limb *x, const cairn_limb *y, size_t n, cairn_limb f,
                          cairn_limb g)
{
    cairn_limb sf = neg_mask(f), sg = neg_mask(g), mf = (f ^ sf) - sf, mg = (g ^ sg) - sg;
    cairn_limb cx = 0, cy = 0, c = (sf & 1) + (sg & 1), z = 0, t;
    size_t i;

    for (i = 0; i < n; i++) {
        cairn_limb p = mac(x[i], mf, cx, 0, &cx), q = mac(y[i], mg, cy, 0, &cy), w;
        w = add3(p ^ sf, q ^ sg, &c);
        if (i > 0)
            out[i - 1] = (z >> KS) | (w << (LB - KS));
        z = w;
    }
    t = add3(cx ^ sf, cy ^ sg, &c);
    out[n - 1] = (z >> KS) | (t << (LB - KS));
    return t;
}

/* x = -x when neg (a mask) */
static void cond_neg(cairn_limb *x, size_t n, cairn_limb neg)
{
    cairn_limb c = neg & 1;
    size_t i;
    for (i = 0; i < n; i++)
        x[i] = adc(x[i] ^ neg, 0, &c);
}

/* out = (f u + g v) / 2^KS mod m for u, v in [0, m), the division the
 * Montgomery way: q = -(f u + g v) m^-1 mod 2^KS from the low limb, and
 * (f u + g v + q m) / 2^KS, which lies in (-m, 2m) (the sum is in
 * (-2^KS m, 2^(KS+1) m), a signed (n + 1)-limb value), is brought into
 * [0, m): add m when negative, else subtract it; then add m back if that went
 * below zero. out may be u or v. */
static void mont_div(cairn_limb *out, const cairn_limb *u, const cairn_limb *v, const cairn_limb *m, cairn_limb m0i,
                     size_t n, cairn_limb f, cairn_limb g)
{
    cairn_limb sf = neg_mask(f), sg = neg_mask(g), mf = (f ^ sf) - sf, mg = (g ^ sg) - sg;
    cairn_limb cu = 0, cv = 0, cm = 0, c = (sf & 1) + (sg & 1), d = 0, q = 0, z = 0, t, top, sub;
    size_t i;

    for (i = 0; i < n; i++) {
        cairn_limb p = mac(u[i], mf, cu, 0, &cu), r = mac(v[i], mg, cv, 0, &cv), w;
        w = add3(p ^ sf, r ^ sg, &c);
        if (i == 0)
            q = (w * m0i) & LOW_MASK;
        w = adc(w, mac(q, m[i], cm, 0, &cm), &d);
        if (i > 0)
            out[i - 1] = (z >> KS) | (w << (LB - KS));
        z = w;
    }
    t = add3(cu ^ sf, cv ^ sg, &c) + cm + d;
    out[n - 1] = (z >> KS) | (t << (LB - KS));
    top = (t >> KS) | (neg_mask(t) << (LB - KS)); /* arithmetic shift: -1, 0 or 1 */
    sub = ~neg_mask(top);
    c = sub & 1;
    for (i = 0; i < n; i++)
        out[i] = adc(out[i], m[i] ^ sub, &c);
    top = top + sub + c;
    sub = neg_mask(top);
    c = 0;
    for (i = 0; i < n; i++)
        out[i] = adc(out[i], m[i] & sub, &c);
}

/* see bn/bn.h */
cairn_limb cairn_bn_mod_inv(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *tmp)
{
    /* x, y, u, v as in the header comment; spare is a free n-limb buffer (r,
     * once a is copied): each new x and u is written to the spare, whose
     * buffer then takes the old one's role (the pointers are public) */
    cairn_limb *x = tmp, *y = tmp + n, *u = tmp + 2 * n, *v = tmp + 3 * n, *spare = r, *p;
    cairn_limb m0i, fg[4], ok, neg;
    size_t done, total = 2 * n * LB - 1;

    cairn_bn_copy(x, a, n);
    cairn_bn_copy(y, m, n);
    /* u = 1 mod m: 0 when m = 1 */
    cairn_bn_set_word(v, n, 1);
    cairn_bn_set_word(u, n, 1 & ~cairn_bn_eq(m, v, n));
    cairn_bn_zero(v, n);
    m0i = cairn_bn_mont_m0i(m[0]);
    /* ceil(total / KS) rounds */
    for (done = 0; done < total; done += KS) {
        cairn_limb xt, yt;
        approx_top(x, y, n, &xt, &yt);
        steps(xt >> (LB - KS), (xt << KS) | (x[0] & LOW_MASK), yt >> (LB - KS), (yt << KS) | (y[0] & LOW_MASK), fg);
        /* a and b, made nonnegative by negating them and their factors */
        neg = neg_mask(lin_div(spare, x, y, n, fg[0], fg[1]));
        cond_neg(spare, n, neg);
        fg[0] = (fg[0] ^ neg) - neg;
        fg[1] = (fg[1] ^ neg) - neg;
        neg = neg_mask(lin_div(y, x, y, n, fg[2], fg[3]));
        cond_neg(y, n, neg);
        fg[2] = (fg[2] ^ neg) - neg;
        fg[3] = (fg[3] ^ neg) - neg;
        p = x;
        x = spare;
        spare = p;
        /* then u and v with the same factors */
        mont_div(spare, u, v, m, m0i, n, fg[0], fg[1]);
        mont_div(v, u, v, m, m0i, n, fg[2], fg[3]);
        p = u;
        u = spare;
        spare = p;
    }
    cairn_bn_set_word(x, n, 1);
    ok = cairn_bn_eq(y, x, n) & mask_of(m[0] & 1);
    /* r may be one of the buffers in use: it gets v last */
    cairn_bn_copy(r, v, n);
    cairn_wipe(tmp, 4 * n * sizeof *tmp);
    return ok;
}
