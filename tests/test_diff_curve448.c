/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential tests of X448 and Ed448 against OpenSSL's libcrypto (EVP_PKEY
 * X448 / ED448): random seeds and messages of 0..1000 bytes; public keys
 * agree; cairn's signatures are byte-identical to OpenSSL's (Ed448 is
 * deterministic) and each side verifies the other's; tampered signatures are
 * rejected by both; both accept signatures whose R or public key carries a
 * small-order component (both check the cofactored equation); every
 * combination of small-order A and R (and small-order A with R = [S]B) gets
 * the same verdict from both; X448 public values and shared secrets agree
 * both ways.
 * OpenSSL 3.0 signs Ed448 with the empty context only (the context-string and
 * Ed448ph "instance" parameters arrived in 3.2), so contexts and Ed448ph are
 * covered by the RFC 8032 vectors in test_curve448, not here.
 * Seeded and reproducible: CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cairn/curve448.h"
#include "cairn/hash.h"
#include "ed/ed448_internal.h"
#include "ed448_torsion.h"
#include "testutil.h"

#define N_ED 60
#define N_X 60

static int ossl_sign(uint8_t sig[114], const uint8_t seed[57], const uint8_t *msg, size_t len)
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED448, NULL, seed, 57);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    size_t sl = 114;
    int ok = k && md && EVP_DigestSignInit(md, NULL, NULL, NULL, k) == 1 &&
             EVP_DigestSign(md, sig, &sl, msg, len) == 1 && sl == 114;
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(k);
    return ok;
}

/* 1 valid, 0 invalid, -1 error */
static int ossl_verify(const uint8_t sig[114], const uint8_t pub[57], const uint8_t *msg, size_t len)
{
    EVP_PKEY *k = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED448, NULL, pub, 57);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    int r = -1;
    if (k && md && EVP_DigestVerifyInit(md, NULL, NULL, NULL, k) == 1)
        r = EVP_DigestVerify(md, sig, 114, msg, len) == 1;
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(k);
    return r;
}

static int ossl_pub(int type, uint8_t *pub, size_t publen, const uint8_t *sk, size_t sklen)
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, sk, sklen);
    size_t n = publen;
    int ok = k && EVP_PKEY_get_raw_public_key(k, pub, &n) == 1 && n == publen;
    EVP_PKEY_free(k);
    return ok;
}

static int ossl_x448(uint8_t out[56], const uint8_t sk[56], const uint8_t peer[56])
{
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, sk, 56);
    EVP_PKEY *p = EVP_PKEY_new_raw_public_key(EVP_PKEY_X448, NULL, peer, 56);
    EVP_PKEY_CTX *c = k ? EVP_PKEY_CTX_new(k, NULL) : NULL;
    size_t n = 56;
    int ok = c && p && EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_derive_set_peer(c, p) == 1 &&
             EVP_PKEY_derive(c, out, &n) == 1 && n == 56;
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(p);
    EVP_PKEY_free(k);
    return ok;
}

static void test_ed448(tu_prng *r)
{
    static uint8_t msg[1000];
    uint8_t seed[57], kp[114], opub[57], s1[114], s2[114];
    int i, bad = 0;

    for (i = 0; i < N_ED; i++) {
        size_t len = (size_t)tu_prng_below(r, sizeof msg + 1);
        size_t pos;
        tu_prng_fill(r, seed, 57);
        tu_prng_fill(r, msg, len);
        CHECK_RC(cairn_ed448_keypair_from_seed(kp, seed), CAIRN_OK, "keypair");
        CHECK(ossl_pub(EVP_PKEY_ED448, opub, 57, seed, 57), "openssl ed448 public");
        bad += memcmp(opub, kp + 57, 57) != 0;
        CHECK_RC(cairn_ed448_sign(s1, msg, len, NULL, 0, kp), CAIRN_OK, "sign");
        CHECK(ossl_sign(s2, seed, msg, len), "openssl sign");
        bad += memcmp(s1, s2, 114) != 0;
        bad += ossl_verify(s1, kp + 57, msg, len) != 1;
        bad += cairn_ed448_verify(s2, msg, len, NULL, 0, opub) != CAIRN_OK;
        /* a flipped bit: both reject */
        pos = (size_t)tu_prng_below(r, 114 * 8);
        s1[pos >> 3] ^= (uint8_t)(1u << (pos & 7));
        bad += ossl_verify(s1, kp + 57, msg, len) != 0;
        bad += cairn_ed448_verify(s1, msg, len, NULL, 0, opub) != CAIRN_ERR_BAD_SIGNATURE;
    }
    CHECK(bad == 0, "ed448 vs openssl: %d disagreements", bad);
    printf("ed448: %d random keys and messages vs OpenSSL (public key, signature bytes, cross verify, tamper)\n", N_ED);
}

static void test_x448(tu_prng *r)
{
    uint8_t a[56], b[56], pa[56], pb[56], oa[56], s1[56], s2[56], s3[56], s4[56];
    int i, bad = 0;

    for (i = 0; i < N_X; i++) {
        tu_prng_fill(r, a, 56);
        tu_prng_fill(r, b, 56);
        CHECK_RC(cairn_x448_public(pa, a), CAIRN_OK, "x448 public a");
        CHECK_RC(cairn_x448_public(pb, b), CAIRN_OK, "x448 public b");
        CHECK(ossl_pub(EVP_PKEY_X448, oa, 56, a, 56), "openssl x448 public");
        bad += memcmp(pa, oa, 56) != 0;
        CHECK_RC(cairn_x448(s1, a, pb), CAIRN_OK, "x448 a");
        CHECK_RC(cairn_x448(s2, b, pa), CAIRN_OK, "x448 b");
        CHECK(ossl_x448(s3, a, pb), "openssl x448 a");
        CHECK(ossl_x448(s4, b, pa), "openssl x448 b");
        bad += memcmp(s1, s2, 56) != 0 || memcmp(s1, s3, 56) != 0 || memcmp(s1, s4, 56) != 0;
        /* a random (possibly non-canonical, possibly twist) peer value */
        tu_prng_fill(r, pb, 56);
        if (i % 4 == 0)
            memset(pb + 29, 0xff, 27); /* >= p in most cases */
        CHECK_RC(cairn_x448(s1, a, pb), CAIRN_OK, "x448 random peer");
        CHECK(ossl_x448(s3, a, pb), "openssl x448 random peer");
        bad += memcmp(s1, s3, 56) != 0;
    }
    CHECK(bad == 0, "x448 vs openssl: %d disagreements", bad);
    printf("x448: %d random key pairs vs OpenSSL (public values, shared secrets both ways, random peers)\n", N_X);
}

/* (same construction as test_curve448.c) */

/* Signatures whose R and/or public key carry a small-order component: both
 * libraries use the cofactored equation, so both accept every combination. */
static void test_torsion(tu_prng *r)
{
    uint8_t seed[57], sig[114], pub[57], msg[40];
    int rt, at, bad = 0, n = 0;

    tu_prng_fill(r, seed, sizeof seed);
    tu_prng_fill(r, msg, sizeof msg);
    for (rt = -1; rt < 3; rt++) {
        for (at = -1; at < 3; at++) {
            tu_ed448_torsion_signature(sig, pub, seed, msg, sizeof msg, rt, at);
            bad += cairn_ed448_verify(sig, msg, sizeof msg, NULL, 0, pub) != CAIRN_OK;
            bad += ossl_verify(sig, pub, msg, sizeof msg) != 1;
            n++;
        }
    }
    CHECK(bad == 0, "torsion signatures: %d disagreements", bad);
    printf("ed448: %d signatures with small-order parts in R and/or A, accepted by both\n", n);
}

/* Every combination of a small-order public key A and a small-order R (the
 * four points of order dividing 4 and non-canonical encodings of them), with
 * S = 0, 1 and random S, over messages of several lengths; and small-order A
 * with R = [S]B (which the cofactored equation accepts for any message).
 * Each verdict must be OpenSSL's: both refuse A or R with x = 0. */
static void test_small_order(tu_prng *r)
{
    static uint8_t msg[200];
    const size_t lens[] = {0, 1, 40, sizeof msg}; /* the last takes two SHAKE256 blocks */
    uint8_t pub[57], sig[114], wide[114], svals[4][57];
    cairn_ge448 P;
    int a, rt, si, li, bad = 0, n = 0, accepted = 0;

    tu_prng_fill(r, msg, sizeof msg);
    memset(svals, 0, sizeof svals);
    svals[1][0] = 1;
    for (si = 2; si < 4; si++) { /* random S < L */
        tu_prng_fill(r, wide, sizeof wide);
        cairn_sc448_reduce(svals[si], wide, sizeof wide);
    }
    for (a = 0; a < TU_ED448_SMALL_ENCODINGS; a++) {
        CHECK(tu_unhex_into(pub, 57, tu_ed448_small_order[a]) == 57, "small-order encoding");
        for (li = 0; li < 4; li++) {
            for (si = 0; si < 4; si++) {
                /* R: each small-order encoding, then [S]B */
                for (rt = 0; rt <= TU_ED448_SMALL_ENCODINGS; rt++) {
                    int ours, theirs;
                    if (rt < TU_ED448_SMALL_ENCODINGS) {
                        CHECK(tu_unhex_into(sig, 57, tu_ed448_small_order[rt]) == 57, "small-order encoding");
                    } else {
                        cairn_ge448_scalarmult_base(&P, svals[si]);
                        cairn_ge448_encode(sig, &P);
                    }
                    memcpy(sig + 57, svals[si], 57);
                    ours = cairn_ed448_verify(sig, msg, lens[li], NULL, 0, pub) == CAIRN_OK;
                    theirs = ossl_verify(sig, pub, msg, lens[li]);
                    if (!CHECK(theirs >= 0 && ours == theirs, "small-order A %d, R %d, S #%d, len %u: cairn %d, OpenSSL %d",
                               a, rt, si, (unsigned)lens[li], ours, theirs))
                        bad++;
                    accepted += ours;
                    n++;
                }
            }
        }
    }
    CHECK(accepted > 0, "small-order enumeration: nothing accepted (the encodings are not points?)");
    printf("ed448: %d small-order A x R (or [S]B) x S x message cases, %d accepted, %d disagreements with OpenSSL\n", n,
           accepted, bad);
}

int main(void)
{
    tu_prng r;

    tu_prng_seed(&r, tu_seed(0x448));
    test_ed448(&r);
    test_torsion(&r);
    test_small_order(&r);
    test_x448(&r);
    return tu_finish("test_diff_curve448");
}
