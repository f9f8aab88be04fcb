/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every function of cairn/curve448.h: NULL pointers (alone and
 * with non-zero lengths), context lengths above 255, a failing rng, invalid
 * points (small-order X448 peers, non-canonical and off-curve Ed448 keys),
 * invalid signatures (S >= L, garbage, unused bits) and a keypair whose public
 * half does not match its seed. Outputs on failure are checked zeroed where
 * the header promises it.
 */
#include <string.h>

#include "cairn/curve448.h"
#include "badinput.h"
#include "testutil.h"

#if CAIRN_ENABLE_CURVE448

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len); /* partial output must not survive */
    return CAIRN_ERR_RNG;
}

static int other_fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    (void)out;
    (void)len;
    return CAIRN_ERR_UNSUPPORTED;
}

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 7 + 1);
    return CAIRN_OK;
}

static void bad_x448(void)
{
    uint8_t sk[56], pk[56], out[56], peer[56];

    memset(sk, 3, sizeof sk);
    memset(peer, 9, sizeof peer);
    /* cairn_x448_keygen */
    CHECK_RC(cairn_x448_keygen(NULL, pk, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "x448_keygen NULL secret");
    CHECK_RC(cairn_x448_keygen(sk, NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "x448_keygen NULL pub");
    CHECK_RC(cairn_x448_keygen(sk, pk, NULL, NULL), CAIRN_ERR_BAD_ARG, "x448_keygen NULL rng");
    memset(pk, 0x11, sizeof pk);
    CHECK_RC(cairn_x448_keygen(sk, pk, fail_rng, NULL), CAIRN_ERR_RNG, "x448_keygen failing rng");
    CHECK(tu_all_zero(sk, 56), "x448_keygen: secret not wiped after rng failure");
    CHECK(tu_all_zero(pk, 56), "x448_keygen: pub not zeroed after rng failure (as X25519's)");
    CHECK_RC(cairn_x448_keygen(sk, pk, other_fail_rng, NULL), CAIRN_ERR_RNG, "x448_keygen rng other status");
    CHECK_RC(cairn_x448_keygen(sk, pk, ok_rng, NULL), CAIRN_OK, "x448_keygen ok");
    /* cairn_x448_public */
    CHECK_RC(cairn_x448_public(NULL, sk), CAIRN_ERR_BAD_ARG, "x448_public NULL pub");
    CHECK_RC(cairn_x448_public(pk, NULL), CAIRN_ERR_BAD_ARG, "x448_public NULL secret");
    /* cairn_x448 */
    CHECK_RC(cairn_x448(NULL, sk, peer), CAIRN_ERR_BAD_ARG, "x448 NULL out");
    CHECK_RC(cairn_x448(out, NULL, peer), CAIRN_ERR_BAD_ARG, "x448 NULL secret");
    CHECK_RC(cairn_x448(out, sk, NULL), CAIRN_ERR_BAD_ARG, "x448 NULL peer");
    /* small-order peers: 0, 1, and p - 1 (u = -1, order 2 on the curve) */
    memset(peer, 0, sizeof peer);
    CHECK_RC(cairn_x448(out, sk, peer), CAIRN_ERR_INVALID_POINT, "x448 peer 0");
    CHECK(tu_all_zero(out, 56), "x448 peer 0: output not zeroed");
    peer[0] = 1;
    CHECK_RC(cairn_x448(out, sk, peer), CAIRN_ERR_INVALID_POINT, "x448 peer 1");
    memset(peer, 0xff, sizeof peer);
    peer[0] = 0xfe;
    peer[28] = 0xfe; /* p - 1 */
    CHECK_RC(cairn_x448(out, sk, peer), CAIRN_ERR_INVALID_POINT, "x448 peer -1");
    CHECK(tu_all_zero(out, 56), "x448 peer -1: output not zeroed");
    /* all-ones u (non-canonical, 2^448 - 1 = 2^224 mod p) is accepted */
    memset(peer, 0xff, sizeof peer);
    CHECK_RC(cairn_x448(out, sk, peer), CAIRN_OK, "x448 non-canonical peer");
}

static void bad_ed448(void)
{
    uint8_t kp[114], kp2[114], seed[57], sig[114], bad[114], pub[57], msg[16];
    const uint8_t ctx[1] = {0};
    int (*const signs[2])(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) = {
        cairn_ed448_sign, cairn_ed448ph_sign};
    int (*const verifies[2])(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) = {
        cairn_ed448_verify, cairn_ed448ph_verify};
    int v;

    memset(seed, 5, sizeof seed);
    memset(msg, 6, sizeof msg);
    /* cairn_ed448_keygen */
    CHECK_RC(cairn_ed448_keygen(NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "ed448_keygen NULL keypair");
    CHECK_RC(cairn_ed448_keygen(kp, NULL, NULL), CAIRN_ERR_BAD_ARG, "ed448_keygen NULL rng");
    CHECK_RC(cairn_ed448_keygen(kp, fail_rng, NULL), CAIRN_ERR_RNG, "ed448_keygen failing rng");
    CHECK(tu_all_zero(kp, 114), "ed448_keygen: keypair not wiped after rng failure");
    CHECK_RC(cairn_ed448_keygen(kp, other_fail_rng, NULL), CAIRN_ERR_RNG, "ed448_keygen rng other status");
    /* cairn_ed448_keypair_from_seed */
    CHECK_RC(cairn_ed448_keypair_from_seed(NULL, seed), CAIRN_ERR_BAD_ARG, "ed448_keypair_from_seed NULL out");
    CHECK_RC(cairn_ed448_keypair_from_seed(kp, NULL), CAIRN_ERR_BAD_ARG, "ed448_keypair_from_seed NULL seed");
    CHECK_RC(cairn_ed448_keypair_from_seed(kp, seed), CAIRN_OK, "ed448_keypair_from_seed");
    memcpy(kp2, seed, 57); /* in place: seed inside the output buffer */
    CHECK_RC(cairn_ed448_keypair_from_seed(kp2, kp2), CAIRN_OK, "ed448_keypair_from_seed in place");
    CHECK_MEM(kp2, kp, 114, "ed448_keypair_from_seed in place");

    for (v = 0; v < 2; v++) {
        int (*sign)(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) = signs[v];
        int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) =
            verifies[v];
        const char *nm = v ? "ed448ph" : "ed448";

        /* cairn_ed448_sign / cairn_ed448ph_sign */
        CHECK_RC(sign(NULL, msg, 16, NULL, 0, kp), CAIRN_ERR_BAD_ARG, nm);
        memset(sig, 0x33, sizeof sig);
        CHECK_RC(sign(sig, msg, 16, NULL, 0, NULL), CAIRN_ERR_BAD_ARG, nm);
        CHECK(tu_all_zero(sig, 114), "%s sign NULL keypair: sig not zeroed", nm);
        CHECK_RC(sign(sig, NULL, 16, NULL, 0, kp), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, msg, 16, NULL, 1, kp), CAIRN_ERR_BAD_ARG, nm);
        memset(sig, 0x33, sizeof sig);
        CHECK_RC(sign(sig, msg, 16, msg, 256, kp), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK(tu_all_zero(sig, 114), "%s sign ctxlen 256: sig not zeroed", nm);
        CHECK_RC(sign(sig, NULL, 0, NULL, 0, kp), CAIRN_OK, nm); /* empty message, empty context */
        CHECK_RC(verify(sig, NULL, 0, NULL, 0, kp + 57), CAIRN_OK, nm);
        CHECK_RC(verify(sig, msg, 0, ctx, 0, kp + 57), CAIRN_OK, nm);
        /* mismatched public half */
        memcpy(bad, kp, 114);
        bad[57 + 3] ^= 0x40;
        memset(sig, 0x33, sizeof sig);
        CHECK_RC(sign(sig, msg, 16, NULL, 0, bad), CAIRN_ERR_INVALID_KEY, nm);
        CHECK(tu_all_zero(sig, 114), "%s sign mismatched keypair: sig not zeroed", nm);

        /* cairn_ed448_verify / cairn_ed448ph_verify */
        CHECK_RC(sign(sig, msg, 16, ctx, 1, kp), CAIRN_OK, nm);
        CHECK_RC(verify(NULL, msg, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, msg, 16, ctx, 1, NULL), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, NULL, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, msg, 16, NULL, 1, kp + 57), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, msg, 16, ctx, 256, kp + 57), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(verify(sig, msg, 16, ctx, (size_t)-1, kp + 57), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(verify(sig, msg, 16, ctx, 1, kp + 57), CAIRN_OK, nm);
        /* S = all ones (>= L), S with byte 56 set, R garbage, all zero */
        memcpy(bad, sig, 114);
        memset(bad + 57, 0xff, 57);
        CHECK_RC(verify(bad, msg, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_SIGNATURE, nm);
        memcpy(bad, sig, 114);
        bad[113] = 1;
        CHECK_RC(verify(bad, msg, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_SIGNATURE, nm);
        memcpy(bad, sig, 114);
        memset(bad, 0xff, 57);
        CHECK_RC(verify(bad, msg, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_SIGNATURE, nm);
        memset(bad, 0, 114);
        CHECK_RC(verify(bad, msg, 16, ctx, 1, kp + 57), CAIRN_ERR_BAD_SIGNATURE, nm);
        /* public keys: y >= p, unused bits, not on the curve, x = 0 with sign bit */
        memset(pub, 0xff, 57);
        pub[56] = 0;
        CHECK_RC(verify(sig, msg, 16, ctx, 1, pub), CAIRN_ERR_BAD_SIGNATURE, nm);
        memcpy(pub, kp + 57, 57);
        pub[56] |= 0x40;
        CHECK_RC(verify(sig, msg, 16, ctx, 1, pub), CAIRN_ERR_BAD_SIGNATURE, nm);
        memset(pub, 0, 57);
        pub[0] = 2; /* y = 2: (y^2 - 1)/(d y^2 - 1) = 3 / (4d - 1): not a square for this y */
        CHECK_RC(verify(sig, msg, 16, ctx, 1, pub), CAIRN_ERR_BAD_SIGNATURE, nm);
        memset(pub, 0, 57);
        pub[0] = 1;
        pub[56] = 0x80;
        CHECK_RC(verify(sig, msg, 16, ctx, 1, pub), CAIRN_ERR_BAD_SIGNATURE, nm);
    }
}

/* RFC 8410 key formats: NULL pointers, garbage, with_public outside 0..1,
 * short buffers; outputs zeroed. */
static void bad_x448_formats(void)
{
    uint8_t sk[56], pk[56], out[56], der[CAIRN_RFC8410_DER_MAX];
    char pem[CAIRN_RFC8410_PEM_MAX];
    static const uint8_t junk[3] = {0x30, 0x01, 0x00};
    size_t n = 7;
    memset(sk, 0, sizeof sk);
    memset(pk, 9, sizeof pk);
    CHECK_RC(cairn_x448_private_key_to_der(NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "x448 to_der NULL key");
    CHECK(n == 0, "x448 to_der NULL key: length 0");
    CHECK_RC(cairn_x448_private_key_to_der(sk, 0, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG, "x448 to_der NULL len");
    CHECK_RC(cairn_x448_private_key_to_pem(sk, -1, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG,
             "x448 to_pem with_public -1");
    CHECK_RC(cairn_x448_private_key_from_der(NULL, junk, 3), CAIRN_ERR_BAD_ARG, "x448 from_der NULL out");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_x448_private_key_from_der(out, NULL, 3), CAIRN_ERR_BAD_ARG, "x448 from_der NULL der");
    CHECK(tu_all_zero(out, sizeof out), "x448 from_der refused: zeroed");
    CHECK_RC(cairn_x448_private_key_from_pem(out, "junk", 4), CAIRN_ERR_DECODE, "x448 from_pem junk");
    CHECK_RC(cairn_x448_public_key_to_der(NULL, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "x448 public to_der NULL");
    CHECK_RC(cairn_x448_public_key_to_pem(pk, pem, 8, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "x448 public to_pem short");
    CHECK(n > 8 && tu_all_zero((const uint8_t *)pem, 8), "x448 public to_pem short: length needed, zeroed");
    CHECK_RC(cairn_x448_public_key_from_der(out, junk, 3), CAIRN_ERR_DECODE, "x448 public from_der junk");
    CHECK_RC(cairn_x448_public_key_from_pem(out, NULL, 0), CAIRN_ERR_DECODE, "x448 public from_pem empty");
    CHECK_RC(cairn_x448_public_key_from_pem(NULL, "x", 1), CAIRN_ERR_BAD_ARG, "x448 public from_pem NULL out");
}

/* RFC 8410 key formats: NULL pointers, garbage, with_public outside 0..1,
 * short buffers; outputs zeroed. */
static void bad_ed448_formats(void)
{
    uint8_t sk[114], pk[57], out[114], der[CAIRN_RFC8410_DER_MAX];
    char pem[CAIRN_RFC8410_PEM_MAX];
    static const uint8_t junk[3] = {0x30, 0x01, 0x00};
    size_t n = 7;
    memset(sk, 0, sizeof sk);
    memset(pk, 9, sizeof pk);
    CHECK_RC(cairn_ed448_private_key_to_der(NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "ed448 to_der NULL key");
    CHECK(n == 0, "ed448 to_der NULL key: length 0");
    CHECK_RC(cairn_ed448_private_key_to_der(sk, 0, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG, "ed448 to_der NULL len");
    CHECK_RC(cairn_ed448_private_key_to_pem(sk, -1, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG,
             "ed448 to_pem with_public -1");
    CHECK_RC(cairn_ed448_private_key_from_der(NULL, junk, 3), CAIRN_ERR_BAD_ARG, "ed448 from_der NULL out");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_ed448_private_key_from_der(out, NULL, 3), CAIRN_ERR_BAD_ARG, "ed448 from_der NULL der");
    CHECK(tu_all_zero(out, sizeof out), "ed448 from_der refused: zeroed");
    CHECK_RC(cairn_ed448_private_key_from_pem(out, "junk", 4), CAIRN_ERR_DECODE, "ed448 from_pem junk");
    CHECK_RC(cairn_ed448_public_key_to_der(NULL, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "ed448 public to_der NULL");
    CHECK_RC(cairn_ed448_public_key_to_pem(pk, pem, 8, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "ed448 public to_pem short");
    CHECK(n > 8 && tu_all_zero((const uint8_t *)pem, 8), "ed448 public to_pem short: length needed, zeroed");
    CHECK_RC(cairn_ed448_public_key_from_der(out, junk, 3), CAIRN_ERR_DECODE, "ed448 public from_der junk");
    CHECK_RC(cairn_ed448_public_key_from_pem(out, NULL, 0), CAIRN_ERR_DECODE, "ed448 public from_pem empty");
    CHECK_RC(cairn_ed448_public_key_from_pem(NULL, "x", 1), CAIRN_ERR_BAD_ARG, "ed448 public from_pem NULL out");
}

void badinput_curve448(void)
{
    bad_x448();
    bad_ed448();
    bad_x448_formats();
    bad_ed448_formats();
}

#else
void badinput_curve448(void) {}
#endif
