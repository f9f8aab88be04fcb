/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Weierstrass key formats (cairn/ec.h, "key formats"): SEC 1 ECPrivateKey
 * (RFC 5915), PKCS#8 PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958)
 * and SubjectPublicKeyInfo (RFC 5480) with id-ecPublicKey and a namedCurve,
 * DER or PEM. Built on the public key API (import, export, public from
 * private) and the curves' OIDs of the engine's definitions, so a curve the
 * engine gains is read and written here with no change.
 *
 * Decoding reads the whole structure with the strict reader of enc/der.h
 * before any value is looked at, so the statuses come in this order: a
 * malformed encoding is CAIRN_ERR_DECODE; a well-formed one cairn does not
 * take (another algorithm, explicit parameters or implicitCA, a namedCurve
 * this build does not have) is CAIRN_ERR_UNSUPPORTED; then the values: a
 * privateKey OCTET STRING of another length than the curve's (RFC 5915 fixes
 * it at ceiling(log2(n) / 8) bytes, and OpenSSL writes it so, leading zeros
 * included) is CAIRN_ERR_DECODE, d out of range is the import's
 * CAIRN_ERR_INVALID_KEY, and an embedded public key (ECPrivateKey's [1], or
 * OneAsymmetricKey's publicKey) that is not the encoding of d * G in the form
 * it uses (uncompressed or compressed) is CAIRN_ERR_INVALID_KEY. Parameters
 * inside a PKCS#8 ECPrivateKey that name another curve than its
 * AlgorithmIdentifier are CAIRN_ERR_DECODE (a contradiction in the encoding;
 * no key value is wrong). A SubjectPublicKeyInfo's point goes to the public
 * import, whose CAIRN_ERR_INVALID_POINT covers every way it can be wrong.
 *
 * Secrets: the private scalar is read in place from the input (fixed length,
 * never branched on) and handed to the import; it is copied only into the
 * PEM decoding buffer and the encoder's stack buffers, which are wiped
 * before returning. The embedded public key is compared with d * G, which
 * is public (declassified for the constant-time harness).
 *
 * Encoding writes what OpenSSL 3 writes, byte for byte: ECPrivateKey
 * { 1, d, [0] namedCurve, [1] public key }; PKCS#8 version 0 whose
 * ECPrivateKey leaves the parameters out (the AlgorithmIdentifier has them)
 * and keeps the public key; SubjectPublicKeyInfo. The point is uncompressed,
 * or compressed when asked. A failed export leaves the output zeroed and the
 * length 0 (CAIRN_ERR_BUFFER_TOO_SMALL too: the sizes are the
 * CAIRN_EC_*_MAX bounds); a NULL output is CAIRN_ERR_BAD_ARG.
 *
 * PEM decoding looks for the BEGIN line of the format's label at the start
 * of a line, skipping whatever comes before (such as the "EC PARAMETERS"
 * block `openssl ecparam -genkey` writes first, or `openssl ec -text`'s
 * dump); from there enc/pem.h's strict rules apply. Data longer than any
 * key encoding takes (explicit parameters of the largest curve fit) is
 * CAIRN_ERR_BAD_LENGTH.
 */
#include "cairn/ec.h"

#if CAIRN_ENABLE_EC

#include <string.h>

#include "core/internal.h"
#include "ec/ec_internal.h"
#include "enc/der.h"
#include "enc/keyfmt.h"
#include "enc/pem.h"

/* The PEM decoding buffers: room for explicit parameters of the largest
 * curve (read to be refused as unsupported) and a OneAsymmetricKey with its
 * public key and some attributes. */
#define EC_PEM_DER_MAX 768

/* id-ecPublicKey 1.2.840.10045.2.1 (content) */
static const uint8_t oid_ec_public_key[] = {0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01};

static const char label_sec1[] = "EC PRIVATE KEY", label_pkcs8[] = "PRIVATE KEY", label_spki[] = "PUBLIC KEY";
static const char label_sm2[] = "SM2 PRIVATE KEY"; /* SEC 1, read only */

/* ---------- reading ---------- */

/* The curve whose namedCurve OID has content oid[0..len), or NULL. The ids
 * are walked up to a bound well past the curves defined, so every curve the
 * engine defines is found. */
static const cairn_ec_curve_def *curve_by_oid(const uint8_t *oid, size_t len)
{
    unsigned id;
    for (id = 1; id < 64; id++) {
        const cairn_ec_curve_def *c = cairn_ec_curve_get((cairn_ec_curve)id);
        if (c != NULL && c->oid != NULL && c->oid_len == len && memcmp(c->oid, oid, len) == 0)
            return c;
    }
    return NULL;
}

static int is_ec_algorithm(const cairn_keyinfo *ki)
{
    return ki->oid_len == sizeof oid_ec_public_key && memcmp(ki->oid, oid_ec_public_key, ki->oid_len) == 0;
}

/* ECParameters ::= CHOICE { namedCurve OBJECT IDENTIFIER, implicitCA NULL,
 * specifiedCurve SpecifiedECDomain } (RFC 5480 2.1.1, SEC 1 C.2), the whole
 * element in p: the named curve, or *c NULL for a well-formed choice cairn
 * does not take (explicit parameters are not read further). */
static int get_ec_params(cairn_der *p, const cairn_ec_curve_def **c)
{
    const uint8_t *oid;
    size_t len;
    unsigned tag;
    int rc = cairn_der_peek(p, &tag);
    *c = NULL;
    if (rc != CAIRN_OK)
        return rc;
    if (tag == CAIRN_DER_OID) {
        if ((rc = cairn_der_oid(p, &oid, &len)) == CAIRN_OK)
            *c = curve_by_oid(oid, len);
    } else if (tag == CAIRN_DER_NULL) {
        rc = cairn_der_null(p);
    } else if (tag == CAIRN_DER_SEQUENCE) {
        rc = cairn_der_sequence(p, NULL);
    } else {
        rc = CAIRN_ERR_DECODE;
    }
    return rc == CAIRN_OK ? cairn_der_done(p) : rc;
}

/* What an ECPrivateKey holds (pointers into the input). */
typedef struct {
    int has_params;              /* [0] present */
    const cairn_ec_curve_def *c; /* its named curve; NULL when absent or not one cairn takes */
    const uint8_t *d;            /* privateKey */
    size_t dlen;
    const uint8_t *pub; /* [1] publicKey's bytes, NULL when absent */
    size_t publen;
} ec_parsed;

/* ECPrivateKey ::= SEQUENCE { version INTEGER { ecPrivkeyVer1(1) },
 * privateKey OCTET STRING, parameters [0] ECParameters OPTIONAL,
 * publicKey [1] BIT STRING OPTIONAL }, the whole of buf. */
static int get_ec_private(const uint8_t *buf, size_t n, ec_parsed *k)
{
    cairn_der d, s, f;
    uint32_t version;
    int rc;
    memset(k, 0, sizeof *k);
    cairn_der_init(&d, buf, n);
    if ((rc = cairn_der_sequence(&d, &s)) != CAIRN_OK || (rc = cairn_der_done(&d)) != CAIRN_OK ||
        (rc = cairn_der_uint32(&s, &version)) != CAIRN_OK)
        return rc;
    if (version != 1)
        return CAIRN_ERR_DECODE;
    if ((rc = cairn_der_octet_string(&s, &k->d, &k->dlen)) != CAIRN_OK)
        return rc;
    if (cairn_der_is_next(&s, CAIRN_DER_EXPLICIT(0))) {
        if ((rc = cairn_der_explicit_one(&s, 0, &f)) != CAIRN_OK || (rc = get_ec_params(&f, &k->c)) != CAIRN_OK)
            return rc;
        k->has_params = 1;
    }
    if (cairn_der_is_next(&s, CAIRN_DER_EXPLICIT(1))) {
        if ((rc = cairn_der_explicit_one(&s, 1, &f)) != CAIRN_OK ||
            (rc = cairn_der_bit_string_bytes(&f, &k->pub, &k->publen)) != CAIRN_OK)
            return rc;
    }
    return cairn_der_done(&s);
}

/* The embedded public key pt[0..len) against d * G: the same SEC 1 encoding
 * in the form pt uses, or CAIRN_ERR_INVALID_KEY. */
static int check_public(const cairn_ec_private_key *key, const uint8_t *pt, size_t len)
{
    cairn_ec_public_key pub;
    uint8_t want[CAIRN_EC_MAX_POINT_LEN];
    size_t wlen = 0;
    int rc;
    if (len == 0 || (pt[0] != 0x02 && pt[0] != 0x03 && pt[0] != 0x04))
        return CAIRN_ERR_INVALID_KEY;
    rc = cairn_ec_public_key_from_private(&pub, key);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&pub, pt[0] != 0x04, want, sizeof want, &wlen);
    /* d * G is the public key, computed from the secret scalar but published
     * by design: the comparison may branch on it */
    CAIRN_DECLASSIFY(want, sizeof want);
    if (rc == CAIRN_OK && (wlen != len || !cairn_ct_memeq(want, pt, len)))
        rc = CAIRN_ERR_INVALID_KEY;
    return rc;
}

static int public_from_der(cairn_ec_public_key *pub, const uint8_t *der, size_t len)
{
    cairn_keyinfo ki;
    const cairn_ec_curve_def *c;
    int rc;
    if (!CAIRN_BUF_OK(der, len))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = cairn_keyinfo_spki(der, len, &ki)) != CAIRN_OK)
        return rc;
    if (!is_ec_algorithm(&ki))
        return CAIRN_ERR_UNSUPPORTED; /* another algorithm's key: its parameters are not ours to read */
    if (ki.params.n == 0)
        return CAIRN_ERR_DECODE; /* RFC 5480: the parameters are required */
    if ((rc = get_ec_params(&ki.params, &c)) != CAIRN_OK)
        return rc;
    if (c == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    return cairn_ec_public_key_import(pub, c->id, ki.key, ki.key_len);
}

static int private_from_der(cairn_ec_private_key *key, cairn_ec_format format, const uint8_t *der, size_t len)
{
    cairn_keyinfo ki;
    ec_parsed k;
    const cairn_ec_curve_def *c = NULL;
    int rc;
    if (!CAIRN_BUF_OK(der, len) || (format != CAIRN_EC_SEC1 && format != CAIRN_EC_PKCS8))
        return CAIRN_ERR_BAD_ARG;
    memset(&ki, 0, sizeof ki);
    if (format == CAIRN_EC_SEC1) {
        if ((rc = get_ec_private(der, len, &k)) != CAIRN_OK)
            return rc;
        if (!k.has_params)
            return CAIRN_ERR_DECODE; /* the curve is named only by a PKCS#8 envelope */
        c = k.c;
    } else {
        if ((rc = cairn_keyinfo_pkcs8(der, len, &ki)) != CAIRN_OK)
            return rc;
        if (!is_ec_algorithm(&ki))
            return CAIRN_ERR_UNSUPPORTED;
        if (ki.params.n == 0)
            return CAIRN_ERR_DECODE;
        if ((rc = get_ec_params(&ki.params, &c)) != CAIRN_OK ||
            (rc = get_ec_private(ki.key, ki.key_len, &k)) != CAIRN_OK)
            return rc;
        /* the publicKey field: SEC 1 point bytes, so no unused bits */
        if (ki.has_pub && ki.pub.p[0] != 0)
            return CAIRN_ERR_DECODE;
        if (c != NULL && k.has_params && k.c != c)
            return k.c == NULL ? CAIRN_ERR_UNSUPPORTED : CAIRN_ERR_DECODE;
    }
    if (c == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (k.dlen != c->bytes)
        return CAIRN_ERR_DECODE;
    if ((rc = cairn_ec_private_key_import(key, c->id, k.d, k.dlen)) != CAIRN_OK)
        return rc;
    if (k.pub != NULL && (rc = check_public(key, k.pub, k.publen)) != CAIRN_OK)
        return rc;
    if (ki.has_pub && (rc = check_public(key, ki.pub.p + 1, ki.pub.n - 1)) != CAIRN_OK)
        return rc;
    return CAIRN_OK;
}

/* see cairn/ec.h */
int cairn_ec_public_key_from_der(cairn_ec_public_key *pub, const uint8_t *der, size_t len)
{
    int rc;
    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = public_from_der(pub, der, len);
    if (rc != CAIRN_OK)
        cairn_ec_public_key_wipe(pub);
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_private_key_from_der(cairn_ec_private_key *key, cairn_ec_format format, const uint8_t *der, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = private_from_der(key, format, der, len);
    if (rc != CAIRN_OK)
        cairn_ec_private_key_wipe(key);
    return rc;
}

/* ---------- PEM reading ---------- */

/* The PEM block of label in pem[0..len), from its BEGIN line (at the start
 * of the text or of a line) to the end, decoded into buf. */
static int pem_to_der(uint8_t *buf, size_t cap, size_t *n, const char *want, const char *pem, size_t len)
{
    static const char begin[] = "-----BEGIN ";
    const size_t blen = sizeof begin - 1, wlen = strlen(want);
    const char *label;
    size_t labellen, i;
    int rc;
    for (i = 0; i < len; i++) {
        if ((i == 0 || pem[i - 1] == '\n') && len - i >= blen + wlen + 5 && memcmp(pem + i, begin, blen) == 0 &&
            memcmp(pem + i + blen, want, wlen) == 0 && memcmp(pem + i + blen + wlen, "-----", 5) == 0)
            break;
    }
    if (i == len)
        return CAIRN_ERR_DECODE;
    rc = cairn_pem_decode(buf, cap, n, &label, &labellen, pem + i, len - i);
    if (rc == CAIRN_ERR_BUFFER_TOO_SMALL)
        return CAIRN_ERR_BAD_LENGTH;
    /* the END line must name the same label: cairn_pem_decode checks both agree */
    if (rc == CAIRN_OK && (labellen != wlen || memcmp(label, want, wlen) != 0))
        rc = CAIRN_ERR_DECODE;
    return rc;
}

static const char *private_label(cairn_ec_format format)
{
    return format == CAIRN_EC_SEC1 ? label_sec1 : format == CAIRN_EC_PKCS8 ? label_pkcs8 : NULL;
}

/* see cairn/ec.h */
int cairn_ec_public_key_from_pem(cairn_ec_public_key *pub, const char *pem, size_t len)
{
    uint8_t buf[EC_PEM_DER_MAX];
    size_t n = 0;
    int rc;
    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = CAIRN_BUF_OK(pem, len) ? pem_to_der(buf, sizeof buf, &n, label_spki, pem, len) : CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK)
        rc = public_from_der(pub, buf, n);
    if (rc != CAIRN_OK)
        cairn_ec_public_key_wipe(pub);
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_private_key_from_pem(cairn_ec_private_key *key, cairn_ec_format format, const char *pem, size_t len)
{
    uint8_t buf[EC_PEM_DER_MAX];
    const char *label = private_label(format);
    size_t n = 0;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = CAIRN_BUF_OK(pem, len) && label != NULL ? pem_to_der(buf, sizeof buf, &n, label, pem, len) : CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK) {
        rc = private_from_der(key, format, buf, n);
    } else if (rc == CAIRN_ERR_DECODE && format == CAIRN_EC_SEC1 &&
               pem_to_der(buf, sizeof buf, &n, label_sm2, pem, len) == CAIRN_OK) {
        /* OpenSSL 3 labels the SEC 1 PEM of an SM2-curve key this way: only such a key is taken under it */
        rc = private_from_der(key, format, buf, n);
        if (rc == CAIRN_OK && cairn_ec_private_key_curve(key) != CAIRN_EC_SM2)
            rc = CAIRN_ERR_DECODE;
    }
    cairn_wipe(buf, sizeof buf);
    if (rc != CAIRN_OK)
        cairn_ec_private_key_wipe(key);
    return rc;
}

/* ---------- writing ---------- */

/* What a writer needs, exported from the key once. */
typedef struct {
    const cairn_ec_curve_def *c;
    cairn_ec_format format;
    uint8_t d[CAIRN_EC_MAX_BYTES]; /* private keys only */
    size_t dlen;
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t ptlen;
} ec_out;

/* AlgorithmIdentifier { id-ecPublicKey, namedCurve } */
static void put_algid(cairn_der_writer *w, const cairn_ec_curve_def *c)
{
    size_t m = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_oid(w, oid_ec_public_key, sizeof oid_ec_public_key);
    cairn_der_put_oid(w, c->oid, c->oid_len);
    cairn_der_end(w, m);
}

static int write_public(cairn_der_writer *w, const void *ctx)
{
    const ec_out *o = ctx;
    size_t seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    put_algid(w, o->c);
    cairn_der_put_bit_string(w, o->pt, o->ptlen, 0);
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

static int write_private(cairn_der_writer *w, const void *ctx)
{
    const ec_out *o = ctx;
    size_t info = 0, octets = 0, seq, f;
    if (o->format == CAIRN_EC_PKCS8) {
        info = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint32(w, 0);
        put_algid(w, o->c);
        octets = cairn_der_begin(w, CAIRN_DER_OCTET_STRING);
    }
    seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_uint32(w, 1);
    cairn_der_put_octet_string(w, o->d, o->dlen);
    if (o->format == CAIRN_EC_SEC1) {
        f = cairn_der_begin(w, CAIRN_DER_EXPLICIT(0));
        cairn_der_put_oid(w, o->c->oid, o->c->oid_len);
        cairn_der_end(w, f);
    }
    f = cairn_der_begin(w, CAIRN_DER_EXPLICIT(1));
    cairn_der_put_bit_string(w, o->pt, o->ptlen, 0);
    cairn_der_end(w, f);
    cairn_der_end(w, seq);
    if (o->format == CAIRN_EC_PKCS8) {
        cairn_der_end(w, octets);
        cairn_der_end(w, info);
    }
    return CAIRN_OK;
}

/* The public point of pub into o (curve and SEC 1 encoding). */
static int out_public(ec_out *o, const cairn_ec_public_key *pub, int compressed)
{
    int rc = cairn_ec_public_key_export(pub, compressed, o->pt, sizeof o->pt, &o->ptlen);
    if (rc == CAIRN_OK && (o->c = cairn_ec_curve_get(cairn_ec_public_key_curve(pub))) == NULL)
        rc = CAIRN_ERR_STATE;
    return rc;
}

/* The private key's scalar and public point into o. */
static int out_private(ec_out *o, const cairn_ec_private_key *key, cairn_ec_format format, int compressed)
{
    cairn_ec_public_key pub;
    int rc = cairn_ec_private_key_export(key, o->d, sizeof o->d, &o->dlen);
    if (rc == CAIRN_OK && format != CAIRN_EC_SEC1 && format != CAIRN_EC_PKCS8)
        rc = CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(&pub, key);
    if (rc == CAIRN_OK)
        rc = out_public(o, &pub, compressed);
    o->format = format;
    return rc;
}

/* The common tail of the four exports: fn's DER, or its PEM under label,
 * into out; on failure out[0..cap) zeroed and *len 0. */
static int finish_export(int rc, const ec_out *o, cairn_keyfmt_writer fn, const char *label, void *out, size_t cap,
                         size_t *len)
{
    uint8_t der[CAIRN_EC_PRIVATE_DER_MAX];
    if (rc == CAIRN_OK && out == NULL)
        rc = CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK)
        rc = label == NULL ? cairn_keyfmt_der(fn, o, out, cap, len)
                           : cairn_keyfmt_pem(fn, o, label, out, cap, len, der, sizeof der);
    cairn_wipe(der, sizeof der);
    if (rc != CAIRN_OK) {
        if (out != NULL)
            cairn_wipe(out, cap);
        *len = 0;
    }
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_private_key_to_der(const cairn_ec_private_key *key, cairn_ec_format format, int compressed, uint8_t *out,
                                size_t cap, size_t *len)
{
    ec_out o;
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(&o, 0, sizeof o);
    rc = out_private(&o, key, format, compressed);
    rc = finish_export(rc, &o, write_private, NULL, out, cap, len);
    cairn_wipe(&o, sizeof o);
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_private_key_to_pem(const cairn_ec_private_key *key, cairn_ec_format format, int compressed, char *out,
                                size_t cap, size_t *len)
{
    ec_out o;
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(&o, 0, sizeof o);
    rc = out_private(&o, key, format, compressed);
    rc = finish_export(rc, &o, write_private, format == CAIRN_EC_SEC1 ? label_sec1 : label_pkcs8, out, cap, len);
    cairn_wipe(&o, sizeof o);
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_public_key_to_der(const cairn_ec_public_key *pub, int compressed, uint8_t *out, size_t cap, size_t *len)
{
    ec_out o;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(&o, 0, sizeof o);
    return finish_export(out_public(&o, pub, compressed), &o, write_public, NULL, out, cap, len);
}

/* see cairn/ec.h */
int cairn_ec_public_key_to_pem(const cairn_ec_public_key *pub, int compressed, char *out, size_t cap, size_t *len)
{
    ec_out o;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(&o, 0, sizeof o);
    return finish_export(out_public(&o, pub, compressed), &o, write_public, label_spki, out, cap, len);
}

#endif /* CAIRN_ENABLE_EC */
