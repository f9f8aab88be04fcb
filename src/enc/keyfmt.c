/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Key-format envelopes and the two-pass export (see enc/keyfmt.h). */
#include <string.h>

#include "core/internal.h"
#include "enc/keyfmt.h"
#include "enc/pem.h"

/* see enc/keyfmt.h */
int cairn_der_element(cairn_der *d, cairn_der *elem)
{
    const uint8_t *start = d->p;
    unsigned tag;
    int rc = cairn_der_next(d, &tag, NULL);
    if (rc == CAIRN_OK)
        cairn_der_init(elem, start, (size_t)(d->p - start));
    return rc;
}

/* see enc/keyfmt.h */
int cairn_der_explicit_one(cairn_der *d, unsigned n, cairn_der *elem)
{
    cairn_der f;
    int rc = cairn_der_explicit(d, n, &f);
    if (rc == CAIRN_OK)
        rc = cairn_der_element(&f, elem);
    return rc == CAIRN_OK ? cairn_der_done(&f) : rc;
}

/* see enc/keyfmt.h */
int cairn_der_algid(cairn_der *d, const uint8_t **oid, size_t *oidlen, cairn_der *params)
{
    cairn_der a;
    int rc = cairn_der_sequence(d, &a);
    if (rc == CAIRN_OK)
        rc = cairn_der_oid(&a, oid, oidlen);
    if (rc != CAIRN_OK)
        return rc;
    cairn_der_init(params, NULL, 0);
    if (a.n > 0)
        rc = cairn_der_element(&a, params);
    return rc == CAIRN_OK ? cairn_der_done(&a) : rc;
}

/* see enc/keyfmt.h */
int cairn_keyinfo_spki(const uint8_t *der, size_t len, cairn_keyinfo *ki)
{
    cairn_der d, s;
    int rc;
    memset(ki, 0, sizeof *ki);
    cairn_der_init(&d, der, len);
    if ((rc = cairn_der_sequence(&d, &s)) != CAIRN_OK || (rc = cairn_der_done(&d)) != CAIRN_OK ||
        (rc = cairn_der_algid(&s, &ki->oid, &ki->oid_len, &ki->params)) != CAIRN_OK ||
        (rc = cairn_der_bit_string_bytes(&s, &ki->key, &ki->key_len)) != CAIRN_OK)
        return rc;
    return cairn_der_done(&s);
}

/* A BIT STRING's content under an implicit tag (OneAsymmetricKey's
 * publicKey): the rules cairn_der_bit_string checks on its own tag. */
static int bit_string_content_ok(const cairn_der *c)
{
    unsigned u;
    if (c->n == 0)
        return 0;
    u = c->p[0];
    return u <= 7 && (c->n > 1 || u == 0) && (c->n == 1 || (c->p[c->n - 1] & ((1u << u) - 1u)) == 0);
}

/* see enc/keyfmt.h */
int cairn_keyinfo_pkcs8(const uint8_t *der, size_t len, cairn_keyinfo *ki)
{
    cairn_der d, s, attrs, a;
    const uint8_t *oid;
    size_t oidlen;
    uint32_t version;
    int rc;
    memset(ki, 0, sizeof *ki);
    cairn_der_init(&d, der, len);
    if ((rc = cairn_der_sequence(&d, &s)) != CAIRN_OK || (rc = cairn_der_done(&d)) != CAIRN_OK ||
        (rc = cairn_der_uint32(&s, &version)) != CAIRN_OK)
        return rc;
    if (version > 1)
        return CAIRN_ERR_DECODE;
    if ((rc = cairn_der_algid(&s, &ki->oid, &ki->oid_len, &ki->params)) != CAIRN_OK ||
        (rc = cairn_der_octet_string(&s, &ki->key, &ki->key_len)) != CAIRN_OK)
        return rc;
    if (cairn_der_is_next(&s, CAIRN_DER_EXPLICIT(0))) {
        if ((rc = cairn_der_implicit_set(&s, 0, &attrs)) != CAIRN_OK)
            return rc;
        while (attrs.n > 0) { /* Attribute ::= SEQUENCE { type OID, values SET OF ANY } */
            if ((rc = cairn_der_sequence(&attrs, &a)) != CAIRN_OK ||
                (rc = cairn_der_oid(&a, &oid, &oidlen)) != CAIRN_OK || (rc = cairn_der_set(&a, NULL)) != CAIRN_OK ||
                (rc = cairn_der_done(&a)) != CAIRN_OK)
                return rc;
        }
    }
    /* RFC 5958: version 1 (v2) exactly when the public key is present, so a
     * key has one encoding and its export reproduces it */
    ki->has_pub = cairn_der_is_next(&s, CAIRN_DER_IMPLICIT(1));
    if (ki->has_pub != (version == 1))
        return CAIRN_ERR_DECODE;
    if (ki->has_pub &&
        (cairn_der_read(&s, CAIRN_DER_IMPLICIT(1), &ki->pub) != CAIRN_OK || !bit_string_content_ok(&ki->pub)))
        return CAIRN_ERR_DECODE;
    return cairn_der_done(&s);
}

/* see enc/keyfmt.h */
int cairn_keyfmt_der(cairn_keyfmt_writer fn, const void *ctx, uint8_t *out, size_t cap, size_t *len)
{
    cairn_der_writer w;
    size_t need;
    int rc;
    cairn_der_writer_init(&w, NULL, 0);
    rc = fn(&w, ctx);
    if (rc == CAIRN_OK)
        rc = cairn_der_finish(&w, &need);
    if (rc != CAIRN_OK)
        return rc;
    *len = need;
    if (out == NULL)
        return CAIRN_OK;
    if (cap < need)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    cairn_der_writer_init(&w, out, cap);
    rc = fn(&w, ctx);
    if (rc == CAIRN_OK)
        rc = cairn_der_finish(&w, len);
    if (rc != CAIRN_OK) {
        cairn_wipe(out, cap);
        *len = 0;
    }
    return rc;
}

/* see enc/keyfmt.h */
int cairn_keyfmt_pem(cairn_keyfmt_writer fn, const void *ctx, const char *label, char *out, size_t cap, size_t *len,
                     uint8_t *der, size_t dercap)
{
    size_t dlen, need;
    int rc = cairn_keyfmt_der(fn, ctx, NULL, 0, &dlen);
    if (rc != CAIRN_OK)
        return rc;
    need = cairn_pem_encoded_len(strlen(label), dlen);
    *len = need;
    if (out == NULL)
        return CAIRN_OK;
    if (cap < need)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    *len = 0;
    if (dlen > dercap) /* not for a key set up by the library: the callers' bounds hold them all */
        return CAIRN_ERR_BAD_LENGTH;
    rc = cairn_keyfmt_der(fn, ctx, der, dercap, &dlen);
    if (rc == CAIRN_OK)
        rc = cairn_pem_encode(out, cap, len, label, der, dlen);
    if (rc != CAIRN_OK) {
        cairn_wipe(out, cap);
        *len = 0;
    }
    return rc;
}

/* see enc/keyfmt.h */
int cairn_keyfmt_pem_in(uint8_t *der, size_t cap, size_t *n, const char *const *labels, size_t count, size_t *which,
                        const char *pem, size_t len)
{
    const char *label = NULL;
    size_t labellen = 0, i;
    int rc;
    if (!CAIRN_BUF_OK(pem, len))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_pem_decode(der, cap, n, &label, &labellen, pem, len);
    if (label != NULL) {
        for (i = 0; i < count; i++)
            if (labellen == strlen(labels[i]) && memcmp(label, labels[i], labellen) == 0)
                break;
        if (i == count)
            return CAIRN_ERR_DECODE;
        if (which != NULL)
            *which = i;
    }
    return rc == CAIRN_ERR_BUFFER_TOO_SMALL ? CAIRN_ERR_BAD_LENGTH : rc;
}

/* see enc/keyfmt.h */
int cairn_keyfmt_export(cairn_keyfmt_writer fn, const void *ctx, const char *label, void *out, size_t cap, size_t *len,
                        uint8_t *der, size_t dercap)
{
    int rc = label == NULL ? cairn_keyfmt_der(fn, ctx, out, cap, len)
                           : cairn_keyfmt_pem(fn, ctx, label, out, cap, len, der, dercap);
    if (rc == CAIRN_OK && label != NULL && out != NULL && *len < cap)
        ((char *)out)[*len] = '\0';
    if (rc != CAIRN_OK && rc != CAIRN_ERR_BUFFER_TOO_SMALL)
        *len = 0;
    if (rc != CAIRN_OK && out != NULL)
        cairn_wipe(out, cap);
    return rc;
}

/* see enc/keyfmt.h */
int cairn_der_uint_whole(const uint8_t *buf, size_t n, const uint8_t **mag, size_t *len)
{
    cairn_der d;
    int rc;
    cairn_der_init(&d, buf, n);
    if ((rc = cairn_der_uint(&d, mag, len)) != CAIRN_OK)
        return rc;
    return cairn_der_done(&d);
}

/* ---------- RFC 8410 ---------- */

#define K8410_MAX 57

typedef struct k8410_out {
    uint8_t oid[3];
    size_t klen;
    int secret;
    const uint8_t *key, *pub;
} k8410_out;

static int write_8410(cairn_der_writer *w, const void *ctx)
{
    const k8410_out *o = ctx;
    size_t seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE), alg, inner;
    if (o->secret)
        cairn_der_put_uint32(w, o->pub != NULL ? 1 : 0);
    alg = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_oid(w, o->oid, sizeof o->oid);
    cairn_der_end(w, alg);
    if (o->secret) {
        /* privateKey OCTET STRING holding CurvePrivateKey ::= OCTET STRING */
        inner = cairn_der_begin(w, CAIRN_DER_OCTET_STRING);
        cairn_der_put_octet_string(w, o->key, o->klen);
        cairn_der_end(w, inner);
        if (o->pub != NULL) {
            /* [1] IMPLICIT BIT STRING: no unused bits, then the key */
            uint8_t bits[K8410_MAX + 1];
            bits[0] = 0;
            memcpy(bits + 1, o->pub, o->klen);
            cairn_der_put_tlv(w, CAIRN_DER_IMPLICIT(1), bits, o->klen + 1);
        }
    } else {
        cairn_der_put_bit_string(w, o->key, o->klen, 0);
    }
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

/* see enc/keyfmt.h */
int cairn_keyfmt_8410_write(unsigned arc, size_t klen, int secret, const uint8_t *key, const uint8_t *pub, int pem,
                            void *out, size_t cap, size_t *len)
{
    uint8_t der[3 * K8410_MAX + 32];
    k8410_out o;
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    if (key == NULL || klen > K8410_MAX) {
        if (out != NULL)
            cairn_wipe(out, cap);
        return CAIRN_ERR_BAD_ARG;
    }
    o.oid[0] = 0x2b;
    o.oid[1] = 0x65;
    o.oid[2] = (uint8_t)arc;
    o.klen = klen;
    o.secret = secret;
    o.key = key;
    o.pub = secret ? pub : NULL;
    rc = cairn_keyfmt_export(write_8410, &o, pem ? (secret ? "PRIVATE KEY" : "PUBLIC KEY") : NULL, out, cap, len, der,
                             sizeof der);
    cairn_wipe(der, sizeof der);
    return rc;
}

static int read_8410_der(unsigned arc, size_t klen, int secret, const uint8_t *der, size_t len, uint8_t *key,
                         uint8_t *pub, int *has_pub)
{
    cairn_keyinfo ki;
    int rc = secret ? cairn_keyinfo_pkcs8(der, len, &ki) : cairn_keyinfo_spki(der, len, &ki);
    if (rc != CAIRN_OK)
        return rc;
    if (ki.oid_len != 3 || ki.oid[0] != 0x2b || ki.oid[1] != 0x65 || ki.oid[2] != arc)
        return CAIRN_ERR_UNSUPPORTED;
    /* RFC 8410 section 3: the parameters are absent */
    if (ki.params.n != 0)
        return CAIRN_ERR_DECODE;
    if (!secret) {
        if (ki.key_len != klen)
            return CAIRN_ERR_DECODE;
        memcpy(key, ki.key, klen);
        return CAIRN_OK;
    }
    /* the header bytes of CurvePrivateKey, not the key's */
    if (ki.key_len != klen + 2 || ki.key[0] != CAIRN_DER_OCTET_STRING || ki.key[1] != klen)
        return CAIRN_ERR_DECODE;
    if (ki.has_pub && (ki.pub.n != klen + 1 || ki.pub.p[0] != 0))
        return CAIRN_ERR_DECODE;
    memcpy(key, ki.key + 2, klen);
    *has_pub = ki.has_pub;
    if (ki.has_pub)
        memcpy(pub, ki.pub.p + 1, klen);
    return CAIRN_OK;
}

/* see enc/keyfmt.h */
int cairn_keyfmt_8410_read(unsigned arc, size_t klen, int secret, int pem, const uint8_t *in, size_t len, uint8_t *key,
                           uint8_t *pub, int *has_pub)
{
    uint8_t der[3 * K8410_MAX + 64];
    size_t n = 0;
    const char *label = secret ? "PRIVATE KEY" : "PUBLIC KEY";
    int rc;
    *has_pub = 0;
    if (!CAIRN_BUF_OK(in, len) || klen > K8410_MAX)
        return CAIRN_ERR_BAD_ARG;
    if (!pem)
        return read_8410_der(arc, klen, secret, in, len, key, pub, has_pub);
    rc = cairn_keyfmt_pem_in(der, sizeof der, &n, &label, 1, NULL, (const char *)in, len);
    if (rc == CAIRN_OK)
        rc = read_8410_der(arc, klen, secret, der, n, key, pub, has_pub);
    cairn_wipe(der, sizeof der);
    return rc;
}
