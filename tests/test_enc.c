/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * src/enc: the strict DER reader and writer, base64 and PEM.
 *  - hand-made valid encodings of every type read to the right values, and
 *    written back to the same bytes;
 *  - hand-made malformed encodings, at least one per rule of enc/der.h and
 *    enc/pem.h, refused with CAIRN_ERR_DECODE and without consuming input;
 *  - the writer: exact encodings, long-form lengths (the content moved),
 *    OCTET STRING and BIT STRING wrappers, count-only mode, a full buffer,
 *    misuse; [n] IMPLICIT SET OF read in DER order only;
 *  - random structures: written, read back element by element, rewritten
 *    byte for byte; random base64 and PEM round trips in every layout;
 *  - the SubjectPublicKeyInfo and PKCS#8 keys of the Wycheproof files (DER
 *    and PEM), when the vectors are present: each read and rewritten byte
 *    for byte, each PEM decoding to its DER.
 * The differential test against OpenSSL is test_diff_enc.c.
 */
#include <stdlib.h>
#include <string.h>

#include "../fuzz/der_walk.h"
#include "enc/der.h"
#include "enc/pem.h"
#include "json.h"
#include "testutil.h"

/* hex with optional spaces between bytes */
static size_t unhex(uint8_t *out, size_t cap, const char *h)
{
    static char tight[20000];
    size_t k = 0;
    long n;
    for (; *h && k + 1 < sizeof tight; h++)
        if (*h != ' ')
            tight[k++] = *h;
    tight[k] = 0;
    n = tu_unhex_into(out, cap, tight);
    if (n < 0) {
        fprintf(stderr, "bad hex in test: %s\n", h);
        exit(1);
    }
    return (size_t)n;
}

/* Walks hex as one complete DER element: the status, and on success the
 * rewrite must equal the input. */
static int walk_hex(const char *h)
{
    uint8_t in[1024], out[1100];
    size_t n = unhex(in, sizeof in, h), len;
    cairn_der_writer w;
    der_walk_stats st;
    int rc;
    cairn_der_writer_init(&w, out, sizeof out);
    rc = der_walk(in, n, &w, &st);
    if (rc == CAIRN_OK) {
        CHECK(cairn_der_finish(&w, &len) == CAIRN_OK && len == n && memcmp(out, in, n) == 0,
              "rewrite of %s is byte for byte", h);
    }
    return rc;
}

/* ---------------- DER: valid encodings ---------------- */

static void test_der_valid(void)
{
    static const char *const ok[] = {
        "020100", "02017f", "02020080", "020180", "0202ff7f", "0209008000000000000000", "0101ff", "010100", "0500",
        "06092a864886f70d010101", "0603883703", "06010a", "03020000", "030204f0", "030100", "0400", "0403010203",
        "300aa0030201020203010001", "3000", "3106020101020102", "3106020101020101", "a0020500", "800101",
        "0c03616263", "170d3234303130313030303030305a", "3006300430020500", "300ca00aa008a006a004a0020500"};
    uint8_t buf[1024];
    const uint8_t *v;
    size_t i, n, len;
    uint32_t u32, arcs[16];
    int b;
    cairn_der d, c, c2;
    unsigned tag, unused;

    for (i = 0; i < sizeof ok / sizeof ok[0]; i++)
        CHECK_RC(walk_hex(ok[i]), CAIRN_OK, ok[i]);

    /* integers: values through the typed readers */
    n = unhex(buf, sizeof buf, "02020080");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_uint(&d, &v, &len), CAIRN_OK, "uint 128");
    CHECK(len == 1 && v[0] == 0x80 && cairn_der_done(&d) == CAIRN_OK, "128: magnitude 80, nothing left");
    n = unhex(buf, sizeof buf, "020100");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_uint(&d, &v, &len), CAIRN_OK, "uint 0");
    CHECK(len == 0, "0: empty magnitude");
    n = unhex(buf, sizeof buf, "0205 00ffffffff");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_uint32(&d, &u32), CAIRN_OK, "uint32 2^32-1");
    CHECK(u32 == 0xffffffffu, "uint32 value");
    n = unhex(buf, sizeof buf, "0203010001");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_uint32(&d, &u32), CAIRN_OK, "uint32 65537");
    CHECK(u32 == 65537, "65537");
    n = unhex(buf, sizeof buf, "0202ff7f");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_integer(&d, &v, &len), CAIRN_OK, "integer -129");
    CHECK(len == 2 && v[0] == 0xff && v[1] == 0x7f, "-129 content");
    {
        uint8_t fixed[4];
        n = unhex(buf, sizeof buf, "020300ff01");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_uint_fixed(&d, fixed, 4), CAIRN_OK, "uint_fixed");
        CHECK(memcmp(fixed, "\x00\x00\xff\x01", 4) == 0, "uint_fixed left-padded");
    }
    /* booleans, null, strings */
    n = unhex(buf, sizeof buf, "0101ff010100050004020102030204f0030100");
    cairn_der_init(&d, buf, n);
    CHECK(cairn_der_boolean(&d, &b) == CAIRN_OK && b == 1, "TRUE");
    CHECK(cairn_der_boolean(&d, &b) == CAIRN_OK && b == 0, "FALSE");
    CHECK_RC(cairn_der_null(&d), CAIRN_OK, "NULL");
    CHECK(cairn_der_octet_string(&d, &v, &len) == CAIRN_OK && len == 2 && v[0] == 1 && v[1] == 2, "OCTET STRING");
    CHECK(cairn_der_bit_string(&d, &v, &len, &unused) == CAIRN_OK && len == 1 && v[0] == 0xf0 && unused == 4,
          "BIT STRING, 4 unused bits");
    CHECK(cairn_der_bit_string_bytes(&d, &v, &len) == CAIRN_OK && len == 0, "empty BIT STRING");
    CHECK_RC(cairn_der_done(&d), CAIRN_OK, "all read");

    /* OIDs: rsaEncryption and a first arc of 2 with a large second arc */
    {
        static const uint8_t rsa[] = {0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01};
        static const uint32_t rsa_arcs[] = {1, 2, 840, 113549, 1, 1, 1};
        static const uint32_t big[] = {2, 999, 3, 0xffffffffu};
        uint8_t enc[32];
        cairn_der_init(&d, rsa, sizeof rsa);
        CHECK_RC(cairn_der_oid(&d, &v, &len), CAIRN_OK, "rsaEncryption");
        CHECK(cairn_der_oid_is(v, len, rsa, sizeof rsa), "oid_is the constant");
        CHECK(!cairn_der_oid_is(v, len - 1, rsa, sizeof rsa), "oid_is: a prefix is another OID");
        CHECK(!cairn_der_oid_is(v, len, rsa, sizeof rsa - 1), "oid_is: a truncated constant");
        CHECK_RC(cairn_der_oid_to_arcs(v, len, arcs, 16, &n), CAIRN_OK, "arcs");
        CHECK(n == 7 && memcmp(arcs, rsa_arcs, sizeof rsa_arcs) == 0, "1.2.840.113549.1.1.1");
        CHECK_RC(cairn_der_oid_to_arcs(v, len, arcs, 6, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "arcs: room for 6");
        CHECK_RC(cairn_der_oid_from_arcs(enc, sizeof enc, &len, rsa_arcs, 7), CAIRN_OK, "from arcs");
        CHECK(len == 9 && memcmp(enc, rsa + 2, 9) == 0, "rsaEncryption from its arcs");
        CHECK_RC(cairn_der_oid_from_arcs(enc, 8, &len, rsa_arcs, 7), CAIRN_ERR_BUFFER_TOO_SMALL, "from arcs: short");
        CHECK_RC(cairn_der_oid_from_arcs(enc, sizeof enc, &len, big, 4), CAIRN_OK, "2.999.3.4294967295");
        CHECK(len == 8 && memcmp(enc, "\x88\x37\x03\x8f\xff\xff\xff\x7f", 8) == 0, "2.999 is 0x8837");
        CHECK_RC(cairn_der_oid_to_arcs(enc, len, arcs, 16, &n), CAIRN_OK, "and back");
        CHECK(n == 4 && memcmp(arcs, big, sizeof big) == 0, "arcs of 2.999.3.4294967295");
        {
            static const uint32_t bad1[] = {3, 1}, bad2[] = {1, 40}, one[] = {1};
            CHECK_RC(cairn_der_oid_from_arcs(enc, sizeof enc, &len, bad1, 2), CAIRN_ERR_BAD_ARG, "first arc 3");
            CHECK_RC(cairn_der_oid_from_arcs(enc, sizeof enc, &len, bad2, 2), CAIRN_ERR_BAD_ARG, "1.40");
            CHECK_RC(cairn_der_oid_from_arcs(enc, sizeof enc, &len, one, 1), CAIRN_ERR_BAD_ARG, "one arc");
        }
        /* an arc of 2^32 is valid DER but does not fit a uint32_t */
        n = unhex(buf, sizeof buf, "2a9080808000");
        CHECK_RC(cairn_der_oid_to_arcs(buf, n, arcs, 16, &len), CAIRN_ERR_UNSUPPORTED, "arc 2^32");
    }

    /* nesting: SEQUENCE { [0] { INTEGER 2 }, INTEGER 65537 }, then an optional field */
    n = unhex(buf, sizeof buf, "300aa003020102020301000130");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_sequence(&d, &c), CAIRN_OK, "outer SEQUENCE");
    CHECK(cairn_der_is_next(&c, CAIRN_DER_EXPLICIT(0)) && !cairn_der_is_next(&c, CAIRN_DER_EXPLICIT(1)), "is_next [0]");
    CHECK_RC(cairn_der_explicit(&c, 0, &c2), CAIRN_OK, "[0]");
    CHECK(cairn_der_uint32(&c2, &u32) == CAIRN_OK && u32 == 2 && cairn_der_done(&c2) == CAIRN_OK, "version 2");
    CHECK(cairn_der_uint32(&c, &u32) == CAIRN_OK && u32 == 65537 && cairn_der_done(&c) == CAIRN_OK, "e");
    CHECK(!cairn_der_is_next(&c, CAIRN_DER_INTEGER), "is_next at the end");
    CHECK_RC(cairn_der_explicit(&c, 31, &c2), CAIRN_ERR_BAD_ARG, "[31] is not a one-byte tag");
    CHECK_RC(cairn_der_done(&d), CAIRN_ERR_DECODE, "the top level has trailing data (0x30)");
    CHECK_RC(cairn_der_next(&d, &tag, NULL), CAIRN_ERR_DECODE, "a lone 0x30 is no element");

    /* [0] IMPLICIT SET OF (PKCS#8 attributes): the content, in DER order only */
    n = unhex(buf, sizeof buf, "a006 020101 020102 0500");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_implicit_set(&d, 0, &c), CAIRN_OK, "[0] IMPLICIT SET OF, ordered");
    CHECK(c.n == 6 && c.p == buf + 2 && cairn_der_is_next(&d, CAIRN_DER_NULL), "its content, the cursor past it");
    n = unhex(buf, sizeof buf, "a006 020102 020101");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_implicit_set(&d, 0, &c), CAIRN_ERR_DECODE, "[0] IMPLICIT SET OF, out of order");
    CHECK(d.p == buf && d.n == n, "nothing consumed");
    n = unhex(buf, sizeof buf, "a000");
    cairn_der_init(&d, buf, n);
    CHECK(cairn_der_implicit_set(&d, 0, &c) == CAIRN_OK && c.n == 0, "empty [0] IMPLICIT SET OF");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_implicit_set(&d, 1, &c), CAIRN_ERR_DECODE, "[1] asked, [0] found");
    CHECK_RC(cairn_der_implicit_set(&d, 31, &c), CAIRN_ERR_BAD_ARG, "[31] is not a one-byte tag");
    n = unhex(buf, sizeof buf, "8000");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_implicit_set(&d, 0, &c), CAIRN_ERR_DECODE, "[0] primitive is not a SET");
    n = unhex(buf, sizeof buf, "a003 0201");
    cairn_der_init(&d, buf, n);
    CHECK_RC(cairn_der_implicit_set(&d, 0, &c), CAIRN_ERR_DECODE, "an element cut short inside");

    /* long-form lengths */
    memset(buf, 0x41, sizeof buf);
    buf[0] = 0x04;
    buf[1] = 0x81;
    buf[2] = 200;
    CHECK_RC(walk_hex("0481c8"), CAIRN_ERR_DECODE, "a 200-byte length without the content");
    cairn_der_init(&d, buf, 203);
    CHECK(cairn_der_octet_string(&d, &v, &len) == CAIRN_OK && len == 200 && v == buf + 3, "200-byte OCTET STRING");
    buf[1] = 0x82;
    buf[2] = 0x01;
    buf[3] = 0x2c;
    cairn_der_init(&d, buf, 304);
    CHECK(cairn_der_octet_string(&d, &v, &len) == CAIRN_OK && len == 300 && cairn_der_done(&d) == CAIRN_OK,
          "300-byte OCTET STRING");
}

/* ---------------- DER: every rule broken ---------------- */

static void test_der_malformed(void)
{
    static const struct {
        const char *hex, *why;
    } bad[] = {
        {"", "empty input"},
        {"04", "identifier without a length"},
        {"0405010203", "length past the end"},
        {"3080020100 0000", "indefinite length"},
        {"048105 0102030405", "long form where the short form fits"},
        {"04820005 0102030405", "long form with a leading zero byte"},
        {"0481", "long form without its length byte"},
        {"048500000000050102030405", "five length bytes"},
        {"1f2200", "high-tag-number form"},
        {"0000", "tag 0 (end-of-contents)"},
        {"0200", "empty INTEGER"},
        {"0202007f", "INTEGER with a redundant 00"},
        {"0202ff80", "INTEGER with a redundant ff"},
        {"010101", "BOOLEAN neither 00 nor ff"},
        {"01020000", "BOOLEAN of two bytes"},
        {"0100", "empty BOOLEAN"},
        {"050100", "NULL with content"},
        {"0600", "empty OID"},
        {"06028001", "OID subidentifier with a leading 0x80"},
        {"06022a86", "OID ending inside a subidentifier"},
        {"03020800", "BIT STRING with 8 unused bits"},
        {"030101", "empty BIT STRING with unused bits"},
        {"030204f1", "BIT STRING with non-zero unused bits"},
        {"0300", "BIT STRING without its unused-bit count"},
        {"3106020102020101", "SET elements out of order"},
        {"310602010102", "SET with a truncated element"},
        {"050000", "trailing data at the top level"},
        {"3003040500", "element longer than its SEQUENCE"},
        {"30030500 05", "an element cut by the end of its SEQUENCE"},
        {"2403040100", "constructed OCTET STRING"},
        {"1000", "primitive SEQUENCE"},
        {"a00402020001", "bad INTEGER inside [0]"},
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_RC(walk_hex(bad[i].hex), CAIRN_ERR_DECODE, bad[i].why);

    /* deep nesting is refused by the walker's bound, not by the stack */
    {
        uint8_t deep[200];
        cairn_der_writer w;
        der_walk_stats st;
        size_t k, n = 0;
        for (k = 0; k < 40; k++) {
            deep[n++] = 0x30;
            deep[n++] = (uint8_t)(2 * (40 - k - 1));
        }
        cairn_der_writer_init(&w, NULL, 0);
        CHECK_RC(der_walk(deep, n, &w, &st), CAIRN_ERR_DECODE, "40 nested SEQUENCEs exceed the walker's depth");
    }

    /* typed readers: a wrong tag or a content rule leaves the cursor where it was */
    {
        uint8_t buf[32];
        size_t n = unhex(buf, sizeof buf, "0202007f"), len;
        const uint8_t *v;
        uint32_t u;
        uint8_t fixed[2];
        int b;
        unsigned unused;
        cairn_der d, c;
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_integer(&d, &v, &len), CAIRN_ERR_DECODE, "non-minimal INTEGER");
        CHECK(d.p == buf && d.n == n, "cursor unchanged after a refused INTEGER");
        CHECK_RC(cairn_der_octet_string(&d, &v, &len), CAIRN_ERR_DECODE, "INTEGER read as OCTET STRING");
        CHECK(d.p == buf && d.n == n, "cursor unchanged after a wrong tag");
        n = unhex(buf, sizeof buf, "020180");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_uint(&d, &v, &len), CAIRN_ERR_DECODE, "negative where non-negative is required");
        CHECK(d.p == buf, "cursor unchanged after a negative");
        CHECK_RC(cairn_der_integer(&d, &v, &len), CAIRN_OK, "but a valid INTEGER (-128)");
        n = unhex(buf, sizeof buf, "02050100000000");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_uint32(&d, &u), CAIRN_ERR_DECODE, "2^32 does not fit uint32");
        n = unhex(buf, sizeof buf, "0203010000");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_uint_fixed(&d, fixed, 2), CAIRN_ERR_DECODE, "65536 does not fit 2 bytes");
        CHECK(d.p == buf, "cursor unchanged after a too-large INTEGER");
        n = unhex(buf, sizeof buf, "030204f0");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_bit_string_bytes(&d, &v, &len), CAIRN_ERR_DECODE, "key BIT STRING with unused bits");
        CHECK(d.p == buf && cairn_der_bit_string(&d, &v, &len, &unused) == CAIRN_OK, "cursor unchanged");
        n = unhex(buf, sizeof buf, "010101");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_boolean(&d, &b), CAIRN_ERR_DECODE, "BOOLEAN 01");
        n = unhex(buf, sizeof buf, "050100");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_null(&d), CAIRN_ERR_DECODE, "NULL 00");
        n = unhex(buf, sizeof buf, "06028001");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_oid(&d, &v, &len), CAIRN_ERR_DECODE, "OID 80 01");
        CHECK_RC(cairn_der_oid_to_arcs(buf + 2, 2, &u, 1, &len), CAIRN_ERR_DECODE, "to_arcs on bad content");
        n = unhex(buf, sizeof buf, "3106020102020101");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_set(&d, &c), CAIRN_ERR_DECODE, "SET out of order");
        CHECK(d.p == buf, "cursor unchanged after a refused SET");
        n = unhex(buf, sizeof buf, "300502010105");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_sequence(&d, &c), CAIRN_ERR_DECODE, "SEQUENCE whose length runs past the input");
        n = unhex(buf, sizeof buf, "30050201010500");
        cairn_der_init(&d, buf, n);
        CHECK_RC(cairn_der_sequence(&d, &c), CAIRN_OK, "SEQUENCE { INTEGER 1, NULL }");
        CHECK(cairn_der_uint32(&c, &u) == CAIRN_OK && cairn_der_done(&c) == CAIRN_ERR_DECODE,
              "a field left unread is trailing data in the SEQUENCE");
        cairn_der_init(&d, NULL, 5);
        CHECK(d.n == 0 && cairn_der_done(&d) == CAIRN_OK, "NULL buffer: an empty cursor");
    }
}

/* ---------------- DER writer ---------------- */

static void test_der_writer(void)
{
    uint8_t buf[512], big[300];
    static const uint8_t oid[] = {0x06, 0x03, 0x2b, 0x65, 0x70}; /* Ed25519 */
    static const uint8_t mag[] = {0x00, 0x00, 0x80, 0x01};
    uint8_t want[512];
    size_t len, wlen, mark, mark2, cnt;
    cairn_der_writer w;
    int k;

    memset(big, 0x42, sizeof big);
    for (k = 0; k < 2; k++) { /* once writing, once counting */
        cairn_der_writer_init(&w, k == 0 ? buf : NULL, sizeof buf);
        mark = cairn_der_begin(&w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint32(&w, 0);
        mark2 = cairn_der_begin(&w, CAIRN_DER_EXPLICIT(0));
        cairn_der_put_raw(&w, oid, sizeof oid);
        cairn_der_end(&w, mark2);
        cairn_der_put_uint(&w, mag, sizeof mag);
        cairn_der_put_uint(&w, NULL, 0);
        cairn_der_put_bit_string(&w, (const uint8_t *)"\xff\xff", 2, 3);
        cairn_der_put_null(&w);
        cairn_der_put_boolean(&w, 7);
        cairn_der_put_octet_string(&w, big, sizeof big);
        cairn_der_put_tlv(&w, CAIRN_DER_IMPLICIT(1), (const uint8_t *)"\x01", 1);
        cairn_der_end(&w, mark);
        CHECK_RC(cairn_der_finish(&w, k == 0 ? &len : &cnt), CAIRN_OK, "writer");
    }
    wlen = unhex(want, sizeof want, "3082014f 020100 a005 06032b6570 0203008001 020100 030303fff8 0500 0101ff 0482012c");
    memset(want + wlen, 0x42, 300);
    wlen += 300;
    wlen += unhex(want + wlen, sizeof want - wlen, "810101");
    if (!CHECK(len == wlen && memcmp(buf, want, wlen) == 0, "writer output (long-form SEQUENCE, content moved)")) {
        tu_print_hex(stdout, buf, len);
        printf("\n");
    }
    CHECK(cnt == len, "count-only writer: same length");
    CHECK_RC(walk_hex("0101ff"), CAIRN_OK, "walk");

    /* OCTET STRING and BIT STRING wrapping a nested encoding (PKCS#8, SPKI),
     * with a long-form length for the content to move */
    for (k = 0; k < 2; k++) {
        cairn_der_writer_init(&w, k == 0 ? buf : NULL, sizeof buf);
        mark = cairn_der_begin(&w, CAIRN_DER_OCTET_STRING);
        mark2 = cairn_der_begin(&w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint32(&w, 5);
        cairn_der_end(&w, mark2);
        cairn_der_end(&w, mark);
        mark = cairn_der_begin(&w, CAIRN_DER_BIT_STRING);
        cairn_der_put_raw(&w, (const uint8_t *)"\x00", 1);
        cairn_der_put_octet_string(&w, big, 200);
        cairn_der_end(&w, mark);
        CHECK_RC(cairn_der_finish(&w, k == 0 ? &len : &cnt), CAIRN_OK, "wrapping writer");
    }
    wlen = unhex(want, sizeof want, "0405 3003020105 0381cc 00 0481c8");
    memset(want + wlen, 0x42, 200);
    wlen += 200;
    CHECK(len == wlen && cnt == len && memcmp(buf, want, wlen) == 0, "OCTET STRING and BIT STRING wrappers");
    {
        cairn_der d, c;
        const uint8_t *v;
        size_t vl;
        cairn_der_init(&d, buf, len);
        CHECK(cairn_der_octet_string(&d, &v, &vl) == CAIRN_OK && vl == 5 &&
                  cairn_der_bit_string_bytes(&d, &v, &vl) == CAIRN_OK && vl == 203 && cairn_der_done(&d) == CAIRN_OK,
              "the wrappers read back as strings");
        cairn_der_init(&c, v, vl);
        CHECK(cairn_der_octet_string(&c, &v, &vl) == CAIRN_OK && vl == 200 && cairn_der_done(&c) == CAIRN_OK,
              "the BIT STRING's nested element");
    }

    /* short of room, at sizes up to one byte short: refused, sticky, no byte past the buffer */
    for (cnt = 0; cnt < 311; cnt = cnt + 37 < 311 ? cnt + 37 : cnt == 310 ? 311 : 310) {
        memset(buf, 0xcc, sizeof buf);
        cairn_der_writer_init(&w, buf, cnt);
        mark = cairn_der_begin(&w, CAIRN_DER_SEQUENCE);
        cairn_der_put_uint32(&w, 0);
        cairn_der_put_octet_string(&w, big, sizeof big);
        cairn_der_end(&w, mark);
        CHECK(cairn_der_finish(&w, &wlen) == CAIRN_ERR_BUFFER_TOO_SMALL && wlen == 0, "writer into %zu bytes", cnt);
        CHECK(buf[cnt] == 0xcc, "nothing written past %zu bytes", cnt);
    }
    /* misuse */
    cairn_der_writer_init(&w, buf, sizeof buf);
    cairn_der_end(&w, 0);
    CHECK(cairn_der_finish(&w, &wlen) == CAIRN_ERR_BAD_ARG && wlen == 0, "end without begin");
    cairn_der_writer_init(&w, buf, sizeof buf);
    cairn_der_put_octet_string(&w, NULL, 3);
    CHECK_RC(cairn_der_finish(&w, &wlen), CAIRN_ERR_BAD_ARG, "NULL content with a length");
    cairn_der_writer_init(&w, buf, sizeof buf);
    cairn_der_put_bit_string(&w, (const uint8_t *)"\x01", 1, 8);
    CHECK_RC(cairn_der_finish(&w, &wlen), CAIRN_ERR_BAD_ARG, "8 unused bits");
    cairn_der_writer_init(&w, buf, sizeof buf);
    cairn_der_put_bit_string(&w, NULL, 0, 1);
    CHECK_RC(cairn_der_finish(&w, &wlen), CAIRN_ERR_BAD_ARG, "unused bits without bits");
    cairn_der_writer_init(&w, buf, sizeof buf);
    cairn_der_put_uint(&w, NULL, 2);
    cairn_der_put_null(&w); /* after an error, nothing more is written */
    CHECK(cairn_der_finish(&w, &wlen) == CAIRN_ERR_BAD_ARG && w.len == 0, "sticky error");
}

/* ---------------- DER: random structures ---------------- */

/* Writes a random element (depth-limited) and returns nothing: the writer
 * holds it. SET elements are written in DER order by sorting their
 * encodings first. */
static void rand_element(tu_prng *r, cairn_der_writer *w, int depth)
{
    uint8_t b[300];
    size_t n = (size_t)tu_prng_below(r, 40), mark;
    unsigned kind = (unsigned)tu_prng_below(r, depth < 4 ? 11 : 8);
    tu_prng_fill(r, b, sizeof b);
    switch (kind) {
    case 0: /* INTEGER: any magnitude, as non-negative */
        cairn_der_put_uint(w, b, tu_prng_below(r, 3) == 0 ? 200 : n);
        break;
    case 1: { /* a minimal negative INTEGER */
        size_t m = n + 1;
        b[0] |= 0x80;
        while (m > 1 && b[0] == 0xff && b[1] >= 0x80)
            b[0] = 0xfe;
        cairn_der_put_integer(w, b, m);
        break;
    }
    case 2:
        cairn_der_put_boolean(w, (int)(b[0] & 1));
        break;
    case 3:
        cairn_der_put_null(w);
        break;
    case 4: {
        uint32_t arcs[12];
        uint8_t oid[80];
        size_t i, na = 2 + (size_t)tu_prng_below(r, 9), len;
        arcs[0] = (uint32_t)tu_prng_below(r, 3);
        arcs[1] = (uint32_t)tu_prng_below(r, arcs[0] < 2 ? 40 : 100000);
        for (i = 2; i < na; i++)
            arcs[i] = (uint32_t)(tu_prng_next(r) >> (tu_prng_below(r, 33) + 31));
        if (cairn_der_oid_from_arcs(oid, sizeof oid, &len, arcs, na) == CAIRN_OK)
            cairn_der_put_oid(w, oid, len);
        break;
    }
    case 5:
        cairn_der_put_bit_string(w, b, n, n == 0 ? 0 : (unsigned)(b[0] & 7));
        break;
    case 6:
        cairn_der_put_octet_string(w, b, tu_prng_below(r, 4) == 0 ? 250 : n);
        break;
    case 7:
        cairn_der_put_tlv(w, CAIRN_DER_IMPLICIT(tu_prng_below(r, 31)), b, n);
        break;
    case 8:
    case 9: { /* SEQUENCE or [n] EXPLICIT of up to 5 elements */
        size_t k, cnt = (size_t)tu_prng_below(r, 6);
        mark = cairn_der_begin(w, kind == 8 ? CAIRN_DER_SEQUENCE : CAIRN_DER_EXPLICIT(tu_prng_below(r, 31)));
        for (k = 0; k < cnt; k++)
            rand_element(r, w, depth + 1);
        cairn_der_end(w, mark);
        break;
    }
    default: { /* SET: elements encoded apart, sorted, then written */
        uint8_t el[4][2048];
        size_t len[4], k, j, cnt = (size_t)tu_prng_below(r, 5);
        for (k = 0; k < cnt; k++) {
            cairn_der_writer ew;
            cairn_der_writer_init(&ew, el[k], sizeof el[k]);
            rand_element(r, &ew, depth + 2);
            if (cairn_der_finish(&ew, &len[k]) != CAIRN_OK)
                len[k] = 0;
        }
        for (k = 1; k < cnt; k++) /* insertion sort of the encodings (prefix first) */
            for (j = k; j > 0; j--) {
                size_t m = len[j - 1] < len[j] ? len[j - 1] : len[j];
                int c = memcmp(el[j - 1], el[j], m);
                uint8_t t[2048];
                size_t tl;
                if (c < 0 || (c == 0 && len[j - 1] <= len[j]))
                    break;
                memcpy(t, el[j], len[j]);
                tl = len[j];
                memcpy(el[j], el[j - 1], len[j - 1]);
                len[j] = len[j - 1];
                memcpy(el[j - 1], t, tl);
                len[j - 1] = tl;
            }
        mark = cairn_der_begin(w, CAIRN_DER_SET);
        for (k = 0; k < cnt; k++)
            cairn_der_put_raw(w, el[k], len[k]);
        cairn_der_end(w, mark);
        break;
    }
    }
}

static void test_der_random(void)
{
    static uint8_t buf[65536], out[65536];
    tu_prng r;
    size_t i, len, len2, cnt;
    cairn_der_writer w;
    der_walk_stats st, total;
    unsigned long accepted_mut = 0;

    memset(&total, 0, sizeof total);
    tu_prng_seed(&r, tu_seed(0xde5));
    for (i = 0; i < 3000; i++) {
        tu_prng again = r;
        cairn_der_writer_init(&w, buf, sizeof buf);
        rand_element(&r, &w, 0);
        if (!CHECK(cairn_der_finish(&w, &len) == CAIRN_OK, "random structure %zu written", i))
            continue;
        cairn_der_writer_init(&w, NULL, 0);
        rand_element(&again, &w, 0); /* the same structure, only counted */
        CHECK(cairn_der_finish(&w, &cnt) == CAIRN_OK && cnt == len, "count-only writer agrees on %zu", i);
        cairn_der_writer_init(&w, out, sizeof out);
        if (!CHECK(der_walk(buf, len, &w, &st) == CAIRN_OK, "random structure %zu read back", i))
            continue;
        CHECK(cairn_der_finish(&w, &len2) == CAIRN_OK && len2 == len && memcmp(out, buf, len) == 0,
              "random structure %zu rewritten byte for byte", i);
        total.elements += st.elements;
        total.constructed += st.constructed;
        /* a mutation is either refused or again a structure that round-trips */
        buf[tu_prng_below(&r, len)] ^= (uint8_t)(1u << tu_prng_below(&r, 8));
        len2 = tu_prng_below(&r, 4) == 0 ? tu_prng_below(&r, len + 1) : len;
        cairn_der_writer_init(&w, out, sizeof out);
        if (der_walk(buf, len2, &w, &st) == CAIRN_OK) {
            accepted_mut++;
            CHECK(cairn_der_finish(&w, &cnt) == CAIRN_OK && cnt == len2 && memcmp(out, buf, len2) == 0,
                  "mutated structure %zu accepted: rewritten byte for byte", i);
        }
    }
    printf("der random: %lu elements (%lu constructed) round-tripped, %lu of 3000 mutations still valid DER\n",
           total.elements, total.constructed, accepted_mut);
    CHECK(total.constructed > 1000 && total.elements > 5000, "the random structures nest");
}

/* ---------------- base64 ---------------- */

static void test_base64(void)
{
    static const char *const rfc[][2] = {{"", ""},          {"f", "Zg=="},         {"fo", "Zm8="},
                                         {"foo", "Zm9v"},   {"foob", "Zm9vYg=="},  {"fooba", "Zm9vYmE="},
                                         {"foobar", "Zm9vYmFy"}};
    static const char *const bad[] = {"Zg=",  "Zg",   "Z===", "====", "Zg=a", "Zh==", "Zm9=", "Zm8=Zm8=", "Zm9v=Zm8",
                                      "Zm 9", "Zm9\n", "Zm-v", "Zm_v", "Zm9v\200AAA", "=Zm9"};
    uint8_t out[300], data[256];
    char txt[400];
    size_t i, len, n;
    int c;
    tu_prng r;

    for (i = 0; i < sizeof rfc / sizeof rfc[0]; i++) {
        n = strlen(rfc[i][0]);
        CHECK(cairn_base64_encoded_len(n) == strlen(rfc[i][1]), "encoded_len %zu", n);
        CHECK(cairn_base64_encode(txt, sizeof txt, &len, (const uint8_t *)rfc[i][0], n) == CAIRN_OK &&
                  len == strlen(rfc[i][1]) && memcmp(txt, rfc[i][1], len) == 0,
              "RFC 4648 encode \"%s\"", rfc[i][0]);
        CHECK(cairn_base64_decode(out, sizeof out, &len, rfc[i][1], strlen(rfc[i][1])) == CAIRN_OK && len == n &&
                  memcmp(out, rfc[i][0], n) == 0,
              "RFC 4648 decode \"%s\"", rfc[i][1]);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(out, 0x55, sizeof out);
        len = 99;
        CHECK_RC(cairn_base64_decode(out, sizeof out, &len, bad[i], strlen(bad[i])), CAIRN_ERR_DECODE, bad[i]);
        CHECK(len == 0 && (out[0] == 0 || out[0] == 0x55), "refused \"%s\": length 0, nothing decoded", bad[i]);
    }
    /* every byte value outside the alphabet, at every position of a quantum */
    for (c = 0; c < 256; c++) {
        int in_alpha = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
        size_t pos;
        for (pos = 0; pos < 4; pos++) {
            char q[8] = "QUJDQUJD"; /* "ABCABC" */
            /* '=' too: "QU=D" misplaces it, "QUJ=" leaves bits of 'J' under it */
            int want = in_alpha ? CAIRN_OK : CAIRN_ERR_DECODE;
            q[4 + pos] = (char)c;
            CHECK_RC(cairn_base64_decode(out, sizeof out, &len, q, 8), want, "one character at each position");
        }
    }
    /* every byte value, every length up to 255, round trip; buffers one short */
    for (i = 0; i < 256; i++)
        data[i] = (uint8_t)i;
    tu_prng_seed(&r, 64);
    for (n = 0; n <= 255; n++) {
        const uint8_t *src = data + tu_prng_below(&r, 256 - n + 1 > 256 ? 256 : 256 - n + 1);
        CHECK(cairn_base64_encode(txt, sizeof txt, &len, src, n) == CAIRN_OK && len == cairn_base64_encoded_len(n),
              "encode %zu bytes", n);
        CHECK(cairn_base64_encode(txt, len - (len > 0), &len, src, n) == (n == 0 ? CAIRN_OK : CAIRN_ERR_BUFFER_TOO_SMALL),
              "encode into one byte less");
        CHECK(cairn_base64_encode(txt, sizeof txt, &len, src, n) == CAIRN_OK, "again");
        CHECK(cairn_base64_decode(out, sizeof out, &len, txt, len) == CAIRN_OK && len == n && memcmp(out, src, n) == 0,
              "decode %zu bytes", n);
        if (n > 0) {
            size_t l2 = 99;
            memset(out, 0x55, sizeof out);
            CHECK_RC(cairn_base64_decode(out, n - 1, &l2, txt, cairn_base64_encoded_len(n)),
                     CAIRN_ERR_BUFFER_TOO_SMALL, "decode into one byte less");
            CHECK(l2 == 0 && (n == 1 || out[0] == 0) && out[n - 1] == 0x55, "short buffer: zeroed, nothing past it");
        }
    }
    CHECK_RC(cairn_base64_decode(out, sizeof out, NULL, "Zg==", 4), CAIRN_ERR_BAD_ARG, "NULL outlen");
    CHECK_RC(cairn_base64_decode(NULL, 5, &len, "Zg==", 4), CAIRN_ERR_BAD_ARG, "NULL out");
    CHECK_RC(cairn_base64_decode(out, sizeof out, &len, NULL, 4), CAIRN_ERR_BAD_ARG, "NULL in");
    CHECK_RC(cairn_base64_decode(NULL, 0, &len, NULL, 0), CAIRN_OK, "empty, NULL buffers");
    CHECK_RC(cairn_base64_encode(NULL, 4, &len, data, 1), CAIRN_ERR_BAD_ARG, "encode NULL out");
    CHECK_RC(cairn_base64_encode(txt, 4, NULL, data, 1), CAIRN_ERR_BAD_ARG, "encode NULL outlen");
    CHECK_RC(cairn_base64_encode(txt, 4, &len, NULL, 1), CAIRN_ERR_BAD_ARG, "encode NULL in");
    CHECK(cairn_base64_encoded_len((size_t)-1) == (size_t)-1, "encoded_len overflow");
}

/* ---------------- PEM ---------------- */

static int pem_dec(const char *in, uint8_t *out, size_t cap, size_t *len, char *label)
{
    const char *l;
    size_t ll;
    int rc = cairn_pem_decode(out, cap, len, &l, &ll, in, strlen(in));
    if (rc == CAIRN_OK) {
        memcpy(label, l, ll);
        label[ll] = 0;
    }
    return rc;
}

/* A PEM block of data with line width and eol, optional final eol. */
static size_t make_pem(char *pem, const char *label, const uint8_t *data, size_t n, size_t width, const char *eol,
                       int final)
{
    char b64[800];
    size_t blen, i, o;
    if (cairn_base64_encode(b64, sizeof b64, &blen, data, n) != CAIRN_OK)
        return 0;
    o = (size_t)sprintf(pem, "-----BEGIN %s-----%s", label, eol);
    for (i = 0; i < blen; i += width) {
        size_t w = blen - i < width ? blen - i : width;
        memcpy(pem + o, b64 + i, w);
        o += w;
        o += (size_t)sprintf(pem + o, "%s", eol);
    }
    o += (size_t)sprintf(pem + o, "-----END %s-----%s", label, final ? eol : "");
    return o;
}

static void test_pem(void)
{
    static const char want[] = "-----BEGIN TEST-----\n"
                               "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v\n"
                               "MDEyMzQ1Njc4OQ==\n"
                               "-----END TEST-----\n";
    static const struct {
        const char *pem, *why;
    } bad[] = {
        {"x-----BEGIN A-----\nAAAA\n-----END A-----\n", "text before BEGIN"},
        {"-----BEGIN A-----\nAAAA\n-----END A-----\nx", "text after END"},
        {"-----BEGIN A-----\nAAAA\n-----END A-----\n\n", "a blank line after END"},
        {"-----BEGIN A-----\nAAAA\n-----END B-----\n", "END label differs"},
        {"-----BEGIN A-----\nAAAA\n-----END A -----\n", "END label with a space"},
        {"-----BEGIN A--B-----\nAAAA\n-----END A--B-----\n", "label with two hyphens"},
        {"-----BEGIN  A-----\nAAAA\n-----END  A-----\n", "label starting with a space"},
        {"-----BEGIN A  B-----\nAAAA\n-----END A  B-----\n", "label with two spaces"},
        {"-----BEGIN A-----\n\nAAAA\n-----END A-----\n", "blank line in the body"},
        {"-----BEGIN A-----\nProc-Type: 4,ENCRYPTED\nAAAA\n-----END A-----\n", "RFC 1421 header"},
        {"-----BEGIN A-----\nAAAA \n-----END A-----\n", "trailing space"},
        {"-----BEGIN A-----\nAA=A\n-----END A-----\n", "padding inside"},
        {"-----BEGIN A-----\nAAA\n-----END A-----\n", "body not a multiple of 4"},
        {"-----BEGIN A-----\r\nAAAA\n-----END A-----\r\n", "LF line in a CRLF block"},
        {"-----BEGIN A-----\nAAAA\r\n-----END A-----\n", "CRLF line in an LF block"},
        {"-----BEGIN A-----\nAAAA\n-----END A-----\r\n", "CRLF at the end of an LF block"},
        {"-----BEGIN A-----AAAA\n-----END A-----\n", "no line break after BEGIN"},
        {"-----begin A-----\nAAAA\n-----end A-----\n", "lower-case BEGIN"},
        {"-----BEGIN A----\nAAAA\n-----END A-----\n", "four dashes"},
        {"-----BEGIN A-----\nAAAA", "no END line"},
        {"-----BEGIN A-----\nAAAA-----END A-----\n", "END not on its own line"},
        {"-----BEGIN A-----\n\tAAAA\n-----END A-----\n", "a tab"},
        {"", "empty input"},
        {"-----BEGIN ", "BEGIN only"},
    };
    uint8_t data[200], out[300];
    char pem[1200], label[100];
    size_t len, n, i;
    const char *lp;
    int fin;

    for (i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)i;
    CHECK(cairn_pem_encode(pem, sizeof pem, &len, "TEST", data, 58) == CAIRN_OK && len == strlen(want) &&
              memcmp(pem, want, len) == 0,
          "PEM encoding: 64-character lines, LF");
    CHECK(cairn_pem_encoded_len(4, 58) == len, "pem_encoded_len");
    CHECK_RC(cairn_pem_encode(pem, len - 1, &n, "TEST", data, 58), CAIRN_ERR_BUFFER_TOO_SMALL, "encode one short");
    CHECK_RC(cairn_pem_encode(pem, sizeof pem, &n, "A--B", data, 1), CAIRN_ERR_BAD_ARG, "encode a bad label");
    CHECK_RC(cairn_pem_encode(pem, sizeof pem, &n, NULL, data, 1), CAIRN_ERR_BAD_ARG, "encode NULL label");
    CHECK_RC(cairn_pem_encode(pem, sizeof pem, NULL, "A", data, 1), CAIRN_ERR_BAD_ARG, "encode NULL outlen");
    CHECK_RC(cairn_pem_encode(pem, sizeof pem, &n, "A", NULL, 1), CAIRN_ERR_BAD_ARG, "encode NULL data");
    CHECK(cairn_pem_encode(pem, sizeof pem, &n, "", NULL, 0) == CAIRN_OK && n == 32 &&
              memcmp(pem, "-----BEGIN -----\n-----END -----\n", 32) == 0,
          "empty label, no data");
    CHECK(cairn_pem_decode(out, sizeof out, &len, &lp, &n, pem, 32) == CAIRN_OK && len == 0 && n == 0,
          "empty block decodes");
    CHECK(pem_dec(want, out, sizeof out, &len, label) == CAIRN_OK && len == 58 && memcmp(out, data, 58) == 0 &&
              strcmp(label, "TEST") == 0,
          "decode");

    /* every accepted layout, every length around the line boundaries */
    for (n = 1; n <= 200; n++) {
        for (i = 0; i < 4; i++) {
            size_t width = i & 1 ? 76 : 64;
            const char *eol = i & 2 ? "\r\n" : "\n";
            for (fin = 0; fin < 2; fin++) {
                size_t pl = make_pem(pem, "EC PRIVATE KEY", data, n, width, eol, fin);
                {
                    size_t ll, ol;
                    int rc = cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, pem, pl);
                    CHECK(rc == CAIRN_OK && ol == n && memcmp(out, data, n) == 0 && ll == 14 &&
                              memcmp(lp, "EC PRIVATE KEY", 14) == 0,
                          "PEM of %zu bytes, width %zu, %s, final %d", n, width, i & 2 ? "CRLF" : "LF", fin);
                    rc = cairn_pem_decode(out, n - 1, &ol, &lp, &ll, pem, pl);
                    CHECK(rc == CAIRN_ERR_BUFFER_TOO_SMALL && ol == 0, "PEM of %zu bytes into %zu", n, n - 1);
                }
            }
        }
        /* other widths are refused once there is more than one line */
        {
            size_t pl = make_pem(pem, "X", data, n, 60, "\n", 1), ol, ll;
            int rc = cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, pem, pl);
            CHECK_RC(rc, cairn_base64_encoded_len(n) <= 60 ? CAIRN_OK : CAIRN_ERR_DECODE, "60-character lines");
            pl = make_pem(pem, "X", data, n, 72, "\n", 1);
            rc = cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, pem, pl);
            CHECK_RC(rc, cairn_base64_encoded_len(n) <= 72 ? CAIRN_OK : CAIRN_ERR_DECODE, "72-character lines");
        }
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t ol = 99;
        memset(out, 0x55, sizeof out);
        CHECK_RC(pem_dec(bad[i].pem, out, sizeof out, &ol, label), CAIRN_ERR_DECODE, bad[i].why);
        CHECK(ol == 0, "%s: length 0", bad[i].why);
    }
    /* a line one character short or long in a 64-character layout */
    {
        size_t pl = make_pem(pem, "K", data, 100, 64, "\n", 1), ol, ll;
        char moved[1200];
        /* "-----BEGIN K-----\n" is 18 characters; the first line break moves one place left */
        memcpy(moved, pem, pl);
        moved[18 + 63] = '\n';
        moved[18 + 64] = pem[18 + 63];
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, moved, pl), CAIRN_ERR_DECODE, "63-character line");
        memcpy(moved, pem, pl);
        moved[18 + 20] = '*';
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, moved, pl), CAIRN_ERR_DECODE, "bad character");
        CHECK(lp != NULL && ll == 1 && lp[0] == 'K', "a body failure still names the (public) label");
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, pem, pl), CAIRN_OK, "unchanged block");
        CHECK_RC(cairn_pem_decode(out, sizeof out, NULL, &lp, &ll, pem, pl), CAIRN_ERR_BAD_ARG, "NULL outlen");
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, NULL, &ll, pem, pl), CAIRN_ERR_BAD_ARG, "NULL label");
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, &lp, NULL, pem, pl), CAIRN_ERR_BAD_ARG, "NULL labellen");
        CHECK_RC(cairn_pem_decode(out, sizeof out, &ol, &lp, &ll, NULL, pl), CAIRN_ERR_BAD_ARG, "NULL input");
        CHECK_RC(cairn_pem_decode(NULL, 5, &ol, &lp, &ll, pem, pl), CAIRN_ERR_BAD_ARG, "NULL output");
    }
}

/* ---------------- Wycheproof keys (DER and PEM) ---------------- */

static void test_wycheproof_keys(void)
{
    static const char *const files[] = {
        "wycheproof/ecdsa_secp256r1_sha256_test.json", "wycheproof/ecdsa_brainpoolP512r1_sha512_test.json",
        "wycheproof/rsa_signature_2048_sha256_test.json", "wycheproof/rsa_pss_4096_sha512_mgf1_32_params_test.json",
        "wycheproof/rsa_oaep_2048_sha256_mgf1sha256_test.json", "wycheproof/ecdh_secp256r1_pem_test.json",
        "wycheproof/dsa_2048_224_sha256_test.json", "wycheproof/ed448_test.json"};
    static uint8_t der[8192], out[8192], pemout[8192];
    size_t f, g, keys = 0;
    for (f = 0; f < sizeof files / sizeof files[0]; f++) {
        json_value *j = json_load_vector(files[f]);
        const json_value *groups;
        if (j == NULL)
            continue;
        groups = json_get(j, "testGroups");
        for (g = 0; g < json_len(groups); g++) {
            static const char *const derkeys[] = {"publicKeyDer", "privateKeyPkcs8", "keyDer"};
            static const char *const pemkeys[] = {"publicKeyPem", "privateKeyPem", "keyPem"};
            const json_value *grp = json_at(groups, g);
            size_t k;
            for (k = 0; k < 3; k++) {
                const char *hex = json_get_str(grp, derkeys[k]), *pem = json_get_str(grp, pemkeys[k]);
                size_t n, len, plen, ll;
                const char *lp;
                cairn_der_writer w;
                der_walk_stats st;
                if (hex == NULL)
                    continue;
                n = unhex(der, sizeof der, hex);
                cairn_der_writer_init(&w, out, sizeof out);
                CHECK(der_walk(der, n, &w, &st) == CAIRN_OK && cairn_der_finish(&w, &len) == CAIRN_OK && len == n &&
                          memcmp(out, der, n) == 0,
                      "%s group %zu %s: read and rewritten", files[f], g, derkeys[k]);
                if (pem != NULL)
                    CHECK(cairn_pem_decode(pemout, sizeof pemout, &plen, &lp, &ll, pem, strlen(pem)) == CAIRN_OK &&
                              plen == n && memcmp(pemout, der, n) == 0,
                          "%s group %zu %s: the PEM is the DER", files[f], g, pemkeys[k]);
                keys++;
            }
        }
        json_free(j);
    }
    if (keys == 0)
        tu_skip("Wycheproof key files (vectors absent)");
    else
        printf("wycheproof: %zu keys read, rewritten and matched with their PEM\n", keys);
}

int main(void)
{
    test_der_valid();
    test_der_malformed();
    test_der_writer();
    test_der_random();
    test_base64();
    test_pem();
    test_wycheproof_keys();
    return tu_finish("test_enc");
}
