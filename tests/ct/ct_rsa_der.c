/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the RSA key formats (src/pk/rsa_der.c): the
 * private-key DER import, PKCS#1 RSAPrivateKey and PKCS#8 PrivateKeyInfo
 * (rsaEncryption and RSASSA-PSS with parameters), with the given format and
 * with FORMAT_ANY, on a fixed 1024-bit key generated with OpenSSL for this
 * file. Secret: the content of the INTEGERs d, p, q, dP, dQ and qInv but
 * each one's first non-zero byte (and the sign byte before it): DER's sign
 * and minimality rules are stated on those bytes and the encoding's length
 * shows what they decide, and the raw import takes a component's first byte
 * as public (its byte length). Public: the structure (identifiers, lengths,
 * the version, the AlgorithmIdentifier), n and e. The decoder hands the
 * INTEGERs to the raw import in place, so the entry also covers the import's
 * validation on them (its declassified verdict is the only secret-derived
 * value branched on).
 */
#include <string.h>

#include "ct.h"
#include "cairn/rsa.h"
#include "enc/der.h"

static const char key_hex[] =
    "3082025c02010002818100a919e045b284f98535462cdfbcc532a3c7d70173564fba55483d9350d2f06f3292d018c706"
    "5384a1c9aff6839be517d2bc47368ee905b1ff3a6d2c0f858d30fb0e89688d91a2c2c3274deae4d1d3c40d33c64aad9c"
    "d77d127061a08b0badd044e600e8f44446cda803fc221cda82f3c28f4d7ff8334278e68494b2d6100a59a10203010001"
    "0281803a7097e25e6cb83302134b84d31f2f7e0c9d508204ad2f0f34151ba94e0d0bd0e58e075218ec9a24b3a81d40a4"
    "8acaede865900459a1bf3f1e79064622f885995e1933dce8ed049cd7acee3e6e30c54abc94015402e1e50816ecc1c670"
    "c0d7ec0575f51db59d43d099bea94fb3865364038ea15df948fb50fa6d5258d62c2bb1024100d9d98e0fa6133ae6319f"
    "cbda5653e07232a1e0c93a9a8817519784c712bc3c6c1b562957233a39a46c4973c38b36f642f0fe2627cdf00d568f8a"
    "4bbf910f779d024100c6b6dc9ab0414927f38be59b502f39d7517f673c5a1fa92657d930a0e4bb16fc2494fec175b271"
    "9c047c5600474862b37a10c4734944c26a1b494e580ef4e4d502400b246d77af6edc5c59bd6a97c84292004546b25098"
    "86bedf3275257d691fe7973feeb03e9cb6a5ac1b3dc68601e0d5c7a6bbd907c028bf05e661946e3fe522a102402507ec"
    "c272f8279ee756f9b9e0ce7c33f0ff1209002e884219fae282093e084182bbb561ee020c03ec1e1394c7b3e898d3b58e"
    "3681bfeb8f0478bbbdd343b5e5024100ac651c1689eebcd5070754417700a2f891fc8444a392b9f840ddc8be490c5105"
    "c64223f5d5a90d738af8b9dca980692b94ce836671f8cc80dc6fa295208fa1f3";

/* PrivateKeyInfo heads before the RSAPrivateKey (608 bytes): version 0, the
 * AlgorithmIdentifier, the OCTET STRING's header; the outer length is filled
 * in by build(). */
static const uint8_t head_rsa[] = {0x30, 0x82, 0x00, 0x00, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86,
                                   0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x02, 0x60};
static const uint8_t head_pss[] = {
    0x30, 0x82, 0x00, 0x00, 0x02, 0x01, 0x00, 0x30, 0x41, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01,
    0x01, 0x0a, 0x30, 0x34, 0xa0, 0x0f, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
    0x01, 0x05, 0x00, 0xa1, 0x1c, 0x30, 0x1a, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x08,
    0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0xa2, 0x03, 0x02,
    0x01, 0x20, 0x04, 0x82, 0x02, 0x60};

static size_t unhex(uint8_t *out, size_t cap, const char *h)
{
    size_t i, n = strlen(h) / 2;
    if (n > cap)
        return 0;
    for (i = 0; i < n; i++) {
        unsigned v = 0, j;
        for (j = 0; j < 2; j++) {
            char c = h[2 * i + j];
            v = (v << 4) | (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
    return n;
}

/* The encoding: head (NULL for PKCS#1) then the RSAPrivateKey; then its
 * private INTEGERs' contents marked secret past their public first bytes.
 * Returns the length, 0 on a malformed template. */
static size_t build(uint8_t *out, size_t cap, const uint8_t *head, size_t hlen)
{
    uint8_t key[700];
    size_t klen = unhex(key, sizeof key, key_hex), i, n;
    cairn_der d, s, c;
    unsigned tag;
    if (klen == 0 || hlen + klen > cap)
        return 0;
    if (head != NULL)
        memcpy(out, head, hlen);
    memcpy(out + hlen, key, klen);
    n = hlen + klen;
    if (head != NULL) {
        out[2] = (uint8_t)((n - 4) >> 8);
        out[3] = (uint8_t)(n - 4);
    }
    /* walk the public structure to the INTEGERs: version, n, e, then the six secrets */
    cairn_der_init(&d, out + hlen, klen);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK)
        return 0;
    for (i = 0; i < 9; i++) {
        size_t skip;
        if (cairn_der_next(&s, &tag, &c) != CAIRN_OK || tag != CAIRN_DER_INTEGER)
            return 0;
        if (i < 3)
            continue;
        if (c.n < 2)
            return 0;
        skip = c.p[0] == 0 ? 2 : 1; /* the sign byte, then the first magnitude byte */
        CT_SECRET(c.p + skip, c.n - skip);
    }
    return n;
}

static int op_rsa_der_import(const ct_arg *a)
{
    static uint8_t der[1000];
    static cairn_rsa_private_key k;
    static const struct {
        const uint8_t *head;
        size_t hlen;
        cairn_rsa_format f;
    } forms[] = {{NULL, 0, CAIRN_RSA_FORMAT_PKCS1},
                 {head_rsa, sizeof head_rsa, CAIRN_RSA_FORMAT_PKCS8},
                 {head_pss, sizeof head_pss, CAIRN_RSA_FORMAT_PKCS8}};
    size_t i, n;
    int rc, rc_any, bad = 0;
    (void)a;
    for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        n = build(der, sizeof der, forms[i].head, forms[i].hlen);
        if (n == 0)
            return 1;
        rc = cairn_rsa_private_key_from_der(&k, forms[i].f, der, n);
        CT_PUBLIC(&rc, sizeof rc);
        rc_any = cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, der, n);
        CT_PUBLIC(&rc_any, sizeof rc_any);
        bad |= rc != CAIRN_OK || rc_any != CAIRN_OK || cairn_rsa_private_key_bits(&k) != 1024;
        cairn_rsa_private_key_wipe(&k);
        CT_PUBLIC(der, n);
    }
    return bad;
}

/* The key read from its secret-marked encoding, exported in both formats,
 * DER and PEM; the outputs are declassified (they are the caller's). */
static int op_rsa_der_export(const ct_arg *a)
{
    static uint8_t der[1000], out[1000];
    static char pem[1500];
    static cairn_rsa_private_key k;
    size_t n = build(der, sizeof der, NULL, 0), len = 0, plen = 0;
    int rc, bad = 0, f;
    (void)a;
    if (n == 0)
        return 1;
    rc = cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, der, n);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    for (f = CAIRN_RSA_FORMAT_PKCS1; f <= CAIRN_RSA_FORMAT_PKCS8; f++) {
        rc = cairn_rsa_private_key_to_der(&k, (cairn_rsa_format)f, out, sizeof out, &len);
        rc |= cairn_rsa_private_key_to_pem(&k, (cairn_rsa_format)f, pem, sizeof pem, &plen);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(&len, sizeof len);
        CT_PUBLIC(&plen, sizeof plen);
        CT_PUBLIC(out, sizeof out);
        CT_PUBLIC(pem, sizeof pem);
        CT_PUBLIC(der, n);
        bad |= rc != CAIRN_OK || (f == CAIRN_RSA_FORMAT_PKCS1 && (len != n || memcmp(out, der, n) != 0));
    }
    cairn_rsa_private_key_wipe(&k);
    return bad;
}

/* clang-format off */
static const ct_op ops[] = {
    {"rsa-der-import", CT_ONCE, op_rsa_der_import, "the INTEGERs d, p, q, dP, dQ, qInv past each one's first non-zero byte, in RSAPrivateKey and PrivateKeyInfo (rsaEncryption, RSASSA-PSS)", CT_CLEAN, "none; the structure, n, e and each component's first byte are public (DER's sign and minimality rules); the raw import's declassified verdict"},
    {"rsa-der-export", CT_ONCE, op_rsa_der_export, "the key's private fields (read from the encoding above), exported as RSAPrivateKey and PrivateKeyInfo, DER and PEM", CT_CLEAN, "none; each component's byte length (the encoding's lengths) is public"},
};
/* clang-format on */

size_t ct_ops_rsa_der(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
