/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time division with remainder and greatest common divisor, for
 * moduli that are not odd or not fixed (RSA's p - 1, q - 1 and lcm(p - 1,
 * q - 1), small public exponents). Both are bit-serial: slow next to the
 * Montgomery arithmetic, but run once per key import or generation, and
 * their time depends on the lengths only.
 */
#include "bn/bn.h"

#include "core/internal.h"

#define LB CAIRN_BN_LIMB_BITS

static cairn_limb mask_of(cairn_limb ctl) { return (cairn_limb)0 - ctl; }

cairn_limb cairn_bn_divrem(cairn_limb *q, cairn_limb *r, const cairn_limb *x, size_t xn, const cairn_limb *m,
                           size_t mn)
{
    /* t: the running remainder, one limb wider than m so 2t + 1 < 2m fits */
    cairn_limb t[CAIRN_BN_MAX_LIMBS + 1], u[CAIRN_BN_MAX_LIMBS + 1], me[CAIRN_BN_MAX_LIMBS + 1], ok;
    size_t i;

    cairn_bn_zero(t, mn + 1);
    cairn_bn_copy(me, m, mn);
    me[mn] = 0;
    if (q != NULL)
        cairn_bn_zero(q, xn);
    for (i = xn * LB; i-- > 0;) {
        cairn_limb bit = cairn_bn_bit(x, i), keep;
        (void)cairn_bn_shl(t, t, mn + 1, 1);
        t[0] |= bit;
        /* t >= m: subtract, quotient bit 1 */
        keep = cairn_bn_sub(u, t, me, mn + 1) ^ 1;
        cairn_bn_cond_copy(keep, t, u, mn + 1);
        if (q != NULL)
            q[i >> CAIRN_BN_LIMB_LOG2] |= keep << (i & (LB - 1));
    }
    ok = ~cairn_bn_is_zero(m, mn);
    cairn_bn_copy(r, t, mn);
    cairn_wipe(t, sizeof t);
    cairn_wipe(u, sizeof u);
    cairn_wipe(me, sizeof me);
    return ok;
}

void cairn_bn_gcd(cairn_limb *g, const cairn_limb *a, const cairn_limb *b, size_t n, cairn_limb *tmp)
{
    cairn_limb *x = tmp, *y = tmp + n, k = 0;
    size_t it, j;

    /* Stein's algorithm with a fixed number of steps: every step halves an
     * even value (both when both are even, counting the common factor 2 in
     * k) or, with both odd, replaces the larger by the difference, which
     * the next step halves; so two steps take at least one bit off the
     * total length of x and y, and 4 n LB steps leave one of them 0 and the
     * other the odd part of the gcd. Further steps change nothing. */
    cairn_bn_copy(x, a, n);
    cairn_bn_copy(y, b, n);
    for (it = 0; it < 4 * n * LB; it++) {
        cairn_limb xo = x[0] & 1, yo = y[0] & 1, both_odd = xo & yo, sw;
        cairn_limb halve_x = xo ^ 1, halve_y = yo ^ 1;
        sw = both_odd & cairn_bn_lt(x, y, n) & 1;
        cairn_bn_cond_swap(sw, x, y, n);
        (void)cairn_bn_cond_sub(both_odd, x, y, n);
        k += halve_x & halve_y;
        /* x >>= 1 when it was even; y >>= 1 when it was even */
        for (j = 0; j < n; j++) {
            cairn_limb nx = (x[j] >> 1) | (j + 1 < n ? x[j + 1] << (LB - 1) : 0);
            cairn_limb ny = (y[j] >> 1) | (j + 1 < n ? y[j + 1] << (LB - 1) : 0);
            x[j] ^= mask_of(halve_x) & (x[j] ^ nx);
            y[j] ^= mask_of(halve_y) & (y[j] ^ ny);
        }
    }
    /* one of x, y is 0: g = (x + y) 2^k, the shift by the secret k done
     * one power of two at a time, each kept or not by mask */
    (void)cairn_bn_add(g, x, y, n);
    for (j = 0; ((size_t)1 << j) <= n * LB; j++) {
        (void)cairn_bn_shl(x, g, n, (size_t)1 << j);
        cairn_bn_cond_copy((k >> j) & 1, g, x, n);
    }
    cairn_wipe(tmp, 2 * n * sizeof *tmp);
}

/* Significant limbs of a (public values only). */
static size_t used_limbs(const cairn_limb *a, size_t n)
{
    while (n > 1 && a[n - 1] == 0)
        n--;
    return n;
}

int cairn_bn_jacobi_vartime(const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *tmp)
{
    cairn_limb *x = tmp, *y = tmp + n;
    size_t len, tz;
    int t = 1;

    if (n == 0 || (m[0] & 1) == 0)
        return 0;
    cairn_bn_copy(x, a, n);
    cairn_bn_copy(y, m, n);
    len = n;
    /* The binary algorithm: take out the factors 2 of x ((2/y) = -1 for
     * y = 3, 5 mod 8), then with both odd put the larger first (quadratic
     * reciprocity flips the sign when both are 3 mod 4) and subtract,
     * which (x/y) does not see. Both values only shrink, so the loop works
     * on their significant limbs. */
    for (;;) {
        len = used_limbs(x, len) > used_limbs(y, len) ? used_limbs(x, len) : used_limbs(y, len);
        if (cairn_bn_is_zero(x, len))
            break;
        for (tz = 0; ((x[tz >> CAIRN_BN_LIMB_LOG2] >> (tz & (LB - 1))) & 1) == 0; tz++)
            ;
        if ((tz & 1) && ((y[0] & 7) == 3 || (y[0] & 7) == 5))
            t = -t;
        (void)cairn_bn_shr(x, x, len, tz);
        if (cairn_bn_lt(x, y, len)) {
            cairn_limb *s = x;
            x = y;
            y = s;
            if ((x[0] & 3) == 3 && (y[0] & 3) == 3)
                t = -t;
        }
        (void)cairn_bn_sub(x, x, y, len);
    }
    /* x = 0, y = gcd(a, m): the symbol is 0 unless they are coprime */
    tz = y[0] == 1 && used_limbs(y, len) == 1;
    cairn_wipe(tmp, 2 * n * sizeof *tmp);
    return tz ? t : 0;
}
