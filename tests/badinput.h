/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad-input checks of the families added after the foundation, one file per
 * family (tests/badinput_<family>.c, listed once in tests/badinput_families.h),
 * each run from test_badinput's main. tests/badinput_coverage.sh reads
 * test_badinput.c and every badinput_*.c.
 */
#ifndef CAIRN_TESTS_BADINPUT_H
#define CAIRN_TESTS_BADINPUT_H

#include "cairn/config.h"
#include "cairn/hash.h"

#define BADINPUT_FAMILY(name) void badinput_##name(void);
#include "badinput_families.h"
#undef BADINPUT_FAMILY

/* The hash of the checks written over one (HMAC, HKDF, PBKDF2, the DRBG,
 * ECDSA's nonces): SHA-256, or in a build without it the first of SHA-512,
 * SHA3-256, SM3 and SHA-1 it has; left undefined in a build with none of them. */
#if CAIRN_ENABLE_SHA256
#define BADINPUT_HASH cairn_hash_sha256
#elif CAIRN_ENABLE_SHA512
#define BADINPUT_HASH cairn_hash_sha512
#elif CAIRN_ENABLE_SHA3
#define BADINPUT_HASH cairn_hash_sha3_256
#elif CAIRN_ENABLE_SM3
#define BADINPUT_HASH cairn_hash_sm3
#elif CAIRN_ENABLE_SHA1
#define BADINPUT_HASH cairn_hash_sha1
#endif

/* A caller's copy of h whose digest would not fit RFC 6979's K and V (nor
 * HMAC's buffers), which DSA and ECDSA signing refuse before anything runs:
 * which 0, a digest_len above CAIRN_HASH_MAX_DIGEST_LEN; 1, digest_len 0. */
static inline cairn_hash badinput_unfit_hash(const cairn_hash *h, int which)
{
    cairn_hash bad = *h;
    bad.digest_len = which == 0 ? CAIRN_HASH_MAX_DIGEST_LEN + 16 : 0;
    return bad;
}

#endif
