/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the functions of cairn/ec.h other than the curve facts
 * (tests/badinput_ec_curve.c) and the DER/PEM formats (tests/badinput_ec_der.c):
 * keys, SEC 1 points, ECDSA and ECDH. NULL pointers, unknown curves, wrong lengths, zeroed (never set up)
 * and wiped key objects, keys of another curve, a failing rng, short
 * output buffers, out-of-range scalars and signatures, malformed points.
 * Outputs on failure are checked zeroed and lengths 0, as the header
 * promises.
 */
#include <string.h>

#include "badinput.h"
#include "cairn/ec.h"
#include "testutil.h"

#if CAIRN_ENABLE_EC

/* The curves of these checks: EC_A, of 32 bytes, P-256 (brainpoolP256r1 in a
 * build that leaves P-256 out, CAIRN_ENABLE_EC_*), and EC_B, another curve
 * of 48 bytes, P-384 (brainpoolP384r1 without it; the checks of a second
 * curve are left out of a build that has neither). P-521's checks need it. */
#if CAIRN_ENABLE_EC_P256
#define EC_A CAIRN_EC_P256
#elif CAIRN_ENABLE_EC_BP256
#define EC_A CAIRN_EC_BRAINPOOLP256R1
#endif
#if CAIRN_ENABLE_EC_P384
#define EC_B CAIRN_EC_P384
#elif CAIRN_ENABLE_EC_BP384
#define EC_B CAIRN_EC_BRAINPOOLP384R1
#endif
/* The ECDSA checks sign with BADINPUT_HASH (badinput.h: SHA-256, or the first
 * other hash of the build) and are left out of a build with none of those;
 * the key, point and ECDH checks need no hash. */

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 13 + 5);
    return CAIRN_OK;
}

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

/* An rng of only 0xff bytes: every candidate is out of range for P-256 and
 * P-384 and the brainpool curves (all-ones is above n), so generation must
 * give up, not loop. */
static int ones_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0xff, len);
    return CAIRN_OK;
}

#if defined(EC_A)
static void bad_keys(void)
{
    cairn_ec_private_key key, zero_key;
    cairn_ec_public_key pub, zero_pub;
    uint8_t d[CAIRN_EC_MAX_BYTES + 1], out[CAIRN_EC_MAX_POINT_LEN + 1];
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t len = 7, pl = 0;

    memset(&zero_key, 0, sizeof zero_key);
    memset(&zero_pub, 0, sizeof zero_pub);
    memset(d, 0, sizeof d);
    d[31] = 5;
    /* generate */
    CHECK_RC(cairn_ec_private_key_generate(NULL, EC_A, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "generate NULL");
    CHECK_RC(cairn_ec_private_key_generate(&key, EC_A, NULL, NULL), CAIRN_ERR_BAD_ARG, "generate NULL rng");
    CHECK(cairn_ec_private_key_curve(&key) == 0, "generate NULL rng leaves a key");
    CHECK_RC(cairn_ec_private_key_generate(&key, (cairn_ec_curve)0, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
             "generate curve 0");
    CHECK_RC(cairn_ec_private_key_generate(&key, (cairn_ec_curve)99, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
             "generate unknown curve");
    CHECK_RC(cairn_ec_private_key_generate(&key, EC_A, fail_rng, NULL), CAIRN_ERR_RNG, "generate rng fails");
    CHECK(cairn_ec_private_key_curve(&key) == 0 && tu_all_zero((const uint8_t *)key.opaque, sizeof key),
          "generate rng fails: key not wiped");
    CHECK_RC(cairn_ec_private_key_generate(&key, EC_A, ones_rng, NULL), CAIRN_ERR_RNG,
             "generate: out-of-range candidates only");
#ifdef EC_B
    CHECK_RC(cairn_ec_private_key_generate(&key, EC_B, ones_rng, NULL), CAIRN_ERR_RNG,
             "generate P-384: out-of-range candidates only");
#endif
#if CAIRN_ENABLE_EC_P521
    CHECK_RC(cairn_ec_private_key_generate(&key, CAIRN_EC_P521, ok_rng, NULL), CAIRN_OK, "generate P-521");
#endif
    /* import */
    CHECK_RC(cairn_ec_private_key_import(NULL, EC_A, d, 32), CAIRN_ERR_BAD_ARG, "import NULL key");
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, NULL, 32), CAIRN_ERR_BAD_ARG, "import NULL d");
    CHECK(cairn_ec_private_key_curve(&key) == 0, "a failed import leaves the old key");
    CHECK_RC(cairn_ec_private_key_import(&key, (cairn_ec_curve)9, d, 32), CAIRN_ERR_UNSUPPORTED,
             "import unknown curve");
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, d, 31), CAIRN_ERR_BAD_LENGTH, "import short d");
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, d, 33), CAIRN_ERR_BAD_LENGTH, "import long d");
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, d, 0), CAIRN_ERR_BAD_LENGTH, "import empty d");
#ifdef EC_B
    CHECK_RC(cairn_ec_private_key_import(&key, EC_B, d, 32), CAIRN_ERR_BAD_LENGTH, "import P-384 32 bytes");
#endif
    memset(out, 0, sizeof out);
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, out, 32), CAIRN_ERR_INVALID_KEY, "import d = 0");
    memset(out, 0xff, sizeof out);
#if CAIRN_ENABLE_EC_P521
    CHECK_RC(cairn_ec_private_key_import(&key, CAIRN_EC_P521, out, 66), CAIRN_ERR_INVALID_KEY, "import d >= n");
#endif
    CHECK_RC(cairn_ec_private_key_import(&key, EC_A, d, 32), CAIRN_OK, "import");
    /* export */
    CHECK_RC(cairn_ec_private_key_export(NULL, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "export NULL key");
    CHECK(len == 0, "export NULL key: length");
    CHECK_RC(cairn_ec_private_key_export(&key, NULL, sizeof out, &len), CAIRN_ERR_BAD_ARG, "export NULL out");
    CHECK_RC(cairn_ec_private_key_export(&key, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG, "export NULL len");
    CHECK_RC(cairn_ec_private_key_export(&zero_key, out, sizeof out, &len), CAIRN_ERR_STATE, "export zeroed key");
    len = 9;
    CHECK_RC(cairn_ec_private_key_export(&key, out, 31, &len), CAIRN_ERR_BUFFER_TOO_SMALL, "export short");
    CHECK(len == 0 && tu_all_zero(out, 31), "export short: output");
    CHECK_RC(cairn_ec_private_key_export(&key, out, 32, &len), CAIRN_OK, "export");
    CHECK(len == 32 && memcmp(out, d, 32) == 0, "export: d");
    /* public from private */
    CHECK_RC(cairn_ec_public_key_from_private(NULL, &key), CAIRN_ERR_BAD_ARG, "from_private NULL pub");
    CHECK_RC(cairn_ec_public_key_from_private(&pub, NULL), CAIRN_ERR_BAD_ARG, "from_private NULL key");
    CHECK_RC(cairn_ec_public_key_from_private(&pub, &zero_key), CAIRN_ERR_STATE, "from_private zeroed key");
    CHECK(cairn_ec_public_key_curve(&pub) == 0, "from_private failure leaves a key");
    CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "from_private");
    /* public export */
    CHECK_RC(cairn_ec_public_key_export(NULL, 0, pt, sizeof pt, &pl), CAIRN_ERR_BAD_ARG, "pub export NULL");
    CHECK_RC(cairn_ec_public_key_export(&pub, 0, NULL, sizeof pt, &pl), CAIRN_ERR_BAD_ARG, "pub export NULL out");
    CHECK_RC(cairn_ec_public_key_export(&pub, 0, pt, sizeof pt, NULL), CAIRN_ERR_BAD_ARG, "pub export NULL len");
    CHECK_RC(cairn_ec_public_key_export(&zero_pub, 0, pt, sizeof pt, &pl), CAIRN_ERR_STATE, "pub export zeroed");
    CHECK_RC(cairn_ec_public_key_export(&pub, 0, pt, 64, &pl), CAIRN_ERR_BUFFER_TOO_SMALL, "pub export short");
    CHECK(pl == 0, "pub export short: length");
    CHECK_RC(cairn_ec_public_key_export(&pub, 1, pt, 32, &pl), CAIRN_ERR_BUFFER_TOO_SMALL, "compressed export short");
    CHECK_RC(cairn_ec_public_key_export(&pub, 0, pt, 65, &pl), CAIRN_OK, "pub export");
    /* public import */
    CHECK_RC(cairn_ec_public_key_import(NULL, EC_A, pt, pl), CAIRN_ERR_BAD_ARG, "pub import NULL");
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, NULL, pl), CAIRN_ERR_BAD_ARG, "pub import NULL point");
    CHECK_RC(cairn_ec_public_key_import(&pub, (cairn_ec_curve)0, pt, pl), CAIRN_ERR_UNSUPPORTED, "pub import curve 0");
#ifdef EC_B
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_B, pt, pl), CAIRN_ERR_INVALID_POINT,
             "pub import: P-256 point as P-384");
#endif
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, 0), CAIRN_ERR_INVALID_POINT, "pub import empty");
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, pl - 1), CAIRN_ERR_INVALID_POINT, "pub import short");
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, pl + 1), CAIRN_ERR_INVALID_POINT, "pub import long");
    pt[0] = 0x06; /* hybrid form: not accepted */
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, pl), CAIRN_ERR_INVALID_POINT, "pub import hybrid");
    pt[0] = 0x02; /* compressed prefix on an uncompressed length */
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, pl), CAIRN_ERR_INVALID_POINT,
             "pub import prefix/length mismatch");
    pt[0] = 0x04;
    CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, pt, 33), CAIRN_ERR_INVALID_POINT,
             "pub import 04 with a compressed length");
    {
        uint8_t inf = 0x00, big[65];
        CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, &inf, 1), CAIRN_ERR_INVALID_POINT,
                 "pub import infinity");
        memset(big, 0xff, sizeof big);
        big[0] = 0x04; /* x = y = 2^256 - 1 >= p */
        CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, big, 65), CAIRN_ERR_INVALID_POINT,
                 "pub import coordinates >= p");
        big[0] = 0x02;
        CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, big, 33), CAIRN_ERR_INVALID_POINT,
                 "pub import compressed x >= p");
        memset(big, 0, sizeof big);
        big[0] = 0x04;
        CHECK_RC(cairn_ec_public_key_import(&pub, EC_A, big, 65), CAIRN_ERR_INVALID_POINT,
                 "pub import (0, 0)");
    }
    CHECK(cairn_ec_public_key_curve(&pub) == 0, "a failed pub import leaves a key");
    /* the uncompressed-only import: the same argument checks, and every compressed point refused */
    pt[0] = 0x04;
    CHECK_RC(cairn_ec_public_key_import_uncompressed(NULL, EC_A, pt, pl), CAIRN_ERR_BAD_ARG,
             "uncompressed import NULL");
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, NULL, pl), CAIRN_ERR_BAD_ARG,
             "uncompressed import NULL point");
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, (cairn_ec_curve)0, pt, pl), CAIRN_ERR_UNSUPPORTED,
             "uncompressed import curve 0");
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, 0), CAIRN_ERR_INVALID_POINT,
             "uncompressed import empty");
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, pl - 1), CAIRN_ERR_INVALID_POINT,
             "uncompressed import short");
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, pl + 1), CAIRN_ERR_INVALID_POINT,
             "uncompressed import long");
    pt[0] = 0x06;
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, pl), CAIRN_ERR_INVALID_POINT,
             "uncompressed import hybrid");
    pt[0] = 0x02 | (pt[pl - 1] & 1); /* the key's own compressed form */
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, 33), CAIRN_ERR_INVALID_POINT,
             "uncompressed import of a compressed point");
    CHECK(cairn_ec_public_key_curve(&pub) == 0, "a failed uncompressed import leaves a key");
    pt[0] = 0x04;
    CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub, EC_A, pt, pl), CAIRN_OK, "uncompressed import");
    /* curve getters and wipes */
    CHECK(cairn_ec_private_key_curve(NULL) == 0 && cairn_ec_public_key_curve(NULL) == 0, "curve of NULL");
    CHECK(cairn_ec_private_key_curve(&zero_key) == 0 && cairn_ec_public_key_curve(&zero_pub) == 0,
          "curve of a zeroed key");
    cairn_ec_private_key_wipe(NULL);
    cairn_ec_public_key_wipe(NULL);
    cairn_ec_private_key_wipe(&key);
    CHECK(tu_all_zero((const uint8_t *)key.opaque, sizeof key), "private wipe");
    CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_ERR_STATE, "wiped key");
    cairn_ec_public_key_wipe(&pub);
    CHECK(cairn_ec_public_key_curve(&pub) == 0, "public wipe");
}

/* The keys of the ECDSA and ECDH checks: a key pair on EC_A, one on EC_B
 * (where the build has it), and zeroed (never set up) key objects. */
typedef struct {
    cairn_ec_private_key key, zero_key;
    cairn_ec_public_key pub, zero_pub;
#ifdef EC_B
    cairn_ec_private_key key384;
    cairn_ec_public_key pub384;
#endif
} ec_keys;

static void ec_keys_setup(ec_keys *k)
{
    memset(&k->zero_key, 0, sizeof k->zero_key);
    memset(&k->zero_pub, 0, sizeof k->zero_pub);
    CHECK_RC(cairn_ec_private_key_generate(&k->key, EC_A, ok_rng, NULL), CAIRN_OK, "generate");
    CHECK_RC(cairn_ec_public_key_from_private(&k->pub, &k->key), CAIRN_OK, "public");
#ifdef EC_B
    CHECK_RC(cairn_ec_private_key_generate(&k->key384, EC_B, ok_rng, NULL), CAIRN_OK, "generate 384");
    CHECK_RC(cairn_ec_public_key_from_private(&k->pub384, &k->key384), CAIRN_OK, "public 384");
#endif
}

static void ec_keys_wipe(ec_keys *k)
{
    cairn_ec_private_key_wipe(&k->key);
#ifdef EC_B
    cairn_ec_private_key_wipe(&k->key384);
#endif
}

#if defined(BADINPUT_HASH)
static void bad_ecdsa(void)
{
    ec_keys k;
    uint8_t msg[16] = {1, 2, 3}, sig[CAIRN_EC_MAX_SIG_LEN + 4], dig[130];
    size_t sl = 5, good_len = 0;
    const cairn_hash *h = &BADINPUT_HASH;

    memset(dig, 0x42, sizeof dig);
    ec_keys_setup(&k);
    /* sign */
    CHECK_RC(cairn_ecdsa_sign(NULL, h, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL key");
    CHECK(sl == 0, "sign NULL key: length");
    CHECK_RC(cairn_ecdsa_sign(&k.key, NULL, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL hash");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, NULL, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL msg");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, NULL, 0, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
             "sign empty msg");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, msg, 16, NULL, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL sig");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, NULL, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL siglen");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, (cairn_ecdsa_format)2, msg, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign unknown format");
    CHECK_RC(cairn_ecdsa_sign(&k.zero_key, h, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_STATE, "sign zeroed key");
    memset(sig, 0x33, sizeof sig);
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_P1363, msg, 16, sig, 63, &sl, NULL, NULL),
             CAIRN_ERR_BUFFER_TOO_SMALL, "sign P1363 short");
    CHECK(sl == 0 && tu_all_zero(sig, 63), "sign short: output");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, msg, 16, sig, 8, &sl, NULL, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "sign DER short");
    CHECK(sl == 0 && tu_all_zero(sig, 8), "sign DER short: output");
    CHECK_RC(cairn_ecdsa_sign(&k.key, h, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, &sl, fail_rng, NULL), CAIRN_ERR_RNG,
             "sign hedged rng fails");
    CHECK(sl == 0 && tu_all_zero(sig, sizeof sig), "sign rng fails: output");
#if CAIRN_ENABLE_SHA3
    CHECK_RC(cairn_ecdsa_sign(&k.key, &cairn_hash_shake128, CAIRN_ECDSA_DER, msg, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_UNSUPPORTED, "sign with SHAKE128");
    CHECK_RC(
        cairn_ecdsa_sign(&k.key, &cairn_hash_shake256, CAIRN_ECDSA_P1363, msg, 16, sig, sizeof sig, &sl, ok_rng, NULL),
        CAIRN_ERR_UNSUPPORTED, "hedged sign with SHAKE256");
#endif
    /* sign_p1363: the P1363 form of sign, the same argument checks */
    CHECK_RC(cairn_ecdsa_sign_p1363(NULL, h, msg, 16, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_p1363 NULL key");
    CHECK(sl == 0, "sign_p1363 NULL key: length");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, NULL, msg, 16, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_p1363 NULL hash");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, h, NULL, 16, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_p1363 NULL msg");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, h, msg, 16, NULL, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_p1363 NULL sig");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, h, msg, 16, sig, sizeof sig, NULL, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_p1363 NULL siglen");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.zero_key, h, msg, 16, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_STATE,
             "sign_p1363 zeroed key");
    memset(sig, 0x33, sizeof sig);
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, h, msg, 16, sig, 63, &sl, NULL, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "sign_p1363 short");
    CHECK(sl == 0 && tu_all_zero(sig, 63), "sign_p1363 short: output");
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, h, msg, 16, sig, sizeof sig, &sl, fail_rng, NULL), CAIRN_ERR_RNG,
             "sign_p1363 hedged rng fails");
    CHECK(sl == 0 && tu_all_zero(sig, sizeof sig), "sign_p1363 rng fails: output");
#if CAIRN_ENABLE_SHA3
    CHECK_RC(cairn_ecdsa_sign_p1363(&k.key, &cairn_hash_shake128, msg, 16, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_UNSUPPORTED, "sign_p1363 with SHAKE128");
#endif
    /* sign_digest */
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_DER, NULL, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign_digest NULL digest");
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, NULL, CAIRN_ECDSA_DER, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign_digest NULL hash");
    {
        /* a caller's descriptor whose digest would not fit RFC 6979's K and V
         * (badinput_unfit_hash): refused before anything runs, the rng included */
        int j;
        for (j = 0; j < 2; j++) {
            const cairn_hash big = badinput_unfit_hash(h, j);
            memset(sig, 0x55, sizeof sig);
            CHECK_RC(
                cairn_ecdsa_sign_digest(&k.key, &big, CAIRN_ECDSA_DER, dig, 32, sig, sizeof sig, &sl, fail_rng, NULL),
                CAIRN_ERR_UNSUPPORTED, "sign_digest with a descriptor's digest_len 0 or over the maximum");
            CHECK(sl == 0 && tu_all_zero(sig, sizeof sig), "sign_digest with a bad descriptor: output zeroed");
        }
    }
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_DER, dig, 0, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_LENGTH, "sign_digest empty digest");
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_DER, dig, 129, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_LENGTH, "sign_digest 129-byte digest");
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_DER, dig, 128, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
             "sign_digest 128-byte digest");
    CHECK_RC(cairn_ecdsa_sign_digest(&k.zero_key, h, CAIRN_ECDSA_DER, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_STATE, "sign_digest zeroed key");
#if CAIRN_ENABLE_SHA3
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, &cairn_hash_shake256, CAIRN_ECDSA_DER, dig, 32, sig, sizeof sig, &sl, NULL,
                                     NULL),
             CAIRN_ERR_UNSUPPORTED, "sign_digest with SHAKE256");
#endif
    CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_P1363, dig, 32, sig, sizeof sig, &good_len, NULL, NULL),
             CAIRN_OK, "sign_digest");
    /* verify */
    CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 32, sig, good_len), CAIRN_OK, "verify_digest");
    CHECK_RC(cairn_ecdsa_verify(NULL, h, CAIRN_ECDSA_P1363, msg, 16, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify NULL key");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, NULL, CAIRN_ECDSA_P1363, msg, 16, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify NULL hash");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, h, CAIRN_ECDSA_P1363, NULL, 16, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify NULL msg");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, h, CAIRN_ECDSA_P1363, msg, 16, NULL, good_len), CAIRN_ERR_BAD_ARG,
             "verify NULL sig");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, h, (cairn_ecdsa_format)5, msg, 16, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify unknown format");
    CHECK_RC(cairn_ecdsa_verify(&k.zero_pub, h, CAIRN_ECDSA_P1363, msg, 16, sig, good_len), CAIRN_ERR_STATE,
             "verify zeroed key");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, h, CAIRN_ECDSA_P1363, msg, 16, sig, 0), CAIRN_ERR_BAD_SIGNATURE,
             "verify empty signature");
    CHECK_RC(cairn_ecdsa_verify(&k.pub, h, CAIRN_ECDSA_DER, msg, 16, sig, good_len), CAIRN_ERR_BAD_SIGNATURE,
             "verify P1363 bytes as DER");
#ifdef EC_B
    CHECK_RC(cairn_ecdsa_verify(&k.pub384, h, CAIRN_ECDSA_P1363, dig, 32, sig, good_len), CAIRN_ERR_BAD_SIGNATURE,
             "verify with a key of another curve");
#endif
    /* verify_p1363: the P1363 form of verify (sig holds the digest's P1363 signature, not msg's) */
    CHECK_RC(cairn_ecdsa_verify_p1363(NULL, h, msg, 16, sig, good_len), CAIRN_ERR_BAD_ARG, "verify_p1363 NULL key");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, NULL, msg, 16, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify_p1363 NULL hash");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, h, NULL, 16, sig, good_len), CAIRN_ERR_BAD_ARG, "verify_p1363 NULL msg");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, h, msg, 16, NULL, good_len), CAIRN_ERR_BAD_ARG, "verify_p1363 NULL sig");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.zero_pub, h, msg, 16, sig, good_len), CAIRN_ERR_STATE,
             "verify_p1363 zeroed key");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, h, msg, 16, sig, 0), CAIRN_ERR_BAD_SIGNATURE,
             "verify_p1363 empty signature");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, h, msg, 16, sig, good_len - 1), CAIRN_ERR_BAD_SIGNATURE,
             "verify_p1363 short signature");
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub, h, msg, 16, sig, good_len), CAIRN_ERR_BAD_SIGNATURE,
             "verify_p1363 another message's signature");
#ifdef EC_B
    CHECK_RC(cairn_ecdsa_verify_p1363(&k.pub384, h, msg, 16, sig, good_len), CAIRN_ERR_BAD_SIGNATURE,
             "verify_p1363 with a key of another curve");
#endif
    CHECK_RC(cairn_ecdsa_verify_digest(NULL, CAIRN_ECDSA_P1363, dig, 32, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL key");
    CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, NULL, 32, sig, good_len), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL digest");
    CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 32, NULL, good_len), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL sig");
    CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 0, sig, good_len), CAIRN_ERR_BAD_LENGTH,
             "verify_digest empty digest");
    CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 129, sig, good_len), CAIRN_ERR_BAD_LENGTH,
             "verify_digest 129-byte digest");
    CHECK_RC(cairn_ecdsa_verify_digest(&k.zero_pub, CAIRN_ECDSA_P1363, dig, 32, sig, good_len), CAIRN_ERR_STATE,
             "verify_digest zeroed key");
    /* r or s out of range: 0, n and all-ones */
    {
        uint8_t rs[64];
        memcpy(rs, sig, 64);
        memset(rs, 0, 32);
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 32, rs, 64), CAIRN_ERR_BAD_SIGNATURE,
                 "r = 0");
        memcpy(rs, sig, 64);
        memset(rs + 32, 0, 32);
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 32, rs, 64), CAIRN_ERR_BAD_SIGNATURE,
                 "s = 0");
        memset(rs + 32, 0xff, 32);
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_P1363, dig, 32, rs, 64), CAIRN_ERR_BAD_SIGNATURE,
                 "s >= n");
    }
    /* DER: trailing bytes, a long-form length, a negative integer */
    {
        static const uint8_t neg[] = {0x30, 0x06, 0x02, 0x01, 0x81, 0x02, 0x01, 0x01};
        static const uint8_t one_one[] = {0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01};
        static const uint8_t long_len[] = {0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01};
        static const uint8_t padded[] = {0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01};
        uint8_t der[CAIRN_EC_MAX_SIG_LEN + 1];
        size_t dl = 0;
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, neg, sizeof neg), CAIRN_ERR_BAD_SIGNATURE,
                 "DER negative r");
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, one_one, sizeof one_one),
                 CAIRN_ERR_BAD_SIGNATURE, "DER (1, 1)");
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, long_len, sizeof long_len),
                 CAIRN_ERR_BAD_SIGNATURE, "DER long-form length");
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, padded, sizeof padded),
                 CAIRN_ERR_BAD_SIGNATURE, "DER non-minimal integer");
        CHECK_RC(cairn_ecdsa_sign_digest(&k.key, h, CAIRN_ECDSA_DER, dig, 32, der, sizeof der - 1, &dl, NULL, NULL),
                 CAIRN_OK, "sign DER");
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, der, dl), CAIRN_OK, "verify DER");
        der[dl] = 0;
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, der, dl + 1), CAIRN_ERR_BAD_SIGNATURE,
                 "DER trailing byte");
        CHECK_RC(cairn_ecdsa_verify_digest(&k.pub, CAIRN_ECDSA_DER, dig, 32, der, dl - 1), CAIRN_ERR_BAD_SIGNATURE,
                 "DER truncated");
    }
    ec_keys_wipe(&k);
}
#endif

static void bad_ecdh(void)
{
    ec_keys k;
    uint8_t out[CAIRN_EC_MAX_BYTES], pt[CAIRN_EC_MAX_POINT_LEN];
    size_t len = 3, pl = 0;

    ec_keys_setup(&k);
    CHECK_RC(cairn_ec_public_key_export(&k.pub, 0, pt, sizeof pt, &pl), CAIRN_OK, "export");
    /* cairn_ecdh */
    CHECK_RC(cairn_ecdh(NULL, &k.pub, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh NULL key");
    CHECK(len == 0, "ecdh NULL key: length");
    CHECK_RC(cairn_ecdh(&k.key, NULL, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh NULL peer");
    CHECK_RC(cairn_ecdh(&k.key, &k.pub, NULL, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh NULL out");
    CHECK_RC(cairn_ecdh(&k.key, &k.pub, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG, "ecdh NULL len");
    CHECK_RC(cairn_ecdh(&k.zero_key, &k.pub, out, sizeof out, &len), CAIRN_ERR_STATE, "ecdh zeroed key");
    CHECK_RC(cairn_ecdh(&k.key, &k.zero_pub, out, sizeof out, &len), CAIRN_ERR_STATE, "ecdh zeroed peer");
#ifdef EC_B
    memset(out, 0x5a, sizeof out);
    CHECK_RC(cairn_ecdh(&k.key, &k.pub384, out, sizeof out, &len), CAIRN_ERR_INVALID_KEY, "ecdh peer of another curve");
    CHECK(len == 0 && tu_all_zero(out, 32), "ecdh another curve: output");
    CHECK_RC(cairn_ecdh(&k.key384, &k.pub, out, sizeof out, &len), CAIRN_ERR_INVALID_KEY, "ecdh key of another curve");
#endif
    CHECK_RC(cairn_ecdh(&k.key, &k.pub, out, 31, &len), CAIRN_ERR_BUFFER_TOO_SMALL, "ecdh short output");
    CHECK_RC(cairn_ecdh(&k.key, &k.pub, out, 32, &len), CAIRN_OK, "ecdh");
    CHECK(len == 32, "ecdh length");
    /* cairn_ecdh_point */
    CHECK_RC(cairn_ecdh_point(NULL, pt, pl, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh_point NULL key");
    CHECK_RC(cairn_ecdh_point(&k.key, NULL, pl, out, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh_point NULL point");
    CHECK_RC(cairn_ecdh_point(&k.key, pt, pl, NULL, sizeof out, &len), CAIRN_ERR_BAD_ARG, "ecdh_point NULL out");
    CHECK_RC(cairn_ecdh_point(&k.key, pt, pl, out, sizeof out, NULL), CAIRN_ERR_BAD_ARG, "ecdh_point NULL len");
    CHECK_RC(cairn_ecdh_point(&k.zero_key, pt, pl, out, sizeof out, &len), CAIRN_ERR_STATE, "ecdh_point zeroed key");
    CHECK_RC(cairn_ecdh_point(&k.key, pt, pl, out, 16, &len), CAIRN_ERR_BUFFER_TOO_SMALL, "ecdh_point short output");
    memset(out, 0x5a, sizeof out);
    CHECK_RC(cairn_ecdh_point(&k.key, pt, pl - 1, out, sizeof out, &len), CAIRN_ERR_INVALID_POINT,
             "ecdh_point short point");
    CHECK(len == 0 && tu_all_zero(out, 32), "ecdh_point short point: output");
#ifdef EC_B
    CHECK_RC(cairn_ecdh_point(&k.key384, pt, pl, out, sizeof out, &len), CAIRN_ERR_INVALID_POINT,
             "ecdh_point P-256 point to a P-384 key");
#endif
    pt[pl - 1] ^= 1;
    memset(out, 0x5a, sizeof out);
    CHECK_RC(cairn_ecdh_point(&k.key, pt, pl, out, sizeof out, &len), CAIRN_ERR_INVALID_POINT,
             "ecdh_point off the curve");
    CHECK(len == 0 && tu_all_zero(out, 32), "ecdh_point off the curve: output");
    pt[pl - 1] ^= 1;
    pt[0] = 0;
    CHECK_RC(cairn_ecdh_point(&k.key, pt, 1, out, sizeof out, &len), CAIRN_ERR_INVALID_POINT, "ecdh_point infinity");
    ec_keys_wipe(&k);
}

#endif /* EC_A */

/* The brainpool curves: orders well below 2^bits (brainpoolP384r1's starts
 * 0x8c), general a, keys and points of another curve. */
static void bad_brainpool(void)
{
#if CAIRN_ENABLE_EC_BP384
    static const uint8_t n384[48] = {0x8c, 0xb9, 0x1e, 0x82, 0xa3, 0x38, 0x6d, 0x28, 0x0f, 0x5d, 0x6f, 0x7e,
                                     0x50, 0xe6, 0x41, 0xdf, 0x15, 0x2f, 0x71, 0x09, 0xed, 0x54, 0x56, 0xb3,
                                     0x1f, 0x16, 0x6e, 0x6c, 0xac, 0x04, 0x25, 0xa7, 0xcf, 0x3a, 0xb6, 0xaf,
                                     0x6b, 0x7f, 0xc3, 0x10, 0x3b, 0x88, 0x32, 0x02, 0xe9, 0x04, 0x65, 0x65};
    uint8_t d[48];
#endif
#if CAIRN_ENABLE_EC_BP384 || (CAIRN_ENABLE_EC_BP256 && CAIRN_ENABLE_EC_P256)
    cairn_ec_private_key key;
#endif
#if CAIRN_ENABLE_EC_BP256 && CAIRN_ENABLE_EC_P256 /* (brainpoolP256r1 against P-256) */
    cairn_ec_private_key k256;
    cairn_ec_public_key pub, p256;
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN], out[CAIRN_EC_MAX_BYTES];
    size_t pl = 0, len = 0;
#if defined(BADINPUT_HASH)
    uint8_t sig[CAIRN_EC_MAX_SIG_LEN], dig[48];
    size_t sl = 0;
#endif
#endif
#if CAIRN_ENABLE_EC_BP384
    memcpy(d, n384, sizeof d);
    CHECK_RC(cairn_ec_private_key_import(&key, CAIRN_EC_BRAINPOOLP384R1, d, 48), CAIRN_ERR_INVALID_KEY,
             "brainpoolP384r1 d = n");
    d[47] ^= 0x10; /* n + 16: above n, below 2^384 */
    CHECK_RC(cairn_ec_private_key_import(&key, CAIRN_EC_BRAINPOOLP384R1, d, 48), CAIRN_ERR_INVALID_KEY,
             "brainpoolP384r1 n < d");
    d[47] = 0x64; /* n - 1 */
    CHECK_RC(cairn_ec_private_key_import(&key, CAIRN_EC_BRAINPOOLP384R1, d, 48), CAIRN_OK, "brainpoolP384r1 d = n - 1");
    CHECK_RC(cairn_ec_private_key_import(&key, CAIRN_EC_BRAINPOOLP384R1, d, 64), CAIRN_ERR_BAD_LENGTH,
             "brainpoolP384r1 d of 64 bytes");
    CHECK_RC(cairn_ec_private_key_generate(&key, CAIRN_EC_BRAINPOOLP384R1, ones_rng, NULL), CAIRN_ERR_RNG,
             "generate brainpoolP384r1: out-of-range candidates only");
#endif
#if CAIRN_ENABLE_EC_BP256 && CAIRN_ENABLE_EC_P256
    CHECK_RC(cairn_ec_private_key_generate(&key, CAIRN_EC_BRAINPOOLP256R1, ok_rng, NULL), CAIRN_OK,
             "generate brainpoolP256r1");
    CHECK_RC(cairn_ec_private_key_generate(&k256, CAIRN_EC_P256, ok_rng, NULL), CAIRN_OK, "generate P-256");
    CHECK_RC(cairn_ec_public_key_from_private(&p256, &k256), CAIRN_OK, "P-256 public");
    CHECK_RC(cairn_ec_public_key_export(&p256, 0, pt, sizeof pt, &pl), CAIRN_OK, "P-256 export");
    /* a P-256 point is not on brainpoolP256r1 (same lengths) */
    CHECK_RC(cairn_ec_public_key_import(&pub, CAIRN_EC_BRAINPOOLP256R1, pt, pl), CAIRN_ERR_INVALID_POINT,
             "brainpoolP256r1 import of a P-256 point");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_ecdh_point(&key, pt, pl, out, sizeof out, &len), CAIRN_ERR_INVALID_POINT,
             "brainpoolP256r1 ECDH with a P-256 point");
    CHECK(len == 0 && tu_all_zero(out, 32), "brainpool ECDH refused: output zeroed");
    CHECK_RC(cairn_ecdh(&key, &p256, out, sizeof out, &len), CAIRN_ERR_INVALID_KEY, "ECDH brainpool key, P-256 peer");
#if defined(BADINPUT_HASH)
    memset(dig, 7, sizeof dig);
    CHECK_RC(
        cairn_ecdsa_sign_digest(&key, &BADINPUT_HASH, CAIRN_ECDSA_P1363, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
        CAIRN_OK, "brainpool sign");
    CHECK_RC(cairn_ecdsa_verify_digest(&p256, CAIRN_ECDSA_P1363, dig, 32, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
             "a brainpool signature under a P-256 key");
    CHECK_RC(cairn_ecdsa_sign_digest(&key, &BADINPUT_HASH, CAIRN_ECDSA_P1363, dig, 32, sig, 63, &sl, NULL, NULL),
             CAIRN_ERR_BUFFER_TOO_SMALL, "brainpool sign into 63 bytes");
#endif
    /* compressed x = p: not a field element */
    pt[0] = 0x02;
    memset(pt + 1, 0xff, 32);
    CHECK_RC(cairn_ec_public_key_import(&pub, CAIRN_EC_BRAINPOOLP256R1, pt, 33), CAIRN_ERR_INVALID_POINT,
             "brainpoolP256r1 compressed x above p");
    cairn_ec_private_key_wipe(&k256);
#endif
#if CAIRN_ENABLE_EC_BP384 || (CAIRN_ENABLE_EC_BP256 && CAIRN_ENABLE_EC_P256)
    cairn_ec_private_key_wipe(&key);
#endif
}

void badinput_ec(void)
{
#if defined(EC_A)
    bad_keys();
#if defined(BADINPUT_HASH)
    bad_ecdsa();
#endif
    bad_ecdh();
#endif
    bad_brainpool();
}

#else
void badinput_ec(void) {}
#endif
