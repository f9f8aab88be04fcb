/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the EC key formats of cairn/ec.h (DER and PEM, private and
 * public, both ways): NULL pointers (each in turn, a NULL input with a huge
 * length), format values outside the enum and the public format for a
 * private key, zeroed (never set up) and wiped key objects, empty,
 * truncated and over-long input, PEM of the wrong label, outputs of every
 * size below the encoding's (CAIRN_ERR_BUFFER_TOO_SMALL, the buffer zeroed,
 * nothing written past it, the length 0), a NULL output. A failed import
 * leaves the key object unset. The key is a fixed P-256 key (SEC 1 DER,
 * from OpenSSL).
 */
#include <string.h>

#include "badinput.h"
#include "cairn/ec.h"
#include "testutil.h"

#if CAIRN_ENABLE_EC

#define BIG ((size_t)-1)

static const char sec1_hex[] =
    "30770201010420008c6d185ed74dd18756d150d883a633bf88b4678eae0562fecf83a48858e2bda00a06082a8648ce3d"
    "030107a14403420004278bcbc4d856f085066d4b4a96de320a985e88300ed16cfd2d9bf49f2fe3fe420b332272a11aba"
    "7e75519c01e051fafd9529ea661d0f5535b0291a03e8cb26e9";

static const cairn_ec_format bad_formats[] = {(cairn_ec_format)0, CAIRN_EC_SPKI, (cairn_ec_format)4,
                                              (cairn_ec_format)-1};
#define N_BAD_FORMATS (sizeof bad_formats / sizeof bad_formats[0])

static void bad_import(const uint8_t *der, size_t dlen, const char *pem, size_t plen, const uint8_t *pubder,
                       size_t pdlen, const char *pubpem, size_t pplen)
{
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    size_t i;

    CHECK_RC(cairn_ec_private_key_from_der(NULL, CAIRN_EC_SEC1, der, dlen), CAIRN_ERR_BAD_ARG, "from_der NULL key");
    CHECK_RC(cairn_ec_public_key_from_der(NULL, pubder, pdlen), CAIRN_ERR_BAD_ARG, "public from_der NULL key");
    CHECK_RC(cairn_ec_private_key_from_pem(NULL, CAIRN_EC_SEC1, pem, plen), CAIRN_ERR_BAD_ARG, "from_pem NULL key");
    CHECK_RC(cairn_ec_public_key_from_pem(NULL, pubpem, pplen), CAIRN_ERR_BAD_ARG, "public from_pem NULL key");

    /* NULL input with a length: refused, the key left unset */
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der, dlen), CAIRN_OK, "from_der");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, NULL, BIG), CAIRN_ERR_BAD_ARG, "from_der NULL, huge");
    CHECK(cairn_ec_private_key_curve(&sk) == 0, "private key unset after a refused argument");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, pubder, pdlen), CAIRN_OK, "public from_der");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, NULL, 1), CAIRN_ERR_BAD_ARG, "public from_der NULL input");
    CHECK(cairn_ec_public_key_curve(&pk) == 0, "public key unset after a refused argument");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, pem, plen), CAIRN_OK, "from_pem");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, NULL, BIG), CAIRN_ERR_BAD_ARG, "from_pem NULL");
    CHECK(cairn_ec_private_key_curve(&sk) == 0, "private key unset after a refused PEM argument");
    CHECK_RC(cairn_ec_public_key_from_pem(&pk, pubpem, pplen), CAIRN_OK, "public from_pem");
    CHECK_RC(cairn_ec_public_key_from_pem(&pk, NULL, 5), CAIRN_ERR_BAD_ARG, "public from_pem NULL");
    CHECK(cairn_ec_public_key_curve(&pk) == 0, "public key unset after a refused PEM argument");

    /* formats outside the enum, SPKI for a private key */
    for (i = 0; i < N_BAD_FORMATS; i++) {
        CHECK_RC(cairn_ec_private_key_from_der(&sk, bad_formats[i], der, dlen), CAIRN_ERR_BAD_ARG,
                 "from_der bad format");
        CHECK(cairn_ec_private_key_curve(&sk) == 0, "key unset after a bad format");
        CHECK_RC(cairn_ec_private_key_from_pem(&sk, bad_formats[i], pem, plen), CAIRN_ERR_BAD_ARG,
                 "from_pem bad format");
    }

    /* empty, truncated, over-long input; NULL with length 0 */
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der, 0), CAIRN_ERR_DECODE, "from_der empty");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_PKCS8, NULL, 0), CAIRN_ERR_DECODE, "from_der NULL, 0");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der, dlen - 1), CAIRN_ERR_DECODE, "from_der short");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der, dlen + 1), CAIRN_ERR_DECODE,
             "from_der one byte over");
    CHECK(cairn_ec_private_key_curve(&sk) == 0, "key unset after DECODE");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, NULL, 0), CAIRN_ERR_DECODE, "public from_der NULL, 0");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, pubder, pdlen - 1), CAIRN_ERR_DECODE, "public from_der short");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, pubder, pdlen + 1), CAIRN_ERR_DECODE, "public from_der over");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, pem, 0), CAIRN_ERR_DECODE, "from_pem empty");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, NULL, 0), CAIRN_ERR_DECODE, "from_pem NULL, 0");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, pem, plen / 2), CAIRN_ERR_DECODE, "from_pem half");
    CHECK_RC(cairn_ec_public_key_from_pem(&pk, pubpem, 0), CAIRN_ERR_DECODE, "public from_pem empty");
    CHECK_RC(cairn_ec_public_key_from_pem(&pk, pubpem, pplen - 20), CAIRN_ERR_DECODE, "public from_pem short");
    /* another format's encoding or label */
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_PKCS8, der, dlen), CAIRN_ERR_DECODE, "SEC 1 as PKCS#8");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, pubder, pdlen), CAIRN_ERR_DECODE, "SPKI as SEC 1");
    CHECK_RC(cairn_ec_public_key_from_der(&pk, der, dlen), CAIRN_ERR_DECODE, "SEC 1 as SPKI");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_PKCS8, pem, plen), CAIRN_ERR_DECODE, "SEC 1 PEM as PKCS#8");
    CHECK_RC(cairn_ec_public_key_from_pem(&pk, pem, plen), CAIRN_ERR_DECODE, "private PEM as public");
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, pubpem, pplen), CAIRN_ERR_DECODE,
             "public PEM as private");
    /* DER given to the PEM decoder and the reverse */
    CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_SEC1, (const char *)der, dlen), CAIRN_ERR_DECODE,
             "DER as PEM");
    CHECK_RC(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, (const uint8_t *)pem, plen), CAIRN_ERR_DECODE,
             "PEM as DER");
    CHECK(cairn_ec_private_key_curve(&sk) == 0 && cairn_ec_public_key_curve(&pk) == 0, "keys unset at the end");
}

/* Every output size below the encoding's: CAIRN_ERR_BUFFER_TOO_SMALL, out
 * zeroed up to cap and untouched past it, the length 0. which: 0 private
 * DER, 1 private PEM, 2 public DER, 3 public PEM. */
static void short_outputs(const cairn_ec_private_key *sk, const cairn_ec_public_key *pk, int which, cairn_ec_format f,
                          int compressed)
{
    uint8_t out[CAIRN_EC_PRIVATE_PEM_MAX + 1];
    size_t need = 0, cap, len, bad = 0;
    int rc;
    for (cap = 0;; cap++) {
        memset(out, 0xa5, sizeof out);
        len = 77;
        switch (which) {
        case 0:
            rc = cairn_ec_private_key_to_der(sk, f, compressed, out, cap, &len);
            break;
        case 1:
            rc = cairn_ec_private_key_to_pem(sk, f, compressed, (char *)out, cap, &len);
            break;
        case 2:
            rc = cairn_ec_public_key_to_der(pk, compressed, out, cap, &len);
            break;
        default:
            rc = cairn_ec_public_key_to_pem(pk, compressed, (char *)out, cap, &len);
            break;
        }
        if (rc == CAIRN_OK) {
            need = cap;
            CHECK(len == cap && out[cap] == 0xa5, "export %d: fits exactly at %zu bytes, nothing written past", which,
                  cap);
            break;
        }
        if (rc != CAIRN_ERR_BUFFER_TOO_SMALL || len != 0 || !tu_all_zero(out, cap) || out[cap] != 0xa5)
            bad++;
        if (cap == sizeof out - 1)
            break;
    }
    CHECK(need > 0 && bad == 0, "export %d format %d compressed %d: every short buffer refused and zeroed", which,
          (int)f, compressed);
}

static void bad_export(const cairn_ec_private_key *sk, const cairn_ec_public_key *pk)
{
    uint8_t out[CAIRN_EC_PRIVATE_PEM_MAX], out2[CAIRN_EC_PUBLIC_DER_MAX];
    char pem[CAIRN_EC_PRIVATE_PEM_MAX];
    cairn_ec_private_key zk, wk;
    cairn_ec_public_key zp, wp;
    size_t len, i, l1, l2;
    int f, c;

    /* NULL length, NULL key, NULL output */
    CHECK_RC(cairn_ec_private_key_to_der(sk, CAIRN_EC_SEC1, 0, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG,
             "to_der NULL len");
    CHECK_RC(cairn_ec_private_key_to_pem(sk, CAIRN_EC_SEC1, 0, pem, sizeof pem, NULL), CAIRN_ERR_BAD_ARG,
             "to_pem NULL len");
    CHECK_RC(cairn_ec_public_key_to_der(pk, 0, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG, "public to_der NULL len");
    CHECK_RC(cairn_ec_public_key_to_pem(pk, 0, pem, sizeof pem, NULL), CAIRN_ERR_BAD_ARG, "public to_pem NULL len");
    len = 5;
    CHECK_RC(cairn_ec_private_key_to_der(NULL, CAIRN_EC_SEC1, 0, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
             "to_der NULL key");
    CHECK(len == 0 && tu_all_zero(out, sizeof out), "to_der NULL key: output zeroed, length 0");
    CHECK_RC(cairn_ec_private_key_to_pem(NULL, CAIRN_EC_PKCS8, 0, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
             "to_pem NULL key");
    CHECK_RC(cairn_ec_public_key_to_der(NULL, 0, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "public to_der NULL");
    CHECK_RC(cairn_ec_public_key_to_pem(NULL, 1, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG, "public to_pem NULL");
    CHECK_RC(cairn_ec_private_key_to_der(sk, CAIRN_EC_SEC1, 0, NULL, 0, &len), CAIRN_ERR_BAD_ARG, "to_der NULL out");
    CHECK_RC(cairn_ec_private_key_to_der(sk, CAIRN_EC_SEC1, 0, NULL, BIG, &len), CAIRN_ERR_BAD_ARG,
             "to_der NULL out, huge cap");
    CHECK_RC(cairn_ec_private_key_to_pem(sk, CAIRN_EC_PKCS8, 0, NULL, 100, &len), CAIRN_ERR_BAD_ARG, "to_pem NULL out");
    CHECK_RC(cairn_ec_public_key_to_der(pk, 0, NULL, 0, &len), CAIRN_ERR_BAD_ARG, "public to_der NULL out");
    CHECK_RC(cairn_ec_public_key_to_pem(pk, 0, NULL, 10, &len), CAIRN_ERR_BAD_ARG, "public to_pem NULL out");
    CHECK(len == 0, "length 0 after a refusal");

    /* formats outside the enum, SPKI for a private key */
    for (i = 0; i < N_BAD_FORMATS; i++) {
        memset(out, 0x33, sizeof out);
        len = 5;
        CHECK_RC(cairn_ec_private_key_to_der(sk, bad_formats[i], 0, out, sizeof out, &len), CAIRN_ERR_BAD_ARG,
                 "to_der bad format");
        CHECK(len == 0 && tu_all_zero(out, sizeof out), "to_der bad format: output zeroed, length 0");
        CHECK_RC(cairn_ec_private_key_to_pem(sk, bad_formats[i], 1, pem, sizeof pem, &len), CAIRN_ERR_BAD_ARG,
                 "to_pem bad format");
        CHECK(len == 0 && tu_all_zero(pem, sizeof pem), "to_pem bad format: output zeroed");
    }

    /* zeroed and wiped key objects */
    memset(&zk, 0, sizeof zk);
    memset(&zp, 0, sizeof zp);
    memcpy(&wk, sk, sizeof wk);
    memcpy(&wp, pk, sizeof wp);
    cairn_ec_private_key_wipe(&wk);
    cairn_ec_public_key_wipe(&wp);
    CHECK_RC(cairn_ec_private_key_to_der(&zk, CAIRN_EC_SEC1, 0, out, sizeof out, &len), CAIRN_ERR_STATE,
             "to_der zeroed key");
    CHECK(len == 0 && tu_all_zero(out, sizeof out), "to_der zeroed key: output zeroed");
    CHECK_RC(cairn_ec_private_key_to_der(&wk, CAIRN_EC_PKCS8, 1, out, sizeof out, &len), CAIRN_ERR_STATE,
             "to_der wiped key");
    CHECK_RC(cairn_ec_private_key_to_pem(&zk, CAIRN_EC_PKCS8, 0, pem, sizeof pem, &len), CAIRN_ERR_STATE,
             "to_pem zeroed key");
    CHECK_RC(cairn_ec_private_key_to_pem(&wk, CAIRN_EC_SEC1, 0, pem, sizeof pem, &len), CAIRN_ERR_STATE,
             "to_pem wiped key");
    CHECK_RC(cairn_ec_public_key_to_der(&zp, 0, out, sizeof out, &len), CAIRN_ERR_STATE, "public to_der zeroed");
    CHECK_RC(cairn_ec_public_key_to_der(&wp, 1, out, sizeof out, &len), CAIRN_ERR_STATE, "public to_der wiped");
    CHECK_RC(cairn_ec_public_key_to_pem(&zp, 0, pem, sizeof pem, &len), CAIRN_ERR_STATE, "public to_pem zeroed");
    CHECK_RC(cairn_ec_public_key_to_pem(&wp, 0, pem, sizeof pem, &len), CAIRN_ERR_STATE, "public to_pem wiped");
    CHECK(len == 0 && tu_all_zero(pem, sizeof pem), "public to_pem wiped key: output zeroed");

    /* every short output, every form */
    for (f = CAIRN_EC_SEC1; f <= CAIRN_EC_PKCS8; f++)
        for (c = 0; c < 2; c++) {
            short_outputs(sk, pk, 0, (cairn_ec_format)f, c);
            short_outputs(sk, pk, 1, (cairn_ec_format)f, c);
        }
    for (c = 0; c < 2; c++) {
        short_outputs(sk, pk, 2, CAIRN_EC_SPKI, c);
        short_outputs(sk, pk, 3, CAIRN_EC_SPKI, c);
    }
    /* any non-zero `compressed` is compressed */
    CHECK(cairn_ec_public_key_to_der(pk, 1, out, sizeof out, &l1) == CAIRN_OK &&
              cairn_ec_public_key_to_der(pk, -7, out2, sizeof out2, &l2) == CAIRN_OK && l1 == l2 &&
              memcmp(out, out2, l1) == 0,
          "compressed = -7 is compressed");
}

#if !CAIRN_ENABLE_EC_P256
/* A build without P-256 (CAIRN_ENABLE_EC_*): the test key's d (bytes 7 to 38
 * of sec1_hex, already in der) on the first other curve of the build, zero-
 * padded to its length, in SEC 1 DER as cairn writes it, in der; its length,
 * 0 (the test key refused) when there is none. */
static size_t other_curve_sec1(uint8_t *der, size_t cap)
{
    static const cairn_ec_curve list[] = {CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_SM2,  CAIRN_EC_P384,
                                          CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_P521, CAIRN_EC_BRAINPOOLP512R1};
    uint8_t d[CAIRN_EC_MAX_BYTES];
    cairn_ec_private_key sk;
    size_t i, L, len = 0;
    for (i = 0; i < sizeof list / sizeof list[0]; i++) {
        L = cairn_ec_curve_bytes(list[i]);
        if (L == 0)
            continue;
        memset(d, 0, L);
        memcpy(d + L - 32, der + 7, 32);
        if (cairn_ec_private_key_import(&sk, list[i], d, L) != CAIRN_OK ||
            cairn_ec_private_key_to_der(&sk, CAIRN_EC_SEC1, 0, der, cap, &len) != CAIRN_OK)
            len = 0;
        cairn_ec_private_key_wipe(&sk);
        return len;
    }
    return 0;
}
#endif

void badinput_ec_der(void)
{
    static uint8_t der[256], pubder[CAIRN_EC_PUBLIC_DER_MAX];
    static char pem[CAIRN_EC_PRIVATE_PEM_MAX], pubpem[CAIRN_EC_PUBLIC_PEM_MAX];
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    long n = tu_unhex_into(der, sizeof der, sec1_hex);
    size_t dlen = n > 0 ? (size_t)n : 0, pdlen = 0, plen = 0, pplen = 0;
#if !CAIRN_ENABLE_EC_P256
    dlen = n > 38 ? other_curve_sec1(der, sizeof der) : 0;
#endif
    if (!CHECK(cairn_ec_private_key_from_der(&sk, CAIRN_EC_SEC1, der, dlen) == CAIRN_OK &&
                   cairn_ec_public_key_from_private(&pk, &sk) == CAIRN_OK &&
                   cairn_ec_public_key_to_der(&pk, 0, pubder, sizeof pubder, &pdlen) == CAIRN_OK &&
                   cairn_ec_private_key_to_pem(&sk, CAIRN_EC_SEC1, 0, pem, sizeof pem, &plen) == CAIRN_OK &&
                   cairn_ec_public_key_to_pem(&pk, 0, pubpem, sizeof pubpem, &pplen) == CAIRN_OK,
               "badinput_ec_der: the test key"))
        return;
    bad_import(der, dlen, pem, plen, pubder, pdlen, pubpem, pplen);
    bad_export(&sk, &pk);
}

#else

void badinput_ec_der(void) {}

#endif
