/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#ifndef CAIRN_TESTS_SIGN_OVERLAP_H
#define CAIRN_TESTS_SIGN_OVERLAP_H

#include <stddef.h>
#include <stdint.h>

#include "testutil.h"

/* A signing function and its verifier in the shape of cairn_ed448_sign and
 * cairn_ed448_verify (a scheme without a context wraps its function and
 * ignores ctx). */
typedef int (*tu_sign_fn)(uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                          const uint8_t *keypair);
typedef int (*tu_verify_fn)(const uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                            const uint8_t *pub);

/* Signs with sig overlapping the message (at several offsets, before, inside
 * and after its start), the context (when has_ctx) and the keypair (seed ||
 * public, public = keypair + kplen / 2), and checks that each call returns
 * CAIRN_OK with the signature of separate buffers, which verifies. */
void tu_sign_overlap(const char *name, tu_sign_fn sign, tu_verify_fn verify, size_t siglen, const uint8_t *keypair,
                     size_t kplen, int has_ctx, tu_prng *r);

#endif
