/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA key formats (cairn/rsa.h, "key formats"): PKCS#1 RSAPublicKey and
 * RSAPrivateKey (RFC 8017 A.1), SubjectPublicKeyInfo (RFC 5280) and PKCS#8
 * PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958) with the OIDs
 * rsaEncryption and id-RSASSA-PSS (RFC 4055, RFC 8017 A.2.3), DER or PEM.
 *
 * Decoding reads the structure with the strict reader of enc/der.h and hands
 * the INTEGERs to the raw import as pointers into the input: a private key is
 * never copied here, except out of PEM into one stack buffer that is wiped
 * before returning. The decoder branches on the structure only (tags,
 * lengths, and the first two bytes of each INTEGER, which DER's sign and
 * minimality rules are stated on; the encoding's length already shows what
 * they decide). The values are the raw import's to check, in constant time.
 *
 * Statuses: anything malformed in what is read is CAIRN_ERR_DECODE; only a
 * well-formed encoding can be CAIRN_ERR_UNSUPPORTED (another algorithm's key,
 * which is not read further, RSASSA-PSS parameters cairn does not have, a
 * multi-prime key); then the raw import's verdict.
 *
 * RSASSA-PSS-params are DER, so a field equal to its DEFAULT is absent: an
 * encoded sha1 hash, mgf1SHA1, salt length 20 or trailer field 1 is
 * CAIRN_ERR_DECODE (Wycheproof's _params keys and OpenSSL's never encode
 * one). Hash AlgorithmIdentifiers take NULL or absent parameters (RFC 4055
 * 2.1 makes both acceptable); cairn writes NULL, as OpenSSL does, so its
 * keys come back byte for byte. The salt length is the restriction's minimum
 * (RFC 4055); one above CAIRN_RSA_MAX_BYTES fits no key of this build and is
 * CAIRN_ERR_UNSUPPORTED, as is any trailer field but 1.
 */
#include "cairn/rsa.h"

#if CAIRN_ENABLE_RSA

#include <string.h>

#include "core/internal.h"
#include "enc/der.h"
#include "enc/keyfmt.h"
#include "enc/pem.h"
#include "pk/rsa_internal.h"

/* ---------- sizes of the encodings ---------- */

#define RSA_E_BYTES (CAIRN_RSA_MAX_E_BITS >> 3)
#define RSA_HALF_BYTES (RSA_HALF_LIMBS * CAIRN_BN_LIMB_BYTES)
/* an INTEGER of b magnitude bytes: tag, at most 3 length bytes (b < 2^16), a sign byte */
#define RSA_INT_MAX(b) ((b) + 5)
/* a SEQUENCE, OCTET STRING or BIT STRING header */
#define RSA_HDR_MAX 4
/* the longest AlgorithmIdentifier written: id-RSASSA-PSS with a hash, MGF1
 * with another hash and a salt length (69 bytes) */
#define RSA_ALGID_MAX 96
#define RSA_PUB_DER_MAX                                                                                            \
    (3 * RSA_HDR_MAX + 1 + RSA_ALGID_MAX + RSA_INT_MAX(CAIRN_RSA_MAX_BYTES) + RSA_INT_MAX(RSA_E_BYTES))
#define RSA_PRIV_DER_MAX                                                                                           \
    (3 * RSA_HDR_MAX + 2 * 3 + RSA_ALGID_MAX + 2 * RSA_INT_MAX(CAIRN_RSA_MAX_BYTES) +                            \
     RSA_INT_MAX(RSA_E_BYTES) + 5 * RSA_INT_MAX(RSA_HALF_BYTES))
/* A PEM private key may carry OneAsymmetricKey's public key and attributes
 * besides; data beyond this is longer than any key of this build takes. */
#define RSA_PRIV_PEM_MAX (RSA_PRIV_DER_MAX + RSA_PUB_DER_MAX + 256)
#define RSA_PUB_PEM_MAX (RSA_PUB_DER_MAX + 64)

/* ---------- object identifiers (tag, length, content) ---------- */

static const uint8_t oid_rsa_encryption[] = {0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01};
static const uint8_t oid_rsassa_pss[] = {0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0a};
static const uint8_t oid_mgf1[] = {0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x08};
static const uint8_t oid_sha1[] = {0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a};

/* 2.16.840.1.101.3.4.2.x: the SHA-2 and SHA-3 hashes */
#define NIST_HASH_OID(x) {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, (x)}

typedef struct {
    const cairn_hash *hash;
    uint8_t oid[11];
} rsa_hash_oid;

/* The hashes of RSASSA-PSS-params (RFC 8017 A.2.3 and the SHA-3 OIDs of
 * NIST's registry), those this build has. */
static const rsa_hash_oid hash_oids[] = {
#if CAIRN_ENABLE_SHA1
    {&cairn_hash_sha1, {0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a}},
#endif
    {&cairn_hash_sha224, NIST_HASH_OID(4)},
    {&cairn_hash_sha256, NIST_HASH_OID(1)},
#if CAIRN_ENABLE_SHA512
    {&cairn_hash_sha384, NIST_HASH_OID(2)},
    {&cairn_hash_sha512, NIST_HASH_OID(3)},
    {&cairn_hash_sha512_224, NIST_HASH_OID(5)},
    {&cairn_hash_sha512_256, NIST_HASH_OID(6)},
#endif
#if CAIRN_ENABLE_SHA3
    {&cairn_hash_sha3_224, NIST_HASH_OID(7)},
    {&cairn_hash_sha3_256, NIST_HASH_OID(8)},
    {&cairn_hash_sha3_384, NIST_HASH_OID(9)},
    {&cairn_hash_sha3_512, NIST_HASH_OID(10)},
#endif
};
#define N_HASH_OIDS (sizeof hash_oids / sizeof hash_oids[0])

/* The DEFAULT hash of RSASSA-PSS-params; NULL in a build without SHA-1. */
#if CAIRN_ENABLE_SHA1
#define PSS_DEFAULT_HASH (&cairn_hash_sha1)
#else
#define PSS_DEFAULT_HASH ((const cairn_hash *)NULL)
#endif
#define PSS_DEFAULT_SALT 20u

static size_t oid_len(const uint8_t *oid) { return (size_t)oid[1] + 2; }

/* The OID of a descriptor of the table (the same object, or one of the same
 * name); NULL for another hash. */
static const uint8_t *hash_oid_of(const cairn_hash *h)
{
    size_t i;
    if (h == NULL)
        return NULL;
    for (i = 0; i < N_HASH_OIDS; i++)
        if (h == hash_oids[i].hash || (h->name != NULL && cairn_name_match(h->name, hash_oids[i].hash->name)))
            return hash_oids[i].oid;
    return NULL;
}

/* ---------- reading ---------- */

/* What a decoding found. */
typedef struct {
    cairn_rsa_components c; /* pointers into the input */
    int restricted;         /* RSASSA-PSS parameters were given */
    cairn_rsa_pss_params pss;
    int unsupported; /* well-formed, but not something cairn takes */
} rsa_parsed;

/* A non-negative INTEGER: its content with the sign byte, so the value 0 is
 * one zero byte (never an empty component, which the raw import would take
 * for "not given"). */
static int get_uint(cairn_der *d, const uint8_t **v, size_t *len)
{
    int rc = cairn_der_integer(d, v, len);
    if (rc == CAIRN_OK && ((*v)[0] & 0x80u) != 0)
        rc = CAIRN_ERR_DECODE;
    return rc;
}

/* Parameters that must be NULL. */
static int get_null_params(cairn_der *params)
{
    int rc = cairn_der_null(params);
    return rc == CAIRN_OK ? cairn_der_done(params) : rc;
}

/* A hash AlgorithmIdentifier of RSASSA-PSS-params: the descriptor (NULL for
 * a hash cairn does not take there) and whether it is SHA-1, the DEFAULT. */
static int get_hash_algid(cairn_der *d, const cairn_hash **h, int *is_sha1)
{
    const uint8_t *oid;
    size_t oidlen, i;
    cairn_der params;
    int rc = cairn_der_algid(d, &oid, &oidlen, &params);
    if (rc != CAIRN_OK)
        return rc;
    *h = NULL;
    *is_sha1 = cairn_der_oid_is(oid, oidlen, oid_sha1, sizeof oid_sha1);
    for (i = 0; i < N_HASH_OIDS; i++)
        if (cairn_der_oid_is(oid, oidlen, hash_oids[i].oid, oid_len(hash_oids[i].oid)))
            *h = hash_oids[i].hash;
    /* a known hash has NULL or absent parameters; an unknown one, anything */
    if ((*h != NULL || *is_sha1) && params.n > 0)
        rc = get_null_params(&params);
    return rc;
}

/* RSASSA-PSS-params (the SEQUENCE's content) into k->pss. */
static int get_pss_params(cairn_der *p, rsa_parsed *k)
{
    cairn_der f, mp;
    const uint8_t *oid, *v;
    size_t oidlen, len, i;
    const cairn_hash *h;
    int rc, sha1;

    k->pss.hash = PSS_DEFAULT_HASH;
    k->pss.mgf1_hash = PSS_DEFAULT_HASH;
    k->pss.salt_len = PSS_DEFAULT_SALT;
    if (cairn_der_is_next(p, CAIRN_DER_EXPLICIT(0))) { /* hashAlgorithm */
        if ((rc = cairn_der_explicit_one(p, 0, &f)) != CAIRN_OK || (rc = get_hash_algid(&f, &h, &sha1)) != CAIRN_OK)
            return rc;
        if (sha1)
            return CAIRN_ERR_DECODE; /* the DEFAULT, encoded */
        k->pss.hash = h;
    }
    if (cairn_der_is_next(p, CAIRN_DER_EXPLICIT(1))) { /* maskGenAlgorithm */
        if ((rc = cairn_der_explicit_one(p, 1, &f)) != CAIRN_OK ||
            (rc = cairn_der_algid(&f, &oid, &oidlen, &mp)) != CAIRN_OK)
            return rc;
        if (cairn_der_oid_is(oid, oidlen, oid_mgf1, sizeof oid_mgf1)) {
            if ((rc = get_hash_algid(&mp, &h, &sha1)) != CAIRN_OK || (rc = cairn_der_done(&mp)) != CAIRN_OK)
                return rc;
            if (sha1)
                return CAIRN_ERR_DECODE; /* mgf1SHA1, the DEFAULT */
            k->pss.mgf1_hash = h;
        } else {
            k->pss.mgf1_hash = NULL; /* another MGF: its parameters are not ours to read */
        }
    }
    if (cairn_der_is_next(p, CAIRN_DER_EXPLICIT(2))) { /* saltLength */
        uint32_t salt = 0;
        if ((rc = cairn_der_explicit_one(p, 2, &f)) != CAIRN_OK || (rc = get_uint(&f, &v, &len)) != CAIRN_OK)
            return rc;
        if (len > 1 && v[0] == 0) { /* the sign byte */
            v++;
            len--;
        }
        for (i = 0; i < len && i < 4; i++)
            salt = (salt << 8) | v[i];
        if (len == 1 && salt == PSS_DEFAULT_SALT)
            return CAIRN_ERR_DECODE;
        k->unsupported |= len > 4 || salt > CAIRN_RSA_MAX_BYTES;
        k->pss.salt_len = salt;
    }
    if (cairn_der_is_next(p, CAIRN_DER_EXPLICIT(3))) { /* trailerField */
        if ((rc = cairn_der_explicit_one(p, 3, &f)) != CAIRN_OK || (rc = cairn_der_integer(&f, &v, &len)) != CAIRN_OK)
            return rc;
        if (len == 1 && v[0] == 1)
            return CAIRN_ERR_DECODE; /* trailerFieldBC, the DEFAULT */
        k->unsupported = 1;
    }
    k->unsupported |= k->pss.hash == NULL || k->pss.mgf1_hash == NULL;
    return cairn_der_done(p);
}

/* The key's AlgorithmIdentifier (an envelope's algorithm and parameters):
 * rsaEncryption with NULL parameters, or id-RSASSA-PSS with absent
 * parameters (any PSS) or RSASSA-PSS-params (a restricted key). *rsa 0 for
 * another algorithm (k->unsupported set). */
static int get_key_algid(cairn_keyinfo *ki, rsa_parsed *k, int *rsa)
{
    cairn_der c;
    int rc;
    *rsa = 1;
    if (cairn_der_oid_is(ki->oid, ki->oid_len, oid_rsa_encryption, sizeof oid_rsa_encryption))
        return get_null_params(&ki->params);
    if (cairn_der_oid_is(ki->oid, ki->oid_len, oid_rsassa_pss, sizeof oid_rsassa_pss)) {
        if (ki->params.n == 0)
            return CAIRN_OK;
        if ((rc = cairn_der_sequence(&ki->params, &c)) != CAIRN_OK || (rc = cairn_der_done(&ki->params)) != CAIRN_OK)
            return rc;
        k->restricted = 1;
        return get_pss_params(&c, k);
    }
    *rsa = 0;
    k->unsupported = 1;
    return CAIRN_OK;
}

/* RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER },
 * the whole of buf. */
static int get_rsa_public(const uint8_t *buf, size_t n, cairn_rsa_components *c)
{
    cairn_der d, s;
    int rc;
    cairn_der_init(&d, buf, n);
    if ((rc = cairn_der_sequence(&d, &s)) != CAIRN_OK || (rc = cairn_der_done(&d)) != CAIRN_OK)
        return rc;
    if ((rc = get_uint(&s, &c->n, &c->n_len)) != CAIRN_OK || (rc = get_uint(&s, &c->e, &c->e_len)) != CAIRN_OK)
        return rc;
    return cairn_der_done(&s);
}

/* RSAPrivateKey (RFC 8017 A.1.2), the whole of buf: version two-prime(0),
 * or multi(1) with otherPrimeInfos (read to the end, then *multi set). */
static int get_rsa_private(const uint8_t *buf, size_t n, cairn_rsa_components *c, int *multi)
{
    cairn_der d, s, o, info;
    uint32_t version;
    const uint8_t *v;
    size_t len, i;
    int rc;
    cairn_der_init(&d, buf, n);
    if ((rc = cairn_der_sequence(&d, &s)) != CAIRN_OK || (rc = cairn_der_done(&d)) != CAIRN_OK ||
        (rc = cairn_der_uint32(&s, &version)) != CAIRN_OK)
        return rc;
    if (version > 1)
        return CAIRN_ERR_DECODE;
    if ((rc = get_uint(&s, &c->n, &c->n_len)) != CAIRN_OK || (rc = get_uint(&s, &c->e, &c->e_len)) != CAIRN_OK ||
        (rc = get_uint(&s, &c->d, &c->d_len)) != CAIRN_OK || (rc = get_uint(&s, &c->p, &c->p_len)) != CAIRN_OK ||
        (rc = get_uint(&s, &c->q, &c->q_len)) != CAIRN_OK || (rc = get_uint(&s, &c->dp, &c->dp_len)) != CAIRN_OK ||
        (rc = get_uint(&s, &c->dq, &c->dq_len)) != CAIRN_OK || (rc = get_uint(&s, &c->qinv, &c->qinv_len)) != CAIRN_OK)
        return rc;
    if (version == 1) {
        /* otherPrimeInfos: SEQUENCE SIZE(1..MAX) OF { prime, exponent, coefficient } */
        if ((rc = cairn_der_sequence(&s, &o)) != CAIRN_OK)
            return rc;
        if (o.n == 0)
            return CAIRN_ERR_DECODE;
        while (o.n > 0) {
            if ((rc = cairn_der_sequence(&o, &info)) != CAIRN_OK)
                return rc;
            for (i = 0; i < 3; i++)
                if ((rc = get_uint(&info, &v, &len)) != CAIRN_OK)
                    return rc;
            if ((rc = cairn_der_done(&info)) != CAIRN_OK)
                return rc;
        }
        *multi = 1;
    }
    return cairn_der_done(&s);
}

/* SubjectPublicKeyInfo with an RSAPublicKey in the BIT STRING. */
static int get_spki(const uint8_t *buf, size_t n, rsa_parsed *k)
{
    cairn_keyinfo ki;
    int rc, rsa;
    if ((rc = cairn_keyinfo_spki(buf, n, &ki)) != CAIRN_OK || (rc = get_key_algid(&ki, k, &rsa)) != CAIRN_OK)
        return rc;
    return rsa ? get_rsa_public(ki.key, ki.key_len, &k->c) : CAIRN_OK;
}

/* PrivateKeyInfo / OneAsymmetricKey (enc/keyfmt.h) with an RSAPrivateKey;
 * the attributes and the public key are checked for form and skipped. */
static int get_pkcs8(const uint8_t *buf, size_t n, rsa_parsed *k)
{
    cairn_keyinfo ki;
    int rc, rsa, multi = 0;
    if ((rc = cairn_keyinfo_pkcs8(buf, n, &ki)) != CAIRN_OK || (rc = get_key_algid(&ki, k, &rsa)) != CAIRN_OK || !rsa)
        return rc;
    rc = get_rsa_private(ki.key, ki.key_len, &k->c, &multi);
    k->unsupported |= multi;
    return rc;
}

/* FORMAT_ANY: an SPKI opens with a SEQUENCE (the algorithm), an
 * RSAPublicKey with an INTEGER. */
static int detect_public(const uint8_t *der, size_t len, cairn_rsa_format *f)
{
    cairn_der d, s;
    unsigned tag;
    cairn_der_init(&d, der, len);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK || cairn_der_peek(&s, &tag) != CAIRN_OK)
        return CAIRN_ERR_DECODE;
    *f = tag == CAIRN_DER_SEQUENCE ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
    return CAIRN_OK;
}

/* FORMAT_ANY: after the version, PKCS#8 has the algorithm (a SEQUENCE),
 * RSAPrivateKey the modulus (an INTEGER). */
static int detect_private(const uint8_t *der, size_t len, cairn_rsa_format *f)
{
    cairn_der d, s;
    unsigned tag;
    cairn_der_init(&d, der, len);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK || cairn_der_read(&s, CAIRN_DER_INTEGER, NULL) != CAIRN_OK ||
        cairn_der_peek(&s, &tag) != CAIRN_OK)
        return CAIRN_ERR_DECODE;
    *f = tag == CAIRN_DER_SEQUENCE ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
    return CAIRN_OK;
}

static int format_ok(cairn_rsa_format f, int import)
{
    return f == CAIRN_RSA_FORMAT_PKCS1 || f == CAIRN_RSA_FORMAT_PKCS8 || (import && f == CAIRN_RSA_FORMAT_ANY);
}

static int public_from_der(cairn_rsa_public_key *key, cairn_rsa_format format, const uint8_t *der, size_t len)
{
    rsa_parsed k;
    int rc;
    if (!CAIRN_BUF_OK(der, len) || !format_ok(format, 1))
        return CAIRN_ERR_BAD_ARG;
    memset(&k, 0, sizeof k);
    if (format == CAIRN_RSA_FORMAT_ANY && (rc = detect_public(der, len, &format)) != CAIRN_OK)
        return rc;
    rc = format == CAIRN_RSA_FORMAT_PKCS1 ? get_rsa_public(der, len, &k.c) : get_spki(der, len, &k);
    if (rc != CAIRN_OK)
        return rc;
    if (k.unsupported)
        return CAIRN_ERR_UNSUPPORTED;
    rc = cairn_rsa_public_key_import(key, &k.c);
    if (rc == CAIRN_OK && k.restricted)
        cairn_rsa_public_key_restrict_pss(key, &k.pss);
    return rc;
}

static int private_from_der(cairn_rsa_private_key *key, cairn_rsa_format format, const uint8_t *der, size_t len)
{
    rsa_parsed k;
    int rc, multi = 0;
    if (!CAIRN_BUF_OK(der, len) || !format_ok(format, 1))
        return CAIRN_ERR_BAD_ARG;
    memset(&k, 0, sizeof k);
    if (format == CAIRN_RSA_FORMAT_ANY && (rc = detect_private(der, len, &format)) != CAIRN_OK)
        return rc;
    if (format == CAIRN_RSA_FORMAT_PKCS1) {
        rc = get_rsa_private(der, len, &k.c, &multi);
        k.unsupported = multi;
    } else {
        rc = get_pkcs8(der, len, &k);
    }
    if (rc != CAIRN_OK)
        return rc;
    if (k.unsupported)
        return CAIRN_ERR_UNSUPPORTED;
    rc = cairn_rsa_private_key_import(key, &k.c);
    if (rc == CAIRN_OK && k.restricted)
        cairn_rsa_private_key_restrict_pss(key, &k.pss);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_from_der(cairn_rsa_public_key *key, cairn_rsa_format format, const uint8_t *der, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = public_from_der(key, format, der, len);
    if (rc != CAIRN_OK)
        cairn_rsa_public_key_wipe(key);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_from_der(cairn_rsa_private_key *key, cairn_rsa_format format, const uint8_t *der, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = private_from_der(key, format, der, len);
    if (rc != CAIRN_OK)
        cairn_rsa_private_key_wipe(key);
    return rc;
}

/* ---------- PEM ---------- */

static const char label_pub1[] = "RSA PUBLIC KEY", label_pub8[] = "PUBLIC KEY";
static const char label_priv1[] = "RSA PRIVATE KEY", label_priv8[] = "PRIVATE KEY";

static int label_is(const char *label, size_t len, const char *want)
{
    return label != NULL && len == strlen(want) && memcmp(label, want, len) == 0;
}

/* The format a PEM label names (pkcs1 and pkcs8 the two labels of the key
 * type), checked against the one asked for. */
static int pem_format(const char *label, size_t len, const char *pkcs1, const char *pkcs8, cairn_rsa_format *f)
{
    cairn_rsa_format named;
    if (label_is(label, len, pkcs1))
        named = CAIRN_RSA_FORMAT_PKCS1;
    else if (label_is(label, len, pkcs8))
        named = CAIRN_RSA_FORMAT_PKCS8;
    else
        return CAIRN_ERR_DECODE;
    if (*f != CAIRN_RSA_FORMAT_ANY && *f != named)
        return CAIRN_ERR_DECODE;
    *f = named;
    return CAIRN_OK;
}

/* The DER of a PEM block into buf: the label's format, its status first
 * (the label is public), then the body's; data too long for buf is longer
 * than any key this build takes (CAIRN_ERR_BAD_LENGTH). */
static int pem_to_der(uint8_t *buf, size_t cap, size_t *n, cairn_rsa_format *f, const char *pkcs1, const char *pkcs8,
                      const char *pem, size_t len)
{
    const char *label;
    size_t labellen;
    int rc;
    if (!CAIRN_BUF_OK(pem, len) || !format_ok(*f, 1))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_pem_decode(buf, cap, n, &label, &labellen, pem, len);
    if (label != NULL && pem_format(label, labellen, pkcs1, pkcs8, f) != CAIRN_OK)
        return CAIRN_ERR_DECODE;
    return rc == CAIRN_ERR_BUFFER_TOO_SMALL ? CAIRN_ERR_BAD_LENGTH : rc;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_from_pem(cairn_rsa_public_key *key, cairn_rsa_format format, const char *pem, size_t len)
{
    uint8_t buf[RSA_PUB_PEM_MAX];
    size_t n;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = pem_to_der(buf, sizeof buf, &n, &format, label_pub1, label_pub8, pem, len);
    if (rc == CAIRN_OK)
        rc = public_from_der(key, format, buf, n);
    if (rc != CAIRN_OK)
        cairn_rsa_public_key_wipe(key);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_from_pem(cairn_rsa_private_key *key, cairn_rsa_format format, const char *pem, size_t len)
{
    uint8_t buf[RSA_PRIV_PEM_MAX];
    size_t n;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = pem_to_der(buf, sizeof buf, &n, &format, label_priv1, label_priv8, pem, len);
    if (rc == CAIRN_OK)
        rc = private_from_der(key, format, buf, n);
    cairn_wipe(buf, sizeof buf);
    if (rc != CAIRN_OK)
        cairn_rsa_private_key_wipe(key);
    return rc;
}

/* ---------- writing ---------- */

/* A hash AlgorithmIdentifier with NULL parameters. */
static void put_hash_algid(cairn_der_writer *w, const uint8_t *oid)
{
    size_t m = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_raw(w, oid, oid_len(oid));
    cairn_der_put_null(w);
    cairn_der_end(w, m);
}

/* The key's AlgorithmIdentifier: rsaEncryption, or id-RSASSA-PSS with the
 * restriction's RSASSA-PSS-params (DEFAULT values left out).
 * CAIRN_ERR_INVALID_KEY for a restriction those cannot carry. */
static int put_key_algid(cairn_der_writer *w, const rsa_pub *k)
{
    const uint8_t *h, *m;
    size_t salt, seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE), params, f, g;
    if (!k->pss_restricted) {
        cairn_der_put_raw(w, oid_rsa_encryption, sizeof oid_rsa_encryption);
        cairn_der_put_null(w);
        cairn_der_end(w, seq);
        return CAIRN_OK;
    }
    h = hash_oid_of(k->pss.hash);
    m = hash_oid_of(k->pss.mgf1_hash != NULL ? k->pss.mgf1_hash : k->pss.hash);
    salt = k->pss.salt_len;
    if (salt == CAIRN_RSA_PSS_SALT_DIGEST && k->pss.hash != NULL)
        salt = k->pss.hash->digest_len;
    if (h == NULL || m == NULL || salt > CAIRN_RSA_MAX_BYTES)
        return CAIRN_ERR_INVALID_KEY;
    cairn_der_put_raw(w, oid_rsassa_pss, sizeof oid_rsassa_pss);
    params = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    if (memcmp(h, oid_sha1, sizeof oid_sha1) != 0) {
        f = cairn_der_begin(w, CAIRN_DER_EXPLICIT(0));
        put_hash_algid(w, h);
        cairn_der_end(w, f);
    }
    if (memcmp(m, oid_sha1, sizeof oid_sha1) != 0) {
        f = cairn_der_begin(w, CAIRN_DER_EXPLICIT(1));
        g = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
        cairn_der_put_raw(w, oid_mgf1, sizeof oid_mgf1);
        put_hash_algid(w, m);
        cairn_der_end(w, g);
        cairn_der_end(w, f);
    }
    if (salt != PSS_DEFAULT_SALT) {
        f = cairn_der_begin(w, CAIRN_DER_EXPLICIT(2));
        cairn_der_put_uint32(w, (uint32_t)salt);
        cairn_der_end(w, f);
    }
    cairn_der_end(w, params);
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

/* What the writers of the two key types take (enc/keyfmt.h). */
typedef struct {
    const void *key;
    cairn_rsa_format format;
} rsa_out;

static int write_public(cairn_der_writer *w, const void *ctx)
{
    static const uint8_t no_unused_bits = 0;
    const rsa_out *o = ctx;
    const cairn_rsa_public_key *key = o->key;
    const cairn_rsa_format format = o->format;
    const rsa_pub *k = cairn_rsa_pub_of(key);
    uint8_t n[CAIRN_RSA_MAX_BYTES], e[RSA_E_BYTES];
    size_t nlen, elen, spki = 0, bits = 0, seq;
    int rc;
    if (k->pss_restricted && format == CAIRN_RSA_FORMAT_PKCS1)
        return CAIRN_ERR_INVALID_KEY; /* RSAPublicKey cannot carry the restriction */
    if ((rc = cairn_rsa_public_key_component(key, CAIRN_RSA_N, n, sizeof n, &nlen)) != CAIRN_OK ||
        (rc = cairn_rsa_public_key_component(key, CAIRN_RSA_E, e, sizeof e, &elen)) != CAIRN_OK)
        return rc;
    if (format == CAIRN_RSA_FORMAT_PKCS8) {
        spki = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
        if ((rc = put_key_algid(w, k)) != CAIRN_OK)
            return rc;
        bits = cairn_der_begin(w, CAIRN_DER_BIT_STRING);
        cairn_der_put_raw(w, &no_unused_bits, 1);
    }
    seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_uint(w, n, nlen);
    cairn_der_put_uint(w, e, elen);
    cairn_der_end(w, seq);
    if (format == CAIRN_RSA_FORMAT_PKCS8) {
        cairn_der_end(w, bits);
        cairn_der_end(w, spki);
    }
    return CAIRN_OK;
}

static int write_private(cairn_der_writer *w, const void *ctx)
{
    const rsa_out *o = ctx;
    const cairn_rsa_format format = o->format;
    static const cairn_rsa_part parts[] = {CAIRN_RSA_N, CAIRN_RSA_E,  CAIRN_RSA_D,  CAIRN_RSA_P,
                                           CAIRN_RSA_Q, CAIRN_RSA_DP, CAIRN_RSA_DQ, CAIRN_RSA_QINV};
    const cairn_rsa_private_key *key = o->key;
    const rsa_priv *k = cairn_rsa_priv_of(key);
    uint8_t v[CAIRN_RSA_MAX_BYTES];
    size_t len, i, info = 0, octets = 0, seq;
    int rc = CAIRN_OK;
    if (k->pub.pss_restricted && format == CAIRN_RSA_FORMAT_PKCS1)
        return CAIRN_ERR_INVALID_KEY; /* RSAPrivateKey cannot carry the restriction */
    if (format == CAIRN_RSA_FORMAT_PKCS8) {
        info = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint32(w, 0);
        if ((rc = put_key_algid(w, &k->pub)) != CAIRN_OK)
            return rc;
        octets = cairn_der_begin(w, CAIRN_DER_OCTET_STRING);
    }
    seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_uint32(w, 0); /* two-prime */
    for (i = 0; i < sizeof parts / sizeof parts[0] && rc == CAIRN_OK; i++) {
        rc = cairn_rsa_private_key_component(key, parts[i], v, sizeof v, &len);
        if (rc == CAIRN_OK)
            cairn_der_put_uint(w, v, len);
    }
    cairn_wipe(v, sizeof v);
    if (rc != CAIRN_OK)
        return rc;
    cairn_der_end(w, seq);
    if (format == CAIRN_RSA_FORMAT_PKCS8) {
        cairn_der_end(w, octets);
        cairn_der_end(w, info);
    }
    return CAIRN_OK;
}

/* The checks every export makes, in order: len, the key, the format, out. */
static int export_args(int key_rc, cairn_rsa_format format, const void *out, size_t cap, size_t *len)
{
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    if (key_rc != CAIRN_OK)
        return key_rc;
    if (!format_ok(format, 0) || (out == NULL && cap != 0))
        return CAIRN_ERR_BAD_ARG;
    return CAIRN_OK;
}

/* PEM around the DER export (enc/keyfmt.h), NUL-terminated when there is
 * room. */
static int export_pem(cairn_keyfmt_writer fn, const rsa_out *o, const char *label, char *out, size_t cap, size_t *len,
                      uint8_t *der, size_t dercap)
{
    int rc = cairn_keyfmt_pem(fn, o, label, out, cap, len, der, dercap);
    if (rc == CAIRN_OK && out != NULL && *len < cap)
        out[*len] = '\0';
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_to_der(const cairn_rsa_public_key *key, cairn_rsa_format format, uint8_t *out, size_t cap,
                                size_t *len)
{
    rsa_out o = {key, format};
    int rc = export_args(cairn_rsa_pub_check(key), format, out, cap, len);
    return rc != CAIRN_OK ? rc : cairn_keyfmt_der(write_public, &o, out, cap, len);
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_to_der(const cairn_rsa_private_key *key, cairn_rsa_format format, uint8_t *out, size_t cap,
                                 size_t *len)
{
    rsa_out o = {key, format};
    int rc = export_args(cairn_rsa_priv_check(key), format, out, cap, len);
    if (rc == CAIRN_OK)
        rc = cairn_keyfmt_der(write_private, &o, out, cap, len);
    /* a failed export leaves no secret behind (cairn_keyfmt_der wrote nothing when
     * it failed before writing; the buffer is cleared in every case) */
    if (rc != CAIRN_OK && out != NULL)
        cairn_wipe(out, cap);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_to_pem(const cairn_rsa_public_key *key, cairn_rsa_format format, char *out, size_t cap,
                                size_t *len)
{
    uint8_t der[RSA_PUB_DER_MAX];
    rsa_out o = {key, format};
    int rc = export_args(cairn_rsa_pub_check(key), format, out, cap, len);
    if (rc != CAIRN_OK)
        return rc;
    return export_pem(write_public, &o, format == CAIRN_RSA_FORMAT_PKCS1 ? label_pub1 : label_pub8, out, cap, len, der,
                      sizeof der);
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_to_pem(const cairn_rsa_private_key *key, cairn_rsa_format format, char *out, size_t cap,
                                 size_t *len)
{
    uint8_t der[RSA_PRIV_DER_MAX];
    rsa_out o = {key, format};
    int rc = export_args(cairn_rsa_priv_check(key), format, out, cap, len);
    if (rc == CAIRN_OK)
        rc = export_pem(write_private, &o, format == CAIRN_RSA_FORMAT_PKCS1 ? label_priv1 : label_priv8, out, cap, len,
                        der, sizeof der);
    cairn_wipe(der, sizeof der);
    if (rc != CAIRN_OK && out != NULL)
        cairn_wipe(out, cap);
    return rc;
}

#endif
