/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Core: status strings, constant-time helpers against plain reference
 * arithmetic, wipe, endian load/store, CPU feature detection and its cap. */
#include <stdlib.h>
#include <string.h>

#include "cairn.h"
#include "core/internal.h"
#include "testutil.h"

static void test_status(void)
{
    static const int codes[] = {CAIRN_OK,
                                CAIRN_ERR_BAD_ARG,
                                CAIRN_ERR_BAD_LENGTH,
                                CAIRN_ERR_BUFFER_TOO_SMALL,
                                CAIRN_ERR_AUTH,
                                CAIRN_ERR_BAD_SIGNATURE,
                                CAIRN_ERR_INVALID_KEY,
                                CAIRN_ERR_INVALID_POINT,
                                CAIRN_ERR_RNG,
                                CAIRN_ERR_UNSUPPORTED,
                                CAIRN_ERR_NOT_FOUND,
                                CAIRN_ERR_BAD_PADDING,
                                CAIRN_ERR_STATE,
                                CAIRN_ERR_RESEED_REQUIRED,
                                CAIRN_ERR_DECODE,
                                CAIRN_ERR_FAULT};
    size_t n = sizeof codes / sizeof codes[0], i, j;
    const char *unknown = cairn_strerror(12345);
    CHECK(unknown != NULL && strcmp(unknown, "unknown status") == 0, "strerror of an unknown code");
    CHECK(strcmp(cairn_strerror(-100), "unknown status") == 0, "strerror(-100)");
    for (i = 0; i < n; i++) {
        const char *s = cairn_strerror(codes[i]);
        CHECK(s != NULL && *s && strcmp(s, unknown) != 0, "strerror(%d) names the status", codes[i]);
        if (i > 0)
            CHECK(codes[i] < 0, "error %d is negative", codes[i]);
        for (j = 0; j < i; j++)
            CHECK(strcmp(s, cairn_strerror(codes[j])) != 0, "strerror(%d) distinct from %d", codes[i], codes[j]);
    }
    CHECK(strcmp(cairn_version(), CAIRN_VERSION_STRING) == 0, "version string");
}

static const uint32_t edge32[] = {0, 1, 2, 3, 0x7f, 0x80, 0xff, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe,
                                  0xffffffff, 0x12345678, 0xdeadbeef};
static const uint64_t edge64[] = {0,
                                  1,
                                  2,
                                  0xffffffffull,
                                  0x100000000ull,
                                  0x7fffffffffffffffull,
                                  0x8000000000000000ull,
                                  0x8000000000000001ull,
                                  0xfffffffffffffffeull,
                                  0xffffffffffffffffull,
                                  0x0123456789abcdefull};

static void test_ct_words(void)
{
    size_t i, j, n32 = sizeof edge32 / sizeof edge32[0], n64 = sizeof edge64 / sizeof edge64[0];
    tu_prng r;
    tu_prng_seed(&r, 1);
    for (i = 0; i < n32 + 200; i++) {
        uint32_t x = i < n32 ? edge32[i] : (uint32_t)tu_prng_next(&r);
        CHECK(cairn_ct_nonzero32(x) == (x != 0), "nonzero32(%08lx)", (unsigned long)x);
        CHECK(cairn_ct_iszero32(x) == (x == 0), "iszero32(%08lx)", (unsigned long)x);
        for (j = 0; j < n32 + 20; j++) {
            uint32_t y = j < n32 ? edge32[j] : (uint32_t)tu_prng_next(&r);
            CHECK(cairn_ct_eq32(x, y) == (x == y), "eq32(%08lx,%08lx)", (unsigned long)x, (unsigned long)y);
            CHECK(cairn_ct_lt32(x, y) == (x < y), "lt32(%08lx,%08lx)", (unsigned long)x, (unsigned long)y);
            CHECK(cairn_ct_gt32(x, y) == (x > y), "gt32(%08lx,%08lx)", (unsigned long)x, (unsigned long)y);
            CHECK(cairn_ct_le32(x, y) == (x <= y), "le32(%08lx,%08lx)", (unsigned long)x, (unsigned long)y);
            CHECK(cairn_ct_ge32(x, y) == (x >= y), "ge32(%08lx,%08lx)", (unsigned long)x, (unsigned long)y);
            CHECK(cairn_ct_select32(1, x, y) == x && cairn_ct_select32(0, x, y) == y, "select32");
        }
    }
    CHECK(cairn_ct_mask32(1) == 0xffffffffu && cairn_ct_mask32(0) == 0, "mask32");
    for (i = 0; i < n64 + 200; i++) {
        uint64_t x = i < n64 ? edge64[i] : tu_prng_next(&r);
        CHECK(cairn_ct_nonzero64(x) == (x != 0), "nonzero64");
        CHECK(cairn_ct_iszero64(x) == (x == 0), "iszero64");
        for (j = 0; j < n64 + 20; j++) {
            uint64_t y = j < n64 ? edge64[j] : tu_prng_next(&r);
            CHECK(cairn_ct_eq64(x, y) == (x == y), "eq64");
            CHECK(cairn_ct_lt64(x, y) == (x < y), "lt64(%016llx,%016llx)", (unsigned long long)x,
                  (unsigned long long)y);
            CHECK(cairn_ct_select64(1, x, y) == x && cairn_ct_select64(0, x, y) == y, "select64");
        }
    }
    CHECK(cairn_ct_mask64(1) == ~(uint64_t)0 && cairn_ct_mask64(0) == 0, "mask64");
}

static int sign(int x) { return (x > 0) - (x < 0); }

static void test_ct_buffers(void)
{
    uint8_t a[37], b[37], a0[37], b0[37];
    uint32_t wa[5], wb[5], wa0[5], wb0[5];
    uint64_t qa[3], qb[3], qa0[3], qb0[3];
    tu_prng r;
    int t;
    size_t i;
    tu_prng_seed(&r, 2);
    for (t = 0; t < 200; t++) {
        tu_prng_fill(&r, a, sizeof a);
        memcpy(b, a, sizeof a);
        CHECK(cairn_ct_memeq(a, b, sizeof a) == 1 && cairn_ct_equal(a, b, sizeof a) == 1, "memeq equal");
        i = (size_t)tu_prng_below(&r, sizeof a);
        b[i] ^= (uint8_t)(1u << tu_prng_below(&r, 8));
        CHECK(cairn_ct_memeq(a, b, sizeof a) == 0 && cairn_ct_equal(a, b, sizeof a) == 0, "memeq differs at %zu", i);
        CHECK(sign(cairn_ct_memcmp_be(a, b, sizeof a)) == sign(memcmp(a, b, sizeof a)), "memcmp_be order");
        CHECK(cairn_ct_memcmp_be(a, a, sizeof a) == 0, "memcmp_be equal");

        tu_prng_fill(&r, a, sizeof a);
        tu_prng_fill(&r, b, sizeof b);
        memcpy(a0, a, sizeof a);
        memcpy(b0, b, sizeof b);
        cairn_ct_cond_copy(0, a, b, sizeof a);
        CHECK(memcmp(a, a0, sizeof a) == 0, "cond_copy(0) leaves dst");
        cairn_ct_cond_copy(1, a, b, sizeof a);
        CHECK(memcmp(a, b, sizeof a) == 0, "cond_copy(1) copies");
        memcpy(a, a0, sizeof a);
        cairn_ct_cond_swap(0, a, b, sizeof a);
        CHECK(memcmp(a, a0, sizeof a) == 0 && memcmp(b, b0, sizeof b) == 0, "cond_swap(0)");
        cairn_ct_cond_swap(1, a, b, sizeof a);
        CHECK(memcmp(a, b0, sizeof a) == 0 && memcmp(b, a0, sizeof b) == 0, "cond_swap(1)");

        tu_prng_fill(&r, (uint8_t *)wa, sizeof wa);
        tu_prng_fill(&r, (uint8_t *)wb, sizeof wb);
        memcpy(wa0, wa, sizeof wa);
        memcpy(wb0, wb, sizeof wb);
        cairn_ct_cond_swap32(0, wa, wb, 5);
        CHECK(memcmp(wa, wa0, sizeof wa) == 0, "cond_swap32(0)");
        cairn_ct_cond_swap32(1, wa, wb, 5);
        CHECK(memcmp(wa, wb0, sizeof wa) == 0 && memcmp(wb, wa0, sizeof wb) == 0, "cond_swap32(1)");
        tu_prng_fill(&r, (uint8_t *)qa, sizeof qa);
        tu_prng_fill(&r, (uint8_t *)qb, sizeof qb);
        memcpy(qa0, qa, sizeof qa);
        memcpy(qb0, qb, sizeof qb);
        cairn_ct_cond_swap64(0, qa, qb, 3);
        CHECK(memcmp(qa, qa0, sizeof qa) == 0, "cond_swap64(0)");
        cairn_ct_cond_swap64(1, qa, qb, 3);
        CHECK(memcmp(qa, qb0, sizeof qa) == 0 && memcmp(qb, qa0, sizeof qb) == 0, "cond_swap64(1)");
    }
    CHECK(cairn_ct_equal(NULL, NULL, 0) == 1, "ct_equal of empty buffers");
    CHECK(cairn_ct_equal(NULL, a, 4) == 0, "ct_equal with NULL");
}

static void test_wipe(void)
{
    uint8_t buf[100];
    size_t i;
    int zero = 1;
    memset(buf, 0xa5, sizeof buf);
    cairn_wipe(buf + 1, 98);
    for (i = 1; i < 99; i++)
        zero &= buf[i] == 0;
    CHECK(zero && buf[0] == 0xa5 && buf[99] == 0xa5, "wipe clears exactly the range");
    cairn_wipe(NULL, 10); /* documented no-op */
    cairn_wipe(buf, 0);
    CHECK(buf[0] == 0xa5, "wipe of 0 bytes");
}

/* 1 if every byte of out outside [off, off + n) still holds the fill 0xa5 */
static int stored_only(const uint8_t *out, size_t len, size_t off, size_t n)
{
    size_t i;
    for (i = 0; i < len; i++)
        if ((i < off || i >= off + n) && out[i] != 0xa5)
            return 0;
    return 1;
}

static void test_loadstore(void)
{
    uint8_t raw[24], out[24];
    size_t off;
    for (off = 0; off < 16; off++)
        raw[off] = (uint8_t)(0x10 + off);
    /* every alignment */
    for (off = 0; off < 8; off++) {
        const uint8_t *p = raw + off;
        uint32_t le = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        uint32_t be = (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
        uint64_t le64 = 0, be64 = 0;
        int k;
        for (k = 7; k >= 0; k--)
            le64 = le64 << 8 | p[k];
        for (k = 0; k < 8; k++)
            be64 = be64 << 8 | p[k];
        CHECK(cairn_load32_le(p) == le && cairn_load32_be(p) == be, "load32 at offset %zu", off);
        CHECK(cairn_load64_le(p) == le64 && cairn_load64_be(p) == be64, "load64 at offset %zu", off);
        /* out is refilled before each store (0xa5: no byte of raw), so each
         * store must write its own bytes, and only those */
        memset(out, 0xa5, sizeof out);
        cairn_store32_le(out + off, le);
        CHECK(memcmp(out + off, p, 4) == 0 && stored_only(out, sizeof out, off, 4), "store32_le at offset %zu", off);
        memset(out, 0xa5, sizeof out);
        cairn_store32_be(out + off, be);
        CHECK(memcmp(out + off, p, 4) == 0 && stored_only(out, sizeof out, off, 4), "store32_be at offset %zu", off);
        memset(out, 0xa5, sizeof out);
        cairn_store64_le(out + off, le64);
        CHECK(memcmp(out + off, p, 8) == 0 && stored_only(out, sizeof out, off, 8), "store64_le at offset %zu", off);
        memset(out, 0xa5, sizeof out);
        cairn_store64_be(out + off, be64);
        CHECK(memcmp(out + off, p, 8) == 0 && stored_only(out, sizeof out, off, 8), "store64_be at offset %zu", off);
    }
    CHECK(cairn_rotl32(0x80000001u, 1) == 3u && cairn_rotr32(3u, 1) == 0x80000001u, "rot32");
    CHECK(cairn_rotl64(0x8000000000000001ull, 4) == 0x18ull && cairn_rotr64(0x18ull, 4) == 0x8000000000000001ull,
          "rot64");
}

/* CAIRN_CPU is read once per process, so ctest runs this binary under several
 * values of it (see tests/CMakeLists.txt) and each run checks its own. */
static void test_cpu(void)
{
    const char *cap = getenv("CAIRN_CPU");
    uint64_t raw = cairn_cpu_features_raw(), f = cairn_cpu_features();
    unsigned bit;
    printf("cpu features raw 0x%016llx, in use 0x%016llx (CAIRN_CPU=%s):", (unsigned long long)raw,
           (unsigned long long)f, cap ? cap : "");
    for (bit = 0; bit < 64; bit++)
        if (f >> bit & 1)
            printf(" %s", cairn_cpu_feature_name(bit));
    printf("\n");
    CHECK(cairn_cpu_features() == f && cairn_cpu_features_raw() == raw, "feature word is stable");
    CHECK((f & ~raw) == 0, "cap never adds features");
    CHECK(raw >> 63 == 0, "internal marker bit hidden");
    for (bit = 0; bit < 64; bit++)
        if (raw >> bit & 1)
            CHECK(cairn_cpu_feature_name(bit) != NULL, "bit %u has a name", bit);
    CHECK(cairn_cpu_feature_name(64) == NULL && cairn_cpu_feature_name(63) == NULL, "names out of range");
    if (raw & CAIRN_CPU_X86_AVX2)
        CHECK(raw & CAIRN_CPU_X86_AVX, "AVX2 implies usable AVX state");
    if (raw & (CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW))
        CHECK(raw & CAIRN_CPU_X86_AVX, "AVX-512 implies usable AVX state");
#if defined(__x86_64__)
    CHECK(raw & CAIRN_CPU_X86_SSE2, "every x86-64 CPU has SSE2");
#endif
    if (cap == NULL || *cap == 0) {
        CHECK(f == raw, "no cap: all features in use");
    } else if (strcmp(cap, "none") == 0) {
        CHECK(f == 0, "CAIRN_CPU=none disables everything");
    } else if (strcmp(cap, "-sha,-avx2") == 0) {
        CHECK(f == (raw & ~(CAIRN_CPU_X86_SHA | CAIRN_CPU_X86_AVX2)), "CAIRN_CPU=-sha,-avx2 removes exactly those");
    } else if (strcmp(cap, "0x20") == 0) {
        CHECK(f == (raw & 0x20), "CAIRN_CPU=0x20 keeps only the mask");
    }
}

int main(void)
{
    test_status();
    test_ct_words();
    test_ct_buffers();
    test_wipe();
    test_loadstore();
    test_cpu();
    return tu_finish("test_core");
}
