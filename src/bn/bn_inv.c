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
 * applied to the full-length a and b (a pass each), and to u and v, where the
 * division by 2^K is a Montgomery one: adding q m, with
 * q = -(f0 u + g0 v) m^-1 mod 2^K, makes the sum divisible by 2^K without
 * changing it modulo m. Dividing a, b and u, v alike keeps a = u y and
 * b = v y exact, so no power of two is left to remove at the end. The
 * cofactors are not brought back into [0, m) after each round: each is held
 * as a value Q in [-1.5 m, 1.5 m] standing for Q -+ m in [-m, m), and that
 * -+ m goes into the next round's multiple of m (see mont_div), so one
 * correction at the very end is all the reduction they need.
 *
 * The approximation of a is its top LIMB_BITS bits at the length of the
 * longer of a and b, followed by its K low bits (the paper's k = LIMB_BITS - 1:
 * k + 1 top bits, k - 1 low bits, k - 1 steps), or a itself when a and b both
 * fit in 2 LIMB_BITS - 2 bits. The parity decisions of the K steps only need
 * the low bits and are exact; a comparison can go wrong when the top bits of
 * a and b are nearly equal, and then a - b comes out negative: a and the
 * factors f0, g0 are negated after the pass (and b, f1, g1 likewise). The
 * paper's appendix shows each round of K steps still shortens len(a) +
 * len(b) by K bits unless a reaches 0 (tests/test_bn_inv.c checks it on every
 * round it runs), so ceil((2 n LIMB_BITS - 1) / K) rounds finish any a, m
 * below 2^(n LIMB_BITS): the count depends on n only.
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
    for (k = LB >> 1; k > 0; k >>= 1) {
        cairn_limb z = mask_of(1 ^ nonzero(x >> (LB - k)));
        x <<= (cairn_limb)k & z;
        s += (cairn_limb)k & z;
    }
    return s;
}

/* a * b + c, the low limb returned and the high one in *hi */
CAIRN_INLINE cairn_limb mul_add(cairn_limb a, cairn_limb b, cairn_limb c, cairn_limb *hi)
{
#if defined(BN_HAVE_DLIMB)
    /* the addition in single limbs: gcc keeps a zero-extended c on the stack otherwise */
    bn_dlimb p = (bn_dlimb)a * b;
    cairn_limb lo = (cairn_limb)p + c;
    *hi = (cairn_limb)(p >> LB) + (cairn_limb)(lo < c);
    return lo;
#else
    return mac(a, b, c, 0, hi);
#endif
}

/* x + y + *c with *c in [0, 2] in and out */
CAIRN_INLINE cairn_limb add3(cairn_limb x, cairn_limb y, cairn_limb *c)
{
    cairn_limb s = x + y, c1 = (cairn_limb)(s < x), t = s + *c;
    *c = c1 + (cairn_limb)(t < s);
    return t;
}

/* The approximations' top words, gathered while a and b are negated by mask
 * (na, nb) in place: bits [L - LB, L) of each for L = max(len(a), len(b))
 * when L > 2 LB - 2, else bits [KS, 2 LB - 2). The low words are a[0] and
 * b[0] cut to KS bits. */
static void negate_scan(cairn_limb *a, cairn_limb *b, size_t n, cairn_limb na, cairn_limb nb, cairn_limb *at,
                        cairn_limb *bt)
{
    cairn_limb ca = na & 1, cb = nb & 1, ah = 0, al = 0, bh = 0, bl = 0, above = 0, pa = 0, pb = 0, a01[2] = {0, 0},
               b01[2] = {0, 0}, s, exact, ea, eb;
    size_t i;

    for (i = 0; i < n; i++) {
        cairn_limb ai = adc(a[i] ^ na, 0, &ca), bi = adc(b[i] ^ nb, 0, &cb), nz;
        a[i] = ai;
        b[i] = bi;
        /* the highest limb where a or b is non-zero, and the one below it */
        nz = mask_of(nonzero(ai | bi));
        ah ^= (ah ^ ai) & nz;
        al ^= (al ^ pa) & nz;
        bh ^= (bh ^ bi) & nz;
        bl ^= (bl ^ pb) & nz;
        if (i < 2) {
            a01[i] = ai;
            b01[i] = bi;
        } else {
            above |= ai | bi;
        }
        pa = ai;
        pb = bi;
    }
    s = clz_limb(ah | bh);
    /* (al >> 1) >> (LB - 1 - s): al >> (LB - s) without a shift by LB */
    ah = (ah << s) | ((al >> 1) >> (LB - 1 - s));
    bh = (bh << s) | ((bl >> 1) >> (LB - 1 - s));
    /* both below 2^(2 LB - 2): no bits dropped in the middle */
    ea = (a01[1] << (LB - KS)) | (a01[0] >> KS);
    eb = (b01[1] << (LB - KS)) | (b01[0] >> KS);
    exact = mask_of(1 ^ nonzero(above | ((a01[1] | b01[1]) >> KS)));
    *at = (ah & ~exact) | (ea & exact);
    *bt = (bh & ~exact) | (eb & exact);
}

/* KS steps on the approximations x = xh 2^LB + xl and y = yh 2^LB + yl
 * (below 2^(2 LB - 2), y odd); fg[] = f0, g0, f1, g1 (two's complement).
 * One step: if x is odd, x <- x - y, or x <- y - x and y <- x when x < y (the
 * swap), with the factors alike; then x is halved and f1, g1 doubled. As
 * selections: with (A, B) = (y, x) on a swap, else (x, y), the new y is B and
 * the new x is A - B when x is odd, else A. The high words are below
 * 2^(LB - 2), so the sign of x - y is the top bit of its high word. */
static void steps(cairn_limb xh, cairn_limb xl, cairn_limb yh, cairn_limb yl, cairn_limb *fg)
{
    cairn_limb f0 = 1, g0 = 0, f1 = 0, g1 = 1;
    unsigned j;

    for (j = 0; j < KS; j++) {
        cairn_limb br = 0, odd = mask_of(xl & 1), sw, th, tl, tf, tg;
        (void)sbb(xl, yl, &br);
        sw = odd & neg_mask(xh - yh - br);
        tl = xl ^ yl;
        th = xh ^ yh;
        tf = f0 ^ f1;
        tg = g0 ^ g1;
        yl ^= tl & sw;
        yh ^= th & sw;
        f1 ^= tf & sw;
        g1 ^= tg & sw;
        xl = tl ^ yl;
        xh = th ^ yh;
        f0 = tf ^ f1;
        g0 = tg ^ g1;
        br = 0;
        xl = sbb(xl, yl & odd, &br);
        xh = xh - (yh & odd) - br;
        f0 -= f1 & odd;
        g0 -= g1 & odd;
        xl = (xl >> 1) | (xh << (LB - 1));
        xh >>= 1;
        f1 <<= 1;
        g1 <<= 1;
    }
    fg[0] = f0;
    fg[1] = g0;
    fg[2] = f1;
    fg[3] = g1;
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
    cairn_limb cx, cy, c = (sf & 1) + (sg & 1), z, t;
    size_t i;

    z = add3(mul_add(x[0], mf, 0, &cx) ^ sf, mul_add(y[0], mg, 0, &cy) ^ sg, &c);
    for (i = 1; i < n; i++) {
        cairn_limb w = add3(mul_add(x[i], mf, cx, &cx) ^ sf, mul_add(y[i], mg, cy, &cy) ^ sg, &c);
        out[i - 1] = (z >> KS) | (w << (LB - KS));
        z = w;
    }
    t = add3(cx ^ sf, cy ^ sg, &c);
    out[n - 1] = (z >> KS) | (t << (LB - KS));
    return t;
}

/* One round on a = x and b = y, whose approximations' top words are *xt, *yt:
 * the steps, and their factors applied; the new a goes to out, the new b to
 * y, both made nonnegative by negating them and their factors (fg[] ends
 * with the factors that took the old pair to the new one); *xt, *yt become
 * the new pair's top words. */
static void round_ab(const cairn_limb *x, cairn_limb *y, cairn_limb *out, size_t n, cairn_limb *xt, cairn_limb *yt,
                     cairn_limb *fg)
{
    cairn_limb na, nb;
    steps(*xt >> (LB - KS), (*xt << KS) | (x[0] & LOW_MASK), *yt >> (LB - KS), (*yt << KS) | (y[0] & LOW_MASK), fg);
    na = neg_mask(lin_div(out, x, y, n, fg[0], fg[1]));
    nb = neg_mask(lin_div(y, x, y, n, fg[2], fg[3]));
    negate_scan(out, y, n, na, nb, xt, yt);
    fg[0] = (fg[0] ^ na) - na;
    fg[1] = (fg[1] ^ na) - na;
    fg[2] = (fg[2] ^ nb) - nb;
    fg[3] = (fg[3] ^ nb) - nb;
}

/* x + y + z + *c with *c in [0, 3] in and out */
CAIRN_INLINE cairn_limb add4(cairn_limb x, cairn_limb y, cairn_limb z, cairn_limb *c)
{
    cairn_limb s = x + y, c1 = (cairn_limb)(s < x), t = s + z, c2 = (cairn_limb)(t < s), w = t + *c;
    *c = c1 + c2 + (cairn_limb)(w < t);
    return w;
}

/* The cofactors. Each is held as Q = q[0..n) + t 2^(n LB) (t, the top word,
 * in [-2, 1]) with Q in [-1.5 m, 1.5 m], and stands for U = Q - m when
 * Q >= 0, U = Q + m when not, so U is in [-m, m): that last addition is
 * never done, only folded into the next update, which multiplies m anyway.
 *
 * out = (f U + g V) / 2^KS mod m, held the same way. With c_u = -1 when
 * Q_u >= 0, else +1 (the same for v), f U + g V = f Q_u + g Q_v + e m for
 * e = f c_u + g c_v; the Montgomery q (-(f U + g V) m^-1 mod 2^KS, from the
 * low limb) taken in [-2^(KS-1), 2^(KS-1)) makes f U + g V + q m divisible by
 * 2^KS, and it lies in [-1.5 2^KS m, 1.5 2^KS m]: the new Q. So the pass
 * computes f Q_u + g Q_v + (q + e) m, three signed words times n-limb
 * numbers (two product chains and a sign-magnitude third, as in lin_div),
 * plus f t_u + g t_v in the top limb. Returns the new top word; out may be u
 * or v. */
static cairn_limb mont_div(cairn_limb *out, const cairn_limb *u, cairn_limb tu, const cairn_limb *v, cairn_limb tv,
                           const cairn_limb *m, cairn_limb m0i, size_t n, cairn_limb f, cairn_limb g)
{
    cairn_limb sf = neg_mask(f), sg = neg_mask(g), mf = (f ^ sf) - sf, mg = (g ^ sg) - sg;
    cairn_limb e, q, sq, mq, cu, cv, cm, c, z, t;
    size_t i;

    /* e = f c_u + g c_v: c = +1 when the top word is negative, else -1 */
    e = (f ^ ~neg_mask(tu)) - ~neg_mask(tu);
    e += (g ^ ~neg_mask(tv)) - ~neg_mask(tv);
    q = ((f * u[0] + g * v[0] + e * m[0]) * m0i) & LOW_MASK;
    q -= (LOW_MASK + 1) & mask_of(q >> (KS - 1));
    q += e;
    sq = neg_mask(q);
    mq = (q ^ sq) - sq;
    c = (sf & 1) + (sg & 1) + (sq & 1);
    z = add4(mul_add(u[0], mf, 0, &cu) ^ sf, mul_add(v[0], mg, 0, &cv) ^ sg, mul_add(m[0], mq, 0, &cm) ^ sq, &c);
    for (i = 1; i < n; i++) {
        cairn_limb w = add4(mul_add(u[i], mf, cu, &cu) ^ sf, mul_add(v[i], mg, cv, &cv) ^ sg,
                            mul_add(m[i], mq, cm, &cm) ^ sq, &c);
        out[i - 1] = (z >> KS) | (w << (LB - KS));
        z = w;
    }
    t = add4(cu ^ sf, cv ^ sg, cm ^ sq, &c) + f * tu + g * tv;
    out[n - 1] = (z >> KS) | (t << (LB - KS));
    return (t >> KS) | (neg_mask(t) << (LB - KS)); /* arithmetic shift */
}

/* see bn/bn.h */
cairn_limb cairn_bn_mod_inv(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *tmp)
{
    /* x, y, u, v as in the header comment; spare is a free n-limb buffer (r,
     * once a is copied): each new x and u is written to the spare, whose
     * buffer then takes the old one's role (the pointers are public) */
    cairn_limb *x = tmp, *y = tmp + n, *u = tmp + 2 * n, *v = tmp + 3 * n, *spare = r, *p;
    cairn_limb m0i, fg[4], xt, yt, tu = 0, tv = 0, ok, s, c;
    size_t done, i, total = 2 * n * LB - 1;

    cairn_bn_copy(x, a, n);
    cairn_bn_copy(y, m, n);
    /* Q_u = 1 and Q_v = 0: U = 1 - m, V = -m */
    cairn_bn_set_word(u, n, 1);
    cairn_bn_zero(v, n);
    m0i = cairn_bn_mont_m0i(m[0]);
    negate_scan(x, y, n, 0, 0, &xt, &yt);
    /* ceil(total / KS) rounds */
    for (done = 0; done < total; done += KS) {
        cairn_limb t0;
        round_ab(x, y, spare, n, &xt, &yt, fg);
        p = x;
        x = spare;
        spare = p;
        /* then u and v with the same factors */
        t0 = mont_div(spare, u, tu, v, tv, m, m0i, n, fg[0], fg[1]);
        tv = mont_div(v, u, tu, v, tv, m, m0i, n, fg[2], fg[3]);
        tu = t0;
        p = u;
        u = spare;
        spare = p;
    }
    cairn_bn_set_word(x, n, 1);
    ok = cairn_bn_eq(y, x, n) & mask_of(m[0] & 1);
    /* V = Q_v -+ m, in [-m, m), then into [0, m); r may be one of the
     * buffers in use, so it gets v last */
    s = ~neg_mask(tv);
    c = s & 1;
    for (i = 0; i < n; i++)
        v[i] = adc(v[i], m[i] ^ s, &c);
    s = neg_mask(tv + s + c);
    c = 0;
    for (i = 0; i < n; i++)
        v[i] = adc(v[i], m[i] & s, &c);
    cairn_bn_copy(r, v, n);
    cairn_wipe(tmp, 4 * n * sizeof *tmp);
    return ok;
}

/* ---------- variable time, for public or independently random values ---------- */

/* Trailing zeros of a non-zero limb. */
static unsigned ctz_limb_vartime(cairn_limb x)
{
#if (defined(__GNUC__) || defined(__clang__)) && CAIRN_BN_LIMB_BITS == 64
    return (unsigned)__builtin_ctzll((unsigned long long)x);
#elif (defined(__GNUC__) || defined(__clang__)) && CAIRN_BN_LIMB_BITS == 32
    return (unsigned)__builtin_ctzl((unsigned long)x);
#else
    unsigned z = 0;
    while ((x & 1) == 0) {
        x >>= 1;
        z++;
    }
    return z;
#endif
}

/* The KS steps of steps() with branches, the same step rule and so the same
 * factors: a run of halvings is taken in one shift (its length from the
 * trailing zeros of x), and each subtraction, which leaves x even, is
 * followed by at least one. About KS / 2 iterations instead of KS. */
static void steps_vartime(cairn_limb xh, cairn_limb xl, cairn_limb yh, cairn_limb yl, cairn_limb *fg)
{
    cairn_limb f0 = 1, g0 = 0, f1 = 0, g1 = 1;
    unsigned left = KS;

    for (;;) {
        unsigned z;
        cairn_limb br, dl, dh, sw, c, tf, tg;
        if ((xl | xh) == 0) { /* x = 0 only halves from here on */
            f1 <<= left;
            g1 <<= left;
            break;
        }
        z = xl != 0 ? ctz_limb_vartime(xl) : LB + ctz_limb_vartime(xh);
        if (z > left)
            z = left; /* so z <= KS < LB */
        xl = (xl >> z) | ((xh << 1) << (LB - 1 - z));
        xh >>= z;
        f1 <<= z;
        g1 <<= z;
        left -= z;
        if (left == 0)
            break;
        /* x odd: x - y, or y - x with y <- x when x < y; the swap by masks
         * from the borrow (a branch would be mispredicted half the time) */
        br = 0;
        dl = sbb(xl, yl, &br);
        dh = sbb(xh, yh, &br);
        sw = (cairn_limb)0 - br;
        yl ^= (xl ^ yl) & sw;
        yh ^= (xh ^ yh) & sw;
        c = br;
        xl = adc(dl ^ sw, 0, &c);
        xh = adc(dh ^ sw, 0, &c);
        tf = f0 - f1;
        tg = g0 - g1;
        f1 ^= (f0 ^ f1) & sw;
        g1 ^= (g0 ^ g1) & sw;
        f0 = (tf ^ sw) - sw;
        g0 = (tg ^ sw) - sw;
    }
    fg[0] = f0;
    fg[1] = g0;
    fg[2] = f1;
    fg[3] = g1;
}

/* Leading zeros of a non-zero limb. */
static unsigned clz_limb_vartime(cairn_limb x)
{
#if (defined(__GNUC__) || defined(__clang__)) && CAIRN_BN_LIMB_BITS == 64
    return (unsigned)__builtin_clzll((unsigned long long)x);
#else
    unsigned z = 0;
    while ((x >> (LB - 1)) == 0) {
        x <<= 1;
        z++;
    }
    return z;
#endif
}

/* negate_scan in variable time for a and b of len limbs (the top one of a
 * or b non-zero unless len = 1): a and b negated where na, nb say, then the
 * top words by the same definition, from the top two limbs. */
static void negate_top_vartime(cairn_limb *x, cairn_limb *y, size_t *lenp, cairn_limb na, cairn_limb nb,
                               cairn_limb *xt, cairn_limb *yt)
{
    size_t len = *lenp, i;
    cairn_limb c;
    if (na != 0) {
        for (c = 1, i = 0; i < len; i++)
            x[i] = adc(~x[i], 0, &c);
    }
    if (nb != 0) {
        for (c = 1, i = 0; i < len; i++)
            y[i] = adc(~y[i], 0, &c);
    }
    while (len > 1 && (x[len - 1] | y[len - 1]) == 0)
        len--;
    *lenp = len;
    if (len == 1 || (len == 2 && ((x[1] | y[1]) >> KS) == 0)) {
        cairn_limb x1 = len == 2 ? x[1] : 0, y1 = len == 2 ? y[1] : 0;
        *xt = (x1 << (LB - KS)) | (x[0] >> KS);
        *yt = (y1 << (LB - KS)) | (y[0] >> KS);
    } else {
        cairn_limb ah = x[len - 1], bh = y[len - 1], al = x[len - 2], bl = y[len - 2];
        unsigned s = clz_limb_vartime(ah | bh);
        *xt = (ah << s) | ((al >> 1) >> (LB - 1 - s));
        *yt = (bh << s) | ((bl >> 1) >> (LB - 1 - s));
    }
}

/* see bn/bn.h */
cairn_limb cairn_bn_mod_div_vartime(cairn_limb *r, const cairn_limb *num, const cairn_limb *a, const cairn_limb *m,
                                    size_t n, cairn_limb *tmp)
{
    /* as cairn_bn_mod_inv, with the steps above, a and b on their
     * significant limbs only (len shrinks as they do), and an exit as soon
     * as a is 0; the cofactors keep all n limbs (they are not shrinking).
     * Starting the cofactor u at num instead of 1 keeps a = u y num^-1
     * (mod m), so the end's b = 1 = v y num^-1 gives v = num / y. The
     * cofactors' passes (mont_div, the final correction) are the
     * constant-time ones: only the factors, from a and m, steer them. */
    cairn_limb *x = tmp, *y = tmp + n, *u = tmp + 2 * n, *v = tmp + 3 * n, *spare = r, *p;
    cairn_limb m0i, fg[4], xt, yt, tu = 0, tv = 0, ok, s, c;
    size_t done, i, len = n, total = 2 * n * LB - 1;

    cairn_bn_copy(x, a, n);
    cairn_bn_copy(y, m, n);
    if (num != NULL)
        cairn_bn_copy(u, num, n);
    else
        cairn_bn_set_word(u, n, 1);
    cairn_bn_zero(v, n);
    m0i = cairn_bn_mont_m0i(m[0]);
    while (len > 1 && (x[len - 1] | y[len - 1]) == 0)
        len--;
    negate_top_vartime(x, y, &len, 0, 0, &xt, &yt);
    for (done = 0; done < total && !(len == 1 && x[0] == 0); done += KS) {
        cairn_limb t0, na, nb;
        steps_vartime(xt >> (LB - KS), (xt << KS) | (x[0] & LOW_MASK), yt >> (LB - KS), (yt << KS) | (y[0] & LOW_MASK),
                      fg);
        na = neg_mask(lin_div(spare, x, y, len, fg[0], fg[1]));
        nb = neg_mask(lin_div(y, x, y, len, fg[2], fg[3]));
        fg[0] = (fg[0] ^ na) - na;
        fg[1] = (fg[1] ^ na) - na;
        fg[2] = (fg[2] ^ nb) - nb;
        fg[3] = (fg[3] ^ nb) - nb;
        p = x;
        x = spare;
        spare = p;
        /* made nonnegative (the top words are the same at any length that
         * holds both), then shortened */
        negate_top_vartime(x, y, &len, na, nb, &xt, &yt);
        t0 = mont_div(spare, u, tu, v, tv, m, m0i, n, fg[0], fg[1]);
        tv = mont_div(v, u, tu, v, tv, m, m0i, n, fg[2], fg[3]);
        tu = t0;
        p = u;
        u = spare;
        spare = p;
        /* x is zero when its one remaining limb is */
        if (len > 1 && cairn_bn_is_zero(x, len))
            break;
    }
    /* b = y[0..len), zero above: the gcd */
    ok = mask_of((cairn_limb)(len == 1 && y[0] == 1)) & mask_of(m[0] & 1);
    s = ~neg_mask(tv);
    c = s & 1;
    for (i = 0; i < n; i++)
        v[i] = adc(v[i], m[i] ^ s, &c);
    s = neg_mask(tv + s + c);
    c = 0;
    for (i = 0; i < n; i++)
        v[i] = adc(v[i], m[i] & s, &c);
    cairn_bn_copy(r, v, n);
    cairn_wipe(tmp, 4 * n * sizeof *tmp);
    return ok;
}

/* see bn/bn.h */
cairn_limb cairn_bn_mod_inv_vartime(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, size_t n,
                                    cairn_limb *tmp)
{
    return cairn_bn_mod_div_vartime(r, NULL, a, m, n, tmp);
}
