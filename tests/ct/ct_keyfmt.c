/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the key formats added on enc/keyfmt.h:
 *  - RFC 8410 (src/ed/keyfmt.c) for X25519, Ed25519, X448, Ed448: the
 *    PKCS#8 import (v1 and v2: the CurvePrivateKey's content secret, the
 *    structure and the v2 public key public; the secret's public key is
 *    computed and compared with it) and the export (v1 and v2, DER and PEM)
 *    of a secret key or EdDSA keypair whose secret part is marked undefined;
 *  - finite-field DH (src/pk/dh_der.c) on ffdhe2048: the PKCS#8 import (x's
 *    INTEGER magnitude secret but its first byte, which strict DER's
 *    minimality rule reads: its length and that byte are what the encoding
 *    shows of x) and the export, DER and PEM, both formats, with x secret.
 * Outputs are declassified (they are the caller's) before they are checked.
 */
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "cairn/dh.h"
#include "ct.h"

typedef struct alg {
    size_t len, slen;
    int (*priv_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*priv_to_der)(const uint8_t *, int, uint8_t *, size_t, size_t *);
    int (*priv_to_pem)(const uint8_t *, int, char *, size_t, size_t *);
    int (*kp)(uint8_t *, const uint8_t *); /* the EdDSA keypair of a seed; NULL for X25519/X448 */
} alg;

static const alg algs[] = {
#if CAIRN_ENABLE_CURVE25519
    {32, 32, cairn_x25519_private_key_from_der, cairn_x25519_private_key_to_der, cairn_x25519_private_key_to_pem, NULL},
    {32, 64, cairn_ed25519_private_key_from_der, cairn_ed25519_private_key_to_der, cairn_ed25519_private_key_to_pem,
     cairn_ed25519_keypair_from_seed},
#endif
#if CAIRN_ENABLE_CURVE448
    {56, 56, cairn_x448_private_key_from_der, cairn_x448_private_key_to_der, cairn_x448_private_key_to_pem, NULL},
    {57, 114, cairn_ed448_private_key_from_der, cairn_ed448_private_key_to_der, cairn_ed448_private_key_to_pem,
     cairn_ed448_keypair_from_seed},
#endif
};
#define NALGS (sizeof algs / sizeof algs[0])

/* The private form of a fixed secret (a keypair for EdDSA). */
static int make(const alg *a, uint8_t *sk)
{
    ct_fill(sk, a->len, 0x8410u + (uint32_t)a->slen);
    return a->kp != NULL ? a->kp(sk, sk) : CAIRN_OK;
}

static int op_8410_import(const ct_arg *arg)
{
    uint8_t sk[114], sk2[114], der[CAIRN_RFC8410_DER_MAX];
    size_t i, n;
    int v, rc, bad = 0;
    (void)arg;
    for (i = 0; i < NALGS; i++) {
        const alg *a = &algs[i];
        if (make(a, sk) != CAIRN_OK)
            return 1;
        for (v = 0; v < 2; v++) {
            rc = a->priv_to_der(sk, v, der, sizeof der, &n);
            if (rc != CAIRN_OK)
                return 1;
            /* 30 L 02 01 v 30 05 06 03 2b 65 arc 04 L+2 04 L key (short outer length: all but X448/Ed448 v2) */
            CT_SECRET(der + n - a->len - (v ? a->len + 3 : 0), a->len);
            rc = a->priv_from_der(sk2, der, n);
            CT_PUBLIC(&rc, sizeof rc);
            CT_PUBLIC(sk2, sizeof sk2);
            CT_PUBLIC(der, sizeof der);
            bad |= rc != CAIRN_OK || memcmp(sk, sk2, a->slen) != 0;
        }
    }
    return bad;
}

static int op_8410_export(const ct_arg *arg)
{
    uint8_t sk[114], der[CAIRN_RFC8410_DER_MAX];
    char pem[CAIRN_RFC8410_PEM_MAX];
    size_t i, n, pn;
    int v, rc, bad = 0;
    (void)arg;
    for (i = 0; i < NALGS; i++) {
        const alg *a = &algs[i];
        if (make(a, sk) != CAIRN_OK)
            return 1;
        CT_SECRET(sk, a->len);
        for (v = 0; v < 2; v++) {
            rc = a->priv_to_der(sk, v, der, sizeof der, &n);
            rc |= a->priv_to_pem(sk, v, pem, sizeof pem, &pn);
            CT_PUBLIC(&rc, sizeof rc);
            CT_PUBLIC(&n, sizeof n);
            CT_PUBLIC(&pn, sizeof pn);
            CT_PUBLIC(der, sizeof der);
            CT_PUBLIC(pem, sizeof pem);
            bad |= rc != CAIRN_OK || n == 0 || pn == 0;
        }
        CT_PUBLIC(sk, sizeof sk);
    }
    return bad;
}

/* x of 28 bytes with its top bit clear (below ffdhe2048's q). */
static void dh_x(uint8_t *x)
{
    ct_fill(x, 28, 0xd4u);
    x[0] = (uint8_t)((x[0] & 0x7f) | 0x40);
}

static int op_dh_import(const ct_arg *arg)
{
    static cairn_dh_group g, g2;
    uint8_t x[28], x2[CAIRN_DH_MAX_BYTES], der[CAIRN_DH_DER_MAX];
    size_t n, xl;
    int f, rc, bad = 0;
    (void)arg;
    if (cairn_dh_group_named(&g, CAIRN_DH_FFDHE2048) != CAIRN_OK)
        return 1;
    dh_x(x);
    for (f = CAIRN_DH_PKCS3; f <= CAIRN_DH_X942; f++) {
        if (cairn_dh_private_key_to_der(&g, (cairn_dh_format)f, x, sizeof x, der, sizeof der, &n) != CAIRN_OK)
            return 1;
        /* ... 04 30 02 1c x: the magnitude ends the encoding */
        CT_SECRET(der + n - sizeof x + 1, sizeof x - 1);
        rc = cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &xl, der, n, NULL, NULL);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(&xl, sizeof xl);
        CT_PUBLIC(x2, sizeof x2);
        CT_PUBLIC(der, sizeof der);
        bad |= rc != CAIRN_OK || xl != sizeof x || memcmp(x, x2, sizeof x) != 0;
    }
    return bad;
}

static int op_dh_export(const ct_arg *arg)
{
    static cairn_dh_group g;
    static char pem[CAIRN_DH_PEM_MAX];
    uint8_t x[28], der[CAIRN_DH_DER_MAX];
    size_t n, pn;
    int f, rc, bad = 0;
    (void)arg;
    if (cairn_dh_group_named(&g, CAIRN_DH_FFDHE2048) != CAIRN_OK)
        return 1;
    dh_x(x);
    CT_SECRET(x + 1, sizeof x - 1);
    for (f = CAIRN_DH_PKCS3; f <= CAIRN_DH_X942; f++) {
        rc = cairn_dh_private_key_to_der(&g, (cairn_dh_format)f, x, sizeof x, der, sizeof der, &n);
        rc |= cairn_dh_private_key_to_pem(&g, (cairn_dh_format)f, x, sizeof x, pem, sizeof pem, &pn);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(&n, sizeof n);
        CT_PUBLIC(&pn, sizeof pn);
        CT_PUBLIC(der, sizeof der);
        CT_PUBLIC(pem, sizeof pem);
        bad |= rc != CAIRN_OK || n == 0 || pn == 0;
    }
    return bad;
}

/* clang-format off */
static const ct_op ops[] = {
    {"rfc8410 private import", CT_ONCE, op_8410_import, "the CurvePrivateKey's content (X25519/X448 secret, Ed25519/Ed448 seed) in v1 and v2 PKCS#8", CT_CLEAN, "none; the structure and the v2 public key are public, the secret's public key is declassified before the comparison"},
    {"rfc8410 private export", CT_ONCE, op_8410_export, "the secret or seed, exported as v1 and v2 PKCS#8, DER and PEM", CT_CLEAN, "none; the lengths are the algorithm's"},
    {"dh private import", CT_ONCE, op_dh_import, "x's INTEGER magnitude but its first byte, in PKCS#8 with dhKeyAgreement and dhpublicnumber (ffdhe2048)", CT_CLEAN, "the first byte of x and its length: strict DER's minimality rule reads them, the encoding shows them"},
    {"dh private export", CT_ONCE, op_dh_export, "x but its first byte, exported as PKCS#8 DER and PEM in both formats (ffdhe2048)", CT_CLEAN, "the first byte of x (DER's minimal INTEGER drops leading zeros) and x's length"},
};
/* clang-format on */

size_t ct_ops_keyfmt(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
