/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * src/enc against OpenSSL's ASN.1, PEM and base64 code, on seeded random
 * input ($CAIRN_TEST_SEED replays a run):
 *  - random DER structures (INTEGERs of any sign and size, BOOLEAN, NULL,
 *    OIDs, BIT STRINGs with unused bits, OCTET STRINGs, implicit and explicit
 *    context tags, SEQUENCEs and SETs, nested) built twice, by cairn's writer
 *    and by OpenSSL (i2d_ASN1_INTEGER from a BIGNUM, OBJ_txt2obj, the string
 *    types, ASN1_put_object for constructed headers): the bytes must agree;
 *  - the same bytes read back by cairn (values against the BIGNUM and the
 *    dotted OID text) and walked by OpenSSL (ASN1_get_object, d2i_ASN1_*);
 *  - mutated encodings: whatever cairn's strict reader accepts, OpenSSL
 *    parses too, element by element (the content of the types cairn checks;
 *    only the header of those it carries as opaque bytes);
 *  - base64 (EVP_EncodeBlock) and PEM (PEM_write_bio / PEM_read_bio) of
 *    random data and labels: the same text both ways, each side reads the
 *    other's.
 */
#include <openssl/asn1.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/der_walk.h"
#include "enc/der.h"
#include "enc/pem.h"
#include "testutil.h"

#define MAXDER 16384

/* A growable byte string for OpenSSL's side. */
typedef struct {
    uint8_t b[MAXDER];
    size_t n;
    int overflow;
} obuf;

static void ob_put(obuf *o, const uint8_t *p, size_t n)
{
    if (o->n + n > sizeof o->b) {
        o->overflow = 1;
        return;
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

/* i2d of an OpenSSL object appended to o */
#define OB_I2D(o, fn, obj)                                                                                           \
    do {                                                                                                             \
        unsigned char *der_ = NULL;                                                                                  \
        int l_ = fn((obj), &der_);                                                                                   \
        if (l_ > 0)                                                                                                  \
            ob_put((o), der_, (size_t)l_);                                                                           \
        else                                                                                                         \
            (o)->overflow = 1;                                                                                       \
        OPENSSL_free(der_);                                                                                          \
    } while (0)

/* A constructed header (OpenSSL's length encoding) before content c. */
static void ob_constructed(obuf *o, int tag, int xclass, const obuf *c)
{
    unsigned char hdr[16], *p = hdr;
    ASN1_put_object(&p, 1, (int)c->n, tag, xclass);
    ob_put(o, hdr, (size_t)(p - hdr));
    ob_put(o, c->b, c->n);
}

/* One random element, written by both sides. */
static void rand_both(tu_prng *r, cairn_der_writer *w, obuf *o, int depth)
{
    uint8_t b[300];
    size_t n = (size_t)tu_prng_below(r, tu_prng_below(r, 4) == 0 ? 260 : 20);
    unsigned kind = (unsigned)tu_prng_below(r, depth < 3 ? 11 : 8);
    tu_prng_fill(r, b, sizeof b);
    switch (kind) {
    case 0: { /* INTEGER: a random magnitude and sign, via BIGNUM on OpenSSL's side */
        BIGNUM *bn = BN_bin2bn(b, (int)n, NULL);
        ASN1_INTEGER *ai;
        int neg = (b[n] & 1) && !BN_is_zero(bn);
        BN_set_negative(bn, neg);
        ai = BN_to_ASN1_INTEGER(bn, NULL);
        OB_I2D(o, i2d_ASN1_INTEGER, ai);
        if (!neg) {
            cairn_der_put_uint(w, b, n);
        } else { /* two's complement of the magnitude, minimal */
            uint8_t t[301];
            size_t i, k = n + 1, s = 0;
            int carry = 1;
            t[0] = 0;
            memcpy(t + 1, b, n);
            for (i = k; i-- > 0;) { /* negate */
                int v = (uint8_t)~t[i] + carry;
                t[i] = (uint8_t)v;
                carry = v >> 8;
            }
            while (s + 1 < k && t[s] == 0xff && t[s + 1] >= 0x80)
                s++;
            cairn_der_put_integer(w, t + s, k - s);
        }
        ASN1_INTEGER_free(ai);
        BN_free(bn);
        break;
    }
    case 1: {
        int v = b[0] & 1;
        ASN1_TYPE *t = ASN1_TYPE_new();
        ASN1_TYPE_set(t, V_ASN1_BOOLEAN, v ? (void *)1 : NULL);
        OB_I2D(o, i2d_ASN1_TYPE, t);
        ASN1_TYPE_free(t);
        cairn_der_put_boolean(w, v);
        break;
    }
    case 2: {
        ASN1_TYPE *t = ASN1_TYPE_new();
        ASN1_TYPE_set(t, V_ASN1_NULL, NULL);
        OB_I2D(o, i2d_ASN1_TYPE, t);
        ASN1_TYPE_free(t);
        cairn_der_put_null(w);
        break;
    }
    case 3: { /* OID from random arcs, as dotted text for OpenSSL */
        uint32_t arcs[12];
        uint8_t c[80];
        char txt[200];
        size_t i, na = 2 + (size_t)tu_prng_below(r, 9), len, o2 = 0;
        ASN1_OBJECT *obj;
        arcs[0] = (uint32_t)tu_prng_below(r, 3);
        arcs[1] = (uint32_t)tu_prng_below(r, arcs[0] < 2 ? 40 : 100000);
        for (i = 2; i < na; i++)
            arcs[i] = (uint32_t)(tu_prng_next(r) >> (tu_prng_below(r, 33) + 31));
        for (i = 0; i < na; i++)
            o2 += (size_t)sprintf(txt + o2, i ? ".%lu" : "%lu", (unsigned long)arcs[i]);
        obj = OBJ_txt2obj(txt, 1);
        if (!CHECK(obj != NULL && cairn_der_oid_from_arcs(c, sizeof c, &len, arcs, na) == CAIRN_OK, "OID %s", txt))
            break;
        OB_I2D(o, i2d_ASN1_OBJECT, obj);
        ASN1_OBJECT_free(obj);
        cairn_der_put_oid(w, c, len);
        break;
    }
    case 4: { /* BIT STRING with unused bits (zeroed by both) */
        unsigned unused = n == 0 ? 0 : b[299] & 7;
        ASN1_BIT_STRING *bs = ASN1_BIT_STRING_new();
        ASN1_BIT_STRING_set(bs, b, (int)n);
        bs->flags &= ~0x07L;
        bs->flags |= ASN1_STRING_FLAG_BITS_LEFT | (long)unused;
        OB_I2D(o, i2d_ASN1_BIT_STRING, bs);
        ASN1_BIT_STRING_free(bs);
        cairn_der_put_bit_string(w, b, n, unused);
        break;
    }
    case 5: {
        ASN1_OCTET_STRING *os = ASN1_OCTET_STRING_new();
        ASN1_OCTET_STRING_set(os, b, (int)n);
        OB_I2D(o, i2d_ASN1_OCTET_STRING, os);
        ASN1_OCTET_STRING_free(os);
        cairn_der_put_octet_string(w, b, n);
        break;
    }
    case 6: { /* [t] IMPLICIT OCTET STRING */
        int t = (int)tu_prng_below(r, 31);
        unsigned char hdr[16], *p = hdr;
        ASN1_put_object(&p, 0, (int)n, t, V_ASN1_CONTEXT_SPECIFIC);
        ob_put(o, hdr, (size_t)(p - hdr));
        ob_put(o, b, n);
        cairn_der_put_tlv(w, CAIRN_DER_IMPLICIT(t), b, n);
        break;
    }
    case 7: { /* an opaque universal string type: UTF8String */
        ASN1_UTF8STRING *s = ASN1_UTF8STRING_new();
        size_t i;
        for (i = 0; i < n; i++)
            b[i] = (uint8_t)('a' + b[i] % 26);
        ASN1_STRING_set(s, b, (int)n);
        OB_I2D(o, i2d_ASN1_UTF8STRING, s);
        ASN1_UTF8STRING_free(s);
        cairn_der_put_tlv(w, 0x0c, b, n);
        break;
    }
    case 8:
    case 9: { /* SEQUENCE or [t] EXPLICIT */
        static obuf inner[8];
        size_t k, cnt = (size_t)tu_prng_below(r, 5), mark;
        int t = (int)tu_prng_below(r, 31);
        obuf *c = &inner[depth];
        c->n = 0;
        mark = cairn_der_begin(w, kind == 8 ? CAIRN_DER_SEQUENCE : CAIRN_DER_EXPLICIT(t));
        for (k = 0; k < cnt; k++)
            rand_both(r, w, c, depth + 1);
        cairn_der_end(w, mark);
        if (c->overflow)
            o->overflow = 1;
        ob_constructed(o, kind == 8 ? V_ASN1_SEQUENCE : t, kind == 8 ? V_ASN1_UNIVERSAL : V_ASN1_CONTEXT_SPECIFIC, c);
        break;
    }
    default: { /* SET of INTEGERs, sorted by their encodings on both sides */
        static obuf inner[8];
        uint8_t el[6][8];
        size_t cnt = (size_t)tu_prng_below(r, 6), k, j, mark;
        obuf *c = &inner[depth];
        for (k = 0; k < cnt; k++) { /* small non-negative INTEGERs: 02 01 xx with xx < 0x80 */
            el[k][0] = 2;
            el[k][1] = 1;
            el[k][2] = (uint8_t)(b[k] & 0x7f);
        }
        for (k = 1; k < cnt; k++)
            for (j = k; j > 0 && memcmp(el[j - 1], el[j], 3) > 0; j--) {
                uint8_t t[3];
                memcpy(t, el[j], 3);
                memcpy(el[j], el[j - 1], 3);
                memcpy(el[j - 1], t, 3);
            }
        c->n = 0;
        mark = cairn_der_begin(w, CAIRN_DER_SET);
        for (k = 0; k < cnt; k++) {
            ASN1_INTEGER *ai = ASN1_INTEGER_new();
            ASN1_INTEGER_set(ai, el[k][2]);
            OB_I2D(c, i2d_ASN1_INTEGER, ai);
            ASN1_INTEGER_free(ai);
            cairn_der_put_uint32(w, el[k][2]);
        }
        cairn_der_end(w, mark);
        ob_constructed(o, V_ASN1_SET, V_ASN1_UNIVERSAL, c);
        break;
    }
    }
}

/* OpenSSL walks one element of p[0..n): the header through ASN1_get_object
 * and, for the typed primitives, the content through their d2i. Returns the
 * bytes consumed, or 0 when OpenSSL refuses. Constructed content recurses. */
static size_t ossl_walk(const unsigned char *p, size_t n, int depth)
{
    const unsigned char *q = p, *start = p;
    long len;
    int tag, xclass, ret;
    size_t hdr, used;
    if (depth > DER_WALK_MAX_DEPTH + 1)
        return 0;
    ret = ASN1_get_object(&q, &len, &tag, &xclass, (long)n);
    if (ret & 0x80)
        return 0;
    hdr = (size_t)(q - start);
    if (ret & V_ASN1_CONSTRUCTED) {
        size_t off = 0;
        if (ret == 0x21) /* indefinite length */
            return 0;
        while (off < (size_t)len) {
            used = ossl_walk(q + off, (size_t)len - off, depth + 1);
            if (used == 0)
                return 0;
            off += used;
        }
        return hdr + (size_t)len;
    }
    if (xclass == V_ASN1_UNIVERSAL) {
        const unsigned char *d = start;
        void *obj = NULL;
        switch (tag) {
        case V_ASN1_INTEGER:
            obj = d2i_ASN1_INTEGER(NULL, &d, (long)(hdr + (size_t)len));
            ASN1_INTEGER_free(obj);
            break;
        case V_ASN1_OBJECT:
            obj = d2i_ASN1_OBJECT(NULL, &d, (long)(hdr + (size_t)len));
            ASN1_OBJECT_free(obj);
            break;
        case V_ASN1_BIT_STRING:
            obj = d2i_ASN1_BIT_STRING(NULL, &d, (long)(hdr + (size_t)len));
            ASN1_BIT_STRING_free(obj);
            break;
        case V_ASN1_BOOLEAN:
        case V_ASN1_NULL:
        case V_ASN1_OCTET_STRING:
            obj = d2i_ASN1_TYPE(NULL, &d, (long)(hdr + (size_t)len));
            ASN1_TYPE_free(obj);
            break;
        default:
            /* types cairn reads as opaque content (text strings, times):
             * their content rules (a UniversalString's multiple of 4 bytes)
             * are not the DER reader's, only the header is compared */
            return hdr + (size_t)len;
        }
        if (obj == NULL)
            return 0;
    }
    return hdr + (size_t)len;
}

static void test_structures(void)
{
    static uint8_t mine[MAXDER], copy[MAXDER];
    static obuf theirs;
    tu_prng r;
    size_t i, len, clen, agree = 0, mut_ok = 0;
    cairn_der_writer w;
    der_walk_stats st;

    tu_prng_seed(&r, tu_seed(0xd1ff));
    for (i = 0; i < 3000; i++) {
        theirs.n = 0;
        theirs.overflow = 0;
        cairn_der_writer_init(&w, mine, sizeof mine);
        rand_both(&r, &w, &theirs, 0);
        if (cairn_der_finish(&w, &len) != CAIRN_OK || theirs.overflow)
            continue; /* a structure too large for the buffers: skipped on both sides */
        if (!CHECK(len == theirs.n && memcmp(mine, theirs.b, len) == 0, "structure %zu: cairn and OpenSSL agree", i)) {
            tu_print_hex(stdout, mine, len);
            printf("\n");
            tu_print_hex(stdout, theirs.b, theirs.n);
            printf("\n");
            continue;
        }
        agree++;
        CHECK(ossl_walk(mine, len, 0) == len, "structure %zu: OpenSSL reads cairn's encoding", i);
        cairn_der_writer_init(&w, copy, sizeof copy);
        CHECK(der_walk(theirs.b, theirs.n, &w, &st) == CAIRN_OK && cairn_der_finish(&w, &clen) == CAIRN_OK &&
                  clen == len && memcmp(copy, mine, len) == 0,
              "structure %zu: cairn reads OpenSSL's encoding", i);
        /* mutations: what cairn accepts, OpenSSL parses to the same extent */
        {
            size_t k;
            for (k = 0; k < 4; k++) {
                size_t m = len;
                memcpy(copy, mine, len);
                copy[tu_prng_below(&r, len)] ^= (uint8_t)(1u << tu_prng_below(&r, 8));
                if (k == 3)
                    m = tu_prng_below(&r, len + 1);
                cairn_der_writer_init(&w, NULL, 0);
                if (der_walk(copy, m, &w, &st) == CAIRN_OK) {
                    mut_ok++;
                    if (!CHECK(ossl_walk(copy, m, 0) == m,
                               "structure %zu mutation %zu: accepted by cairn, and by OpenSSL", i, k)) {
                        tu_print_hex(stdout, copy, m);
                        printf("\n");
                    }
                }
            }
        }
    }
    printf("DER: %zu random structures encoded identically by cairn and OpenSSL; %zu mutations accepted by both\n",
           agree, mut_ok);
    CHECK(agree > 2500, "most structures compared (%zu)", agree);
}

/* INTEGER values: cairn's reading of OpenSSL's encoding of a BIGNUM. */
static void test_integers(void)
{
    tu_prng r;
    size_t i;
    tu_prng_seed(&r, tu_seed(0x1e6));
    for (i = 0; i < 2000; i++) {
        uint8_t b[80], fixed[80];
        size_t n = (size_t)tu_prng_below(&r, 80), len;
        int neg;
        BIGNUM *bn;
        ASN1_INTEGER *ai;
        unsigned char *der = NULL;
        const uint8_t *v;
        cairn_der d;
        int l, rc;
        tu_prng_fill(&r, b, n);
        if (n > 0 && tu_prng_below(&r, 3) == 0)
            b[0] = 0; /* leading zeros of the magnitude */
        bn = BN_bin2bn(b, (int)n, NULL);
        neg = (int)tu_prng_below(&r, 2) && !BN_is_zero(bn);
        BN_set_negative(bn, neg);
        ai = BN_to_ASN1_INTEGER(bn, NULL);
        l = i2d_ASN1_INTEGER(ai, &der);
        cairn_der_init(&d, der, (size_t)l);
        rc = cairn_der_uint(&d, &v, &len);
        if (neg) {
            CHECK_RC(rc, CAIRN_ERR_DECODE, "negative INTEGER refused as non-negative");
            CHECK(cairn_der_integer(&d, &v, &len) == CAIRN_OK && (v[0] & 0x80), "read as an INTEGER: negative");
        } else {
            uint8_t mag[80];
            int ml = BN_bn2bin(bn, mag);
            CHECK(rc == CAIRN_OK && len == (size_t)ml && memcmp(v, mag, len) == 0, "INTEGER magnitude of %zu bytes", n);
            cairn_der_init(&d, der, (size_t)l);
            CHECK(cairn_der_uint_fixed(&d, fixed, 80) == CAIRN_OK && BN_bn2binpad(bn, mag, 80) == 80 &&
                      memcmp(fixed, mag, 80) == 0,
                  "uint_fixed");
        }
        OPENSSL_free(der);
        ASN1_INTEGER_free(ai);
        BN_free(bn);
    }
}

static void test_base64_pem(void)
{
    static uint8_t data[3000], back[3000];
    static char mine[5000], theirs[5000];
    static const char labchars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcxyz";
    tu_prng r;
    size_t i;
    tu_prng_seed(&r, tu_seed(0xb64));
    for (i = 0; i < 1000; i++) {
        size_t n = (size_t)tu_prng_below(&r, i < 500 ? 200 : 3000), len, blen, k, ll;
        int tl, dl;
        char label[40];
        const char *lp;
        BIO *bio;
        char *name = NULL, *header = NULL;
        unsigned char *odata = NULL;
        long olen = 0;
        BUF_MEM *mem;

        tu_prng_fill(&r, data, n);
        /* base64 */
        tl = EVP_EncodeBlock((unsigned char *)theirs, data, (int)n);
        CHECK(cairn_base64_encode(mine, sizeof mine, &len, data, n) == CAIRN_OK && len == (size_t)tl &&
                  memcmp(mine, theirs, len) == 0,
              "base64 of %zu bytes: same as EVP_EncodeBlock", n);
        dl = EVP_DecodeBlock(back, (const unsigned char *)mine, (int)len);
        CHECK(dl >= (int)n && memcmp(back, data, n) == 0, "EVP_DecodeBlock reads cairn's base64");
        CHECK(cairn_base64_decode(back, sizeof back, &blen, theirs, (size_t)tl) == CAIRN_OK && blen == n &&
                  memcmp(back, data, n) == 0,
              "cairn reads EVP_EncodeBlock's base64");

        /* PEM: a random label of letters and single spaces */
        ll = 1 + (size_t)tu_prng_below(&r, 30);
        for (k = 0; k < ll; k++)
            label[k] = (k > 0 && k + 1 < ll && tu_prng_below(&r, 6) == 0 && label[k - 1] != ' ')
                           ? ' '
                           : labchars[tu_prng_below(&r, sizeof labchars - 1)];
        label[ll] = 0;
        bio = BIO_new(BIO_s_mem());
        PEM_write_bio(bio, label, "", data, (long)n);
        BIO_get_mem_ptr(bio, &mem);
        CHECK(cairn_pem_encode(mine, sizeof mine, &len, label, data, n) == CAIRN_OK && len == mem->length &&
                  memcmp(mine, mem->data, len) == 0,
              "PEM of %zu bytes, label '%s': same as PEM_write_bio", n, label);
        CHECK(cairn_pem_decode(back, sizeof back, &blen, &lp, &k, mem->data, mem->length) == CAIRN_OK && blen == n &&
                  memcmp(back, data, n) == 0 && k == ll && memcmp(lp, label, ll) == 0,
              "cairn reads PEM_write_bio's block");
        BIO_free(bio);
        bio = BIO_new_mem_buf(mine, (int)len);
        /* PEM_read_bio refuses a block without data (its writer makes one) */
        CHECK(n == 0 || (PEM_read_bio(bio, &name, &header, &odata, &olen) == 1 && strcmp(name, label) == 0 &&
                         olen == (long)n && memcmp(odata, data, n) == 0),
              "PEM_read_bio reads cairn's block (%zu bytes, label '%s')", n, label);
        OPENSSL_free(name);
        OPENSSL_free(header);
        OPENSSL_free(odata);
        BIO_free(bio);
    }
}

int main(void)
{
    test_structures();
    test_integers();
    test_base64_pem();
    return tu_finish("test_diff_enc");
}
