/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries for Curve448: X448 (secret scalar marked), X448 key
 * generation and public-key computation, Ed448 key generation from a seed and
 * Ed448 / Ed448ph signing (seed marked, and seed and message marked with
 * messages of several SHAKE256 blocks), and both X448 ladders (64-bit and
 * 32-bit field code) called directly, since a host build otherwise runs the
 * 64-bit field only and Cortex-M runs the 32-bit one. Verification handles
 * public data only and is not listed. Outputs (public keys, shared secrets,
 * signatures, statuses) are declassified before they are compared.
 */
#include <string.h>

#include "ct.h"
#include "ed/ed448_internal.h"

/* rng whose output is secret from the moment it is produced */
static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int op_x448(const ct_arg *a)
{
    uint8_t sk1[56], sk2[56], pk1[56], pk2[56], s1[56], s2[56];
    int rc = 0, r1, r2, r3, r4;

    (void)a;
    ct_fill(sk1, 56, 448);
    ct_fill(sk2, 56, 449);
    CT_SECRET(sk1, 56);
    CT_SECRET(sk2, 56);
    r1 = cairn_x448_public(pk1, sk1);
    r2 = cairn_x448_public(pk2, sk2);
    CT_PUBLIC(pk1, 56); /* public keys are public */
    CT_PUBLIC(pk2, 56);
    r3 = cairn_x448(s1, sk1, pk2);
    r4 = cairn_x448(s2, sk2, pk1);
    CT_PUBLIC(&r3, sizeof r3);
    CT_PUBLIC(&r4, sizeof r4);
    CT_PUBLIC(s1, 56);
    CT_PUBLIC(s2, 56);
    rc |= r1 | r2 | r3 | r4;
    rc |= memcmp(s1, s2, 56) != 0;
    return rc;
}

/* a small-order peer: the all-zero result must be reported without a branch on it */
static int op_x448_zero(const ct_arg *a)
{
    uint8_t sk[56], peer[56], s[56];
    int r;

    (void)a;
    ct_fill(sk, 56, 450);
    memset(peer, 0, 56);
    peer[0] = 1;
    CT_SECRET(sk, 56);
    r = cairn_x448(s, sk, peer);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(s, 56);
    return r != CAIRN_ERR_INVALID_POINT;
}

static int op_x448_keygen(const ct_arg *a)
{
    uint8_t sk[56], pk[56], pk2[56];
    uint32_t seed = 451;
    int r;

    (void)a;
    r = cairn_x448_keygen(sk, pk, secret_rng, &seed);
    CT_PUBLIC(pk, 56);
    r |= cairn_x448_public(pk2, sk);
    CT_PUBLIC(pk2, 56);
    return r != 0 || memcmp(pk, pk2, 56) != 0;
}

static int op_ed448_keygen(const ct_arg *a)
{
    uint8_t kp[114], kp2[114], seed[57];
    uint32_t s = 452;
    int r;

    (void)a;
    r = cairn_ed448_keygen(kp, secret_rng, &s);
    CT_PUBLIC(kp + 57, 57);
    ct_fill(seed, 57, 452);
    CT_SECRET(seed, 57);
    r |= cairn_ed448_keypair_from_seed(kp2, seed);
    CT_PUBLIC(kp2 + 57, 57);
    return r != 0 || memcmp(kp + 57, kp2 + 57, 57) != 0;
}

/* One signature of msg[0..len), the seed secret and, with secret_msg, the
 * message too (a signed document can be confidential; only its length is
 * public). The context is public. */
static int sign_case(int ph, size_t len, int secret_msg)
{
    uint8_t seed[57], kp[114], sig[114], msg[500], ctx[10];
    int r, v;

    ct_fill(seed, 57, 453);
    ct_fill(msg, len, 454 + (uint32_t)len);
    ct_fill(ctx, sizeof ctx, 455);
    r = cairn_ed448_keypair_from_seed(kp, seed);
    /* the public half is public; the seed half becomes secret */
    CT_SECRET(kp, 57);
    if (secret_msg)
        CT_SECRET(msg, len);
    r |= (ph ? cairn_ed448ph_sign : cairn_ed448_sign)(sig, msg, len, ctx, sizeof ctx, kp);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(sig, 114);
    CT_PUBLIC(msg, len); /* verification takes public data */
    v = (ph ? cairn_ed448ph_verify : cairn_ed448_verify)(sig, msg, len, ctx, sizeof ctx, kp + 57);
    return r != 0 || v != CAIRN_OK;
}

static int op_ed448_sign(const ct_arg *a)
{
    (void)a;
    return sign_case(0, 100, 0);
}

static int op_ed448ph_sign(const ct_arg *a)
{
    (void)a;
    return sign_case(1, 100, 0);
}

/* Message lengths around SHAKE256's 136-byte block (the message is absorbed
 * after dom4 and the 57-byte prefix, then after dom4, R and A): one block
 * and a bit, two blocks exactly, several blocks. */
static const size_t secret_msg_lens[] = {137, 272, 500};

static int op_ed448_sign_secret_msg(const ct_arg *a)
{
    size_t i;
    int bad = 0;
    (void)a;
    for (i = 0; i < sizeof secret_msg_lens / sizeof secret_msg_lens[0]; i++)
        bad |= sign_case(0, secret_msg_lens[i], 1);
    return bad;
}

static int op_ed448ph_sign_secret_msg(const ct_arg *a)
{
    size_t i;
    int bad = 0;
    (void)a;
    for (i = 0; i < sizeof secret_msg_lens / sizeof secret_msg_lens[0]; i++)
        bad |= sign_case(1, secret_msg_lens[i], 1);
    return bad;
}

/* signing with a keypair whose public half does not match: zero signature, no branch */
static int op_ed448_sign_mismatch(const ct_arg *a)
{
    uint8_t seed[57], kp[114], sig[114], msg[8] = {0};
    int r;
    size_t i;
    uint8_t acc = 0;

    (void)a;
    ct_fill(seed, 57, 456);
    r = cairn_ed448_keypair_from_seed(kp, seed);
    kp[60] ^= 1;
    CT_SECRET(kp, 57);
    r |= cairn_ed448_sign(sig, msg, sizeof msg, NULL, 0, kp);
    CT_PUBLIC(&r, sizeof r);
    CT_PUBLIC(sig, 114);
    for (i = 0; i < 114; i++)
        acc |= sig[i];
    return r != CAIRN_ERR_INVALID_KEY || acc != 0;
}

/* the two field representations' ladders agree, and neither branches on the scalar */
static int op_x448_ladders(const ct_arg *a)
{
    uint8_t sk[56], u[56], o64[56], o32[56];

    (void)a;
    ct_fill(sk, 56, 457);
    ct_fill(u, 56, 458); /* the peer's u: public */
    CT_SECRET(sk, 56);
    cairn_x448_ladder_64(o64, sk, u);
    cairn_x448_ladder_32(o32, sk, u);
    CT_PUBLIC(o64, 56);
    CT_PUBLIC(o32, 56);
    return memcmp(o64, o32, 56) != 0;
}

static const ct_op ops[] = {
    {"x448", CT_ONCE, op_x448, "both X448 secrets (public keys and shared secret computed)", CT_CLEAN,
     "none; public keys, shared secrets and statuses declassified"},
    {"x448-zero", CT_ONCE, op_x448_zero, "X448 secret, small-order peer (all-zero result)", CT_CLEAN,
     "none; status declassified"},
    {"x448-ladder-64-32", CT_ONCE, op_x448_ladders, "X448 secret (peer u public)", CT_CLEAN,
     "none; both ladders' outputs declassified"},
    {"x448-keygen", CT_ONCE, op_x448_keygen, "rng output (the X448 secret)", CT_CLEAN, "none; public key declassified"},
    {"ed448-keygen", CT_ONCE, op_ed448_keygen, "rng output / seed", CT_CLEAN, "none; public key declassified"},
    {"ed448-sign", CT_ONCE, op_ed448_sign, "seed (message and context public)", CT_CLEAN,
     "none; signature and status declassified"},
    {"ed448ph-sign", CT_ONCE, op_ed448ph_sign, "seed (message and context public)", CT_CLEAN,
     "none; signature and status declassified"},
    {"ed448-sign-secret-msg", CT_ONCE, op_ed448_sign_secret_msg, "seed and message (137, 272, 500 bytes; context public)",
     CT_CLEAN, "none; signature and status declassified (message length public)"},
    {"ed448ph-sign-secret-msg", CT_ONCE, op_ed448ph_sign_secret_msg,
     "seed and message (137, 272, 500 bytes, pre-hashed by SHAKE256; context public)", CT_CLEAN,
     "none; signature and status declassified (message length public)"},
    {"ed448-sign-mismatch", CT_ONCE, op_ed448_sign_mismatch, "seed of a keypair with a wrong public half", CT_CLEAN,
     "none; status declassified"},
};

size_t ct_ops_curve448(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
