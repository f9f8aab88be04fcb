/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for RSA key generation and the full key check of cairn/rsa.h:
 * a NULL key or rng, sizes odd, below 1024 bits or above the build's
 * maximum, public exponents even or below 65537 (every uint32_t is below
 * 2^32, so no value is too large), an rng that fails and one that returns
 * the same bytes forever (no prime in FIPS 186-5's 5h candidates): each
 * its status, and no key object left set up, even one that held a key
 * before the call. The check: NULL and unset key objects, a NULL or
 * failing rng. The key is a 512-bit one generated with OpenSSL for this
 * file (its primes are 256 bits: the check's Miller-Rabin is quick).
 */
#include <string.h>

#include "badinput.h"
#include "cairn/rsa.h"
#include "testutil.h"

#if CAIRN_ENABLE_RSA

static const uint8_t gp[32] = {
    0xf4, 0xd0, 0x2d, 0x5e, 0xea, 0x7b, 0xbf, 0xc6, 0x30, 0x1a, 0x26, 0x14, 0x2e, 0x65, 0xec, 0xbf,
    0xfb, 0x53, 0x02, 0xb0, 0xd8, 0x9b, 0x0f, 0x59, 0x9a, 0x2a, 0xcd, 0xc3, 0xbd, 0x41, 0xbf, 0x07};
static const uint8_t gq[32] = {
    0xe0, 0xa0, 0x0d, 0x5b, 0xe4, 0x14, 0xe0, 0x03, 0x4d, 0x9c, 0xed, 0x19, 0x48, 0x8a, 0x17, 0xe1,
    0xd1, 0x25, 0x97, 0x99, 0xf7, 0x25, 0x7e, 0x6d, 0xcf, 0xbc, 0x6c, 0x51, 0xf3, 0x26, 0xb3, 0xcd};
static const uint8_t ge[3] = {0x01, 0x00, 0x01};

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

static int const_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_OK;
}

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *x = state;
    size_t i;
    for (i = 0; i < len; i++) {
        *x = *x * 1103515245u + 12345u;
        out[i] = (uint8_t)(*x >> 16);
    }
    return CAIRN_OK;
}

/* the test key set up in k */
static int load(cairn_rsa_private_key *k)
{
    cairn_rsa_components c;
    memset(&c, 0, sizeof c);
    c.p = gp;
    c.p_len = sizeof gp;
    c.q = gq;
    c.q_len = sizeof gq;
    c.e = ge;
    c.e_len = sizeof ge;
    return cairn_rsa_private_key_import(k, &c);
}

void badinput_rsa_gen(void)
{
    static cairn_rsa_private_key k, unset;
    static const size_t bad_bits[] = {0, 1, 512, 1022, 1023, 1025, 2049, CAIRN_RSA_MAX_BITS + 1,
                                      CAIRN_RSA_MAX_BITS + 2, (size_t)-2};
    static const uint32_t bad_e[] = {1, 2, 3, 17, 65535, 65536, 65538, 0xfffffffeu};
    uint32_t seed = 5;
    size_t i;

    /* generation */
    CHECK_RC(cairn_rsa_generate(NULL, 1024, 0, ok_rng, &seed), CAIRN_ERR_BAD_ARG, "generate: NULL key");
    CHECK_RC(load(&k), CAIRN_OK, "test key");
    CHECK_RC(cairn_rsa_generate(&k, 1024, 0, NULL, NULL), CAIRN_ERR_BAD_ARG, "generate: NULL rng");
    CHECK(cairn_rsa_private_key_bits(&k) == 0, "generate: the key object is unset after a NULL rng");
    for (i = 0; i < sizeof bad_bits / sizeof bad_bits[0]; i++) {
        CHECK_RC(load(&k), CAIRN_OK, "test key");
        CHECK_RC(cairn_rsa_generate(&k, bad_bits[i], 0, ok_rng, &seed), CAIRN_ERR_BAD_LENGTH, "generate: bad size");
        CHECK(cairn_rsa_private_key_bits(&k) == 0, "generate: unset after the size %zu", bad_bits[i]);
    }
    for (i = 0; i < sizeof bad_e / sizeof bad_e[0]; i++) {
        CHECK_RC(load(&k), CAIRN_OK, "test key");
        CHECK_RC(cairn_rsa_generate(&k, 1024, bad_e[i], ok_rng, &seed), CAIRN_ERR_BAD_ARG, "generate: bad e");
        CHECK(cairn_rsa_private_key_bits(&k) == 0, "generate: unset after e = %lu", (unsigned long)bad_e[i]);
    }
    CHECK_RC(load(&k), CAIRN_OK, "test key");
    CHECK_RC(cairn_rsa_generate(&k, 1024, 0, fail_rng, NULL), CAIRN_ERR_RNG, "generate: failing rng");
    CHECK(cairn_rsa_private_key_bits(&k) == 0, "generate: unset after the rng failed");
    CHECK_RC(load(&k), CAIRN_OK, "test key");
    CHECK_RC(cairn_rsa_generate(&k, 1024, 0, const_rng, NULL), CAIRN_ERR_RNG, "generate: an rng stuck on zeros");
    CHECK(cairn_rsa_private_key_bits(&k) == 0, "generate: unset after a stuck rng");

    /* the check */
    memset(&unset, 0, sizeof unset);
    CHECK_RC(cairn_rsa_private_key_check(NULL, ok_rng, &seed), CAIRN_ERR_BAD_ARG, "check: NULL key");
    CHECK_RC(cairn_rsa_private_key_check(&unset, ok_rng, &seed), CAIRN_ERR_STATE, "check: unset key");
    CHECK_RC(load(&k), CAIRN_OK, "test key");
    CHECK_RC(cairn_rsa_private_key_check(&k, NULL, NULL), CAIRN_ERR_BAD_ARG, "check: NULL rng");
    CHECK_RC(cairn_rsa_private_key_check(&k, fail_rng, NULL), CAIRN_ERR_RNG, "check: failing rng");
    CHECK_RC(cairn_rsa_private_key_check(&k, const_rng, NULL), CAIRN_ERR_RNG, "check: no witness from the rng");
    CHECK_RC(cairn_rsa_private_key_check(&k, ok_rng, &seed), CAIRN_OK, "check: the test key passes");
    cairn_rsa_private_key_wipe(&k);
    CHECK_RC(cairn_rsa_private_key_check(&k, ok_rng, &seed), CAIRN_ERR_STATE, "check: wiped key");
}

#else
void badinput_rsa_gen(void) {}
#endif
