/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the RSA key objects and raw primitives of cairn/rsa.h
 * (import, export of components, sizes, PSS restriction queries, wipe,
 * public and private raw operations): NULL pointers, unset key objects,
 * component parts a public key does not have, short buffers (the length
 * needed still reported), inputs of the wrong length or not below n, and a
 * failing rng for the blinding. The key is a fixed 512-bit test key (the
 * smallest size accepted), generated once with OpenSSL for this file.
 */
#include <string.h>

#include "cairn/rsa.h"
#include "badinput.h"
#include "testutil.h"

#if CAIRN_ENABLE_RSA

static const uint8_t kn[64] = {
    0x9c, 0x3b, 0x58, 0x81, 0xe6, 0x74, 0xb3, 0x21, 0xf1, 0x20, 0x35, 0x7c, 0x3c, 0xc6, 0xb9, 0x07,
    0xd8, 0x52, 0x2c, 0xdc, 0xaf, 0x0b, 0x9c, 0x50, 0x92, 0xbf, 0xfc, 0x90, 0xb5, 0x06, 0x1e, 0x9e,
    0x1e, 0x29, 0x35, 0x05, 0xea, 0x60, 0x80, 0x2d, 0x34, 0xf5, 0x9e, 0xb3, 0xcd, 0xe4, 0x99, 0x8e,
    0xd4, 0x10, 0xf1, 0x32, 0x10, 0xf3, 0x5b, 0xd5, 0x21, 0xb2, 0x1a, 0xea, 0x8e, 0x30, 0x52, 0xed};
static const uint8_t ke[3] = {0x01, 0x00, 0x01};
static const uint8_t kp[32] = {
    0xcc, 0xf1, 0xae, 0xa5, 0xb3, 0x86, 0xc3, 0xec, 0x3b, 0xc5, 0x79, 0xdd, 0xd2, 0xb7, 0xc1, 0xfb,
    0xf9, 0x28, 0x48, 0xec, 0x5b, 0x8e, 0x6d, 0xb8, 0x7f, 0xbb, 0x1d, 0x58, 0x8f, 0xeb, 0xf0, 0x03};
static const uint8_t kq[32] = {
    0xc3, 0x27, 0x09, 0x90, 0x5f, 0x67, 0x9b, 0xe2, 0x83, 0xcf, 0x09, 0xda, 0xaa, 0x7c, 0xac, 0x5d,
    0x60, 0xd7, 0x3b, 0x2e, 0x72, 0xf9, 0x03, 0xab, 0x31, 0x0c, 0x1c, 0x10, 0xd9, 0xeb, 0x16, 0x4f};

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

static cairn_rsa_components comps(void)
{
    cairn_rsa_components c;
    memset(&c, 0, sizeof c);
    c.n = kn;
    c.n_len = sizeof kn;
    c.e = ke;
    c.e_len = sizeof ke;
    c.p = kp;
    c.p_len = sizeof kp;
    c.q = kq;
    c.q_len = sizeof kq;
    return c;
}

void badinput_rsa_key(void)
{
    cairn_rsa_private_key sk, unset_sk;
    cairn_rsa_public_key pk, unset_pk;
    cairn_rsa_components c = comps();
    cairn_rsa_pss_params pss;
    uint8_t in[64], out[64], big[80];
    size_t len = 99;
    int restricted = 7;

    memset(&unset_sk, 0, sizeof unset_sk);
    memset(&unset_pk, 0, sizeof unset_pk);

    /* import */
    CHECK_RC(cairn_rsa_public_key_import(NULL, &c), CAIRN_ERR_BAD_ARG, "public import NULL key");
    CHECK_RC(cairn_rsa_public_key_import(&pk, NULL), CAIRN_ERR_BAD_ARG, "public import NULL components");
    CHECK_RC(cairn_rsa_private_key_import(NULL, &c), CAIRN_ERR_BAD_ARG, "private import NULL key");
    CHECK_RC(cairn_rsa_private_key_import(&sk, NULL), CAIRN_ERR_BAD_ARG, "private import NULL components");
    c.e = NULL;
    CHECK_RC(cairn_rsa_public_key_import(&pk, &c), CAIRN_ERR_BAD_ARG, "public import without e");
    CHECK_RC(cairn_rsa_private_key_import(&sk, &c), CAIRN_ERR_BAD_ARG, "private import without e");
    c = comps();
    c.q = NULL;
    CHECK_RC(cairn_rsa_private_key_import(&sk, &c), CAIRN_ERR_BAD_ARG, "private import without q");
    c = comps();
    c.n_len = 63; /* 504 bits */
    CHECK_RC(cairn_rsa_public_key_import(&pk, &c), CAIRN_ERR_BAD_LENGTH, "public import of a 504-bit modulus");
    CHECK_RC(cairn_rsa_private_key_import(&sk, &c), CAIRN_ERR_BAD_LENGTH, "private import of a 504-bit modulus");
    c = comps();
    c.e_len = 0;
    CHECK_RC(cairn_rsa_public_key_import(&pk, &c), CAIRN_ERR_INVALID_KEY, "public import of e = 0 (empty)");
    c = comps();
    c.dp = kp; /* dP = p: refused, not below p - 1 */
    c.dp_len = sizeof kp;
    CHECK_RC(cairn_rsa_private_key_import(&sk, &c), CAIRN_ERR_INVALID_KEY, "private import with dP = p");
    c = comps();
    if (!CHECK_RC(cairn_rsa_private_key_import(&sk, &c), CAIRN_OK, "the 512-bit test key imports"))
        return;
    CHECK_RC(cairn_rsa_public_key_import(&pk, &c), CAIRN_OK, "its public key imports");

    /* from_private */
    CHECK_RC(cairn_rsa_public_key_from_private(NULL, &sk), CAIRN_ERR_BAD_ARG, "from_private NULL out");
    CHECK_RC(cairn_rsa_public_key_from_private(&pk, NULL), CAIRN_ERR_BAD_ARG, "from_private NULL key");
    CHECK_RC(cairn_rsa_public_key_from_private(&pk, &unset_sk), CAIRN_ERR_STATE, "from_private unset key");
    CHECK_RC(cairn_rsa_public_key_from_private(&pk, &sk), CAIRN_OK, "from_private");

    /* sizes */
    CHECK(cairn_rsa_public_key_bits(NULL) == 0 && cairn_rsa_public_key_bytes(NULL) == 0, "public sizes of NULL");
    CHECK(cairn_rsa_private_key_bits(NULL) == 0 && cairn_rsa_private_key_bytes(NULL) == 0, "private sizes of NULL");
    CHECK(cairn_rsa_public_key_bits(&unset_pk) == 0 && cairn_rsa_private_key_bits(&unset_sk) == 0, "unset sizes");
    CHECK(cairn_rsa_public_key_bits(&pk) == 512 && cairn_rsa_private_key_bytes(&sk) == 64, "sizes");

    /* components */
    CHECK_RC(cairn_rsa_public_key_component(NULL, CAIRN_RSA_N, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "public component NULL key");
    CHECK(len == 0, "length zeroed on failure");
    CHECK_RC(cairn_rsa_public_key_component(&pk, CAIRN_RSA_N, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG,
             "public component NULL len");
    CHECK_RC(cairn_rsa_public_key_component(&unset_pk, CAIRN_RSA_N, out, sizeof out, &len), CAIRN_ERR_STATE,
             "public component unset key");
    CHECK_RC(cairn_rsa_public_key_component(&pk, CAIRN_RSA_D, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "public key has no d");
    CHECK_RC(cairn_rsa_public_key_component(&pk, (cairn_rsa_part)99, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "unknown part");
    CHECK_RC(cairn_rsa_public_key_component(&pk, CAIRN_RSA_N, out, 63, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
             "n into 63 bytes");
    CHECK(len == 64, "the length needed is reported");
    CHECK_RC(cairn_rsa_public_key_component(&pk, CAIRN_RSA_N, NULL, 0, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
             "n size query");
    CHECK(len == 64, "size query reports 64");
    CHECK_RC(cairn_rsa_private_key_component(NULL, CAIRN_RSA_P, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "private component NULL key");
    CHECK_RC(cairn_rsa_private_key_component(&unset_sk, CAIRN_RSA_P, out, sizeof out, &len), CAIRN_ERR_STATE,
             "private component unset key");
    CHECK_RC(cairn_rsa_private_key_component(&sk, (cairn_rsa_part)-1, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "private unknown part");
    CHECK_RC(cairn_rsa_private_key_component(&sk, CAIRN_RSA_P, out, 31, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
             "p into 31 bytes");
    CHECK(len == 32, "p needs 32");
    CHECK_RC(cairn_rsa_private_key_component(&sk, CAIRN_RSA_Q, out, sizeof out, &len), CAIRN_OK, "q");
    CHECK(len == 32 && memcmp(out, kq, 32) == 0, "q exported");

    /* PSS restriction queries */
    CHECK_RC(cairn_rsa_public_key_pss_params(NULL, &restricted, &pss), CAIRN_ERR_BAD_ARG, "pss_params NULL key");
    CHECK_RC(cairn_rsa_public_key_pss_params(&unset_pk, &restricted, &pss), CAIRN_ERR_STATE,
             "pss_params unset key");
    CHECK_RC(cairn_rsa_public_key_pss_params(&pk, NULL, &pss), CAIRN_ERR_BAD_ARG, "pss_params NULL flag");
    CHECK_RC(cairn_rsa_public_key_pss_params(&pk, &restricted, NULL), CAIRN_ERR_BAD_ARG, "pss_params NULL out");
    CHECK_RC(cairn_rsa_public_key_pss_params(&pk, &restricted, &pss), CAIRN_OK, "pss_params");
    CHECK(restricted == 0, "an rsaEncryption key is not restricted");
    CHECK_RC(cairn_rsa_private_key_pss_params(NULL, &restricted, &pss), CAIRN_ERR_BAD_ARG,
             "private pss_params NULL key");
    CHECK_RC(cairn_rsa_private_key_pss_params(&unset_sk, &restricted, &pss), CAIRN_ERR_STATE,
             "private pss_params unset key");
    CHECK_RC(cairn_rsa_private_key_pss_params(&sk, &restricted, NULL), CAIRN_ERR_BAD_ARG,
             "private pss_params NULL out");

    /* raw operations */
    memset(in, 0x42, sizeof in);
    CHECK_RC(cairn_rsa_public_raw(NULL, out, in, 64), CAIRN_ERR_BAD_ARG, "public_raw NULL key");
    CHECK_RC(cairn_rsa_public_raw(&unset_pk, out, in, 64), CAIRN_ERR_STATE, "public_raw unset key");
    CHECK_RC(cairn_rsa_public_raw(&pk, NULL, in, 64), CAIRN_ERR_BAD_ARG, "public_raw NULL out");
    CHECK_RC(cairn_rsa_public_raw(&pk, out, NULL, 64), CAIRN_ERR_BAD_ARG, "public_raw NULL in");
    CHECK_RC(cairn_rsa_public_raw(&pk, out, in, 63), CAIRN_ERR_BAD_LENGTH, "public_raw 63 bytes");
    CHECK_RC(cairn_rsa_public_raw(&pk, out, in, 65), CAIRN_ERR_BAD_LENGTH, "public_raw 65 bytes");
    memcpy(big, kn, 64);
    CHECK_RC(cairn_rsa_public_raw(&pk, out, big, 64), CAIRN_ERR_BAD_ARG, "public_raw input = n");
    memset(big, 0xff, 64);
    CHECK_RC(cairn_rsa_public_raw(&pk, out, big, 64), CAIRN_ERR_BAD_ARG, "public_raw input above n");
    CHECK_RC(cairn_rsa_private_raw(NULL, out, in, 64, NULL, NULL), CAIRN_ERR_BAD_ARG, "private_raw NULL key");
    CHECK_RC(cairn_rsa_private_raw(&unset_sk, out, in, 64, NULL, NULL), CAIRN_ERR_STATE, "private_raw unset key");
    CHECK_RC(cairn_rsa_private_raw(&sk, NULL, in, 64, NULL, NULL), CAIRN_ERR_BAD_ARG, "private_raw NULL out");
    CHECK_RC(cairn_rsa_private_raw(&sk, out, NULL, 64, NULL, NULL), CAIRN_ERR_BAD_ARG, "private_raw NULL in");
    CHECK_RC(cairn_rsa_private_raw(&sk, out, in, 0, NULL, NULL), CAIRN_ERR_BAD_LENGTH, "private_raw 0 bytes");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_rsa_private_raw(&sk, out, big, 64, NULL, NULL), CAIRN_ERR_BAD_ARG, "private_raw input above n");
    CHECK(tu_all_zero(out, 64), "output zeroed after a refused input");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_rsa_private_raw(&sk, out, in, 64, fail_rng, NULL), CAIRN_ERR_RNG, "private_raw failing rng");
    CHECK(tu_all_zero(out, 64), "output zeroed after an rng failure");
    CHECK_RC(cairn_rsa_private_raw(&sk, out, in, 64, NULL, NULL), CAIRN_OK, "private_raw");

    /* wipe */
    cairn_rsa_public_key_wipe(NULL);
    cairn_rsa_private_key_wipe(NULL);
    cairn_rsa_public_key_wipe(&pk);
    cairn_rsa_private_key_wipe(&sk);
    CHECK_RC(cairn_rsa_public_raw(&pk, out, in, 64), CAIRN_ERR_STATE, "a wiped public key is unset");
    CHECK_RC(cairn_rsa_private_raw(&sk, out, in, 64, NULL, NULL), CAIRN_ERR_STATE, "a wiped private key is unset");
}

#else
void badinput_rsa_key(void) {}
#endif
