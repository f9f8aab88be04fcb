/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The EC key formats' PEM decoders (cairn/ec.h) on arbitrary text: only
 * documented statuses, the key unset after a refusal; the decoder finds the
 * format's BEGIN line after any text, and what it accepts is the same key
 * as the DER decoder gives for the block's data (read here with
 * src/enc/pem.h from the BEGIN line on), and is encoded to PEM again (both
 * point forms) as a fixed point that reads back to the same key.
 * Input: [mode][text...]. mode bits 0-1: EC PRIVATE KEY (SEC 1), PRIVATE
 * KEY (PKCS#8), PUBLIC KEY (3: PUBLIC KEY). With bit 5 set, the text is
 * [prefix length][prefix...] and the rest edits a built-in PEM block (as in
 * fuzz_ec_der: [which][cut (2 bytes)][(pos, xor) triples]), the prefix put
 * before it, so the search for the BEGIN line and the strict body rules are
 * both reached.
 */
#include "cairn/ec.h"
#include "enc/pem.h"
#include "fuzz.h"

#define MAXIN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const labels[3] = {"EC PRIVATE KEY", "PRIVATE KEY", "PUBLIC KEY"};

/* one P-256 and one P-521 scalar */
static const uint8_t d256[32] = {0x51, 0x9b, 0x42, 0x3d, 0x71, 0x5f, 0x8b, 0x58, 0x1f, 0x4f, 0xa8,
                                 0xee, 0x59, 0xf4, 0x77, 0x1a, 0x5b, 0x44, 0xc8, 0x13, 0x0b, 0x4e,
                                 0x3e, 0xac, 0xca, 0x54, 0xa5, 0x6d, 0xda, 0x72, 0xb4, 0x64};

static struct {
    char pem[2][2][3][CAIRN_EC_PRIVATE_PEM_MAX]; /* curve, compressed, kind */
    size_t len[2][2][3];
    int ready;
} bi;

static int encode(const cairn_ec_private_key *sk, const cairn_ec_public_key *pk, int kind, int c, char *out, size_t cap,
                  size_t *len)
{
    if (kind == 2)
        return cairn_ec_public_key_to_pem(pk, c, out, cap, len);
    return cairn_ec_private_key_to_pem(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, c, out, cap, len);
}

static int decode(cairn_ec_private_key *sk, cairn_ec_public_key *pk, int kind, const char *in, size_t n)
{
    if (kind == 2)
        return cairn_ec_public_key_from_pem(pk, in, n);
    return cairn_ec_private_key_from_pem(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, in, n);
}

static int decode_der(cairn_ec_private_key *sk, cairn_ec_public_key *pk, int kind, const uint8_t *in, size_t n)
{
    if (kind == 2)
        return cairn_ec_public_key_from_der(pk, in, n);
    return cairn_ec_private_key_from_der(sk, kind ? CAIRN_EC_PKCS8 : CAIRN_EC_SEC1, in, n);
}

static void setup(void)
{
    static cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    uint8_t d[66];
    int ci, c, k;
    memset(d, 0, sizeof d);
    memcpy(d + 34, d256, 32);
    for (ci = 0; ci < 2; ci++) {
        /* a curve this build leaves out (CAIRN_ENABLE_EC_*) has no built-in
         * blocks (length 0: its edits are the prefix alone) */
        if (!(ci == 0 ? CAIRN_ENABLE_EC_P256 : CAIRN_ENABLE_EC_P521)) {
            FUZZ_CHECK((ci == 0 ? cairn_ec_private_key_import(&sk, CAIRN_EC_P256, d256, 32)
                                : cairn_ec_private_key_import(&sk, CAIRN_EC_P521, d, 66)) == CAIRN_ERR_UNSUPPORTED,
                       "a curve left out of the build");
            continue;
        }
        FUZZ_CHECK((ci == 0 ? cairn_ec_private_key_import(&sk, CAIRN_EC_P256, d256, 32)
                            : cairn_ec_private_key_import(&sk, CAIRN_EC_P521, d, 66)) == CAIRN_OK &&
                       cairn_ec_public_key_from_private(&pk, &sk) == CAIRN_OK,
                   "built-in key");
        for (c = 0; c < 2; c++)
            for (k = 0; k < 3; k++)
                FUZZ_CHECK(encode(&sk, &pk, k, c, bi.pem[ci][c][k], sizeof bi.pem[ci][c][k], &bi.len[ci][c][k]) ==
                               CAIRN_OK,
                           "built-in PEM");
    }
    bi.ready = 1;
}

static int documented(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY ||
           rc == CAIRN_ERR_INVALID_POINT || rc == CAIRN_ERR_BAD_LENGTH;
}

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

/* The offset of the format's BEGIN line at the start of a line, or n. */
static size_t find_begin(const char *t, size_t n, const char *label)
{
    char want[64];
    size_t w, i;
    snprintf(want, sizeof want, "-----BEGIN %s-----", label);
    w = strlen(want);
    for (i = 0; i + w <= n; i++)
        if ((i == 0 || t[i - 1] == '\n') && memcmp(t + i, want, w) == 0)
            return i;
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char in[MAXIN + 300], out[CAIRN_EC_PRIVATE_PEM_MAX], again[CAIRN_EC_PRIVATE_PEM_MAX];
    static uint8_t der[MAXIN];
    static cairn_ec_private_key sk, sk2;
    static cairn_ec_public_key pk, pk2;
    unsigned mode;
    int kind, rc, c;
    const char *t;
    size_t n, len, alen, b, dlen;
    const char *label;
    size_t labellen;

    if (size == 0 || size > MAXIN + 1)
        return 0;
    if (!bi.ready)
        setup();
    mode = data[0];
    kind = (int)((mode & 3u) % 3u);
    t = (const char *)data + 1;
    n = size - 1;
    if (mode & 0x20) {
        fuzz_in fi = {data + 1, size - 1};
        size_t plen, cut, m;
        const uint8_t *pre = fuzz_bytes(&fi, fuzz_u8(&fi), &plen);
        unsigned which = fuzz_u8(&fi);
        int ci = (int)(which & 1u), cc = (which >> 1) & 1;
        memcpy(in, pre, plen);
        m = bi.len[ci][cc][kind];
        memcpy(in + plen, bi.pem[ci][cc][kind], m);
        cut = fuzz_u16(&fi);
        if (cut != 0 && cut < m)
            m = cut;
        while (fi.n >= 3 && m > 0) {
            size_t pos = fuzz_u16(&fi) % m;
            in[plen + pos] ^= (char)fuzz_u8(&fi);
        }
        t = in;
        n = plen + m;
    }

    rc = decode(&sk, &pk, kind, t, n);
    FUZZ_CHECK(documented(rc), "a documented status");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK((kind == 2 ? cairn_ec_public_key_curve(&pk) : cairn_ec_private_key_curve(&sk)) == 0,
                   "the key unset after a refusal");
        return 0;
    }
    /* the block from the BEGIN line, decoded by src/enc, is a DER key equal to it */
    b = find_begin(t, n, labels[kind]);
    FUZZ_CHECK(b < n, "an accepted text has the BEGIN line");
    FUZZ_CHECK(cairn_pem_decode(der, sizeof der, &dlen, &label, &labellen, t + b, n - b) == CAIRN_OK &&
                   labellen == strlen(labels[kind]) && memcmp(label, labels[kind], labellen) == 0,
               "the block decodes");
    FUZZ_CHECK(decode_der(&sk2, &pk2, kind, der, dlen) == CAIRN_OK && same_key(&sk, &pk, &sk2, &pk2, kind != 2),
               "the block's DER is the same key");
    for (c = 0; c < 2; c++) {
        FUZZ_CHECK(encode(&sk, &pk, kind, c, out, sizeof out, &len) == CAIRN_OK, "encodes");
        FUZZ_CHECK(decode(&sk2, &pk2, kind, out, len) == CAIRN_OK && same_key(&sk, &pk, &sk2, &pk2, kind != 2),
                   "the encoding reads back to the same key");
        FUZZ_CHECK(encode(&sk2, &pk2, kind, c, again, sizeof again, &alen) == CAIRN_OK && alen == len &&
                       memcmp(again, out, len) == 0,
                   "the encoding is a fixed point");
    }
    return 0;
}
