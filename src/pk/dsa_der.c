/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA key formats (cairn/dsa.h, "key formats"): SubjectPublicKeyInfo and
 * PKCS#8 with id-dsa and Dss-Parms, DER or PEM, on the envelopes of
 * enc/keyfmt.h and the component import and export of dsa.c.
 *
 * Secrets: x is read in place from the input (its INTEGER's magnitude, whose
 * length the encoding shows) and handed to the import, which decodes it at
 * that length without looking at its bytes; the encoder's copies of x are
 * wiped before returning. Its INTEGER is written from q's length with the
 * leading zero bytes dropped, as DER requires: the encoding's length shows
 * their count (as it does for every DER private key).
 */
#include <string.h>

#include "core/internal.h"
#include "enc/der.h"
#include "enc/keyfmt.h"
#include "enc/pem.h"
#include "pk/dsa_internal.h"

#if CAIRN_ENABLE_DSA

/* id-dsa 1.2.840.10040.4.1 (content) */
static const uint8_t oid_dsa[] = {0x2a, 0x86, 0x48, 0xce, 0x38, 0x04, 0x01};

static const char label_pub[] = "PUBLIC KEY", label_priv[] = "PRIVATE KEY";

/* a BIT STRING's first content byte: the count of unused bits */
static const uint8_t no_unused_bits = 0;

/* ---------- reading ---------- */

/* The algorithm and Dss-Parms ::= SEQUENCE { p INTEGER, q INTEGER, g INTEGER }
 * into c's p, q, g (pointers into the input). */
static int get_params(const cairn_keyinfo *ki, cairn_dsa_components *c)
{
    cairn_der params = ki->params, seq;
    int rc;
    if (ki->oid_len != sizeof oid_dsa || memcmp(ki->oid, oid_dsa, sizeof oid_dsa) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    if (params.n == 0)
        return CAIRN_ERR_UNSUPPORTED;
    if ((rc = cairn_der_sequence(&params, &seq)) != CAIRN_OK || (rc = cairn_der_done(&params)) != CAIRN_OK ||
        (rc = cairn_der_uint(&seq, &c->p, &c->p_len)) != CAIRN_OK ||
        (rc = cairn_der_uint(&seq, &c->q, &c->q_len)) != CAIRN_OK ||
        (rc = cairn_der_uint(&seq, &c->g, &c->g_len)) != CAIRN_OK || (rc = cairn_der_done(&seq)) != CAIRN_OK)
        return rc;
    return CAIRN_OK;
}

static int public_from_der(cairn_dsa_public_key *key, const uint8_t *der, size_t len)
{
    cairn_keyinfo ki;
    cairn_dsa_components c;
    int rc;
    if (!CAIRN_BUF_OK(der, len))
        return CAIRN_ERR_BAD_ARG;
    memset(&c, 0, sizeof c);
    if ((rc = cairn_keyinfo_spki(der, len, &ki)) != CAIRN_OK || (rc = get_params(&ki, &c)) != CAIRN_OK ||
        (rc = cairn_der_uint_whole(ki.key, ki.key_len, &c.y, &c.y_len)) != CAIRN_OK)
        return rc;
    return cairn_dsa_public_key_import(key, &c);
}

static int private_from_der(cairn_dsa_private_key *key, const uint8_t *der, size_t len)
{
    cairn_keyinfo ki;
    cairn_dsa_components c;
    int rc;
    if (!CAIRN_BUF_OK(der, len))
        return CAIRN_ERR_BAD_ARG;
    memset(&c, 0, sizeof c);
    if ((rc = cairn_keyinfo_pkcs8(der, len, &ki)) != CAIRN_OK || (rc = get_params(&ki, &c)) != CAIRN_OK ||
        (rc = cairn_der_uint_whole(ki.key, ki.key_len, &c.x, &c.x_len)) != CAIRN_OK)
        return rc;
    /* a OneAsymmetricKey's public key: INTEGER y, checked against x's */
    if (ki.has_pub) {
        cairn_der pub = ki.pub;
        if (pub.n < 1 || pub.p[0] != 0)
            return CAIRN_ERR_DECODE;
        if ((rc = cairn_der_uint_whole(pub.p + 1, pub.n - 1, &c.y, &c.y_len)) != CAIRN_OK)
            return rc;
    }
    if (c.x_len == 0)
        return CAIRN_ERR_INVALID_KEY;
    return cairn_dsa_private_key_import(key, &c);
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_from_der(cairn_dsa_public_key *key, const uint8_t *der, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = public_from_der(key, der, len);
    if (rc != CAIRN_OK)
        cairn_dsa_public_key_wipe(key);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_from_der(cairn_dsa_private_key *key, const uint8_t *der, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = private_from_der(key, der, len);
    if (rc != CAIRN_OK)
        cairn_dsa_private_key_wipe(key);
    return rc;
}

/* The DER of the one PEM block in pem[0..len), labelled want, into buf. */
static int pem_to_der(uint8_t *buf, size_t cap, size_t *n, const char *want, const char *pem, size_t len)
{
    return cairn_keyfmt_pem_in(buf, cap, n, &want, 1, NULL, pem, len);
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_from_pem(cairn_dsa_public_key *key, const char *pem, size_t len)
{
    uint8_t buf[CAIRN_DSA_DER_MAX];
    size_t n = 0;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = pem_to_der(buf, sizeof buf, &n, label_pub, pem, len);
    if (rc == CAIRN_OK)
        rc = public_from_der(key, buf, n);
    if (rc != CAIRN_OK)
        cairn_dsa_public_key_wipe(key);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_from_pem(cairn_dsa_private_key *key, const char *pem, size_t len)
{
    uint8_t buf[CAIRN_DSA_DER_MAX];
    size_t n = 0;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = pem_to_der(buf, sizeof buf, &n, label_priv, pem, len);
    if (rc == CAIRN_OK)
        rc = private_from_der(key, buf, n);
    cairn_wipe(buf, sizeof buf);
    if (rc != CAIRN_OK)
        cairn_dsa_private_key_wipe(key);
    return rc;
}

/* ---------- writing ---------- */

/* The components a writer needs, exported from the key once. */
typedef struct {
    uint8_t v[5][CAIRN_DSA_MAX_BITS >> 3]; /* p, q, g, y, x */
    size_t len[5];
} dsa_out;

static void put_algid(cairn_der_writer *w, const dsa_out *o)
{
    size_t alg = cairn_der_begin(w, CAIRN_DER_SEQUENCE), parms;
    size_t i;
    cairn_der_put_oid(w, oid_dsa, sizeof oid_dsa);
    parms = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    for (i = 0; i < 3; i++)
        cairn_der_put_uint(w, o->v[i], o->len[i]);
    cairn_der_end(w, parms);
    cairn_der_end(w, alg);
}

static int write_public(cairn_der_writer *w, const void *ctx)
{
    const dsa_out *o = ctx;
    size_t seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE), bits;
    put_algid(w, o);
    bits = cairn_der_begin(w, CAIRN_DER_BIT_STRING);
    cairn_der_put_raw(w, &no_unused_bits, 1);
    cairn_der_put_uint(w, o->v[3], o->len[3]);
    cairn_der_end(w, bits);
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

static int write_private(cairn_der_writer *w, const void *ctx)
{
    const dsa_out *o = ctx;
    size_t seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE), octets;
    cairn_der_put_uint32(w, 0);
    put_algid(w, o);
    octets = cairn_der_begin(w, CAIRN_DER_OCTET_STRING);
    cairn_der_put_uint(w, o->v[4], o->len[4]);
    cairn_der_end(w, octets);
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

static int out_key(dsa_out *o, const cairn_dsa_public_key *pub, const cairn_dsa_private_key *key, int secret)
{
    static const cairn_dsa_part parts[5] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_Y, CAIRN_DSA_X};
    size_t i;
    int rc = CAIRN_OK;
    memset(o, 0, sizeof *o);
    for (i = 0; rc == CAIRN_OK && i < (secret ? 5u : 4u); i++)
        rc = secret ? cairn_dsa_private_key_export(key, parts[i], o->v[i], sizeof o->v[i], &o->len[i])
                    : cairn_dsa_public_key_export(pub, parts[i], o->v[i], sizeof o->v[i], &o->len[i]);
    return rc;
}

/* The key's DER (label NULL) or PEM into out; on failure out[0..cap)
 * zeroed and *len 0 (but for CAIRN_ERR_BUFFER_TOO_SMALL: the length needed). */
static int export_any(const cairn_dsa_public_key *pub, const cairn_dsa_private_key *key, int secret, const char *label,
                      void *out, size_t cap, size_t *len)
{
    uint8_t der[CAIRN_DSA_DER_MAX];
    cairn_keyfmt_writer fn = secret ? write_private : write_public;
    dsa_out o;
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    rc = out_key(&o, pub, key, secret);
    if (rc == CAIRN_OK)
        rc = cairn_keyfmt_export(fn, &o, label, out, cap, len, der, sizeof der);
    else if (out != NULL)
        cairn_wipe(out, cap);
    cairn_wipe(der, sizeof der);
    cairn_wipe(&o, sizeof o);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_to_der(const cairn_dsa_public_key *key, uint8_t *out, size_t cap, size_t *len)
{
    return export_any(key, NULL, 0, NULL, out, cap, len);
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_to_der(const cairn_dsa_private_key *key, uint8_t *out, size_t cap, size_t *len)
{
    return export_any(NULL, key, 1, NULL, out, cap, len);
}

/* see cairn/dsa.h */
int cairn_dsa_public_key_to_pem(const cairn_dsa_public_key *key, char *out, size_t cap, size_t *len)
{
    return export_any(key, NULL, 0, label_pub, out, cap, len);
}

/* see cairn/dsa.h */
int cairn_dsa_private_key_to_pem(const cairn_dsa_private_key *key, char *out, size_t cap, size_t *len)
{
    return export_any(NULL, key, 1, label_priv, out, cap, len);
}

#endif
