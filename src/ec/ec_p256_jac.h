/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's Jacobian doubling and constant-time addition (a = -3) over one
 * field's operations called directly (no hook per operation), written once
 * for the fields that include this file: the x86-64 MULX/ADX field
 * (src/accel/x86/ec_p256_mulx.c) and the portable 64-bit one (fp_p256.c).
 * The engine (ec_point.c: jac_dbl, jac_add_ct) hands those fields' points
 * to them; the outputs are the engine's own formulas' (the same Jacobian
 * triples).
 *
 * The including file defines, then this file undefines:
 *   P256J_MUL(r, a, b), P256J_SQR(r, a), P256J_ADD(r, a, b), P256J_SUB(r, a, b),
 *   P256J_HALF(r, a)  the field's operations on 4 limbs (outputs may alias inputs)
 *   P256J_DBL, P256J_ADDPT  the names of the two functions it gets.
 *
 * Doubling: dbl-2001-b with Z3 = 2 Y Z, Y doubled first, so that (2Y)^2 =
 * 4 gamma gives 4 beta = X (2Y)^2 and Z3 = (2Y) Z by products alone, and
 * 8 gamma^2 = (4 gamma)^2 / 2 by one halving: 4 products, 4 squarings, 9
 * additions and one halving. Addition: add-2007-bl with Z3 = 2 Z1 Z2 H (12
 * products, 4 squarings), an operand at infinity (Z = 0) giving the other
 * by mask, p = -q coming out as Z3 = 0 by itself, and the all-ones mask
 * returned when p = q, both finite (the one case the formulas get wrong,
 * for the caller to rule out or replace). Constant time as the operations
 * are: the selections are masks.
 */

/* the all-ones limb when a (4 limbs) is zero, else 0 */
CAIRN_INLINE cairn_limb p256j_zero(const cairn_limb *a)
{
    return (cairn_limb)0 - (cairn_limb)cairn_ct_iszero64(a[0] | a[1] | a[2] | a[3]);
}

/* r = a, or b under the mask m1, or c under m2 (m2 taking precedence),
 * limb by limb, so r may alias b or c; the values pass through a register
 * barrier so that the compiler keeps 64-bit loads (a vector load of limbs
 * just stored one by one would miss store forwarding) */
CAIRN_INLINE void p256j_put(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *c,
                            cairn_limb m1, cairn_limb m2)
{
    size_t i;
    for (i = 0; i < 4; i++) {
        cairn_limb v = cairn_ct_barrier64(a[i]);
        v ^= (v ^ b[i]) & m1;
        v ^= (v ^ c[i]) & m2;
        r[i] = cairn_ct_barrier64(v);
    }
}

/* 2 (X : Y : Z); outputs may alias inputs */
void P256J_DBL(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X, const cairn_limb *Y,
               const cairn_limb *Z)
{
    /* zero-initialised: the analysers do not see an asm block's stores */
    cairn_limb y2[4] = {0}, delta[4] = {0}, s4[4] = {0}, m[4] = {0}, t[4] = {0}, b4[4] = {0};
    P256J_ADD(y2, Y, Y);   /* 2Y */
    P256J_SQR(delta, Z);   /* Z^2 */
    P256J_SQR(s4, y2);     /* 4 gamma = 4 Y^2 */
    P256J_SUB(t, X, delta);
    P256J_ADD(m, X, delta);
    P256J_MUL(b4, s4, X);  /* 4 beta = 4 X Y^2 */
    P256J_MUL(Z3, y2, Z);  /* 2 Y Z; X, Y, Z are not read past here: the outputs are written in place */
    P256J_MUL(m, m, t);
    P256J_ADD(t, m, m);
    P256J_ADD(m, m, t);    /* alpha = 3 (X - delta)(X + delta) */
    P256J_SQR(y2, m);
    P256J_ADD(t, b4, b4);
    P256J_SUB(X3, y2, t);  /* alpha^2 - 8 beta */
    P256J_SUB(t, b4, X3);
    P256J_MUL(t, m, t);
    P256J_SQR(s4, s4);
    P256J_HALF(s4, s4);    /* 8 gamma^2 */
    P256J_SUB(Y3, t, s4);
}

/* r = p + q, each X, Y, Z at stride CAIRN_EC_LIMBS limbs (the engine's
 * point); r may alias p or q; the p = q mask returned */
cairn_limb P256J_ADDPT(cairn_limb *r, const cairn_limb *p, const cairn_limb *q)
{
    const size_t s = CAIRN_EC_LIMBS;
    const cairn_limb *X1 = p, *Y1 = p + s, *Z1 = p + 2 * s, *X2 = q, *Y2 = q + s, *Z2 = q + 2 * s;
    cairn_limb z1z1[4] = {0}, z2z2[4] = {0}, u1[4] = {0}, u2[4] = {0}, s1[4] = {0}, s2[4] = {0}, h[4] = {0},
               rr[4] = {0}, i[4] = {0}, j[4] = {0}, X3[4] = {0}, Y3[4] = {0}, Z3[4] = {0}; /* as above */
    cairn_limb inf1 = p256j_zero(Z1), inf2 = p256j_zero(Z2), same;
    P256J_SQR(z1z1, Z1);
    P256J_SQR(z2z2, Z2);
    P256J_MUL(u1, X1, z2z2);
    P256J_MUL(u2, X2, z1z1);
    P256J_MUL(s1, Y1, Z2);
    P256J_MUL(s1, s1, z2z2);
    P256J_MUL(s2, Y2, Z1);
    P256J_MUL(s2, s2, z1z1);
    P256J_SUB(h, u2, u1);
    P256J_SUB(rr, s2, s1);
    same = p256j_zero(h) & p256j_zero(rr) & ~inf1 & ~inf2;
    P256J_ADD(j, h, h); /* 2H */
    P256J_MUL(Z3, Z1, Z2);
    P256J_MUL(Z3, Z3, j);
    P256J_SQR(i, j);      /* I = (2H)^2 */
    P256J_MUL(j, h, i);   /* J = H I */
    P256J_MUL(u1, u1, i); /* V = U1 I */
    P256J_ADD(rr, rr, rr);
    P256J_SQR(X3, rr);
    P256J_SUB(X3, X3, j);
    P256J_SUB(X3, X3, u1);
    P256J_SUB(X3, X3, u1);
    P256J_SUB(Y3, u1, X3);
    P256J_MUL(Y3, rr, Y3);
    P256J_MUL(s1, s1, j);
    P256J_ADD(s1, s1, s1);
    P256J_SUB(Y3, Y3, s1);
    p256j_put(r, X3, X2, X1, inf1, inf2);
    p256j_put(r + s, Y3, Y2, Y1, inf1, inf2);
    p256j_put(r + 2 * s, Z3, Z2, Z1, inf1, inf2);
    return same;
}

#undef P256J_MUL
#undef P256J_SQR
#undef P256J_ADD
#undef P256J_SUB
#undef P256J_HALF
#undef P256J_DBL
#undef P256J_ADDPT
