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

#include "cairn.h"

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

/* Curve25519/448: the benchmark's operations, keys in static memory. */
static uint8_t kp25519[CAIRN_ED25519_KEYPAIR_LEN], sig25519[CAIRN_ED25519_SIG_LEN], pub25519[32];
static uint8_t kp448[CAIRN_ED448_KEYPAIR_LEN], sig448[CAIRN_ED448_SIG_LEN], pub448[56];
static void x25519_pub(void)
{
    if (cairn_x25519_public(pub25519, buf) != 0)
        failed = 1;
}
static void x25519_shared(void)
{
    if (cairn_x25519(out, buf + 32, pub25519) != 0)
        failed = 1;
}
static void ed25519_keygen(void)
{
    if (cairn_ed25519_keypair_from_seed(kp25519, buf) != 0)
        failed = 1;
}
static void ed25519_sign(void)
{
    if (cairn_ed25519_sign(sig25519, buf, 64, kp25519) != 0)
        failed = 1;
}
static void ed25519_verify(void)
{
    if (cairn_ed25519_verify(sig25519, buf, 64, kp25519 + 32) != 0)
        failed = 1;
}
static void x448_pub(void)
{
    if (cairn_x448_public(pub448, buf) != 0)
        failed = 1;
}
static void x448_shared(void)
{
    if (cairn_x448(out, buf + 64, pub448) != 0)
        failed = 1;
}
static void ed448_keygen(void)
{
    if (cairn_ed448_keypair_from_seed(kp448, buf) != 0)
        failed = 1;
}
static void ed448_sign(void)
{
    if (cairn_ed448_sign(sig448, buf, 64, NULL, 0, kp448) != 0)
        failed = 1;
}
static void ed448_verify(void)
{
    if (cairn_ed448_verify(sig448, buf, 64, NULL, 0, kp448 + 57) != 0)
        failed = 1;
}

int main(void)
{
    size_t i;

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
    printf("X25519-public-key %lu 0\n", measure(x25519_pub));
    printf("X25519-shared-secret %lu 0\n", measure(x25519_shared));
    printf("Ed25519-keypair-from-seed %lu 0\n", measure(ed25519_keygen));
    printf("Ed25519-sign %lu 0\n", measure(ed25519_sign));
    printf("Ed25519-verify %lu 0\n", measure(ed25519_verify));
    printf("X448-public-key %lu 0\n", measure(x448_pub));
    printf("X448-shared-secret %lu 0\n", measure(x448_shared));
    printf("Ed448-keypair-from-seed %lu 0\n", measure(ed448_keygen));
    printf("Ed448-sign %lu 0\n", measure(ed448_sign));
    printf("Ed448-verify %lu 0\n", measure(ed448_verify));
    return failed;
}
