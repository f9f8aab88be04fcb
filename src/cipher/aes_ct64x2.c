/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES, bitsliced over 128-bit GCC/clang generic vectors: eight blocks per
 * pass for ECB, CBC decryption and CTR. Same fixsliced rounds and S-box
 * circuit as aes_ct64.c (see aes_internal.h); no intrinsics and no crypto
 * instructions, only what the vector extension lowers to the baseline SIMD
 * unit of the target (SSE2 on x86-64, Advanced SIMD on aarch64), so there is
 * no CPU probe. No table, no secret-dependent branch or address.
 *
 * This is the multi-block path of the ct64 object (aes_ct64.c), which calls
 * it for whole groups of eight blocks and does the rest (fewer than eight
 * blocks, serial CBC encryption) with its uint64_t code. Both run on ct64's
 * key schedule; each call here first spreads it into the layout below on the
 * stack (1920 bytes for AES-256, wiped on return).
 *
 * Plane q[i] holds bit i of all 128 state bytes: bit 8 j + l for byte
 * j = 4 c + r (column c, row r, FIPS 197 byte order) of block l. That is
 * exactly what the 8x8 bit transpose of eight blocks gives, and it makes a
 * column move one dword shuffle (PSHUFD), a move by two rows a word shuffle
 * (PSHUFLW + PSHUFHW) and a move by one row a rotation inside dwords.
 *
 * (A 16-block variant, 16-bit words per byte position so that every row and
 * column move is a shuffle, was slower with GCC: twice the state
 * does not fit in 16 SSE2 registers.)
 */
#include "cipher/aes_internal.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_AES && CAIRN_AES_CT64X2

typedef uint64_t v2u64 __attribute__((vector_size(16)));
typedef uint32_t v4u32 __attribute__((vector_size(16)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));

/* Dword and word shuffles; the indices must be literal constants. */
#if defined(__clang__) || __GNUC__ >= 12
#define SHUF4(x, a, b, c, d) __builtin_shufflevector((x), (x), a, b, c, d)
#define SHUF8(x, a, b, c, d, e, f, g, h) __builtin_shufflevector((x), (x), a, b, c, d, e, f, g, h)
#else
#define SHUF4(x, a, b, c, d) __builtin_shuffle((x), (v4u32){a, b, c, d})
#define SHUF8(x, a, b, c, d, e, f, g, h) __builtin_shuffle((x), (v8u16){a, b, c, d, e, f, g, h})
#endif

/* Output byte (r, c) takes input byte (r + a, c + b), indices mod 4; a and b
 * are compile-time constants after inlining. */
CAIRN_INLINE v2u64 rot(v2u64 x, unsigned a, unsigned b)
{
    v4u32 y = (v4u32)x;
    if (b == 1)
        y = SHUF4(y, 1, 2, 3, 0);
    else if (b == 2)
        y = SHUF4(y, 2, 3, 0, 1);
    else if (b == 3)
        y = SHUF4(y, 3, 0, 1, 2);
    if (a == 2) /* swap the 16-bit halves: a word shuffle, no shifts */
        return (v2u64)SHUF8((v8u16)y, 1, 0, 3, 2, 5, 4, 7, 6);
    if (a != 0)
        y = (y >> (8 * a)) | (y << (32 - 8 * a));
    return (v2u64)y;
}

/* The eight planes written out: GCC at -O2 would otherwise keep a loop over
 * an array in memory. */
#define ALL8(S) (S(0), S(1), S(2), S(3), S(4), S(5), S(6), S(7))

#define SWAPMOVE(a, b, m, s)                                                                                       \
    do {                                                                                                           \
        v2u64 t_ = (((a) >> (s)) ^ (b)) & (m);                                                                     \
        (b) ^= t_;                                                                                                 \
        (a) ^= t_ << (s);                                                                                          \
    } while (0)

/* Exchanges the word index with the bit-within-byte index: eight blocks
 * (word l = block l) to eight bit planes and back. */
CAIRN_INLINE void transpose(v2u64 q[8])
{
    const v2u64 m1 = {0x5555555555555555u, 0x5555555555555555u};
    const v2u64 m2 = {0x3333333333333333u, 0x3333333333333333u};
    const v2u64 m4 = {0x0f0f0f0f0f0f0f0fu, 0x0f0f0f0f0f0f0f0fu};
    SWAPMOVE(q[0], q[1], m1, 1);
    SWAPMOVE(q[2], q[3], m1, 1);
    SWAPMOVE(q[4], q[5], m1, 1);
    SWAPMOVE(q[6], q[7], m1, 1);
    SWAPMOVE(q[0], q[2], m2, 2);
    SWAPMOVE(q[1], q[3], m2, 2);
    SWAPMOVE(q[4], q[6], m2, 2);
    SWAPMOVE(q[5], q[7], m2, 2);
    SWAPMOVE(q[0], q[4], m4, 4);
    SWAPMOVE(q[1], q[5], m4, 4);
    SWAPMOVE(q[2], q[6], m4, 4);
    SWAPMOVE(q[3], q[7], m4, 4);
}

/* Byte j of a block at bits 8 j..8 j + 7: memcpy is exactly that on the
 * little-endian targets this file is built for (aes_internal.h), and one
 * unaligned vector move. */
CAIRN_INLINE v2u64 load_block(const uint8_t *p)
{
    v2u64 v;
    memcpy(&v, p, sizeof v);
    return v;
}

CAIRN_INLINE void store_block(uint8_t *p, v2u64 v) { memcpy(p, &v, sizeof v); }

CAIRN_INLINE void sbox(v2u64 q[8]) { CAIRN_AES_SBOX_RAW(v2u64, q); }

CAIRN_INLINE void inv_sbox(v2u64 q[8]) { CAIRN_AES_INV_SBOX_V128(v2u64, q); }

/* MixColumns on a state permuted by SR^-d, as in aes_ct64.c: with A the
 * next row (d columns on) and t = q ^ A, out = 2t ^ A ^ (t two rows on).
 * Plane by plane, so that few vectors are live (SSE2 has 16 registers):
 * plane i of 2t is t[i - 1], plus t[7] for i = 1, 3, 4. */
CAIRN_INLINE void mix_columns(v2u64 q[8], unsigned d)
{
    const unsigned e = (2 * d) & 3;
    v2u64 a, t, t7, p7, p;
    a = rot(q[7], 1, d);
    t7 = q[7] ^ a;
    p7 = a ^ rot(t7, 2, e);
    p = t7;
#define STEP(i, x)                                                                                                 \
    do {                                                                                                           \
        a = rot(q[i], 1, d);                                                                                       \
        t = q[i] ^ a;                                                                                              \
        q[i] = (x) ^ a ^ rot(t, 2, e);                                                                             \
        p = t;                                                                                                     \
    } while (0)
    STEP(0, p);
    STEP(1, p ^ t7);
    STEP(2, p);
    STEP(3, p ^ t7);
    STEP(4, p ^ t7);
    STEP(5, p);
    STEP(6, p);
#undef STEP
    q[7] = p ^ p7;
}

/* InvMixColumns with two rotations per plane instead of three: with z the
 * move to the next row (d columns on, as in mix_columns), A = z q, t = q ^ A,
 * y = q ^ 2t = 03 q + 02 z q and w = t ^ 4y = 0d q + 09 z q, the output is
 * y ^ w ^ z^2 w = 0e q + 0b z q + 0d z^2 q + 09 z^3 q. Plane i of 2t is t[i - 1]
 * (plus t[7] for i = 1, 3, 4), plane i of 4y is y[i - 2] (plus y[6], y[7]
 * terms). Plane by plane from 0 up, with t5..t7 and y6, y7 first, so that few
 * vectors are live. */
CAIRN_INLINE void inv_mix_columns(v2u64 q[8], unsigned d)
{
    const unsigned e = (2 * d) & 3;
    v2u64 t0, t1, t2, t3, t4, t5, t6, t7, y0, y1, y2, y3, y4, y5, y6, y7, w;
    t5 = q[5] ^ rot(q[5], 1, d);
    t6 = q[6] ^ rot(q[6], 1, d);
    t7 = q[7] ^ rot(q[7], 1, d);
    y6 = q[6] ^ t5;
    y7 = q[7] ^ t6;
#define OUT(i, wv)                                                                                                 \
    do {                                                                                                           \
        w = (wv);                                                                                                  \
        q[i] = y##i ^ w ^ rot(w, 2, e);                                                                            \
    } while (0)
    t0 = q[0] ^ rot(q[0], 1, d);
    y0 = q[0] ^ t7;
    OUT(0, t0 ^ y6);
    t1 = q[1] ^ rot(q[1], 1, d);
    y1 = q[1] ^ t0 ^ t7;
    OUT(1, t1 ^ y6 ^ y7);
    t2 = q[2] ^ rot(q[2], 1, d);
    y2 = q[2] ^ t1;
    OUT(2, t2 ^ y0 ^ y7);
    t3 = q[3] ^ rot(q[3], 1, d);
    y3 = q[3] ^ t2 ^ t7;
    OUT(3, t3 ^ y1 ^ y6);
    t4 = q[4] ^ rot(q[4], 1, d);
    y4 = q[4] ^ t3 ^ t7;
    OUT(4, t4 ^ y2 ^ y6 ^ y7);
    y5 = q[5] ^ t4;
    OUT(5, t5 ^ y3 ^ y7);
    OUT(6, t6 ^ y4);
    OUT(7, t7 ^ y5);
#undef OUT
}

CAIRN_INLINE void add_round_key(v2u64 q[8], const v2u64 *k)
{
#define STEP(i) (q[i] ^= k[i])
    ALL8(STEP);
#undef STEP
}

/* SR^2: rows 1 and 3 (bytes 1 and 3 of each dword) turn by two columns. */
CAIRN_INLINE void shift_rows2(v2u64 q[8])
{
    const v2u64 rows13 = {0xff00ff00ff00ff00u, 0xff00ff00ff00ff00u};
#define STEP(i) (q[i] ^= (q[i] ^ rot(q[i], 0, 2)) & rows13)
    ALL8(STEP);
#undef STEP
}

#define ENC_ROUND(d, r)                                                                                            \
    do {                                                                                                           \
        sbox(q);                                                                                                   \
        mix_columns(q, d);                                                                                         \
        add_round_key(q, sk + 8 * (r));                                                                            \
    } while (0)

#define DEC_ROUND(d, r)                                                                                            \
    do {                                                                                                           \
        inv_sbox(q);                                                                                               \
        add_round_key(q, sk + 8 * (r));                                                                            \
        inv_mix_columns(q, d);                                                                                     \
    } while (0)

/* The state is worked on in a local copy: q[] itself could alias sk as far
 * as the compiler knows, which makes GCC store every plane back after each
 * round (17 stores a round). */
static void encrypt_state(const v2u64 *sk, unsigned nr, v2u64 qio[8])
{
    unsigned r;
    v2u64 q[8];
#define STEP(i) (q[i] = qio[i])
    ALL8(STEP);
#undef STEP
    CAIRN_AES_ENCRYPT_ROUNDS(q, sk, nr, r);
#define STEP(i) (qio[i] = q[i])
    ALL8(STEP);
#undef STEP
}

static void decrypt_state(const v2u64 *sk, unsigned nr, v2u64 qio[8])
{
    unsigned r;
    v2u64 q[8];
#define STEP(i) (q[i] = qio[i])
    ALL8(STEP);
#undef STEP
    CAIRN_AES_DECRYPT_ROUNDS(q, sk, nr, r);
#define STEP(i) (qio[i] = q[i])
    ALL8(STEP);
#undef STEP
}

/* Round-key bits of column c of one ct64 plane (bit 16 r + c for row r)
 * moved to bit 8 r, r = 0..3. */
CAIRN_INLINE uint64_t key_column(uint64_t w, unsigned c)
{
    uint64_t y = (w >> c) & 0x0001000100010001u;
    y = (y | (y >> 8)) & 0x0000010100000101u;
    return (y | (y >> 16)) & 0x01010101u;
}

/* Bit set -> byte 0xff, bit clear -> 0, for bits at multiples of 8. */
CAIRN_INLINE uint64_t spread(uint64_t m) { return (m << 8) - m; }

/* ct64's schedule (ks, see aes_ct64.c: plane i of round key r in ks[8 r + i],
 * byte (r, c) at bit 16 r + c) to this file's layout, every byte of the
 * block index all ones or all zeros. Constant time. */
static void spread_key(v2u64 *sk, const uint64_t *ks, unsigned nr)
{
    unsigned k;
    for (k = 0; k < 8 * (nr + 1); k++) {
        uint64_t w = ks[k];
        v2u64 v = {spread(key_column(w, 0) | (key_column(w, 1) << 32)),
                   spread(key_column(w, 2) | (key_column(w, 3) << 32))};
        sk[k] = v;
    }
}

#define X2_MAX_KEYS (8 * 15)

void cairn_aes_ct64x2_ecb(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks, int decrypt)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR], l;
    v2u64 sk[X2_MAX_KEYS], q[8];

    spread_key(sk, ks, nr);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        for (l = 0; l < 8; l++)
            q[l] = load_block(in + 16 * l);
        transpose(q);
        if (decrypt) /* public */
            decrypt_state(sk, nr, q);
        else
            encrypt_state(sk, nr, q);
        transpose(q);
        for (l = 0; l < 8; l++)
            store_block(out + 16 * l, q[l]);
    }
    cairn_wipe(sk, sizeof sk);
    cairn_wipe(q, sizeof q);
}

void cairn_aes_ct64x2_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR], l;
    v2u64 sk[X2_MAX_KEYS], q[8], c[8], prev;

    spread_key(sk, ks, nr);
    prev = load_block(iv);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        /* all eight ciphertext blocks are read before any output is
         * written, so out == in works */
        for (l = 0; l < 8; l++)
            q[l] = c[l] = load_block(in + 16 * l);
        transpose(q);
        decrypt_state(sk, nr, q);
        transpose(q);
        store_block(out, q[0] ^ prev);
        for (l = 1; l < 8; l++)
            store_block(out + 16 * l, q[l] ^ c[l - 1]);
        prev = c[7];
    }
    store_block(iv, prev);
    cairn_wipe(sk, sizeof sk);
    cairn_wipe(q, sizeof q);
    cairn_wipe(c, sizeof c);
}

/* The counter is public (a nonce), so building it may branch. */
void cairn_aes_ct64x2_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                          int ctr32)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR], l;
    uint64_t hi = cairn_load64_be(ctr), lo = cairn_load64_be(ctr + 8);
    v2u64 sk[X2_MAX_KEYS], q[8];

    spread_key(sk, ks, nr);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        for (l = 0; l < 8; l++) {
            v2u64 v = {__builtin_bswap64(hi), __builtin_bswap64(lo)}; /* big-endian bytes */
            q[l] = v;
            if (ctr32) {
                lo = (lo & 0xffffffff00000000u) | ((lo + 1) & 0xffffffffu);
            } else {
                lo++;
                hi += lo == 0;
            }
        }
        transpose(q);
        encrypt_state(sk, nr, q);
        transpose(q);
        for (l = 0; l < 8; l++)
            store_block(out + 16 * l, q[l] ^ load_block(in + 16 * l));
    }
    cairn_store64_be(ctr, hi);
    cairn_store64_be(ctr + 8, lo);
    cairn_wipe(sk, sizeof sk);
    cairn_wipe(q, sizeof q);
}

#endif
