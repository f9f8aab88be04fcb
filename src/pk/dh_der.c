/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Finite-field DH parameter and key formats (cairn/dh.h, "key formats"):
 * PKCS #3 DHParameter and X9.42 DomainParameters, alone or inside the
 * SubjectPublicKeyInfo and PKCS#8 envelopes of enc/keyfmt.h.
 *
 * Secrets: x is read in place from the input (its INTEGER's magnitude, whose
 * length the encoding shows), copied to the caller's buffer and checked by
 * cairn_dh_public's constant-time range check; the writer's scratch holding
 * the encoding is wiped. Its INTEGER drops leading zero bytes as DER
 * requires: the encoding's length shows their count, as for any DER key.
 */
#include <string.h>

#include "core/internal.h"
#include "enc/der.h"
#include "enc/keyfmt.h"
#include "enc/pem.h"
#include "pk/dh_internal.h"

#if CAIRN_ENABLE_DH

/* dhKeyAgreement 1.2.840.113549.1.3.1 and dhpublicnumber 1.2.840.10046.2.1 (contents) */
static const uint8_t oid_pkcs3[] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x03, 0x01};
static const uint8_t oid_x942[] = {0x2a, 0x86, 0x48, 0xce, 0x3e, 0x02, 0x01};

static const char label_pkcs3[] = "DH PARAMETERS", label_x942[] = "X9.42 DH PARAMETERS";
static const char label_pub[] = "PUBLIC KEY", label_priv[] = "PRIVATE KEY";

static const uint8_t no_unused_bits = 0;

static int format_ok(cairn_dh_format f) { return f == CAIRN_DH_PKCS3 || f == CAIRN_DH_X942; }

/* ---------- reading ---------- */

/* The named group whose p and g these are, or 0. */
static cairn_dh_group_id named_match(const uint8_t *p, size_t plen, const uint8_t *g, size_t glen)
{
    uint8_t pb[1024], gb;
    size_t len;
    int id;
    for (id = (int)CAIRN_DH_FFDHE2048; id <= (int)CAIRN_DH_OAKLEY2; id++) {
        if (cairn_dh_named_prime((cairn_dh_group_id)id, pb, &len, &gb) != CAIRN_OK)
            continue;
        if (len == plen && memcmp(pb, p, len) == 0 && glen == 1 && g[0] == gb)
            return (cairn_dh_group_id)id;
    }
    return (cairn_dh_group_id)0;
}

/* The parameters element d (whole, nothing after it) in format f into grp. */
static int read_params(cairn_dh_group *grp, cairn_dh_format f, cairn_der *d, cairn_rng_fn rng, void *rng_state)
{
    cairn_der seq, vp;
    const uint8_t *p, *g, *q = NULL, *v;
    size_t plen, glen, qlen = 0, vlen;
    unsigned unused;
    cairn_dh_group_id id;
    int rc;
    if ((rc = cairn_der_sequence(d, &seq)) != CAIRN_OK || (rc = cairn_der_done(d)) != CAIRN_OK ||
        (rc = cairn_der_uint(&seq, &p, &plen)) != CAIRN_OK || (rc = cairn_der_uint(&seq, &g, &glen)) != CAIRN_OK)
        return rc;
    if (f == CAIRN_DH_PKCS3) {
        /* privateValueLength */
        if (seq.n > 0 && (rc = cairn_der_uint(&seq, &v, &vlen)) != CAIRN_OK)
            return rc;
    } else {
        if ((rc = cairn_der_uint(&seq, &q, &qlen)) != CAIRN_OK)
            return rc;
        /* j */
        if (cairn_der_is_next(&seq, CAIRN_DER_INTEGER) && (rc = cairn_der_uint(&seq, &v, &vlen)) != CAIRN_OK)
            return rc;
        /* validationParms */
        if (seq.n > 0) {
            if ((rc = cairn_der_sequence(&seq, &vp)) != CAIRN_OK ||
                (rc = cairn_der_bit_string(&vp, &v, &vlen, &unused)) != CAIRN_OK ||
                (rc = cairn_der_uint(&vp, &v, &vlen)) != CAIRN_OK || (rc = cairn_der_done(&vp)) != CAIRN_OK)
                return rc;
        }
        if (qlen == 0)
            return CAIRN_ERR_INVALID_KEY;
    }
    if ((rc = cairn_der_done(&seq)) != CAIRN_OK)
        return rc;
    if (plen == 0 || glen == 0)
        return CAIRN_ERR_INVALID_KEY;
    if (f == CAIRN_DH_PKCS3 && (id = named_match(p, plen, g, glen)) != 0)
        return cairn_dh_group_named(grp, id);
    return cairn_dh_group_custom(grp, p, plen, g, glen, q, qlen, rng, rng_state);
}

/* see cairn/dh.h */
int cairn_dh_group_from_der(cairn_dh_group *grp, cairn_dh_format format, const uint8_t *der, size_t len,
                            cairn_rng_fn rng, void *rng_state)
{
    cairn_der d;
    int rc;
    if (grp == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(grp, 0, sizeof *grp);
    if (!CAIRN_BUF_OK(der, len) || !format_ok(format))
        return CAIRN_ERR_BAD_ARG;
    cairn_der_init(&d, der, len);
    rc = read_params(grp, format, &d, rng, rng_state);
    if (rc != CAIRN_OK)
        memset(grp, 0, sizeof *grp);
    return rc;
}

/* see cairn/dh.h */
int cairn_dh_group_from_pem(cairn_dh_group *grp, const char *pem, size_t len, cairn_rng_fn rng, void *rng_state)
{
    static const char *const labels[2] = {label_pkcs3, label_x942};
    uint8_t buf[CAIRN_DH_DER_MAX];
    size_t n = 0, which = 0;
    int rc;
    if (grp == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(grp, 0, sizeof *grp);
    rc = cairn_keyfmt_pem_in(buf, sizeof buf, &n, labels, 2, &which, pem, len);
    if (rc == CAIRN_OK)
        rc = cairn_dh_group_from_der(grp, which == 0 ? CAIRN_DH_PKCS3 : CAIRN_DH_X942, buf, n, rng, rng_state);
    return rc;
}

/* The envelope's algorithm: the format and the group. */
static int read_alg(cairn_dh_group *grp, const cairn_keyinfo *ki, cairn_rng_fn rng, void *rng_state)
{
    cairn_der params = ki->params;
    cairn_dh_format f;
    if (ki->oid_len == sizeof oid_pkcs3 && memcmp(ki->oid, oid_pkcs3, sizeof oid_pkcs3) == 0)
        f = CAIRN_DH_PKCS3;
    else if (ki->oid_len == sizeof oid_x942 && memcmp(ki->oid, oid_x942, sizeof oid_x942) == 0)
        f = CAIRN_DH_X942;
    else
        return CAIRN_ERR_UNSUPPORTED;
    if (params.n == 0)
        return CAIRN_ERR_UNSUPPORTED;
    return read_params(grp, f, &params, rng, rng_state);
}

static int public_from_der(cairn_dh_group *grp, uint8_t *y, size_t ycap, size_t *ylen, const uint8_t *der, size_t len,
                           cairn_rng_fn rng, void *rng_state)
{
    cairn_keyinfo ki;
    const uint8_t *v;
    size_t vlen, plen;
    int rc;
    if ((rc = cairn_keyinfo_spki(der, len, &ki)) != CAIRN_OK || (rc = read_alg(grp, &ki, rng, rng_state)) != CAIRN_OK ||
        (rc = cairn_der_uint_whole(ki.key, ki.key_len, &v, &vlen)) != CAIRN_OK)
        return rc;
    plen = cairn_dh_group_bytes(grp);
    if (vlen > plen)
        return CAIRN_ERR_INVALID_KEY;
    if (ycap < plen)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    if ((rc = cairn_dh_check_public(grp, v, vlen)) != CAIRN_OK)
        return rc;
    memset(y, 0, plen - vlen);
    memcpy(y + plen - vlen, v, vlen);
    *ylen = plen;
    return CAIRN_OK;
}

static int all_zero(const uint8_t *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != 0)
            return 0;
    return 1;
}

static int private_from_der(cairn_dh_group *grp, uint8_t *x, size_t xcap, size_t *xlen, const uint8_t *der, size_t len,
                            cairn_rng_fn rng, void *rng_state)
{
    uint8_t y[CAIRN_DH_MAX_BYTES];
    cairn_keyinfo ki;
    const uint8_t *v, *pv;
    size_t vlen, pvlen, plen;
    int rc;
    if ((rc = cairn_keyinfo_pkcs8(der, len, &ki)) != CAIRN_OK ||
        (rc = read_alg(grp, &ki, rng, rng_state)) != CAIRN_OK ||
        (rc = cairn_der_uint_whole(ki.key, ki.key_len, &v, &vlen)) != CAIRN_OK)
        return rc;
    plen = cairn_dh_group_bytes(grp);
    if (vlen == 0 || vlen > plen)
        return CAIRN_ERR_INVALID_KEY;
    if (xcap < vlen)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    /* x's range, checked by computing its public value */
    rc = cairn_dh_public(grp, v, vlen, y, sizeof y);
    /* a OneAsymmetricKey's public key: INTEGER y, which must be x's */
    if (rc == CAIRN_OK && ki.has_pub) {
        /* y is the public key: compared in the open */
        CAIRN_DECLASSIFY(y, plen);
        if (ki.pub.n < 1 || ki.pub.p[0] != 0)
            rc = CAIRN_ERR_DECODE;
        else if ((rc = cairn_der_uint_whole(ki.pub.p + 1, ki.pub.n - 1, &pv, &pvlen)) == CAIRN_OK &&
                 (pvlen > plen || memcmp(pv, y + plen - pvlen, pvlen) != 0 || !all_zero(y, plen - pvlen)))
            rc = CAIRN_ERR_INVALID_KEY;
    }
    if (rc == CAIRN_OK) {
        memcpy(x, v, vlen);
        *xlen = vlen;
    }
    cairn_wipe(y, sizeof y);
    return rc;
}

/* The shared tail of the readers: arguments, then zeroed outputs on failure. */
typedef int (*key_reader)(cairn_dh_group *, uint8_t *, size_t, size_t *, const uint8_t *, size_t, cairn_rng_fn, void *);

static int read_key(key_reader fn, cairn_dh_group *grp, uint8_t *out, size_t cap, size_t *len, const uint8_t *der,
                    size_t dlen, cairn_rng_fn rng, void *rng_state)
{
    int rc;
    if (len != NULL)
        *len = 0;
    if (grp != NULL)
        memset(grp, 0, sizeof *grp);
    if (grp == NULL || len == NULL || !CAIRN_BUF_OK(out, cap) || !CAIRN_BUF_OK(der, dlen))
        return CAIRN_ERR_BAD_ARG;
    rc = fn(grp, out, cap, len, der, dlen, rng, rng_state);
    if (rc != CAIRN_OK) {
        memset(grp, 0, sizeof *grp);
        if (out != NULL)
            cairn_wipe(out, cap);
        *len = 0;
    }
    return rc;
}

static int read_key_pem(key_reader fn, const char *label, cairn_dh_group *grp, uint8_t *out, size_t cap, size_t *len,
                        const char *pem, size_t plen, cairn_rng_fn rng, void *rng_state)
{
    uint8_t buf[CAIRN_DH_DER_MAX];
    size_t n = 0;
    int rc;
    if (len != NULL)
        *len = 0;
    if (grp == NULL || len == NULL || !CAIRN_BUF_OK(out, cap))
        return CAIRN_ERR_BAD_ARG;
    memset(grp, 0, sizeof *grp);
    rc = cairn_keyfmt_pem_in(buf, sizeof buf, &n, &label, 1, NULL, pem, plen);
    if (rc == CAIRN_OK)
        rc = read_key(fn, grp, out, cap, len, buf, n, rng, rng_state);
    else if (out != NULL)
        cairn_wipe(out, cap);
    cairn_wipe(buf, sizeof buf);
    return rc;
}

/* see cairn/dh.h */
int cairn_dh_public_key_from_der(cairn_dh_group *grp, uint8_t *y, size_t ycap, size_t *ylen, const uint8_t *der,
                                 size_t len, cairn_rng_fn rng, void *rng_state)
{
    return read_key(public_from_der, grp, y, ycap, ylen, der, len, rng, rng_state);
}

/* see cairn/dh.h */
int cairn_dh_private_key_from_der(cairn_dh_group *grp, uint8_t *x, size_t xcap, size_t *xlen, const uint8_t *der,
                                  size_t len, cairn_rng_fn rng, void *rng_state)
{
    return read_key(private_from_der, grp, x, xcap, xlen, der, len, rng, rng_state);
}

/* see cairn/dh.h */
int cairn_dh_public_key_from_pem(cairn_dh_group *grp, uint8_t *y, size_t ycap, size_t *ylen, const char *pem,
                                 size_t len, cairn_rng_fn rng, void *rng_state)
{
    return read_key_pem(public_from_der, label_pub, grp, y, ycap, ylen, pem, len, rng, rng_state);
}

/* see cairn/dh.h */
int cairn_dh_private_key_from_pem(cairn_dh_group *grp, uint8_t *x, size_t xcap, size_t *xlen, const char *pem,
                                  size_t len, cairn_rng_fn rng, void *rng_state)
{
    return read_key_pem(private_from_der, label_priv, grp, x, xcap, xlen, pem, len, rng, rng_state);
}

/* ---------- writing ---------- */

typedef struct dh_out {
    cairn_dh_format f;
    int what; /* 0 parameters, 1 public key, 2 private key */
    uint8_t p[CAIRN_DH_MAX_BYTES], g[CAIRN_DH_MAX_BYTES], q[CAIRN_DH_MAX_BYTES];
    size_t plen, qlen;
    const uint8_t *v; /* y or x */
    size_t vlen;
} dh_out;

static void put_params(cairn_der_writer *w, const dh_out *o)
{
    size_t seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    cairn_der_put_uint(w, o->p, o->plen);
    cairn_der_put_uint(w, o->g, o->plen);
    if (o->f == CAIRN_DH_X942)
        cairn_der_put_uint(w, o->q, o->qlen);
    cairn_der_end(w, seq);
}

static void put_algid(cairn_der_writer *w, const dh_out *o)
{
    size_t alg = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    if (o->f == CAIRN_DH_X942)
        cairn_der_put_oid(w, oid_x942, sizeof oid_x942);
    else
        cairn_der_put_oid(w, oid_pkcs3, sizeof oid_pkcs3);
    put_params(w, o);
    cairn_der_end(w, alg);
}

static int write_any(cairn_der_writer *w, const void *ctx)
{
    const dh_out *o = ctx;
    size_t seq, inner;
    if (o->what == 0) {
        put_params(w, o);
        return CAIRN_OK;
    }
    seq = cairn_der_begin(w, CAIRN_DER_SEQUENCE);
    if (o->what == 2)
        cairn_der_put_uint32(w, 0);
    put_algid(w, o);
    inner = cairn_der_begin(w, o->what == 1 ? CAIRN_DER_BIT_STRING : CAIRN_DER_OCTET_STRING);
    if (o->what == 1)
        cairn_der_put_raw(w, &no_unused_bits, 1);
    cairn_der_put_uint(w, o->v, o->vlen);
    cairn_der_end(w, inner);
    cairn_der_end(w, seq);
    return CAIRN_OK;
}

/* The group's p, g, q into o. */
static int out_group(dh_out *o, const cairn_dh_group *grp, cairn_dh_format f)
{
    const dh_grp *g = cairn_dh_grp_of(grp);
    if (!format_ok(f))
        return CAIRN_ERR_BAD_ARG;
    if (g == NULL)
        return cairn_dh_grp_status(grp);
    if (f == CAIRN_DH_X942 && !g->has_q)
        return CAIRN_ERR_UNSUPPORTED;
    o->f = f;
    o->plen = g->plen;
    (void)cairn_bn_encode(o->p, g->plen, g->mp.m, g->mp.n);
    (void)cairn_bn_encode(o->g, g->plen, g->g, g->mp.n);
    if (g->has_q) {
        o->qlen = g->qlen;
        (void)cairn_bn_encode(o->q, g->qlen, g->q, g->mp.n);
    }
    return CAIRN_OK;
}

/* DER (label NULL) or PEM of what (0 parameters, 1 y, 2 x) into out; on
 * failure out[0..cap) zeroed and *len 0 (but for CAIRN_ERR_BUFFER_TOO_SMALL:
 * the length needed). */
static int export_any(const cairn_dh_group *grp, cairn_dh_format f, int what, const uint8_t *v, size_t vlen,
                      const char *label, void *out, size_t cap, size_t *len)
{
    uint8_t der[CAIRN_DH_DER_MAX], y[CAIRN_DH_MAX_BYTES];
    dh_out o;
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    memset(&o, 0, sizeof o);
    rc = out_group(&o, grp, f);
    if (rc == CAIRN_OK && what != 0 && (v == NULL || vlen == 0))
        rc = CAIRN_ERR_BAD_ARG;
    if (rc == CAIRN_OK && what == 1)
        rc = cairn_dh_check_public(grp, v, vlen);
    if (rc == CAIRN_OK && what == 2) {
        /* x's range, as the import checks it */
        rc = cairn_dh_public(grp, v, vlen, y, sizeof y);
        if (rc == CAIRN_ERR_BAD_LENGTH)
            rc = CAIRN_ERR_INVALID_KEY;
        cairn_wipe(y, sizeof y);
    }
    o.what = what;
    o.v = v;
    o.vlen = vlen;
    if (rc == CAIRN_OK)
        rc = cairn_keyfmt_export(write_any, &o, label, out, cap, len, der, sizeof der);
    else if (out != NULL)
        cairn_wipe(out, cap);
    cairn_wipe(der, sizeof der);
    return rc;
}

/* see cairn/dh.h */
int cairn_dh_group_to_der(const cairn_dh_group *grp, cairn_dh_format format, uint8_t *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 0, NULL, 0, NULL, out, cap, len);
}

/* see cairn/dh.h */
int cairn_dh_group_to_pem(const cairn_dh_group *grp, cairn_dh_format format, char *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 0, NULL, 0, format == CAIRN_DH_X942 ? label_x942 : label_pkcs3, out, cap, len);
}

/* see cairn/dh.h */
int cairn_dh_public_key_to_der(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *y, size_t ylen,
                               uint8_t *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 1, y, ylen, NULL, out, cap, len);
}

/* see cairn/dh.h */
int cairn_dh_private_key_to_der(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *x, size_t xlen,
                                uint8_t *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 2, x, xlen, NULL, out, cap, len);
}

/* see cairn/dh.h */
int cairn_dh_public_key_to_pem(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *y, size_t ylen,
                               char *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 1, y, ylen, label_pub, out, cap, len);
}

/* see cairn/dh.h */
int cairn_dh_private_key_to_pem(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *x, size_t xlen,
                                char *out, size_t cap, size_t *len)
{
    return export_any(grp, format, 2, x, xlen, label_priv, out, cap, len);
}

#endif
