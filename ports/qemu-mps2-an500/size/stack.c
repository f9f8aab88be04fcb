/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Stack high-water mark of each benchmarked operation on the emulated
 * Cortex-M7 (make size). For each: paint 32 KiB below the current stack
 * pointer, run the operation, find the deepest word that changed. The
 * operation is what cairn-bench times (init, update over 8 KiB, final for a
 * hash), with its context in static memory: the figure is the library's own
 * stack; the context size is printed beside it. Output: "name stack ctx".
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cairn.h"
#if CAIRN_ENABLE_RSA
#include "../../../bench/pk_keys.h"
#endif

#define PAINT_BYTES 32768u
#define PATTERN 0xC5A1E5A5u

static uint8_t buf[8192], out[128];
static cairn_hash_state ctx;
static const cairn_hash *cur;
static volatile uint32_t *paint_lo;
static int failed;

static uint32_t *stack_pointer(void)
{
    uint32_t *sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

/* No calls in here: everything below this frame is about to be painted. */
__attribute__((noinline)) static void paint(void)
{
    volatile uint32_t *top = stack_pointer() - 16, *p;
    paint_lo = top - PAINT_BYTES / 4;
    for (p = paint_lo; p < top; p++)
        *p = PATTERN;
}

__attribute__((noinline)) static unsigned long measure(void (*op)(void))
{
    uint32_t *sp = stack_pointer();
    volatile uint32_t *p;

    paint();
    op();
    for (p = paint_lo; p < sp && *p == PATTERN; p++)
        ;
    if (p == paint_lo)
        failed = 1; /* used all of the painted area: the figure would be a lower bound */
    return (unsigned long)((uintptr_t)sp - (uintptr_t)p);
}

static void hash_op(void)
{
    if (cur->init(&ctx, cairn_impl_portable(cur->impls)) != 0 || cur->update(&ctx, buf, sizeof(buf)) != 0 ||
        cur->final(&ctx, out, cur->digest_len) != 0)
        failed = 1;
}

static void hmac_op(void)
{
    if (cairn_hmac(&cairn_hash_sha256, out, 32, buf, 32, buf, sizeof(buf)) != 0)
        failed = 1;
}

static void hkdf_op(void)
{
    if (cairn_hkdf(&cairn_hash_sha256, out, 42, buf, 13, buf, 22, buf, 10) != 0)
        failed = 1;
}

static void pbkdf2_op(void)
{
    if (cairn_pbkdf2(&cairn_hash_sha256, out, 32, buf, 8, buf, 16, 10) != 0)
        failed = 1;
}

static cairn_hmac_drbg drbg;
static void drbg_op(void)
{
    if (cairn_hmac_drbg_instantiate(&drbg, &cairn_hash_sha256, buf, 32, buf + 32, 16, NULL, 0) != 0 ||
        cairn_hmac_drbg_generate(&drbg, out, 64, NULL, 0) != 0)
        failed = 1;
}

/* Block ciphers: key schedule, then the benchmark's CBC or CTR pass over 8 KiB
 * (cipher_enc: CBC encrypt; cipher_dec: CBC decrypt; cipher_ctr: CTR), with the
 * keyed context in static memory. */
static cairn_cipher_ctx cctx;
static const cairn_block_cipher *ccur;
static void cipher_key(void)
{
    if (cairn_cipher_init_ex(&cctx, ccur, cairn_impl_portable(ccur->impls), buf, ccur->key_len) != 0)
        failed = 1;
}
static void cipher_cbc_enc(void)
{
    uint8_t iv[CAIRN_BLOCK_MAX_LEN] = {0};
    if (cairn_cbc_encrypt(&cctx, iv, buf, buf, sizeof(buf)) != 0)
        failed = 1;
}
static void cipher_cbc_dec(void)
{
    uint8_t iv[CAIRN_BLOCK_MAX_LEN] = {0};
    if (cairn_cbc_decrypt(&cctx, iv, buf, buf, sizeof(buf)) != 0)
        failed = 1;
}
static void cipher_ctr(void)
{
    uint8_t ctr[CAIRN_BLOCK_MAX_LEN] = {0}, stream[CAIRN_BLOCK_MAX_LEN];
    size_t num = 0;
    if (cairn_ctr_xor(&cctx, ctr, stream, &num, buf, buf, sizeof(buf)) != 0)
        failed = 1;
}

/* AEAD: one 8 KiB encryption and decryption (13 bytes of AAD, as cairn-bench)
 * through the descriptor's software implementation (index 0), the keyed
 * context in static memory. */
static cairn_aead_ctx actx;
static const cairn_aead *acur;
static uint8_t atag[CAIRN_AEAD_MAX_TAG_LEN];
static void aead_key(void)
{
    if (cairn_aead_init_ex(&actx, acur, cairn_impl_portable(acur->parts[0]), cairn_impl_portable(acur->parts[1]), buf,
                           acur->key_len) != 0)
        failed = 1;
}
static void aead_enc(void)
{
    if (cairn_aead_encrypt(&actx, buf, atag, acur->tag_len, out, acur->nonce_len, out, 13, buf, sizeof(buf)) != 0)
        failed = 1;
}
static void aead_dec(void)
{
    if (cairn_aead_decrypt(&actx, buf, atag, acur->tag_len, out, acur->nonce_len, out, 13, buf, sizeof(buf)) != 0)
        failed = 1;
}

/* Public-key schemes (cairn/pk.h): key generation and the benchmark's two
 * operations through the generic functions, keys in static memory. */
static const cairn_sig_scheme *scur;
static const cairn_kex_scheme *kcur;
static uint8_t pk_sk[CAIRN_SIG_MAX_SECRET_LEN > CAIRN_KEX_MAX_SECRET_LEN ? CAIRN_SIG_MAX_SECRET_LEN
                                                                         : CAIRN_KEX_MAX_SECRET_LEN];
static uint8_t pk_pk[CAIRN_SIG_MAX_PUBLIC_LEN > CAIRN_KEX_MAX_PUBLIC_LEN ? CAIRN_SIG_MAX_PUBLIC_LEN
                                                                         : CAIRN_KEX_MAX_PUBLIC_LEN];
static uint8_t pk_out[CAIRN_SIG_MAX_SIG_LEN > CAIRN_KEX_MAX_SHARED_LEN ? CAIRN_SIG_MAX_SIG_LEN
                                                                       : CAIRN_KEX_MAX_SHARED_LEN];
static size_t pk_skl, pk_pkl, pk_outl;

/* Key generation's randomness: bytes of the message buffer (stack use only). */
static int buf_rng(void *state, uint8_t *o, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        o[i] = buf[i % sizeof buf];
    return 0;
}
static void sig_keygen(void)
{
    if (cairn_sig_keygen(scur, pk_sk, sizeof pk_sk, &pk_skl, pk_pk, sizeof pk_pk, &pk_pkl, buf_rng, NULL, NULL) != 0)
        failed = 1;
}
static void sig_sign(void)
{
    if (cairn_sig_sign(scur, pk_out, sizeof pk_out, &pk_outl, buf, 64, pk_sk, pk_skl, buf_rng, NULL, NULL) != 0)
        failed = 1;
}
static void sig_verify(void)
{
    if (cairn_sig_verify(scur, pk_out, pk_outl, buf, 64, pk_pk, pk_pkl, NULL) != 0)
        failed = 1;
}
/* Schemes whose keys are DER encodings (RSA): the benchmark's fixed key of
 * the scheme's size, as cairn-bench signs with, instead of generating one
 * (minutes of emulation for RSA-4096). 0 when there is one. */
static int sig_fixed_key(void)
{
    const uint8_t *der = NULL;
    size_t len = 0;
#if CAIRN_ENABLE_RSA
    switch (scur->sig_len) {
    case 128:
        der = bench_rsa1024_der, len = sizeof bench_rsa1024_der;
        break;
    case 256:
        der = bench_rsa2048_der, len = sizeof bench_rsa2048_der;
        break;
    case 384:
        der = bench_rsa3072_der, len = sizeof bench_rsa3072_der;
        break;
    case 512:
        der = bench_rsa4096_der, len = sizeof bench_rsa4096_der;
        break;
    default:
        break;
    }
#endif
    if (der == NULL || len > sizeof pk_sk)
        return -1;
    memcpy(pk_sk, der, len);
    pk_skl = len;
    return cairn_sig_public(scur, pk_pk, sizeof pk_pk, &pk_pkl, pk_sk, pk_skl, NULL);
}
/* The same through keys loaded once (cairn_sig_load_*): what a device
 * holding its key does; the byte-key functions parse the DER every call. */
static cairn_pk_key lk_sk, lk_pk;
static void sig_sign_loaded(void)
{
    if (cairn_sig_sign_key(&lk_sk, pk_out, sizeof pk_out, &pk_outl, buf, 64, buf_rng, NULL, NULL) != 0)
        failed = 1;
}
static void sig_verify_loaded(void)
{
    if (cairn_sig_verify_key(&lk_pk, pk_out, pk_outl, buf, 64, NULL) != 0)
        failed = 1;
}
static void kex_keygen(void)
{
    if (cairn_kex_keygen(kcur, pk_sk, sizeof pk_sk, &pk_skl, pk_pk, sizeof pk_pk, &pk_pkl, buf_rng, NULL, NULL) != 0)
        failed = 1;
}
static void kex_public(void)
{
    if (cairn_kex_public(kcur, pk_pk, sizeof pk_pk, &pk_pkl, pk_sk, pk_skl, NULL) != 0)
        failed = 1;
}
static void kex_shared(void)
{
    if (cairn_kex_derive(kcur, pk_out, sizeof pk_out, &pk_outl, pk_sk, pk_skl, pk_pk, pk_pkl, NULL) != 0)
        failed = 1;
}

int main(void)
{
    size_t i;

    /* distinct key bytes: 3DES refuses a key whose DES keys repeat */
    for (i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)(i * 37 + 11);

    for (i = 0; (cur = cairn_hash_at(i)) != NULL; i++)
        if (!(cur->flags & CAIRN_HASH_FLAG_XOF))
            printf("%s %lu %lu\n", cur->name, measure(hash_op), (unsigned long)cur->ctx_size);
    printf("HMAC-SHA-256 %lu 0\n", measure(hmac_op));
    printf("HKDF-SHA-256 %lu 0\n", measure(hkdf_op));
    printf("PBKDF2-SHA-256 %lu 0\n", measure(pbkdf2_op));
    printf("HMAC-DRBG-SHA-256 %lu %lu\n", measure(drbg_op), (unsigned long)sizeof(drbg));
    for (i = 0; (ccur = cairn_block_cipher_at(i)) != NULL; i++) {
        unsigned long k = measure(cipher_key);
        printf("%s-key-schedule %lu %lu\n", ccur->name, k, (unsigned long)sizeof(cctx));
        printf("%s-CBC-encrypt %lu %lu\n", ccur->name, measure(cipher_cbc_enc), (unsigned long)sizeof(cctx));
        printf("%s-CBC-decrypt %lu %lu\n", ccur->name, measure(cipher_cbc_dec), (unsigned long)sizeof(cctx));
        printf("%s-CTR %lu %lu\n", ccur->name, measure(cipher_ctr), (unsigned long)sizeof(cctx));
    }
    for (i = 0; (acur = cairn_aead_at(i)) != NULL; i++) {
        printf("%s-key %lu %lu\n", acur->name, measure(aead_key), (unsigned long)sizeof(actx));
        printf("%s-encrypt %lu %lu\n", acur->name, measure(aead_enc), (unsigned long)sizeof(actx));
        printf("%s-decrypt %lu %lu\n", acur->name, measure(aead_dec), (unsigned long)sizeof(actx));
    }
    for (i = 0; (scur = cairn_sig_scheme_at(i)) != NULL; i++) {
        if (scur->flags & CAIRN_PK_VARLEN_SECRET) {
            if (sig_fixed_key() != 0) {
                failed = 1;
                continue;
            }
        } else
            printf("%s-keygen %lu 0\n", scur->name, measure(sig_keygen));
        printf("%s-sign %lu 0\n", scur->name, measure(sig_sign));
        printf("%s-verify %lu 0\n", scur->name, measure(sig_verify));
        if (scur->flags & CAIRN_PK_VARLEN_SECRET) {
            if (cairn_sig_load_secret(&lk_sk, scur, pk_sk, pk_skl) != 0 ||
                cairn_sig_load_public(&lk_pk, scur, pk_pk, pk_pkl) != 0) {
                failed = 1;
                continue;
            }
            printf("%s-sign-loaded-key %lu %lu\n", scur->name, measure(sig_sign_loaded), (unsigned long)sizeof lk_sk);
            printf("%s-verify-loaded-key %lu %lu\n", scur->name, measure(sig_verify_loaded),
                   (unsigned long)sizeof lk_pk);
        }
    }
    for (i = 0; (kcur = cairn_kex_scheme_at(i)) != NULL; i++) {
        kex_keygen();
        printf("%s-public-key %lu 0\n", kcur->name, measure(kex_public));
        printf("%s-shared-secret %lu 0\n", kcur->name, measure(kex_shared));
    }
    return failed;
}
