/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The argument contract of the cairn_hash descriptor entry points
 * (cairn/hash.h), in one place for every hash front end in src/hash/.
 * Internal, not installed.
 */
#ifndef CAIRN_HASH_HASH_INTERNAL_H
#define CAIRN_HASH_HASH_INTERNAL_H

#include "cairn/hash.h"
#include "core/internal.h"

/* Before a fixed-length hash's descriptor final: a NULL context or output
 * is CAIRN_ERR_BAD_ARG, an outlen other than the digest length
 * CAIRN_ERR_BAD_LENGTH. */
CAIRN_INLINE int cairn_hash_final_check(const void *ctx, const uint8_t *out, size_t outlen, size_t digest_len)
{
    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    return outlen == digest_len ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH;
}

/* Before a descriptor's init_hw calls init_ex with the accelerated
 * implementation impl: a NULL context is CAIRN_ERR_BAD_ARG, a CPU without
 * the implementation (impl NULL) CAIRN_ERR_UNSUPPORTED. */
CAIRN_INLINE int cairn_hash_hw_check(const void *ctx, const void *impl)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    return impl != NULL ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
}

#endif
