/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every function of cairn/dh.h: NULL pointers, unknown group
 * ids, unset groups, custom groups that fail their checks, exponent lengths
 * and buffers out of range, private exponents out of range, a failing rng,
 * peer values outside [2, p - 2] or the subgroup. Outputs on failure are
 * checked zeroed and lengths 0, as the header promises.
 */
#include <string.h>

#include "badinput.h"
#include "cairn/dh.h"
#include "testutil.h"

#if CAIRN_ENABLE_DH

#define PB 256 /* ffdhe2048 */

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 29 + 3);
    return CAIRN_OK;
}

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

static int zero_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_OK;
}

static void bad_groups(void)
{
    cairn_dh_group grp, unset;
    /* p = 2^2048 - 1: odd and of an allowed size, so each check below is the
     * one that refuses (it is composite: the primality test refuses it) */
    uint8_t p[PB], g = 2, two[1] = {2}, q[PB];
    size_t i;
    memset(&unset, 0, sizeof unset);
    CHECK_RC(cairn_dh_group_named(NULL, CAIRN_DH_FFDHE2048), CAIRN_ERR_BAD_ARG, "named NULL");
    CHECK_RC(cairn_dh_group_named(&grp, (cairn_dh_group_id)0), CAIRN_ERR_BAD_ARG, "named id 0");
    CHECK_RC(cairn_dh_group_named(&grp, (cairn_dh_group_id)(CAIRN_DH_OAKLEY2 + 1)), CAIRN_ERR_BAD_ARG,
             "named id past the last");
    CHECK(cairn_dh_group_bytes(&grp) == 0 && cairn_dh_group_exponent_bits(&grp) == 0, "failed set-up: unset");
    CHECK(cairn_dh_group_bytes(NULL) == 0 && cairn_dh_group_exponent_bits(NULL) == 0, "NULL group sizes");
    CHECK(cairn_dh_group_bytes(&unset) == 0 && cairn_dh_group_exponent_bits(&unset) == 0, "unset group sizes");
    if (CAIRN_DH_MAX_BITS < 8192)
        CHECK_RC(cairn_dh_group_named(&grp, CAIRN_DH_FFDHE8192), CAIRN_ERR_UNSUPPORTED, "group above the build");
    CHECK_RC(cairn_dh_group_named(&grp, CAIRN_DH_FFDHE2048), CAIRN_OK, "ffdhe2048");
    memset(p, 0xff, sizeof p);
    /* q = 2^2047 - 3, which does not divide p - 1 = 2 (2^2047 - 1) */
    q[0] = 0x7f;
    memset(q + 1, 0xff, sizeof q - 1);
    q[PB - 1] = 0xfd;
    CHECK_RC(cairn_dh_group_custom(NULL, p, PB, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_ARG, "custom NULL");
    CHECK_RC(cairn_dh_group_custom(&grp, NULL, PB, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_ARG, "custom NULL p");
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, NULL, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_ARG, "custom NULL g");
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, NULL, 5, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "custom NULL q, length 5");
    CHECK(cairn_dh_group_bytes(&grp) == 0, "failed custom: unset");
    CHECK_RC(cairn_dh_group_custom(&grp, p, 31, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_LENGTH, "p of 248 bits");
    CHECK_RC(cairn_dh_group_custom(&grp, p, 0, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_LENGTH, "empty p");
    {
        uint8_t huge[CAIRN_DH_MAX_BYTES + 1];
        memset(huge, 0xff, sizeof huge);
        CHECK_RC(cairn_dh_group_custom(&grp, huge, sizeof huge, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
                 "p above the build");
    }
    p[PB - 1] = 0xfe;
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_INVALID_KEY, "even p");
    p[PB - 1] = 0xff;
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, two, 0, NULL, 0, NULL, NULL), CAIRN_ERR_INVALID_KEY, "g = 0");
    g = 1;
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, NULL, 0, NULL, NULL), CAIRN_ERR_INVALID_KEY, "g = 1");
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, p, PB, NULL, 0, NULL, NULL), CAIRN_ERR_INVALID_KEY, "g = p");
    g = 2;
    /* all-ones p is 2^2048 - 1, divisible by 3: the primality test refuses it */
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, NULL, 0, ok_rng, NULL), CAIRN_ERR_INVALID_KEY, "composite p");
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, q, PB, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "q not dividing p - 1");
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, p, PB, NULL, NULL), CAIRN_ERR_INVALID_KEY, "q = p");
    for (i = 0; i < 2; i++) {
        uint8_t small[1] = {(uint8_t)(i == 0 ? 1 : 4)};
        CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, small, 1, NULL, NULL), CAIRN_ERR_INVALID_KEY,
                 "q = 1 or even");
    }
    /* the primality test's failing rng (test_dh imports the good groups) */
    CHECK_RC(cairn_dh_group_custom(&grp, p, PB, &g, 1, NULL, 0, fail_rng, NULL), CAIRN_ERR_RNG,
             "failing rng in the primality test");
    CHECK(cairn_dh_group_bytes(&grp) == 0, "failed custom group: unset");
}

static void bad_keys(void)
{
    cairn_dh_group grp, unset;
    uint8_t x[PB + 1], y[PB + 1], y2[PB + 1], z[PB + 1], x2[PB];
    size_t xl = 7, zl = 7, x2l;
    memset(&unset, 0, sizeof unset);
    if (!CHECK_RC(cairn_dh_group_named(&grp, CAIRN_DH_FFDHE2048), CAIRN_OK, "group"))
        return;
    /* keygen */
    CHECK_RC(cairn_dh_keygen(NULL, 0, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "keygen NULL");
    CHECK(xl == 0, "keygen failure: length 0");
    CHECK_RC(cairn_dh_keygen(&unset, 0, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_ERR_STATE,
             "keygen unset group");
    CHECK_RC(cairn_dh_keygen(&grp, 0, NULL, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "keygen NULL x");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, NULL, y, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "keygen NULL xlen");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, NULL, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "keygen NULL y");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, y, sizeof y, NULL, NULL), CAIRN_ERR_BAD_ARG, "keygen NULL rng");
    memset(x, 0x55, sizeof x);
    memset(y, 0x55, sizeof y);
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, 27, &xl, y, PB, ok_rng, NULL), CAIRN_ERR_BUFFER_TOO_SMALL, "x short");
    CHECK(tu_all_zero(x, 27) && x[27] == 0x55 && tu_all_zero(y, PB) && y[PB] == 0x55, "short x: outputs (only) zeroed");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, y, PB - 1, ok_rng, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "y short");
    CHECK_RC(cairn_dh_keygen(&grp, 223, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "exponent below the default");
    CHECK_RC(cairn_dh_keygen(&grp, 2048, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "exponent above q's length");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, y, sizeof y, fail_rng, NULL), CAIRN_ERR_RNG, "failing rng");
    CHECK(xl == 0 && tu_all_zero(x, sizeof x) && tu_all_zero(y, sizeof y), "failing rng: outputs zeroed");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, y, sizeof y, zero_rng, NULL), CAIRN_ERR_RNG,
             "an rng of zeros never gives a non-zero exponent");
    CHECK_RC(cairn_dh_keygen(&grp, CAIRN_DH_EXP_FULL, x, sizeof x, &xl, y, sizeof y, fail_rng, NULL), CAIRN_ERR_RNG,
             "failing rng, full length");
    CHECK_RC(cairn_dh_keygen(&grp, 300, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_OK, "300-bit exponent");
    CHECK(xl == 38, "300 bits: 38 bytes");
    CHECK_RC(cairn_dh_keygen(&grp, 0, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL), CAIRN_OK, "keygen");
    CHECK(xl == 28, "default: 28 bytes");

    /* public */
    CHECK_RC(cairn_dh_public(NULL, x, xl, y2, PB), CAIRN_ERR_BAD_ARG, "public NULL group");
    CHECK_RC(cairn_dh_public(&unset, x, xl, y2, PB), CAIRN_ERR_STATE, "public unset group");
    CHECK_RC(cairn_dh_public(&grp, NULL, xl, y2, PB), CAIRN_ERR_BAD_ARG, "public NULL x");
    CHECK_RC(cairn_dh_public(&grp, x, xl, NULL, PB), CAIRN_ERR_BAD_ARG, "public NULL y");
    CHECK_RC(cairn_dh_public(&grp, x, 0, y2, PB), CAIRN_ERR_BAD_LENGTH, "public empty x");
    CHECK_RC(cairn_dh_public(&grp, x, PB + 1, y2, PB), CAIRN_ERR_BAD_LENGTH, "public x longer than p");
    CHECK_RC(cairn_dh_public(&grp, x, xl, y2, PB - 1), CAIRN_ERR_BUFFER_TOO_SMALL, "public y short");
    memset(x2, 0xff, sizeof x2);
    memset(y2, 0x55, sizeof y2);
    CHECK_RC(cairn_dh_public(&grp, x2, PB, y2, PB), CAIRN_ERR_INVALID_KEY, "public x above q");
    CHECK(tu_all_zero(y2, PB) && y2[PB] == 0x55, "public failure: y (only) zeroed");
    CHECK_RC(cairn_dh_public(&grp, x, xl, y2, PB), CAIRN_OK, "public");
    CHECK(memcmp(y2, y, PB) == 0, "public matches keygen");

    /* check_public */
    CHECK_RC(cairn_dh_check_public(NULL, y, PB), CAIRN_ERR_BAD_ARG, "check NULL group");
    CHECK_RC(cairn_dh_check_public(&unset, y, PB), CAIRN_ERR_STATE, "check unset group");
    CHECK_RC(cairn_dh_check_public(&grp, NULL, PB), CAIRN_ERR_BAD_ARG, "check NULL y");
    CHECK_RC(cairn_dh_check_public(&grp, y, 0), CAIRN_ERR_INVALID_KEY, "check empty y");
    memset(y2, 0xff, sizeof y2);
    CHECK_RC(cairn_dh_check_public(&grp, y2, PB), CAIRN_ERR_INVALID_KEY, "check y = 2^2048 - 1 (above p)");
    CHECK_RC(cairn_dh_check_public(&grp, y, PB), CAIRN_OK, "check");

    /* shared */
    CHECK_RC(cairn_dh_shared(NULL, x, xl, y, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_BAD_ARG, "shared NULL");
    CHECK(zl == 0, "shared failure: length 0");
    CHECK_RC(cairn_dh_shared(&unset, x, xl, y, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_STATE,
             "shared unset group");
    CHECK_RC(cairn_dh_shared(&grp, NULL, xl, y, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_BAD_ARG, "shared NULL x");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, NULL, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_BAD_ARG,
             "shared NULL peer");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y, PB, CAIRN_DH_PADDED, NULL, PB, &zl), CAIRN_ERR_BAD_ARG, "shared NULL z");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y, PB, CAIRN_DH_PADDED, z, PB, NULL), CAIRN_ERR_BAD_ARG, "shared NULL zlen");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y, PB, 7, z, PB, &zl), CAIRN_ERR_BAD_ARG, "shared bad form");
    CHECK_RC(cairn_dh_shared(&grp, x, 0, y, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_BAD_LENGTH, "shared empty x");
    memset(z, 0x55, sizeof z);
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y, PB, CAIRN_DH_PADDED, z, PB - 1, &zl), CAIRN_ERR_BUFFER_TOO_SMALL,
             "shared z short");
    CHECK(tu_all_zero(z, PB - 1) && z[PB - 1] == 0x55, "short z: (only) zeroed");
    memset(z, 0x55, sizeof z);
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y2, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_INVALID_KEY,
             "shared peer above p");
    CHECK(zl == 0 && tu_all_zero(z, PB) && z[PB] == 0x55, "bad peer: z (only) zeroed");
    CHECK_RC(cairn_dh_shared(&grp, x2, PB, y, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_ERR_INVALID_KEY,
             "shared x above q");
    CHECK(zl == 0 && tu_all_zero(z, PB), "bad x: z zeroed");
    CHECK_RC(cairn_dh_keygen(&grp, CAIRN_DH_EXP_FULL, x2, sizeof x2, &x2l, y2, sizeof y2, ok_rng, NULL), CAIRN_OK,
             "full-length keygen");
    CHECK(x2l == PB, "full length: p's bytes");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y2, PB, CAIRN_DH_UNPADDED, z, PB, &zl), CAIRN_OK, "shared unpadded");
    CHECK(zl >= 1 && zl <= PB, "unpadded length");
    CHECK_RC(cairn_dh_shared(&grp, x, xl, y2, PB, CAIRN_DH_PADDED, z, PB, &zl), CAIRN_OK, "shared");
    CHECK(zl == PB, "padded length");
}

/* The parameter and key formats: NULL pointers, unknown formats, unset
 * groups, garbage, short buffers, out-of-range values; outputs zeroed. */
static void bad_formats(void)
{
    static cairn_dh_group grp, g2, unset;
    static uint8_t der[CAIRN_DH_DER_MAX], v[PB + 8], x[64], y[PB];
    static char pem[CAIRN_DH_PEM_MAX];
    static const uint8_t junk[4] = {0x30, 0x02, 0x02, 0x00};
    size_t n = 9, vl = 9, xl = 0;
    CHECK(cairn_dh_group_named(&grp, CAIRN_DH_FFDHE2048) == CAIRN_OK &&
              cairn_dh_keygen(&grp, CAIRN_DH_EXP_DEFAULT, x, sizeof x, &xl, y, sizeof y, ok_rng, NULL) == CAIRN_OK,
          "formats: group and key");
    /* parameters */
    CHECK_RC(cairn_dh_group_from_der(NULL, CAIRN_DH_PKCS3, junk, 4, NULL, NULL), CAIRN_ERR_BAD_ARG, "group NULL");
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, NULL, 4, NULL, NULL), CAIRN_ERR_BAD_ARG, "der NULL");
    CHECK_RC(cairn_dh_group_from_der(&g2, (cairn_dh_format)5, junk, 4, NULL, NULL), CAIRN_ERR_BAD_ARG, "format 5");
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_X942, junk, 4, NULL, NULL), CAIRN_ERR_DECODE, "junk X9.42");
    CHECK(cairn_dh_group_bytes(&g2) == 0, "refused group unset");
    CHECK_RC(cairn_dh_group_from_pem(NULL, "x", 1, NULL, NULL), CAIRN_ERR_BAD_ARG, "pem group NULL");
    CHECK_RC(cairn_dh_group_from_pem(&g2, NULL, 1, NULL, NULL), CAIRN_ERR_BAD_ARG, "pem NULL");
    CHECK_RC(cairn_dh_group_from_pem(&g2, "junk", 4, NULL, NULL), CAIRN_ERR_DECODE, "pem junk");
    CHECK_RC(cairn_dh_group_to_der(&unset, CAIRN_DH_PKCS3, der, sizeof der, &n), CAIRN_ERR_STATE, "to_der unset");
    CHECK(n == 0, "to_der unset: length 0");
    CHECK_RC(cairn_dh_group_to_der(&grp, CAIRN_DH_PKCS3, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG, "to_der NULL len");
    memset(der, 0x55, sizeof der);
    CHECK_RC(cairn_dh_group_to_der(&grp, CAIRN_DH_PKCS3, der, 100, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "to_der short");
    CHECK(n > 100 && tu_all_zero(der, 100) && der[100] == 0x55, "to_der short: the length needed, out zeroed");
    CHECK_RC(cairn_dh_group_to_pem(&grp, (cairn_dh_format)2, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG, "to_pem format");
    CHECK_RC(cairn_dh_group_to_pem(NULL, CAIRN_DH_X942, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG, "to_pem NULL");
    /* keys */
    memset(v, 0x55, sizeof v);
    CHECK_RC(cairn_dh_public_key_from_der(&g2, v, sizeof v, &vl, junk, 4, NULL, NULL), CAIRN_ERR_DECODE, "public junk");
    CHECK(vl == 0 && tu_all_zero(v, sizeof v) && cairn_dh_group_bytes(&g2) == 0, "public junk: zeroed, unset");
    CHECK_RC(cairn_dh_public_key_from_der(NULL, v, sizeof v, &vl, junk, 4, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "public NULL group");
    CHECK_RC(cairn_dh_public_key_from_der(&g2, NULL, 5, &vl, junk, 4, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "public NULL out");
    CHECK_RC(cairn_dh_private_key_from_der(&g2, x, sizeof x, NULL, junk, 4, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "private NULL len");
    CHECK_RC(cairn_dh_private_key_from_der(&g2, x, sizeof x, &vl, NULL, 4, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "private NULL der");
    CHECK_RC(cairn_dh_public_key_from_pem(&g2, v, sizeof v, &vl, NULL, 4, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "public pem NULL");
    CHECK_RC(cairn_dh_private_key_from_pem(&g2, v, sizeof v, &vl, "junk", 4, NULL, NULL), CAIRN_ERR_DECODE,
             "private pem junk");
    CHECK(vl == 0 && tu_all_zero(v, sizeof v), "private pem junk: zeroed");
    CHECK_RC(cairn_dh_public_key_to_der(&grp, CAIRN_DH_PKCS3, y, PB, NULL, 0, &n), CAIRN_OK, "public length query");
    CHECK_RC(cairn_dh_public_key_to_der(&unset, CAIRN_DH_PKCS3, y, PB, der, sizeof der, &n), CAIRN_ERR_STATE,
             "public to_der unset");
    CHECK_RC(cairn_dh_public_key_to_der(&grp, CAIRN_DH_PKCS3, y, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG,
             "public to_der empty");
    memset(v, 0xff, PB + 1);
    CHECK_RC(cairn_dh_public_key_to_der(&grp, CAIRN_DH_PKCS3, v, PB + 1, der, sizeof der, &n), CAIRN_ERR_INVALID_KEY,
             "public to_der too long");
    CHECK_RC(cairn_dh_public_key_to_pem(&grp, CAIRN_DH_X942, v, PB, pem, sizeof pem, &n), CAIRN_ERR_INVALID_KEY,
             "public to_pem above p");
    CHECK(n == 0 && tu_all_zero((const uint8_t *)pem, 64), "refused: zeroed, length 0");
    CHECK_RC(cairn_dh_private_key_to_der(&grp, CAIRN_DH_PKCS3, v, PB, der, sizeof der, &n), CAIRN_ERR_INVALID_KEY,
             "private to_der x above q");
    CHECK_RC(cairn_dh_private_key_to_der(&grp, CAIRN_DH_PKCS3, x, xl, der, 10, &n), CAIRN_ERR_BUFFER_TOO_SMALL,
             "private to_der short");
    CHECK(tu_all_zero(der, 10), "private to_der short: zeroed");
    CHECK_RC(cairn_dh_private_key_to_pem(&grp, CAIRN_DH_PKCS3, x, xl, pem, 10, &n), CAIRN_ERR_BUFFER_TOO_SMALL,
             "private to_pem short");
    CHECK_RC(cairn_dh_private_key_to_pem(&grp, CAIRN_DH_X942, NULL, xl, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG,
             "private to_pem NULL x");
}

void badinput_dh(void)
{
    bad_groups();
    bad_keys();
    bad_formats();
}

#else
void badinput_dh(void) {}
#endif
