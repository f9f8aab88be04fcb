/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * White-box tests of src/bn/bn_inv.c, included here so that its static
 * functions can be called: the parts whose faults the inverses alone may not
 * show (a poor approximation only slows the convergence down, and the rounds
 * usually have steps to spare). Checks:
 *  - the approximations' top words (negate_scan) against their definition on
 *    pairs of every length around the limb and 2 LB - 2 bit boundaries, with
 *    and without the negations it applies on the way;
 *  - a round's steps against a plain, branching transcription of the step
 *    rule on the same two-word approximations;
 *  - the bound the round count rests on (Pornin's appendix): a round shortens
 *    len(a) + len(b) by at least LB - 2 bits unless a reaches 0, on every
 *    round of full runs over random, nearly equal and power-of-two pairs, and
 *    the factors of each round turn the old pair into the new one;
 *  - the cofactor update at the ends of its ranges (held values at +-1.5 m,
 *    +-m, 0, factors with |f| + |g| = 2^(LB - 2), moduli with a full or a
 *    short top limb): the congruence, and the new value within its range.
 * Built with the host's limbs (test_bn_inv) and 32-bit limbs (test_bn_inv32).
 * Seeded: CAIRN_TEST_SEED replays a run.
 */
#include <string.h>

#include "bn/bn_inv.c"
#include "testutil.h"

#define WMAXL CAIRN_BN_LIMBS(4096)

static tu_prng rng;

static cairn_limb rlimb(void) { return (cairn_limb)tu_prng_next(&rng); }

/* random value below 2^bits in n limbs (bits may be 0), top bit set when asked */
static void rand_below(cairn_limb *x, size_t n, size_t bits, int top)
{
    size_t i;
    for (i = 0; i < n; i++) {
        x[i] = rlimb();
        if (tu_prng_below(&rng, 5) == 0) /* runs of zeros and ones */
            x[i] = tu_prng_below(&rng, 2) ? 0 : (cairn_limb)~(cairn_limb)0;
        if (i * LB >= bits)
            x[i] = 0;
        else if (bits - i * LB < LB)
            x[i] &= ((cairn_limb)1 << (bits - i * LB)) - 1;
    }
    if (top && bits > 0)
        x[(bits - 1) / LB] |= (cairn_limb)1 << ((bits - 1) % LB);
}

/* the top word by its definition: floor(a / 2^(L - LB)) for L = max(len(a),
 * len(b)) > 2 LB - 2, else floor(a / 2^KS) */
static cairn_limb ref_top(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb t[WMAXL];
    size_t la = cairn_bn_bit_length(a, n), lb = cairn_bn_bit_length(b, n), l = la > lb ? la : lb;
    (void)cairn_bn_shr(t, a, n, l > 2 * LB - 2 ? l - LB : KS);
    return t[0];
}

static void test_approx(void)
{
    size_t n, la, lb, it;
    for (n = 1; n <= 5; n++) {
        for (la = 0; la <= n * LB; la += (la < 2 * LB + 2 ? 1 : 7)) {
            for (it = 0; it < 3; it++) {
                cairn_limb a[WMAXL], b[WMAXL], a0[WMAXL], b0[WMAXL], at, bt, na, nb, c;
                size_t i;
                lb = it == 0 ? la : (size_t)tu_prng_below(&rng, n * LB + 1);
                rand_below(a, n, la, 1);
                rand_below(b, n, lb, 1);
                b[0] |= 1;
                cairn_bn_copy(a0, a, n);
                cairn_bn_copy(b0, b, n);
                /* stored negated half the time: the scan negates them first */
                na = it & 1 ? (cairn_limb)~(cairn_limb)0 : 0;
                nb = it & 2 ? (cairn_limb)~(cairn_limb)0 : 0;
                for (c = na & 1, i = 0; i < n; i++)
                    a[i] = adc(a[i] ^ na, 0, &c);
                for (c = nb & 1, i = 0; i < n; i++)
                    b[i] = adc(b[i] ^ nb, 0, &c);
                negate_scan(a, b, n, na, nb, &at, &bt);
                CHECK(cairn_bn_eq(a, a0, n) != 0 && cairn_bn_eq(b, b0, n) != 0, "negate_scan restores a, b (%zu limbs)",
                      n);
                CHECK(at == ref_top(a0, b0, n) && bt == ref_top(b0, a0, n),
                      "approximation top words, %zu limbs, lengths %zu and %zu", n, la, lb);
            }
        }
    }
}

/* the step rule, branching, on word pairs (x = xh 2^LB + xl) */
static int pair_lt(cairn_limb xh, cairn_limb xl, cairn_limb yh, cairn_limb yl)
{
    return xh < yh || (xh == yh && xl < yl);
}

static void ref_steps(cairn_limb xh, cairn_limb xl, cairn_limb yh, cairn_limb yl, cairn_limb *fg)
{
    cairn_limb f0 = 1, g0 = 0, f1 = 0, g1 = 1, t;
    unsigned j;
    for (j = 0; j < KS; j++) {
        if (xl & 1) {
            if (pair_lt(xh, xl, yh, yl)) {
                t = xh, xh = yh, yh = t;
                t = xl, xl = yl, yl = t;
                t = f0, f0 = f1, f1 = t;
                t = g0, g0 = g1, g1 = t;
            }
            xh = xh - yh - (xl < yl);
            xl -= yl;
            f0 -= f1;
            g0 -= g1;
        }
        xl = (xl >> 1) | (xh << (LB - 1));
        xh >>= 1;
        f1 += f1;
        g1 += g1;
    }
    fg[0] = f0;
    fg[1] = g0;
    fg[2] = f1;
    fg[3] = g1;
}

static void test_steps(void)
{
    const cairn_limb hmask = ((cairn_limb)1 << KS) - 1; /* high words below 2^(LB - 2) */
    unsigned it;
    for (it = 0; it < 20000; it++) {
        cairn_limb xh = rlimb() & hmask, xl = rlimb(), yh = rlimb() & hmask, yl = rlimb() | 1, fg[4], want[4];
        switch (it % 6) {
        case 1: /* equal, or nearly: the comparison's edge */
            xh = yh;
            xl = yl + (rlimb() & 3) - 1;
            break;
        case 2: /* equal high words */
            xh = yh;
            break;
        case 3: /* x = 0 */
            xh = xl = 0;
            break;
        case 4: /* short values */
            xh = yh = 0;
            xl >>= tu_prng_below(&rng, LB);
            yl = (yl >> tu_prng_below(&rng, LB)) | 1;
            break;
        case 5: /* the largest values */
            xh = yh = hmask;
            break;
        default:
            break;
        }
        steps(xh, xl, yh, yl, fg);
        ref_steps(xh, xl, yh, yl, want);
        CHECK(memcmp(fg, want, sizeof fg) == 0, "steps = the branching rule (case %u)", it % 6);
    }
}

/* len(a) + len(b) */
static size_t psi(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    return cairn_bn_bit_length(a, n) + cairn_bn_bit_length(b, n);
}

/* f x + g y = z 2^KS? (signed factors, the sum as n + 1 limbs; z >= 0) */
static int factors_map(const cairn_limb *x, const cairn_limb *y, const cairn_limb *z, size_t n, cairn_limb f,
                       cairn_limb g)
{
    cairn_limb p[WMAXL + 1], q[WMAXL + 1], s[WMAXL + 1], w[WMAXL + 1], mf, mg;
    cairn_limb sf = neg_mask(f), sg = neg_mask(g);
    mf = (f ^ sf) - sf;
    mg = (g ^ sg) - sg;
    cairn_bn_mul(p, x, n, &mf, 1);
    cairn_bn_mul(q, y, n, &mg, 1);
    /* s = +-p +- q, signed n + 1 limbs */
    cairn_bn_zero(w, n + 1);
    if (sf)
        (void)cairn_bn_sub(p, w, p, n + 1);
    if (sg)
        (void)cairn_bn_sub(q, w, q, n + 1);
    (void)cairn_bn_add(s, p, q, n + 1);
    cairn_bn_zero(w, n + 1);
    cairn_bn_copy(w, z, n);
    (void)cairn_bn_shl(w, w, n + 1, KS);
    return cairn_bn_eq(s, w, n + 1) != 0;
}

/* every round of full runs: the progress bound and the factors */
static void test_rounds(void)
{
    static const size_t ns[] = {1, 2, 3, 4, 5, 8, 16, CAIRN_BN_LIMBS(2048), CAIRN_BN_LIMBS(4096)};
    size_t ni;
    unsigned long rounds = 0, slow = 0, bad_map = 0;

    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
        size_t n = ns[ni], it, its = n <= 8 ? 300 : 12;
        for (it = 0; it < its; it++) {
            cairn_limb x[WMAXL], y[WMAXL], z[WMAXL], k[WMAXL], xt, yt, fg[4];
            size_t j, done, total = 2 * n * LB - 1, bits = n * LB - (size_t)tu_prng_below(&rng, it % 2 ? LB : 3);
            rand_below(y, n, bits, 1);
            y[0] |= 1;
            switch (it % 5) {
            case 0:
                rand_below(x, n, n * LB, 0);
                break;
            case 1: /* y - small */
                cairn_bn_set_word(k, n, 1 + (rlimb() & 0xffff));
                (void)cairn_bn_sub(x, y, k, n);
                break;
            case 2: /* y - 2^j */
                cairn_bn_zero(k, n);
                j = (size_t)tu_prng_below(&rng, bits);
                k[j / LB] = (cairn_limb)1 << (j % LB);
                (void)cairn_bn_sub(x, y, k, n);
                break;
            case 3: /* 2^(bits - 1) */
                cairn_bn_zero(x, n);
                x[(bits - 1) / LB] = (cairn_limb)1 << ((bits - 1) % LB);
                break;
            default: /* y + small, nearly equal from above */
                cairn_bn_set_word(k, n, 1 + (rlimb() & 0xffff));
                (void)cairn_bn_add(x, y, k, n);
                break;
            }
            negate_scan(x, y, n, 0, 0, &xt, &yt);
            for (done = 0; done < total; done += KS) {
                cairn_limb y0[WMAXL];
                size_t before = psi(x, y, n);
                int zero;
                cairn_bn_copy(y0, y, n);
                round_ab(x, y, z, n, &xt, &yt, fg);
                rounds++;
                zero = cairn_bn_is_zero(z, n) != 0;
                if (!zero && psi(z, y, n) + KS > before)
                    slow++;
                if (!factors_map(x, y0, z, n, fg[0], fg[1]) || !factors_map(x, y0, y, n, fg[2], fg[3]))
                    bad_map++;
                cairn_bn_copy(x, z, n);
            }
            CHECK(cairn_bn_is_zero(x, n) != 0, "a reaches 0 within the rounds, %zu limbs", n);
        }
    }
    CHECK(slow == 0, "every round shortens len(a) + len(b) by LB - 2 bits or reaches a = 0 (%lu of %lu short)", slow,
          rounds);
    CHECK(bad_map == 0, "each round's factors map the old pair to the new one (%lu of %lu wrong)", bad_map, rounds);
}

/* ---- the cofactor update (mont_div) at the ends of its ranges ---- */

/* signed values as WL limbs, two's complement (n + 3 limbs hold every one here) */
#define WL (WMAXL + 3)

static void s_set(cairn_limb *x, const cairn_limb *a, size_t n, cairn_limb top)
{
    size_t i;
    cairn_bn_copy(x, a, n);
    x[n] = top; /* in [-2, 1]; the limbs above are its sign */
    for (i = n + 1; i < WL; i++)
        x[i] = neg_mask(top);
}

/* x = k * y for a small signed word k (|k| <= 2^KS) */
static void s_mulw(cairn_limb *x, const cairn_limb *y, cairn_limb k)
{
    cairn_limb s = neg_mask(k), mk = (k ^ s) - s, z[WL], p[WL + 1];
    cairn_bn_mul(p, y, WL, &mk, 1);
    cairn_bn_copy(x, p, WL);
    if (s) {
        cairn_bn_zero(z, WL);
        (void)cairn_bn_sub(x, z, x, WL);
    }
}

/* x mod m == 0 for signed x (bit by bit on |x|) */
static int s_divisible(const cairn_limb *x, const cairn_limb *m, size_t n)
{
    cairn_limb a[WL], rem[WMAXL + 1], mm[WMAXL + 1], z[WL];
    size_t bit;
    cairn_bn_copy(a, x, WL);
    if (a[WL - 1] >> (LB - 1)) {
        cairn_bn_zero(z, WL);
        (void)cairn_bn_sub(a, z, a, WL);
    }
    cairn_bn_zero(rem, n + 1);
    cairn_bn_copy(mm, m, n);
    mm[n] = 0;
    for (bit = WL * LB; bit-- > 0;) {
        (void)cairn_bn_shl(rem, rem, n + 1, 1);
        rem[0] |= cairn_bn_bit(a, bit);
        if (cairn_bn_lt(rem, mm, n + 1) == 0)
            (void)cairn_bn_sub(rem, rem, mm, n + 1);
    }
    return cairn_bn_is_zero(rem, n + 1) != 0;
}

/* a value Q in [-1.5 m, 1.5 m]: its n limbs modulo 2^(n LB) and its top word */
static cairn_limb pick_q(cairn_limb *q, const cairn_limb *m, size_t n, unsigned kind)
{
    cairn_limb w[WL], h[WL], t[WL], z[WL];
    size_t i;
    s_set(w, m, n, 0);
    cairn_bn_shr(h, w, WL, 1); /* floor(m / 2) */
    cairn_bn_zero(z, WL);
    switch (kind % 8) {
    case 0: /* 1.5 m, rounded down */
        (void)cairn_bn_add(t, w, h, WL);
        break;
    case 1: /* -1.5 m, rounded up */
        (void)cairn_bn_add(t, w, h, WL);
        (void)cairn_bn_sub(t, z, t, WL);
        break;
    case 2: /* m */
        cairn_bn_copy(t, w, WL);
        break;
    case 3: /* -m */
        (void)cairn_bn_sub(t, z, w, WL);
        break;
    case 4: /* 0 */
        cairn_bn_zero(t, WL);
        break;
    default: /* random in [-1.5 m, 1.5 m] */
        for (i = 0; i < n; i++)
            t[i] = rlimb();
        for (; i < WL; i++)
            t[i] = 0;
        while (cairn_bn_lt(t, w, WL) == 0) /* below m */
            (void)cairn_bn_shr(t, t, WL, 1);
        if (kind & 1)
            (void)cairn_bn_add(t, t, h, WL);
        if (kind & 2)
            (void)cairn_bn_sub(t, z, t, WL);
        break;
    }
    cairn_bn_copy(q, t, n);
    return t[n];
}

/* U = Q - m when Q >= 0, else Q + m (the value a held cofactor stands for) */
static void eff(cairn_limb *u, const cairn_limb *q, cairn_limb top, const cairn_limb *m, size_t n)
{
    cairn_limb w[WL];
    s_set(u, q, n, top);
    s_set(w, m, n, 0);
    if (top >> (LB - 1))
        (void)cairn_bn_add(u, u, w, WL);
    else
        (void)cairn_bn_sub(u, u, w, WL);
}

static void test_mont_div(void)
{
    static const size_t ns[] = {1, 2, 3, 4, 9, 32};
    const cairn_limb full = (cairn_limb)1 << KS;
    size_t ni;
    unsigned long bad_range = 0, bad_value = 0, runs = 0;

    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
        size_t n = ns[ni];
        unsigned it;
        for (it = 0; it < 400; it++) {
            cairn_limb m[WMAXL], qu[WMAXL], qv[WMAXL], out[WMAXL], tu, tv, to, f, g, m0i;
            cairn_limb lhs[WL], rhs[WL], t1[WL], uu[WL], vv[WL], w[WL], lo[WL], hi[WL];
            size_t i;
            /* m: random with its top bit set, all-ones, or a short top limb */
            for (i = 0; i < n; i++)
                m[i] = rlimb();
            if (it % 3 == 0)
                for (i = 0; i < n; i++)
                    m[i] = (cairn_limb)~(cairn_limb)0;
            else if (it % 3 == 1)
                m[n - 1] |= (cairn_limb)1 << (LB - 1);
            else
                m[n - 1] = (m[n - 1] >> (LB / 2)) | 1;
            m[0] |= 1;
            m0i = cairn_bn_mont_m0i(m[0]);
            tu = pick_q(qu, m, n, it);
            tv = pick_q(qv, m, n, it / 8 + 3);
            /* factors with |f| + |g| <= 2^KS, often on the bound */
            switch (it % 5) {
            case 0:
                f = full, g = 0;
                break;
            case 1:
                f = 0, g = (cairn_limb)0 - full;
                break;
            case 2:
                f = (cairn_limb)0 - (full >> 1), g = (cairn_limb)0 - (full >> 1);
                break;
            default:
                f = rlimb() & (full - 1);
                g = full - f - (it % 5 == 3 ? 0 : (rlimb() & 0xff) % (full - f + 1));
                if (rlimb() & 1)
                    f = (cairn_limb)0 - f;
                if (rlimb() & 1)
                    g = (cairn_limb)0 - g;
                break;
            }
            to = mont_div(out, qu, tu, qv, tv, m, m0i, n, f, g);
            runs++;
            /* the new Q within [-1.5 m, 1.5 m] (top word in [-2, 1]) */
            s_set(t1, out, n, to);
            s_set(w, m, n, 0);
            (void)cairn_bn_shr(hi, w, WL, 1);
            (void)cairn_bn_add(hi, hi, w, WL); /* floor(1.5 m) */
            cairn_bn_zero(lo, WL);
            (void)cairn_bn_sub(lo, lo, hi, WL); /* -floor(1.5 m) */
            (void)cairn_bn_add(w, t1, hi, WL);  /* Q + 1.5 m: in [0, 3 m] when in range */
            (void)cairn_bn_add(lo, hi, hi, WL);
            if ((to + 2) > 3 || (w[WL - 1] >> (LB - 1)) != 0 || cairn_bn_lt(lo, w, WL) != 0)
                bad_range++;
            /* U' 2^KS = f U + g V mod m */
            eff(uu, qu, tu, m, n);
            eff(vv, qv, tv, m, n);
            s_mulw(lhs, uu, f);
            s_mulw(t1, vv, g);
            (void)cairn_bn_add(lhs, lhs, t1, WL);
            eff(rhs, out, to, m, n);
            (void)cairn_bn_shl(rhs, rhs, WL, KS);
            (void)cairn_bn_sub(lhs, lhs, rhs, WL);
            if (!s_divisible(lhs, m, n))
                bad_value++;
        }
    }
    CHECK(bad_range == 0, "mont_div: new Q in [-1.5 m, 1.5 m] (%lu of %lu outside)", bad_range, runs);
    CHECK(bad_value == 0, "mont_div: U' 2^KS = f U + g V mod m (%lu of %lu wrong)", bad_value, runs);
}

/* cairn_bn_mod_inv_vartime against cairn_bn_mod_inv: random odd moduli of
 * every limb count up to 4096 bits (full and short top limbs), random and
 * nearly equal a (some above m), non-invertible a (a multiple of a factor of
 * m), a = 0, 1, m - 1 and m = 1: the same mask and, when invertible, the
 * same inverse. */
static int eqn(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    return memcmp(a, b, n * sizeof *a) == 0;
}

static void test_vartime(void)
{
    static cairn_bn_mont ctx;
    unsigned long runs = 0, bad = 0, divs = 0, bad_div = 0;
    size_t n, it;
    for (n = 1; n <= WMAXL; n += (n < 6 ? 1 : 7)) {
        for (it = 0; it < 24; it++) {
            cairn_limb m[WMAXL], a[WMAXL], r1[WMAXL], r2[WMAXL], t1[4 * WMAXL], t2[4 * WMAXL], k1, k2;
            size_t bits = n * LB - (it & 1 ? (size_t)tu_prng_below(&rng, LB) : 0), i;
            rand_below(m, n, bits, 1);
            m[0] |= 1;
            switch (it % 8) {
            case 0:
                cairn_bn_zero(a, n);
                break;
            case 1:
                cairn_bn_set_word(a, n, 1);
                break;
            case 2:
                cairn_bn_copy(a, m, n);
                a[0] -= 1;
                break;
            case 3: /* m = 3 x, a = 3 y: no inverse */
                if (bits > 4) {
                    cairn_limb c = 0;
                    rand_below(m, n, bits - 2, 0);
                    m[0] |= 1;
                    for (i = 0; i < n; i++)
                        m[i] = mac(m[i], 3, 0, c, &c);
                    rand_below(a, n, bits - 2, 0);
                    for (c = 0, i = 0; i < n; i++)
                        a[i] = mac(a[i], 3, 0, c, &c);
                } else {
                    rand_below(a, n, n * LB, 0);
                }
                break;
            case 4: /* a near m */
                cairn_bn_copy(a, m, n);
                a[0] ^= rlimb() & 0xffff;
                break;
            case 5: /* any a below 2^(n LB) */
                rand_below(a, n, n * LB, 0);
                break;
            default:
                rand_below(a, n, bits, 0);
                break;
            }
            if (it == 23 && n == 1)
                cairn_bn_set_word(m, n, 1);
            k1 = cairn_bn_mod_inv(r1, a, m, n, t1);
            k2 = cairn_bn_mod_inv_vartime(r2, a, m, n, t2);
            runs++;
            if (k1 != k2 || (k1 != 0 && !eqn(r1, r2, n)))
                bad++;
            /* the division: num / a = num a^-1, num < m (r aliasing num) */
            if (k1 != 0 && cairn_bn_mont_init(&ctx, m, n) == CAIRN_OK) {
                cairn_limb num[WMAXL], want[WMAXL];
                rand_below(num, n, bits - 1, 0);
                cairn_bn_mont_mul(&ctx, want, num, r1);
                cairn_bn_mont_mul(&ctx, want, want, ctx.rr);
                k2 = cairn_bn_mod_div_vartime(num, num, a, m, n, t2);
                divs++;
                if (k2 != k1 || !eqn(num, want, n))
                    bad_div++;
            }
        }
    }
    CHECK(bad == 0, "mod_inv_vartime = mod_inv (%lu of %lu differ)", bad, runs);
    CHECK(divs > 100 && bad_div == 0, "mod_div_vartime = num mod_inv (%lu of %lu differ)", bad_div, divs);
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0x1b1d0c7u));
    printf("limbs: %d bits, %d steps per round\n", LB, KS);
    test_approx();
    test_steps();
    test_rounds();
    test_mont_div();
    test_vartime();
    return tu_finish(LB == 32 ? "test_bn_inv32" : "test_bn_inv");
}
