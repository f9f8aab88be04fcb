/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Strict DER (X.690) reading and writing, shared by the key formats of RSA,
 * DSA, DH and the Weierstrass curves (PKCS#1, PKCS#8, SubjectPublicKeyInfo,
 * SEC1, signature SEQUENCEs). Internal: not installed.
 *
 * Reader. A cairn_der is a cursor over a byte range; reading an element
 * advances it, and a constructed element's content is a new cursor bounded
 * by that element, so no read can leave the range it was given. Everything
 * DER forbids is CAIRN_ERR_DECODE, one status for every cause:
 *  - identifiers: only the one-byte form (tag numbers 0..30; the
 *    high-tag-number form is refused), never tag 0 (BER end-of-contents);
 *  - lengths: definite only (no 0x80 indefinite form), minimal (the short
 *    form below 128, no leading zero byte in the long form), at most 4 length
 *    bytes, never past the end of the enclosing range;
 *  - INTEGER: at least one byte, minimal two's complement (no 00 before a
 *    byte < 0x80, no ff before a byte >= 0x80); cairn_der_uint refuses
 *    negative values;
 *  - BOOLEAN: one byte, 00 or ff; NULL: empty; BIT STRING: an unused-bit
 *    count 0..7, 0 when there are no bits, unused bits zero;
 *    OBJECT IDENTIFIER: non-empty, every subidentifier minimal (no leading
 *    0x80 byte) and complete;
 *  - SET: elements in ascending order of their encodings (X.690 11.6, the
 *    SET OF rule, which is what key formats use);
 *  - trailing data: cairn_der_done on the top-level cursor (and on each
 *    SEQUENCE's content when its fields are read) refuses leftover bytes.
 * The reader does not allocate, copy or recurse; encodings are public data
 * (a private key's bytes are read once, their value is not branched on except
 * for the sign and minimality of its INTEGERs, which DER makes public).
 *
 * Writer. cairn_der_writer writes forward into a caller buffer; a constructed
 * element is opened with cairn_der_begin and closed with cairn_der_end, which
 * fills in its length (moving the content when the length needs the long
 * form). Errors are sticky: once a write does not fit, every later call does
 * nothing and cairn_der_finish returns CAIRN_ERR_BUFFER_TOO_SMALL. With
 * buf = NULL the writer only counts, for sizing a buffer first.
 */
#ifndef CAIRN_ENC_DER_H
#define CAIRN_ENC_DER_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/common.h"

/* Identifier octets of the types the key formats use. */
#define CAIRN_DER_BOOLEAN 0x01u
#define CAIRN_DER_INTEGER 0x02u
#define CAIRN_DER_BIT_STRING 0x03u
#define CAIRN_DER_OCTET_STRING 0x04u
#define CAIRN_DER_NULL 0x05u
#define CAIRN_DER_OID 0x06u
#define CAIRN_DER_SEQUENCE 0x30u
#define CAIRN_DER_SET 0x31u
#define CAIRN_DER_CONSTRUCTED 0x20u
#define CAIRN_DER_CLASS_CONTEXT 0x80u
/* [n] EXPLICIT (constructed) and [n] IMPLICIT on a primitive type, n = 0..30 */
#define CAIRN_DER_EXPLICIT(n) (0xa0u | (unsigned)(n))
#define CAIRN_DER_IMPLICIT(n) (0x80u | (unsigned)(n))

typedef struct cairn_der {
    const uint8_t *p; /* next byte */
    size_t n;         /* bytes left */
} cairn_der;

/* ---------- reader ---------- */

void cairn_der_init(cairn_der *d, const uint8_t *buf, size_t len);

/* CAIRN_OK when no byte is left, CAIRN_ERR_DECODE otherwise (trailing data). */
CAIRN_WARN_UNUSED int cairn_der_done(const cairn_der *d);

/* The identifier octet of the next element without consuming it;
 * CAIRN_ERR_DECODE at the end or on a refused identifier. */
CAIRN_WARN_UNUSED int cairn_der_peek(const cairn_der *d, unsigned *tag);

/* Any element: its identifier octet and its content as a new cursor. */
CAIRN_WARN_UNUSED int cairn_der_next(cairn_der *d, unsigned *tag, cairn_der *content);

/* An element with identifier tag (a different one is CAIRN_ERR_DECODE and
 * nothing is consumed); the content cursor may be NULL to skip it. */
CAIRN_WARN_UNUSED int cairn_der_read(cairn_der *d, unsigned tag, cairn_der *content);

/* 1 when the next element has identifier tag (for OPTIONAL and DEFAULT
 * fields), 0 otherwise, including at the end. */
int cairn_der_is_next(const cairn_der *d, unsigned tag);

/* SEQUENCE, SET (element order checked), [n] EXPLICIT: the content. */
CAIRN_WARN_UNUSED int cairn_der_sequence(cairn_der *d, cairn_der *content);
CAIRN_WARN_UNUSED int cairn_der_set(cairn_der *d, cairn_der *content);
CAIRN_WARN_UNUSED int cairn_der_explicit(cairn_der *d, unsigned n, cairn_der *content);
/* [n] IMPLICIT SET OF (identifier CAIRN_DER_EXPLICIT(n), the constructed
 * form): the content, element order checked as for cairn_der_set (PKCS#8
 * attributes). */
CAIRN_WARN_UNUSED int cairn_der_implicit_set(cairn_der *d, unsigned n, cairn_der *content);

/* INTEGER: its minimal two's-complement content bytes (big-endian, signed). */
CAIRN_WARN_UNUSED int cairn_der_integer(cairn_der *d, const uint8_t **v, size_t *len);
/* Non-negative INTEGER: its magnitude, big-endian without leading zero
 * bytes (len 0 for the value 0). A negative value is CAIRN_ERR_DECODE. */
CAIRN_WARN_UNUSED int cairn_der_uint(cairn_der *d, const uint8_t **mag, size_t *len);
/* Non-negative INTEGER into out[0..outlen), left-padded with zeros;
 * CAIRN_ERR_DECODE when negative or when it needs more than outlen bytes. */
CAIRN_WARN_UNUSED int cairn_der_uint_fixed(cairn_der *d, uint8_t *out, size_t outlen);
/* Non-negative INTEGER below 2^32 (versions, small exponents). */
CAIRN_WARN_UNUSED int cairn_der_uint32(cairn_der *d, uint32_t *v);

CAIRN_WARN_UNUSED int cairn_der_boolean(cairn_der *d, int *v);
CAIRN_WARN_UNUSED int cairn_der_null(cairn_der *d);
CAIRN_WARN_UNUSED int cairn_der_octet_string(cairn_der *d, const uint8_t **v, size_t *len);
/* BIT STRING: the bytes after the unused-bit count, and that count. */
CAIRN_WARN_UNUSED int cairn_der_bit_string(cairn_der *d, const uint8_t **v, size_t *len, unsigned *unused);
/* BIT STRING of whole bytes (unused-bit count 0), as keys are carried. */
CAIRN_WARN_UNUSED int cairn_der_bit_string_bytes(cairn_der *d, const uint8_t **v, size_t *len);

/* OBJECT IDENTIFIER: its content bytes (validated). */
CAIRN_WARN_UNUSED int cairn_der_oid(cairn_der *d, const uint8_t **v, size_t *len);
/* 1 when the OID content v[0..len) is the one DER-encoded (tag, length and
 * content) in oid_der[0..oid_len), else 0. */
int cairn_der_oid_is(const uint8_t *v, size_t len, const uint8_t *oid_der, size_t oid_len);
/* OID content to arcs: arcs[0..*n); CAIRN_ERR_DECODE for invalid content,
 * CAIRN_ERR_UNSUPPORTED for an arc above 2^32 - 1, CAIRN_ERR_BUFFER_TOO_SMALL
 * for more than max arcs. */
CAIRN_WARN_UNUSED int cairn_der_oid_to_arcs(const uint8_t *v, size_t len, uint32_t *arcs, size_t max, size_t *n);
/* Arcs to OID content out[0..*len): at least two arcs, the first 0..2, the
 * second below 40 unless the first is 2 (else CAIRN_ERR_BAD_ARG). */
CAIRN_WARN_UNUSED int cairn_der_oid_from_arcs(uint8_t *out, size_t cap, size_t *len, const uint32_t *arcs,
                                              size_t n);

/* ---------- writer ---------- */

typedef struct cairn_der_writer {
    uint8_t *buf; /* NULL: count only */
    size_t cap;
    size_t len; /* bytes written so far */
    int err;    /* sticky status */
} cairn_der_writer;

void cairn_der_writer_init(cairn_der_writer *w, uint8_t *buf, size_t cap);
/* The status (CAIRN_OK, CAIRN_ERR_BUFFER_TOO_SMALL, CAIRN_ERR_BAD_ARG for a
 * misuse such as an unbalanced cairn_der_end) and the length written. */
CAIRN_WARN_UNUSED int cairn_der_finish(const cairn_der_writer *w, size_t *len);

/* Opens an element whose content the following calls write
 * (CAIRN_DER_SEQUENCE, CAIRN_DER_SET, CAIRN_DER_EXPLICIT(n), or a primitive
 * OCTET STRING or BIT STRING wrapping a nested encoding; a BIT STRING's
 * unused-bit count is then the caller's first content byte); returns the
 * mark cairn_der_end needs. Nested elements are closed innermost first. SET
 * elements are written in the order given: the caller writes them in DER
 * order. */
size_t cairn_der_begin(cairn_der_writer *w, unsigned tag);
void cairn_der_end(cairn_der_writer *w, size_t mark);

/* Pre-encoded bytes (an OID constant with its tag and length, a nested
 * encoding), copied as they are. */
void cairn_der_put_raw(cairn_der_writer *w, const uint8_t *der, size_t len);
/* A primitive element with identifier tag and content v[0..len). */
void cairn_der_put_tlv(cairn_der_writer *w, unsigned tag, const uint8_t *v, size_t len);
/* INTEGER from its two's-complement content as given (not re-minimised). */
void cairn_der_put_integer(cairn_der_writer *w, const uint8_t *v, size_t len);
/* Non-negative INTEGER from a big-endian magnitude of any length (leading
 * zeros dropped, a zero byte added before a high bit; len 0 is 0). */
void cairn_der_put_uint(cairn_der_writer *w, const uint8_t *mag, size_t len);
void cairn_der_put_uint32(cairn_der_writer *w, uint32_t v);
void cairn_der_put_boolean(cairn_der_writer *w, int v);
void cairn_der_put_null(cairn_der_writer *w);
void cairn_der_put_octet_string(cairn_der_writer *w, const uint8_t *v, size_t len);
/* BIT STRING of len bytes whose last unused (0..7) bits are padding (they
 * are written as zeros). */
void cairn_der_put_bit_string(cairn_der_writer *w, const uint8_t *v, size_t len, unsigned unused);
/* OBJECT IDENTIFIER from its content bytes (cairn_der_oid_from_arcs). */
void cairn_der_put_oid(cairn_der_writer *w, const uint8_t *v, size_t len);

#endif
