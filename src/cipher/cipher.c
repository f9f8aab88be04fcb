/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Generic block-cipher layer: the descriptor list of this build, lookup by
 * name, and keying a context with the best implementation or a named one. */
#include "cipher/cipher_internal.h"

/* The table's block ciphers, in its order. */
static const cairn_block_cipher *const all_ciphers[] = {
#define CAIRN_ALG_CIPHER(sym, name, size) &cairn_cipher_##sym,
#include "core/algorithms.def"
    NULL};

/* see cairn/cipher.h */
const cairn_block_cipher *cairn_block_cipher_at(size_t i)
{
    size_t k;
    for (k = 0; k < i && all_ciphers[k] != NULL; k++)
        ;
    return all_ciphers[k];
}

/* see cairn/cipher.h */
int cairn_block_cipher_lookup(const cairn_block_cipher **out, const char *name)
{
    size_t i;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    *out = NULL;
    if (name == NULL)
        return CAIRN_ERR_BAD_ARG;
    for (i = 0; all_ciphers[i] != NULL; i++) {
        if (cairn_name_match(all_ciphers[i]->name, name)) {
            *out = all_ciphers[i];
            return CAIRN_OK;
        }
    }
    return CAIRN_ERR_NOT_FOUND;
}

static int key_len_ok(const cairn_block_cipher *cipher, size_t keylen)
{
    if (keylen == cipher->key_len)
        return 1;
#if CAIRN_ENABLE_DES3
    /* two-key 3DES (K3 = K1). 3DES is the one cipher with 8-byte blocks: told
     * by that, not by the descriptor's address, which would link 3DES into
     * every image that keys a cipher. */
    if (cipher->block_len == CAIRN_DES3_BLOCK_LEN && keylen == CAIRN_DES3_KEY2_LEN)
        return 1;
#endif
    return 0;
}

static int cipher_key(cairn_cipher_ctx *ctx, const cairn_block_cipher *cipher, const cairn_impl *obj,
                      const uint8_t *key, size_t keylen)
{
    const cairn_block_impl *impl;
    uint64_t keep;
    size_t i;
    int rc;

    /* the previous key's schedule goes first: a refused re-key leaves none */
    cairn_wipe(ctx->ks, sizeof ctx->ks);
    ctx->ready = 0;
    ctx->cipher = NULL;
    ctx->impl = NULL;
    if (cipher == NULL || cipher->impls == NULL || cipher->impls[0] == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(obj, cipher->impls[0]->prim);
    if (rc != CAIRN_OK)
        return rc;
    impl = (const cairn_block_impl *)obj;
    if (impl->set_key == NULL || impl->encrypt == NULL || impl->decrypt == NULL ||
        impl->block_len != cipher->block_len)
        return CAIRN_ERR_BAD_ARG;
    if (!key_len_ok(cipher, keylen))
        return CAIRN_ERR_BAD_LENGTH;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* The status may depend on the secret key (3DES refuses equal DES keys),
     * so no branch on it: a refused key leaves a zero schedule and a context
     * that is not ready (every mode refuses it), both applied with a mask. */
    rc = impl->set_key(ctx->ks, key, keylen);
    keep = cairn_ct_mask64(cairn_ct_iszero32((uint32_t)rc));
    for (i = 0; i < CAIRN_CIPHER_KS_WORDS; i++)
        ctx->ks[i] &= keep;
    ctx->cipher = cipher;
    ctx->impl = impl;
    ctx->ready = CAIRN_CIPHER_READY & (uint32_t)keep;
    return rc;
}

/* see cairn/cipher.h */
int cairn_cipher_init(cairn_cipher_ctx *ctx, const cairn_block_cipher *cipher, const uint8_t *key, size_t keylen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cipher_key(ctx, cipher, cipher != NULL ? cairn_impl_best(cipher->impls) : NULL, key, keylen);
}

/* see cairn/cipher.h */
int cairn_cipher_init_ex(cairn_cipher_ctx *ctx, const cairn_block_cipher *cipher, const cairn_impl *impl,
                         const uint8_t *key, size_t keylen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cipher_key(ctx, cipher, impl, key, keylen);
}

/* see cairn/cipher.h */
void cairn_cipher_wipe(cairn_cipher_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}
