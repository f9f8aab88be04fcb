/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ed448 signatures with small-order components, shared by test_curve448 (the
 * cofactored equation accepts them) and test_diff_curve448 (OpenSSL agrees).
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/hash.h"
#include "ed448_torsion.h"

/* P + T for T = (0, -1) (order 2, which = 0), (1, 0) or (-1, 0) (order 4) */
static void add_small_order(cairn_ge448 *P, int which)
{
    f448 t;

    if (which == 0) { /* (x, y) -> (-x, -y) */
        f448_neg(&P->X, &P->X);
        f448_neg(&P->Y, &P->Y);
    } else { /* (x, y) -> (y, -x) or (-y, x) */
        t = P->X;
        P->X = P->Y;
        f448_neg(&P->Y, &t);
        f448_neg(&P->T, &P->T);
        if (which == 2) {
            f448_neg(&P->X, &P->X);
            f448_neg(&P->Y, &P->Y);
        }
    }
}

/* An Ed448 signature whose R and/or public key carry a small-order component:
 * [S]B = R + [k]A holds for the prime-order parts only. */
void tu_ed448_torsion_signature(uint8_t sig[114], uint8_t pub[57], const uint8_t seed[57], const uint8_t *msg,
                              size_t len, int r_tor, int a_tor)
{
    static const uint8_t dom[10] = {'S', 'i', 'g', 'E', 'd', '4', '4', '8', 0, 0};
    uint8_t h[114], s[56], r[56], k[56];
    cairn_ge448 P;
    cairn_shake_ctx c;
    int rc;

    rc = cairn_shake256(h, 114, seed, 57);
    h[0] &= 0xfc;
    h[55] |= 0x80;
    h[56] = 0;
    cairn_sc448_reduce(s, h, 57);
    cairn_ge448_scalarmult_base(&P, s);
    if (a_tor >= 0)
        add_small_order(&P, a_tor);
    cairn_ge448_encode(pub, &P);
    memset(h, 0x5a, sizeof h);
    cairn_sc448_reduce(r, h, 114);
    cairn_ge448_scalarmult_base(&P, r);
    if (r_tor >= 0)
        add_small_order(&P, r_tor);
    cairn_ge448_encode(sig, &P);
    rc |= cairn_shake256_init(&c);
    rc |= cairn_shake_update(&c, dom, sizeof dom);
    rc |= cairn_shake_update(&c, sig, 57);
    rc |= cairn_shake_update(&c, pub, 57);
    rc |= cairn_shake_update(&c, msg, len);
    rc |= cairn_shake_squeeze(&c, h, 114);
    if (rc != CAIRN_OK)
        abort(); /* the callers' vectors would be meaningless */
    cairn_sc448_reduce(k, h, 114);
    cairn_sc448_muladd(sig + 57, k, s, r);
    sig[113] = 0;
}
