/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 with VAES on 256-bit vectors (no AVX-512): the algorithm of sm4_x86.c
 * (the S-box as AESENCLAST between two nibble-table affine maps, see the
 * derivation there) on two 128-bit lanes at once, 16 blocks per iteration.
 * The linear layer L is sm4_x86.c's B ^ rotl(B ^ rotl(B,8) ^ rotl(B,16), 2)
 * ^ rotl(B,24), the byte rotations as PSHUFB. This file alone is compiled
 * with AVX2/VAES flags; its object's needs (CAIRN_AES_VAES256_NEEDS) name
 * them. The key schedule layout is sm4_x86.c's (both read it), and that
 * object does the short tails and serial CBC encryption. PSHUFB indexes
 * registers and AESENCLAST is constant time, so nothing depends on key or
 * data in timing.
 *
 * Eight blocks form a group: ymm register i (i < 4) holds blocks 2i, 2i+1
 * in memory order; the transposition applied to each 128-bit lane leaves
 * register j with word j of each of the eight blocks.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "cipher/cipher_internal.h"

#define DEC_OFFSET 512 /* sm4_x86.c's layout: reversed round keys from here */

CAIRN_INLINE __m256i ldy(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
CAIRN_INLINE void sty(uint8_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)(void *)p, v); }
CAIRN_INLINE __m128i ld128(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st128(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }
CAIRN_INLINE __m256i bc(__m128i v) { return _mm256_broadcastsi128_si256(v); }

/* The tables of sm4_x86.c (see there). */
#define IN_LO bc(_mm_set_epi8(-104, 20, -88, 36, 29, -111, 45, -95, 7, -117, 55, -69, -126, 14, -78, 62))
#define IN_HI bc(_mm_set_epi8(63, -29, 17, -51, -6, 38, -44, 8, 55, -21, 25, -59, -14, 46, -36, 0))
#define OUT_LO bc(_mm_set_epi8(71, -1, -115, 53, 121, -63, -77, 11, 32, -104, -22, 82, 30, -90, -44, 108))
#define OUT_HI bc(_mm_set_epi8(-19, 13, -67, 93, 112, -112, 32, -64, 45, -51, 125, -99, -80, 80, -32, 0))
#define INV_SR bc(_mm_set_epi8(3, 6, 9, 12, 15, 2, 5, 8, 11, 14, 1, 4, 7, 10, 13, 0))
#define ROL8 bc(_mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3))
#define ROL16 bc(_mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2))
#define ROL24 bc(_mm_set_epi8(12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1))
#define BSWAP32 bc(_mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3))
#define BSWAP128 _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

/* L(tau(a)) per 32-bit lane. */
CAIRN_INLINE __m256i sm4_t(__m256i a)
{
    const __m256i m4 = _mm256_set1_epi8(0x0f);
    __m256i y, u;

    y = _mm256_xor_si256(_mm256_shuffle_epi8(IN_LO, _mm256_and_si256(a, m4)),
                         _mm256_shuffle_epi8(IN_HI, _mm256_and_si256(_mm256_srli_epi16(a, 4), m4)));
    y = _mm256_aesenclast_epi128(_mm256_shuffle_epi8(y, INV_SR), _mm256_setzero_si256());
    y = _mm256_xor_si256(_mm256_shuffle_epi8(OUT_LO, _mm256_and_si256(y, m4)),
                         _mm256_shuffle_epi8(OUT_HI, _mm256_and_si256(_mm256_srli_epi16(y, 4), m4)));
    u = _mm256_xor_si256(_mm256_xor_si256(y, _mm256_shuffle_epi8(y, ROL8)), _mm256_shuffle_epi8(y, ROL16));
    u = _mm256_xor_si256(_mm256_slli_epi32(u, 2), _mm256_srli_epi32(u, 30));
    return _mm256_xor_si256(_mm256_xor_si256(y, _mm256_shuffle_epi8(y, ROL24)), u);
}

/* Four registers of blocks <-> four registers of words, per 128-bit lane;
 * its own inverse. */
CAIRN_INLINE void transpose(__m256i *x)
{
    __m256i t0 = _mm256_unpacklo_epi32(x[0], x[1]);
    __m256i t1 = _mm256_unpacklo_epi32(x[2], x[3]);
    __m256i t2 = _mm256_unpackhi_epi32(x[0], x[1]);
    __m256i t3 = _mm256_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm256_unpacklo_epi64(t0, t1);
    x[1] = _mm256_unpackhi_epi64(t0, t1);
    x[2] = _mm256_unpacklo_epi64(t2, t3);
    x[3] = _mm256_unpackhi_epi64(t2, t3);
}

/* Runs the 32 rounds with keys rk on n (1 or 2) groups x[0..4n), blocks in
 * memory order, in place; the two groups interleave for parallelism. */
CAIRN_INLINE void sm4_groups_n(const uint8_t *rk, __m256i *x, unsigned n)
{
    __m256i a0, a1, a2, a3, b0, b1, b2, b3;
    unsigned i;

    for (i = 0; i < 4 * n; i++)
        x[i] = _mm256_shuffle_epi8(x[i], BSWAP32);
    transpose(x);
    if (n > 1)
        transpose(x + 4);
    a0 = x[0], a1 = x[1], a2 = x[2], a3 = x[3];
    if (n > 1) {
        b0 = x[4], b1 = x[5], b2 = x[6], b3 = x[7];
    } else {
        b0 = b1 = b2 = b3 = _mm256_setzero_si256();
    }
#define RND(X0, X1, X2, X3, Y0, Y1, Y2, Y3, r)                                                                         \
    do {                                                                                                               \
        __m256i k_ = bc(ld128(rk + 16 * (r)));                                                                         \
        X0 = _mm256_xor_si256(X0, sm4_t(_mm256_xor_si256(_mm256_xor_si256(X1, X2), _mm256_xor_si256(X3, k_))));        \
        if (n > 1)                                                                                                     \
            Y0 = _mm256_xor_si256(Y0, sm4_t(_mm256_xor_si256(_mm256_xor_si256(Y1, Y2), _mm256_xor_si256(Y3, k_))));    \
    } while (0)
    for (i = 0; i < 32; i += 4) {
        RND(a0, a1, a2, a3, b0, b1, b2, b3, i);
        RND(a1, a2, a3, a0, b1, b2, b3, b0, i + 1);
        RND(a2, a3, a0, a1, b2, b3, b0, b1, i + 2);
        RND(a3, a0, a1, a2, b3, b0, b1, b2, i + 3);
    }
#undef RND
    /* output words in reverse order: X35, X34, X33, X32 */
    x[0] = a3, x[1] = a2, x[2] = a1, x[3] = a0;
    if (n > 1)
        x[4] = b3, x[5] = b2, x[6] = b1, x[7] = b0;
    transpose(x);
    if (n > 1)
        transpose(x + 4);
    for (i = 0; i < 4 * n; i++)
        x[i] = _mm256_shuffle_epi8(x[i], BSWAP32);
}

/* n a constant in each call, so each copy has no test on it. */
static void sm4_groups(const uint8_t *rk, __m256i *x, unsigned n)
{
    if (n > 1)
        sm4_groups_n(rk, x, 2);
    else
        sm4_groups_n(rk, x, 1);
}

static int sm4_vaes256_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    return cairn_sm4_x86_impl_obj.set_key(ks, key, keylen);
}

/* ECB: 16 blocks, then 8, then the 128-bit object for the rest. Returns
 * the number of blocks done. */
static size_t sm4_ecb(const uint8_t *rk, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    __m256i x[8];
    size_t done = 0;
    unsigned i, n;

    while (nblocks - done >= 8) {
        n = nblocks - done >= 16 ? 2 : 1;
        for (i = 0; i < 4 * n; i++)
            x[i] = ldy(in + 32 * i);
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            sty(out + 32 * i, x[i]);
        done += 8 * n;
        in += 128 * n;
        out += 128 * n;
    }
    return done;
}

static void sm4_vaes256_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = sm4_ecb((const uint8_t *)ks, out, in, nblocks);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.encrypt(ks, out + 16 * done, in + 16 * done, nblocks - done);
}

static void sm4_vaes256_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = sm4_ecb((const uint8_t *)ks + DEC_OFFSET, out, in, nblocks);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.decrypt(ks, out + 16 * done, in + 16 * done, nblocks - done);
}

static void sm4_vaes256_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    cairn_sm4_x86_cbc_encrypt_best(ks, iv, out, in, nblocks);
}

static void sm4_vaes256_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *rk = (const uint8_t *)ks + DEC_OFFSET;
    __m256i x[8], c[8];
    __m128i prev = ld128(iv);
    unsigned i, n;

    while (nblocks >= 8) {
        n = nblocks >= 16 ? 2 : 1;
        /* the chaining values: the IV or the previous ciphertext block, all
         * read before out (which may be in) is written */
        for (i = 0; i < 4 * n; i++) {
            x[i] = ldy(in + 32 * i);
            c[i] = i == 0 ? _mm256_set_m128i(ld128(in), prev) : ldy(in + 32 * i - 16);
        }
        prev = ld128(in + 128 * n - 16);
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            sty(out + 32 * i, _mm256_xor_si256(x[i], c[i]));
        nblocks -= 8 * n;
        in += 128 * n;
        out += 128 * n;
    }
    st128(iv, prev);
    if (nblocks > 0)
        cairn_sm4_x86_impl_obj.cbc_decrypt(ks, iv, out, in, nblocks);
}

/* c: counter byte-reversed (quadword 0 = low 64 bits) advanced by one, over
 * 128 bits (full) or its low 32 bits. The counter is public: the carry test
 * is a branch on public data. */
CAIRN_INLINE __m128i ctr_next(__m128i c, int full)
{
    __m128i r;
    if (!full)
        return _mm_add_epi32(c, _mm_cvtsi32_si128(1));
    r = _mm_add_epi64(c, _mm_cvtsi32_si128(1));
    if ((uint64_t)_mm_cvtsi128_si64(r) == 0)
        r = _mm_add_epi64(r, _mm_set_epi64x(1, 0));
    return r;
}

/* Returns blocks done; the counter in ctr is advanced by as many. */
CAIRN_INLINE size_t ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                             int full)
{
    const uint8_t *rk = (const uint8_t *)ks;
    const __m128i bs = BSWAP128;
    __m128i c = _mm_shuffle_epi8(ld128(ctr), bs), c0;
    __m256i x[8];
    size_t done = 0;
    unsigned i, n;

    while (nblocks - done >= 8) {
        n = nblocks - done >= 16 ? 2 : 1;
        for (i = 0; i < 4 * n; i++) {
            c0 = c;
            c = ctr_next(c, full);
            x[i] = _mm256_set_m128i(_mm_shuffle_epi8(c, bs), _mm_shuffle_epi8(c0, bs));
            c = ctr_next(c, full);
        }
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            sty(out + 32 * i, _mm256_xor_si256(x[i], ldy(in + 32 * i)));
        done += 8 * n;
        in += 128 * n;
        out += 128 * n;
    }
    st128(ctr, _mm_shuffle_epi8(c, bs));
    return done;
}

static void sm4_vaes256_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = ctr_core(ks, ctr, out, in, nblocks, 1);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.ctr(ks, ctr, out + 16 * done, in + 16 * done, nblocks - done);
}

static void sm4_vaes256_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = ctr_core(ks, ctr, out, in, nblocks, 0);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.ctr32(ks, ctr, out + 16 * done, in + 16 * done, nblocks - done);
}

const cairn_block_impl cairn_sm4_vaes256_impl_obj = {
    {"x86-avx2-vaes-sm4", CAIRN_PRIM_SM4, CAIRN_AES_VAES256_NEEDS},
    16,
    sm4_vaes256_set_key,
    sm4_vaes256_encrypt,
    sm4_vaes256_decrypt,
    sm4_vaes256_cbc_encrypt,
    sm4_vaes256_cbc_decrypt,
    sm4_vaes256_ctr,
    sm4_vaes256_ctr32,
    NULL,
    NULL,
    NULL,
};

#else
typedef int cairn_sm4_vaes256_unused;
#endif
