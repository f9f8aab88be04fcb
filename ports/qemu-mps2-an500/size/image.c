/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A minimal Cortex-M7 image that uses exactly one algorithm (SIZE_ALG_*),
 * for make size: a two-entry vector table and a reset handler that calls the
 * algorithm's one-shot API and stops. No libc beyond what the library pulls
 * in (memcpy, memset); SIZE_ALG_NONE gives the baseline (vector table, reset
 * loop, the 128 bytes of input/output buffers every image has).
 */
#include <stdint.h>

#include "cairn.h"

void cairn_port_reset(void);
extern uint32_t __stack_top;

/* volatile: the compiler must not fold the call away */
static uint8_t in[64];
static uint8_t out[64];
static volatile size_t in_len = sizeof(in);

__attribute__((section(".isr_vector"), used)) const void *const size_vectors[2] = {&__stack_top, (const void *)cairn_port_reset};

void cairn_port_reset(void)
{
    volatile int rc = 0;
    size_t n = in_len;
    (void)n;
#if defined(SIZE_ALG_NONE)
    ((volatile uint8_t *)out)[0] = ((volatile uint8_t *)in)[n - 1]; /* keep the buffers every image has */
#elif defined(SIZE_ALG_MD5)
    rc = cairn_md5(out, in, n);
#elif defined(SIZE_ALG_SHA1)
    rc = cairn_sha1(out, in, n);
#elif defined(SIZE_ALG_SHA256)
    rc = cairn_sha256(out, in, n);
#elif defined(SIZE_ALG_SHA512)
    rc = cairn_sha512(out, in, n);
#elif defined(SIZE_ALG_SHA3)
    rc = cairn_sha3_256(out, in, n);
#elif defined(SIZE_ALG_SM3)
    rc = cairn_sm3(out, in, n);
#elif defined(SIZE_ALG_ASCON)
    rc = cairn_ascon_hash256(out, in, n);
#elif defined(SIZE_ALG_HMAC)
    rc = cairn_hmac(&cairn_hash_sha256, out, 32, in, 32, in, n);
#elif defined(SIZE_ALG_HKDF)
    rc = cairn_hkdf(&cairn_hash_sha256, out, 42, in, 13, in, 22, in, 10);
#elif defined(SIZE_ALG_PBKDF2)
    rc = cairn_pbkdf2(&cairn_hash_sha256, out, 32, in, 8, in, 16, 2);
#elif defined(SIZE_ALG_AES) || defined(SIZE_ALG_DES3) || defined(SIZE_ALG_SM4)
    {
#if defined(SIZE_ALG_AES)
        const cairn_block_cipher *c = &cairn_cipher_aes128;
#elif defined(SIZE_ALG_DES3)
        const cairn_block_cipher *c = &cairn_cipher_des3;
#else
        const cairn_block_cipher *c = &cairn_cipher_sm4;
#endif
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
#elif defined(SIZE_ALG_GCM) || defined(SIZE_ALG_CCM)
    {
        /* AES-128, encrypt then decrypt (the tag check and wipe included) */
        static cairn_cipher_ctx cc;
        uint8_t tag[16];
#if defined(SIZE_ALG_GCM)
        static cairn_gcm_key gk;
        rc = cairn_gcm_init(&gk, &cairn_cipher_aes128, in, 16);
        if (rc == 0)
            rc = cairn_gcm_encrypt(&gk, out, tag, 16, in, 12, in, 13, in, n);
        if (rc == 0)
            rc = cairn_gcm_decrypt(&gk, out, tag, 16, in, 12, in, 13, out, n);
        (void)cc;
#else
        rc = cairn_cipher_init(&cc, &cairn_cipher_aes128, in, 16);
        if (rc == 0)
            rc = cairn_ccm_encrypt(&cc, out, tag, 16, in, 12, in, 13, in, n);
        if (rc == 0)
            rc = cairn_ccm_decrypt(&cc, out, tag, 16, in, 12, in, 13, out, n);
#endif
    }
#elif defined(SIZE_ALG_CHACHAPOLY)
    {
        uint8_t tag[16];
        rc = cairn_chacha20_poly1305_encrypt(in, out, tag, in + 32, in, 13, in, n);
        if (rc == 0)
            rc = cairn_chacha20_poly1305_decrypt(in, out, tag, in + 32, in, 13, out, n);
    }
#elif defined(SIZE_ALG_ASCON_AEAD)
    {
        uint8_t tag[16];
        rc = cairn_ascon_aead128_encrypt(in, out, tag, 16, in + 16, in, 13, in, n);
        if (rc == 0)
            rc = cairn_ascon_aead128_decrypt(in, out, tag, 16, in + 16, in, 13, out, n);
    }
#elif defined(SIZE_ALG_X25519)
    {
        static uint8_t pub[32];
        rc = cairn_x25519_public(pub, in);
        if (rc == 0)
            rc = cairn_x25519(out, in + 32, pub);
    }
#elif defined(SIZE_ALG_ED25519)
    {
        static uint8_t kp[64], sig[64];
        rc = cairn_ed25519_keypair_from_seed(kp, in);
        if (rc == 0)
            rc = cairn_ed25519_sign(sig, in, n, kp);
        if (rc == 0)
            rc = cairn_ed25519_verify(sig, in, n, kp + 32);
    }
#elif defined(SIZE_ALG_X448)
    {
        static uint8_t pub[56], sec[56];
        rc = cairn_x448_public(pub, in);
        if (rc == 0)
            rc = cairn_x448(sec, in + 8, pub);
        out[0] = sec[0];
    }
#elif defined(SIZE_ALG_ED448)
    {
        static uint8_t kp[114], sig[114];
        rc = cairn_ed448_keypair_from_seed(kp, in);
        if (rc == 0)
            rc = cairn_ed448_sign(sig, in, n, NULL, 0, kp);
        if (rc == 0)
            rc = cairn_ed448_verify(sig, in, n, NULL, 0, kp + 57);
    }
#elif defined(SIZE_ALG_DRBG)
    {
        static cairn_hmac_drbg d;
        rc = cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha256, in, 32, in + 32, 16, NULL, 0);
        if (rc == 0)
            rc = cairn_hmac_drbg_generate(&d, out, 64, NULL, 0);
    }
#endif
    (void)rc;
    (void)out;
    for (;;)
        ;
}
