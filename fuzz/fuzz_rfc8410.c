/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The RFC 8410 key formats of X25519, Ed25519 (cairn/curve25519.h), X448
 * and Ed448 (cairn/curve448.h) on arbitrary input: the readers give only
 * documented statuses, never read outside their input and leave the output
 * zeroed when they refuse; what they accept is written again in the same
 * form (a private key as v2 when the input carried the public key, which
 * then is the secret's), and the output reads back to the same key and
 * writes to itself; strict DER: a SubjectPublicKeyInfo that reads is the
 * writer's own encoding byte for byte; a buffer one byte short is refused
 * with the output zeroed.
 * Input: [mode][bytes...]. mode bits 0-1: X25519, Ed25519, X448, Ed448;
 * bit 2: private; bit 3: PEM.
 */
#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "fuzz.h"

#define MAXIN 1024

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct alg {
    size_t slen; /* the private form's length (a keypair for EdDSA) */
    size_t plen;
    int (*priv_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*priv_from_pem)(uint8_t *, const char *, size_t);
    int (*pub_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*pub_from_pem)(uint8_t *, const char *, size_t);
    int (*priv_to_der)(const uint8_t *, int, uint8_t *, size_t, size_t *);
    int (*priv_to_pem)(const uint8_t *, int, char *, size_t, size_t *);
    int (*pub_to_der)(const uint8_t *, uint8_t *, size_t, size_t *);
    int (*pub_to_pem)(const uint8_t *, char *, size_t, size_t *);
} alg;

#define ALG(slen, plen, pfx)                                                                                           \
    {                                                                                                                  \
        slen, plen, cairn_##pfx##_private_key_from_der, cairn_##pfx##_private_key_from_pem,                            \
            cairn_##pfx##_public_key_from_der, cairn_##pfx##_public_key_from_pem, cairn_##pfx##_private_key_to_der,    \
            cairn_##pfx##_private_key_to_pem, cairn_##pfx##_public_key_to_der, cairn_##pfx##_public_key_to_pem         \
    }

static const alg algs[4] = {
#if CAIRN_ENABLE_CURVE25519
    ALG(32, 32, x25519),
    ALG(64, 32, ed25519),
#else
    {0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL},
    {0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL},
#endif
#if CAIRN_ENABLE_CURVE448
    ALG(56, 56, x448),
    ALG(114, 57, ed448),
#else
    {0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL},
    {0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL},
#endif
};

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

static int rd(const alg *a, int secret, int pem, uint8_t *key, const uint8_t *in, size_t n)
{
    if (secret)
        return pem ? a->priv_from_pem(key, (const char *)in, n) : a->priv_from_der(key, in, n);
    return pem ? a->pub_from_pem(key, (const char *)in, n) : a->pub_from_der(key, in, n);
}

static int wr(const alg *a, int secret, int pem, int v2, const uint8_t *key, uint8_t *out, size_t cap, size_t *len)
{
    if (secret)
        return pem ? a->priv_to_pem(key, v2, (char *)out, cap, len) : a->priv_to_der(key, v2, out, cap, len);
    return pem ? a->pub_to_pem(key, (char *)out, cap, len) : a->pub_to_der(key, out, cap, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t out[CAIRN_RFC8410_PEM_MAX], out2[CAIRN_RFC8410_PEM_MAX];
    uint8_t key[114], key2[114], *in;
    fuzz_in f = {data, size};
    const alg *a;
    int mode, secret, pem, v2 = 0, rc;
    size_t n, len = 0, len2 = 0, q = 0, klen;
    if (size < 1 || size > MAXIN)
        return 0;
    mode = fuzz_u8(&f);
    a = &algs[mode & 3];
    if (a->priv_from_der == NULL)
        return 0;
    secret = (mode >> 2) & 1;
    pem = (mode >> 3) & 1;
    klen = secret ? a->slen : a->plen;
    n = f.n;
    in = malloc(n > 0 ? n : 1); /* an exact-size copy: ASan sees any over-read */
    if (in == NULL)
        return 0;
    memcpy(in, f.p, n);
    memset(key, 0x55, sizeof key);
    rc = rd(a, secret, pem, key, in, n);
    FUZZ_CHECK(status_ok(rc), "documented status");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(zeros(key, klen), "a refused key leaves the output zeroed");
        free(in);
        return 0;
    }
    /* v2 when the input had the public key: its version byte (outer length in short form) */
    if (secret && !pem && n > 4 && in[1] < 0x80)
        v2 = in[4] == 1;
    if (secret && !pem && n > 5 && in[1] == 0x81)
        v2 = in[5] == 1;
    FUZZ_CHECK(wr(a, secret, pem, v2, key, NULL, 0, &q) == CAIRN_OK, "length query");
    rc = wr(a, secret, pem, v2, key, out, sizeof out, &len);
    FUZZ_CHECK(rc == CAIRN_OK && len == q && len > 0, "export of an accepted key");
    memset(out2, 0x55, sizeof out2);
    FUZZ_CHECK(wr(a, secret, pem, v2, key, out2, len - 1, &len2) == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == len,
               "one byte short");
    FUZZ_CHECK(zeros(out2, len - 1), "a refused export leaves the output zeroed");
    if (!pem && !secret) /* (a PKCS#8 input may carry attributes, which are not written) */
        FUZZ_CHECK(len == n && memcmp(out, in, n) == 0, "strict DER: the input is the writer's own encoding");
    FUZZ_CHECK(rd(a, secret, pem, key2, out, len) == CAIRN_OK && memcmp(key, key2, klen) == 0,
               "the export reads back to the same key");
    FUZZ_CHECK(wr(a, secret, pem, v2, key2, out2, sizeof out2, &len2) == CAIRN_OK && len2 == len &&
                   memcmp(out, out2, len) == 0,
               "the export exports to itself");
    free(in);
    return 0;
}
