/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of Curve25519, run by ct_harness:
 *  - X25519 shared secret with the secret scalar undefined (native field),
 *    and the ladder in each field representation (32-bit packed radix 2^32 and
 *    64-bit radix 2^51, through the f25519_check hooks), and the x86-64
 *    MULX/ADX ladder (src/accel/x86/x25519_mulx.c) called directly: valgrind
 *    3.19 hides ADX from CPUID, so under memcheck cairn_x25519 takes the
 *    portable ladder, but it decodes and runs MULX, ADCX and ADOX; and the
 *    packed radix-2^32 ladder of 32-bit builds (src/ed/x25519_p32.c, its C
 *    form: the ARMv7E-M multiplication is not run by valgrind on x86-64);
 *  - X25519 public key from a secret, and key generation (the RNG output is
 *    marked secret as it is produced);
 *  - Ed25519 keypair_from_seed and keygen (seed secret), Ed25519 signing
 *    with the seed secret and the message public, and with the message
 *    secret as well; Ed25519ctx and Ed25519ph signing.
 * Outputs (public keys, shared secrets, signatures, statuses) are declassified
 * and then checked against RFC 7748 / RFC 8032 values or by verification.
 * Verification is not listed: it handles public data only and is variable time
 * by design (see cairn/curve25519.h).
 */
#include <stdio.h>
#include <string.h>

#include "ct.h"
#include "ed/f25519.h"
#include "ed/x25519_internal.h"

static void unhex(uint8_t *out, size_t n, const char *h)
{
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned v = 0, k;
        for (k = 0; k < 2; k++) {
            char c = h[2 * i + k];
            v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
}

static const char *const rfc_k = "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4";
static const char *const rfc_u = "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c";
static const char *const rfc_out = "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552";

static int op_x25519(const ct_arg *arg)
{
    uint8_t k[32], u[32], want[32], out[32];
    int rc;
    (void)arg;
    unhex(k, 32, rfc_k);
    unhex(u, 32, rfc_u);
    unhex(want, 32, rfc_out);
    CT_SECRET(k, 32);
    rc = cairn_x25519(out, k, u);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(out, 32);
    return rc != CAIRN_OK || memcmp(out, want, 32) != 0;
}

static int ladder(int bits)
{
    uint8_t k[32], u[32], want[32], out[32];
    int rc;
    unhex(k, 32, rfc_k);
    unhex(u, 32, rfc_u);
    unhex(want, 32, rfc_out);
    CT_SECRET(k, 32);
    rc = cairn_f25519_check_x25519(bits, out, k, u);
    CT_PUBLIC(out, 32);
    return rc != 0 || memcmp(out, want, 32) != 0;
}

static int op_ladder32(const ct_arg *arg)
{
    (void)arg;
    return ladder(32);
}

static int op_ladder64(const ct_arg *arg)
{
    (void)arg;
    return ladder(64);
}

static int op_ladder_mulx(const ct_arg *arg)
{
#if CAIRN_X25519_HAVE_MULX
    uint8_t k[32], u[32], want[32], out[32];
    const uint64_t needs = cairn_x25519_mulx_impl.base.needs;
    (void)arg;
    /* the CPU itself, not the CAIRN_CPU cap or valgrind's CPUID (which hides ADX but runs it) */
    if (!RUNNING_ON_VALGRIND && (cairn_cpu_features_raw() & needs) != needs) {
        printf("     (x25519 MULX/ADX: this CPU lacks BMI2 or ADX; nothing run)\n");
        return 0;
    }
    unhex(k, 32, rfc_k);
    unhex(u, 32, rfc_u);
    unhex(want, 32, rfc_out);
    k[0] &= 248; /* the back end takes a clamped scalar */
    k[31] = (uint8_t)((k[31] & 127) | 64);
    CT_SECRET(k, 32);
    cairn_x25519_mulx_impl.ladder(out, k, u);
    CT_PUBLIC(out, 32);
    return memcmp(out, want, 32) != 0;
#else
    (void)arg;
    printf("     (x25519 MULX/ADX: not built; nothing run)\n");
    return 0;
#endif
}

static int op_ladder_p32(const ct_arg *arg)
{
    uint8_t k[32], u[32], want[32], out[32];
    int rc;
    (void)arg;
    unhex(k, 32, rfc_k);
    unhex(u, 32, rfc_u);
    unhex(want, 32, rfc_out);
    CT_SECRET(k, 32);
    rc = cairn_x25519_ex(out, k, u, cairn_impl_find(cairn_x25519_impls, "p32"));
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(out, 32);
    return rc != CAIRN_OK || memcmp(out, want, 32) != 0;
}

static int op_x25519_public(const ct_arg *arg)
{
    uint8_t a[32], pub[32], want[32];
    int rc;
    (void)arg;
    unhex(a, 32, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    unhex(want, 32, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
    CT_SECRET(a, 32);
    rc = cairn_x25519_public(pub, a);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(pub, 32);
    return rc != CAIRN_OK || memcmp(pub, want, 32) != 0;
}

/* An RNG whose output is secret from the moment it exists. */
static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int op_x25519_keygen(const ct_arg *arg)
{
    uint8_t sec[32], pub[32], chk[32];
    uint32_t seed = 7001;
    int rc;
    (void)arg;
    rc = cairn_x25519_keygen(sec, pub, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(pub, 32);
    CT_PUBLIC(sec, 32); /* declassified only to check the result */
    rc |= cairn_x25519_public(chk, sec);
    return rc != CAIRN_OK || memcmp(chk, pub, 32) != 0;
}

/* RFC 8032 7.1 TEST 3 */
static const char *const ed_seed = "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7";
static const char *const ed_pub = "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025";
static const char *const ed_sig =
    "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a";

static int op_ed25519_from_seed(const ct_arg *arg)
{
    uint8_t seed[32], kp[64], want[32];
    int rc;
    (void)arg;
    unhex(seed, 32, ed_seed);
    unhex(want, 32, ed_pub);
    CT_SECRET(seed, 32);
    rc = cairn_ed25519_keypair_from_seed(kp, seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(kp, 64);
    return rc != CAIRN_OK || memcmp(kp + 32, want, 32) != 0;
}

static int op_ed25519_keygen(const ct_arg *arg)
{
    uint8_t kp[64], chk[64];
    uint32_t seed = 7101;
    int rc;
    (void)arg;
    rc = cairn_ed25519_keygen(kp, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(kp, 64);
    rc |= cairn_ed25519_keypair_from_seed(chk, kp);
    return rc != CAIRN_OK || memcmp(chk, kp, 64) != 0;
}

/* which: 0 pure (message public), 1 pure (message secret), 2 ctx, 3 ph */
static int ed_sign(int which)
{
    uint8_t kp[64], sig[64], want[64], msg[2], ctx[3] = {'f', 'o', 'o'};
    int rc, v;
    unhex(kp, 32, ed_seed);
    unhex(kp + 32, 32, ed_pub);
    unhex(want, 64, ed_sig);
    unhex(msg, 2, "af82");
    CT_SECRET(kp, 32);
    if (which == 1)
        CT_SECRET(msg, 2);
    if (which <= 1)
        rc = cairn_ed25519_sign(sig, msg, 2, kp);
    else if (which == 2)
        rc = cairn_ed25519ctx_sign(sig, msg, 2, ctx, 3, kp);
    else
        rc = cairn_ed25519ph_sign(sig, msg, 2, ctx, 3, kp);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(sig, 64);
    CT_PUBLIC(msg, 2);
    if (rc != CAIRN_OK)
        return 1;
    if (which <= 1)
        return memcmp(sig, want, 64) != 0;
    if (which == 2)
        v = cairn_ed25519ctx_verify(sig, msg, 2, ctx, 3, kp + 32);
    else
        v = cairn_ed25519ph_verify(sig, msg, 2, ctx, 3, kp + 32);
    return v != CAIRN_OK;
}

static int op_ed25519_sign(const ct_arg *arg)
{
    (void)arg;
    return ed_sign(0);
}
static int op_ed25519_sign_secret_msg(const ct_arg *arg)
{
    (void)arg;
    return ed_sign(1);
}
static int op_ed25519ctx_sign(const ct_arg *arg)
{
    (void)arg;
    return ed_sign(2);
}
static int op_ed25519ph_sign(const ct_arg *arg)
{
    (void)arg;
    return ed_sign(3);
}

/* A keypair whose public half is wrong: the mismatch status is computed
 * without a secret-dependent branch (the status is declassified after). */
static int op_ed25519_sign_mismatch(const ct_arg *arg)
{
    uint8_t kp[64], sig[64], msg[2] = {1, 2};
    size_t i;
    int rc, z = 0;
    (void)arg;
    unhex(kp, 32, ed_seed);
    unhex(kp + 32, 32, ed_pub);
    kp[40] ^= 1;
    CT_SECRET(kp, 32);
    rc = cairn_ed25519_sign(sig, msg, 2, kp);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(sig, 64);
    for (i = 0; i < 64; i++)
        z |= sig[i];
    return rc != CAIRN_ERR_INVALID_KEY || z != 0;
}

static const ct_op curve25519_ops[] = {
    {"x25519", CT_ONCE, op_x25519, "scalar", CT_CLEAN, "none"},
    {"x25519 ladder f25519_32", CT_ONCE, op_ladder32, "scalar", CT_CLEAN, "none"},
    {"x25519 ladder f25519_64", CT_ONCE, op_ladder64, "scalar", CT_CLEAN, "none"},
    {"x25519 ladder MULX/ADX", CT_ONCE, op_ladder_mulx, "scalar", CT_CLEAN, "none"},
    {"x25519 ladder packed 2^32", CT_ONCE, op_ladder_p32, "scalar", CT_CLEAN, "none"},
    {"x25519_public", CT_ONCE, op_x25519_public, "secret", CT_CLEAN, "none"},
    {"x25519_keygen", CT_ONCE, op_x25519_keygen, "rng output (secret)", CT_CLEAN, "none"},
    {"ed25519_keypair_from_seed", CT_ONCE, op_ed25519_from_seed, "seed", CT_CLEAN, "none"},
    {"ed25519_keygen", CT_ONCE, op_ed25519_keygen, "rng output (seed)", CT_CLEAN, "none"},
    {"ed25519_sign", CT_ONCE, op_ed25519_sign, "seed", CT_CLEAN, "none (message public)"},
    {"ed25519_sign secret message", CT_ONCE, op_ed25519_sign_secret_msg, "seed, message", CT_CLEAN, "none"},
    {"ed25519ctx_sign", CT_ONCE, op_ed25519ctx_sign, "seed", CT_CLEAN, "none (message, context public)"},
    {"ed25519ph_sign", CT_ONCE, op_ed25519ph_sign, "seed", CT_CLEAN, "none (message, context public)"},
    {"ed25519_sign mismatched keypair", CT_ONCE, op_ed25519_sign_mismatch, "seed", CT_CLEAN, "none"},
};

size_t ct_ops_curve25519(const ct_op **ops)
{
    *ops = curve25519_ops;
    return sizeof curve25519_ops / sizeof curve25519_ops[0];
}
