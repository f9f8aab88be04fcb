/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every function of cairn/curve25519.h: NULL pointers (each
 * argument in turn), NULL message/context with a non-zero length (SIZE_MAX),
 * context lengths out of range, a failing RNG, small-order X25519 peers,
 * malformed public keys and signatures (non-canonical S, y >= p, not on the
 * curve, all-zero / all-ones bytes). Failures leave nothing behind (outputs
 * zeroed where the header says so) and never crash.
 */
#include <stdio.h>
#include <string.h>

#include "cairn/curve25519.h"
#include "badinput.h"
#include "testutil.h"

#if CAIRN_ENABLE_CURVE25519

#define BIG ((size_t)-1)

static int rng_fail(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return CAIRN_ERR_RNG;
}

static int rng_ok(void *state, uint8_t *out, size_t len)
{
    size_t i;
    uint8_t *c = state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(++*c * 131u);
    return CAIRN_OK;
}

static int zero(const uint8_t *p, size_t n)
{
    uint8_t d = 0;
    size_t i;
    for (i = 0; i < n; i++)
        d |= p[i];
    return d == 0;
}

static void bad_x25519(void)
{
    uint8_t sec[32], pub[32], out[32], pt[32];
    uint8_t ctr = 0;
    /* the eight-torsion u values of RFC 7748 / Wycheproof: all give an all-zero result */
    static const char *const small[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
        "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    };
    size_t i;

    CHECK_RC(cairn_x25519_keygen(NULL, pub, rng_ok, &ctr), CAIRN_ERR_BAD_ARG, "x25519_keygen NULL secret");
    CHECK_RC(cairn_x25519_keygen(sec, NULL, rng_ok, &ctr), CAIRN_ERR_BAD_ARG, "x25519_keygen NULL pub");
    CHECK_RC(cairn_x25519_keygen(sec, pub, NULL, NULL), CAIRN_ERR_BAD_ARG, "x25519_keygen NULL rng");
    memset(sec, 1, 32);
    memset(pub, 2, 32);
    CHECK_RC(cairn_x25519_keygen(sec, pub, rng_fail, NULL), CAIRN_ERR_RNG, "x25519_keygen failing rng");
    CHECK(zero(sec, 32) && zero(pub, 32), "x25519_keygen: outputs zeroed on rng failure");
    CHECK_RC(cairn_x25519_keygen(sec, pub, rng_ok, &ctr), CAIRN_OK, "x25519_keygen");

    CHECK_RC(cairn_x25519_public(NULL, sec), CAIRN_ERR_BAD_ARG, "x25519_public NULL out");
    CHECK_RC(cairn_x25519_public(pub, NULL), CAIRN_ERR_BAD_ARG, "x25519_public NULL secret");

    CHECK_RC(cairn_x25519(NULL, sec, pub), CAIRN_ERR_BAD_ARG, "x25519 NULL out");
    CHECK_RC(cairn_x25519(out, NULL, pub), CAIRN_ERR_BAD_ARG, "x25519 NULL secret");
    CHECK_RC(cairn_x25519(out, sec, NULL), CAIRN_ERR_BAD_ARG, "x25519 NULL peer");
    for (i = 0; i < sizeof small / sizeof small[0]; i++) {
        int hb;
        CHECK(tu_unhex_into(pt, 32, small[i]) == 32, "hex");
        for (hb = 0; hb < 2; hb++) {
            pt[31] = (uint8_t)(pt[31] ^ (hb << 7)); /* with bit 255 set too: ignored */
            memset(out, 0xee, 32);
            CHECK_RC(cairn_x25519(out, sec, pt), CAIRN_ERR_INVALID_POINT, "x25519 small-order peer");
            CHECK(zero(out, 32), "x25519 small-order peer: output zeroed");
        }
    }
    {
        static const cairn_impl never = {"never", CAIRN_PRIM_X25519, 1ull << 62};
        const cairn_impl *impl = cairn_impl_best(cairn_x25519_impls);
        CHECK_RC(cairn_x25519_ex(NULL, sec, pub, impl), CAIRN_ERR_BAD_ARG, "x25519_ex NULL out");
        CHECK_RC(cairn_x25519_ex(out, NULL, pub, impl), CAIRN_ERR_BAD_ARG, "x25519_ex NULL secret");
        CHECK_RC(cairn_x25519_ex(out, sec, NULL, impl), CAIRN_ERR_BAD_ARG, "x25519_ex NULL peer");
        CHECK_RC(cairn_x25519_ex(out, sec, pub, NULL), CAIRN_ERR_BAD_ARG, "x25519_ex NULL object");
        memset(out, 0xee, 32);
        CHECK_RC(cairn_x25519_ex(out, sec, pub, &never), CAIRN_ERR_UNSUPPORTED, "x25519_ex object this CPU lacks");
        CHECK(out[0] == 0xee, "x25519_ex unsupported: shared untouched");
    }
    /* all-ones u (non-canonical, not small order): a normal result */
    memset(pt, 0xff, 32);
    CHECK_RC(cairn_x25519(out, sec, pt), CAIRN_OK, "x25519 u = 2^256 - 1");
}

static void bad_ed25519(void)
{
    uint8_t kp[64], sig[64], s2[64], m[16], ctx[256], pub[32];
    uint8_t ctr = 9;
    int v;

    memset(m, 3, sizeof m);
    memset(ctx, 4, sizeof ctx);
    CHECK_RC(cairn_ed25519_keygen(NULL, rng_ok, &ctr), CAIRN_ERR_BAD_ARG, "ed25519_keygen NULL keypair");
    CHECK_RC(cairn_ed25519_keygen(kp, NULL, NULL), CAIRN_ERR_BAD_ARG, "ed25519_keygen NULL rng");
    memset(kp, 1, 64);
    CHECK_RC(cairn_ed25519_keygen(kp, rng_fail, NULL), CAIRN_ERR_RNG, "ed25519_keygen failing rng");
    CHECK(zero(kp, 64), "ed25519_keygen: keypair zeroed on rng failure");
    CHECK_RC(cairn_ed25519_keygen(kp, rng_ok, &ctr), CAIRN_OK, "ed25519_keygen");
    CHECK_RC(cairn_ed25519_keypair_from_seed(NULL, kp), CAIRN_ERR_BAD_ARG, "keypair_from_seed NULL out");
    CHECK_RC(cairn_ed25519_keypair_from_seed(kp, NULL), CAIRN_ERR_BAD_ARG, "keypair_from_seed NULL seed");

    /* sign: NULLs, NULL message with a length */
    CHECK_RC(cairn_ed25519_sign(NULL, m, 16, kp), CAIRN_ERR_BAD_ARG, "ed25519_sign NULL sig");
    CHECK_RC(cairn_ed25519_sign(sig, NULL, BIG, kp), CAIRN_ERR_BAD_ARG, "ed25519_sign NULL msg, SIZE_MAX");
    CHECK_RC(cairn_ed25519_sign(sig, m, 16, NULL), CAIRN_ERR_BAD_ARG, "ed25519_sign NULL keypair");
    CHECK_RC(cairn_ed25519_sign(sig, NULL, 0, kp), CAIRN_OK, "ed25519_sign empty message");
    CHECK_RC(cairn_ed25519_verify(sig, NULL, 0, kp + 32), CAIRN_OK, "ed25519_verify empty message");
    CHECK_RC(cairn_ed25519_verify(NULL, m, 16, kp + 32), CAIRN_ERR_BAD_ARG, "ed25519_verify NULL sig");
    CHECK_RC(cairn_ed25519_verify(sig, NULL, BIG, kp + 32), CAIRN_ERR_BAD_ARG, "ed25519_verify NULL msg");
    CHECK_RC(cairn_ed25519_verify(sig, m, 16, NULL), CAIRN_ERR_BAD_ARG, "ed25519_verify NULL pub");

    /* ctx and ph: the same, plus context pointer and length */
    for (v = 0; v < 2; v++) {
        const char *nm = v ? "ed25519ph" : "ed25519ctx";
        int (*sign)(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) =
            v ? cairn_ed25519ph_sign : cairn_ed25519ctx_sign;
        int (*verify)(const uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t, const uint8_t *) =
            v ? cairn_ed25519ph_verify : cairn_ed25519ctx_verify;
        CHECK_RC(sign(NULL, m, 16, ctx, 3, kp), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, NULL, BIG, ctx, 3, kp), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, m, 16, NULL, 3, kp), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, m, 16, NULL, BIG, kp), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, m, 16, ctx, 3, NULL), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(sign(sig, m, 16, ctx, 256, kp), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(sign(sig, m, 16, ctx, BIG, kp), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(sign(sig, m, 16, NULL, 0, kp), v ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(sign(sig, m, 16, ctx, 255, kp), CAIRN_OK, nm);
        CHECK_RC(verify(sig, m, 16, ctx, 255, kp + 32), CAIRN_OK, nm);
        CHECK_RC(verify(NULL, m, 16, ctx, 255, kp + 32), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, NULL, BIG, ctx, 255, kp + 32), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, m, 16, NULL, 255, kp + 32), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, m, 16, ctx, 255, NULL), CAIRN_ERR_BAD_ARG, nm);
        CHECK_RC(verify(sig, m, 16, ctx, 256, kp + 32), CAIRN_ERR_BAD_LENGTH, nm);
        CHECK_RC(verify(sig, m, 16, ctx, 0, kp + 32), v ? CAIRN_ERR_BAD_SIGNATURE : CAIRN_ERR_BAD_LENGTH, nm);
    }

    /* malformed signatures and keys: always CAIRN_ERR_BAD_SIGNATURE */
    CHECK_RC(cairn_ed25519_sign(sig, m, 16, kp), CAIRN_OK, "ed25519_sign");
    memcpy(s2, sig, 64);
    memset(s2 + 32, 0xff, 32); /* S >= L */
    CHECK_RC(cairn_ed25519_verify(s2, m, 16, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "S = 2^256 - 1");
    memset(s2, 0, 64);
    CHECK_RC(cairn_ed25519_verify(s2, m, 16, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "all-zero signature");
    memset(s2, 0xff, 64);
    CHECK_RC(cairn_ed25519_verify(s2, m, 16, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "all-ones signature");
    memset(pub, 0xff, 32); /* y = 2^255 - 1 >= p */
    CHECK_RC(cairn_ed25519_verify(sig, m, 16, pub), CAIRN_ERR_BAD_SIGNATURE, "public key y >= p");
    memset(pub, 0, 32);
    CHECK_RC(cairn_ed25519_verify(sig, m, 16, pub), CAIRN_ERR_BAD_SIGNATURE, "public key all zero");
    pub[0] = 3; /* y = 3: x^2 is not a square */
    CHECK_RC(cairn_ed25519_verify(sig, m, 16, pub), CAIRN_ERR_BAD_SIGNATURE, "public key off the curve");
    memcpy(s2, sig, 64);
    memset(s2, 0xff, 32); /* R with y >= p */
    CHECK_RC(cairn_ed25519_verify(s2, m, 16, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "R y >= p");

    /* keypair whose public half is not the seed's */
    memcpy(s2, kp, 64);
    s2[40] ^= 1;
    memset(sig, 0x99, 64);
    CHECK_RC(cairn_ed25519_sign(sig, m, 16, s2), CAIRN_ERR_INVALID_KEY, "sign: mismatched keypair");
    CHECK(zero(sig, 64), "sign: mismatched keypair leaves a zero signature");
}

/* RFC 8410 key formats: NULL pointers, garbage, with_public outside 0..1,
 * short buffers; outputs zeroed. */
static void bad_x25519_formats(void)
{
    uint8_t sk[32], pk[32], out[32], der[CAIRN_RFC8410_DER_MAX];
    char pem[CAIRN_RFC8410_PEM_MAX];
    static const uint8_t junk[3] = {0x30, 0x01, 0x00};
    size_t n = 7;
    memset(sk, 0, sizeof sk);
    memset(pk, 9, sizeof pk);
    CHECK_RC(cairn_x25519_private_key_to_der(NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG,
             "x25519 to_der NULL key");
    CHECK(n == 0, "x25519 to_der NULL key: length 0");
    CHECK_RC(cairn_x25519_private_key_to_der(sk, 0, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG,
             "x25519 to_der NULL len");
    CHECK_RC(cairn_x25519_private_key_to_pem(sk, -1, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG,
             "x25519 to_pem with_public -1");
    CHECK_RC(cairn_x25519_private_key_from_der(NULL, junk, 3), CAIRN_ERR_BAD_ARG, "x25519 from_der NULL out");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_x25519_private_key_from_der(out, NULL, 3), CAIRN_ERR_BAD_ARG, "x25519 from_der NULL der");
    CHECK(zero(out, sizeof out), "x25519 from_der refused: zeroed");
    CHECK_RC(cairn_x25519_private_key_from_pem(out, "junk", 4), CAIRN_ERR_DECODE, "x25519 from_pem junk");
    CHECK_RC(cairn_x25519_public_key_to_der(NULL, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "x25519 public to_der NULL");
    CHECK_RC(cairn_x25519_public_key_to_pem(pk, pem, 8, &n), CAIRN_ERR_BUFFER_TOO_SMALL, "x25519 public to_pem short");
    CHECK(n > 8 && zero((const uint8_t *)pem, 8), "x25519 public to_pem short: length needed, zeroed");
    CHECK_RC(cairn_x25519_public_key_from_der(out, junk, 3), CAIRN_ERR_DECODE, "x25519 public from_der junk");
    CHECK_RC(cairn_x25519_public_key_from_pem(out, NULL, 0), CAIRN_ERR_DECODE, "x25519 public from_pem empty");
    CHECK_RC(cairn_x25519_public_key_from_pem(NULL, "x", 1), CAIRN_ERR_BAD_ARG, "x25519 public from_pem NULL out");
}

/* RFC 8410 key formats: NULL pointers, garbage, with_public outside 0..1,
 * short buffers; outputs zeroed. */
static void bad_ed25519_formats(void)
{
    uint8_t sk[64], pk[32], out[64], der[CAIRN_RFC8410_DER_MAX];
    char pem[CAIRN_RFC8410_PEM_MAX];
    static const uint8_t junk[3] = {0x30, 0x01, 0x00};
    size_t n = 7;
    memset(sk, 0, sizeof sk);
    memset(pk, 9, sizeof pk);
    CHECK_RC(cairn_ed25519_private_key_to_der(NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG,
             "ed25519 to_der NULL key");
    CHECK(n == 0, "ed25519 to_der NULL key: length 0");
    CHECK_RC(cairn_ed25519_private_key_to_der(sk, 0, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG,
             "ed25519 to_der NULL len");
    CHECK_RC(cairn_ed25519_private_key_to_pem(sk, -1, pem, sizeof pem, &n), CAIRN_ERR_BAD_ARG,
             "ed25519 to_pem with_public -1");
    CHECK_RC(cairn_ed25519_private_key_from_der(NULL, junk, 3), CAIRN_ERR_BAD_ARG, "ed25519 from_der NULL out");
    memset(out, 0x55, sizeof out);
    CHECK_RC(cairn_ed25519_private_key_from_der(out, NULL, 3), CAIRN_ERR_BAD_ARG, "ed25519 from_der NULL der");
    CHECK(zero(out, sizeof out), "ed25519 from_der refused: zeroed");
    CHECK_RC(cairn_ed25519_private_key_from_pem(out, "junk", 4), CAIRN_ERR_DECODE, "ed25519 from_pem junk");
    CHECK_RC(cairn_ed25519_public_key_to_der(NULL, der, sizeof der, &n), CAIRN_ERR_BAD_ARG,
             "ed25519 public to_der NULL");
    CHECK_RC(cairn_ed25519_public_key_to_pem(pk, pem, 8, &n), CAIRN_ERR_BUFFER_TOO_SMALL,
             "ed25519 public to_pem short");
    CHECK(n > 8 && zero((const uint8_t *)pem, 8), "ed25519 public to_pem short: length needed, zeroed");
    CHECK_RC(cairn_ed25519_public_key_from_der(out, junk, 3), CAIRN_ERR_DECODE, "ed25519 public from_der junk");
    CHECK_RC(cairn_ed25519_public_key_from_pem(out, NULL, 0), CAIRN_ERR_DECODE, "ed25519 public from_pem empty");
    CHECK_RC(cairn_ed25519_public_key_from_pem(NULL, "x", 1), CAIRN_ERR_BAD_ARG, "ed25519 public from_pem NULL out");
}

void badinput_curve25519(void)
{
    unsigned long before = tu_checks;
    bad_x25519();
    bad_ed25519();
    printf("badinput_curve25519: %lu checks\n", tu_checks - before);
    bad_x25519_formats();
    bad_ed25519_formats();
}

#else
void badinput_curve25519(void) {}
#endif
