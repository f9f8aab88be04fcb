/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of SM2 (cairn/sm2.h: src/ec/sm2*.c) on sm2p256v1
 * (its keygen, import and ECDH are ct_ecdsa.c's, which runs the SM2 curve
 * too):
 *  - signing with d secret: deterministic (RFC 6979 over HMAC-SM3),
 *    P1363 and DER, and hedged with the rng's bytes secret; the message
 *    public, and secret in one entry;
 *  - encryption with the message and the rng's bytes (k) secret;
 *  - decryption with d secret, of a valid ciphertext and of one with a
 *    flipped C2 byte (the failure path runs the same code to its end);
 *  - key exchange in both roles with d and the rng's bytes (r) secret,
 *    with confirmations.
 * Declassified by the library: whether a nonce candidate is in range and
 * whether r, r + k and s are non-zero, the kept signature, an all-zero key
 * stream's verdict, the decryption verdict (the status), the key
 * exchange's t = 0 verdict and a confirmation's verdict. Outputs are
 * declassified here and checked. Built a second time as ct_sm2_32 with
 * src/bn and src/ec at 32-bit limbs (CT_SM2_MAIN).
 */
#include <stdio.h>
#include <string.h>

#include "cairn/sm2.h"
#include "ct.h"
#include "ec/ec_key_internal.h"

#if CAIRN_BN_LIMB_BITS == 32
#define W "32"
#else
#define W ""
#endif

static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int public_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    return CAIRN_OK;
}

/* A key pair from public bytes, then d marked secret. */
static int make_key(cairn_ec_private_key *key, cairn_ec_public_key *pub, uint32_t seed)
{
    int rc = cairn_ec_private_key_generate(key, CAIRN_EC_SM2, public_rng, &seed);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(pub, key);
    if (rc == CAIRN_OK)
        CT_SECRET(((ec_priv *)(void *)key->opaque)->d, CAIRN_EC_MAX_BYTES);
    return rc;
}

static int sign_one(cairn_ecdsa_format fmt, int hedged, int secret_msg)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    uint8_t msg[40], sig[CAIRN_SM2_SIG_DER_MAX];
    size_t sl = 0;
    uint32_t seed = 3;
    int rc = make_key(&key, &pub, 11);
    if (rc != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 9);
    if (secret_msg)
        CT_SECRET(msg, sizeof msg);
    rc = cairn_sm2_sign(&key, NULL, 0, fmt, msg, sizeof msg, sig, sizeof sig, &sl, hedged ? secret_rng : NULL, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(sig, sizeof sig);
    CT_PUBLIC(&sl, sizeof sl);
    CT_PUBLIC(msg, sizeof msg);
    if (rc == CAIRN_OK)
        rc = cairn_sm2_verify(&pub, NULL, 0, fmt, msg, sizeof msg, sig, sl);
    cairn_ec_private_key_wipe(&key);
    return rc != CAIRN_OK;
}

static int op_sign(const ct_arg *arg)
{
    (void)arg;
    return sign_one(CAIRN_ECDSA_P1363, 0, 0) | sign_one(CAIRN_ECDSA_DER, 0, 0);
}

static int op_sign_hedged(const ct_arg *arg)
{
    (void)arg;
    return sign_one(CAIRN_ECDSA_P1363, 1, 0) | sign_one(CAIRN_ECDSA_DER, 1, 1);
}

/* Encryption with the message and k secret, in every layout; the
 * ciphertexts decrypt (in public) to the message. */
static int op_encrypt(const ct_arg *arg)
{
    static const cairn_sm2_cipher_format fmts[] = {CAIRN_SM2_C1C3C2, CAIRN_SM2_C1C2C3, CAIRN_SM2_DER};
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    uint8_t msg[50], ct[50 + CAIRN_SM2_CIPHER_DER_OVERHEAD], pt[50];
    size_t cl = 0, pl = 0, i;
    uint32_t seed = 21;
    int bad = 0;
    (void)arg;
    if (cairn_ec_private_key_generate(&key, CAIRN_EC_SM2, public_rng, &seed) != CAIRN_OK ||
        cairn_ec_public_key_from_private(&pub, &key) != CAIRN_OK)
        return 1;
    for (i = 0; i < 3; i++) {
        int rc;
        ct_fill(msg, sizeof msg, 30 + (uint32_t)i);
        CT_SECRET(msg, sizeof msg);
        rc = cairn_sm2_encrypt(&pub, fmts[i], msg, sizeof msg, ct, sizeof ct, &cl, secret_rng, &seed);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(ct, sizeof ct);
        CT_PUBLIC(&cl, sizeof cl);
        CT_PUBLIC(msg, sizeof msg);
        bad |= rc != CAIRN_OK || cairn_sm2_decrypt(&key, fmts[i], ct, cl, pt, sizeof pt, &pl) != CAIRN_OK ||
               pl != sizeof msg || memcmp(pt, msg, pl) != 0;
    }
    cairn_ec_private_key_wipe(&key);
    return bad;
}

/* Decryption with d secret: a valid ciphertext in each layout, and the
 * same with one C2 byte flipped (CAIRN_ERR_AUTH, output zeroed). */
static int op_decrypt(const ct_arg *arg)
{
    static const cairn_sm2_cipher_format fmts[] = {CAIRN_SM2_C1C3C2, CAIRN_SM2_C1C2C3, CAIRN_SM2_DER};
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    uint8_t msg[40], ct[40 + CAIRN_SM2_CIPHER_DER_OVERHEAD], pt[40];
    size_t cl = 0, pl = 0, i;
    uint32_t seed = 41;
    int bad = 0;
    (void)arg;
    if (make_key(&key, &pub, 17) != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 5);
    for (i = 0; i < 3; i++) {
        int rc[2], f;
        if (cairn_sm2_encrypt(&pub, fmts[i], msg, sizeof msg, ct, sizeof ct, &cl, public_rng, &seed) != CAIRN_OK)
            return 1;
        for (f = 0; f < 2; f++) {
            if (f == 1)
                ct[cl - 1] ^= 0x10; /* the last byte is in C2 (C3 for C1 || C2 || C3) */
            rc[f] = cairn_sm2_decrypt(&key, fmts[i], ct, cl, pt, sizeof pt, &pl);
            CT_PUBLIC(&rc[f], sizeof rc[f]);
            CT_PUBLIC(pt, sizeof pt);
            CT_PUBLIC(&pl, sizeof pl);
            if (f == 0)
                bad |= rc[0] != CAIRN_OK || pl != sizeof msg || memcmp(pt, msg, pl) != 0;
            else
                bad |= rc[1] != CAIRN_ERR_AUTH || pl != 0 || pt[0] != 0;
        }
    }
    cairn_ec_private_key_wipe(&key);
    return bad;
}

/* Key exchange: A and B with d and r secret, both roles, confirmations
 * checked both ways; the keys agree. */
static int op_kex(const ct_arg *arg)
{
    cairn_ec_private_key ka, kb;
    cairn_ec_public_key pa, pb;
    cairn_sm2_kex a, b;
    uint8_t ra[65], rb[65], keya[32], keyb[32], sa[32], sb[32];
    size_t la = 0, lb = 0;
    uint32_t seed = 61;
    int rc[6];
    (void)arg;
    if (make_key(&ka, &pa, 23) != CAIRN_OK || make_key(&kb, &pb, 29) != CAIRN_OK)
        return 1;
    rc[0] = cairn_sm2_kex_start(&a, 1, &ka, NULL, 0, &pb, NULL, 0, secret_rng, &seed, ra, sizeof ra, &la);
    rc[1] = cairn_sm2_kex_start(&b, 0, &kb, NULL, 0, &pa, NULL, 0, secret_rng, &seed, rb, sizeof rb, &lb);
    CT_PUBLIC(ra, sizeof ra); /* R is sent */
    CT_PUBLIC(rb, sizeof rb);
    rc[2] = cairn_sm2_kex_finish(&b, ra, la, keyb, sizeof keyb, sb);
    rc[3] = cairn_sm2_kex_finish(&a, rb, lb, keya, sizeof keya, sa);
    CT_PUBLIC(sa, sizeof sa); /* the confirmations are sent */
    CT_PUBLIC(sb, sizeof sb);
    rc[4] = cairn_sm2_kex_confirm(&a, sb, sizeof sb);
    rc[5] = cairn_sm2_kex_confirm(&b, sa, sizeof sa);
    CT_PUBLIC(rc, sizeof rc);
    CT_PUBLIC(keya, sizeof keya);
    CT_PUBLIC(keyb, sizeof keyb);
    cairn_sm2_kex_wipe(&a);
    cairn_sm2_kex_wipe(&b);
    cairn_ec_private_key_wipe(&ka);
    cairn_ec_private_key_wipe(&kb);
    return rc[0] | rc[1] | rc[2] | rc[3] | rc[4] | rc[5] | (memcmp(keya, keyb, sizeof keya) != 0);
}

/* clang-format off */
static const ct_op ops[] = {
    {"sm2 sign" W,        CT_ONCE, op_sign,        "d (nonce, k G, (1 + d)^-1, s); P1363 and DER", CT_CLEAN, "none (message public); r, r + k, s != 0 and the kept signature are declassified"},
    {"sm2 sign hedged" W, CT_ONCE, op_sign_hedged, "d, rng output; the message too (DER)",          CT_CLEAN, "none"},
    {"sm2 encrypt" W,     CT_ONCE, op_encrypt,     "message, rng output (k); three layouts",        CT_CLEAN, "none; the all-zero key stream verdict is declassified"},
    {"sm2 decrypt" W,     CT_ONCE, op_decrypt,     "d; valid and tampered ciphertexts, three layouts", CT_CLEAN, "none (ciphertext public); the verdict (the status) is declassified"},
    {"sm2 key exchange" W, CT_ONCE, op_kex,        "d, rng output (r); both roles, confirmations",  CT_CLEAN, "none (R, the confirmations sent public); t = 0 and the confirmation verdicts are declassified"},
};
/* clang-format on */

size_t ct_ops_sm2(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}

#if defined(CT_SM2_MAIN)
/* ct_sm2_32: these entries alone, at 32-bit limbs */
int main(int argc, char **argv)
{
    const ct_op *o = NULL;
    size_t n = ct_ops_sm2(&o);
    return ct_run("ct-sm2" W, o, n, argc, argv);
}
#endif
