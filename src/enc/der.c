/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Strict DER reader and writer (see enc/der.h for the rules). */
#include <string.h>

#include "core/internal.h"
#include "enc/der.h"

/* ---------------- reader ---------------- */

/* see enc/der.h */
void cairn_der_init(cairn_der *d, const uint8_t *buf, size_t len)
{
    d->p = buf;
    d->n = buf != NULL ? len : 0;
}

/* see enc/der.h */
int cairn_der_done(const cairn_der *d) { return d->n == 0 ? CAIRN_OK : CAIRN_ERR_DECODE; }

/* Identifier and length of the element at the cursor: header size and
 * content length, every DER rule on the two checked. */
static int header(const cairn_der *d, unsigned *tag, size_t *hdr, size_t *len)
{
    size_t k, i, l;
    if (d->n < 2)
        return CAIRN_ERR_DECODE;
    /* tag 0 is BER's end-of-contents; 0x1f opens a multi-byte tag number */
    if (d->p[0] == 0 || (d->p[0] & 0x1fu) == 0x1fu)
        return CAIRN_ERR_DECODE;
    *tag = d->p[0];
    if (d->p[1] < 0x80) {
        *hdr = 2;
        *len = d->p[1];
    } else {
        k = d->p[1] & 0x7fu;
        /* k == 0 is the indefinite form; a zero first byte or a value the
         * short form could hold is not minimal */
        if (k == 0 || k > 4 || k > sizeof(size_t) || d->n - 2 < k || d->p[2] == 0)
            return CAIRN_ERR_DECODE;
        for (l = 0, i = 0; i < k; i++)
            l = (l << 8) | d->p[2 + i];
        if (l < 0x80)
            return CAIRN_ERR_DECODE;
        *hdr = 2 + k;
        *len = l;
    }
    return *len <= d->n - *hdr ? CAIRN_OK : CAIRN_ERR_DECODE;
}

/* see enc/der.h */
int cairn_der_peek(const cairn_der *d, unsigned *tag)
{
    size_t hdr, len;
    return header(d, tag, &hdr, &len);
}

/* see enc/der.h */
int cairn_der_next(cairn_der *d, unsigned *tag, cairn_der *content)
{
    size_t hdr, len;
    int rc = header(d, tag, &hdr, &len);
    if (rc != CAIRN_OK)
        return rc;
    if (content != NULL) {
        content->p = d->p + hdr;
        content->n = len;
    }
    d->p += hdr + len;
    d->n -= hdr + len;
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_read(cairn_der *d, unsigned tag, cairn_der *content)
{
    cairn_der save = *d;
    unsigned t;
    int rc = cairn_der_next(d, &t, content);
    if (rc == CAIRN_OK && t != tag) {
        *d = save;
        rc = CAIRN_ERR_DECODE;
    }
    return rc;
}

/* see enc/der.h */
int cairn_der_is_next(const cairn_der *d, unsigned tag)
{
    unsigned t;
    return cairn_der_peek(d, &t) == CAIRN_OK && t == tag;
}

/* see enc/der.h */
int cairn_der_sequence(cairn_der *d, cairn_der *content) { return cairn_der_read(d, CAIRN_DER_SEQUENCE, content); }

/* see enc/der.h */
int cairn_der_explicit(cairn_der *d, unsigned n, cairn_der *content)
{
    if (n > 30)
        return CAIRN_ERR_BAD_ARG;
    return cairn_der_read(d, CAIRN_DER_EXPLICIT(n), content);
}

/* Lexicographic order of two encodings, a shorter one that is a prefix of
 * the other first (X.690 11.6 pads it with zero octets at the end; an
 * element cannot be a proper prefix of another with the same header, so the
 * padding never decides). Public data: variable time is fine. */
static int enc_cmp(const uint8_t *a, size_t an, const uint8_t *b, size_t bn)
{
    size_t m = an < bn ? an : bn;
    int c = memcmp(a, b, m);
    if (c != 0)
        return c;
    return an < bn ? -1 : an > bn;
}

/* A SET OF with identifier tag: its content, elements in DER order. */
static int set_of(cairn_der *d, unsigned tag, cairn_der *content)
{
    cairn_der save = *d, c, walk;
    const uint8_t *prev = NULL;
    size_t prevlen = 0;
    unsigned t;
    int rc = cairn_der_read(d, tag, &c);
    if (rc != CAIRN_OK)
        return rc;
    walk = c;
    while (walk.n > 0) {
        const uint8_t *start = walk.p;
        size_t len;
        if ((rc = cairn_der_next(&walk, &t, NULL)) != CAIRN_OK)
            break;
        len = (size_t)(walk.p - start);
        if (prev != NULL && enc_cmp(prev, prevlen, start, len) > 0) {
            rc = CAIRN_ERR_DECODE;
            break;
        }
        prev = start;
        prevlen = len;
    }
    if (rc != CAIRN_OK) {
        *d = save;
        return rc;
    }
    if (content != NULL)
        *content = c;
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_set(cairn_der *d, cairn_der *content) { return set_of(d, CAIRN_DER_SET, content); }

/* see enc/der.h */
int cairn_der_implicit_set(cairn_der *d, unsigned n, cairn_der *content)
{
    if (n > 30)
        return CAIRN_ERR_BAD_ARG;
    return set_of(d, CAIRN_DER_EXPLICIT(n), content);
}

/* Reads a primitive element of the given tag; its content as pointer and
 * length. On a content rule failure the cursor is restored. */
static int prim(cairn_der *d, unsigned tag, const uint8_t **v, size_t *len)
{
    cairn_der c;
    int rc = cairn_der_read(d, tag, &c);
    if (rc != CAIRN_OK)
        return rc;
    *v = c.p;
    *len = c.n;
    return CAIRN_OK;
}

/* minimal two's complement: at least one byte, no redundant sign byte */
static int integer_ok(const uint8_t *v, size_t len)
{
    if (len == 0)
        return 0;
    if (len >= 2 && ((v[0] == 0x00 && v[1] < 0x80) || (v[0] == 0xff && v[1] >= 0x80)))
        return 0;
    return 1;
}

/* see enc/der.h */
int cairn_der_integer(cairn_der *d, const uint8_t **v, size_t *len)
{
    cairn_der save = *d;
    int rc = prim(d, CAIRN_DER_INTEGER, v, len);
    if (rc == CAIRN_OK && !integer_ok(*v, *len)) {
        *d = save;
        rc = CAIRN_ERR_DECODE;
    }
    return rc;
}

/* see enc/der.h */
int cairn_der_uint(cairn_der *d, const uint8_t **mag, size_t *len)
{
    cairn_der save = *d;
    int rc = cairn_der_integer(d, mag, len);
    if (rc != CAIRN_OK)
        return rc;
    if ((*mag)[0] >= 0x80) {
        *d = save;
        return CAIRN_ERR_DECODE;
    }
    if ((*mag)[0] == 0) { /* the sign byte, or the value 0 */
        (*mag)++;
        (*len)--;
    }
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_uint_fixed(cairn_der *d, uint8_t *out, size_t outlen)
{
    cairn_der save = *d;
    const uint8_t *mag;
    size_t len;
    int rc = cairn_der_uint(d, &mag, &len);
    if (rc != CAIRN_OK)
        return rc;
    if (len > outlen) {
        *d = save;
        return CAIRN_ERR_DECODE;
    }
    memset(out, 0, outlen - len);
    memcpy(out + (outlen - len), mag, len);
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_uint32(cairn_der *d, uint32_t *v)
{
    uint8_t b[4];
    int rc = cairn_der_uint_fixed(d, b, sizeof b);
    if (rc == CAIRN_OK)
        *v = cairn_load32_be(b);
    return rc;
}

/* see enc/der.h */
int cairn_der_boolean(cairn_der *d, int *v)
{
    cairn_der save = *d;
    const uint8_t *c;
    size_t len;
    int rc = prim(d, CAIRN_DER_BOOLEAN, &c, &len);
    if (rc != CAIRN_OK)
        return rc;
    if (len != 1 || (c[0] != 0x00 && c[0] != 0xff)) {
        *d = save;
        return CAIRN_ERR_DECODE;
    }
    *v = c[0] != 0;
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_null(cairn_der *d)
{
    cairn_der save = *d;
    const uint8_t *c;
    size_t len;
    int rc = prim(d, CAIRN_DER_NULL, &c, &len);
    if (rc == CAIRN_OK && len != 0) {
        *d = save;
        rc = CAIRN_ERR_DECODE;
    }
    return rc;
}

/* see enc/der.h */
int cairn_der_octet_string(cairn_der *d, const uint8_t **v, size_t *len)
{
    return prim(d, CAIRN_DER_OCTET_STRING, v, len);
}

/* see enc/der.h */
int cairn_der_bit_string(cairn_der *d, const uint8_t **v, size_t *len, unsigned *unused)
{
    cairn_der save = *d;
    const uint8_t *c;
    size_t n;
    unsigned u;
    int rc = prim(d, CAIRN_DER_BIT_STRING, &c, &n);
    if (rc != CAIRN_OK)
        return rc;
    /* an unused-bit count 0..7, 0 without bits, the unused bits zero */
    u = n >= 1 ? c[0] : 8u;
    if (u > 7 || (n == 1 && u != 0) || (n > 1 && (c[n - 1] & ((1u << u) - 1u)) != 0)) {
        *d = save;
        return CAIRN_ERR_DECODE;
    }
    *v = c + 1;
    *len = n - 1;
    *unused = u;
    return CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_bit_string_bytes(cairn_der *d, const uint8_t **v, size_t *len)
{
    cairn_der save = *d;
    unsigned unused;
    int rc = cairn_der_bit_string(d, v, len, &unused);
    if (rc == CAIRN_OK && unused != 0) {
        *d = save;
        rc = CAIRN_ERR_DECODE;
    }
    return rc;
}

/* complete subidentifiers, none starting with 0x80 */
static int oid_ok(const uint8_t *v, size_t len)
{
    size_t i;
    int start = 1;
    if (len == 0 || v[len - 1] >= 0x80)
        return 0;
    for (i = 0; i < len; i++) {
        if (start && v[i] == 0x80)
            return 0;
        start = v[i] < 0x80;
    }
    return 1;
}

/* see enc/der.h */
int cairn_der_oid(cairn_der *d, const uint8_t **v, size_t *len)
{
    cairn_der save = *d;
    int rc = prim(d, CAIRN_DER_OID, v, len);
    if (rc == CAIRN_OK && !oid_ok(*v, *len)) {
        *d = save;
        rc = CAIRN_ERR_DECODE;
    }
    return rc;
}

/* see enc/der.h */
int cairn_der_oid_is(const uint8_t *v, size_t len, const uint8_t *oid_der, size_t oid_len)
{
    /* constants are short: tag, one length byte, content */
    return v != NULL && oid_der != NULL && oid_len >= 2 && oid_der[0] == CAIRN_DER_OID && oid_der[1] < 0x80 &&
           (size_t)oid_der[1] == oid_len - 2 && len == oid_len - 2 && memcmp(v, oid_der + 2, len) == 0;
}

/* see enc/der.h */
int cairn_der_oid_to_arcs(const uint8_t *v, size_t len, uint32_t *arcs, size_t max, size_t *n)
{
    size_t i, k = 0;
    uint64_t acc = 0;
    *n = 0;
    if (!oid_ok(v, len))
        return CAIRN_ERR_DECODE;
    for (i = 0; i < len; i++) {
        acc = (acc << 7) | (v[i] & 0x7fu);
        /* the first subidentifier carries two arcs: 40 * a0 + a1 */
        if (acc > 0xffffffffull + (k == 0 ? 80u : 0u))
            return CAIRN_ERR_UNSUPPORTED;
        if (v[i] >= 0x80)
            continue;
        if (k + (k == 0 ? 2u : 1u) > max)
            return CAIRN_ERR_BUFFER_TOO_SMALL;
        if (k == 0) {
            uint32_t a0 = acc < 40 ? 0u : acc < 80 ? 1u : 2u;
            arcs[k++] = a0;
            arcs[k++] = (uint32_t)(acc - 40u * a0);
        } else {
            arcs[k++] = (uint32_t)acc;
        }
        acc = 0;
    }
    *n = k;
    return CAIRN_OK;
}

/* base-128 digits of v, most significant first, continuation bits set */
static size_t put_base128(uint8_t *out, size_t cap, size_t at, uint64_t v, int *fits)
{
    uint8_t tmp[10];
    size_t k = 0, i;
    do {
        tmp[k++] = (uint8_t)(v & 0x7f);
        v >>= 7;
    } while (v != 0);
    for (i = 0; i < k; i++) {
        if (at + i < cap)
            out[at + i] = (uint8_t)(tmp[k - 1 - i] | (i + 1 < k ? 0x80u : 0u));
        else
            *fits = 0;
    }
    return at + k;
}

/* see enc/der.h */
int cairn_der_oid_from_arcs(uint8_t *out, size_t cap, size_t *len, const uint32_t *arcs, size_t n)
{
    size_t at, i;
    int fits = 1;
    *len = 0;
    if (arcs == NULL || n < 2 || arcs[0] > 2 || (arcs[0] < 2 && arcs[1] >= 40))
        return CAIRN_ERR_BAD_ARG;
    at = put_base128(out, cap, 0, 40u * (uint64_t)arcs[0] + arcs[1], &fits);
    for (i = 2; i < n; i++)
        at = put_base128(out, cap, at, arcs[i], &fits);
    if (!fits)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    *len = at;
    return CAIRN_OK;
}

/* ---------------- writer ---------------- */

/* see enc/der.h */
void cairn_der_writer_init(cairn_der_writer *w, uint8_t *buf, size_t cap)
{
    w->buf = buf;
    w->cap = buf != NULL ? cap : 0;
    w->len = 0;
    w->err = CAIRN_OK;
}

/* see enc/der.h */
int cairn_der_finish(const cairn_der_writer *w, size_t *len)
{
    *len = w->err == CAIRN_OK ? w->len : 0;
    return w->err;
}

/* Room for n more bytes at the end (always, when only counting). */
static int room(cairn_der_writer *w, size_t n)
{
    if (w->err != CAIRN_OK)
        return 0;
    if (w->len > SIZE_MAX - n) {
        w->err = CAIRN_ERR_BUFFER_TOO_SMALL;
        return 0;
    }
    if (w->buf != NULL && n > w->cap - w->len) {
        w->err = CAIRN_ERR_BUFFER_TOO_SMALL;
        return 0;
    }
    return 1;
}

static void put_bytes(cairn_der_writer *w, const uint8_t *p, size_t n)
{
    if (!room(w, n))
        return;
    if (w->buf != NULL && n > 0)
        memcpy(w->buf + w->len, p, n);
    w->len += n;
}

/* Encoded length octets of len into out (5 bytes), returns their count. */
static size_t len_octets(uint8_t out[5], size_t len)
{
    size_t k = 0, i;
    uint8_t tmp[4];
    if (len < 0x80) {
        out[0] = (uint8_t)len;
        return 1;
    }
    while (len != 0 && k < 4) {
        tmp[k++] = (uint8_t)len;
        len >>= 8;
    }
    out[0] = (uint8_t)(0x80u | k);
    for (i = 0; i < k; i++)
        out[1 + i] = tmp[k - 1 - i];
    return 1 + k;
}

static void put_header(cairn_der_writer *w, unsigned tag, size_t len)
{
    uint8_t h[6];
    h[0] = (uint8_t)tag;
    if (len > 0xffffffffu) {
        if (w->err == CAIRN_OK)
            w->err = CAIRN_ERR_BAD_LENGTH;
        return;
    }
    put_bytes(w, h, 1 + len_octets(h + 1, len));
}

/* see enc/der.h */
void cairn_der_put_raw(cairn_der_writer *w, const uint8_t *der, size_t len)
{
    if (!CAIRN_BUF_OK(der, len)) {
        if (w->err == CAIRN_OK)
            w->err = CAIRN_ERR_BAD_ARG;
        return;
    }
    put_bytes(w, der, len);
}

/* see enc/der.h */
void cairn_der_put_tlv(cairn_der_writer *w, unsigned tag, const uint8_t *v, size_t len)
{
    if (!CAIRN_BUF_OK(v, len)) {
        if (w->err == CAIRN_OK)
            w->err = CAIRN_ERR_BAD_ARG;
        return;
    }
    put_header(w, tag, len);
    put_bytes(w, v, len);
}

/* see enc/der.h */
size_t cairn_der_begin(cairn_der_writer *w, unsigned tag)
{
    uint8_t h[2];
    size_t mark = w->len;
    h[0] = (uint8_t)tag;
    h[1] = 0; /* one length byte for now; cairn_der_end widens it */
    put_bytes(w, h, 2);
    return mark;
}

/* see enc/der.h */
void cairn_der_end(cairn_der_writer *w, size_t mark)
{
    uint8_t l[5];
    size_t content, k;
    if (w->err != CAIRN_OK)
        return;
    if (mark > w->len || w->len - mark < 2) {
        w->err = CAIRN_ERR_BAD_ARG;
        return;
    }
    content = w->len - mark - 2;
    if (content > 0xffffffffu) {
        w->err = CAIRN_ERR_BAD_LENGTH;
        return;
    }
    k = len_octets(l, content);
    if (!room(w, k - 1))
        return;
    if (w->buf != NULL) {
        /* the content moves right by the extra length bytes */
        memmove(w->buf + mark + 1 + k, w->buf + mark + 2, content);
        memcpy(w->buf + mark + 1, l, k);
    }
    w->len += k - 1;
}

/* see enc/der.h */
void cairn_der_put_integer(cairn_der_writer *w, const uint8_t *v, size_t len)
{
    cairn_der_put_tlv(w, CAIRN_DER_INTEGER, v, len);
}

/* see enc/der.h */
void cairn_der_put_uint(cairn_der_writer *w, const uint8_t *mag, size_t len)
{
    static const uint8_t zero = 0;
    size_t extra;
    if (!CAIRN_BUF_OK(mag, len)) {
        if (w->err == CAIRN_OK)
            w->err = CAIRN_ERR_BAD_ARG;
        return;
    }
    /* The value may be secret (a private key's component): its leading zero
     * bytes are counted and its top bit read without a branch, and only
     * those two are declassified, which the encoding's length shows. */
    {
        size_t i, skip = 0;
        uint32_t zeros = 1, top;
        for (i = 0; i < len; i++) {
            zeros &= ((uint32_t)mag[i] - 1u) >> 31;
            skip += zeros;
        }
        CAIRN_DECLASSIFY(&skip, sizeof skip);
        if (skip != 0) { /* mag may be NULL with len 0 */
            mag += skip;
            len -= skip;
        }
        top = len == 0 ? 1u : (uint32_t)mag[0] >> 7;
        CAIRN_DECLASSIFY(&top, sizeof top);
        extra = top;
    }
    if (len > SIZE_MAX - extra) {
        w->err = CAIRN_ERR_BAD_LENGTH;
        return;
    }
    put_header(w, CAIRN_DER_INTEGER, len + extra);
    if (extra)
        put_bytes(w, &zero, 1);
    put_bytes(w, mag, len);
}

/* see enc/der.h */
void cairn_der_put_uint32(cairn_der_writer *w, uint32_t v)
{
    uint8_t b[4];
    cairn_store32_be(b, v);
    cairn_der_put_uint(w, b, sizeof b);
}

/* see enc/der.h */
void cairn_der_put_boolean(cairn_der_writer *w, int v)
{
    uint8_t b = v ? 0xff : 0x00;
    cairn_der_put_tlv(w, CAIRN_DER_BOOLEAN, &b, 1);
}

/* see enc/der.h */
void cairn_der_put_null(cairn_der_writer *w) { cairn_der_put_tlv(w, CAIRN_DER_NULL, NULL, 0); }

/* see enc/der.h */
void cairn_der_put_octet_string(cairn_der_writer *w, const uint8_t *v, size_t len)
{
    cairn_der_put_tlv(w, CAIRN_DER_OCTET_STRING, v, len);
}

/* see enc/der.h */
void cairn_der_put_bit_string(cairn_der_writer *w, const uint8_t *v, size_t len, unsigned unused)
{
    uint8_t u = (uint8_t)unused, last;
    if (!CAIRN_BUF_OK(v, len) || unused > 7 || (len == 0 && unused != 0) || len == SIZE_MAX) {
        if (w->err == CAIRN_OK)
            w->err = CAIRN_ERR_BAD_ARG;
        return;
    }
    put_header(w, CAIRN_DER_BIT_STRING, len + 1);
    put_bytes(w, &u, 1);
    if (len == 0)
        return;
    put_bytes(w, v, len - 1);
    last = (uint8_t)(v[len - 1] & ~((1u << unused) - 1u));
    put_bytes(w, &last, 1);
}

/* see enc/der.h */
void cairn_der_put_oid(cairn_der_writer *w, const uint8_t *v, size_t len)
{
    cairn_der_put_tlv(w, CAIRN_DER_OID, v, len);
}
