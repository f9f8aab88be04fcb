/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The typed hash API of this build as an X-macro, so every test that walks
 * the per-algorithm functions (test_hash, test_badinput) uses one list:
 *   CAIRN_TYPED_HASHES(FIXED, XOF)
 * expands FIXED(name, ctx_type, init, init_ex, update, final, oneshot,
 * digest_len, wipe) for each fixed-output hash and XOF(name, ctx_type, init,
 * init_ex, update, squeeze, oneshot, wipe) for each XOF, skipping algorithms
 * disabled in cairn/config.h. cairn_hash_<name> is the algorithm's
 * descriptor (its impls field the primitive's implementation objects).
 */
#ifndef CAIRN_TESTS_HASH_TYPED_LIST_H
#define CAIRN_TESTS_HASH_TYPED_LIST_H

#include "cairn/hash.h"

#if CAIRN_ENABLE_MD5
#define CAIRN_TH_MD5(F, X)                                                                                          \
    F(md5, cairn_md5_ctx, cairn_md5_init, cairn_md5_init_ex, cairn_md5_update, cairn_md5_final, cairn_md5, 16,      \
      cairn_md5_wipe)
#else
#define CAIRN_TH_MD5(F, X)
#endif
#if CAIRN_ENABLE_SHA1
#define CAIRN_TH_SHA1(F, X)                                                                                         \
    F(sha1, cairn_sha1_ctx, cairn_sha1_init, cairn_sha1_init_ex, cairn_sha1_update, cairn_sha1_final, cairn_sha1,   \
      20, cairn_sha1_wipe)
#else
#define CAIRN_TH_SHA1(F, X)
#endif
#if CAIRN_ENABLE_SHA256
#define CAIRN_TH_SHA256(F, X)                                                                                       \
    F(sha224, cairn_sha224_ctx, cairn_sha224_init, cairn_sha224_init_ex, cairn_sha224_update, cairn_sha224_final,    \
      cairn_sha224, 28, cairn_sha256_wipe)                                                                          \
    F(sha256, cairn_sha256_ctx, cairn_sha256_init, cairn_sha256_init_ex, cairn_sha256_update, cairn_sha256_final,    \
      cairn_sha256, 32, cairn_sha256_wipe)
#else
#define CAIRN_TH_SHA256(F, X)
#endif
#if CAIRN_ENABLE_SHA512
#define CAIRN_TH_SHA512(F, X)                                                                                       \
    F(sha384, cairn_sha384_ctx, cairn_sha384_init, cairn_sha384_init_ex, cairn_sha384_update, cairn_sha384_final,    \
      cairn_sha384, 48, cairn_sha512_wipe)                                                                          \
    F(sha512, cairn_sha512_ctx, cairn_sha512_init, cairn_sha512_init_ex, cairn_sha512_update, cairn_sha512_final,    \
      cairn_sha512, 64, cairn_sha512_wipe)                                                                          \
    F(sha512_224, cairn_sha512_224_ctx, cairn_sha512_224_init, cairn_sha512_224_init_ex, cairn_sha512_224_update,    \
      cairn_sha512_224_final, cairn_sha512_224, 28, cairn_sha512_wipe)                                               \
    F(sha512_256, cairn_sha512_256_ctx, cairn_sha512_256_init, cairn_sha512_256_init_ex, cairn_sha512_256_update,    \
      cairn_sha512_256_final, cairn_sha512_256, 32, cairn_sha512_wipe)
#else
#define CAIRN_TH_SHA512(F, X)
#endif
#if CAIRN_ENABLE_SHA3
#define CAIRN_TH_SHA3(F, X)                                                                                         \
    F(sha3_224, cairn_sha3_ctx, cairn_sha3_224_init, cairn_sha3_224_init_ex, cairn_sha3_update, cairn_sha3_final,    \
      cairn_sha3_224, 28, cairn_sha3_wipe)                                                                          \
    F(sha3_256, cairn_sha3_ctx, cairn_sha3_256_init, cairn_sha3_256_init_ex, cairn_sha3_update, cairn_sha3_final,    \
      cairn_sha3_256, 32, cairn_sha3_wipe)                                                                          \
    F(sha3_384, cairn_sha3_ctx, cairn_sha3_384_init, cairn_sha3_384_init_ex, cairn_sha3_update, cairn_sha3_final,    \
      cairn_sha3_384, 48, cairn_sha3_wipe)                                                                          \
    F(sha3_512, cairn_sha3_ctx, cairn_sha3_512_init, cairn_sha3_512_init_ex, cairn_sha3_update, cairn_sha3_final,    \
      cairn_sha3_512, 64, cairn_sha3_wipe)                                                                          \
    X(shake128, cairn_shake_ctx, cairn_shake128_init, cairn_shake128_init_ex, cairn_shake_update,                    \
      cairn_shake_squeeze, cairn_shake128, cairn_sha3_wipe)                                                         \
    X(shake256, cairn_shake_ctx, cairn_shake256_init, cairn_shake256_init_ex, cairn_shake_update,                    \
      cairn_shake_squeeze, cairn_shake256, cairn_sha3_wipe)
#else
#define CAIRN_TH_SHA3(F, X)
#endif
#if CAIRN_ENABLE_SM3
#define CAIRN_TH_SM3(F, X)                                                                                          \
    F(sm3, cairn_sm3_ctx, cairn_sm3_init, cairn_sm3_init_ex, cairn_sm3_update, cairn_sm3_final, cairn_sm3, 32,       \
      cairn_sm3_wipe)
#else
#define CAIRN_TH_SM3(F, X)
#endif
#if CAIRN_ENABLE_ASCON
#define CAIRN_TH_ASCON(F, X)                                                                                        \
    F(ascon_hash256, cairn_ascon_hash_ctx, cairn_ascon_hash256_init, cairn_ascon_hash256_init_ex,                    \
      cairn_ascon_hash256_update, cairn_ascon_hash256_final, cairn_ascon_hash256, 32, cairn_ascon_hash_wipe)        \
    X(ascon_xof128, cairn_ascon_hash_ctx, cairn_ascon_xof128_init, cairn_ascon_xof128_init_ex,                       \
      cairn_ascon_xof128_update, cairn_ascon_xof128_squeeze, cairn_ascon_xof128, cairn_ascon_hash_wipe)
#else
#define CAIRN_TH_ASCON(F, X)
#endif

#define CAIRN_TYPED_HASHES(F, X)                                                                                    \
    CAIRN_TH_MD5(F, X) CAIRN_TH_SHA1(F, X) CAIRN_TH_SHA256(F, X) CAIRN_TH_SHA512(F, X) CAIRN_TH_SHA3(F, X)           \
        CAIRN_TH_SM3(F, X) CAIRN_TH_ASCON(F, X)

#endif
