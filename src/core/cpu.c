/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * CPU feature word. The only process-wide state in the library: computed on
 * first use and then only read. Two threads racing on the first call both
 * compute the same value, and the word is written with a relaxed atomic
 * store where the compiler offers one, so the race is benign.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* getauxval, getenv under -std=c99 */
#endif

#include "cairn/accel.h"
#include "core/internal.h"

#include <string.h>

#if CAIRN_HOSTED
#include <stdlib.h>
#endif

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#define CAIRN_CPU_X86 1
#endif
#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#define CAIRN_CPU_ARM64_LINUX 1
#endif

static const char *const feature_names[64] = {
    [0] = "sse2",      [1] = "ssse3",     [2] = "sse4.1",   [3] = "aesni",    [4] = "pclmul",  [5] = "sha",
    [6] = "avx",       [7] = "avx2",      [8] = "bmi2",     [9] = "adx",      [10] = "avx512f", [11] = "avx512vl",
    [12] = "avx512bw", [13] = "vaes",     [14] = "vpclmul", [15] = "gfni",    [16] = "avx512ifma", [17] = "bmi1", [18] = "sha512",
    [19] = "avx512vbmi", [20] = "avx512bitalg",
    [32] = "neon",     [33] = "aes",
    [34] = "pmull",    [35] = "sha1",     [36] = "sha2",    [37] = "sha512",  [38] = "sha3",    [39] = "sm3",
    [40] = "sm4",
};

/* see cairn/accel.h */
const char *cairn_cpu_feature_name(unsigned bit) { return bit < 64 ? feature_names[bit] : NULL; }

#ifdef CAIRN_CPU_X86
static uint64_t xgetbv0(void)
{
    uint32_t lo, hi;
    __asm__ __volatile__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

static uint64_t detect(void)
{
    unsigned a, b, c, d, max;
    uint64_t f = 0, xcr0 = 0;
    int avx_os = 0, avx512_os = 0;

    if (!__get_cpuid(0, &max, &b, &c, &d))
        return 0;
    __cpuid(1, a, b, c, d);
    if (d & (1u << 26))
        f |= CAIRN_CPU_X86_SSE2;
    if (c & (1u << 9))
        f |= CAIRN_CPU_X86_SSSE3;
    if (c & (1u << 19))
        f |= CAIRN_CPU_X86_SSE41;
    if (c & (1u << 25))
        f |= CAIRN_CPU_X86_AESNI;
    if (c & (1u << 1))
        f |= CAIRN_CPU_X86_PCLMUL;
    /* AVX state is usable only if the OS enabled XSAVE and saves XMM+YMM (XCR0 bits 1,2). */
    if ((c & (1u << 27)) && (c & (1u << 28))) {
        xcr0 = xgetbv0();
        avx_os = (xcr0 & 0x6) == 0x6;
        /* AVX-512 also needs opmask, ZMM_Hi256 and Hi16_ZMM state (bits 5,6,7). */
        avx512_os = avx_os && (xcr0 & 0xe0) == 0xe0;
    }
    if (avx_os)
        f |= CAIRN_CPU_X86_AVX;
    if (max >= 7) {
        unsigned b7, c7, d7, a7;
        __cpuid_count(7, 0, a7, b7, c7, d7);
        (void)d7;
        if (b7 & (1u << 29))
            f |= CAIRN_CPU_X86_SHA;
        if (b7 & (1u << 3))
            f |= CAIRN_CPU_X86_BMI1;
        if (b7 & (1u << 8))
            f |= CAIRN_CPU_X86_BMI2;
        if (b7 & (1u << 19))
            f |= CAIRN_CPU_X86_ADX;
        if (c7 & (1u << 8))
            f |= CAIRN_CPU_X86_GFNI;
        if (avx_os) {
            if (b7 & (1u << 5))
                f |= CAIRN_CPU_X86_AVX2;
            if (c7 & (1u << 9))
                f |= CAIRN_CPU_X86_VAES;
            if (c7 & (1u << 10))
                f |= CAIRN_CPU_X86_VPCLMUL;
            /* subleaf 1 (when leaf 7 has it, its EAX giving the last subleaf): EAX bit 0, SHA512 */
            if (a7 >= 1) {
                unsigned a71, b71, c71, d71;
                __cpuid_count(7, 1, a71, b71, c71, d71);
                (void)b71;
                (void)c71;
                (void)d71;
                if (a71 & 1u)
                    f |= CAIRN_CPU_X86_SHA512;
            }
        }
        if (avx512_os) {
            if (b7 & (1u << 16))
                f |= CAIRN_CPU_X86_AVX512F;
            if (b7 & (1u << 31))
                f |= CAIRN_CPU_X86_AVX512VL;
            if (b7 & (1u << 30))
                f |= CAIRN_CPU_X86_AVX512BW;
            if (b7 & (1u << 21))
                f |= CAIRN_CPU_X86_AVX512IFMA;
            if (c7 & (1u << 1))
                f |= CAIRN_CPU_X86_AVX512VBMI;
            if (c7 & (1u << 12))
                f |= CAIRN_CPU_X86_AVX512BITALG;
        }
    }
    return f;
}
#elif defined(CAIRN_CPU_ARM64_LINUX)
/* Linux HWCAP bits for aarch64 (asm/hwcap.h), spelled out so old headers still build. */
static uint64_t detect(void)
{
    unsigned long h = getauxval(AT_HWCAP);
    uint64_t f = 0;
    if (h & (1ul << 1))
        f |= CAIRN_CPU_ARM_NEON; /* ASIMD */
    if (h & (1ul << 3))
        f |= CAIRN_CPU_ARM_AES;
    if (h & (1ul << 4))
        f |= CAIRN_CPU_ARM_PMULL;
    if (h & (1ul << 5))
        f |= CAIRN_CPU_ARM_SHA1;
    if (h & (1ul << 6))
        f |= CAIRN_CPU_ARM_SHA2;
    if (h & (1ul << 17))
        f |= CAIRN_CPU_ARM_SHA3;
    if (h & (1ul << 18))
        f |= CAIRN_CPU_ARM_SM3;
    if (h & (1ul << 19))
        f |= CAIRN_CPU_ARM_SM4;
    if (h & (1ul << 21))
        f |= CAIRN_CPU_ARM_SHA512;
    return f;
}
#elif CAIRN_HOSTED
static uint64_t detect(void) { return 0; }
#endif

#if CAIRN_HOSTED
static int name_eq(const char *s, size_t n, const char *name)
{
    size_t i;
    if (strlen(name) != n)
        return 0;
    for (i = 0; i < n; i++) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != name[i])
            return 0;
    }
    return 1;
}

/* Apply CAIRN_CPU: "none", "0x<mask>", or a comma list of "-name" removals. Unknown words are ignored. */
static uint64_t apply_cap(uint64_t f)
{
    const char *e = getenv("CAIRN_CPU");
    if (e == NULL || *e == 0)
        return f;
    if (name_eq(e, strlen(e), "none"))
        return 0;
    if (e[0] == '0' && (e[1] == 'x' || e[1] == 'X'))
        return f & strtoull(e, NULL, 16);
    while (*e) {
        const char *end = strchr(e, ',');
        size_t n = end ? (size_t)(end - e) : strlen(e);
        if (n > 1 && e[0] == '-') {
            unsigned bit;
            for (bit = 0; bit < 64; bit++)
                if (feature_names[bit] && name_eq(e + 1, n - 1, feature_names[bit]))
                    f &= ~(1ull << bit);
        }
        e += n;
        if (*e == ',')
            e++;
    }
    return f;
}
#elif defined(CAIRN_CPU_X86)
static uint64_t apply_cap(uint64_t f) { return f; }
#endif

/* Bit 63 marks "computed", so a CPU with no features is not re-probed every call. */
#define COMPUTED (1ull << 63)

/* Cores without lock-free 64-bit atomics (Cortex-M: no LDREXD) would need
 * libatomic, which bare-metal toolchains lack; there the word is accessed
 * plainly. That is safe: detect() probes only x86-64 and aarch64 Linux,
 * which have the atomics; elsewhere every writer stores COMPUTED with no
 * feature bit, so any read, torn or not, yields no features. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__GCC_ATOMIC_LLONG_LOCK_FREE) && \
    __GCC_ATOMIC_LLONG_LOCK_FREE == 2
#define LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#else
#define LOAD(p) (*(p))
#define STORE(p, v) (*(p) = (v))
#endif

#if !defined(CAIRN_CPU_X86) && !defined(CAIRN_CPU_ARM64_LINUX) && !CAIRN_HOSTED
/* Nothing to probe and no environment to read: no features, known at build
 * time, so no cached words either. */

/* see cairn/accel.h */
uint64_t cairn_cpu_features_raw(void) { return 0; }

/* see cairn/accel.h */
uint64_t cairn_cpu_features(void) { return 0; }
#else
static uint64_t raw_word, capped_word;

/* see cairn/accel.h */
uint64_t cairn_cpu_features_raw(void)
{
    uint64_t w = LOAD(&raw_word);
    if (!(w & COMPUTED)) {
        w = detect() | COMPUTED;
        STORE(&raw_word, w);
    }
    return w & ~COMPUTED;
}

/* see cairn/accel.h */
uint64_t cairn_cpu_features(void)
{
    uint64_t w = LOAD(&capped_word);
    if (!(w & COMPUTED)) {
        w = apply_cap(cairn_cpu_features_raw()) | COMPUTED;
        STORE(&capped_word, w);
    }
    return w & ~COMPUTED;
}
#endif

/* ---- implementation objects ---- */

/* see cairn/accel.h */
int cairn_impl_usable(const cairn_impl *impl)
{
    if (impl == NULL)
        return 0;
    /* a portable object or a port's driver needs nothing: no CPU probe */
    return impl->needs == 0 || (cairn_cpu_features() & impl->needs) == impl->needs;
}

/* see cairn/accel.h */
const cairn_impl *cairn_impl_best(const cairn_impl *const *list)
{
    size_t i;
    for (i = 0; list != NULL && list[i] != NULL; i++)
        if (cairn_impl_usable(list[i]))
            return list[i];
    return NULL;
}

/* see cairn/accel.h */
const cairn_impl *cairn_impl_portable(const cairn_impl *const *list)
{
    size_t i;
    for (i = 0; list != NULL && list[i] != NULL; i++)
        if (list[i]->needs == 0)
            return list[i];
    return NULL;
}

/* see cairn/accel.h */
const cairn_impl *cairn_impl_find(const cairn_impl *const *list, const char *name)
{
    size_t i;
    for (i = 0; list != NULL && name != NULL && list[i] != NULL; i++)
        if (list[i]->name != NULL && cairn_name_match(list[i]->name, name))
            return list[i];
    return NULL;
}

/* see core/internal.h */
/* Equal strings (names are public): a short loop rather than strcmp, which
 * would pull the C library's into every bare-metal image through here. */
static int same_name(const char *a, const char *b)
{
    if (a == b)
        return 1;
    while (*a != 0 && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

int cairn_impl_accept(const cairn_impl *impl, const char *prim)
{
    if (impl == NULL || impl->prim == NULL || prim == NULL || !same_name(impl->prim, prim))
        return CAIRN_ERR_BAD_ARG;
    return cairn_impl_usable(impl) ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
}
