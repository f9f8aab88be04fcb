/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The RSA key formats of cairn/rsa.h on arbitrary input: the four import
 * functions (public and private, DER and PEM) give only documented statuses,
 * never read outside their input, leave the key unset when they refuse, and
 * what they accept is exported again in each format the key allows: the
 * export reads back to the same key (every component) and exports to
 * itself byte for byte, the length query agrees, and a buffer one byte short
 * is refused.
 * Input: [mode][bytes...]. mode bits 0-1: public DER, private DER, public
 * PEM, private PEM; bits 2-3: the format (ANY, PKCS1, PKCS8, ANY). With bit
 * 5 set, bytes edit an encoding of a built-in 512-bit key instead:
 * [which][cut (2 bytes)][(pos (2 bytes), xor) triples...]: which picks the
 * encoding (bit 0: PKCS1 or PKCS8; mode bit 6: the RSASSA-PSS restricted
 * key's PKCS8 instead), PEM for the PEM modes; cut (when not 0) shortens it;
 * each triple flips bits at pos (modulo the length). Random inputs so reach
 * the checks behind the structure.
 */
#include "fuzz.h"
#include "cairn/rsa.h"

#define MAXIN 4096
#define MAXOUT 12000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* PKCS#1 RSAPrivateKey, 512 bits, generated with OpenSSL for this target */
static const uint8_t key512[] = {
    0x30, 0x82, 0x01, 0x3a, 0x02, 0x01, 0x00, 0x02, 0x41, 0x00, 0xc3, 0xc4, 0xa7, 0x65, 0x29, 0xe0, 0xf6, 0xea, 0x0f,
    0x82, 0xe7, 0x1c, 0x63, 0x77, 0x29, 0xed, 0xb7, 0x31, 0x3b, 0x7a, 0x2e, 0x3c, 0xb2, 0x82, 0x73, 0x99, 0x61, 0xf3,
    0x2f, 0xac, 0xff, 0x01, 0x47, 0x22, 0xfa, 0x4f, 0x71, 0xb3, 0x15, 0x2a, 0xa4, 0x5e, 0xcf, 0x83, 0xa7, 0xea, 0x39,
    0x25, 0x1f, 0x3e, 0xfd, 0x65, 0x97, 0x8b, 0x29, 0x57, 0x4d, 0x61, 0xca, 0x57, 0x4b, 0x3c, 0x2c, 0x4b, 0x02, 0x03,
    0x01, 0x00, 0x01, 0x02, 0x40, 0x53, 0x8c, 0x1c, 0xa8, 0x76, 0xdb, 0xf4, 0x64, 0x65, 0xa4, 0x46, 0xff, 0x7d, 0x8f,
    0x80, 0x8c, 0x5b, 0xcf, 0x1e, 0x04, 0x01, 0xb1, 0x93, 0xb9, 0x4a, 0x9e, 0x5e, 0x08, 0x0c, 0x03, 0xb7, 0x7b, 0xd3,
    0x74, 0xd0, 0x86, 0xf5, 0x58, 0x2a, 0x27, 0x99, 0x1c, 0xea, 0x21, 0xea, 0x56, 0xa0, 0x19, 0xaf, 0x16, 0xb3, 0x38,
    0x0f, 0x24, 0x57, 0xc0, 0x7e, 0x70, 0x1f, 0x60, 0xc6, 0xa5, 0xc5, 0xa1, 0x02, 0x21, 0x00, 0xf2, 0x31, 0xd8, 0x93,
    0xe7, 0x68, 0xf5, 0xb5, 0x52, 0x88, 0x6d, 0xe3, 0xea, 0xbf, 0x8d, 0x7e, 0x5f, 0x29, 0xe3, 0x98, 0x75, 0x41, 0xdf,
    0x55, 0x90, 0x8b, 0x60, 0x35, 0x35, 0xc3, 0x4c, 0x9b, 0x02, 0x21, 0x00, 0xce, 0xed, 0x57, 0xb3, 0x60, 0x7c, 0x98,
    0xd8, 0xf0, 0x39, 0xa9, 0x5d, 0xde, 0xa4, 0xb4, 0x0d, 0x0d, 0x33, 0xb6, 0xf8, 0x32, 0x08, 0xef, 0x75, 0x2e, 0xbd,
    0xaa, 0xa4, 0xf3, 0xfe, 0xa2, 0x11, 0x02, 0x21, 0x00, 0x81, 0xfb, 0xb8, 0x95, 0xe0, 0x9b, 0x97, 0x4b, 0x62, 0x69,
    0x30, 0x39, 0x23, 0x52, 0xfc, 0xf8, 0x76, 0xd0, 0x7f, 0x82, 0xe2, 0x63, 0xa1, 0x1e, 0x45, 0xfe, 0x57, 0x7b, 0x17,
    0x48, 0xa2, 0xc3, 0x02, 0x20, 0x6f, 0x9f, 0xb6, 0xd4, 0x8b, 0xb3, 0x0a, 0xdc, 0xd3, 0xd1, 0xb7, 0x1c, 0x6d, 0x13,
    0x1a, 0x11, 0x84, 0x52, 0xa6, 0x5c, 0x02, 0xd9, 0xb1, 0x1a, 0xdc, 0x88, 0xf1, 0xf9, 0xa3, 0xa9, 0x73, 0x91, 0x02,
    0x20, 0x28, 0x63, 0xd8, 0x63, 0x3c, 0xfe, 0x63, 0x21, 0x5d, 0x50, 0xb5, 0x77, 0x02, 0xa3, 0x39, 0x97, 0x02, 0xeb,
    0x0c, 0x49, 0x8c, 0xa6, 0xcf, 0x43, 0xc5, 0x78, 0x32, 0xe3, 0xed, 0x66, 0x7b, 0x2d};

/* PrivateKeyInfo head with id-RSASSA-PSS and params {SHA-256, MGF1 SHA-256,
 * salt 32}, before the OCTET STRING holding key512 (318 bytes); the outer
 * length is filled in by setup */
static const uint8_t pss_p8_head[] = {
    0x30, 0x82, 0x00, 0x00, 0x02, 0x01, 0x00, 0x30, 0x41, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01,
    0x01, 0x0a, 0x30, 0x34, 0xa0, 0x0f, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
    0x01, 0x05, 0x00, 0xa1, 0x1c, 0x30, 0x1a, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x08,
    0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0xa2, 0x03, 0x02,
    0x01, 0x20, 0x04, 0x82, 0x01, 0x3e};

/* The built-in encodings: RSAPublicKey, SPKI, RSAPrivateKey, PKCS#8, and
 * the PSS-restricted key's SPKI and PKCS#8; DER and PEM. */
#define NBUILTIN 6
typedef struct {
    uint8_t der[NBUILTIN][700];
    size_t derlen[NBUILTIN];
    char pem[NBUILTIN][1000];
    size_t pemlen[NBUILTIN];
    int ready;
} builtins;

static builtins bi;

static void setup(void)
{
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key pk;
    uint8_t p8[sizeof pss_p8_head + sizeof key512];
    size_t i;
    memcpy(p8, pss_p8_head, sizeof pss_p8_head);
    memcpy(p8 + sizeof pss_p8_head, key512, sizeof key512);
    p8[2] = (uint8_t)((sizeof p8 - 4) >> 8);
    p8[3] = (uint8_t)(sizeof p8 - 4);
    for (i = 0; i < NBUILTIN; i++) {
        int pss = i >= 4, priv = pss ? i == 5 : i >= 2;
        cairn_rsa_format f = pss || (i & 1) ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
        FUZZ_CHECK(pss ? cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS8, p8, sizeof p8) == CAIRN_OK
                       : cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, key512, sizeof key512) == CAIRN_OK,
                   "built-in key");
        FUZZ_CHECK(cairn_rsa_public_key_from_private(&pk, &sk) == CAIRN_OK, "built-in public key");
        if (priv)
            FUZZ_CHECK(cairn_rsa_private_key_to_der(&sk, f, bi.der[i], sizeof bi.der[i], &bi.derlen[i]) == CAIRN_OK &&
                           cairn_rsa_private_key_to_pem(&sk, f, bi.pem[i], sizeof bi.pem[i], &bi.pemlen[i]) == CAIRN_OK,
                       "built-in private encodings");
        else
            FUZZ_CHECK(cairn_rsa_public_key_to_der(&pk, f, bi.der[i], sizeof bi.der[i], &bi.derlen[i]) == CAIRN_OK &&
                           cairn_rsa_public_key_to_pem(&pk, f, bi.pem[i], sizeof bi.pem[i], &bi.pemlen[i]) == CAIRN_OK,
                       "built-in public encodings");
    }
    bi.ready = 1;
}

static int documented(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY ||
           rc == CAIRN_ERR_BAD_LENGTH;
}

/* Every component of two keys equal (parts N..QINV; a public key has two). */
static int same_key(const void *a, const void *b, int priv)
{
    static uint8_t va[1100], vb[1100];
    size_t la, lb, i, parts = priv ? 8 : 2;
    for (i = 0; i < parts; i++) {
        int ra = priv ? cairn_rsa_private_key_component(a, (cairn_rsa_part)i, va, sizeof va, &la)
                      : cairn_rsa_public_key_component(a, (cairn_rsa_part)i, va, sizeof va, &la);
        int rb = priv ? cairn_rsa_private_key_component(b, (cairn_rsa_part)i, vb, sizeof vb, &lb)
                      : cairn_rsa_public_key_component(b, (cairn_rsa_part)i, vb, sizeof vb, &lb);
        if (ra != CAIRN_OK || rb != CAIRN_OK || la != lb || memcmp(va, vb, la) != 0)
            return 0;
    }
    return 1;
}

static int restriction_of(const void *k, int priv, cairn_rsa_pss_params *p)
{
    int r = -1;
    memset(p, 0, sizeof *p);
    FUZZ_CHECK((priv ? cairn_rsa_private_key_pss_params(k, &r, p) : cairn_rsa_public_key_pss_params(k, &r, p)) ==
                   CAIRN_OK,
               "pss_params of a key set up");
    return r;
}

static int export(const void *k, int priv, int pem, cairn_rsa_format f, uint8_t *out, size_t cap, size_t *len)
{
    if (pem)
        return priv ? cairn_rsa_private_key_to_pem(k, f, (char *)out, cap, len)
                    : cairn_rsa_public_key_to_pem(k, f, (char *)out, cap, len);
    return priv ? cairn_rsa_private_key_to_der(k, f, out, cap, len) : cairn_rsa_public_key_to_der(k, f, out, cap, len);
}

static int import(void *k, int priv, int pem, cairn_rsa_format f, const uint8_t *in, size_t n)
{
    if (pem)
        return priv ? cairn_rsa_private_key_from_pem(k, f, (const char *)in, n)
                    : cairn_rsa_public_key_from_pem(k, f, (const char *)in, n);
    return priv ? cairn_rsa_private_key_from_der(k, f, in, n) : cairn_rsa_public_key_from_der(k, f, in, n);
}

/* An accepted key, exported in format f: the export reads back to the same
 * key with the same restriction and exports to itself. */
static void round_trip(const void *k, int priv, int pem, cairn_rsa_format f)
{
    static uint8_t out[MAXOUT + 1], out2[MAXOUT + 1];
    static cairn_rsa_private_key sk2;
    static cairn_rsa_public_key pk2;
    void *k2 = priv ? (void *)&sk2 : (void *)&pk2;
    cairn_rsa_pss_params p1, p2;
    size_t len, len2, q;
    int r1 = restriction_of(k, priv, &p1), rc;

    rc = export(k, priv, pem, f, NULL, 0, &q);
    if (r1 && f == CAIRN_RSA_FORMAT_PKCS1) {
        FUZZ_CHECK(rc == CAIRN_ERR_INVALID_KEY, "a restricted key is refused in PKCS1");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK && q <= MAXOUT, "length query");
    FUZZ_CHECK(export(k, priv, pem, f, out, q, &len) == CAIRN_OK && len == q, "export into the length queried");
    FUZZ_CHECK(export(k, priv, pem, f, out2, q - 1, &len2) == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == q,
               "one byte short");
    FUZZ_CHECK(import(k2, priv, pem, f, out, len) == CAIRN_OK, "the export reads back");
    FUZZ_CHECK(same_key(k, k2, priv), "the export reads back to the same key");
    r1 = restriction_of(k, priv, &p1);
    FUZZ_CHECK(restriction_of(k2, priv, &p2) == r1 &&
                   (!r1 || (p1.hash == p2.hash && p1.mgf1_hash == p2.mgf1_hash && p1.salt_len == p2.salt_len)),
               "the export keeps the restriction");
    FUZZ_CHECK(export(k2, priv, pem, f, out2, sizeof out2, &len2) == CAIRN_OK && len2 == len &&
                   memcmp(out, out2, len) == 0,
               "the export is a fixed point");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t in[MAXIN];
    static cairn_rsa_private_key sk;
    static cairn_rsa_public_key pk;
    unsigned mode;
    int priv, pem, rc;
    cairn_rsa_format f;
    const uint8_t *p;
    size_t n;
    void *k;

    if (size == 0 || size > MAXIN + 1)
        return 0;
    if (!bi.ready)
        setup();
    mode = data[0];
    priv = mode & 1;
    pem = (mode >> 1) & 1;
    f = (cairn_rsa_format)(((mode >> 2) & 3) % 3);
    k = priv ? (void *)&sk : (void *)&pk;
    p = data + 1;
    n = size - 1;
    if (mode & 0x20) { /* edit a built-in encoding */
        fuzz_in fi = {data + 1, size - 1};
        size_t which = (fuzz_u8(&fi) & 1u) + (priv ? 2 : 0), cut;
        if (mode & 0x40)
            which = priv ? 5 : 4;
        n = pem ? bi.pemlen[which] : bi.derlen[which];
        memcpy(in, pem ? (const void *)bi.pem[which] : (const void *)bi.der[which], n);
        cut = fuzz_u16(&fi);
        if (cut != 0 && cut < n)
            n = cut;
        while (fi.n >= 3 && n > 0) {
            size_t pos = fuzz_u16(&fi) % n;
            in[pos] ^= fuzz_u8(&fi);
        }
        p = in;
    }

    rc = import(k, priv, pem, f, p, n);
    FUZZ_CHECK(documented(rc), "a documented status");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK((priv ? cairn_rsa_private_key_bits(&sk) : cairn_rsa_public_key_bits(&pk)) == 0,
                   "the key unset after a refusal");
        return 0;
    }
    FUZZ_CHECK(pem || rc == import(k, priv, 0, CAIRN_RSA_FORMAT_ANY, p, n), "FORMAT_ANY takes it too");
    round_trip(k, priv, 0, CAIRN_RSA_FORMAT_PKCS1);
    round_trip(k, priv, 0, CAIRN_RSA_FORMAT_PKCS8);
    round_trip(k, priv, 1, CAIRN_RSA_FORMAT_PKCS1);
    round_trip(k, priv, 1, CAIRN_RSA_FORMAT_PKCS8);
    return 0;
}
