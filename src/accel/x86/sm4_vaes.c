/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 with VAES on 512-bit vectors: the algorithm of sm4_x86.c (the S-box as
 * AESENCLAST between two nibble-table affine maps, see the derivation
 * there) on four 128-bit lanes at once, 32 blocks per iteration. AVX-512
 * adds the lane rotation (VPROLD) and three-input xor (VPTERNLOGD) that make
 * the linear layer L five instructions. This file alone is compiled with
 * VAES/AVX-512 flags; its object's needs (CAIRN_AES_VAES_NEEDS) name them
 * all.
 * The key schedule layout is sm4_x86.c's (both read it), and that object does
 * the short tails and serial CBC encryption. PSHUFB indexes registers and
 * AESENCLAST is constant time, so nothing depends on key or data in timing.
 *
 * Sixteen blocks form a group: zmm register i (i < 4) holds blocks 4i..4i+3
 * in memory order; the 128-bit transposition applied to each lane leaves
 * register j with word j of each of the sixteen blocks.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "cipher/cipher_internal.h"

#define DEC_OFFSET 512 /* sm4_x86.c's layout: reversed round keys from here */

CAIRN_INLINE __m512i ld512(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
CAIRN_INLINE void st512(uint8_t *p, __m512i v) { _mm512_storeu_si512((void *)p, v); }
CAIRN_INLINE __m128i ld128(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st128(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }
CAIRN_INLINE __m512i bc(__m128i v) { return _mm512_broadcast_i32x4(v); }

/* The tables of sm4_x86.c (see there). */
#define IN_LO bc(_mm_set_epi8(-104, 20, -88, 36, 29, -111, 45, -95, 7, -117, 55, -69, -126, 14, -78, 62))
#define IN_HI bc(_mm_set_epi8(63, -29, 17, -51, -6, 38, -44, 8, 55, -21, 25, -59, -14, 46, -36, 0))
#define OUT_LO bc(_mm_set_epi8(71, -1, -115, 53, 121, -63, -77, 11, 32, -104, -22, 82, 30, -90, -44, 108))
#define OUT_HI bc(_mm_set_epi8(-19, 13, -67, 93, 112, -112, 32, -64, 45, -51, 125, -99, -80, 80, -32, 0))
#define INV_SR bc(_mm_set_epi8(3, 6, 9, 12, 15, 2, 5, 8, 11, 14, 1, 4, 7, 10, 13, 0))
#define BSWAP32 bc(_mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3))
#define BSWAP128 bc(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))
#define XOR3 0x96

/* x0 ^ L(tau(a)) per 32-bit lane. */
CAIRN_INLINE __m512i sm4_round(__m512i x0, __m512i a)
{
    const __m512i m4 = _mm512_set1_epi8(0x0f);
    __m512i y;

    y = _mm512_xor_si512(_mm512_shuffle_epi8(IN_LO, _mm512_and_si512(a, m4)),
                         _mm512_shuffle_epi8(IN_HI, _mm512_and_si512(_mm512_srli_epi16(a, 4), m4)));
    y = _mm512_aesenclast_epi128(_mm512_shuffle_epi8(y, INV_SR), _mm512_setzero_si512());
    y = _mm512_xor_si512(_mm512_shuffle_epi8(OUT_LO, _mm512_and_si512(y, m4)),
                         _mm512_shuffle_epi8(OUT_HI, _mm512_and_si512(_mm512_srli_epi16(y, 4), m4)));
    /* L(B) = B ^ rotl(B,2) ^ rotl(B,10) ^ rotl(B,18) ^ rotl(B,24) */
    x0 = _mm512_ternarylogic_epi32(x0, y, _mm512_rol_epi32(y, 2), XOR3);
    x0 = _mm512_ternarylogic_epi32(x0, _mm512_rol_epi32(y, 10), _mm512_rol_epi32(y, 18), XOR3);
    return _mm512_xor_si512(x0, _mm512_rol_epi32(y, 24));
}

/* Four registers of blocks <-> four registers of words, per 128-bit lane;
 * its own inverse. */
CAIRN_INLINE void transpose(__m512i *x)
{
    __m512i t0 = _mm512_unpacklo_epi32(x[0], x[1]);
    __m512i t1 = _mm512_unpacklo_epi32(x[2], x[3]);
    __m512i t2 = _mm512_unpackhi_epi32(x[0], x[1]);
    __m512i t3 = _mm512_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm512_unpacklo_epi64(t0, t1);
    x[1] = _mm512_unpackhi_epi64(t0, t1);
    x[2] = _mm512_unpacklo_epi64(t2, t3);
    x[3] = _mm512_unpackhi_epi64(t2, t3);
}

/* Runs the 32 rounds with keys rk on n (1 or 2) groups x[0..4n), blocks in
 * memory order, in place; the two groups interleave for parallelism. */
CAIRN_INLINE void sm4_groups_n(const uint8_t *rk, __m512i *x, unsigned n)
{
    __m512i a0, a1, a2, a3, b0, b1, b2, b3;
    unsigned i;

    for (i = 0; i < 4 * n; i++)
        x[i] = _mm512_shuffle_epi8(x[i], BSWAP32);
    transpose(x);
    if (n > 1)
        transpose(x + 4);
    a0 = x[0], a1 = x[1], a2 = x[2], a3 = x[3];
    if (n > 1) {
        b0 = x[4], b1 = x[5], b2 = x[6], b3 = x[7];
    } else {
        b0 = b1 = b2 = b3 = _mm512_setzero_si512();
    }
#define RND(X0, X1, X2, X3, Y0, Y1, Y2, Y3, r)                                                                      \
    do {                                                                                                            \
        __m512i k_ = bc(ld128(rk + 16 * (r)));                                                                      \
        X0 = sm4_round(X0, _mm512_xor_si512(_mm512_ternarylogic_epi32(X1, X2, X3, XOR3), k_));                      \
        if (n > 1)                                                                                                  \
            Y0 = sm4_round(Y0, _mm512_xor_si512(_mm512_ternarylogic_epi32(Y1, Y2, Y3, XOR3), k_));                  \
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
        x[i] = _mm512_shuffle_epi8(x[i], BSWAP32);
}

/* n a constant in each call, so each copy has no test on it. */
static void sm4_groups(const uint8_t *rk, __m512i *x, unsigned n)
{
    if (n > 1)
        sm4_groups_n(rk, x, 2);
    else
        sm4_groups_n(rk, x, 1);
}

static int sm4_vaes_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    return cairn_sm4_x86_impl_obj.set_key(ks, key, keylen);
}

/* ECB: 32 blocks, then 16, then the 128-bit object for the rest. Returns
 * the number of blocks done. */
static size_t sm4_ecb(const uint8_t *rk, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    __m512i x[8];
    size_t done = 0;
    unsigned i, n;

    while (nblocks - done >= 16) {
        n = nblocks - done >= 32 ? 2 : 1;
        for (i = 0; i < 4 * n; i++)
            x[i] = ld512(in + 64 * i);
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            st512(out + 64 * i, x[i]);
        done += 16 * n;
        in += 256 * n;
        out += 256 * n;
    }
    return done;
}

static void sm4_vaes_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = sm4_ecb((const uint8_t *)ks, out, in, nblocks);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.encrypt(ks, out + 16 * done, in + 16 * done, nblocks - done);
}

static void sm4_vaes_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = sm4_ecb((const uint8_t *)ks + DEC_OFFSET, out, in, nblocks);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.decrypt(ks, out + 16 * done, in + 16 * done, nblocks - done);
}

/* CBC encryption is serial: one block at a time (sm4_serial.h), with
 * GFNI's S-box where the CPU has it (sm4_gfni_vl.c: VPROLD too). */
static void sm4_vaes_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    /* the CPU's features are public */
    if (cairn_cpu_features() & CAIRN_CPU_X86_GFNI)
        cairn_sm4_gfni_vl_cbc_encrypt(ks, iv, out, in, nblocks);
    else
        cairn_sm4_x86_impl_obj.cbc_encrypt(ks, iv, out, in, nblocks);
}

static void sm4_vaes_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *rk = (const uint8_t *)ks + DEC_OFFSET;
    __m512i x[8], c[8];
    __m128i prev = ld128(iv);
    unsigned i, n;

    while (nblocks >= 16) {
        n = nblocks >= 32 ? 2 : 1;
        for (i = 0; i < 4 * n; i++)
            x[i] = ld512(in + 64 * i);
        /* the chaining values: the IV or previous ciphertext block, read
         * before out (which may be in) is written */
        for (i = 0; i < 4 * n; i++)
            c[i] = _mm512_alignr_epi64(x[i], i == 0 ? bc(prev) : x[i - 1], 6);
        prev = _mm512_extracti32x4_epi32(x[4 * n - 1], 3);
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            st512(out + 64 * i, _mm512_xor_si512(x[i], c[i]));
        nblocks -= 16 * n;
        in += 256 * n;
        out += 256 * n;
    }
    st128(iv, prev);
    if (nblocks > 0)
        cairn_sm4_x86_impl_obj.cbc_decrypt(ks, iv, out, in, nblocks);
}

/* CTR: counters kept byte-reversed (qword 0 of a lane = low 64 bits). For
 * the 128-bit counter a carry out of the low qword goes into the high one
 * (mask arithmetic, though counters are public). Returns blocks done; the
 * counter in ctr is advanced by as many. */
CAIRN_INLINE size_t ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                             int full)
{
    const uint8_t *rk = (const uint8_t *)ks;
    const __m512i lane_inc = _mm512_set_epi64(0, 3, 0, 2, 0, 1, 0, 0);
    const __m512i hi_one = _mm512_set_epi64(1, 0, 1, 0, 1, 0, 1, 0);
    __m512i x[8], c, inc, r;
    size_t done = 0;
    unsigned i, n;
    __mmask8 carry;

    c = bc(_mm_shuffle_epi8(ld128(ctr), _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)));
    while (nblocks - done >= 16) {
        n = nblocks - done >= 32 ? 2 : 1;
        for (i = 0; i <= 4 * n; i++) {
            /* i == 4 n: the next counter, in every lane */
            inc = i < 4 * n ? _mm512_add_epi64(lane_inc, _mm512_set1_epi64(4 * (long long)i))
                            : _mm512_set1_epi64(16 * (long long)n);
            inc = _mm512_and_si512(inc, _mm512_set_epi64(0, -1, 0, -1, 0, -1, 0, -1));
            if (full) {
                r = _mm512_add_epi64(c, inc);
                carry = (__mmask8)(_mm512_cmplt_epu64_mask(r, inc) & 0x55);
                r = _mm512_mask_add_epi64(r, (__mmask8)(carry << 1), r, hi_one);
            } else {
                r = _mm512_add_epi32(c, inc);
            }
            if (i < 4 * n)
                x[i] = _mm512_shuffle_epi8(r, BSWAP128);
            else
                c = r;
        }
        sm4_groups(rk, x, n);
        for (i = 0; i < 4 * n; i++)
            st512(out + 64 * i, _mm512_xor_si512(x[i], ld512(in + 64 * i)));
        done += 16 * n;
        in += 256 * n;
        out += 256 * n;
    }
    st128(ctr, _mm_shuffle_epi8(_mm512_castsi512_si128(c),
                                _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)));
    return done;
}

static void sm4_vaes_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = ctr_core(ks, ctr, out, in, nblocks, 1);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.ctr(ks, ctr, out + 16 * done, in + 16 * done, nblocks - done);
}

static void sm4_vaes_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    size_t done = ctr_core(ks, ctr, out, in, nblocks, 0);
    if (done < nblocks)
        cairn_sm4_x86_impl_obj.ctr32(ks, ctr, out + 16 * done, in + 16 * done, nblocks - done);
}

const cairn_block_impl cairn_sm4_vaes_impl_obj = {
    {"x86-vaes-sm4", CAIRN_PRIM_SM4, CAIRN_AES_VAES_NEEDS},
    16,
    sm4_vaes_set_key,
    sm4_vaes_encrypt,
    sm4_vaes_decrypt,
    sm4_vaes_cbc_encrypt,
    sm4_vaes_cbc_decrypt,
    sm4_vaes_ctr,
    sm4_vaes_ctr32,
    NULL,
    NULL,
    NULL,
};

#else
typedef int cairn_sm4_vaes_unused;
#endif
