/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of src/enc's base64 and PEM (PEM carries private
 * keys): encoding with the data secret, decoding with every character of the
 * encoding secret, valid and invalid inputs alike (a bad character, bad
 * padding, non-zero bits under the padding, an output buffer one byte short),
 * and PEM decoding of 64- and 76-character layouts with the whole body (its
 * line breaks too) secret. The status and the output length are declassified
 * by the caller. The DER reader is not listed: it reads public structure
 * (lengths, tags), and the key bytes it returns are only pointed at.
 */
#include <string.h>

#include "ct.h"
#include "enc/pem.h"

/* base64 of ct_fill(…, n, seed), computed before anything is marked */
static size_t encode_plain(char *out, size_t cap, size_t n, uint32_t seed)
{
    uint8_t data[120];
    size_t len = 0;
    ct_fill(data, n, seed);
    if (cairn_base64_encode(out, cap, &len, data, n) != CAIRN_OK)
        return 0;
    return len;
}

static int op_base64_encode(const ct_arg *a)
{
    uint8_t data[100], back[100];
    char txt[140];
    size_t n, len, blen;
    int rc = 0, r;
    (void)a;
    for (n = 98; n <= 100; n++) { /* the three tails: 2, 0 and 1 bytes after the last group */
        ct_fill(data, n, (uint32_t)n);
        CT_SECRET(data, n);
        r = cairn_base64_encode(txt, sizeof txt, &len, data, n);
        CT_PUBLIC(&r, sizeof r);
        CT_PUBLIC(txt, sizeof txt);
        CT_PUBLIC(data, n);
        rc |= r != CAIRN_OK;
        rc |= cairn_base64_decode(back, sizeof back, &blen, txt, len) != CAIRN_OK || blen != n ||
              memcmp(back, data, n) != 0;
    }
    return rc;
}

/* which: 0 valid (three tails), 1 a character outside the alphabet, 2 '='
 * inside, 3 non-zero bits under "==", 4 output one byte short */
static int op_base64_decode(const ct_arg *a)
{
    char txt[140];
    uint8_t out[100], want[100];
    size_t n, len, olen;
    int rc = 0, r, which;
    (void)a;
    for (which = 0; which <= 4; which++) {
        for (n = 97; n <= 99; n++) {
            size_t cap = which == 4 ? n - 1 : sizeof out;
            int expect = which == 0 ? CAIRN_OK : which == 4 ? CAIRN_ERR_BUFFER_TOO_SMALL : CAIRN_ERR_DECODE;
            len = encode_plain(txt, sizeof txt, n, (uint32_t)(100 + n));
            ct_fill(want, n, (uint32_t)(100 + n));
            if (which == 1)
                txt[17] = '.';
            if (which == 2)
                txt[40] = '=';
            if (which == 3) {
                if (n % 3 != 1)
                    continue; /* only "xx==" has four bits under the padding */
                txt[len - 3] ^= 1; /* 'A'..'Z' etc.: flips the lowest bit of the value */
            }
            CT_SECRET(txt, len);
            r = cairn_base64_decode(out, cap, &olen, txt, len);
            CT_PUBLIC(&r, sizeof r);
            CT_PUBLIC(&olen, sizeof olen);
            CT_PUBLIC(out, sizeof out);
            CT_PUBLIC(txt, len);
            rc |= r != expect;
            rc |= which == 0 && (olen != n || memcmp(out, want, n) != 0);
            rc |= which != 0 && olen != 0;
        }
    }
    return rc;
}

static int op_pem_encode(const ct_arg *a)
{
    uint8_t data[120], back[120];
    char pem[300];
    size_t len, blen, llen;
    const char *label;
    int r, rc = 0;
    (void)a;
    ct_fill(data, sizeof data, 301);
    CT_SECRET(data, sizeof data);
    r = cairn_pem_encode(pem, sizeof pem, &len, "PRIVATE KEY", data, sizeof data);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(pem, sizeof pem);
    CT_PUBLIC(data, sizeof data);
    rc |= r != CAIRN_OK;
    rc |= cairn_pem_decode(back, sizeof back, &blen, &label, &llen, pem, len) != CAIRN_OK || blen != sizeof data ||
          memcmp(back, data, blen) != 0;
    return rc;
}

/* A PEM block of n bytes with lines of width characters and eol; the body
 * starts after the header. */
static size_t make_pem(char *pem, size_t cap, size_t n, size_t width, const char *eol, size_t *body, size_t *bodylen)
{
    static const char head[] = "-----BEGIN PRIVATE KEY-----", foot[] = "-----END PRIVATE KEY-----";
    char b64[200];
    size_t blen = encode_plain(b64, sizeof b64, n, 400), i, o = 0, el = strlen(eol);
    if (blen == 0 || cap < 400)
        return 0;
    memcpy(pem + o, head, sizeof head - 1);
    o += sizeof head - 1;
    memcpy(pem + o, eol, el);
    o += el;
    *body = o;
    for (i = 0; i < blen; i += width) {
        size_t w = blen - i < width ? blen - i : width;
        memcpy(pem + o, b64 + i, w);
        o += w;
        memcpy(pem + o, eol, el);
        o += el;
    }
    *bodylen = o - *body;
    memcpy(pem + o, foot, sizeof foot - 1);
    o += sizeof foot - 1;
    return o;
}

/* which: 0 64-character lines and LF, 1 76 and CRLF, 2 one short line,
 * 3 a 76-character layout with a bad character, 4 a line break moved */
static int op_pem_decode(const ct_arg *a)
{
    static const struct {
        size_t n, width;
        const char *eol;
        int expect;
    } cases[] = {{150, 64, "\n", CAIRN_OK},  {150, 76, "\r\n", CAIRN_OK},         {30, 64, "\n", CAIRN_OK},
                 {150, 76, "\n", CAIRN_ERR_DECODE}, {150, 64, "\n", CAIRN_ERR_DECODE}};
    char pem[400];
    uint8_t out[160], want[160];
    size_t k, len, body, bodylen, olen, llen;
    const char *label;
    int r, rc = 0;
    (void)a;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        len = make_pem(pem, sizeof pem, cases[k].n, cases[k].width, cases[k].eol, &body, &bodylen);
        if (len == 0)
            return 1;
        ct_fill(want, cases[k].n, 400);
        if (k == 3)
            pem[body + 90] = '*';
        if (k == 4) { /* swap the first line break with the character before it */
            char t = pem[body + 63];
            pem[body + 63] = pem[body + 64];
            pem[body + 64] = t;
        }
        CT_SECRET(pem + body, bodylen);
        r = cairn_pem_decode(out, sizeof out, &olen, &label, &llen, pem, len);
        CT_PUBLIC(&r, sizeof r);
        CT_PUBLIC(&olen, sizeof olen);
        CT_PUBLIC(out, sizeof out);
        CT_PUBLIC(pem, len);
        rc |= r != cases[k].expect;
        rc |= r == CAIRN_OK && (olen != cases[k].n || memcmp(out, want, olen) != 0 || llen != 11 ||
                                memcmp(label, "PRIVATE KEY", 11) != 0);
        rc |= r != CAIRN_OK && olen != 0;
    }
    return rc;
}

/* clang-format off */
static const ct_op enc_ops[] = {
    {"base64_encode", CT_ONCE, op_base64_encode, "data",                                 CT_CLEAN, "none (length public)"},
    {"base64_decode", CT_ONCE, op_base64_decode, "every character (valid and invalid)",   CT_CLEAN, "none; status and length declassified by the caller"},
    {"pem_encode",    CT_ONCE, op_pem_encode,    "data",                                 CT_CLEAN, "none (label, length public)"},
    {"pem_decode",    CT_ONCE, op_pem_decode,    "the body: base64 lines and line breaks", CT_CLEAN, "none (header, footer, length public); status and length declassified by the caller"},
};
/* clang-format on */

size_t ct_ops_enc(const ct_op **ops)
{
    *ops = enc_ops;
    return sizeof enc_ops / sizeof enc_ops[0];
}
