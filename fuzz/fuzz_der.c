/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * src/enc on arbitrary input: never crashes or reads out of bounds; what it
 * accepts it reproduces.
 *  mode 0: DER. Any structure is read element by element (fuzz/der_walk.h);
 *          an accepted input is written back through the DER writer and
 *          must come out byte for byte, and a count-only writer must agree
 *          on the length.
 *  mode 1: PEM. An accepted block decodes to data whose PEM encoding
 *          decodes to the same data and label; when the input used cairn's
 *          own layout (64-character lines, "\n", final newline) the encoding
 *          is the input byte for byte. A refusal leaves *outlen 0.
 *  mode 2: base64. Only canonical encodings are accepted, so an accepted
 *          input re-encodes to itself.
 * Input: [mode][bytes...].
 */
#include "fuzz.h"
#include "der_walk.h"
#include "enc/pem.h"

#define MAXIN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_der(const uint8_t *in, size_t n)
{
    static uint8_t out[MAXIN + 16];
    cairn_der_writer w, cw;
    der_walk_stats st, st2;
    size_t len, clen;
    int rc;

    cairn_der_writer_init(&w, out, sizeof out);
    rc = der_walk(in, n, &w, &st);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_DECODE, "DER reader: only CAIRN_ERR_DECODE for bad input");
    if (rc != CAIRN_OK)
        return;
    FUZZ_CHECK(cairn_der_finish(&w, &len) == CAIRN_OK, "DER writer: an accepted input fits its own size");
    FUZZ_CHECK(len == n && memcmp(out, in, n) == 0, "DER: accepted input rewritten byte for byte");
    cairn_der_writer_init(&cw, NULL, 0);
    FUZZ_CHECK(der_walk(in, n, &cw, &st2) == CAIRN_OK, "DER: second read");
    FUZZ_CHECK(cairn_der_finish(&cw, &clen) == CAIRN_OK && clen == n, "DER: count-only writer agrees");
    /* one byte less of room: the writer says so instead of overflowing */
    if (n > 0) {
        cairn_der_writer_init(&w, out, n - 1);
        (void)der_walk(in, n, &w, &st2);
        FUZZ_CHECK(cairn_der_finish(&w, &len) == CAIRN_ERR_BUFFER_TOO_SMALL && len == 0, "DER writer: full buffer");
    }
}

/* An accepted block in cairn's layout: "\n" line ends, a final newline, a
 * first body line of at most 64 characters (so not the 76-character one). */
static int own_layout(const uint8_t *in, size_t n)
{
    const uint8_t *h = memchr(in, '\n', n), *b;
    if (memchr(in, '\r', n) != NULL || in[n - 1] != '\n' || h == NULL)
        return 0;
    b = memchr(h + 1, '\n', n - (size_t)(h + 1 - in));
    return b != NULL && b - (h + 1) <= 64;
}

static void fuzz_pem(const uint8_t *in, size_t n)
{
    static uint8_t dec[MAXIN], dec2[MAXIN];
    static char enc[2 * MAXIN + 256], lab[MAXIN];
    const char *label, *label2;
    size_t len, len2, elen, llen, llen2;
    int rc;

    len = 12345;
    rc = cairn_pem_decode(dec, sizeof dec, &len, &label, &llen, (const char *)in, n);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_DECODE, "PEM: only CAIRN_ERR_DECODE for bad input");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(len == 0, "PEM refused: length 0");
        return;
    }
    FUZZ_CHECK(llen < sizeof lab && label >= (const char *)in && label + llen <= (const char *)in + n, "PEM label in input");
    memcpy(lab, label, llen);
    lab[llen] = 0;
    FUZZ_CHECK(strlen(lab) == llen, "PEM label without NUL");
    rc = cairn_pem_encode(enc, sizeof enc, &elen, lab, dec, len);
    FUZZ_CHECK(rc == CAIRN_OK && elen == cairn_pem_encoded_len(llen, len), "PEM re-encoding");
    rc = cairn_pem_decode(dec2, sizeof dec2, &len2, &label2, &llen2, enc, elen);
    FUZZ_CHECK(rc == CAIRN_OK && len2 == len && memcmp(dec2, dec, len) == 0 && llen2 == llen &&
                   memcmp(label2, lab, llen) == 0,
               "PEM: decode(encode(decode(x))) == decode(x)");
    /* the same length in a buffer one byte short is refused, not truncated */
    if (len > 0) {
        rc = cairn_pem_decode(dec2, len - 1, &len2, &label2, &llen2, (const char *)in, n);
        FUZZ_CHECK(rc == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == 0, "PEM: short output buffer");
    }
    if (own_layout(in, n))
        FUZZ_CHECK(elen == n && memcmp(enc, in, n) == 0, "PEM: cairn's own layout is reproduced");
}

static void fuzz_base64(const uint8_t *in, size_t n)
{
    static uint8_t dec[MAXIN];
    static char enc[2 * MAXIN];
    size_t len = 12345, elen;
    int rc = cairn_base64_decode(dec, sizeof dec, &len, (const char *)in, n);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_DECODE, "base64: only CAIRN_ERR_DECODE for bad input");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(len == 0, "base64 refused: length 0");
        return;
    }
    FUZZ_CHECK(cairn_base64_encode(enc, sizeof enc, &elen, dec, len) == CAIRN_OK, "base64 re-encoding");
    FUZZ_CHECK(elen == n && memcmp(enc, in, n) == 0, "base64: canonical input reproduced");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > MAXIN + 1)
        return 0;
    switch (data[0] % 3) {
    case 0:
        fuzz_der(data + 1, size - 1);
        break;
    case 1:
        fuzz_pem(data + 1, size - 1);
        break;
    default:
        fuzz_base64(data + 1, size - 1);
        break;
    }
    return 0;
}
