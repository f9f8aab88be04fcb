/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A minimal Cortex-M7 image that uses exactly one algorithm, for make size:
 * a two-entry vector table and a reset handler that runs the algorithm once
 * and stops. No libc beyond what the library pulls in (memcpy, memset).
 * size.sh builds one image per entry of src/core/algorithms.def that has a
 * size label, naming the entry with one define:
 *   SIZE_HASH=sym        the hash's one-shot function cairn_<sym>(out, in,
 *                        len) (cairn/hash.h), as firmware that needs one
 *                        hash calls it (and as the reference's images do):
 *                        no descriptor, so no generic layer or object list
 *   SIZE_CIPHER=sym      cairn_cipher_<sym>: key, CBC both ways, CTR
 *   SIZE_AEAD=sym        cairn_aead_<sym>: key, encrypt, decrypt
 *   SIZE_SIG=sym         cairn_sig_<sym>: keygen, sign, verify
 *   SIZE_RSA=bits        RSA through cairn/rsa.h as firmware holding a
 *                        provisioned key would use it: the benchmark's key
 *                        imported from its raw components (rsa_key.h, which
 *                        size.sh writes with scripts/rsa-key-components.py;
 *                        the import validates it), PKCS#1 v1.5 SHA-256 sign
 *                        and verify. No key generation and no DER decoder
 *                        (the scheme's descriptor would link in both).
 *   SIZE_ECDSA=CURVE     ECDSA through cairn/ec.h as firmware using one
 *                        curve calls it (CURVE: a cairn_ec_curve name
 *                        without CAIRN_EC_, size.sh's curves with a size
 *                        label are 256-bit ones, hence SHA-256): a key
 *                        generated, its public point exported and imported
 *                        back (the uncompressed SEC 1 point a verifier
 *                        receives, by cairn_ec_public_key_import_uncompressed:
 *                        no point decompression linked),
 *                        an r || s signature made and verified by the
 *                        P1363 functions. No DER (cairn_ecdsa_sign with a
 *                        format argument links the DER codec too) and no
 *                        descriptor layer.
 *   SIZE_KEX=sym         cairn_kex_<sym>: keygen, public key, shared secret
 *   SIZE_OVER_HASH_<sym> a construction over SHA-256, its own block below
 *   SIZE_NONE            the baseline: vector table, reset loop, the 128
 *                        bytes of input/output buffers every image has.
 * The other families go through their descriptors and the generic API.
 * Contexts are static (they show in RAM); keys and signatures are locals.
 * Every image keeps the two buffers (volatile accesses where the algorithm
 * does not pass them to the library), so the baseline subtracts alike.
 */
#include <stdint.h>

#include "cairn.h"
#if defined(SIZE_RSA)
#include "rsa_key.h"
#endif

void cairn_port_reset(void);
extern uint32_t __stack_top;

#define SIZE_CAT2(a, b) a##b
#define SIZE_CAT(a, b) SIZE_CAT2(a, b)

/* volatile: the compiler must not fold the call away */
static uint8_t in[64];
static uint8_t out[64];
static volatile size_t in_len = sizeof(in);

__attribute__((section(".isr_vector"), used)) const void *const size_vectors[2] = {&__stack_top, (const void *)cairn_port_reset};

#if defined(SIZE_SIG) || defined(SIZE_KEX) || defined(SIZE_RSA) || defined(SIZE_ECDSA)
/* Key generation's randomness: the input buffer, then zeroes (size only). */
static int fixed_rng(void *state, uint8_t *buf, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        buf[i] = i < sizeof in ? ((volatile uint8_t *)in)[i] : 0;
    return 0;
}
#endif

void cairn_port_reset(void)
{
    volatile int rc = 0;
    size_t n = in_len;
    (void)n;
#if defined(SIZE_NONE)
    ((volatile uint8_t *)out)[0] = ((volatile uint8_t *)in)[n - 1]; /* keep the buffers every image has */
#elif defined(SIZE_HASH)
    rc = SIZE_CAT(cairn_, SIZE_HASH)(out, in, n);
#elif defined(SIZE_CIPHER)
    {
        const cairn_block_cipher *c = &SIZE_CAT(cairn_cipher_, SIZE_CIPHER);
        /* key, then the two benchmarked modes: CBC both ways and CTR */
        static cairn_cipher_ctx cc;
        uint8_t iv[CAIRN_BLOCK_MAX_LEN] = {0}, st[CAIRN_BLOCK_MAX_LEN];
        size_t num = 0;
        rc = cairn_cipher_init(&cc, c, in, c->key_len);
        if (rc == 0)
            rc = cairn_cbc_encrypt(&cc, iv, out, in, 64);
        if (rc == 0)
            rc = cairn_cbc_decrypt(&cc, iv, out, out, 64);
        if (rc == 0)
            rc = cairn_ctr_xor(&cc, iv, st, &num, out, in, 64);
    }
#elif defined(SIZE_AEAD)
    {
        /* encrypt then decrypt (the tag check and wipe included), 13 bytes of AAD */
        const cairn_aead *a = &SIZE_CAT(cairn_aead_, SIZE_AEAD);
        static cairn_aead_ctx ac;
        uint8_t tag[CAIRN_AEAD_MAX_TAG_LEN];
        rc = cairn_aead_init(&ac, a, in, a->key_len);
        if (rc == 0)
            rc = cairn_aead_encrypt(&ac, out, tag, a->tag_len, in, a->nonce_len, in, 13, in, n);
        if (rc == 0)
            rc = cairn_aead_decrypt(&ac, out, tag, a->tag_len, in, a->nonce_len, in, 13, out, n);
    }
#elif defined(SIZE_SIG)
    {
        const cairn_sig_scheme *s = &SIZE_CAT(cairn_sig_, SIZE_SIG);
        uint8_t sk[CAIRN_SIG_MAX_SECRET_LEN], pk[CAIRN_SIG_MAX_PUBLIC_LEN], sig[CAIRN_SIG_MAX_SIG_LEN];
        size_t skl, pkl, sigl;
        rc = cairn_sig_keygen(s, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, fixed_rng, NULL, NULL);
        if (rc == 0)
            rc = cairn_sig_sign(s, sig, sizeof sig, &sigl, in, n, sk, skl, fixed_rng, NULL, NULL);
        if (rc == 0)
            rc = cairn_sig_verify(s, sig, sigl, in, n, pk, pkl, NULL);
        ((volatile uint8_t *)out)[0] = sig[0];
    }
#elif defined(SIZE_ECDSA)
    {
        cairn_ec_private_key key;
        cairn_ec_public_key pub;
        uint8_t pt[CAIRN_EC_MAX_POINT_LEN], sig[CAIRN_EC_MAX_SIG_P1363];
        size_t ptl = 0, sigl = 0;
        rc = cairn_ec_private_key_generate(&key, SIZE_CAT(CAIRN_EC_, SIZE_ECDSA), fixed_rng, NULL);
        if (rc == 0)
            rc = cairn_ec_public_key_from_private(&pub, &key);
        if (rc == 0)
            rc = cairn_ec_public_key_export(&pub, 0, pt, sizeof pt, &ptl);
        if (rc == 0)
            rc = cairn_ec_public_key_import_uncompressed(&pub, SIZE_CAT(CAIRN_EC_, SIZE_ECDSA), pt, ptl);
        if (rc == 0)
            rc = cairn_ecdsa_sign_p1363(&key, &cairn_hash_sha256, in, n, sig, sizeof sig, &sigl, fixed_rng, NULL);
        if (rc == 0)
            rc = cairn_ecdsa_verify_p1363(&pub, &cairn_hash_sha256, in, n, sig, sigl);
        ((volatile uint8_t *)out)[0] = sig[0];
    }
#elif defined(SIZE_RSA)
    {
        static cairn_rsa_private_key key; /* static: shows in RAM */
        cairn_rsa_public_key pub;
        uint8_t sig[SIZE_RSA / 8];
        size_t sigl = 0;
        cairn_rsa_components c = {rsa_n,        rsa_e,        rsa_d,        rsa_p,         rsa_q,
                                  rsa_dp,       rsa_dq,       rsa_qinv,     sizeof rsa_n,  sizeof rsa_e,
                                  sizeof rsa_d, sizeof rsa_p, sizeof rsa_q, sizeof rsa_dp, sizeof rsa_dq,
                                  sizeof rsa_qinv};
        rc = cairn_rsa_private_key_import(&key, &c);
        if (rc == 0)
            rc = cairn_rsa_public_key_from_private(&pub, &key);
        if (rc == 0)
            rc = cairn_rsa_pkcs1_sign(&key, &cairn_hash_sha256, in, n, sig, sizeof sig, &sigl, fixed_rng, NULL);
        if (rc == 0)
            rc = cairn_rsa_pkcs1_verify(&pub, &cairn_hash_sha256, in, n, sig, sigl);
        ((volatile uint8_t *)out)[0] = sig[0];
    }
#elif defined(SIZE_KEX)
    {
        const cairn_kex_scheme *k = &SIZE_CAT(cairn_kex_, SIZE_KEX);
        uint8_t sk[CAIRN_KEX_MAX_SECRET_LEN], pk[CAIRN_KEX_MAX_PUBLIC_LEN], sec[CAIRN_KEX_MAX_SHARED_LEN];
        size_t skl, pkl, secl;
        sec[0] = 0; /* the byte read below, set without a memset call (which would link the C library's) */
        rc = cairn_kex_keygen(k, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, fixed_rng, NULL, NULL);
        if (rc == 0)
            rc = cairn_kex_public(k, pk, sizeof pk, &pkl, sk, skl, NULL);
        if (rc == 0)
            rc = cairn_kex_derive(k, sec, sizeof sec, &secl, sk, skl, pk, pkl, NULL);
        ((volatile uint8_t *)out)[0] = sec[0];
    }
#elif defined(SIZE_OVER_HASH_hmac)
    rc = cairn_hmac(&cairn_hash_sha256, out, 32, in, 32, in, n);
#elif defined(SIZE_OVER_HASH_hkdf)
    rc = cairn_hkdf(&cairn_hash_sha256, out, 42, in, 13, in, 22, in, 10);
#elif defined(SIZE_OVER_HASH_pbkdf2)
    rc = cairn_pbkdf2(&cairn_hash_sha256, out, 32, in, 8, in, 16, 2);
#elif defined(SIZE_OVER_HASH_hmac_drbg)
    {
        static cairn_hmac_drbg d;
        rc = cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha256, in, 32, in + 32, 16, NULL, 0);
        if (rc == 0)
            rc = cairn_hmac_drbg_generate(&d, out, 64, NULL, 0);
    }
#else
#error "size image: define SIZE_NONE or one SIZE_<family> (size.sh)"
#endif
    (void)rc;
    (void)out;
    for (;;)
        ;
}
