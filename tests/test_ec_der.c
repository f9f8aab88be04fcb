/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * EC key formats (cairn/ec.h "key formats", src/ec/ec_der.c):
 *  - fixed keys OpenSSL wrote (tests/ec_der_vectors.h), one per curve with
 *    a zero first byte of d, in SEC 1, PKCS#8 and SPKI, uncompressed and
 *    compressed, DER and PEM: each decodes to the key (d and point), and
 *    encodes back to OpenSSL's bytes (DER and PEM text) byte for byte; the
 *    explicit-parameter encodings are CAIRN_ERR_UNSUPPORTED;
 *  - hand-made encodings, at least one per rule: versions, the privateKey
 *    length, d = 0 and d >= n, the embedded public key (another key's, the
 *    wrong parity, absent), parameters (absent, another curve, unknown OID,
 *    implicitCA, a wrong type), PKCS#8 v2, attributes and inner parameters,
 *    other algorithms, the SPKI BIT STRING and point, non-minimal lengths,
 *    trailing bytes, PEM labels and surrounding text;
 *  - every truncation and every single-byte length change of the fixed
 *    encodings (CAIRN_ERR_DECODE), and every single-bit flip of the P-256
 *    ones: a documented status, the key unset after a refusal, and what is
 *    accepted encodes back to the flipped bytes;
 *  - Wycheproof ecdh_secp{256,384,521}r1_test.json and
 *    ecdh_brainpoolP{256,384,512}r1_test.json (the peer key is an SPKI)
 *    and _pem_test.json (PEM public and private keys): valid cases decode
 *    and give the listed shared secret, invalid ones fail at decoding or at
 *    ECDH with the status their flags call for, acceptable ones are counted
 *    (strict DER refuses the InvalidAsn/InvalidPem encodings; explicit
 *    parameters are unsupported; a compressed point is decoded and must
 *    then give the listed secret); on a bare-metal port ECDH runs on a
 *    subsample, every peer key is decoded;
 *  - random keys generated here (SM2's curve too), every format both ways.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/ec.h"
#include "ec_der_vectors.h"
#include "enc/pem.h"
#include "json.h"
#include "testutil.h"

/* On a bare-metal port, ECDH runs on every SUBSAMPLE-th Wycheproof case
 * (each costs two scalar multiplications); every peer key is still decoded
 * and a refusal checked. The host runs every case. */
#if CAIRN_HOSTED
#define SUBSAMPLE 1
#define SUBSAMPLE_BP 1
#else
#define SUBSAMPLE 2
/* the brainpool files: their general primes make each exchange dearer */
#define SUBSAMPLE_BP 16
#endif

#define MAXDER 1024
#define MAXPEM 1600
#define NCURVES (sizeof ec_der_vectors / sizeof ec_der_vectors[0])

/* ---------------------------------------------------------------- helpers */

static size_t hx(uint8_t *out, size_t cap, const char *hex)
{
    long n = tu_unhex_into(out, cap, hex);
    if (n < 0) {
        fprintf(stderr, "bad hex in test: %.40s\n", hex);
        exit(1);
    }
    return (size_t)n;
}

/* A byte string under construction. */
typedef struct {
    uint8_t b[MAXDER];
    size_t n;
} buf;

static void put(buf *o, const uint8_t *p, size_t n)
{
    if (o->n + n > sizeof o->b) {
        fprintf(stderr, "test buffer overflow\n");
        exit(1);
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void put_hex(buf *o, const char *hex)
{
    uint8_t t[MAXDER];
    put(o, t, hx(t, sizeof t, hex));
}

/* tag, DER length, content */
static void put_tlv(buf *o, unsigned tag, const uint8_t *c, size_t n)
{
    uint8_t h[4];
    size_t k = 0;
    h[k++] = (uint8_t)tag;
    if (n < 0x80) {
        h[k++] = (uint8_t)n;
    } else if (n < 0x100) {
        h[k++] = 0x81;
        h[k++] = (uint8_t)n;
    } else {
        h[k++] = 0x82;
        h[k++] = (uint8_t)(n >> 8);
        h[k++] = (uint8_t)n;
    }
    put(o, h, k);
    put(o, c, n);
}

static void wrap(buf *o, unsigned tag, const buf *c) { put_tlv(o, tag, c->b, c->n); }

static void clear(buf *o) { o->n = 0; }

static const char *const status_names[] = {
    "OK",  "BAD_ARG",     "BAD_LENGTH", "BUFFER_TOO_SMALL", "AUTH",  "BAD_SIGNATURE",   "INVALID_KEY", "INVALID_POINT",
    "RNG", "UNSUPPORTED", "NOT_FOUND",  "BAD_PADDING",      "STATE", "RESEED_REQUIRED", "DECODE",      "FAULT"};
static const char *sname(int rc) { return rc <= 0 && rc >= -15 ? status_names[-rc] : "?"; }

/* The statuses a decoder may give for any input. */
static int documented(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY ||
           rc == CAIRN_ERR_INVALID_POINT || rc == CAIRN_ERR_BAD_LENGTH;
}

/* namedCurve OIDs (tag, length, content) of the curves, and others */
#define OID_P256 "06082a8648ce3d030107"
#define OID_P384 "06052b81040022"
#define OID_P521 "06052b81040023"
#define OID_K256 "06052b8104000a" /* secp256k1: not a curve of this build */
#define OID_ECPK "06072a8648ce3d0201"
#define OID_RSA "06092a864886f70d010101"

static const char *curve_oid(cairn_ec_curve c)
{
    return c == CAIRN_EC_P256 ? OID_P256 : c == CAIRN_EC_P384 ? OID_P384 : OID_P521;
}

/* The test keys of the vectors file, decoded. */
typedef struct {
    cairn_ec_curve curve;
    size_t bytes;
    uint8_t d[CAIRN_EC_MAX_BYTES];
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN], cpt[CAIRN_EC_MAX_POINT_LEN];
    size_t ptlen, cptlen;
    buf der[6];
    buf xder[3];
} tkey;

static tkey keys[NCURVES];

enum { F_SEC1, F_SEC1C, F_PKCS8, F_PKCS8C, F_SPKI, F_SPKIC };
static const char *const form_names[] = {"SEC 1", "SEC 1 compressed", "PKCS#8", "PKCS#8 compressed",
                                         "SPKI",  "SPKI compressed"};

static void setup_keys(void)
{
    size_t i, f;
    for (i = 0; i < NCURVES; i++) {
        const ec_der_vector *v = &ec_der_vectors[i];
        tkey *k = &keys[i];
        k->curve = v->curve;
        k->bytes = hx(k->d, sizeof k->d, v->d);
        k->ptlen = hx(k->pt, sizeof k->pt, v->point);
        k->cptlen = hx(k->cpt, sizeof k->cpt, v->cpoint);
        for (f = 0; f < 6; f++)
            k->der[f].n = hx(k->der[f].b, sizeof k->der[f].b, v->der[f]);
        for (f = 0; f < 3; f++)
            k->xder[f].n = hx(k->xder[f].b, sizeof k->xder[f].b, v->explicit_der[f]);
    }
}

static int priv_is(const cairn_ec_private_key *k, const tkey *t)
{
    uint8_t d[CAIRN_EC_MAX_BYTES], pt[CAIRN_EC_MAX_POINT_LEN];
    size_t dlen = 0, ptlen = 0;
    cairn_ec_public_key pub;
    return cairn_ec_private_key_curve(k) == t->curve &&
           cairn_ec_private_key_export(k, d, sizeof d, &dlen) == CAIRN_OK && dlen == t->bytes &&
           memcmp(d, t->d, dlen) == 0 && cairn_ec_public_key_from_private(&pub, k) == CAIRN_OK &&
           cairn_ec_public_key_export(&pub, 0, pt, sizeof pt, &ptlen) == CAIRN_OK && ptlen == t->ptlen &&
           memcmp(pt, t->pt, ptlen) == 0;
}

static int pub_is(const cairn_ec_public_key *k, const tkey *t)
{
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t ptlen = 0;
    return cairn_ec_public_key_curve(k) == t->curve &&
           cairn_ec_public_key_export(k, 0, pt, sizeof pt, &ptlen) == CAIRN_OK && ptlen == t->ptlen &&
           memcmp(pt, t->pt, ptlen) == 0;
}

static int form_format(int f) { return f <= F_SEC1C ? CAIRN_EC_SEC1 : f <= F_PKCS8C ? CAIRN_EC_PKCS8 : 0; }
static int form_compressed(int f) { return f & 1; }

/* ------------------------------------------------------ the fixed vectors */

static void test_fixed(void)
{
    static uint8_t out[MAXDER];
    static char pem[MAXPEM];
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    size_t i, len;
    int f, rc;
    for (i = 0; i < NCURVES; i++) {
        const tkey *t = &keys[i];
        const char *cn = cairn_ec_curve_name(t->curve);
        if (!tu_curve_in_build(t->curve))
            continue;
        for (f = 0; f < 6; f++) {
            const buf *der = &t->der[f];
            const char *text = ec_der_vectors[i].pem[f];
            cairn_ec_format fmt = (cairn_ec_format)form_format(f);
            int c = form_compressed(f);
            if (f < F_SPKI) {
                rc = cairn_ec_private_key_from_der(&sk, fmt, der->b, der->n);
                CHECK(rc == CAIRN_OK && priv_is(&sk, t), "%s %s DER: decodes to the key (%s)", cn, form_names[f],
                      sname(rc));
                len = 1;
                rc = cairn_ec_private_key_to_der(&sk, fmt, c, out, sizeof out, &len);
                CHECK(rc == CAIRN_OK && len == der->n && memcmp(out, der->b, len) == 0,
                      "%s %s DER: encodes to OpenSSL's bytes", cn, form_names[f]);
                rc = cairn_ec_private_key_from_pem(&sk, fmt, text, strlen(text));
                CHECK(rc == CAIRN_OK && priv_is(&sk, t), "%s %s PEM: decodes to the key (%s)", cn, form_names[f],
                      sname(rc));
                memset(pem, 'x', sizeof pem);
                rc = cairn_ec_private_key_to_pem(&sk, fmt, c, pem, sizeof pem, &len);
                CHECK(rc == CAIRN_OK && len == strlen(text) && memcmp(pem, text, len) == 0 && pem[len] == 'x',
                      "%s %s PEM: encodes to OpenSSL's text (no NUL written)", cn, form_names[f]);
                /* the other private format's decoder refuses it, a public one too */
                CHECK_RC(cairn_ec_private_key_from_der(&sk, fmt == CAIRN_EC_SEC1 ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1,
                                                       der->b, der->n),
                         CAIRN_ERR_DECODE, "private DER read as the other format");
                CHECK(cairn_ec_private_key_curve(&sk) == 0, "key unset after a refusal");
                CHECK_RC(cairn_ec_public_key_from_der(&pk, der->b, der->n), CAIRN_ERR_DECODE,
                         "private DER read as SPKI");
                CHECK_RC(cairn_ec_private_key_from_pem(&sk, fmt == CAIRN_EC_SEC1 ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, text,
                                                       strlen(text)),
                         CAIRN_ERR_DECODE, "private PEM under the other format's label");
            } else {
                rc = cairn_ec_public_key_from_der(&pk, der->b, der->n);
                CHECK(rc == CAIRN_OK && pub_is(&pk, t), "%s %s DER: decodes to the point (%s)", cn, form_names[f],
                      sname(rc));
                rc = cairn_ec_public_key_to_der(&pk, c, out, sizeof out, &len);
                CHECK(rc == CAIRN_OK && len == der->n && memcmp(out, der->b, len) == 0,
                      "%s %s DER: encodes to OpenSSL's bytes", cn, form_names[f]);
                rc = cairn_ec_public_key_from_pem(&pk, text, strlen(text));
                CHECK(rc == CAIRN_OK && pub_is(&pk, t), "%s %s PEM: decodes to the point (%s)", cn, form_names[f],
                      sname(rc));
                memset(pem, 'x', sizeof pem);
                rc = cairn_ec_public_key_to_pem(&pk, c, pem, sizeof pem, &len);
                CHECK(rc == CAIRN_OK && len == strlen(text) && memcmp(pem, text, len) == 0 && pem[len] == 'x',
                      "%s %s PEM: encodes to OpenSSL's text", cn, form_names[f]);
                CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der->b, der->n), CAIRN_ERR_DECODE,
                         "SPKI read as SEC 1");
                CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_PKCS8, der->b, der->n), CAIRN_ERR_DECODE,
                         "SPKI read as PKCS#8");
            }
        }
        /* the public key of the private one encodes as the SPKI */
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, t->der[F_SEC1].b, t->der[F_SEC1].n), CAIRN_OK,
                 "SEC 1");
        CHECK(cairn_ec_public_key_from_private(&pk, &sk) == CAIRN_OK &&
                  cairn_ec_public_key_to_der(&pk, 1, out, sizeof out, &len) == CAIRN_OK && len == t->der[F_SPKIC].n &&
                  memcmp(out, t->der[F_SPKIC].b, len) == 0,
              "%s: the private key's public key encodes as OpenSSL's compressed SPKI", cn);
        /* explicit parameters */
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, t->xder[0].b, t->xder[0].n), CAIRN_ERR_UNSUPPORTED,
                 "SEC 1 with explicit parameters");
        CHECK(cairn_ec_private_key_curve(&sk) == 0, "key unset after UNSUPPORTED");
        CHECK_RC(cairn_ec_public_key_from_der(&pk, t->xder[1].b, t->xder[1].n), CAIRN_ERR_UNSUPPORTED,
                 "SPKI with explicit parameters");
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_PKCS8, t->xder[2].b, t->xder[2].n), CAIRN_ERR_UNSUPPORTED,
                 "PKCS#8 with explicit parameters");
    }
}

/* ------------------------------------------------------ hand-made encodings */

/* ECPrivateKey from its parts: version (hex INTEGER content), d, the [0]
 * content (NULL: absent), the [1] BIT STRING content (NULL: absent). */
static void ecpk(buf *o, const char *version, const uint8_t *d, size_t dlen, const char *params_hex,
                 const buf *pub_bits)
{
    buf s = {{0}, 0}, f = {{0}, 0};
    clear(o);
    put_hex(&s, "0201");
    put_hex(&s, version);
    put_tlv(&s, 0x04, d, dlen);
    if (params_hex != NULL) {
        put_hex(&f, params_hex);
        wrap(&s, 0xa0, &f);
    }
    if (pub_bits != NULL) {
        clear(&f);
        wrap(&f, 0x03, pub_bits);
        wrap(&s, 0xa1, &f);
    }
    wrap(o, 0x30, &s);
}

/* A BIT STRING's content: unused-bit count, then p. */
static void bits_of(buf *o, unsigned unused, const uint8_t *p, size_t n)
{
    uint8_t u = (uint8_t)unused;
    clear(o);
    put(o, &u, 1);
    put(o, p, n);
}

/* PrivateKeyInfo: version (hex), the AlgorithmIdentifier content (hex),
 * the inner key, attributes ([0] content hex, NULL absent), public key
 * ([1] content, NULL absent). */
static void pkcs8(buf *o, const char *version, const char *algid_hex, const buf *inner, const char *attrs_hex,
                  const buf *pub_bits)
{
    buf s = {{0}, 0}, f = {{0}, 0};
    clear(o);
    put_hex(&s, "0201");
    put_hex(&s, version);
    put_hex(&f, algid_hex);
    wrap(&s, 0x30, &f);
    wrap(&s, 0x04, inner);
    if (attrs_hex != NULL) {
        clear(&f);
        put_hex(&f, attrs_hex);
        wrap(&s, 0xa0, &f);
    }
    if (pub_bits != NULL)
        wrap(&s, 0x81, pub_bits);
    wrap(o, 0x30, &s);
}

/* SubjectPublicKeyInfo: AlgorithmIdentifier content (hex), BIT STRING content. */
static void spki(buf *o, const char *algid_hex, const buf *bits)
{
    buf s = {{0}, 0}, f = {{0}, 0};
    clear(o);
    put_hex(&f, algid_hex);
    wrap(&s, 0x30, &f);
    wrap(&s, 0x03, bits);
    wrap(o, 0x30, &s);
}

static int priv_der(const buf *b, cairn_ec_format f)
{
    cairn_ec_private_key k;
    int rc = cairn_ec_private_key_from_der(&k, f, b->b, b->n);
    if (rc != CAIRN_OK && cairn_ec_private_key_curve(&k) != 0)
        return 1000; /* not a status: the key left set up */
    return rc;
}

static int pub_der(const buf *b)
{
    cairn_ec_public_key k;
    int rc = cairn_ec_public_key_from_der(&k, b->b, b->n);
    if (rc != CAIRN_OK && cairn_ec_public_key_curve(&k) != 0)
        return 1000;
    return rc;
}

/* The order n of each curve, big-endian. */
static const char *const orders[] = {
    "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
    "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    ("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709"
     "a5d03bb5c9b8899c47aebb6fb71e91386409")};

static void test_handmade(void)
{
    static buf b, inner, bits, obits, other;
    char algid[200];
    size_t i;
    uint8_t d[CAIRN_EC_MAX_BYTES + 1], n[CAIRN_EC_MAX_BYTES];
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    uint8_t out[MAXDER];
    size_t len;

    for (i = 0; i < NCURVES; i++) {
        const tkey *t = &keys[i], *u = &keys[(i + 1) % NCURVES];
        const char *oid = curve_oid(t->curve), *cn = cairn_ec_curve_name(t->curve);
        size_t L = t->bytes, uj;
        int uin; /* u's curve in the build: the checks that decode u's curve OID need it */
        if (!tu_curve_in_build(t->curve))
            continue;
        /* u: the key of the next curve this build has (the next key in the full build); in a build of a
         * single one of these curves, a key of a curve left out */
        for (uj = 2; !tu_curve_in_build(u->curve) && uj < NCURVES; uj++)
            u = &keys[(i + uj) % NCURVES];
        uin = tu_curve_in_build(u->curve);
        snprintf(algid, sizeof algid, "%s%s", OID_ECPK, oid);
        bits_of(&bits, 0, t->pt, t->ptlen);

        /* the reference: the SEC 1 encoding built here is OpenSSL's */
        ecpk(&b, "01", t->d, L, oid, &bits);
        CHECK(b.n == t->der[F_SEC1].n && memcmp(b.b, t->der[F_SEC1].b, b.n) == 0, "%s: builder reproduces SEC 1", cn);
        /* versions */
        ecpk(&b, "00", t->d, L, oid, &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "ECPrivateKey version 0");
        ecpk(&b, "02", t->d, L, oid, &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "ECPrivateKey version 2");
        /* the privateKey length: OpenSSL's fixed length only */
        ecpk(&b, "01", t->d + 1, L - 1, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "privateKey without its leading zero byte");
        d[0] = 0;
        memcpy(d + 1, t->d, L);
        ecpk(&b, "01", d, L + 1, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "privateKey one byte long");
        ecpk(&b, "01", d, 0, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "privateKey empty");
        /* d out of range */
        memset(d, 0, L);
        ecpk(&b, "01", d, L, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "d = 0");
        CHECK(hx(n, sizeof n, orders[i]) == L, "order length");
        ecpk(&b, "01", n, L, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "d = n");
        memset(d, 0xff, L);
        ecpk(&b, "01", d, L, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "d = 2^(8L) - 1");
        memcpy(d, n, L);
        d[L - 1]--;
        ecpk(&b, "01", d, L, oid, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_OK, "d = n - 1");
        /* the public key: absent is fine (and written on export), another key's is not */
        ecpk(&b, "01", t->d, L, oid, NULL);
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, b.b, b.n), CAIRN_OK, "SEC 1 without public key");
        CHECK(cairn_ec_private_key_to_der(&sk, CAIRN_EC_SEC1, 0, out, sizeof out, &len) == CAIRN_OK &&
                  len == t->der[F_SEC1].n && memcmp(out, t->der[F_SEC1].b, len) == 0,
              "%s: SEC 1 without public key encodes with it", cn);
        if (uin) {
            ecpk(&other, "01", u->d, u->bytes, curve_oid(u->curve), NULL);
            CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, other.b, other.n), CAIRN_OK, "another key");
        }
        bits_of(&obits, 0, t->cpt, t->cptlen);
        ecpk(&b, "01", t->d, L, oid, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_OK, "compressed embedded public key");
        obits.b[1] ^= 1; /* the other parity */
        ecpk(&b, "01", t->d, L, oid, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "compressed public key of the wrong parity");
        bits_of(&obits, 0, u->pt, u->ptlen);
        ecpk(&b, "01", t->d, L, oid, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "another curve's key as the public key");
        {
            /* a key of the same curve: d + 1 */
            uint8_t d2[CAIRN_EC_MAX_BYTES], pt2[CAIRN_EC_MAX_POINT_LEN];
            size_t j = L, l2 = 0;
            cairn_ec_private_key k2;
            cairn_ec_public_key p2;
            memcpy(d2, t->d, L);
            while (j-- > 0 && ++d2[j] == 0)
                ;
            CHECK(cairn_ec_private_key_import(&k2, t->curve, d2, L) == CAIRN_OK &&
                      cairn_ec_public_key_from_private(&p2, &k2) == CAIRN_OK &&
                      cairn_ec_public_key_export(&p2, 0, pt2, sizeof pt2, &l2) == CAIRN_OK,
                  "key d + 1");
            bits_of(&obits, 0, pt2, l2);
            ecpk(&b, "01", t->d, L, oid, &obits);
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "the public key of d + 1");
            obits.b[1] = 0x06; /* hybrid form */
            ecpk(&b, "01", t->d, L, oid, &obits);
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "hybrid public key");
        }
        bits_of(&obits, 0, t->pt, 0);
        ecpk(&b, "01", t->d, L, oid, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_INVALID_KEY, "empty public key");
        bits_of(&obits, 1, t->pt, t->ptlen);
        obits.b[obits.n - 1] &= 0xfe;
        ecpk(&b, "01", t->d, L, oid, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "public key with an unused bit");
        /* parameters */
        ecpk(&b, "01", t->d, L, NULL, &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "SEC 1 without parameters");
        ecpk(&b, "01", t->d, L, OID_K256, &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_UNSUPPORTED, "unknown curve OID");
        if (uin) {
            ecpk(&b, "01", t->d, L, curve_oid(u->curve), NULL);
            CHECK(priv_der(&b, CAIRN_EC_SEC1) == CAIRN_ERR_DECODE, "%s key under %s's OID", cn,
                  cairn_ec_curve_name(u->curve));
        }
        ecpk(&b, "01", t->d, L, "0500", &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_UNSUPPORTED, "implicitCA");
        ecpk(&b, "01", t->d, L, "050100", &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "implicitCA, a NULL with content");
        ecpk(&b, "01", t->d, L, "3000", &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_UNSUPPORTED, "specifiedCurve (empty)");
        ecpk(&b, "01", t->d, L, "0101ff", &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "parameters of another type");
        {
            char two[64];
            snprintf(two, sizeof two, "%s%s", oid, oid);
            ecpk(&b, "01", t->d, L, two, &bits);
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "[0] with two elements");
        }
        /* fields out of order: [1] before [0] */
        {
            buf s = {{0}, 0}, f = {{0}, 0};
            put_hex(&s, "020101");
            put_tlv(&s, 0x04, t->d, L);
            wrap(&f, 0x03, &bits);
            wrap(&s, 0xa1, &f);
            clear(&f);
            put_hex(&f, oid);
            wrap(&s, 0xa0, &f);
            clear(&b);
            wrap(&b, 0x30, &s);
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "[1] before [0]");
        }

        /* PKCS#8 */
        ecpk(&inner, "01", t->d, L, NULL, &bits);
        pkcs8(&b, "00", algid, &inner, NULL, NULL);
        CHECK(b.n == t->der[F_PKCS8].n && memcmp(b.b, t->der[F_PKCS8].b, b.n) == 0, "%s: builder reproduces PKCS#8",
              cn);
        pkcs8(&b, "01", algid, &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "PKCS#8 version 1 without publicKey");
        pkcs8(&b, "02", algid, &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "PKCS#8 version 2");
        pkcs8(&b, "00", algid, &inner, NULL, &bits);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "PKCS#8 version 0 with publicKey");
        pkcs8(&b, "01", algid, &inner, NULL, &bits);
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_PKCS8, b.b, b.n), CAIRN_OK,
                 "OneAsymmetricKey v2 with publicKey");
        CHECK(priv_is(&sk, t) &&
                  cairn_ec_private_key_to_der(&sk, CAIRN_EC_PKCS8, 0, out, sizeof out, &len) == CAIRN_OK &&
                  len == t->der[F_PKCS8].n && memcmp(out, t->der[F_PKCS8].b, len) == 0,
              "%s: v2 decodes to the key and encodes as v1", cn);
        bits_of(&obits, 0, u->pt, u->ptlen);
        pkcs8(&b, "01", algid, &inner, NULL, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_INVALID_KEY, "v2 publicKey of another key");
        bits_of(&obits, 0, t->cpt, t->cptlen);
        pkcs8(&b, "01", algid, &inner, NULL, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_OK, "v2 compressed publicKey");
        bits_of(&obits, 1, t->pt, t->ptlen);
        obits.b[obits.n - 1] &= 0xfe;
        pkcs8(&b, "01", algid, &inner, NULL, &obits);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "v2 publicKey with an unused bit");
        /* attributes: a well-formed one is skipped, a malformed one refused */
        pkcs8(&b, "00", algid, &inner, "300d06092a864886f70d010914310030", NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "malformed attribute");
        pkcs8(&b, "00", algid, &inner, "301106092a864886f70d010914310413026b31", NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_OK, "friendlyName attribute");
        /* the inner parameters: the same curve, another, unknown */
        ecpk(&other, "01", t->d, L, oid, &bits);
        pkcs8(&b, "00", algid, &other, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_OK, "inner parameters naming the same curve");
        if (uin) {
            ecpk(&other, "01", t->d, L, curve_oid(u->curve), &bits);
            pkcs8(&b, "00", algid, &other, NULL, NULL);
            CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "inner parameters naming another curve");
        }
        ecpk(&other, "01", t->d, L, OID_K256, &bits);
        pkcs8(&b, "00", algid, &other, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_UNSUPPORTED, "inner parameters naming an unknown curve");
        ecpk(&other, "00", t->d, L, NULL, &bits);
        pkcs8(&b, "00", algid, &other, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "inner version 0");
        ecpk(&other, "01", t->d, L, NULL, NULL);
        pkcs8(&b, "00", algid, &other, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_OK, "PKCS#8 without any public key");
        /* the AlgorithmIdentifier */
        pkcs8(&b, "00", OID_ECPK, &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "id-ecPublicKey without parameters");
        pkcs8(&b, "00", OID_ECPK OID_K256, &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_UNSUPPORTED, "PKCS#8 of an unknown curve");
        pkcs8(&b, "00", OID_ECPK "0500", &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_UNSUPPORTED, "PKCS#8 implicitCA");
        pkcs8(&b, "00", OID_RSA "0500", &inner, NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_UNSUPPORTED, "PKCS#8 of another algorithm");
        if (uin) {
            snprintf(algid, sizeof algid, "%s%s", OID_ECPK, curve_oid(u->curve));
            pkcs8(&b, "00", algid, &inner, NULL, NULL);
            CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "PKCS#8 naming a curve of another length");
        }
        snprintf(algid, sizeof algid, "%s%s", OID_ECPK, oid);
        /* PKCS#8 inside PKCS#8, SEC 1 inside SEC 1 */
        pkcs8(&b, "00", algid, &t->der[F_PKCS8], NULL, NULL);
        CHECK_RC(priv_der(&b, CAIRN_EC_PKCS8), CAIRN_ERR_DECODE, "PKCS#8 holding a PrivateKeyInfo");

        /* SPKI */
        spki(&b, algid, &bits);
        CHECK(b.n == t->der[F_SPKI].n && memcmp(b.b, t->der[F_SPKI].b, b.n) == 0, "%s: builder reproduces SPKI", cn);
        spki(&b, OID_ECPK, &bits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "SPKI without parameters");
        spki(&b, OID_ECPK OID_K256, &bits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_UNSUPPORTED, "SPKI of an unknown curve");
        spki(&b, OID_ECPK "0500", &bits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_UNSUPPORTED, "SPKI implicitCA");
        spki(&b, OID_RSA "0500", &bits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_UNSUPPORTED, "SPKI of another algorithm");
        if (uin) {
            snprintf(algid, sizeof algid, "%s%s", OID_ECPK, curve_oid(u->curve));
            spki(&b, algid, &bits);
            CHECK_RC(pub_der(&b), CAIRN_ERR_INVALID_POINT, "SPKI of a point under another curve's OID");
        }
        snprintf(algid, sizeof algid, "%s%s", OID_ECPK, oid);
        snprintf(algid + strlen(algid), sizeof algid - strlen(algid), "0500");
        spki(&b, algid, &bits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "AlgorithmIdentifier with a third element");
        snprintf(algid, sizeof algid, "%s%s", OID_ECPK, oid);
        bits_of(&obits, 1, t->pt, t->ptlen);
        obits.b[obits.n - 1] &= 0xfe;
        spki(&b, algid, &obits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "SPKI with an unused bit");
        bits_of(&obits, 0, t->pt, 0);
        spki(&b, algid, &obits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_INVALID_POINT, "SPKI empty point");
        bits_of(&obits, 0, t->pt, t->ptlen);
        obits.b[obits.n - 1] ^= 1;
        spki(&b, algid, &obits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_INVALID_POINT, "SPKI point off the curve");
        bits_of(&obits, 0, t->pt, t->ptlen - 1);
        spki(&b, algid, &obits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_INVALID_POINT, "SPKI point one byte short");
        bits_of(&obits, 0, t->pt, t->ptlen);
        obits.b[1] = 0x06 | (t->pt[t->ptlen - 1] & 1);
        spki(&b, algid, &obits);
        CHECK_RC(pub_der(&b), CAIRN_ERR_INVALID_POINT, "SPKI hybrid point");
        bits_of(&obits, 0, t->cpt, t->cptlen);
        obits.b[1] ^= 1;
        spki(&b, algid, &obits);
        CHECK(cairn_ec_public_key_from_der(&pk, b.b, b.n) == CAIRN_OK && !pub_is(&pk, t),
              "%s: SPKI compressed, the other parity: the negated point", cn);

        /* DER form: non-minimal lengths, trailing bytes, indefinite length */
        {
            const buf *s = &t->der[F_SPKI];
            uint8_t h[3] = {0x30, 0x81, 0};
            h[2] = s->b[1];
            clear(&b);
            put(&b, h, 3);
            put(&b, s->b + 2, s->n - 2);
            if (s->b[1] < 0x80)
                CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "SPKI length in the long form");
            clear(&b);
            put_hex(&b, "3082");
            put(&b, s->b + 1, s->n - 1);
            if (s->b[1] == 0x81)
                CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "SPKI length in two bytes, the first zero");
            clear(&b);
            put(&b, s->b, s->n);
            put_hex(&b, "00");
            CHECK_RC(pub_der(&b), CAIRN_ERR_DECODE, "SPKI with a trailing byte");
            clear(&b);
            put(&b, t->der[F_SEC1].b, t->der[F_SEC1].n);
            put_hex(&b, "0000");
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "SEC 1 with trailing end-of-contents");
        }
        /* a trailing element inside the ECPrivateKey */
        {
            buf s = {{0}, 0};
            const buf *sec1 = &t->der[F_SEC1];
            size_t h = sec1->b[1] & 0x80 ? 2 + (sec1->b[1] & 0x7f) : 2;
            put(&s, sec1->b + h, sec1->n - h);
            put_hex(&s, "0500");
            clear(&b);
            wrap(&b, 0x30, &s);
            CHECK_RC(priv_der(&b, CAIRN_EC_SEC1), CAIRN_ERR_DECODE, "SEC 1 with an extra field");
        }
    }
    /* the curves' order lengths must be those the table assumes */
    for (i = 0; i < NCURVES; i++)
        if (tu_curve_in_build(keys[i].curve))
            CHECK(cairn_ec_curve_bytes(keys[i].curve) == keys[i].bytes, "curve bytes");
}

/* ---------------------------------------------------------------------- PEM */

static void test_pem(void)
{
    static char text[4 * MAXPEM];
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    size_t i;
    for (i = 0; i < NCURVES; i++) {
        const ec_der_vector *v = &ec_der_vectors[i];
        const tkey *t = &keys[i];
        if (!tu_curve_in_build(t->curve))
            continue;
        const char *sec1 = v->pem[F_SEC1], *p8 = v->pem[F_PKCS8], *sp = v->pem[F_SPKI];
        char *nl;
        /* text before the block, another block before it */
        snprintf(text, sizeof text, "Private-Key: (some bits)\npriv:\n    00:01:02\n%s", sec1);
        CHECK(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, text, strlen(text)) == CAIRN_OK && priv_is(&sk, t),
              "text before the BEGIN line");
        snprintf(text, sizeof text, "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n%s",
                 sec1);
        CHECK(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, text, strlen(text)) == CAIRN_OK && priv_is(&sk, t),
              "EC PARAMETERS block first");
        snprintf(text, sizeof text, "%s%s", sp, p8);
        CHECK(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_PKCS8, text, strlen(text)) == CAIRN_OK && priv_is(&sk, t),
              "a PUBLIC KEY block before the PRIVATE KEY one");
        CHECK_RC(cairn_ec_public_key_from_pem(&pk, text, strlen(text)), CAIRN_ERR_DECODE,
                 "PUBLIC KEY block followed by another");
        /* text after the block, the BEGIN line not at a line start */
        snprintf(text, sizeof text, "%sx\n", sp);
        CHECK_RC(cairn_ec_public_key_from_pem(&pk, text, strlen(text)), CAIRN_ERR_DECODE, "text after END");
        snprintf(text, sizeof text, "x%s", sp);
        CHECK_RC(cairn_ec_public_key_from_pem(&pk, text, strlen(text)), CAIRN_ERR_DECODE, "BEGIN not at a line start");
        /* labels */
        CHECK_RC(cairn_ec_public_key_from_pem(&pk, sec1, strlen(sec1)), CAIRN_ERR_DECODE, "EC PRIVATE KEY as public");
        CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_PKCS8, sec1, strlen(sec1)), CAIRN_ERR_DECODE,
                 "EC PRIVATE KEY as PKCS#8");
        CHECK(cairn_ec_private_key_curve(&sk) == 0, "key unset after a refused PEM");
        CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, p8, strlen(p8)), CAIRN_ERR_DECODE,
                 "PRIVATE KEY as SEC 1");
        /* the END label differs */
        snprintf(text, sizeof text, "%s", sec1);
        nl = strstr(text, "-----END EC PRIVATE KEY");
        if (CHECK(nl != NULL, "END line"))
            memcpy(nl + 9, "XX", 2);
        CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, text, strlen(text)), CAIRN_ERR_DECODE,
                 "END label differs");
        /* CRLF line ends, no final newline */
        {
            size_t j, k = 0;
            for (j = 0; sp[j] != 0 && k + 2 < sizeof text; j++) {
                if (sp[j] == '\n')
                    text[k++] = '\r';
                text[k++] = sp[j];
            }
            CHECK(cairn_ec_public_key_from_pem(&pk, text, k) == CAIRN_OK && pub_is(&pk, t), "CRLF line ends");
            CHECK(cairn_ec_public_key_from_pem(&pk, sp, strlen(sp) - 1) == CAIRN_OK && pub_is(&pk, t),
                  "no final newline");
        }
        /* every truncation of the PEM text */
        {
            size_t n = strlen(sec1), j, bad = 0;
            for (j = 0; j < n - 1; j++) {
                char *c = malloc(j ? j : 1);
                int rc;
                if (c == NULL)
                    exit(1);
                memcpy(c, sec1, j);
                rc = cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, c, j);
                free(c);
                if (rc != CAIRN_ERR_DECODE && bad++ < 5)
                    printf("PEM truncated to %zu: %s\n", j, sname(rc));
            }
            CHECK(bad == 0, "%s: every truncation of the SEC 1 PEM is CAIRN_ERR_DECODE", cairn_ec_curve_name(t->curve));
        }
    }
    /* data longer than any key */
    {
        static uint8_t big[1200];
        size_t len = 0;
        char *p = text;
        memset(big, 0x41, sizeof big);
        CHECK_RC(cairn_pem_encode(p, sizeof text, &len, "PUBLIC KEY", big, sizeof big), CAIRN_OK, "PEM of long data");
        CHECK_RC(cairn_ec_public_key_from_pem(&pk, p, len), CAIRN_ERR_BAD_LENGTH, "PEM data longer than any key");
    }
}

/* ---------------------------------------------------------------- mutations */

/* The offsets of every length octet of the TLVs in der[0..n) (headers of
 * constructed elements, and PKCS#8's privateKey OCTET STRING, which holds
 * the ECPrivateKey, are walked into). */
static size_t length_octets(const uint8_t *der, size_t n, int pkcs8, size_t *pos, size_t max)
{
    size_t at = 0, k = 0, stack_end[16], depth = 0;
    stack_end[0] = n;
    while (at < n && k < max) {
        size_t hl, len, j;
        unsigned tag = der[at];
        while (depth > 0 && at >= stack_end[depth])
            depth--;
        if (at + 2 > n)
            break;
        if (der[at + 1] < 0x80) {
            hl = 2;
            len = der[at + 1];
        } else {
            size_t m = der[at + 1] & 0x7f;
            hl = 2 + m;
            for (len = 0, j = 0; j < m; j++)
                len = (len << 8) | der[at + 2 + j];
        }
        for (j = at + 1; j < at + hl && k < max; j++)
            pos[k++] = j;
        /* step into constructed elements and into the key's OCTET STRING (a
         * DER encoding inside PKCS#8); primitive ones are skipped */
        if ((tag & 0x20) || (pkcs8 && depth == 1 && tag == 0x04)) {
            if (depth + 1 < 16)
                stack_end[++depth] = at + hl + len;
            at += hl;
        } else {
            at += hl + len;
        }
    }
    return k;
}

static int decode_any(int kind, const uint8_t *p, size_t n, void *key)
{
    if (kind == 2)
        return cairn_ec_public_key_from_der(key, p, n);
    return cairn_ec_private_key_from_der(key, kind == 0 ? CAIRN_EC_SEC1 : CAIRN_EC_PKCS8, p, n);
}

static int key_set(int kind, const void *key)
{
    return kind == 2 ? cairn_ec_public_key_curve(key) != 0 : cairn_ec_private_key_curve(key) != 0;
}

static int encode_any(int kind, const void *key, int compressed, uint8_t *out, size_t cap, size_t *len)
{
    if (kind == 2)
        return cairn_ec_public_key_to_der(key, compressed, out, cap, len);
    return cairn_ec_private_key_to_der(key, kind == 0 ? CAIRN_EC_SEC1 : CAIRN_EC_PKCS8, compressed, out, cap, len);
}

/* Every truncation and every single-byte length change (CAIRN_ERR_DECODE),
 * and with flips, every single-bit flip. */
static void mutate(const char *what, const uint8_t *der, size_t n, int kind, int compressed, int flips)
{
    static uint8_t m[MAXDER], out[MAXDER];
    static cairn_ec_private_key sk;
    static cairn_ec_public_key pk;
    void *key = kind == 2 ? (void *)&pk : (void *)&sk;
    size_t pos[64], npos, i, len, accepted = 0, bad = 0, lens = 0, unsup = 0;
    unsigned bit, v;
    int rc;
    for (i = 0; i < n; i++) {
        /* a copy of exactly i bytes, so a read past it is the sanitizers' to see */
        uint8_t *t = malloc(i ? i : 1);
        if (t == NULL)
            exit(1);
        memcpy(t, der, i);
        rc = decode_any(kind, t, i, key);
        free(t);
        if ((rc != CAIRN_ERR_DECODE || key_set(kind, key)) && bad++ < 10)
            printf("%s: truncated to %zu bytes: %s\n", what, i, sname(rc));
    }
    npos = length_octets(der, n, kind == 1, pos, sizeof pos / sizeof pos[0]);
    for (i = 0; i < npos; i++) {
        for (v = 0; v < 256; v++) {
            if (v == der[pos[i]])
                continue;
            memcpy(m, der, n);
            m[pos[i]] = (uint8_t)v;
            rc = decode_any(kind, m, n, key);
            lens++;
            /* a changed length can leave a well-formed encoding of another
             * algorithm (the OID id-ecPublicKey cut or lengthened, the rest
             * its parameters), which is not read further */
            unsup += rc == CAIRN_ERR_UNSUPPORTED;
            if (((rc != CAIRN_ERR_DECODE && rc != CAIRN_ERR_UNSUPPORTED) || key_set(kind, key)) && bad++ < 10)
                printf("%s: length octet at %zu set to %02x: %s\n", what, pos[i], v, sname(rc));
        }
    }
    for (i = 0; flips && i < n; i++) {
        for (bit = 0; bit < 8; bit++) {
            const char *why = NULL;
            memcpy(m, der, n);
            m[i] ^= (uint8_t)(1u << bit);
            rc = decode_any(kind, m, n, key);
            if (!documented(rc)) {
                why = "an undocumented status";
            } else if (rc != CAIRN_OK) {
                if (key_set(kind, key))
                    why = "the key left set up after a refusal";
            } else {
                accepted++;
                rc = encode_any(kind, key, compressed, out, sizeof out, &len);
                if (rc != CAIRN_OK || len != n || memcmp(out, m, n) != 0)
                    why = "accepted, but not encoded back to itself";
            }
            if (why != NULL && bad++ < 10)
                printf("%s: byte %zu bit %u: %s (%s)\n", what, i, bit, why, sname(rc));
        }
    }
    CHECK(bad == 0, "%s: %zu truncations, length changes and flips went wrong", what, bad);
    printf("mutations of %-24s %3zu truncations, %4zu length changes refused (%zu as another algorithm)", what, n, lens,
           unsup);
    if (flips)
        printf(", %zu of %zu flips accepted (each encoded back to itself)", accepted, 8 * n);
    printf("\n");
}

static void test_mutations(void)
{
    size_t i;
    int f;
    char what[64];
    for (i = 0; i < NCURVES; i++) {
        if (!tu_curve_in_build(keys[i].curve))
            continue;
        for (f = 0; f < 6; f++) {
            snprintf(what, sizeof what, "%s %s", cairn_ec_curve_name(keys[i].curve), form_names[f]);
            mutate(what, keys[i].der[f].b, keys[i].der[f].n,
                   f < F_PKCS8  ? 0
                   : f < F_SPKI ? 1
                                : 2,
                   form_compressed(f), keys[i].curve == CAIRN_EC_P256);
        }
    }
}

/* -------------------------------------------------------------- Wycheproof */

typedef struct {
    unsigned long valid, invalid, acceptable, acc_accepted, skipped;
} counts;

static void print_counts(const char *rel, const counts *c)
{
    printf("%-46s %4lu valid accepted, %4lu invalid rejected, %3lu acceptable (%lu accepted), %lu skipped\n", rel,
           c->valid, c->invalid, c->acceptable, c->acc_accepted, c->skipped);
}

static int has(const json_value *flags, const char *f) { return json_array_has_str(flags, f); }

/* The statuses an invalid or acceptable case may fail with, from its flags:
 * the encoding (strict DER or PEM), the parameters (not a named curve), the
 * point, the curve. A refusal must have one of these. */
static int expected_failure(const json_value *flags, int rc, size_t publen)
{
    /* PEM data longer than any key encoding (the decoding buffer holds
     * explicit parameters of P-521) */
    if (rc == CAIRN_ERR_BAD_LENGTH)
        return has(flags, "InvalidPem") && publen > 1024;
    if (has(flags, "InvalidAsn") || has(flags, "InvalidPem"))
        /* not DER, or DER of something else: an OID changed (another
         * algorithm or curve, which is not read further) or bytes added to
         * or taken from the point */
        return rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_POINT;
    if (has(flags, "UnnamedCurve"))
        return rc == CAIRN_ERR_UNSUPPORTED;
    if (has(flags, "WrongCurve") || has(flags, "ModifiedGroup"))
        /* another curve's OID (unknown to this build, or a curve whose key
         * differs from the private key's), or a point not on this curve */
        return rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY || rc == CAIRN_ERR_INVALID_POINT;
    if (has(flags, "IsomorphicPublicKey"))
        /* the key names brainpoolP*t1, the twist of the private key's
         * r1 curve: an OID this build does not know */
        return rc == CAIRN_ERR_UNSUPPORTED;
    if (has(flags, "InvalidCurveAttack") || has(flags, "InvalidPublic") || has(flags, "InvalidEncoding") ||
        has(flags, "InvalidCompressedPublic") || has(flags, "ModifiedPublicPoint"))
        return rc == CAIRN_ERR_INVALID_POINT;
    return 0;
}

static void wy_ecdh(const char *rel, cairn_ec_curve curve, int pem, size_t sub)
{
    json_value *doc;
    const json_value *groups;
    const size_t L = cairn_ec_curve_bytes(curve);
    counts c = {0, 0, 0, 0, 0};
    size_t g, i, seen = 0;
    if (!tu_curve_in_build(curve)) /* the file of a curve this build leaves out is not read */
        return;
    doc = json_load_vector(rel);
    groups = json_get(doc, "testGroups");
    if (doc == NULL)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *tests = json_get(json_at(groups, g), "tests");
        for (i = 0; i < json_len(tests); i++) {
            const json_value *tc = json_at(tests, i);
            const json_value *flags = json_get(tc, "flags");
            const char *pub = json_get_str(tc, "public"), *priv = json_get_str(tc, "private");
            const char *shared = json_get_str(tc, "shared"), *result = json_get_str(tc, "result");
            long id = json_get_int(tc, "tcId", -1);
            cairn_ec_private_key sk;
            cairn_ec_public_key pk;
            uint8_t *der, d[CAIRN_EC_MAX_BYTES + 8], want[CAIRN_EC_MAX_BYTES], got[CAIRN_EC_MAX_BYTES];
            size_t dn, wn, gn = 0, publen;
            int rc, ok, valid, acceptable;
            /* every case of these files has the four (an invalid one's
             * shared is ""): one without is a malformed file or a parser
             * fault, never a case to pass over */
            if (!CHECK(pub != NULL && priv != NULL && shared != NULL && result != NULL,
                       "%s tcId %ld: public, private, shared or result missing", rel, id))
                continue;
            valid = strcmp(result, "valid") == 0;
            acceptable = strcmp(result, "acceptable") == 0;
            wn = hx(want, sizeof want, shared);
            if (seen++ % sub != 0) {
                /* the peer key only: a refusal must be one the flags call for */
                if (pem) {
                    rc = cairn_ec_public_key_from_pem(&pk, pub, strlen(pub));
                } else {
                    der = tu_unhex(pub, &publen);
                    rc = der != NULL ? cairn_ec_public_key_from_der(&pk, der, publen) : CAIRN_ERR_DECODE;
                    free(der);
                }
                if (rc != CAIRN_OK)
                    CHECK(!valid && expected_failure(flags, rc, strlen(pub)), "%s tcId %ld: peer key refused: %s", rel,
                          id, sname(rc));
                c.skipped++;
                continue;
            }
            /* the private key */
            if (pem) {
                rc = cairn_ec_private_key_from_pem(&sk, CAIRN_EC_PKCS8, priv, strlen(priv));
            } else {
                /* hex of the scalar: a leading 00 (its sign byte) stripped, a shorter one padded */
                dn = hx(d, sizeof d, priv);
                while (dn > L && d[0] == 0) {
                    memmove(d, d + 1, dn - 1);
                    dn--;
                }
                if (dn < L) {
                    memmove(d + (L - dn), d, dn);
                    memset(d, 0, L - dn);
                    dn = L;
                }
                rc = cairn_ec_private_key_import(&sk, curve, d, dn);
            }
            if (!CHECK(rc == CAIRN_OK, "%s tcId %ld: private key (%s)", rel, id, sname(rc)))
                continue;
            /* the peer's key, then ECDH */
            if (pem) {
                rc = cairn_ec_public_key_from_pem(&pk, pub, strlen(pub));
            } else {
                der = tu_unhex(pub, &publen);
                if (!CHECK(der != NULL, "%s tcId %ld: hex", rel, id))
                    continue;
                rc = cairn_ec_public_key_from_der(&pk, der, publen);
                free(der);
            }
            if (rc == CAIRN_OK)
                rc = cairn_ecdh(&sk, &pk, got, sizeof got, &gn);
            ok = rc == CAIRN_OK;
            if (ok && !(gn == wn && memcmp(got, want, wn) == 0)) {
                CHECK(0, "%s tcId %ld: %s case, shared secret differs", rel, id, result);
                continue;
            }
            if (valid) {
                if (CHECK(ok, "%s tcId %ld: valid case refused (%s)", rel, id, sname(rc)))
                    c.valid++;
            } else if (acceptable) {
                c.acceptable++;
                if (ok)
                    c.acc_accepted++;
                else
                    CHECK(expected_failure(flags, rc, strlen(pub)), "%s tcId %ld: acceptable case refused with %s", rel,
                          id, sname(rc));
            } else {
                if (CHECK(!ok && expected_failure(flags, rc, strlen(pub)), "%s tcId %ld: invalid case: %s", rel, id,
                          sname(rc)))
                    c.invalid++;
            }
        }
    }
    print_counts(rel, &c);
    /* every case of the file counted once (a failed one is not: it fails
     * here too); skipped is the subsampling only */
    json_wycheproof_counted(doc, rel, c.valid + c.invalid + c.acceptable + c.skipped);
    CHECK(c.valid + c.invalid + c.acceptable > 0, "%s: no case ran", rel);
    json_free(doc);
}

static void test_wycheproof(void)
{
    if (SUBSAMPLE > 1)
        tu_skip("Wycheproof ECDH: the shared secret on a subsample of the cases on this target (the host runs all)");
    wy_ecdh("wycheproof/ecdh_secp256r1_test.json", CAIRN_EC_P256, 0, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_secp384r1_test.json", CAIRN_EC_P384, 0, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_secp521r1_test.json", CAIRN_EC_P521, 0, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_secp256r1_pem_test.json", CAIRN_EC_P256, 1, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_secp384r1_pem_test.json", CAIRN_EC_P384, 1, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_secp521r1_pem_test.json", CAIRN_EC_P521, 1, SUBSAMPLE);
    wy_ecdh("wycheproof/ecdh_brainpoolP256r1_test.json", CAIRN_EC_BRAINPOOLP256R1, 0, SUBSAMPLE_BP);
    wy_ecdh("wycheproof/ecdh_brainpoolP384r1_test.json", CAIRN_EC_BRAINPOOLP384R1, 0, SUBSAMPLE_BP);
    wy_ecdh("wycheproof/ecdh_brainpoolP512r1_test.json", CAIRN_EC_BRAINPOOLP512R1, 0, SUBSAMPLE_BP);
}

/* ------------------------------------------------------------ random keys */

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

static void test_random(void)
{
    static const cairn_ec_curve curves[] = {CAIRN_EC_P256, CAIRN_EC_P384, CAIRN_EC_P521, CAIRN_EC_SM2};
    static uint8_t der[MAXDER], der2[MAXDER];
    static char pem[MAXPEM], pem2[MAXPEM];
    tu_prng r;
    size_t ci, k, len, len2;
    unsigned long n = 0;
    tu_prng_seed(&r, tu_seed(0xec0de5));
    for (ci = 0; ci < sizeof curves / sizeof curves[0]; ci++) {
        for (k = 0; k < 4 && tu_curve_in_build(curves[ci]); k++) {
            cairn_ec_private_key sk, sk2;
            cairn_ec_public_key pk, pk2;
            int f, c;
            if (!CHECK(cairn_ec_private_key_generate(&sk, curves[ci], prng_rng, &r) == CAIRN_OK &&
                           cairn_ec_public_key_from_private(&pk, &sk) == CAIRN_OK,
                       "generate"))
                continue;
            for (f = CAIRN_EC_SEC1; f <= CAIRN_EC_PKCS8; f++) {
                for (c = 0; c < 2; c++) {
                    CHECK(cairn_ec_private_key_to_der(&sk, (cairn_ec_format)f, c, der, CAIRN_EC_PRIVATE_DER_MAX,
                                                      &len) == CAIRN_OK &&
                              cairn_ec_private_key_from_der(&sk2, (cairn_ec_format)f, der, len) == CAIRN_OK &&
                              cairn_ec_private_key_to_der(&sk2, (cairn_ec_format)f, c, der2, sizeof der2, &len2) ==
                                  CAIRN_OK &&
                              len == len2 && memcmp(der, der2, len) == 0,
                          "random key, private DER format %d compressed %d", f, c);
                    CHECK(cairn_ec_private_key_to_pem(&sk, (cairn_ec_format)f, c, pem, CAIRN_EC_PRIVATE_PEM_MAX,
                                                      &len) == CAIRN_OK &&
                              cairn_ec_private_key_from_pem(&sk2, (cairn_ec_format)f, pem, len) == CAIRN_OK &&
                              cairn_ec_private_key_to_pem(&sk2, (cairn_ec_format)f, c, pem2, sizeof pem2, &len2) ==
                                  CAIRN_OK &&
                              len == len2 && memcmp(pem, pem2, len) == 0,
                          "random key, private PEM format %d compressed %d", f, c);
                    n += 2;
                }
            }
            for (c = 0; c < 2; c++) {
                CHECK(cairn_ec_public_key_to_der(&pk, c, der, CAIRN_EC_PUBLIC_DER_MAX, &len) == CAIRN_OK &&
                          cairn_ec_public_key_from_der(&pk2, der, len) == CAIRN_OK &&
                          cairn_ec_public_key_to_der(&pk2, c, der2, sizeof der2, &len2) == CAIRN_OK && len == len2 &&
                          memcmp(der, der2, len) == 0,
                      "random key, SPKI DER compressed %d", c);
                CHECK(cairn_ec_public_key_to_pem(&pk, c, pem, CAIRN_EC_PUBLIC_PEM_MAX, &len) == CAIRN_OK &&
                          cairn_ec_public_key_from_pem(&pk2, pem, len) == CAIRN_OK &&
                          cairn_ec_public_key_to_pem(&pk2, c, pem2, sizeof pem2, &len2) == CAIRN_OK && len == len2 &&
                          memcmp(pem, pem2, len) == 0,
                      "random key, SPKI PEM compressed %d", c);
                n += 2;
            }
        }
    }
    printf("random keys: %lu encodings written within the CAIRN_EC_*_MAX bounds, read back and rewritten identically\n",
           n);
}

/* ------------------------------------------------------------------ export */

static void test_export(void)
{
    static uint8_t out[MAXDER];
    static char pem[MAXPEM];
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    size_t i, len;
    for (i = 0; i < NCURVES; i++) {
        const tkey *t = &keys[i];
        const buf *sec1 = &t->der[F_SEC1], *sp = &t->der[F_SPKI];
        if (!tu_curve_in_build(t->curve))
            continue;
        const char *text = ec_der_vectors[i].pem[F_PKCS8];
        size_t tl = strlen(text);
        CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, sec1->b, sec1->n), CAIRN_OK, "SEC 1");
        CHECK_RC(cairn_ec_public_key_from_private(&pk, &sk), CAIRN_OK, "public");
        /* exact sizes, and one byte short: refused, the buffer zeroed, length 0 */
        CHECK(cairn_ec_private_key_to_der(&sk, CAIRN_EC_SEC1, 0, out, sec1->n, &len) == CAIRN_OK && len == sec1->n,
              "private DER into its exact size");
        memset(out, 0x5a, sizeof out);
        len = 7;
        CHECK_RC(cairn_ec_private_key_to_der(&sk, CAIRN_EC_SEC1, 0, out, sec1->n - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "private DER one byte short");
        CHECK(len == 0 && out[0] == 0 && out[sec1->n - 2] == 0 && out[sec1->n - 1] == 0x5a,
              "one byte short: the buffer zeroed, nothing beyond it written, length 0");
        CHECK(cairn_ec_public_key_to_der(&pk, 0, out, sp->n, &len) == CAIRN_OK && len == sp->n,
              "SPKI into its exact size");
        CHECK_RC(cairn_ec_public_key_to_der(&pk, 0, out, sp->n - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "SPKI one byte short");
        CHECK(cairn_ec_private_key_to_pem(&sk, CAIRN_EC_PKCS8, 0, pem, tl, &len) == CAIRN_OK && len == tl,
              "PEM into its exact size");
        memset(pem, 'q', sizeof pem);
        CHECK_RC(cairn_ec_private_key_to_pem(&sk, CAIRN_EC_PKCS8, 0, pem, tl - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "PEM one byte short");
        CHECK(len == 0 && pem[0] == 0 && pem[tl - 2] == 0 && pem[tl - 1] == 'q', "PEM one byte short: zeroed");
        /* the bounds of the header hold */
        CHECK(t->der[F_PKCS8].n <= CAIRN_EC_PRIVATE_DER_MAX && t->der[F_SEC1].n <= CAIRN_EC_PRIVATE_DER_MAX &&
                  sp->n <= CAIRN_EC_PUBLIC_DER_MAX && tl <= CAIRN_EC_PRIVATE_PEM_MAX &&
                  strlen(ec_der_vectors[i].pem[F_SEC1]) <= CAIRN_EC_PRIVATE_PEM_MAX &&
                  strlen(ec_der_vectors[i].pem[F_SPKI]) <= CAIRN_EC_PUBLIC_PEM_MAX,
              "CAIRN_EC_*_MAX bounds");
    }
}

int main(void)
{
    setup_keys();
    test_fixed();
    test_handmade();
    test_pem();
    test_export();
    test_random();
    test_mutations();
    test_wycheproof();
    return tu_finish("test_ec_der");
}
