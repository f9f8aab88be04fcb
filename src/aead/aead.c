/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Generic AEAD layer: the descriptor list of this build in the benchmark's
 * order, lookup by name, and the keyed generic context. Arguments are
 * checked in one layer: this file checks what is generic (the context, the
 * implementation objects against the descriptor's parts); lengths, NULL
 * buffers and limits are the construction's own checks, which its
 * descriptor functions reach unchanged.
 */
#include "cairn/aead.h"
#include "core/internal.h"

/* The table's AEADs, in its order: the reference AEAD table's, then the rest. */
static const cairn_aead *const all_aeads[] = {
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) &cairn_aead_##sym,
#include "core/algorithms.def"
    NULL};

/* see cairn/aead.h */
const cairn_aead *cairn_aead_at(size_t i)
{
    size_t k;
    for (k = 0; k < i && all_aeads[k] != NULL; k++)
        ;
    return all_aeads[k];
}

/* see cairn/aead.h */
int cairn_aead_lookup(const cairn_aead **out, const char *name)
{
    size_t i;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    *out = NULL;
    if (name == NULL)
        return CAIRN_ERR_BAD_ARG;
    for (i = 0; all_aeads[i] != NULL; i++) {
        if (cairn_name_match(all_aeads[i]->name, name)) {
            *out = all_aeads[i];
            return CAIRN_OK;
        }
    }
    return CAIRN_ERR_NOT_FOUND;
}

/* A descriptor this layer can drive: every callback present and a state
 * that fits the generic context (a caller's own descriptor may not). */
static int aead_usable(const cairn_aead *a)
{
    return a != NULL && a->init != NULL && a->encrypt != NULL && a->decrypt != NULL &&
           a->state_size <= CAIRN_AEAD_STATE_WORDS * sizeof(uint64_t) && a->tag_len <= CAIRN_AEAD_MAX_TAG_LEN &&
           a->key_len <= CAIRN_AEAD_MAX_KEY_LEN;
}

/* A part object given to init_ex: of the part's primitive and usable here. */
static int part_ok(const cairn_impl *const *list, const cairn_impl *impl)
{
    if (impl == NULL)
        return CAIRN_OK;
    if (list == NULL || list[0] == NULL)
        return CAIRN_ERR_BAD_ARG; /* the descriptor has no such part */
    return cairn_impl_accept(impl, list[0]->prim);
}

/* Everything but init_ex's object checks: the context (its descriptor
 * cleared first, so a failed init leaves it refused), the descriptor, the
 * key, then the descriptor's keying. cairn_aead_init is this alone, so an
 * image that names no object does not link those checks; init_ex runs the
 * first two checks before its own, then all of this. */
static int aead_init_as(cairn_aead_ctx *ctx, const cairn_aead *aead, const cairn_impl *const impl[2],
                        const uint8_t *key, size_t keylen)
{
    int rc;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* the previous key's state goes first: a refused re-key leaves none */
    cairn_wipe(ctx->state, sizeof ctx->state);
    ctx->aead = NULL;
    if (!aead_usable(aead))
        return CAIRN_ERR_BAD_ARG;
    if (impl == NULL)
        return CAIRN_OK; /* init_ex's first step */
    if (keylen != aead->key_len)
        return CAIRN_ERR_BAD_LENGTH;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = aead->init(ctx->state, impl, key, keylen);
    if (rc != CAIRN_OK) {
        cairn_wipe(ctx->state, sizeof ctx->state);
        return rc;
    }
    ctx->aead = aead;
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_aead_init_ex(cairn_aead_ctx *ctx, const cairn_aead *aead, const cairn_impl *cipher_impl,
                       const cairn_impl *hash_impl, const uint8_t *key, size_t keylen)
{
    const cairn_impl *impl[2];
    int rc = aead_init_as(ctx, aead, NULL, key, keylen);

    if (rc == CAIRN_OK)
        rc = part_ok(aead->parts[0], cipher_impl);
    if (rc == CAIRN_OK)
        rc = part_ok(aead->parts[1], hash_impl);
    if (rc != CAIRN_OK)
        return rc;
    impl[0] = cipher_impl;
    impl[1] = hash_impl;
    return aead_init_as(ctx, aead, impl, key, keylen);
}

/* see cairn/aead.h */
int cairn_aead_init(cairn_aead_ctx *ctx, const cairn_aead *aead, const uint8_t *key, size_t keylen)
{
    static const cairn_impl *const none[2] = {NULL, NULL};

    return aead_init_as(ctx, aead, none, key, keylen);
}

/* see cairn/aead.h */
int cairn_aead_encrypt(const cairn_aead_ctx *ctx, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                       size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->aead == NULL)
        return CAIRN_ERR_STATE;
    return ctx->aead->encrypt(ctx->state, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);
}

/* see cairn/aead.h */
int cairn_aead_decrypt(const cairn_aead_ctx *ctx, uint8_t *out, const uint8_t *tag, size_t taglen,
                       const uint8_t *nonce, size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in,
                       size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->aead == NULL)
        return CAIRN_ERR_STATE;
    /* The construction wipes out on CAIRN_ERR_AUTH (test_aead checks each
     * one directly). No branch here on the verdict: it derives from the key
     * and the tag, and stays undeclassified until the caller reads it. */
    return ctx->aead->decrypt(ctx->state, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);
}

/* see cairn/aead.h */
void cairn_aead_wipe(cairn_aead_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}
