/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The finite-field DH parameter and key formats of cairn/dh.h on arbitrary
 * input: the readers (PKCS #3 and X9.42 parameters, SubjectPublicKeyInfo and
 * PKCS#8, DER and PEM) give only documented statuses, never read outside
 * their input and leave the group unset and the value zeroed when they
 * refuse; what they accept is written again: the output reads back to the
 * same group encoding and value and writes to itself byte for byte, the
 * length query agrees, a buffer one byte short is refused with the output
 * zeroed. A key is written in X9.42 form when its group has q (PKCS #3
 * otherwise), PEM parameters likewise.
 * Input: [mode][bytes...]. mode mod 7: parameters PKCS #3 DER, X9.42 DER,
 * PEM; public DER, private DER, public PEM, private PEM.
 */
#include "cairn/dh.h"
#include "fuzz.h"

#define MAXIN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int status_ok(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_BAD_LENGTH ||
           rc == CAIRN_ERR_INVALID_KEY;
}

static int zeros(const uint8_t *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (p[i] != 0)
            return 0;
    return 1;
}

/* mode 3..6: the key readers */
static int read_key(int mode, cairn_dh_group *g, uint8_t *v, size_t *vlen, const uint8_t *in, size_t n)
{
    switch (mode) {
    case 3:
        return cairn_dh_public_key_from_der(g, v, CAIRN_DH_MAX_BYTES, vlen, in, n, NULL, NULL);
    case 4:
        return cairn_dh_private_key_from_der(g, v, CAIRN_DH_MAX_BYTES, vlen, in, n, NULL, NULL);
    case 5:
        return cairn_dh_public_key_from_pem(g, v, CAIRN_DH_MAX_BYTES, vlen, (const char *)in, n, NULL, NULL);
    default:
        return cairn_dh_private_key_from_pem(g, v, CAIRN_DH_MAX_BYTES, vlen, (const char *)in, n, NULL, NULL);
    }
}

static int write_key(int mode, const cairn_dh_group *g, cairn_dh_format f, const uint8_t *v, size_t vlen, uint8_t *out,
                     size_t cap, size_t *len)
{
    switch (mode) {
    case 3:
        return cairn_dh_public_key_to_der(g, f, v, vlen, out, cap, len);
    case 4:
        return cairn_dh_private_key_to_der(g, f, v, vlen, out, cap, len);
    case 5:
        return cairn_dh_public_key_to_pem(g, f, v, vlen, (char *)out, cap, len);
    default:
        return cairn_dh_private_key_to_pem(g, f, v, vlen, (char *)out, cap, len);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cairn_dh_group g, g2;
    static uint8_t out[CAIRN_DH_PEM_MAX], out2[CAIRN_DH_PEM_MAX], gd[CAIRN_DH_DER_MAX], gd2[CAIRN_DH_DER_MAX],
        v[CAIRN_DH_MAX_BYTES], v2[CAIRN_DH_MAX_BYTES];
    uint8_t *in;
    fuzz_in f = {data, size};
    int mode, rc;
    cairn_dh_format fmt = CAIRN_DH_PKCS3;
    size_t n, len = 0, len2 = 0, q = 0, i, vlen = 0, vlen2 = 0, gl = 0, gl2 = 0;
    if (size < 1 || size > MAXIN)
        return 0;
    mode = fuzz_u8(&f) % 7;
    n = f.n;
    in = malloc(n > 0 ? n : 1); /* an exact-size copy: ASan sees any over-read */
    if (in == NULL)
        return 0;
    memcpy(in, f.p, n);
    if (mode < 3) {
        fmt = mode == 1 ? CAIRN_DH_X942 : CAIRN_DH_PKCS3;
        rc = mode < 2 ? cairn_dh_group_from_der(&g, fmt, in, n, NULL, NULL)
                      : cairn_dh_group_from_pem(&g, (const char *)in, n, NULL, NULL);
    } else {
        memset(v, 0x55, sizeof v);
        rc = read_key(mode, &g, v, &vlen, in, n);
    }
    FUZZ_CHECK(status_ok(rc), "documented status");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(cairn_dh_group_bytes(&g) == 0, "a refused input leaves the group unset");
        FUZZ_CHECK(mode < 3 || (vlen == 0 && zeros(v, sizeof v)), "a refused key leaves the value zeroed");
        free(in);
        return 0;
    }
    /* the format to write: the one read where it is known, else X9.42 when the group has q */
    if (mode >= 2) {
        size_t t;
        fmt = cairn_dh_group_to_der(&g, CAIRN_DH_X942, NULL, 0, &t) == CAIRN_OK ? CAIRN_DH_X942 : CAIRN_DH_PKCS3;
    }
    if (mode < 3) {
        FUZZ_CHECK(cairn_dh_group_to_der(&g, fmt, NULL, 0, &q) == CAIRN_OK, "length query");
        rc = cairn_dh_group_to_der(&g, fmt, out, sizeof out, &len);
        FUZZ_CHECK(rc == CAIRN_OK && len == q && len > 0, "export of an accepted group");
        memset(out2, 0x55, sizeof out2);
        FUZZ_CHECK(cairn_dh_group_to_der(&g, fmt, out2, len - 1, &len2) == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == len,
                   "one byte short");
        FUZZ_CHECK(zeros(out2, len - 1), "a refused export leaves the output zeroed");
        FUZZ_CHECK(cairn_dh_group_from_der(&g2, fmt, out, len, NULL, NULL) == CAIRN_OK, "the export reads back");
        FUZZ_CHECK(cairn_dh_group_to_der(&g2, fmt, out2, sizeof out2, &len2) == CAIRN_OK && len2 == len &&
                       memcmp(out, out2, len) == 0,
                   "the export exports to itself");
        free(in);
        return 0;
    }
    FUZZ_CHECK(write_key(mode, &g, fmt, v, vlen, NULL, 0, &q) == CAIRN_OK, "length query");
    rc = write_key(mode, &g, fmt, v, vlen, out, sizeof out, &len);
    FUZZ_CHECK(rc == CAIRN_OK && len == q && len > 0, "export of an accepted key");
    memset(out2, 0x55, sizeof out2);
    FUZZ_CHECK(write_key(mode, &g, fmt, v, vlen, out2, len - 1, &len2) == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == len,
               "one byte short");
    for (i = 0; i < len - 1; i++)
        FUZZ_CHECK(out2[i] == 0, "a refused export leaves the output zeroed");
    FUZZ_CHECK(read_key(mode, &g2, v2, &vlen2, out, len) == CAIRN_OK && vlen2 == vlen && memcmp(v, v2, vlen) == 0,
               "the export reads back to the same value");
    FUZZ_CHECK(cairn_dh_group_to_der(&g, CAIRN_DH_PKCS3, gd, sizeof gd, &gl) == CAIRN_OK &&
                   cairn_dh_group_to_der(&g2, CAIRN_DH_PKCS3, gd2, sizeof gd2, &gl2) == CAIRN_OK && gl == gl2 &&
                   memcmp(gd, gd2, gl) == 0,
               "the same group");
    FUZZ_CHECK(write_key(mode, &g2, fmt, v2, vlen2, out2, sizeof out2, &len2) == CAIRN_OK && len2 == len &&
                   memcmp(out, out2, len) == 0,
               "the export exports to itself");
    free(in);
    return 0;
}
