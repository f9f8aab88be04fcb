/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for cairn/sm2.h: NULL pointers (with and without lengths),
 * unset and wiped key objects, keys of another curve, out-of-range formats,
 * wrong digest, ID, message, buffer and confirmation lengths, malformed
 * signatures and ciphertexts (the single status CAIRN_ERR_AUTH, output
 * zeroed), peer points that are not points, key-exchange states used out
 * of order; outputs zeroed and lengths 0 on every failure.
 */
#include <string.h>

#include "badinput.h"
#include "cairn/sm2.h"
#include "testutil.h"

#if CAIRN_ENABLE_SM2 && CAIRN_ENABLE_EC && CAIRN_ENABLE_SM3

/* The curve of the keys of another curve (named p256 below): P-256, or in a
 * build that leaves it out (CAIRN_ENABLE_EC_*) brainpoolP256r1, P-384 or
 * brainpoolP384r1, the first it has. */
#if CAIRN_ENABLE_EC_P256
#define OTHER_CURVE CAIRN_EC_P256
#elif CAIRN_ENABLE_EC_BP256
#define OTHER_CURVE CAIRN_EC_BRAINPOOLP256R1
#elif CAIRN_ENABLE_EC_P384
#define OTHER_CURVE CAIRN_EC_P384
#elif CAIRN_ENABLE_EC_BP384
#define OTHER_CURVE CAIRN_EC_BRAINPOOLP384R1
#else
#error "tests/badinput_sm2.c needs a curve besides SM2's: P-256, brainpoolP256r1, P-384 or brainpoolP384r1"
#endif

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(0x3c + 11 * i);
    return CAIRN_OK;
}

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_ERR_RNG;
}

static const uint8_t long_id[CAIRN_SM2_MAX_ID_LEN + 1];

static void bad_sign(const cairn_ec_private_key *sk, const cairn_ec_private_key *p256, const cairn_ec_public_key *pk,
                     const cairn_ec_public_key *p256pub)
{
    cairn_ec_private_key zero;
    cairn_ec_public_key zpub;
    uint8_t sig[CAIRN_SM2_SIG_DER_MAX + 1], msg[8] = {1, 2, 3}, e[33], z[32];
    size_t sl = 99;
    memset(&zero, 0, sizeof zero);
    memset(&zpub, 0, sizeof zpub);
    memset(e, 7, sizeof e);
    /* Z */
    CHECK_RC(cairn_sm2_z(pk, NULL, 0, NULL), CAIRN_ERR_BAD_ARG, "z NULL out");
    CHECK_RC(cairn_sm2_z(NULL, NULL, 0, z), CAIRN_ERR_BAD_ARG, "z NULL key");
    CHECK_RC(cairn_sm2_z(&zpub, NULL, 0, z), CAIRN_ERR_STATE, "z unset key");
    CHECK_RC(cairn_sm2_z(p256pub, NULL, 0, z), CAIRN_ERR_INVALID_KEY, "z P-256 key");
    CHECK_RC(cairn_sm2_z(pk, NULL, 5, z), CAIRN_ERR_BAD_ARG, "z NULL id with a length");
    CHECK_RC(cairn_sm2_z(pk, msg, CAIRN_SM2_MAX_ID_LEN + 1, z), CAIRN_ERR_BAD_LENGTH, "z id too long");
    CHECK(tu_all_zero(z, 32), "z zeroed on failure");
    /* sign */
    CHECK_RC(cairn_sm2_sign(NULL, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign NULL key");
    CHECK(sl == 0, "sign failure: length 0");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, msg, 3, NULL, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL sig");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, NULL, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL siglen");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, NULL, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL message with a length");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 3, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign NULL id with a length");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, (cairn_ecdsa_format)7, msg, 3, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_BAD_ARG, "sign bad format");
    CHECK_RC(cairn_sm2_sign(&zero, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_STATE,
             "sign unset key");
    CHECK_RC(cairn_sm2_sign(p256, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL),
             CAIRN_ERR_INVALID_KEY, "sign P-256 key");
    memset(sig, 0x55, sizeof sig);
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, sig, 63, &sl, NULL, NULL),
             CAIRN_ERR_BUFFER_TOO_SMALL, "sign P1363 short buffer");
    CHECK(tu_all_zero(sig, 63) && sig[63] == 0x55 && sl == 0, "sign failure: the buffer (only) zeroed");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, 8, &sl, NULL, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "sign DER short buffer");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, fail_rng, NULL), CAIRN_ERR_RNG,
             "sign rng fails");
    CHECK_RC(
        cairn_sm2_sign(sk, msg, CAIRN_SM2_MAX_ID_LEN + 1, CAIRN_ECDSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL),
        CAIRN_ERR_BAD_LENGTH, "sign id too long");
    CHECK_RC(cairn_sm2_sign(sk, NULL, 0, CAIRN_ECDSA_DER, NULL, 0, sig, sizeof sig, &sl, ok_rng, NULL), CAIRN_OK,
             "sign empty message (NULL)");
    /* sign_digest */
    CHECK_RC(cairn_sm2_sign_digest(sk, CAIRN_ECDSA_DER, NULL, 32, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_digest NULL digest");
    CHECK_RC(cairn_sm2_sign_digest(sk, CAIRN_ECDSA_DER, e, 33, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
             "sign_digest 33 bytes");
    CHECK_RC(cairn_sm2_sign_digest(sk, CAIRN_ECDSA_DER, e, 0, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
             "sign_digest empty");
    CHECK_RC(cairn_sm2_sign_digest(NULL, CAIRN_ECDSA_DER, e, 32, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "sign_digest NULL key");
    CHECK_RC(cairn_sm2_sign_digest(sk, CAIRN_ECDSA_P1363, e, 32, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
             "sign_digest");
    /* verify */
    CHECK_RC(cairn_sm2_verify(NULL, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, sig, 64), CAIRN_ERR_BAD_ARG, "verify NULL key");
    CHECK_RC(cairn_sm2_verify(&zpub, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, sig, 64), CAIRN_ERR_STATE, "verify unset key");
    CHECK_RC(cairn_sm2_verify(p256pub, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, sig, 64), CAIRN_ERR_INVALID_KEY,
             "verify P-256 key");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, NULL, 64), CAIRN_ERR_BAD_ARG, "verify NULL sig");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 0, CAIRN_ECDSA_P1363, NULL, 3, sig, 64), CAIRN_ERR_BAD_ARG,
             "verify NULL message with a length");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 2, CAIRN_ECDSA_P1363, msg, 3, sig, 64), CAIRN_ERR_BAD_ARG,
             "verify NULL id with a length");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 0, (cairn_ecdsa_format)3, msg, 3, sig, 64), CAIRN_ERR_BAD_ARG,
             "verify bad format");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 0, CAIRN_ECDSA_P1363, msg, 3, sig, 63), CAIRN_ERR_BAD_SIGNATURE,
             "verify short signature");
    CHECK_RC(cairn_sm2_verify(pk, NULL, 0, CAIRN_ECDSA_DER, msg, 3, sig, 64), CAIRN_ERR_BAD_SIGNATURE,
             "verify r || s as DER");
    /* verify_digest */
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, e, 32, sig, 64), CAIRN_OK, "verify_digest");
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, NULL, 32, sig, 64), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL digest");
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, e, 31, sig, 64), CAIRN_ERR_BAD_LENGTH,
             "verify_digest 31 bytes");
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, e, 32, NULL, 64), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL sig");
    CHECK_RC(cairn_sm2_verify_digest(NULL, CAIRN_ECDSA_P1363, e, 32, sig, 64), CAIRN_ERR_BAD_ARG,
             "verify_digest NULL key");
    memset(sig, 0, 64);
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, e, 32, sig, 64), CAIRN_ERR_BAD_SIGNATURE,
             "verify_digest r = s = 0");
    memset(sig, 0xff, 64);
    CHECK_RC(cairn_sm2_verify_digest(pk, CAIRN_ECDSA_P1363, e, 32, sig, 64), CAIRN_ERR_BAD_SIGNATURE,
             "verify_digest r, s >= n");
}

static void bad_encrypt(const cairn_ec_private_key *sk, const cairn_ec_private_key *p256, const cairn_ec_public_key *pk,
                        const cairn_ec_public_key *p256pub)
{
    cairn_ec_private_key zero;
    uint8_t ct[200], pt[64], msg[16] = {9, 8, 7};
    size_t cl = 99, pl = 99, good;
    memset(&zero, 0, sizeof zero);
    CHECK_RC(cairn_sm2_encrypt(NULL, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, &cl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "encrypt NULL key");
    CHECK(cl == 0, "encrypt failure: length 0");
    CHECK_RC(cairn_sm2_encrypt(p256pub, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, &cl, ok_rng, NULL),
             CAIRN_ERR_INVALID_KEY, "encrypt P-256 key");
    CHECK_RC(cairn_sm2_encrypt(pk, (cairn_sm2_cipher_format)3, msg, 16, ct, sizeof ct, &cl, ok_rng, NULL),
             CAIRN_ERR_BAD_ARG, "encrypt bad format");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, NULL, 16, ct, sizeof ct, &cl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "encrypt NULL message");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 16, NULL, sizeof ct, &cl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "encrypt NULL out");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "encrypt NULL outlen");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, &cl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "encrypt NULL rng");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, &cl, fail_rng, NULL), CAIRN_ERR_RNG,
             "encrypt rng fails");
    CHECK(tu_all_zero(ct, sizeof ct), "encrypt failure: output zeroed");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 0, ct, sizeof ct, &cl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
             "encrypt empty message");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_DER, msg, 16, ct, 16 + 100, &cl, ok_rng, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "encrypt DER short buffer");
    CHECK_RC(cairn_sm2_encrypt(pk, CAIRN_SM2_C1C3C2, msg, 16, ct, sizeof ct, &cl, ok_rng, NULL), CAIRN_OK, "encrypt");
    good = cl;
    CHECK_RC(cairn_sm2_decrypt(NULL, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_BAD_ARG,
             "decrypt NULL key");
    CHECK(pl == 0, "decrypt failure: length 0");
    CHECK_RC(cairn_sm2_decrypt(&zero, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_STATE,
             "decrypt unset key");
    CHECK_RC(cairn_sm2_decrypt(p256, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_INVALID_KEY,
             "decrypt P-256 key");
    CHECK_RC(cairn_sm2_decrypt(sk, (cairn_sm2_cipher_format)9, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_BAD_ARG,
             "decrypt bad format");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, NULL, good, pt, sizeof pt, &pl), CAIRN_ERR_BAD_ARG,
             "decrypt NULL ciphertext");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, good, NULL, sizeof pt, &pl), CAIRN_ERR_BAD_ARG,
             "decrypt NULL out");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, NULL), CAIRN_ERR_BAD_ARG,
             "decrypt NULL outlen");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, 0, pt, sizeof pt, &pl), CAIRN_ERR_AUTH, "decrypt empty");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, 97, pt, sizeof pt, &pl), CAIRN_ERR_AUTH, "decrypt no C2");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_DER, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_AUTH, "decrypt raw as DER");
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, good, pt, 15, &pl), CAIRN_ERR_BUFFER_TOO_SMALL,
             "decrypt short output");
    ct[good - 1] ^= 1;
    memset(pt, 0x77, sizeof pt);
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, &pl), CAIRN_ERR_AUTH,
             "decrypt a flipped C2 bit");
    CHECK(tu_all_zero(pt, sizeof pt) && pl == 0, "decrypt failure: output zeroed");
    ct[good - 1] ^= 1;
    CHECK_RC(cairn_sm2_decrypt(sk, CAIRN_SM2_C1C3C2, ct, good, pt, sizeof pt, &pl), CAIRN_OK, "decrypt");
    CHECK(pl == 16 && memcmp(pt, msg, 16) == 0, "decrypt round trip");
}

static void bad_kex(const cairn_ec_private_key *sk, const cairn_ec_private_key *p256, const cairn_ec_public_key *pk,
                    const cairn_ec_public_key *p256pub)
{
    cairn_sm2_kex st, zero;
    uint8_t r[66], peer[65], key[16], conf[32];
    size_t rl = 99;
    memset(&zero, 0, sizeof zero);
    CHECK_RC(cairn_sm2_kex_start(NULL, 1, sk, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL state");
    CHECK(rl == 0, "kex_start failure: length 0");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, NULL, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL key");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, NULL, NULL, 0, ok_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL peer");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, p256, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl),
             CAIRN_ERR_INVALID_KEY, "kex_start P-256 key");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, p256pub, NULL, 0, ok_rng, NULL, r, sizeof r, &rl),
             CAIRN_ERR_INVALID_KEY, "kex_start P-256 peer");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 4, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL id with a length");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 4, ok_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL peer id with a length");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, NULL, NULL, r, sizeof r, &rl), CAIRN_ERR_BAD_ARG,
             "kex_start NULL rng");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, fail_rng, NULL, r, sizeof r, &rl), CAIRN_ERR_RNG,
             "kex_start rng fails");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, ok_rng, NULL, NULL, sizeof r, &rl),
             CAIRN_ERR_BAD_ARG, "kex_start NULL R out");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, sizeof r, NULL), CAIRN_ERR_BAD_ARG,
             "kex_start NULL R length");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, 64, &rl),
             CAIRN_ERR_BUFFER_TOO_SMALL, "kex_start short R buffer");
    CHECK_RC(
        cairn_sm2_kex_start(&st, 1, sk, long_id, CAIRN_SM2_MAX_ID_LEN + 1, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl),
        CAIRN_ERR_BAD_LENGTH, "kex_start id too long");
    /* finish and confirm */
    CHECK_RC(cairn_sm2_kex_finish(&zero, r, 65, key, sizeof key, conf), CAIRN_ERR_STATE, "kex_finish unset state");
    CHECK_RC(cairn_sm2_kex_confirm(&zero, conf, 32), CAIRN_ERR_STATE, "kex_confirm unset state");
    CHECK_RC(cairn_sm2_kex_start(&st, 1, sk, NULL, 0, pk, NULL, 0, ok_rng, NULL, r, sizeof r, &rl), CAIRN_OK,
             "kex_start");
    CHECK_RC(cairn_sm2_kex_confirm(&st, conf, 32), CAIRN_ERR_STATE, "kex_confirm before finish");
    CHECK_RC(cairn_sm2_kex_finish(NULL, r, 65, key, sizeof key, conf), CAIRN_ERR_BAD_ARG, "kex_finish NULL state");
    CHECK_RC(cairn_sm2_kex_finish(&st, NULL, 65, key, sizeof key, conf), CAIRN_ERR_BAD_ARG, "kex_finish NULL R");
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 65, NULL, sizeof key, conf), CAIRN_ERR_BAD_ARG, "kex_finish NULL key");
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 65, key, 0, conf), CAIRN_ERR_BAD_LENGTH, "kex_finish klen 0");
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 65, key, CAIRN_SM2_KEX_MAX_KEY + 1, NULL), CAIRN_ERR_BAD_LENGTH,
             "kex_finish klen too long");
    memcpy(peer, r, 65);
    peer[0] = 0x05;
    CHECK_RC(cairn_sm2_kex_finish(&st, peer, 65, key, sizeof key, conf), CAIRN_ERR_INVALID_POINT,
             "kex_finish bad prefix");
    CHECK(tu_all_zero(key, sizeof key) && tu_all_zero(conf, sizeof conf), "kex_finish failure: outputs zeroed");
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 64, key, sizeof key, conf), CAIRN_ERR_INVALID_POINT, "kex_finish short R");
    /* its own R as the peer's: a valid point, so the exchange completes */
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 65, key, sizeof key, conf), CAIRN_OK, "kex_finish");
    CHECK_RC(cairn_sm2_kex_finish(&st, r, 65, key, sizeof key, conf), CAIRN_ERR_STATE, "kex_finish twice");
    CHECK_RC(cairn_sm2_kex_confirm(NULL, conf, 32), CAIRN_ERR_BAD_ARG, "kex_confirm NULL state");
    CHECK_RC(cairn_sm2_kex_confirm(&st, NULL, 32), CAIRN_ERR_BAD_ARG, "kex_confirm NULL value");
    CHECK_RC(cairn_sm2_kex_confirm(&st, conf, 33), CAIRN_ERR_AUTH, "kex_confirm 33 bytes");
    cairn_sm2_kex_wipe(&st);
    cairn_sm2_kex_wipe(NULL);
    CHECK(tu_all_zero((const uint8_t *)&st, sizeof st), "kex_wipe clears");
}

void badinput_sm2(void)
{
    cairn_ec_private_key sk, p256;
    cairn_ec_public_key pk, p256pub;
    CHECK_RC(cairn_ec_private_key_generate(&sk, CAIRN_EC_SM2, ok_rng, NULL), CAIRN_OK, "SM2 key");
    CHECK_RC(cairn_ec_public_key_from_private(&pk, &sk), CAIRN_OK, "SM2 public key");
    CHECK_RC(cairn_ec_private_key_generate(&p256, OTHER_CURVE, ok_rng, NULL), CAIRN_OK, "P-256 key");
    CHECK_RC(cairn_ec_public_key_from_private(&p256pub, &p256), CAIRN_OK, "P-256 public key");
    bad_sign(&sk, &p256, &pk, &p256pub);
    bad_encrypt(&sk, &p256, &pk, &p256pub);
    bad_kex(&sk, &p256, &pk, &p256pub);
}

#else
void badinput_sm2(void) { tu_skip("SM2 not in this build"); }
#endif
