/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20 (RFC 8439 2.1-2.4) and HChaCha20 (draft-irtf-cfrg-xchacha 2.2).
 *
 * The portable implementation runs block after block over the whole
 * buffer in one call (state words in registers), on 64-bit hosts with the
 * whole groups of four blocks side by side on the compiler's generic
 * vectors; the vector back ends in src/accel/x86 run 4, 8 or 16 blocks side
 * by side. The block counter is a
 * 32-bit word that wraps inside the implementations; callers that must not
 * wrap (cairn_chacha20, the AEAD) check the length first.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CHACHA20

#include "cipher/chacha_internal.h"
#include "cairn/accel.h"

#define QR(a, b, c, d)                                                                                                 \
    do {                                                                                                               \
        a += b;                                                                                                        \
        d = cairn_rotl32(d ^ a, 16);                                                                                   \
        c += d;                                                                                                        \
        b = cairn_rotl32(b ^ c, 12);                                                                                   \
        a += b;                                                                                                        \
        d = cairn_rotl32(d ^ a, 8);                                                                                    \
        c += d;                                                                                                        \
        b = cairn_rotl32(b ^ c, 7);                                                                                    \
    } while (0)

/* see chacha_internal.h */
void cairn_chacha20_quarter_round(uint32_t x[16], unsigned a, unsigned b, unsigned c, unsigned d)
{
    QR(x[a], x[b], x[c], x[d]);
}

#if CAIRN_SMALL
/* The double round's eight quarter-rounds, their words a, b, c, d packed as
 * nibbles from the low one up. */
static const uint16_t qr_words[8] = {0xc840, 0xd951, 0xea62, 0xfb73, 0xfa50, 0xcb61, 0xd872, 0xe943};

/* One block of key stream (counter state[12]) into ks: the small profile's,
 * the rounds a loop on ks itself over the 320 steps of the 80
 * quarter-rounds. A quarter-round (a, b, c, d) is four steps x += y,
 * z = (z ^ x) <<< r: (a, b, d, 16), (c, d, b, 12), (a, b, d, 8), (c, d, b, 7);
 * the odd steps take the nibbles rotated by two. */
static void chacha_block(const uint32_t state[16], uint32_t ks[16])
{
    unsigned i, q, x, z;

    memcpy(ks, state, 64);
    for (i = 0; i < 320; i++) {
        q = qr_words[(i >> 2) & 7];
        if (i & 1)
            q = (q >> 8) | (q << 8);
        x = q & 15;
        z = (q >> 12) & 15;
        ks[x] += ks[(q >> 4) & 15];
        ks[z] = cairn_rotl32(ks[z] ^ ks[x], (0x07080c10u >> (8 * (i & 3))) & 31);
    }
    for (i = 0; i < 16; i++)
        ks[i] += state[i];
}

/* see chacha_internal.h; the small profile's, a byte at a time */
void cairn_chacha20_sw_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len)
{
    uint32_t ks[16];
    size_t i;

    for (i = 0; i < len; i++) {
        if ((i & 63) == 0) {
            chacha_block(state, ks);
            state[12]++;
        }
        out[i] = (uint8_t)(in[i] ^ (ks[(i & 63) >> 2] >> (8 * (i & 3))));
    }
    cairn_wipe(ks, sizeof ks);
}
#else
/* One block of key stream (counter state[12]) into ks. The sixteen words
 * are separate variables, not an array, so the compiler keeps as many as it
 * can in registers; an array-of-lanes layout for several blocks (meant for
 * auto-vectorisation) was not vectorised by gcc 12, which left it slower
 * than this scalar form. */
static void chacha_block(const uint32_t state[16], uint32_t ks[16])
{
    uint32_t x0 = state[0], x1 = state[1], x2 = state[2], x3 = state[3], x4 = state[4], x5 = state[5],
             x6 = state[6], x7 = state[7], x8 = state[8], x9 = state[9], x10 = state[10], x11 = state[11],
             x12 = state[12], x13 = state[13], x14 = state[14], x15 = state[15];
    int i;

    for (i = 0; i < 10; i++) {
        QR(x0, x4, x8, x12);
        QR(x1, x5, x9, x13);
        QR(x2, x6, x10, x14);
        QR(x3, x7, x11, x15);
        QR(x0, x5, x10, x15);
        QR(x1, x6, x11, x12);
        QR(x2, x7, x8, x13);
        QR(x3, x4, x9, x14);
    }
    ks[0] = x0 + state[0];
    ks[1] = x1 + state[1];
    ks[2] = x2 + state[2];
    ks[3] = x3 + state[3];
    ks[4] = x4 + state[4];
    ks[5] = x5 + state[5];
    ks[6] = x6 + state[6];
    ks[7] = x7 + state[7];
    ks[8] = x8 + state[8];
    ks[9] = x9 + state[9];
    ks[10] = x10 + state[10];
    ks[11] = x11 + state[11];
    ks[12] = x12 + state[12];
    ks[13] = x13 + state[13];
    ks[14] = x14 + state[14];
    ks[15] = x15 + state[15];
}

/* out = in XOR the serialised key stream block ks. */
static void xor_block(uint8_t *out, const uint8_t *in, const uint32_t ks[16])
{
    unsigned i;
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Native words are already the little-endian serialisation: 8 bytes at
     * a time through memcpy (one unaligned load or store each); byte-wise
     * stores were not merged by gcc when out may alias in. */
    const uint8_t *kb = (const uint8_t *)ks;
    for (i = 0; i < 8; i++) {
        uint64_t a, k;
        memcpy(&a, in + 8 * i, 8);
        memcpy(&k, kb + 8 * i, 8);
        a ^= k;
        memcpy(out + 8 * i, &a, 8);
    }
#else
    for (i = 0; i < 16; i++)
        cairn_store32_le(out + 4 * i, cairn_load32_le(in + 4 * i) ^ ks[i]);
#endif
}

#if !defined(CAIRN_CHACHA_NO_VECTOR) && (defined(__GNUC__) || defined(__clang__)) && UINTPTR_MAX > 0xffffffffu &&       \
    ((defined(__x86_64__) && defined(__SSE2__)) || defined(__aarch64__)) && defined(__BYTE_ORDER__) &&              \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/*
 * Four blocks side by side on 128-bit GCC/clang generic vectors (as
 * aes_ct64x2.c: no intrinsics, no CPU probe, only what the vector extension
 * lowers to the baseline SIMD unit, SSE2 on x86-64 and Advanced SIMD on
 * aarch64), through chacha_vec.h, the block function of the x86 back ends:
 * vector i holds word i of the four blocks, and each group of four output
 * vectors is transposed into one 16-byte row of each block. Whole groups of
 * four blocks only; the scalar code above does the rest. Additions, XORs,
 * rotations and fixed shuffles: no secret-dependent branch or address.
 * CAIRN_CHACHA_NO_VECTOR leaves it out.
 */
#define CHACHA_VEC4 1
typedef uint32_t cv4 __attribute__((vector_size(16)));
typedef uint16_t cv8 __attribute__((vector_size(16)));
typedef uint64_t cv2 __attribute__((vector_size(16)));

#if defined(__clang__) || __GNUC__ >= 12
#define CV4_SHUF(a, b, ...) __builtin_shufflevector((a), (b), __VA_ARGS__)
#else
#define CV4_SHUF(a, b, ...) __builtin_shuffle((a), (b), (__typeof__(a)){__VA_ARGS__})
#endif

/* chacha_vec.h's block function on them: chacha_vec4(state, x) leaves word i of blocks state[12] + b in lane b of
 * x[i]; the rotation by 16 swaps 16-bit halves (a word shuffle), the others are shifts. */
#define CV cv4
#define CV_SET1(x) ((cv4){(x), (x), (x), (x)})
#define CV_ADD(a, b) ((a) + (b))
#define CV_XOR(a, b) ((a) ^ (b))
#define CV_COUNTERS(c) ((cv4){(c), (c) + 1u, (c) + 2u, (c) + 3u})
#define CV_ROT16(x) ((cv4)CV4_SHUF((cv8)(x), (cv8)(x), 1, 0, 3, 2, 5, 4, 7, 6))
#define CV4_ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define CV_ROT12(x) CV4_ROTL((x), 12)
#define CV_ROT8(x) CV4_ROTL((x), 8)
#define CV_ROT7(x) CV4_ROTL((x), 7)
#define CV_QR_SETUP
#define CV_BLOCKS chacha_vec4
#define CV_FINISH(x)
#include "cipher/chacha_vec.h"

/* out = in XOR row q (words 4q..4q+3) of the four blocks' key stream, a..d holding word 4q + i of the blocks
 * in vector i: a 4x4 transpose of 32-bit words. */
CAIRN_INLINE void cv4_xor_rows(uint8_t *out, const uint8_t *in, cv4 a, cv4 b, cv4 c, cv4 d)
{
    const cv4 ab0 = CV4_SHUF(a, b, 0, 4, 1, 5), ab1 = CV4_SHUF(a, b, 2, 6, 3, 7);
    const cv4 cd0 = CV4_SHUF(c, d, 0, 4, 1, 5), cd1 = CV4_SHUF(c, d, 2, 6, 3, 7);
    cv2 r[4], v;
    unsigned j;

    r[0] = CV4_SHUF((cv2)ab0, (cv2)cd0, 0, 2);
    r[1] = CV4_SHUF((cv2)ab0, (cv2)cd0, 1, 3);
    r[2] = CV4_SHUF((cv2)ab1, (cv2)cd1, 0, 2);
    r[3] = CV4_SHUF((cv2)ab1, (cv2)cd1, 1, 3);
    for (j = 0; j < 4; j++) {
        memcpy(&v, in + 64 * j, 16);
        v ^= r[j];
        memcpy(out + 64 * j, &v, 16);
    }
}

/* ngroups groups of four blocks from state (counter state[12], advanced by 4 ngroups). */
static void chacha_vec4_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t ngroups)
{
    cv4 x[16];
    unsigned q;

    for (; ngroups > 0; ngroups--) {
        chacha_vec4(state, x);
        for (q = 0; q < 4; q++)
            cv4_xor_rows(out + 16 * q, in + 16 * q, x[4 * q], x[4 * q + 1], x[4 * q + 2], x[4 * q + 3]);
        state[12] += 4;
        out += 256;
        in += 256;
    }
    cairn_wipe(x, sizeof x);
}
#endif

/* see chacha_internal.h */
void cairn_chacha20_sw_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len)
{
    uint32_t ks[16];
    uint8_t tail[64];
    size_t i;

#ifdef CHACHA_VEC4
    if (len >= 256) {
        chacha_vec4_xor(state, out, in, len >> 8);
        out += len & ~(size_t)255;
        in += len & ~(size_t)255;
        len &= 255;
    }
#endif
    while (len >= 64) {
        chacha_block(state, ks);
        xor_block(out, in, ks);
        state[12]++;
        out += 64;
        in += 64;
        len -= 64;
    }
    if (len > 0) {
        chacha_block(state, ks);
        for (i = 0; i < 16; i++)
            cairn_store32_le(tail + 4 * i, ks[i]);
        for (i = 0; i < len; i++)
            out[i] = (uint8_t)(in[i] ^ tail[i]);
        state[12]++;
        cairn_wipe(tail, sizeof tail);
    }
    cairn_wipe(ks, sizeof ks);
}
#endif

/* see chacha_internal.h */
void cairn_chacha20_setup(uint32_t state[16], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                          const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], uint32_t counter)
{
    unsigned i;

    state[0] = 0x61707865u;
    state[1] = 0x3320646eu;
    state[2] = 0x79622d32u;
    state[3] = 0x6b206574u;
    for (i = 0; i < 8; i++)
        state[4 + i] = cairn_load32_le(key + 4 * i);
    state[12] = counter;
    for (i = 0; i < 3; i++)
        state[13 + i] = cairn_load32_le(nonce + 4 * i);
}

static const cairn_chacha20_impl chacha20_sw = {{"portable", CAIRN_PRIM_CHACHA20, 0}, 64, cairn_chacha20_sw_xor,
                                                NULL, NULL};

#if CAIRN_ENABLE_X86_ACCEL
/* Four blocks per step, for CPUs without AVX2. */
static const cairn_chacha20_impl chacha20_ssse3 = {{"x86-ssse3", CAIRN_PRIM_CHACHA20,
                                                    CAIRN_CPU_X86_SSE2 | CAIRN_CPU_X86_SSSE3},
                                                   256, cairn_chacha20_ssse3_xor, cairn_chacha20_ssse3_xor_masked,
                                                   cairn_chacha20_poly1305_ssse3};
#define CHACHA_AVX2_NEEDS (CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2)
/* The 16-block path hands tails of 8 blocks or fewer to the AVX2 one. */
#define CHACHA_AVX512_NEEDS (CHACHA_AVX2_NEEDS | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL)
static const cairn_chacha20_impl chacha20_avx2 = {{"x86-avx2", CAIRN_PRIM_CHACHA20, CHACHA_AVX2_NEEDS}, 512,
                                                  cairn_chacha20_avx2_xor, cairn_chacha20_avx2_xor_masked,
                                                  cairn_chacha20_poly1305_avx2};
static const cairn_chacha20_impl chacha20_avx512 = {{"x86-avx512", CAIRN_PRIM_CHACHA20, CHACHA_AVX512_NEEDS}, 1024,
                                                    cairn_chacha20_avx512_xor, cairn_chacha20_avx512_xor_masked, NULL};
#endif

/* see cairn/cipher.h */
const cairn_impl *const cairn_chacha20_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &chacha20_avx512.base,
    &chacha20_avx2.base,
    &chacha20_ssse3.base,
#endif
    &chacha20_sw.base, NULL};

/* see cairn/cipher.h */
int cairn_chacha20_ex(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                      uint32_t counter, uint8_t *out, const uint8_t *in, size_t len, const cairn_impl *impl)
{
    uint32_t state[16];
    uint64_t blocks;
    int rc;

    if (!CAIRN_BUF_OK(out, len) || !CAIRN_BUF_OK(in, len) || key == NULL || nonce == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(impl, CAIRN_PRIM_CHACHA20);
    if (rc != CAIRN_OK)
        return rc;
    /* Blocks counter .. counter + blocks - 1 must all exist: no wrap to 0. */
    blocks = (uint64_t)(len >> 6) + (uint64_t)((len & 63) != 0);
    if (blocks > (uint64_t)0x100000000u - counter)
        return CAIRN_ERR_BAD_LENGTH;
    if (len == 0)
        return CAIRN_OK;
    cairn_chacha20_setup(state, key, nonce, counter);
    ((const cairn_chacha20_impl *)impl)->xor_blocks(state, out, in, len);
    cairn_wipe(state, sizeof state);
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_chacha20(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                   uint32_t counter, uint8_t *out, const uint8_t *in, size_t len)
{
    return cairn_chacha20_ex(key, nonce, counter, out, in, len, cairn_impl_best(cairn_chacha20_impls));
}

/* see chacha_internal.h */
void cairn_hchacha20_core(uint8_t out[CAIRN_CHACHA20_KEY_LEN], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                          const uint8_t in[CAIRN_HCHACHA20_INPUT_LEN])
{
    uint32_t x[16];
    unsigned i;

    x[0] = 0x61707865u;
    x[1] = 0x3320646eu;
    x[2] = 0x79622d32u;
    x[3] = 0x6b206574u;
    for (i = 0; i < 8; i++)
        x[4 + i] = cairn_load32_le(key + 4 * i);
    for (i = 0; i < 4; i++)
        x[12 + i] = cairn_load32_le(in + 4 * i);
    for (i = 0; i < 10; i++) {
        cairn_chacha20_quarter_round(x, 0, 4, 8, 12);
        cairn_chacha20_quarter_round(x, 1, 5, 9, 13);
        cairn_chacha20_quarter_round(x, 2, 6, 10, 14);
        cairn_chacha20_quarter_round(x, 3, 7, 11, 15);
        cairn_chacha20_quarter_round(x, 0, 5, 10, 15);
        cairn_chacha20_quarter_round(x, 1, 6, 11, 12);
        cairn_chacha20_quarter_round(x, 2, 7, 8, 13);
        cairn_chacha20_quarter_round(x, 3, 4, 9, 14);
    }
    /* No feed-forward: the output is rows 0 and 3 of the permuted state. */
    for (i = 0; i < 4; i++) {
        cairn_store32_le(out + 4 * i, x[i]);
        cairn_store32_le(out + 16 + 4 * i, x[12 + i]);
    }
    cairn_wipe(x, sizeof x);
}

/* see cairn/cipher.h */
int cairn_hchacha20(uint8_t out[CAIRN_CHACHA20_KEY_LEN], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                    const uint8_t in[CAIRN_HCHACHA20_INPUT_LEN])
{
    if (out == NULL || key == NULL || in == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_hchacha20_core(out, key, in);
    return CAIRN_OK;
}

#endif
