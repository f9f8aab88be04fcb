/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every function of cairn/dsa.h: NULL pointers and
 * components, (L, N) pairs outside FIPS 186-4's, unset and wiped key
 * objects, a failing rng, short output buffers, unknown parts and formats,
 * XOF hashes, digests of bad lengths, signatures of the wrong length or
 * encoding. Outputs on failure are checked zeroed and lengths 0. The key is
 * RFC 6979 A.2.2's (2048, 256); the hash BADINPUT_HASH (SHA-256, or in a build
 * without it another), so a build with DSA keeps these checks whatever hashes
 * it has.
 */
#include <string.h>

#include "badinput.h"
#include "cairn/dsa.h"
#include "dsa_rfc6979_vectors.h"
#include "testutil.h"

#if CAIRN_ENABLE_DSA && defined(BADINPUT_HASH)

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 31 + 7);
    return CAIRN_OK;
}

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

void badinput_dsa(void)
{
    cairn_dsa_private_key key, unset_priv;
    cairn_dsa_public_key pub, unset_pub;
    cairn_dsa_components c;
    uint8_t p[257], q[33], g[257], y[257], x[33], sig[80], dig[32], msg[3] = {1, 2, 3};
    size_t pl = 0, ql = 0, gl = 0, yl = 0, xl = 0, sl = 7, len = 7;
    const cairn_hash *h = &BADINPUT_HASH;
    const cairn_hash *xof = NULL;
    const rfc6979_dsa_key *a22 = &rfc6979_dsa_keys[1];
    long n[5];
    memset(&unset_priv, 0, sizeof unset_priv);
    memset(&unset_pub, 0, sizeof unset_pub);
    memset(dig, 0x42, sizeof dig);
    if (cairn_hash_lookup(&xof, "SHAKE128") != CAIRN_OK)
        xof = NULL;

    /* the key of RFC 6979 A.2.2 */
    n[0] = tu_unhex_into(p, sizeof p, a22->p);
    n[1] = tu_unhex_into(q, sizeof q, a22->q);
    n[2] = tu_unhex_into(g, sizeof g, a22->g);
    n[3] = tu_unhex_into(y, sizeof y, a22->y);
    n[4] = tu_unhex_into(x, sizeof x, a22->x);
    if (!CHECK(n[0] == 256 && n[1] == 32 && n[2] == 256 && n[3] == 256 && n[4] == 32, "RFC 6979 A.2.2's key"))
        return;
    pl = (size_t)n[0], ql = (size_t)n[1], gl = (size_t)n[2], yl = (size_t)n[3], xl = (size_t)n[4];
    memset(&c, 0, sizeof c);
    c.p = p, c.p_len = pl, c.q = q, c.q_len = ql, c.g = g, c.g_len = gl, c.y = y, c.y_len = yl, c.x = x, c.x_len = xl;

    /* import */
    CHECK_RC(cairn_dsa_public_key_import(NULL, &c), CAIRN_ERR_BAD_ARG, "public import NULL key");
    CHECK_RC(cairn_dsa_public_key_import(&pub, NULL), CAIRN_ERR_BAD_ARG, "public import NULL components");
    CHECK_RC(cairn_dsa_private_key_import(NULL, &c), CAIRN_ERR_BAD_ARG, "private import NULL key");
    CHECK_RC(cairn_dsa_private_key_import(&key, NULL), CAIRN_ERR_BAD_ARG, "private import NULL components");
    c.y = NULL;
    CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_BAD_ARG, "public import without y");
    c.y = y;
    c.x = NULL;
    CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_BAD_ARG, "private import without x");
    c.x = x;
    c.g = NULL;
    CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_BAD_ARG, "import without g");
    CHECK(cairn_dsa_public_key_bits(&pub) == 0 && cairn_dsa_public_key_qbits(&pub) == 0, "refused: unset");
    c.g = g;
    c.p_len = 128; /* L = 1024 with N = 256: not a FIPS 186-4 pair */
    CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_BAD_LENGTH, "(1024, 256)");
    c.p_len = pl;
    c.x_len = 0;
    CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "empty x");
    {
        uint8_t xlong[33]; /* 1 || x: a value above 2^256 */
        xlong[0] = 1;
        memcpy(xlong + 1, x, 32);
        c.x = xlong, c.x_len = sizeof xlong;
        CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "x too long");
        c.x = x, c.x_len = xl;
    }
    y[yl - 1] ^= 1;
    CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "y not matching x");
    y[yl - 1] ^= 1;
    CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_OK, "private import");
    CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_OK, "public import");
    CHECK(cairn_dsa_public_key_bits(&pub) == 2048 && cairn_dsa_public_key_qbits(&pub) == 256, "sizes");
    CHECK(cairn_dsa_public_key_bits(NULL) == 0 && cairn_dsa_public_key_qbits(&unset_pub) == 0, "sizes of nothing");

    /* generate */
    CHECK_RC(cairn_dsa_generate_key(NULL, &c, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "generate NULL key");
    CHECK_RC(cairn_dsa_generate_key(&key, NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "generate NULL components");
    CHECK_RC(cairn_dsa_generate_key(&key, &c, NULL, NULL), CAIRN_ERR_BAD_ARG, "generate NULL rng");
    CHECK_RC(cairn_dsa_generate_key(&key, &c, fail_rng, NULL), CAIRN_ERR_RNG, "generate failing rng");
    CHECK_RC(cairn_dsa_private_key_export(&key, CAIRN_DSA_X, x, sizeof x, &len), CAIRN_ERR_STATE,
             "failed generation: unset");
    CHECK_RC(cairn_dsa_generate_key(&key, &c, ok_rng, NULL), CAIRN_OK, "generate");

    /* from_private, export */
    CHECK_RC(cairn_dsa_public_key_from_private(NULL, &key), CAIRN_ERR_BAD_ARG, "from_private NULL pub");
    CHECK_RC(cairn_dsa_public_key_from_private(&pub, NULL), CAIRN_ERR_BAD_ARG, "from_private NULL key");
    CHECK_RC(cairn_dsa_public_key_from_private(&pub, &unset_priv), CAIRN_ERR_STATE, "from_private unset key");
    CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "from_private");
    CHECK_RC(cairn_dsa_public_key_export(NULL, CAIRN_DSA_Y, y, sizeof y, &len), CAIRN_ERR_BAD_ARG, "export NULL");
    CHECK(len == 0, "export failure: length 0");
    CHECK_RC(cairn_dsa_public_key_export(&unset_pub, CAIRN_DSA_Y, y, sizeof y, &len), CAIRN_ERR_STATE,
             "export unset");
    CHECK_RC(cairn_dsa_public_key_export(&pub, CAIRN_DSA_Y, NULL, sizeof y, &len), CAIRN_ERR_BAD_ARG,
             "export NULL out");
    CHECK_RC(cairn_dsa_public_key_export(&pub, CAIRN_DSA_Y, y, sizeof y, NULL), CAIRN_ERR_BAD_ARG, "export NULL len");
    CHECK_RC(cairn_dsa_public_key_export(&pub, CAIRN_DSA_X, y, sizeof y, &len), CAIRN_ERR_BAD_ARG,
             "export x of a public key");
    CHECK_RC(cairn_dsa_public_key_export(&pub, (cairn_dsa_part)99, y, sizeof y, &len), CAIRN_ERR_BAD_ARG,
             "export unknown part");
    CHECK_RC(cairn_dsa_public_key_export(&pub, CAIRN_DSA_P, y, 255, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
             "export p short");
    CHECK_RC(cairn_dsa_private_key_export(&key, CAIRN_DSA_X, x, 31, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
             "export x short");
    CHECK_RC(cairn_dsa_private_key_export(NULL, CAIRN_DSA_X, x, sizeof x, &len), CAIRN_ERR_BAD_ARG,
             "private export NULL");
    CHECK_RC(cairn_dsa_private_key_export(&key, CAIRN_DSA_Q, x, sizeof x, &len), CAIRN_OK, "export q");
    CHECK(len == 32, "q: 32 bytes");

    /* sign */
    CHECK_RC(cairn_dsa_sign_digest(NULL, h, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL key");
    CHECK(sl == 0, "sign failure: length 0");
    CHECK_RC(cairn_dsa_sign_digest(&unset_priv, h, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_STATE, "sign unset key");
    CHECK_RC(cairn_dsa_sign_digest(&key, NULL, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL hash");
    if (xof != NULL)
        CHECK_RC(cairn_dsa_sign_digest(&key, xof, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
                 CAIRN_ERR_UNSUPPORTED, "sign with an XOF");
    {
        /* a caller's descriptor whose digest would not fit RFC 6979's K and V
         * (badinput_unfit_hash): refused before anything runs, the rng included */
        int j;
        for (j = 0; j < 2; j++) {
            const cairn_hash big = badinput_unfit_hash(h, j);
            memset(sig, 0x55, sizeof sig);
            CHECK_RC(cairn_dsa_sign_digest(&key, &big, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, fail_rng, NULL),
                     CAIRN_ERR_UNSUPPORTED, "sign with a descriptor's digest_len 0 or over the maximum");
            CHECK(sl == 0 && tu_all_zero(sig, sizeof sig), "sign with a bad descriptor: output zeroed");
        }
    }
    CHECK_RC(cairn_dsa_sign_digest(&key, h, (cairn_dsa_format)5, dig, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign bad format");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, NULL, 32, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL digest");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 0, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_LENGTH, "sign empty digest");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 65, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_LENGTH, "sign digest of 65 bytes");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 32, NULL, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL sig");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, NULL, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL siglen");
    memset(sig, 0x55, sizeof sig);
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 32, sig, 63, &sl, NULL, NULL),
             CAIRN_ERR_BUFFER_TOO_SMALL, "sign P1363 short");
    CHECK(tu_all_zero(sig, 63) && sig[63] == 0x55, "short buffer: (only) zeroed");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_DER, dig, 32, sig, 8, &sl, NULL, NULL),
             CAIRN_ERR_BUFFER_TOO_SMALL, "sign DER short");
    CHECK_RC(cairn_dsa_sign_digest(&key, h, CAIRN_DSA_P1363, dig, 32, sig, sizeof sig, &sl, fail_rng, NULL),
             CAIRN_ERR_RNG, "sign failing rng");
    CHECK(sl == 0 && tu_all_zero(sig, sizeof sig), "failing rng: signature zeroed");
    CHECK_RC(cairn_dsa_sign(NULL, h, CAIRN_DSA_P1363, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign message NULL key");
    CHECK_RC(cairn_dsa_sign(&key, NULL, CAIRN_DSA_P1363, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign message NULL hash");
    CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, NULL, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL message");
    if (xof != NULL)
        CHECK_RC(cairn_dsa_sign(&key, xof, CAIRN_DSA_P1363, msg, 3, sig, sizeof sig, &sl, NULL, NULL),
                 CAIRN_ERR_UNSUPPORTED, "sign message with an XOF");
    CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, NULL, 0, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
             "sign the empty message");
    CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, 3, sig, sizeof sig, &sl, ok_rng, NULL), CAIRN_OK, "sign");

    /* verify */
    CHECK_RC(cairn_dsa_verify(NULL, h, CAIRN_DSA_P1363, msg, 3, sig, sl), CAIRN_ERR_BAD_ARG, "verify NULL key");
    CHECK_RC(cairn_dsa_verify(&unset_pub, h, CAIRN_DSA_P1363, msg, 3, sig, sl), CAIRN_ERR_STATE, "verify unset key");
    CHECK_RC(cairn_dsa_verify(&pub, NULL, CAIRN_DSA_P1363, msg, 3, sig, sl), CAIRN_ERR_BAD_ARG, "verify NULL hash");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, NULL, 3, sig, sl), CAIRN_ERR_BAD_ARG, "verify NULL msg");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, 3, NULL, sl), CAIRN_ERR_BAD_ARG, "verify NULL sig");
    CHECK_RC(cairn_dsa_verify(&pub, h, (cairn_dsa_format)5, msg, 3, sig, sl), CAIRN_ERR_BAD_ARG, "verify bad format");
    if (xof != NULL)
        CHECK_RC(cairn_dsa_verify(&pub, xof, CAIRN_DSA_P1363, msg, 3, sig, sl), CAIRN_ERR_UNSUPPORTED,
                 "verify with an XOF");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, 3, sig, sl - 1), CAIRN_ERR_BAD_SIGNATURE,
             "verify short signature");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_DER, msg, 3, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
             "verify P1363 bytes as DER");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, 3, sig, sl), CAIRN_OK, "verify");
    CHECK_RC(cairn_dsa_verify_digest(NULL, CAIRN_DSA_P1363, dig, 32, sig, sl), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL key");
    CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, NULL, 32, sig, sl), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL digest");
    CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, dig, 0, sig, sl), CAIRN_ERR_BAD_LENGTH,
             "verify_digest empty digest");
    CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, dig, 65, sig, sl), CAIRN_ERR_BAD_LENGTH,
             "verify_digest long digest");
    CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, dig, 32, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
             "verify_digest of another digest");

    /* key formats */
    {
        uint8_t der[CAIRN_DSA_DER_MAX];
        char pem[CAIRN_DSA_PEM_MAX];
        size_t dl = 7, pml = 7;
        CHECK_RC(cairn_dsa_public_key_to_der(NULL, der, sizeof der, &dl), CAIRN_ERR_BAD_ARG, "to_der NULL key");
        CHECK(dl == 0, "to_der failure: length 0");
        CHECK_RC(cairn_dsa_public_key_to_der(&unset_pub, der, sizeof der, &dl), CAIRN_ERR_STATE, "to_der unset");
        CHECK_RC(cairn_dsa_public_key_to_der(&pub, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG, "to_der NULL len");
        CHECK_RC(cairn_dsa_public_key_to_der(&pub, NULL, 0, &dl), CAIRN_OK, "to_der length query");
        memset(der, 0x55, sizeof der);
        CHECK_RC(cairn_dsa_public_key_to_der(&pub, der, dl - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL, "to_der short");
        CHECK(len == dl && tu_all_zero(der, dl - 1) && der[dl - 1] == 0x55, "short: (only) zeroed, the length needed");
        CHECK_RC(cairn_dsa_public_key_to_der(&pub, der, sizeof der, &dl), CAIRN_OK, "to_der");
        CHECK_RC(cairn_dsa_public_key_from_der(NULL, der, dl), CAIRN_ERR_BAD_ARG, "from_der NULL key");
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, NULL, dl), CAIRN_ERR_BAD_ARG, "from_der NULL input");
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, 0), CAIRN_ERR_DECODE, "from_der empty");
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, dl + 1), CAIRN_ERR_DECODE, "from_der trailing byte");
        der[dl - 1] ^= 1;
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, dl), CAIRN_ERR_INVALID_KEY, "from_der y changed");
        CHECK(cairn_dsa_public_key_bits(&pub) == 0, "refused: unset");
        der[dl - 1] ^= 1;
        der[12] ^= 1; /* inside the OID: another algorithm */
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, dl), CAIRN_ERR_UNSUPPORTED, "from_der another algorithm");
        der[12] ^= 1;
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, dl), CAIRN_OK, "from_der");
        CHECK_RC(cairn_dsa_private_key_from_der(&key, der, dl), CAIRN_ERR_DECODE, "a public key as PKCS#8");
        CHECK_RC(cairn_dsa_private_key_to_der(NULL, der, sizeof der, &dl), CAIRN_ERR_BAD_ARG, "private to_der NULL");
        CHECK_RC(cairn_dsa_private_key_to_der(&unset_priv, der, sizeof der, &dl), CAIRN_ERR_STATE,
                 "private to_der unset");
        CHECK_RC(cairn_dsa_generate_key(&key, &c, ok_rng, NULL), CAIRN_OK, "generate again");
        CHECK_RC(cairn_dsa_private_key_to_der(&key, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG,
                 "private to_der NULL len");
        CHECK_RC(cairn_dsa_private_key_to_der(&key, der, 8, &dl), CAIRN_ERR_BUFFER_TOO_SMALL, "private to_der short");
        CHECK(tu_all_zero(der, 8), "short: zeroed");
        CHECK_RC(cairn_dsa_private_key_to_der(&key, der, sizeof der, &dl), CAIRN_OK, "private to_der");
        CHECK_RC(cairn_dsa_private_key_from_der(NULL, der, dl), CAIRN_ERR_BAD_ARG, "private from_der NULL key");
        CHECK_RC(cairn_dsa_private_key_from_der(&key, NULL, dl), CAIRN_ERR_BAD_ARG, "private from_der NULL input");
        CHECK_RC(cairn_dsa_private_key_from_der(&key, der, dl - 1), CAIRN_ERR_DECODE, "private from_der truncated");
        CHECK_RC(cairn_dsa_private_key_export(&key, CAIRN_DSA_X, x, sizeof x, &len), CAIRN_ERR_STATE,
                 "refused PKCS#8: the key unset");
        CHECK_RC(cairn_dsa_public_key_from_der(&pub, der, dl), CAIRN_ERR_DECODE, "PKCS#8 as a public key");
        CHECK_RC(cairn_dsa_private_key_from_der(&key, der, dl), CAIRN_OK, "private from_der");
        /* PEM */
        CHECK_RC(cairn_dsa_private_key_to_pem(NULL, pem, sizeof pem, &pml), CAIRN_ERR_BAD_ARG, "to_pem NULL key");
        CHECK_RC(cairn_dsa_private_key_to_pem(&key, pem, sizeof pem, NULL), CAIRN_ERR_BAD_ARG, "to_pem NULL len");
        CHECK_RC(cairn_dsa_private_key_to_pem(&key, pem, 20, &pml), CAIRN_ERR_BUFFER_TOO_SMALL, "to_pem short");
        CHECK(tu_all_zero((const uint8_t *)pem, 20), "short PEM: zeroed");
        CHECK_RC(cairn_dsa_private_key_to_pem(&key, pem, sizeof pem, &pml), CAIRN_OK, "private to_pem");
        CHECK(pml < sizeof pem && pem[pml] == '\0', "NUL-terminated");
        CHECK_RC(cairn_dsa_private_key_from_pem(NULL, pem, pml), CAIRN_ERR_BAD_ARG, "from_pem NULL key");
        CHECK_RC(cairn_dsa_private_key_from_pem(&key, NULL, pml), CAIRN_ERR_BAD_ARG, "from_pem NULL text");
        CHECK_RC(cairn_dsa_public_key_from_pem(&pub, pem, pml), CAIRN_ERR_DECODE, "a PRIVATE KEY block as public");
        CHECK_RC(cairn_dsa_private_key_from_pem(&key, pem, pml - 30), CAIRN_ERR_DECODE, "from_pem truncated");
        CHECK_RC(cairn_dsa_private_key_from_pem(&key, pem, pml), CAIRN_OK, "private from_pem");
        CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public again");
        CHECK_RC(cairn_dsa_public_key_to_pem(NULL, pem, sizeof pem, &pml), CAIRN_ERR_BAD_ARG, "public to_pem NULL");
        CHECK_RC(cairn_dsa_public_key_to_pem(&pub, pem, 10, &pml), CAIRN_ERR_BUFFER_TOO_SMALL, "public to_pem short");
        CHECK_RC(cairn_dsa_public_key_to_pem(&pub, pem, sizeof pem, &pml), CAIRN_OK, "public to_pem");
        CHECK_RC(cairn_dsa_public_key_from_pem(NULL, pem, pml), CAIRN_ERR_BAD_ARG, "public from_pem NULL key");
        CHECK_RC(cairn_dsa_public_key_from_pem(&pub, NULL, pml), CAIRN_ERR_BAD_ARG, "public from_pem NULL text");
        CHECK_RC(cairn_dsa_private_key_from_pem(&key, pem, pml), CAIRN_ERR_DECODE, "a PUBLIC KEY block as private");
        CHECK_RC(cairn_dsa_public_key_from_pem(&pub, pem, pml), CAIRN_OK, "public from_pem");
        CHECK_RC(cairn_dsa_generate_key(&key, &c, ok_rng, NULL), CAIRN_OK, "generate for the wipe checks");
    }

    /* domain parameters (no generation here: the arguments are refused first) */
    {
        static cairn_dsa_params prm;
        cairn_dsa_components pc;
        CHECK_RC(cairn_dsa_params_generate(NULL, 1024, 160, h, 0, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "params NULL");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, NULL, 0, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
                 "params NULL hash");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, h, 0, NULL, NULL), CAIRN_ERR_BAD_ARG, "params NULL rng");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, h, 1000, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
                 "params index 1000");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1023, 160, h, 0, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
                 "params L 1023");
        CHECK_RC(cairn_dsa_params_generate(&prm, 4096, 256, h, 0, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
                 "params L 4096");
        CHECK_RC(cairn_dsa_params_generate(&prm, 1024, 160, h, 0, fail_rng, NULL), CAIRN_ERR_RNG, "params rng fails");
        CHECK(prm.p_len == 0 && prm.seed_len == 0 && tu_all_zero(prm.seed, sizeof prm.seed), "params zeroed on failure");
        CHECK_RC(cairn_dsa_params_validate(NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "validate NULL");
        CHECK_RC(cairn_dsa_params_validate(&prm, NULL, NULL), CAIRN_ERR_BAD_ARG, "validate NULL rng");
        CHECK_RC(cairn_dsa_params_validate(&prm, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH, "validate empty parameters");
        prm.q_len = 1000;
        CHECK_RC(cairn_dsa_params_validate(&prm, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "validate q_len 1000");
        CHECK_RC(cairn_dsa_params_components(NULL, &pc), CAIRN_ERR_BAD_ARG, "components NULL params");
        CHECK_RC(cairn_dsa_params_components(&prm, NULL), CAIRN_ERR_BAD_ARG, "components NULL out");
    }

    /* wipe */
    cairn_dsa_private_key_wipe(NULL);
    cairn_dsa_public_key_wipe(NULL);
    cairn_dsa_private_key_wipe(&key);
    cairn_dsa_public_key_wipe(&pub);
    CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_STATE,
             "sign with a wiped key");
    CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, 3, sig, 64), CAIRN_ERR_STATE, "verify with a wiped key");
}

#else
void badinput_dsa(void) {}
#endif
