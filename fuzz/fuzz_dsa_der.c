/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The DSA key formats of cairn/dsa.h on arbitrary input: the four import
 * functions (SubjectPublicKeyInfo and PKCS#8, DER and PEM) give only
 * documented statuses, never read outside their input and leave the key
 * unset when they refuse; what they accept is exported again in its format:
 * the export reads back to the same key (every component) and exports to
 * itself byte for byte, the length query agrees, a buffer one byte short is
 * refused with the output zeroed, and an accepted SubjectPublicKeyInfo is
 * cairn's own encoding byte for byte, since the reader is strict DER.
 * Input: [mode][bytes...]. mode bits 0-1: public DER, private DER, public
 * PEM, private PEM.
 */
#include "cairn/dsa.h"
#include "fuzz.h"

#define MAXIN 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int status_ok(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_BAD_LENGTH ||
           rc == CAIRN_ERR_INVALID_KEY;
}

/* the key's components, p, q, g, y and (private) x */
static size_t parts(const cairn_dsa_public_key *pub, const cairn_dsa_private_key *key, uint8_t *out)
{
    static const cairn_dsa_part which[5] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_Y, CAIRN_DSA_X};
    size_t i, n = 0, len;
    for (i = 0; i < (key != NULL ? 5u : 4u); i++) {
        int rc = key != NULL ? cairn_dsa_private_key_export(key, which[i], out + n, CAIRN_DSA_MAX_BITS / 8, &len)
                             : cairn_dsa_public_key_export(pub, which[i], out + n, CAIRN_DSA_MAX_BITS / 8, &len);
        FUZZ_CHECK(rc == CAIRN_OK, "component export of an accepted key");
        n += len;
    }
    return n;
}

static int import(int secret, int pem, const uint8_t *in, size_t n, cairn_dsa_public_key *pub,
                  cairn_dsa_private_key *key)
{
    if (secret)
        return pem ? cairn_dsa_private_key_from_pem(key, (const char *)in, n)
                   : cairn_dsa_private_key_from_der(key, in, n);
    return pem ? cairn_dsa_public_key_from_pem(pub, (const char *)in, n) : cairn_dsa_public_key_from_der(pub, in, n);
}

static int export(int secret, int pem, const cairn_dsa_public_key *pub, const cairn_dsa_private_key *key, uint8_t *out,
                  size_t cap, size_t *len)
{
    if (secret)
        return pem ? cairn_dsa_private_key_to_pem(key, (char *)out, cap, len)
                   : cairn_dsa_private_key_to_der(key, out, cap, len);
    return pem ? cairn_dsa_public_key_to_pem(pub, (char *)out, cap, len)
               : cairn_dsa_public_key_to_der(pub, out, cap, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cairn_dsa_private_key key, key2;
    static cairn_dsa_public_key pub, pub2;
    static uint8_t out[CAIRN_DSA_PEM_MAX], out2[CAIRN_DSA_PEM_MAX], c1[5 * CAIRN_DSA_MAX_BITS / 8],
        c2[5 * CAIRN_DSA_MAX_BITS / 8];
    uint8_t *in;
    fuzz_in f = {data, size};
    int mode, secret, pem, rc;
    size_t n, len, len2, q, i, k1, k2;
    if (size < 1 || size > MAXIN)
        return 0;
    mode = fuzz_u8(&f);
    secret = mode & 1;
    pem = (mode >> 1) & 1;
    n = f.n;
    in = malloc(n > 0 ? n : 1); /* an exact-size copy: ASan sees any over-read */
    if (in == NULL)
        return 0;
    memcpy(in, f.p, n);
    rc = import(secret, pem, in, n, &pub, &key);
    FUZZ_CHECK(status_ok(rc), "documented status");
    if (rc != CAIRN_OK) {
        /* the object the import wrote, not the other one (which holds an earlier input's key) */
        if (secret)
            FUZZ_CHECK(cairn_dsa_public_key_from_private(&pub, &key) == CAIRN_ERR_STATE, "a refused key is unset");
        else
            FUZZ_CHECK(cairn_dsa_public_key_bits(&pub) == 0, "a refused key is unset");
        free(in);
        return 0;
    }
    if (secret)
        FUZZ_CHECK(cairn_dsa_public_key_from_private(&pub, &key) == CAIRN_OK, "public half");
    k1 = parts(&pub, secret ? &key : NULL, c1);
    /* the length query, the export, then one byte short */
    FUZZ_CHECK(export(secret, pem, &pub, &key, NULL, 0, &q) == CAIRN_OK, "length query");
    rc = export(secret, pem, &pub, &key, out, sizeof out, &len);
    FUZZ_CHECK(rc == CAIRN_OK && len == q && len > 0 && len <= sizeof out, "export of an accepted key");
    memset(out2, 0x55, sizeof out2);
    FUZZ_CHECK(export(secret, pem, &pub, &key, out2, len - 1, &len2) == CAIRN_ERR_BUFFER_TOO_SMALL && len2 == len,
               "one byte short");
    for (i = 0; i < len - 1; i++)
        FUZZ_CHECK(out2[i] == 0, "a refused export leaves the output zeroed");
    if (!pem && !secret) /* (a PKCS#8 input may carry attributes or a public key cairn does not write) */
        FUZZ_CHECK(len == n && memcmp(out, in, n) == 0, "strict DER: the input is cairn's own encoding");
    /* read back: the same components, the same encoding */
    FUZZ_CHECK(import(secret, pem, out, len, &pub2, &key2) == CAIRN_OK, "the export reads back");
    if (secret)
        FUZZ_CHECK(cairn_dsa_public_key_from_private(&pub2, &key2) == CAIRN_OK, "public half again");
    k2 = parts(&pub2, secret ? &key2 : NULL, c2);
    FUZZ_CHECK(k1 == k2 && memcmp(c1, c2, k1) == 0, "the same key");
    FUZZ_CHECK(export(secret, pem, &pub2, &key2, out2, sizeof out2, &len2) == CAIRN_OK && len2 == len &&
                   memcmp(out, out2, len) == 0,
               "the export exports to itself");
    cairn_dsa_private_key_wipe(&key);
    cairn_dsa_private_key_wipe(&key2);
    free(in);
    return 0;
}
