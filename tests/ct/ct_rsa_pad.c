/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the RSA paddings (src/pk/rsa_pad.c), on a fixed
 * 1024-bit key generated with OpenSSL for this file: OAEP decryption and
 * PKCS#1 v1.5 decryption with explicit and with implicit rejection, each on
 * well-formed ciphertexts and on malformed ones (a random block, another
 * label, a block type other than 2, a padding string too short, no zero
 * separator, a ciphertext not below n for implicit rejection), and PKCS#1
 * v1.5 and PSS signing. Secret: every byte of d, p and q but the first (a
 * component's byte length is public), hence the key object's private
 * fields, everything the private operation returns (the decrypted block, its
 * padding, the message and its length, whether the padding is right), and
 * the blinding values of a secret rng. Public: n, e, the ciphertexts and
 * messages, the OAEP label, and the PSS salt (any verifier recovers it from
 * the signature; the rng below hands it out public and the blinding values
 * secret). Outputs are declassified only to check them: the plaintext, its
 * length and the status of a decryption are the caller's to reveal.
 */
#include <string.h>

#include "ct.h"
#include "cairn/rsa.h"

#define K 128

static const char n_hex[] =
    "e92a20e91d36a4f01518b99fcb70943be9df27024b1dc14b80a3625fc4585357118ff284390af6fe953d86a25012e3a3"
    "538d634877bfb5bbd824c837f0cd3d7f042e8cb9a842232b8863cc7ea865fca2beacfd93627a976f1482e15c0ab2af75"
    "199344b48fb42260a78088e9060d2f6651298dff20f814f88b325bac1db1a167";
static const char d_hex[] =
    "599936cc5dcd81d44047200da7bfbb36cac855d52bc8635f002fc8bdc455acb0e8aec822c748cf6145383f646020e219"
    "012273e4851fc65648d8d997a59138efba836b0c14c3b22fc14f57d9a8dd020d6f47985e4bef00a8349177a7092e1081"
    "d5569e7d375d6096912dc767172bc21f65a239fad152b533409e391fb8579901";
static const char p_hex[] =
    "f71fd7828ff205dbd0f8d98ba23a6e931d12d4b76526068d97dd920192a9d09f1bb006ebc360b66d574db76ecedc0358"
    "c13ee70c3c2b7819fe3f669bba4e510d";
static const char q_hex[] =
    "f189ef48a98e2c66f05a1a8aece4881989f7c3a2b20dd9d58f939ecca2c205b5675b6544828a7a0f6ebb303fadbad610"
    "6930eaf6aeaa10ef91a6942654835743";

static const uint8_t e_bytes[3] = {1, 0, 1};

static size_t unhex(uint8_t *out, size_t cap, const char *h)
{
    size_t i, n = strlen(h) / 2;
    if (n > cap)
        return 0;
    for (i = 0; i < n; i++) {
        unsigned v = 0, j;
        for (j = 0; j < 2; j++) {
            char c = h[2 * i + j];
            v = (v << 4) | (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
    return n;
}

/* The key with d, p and q (all but their first byte) secret, and its public half. */
static int key_load(cairn_rsa_private_key *k, cairn_rsa_public_key *pub)
{
    uint8_t n[K], d[K], p[K / 2], q[K / 2];
    cairn_rsa_components c;
    int rc;
    memset(&c, 0, sizeof c);
    c.n = n, c.n_len = unhex(n, sizeof n, n_hex);
    c.d = d, c.d_len = unhex(d, sizeof d, d_hex);
    c.p = p, c.p_len = unhex(p, sizeof p, p_hex);
    c.q = q, c.q_len = unhex(q, sizeof q, q_hex);
    c.e = e_bytes, c.e_len = sizeof e_bytes;
    CT_SECRET(d + 1, c.d_len - 1);
    CT_SECRET(p + 1, c.p_len - 1);
    CT_SECRET(q + 1, c.q_len - 1);
    rc = cairn_rsa_private_key_import(k, &c);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_public_key_from_private(pub, k);
    CT_PUBLIC(&rc, sizeof rc);
    return rc;
}

/* Blinding values secret from the moment they exist. */
static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

/* Bytes nobody needs to keep secret (the OAEP seed of a test ciphertext). */
static int public_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    return CAIRN_OK;
}

/* PSS: the first draw is the salt (public: a verifier recovers it), every
 * later one blinding (secret). */
static int salt_then_secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    if (*seed > 1001)
        CT_SECRET(out, len);
    return CAIRN_OK;
}

/* A ciphertext of a chosen encoded block (the raw public operation). */
static int encrypt_block(const cairn_rsa_public_key *pub, uint8_t *ct, const uint8_t *em)
{
    return cairn_rsa_public_raw(pub, ct, em, K);
}

static int zero_from(const uint8_t *p, size_t from, size_t to)
{
    size_t i;
    int z = 1;
    for (i = from; i < to; i++)
        z &= p[i] == 0;
    return z;
}

/* Decrypts one ciphertext with the given function and checks the verdict on
 * the declassified outputs: want_len (size_t)-1 means a refusal. */
typedef int (*dec_fn)(const cairn_rsa_private_key *key, const void *params, uint8_t *out, size_t cap, size_t *outlen,
                      const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state);

static int dec_oaep(const cairn_rsa_private_key *key, const void *params, uint8_t *out, size_t cap, size_t *outlen,
                    const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    return cairn_rsa_oaep_decrypt(key, params, out, cap, outlen, in, inlen, rng, rng_state);
}

static int dec_pkcs1(const cairn_rsa_private_key *key, const void *params, uint8_t *out, size_t cap, size_t *outlen,
                     const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    (void)params;
    return cairn_rsa_pkcs1_decrypt(key, out, cap, outlen, in, inlen, rng, rng_state);
}

static int dec_implicit(const cairn_rsa_private_key *key, const void *params, uint8_t *out, size_t cap,
                        size_t *outlen, const uint8_t *in, size_t inlen, cairn_rng_fn rng, void *rng_state)
{
    (void)params;
    return cairn_rsa_pkcs1_decrypt_implicit(key, out, cap, outlen, in, inlen, rng, rng_state);
}

static int dec_check(dec_fn f, const cairn_rsa_private_key *k, const void *params, const uint8_t *ct, int secret_blind,
                     int want_rc, const uint8_t *want, size_t want_len)
{
    uint8_t out[K];
    size_t ol = 99;
    uint32_t seed = 31;
    int rc = f(k, params, out, sizeof out, &ol, ct, K, secret_blind ? secret_rng : NULL, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(out, sizeof out);
    CT_PUBLIC(&ol, sizeof ol);
    if (rc != want_rc)
        return 1;
    if (want == NULL) /* a refusal: nothing out */
        return ol != 0 || !zero_from(out, 0, sizeof out);
    return ol != want_len || memcmp(out, want, want_len) != 0 || !zero_from(out, want_len, sizeof out);
}

/* OAEP (SHA-256, a label): a ciphertext of the scheme, the same under
 * another label, a random block; with the derived and a secret blinding. */
static int op_oaep_decrypt(const ct_arg *a)
{
    cairn_rsa_private_key k;
    cairn_rsa_public_key pub;
    static const uint8_t label[4] = {'c', 'a', 'i', 'r'};
    cairn_rsa_oaep_params o = {&cairn_hash_sha256, NULL, label, sizeof label}, other = o;
    uint8_t msg[40], ct[K], em[K];
    size_t cl = 0;
    uint32_t seed = 3;
    int bad = 0;
    (void)a;
    if (key_load(&k, &pub) != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 41);
    bad |= cairn_rsa_oaep_encrypt(&pub, &o, ct, sizeof ct, &cl, msg, sizeof msg, public_rng, &seed) != CAIRN_OK;
    bad |= dec_check(dec_oaep, &k, &o, ct, 0, CAIRN_OK, msg, sizeof msg);
    bad |= dec_check(dec_oaep, &k, &o, ct, 1, CAIRN_OK, msg, sizeof msg);
    other.label_len = 3;
    bad |= dec_check(dec_oaep, &k, &other, ct, 0, CAIRN_ERR_BAD_PADDING, NULL, 0);
    ct_fill(em, sizeof em, 42);
    em[0] = 0x13;
    bad |= encrypt_block(&pub, ct, em) != CAIRN_OK;
    bad |= dec_check(dec_oaep, &k, &o, ct, 1, CAIRN_ERR_BAD_PADDING, NULL, 0);
    cairn_rsa_private_key_wipe(&k);
    return bad;
}

/* PKCS#1 v1.5 blocks: well-formed (a message, the empty message, the
 * longest), and malformed at each check. */
typedef struct {
    uint8_t em[K];
    size_t mlen; /* (size_t)-1: malformed */
} pkcs1_block;

static size_t make_blocks(pkcs1_block *b)
{
    size_t n = 0, i;
    /* 00 02 PS(nonzero) 00 M for |M| = 20, 0, K - 11 */
    static const size_t lens[3] = {20, 0, K - 11};
    for (i = 0; i < 3; i++, n++) {
        size_t j;
        ct_fill(b[n].em, K, (uint32_t)(50 + i));
        b[n].em[0] = 0, b[n].em[1] = 2;
        for (j = 2; j < K - lens[i] - 1; j++)
            b[n].em[j] |= 0x01;
        b[n].em[K - lens[i] - 1] = 0;
        b[n].mlen = lens[i];
    }
    /* block type 1 */
    b[n] = b[0], b[n].em[1] = 1, b[n++].mlen = (size_t)-1;
    /* the first byte not zero (still below n) */
    b[n] = b[0], b[n].em[0] = 0x01, b[n++].mlen = (size_t)-1;
    /* a padding string of 7 bytes */
    b[n] = b[0], b[n].em[9] = 0, b[n++].mlen = (size_t)-1;
    /* no zero separator */
    b[n] = b[0];
    for (i = 2; i < K; i++)
        b[n].em[i] |= 0x80;
    b[n++].mlen = (size_t)-1;
    return n;
}

static int pkcs1_decrypt_any(int implicit)
{
    cairn_rsa_private_key k;
    cairn_rsa_public_key pub;
    pkcs1_block blocks[8];
    uint8_t ct[K], first[K], again[K];
    size_t nb = make_blocks(blocks), i, l1 = 0, l2 = 0;
    uint32_t seed = 9;
    int bad = 0, rc1, rc2;
    if (key_load(&k, &pub) != CAIRN_OK)
        return 1;
    for (i = 0; i < nb; i++) {
        const pkcs1_block *b = &blocks[i];
        int ok = b->mlen != (size_t)-1;
        bad |= encrypt_block(&pub, ct, b->em) != CAIRN_OK;
        if (!implicit)
            bad |= dec_check(dec_pkcs1, &k, NULL, ct, (int)(i & 1), ok ? CAIRN_OK : CAIRN_ERR_BAD_PADDING,
                             ok ? b->em + K - b->mlen : NULL, ok ? b->mlen : 0);
        else if (ok)
            bad |= dec_check(dec_implicit, &k, NULL, ct, (int)(i & 1), CAIRN_OK, b->em + K - b->mlen, b->mlen);
        else {
            /* a synthetic message, the same with either blinding */
            rc1 = cairn_rsa_pkcs1_decrypt_implicit(&k, first, sizeof first, &l1, ct, K, NULL, NULL);
            rc2 = cairn_rsa_pkcs1_decrypt_implicit(&k, again, sizeof again, &l2, ct, K, secret_rng, &seed);
            CT_PUBLIC(&rc1, sizeof rc1);
            CT_PUBLIC(&rc2, sizeof rc2);
            CT_PUBLIC(first, sizeof first);
            CT_PUBLIC(again, sizeof again);
            CT_PUBLIC(&l1, sizeof l1);
            CT_PUBLIC(&l2, sizeof l2);
            bad |= rc1 != CAIRN_OK || rc2 != CAIRN_OK || l1 != l2 || l1 > K - 11 || memcmp(first, again, l1) != 0;
        }
    }
    if (implicit) { /* n itself: no decryption, a synthetic message all the same */
        unhex(ct, sizeof ct, n_hex);
        rc1 = cairn_rsa_pkcs1_decrypt_implicit(&k, first, sizeof first, &l1, ct, K, NULL, NULL);
        CT_PUBLIC(&rc1, sizeof rc1);
        CT_PUBLIC(&l1, sizeof l1);
        CT_PUBLIC(first, sizeof first);
        bad |= rc1 != CAIRN_OK || l1 > K - 11;
    }
    cairn_rsa_private_key_wipe(&k);
    return bad;
}

static int op_pkcs1_decrypt(const ct_arg *a)
{
    (void)a;
    return pkcs1_decrypt_any(0);
}

static int op_pkcs1_implicit(const ct_arg *a)
{
    (void)a;
    return pkcs1_decrypt_any(1);
}

/* Signing with the key secret: PKCS#1 v1.5 (derived and secret blinding)
 * and PSS (a public salt, secret blinding), each checked by verification. */
static int op_sign(const ct_arg *a)
{
    cairn_rsa_private_key k;
    cairn_rsa_public_key pub;
    cairn_rsa_pss_params pp = {&cairn_hash_sha256, NULL, CAIRN_RSA_PSS_SALT_DIGEST};
    uint8_t msg[33], s1[K], s2[K];
    size_t l1 = 0, l2 = 0;
    uint32_t seed = 1000;
    int rc1, rc2, bad = 0;
    (void)a;
    if (key_load(&k, &pub) != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 61);
    rc1 = cairn_rsa_pkcs1_sign(&k, &cairn_hash_sha256, msg, sizeof msg, s1, sizeof s1, &l1, NULL, NULL);
    rc2 = cairn_rsa_pkcs1_sign(&k, &cairn_hash_sha256, msg, sizeof msg, s2, sizeof s2, &l2, secret_rng, &seed);
    CT_PUBLIC(&rc1, sizeof rc1);
    CT_PUBLIC(&rc2, sizeof rc2);
    CT_PUBLIC(s1, sizeof s1);
    CT_PUBLIC(s2, sizeof s2);
    CT_PUBLIC(&l1, sizeof l1);
    CT_PUBLIC(&l2, sizeof l2);
    bad |= rc1 != CAIRN_OK || rc2 != CAIRN_OK || l1 != K || l2 != K || memcmp(s1, s2, K) != 0;
    bad |= cairn_rsa_pkcs1_verify(&pub, &cairn_hash_sha256, msg, sizeof msg, s1, l1) != CAIRN_OK;
    seed = 1000;
    rc1 = cairn_rsa_pss_sign(&k, &pp, msg, sizeof msg, s1, sizeof s1, &l1, salt_then_secret_rng, &seed);
    CT_PUBLIC(&rc1, sizeof rc1);
    CT_PUBLIC(s1, sizeof s1);
    CT_PUBLIC(&l1, sizeof l1);
    bad |= rc1 != CAIRN_OK || l1 != K || cairn_rsa_pss_verify(&pub, &pp, msg, sizeof msg, s1, l1) != CAIRN_OK;
    cairn_rsa_private_key_wipe(&k);
    return bad;
}

/* clang-format off */
static const ct_op ops[] = {
    {"rsa-oaep-decrypt",   CT_ONCE, op_oaep_decrypt,   "d, p, q (all but their first byte), the decrypted block and everything from it; a secret blinding rng", CT_CLEAN, "none: the ciphertexts and the label are public"},
    {"rsa-pkcs1-decrypt",  CT_ONCE, op_pkcs1_decrypt,  "as rsa-oaep-decrypt; well-formed blocks (message lengths 20, 0, k - 11) and malformed ones (type 1, first byte not 0, 7-byte padding, no separator)", CT_CLEAN, "none: the ciphertexts are public"},
    {"rsa-pkcs1-implicit", CT_ONCE, op_pkcs1_implicit, "as rsa-pkcs1-decrypt, and the synthetic message (key derivation from d, its length and bytes)", CT_CLEAN, "none: the ciphertexts (one equal to n) are public"},
    {"rsa-sign",           CT_ONCE, op_sign,           "d, p, q (all but their first byte); blinding values of a secret rng", CT_CLEAN, "none: message public, PSS salt public (recovered by any verifier)"},
};
/* clang-format on */

size_t ct_ops_rsa_pad(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
