/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Generic hash layer: the descriptor list of this build, lookup by name, and
 * init/update/final over any descriptor. */
#include "cairn/hash.h"
#include "core/internal.h"

/* The table's hashes, in its order (the benchmark's rows, then the rest). */
static const cairn_hash *const all_hashes[] = {
#define CAIRN_ALG_HASH(sym, name, row, ossl, size) &cairn_hash_##sym,
#include "core/algorithms.def"
    NULL};

/* see cairn/hash.h */
const cairn_hash *cairn_hash_at(size_t i)
{
    return i < sizeof all_hashes / sizeof all_hashes[0] ? all_hashes[i] : NULL;
}

/* see cairn/hash.h */
int cairn_hash_lookup(const cairn_hash **out, const char *name)
{
    size_t i;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    *out = NULL;
    if (name == NULL)
        return CAIRN_ERR_BAD_ARG;
    for (i = 0; all_hashes[i] != NULL; i++) {
        if (cairn_name_match(all_hashes[i]->name, name)) {
            *out = all_hashes[i];
            return CAIRN_OK;
        }
    }
    return CAIRN_ERR_NOT_FOUND;
}

/* see cairn/hash.h */
int cairn_hash_bind(cairn_hash *out, const cairn_hash *base, const cairn_impl *impl)
{
    int rc;
    if (out == NULL || base == NULL || base->impls == NULL || base->impls[0] == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(impl, base->impls[0]->prim);
    if (rc != CAIRN_OK)
        return rc;
    *out = *base;
    out->impl = impl;
    return CAIRN_OK;
}

/* A descriptor the generic functions can run: the struct is public, so a
 * caller's own must have its three functions and a context that fits the
 * state union (HMAC and the AEADs check the same before using one). */
static int hash_desc_ok(const cairn_hash *hash)
{
    return hash != NULL && hash->init != NULL && hash->update != NULL && hash->final != NULL &&
           hash->ctx_size <= sizeof(cairn_hash_state);
}

/* see cairn/hash.h */
int cairn_hash_init(cairn_hash_ctx *ctx, const cairn_hash *hash)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    ctx->hash = NULL;
    if (!hash_desc_ok(hash))
        return CAIRN_ERR_BAD_ARG;
    ctx->hash = hash;
    return hash->init(&ctx->st, hash->impl);
}

/* see cairn/hash.h */
int cairn_hash_update(cairn_hash_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->hash == NULL)
        return CAIRN_ERR_STATE;
    return ctx->hash->update(&ctx->st, in, len);
}

/* see cairn/hash.h */
int cairn_hash_final(cairn_hash_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->hash == NULL)
        return CAIRN_ERR_STATE;
    return ctx->hash->final(&ctx->st, out, outlen);
}

/* see cairn/hash.h */
void cairn_hash_wipe(cairn_hash_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* see cairn/hash.h */
int cairn_hash_digest(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    cairn_hash_state st;
    int rc;
    if (!hash_desc_ok(hash))
        return CAIRN_ERR_BAD_ARG;
    rc = hash->init(&st, hash->impl);
    if (rc == CAIRN_OK)
        rc = hash->update(&st, in, len);
    if (rc == CAIRN_OK)
        rc = hash->final(&st, out, outlen);
    cairn_wipe(&st, sizeof st);
    return rc;
}
