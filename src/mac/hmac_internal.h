/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC's check of a hash descriptor, for the layers above that key HMAC
 * with a caller's descriptor (src/rng/rfc6979.c) and want its verdict
 * before they do anything else. Internal.
 */
#ifndef CAIRN_MAC_HMAC_INTERNAL_H
#define CAIRN_MAC_HMAC_INTERNAL_H

#include "cairn/hash.h"

/* CAIRN_OK for a descriptor (not NULL) cairn_hmac_init can key: a
 * fixed-output hash whose digest fits CAIRN_HASH_MAX_DIGEST_LEN, no longer
 * than its block, a block within CAIRN_HASH_MAX_BLOCK_LEN and a context
 * within cairn_hash_state; else CAIRN_ERR_UNSUPPORTED (an XOF, Ascon-Hash256,
 * a foreign descriptor that would overflow the fixed buffers). */
int cairn_hmac_check_hash(const cairn_hash *hash);

#endif
