/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Base64 and PEM, strict and constant time in the data (see enc/pem.h). */
#include <string.h>

#include "core/internal.h"
#include "enc/pem.h"

/* ---------------- base64 alphabet, by arithmetic ---------------- */

/* The character of a 6-bit value: 'A' + v, shifted into the next range of
 * the alphabet by masks instead of a table lookup. */
static char b64_char(uint32_t v)
{
    uint32_t c = v + 'A';
    c += cairn_ct_mask32(cairn_ct_ge32(v, 26)) & 6u;           /* 26..51: 'a'.. */
    c -= cairn_ct_mask32(cairn_ct_ge32(v, 52)) & 75u;          /* 52..61: '0'.. */
    c -= cairn_ct_mask32(cairn_ct_ge32(v, 62)) & 15u;          /* 62: '+' */
    c += cairn_ct_mask32(cairn_ct_eq32(v, 63)) & 3u;           /* 63: '/' */
    return (char)(c & 0xff);
}

/* The value of a character and, in *valid, 1 when it is in the alphabet. */
static uint32_t b64_value(uint32_t c, uint32_t *valid)
{
    uint32_t up = cairn_ct_ge32(c, 'A') & cairn_ct_le32(c, 'Z');
    uint32_t lo = cairn_ct_ge32(c, 'a') & cairn_ct_le32(c, 'z');
    uint32_t di = cairn_ct_ge32(c, '0') & cairn_ct_le32(c, '9');
    uint32_t pl = cairn_ct_eq32(c, '+');
    uint32_t sl = cairn_ct_eq32(c, '/');
    *valid = up | lo | di | pl | sl;
    return (cairn_ct_mask32(up) & (c - 'A')) | (cairn_ct_mask32(lo) & (c - 'a' + 26u)) |
           (cairn_ct_mask32(di) & (c + 52u - '0')) | (cairn_ct_mask32(pl) & 62u) | (cairn_ct_mask32(sl) & 63u);
}

/* out[i] |= v when keep (0/1): the decoders zero their output range first,
 * so a byte is never read before it was written; positions at or past cap
 * are not written (cap and i are public). */
static void put_masked(uint8_t *out, size_t cap, size_t i, uint32_t v, uint32_t keep)
{
    if (i < cap)
        out[i] |= (uint8_t)(v & cairn_ct_mask32(keep));
}

static void zero_range(uint8_t *out, size_t cap, size_t n)
{
    if (n > 0 && cap > 0)
        memset(out, 0, n < cap ? n : cap);
}

/*
 * Decodes n characters (n a multiple of 4) into out from byte offset at
 * (zeroed before), writing only where keep is 1. When final, the last quantum may end in
 * "=" or "==". Returns 1 when a character is refused (outside the alphabet,
 * misplaced padding, non-zero bits under the padding), 0 otherwise, and the
 * padding count in *npad; none of it branches on the characters.
 */
static uint32_t b64_decode_run(uint8_t *out, size_t cap, size_t at, const char *in, size_t n, int final,
                               uint32_t keep, uint32_t *npad)
{
    uint32_t bad = 0, p2 = 0, p3 = 0;
    size_t q;
    for (q = 0; q + 4 <= n; q += 4) {
        uint32_t ok0, ok1, ok2, ok3, v0, v1, v2, v3;
        uint32_t c2 = (uint8_t)in[q + 2], c3 = (uint8_t)in[q + 3];
        v0 = b64_value((uint8_t)in[q], &ok0);
        v1 = b64_value((uint8_t)in[q + 1], &ok1);
        v2 = b64_value(c2, &ok2);
        v3 = b64_value(c3, &ok3);
        p2 = p3 = 0;
        if (final && q + 4 == n) {
            p3 = cairn_ct_eq32(c3, '=');
            p2 = cairn_ct_eq32(c2, '=') & p3; /* "x=y=" is refused below: c2 neither valid nor padding */
            /* the bits the padding leaves over must be zero (RFC 4648 3.5) */
            bad |= p2 & cairn_ct_nonzero32(v1 & 15u);
            bad |= (p3 & (p2 ^ 1u)) & cairn_ct_nonzero32(v2 & 3u);
        }
        bad |= (ok0 & ok1 & (ok2 | p2) & (ok3 | p3)) ^ 1u;
        put_masked(out, cap, at, (v0 << 2) | (v1 >> 4), keep);
        put_masked(out, cap, at + 1, (v1 << 4) | (v2 >> 2), keep & (p2 ^ 1u));
        put_masked(out, cap, at + 2, (v2 << 6) | v3, keep & (p3 ^ 1u));
        at += 3;
    }
    *npad = p2 + p3;
    return bad;
}

/* Status from the two failure bits without a branch: DECODE before
 * BUFFER_TOO_SMALL before OK. */
static int ct_status(uint32_t bad, uint32_t small)
{
    uint32_t mag = cairn_ct_select32(bad, (uint32_t)-CAIRN_ERR_DECODE,
                                     cairn_ct_select32(small, (uint32_t)-CAIRN_ERR_BUFFER_TOO_SMALL, 0));
    return -(int)mag;
}

/* On failure, zero what may have been written and report length 0. */
static void ct_finish(uint8_t *out, size_t cap, size_t written_max, size_t real, uint32_t fail, size_t *outlen)
{
    uint8_t m = (uint8_t)~cairn_ct_mask32(fail);
    size_t i, end = written_max < cap ? written_max : cap;
    for (i = 0; i < end; i++)
        out[i] &= m;
    *outlen = (size_t)cairn_ct_select64(fail, 0, (uint64_t)real);
}

/* see enc/pem.h */
size_t cairn_base64_encoded_len(size_t len)
{
    size_t groups = len / 3 + (len % 3 != 0);
    return groups > (SIZE_MAX >> 2) ? SIZE_MAX : groups << 2;
}

/* see enc/pem.h */
int cairn_base64_encode(char *out, size_t outcap, size_t *outlen, const uint8_t *in, size_t len)
{
    size_t need, i, o = 0;
    if (outlen == NULL)
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    need = cairn_base64_encoded_len(len);
    if (need == SIZE_MAX || outcap < need)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    for (i = 0; i + 3 <= len; i += 3) {
        uint32_t w = ((uint32_t)in[i] << 16) | ((uint32_t)in[i + 1] << 8) | in[i + 2];
        out[o++] = b64_char(w >> 18);
        out[o++] = b64_char((w >> 12) & 63u);
        out[o++] = b64_char((w >> 6) & 63u);
        out[o++] = b64_char(w & 63u);
    }
    if (i < len) { /* one or two bytes left: the length is public */
        uint32_t w = (uint32_t)in[i] << 16;
        if (i + 1 < len)
            w |= (uint32_t)in[i + 1] << 8;
        out[o++] = b64_char(w >> 18);
        out[o++] = b64_char((w >> 12) & 63u);
        out[o++] = i + 1 < len ? b64_char((w >> 6) & 63u) : '=';
        out[o++] = '=';
    }
    *outlen = o;
    return CAIRN_OK;
}

/* see enc/pem.h */
int cairn_base64_decode(uint8_t *out, size_t outcap, size_t *outlen, const char *in, size_t len)
{
    uint32_t bad, small, npad;
    size_t max, real;
    if (outlen == NULL)
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    if (!CAIRN_BUF_OK(out, outcap) || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if ((len & 3u) != 0)
        return CAIRN_ERR_DECODE;
    max = (len >> 2) * 3;
    zero_range(out, outcap, max);
    bad = b64_decode_run(out, outcap, 0, in, len, 1, 1, &npad);
    real = max - npad;
    small = cairn_ct_lt64((uint64_t)outcap, (uint64_t)real);
    ct_finish(out, outcap, max, real, bad | small, outlen);
    return ct_status(bad, small);
}

/* ---------------- PEM ---------------- */

#define PEM_WIDTH 64 /* RFC 7468 line width, also what cairn_pem_encode writes */
#define PEM_WIDTH_MIME 76

static const char pem_begin[] = "-----BEGIN ";
static const char pem_end[] = "-----END ";
static const char pem_dashes[] = "-----";

static int label_char(char c) { return c >= 0x21 && c <= 0x7e && c != '-'; }

/* RFC 7468: label = [ labelchar *( ["-" / SP] labelchar ) ] */
static int label_ok(const char *s, size_t n)
{
    size_t i;
    if (n == 0)
        return 1;
    if (!label_char(s[0]) || !label_char(s[n - 1]))
        return 0;
    for (i = 1; i + 1 < n; i++)
        if (!label_char(s[i]) && ((s[i] != '-' && s[i] != ' ') || !label_char(s[i + 1])))
            return 0;
    return 1;
}

/* see enc/pem.h */
size_t cairn_pem_encoded_len(size_t labellen, size_t len)
{
    size_t b64 = cairn_base64_encoded_len(len), lines, frame;
    if (b64 == SIZE_MAX || labellen > (SIZE_MAX >> 2))
        return SIZE_MAX;
    lines = (b64 >> 6) + ((b64 & 63u) != 0); /* PEM_WIDTH = 64 characters a line */
    frame = (sizeof pem_begin - 1) + (sizeof pem_end - 1) + 2 * (sizeof pem_dashes - 1) + 2 + 2 * labellen;
    if (b64 > SIZE_MAX - lines - frame)
        return SIZE_MAX;
    return frame + b64 + lines;
}

static void put_str(char *out, size_t *o, const char *s, size_t n)
{
    memcpy(out + *o, s, n);
    *o += n;
}

/* see enc/pem.h */
int cairn_pem_encode(char *out, size_t outcap, size_t *outlen, const char *label, const uint8_t *data, size_t len)
{
    size_t need, labellen, o = 0, i, b64len;
    int rc;
    if (outlen == NULL)
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    if (out == NULL || label == NULL || !CAIRN_BUF_OK(data, len))
        return CAIRN_ERR_BAD_ARG;
    labellen = strlen(label);
    if (!label_ok(label, labellen))
        return CAIRN_ERR_BAD_ARG;
    need = cairn_pem_encoded_len(labellen, len);
    if (need == SIZE_MAX || outcap < need)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    put_str(out, &o, pem_begin, sizeof pem_begin - 1);
    put_str(out, &o, label, labellen);
    put_str(out, &o, pem_dashes, sizeof pem_dashes - 1);
    out[o++] = '\n';
    /* 48 bytes make one 64-character line */
    for (i = 0; i < len; i += 48) {
        size_t n = len - i < 48 ? len - i : 48;
        rc = cairn_base64_encode(out + o, outcap - o, &b64len, data + i, n);
        if (rc != CAIRN_OK)
            return rc;
        o += b64len;
        out[o++] = '\n';
    }
    put_str(out, &o, pem_end, sizeof pem_end - 1);
    put_str(out, &o, label, labellen);
    put_str(out, &o, pem_dashes, sizeof pem_dashes - 1);
    out[o++] = '\n';
    *outlen = o;
    return CAIRN_OK;
}

/* A body layout: nfull lines of w characters, then one of last characters,
 * each followed by an EOL of e characters. */
typedef struct pem_layout {
    size_t w, e, nfull, last;
} pem_layout;

/* The layout of a body of n characters with lines of w characters, from the
 * lengths alone; 0 when no such layout exists. */
static int layout_of(pem_layout *l, size_t n, size_t w, size_t e)
{
    l->w = w;
    l->e = e;
    l->nfull = 0;
    while (n > w + e) {
        n -= w + e;
        l->nfull++;
    }
    if (n <= e)
        return 0;
    l->last = n - e;
    return (l->last & 3u) == 0;
}

/* 1 when the EOL at p is not the expected one, without branching on it. */
static uint32_t eol_bad(const char *p, size_t e)
{
    if (e == 1)
        return cairn_ct_eq32((uint8_t)p[0], '\n') ^ 1u;
    return (cairn_ct_eq32((uint8_t)p[0], '\r') & cairn_ct_eq32((uint8_t)p[1], '\n')) ^ 1u;
}

/* Checks (keep = 0) or decodes (keep = 1 where the layout is the valid one)
 * a body under layout l: 1 when it does not fit the layout. */
static uint32_t pem_body(uint8_t *out, size_t cap, const char *body, const pem_layout *l, uint32_t keep,
                         uint32_t *npad)
{
    size_t k, pos = 0, at = 0;
    uint32_t bad = 0;
    for (k = 0; k <= l->nfull; k++) {
        size_t w = k < l->nfull ? l->w : l->last;
        bad |= b64_decode_run(out, cap, at, body + pos, w, k == l->nfull, keep, npad);
        pos += w;
        bad |= eol_bad(body + pos, l->e);
        pos += l->e;
        at += (w >> 2) * 3;
    }
    return bad;
}

static size_t layout_max(const pem_layout *l) { return (l->nfull * (l->w >> 2) + (l->last >> 2)) * 3; }

/* see enc/pem.h */
int cairn_pem_decode(uint8_t *out, size_t outcap, size_t *outlen, const char **label, size_t *labellen,
                     const char *in, size_t len)
{
    const size_t nb = sizeof pem_begin - 1, ne = sizeof pem_end - 1, nd = sizeof pem_dashes - 1;
    size_t i, lab, lablen, e, hdr, tail, end, bodylen, maxlen, real, nlayouts = 0, k;
    pem_layout lay[2];
    uint32_t ok[2] = {0, 0}, pad[2] = {0, 0}, npad, bad, small;

    if (outlen == NULL || label == NULL || labellen == NULL)
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    *label = NULL;
    *labellen = 0;
    if (!CAIRN_BUF_OK(out, outcap) || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;

    /* header line (public): "-----BEGIN " label "-----" EOL; a label has
     * no "--", so the first "--" after it starts the closing dashes */
    if (len < nb || memcmp(in, pem_begin, nb) != 0)
        return CAIRN_ERR_DECODE;
    lab = nb;
    for (i = lab; i + 1 < len && !(in[i] == '-' && in[i + 1] == '-') && in[i] != '\n'; i++)
        ;
    lablen = i - lab;
    if (!label_ok(in + lab, lablen) || len - i < nd + 1 || memcmp(in + i, pem_dashes, nd) != 0)
        return CAIRN_ERR_DECODE;
    i += nd;
    if (in[i] == '\n')
        e = 1;
    else if (in[i] == '\r' && i + 1 < len && in[i + 1] == '\n')
        e = 2;
    else
        return CAIRN_ERR_DECODE;
    hdr = i + e;

    /* footer (public): "-----END " label "-----", then nothing or one EOL */
    tail = ne + lablen + nd;
    end = len;
    if (end > hdr && in[end - 1] == '\n') {
        if (e == 2 && (end - hdr < 2 || in[end - 2] != '\r'))
            return CAIRN_ERR_DECODE;
        end -= e;
    }
    if (end - hdr < tail || memcmp(in + end - tail, pem_end, ne) != 0 ||
        memcmp(in + end - tail + ne, in + lab, lablen) != 0 || memcmp(in + end - nd, pem_dashes, nd) != 0)
        return CAIRN_ERR_DECODE;
    bodylen = end - tail - hdr;

    /* the body: its layout follows from its length for each line width; at
     * most two fit, and no body fits both (one has an EOL where the other
     * has a base64 character), so each is checked without a branch on the
     * characters and the one that holds is decoded */
    if (bodylen > 0) {
        if (layout_of(&lay[nlayouts], bodylen, PEM_WIDTH, e))
            nlayouts++;
        if (bodylen > PEM_WIDTH + e && layout_of(&lay[nlayouts], bodylen, PEM_WIDTH_MIME, e))
            nlayouts++;
        if (nlayouts == 0)
            return CAIRN_ERR_DECODE;
    }
    maxlen = 0;
    for (k = 0; k < nlayouts; k++) {
        ok[k] = pem_body(out, 0, in + hdr, &lay[k], 0, &pad[k]) ^ 1u; /* check only: nothing written */
        if (layout_max(&lay[k]) > maxlen)
            maxlen = layout_max(&lay[k]);
    }
    zero_range(out, outcap, maxlen);
    for (k = 0; k < nlayouts; k++)
        (void)pem_body(out, outcap, in + hdr, &lay[k], ok[k], &npad);
    bad = nlayouts > 0 ? (ok[0] | ok[1]) ^ 1u : 0;
    real = 0;
    for (k = 0; k < nlayouts; k++)
        real = (size_t)cairn_ct_select64(ok[k], (uint64_t)(layout_max(&lay[k]) - pad[k]), (uint64_t)real);
    small = cairn_ct_lt64((uint64_t)outcap, (uint64_t)real);
    ct_finish(out, outcap, maxlen, real, bad | small, outlen);
    *label = in + lab; /* public: set without looking at the body's status */
    *labellen = lablen;
    return ct_status(bad, small);
}
