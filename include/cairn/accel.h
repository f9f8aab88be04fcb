/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * CPU feature detection. The feature word is computed once (x86-64: cpuid,
 * with xgetbv to check that the OS saves AVX/AVX-512 state; aarch64:
 * getauxval) and is the only process-wide state the library keeps.
 *
 * The environment variable CAIRN_CPU caps it, so that tests and the benchmark
 * can run every path from one binary:
 *   CAIRN_CPU=none          no accelerated path at all (portable C only)
 *   CAIRN_CPU=-sha,-avx2    remove the named features (names below)
 *   CAIRN_CPU=0x...         keep only the features in this mask
 * On bare-metal builds (CAIRN_HOSTED=0) there is no environment and no CPU
 * probe: ports hand their accelerators in as implementation objects.
 */
#ifndef CAIRN_ACCEL_H
#define CAIRN_ACCEL_H

#include "cairn/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* x86-64 */
#define CAIRN_CPU_X86_SSE2 (1ull << 0)
#define CAIRN_CPU_X86_SSSE3 (1ull << 1)
#define CAIRN_CPU_X86_SSE41 (1ull << 2)
#define CAIRN_CPU_X86_AESNI (1ull << 3)
#define CAIRN_CPU_X86_PCLMUL (1ull << 4)
#define CAIRN_CPU_X86_SHA (1ull << 5)
#define CAIRN_CPU_X86_AVX (1ull << 6)
#define CAIRN_CPU_X86_AVX2 (1ull << 7)
#define CAIRN_CPU_X86_BMI2 (1ull << 8)
#define CAIRN_CPU_X86_ADX (1ull << 9)
#define CAIRN_CPU_X86_AVX512F (1ull << 10)
#define CAIRN_CPU_X86_AVX512VL (1ull << 11)
#define CAIRN_CPU_X86_AVX512BW (1ull << 12)
#define CAIRN_CPU_X86_VAES (1ull << 13)
#define CAIRN_CPU_X86_VPCLMUL (1ull << 14)
#define CAIRN_CPU_X86_GFNI (1ull << 15)
#define CAIRN_CPU_X86_AVX512IFMA (1ull << 16)
#define CAIRN_CPU_X86_BMI1 (1ull << 17)
#define CAIRN_CPU_X86_SHA512 (1ull << 18) /* VSHA512RNDS2/MSG1/MSG2 */
#define CAIRN_CPU_X86_AVX512VBMI (1ull << 19)   /* VPERMB, VPMULTISHIFTQB */
#define CAIRN_CPU_X86_AVX512BITALG (1ull << 20) /* VPSHUFBITQMB */
/* aarch64 */
#define CAIRN_CPU_ARM_NEON (1ull << 32)
#define CAIRN_CPU_ARM_AES (1ull << 33)
#define CAIRN_CPU_ARM_PMULL (1ull << 34)
#define CAIRN_CPU_ARM_SHA1 (1ull << 35)
#define CAIRN_CPU_ARM_SHA2 (1ull << 36)
#define CAIRN_CPU_ARM_SHA512 (1ull << 37)
#define CAIRN_CPU_ARM_SHA3 (1ull << 38)
#define CAIRN_CPU_ARM_SM3 (1ull << 39)
#define CAIRN_CPU_ARM_SM4 (1ull << 40)

/* ---- implementation objects ----
 *
 * Every implementation of every primitive (the AES-NI code of AES, the
 * software compression function of SHA-256, a port's AES peripheral
 * driver) is a struct whose first member is a cairn_impl: its name, the
 * primitive it implements and the CPU features it needs. Each primitive
 * lists its implementations in one NULL-terminated array of
 * `const cairn_impl *`, best first (cairn_aes_impls, cairn_sha256_impls,
 * ...; descriptors point at theirs). A context takes the first usable
 * entry at init, or the object the caller passes to an _init_ex function:
 * any object of the right primitive whose needs this CPU meets, including
 * one defined outside the library. A family header defines the full
 * struct (cairn_block_impl in cipher.h, ...); its object is passed as
 * &obj.base. A port's object normally needs nothing (needs = 0).
 */
typedef struct cairn_impl {
    const char *name; /* "ct64", "x86-aesni", or a port's own name */
    const char *prim; /* the primitive, CAIRN_PRIM_* of the family header ("AES", "SHA-256", ...) */
    uint64_t needs;   /* CAIRN_CPU_* bits it requires; 0 runs on any CPU */
} cairn_impl;

/* 1 when impl is non-NULL and this CPU (after the CAIRN_CPU cap) has every
 * feature impl->needs names, else 0: the library's one availability check. */
int cairn_impl_usable(const cairn_impl *impl);
/* The first usable entry of a NULL-terminated list, NULL if none (or list NULL). */
const cairn_impl *cairn_impl_best(const cairn_impl *const *list);
/* The first entry that needs no CPU feature: the portable implementation the
 * library uses for this word size when nothing faster is usable. It may be
 * code for the build's architecture that uses no optional feature (Poly1305's
 * "x86-64" with baseline x86-64 assembly, the Cortex-M "arm-umaal" bignum
 * engine): needs name optional CPU features, not architectures. */
const cairn_impl *cairn_impl_portable(const cairn_impl *const *list);
/* The entry called name (case and '-', '_', '/', ' ' ignored), usable or
 * not; NULL if the list has none. */
const cairn_impl *cairn_impl_find(const cairn_impl *const *list, const char *name);

/* Features usable on this CPU, after the CAIRN_CPU cap. Computed on first call. */
uint64_t cairn_cpu_features(void);

/* Features the CPU reports, ignoring CAIRN_CPU. */
uint64_t cairn_cpu_features_raw(void);

/* Name of feature bit i ("sha", "avx2", ...), or NULL if the bit is unused. */
const char *cairn_cpu_feature_name(unsigned bit);

#ifdef __cplusplus
}
#endif
#endif
