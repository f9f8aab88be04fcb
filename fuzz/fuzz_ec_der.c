/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The EC key formats of cairn/ec.h on arbitrary DER (and PEM) input: the
 * decoders (SEC 1 ECPrivateKey, PKCS#8, SubjectPublicKeyInfo) give only
 * documented statuses, never read outside their input and leave the key
 * unset when they refuse; at most one of the three DER decoders accepts an
 * input; what is accepted is encoded again in its format with both point
 * forms, each encoding reads back to the same key (d and point) and encodes
 * to itself, and a canonical input (every optional field cairn writes
 * present, none it does not) is one of them byte for byte.
 * Input: [mode][bytes...]. mode bits 0-1: SEC 1, PKCS#8, SPKI (3: SPKI);
 * bit 2: the bytes are PEM text of the format. With bit 5 set, the bytes
 * edit a built-in encoding instead: [which][cut (2 bytes)][(pos (2 bytes),
 * xor) triples...]: which picks the curve (modulo 3) and, with bit 2, the
 * compressed point; cut (when not 0) shortens it; each triple flips bits at
 * pos (modulo the length). Random inputs so reach the checks behind the
 * structure.
 */
#include "cairn/ec.h"
#include "enc/der.h"
#include "fuzz.h"

#define MAXIN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* one scalar per curve (any value in range does) */
static const char *const builtin_d[3] = {
    "c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721",
    "6b9d3dad2e1b8c1c05b19875b6659f4de23c3b667bf297ba9aa47740787137d896d5724e4c70a825f872c9ea60d2edf5",
    ("00fad06daa62ba3b25d2fb40133da757205de67f5bb0018fee8c86e1b68c7e75caa896eb32f1f47c70855836a6d16fcc1466f6d8fbec67"
     "db89ec0c08b0e996b83538")};

typedef struct {
    uint8_t der[3][2][3][CAIRN_EC_PRIVATE_DER_MAX]; /* curve, compressed, kind */
    size_t derlen[3][2][3];
    char pem[3][2][3][CAIRN_EC_PRIVATE_PEM_MAX];
    size_t pemlen[3][2][3];
    int ready;
} builtins;

static builtins bi;

static const cairn_ec_curve curves[3] = {CAIRN_EC_P256, CAIRN_EC_P384, CAIRN_EC_P521};
/* whether this build has the curve (CAIRN_ENABLE_EC_*): one left out has no
 * built-in encodings (length 0: its edits start from an empty input) */
static const int on[3] = {CAIRN_ENABLE_EC_P256, CAIRN_ENABLE_EC_P384, CAIRN_ENABLE_EC_P521};

static size_t unhex(uint8_t *out, const char *h)
{
    size_t n = strlen(h) / 2, i;
    for (i = 0; i < n; i++) {
        unsigned v = 0, j;
        for (j = 0; j < 2; j++) {
            char c = h[2 * i + j];
            v = (v << 4) | (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
    return n;
}

static int encode(const cairn_ec_private_key *sk, const cairn_ec_public_key *pk, int kind, int pem, int c, uint8_t *out,
                  size_t cap, size_t *len)
{
    if (kind == 2)
        return pem ? cairn_ec_public_key_to_pem(pk, c, (char *)out, cap, len)
                   : cairn_ec_public_key_to_der(pk, c, out, cap, len);
    return pem ? cairn_ec_private_key_to_pem(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, c, (char *)out, cap, len)
               : cairn_ec_private_key_to_der(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, c, out, cap, len);
}

static int decode(cairn_ec_private_key *sk, cairn_ec_public_key *pk, int kind, int pem, const uint8_t *in, size_t n)
{
    if (kind == 2)
        return pem ? cairn_ec_public_key_from_pem(pk, (const char *)in, n) : cairn_ec_public_key_from_der(pk, in, n);
    return pem ? cairn_ec_private_key_from_pem(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, (const char *)in, n)
               : cairn_ec_private_key_from_der(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, in, n);
}

static void setup(void)
{
    static cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    uint8_t d[CAIRN_EC_MAX_BYTES];
    int ci, c, k;
    for (ci = 0; ci < 3; ci++) {
        size_t n = unhex(d, builtin_d[ci]);
        if (!on[ci]) {
            FUZZ_CHECK(cairn_ec_private_key_import(&sk, curves[ci], d, n) == CAIRN_ERR_UNSUPPORTED,
                       "a curve left out of the build");
            continue;
        }
        FUZZ_CHECK(cairn_ec_private_key_import(&sk, curves[ci], d, n) == CAIRN_OK &&
                       cairn_ec_public_key_from_private(&pk, &sk) == CAIRN_OK,
                   "built-in key");
        for (c = 0; c < 2; c++)
            for (k = 0; k < 3; k++)
                FUZZ_CHECK(encode(&sk, &pk, k, 0, c, bi.der[ci][c][k], sizeof bi.der[ci][c][k], &bi.derlen[ci][c][k]) ==
                                   CAIRN_OK &&
                               encode(&sk, &pk, k, 1, c, (uint8_t *)bi.pem[ci][c][k], sizeof bi.pem[ci][c][k],
                                      &bi.pemlen[ci][c][k]) == CAIRN_OK,
                           "built-in encodings");
    }
    bi.ready = 1;
}

static int documented(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY ||
           rc == CAIRN_ERR_INVALID_POINT || rc == CAIRN_ERR_BAD_LENGTH;
}

/* d (private keys) and the uncompressed point: equal for two keys. */
static int same_key(const cairn_ec_private_key *s1, const cairn_ec_public_key *p1, const cairn_ec_private_key *s2,
                    const cairn_ec_public_key *p2, int priv)
{
    uint8_t a[CAIRN_EC_MAX_POINT_LEN], b[CAIRN_EC_MAX_POINT_LEN];
    size_t la, lb;
    cairn_ec_public_key q1, q2;
    if (priv) {
        if (cairn_ec_private_key_export(s1, a, sizeof a, &la) != CAIRN_OK ||
            cairn_ec_private_key_export(s2, b, sizeof b, &lb) != CAIRN_OK || la != lb || memcmp(a, b, la) != 0 ||
            cairn_ec_public_key_from_private(&q1, s1) != CAIRN_OK ||
            cairn_ec_public_key_from_private(&q2, s2) != CAIRN_OK)
            return 0;
        p1 = &q1;
        p2 = &q2;
    }
    return cairn_ec_public_key_export(p1, 0, a, sizeof a, &la) == CAIRN_OK &&
           cairn_ec_public_key_export(p2, 0, b, sizeof b, &lb) == CAIRN_OK && la == lb && memcmp(a, b, la) == 0;
}

/* Elements in a SEQUENCE's content (-1 when der is not one SEQUENCE). */
static int seq_fields(const uint8_t *der, size_t n, cairn_der *s, unsigned *tags, int max)
{
    cairn_der d, c;
    unsigned tag;
    int k = 0;
    cairn_der_init(&d, der, n);
    if (cairn_der_sequence(&d, s) != CAIRN_OK)
        return -1;
    c = *s;
    while (c.n > 0 && k < max && cairn_der_next(&c, &tag, NULL) == CAIRN_OK)
        tags[k++] = tag;
    return k;
}

/* An accepted DER input in the one layout cairn writes: SEC 1 with [0] and
 * [1]; PKCS#8 version 0 without attributes or publicKey, its ECPrivateKey
 * with [1] and without [0]; every SPKI. */
static int canonical(int kind, const uint8_t *der, size_t n)
{
    unsigned tags[8];
    cairn_der s, inner;
    const uint8_t *v;
    size_t len;
    uint32_t version;
    if (kind == 2)
        return 1;
    if (kind == 0)
        return seq_fields(der, n, &s, tags, 8) == 4;
    if (seq_fields(der, n, &s, tags, 8) != 3 || cairn_der_uint32(&s, &version) != CAIRN_OK || version != 0 ||
        cairn_der_sequence(&s, NULL) != CAIRN_OK || cairn_der_octet_string(&s, &v, &len) != CAIRN_OK)
        return 0;
    return seq_fields(v, len, &inner, tags, 8) == 3 && tags[2] == CAIRN_DER_EXPLICIT(1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t in[MAXIN], out[2][CAIRN_EC_PRIVATE_PEM_MAX], again[CAIRN_EC_PRIVATE_PEM_MAX];
    static cairn_ec_private_key sk, sk2, other;
    static cairn_ec_public_key pk, pk2, otherp;
    unsigned mode;
    int kind, pem, rc, c, k, accepted;
    const uint8_t *p;
    size_t n, len[2], alen;

    if (size == 0 || size > MAXIN + 1)
        return 0;
    if (!bi.ready)
        setup();
    mode = data[0];
    kind = (int)((mode & 3u) % 3u);
    pem = (mode >> 2) & 1;
    p = data + 1;
    n = size - 1;
    if (mode & 0x20) { /* edit a built-in encoding */
        fuzz_in fi = {data + 1, size - 1};
        unsigned which = fuzz_u8(&fi);
        int ci = (int)(which % 3u), cc = (which >> 2) & 1;
        size_t cut;
        n = pem ? bi.pemlen[ci][cc][kind] : bi.derlen[ci][cc][kind];
        memcpy(in, pem ? (const void *)bi.pem[ci][cc][kind] : (const void *)bi.der[ci][cc][kind], n);
        cut = fuzz_u16(&fi);
        if (cut != 0 && cut < n)
            n = cut;
        while (fi.n >= 3 && n > 0) {
            size_t pos = fuzz_u16(&fi) % n;
            in[pos] ^= fuzz_u8(&fi);
        }
        p = in;
    }

    rc = decode(&sk, &pk, kind, pem, p, n);
    FUZZ_CHECK(documented(rc), "a documented status");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK((kind == 2 ? cairn_ec_public_key_curve(&pk) : cairn_ec_private_key_curve(&sk)) == 0,
                   "the key unset after a refusal");
        return 0;
    }
    if (!pem) {
        for (k = 0, accepted = 0; k < 3; k++)
            accepted += decode(&other, &otherp, k, 0, p, n) == CAIRN_OK;
        FUZZ_CHECK(accepted == 1, "one DER decoder accepts an input");
    }
    for (c = 0; c < 2; c++) {
        FUZZ_CHECK(encode(&sk, &pk, kind, pem, c, out[c], sizeof out[c], &len[c]) == CAIRN_OK, "encodes");
        FUZZ_CHECK(decode(&sk2, &pk2, kind, pem, out[c], len[c]) == CAIRN_OK &&
                       same_key(&sk, &pk, &sk2, &pk2, kind != 2),
                   "the encoding reads back to the same key");
        FUZZ_CHECK(encode(&sk2, &pk2, kind, pem, c, again, sizeof again, &alen) == CAIRN_OK && alen == len[c] &&
                       memcmp(again, out[c], alen) == 0,
                   "the encoding is a fixed point");
    }
    if (!pem && canonical(kind, p, n))
        FUZZ_CHECK((n == len[0] && memcmp(p, out[0], n) == 0) || (n == len[1] && memcmp(p, out[1], n) == 0),
                   "a canonical input encodes back to itself");
    return 0;
}
