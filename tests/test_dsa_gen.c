/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA domain parameters (cairn_dsa_params_generate / _validate, FIPS 186-4
 * A.1.1.2, A.1.1.3, A.2.3, A.2.4):
 *  - (1024, 160) with SHA-256 and SHA-1 (--long: (2048, 224) with SHA-224,
 *    (2048, 256) and (3072, 256) with SHA-256): the parameters' shape (sizes,
 *    top bits, seed of N bits, counter within 4L), validation with and
 *    without the seed, a key made and a signature verified on them;
 *  - the same seed and rng give the same parameters (the generation is a
 *    function of its inputs);
 *  - tampering refused by validation: counter off by one either way, a seed
 *    bit, p + 2q (still p = 1 mod 2q), another g of order q (g^2: passes
 *    the import's checks, fails A.2.4), another index, q replaced;
 *  - arguments: sizes, hashes, indexes, lengths.
 * On a bare-metal port (emulated time): the SHA-256 set, tampering with the
 * counter (+ 1), one seed byte, p, g, the index and q, and the arguments.
 * No CAVP PQGGen/PQGVer file is in ../shared/vectors; test_diff_ffc checks
 * the parameters against OpenSSL's FIPS 186-4 generation and validation.
 */
#include <string.h>

#include "cairn/dsa.h"
#include "cairn/hash.h"
#include "testutil.h"

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    (void)out;
    (void)len;
    return CAIRN_ERR_RNG;
}

/* p = a + b (big-endian, equal lengths; carry dropped). */
static void be_add(uint8_t *r, const uint8_t *a, const uint8_t *b, size_t blen, size_t len)
{
    unsigned c = 0;
    size_t i = len;
    while (i-- > 0) {
        size_t bi = len - 1 - i;
        c += a[i] + (bi < blen ? b[blen - 1 - bi] : 0);
        r[i] = (uint8_t)c;
        c >>= 8;
    }
}

/* On a bare-metal port (emulated time) one parameter set and the
 * cheaper half of the tampering: each validation regenerates p. */
#if CAIRN_HOSTED
#define LIGHT 0
#else
#define LIGHT 1
#endif

static cairn_dsa_params shared_prm; /* the first size's, for test_args */

static void one_size(size_t L, size_t N, const cairn_hash *hash, unsigned index)
{
    static cairn_dsa_params prm, t;
    static cairn_dsa_private_key key;
    static cairn_dsa_public_key pub;
    cairn_dsa_components c;
    uint8_t sig[CAIRN_DSA_MAX_SIG_DER], q2[CAIRN_DSA_MAX_Q_BYTES + 1];
    size_t siglen, i;
    int rc;

    rc = cairn_dsa_params_generate(&prm, L, N, hash, index, prng_rng, NULL);
    if (!CHECK(rc == CAIRN_OK, "generate (%zu, %zu) %s: %d", L, N, hash->name, rc))
        return;
    CHECK(prm.p_len == L / 8 && prm.q_len == N / 8 && prm.g_len == L / 8 && prm.seed_len == N / 8,
          "(%zu, %zu): lengths", L, N);
    CHECK((prm.p[0] & 0x80) && (prm.q[0] & 0x80) && (prm.p[prm.p_len - 1] & 1) && (prm.q[prm.q_len - 1] & 1),
          "(%zu, %zu): top and low bits", L, N);
    CHECK(prm.counter <= 4 * L - 1 && prm.index == (int)index && prm.hash == hash, "(%zu, %zu): counter %u", L, N,
          (unsigned)prm.counter);
    CHECK_RC(cairn_dsa_params_validate(&prm, prng_rng, NULL), CAIRN_OK, "validate with seed");
    shared_prm = prm;
    t = prm;
    t.seed_len = 0;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_OK, "validate without seed");
    t = prm;
    t.index = -1;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_OK, "validate, g not verifiable");

    /* a key and a signature on them */
    CHECK_RC(cairn_dsa_params_components(&prm, &c), CAIRN_OK, "components");
    CHECK_RC(cairn_dsa_generate_key(&key, &c, prng_rng, NULL), CAIRN_OK, "key on new parameters");
    CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public half");
    CHECK_RC(cairn_dsa_sign(&key, &cairn_hash_sha256, CAIRN_DSA_DER, (const uint8_t *)"abc", 3, sig, sizeof sig,
                            &siglen, NULL, NULL),
             CAIRN_OK, "sign");
    CHECK_RC(cairn_dsa_verify(&pub, &cairn_hash_sha256, CAIRN_DSA_DER, (const uint8_t *)"abc", 3, sig, siglen),
             CAIRN_OK, "verify");

    /* tampering */
    t = prm;
    t.counter++;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "counter + 1");
    if (prm.counter > 0 && !LIGHT) {
        t = prm;
        t.counter--;
        CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "counter - 1");
    }
    t = prm;
    t.counter = (uint32_t)(4 * L);
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "counter 4L");
    for (i = 0; i < prm.seed_len; i += LIGHT ? prm.seed_len : prm.seed_len / 3) {
        t = prm;
        t.seed[i] ^= 0x10;
        CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY, "seed byte %zu", i);
    }
    /* p + 2q: the import's checks hold (q | p - 1), p is not the seed's */
    t = prm;
    q2[0] = 0;
    memcpy(q2 + 1, prm.q, prm.q_len);
    be_add(q2, q2, q2, prm.q_len + 1, prm.q_len + 1);
    be_add(t.p, prm.p, q2, prm.q_len + 1, prm.p_len);
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY, "p + 2q");
    /* g^2 has order q too: the import's checks hold, only A.2.4 tells it
     * from g (y of the key x = 2 is g^2) */
    {
        static cairn_dsa_private_key k2;
        cairn_dsa_components gc = c;
        const uint8_t two[1] = {2};
        size_t len;
        gc.x = two;
        gc.x_len = 1;
        t = prm;
        CHECK_RC(cairn_dsa_private_key_import(&k2, &gc), CAIRN_OK, "x = 2");
        CHECK_RC(cairn_dsa_private_key_export(&k2, CAIRN_DSA_Y, t.g, sizeof t.g, &len), CAIRN_OK, "g^2");
        cairn_dsa_private_key_wipe(&k2);
        CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "g^2 with the index");
        t.index = -1;
        CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_OK, "g^2 without the index (A.2.2)");
    }
    t = prm;
    t.index = (int)((index + 1) & 0xff);
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "another index");
    t = prm;
    t.g[t.g_len - 1] ^= 1;
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY, "g changed");
    t = prm;
    t.q[t.q_len - 1] ^= 2;
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY, "q changed");
    cairn_dsa_private_key_wipe(&key);
}

/* The same rng stream gives the same parameters. */
static void test_repeat(void)
{
    static cairn_dsa_params a, b;
    tu_prng save = prng;
    CHECK_RC(cairn_dsa_params_generate(&a, 1024, 160, &cairn_hash_sha256, 7, prng_rng, NULL), CAIRN_OK, "a");
    prng = save;
    CHECK_RC(cairn_dsa_params_generate(&b, 1024, 160, &cairn_hash_sha256, 7, prng_rng, NULL), CAIRN_OK, "b");
    CHECK(memcmp(&a, &b, sizeof a) == 0, "same rng stream, same parameters");
}

static void test_args(void)
{
    static cairn_dsa_params prm, t;
    cairn_dsa_components c;
    CHECK_RC(cairn_dsa_params_generate(NULL, 1024, 160, &cairn_hash_sha256, 0, prng_rng, NULL), CAIRN_ERR_BAD_ARG,
             "NULL out");
    CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, NULL, 0, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "NULL hash");
    CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, &cairn_hash_sha256, 0, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "NULL rng");
    CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, &cairn_hash_sha256, 256, prng_rng, NULL), CAIRN_ERR_BAD_ARG,
             "index 256");
    CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 256, &cairn_hash_sha256, 0, prng_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "(1024, 256)");
    CHECK_RC(cairn_dsa_params_generate(&prm, 2048, 160, &cairn_hash_sha256, 0, prng_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "(2048, 160)");
    CHECK_RC(cairn_dsa_params_generate(&prm, 2048, 256, &cairn_hash_sha224, 0, prng_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "SHA-224 for N = 256");
#if CAIRN_ENABLE_SHA3
    CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, &cairn_hash_shake128, 0, prng_rng, NULL), CAIRN_ERR_UNSUPPORTED,
             "an XOF");
#endif
    {
        /* from a set-up value, so that only the failing call can clear it */
        static const cairn_dsa_params zero;
        prm = shared_prm;
        CHECK(prm.p_len == 128 && prm.seed_len > 0, "parameters before the rng failure");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, &cairn_hash_sha256, 0, fail_rng, NULL), CAIRN_ERR_RNG,
                 "rng failure");
        CHECK(memcmp(&prm, &zero, sizeof prm) == 0, "zeroed on failure");
    }

    prm = shared_prm; /* (1024, 160) with SHA-256 or SHA-1 */
    CHECK(prm.p_len == 128, "parameters for the argument checks");
    CHECK_RC(cairn_dsa_params_validate(NULL, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "validate NULL");
    CHECK_RC(cairn_dsa_params_validate(&prm, NULL, NULL), CAIRN_ERR_BAD_ARG, "validate NULL rng");
    CHECK_RC(cairn_dsa_params_validate(&prm, fail_rng, NULL), CAIRN_ERR_RNG, "validate, rng failure");
    t = prm;
    t.hash = NULL;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "seed without hash");
    t = prm;
    t.index = 256;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "index 256");
    t.index = -2;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "index -2");
    t = prm;
    t.seed_len = sizeof t.seed + 1;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "seed_len too large");
    t = prm;
    t.p_len = sizeof t.p + 1;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_ARG, "p_len too large");
    t = prm;
    t.seed_len = 19;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_LENGTH, "seed shorter than N");
#if CAIRN_ENABLE_SHA3
    t = prm;
    t.hash = &cairn_hash_shake256;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_UNSUPPORTED, "XOF");
#endif
    t = prm;
#if CAIRN_ENABLE_SHA512
    t.hash = prm.hash == &cairn_hash_sha256 ? &cairn_hash_sha512 : &cairn_hash_sha256;
#else
    t.hash = prm.hash == &cairn_hash_sha256 ? &cairn_hash_sha224 : &cairn_hash_sha256;
#endif
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_INVALID_KEY, "another hash");
    t = prm;
    t.p[0] = 0;
    CHECK_RC(cairn_dsa_params_validate(&t, prng_rng, NULL), CAIRN_ERR_BAD_LENGTH, "p of 1023 bits");
    CHECK_RC(cairn_dsa_params_components(NULL, &c), CAIRN_ERR_BAD_ARG, "components NULL");
    CHECK_RC(cairn_dsa_params_components(&prm, NULL), CAIRN_ERR_BAD_ARG, "components NULL out");
}

int main(int argc, char **argv)
{
    int longrun = argc > 1 && strcmp(argv[1], "--long") == 0;
    tu_prng_seed(&prng, tu_seed(0xd5a9e4));
    if (longrun) {
        one_size(2048, 224, &cairn_hash_sha224, 1);
        one_size(2048, 256, &cairn_hash_sha256, 2);
        if (CAIRN_DSA_MAX_BITS >= 3072)
            one_size(3072, 256, &cairn_hash_sha256, 3);
        return tu_finish("test_dsa_gen --long");
    }
    one_size(1024, 160, &cairn_hash_sha256, 0);
    if (!LIGHT) {
#if CAIRN_ENABLE_SHA1
        one_size(1024, 160, &cairn_hash_sha1, 255);
#endif
        test_repeat();
    }
    test_args();
    return tu_finish("test_dsa_gen");
}
