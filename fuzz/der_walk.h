/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Test support shared by fuzz/fuzz_der.c and tests/test_enc.c: reads any DER
 * structure through src/enc's typed readers (INTEGER, BOOLEAN, NULL, OID,
 * BIT STRING, OCTET STRING, SEQUENCE, SET, any constructed element by its
 * tag, other primitives as opaque content) and writes each element back
 * through the writer, so an accepted encoding can be compared with its
 * re-encoding byte for byte. DER's rule that strings are never constructed
 * is enforced here (a universal constructed tag other than SEQUENCE and SET,
 * or a primitive SEQUENCE/SET, is refused). Depth is bounded.
 */
#ifndef CAIRN_DER_WALK_H
#define CAIRN_DER_WALK_H

#include <string.h>

#include "enc/der.h"

#define DER_WALK_MAX_DEPTH 32

typedef struct {
    unsigned long elements, integers, oids, strings, constructed;
} der_walk_stats;

static int der_walk_one(cairn_der *d, cairn_der_writer *w, int depth, der_walk_stats *st);

/* Every element of a content range, in order. */
static int der_walk_all(cairn_der *c, cairn_der_writer *w, int depth, der_walk_stats *st)
{
    int rc = CAIRN_OK;
    while (rc == CAIRN_OK && c->n > 0)
        rc = der_walk_one(c, w, depth, st);
    return rc;
}

static int der_walk_one(cairn_der *d, cairn_der_writer *w, int depth, der_walk_stats *st)
{
    const uint8_t *v;
    size_t len, mark;
    unsigned tag, unused;
    cairn_der c;
    int rc, b;

    if (depth > DER_WALK_MAX_DEPTH)
        return CAIRN_ERR_DECODE;
    if ((rc = cairn_der_peek(d, &tag)) != CAIRN_OK)
        return rc;
    st->elements++;
    switch (tag) {
    case CAIRN_DER_INTEGER:
        if ((rc = cairn_der_integer(d, &v, &len)) == CAIRN_OK)
            cairn_der_put_integer(w, v, len);
        st->integers++;
        return rc;
    case CAIRN_DER_BOOLEAN:
        if ((rc = cairn_der_boolean(d, &b)) == CAIRN_OK)
            cairn_der_put_boolean(w, b);
        return rc;
    case CAIRN_DER_NULL:
        if ((rc = cairn_der_null(d)) == CAIRN_OK)
            cairn_der_put_null(w);
        return rc;
    case CAIRN_DER_OID: {
        uint32_t arcs[64];
        uint8_t re[400];
        size_t n, relen;
        if ((rc = cairn_der_oid(d, &v, &len)) != CAIRN_OK)
            return rc;
        /* arcs and back give the same content whenever the arcs fit */
        if (cairn_der_oid_to_arcs(v, len, arcs, 64, &n) == CAIRN_OK &&
            (cairn_der_oid_from_arcs(re, sizeof re, &relen, arcs, n) != CAIRN_OK || relen != len ||
             memcmp(re, v, len) != 0))
            return CAIRN_ERR_BAD_ARG; /* a reader/writer disagreement, not a decoding failure */
        cairn_der_put_oid(w, v, len);
        st->oids++;
        return CAIRN_OK;
    }
    case CAIRN_DER_BIT_STRING:
        if ((rc = cairn_der_bit_string(d, &v, &len, &unused)) == CAIRN_OK)
            cairn_der_put_bit_string(w, v, len, unused);
        st->strings++;
        return rc;
    case CAIRN_DER_OCTET_STRING:
        if ((rc = cairn_der_octet_string(d, &v, &len)) == CAIRN_OK)
            cairn_der_put_octet_string(w, v, len);
        st->strings++;
        return rc;
    case CAIRN_DER_SEQUENCE:
    case CAIRN_DER_SET:
        rc = tag == CAIRN_DER_SET ? cairn_der_set(d, &c) : cairn_der_sequence(d, &c);
        break;
    default:
        /* strings are never constructed in DER; SEQUENCE and SET always are */
        if ((tag & 0xc0u) == 0 && ((tag & CAIRN_DER_CONSTRUCTED) != 0 || tag == 0x10 || tag == 0x11))
            return CAIRN_ERR_DECODE;
        if ((rc = cairn_der_next(d, &tag, &c)) != CAIRN_OK)
            return rc;
        if ((tag & CAIRN_DER_CONSTRUCTED) == 0) {
            cairn_der_put_tlv(w, tag, c.p, c.n);
            st->strings++;
            return CAIRN_OK;
        }
        break;
    }
    if (rc != CAIRN_OK)
        return rc;
    st->constructed++;
    mark = cairn_der_begin(w, tag);
    rc = der_walk_all(&c, w, depth + 1, st);
    cairn_der_end(w, mark);
    return rc;
}

/* Reads buf[0..len) as one complete DER element and writes it to w. */
static int der_walk(const uint8_t *buf, size_t len, cairn_der_writer *w, der_walk_stats *st)
{
    cairn_der d;
    int rc;
    memset(st, 0, sizeof *st);
    cairn_der_init(&d, buf, len);
    rc = der_walk_one(&d, w, 0, st);
    if (rc == CAIRN_OK)
        rc = cairn_der_done(&d);
    return rc;
}

#endif
