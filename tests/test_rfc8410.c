/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RFC 8410 key formats of X25519, X448, Ed25519 and Ed448
 * (cairn/curve25519.h, cairn/curve448.h "key formats"):
 *  - RFC 8410 section 10's Ed25519 examples: the public key, the v1 private
 *    key (its public key is the example's), the v2 private key with an
 *    attribute and the public key;
 *  - Wycheproof x25519/x448 _asn_ and _pem_ files: valid cases read (SPKI
 *    and PKCS#8, DER and PEM) and give the shared secret; invalid ones are
 *    refused at a read or at the agreement, with the documented status at
 *    the read their flag names (InvalidPublic: another algorithm's key,
 *    CAIRN_ERR_UNSUPPORTED; PublicKeyTooLong and MissingOctetString:
 *    CAIRN_ERR_DECODE); acceptable ones read and agree (twist points,
 *    non-canonical public keys: RFC 7748 takes any 32 or 56 bytes), but an
 *    all-zero result (ZeroSharedSecret) is CAIRN_ERR_INVALID_POINT with the
 *    output zeroed (every fourth case on a bare-metal port);
 *  - per algorithm: random keys through v1 and v2 PKCS#8 and SPKI, DER and
 *    PEM, back to the same bytes and writing to themselves; the v1 and SPKI
 *    DER prefixes RFC 8410 gives;
 *  - bad input: every truncation and a trailing byte, another algorithm's
 *    OID, parameters present (NULL), a key one byte short or long, a v2 key
 *    whose public key is not the secret's or has the wrong length, version
 *    and public key disagreeing, a PEM block of the other label, an EdDSA
 *    keypair whose public half is not its seed's, with_public outside 0..1,
 *    short output buffers (zeroed, the length needed reported).
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "json.h"
#include "testutil.h"

/* On a bare-metal port the Wycheproof files run every SUBSAMPLE-th case
 * (emulated time); the host runs every case. */
#if CAIRN_HOSTED
#define SUBSAMPLE 1
#else
#define SUBSAMPLE 4
#endif

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

/* One algorithm's functions, as in the CLI's table. */
typedef struct alg {
    const char *name;
    unsigned arc;
    size_t len;  /* key length */
    size_t slen; /* the private form's length: len, or 2 len for a keypair */
    int (*priv_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*priv_from_pem)(uint8_t *, const char *, size_t);
    int (*pub_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*pub_from_pem)(uint8_t *, const char *, size_t);
    int (*priv_to_der)(const uint8_t *, int, uint8_t *, size_t, size_t *);
    int (*priv_to_pem)(const uint8_t *, int, char *, size_t, size_t *);
    int (*pub_to_der)(const uint8_t *, uint8_t *, size_t, size_t *);
    int (*pub_to_pem)(const uint8_t *, char *, size_t, size_t *);
} alg;

#define ALG(name, arc, len, slen, pfx)                                                                                 \
    {                                                                                                                  \
        name, arc, len, slen, cairn_##pfx##_private_key_from_der, cairn_##pfx##_private_key_from_pem,                  \
            cairn_##pfx##_public_key_from_der, cairn_##pfx##_public_key_from_pem, cairn_##pfx##_private_key_to_der,    \
            cairn_##pfx##_private_key_to_pem, cairn_##pfx##_public_key_to_der, cairn_##pfx##_public_key_to_pem         \
    }

static const alg algs[] = {
#if CAIRN_ENABLE_CURVE25519
    ALG("X25519", 110, 32, 32, x25519),
    ALG("Ed25519", 112, 32, 64, ed25519),
#endif
#if CAIRN_ENABLE_CURVE448
    ALG("X448", 111, 56, 56, x448),
    ALG("Ed448", 113, 57, 114, ed448),
#endif
};
#define NALGS (sizeof algs / sizeof algs[0])

/* A private key in the algorithm's form (keypair for EdDSA). */
static int keygen(const alg *a, uint8_t *sk, uint8_t *pk)
{
    int rc = CAIRN_ERR_UNSUPPORTED;
#if CAIRN_ENABLE_CURVE25519
    if (a->arc == 110)
        rc = cairn_x25519_keygen(sk, pk, prng_rng, NULL);
    if (a->arc == 112 && (rc = cairn_ed25519_keygen(sk, prng_rng, NULL)) == CAIRN_OK)
        memcpy(pk, sk + 32, 32);
#endif
#if CAIRN_ENABLE_CURVE448
    if (a->arc == 111)
        rc = cairn_x448_keygen(sk, pk, prng_rng, NULL);
    if (a->arc == 113 && (rc = cairn_ed448_keygen(sk, prng_rng, NULL)) == CAIRN_OK)
        memcpy(pk, sk + 57, 57);
#endif
    return rc;
}

static uint8_t der[CAIRN_RFC8410_DER_MAX + 8], der2[CAIRN_RFC8410_DER_MAX + 8];
static char pem[CAIRN_RFC8410_PEM_MAX], pem2[CAIRN_RFC8410_PEM_MAX];

/* ---------- RFC 8410 section 10 ---------- */

static void test_rfc_examples(void)
{
#if CAIRN_ENABLE_CURVE25519
    static const char pub_pem[] = "-----BEGIN PUBLIC KEY-----\n"
                                  "MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n"
                                  "-----END PUBLIC KEY-----\n";
    static const char priv_pem[] = "-----BEGIN PRIVATE KEY-----\n"
                                   "MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n"
                                   "-----END PRIVATE KEY-----\n";
    /* the v2 example: an attribute (friendlyName "Curdle Chairs") and the public key */
    static const char v2_pem[] = "-----BEGIN PRIVATE KEY-----\n"
                                 "MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n"
                                 "oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB\n"
                                 "Z9w7lshQhqowtrbLDFw4rXAxZuE=\n"
                                 "-----END PRIVATE KEY-----\n";
    uint8_t pk[32], kp[64], kp2[64];
    size_t n;
    CHECK_RC(cairn_ed25519_public_key_from_pem(pk, pub_pem, strlen(pub_pem)), CAIRN_OK, "RFC 8410 10.1 public key");
    CHECK_RC(cairn_ed25519_private_key_from_pem(kp, priv_pem, strlen(priv_pem)), CAIRN_OK, "RFC 8410 10.3 v1");
    CHECK(memcmp(kp + 32, pk, 32) == 0, "RFC 8410: the private key's public key is the example's");
    CHECK_RC(cairn_ed25519_private_key_from_pem(kp2, v2_pem, strlen(v2_pem)), CAIRN_OK, "RFC 8410 10.3 v2");
    CHECK(memcmp(kp, kp2, 64) == 0, "RFC 8410: v1 and v2 the same key");
    CHECK(cairn_ed25519_private_key_to_pem(kp, 0, pem, sizeof pem, &n) == CAIRN_OK && n == strlen(priv_pem) &&
              memcmp(pem, priv_pem, n) == 0,
          "RFC 8410: cairn writes the v1 example");
    CHECK(cairn_ed25519_public_key_to_pem(pk, pem, sizeof pem, &n) == CAIRN_OK && n == strlen(pub_pem) &&
              memcmp(pem, pub_pem, n) == 0,
          "RFC 8410: cairn writes the public example");
    /* the v2 example's public key altered: refused */
    {
        char bad[sizeof v2_pem];
        memcpy(bad, v2_pem, sizeof v2_pem);
        bad[strlen(v2_pem) - 30] ^= 0x01; /* a base64 character of the public key ('w' <-> 'v') */
        CHECK_RC(cairn_ed25519_private_key_from_pem(kp2, bad, strlen(bad)), CAIRN_ERR_INVALID_KEY,
                 "RFC 8410 v2 with another public key");
    }
#endif
}

/* ---------- Wycheproof xdh_asn_comp / xdh_pem_comp ---------- */

/* want_invalid and want_zero: the file's invalid and ZeroSharedSecret cases, pinned when every case runs. */
static void wycheproof(const char *file, int is448, int pem, size_t want_invalid, size_t want_zero)
{
    json_value *root = json_load_vector(file);
    const json_value *groups;
    size_t gi, ti, cases = 0, bad = 0, ninvalid = 0, nzero = 0;
    if (root == NULL)
        return;
    groups = json_get(root, "testGroups");
    for (gi = 0; groups != NULL && gi < json_len(groups); gi++) {
        const json_value *tests = json_get(json_at(groups, gi), "tests");
        for (ti = 0; tests != NULL && ti < json_len(tests); ti++) {
            const json_value *t = json_at(tests, ti);
            const char *res = json_str(json_get(t, "result"));
            const char *pubs = json_str(json_get(t, "public")), *privs = json_str(json_get(t, "private"));
            const json_value *flags = json_get(t, "flags");
            uint8_t sk[56], pk[56], z[56], want[56], *pd = NULL, *sd = NULL;
            size_t pl = 0, sl = 0, kl = is448 ? 56 : 32, i;
            int rp, rs, rz = CAIRN_ERR_BAD_ARG, agree;
            long wl = tu_unhex_into(want, sizeof want, json_str(json_get(t, "shared")));
            if (ti % SUBSAMPLE != 0)
                continue;
            cases++;
            memset(z, 0x55, sizeof z);
            if (pem) {
                rp = is448 ? cairn_x448_public_key_from_pem(pk, pubs, strlen(pubs))
                           : cairn_x25519_public_key_from_pem(pk, pubs, strlen(pubs));
                rs = is448 ? cairn_x448_private_key_from_pem(sk, privs, strlen(privs))
                           : cairn_x25519_private_key_from_pem(sk, privs, strlen(privs));
            } else {
                pd = tu_unhex(pubs, &pl);
                sd = tu_unhex(privs, &sl);
                rp = is448 ? cairn_x448_public_key_from_der(pk, pd, pl) : cairn_x25519_public_key_from_der(pk, pd, pl);
                rs =
                    is448 ? cairn_x448_private_key_from_der(sk, sd, sl) : cairn_x25519_private_key_from_der(sk, sd, sl);
            }
            if (rp == CAIRN_OK && rs == CAIRN_OK) {
#if CAIRN_ENABLE_CURVE448
                if (is448)
                    rz = cairn_x448(z, sk, pk);
#endif
#if CAIRN_ENABLE_CURVE25519
                if (!is448)
                    rz = cairn_x25519(z, sk, pk);
#endif
            }
            agree = rz == CAIRN_OK && wl == (long)kl && memcmp(z, want, kl) == 0;
            if (strcmp(res, "valid") == 0 && !agree)
                bad++, CHECK(0, "%s tcId %ld: valid case (read %d %d, agree %d)", file, json_get_int(t, "tcId", -1), rp,
                             rs, rz);
            else if (strcmp(res, "invalid") == 0) {
                /* the library must refuse somewhere ("shared" is empty in most, so agree is no test), and at
                 * the read the flag names with the status cairn/curve25519.h documents for it */
                ninvalid++;
                if (rp == CAIRN_OK && rs == CAIRN_OK && rz == CAIRN_OK)
                    bad++, CHECK(0, "%s tcId %ld: invalid case accepted", file, json_get_int(t, "tcId", -1));
                else if (json_array_has_str(flags, "InvalidPublic") && rp != CAIRN_ERR_UNSUPPORTED)
                    bad++, CHECK(0, "%s tcId %ld: another algorithm's public key: %d, want %d", file,
                                 json_get_int(t, "tcId", -1), rp, CAIRN_ERR_UNSUPPORTED);
                else if (json_array_has_str(flags, "PublicKeyTooLong") && rp != CAIRN_ERR_DECODE)
                    bad++, CHECK(0, "%s tcId %ld: public key too long: %d, want %d", file, json_get_int(t, "tcId", -1),
                                 rp, CAIRN_ERR_DECODE);
                else if (json_array_has_str(flags, "MissingOctetString") && rs != CAIRN_ERR_DECODE)
                    bad++, CHECK(0, "%s tcId %ld: private key without the inner OCTET STRING: %d, want %d", file,
                                 json_get_int(t, "tcId", -1), rs, CAIRN_ERR_DECODE);
            } else if (strcmp(res, "acceptable") == 0 && json_array_has_str(flags, "ZeroSharedSecret")) {
                /* an all-zero result: CAIRN_ERR_INVALID_POINT with the output zeroed */
                unsigned d = 0;
                for (i = 0; i < kl; i++)
                    d |= z[i];
                nzero++;
                if (rz != CAIRN_ERR_INVALID_POINT || d != 0)
                    bad++, CHECK(0, "%s tcId %ld: all-zero result (read %d %d, agree %d, output zeroed %d)", file,
                                 json_get_int(t, "tcId", -1), rp, rs, rz, d == 0);
            } else if (strcmp(res, "acceptable") == 0 && !agree)
                /* the other acceptable cases (twist points, non-canonical or low-order public keys with a
                 * non-zero result, edge cases of the multiplication): read and agreed as RFC 7748 asks */
                bad++, CHECK(0, "%s tcId %ld: acceptable case (read %d %d, agree %d)", file, json_get_int(t, "tcId", -1),
                             rp, rs, rz);
            /* what reads writes back to the same bytes (DER: strict, one encoding) */
            if (!pem && rp == CAIRN_OK) {
                size_t n = 0;
                int w = is448 ? cairn_x448_public_key_to_der(pk, der, sizeof der, &n)
                              : cairn_x25519_public_key_to_der(pk, der, sizeof der, &n);
                if (w != CAIRN_OK || n != pl || memcmp(der, pd, pl) != 0)
                    bad++, CHECK(0, "%s tcId %ld: SPKI written back", file, json_get_int(t, "tcId", -1));
            }
            if (!pem && rs == CAIRN_OK) {
                size_t n = 0;
                int w = is448 ? cairn_x448_private_key_to_der(sk, 0, der, sizeof der, &n)
                              : cairn_x25519_private_key_to_der(sk, 0, der, sizeof der, &n);
                if (w != CAIRN_OK || n != sl || memcmp(der, sd, sl) != 0)
                    bad++, CHECK(0, "%s tcId %ld: PKCS#8 written back", file, json_get_int(t, "tcId", -1));
            }
            free(pd);
            free(sd);
        }
    }
    CHECK(bad == 0 && cases * SUBSAMPLE > 500, "%s: %zu cases", file, cases);
    CHECK(SUBSAMPLE != 1 || (ninvalid == want_invalid && nzero == want_zero),
          "%s: %zu invalid and %zu all-zero cases, want %zu and %zu", file, ninvalid, nzero, want_invalid, want_zero);
    printf("%-34s %3zu cases (%zu invalid refused, %zu all-zero results rejected)\n", file, cases, ninvalid, nzero);
    json_free(root);
}

/* ---------- round trips ---------- */

static void round_trip(const alg *a)
{
    uint8_t sk[114], pk[57], sk2[114], pk2[57];
    static const uint8_t spki_prefix[9] = {0x30, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x00};
    size_t n, n2, i, content, hl;
    int v;
    if (!CHECK_RC(keygen(a, sk, pk), CAIRN_OK, "keygen"))
        return;
    for (v = 0; v < 2; v++) {
        CHECK(a->priv_to_der(sk, v, der, sizeof der, &n) == CAIRN_OK, "%s v%d PKCS#8", a->name, v + 1);
        content = 14 + a->len + (v ? 3 + a->len : 0);
        hl = content > 127 ? 3 : 2;
        CHECK(n == content + hl && der[0] == 0x30 && der[hl] == 0x02 && der[hl + 1] == 1 && der[hl + 2] == (uint8_t)v,
              "%s v%d: length %zu and version", a->name, v + 1, n);
        memset(sk2, 0, sizeof sk2);
        CHECK(a->priv_from_der(sk2, der, n) == CAIRN_OK && memcmp(sk, sk2, a->slen) == 0, "%s v%d read back", a->name,
              v + 1);
        CHECK(a->priv_to_der(sk2, v, der2, sizeof der2, &n2) == CAIRN_OK && n2 == n && memcmp(der, der2, n) == 0,
              "%s v%d writes to itself", a->name, v + 1);
        CHECK(a->priv_to_pem(sk, v, pem, sizeof pem, &n) == CAIRN_OK && strlen(pem) == n &&
                  strncmp(pem, "-----BEGIN PRIVATE KEY-----\n", 28) == 0,
              "%s v%d PEM", a->name, v + 1);
        memset(sk2, 0, sizeof sk2);
        CHECK(a->priv_from_pem(sk2, pem, n) == CAIRN_OK && memcmp(sk, sk2, a->slen) == 0, "%s v%d PEM read back",
              a->name, v + 1);
        /* one byte short: refused, zeroed, the length needed */
        memset(pem2, 0x55, sizeof pem2);
        CHECK(a->priv_to_pem(sk, v, pem2, n - 1, &n2) == CAIRN_ERR_BUFFER_TOO_SMALL && n2 == n && pem2[0] == 0 &&
                  pem2[n - 2] == 0,
              "%s v%d PEM one byte short", a->name, v + 1);
        CHECK(a->priv_to_pem(sk, v, NULL, 0, &n2) == CAIRN_OK && n2 == n, "length query");
    }
    CHECK(a->pub_to_der(pk, der, sizeof der, &n) == CAIRN_OK && n == 12 + a->len, "%s SPKI", a->name);
    for (i = 2; i < 8; i++)
        if (der[i] != spki_prefix[i])
            break;
    CHECK(i == 8 && der[8] == a->arc && der[9] == 0x03 && der[10] == a->len + 1 && der[11] == 0,
          "%s SPKI: AlgorithmIdentifier without parameters, BIT STRING", a->name);
    CHECK(a->pub_from_der(pk2, der, n) == CAIRN_OK && memcmp(pk, pk2, a->len) == 0, "%s SPKI read back", a->name);
    CHECK(a->pub_to_pem(pk, pem, sizeof pem, &n) == CAIRN_OK && a->pub_from_pem(pk2, pem, n) == CAIRN_OK &&
              memcmp(pk, pk2, a->len) == 0,
          "%s SPKI PEM", a->name);
    CHECK(a->priv_from_pem(sk2, pem, n) == CAIRN_ERR_DECODE, "%s: a PUBLIC KEY block as private", a->name);
}

/* ---------- bad input ---------- */

static void bad_input(const alg *a)
{
    static uint8_t buf[CAIRN_RFC8410_DER_MAX + 16];
    uint8_t sk[114], pk[57], out[114];
    size_t n, cut, bad;
    int rc, secret;
    if (!CHECK_RC(keygen(a, sk, pk), CAIRN_OK, "keygen"))
        return;
    for (secret = 0; secret < 3; secret++) {
        /* 0 SPKI, 1 v1, 2 v2 */
        rc = secret ? a->priv_to_der(sk, secret - 1, der, sizeof der, &n) : a->pub_to_der(pk, der, sizeof der, &n);
        if (!CHECK(rc == CAIRN_OK, "%s encode", a->name))
            continue;
        bad = 0;
        for (cut = 0; cut <= n + 1; cut++) {
            if (cut == n)
                continue;
            memcpy(buf, der, n);
            buf[n] = 0;
            memset(out, 0x55, sizeof out);
            rc = secret ? a->priv_from_der(out, buf, cut) : a->pub_from_der(out, buf, cut);
            if (rc != CAIRN_ERR_DECODE || out[0] != 0 || out[(secret ? a->slen : a->len) - 1] != 0)
                bad++;
        }
        CHECK(bad == 0, "%s form %d: every truncation and a trailing byte refused, output zeroed", a->name, secret);
        /* another algorithm's OID */
        memcpy(buf, der, n);
        buf[secret ? 11 : 8] ^= (uint8_t)(a->arc ^ (a->arc == 110 ? 111 : 110));
        rc = secret ? a->priv_from_der(out, buf, n) : a->pub_from_der(out, buf, n);
        CHECK(rc == CAIRN_ERR_UNSUPPORTED, "%s form %d: another OID: %d", a->name, secret, rc);
    }
    /* parameters present: AlgorithmIdentifier { OID, NULL } */
    CHECK(a->pub_to_der(pk, der, sizeof der, &n) == CAIRN_OK, "SPKI");
    buf[0] = 0x30;
    buf[1] = (uint8_t)(der[1] + 2);
    buf[2] = 0x30;
    buf[3] = 0x07;
    memcpy(buf + 4, der + 4, 5);
    buf[9] = 0x05;
    buf[10] = 0x00;
    memcpy(buf + 11, der + 9, n - 9);
    CHECK_RC(a->pub_from_der(out, buf, n + 2), CAIRN_ERR_DECODE, "parameters present");
    /* a public key one byte short and one long */
    memcpy(buf, der, n);
    buf[1]--;
    buf[10]--;
    CHECK_RC(a->pub_from_der(out, buf, n - 1), CAIRN_ERR_DECODE, "SPKI key one byte short");
    memcpy(buf, der, n);
    buf[1]++;
    buf[10]++;
    buf[n] = 0;
    CHECK_RC(a->pub_from_der(out, buf, n + 1), CAIRN_ERR_DECODE, "SPKI key one byte long");
    /* v1 with the inner key one byte short: 30 L 02 01 00 30 05 06 03 2b 65 arc 04 L+2 04 L key */
    CHECK(a->priv_to_der(sk, 0, der, sizeof der, &n) == CAIRN_OK, "v1");
    memcpy(buf, der, n);
    buf[1]--;
    buf[13]--;
    buf[15]--;
    CHECK_RC(a->priv_from_der(out, buf, n - 1), CAIRN_ERR_DECODE, "v1 key one byte short");
    /* v1 with the inner OCTET STRING missing (Wycheproof's MissingOctetString) */
    buf[0] = 0x30;
    buf[1] = (uint8_t)(der[1] - 2);
    memcpy(buf + 2, der + 2, 11);
    buf[13] = (uint8_t)a->len;
    memcpy(buf + 14, der + 16, a->len);
    CHECK_RC(a->priv_from_der(out, buf, n - 2), CAIRN_ERR_DECODE, "v1 without the inner OCTET STRING");
    /* v2: the public key not the secret's, of the wrong length, version 0 with it */
    CHECK(a->priv_to_der(sk, 1, der, sizeof der, &n) == CAIRN_OK, "v2");
    memcpy(buf, der, n);
    buf[n - 1] ^= 0x01;
    memset(out, 0x55, sizeof out);
    CHECK(a->priv_from_der(out, buf, n) == CAIRN_ERR_INVALID_KEY && out[0] == 0, "v2 with another public key");
    memcpy(buf, der, n);
    buf[n > 129 ? 5 : 4] = 0;
    CHECK_RC(a->priv_from_der(out, buf, n), CAIRN_ERR_DECODE, "version 0 with a public key");
    CHECK(a->priv_to_der(sk, 0, der2, sizeof der2, &n) == CAIRN_OK, "v1 again");
    memcpy(buf, der2, n);
    buf[4] = 1;
    CHECK_RC(a->priv_from_der(out, buf, n), CAIRN_ERR_DECODE, "version 1 without a public key");
    /* an EdDSA keypair whose public half is not its seed's; with_public 2 */
    if (a->slen != a->len) {
        memcpy(out, sk, a->slen);
        out[a->slen - 1] ^= 1;
        memset(der, 0x55, sizeof der);
        CHECK(a->priv_to_der(out, 0, der, sizeof der, &n) == CAIRN_ERR_INVALID_KEY && n == 0 && der[0] == 0,
              "%s: a keypair with another public half", a->name);
    }
    CHECK_RC(a->priv_to_der(sk, 2, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "with_public 2");
    CHECK_RC(a->priv_to_der(sk, 0, der, 10, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "short buffer");
    CHECK(n == 16 + a->len, "short buffer: the length needed");
}

int main(void)
{
    size_t i;
    tu_prng_seed(&prng, tu_seed(0x8410));
    test_rfc_examples();
#if CAIRN_ENABLE_CURVE25519
    wycheproof("wycheproof/x25519_asn_test.json", 0, 0, 19, 31);
    wycheproof("wycheproof/x25519_pem_test.json", 0, 1, 0, 31);
#endif
#if CAIRN_ENABLE_CURVE448
    wycheproof("wycheproof/x448_asn_test.json", 1, 0, 31, 11);
    wycheproof("wycheproof/x448_pem_test.json", 1, 1, 12, 11);
#endif
    for (i = 0; i < NALGS; i++) {
        round_trip(&algs[i]);
        bad_input(&algs[i]);
    }
    return tu_finish("test_rfc8410");
}
