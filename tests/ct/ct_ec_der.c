/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the EC key formats (src/ec/ec_der.c): the
 * private-key DER import (SEC 1 ECPrivateKey and PKCS#8 PrivateKeyInfo, with
 * the embedded public key, which the import compares with d * G) and the
 * private-key export (both formats, DER and PEM, both point forms), for
 * P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1. Secret: the privateKey OCTET STRING's content (d,
 * at the curve's fixed length, so no byte of it is public). Public: the
 * structure, the curve OID and the embedded public key. The encodings are
 * made here by the library's own export of a fixed scalar.
 */
#include <string.h>

#include "cairn/ec.h"
#include "ct.h"
#include "enc/der.h"

static const cairn_ec_curve curves[] = {CAIRN_EC_P256,           CAIRN_EC_P384,           CAIRN_EC_P521,
                                        CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_BRAINPOOLP512R1};
#define NCURVES (int)(sizeof curves / sizeof curves[0])

/* The key of scalar 0x5a..5a (below every order here) for curve ci. */
static int make_key(cairn_ec_private_key *k, int ci)
{
    uint8_t d[CAIRN_EC_MAX_BYTES];
    size_t L = cairn_ec_curve_bytes(curves[ci]);
    int rc;
    memset(d, 0x5a, L);
    if (L == 66)
        d[0] = 0x01;
    rc = cairn_ec_private_key_import(k, curves[ci], d, L);
    CT_PUBLIC(&rc, sizeof rc);
    return rc;
}

/* The privateKey OCTET STRING's content in an encoding the library wrote:
 * its position, found by walking the public structure. */
static const uint8_t *find_d(const uint8_t *der, size_t n, cairn_ec_format f, size_t *len)
{
    cairn_der d, s, a;
    const uint8_t *v = NULL;
    size_t vl;
    uint32_t version;
    cairn_der_init(&d, der, n);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK || cairn_der_uint32(&s, &version) != CAIRN_OK)
        return NULL;
    if (f == CAIRN_EC_PKCS8) {
        if (cairn_der_sequence(&s, &a) != CAIRN_OK || cairn_der_octet_string(&s, &v, &vl) != CAIRN_OK)
            return NULL;
        cairn_der_init(&d, v, vl);
        if (cairn_der_sequence(&d, &s) != CAIRN_OK || cairn_der_uint32(&s, &version) != CAIRN_OK)
            return NULL;
    }
    if (cairn_der_octet_string(&s, &v, len) != CAIRN_OK)
        return NULL;
    return v;
}

static int op_ec_der_import(const ct_arg *a)
{
    static uint8_t der[CAIRN_EC_PRIVATE_DER_MAX];
    static cairn_ec_private_key k, k2;
    uint8_t d1[CAIRN_EC_MAX_BYTES], d2[CAIRN_EC_MAX_BYTES];
    size_t n, dl, l1, l2;
    int ci, f, c, rc, bad = 0;
    (void)a;
    for (ci = 0; ci < NCURVES; ci++) {
        if (make_key(&k, ci) != CAIRN_OK)
            return 1;
        for (f = CAIRN_EC_SEC1; f <= CAIRN_EC_PKCS8; f++) {
            for (c = 0; c < 2; c++) {
                const uint8_t *dp;
                rc = cairn_ec_private_key_to_der(&k, (cairn_ec_format)f, c, der, sizeof der, &n);
                CT_PUBLIC(&rc, sizeof rc);
                CT_PUBLIC(&n, sizeof n);
                CT_PUBLIC(der, sizeof der);
                if (rc != CAIRN_OK || (dp = find_d(der, n, (cairn_ec_format)f, &dl)) == NULL)
                    return 1;
                CT_SECRET(dp, dl);
                rc = cairn_ec_private_key_from_der(&k2, (cairn_ec_format)f, der, n);
                CT_PUBLIC(&rc, sizeof rc);
                CT_PUBLIC(der, n);
                if (rc != CAIRN_OK)
                    return 1;
                rc = cairn_ec_private_key_export(&k, d1, sizeof d1, &l1) |
                     cairn_ec_private_key_export(&k2, d2, sizeof d2, &l2);
                CT_PUBLIC(&rc, sizeof rc);
                CT_PUBLIC(d1, sizeof d1);
                CT_PUBLIC(d2, sizeof d2);
                bad |= rc != CAIRN_OK || l1 != l2 || memcmp(d1, d2, l1) != 0;
                cairn_ec_private_key_wipe(&k2);
            }
        }
        cairn_ec_private_key_wipe(&k);
    }
    return bad;
}

/* The key (d marked secret where the import keeps it: the import itself
 * runs on a secret scalar) exported in every private format; the outputs
 * are declassified (they are the caller's). */
static int op_ec_der_export(const ct_arg *a)
{
    static uint8_t out[CAIRN_EC_PRIVATE_DER_MAX];
    static char pem[CAIRN_EC_PRIVATE_PEM_MAX];
    static cairn_ec_private_key k;
    uint8_t d[CAIRN_EC_MAX_BYTES];
    size_t L, len, plen;
    int ci, f, c, rc, bad = 0;
    (void)a;
    for (ci = 0; ci < NCURVES; ci++) {
        L = cairn_ec_curve_bytes(curves[ci]);
        memset(d, 0x5a, L);
        if (L == 66)
            d[0] = 0x01;
        CT_SECRET(d, L);
        rc = cairn_ec_private_key_import(&k, curves[ci], d, L);
        CT_PUBLIC(&rc, sizeof rc);
        if (rc != CAIRN_OK)
            return 1;
        for (f = CAIRN_EC_SEC1; f <= CAIRN_EC_PKCS8; f++) {
            for (c = 0; c < 2; c++) {
                rc = cairn_ec_private_key_to_der(&k, (cairn_ec_format)f, c, out, sizeof out, &len);
                rc |= cairn_ec_private_key_to_pem(&k, (cairn_ec_format)f, c, pem, sizeof pem, &plen);
                CT_PUBLIC(&rc, sizeof rc);
                CT_PUBLIC(&len, sizeof len);
                CT_PUBLIC(&plen, sizeof plen);
                CT_PUBLIC(out, sizeof out);
                CT_PUBLIC(pem, sizeof pem);
                bad |= rc != CAIRN_OK || len == 0 || plen == 0;
            }
        }
        cairn_ec_private_key_wipe(&k);
    }
    return bad;
}

/* clang-format off */
static const ct_op ops[] = {
    {"ec-der-import", CT_ONCE, op_ec_der_import, "the privateKey OCTET STRING's content (d) in ECPrivateKey and PrivateKeyInfo, P-256/P-384/P-521/brainpool, with an uncompressed and a compressed embedded public key", CT_CLEAN, "none; the structure, the curve and the embedded public key are public"},
    {"ec-der-export", CT_ONCE, op_ec_der_export, "the key's scalar (imported secret), exported as ECPrivateKey and PrivateKeyInfo, DER and PEM, both point forms, P-256/P-384/P-521/brainpool", CT_CLEAN, "none; the lengths are the curve's"},
};
/* clang-format on */

size_t ct_ops_ec_der(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
