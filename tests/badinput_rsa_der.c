/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the RSA key formats of cairn/rsa.h (DER and PEM import and
 * export, public and private): NULL pointers (each in turn, a NULL input
 * with a huge length), format values outside the enum and FORMAT_ANY on
 * export, unset key objects, empty and truncated input, an output one byte
 * short, a query (out NULL) with a non-zero cap. A failed import leaves the
 * key object unset; a failed private export leaves the buffer zeroed and
 * the length 0 (the length needed after CAIRN_ERR_BUFFER_TOO_SMALL). The key
 * is a fixed 512-bit test key generated once with OpenSSL for this file.
 */
#include <string.h>

#include "cairn/rsa.h"
#include "badinput.h"
#include "testutil.h"

#if CAIRN_ENABLE_RSA

#define BIG ((size_t)-1)

/* PKCS#1 RSAPrivateKey */
static const char key512[] =
    "3082013a020100024100c3c4a76529e0f6ea0f82e71c637729edb7313b7a2e3cb282739961f32facff014722fa4f71b3"
    "152aa45ecf83a7ea39251f3efd65978b29574d61ca574b3c2c4b02030100010240538c1ca876dbf46465a446ff7d8f80"
    "8c5bcf1e0401b193b94a9e5e080c03b77bd374d086f5582a27991cea21ea56a019af16b3380f2457c07e701f60c6a5c5"
    "a1022100f231d893e768f5b552886de3eabf8d7e5f29e3987541df55908b603535c34c9b022100ceed57b3607c98d8f0"
    "39a95ddea4b40d0d33b6f83208ef752ebdaaa4f3fea21102210081fbb895e09b974b626930392352fcf876d07f82e263"
    "a11e45fe577b1748a2c302206f9fb6d48bb30adcd3d1b71c6d131a118452a65c02d9b11adc88f1f9a3a9739102202863"
    "d8633cfe63215d50b57702a3399702eb0c498ca6cf43c57832e3ed667b2d";

static const cairn_rsa_format bad_formats[] = {(cairn_rsa_format)3, (cairn_rsa_format)-1, (cairn_rsa_format)1000};

static void bad_import(const uint8_t *der, size_t dlen, const char *pem, size_t plen, const uint8_t *pubder,
                       size_t pdlen, const char *pubpem, size_t pplen)
{
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key pk;
    size_t i;

    /* NULL key, NULL input with a length, the key unset after any refusal */
    CHECK_RC(cairn_rsa_private_key_from_der(NULL, CAIRN_RSA_FORMAT_ANY, der, dlen), CAIRN_ERR_BAD_ARG,
             "private from_der NULL key");
    CHECK_RC(cairn_rsa_public_key_from_der(NULL, CAIRN_RSA_FORMAT_ANY, pubder, pdlen), CAIRN_ERR_BAD_ARG,
             "public from_der NULL key");
    CHECK_RC(cairn_rsa_private_key_from_pem(NULL, CAIRN_RSA_FORMAT_ANY, pem, plen), CAIRN_ERR_BAD_ARG,
             "private from_pem NULL key");
    CHECK_RC(cairn_rsa_public_key_from_pem(NULL, CAIRN_RSA_FORMAT_ANY, pubpem, pplen), CAIRN_ERR_BAD_ARG,
             "public from_pem NULL key");

    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, der, dlen), CAIRN_OK, "private from_der");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, NULL, BIG), CAIRN_ERR_BAD_ARG,
             "private from_der NULL input, huge length");
    CHECK(cairn_rsa_private_key_bits(&sk) == 0, "private key unset after a refused argument");
    CHECK_RC(cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, pubder, pdlen), CAIRN_OK, "public from_der");
    CHECK_RC(cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, NULL, 1), CAIRN_ERR_BAD_ARG,
             "public from_der NULL input");
    CHECK(cairn_rsa_public_key_bits(&pk) == 0, "public key unset after a refused argument");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, plen), CAIRN_OK, "private from_pem");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, NULL, BIG), CAIRN_ERR_BAD_ARG,
             "private from_pem NULL input");
    CHECK(cairn_rsa_private_key_bits(&sk) == 0, "private key unset after a refused PEM argument");
    CHECK_RC(cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, pubpem, pplen), CAIRN_OK, "public from_pem");
    CHECK_RC(cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, NULL, 7), CAIRN_ERR_BAD_ARG,
             "public from_pem NULL input");
    CHECK(cairn_rsa_public_key_bits(&pk) == 0, "public key unset after a refused PEM argument");

    /* formats outside the enum */
    for (i = 0; i < sizeof bad_formats / sizeof bad_formats[0]; i++) {
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, bad_formats[i], der, dlen), CAIRN_ERR_BAD_ARG,
                 "private from_der bad format");
        CHECK_RC(cairn_rsa_public_key_from_der(&pk, bad_formats[i], pubder, pdlen), CAIRN_ERR_BAD_ARG,
                 "public from_der bad format");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, bad_formats[i], pem, plen), CAIRN_ERR_BAD_ARG,
                 "private from_pem bad format");
        CHECK_RC(cairn_rsa_public_key_from_pem(&pk, bad_formats[i], pubpem, pplen), CAIRN_ERR_BAD_ARG,
                 "public from_pem bad format");
    }

    /* empty and cut-short input */
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, der, 0), CAIRN_ERR_DECODE, "empty DER");
    CHECK_RC(cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_PKCS8, pubder, 0), CAIRN_ERR_DECODE, "empty DER");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, der, dlen - 1), CAIRN_ERR_DECODE,
             "DER one byte short");
    CHECK_RC(cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, pubder, pdlen - 1), CAIRN_ERR_DECODE,
             "DER one byte short");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, 0), CAIRN_ERR_DECODE, "empty PEM");
    CHECK_RC(cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, pubpem, 0), CAIRN_ERR_DECODE, "empty PEM");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, plen / 2), CAIRN_ERR_DECODE,
             "half a PEM block");
    CHECK_RC(cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, pubpem, pplen / 2), CAIRN_ERR_DECODE,
             "half a PEM block");
    /* each key type refuses the other's encodings */
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, pubder, pdlen), CAIRN_ERR_DECODE,
             "public DER as a private key");
    CHECK_RC(cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, der, dlen), CAIRN_ERR_DECODE,
             "private DER as a public key");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pubpem, pplen), CAIRN_ERR_DECODE,
             "public PEM as a private key");
    CHECK_RC(cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, pem, plen), CAIRN_ERR_DECODE,
             "private PEM as a public key");
}

static void bad_export(const cairn_rsa_private_key *sk, const cairn_rsa_public_key *pk)
{
    static cairn_rsa_private_key unset_sk;
    static uint8_t out[2000];
    static char pem[3000];
    cairn_rsa_public_key unset_pk;
    size_t len, need, i;
    int f;

    memset(&unset_sk, 0, sizeof unset_sk);
    memset(&unset_pk, 0, sizeof unset_pk);

    /* NULL and unset keys */
    len = 5;
    CHECK_RC(cairn_rsa_private_key_to_der(NULL, CAIRN_RSA_FORMAT_PKCS8, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "private to_der NULL key");
    CHECK(len == 0, "length 0 on failure");
    CHECK_RC(cairn_rsa_public_key_to_der(NULL, CAIRN_RSA_FORMAT_PKCS8, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "public to_der NULL key");
    CHECK_RC(cairn_rsa_private_key_to_pem(NULL, CAIRN_RSA_FORMAT_PKCS8, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
             "private to_pem NULL key");
    CHECK_RC(cairn_rsa_public_key_to_pem(NULL, CAIRN_RSA_FORMAT_PKCS8, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
             "public to_pem NULL key");
    CHECK_RC(cairn_rsa_private_key_to_der(&unset_sk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len),
             CAIRN_ERR_STATE, "private to_der unset key");
    CHECK_RC(cairn_rsa_public_key_to_der(&unset_pk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len), CAIRN_ERR_STATE,
             "public to_der unset key");
    CHECK_RC(cairn_rsa_private_key_to_pem(&unset_sk, CAIRN_RSA_FORMAT_PKCS1, pem, sizeof pem, &len),
             CAIRN_ERR_STATE, "private to_pem unset key");
    CHECK_RC(cairn_rsa_public_key_to_pem(&unset_pk, CAIRN_RSA_FORMAT_PKCS1, pem, sizeof pem, &len),
             CAIRN_ERR_STATE, "public to_pem unset key");
    /* NULL length */
    CHECK_RC(cairn_rsa_private_key_to_der(sk, CAIRN_RSA_FORMAT_PKCS8, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG,
             "private to_der NULL len");
    CHECK_RC(cairn_rsa_public_key_to_der(pk, CAIRN_RSA_FORMAT_PKCS8, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG,
             "public to_der NULL len");
    CHECK_RC(cairn_rsa_private_key_to_pem(sk, CAIRN_RSA_FORMAT_PKCS8, pem, sizeof pem, NULL), CAIRN_ERR_BAD_ARG,
             "private to_pem NULL len");
    CHECK_RC(cairn_rsa_public_key_to_pem(pk, CAIRN_RSA_FORMAT_PKCS8, pem, sizeof pem, NULL), CAIRN_ERR_BAD_ARG,
             "public to_pem NULL len");
    /* FORMAT_ANY and values outside the enum */
    for (i = 0; i <= sizeof bad_formats / sizeof bad_formats[0]; i++) {
        cairn_rsa_format bf = i == 0 ? CAIRN_RSA_FORMAT_ANY : bad_formats[i - 1];
        memset(out, 0x55, sizeof out);
        CHECK_RC(cairn_rsa_private_key_to_der(sk, bf, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
                 "private to_der bad format");
        CHECK(len == 0 && tu_all_zero(out, sizeof out), "private to_der bad format: out zeroed, length 0");
        CHECK_RC(cairn_rsa_public_key_to_der(pk, bf, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
                 "public to_der bad format");
        memset(pem, 0x55, sizeof pem);
        CHECK_RC(cairn_rsa_private_key_to_pem(sk, bf, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
                 "private to_pem bad format");
        CHECK(len == 0 && tu_all_zero(pem, sizeof pem), "private to_pem bad format: out zeroed, length 0");
        CHECK_RC(cairn_rsa_public_key_to_pem(pk, bf, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
                 "public to_pem bad format");
    }
    for (f = CAIRN_RSA_FORMAT_PKCS1; f <= CAIRN_RSA_FORMAT_PKCS8; f++) {
        cairn_rsa_format fmt = (cairn_rsa_format)f;
        /* out NULL with a capacity */
        CHECK_RC(cairn_rsa_private_key_to_der(sk, fmt, NULL, 10, &len), CAIRN_ERR_BAD_ARG, "private to_der NULL out");
        CHECK_RC(cairn_rsa_public_key_to_der(pk, fmt, NULL, 10, &len), CAIRN_ERR_BAD_ARG, "public to_der NULL out");
        CHECK_RC(cairn_rsa_private_key_to_pem(sk, fmt, NULL, BIG, &len), CAIRN_ERR_BAD_ARG, "private to_pem NULL out");
        CHECK_RC(cairn_rsa_public_key_to_pem(pk, fmt, NULL, BIG, &len), CAIRN_ERR_BAD_ARG, "public to_pem NULL out");
        /* one byte short: the length needed, a private buffer zeroed */
        CHECK_RC(cairn_rsa_private_key_to_der(sk, fmt, NULL, 0, &need), CAIRN_OK, "private to_der query");
        memset(out, 0x55, sizeof out);
        CHECK_RC(cairn_rsa_private_key_to_der(sk, fmt, out, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "private to_der one short");
        CHECK(len == need && tu_all_zero(out, need - 1) && out[need - 1] == 0x55, "private to_der one short: zeroed");
        CHECK_RC(cairn_rsa_private_key_to_der(sk, fmt, out, 0, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "private to_der cap 0");
        CHECK_RC(cairn_rsa_public_key_to_der(pk, fmt, NULL, 0, &need), CAIRN_OK, "public to_der query");
        CHECK_RC(cairn_rsa_public_key_to_der(pk, fmt, out, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "public to_der one short");
        CHECK(len == need, "public to_der one short: the length needed");
        CHECK_RC(cairn_rsa_private_key_to_pem(sk, fmt, NULL, 0, &need), CAIRN_OK, "private to_pem query");
        memset(pem, 0x55, sizeof pem);
        CHECK_RC(cairn_rsa_private_key_to_pem(sk, fmt, pem, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "private to_pem one short");
        CHECK(len == need && tu_all_zero(pem, need - 1), "private to_pem one short: zeroed");
        CHECK_RC(cairn_rsa_public_key_to_pem(pk, fmt, NULL, 0, &need), CAIRN_OK, "public to_pem query");
        CHECK_RC(cairn_rsa_public_key_to_pem(pk, fmt, pem, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "public to_pem one short");
        CHECK(len == need, "public to_pem one short: the length needed");
    }
}

void badinput_rsa_der(void)
{
    static uint8_t der[400], pubder[200];
    static char pem[1000], pubpem[500];
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key pk;
    size_t dlen, pdlen, plen, pplen;
    long n = tu_unhex_into(der, sizeof der, key512);

    if (!CHECK(n > 0, "test key hex"))
        return;
    dlen = (size_t)n;
    if (!CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, der, dlen), CAIRN_OK,
                  "the 512-bit test key reads"))
        return;
    CHECK_RC(cairn_rsa_public_key_from_private(&pk, &sk), CAIRN_OK, "its public key");
    CHECK_RC(cairn_rsa_private_key_to_pem(&sk, CAIRN_RSA_FORMAT_PKCS8, pem, sizeof pem, &plen), CAIRN_OK, "PEM");
    CHECK_RC(cairn_rsa_public_key_to_der(&pk, CAIRN_RSA_FORMAT_PKCS8, pubder, sizeof pubder, &pdlen), CAIRN_OK,
             "SPKI");
    CHECK_RC(cairn_rsa_public_key_to_pem(&pk, CAIRN_RSA_FORMAT_PKCS1, pubpem, sizeof pubpem, &pplen), CAIRN_OK,
             "public PEM");
    bad_export(&sk, &pk);
    bad_import(der, dlen, pem, plen, pubder, pdlen, pubpem, pplen);
}

#else
void badinput_rsa_der(void) {}
#endif
