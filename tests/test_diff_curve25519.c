/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential test against OpenSSL's libcrypto (EVP_PKEY ED25519 / X25519)
 * on random keys and messages:
 *  - Ed25519: the same seed gives the same public key; our signature equals
 *    OpenSSL's (both deterministic) and each verifies the other's; a mutated
 *    signature or message gets the same verdict from both.
 *  - X25519: the same public key from a secret; shared secrets agree both
 *    ways (ours with OpenSSL's key objects and the reverse), including random
 *    peer u values that are not canonical or not on the curve.
 * (OpenSSL 3.0 has no Ed25519ctx/ph through EVP; those rely on RFC 8032 vectors.)
 */
#include <stdio.h>
#include <string.h>

#include <openssl/evp.h>

#include "cairn/curve25519.h"
#include "testutil.h"

static int ossl_ed_sign(uint8_t sig[64], const uint8_t seed[32], const uint8_t *m, size_t ml, uint8_t pub[32])
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, seed, 32);
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    size_t sl = 64, pl = 32;
    int ok = k != NULL && c != NULL && EVP_PKEY_get_raw_public_key(k, pub, &pl) == 1 && pl == 32 &&
             EVP_DigestSignInit(c, NULL, NULL, NULL, k) == 1 && EVP_DigestSign(c, sig, &sl, m, ml) == 1 && sl == 64;
    EVP_MD_CTX_free(c);
    EVP_PKEY_free(k);
    return ok;
}

/* 1 valid, 0 invalid, -1 error */
static int ossl_ed_verify(const uint8_t sig[64], const uint8_t pub[32], const uint8_t *m, size_t ml)
{
    EVP_PKEY *k = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, pub, 32);
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int r = -1;
    if (k != NULL && c != NULL && EVP_DigestVerifyInit(c, NULL, NULL, NULL, k) == 1)
        r = EVP_DigestVerify(c, sig, 64, m, ml) == 1;
    else if (k == NULL)
        r = 0; /* OpenSSL refuses some malformed keys at import */
    EVP_MD_CTX_free(c);
    EVP_PKEY_free(k);
    return r;
}

static int ossl_x_public(uint8_t pub[32], const uint8_t sec[32])
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, sec, 32);
    size_t n = 32;
    int ok = k != NULL && EVP_PKEY_get_raw_public_key(k, pub, &n) == 1 && n == 32;
    EVP_PKEY_free(k);
    return ok;
}

/* 1 ok, 0 OpenSSL refused (all-zero result), -1 error */
static int ossl_x_derive(uint8_t out[32], const uint8_t sec[32], const uint8_t peer[32])
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, sec, 32);
    EVP_PKEY *p = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, peer, 32);
    EVP_PKEY_CTX *c = k ? EVP_PKEY_CTX_new(k, NULL) : NULL;
    size_t n = 32;
    int r = -1;
    if (c != NULL && p != NULL && EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_derive_set_peer(c, p) == 1)
        r = EVP_PKEY_derive(c, out, &n) == 1 && n == 32;
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(p);
    EVP_PKEY_free(k);
    return r;
}

static void diff_ed25519(tu_prng *r, int rounds)
{
    uint8_t seed[32], kp[64], sig[64], osig[64], opub[32], msg[1024];
    unsigned long agree_bad = 0;
    int i;
    for (i = 0; i < rounds; i++) {
        size_t ml = (size_t)tu_prng_below(r, sizeof msg + 1);
        int ours, theirs;
        tu_prng_fill(r, seed, 32);
        tu_prng_fill(r, msg, ml);
        CHECK_RC(cairn_ed25519_keypair_from_seed(kp, seed), CAIRN_OK, "keypair_from_seed");
        CHECK_RC(cairn_ed25519_sign(sig, msg, ml, kp), CAIRN_OK, "sign");
        if (!CHECK(ossl_ed_sign(osig, seed, msg, ml, opub), "OpenSSL sign"))
            continue;
        CHECK_MEM(kp + 32, opub, 32, "Ed25519 public key = OpenSSL's");
        CHECK_MEM(sig, osig, 64, "Ed25519 signature = OpenSSL's");
        CHECK(ossl_ed_verify(sig, kp + 32, msg, ml) == 1, "OpenSSL verifies our signature");
        CHECK_RC(cairn_ed25519_verify(osig, msg, ml, opub), CAIRN_OK, "we verify OpenSSL's signature");
        /* a mutation: one random bit of the signature, or S replaced by S + small */
        osig[tu_prng_below(r, 64)] ^= (uint8_t)(1u << tu_prng_below(r, 8));
        ours = cairn_ed25519_verify(osig, msg, ml, opub) == CAIRN_OK;
        theirs = ossl_ed_verify(osig, opub, msg, ml);
        CHECK(theirs >= 0 && ours == theirs, "mutated signature: cairn %d, OpenSSL %d", ours, theirs);
        agree_bad += !ours;
        /* a mutated public key (often not a point at all) */
        memcpy(osig, sig, 64);
        opub[tu_prng_below(r, 32)] ^= (uint8_t)(1u << tu_prng_below(r, 8));
        ours = cairn_ed25519_verify(osig, msg, ml, opub) == CAIRN_OK;
        theirs = ossl_ed_verify(osig, opub, msg, ml);
        CHECK(theirs >= 0 && ours == theirs, "mutated key: cairn %d, OpenSSL %d", ours, theirs);
    }
    printf("Ed25519 vs OpenSSL: %d keys/messages (sign, verify both ways), %lu mutated signatures rejected by both\n",
           rounds, agree_bad);
}

static void diff_x25519(tu_prng *r, int rounds)
{
    uint8_t a[32], b[32], apub[32], bpub[32], oa[32], ob[32], s1[32], s2[32], u[32];
    int i, rc, orc;
    for (i = 0; i < rounds; i++) {
        tu_prng_fill(r, a, 32);
        tu_prng_fill(r, b, 32);
        CHECK_RC(cairn_x25519_public(apub, a), CAIRN_OK, "x25519_public");
        CHECK_RC(cairn_x25519_public(bpub, b), CAIRN_OK, "x25519_public");
        CHECK(ossl_x_public(oa, a) && ossl_x_public(ob, b), "OpenSSL public");
        CHECK_MEM(apub, oa, 32, "X25519 public key = OpenSSL's");
        CHECK_MEM(bpub, ob, 32, "X25519 public key = OpenSSL's");
        CHECK_RC(cairn_x25519(s1, a, ob), CAIRN_OK, "x25519 with OpenSSL's public key");
        CHECK(ossl_x_derive(s2, b, apub) == 1, "OpenSSL derive with our public key");
        CHECK_MEM(s1, s2, 32, "X25519 shared: ours(a, B) = OpenSSL(b, A)");
        CHECK(ossl_x_derive(s2, a, bpub) == 1, "OpenSSL derive");
        CHECK_MEM(s1, s2, 32, "X25519 shared: ours(a, B) = OpenSSL(a, B)");
        /* arbitrary peer bytes (not canonical, twist points, high bit set) */
        tu_prng_fill(r, u, 32);
        if (i % 8 == 0)
            memset(u + 4, 0xff, 28);
        rc = cairn_x25519(s1, a, u);
        orc = ossl_x_derive(s2, a, u);
        CHECK(orc >= 0, "OpenSSL derive (random u)");
        CHECK(rc == (orc == 1 ? CAIRN_OK : CAIRN_ERR_INVALID_POINT), "random u: cairn %d, OpenSSL %d", rc, orc);
        if (rc == CAIRN_OK && orc == 1)
            CHECK_MEM(s1, s2, 32, "X25519 random u = OpenSSL");
    }
    printf("X25519 vs OpenSSL: %d key pairs (public keys, shared both ways, random peer u)\n", rounds);
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(0x25519));
    diff_ed25519(&r, 300);
    diff_x25519(&r, 300);
    return tu_finish("test_diff_curve25519");
}
