/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES, bitsliced over 64-bit words: four blocks per pass, no table, no
 * secret-dependent branch or address (see aes_internal.h for the fixsliced
 * round structure and the S-box circuit). Where the compiler has generic
 * vectors for the target's baseline SIMD unit (CAIRN_AES_CT64X2), whole
 * groups of eight blocks go through aes_ct64x2.c instead (the same rounds,
 * eight blocks per pass); the code here does the rest and CBC encryption.
 *
 * Word q[i] holds bit i of all 64 state bytes; byte (row r, column c) of
 * block lane l sits at bit 16 r + 4 l + c. Rows are 16-bit fields, so moving
 * to another row is one rotation of the word, and moving along a row is a
 * rotation inside 4-bit nibbles (two rotations and masks).
 */
#include "cipher/aes_internal.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_AES

/* Bits of a nibble whose column c satisfies c + b < 4. */
CAIRN_INLINE uint64_t nib_mask(unsigned b)
{
    return b == 1 ? 0x7777777777777777u : b == 2 ? 0x3333333333333333u : 0x1111111111111111u;
}

/* Output byte (r, c) takes input byte (r + a, c + b), indices mod 4. a and b
 * are public (compile-time constants in the round functions). */
CAIRN_INLINE uint64_t rot(uint64_t x, unsigned a, unsigned b)
{
    uint64_t m;
    if (b == 0)
        return a == 0 ? x : cairn_rotr64(x, 16 * a);
    m = nib_mask(b);
    return (cairn_rotr64(x, 16 * a + b) & m) | (cairn_rotr64(x, (16 * a + b - 4) & 63) & ~m);
}

#define SWAPMOVE(a, b, m, s)                                                                                       \
    do {                                                                                                           \
        uint64_t t_ = (((a) >> (s)) ^ (b)) & (m);                                                                  \
        (b) ^= t_;                                                                                                 \
        (a) ^= t_ << (s);                                                                                          \
    } while (0)

/* Exchanges the word index with the bit-within-byte index (8x8 bit transpose). */
CAIRN_INLINE void transpose(uint64_t q[8])
{
    SWAPMOVE(q[0], q[1], 0x5555555555555555u, 1);
    SWAPMOVE(q[2], q[3], 0x5555555555555555u, 1);
    SWAPMOVE(q[4], q[5], 0x5555555555555555u, 1);
    SWAPMOVE(q[6], q[7], 0x5555555555555555u, 1);
    SWAPMOVE(q[0], q[2], 0x3333333333333333u, 2);
    SWAPMOVE(q[1], q[3], 0x3333333333333333u, 2);
    SWAPMOVE(q[4], q[6], 0x3333333333333333u, 2);
    SWAPMOVE(q[5], q[7], 0x3333333333333333u, 2);
    SWAPMOVE(q[0], q[4], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[1], q[5], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[2], q[6], 0x0f0f0f0f0f0f0f0fu, 4);
    SWAPMOVE(q[3], q[7], 0x0f0f0f0f0f0f0f0fu, 4);
}

/* After the transpose a byte sits at 8 (r + 4 (lane & 1)) + c + 4 (lane >> 1);
 * these two index-bit swaps (bits 3<->5, then 4<->5) move the row to the top. */
CAIRN_INLINE uint64_t rows_up(uint64_t x)
{
    uint64_t t = ((x >> 24) ^ x) & 0x00000000ff00ff00u;
    x ^= t ^ (t << 24);
    t = ((x >> 16) ^ x) & 0x00000000ffff0000u;
    return x ^ t ^ (t << 16);
}

CAIRN_INLINE uint64_t rows_down(uint64_t x)
{
    uint64_t t = ((x >> 16) ^ x) & 0x00000000ffff0000u;
    x ^= t ^ (t << 16);
    t = ((x >> 24) ^ x) & 0x00000000ff00ff00u;
    return x ^ t ^ (t << 24);
}

/* Byte offset in a 64-byte group of the column held by word k before the
 * transpose (low half; the high half is the next block). */
#define COL_OFF(k) (32 * ((k) >> 2) + 4 * ((k) & 3))

/* 64 bytes (four blocks) to bit planes. */
static void load4(uint64_t q[8], const uint8_t *in)
{
    unsigned k;
    for (k = 0; k < 8; k++)
        q[k] = (uint64_t)cairn_load32_le(in + COL_OFF(k)) | ((uint64_t)cairn_load32_le(in + COL_OFF(k) + 16) << 32);
    transpose(q);
    for (k = 0; k < 8; k++)
        q[k] = rows_up(q[k]);
}

/* Bit planes back to byte order (in place): word k then holds the column
 * COL_OFF(k) of two blocks, as load4 read it. */
static void unload4(uint64_t q[8])
{
    unsigned k;
    for (k = 0; k < 8; k++)
        q[k] = rows_down(q[k]);
    transpose(q);
}

static void store4(uint8_t *out, const uint64_t q[8])
{
    unsigned k;
    for (k = 0; k < 8; k++) {
        cairn_store32_le(out + COL_OFF(k), (uint32_t)q[k]);
        cairn_store32_le(out + COL_OFF(k) + 16, (uint32_t)(q[k] >> 32));
    }
}

/* out = in ^ (the bytes of q); out == in allowed. */
static void store4_xor(uint8_t *out, const uint64_t q[8], const uint8_t *in)
{
    unsigned k;
    for (k = 0; k < 8; k++) {
        uint32_t lo = cairn_load32_le(in + COL_OFF(k)) ^ (uint32_t)q[k];
        uint32_t hi = cairn_load32_le(in + COL_OFF(k) + 16) ^ (uint32_t)(q[k] >> 32);
        cairn_store32_le(out + COL_OFF(k), lo);
        cairn_store32_le(out + COL_OFF(k) + 16, hi);
    }
}

CAIRN_INLINE void sbox(uint64_t q[8]) { CAIRN_AES_SBOX_RAW(uint64_t, q); }

CAIRN_INLINE void inv_sbox(uint64_t q[8]) { CAIRN_AES_INV_SBOX(uint64_t, q); }

/* MixColumns on a state permuted by SR^-d (d = round mod 4): each row's
 * neighbour is d columns further along. With A = the next row, t = q ^ A:
 * out = 2t ^ A ^ (t two rows on). */
CAIRN_INLINE void mix_columns(uint64_t q[8], unsigned d)
{
    uint64_t a[8], t[8], x[8];
    unsigned i;
    for (i = 0; i < 8; i++) {
        a[i] = rot(q[i], 1, d);
        t[i] = q[i] ^ a[i];
    }
    CAIRN_AES_XTIME(uint64_t, x, t);
    for (i = 0; i < 8; i++)
        q[i] = x[i] ^ a[i] ^ rot(t[i], 2, (2 * d) & 3);
}

/* InvMixColumns with two rotations per plane (z = the next row, as above):
 * t = q ^ z q, y = q ^ 2t = 03 q + 02 z q, w = t ^ 4y = 0d q + 09 z q, and
 * out = y ^ w ^ z^2 w = 0e q + 0b z q + 0d z^2 q + 09 z^3 q. */
CAIRN_INLINE void inv_mix_columns(uint64_t q[8], unsigned d)
{
    uint64_t t[8], y[8], x[8];
    unsigned i;
    for (i = 0; i < 8; i++)
        t[i] = q[i] ^ rot(q[i], 1, d);
    CAIRN_AES_XTIME(uint64_t, x, t);
    for (i = 0; i < 8; i++)
        y[i] = q[i] ^ x[i];
    CAIRN_AES_XTIME(uint64_t, x, y);
    CAIRN_AES_XTIME(uint64_t, x, x);
    for (i = 0; i < 8; i++) {
        uint64_t w = t[i] ^ x[i];
        q[i] = y[i] ^ w ^ rot(w, 2, (2 * d) & 3);
    }
}

CAIRN_INLINE void add_round_key(uint64_t q[8], const uint64_t *k)
{
    unsigned i;
    for (i = 0; i < 8; i++)
        q[i] ^= k[i];
}

/* SR^2 (its own inverse): rows 1 and 3 turn by two columns. */
CAIRN_INLINE void shift_rows2(uint64_t q[8])
{
    unsigned i;
    for (i = 0; i < 8; i++)
        q[i] = (q[i] & 0x0000ffff0000ffffu) | (rot(q[i], 0, 2) & 0xffff0000ffff0000u);
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

static void encrypt_state(const uint64_t *sk, unsigned nr, uint64_t q[8])
{
    unsigned r;
    CAIRN_AES_ENCRYPT_ROUNDS(q, sk, nr, r);
}

static void decrypt_state(const uint64_t *sk, unsigned nr, uint64_t q[8])
{
    unsigned r;
    CAIRN_AES_DECRYPT_ROUNDS(q, sk, nr, r);
}

/* Key schedule: row r of the key turned by k r columns (SR^k), any public k. */
static uint64_t shift_rows_pow(uint64_t x, unsigned k)
{
    uint64_t out = 0;
    unsigned row;
    for (row = 0; row < 4; row++) {
        unsigned b = (k * row) & 3;
        uint64_t y = x;
        if (b != 0) {
            uint64_t m = nib_mask(b);
            y = (cairn_rotr64(x, b) & m) | (cairn_rotr64(x, 60 + b) & ~m);
        }
        out |= y & ((uint64_t)0xffff << (16 * row));
    }
    return out;
}

static int ct64_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t w[60];
    uint8_t buf[64];
    uint64_t q[8];
    unsigned nr, r, i;

    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    nr = cairn_aes_expand_key(w, key, keylen);
    if (nr == 0)
        return CAIRN_ERR_BAD_LENGTH;
    for (r = 0; r <= nr; r++) {
        for (i = 0; i < 4; i++)
            cairn_store32_be(buf + 4 * i, w[4 * r + i]);
        memcpy(buf + 16, buf, 16);
        memcpy(buf + 32, buf, 32);
        load4(q, buf);
        for (i = 0; i < 8; i++) {
            if (r >= 1 && r < nr) /* stored as SR^-r(K_r), see aes_internal.h */
                q[i] = shift_rows_pow(q[i], (4 - (r & 3)) & 3);
            if (r >= 1 && (0x63u >> i) & 1) /* the S-box constant */
                q[i] = ~q[i];
            ks[8 * r + i] = q[i];
        }
    }
    ks[CAIRN_AES_KS_NR] = nr;
    cairn_wipe(w, sizeof w);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
    return CAIRN_OK;
}

static void ct64_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    uint64_t q[8];
    uint8_t buf[64];

#if CAIRN_AES_CT64X2
    if (nblocks >= 8) {
        size_t n = nblocks & ~(size_t)7;
        cairn_aes_ct64x2_ecb(ks, out, in, n, 0);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
#endif
    for (; nblocks >= 4; nblocks -= 4, in += 64, out += 64) {
        load4(q, in);
        encrypt_state(ks, nr, q);
        unload4(q);
        store4(out, q);
    }
    if (nblocks > 0) {
        memset(buf, 0, sizeof buf);
        memcpy(buf, in, 16 * nblocks);
        load4(q, buf);
        encrypt_state(ks, nr, q);
        unload4(q);
        store4(buf, q);
        memcpy(out, buf, 16 * nblocks);
        cairn_wipe(buf, sizeof buf);
    }
    cairn_wipe(q, sizeof q);
}

static void ct64_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    uint64_t q[8];
    uint8_t buf[64];

#if CAIRN_AES_CT64X2
    if (nblocks >= 8) {
        size_t n = nblocks & ~(size_t)7;
        cairn_aes_ct64x2_ecb(ks, out, in, n, 1);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
#endif
    for (; nblocks >= 4; nblocks -= 4, in += 64, out += 64) {
        load4(q, in);
        decrypt_state(ks, nr, q);
        unload4(q);
        store4(out, q);
    }
    if (nblocks > 0) {
        memset(buf, 0, sizeof buf);
        memcpy(buf, in, 16 * nblocks);
        load4(q, buf);
        decrypt_state(ks, nr, q);
        unload4(q);
        store4(buf, q);
        memcpy(out, buf, 16 * nblocks);
        cairn_wipe(buf, sizeof buf);
    }
    cairn_wipe(q, sizeof q);
}

/* CBC encryption is serial: one block per pass, the other three lanes idle. */
static void ct64_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    uint64_t q[8];
    uint8_t buf[64];
    size_t i;

    memset(buf, 0, sizeof buf);
    memcpy(buf, iv, 16);
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        for (i = 0; i < 16; i++)
            buf[i] ^= in[i];
        load4(q, buf);
        encrypt_state(ks, nr, q);
        unload4(q);
        store4(buf, q);
        memcpy(out, buf, 16);
    }
    memcpy(iv, buf, 16);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
}

static void ct64_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    uint64_t q[8];
    uint8_t buf[64], next_iv[16];
    size_t n, i;

#if CAIRN_AES_CT64X2
    if (nblocks >= 8) {
        n = nblocks & ~(size_t)7;
        cairn_aes_ct64x2_cbc_decrypt(ks, iv, out, in, n);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
#endif
    while (nblocks > 0) {
        n = nblocks < 4 ? nblocks : 4;
        memset(buf, 0, sizeof buf);
        memcpy(buf, in, 16 * n);
        memcpy(next_iv, in + 16 * (n - 1), 16);
        load4(q, buf);
        decrypt_state(ks, nr, q);
        unload4(q);
        store4(buf, q);
        /* last block first, so that out == in still has each previous
         * ciphertext block when it is needed */
        for (i = n - 1; i > 0; i--) {
            size_t j;
            for (j = 0; j < 16; j++)
                out[16 * i + j] = (uint8_t)(buf[16 * i + j] ^ in[16 * (i - 1) + j]);
        }
        for (i = 0; i < 16; i++)
            out[i] = (uint8_t)(buf[i] ^ iv[i]);
        memcpy(iv, next_iv, 16);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
}

/* CTR over the whole block (ctr32 = 0) or its last 32 bits (ctr32 = 1). The
 * counter is public (a nonce), so building it may branch. */
static void ctr_common(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks, int ctr32)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    uint64_t q[8];
    uint8_t buf[64];
    size_t n, i;

#if CAIRN_AES_CT64X2
    if (nblocks >= 8) {
        n = nblocks & ~(size_t)7;
        cairn_aes_ct64x2_ctr(ks, ctr, out, in, n, ctr32);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
#endif
    while (nblocks > 0) {
        n = nblocks < 4 ? nblocks : 4;
        for (i = 0; i < 4; i++) {
            memcpy(buf + 16 * i, ctr, 16);
            if (i < n) {
                if (ctr32)
                    cairn_store32_be(ctr + 12, cairn_load32_be(ctr + 12) + 1);
                else
                    cairn_ctr_add_be(ctr, 16, 1);
            }
        }
        load4(q, buf);
        encrypt_state(ks, nr, q);
        unload4(q);
        if (n == 4) {
            store4_xor(out, q, in);
        } else {
            store4(buf, q);
            for (i = 0; i < 16 * n; i++)
                out[i] = (uint8_t)(in[i] ^ buf[i]);
        }
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
}

static void ct64_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_common(ks, ctr, out, in, nblocks, 0);
}

static void ct64_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_common(ks, ctr, out, in, nblocks, 1);
}

const cairn_block_impl cairn_aes_ct64_impl_obj = {
    {"ct64", CAIRN_PRIM_AES, 0}, 16, ct64_set_key, ct64_encrypt, ct64_decrypt, ct64_cbc_encrypt, ct64_cbc_decrypt,
    ct64_ctr, ct64_ctr32, NULL, NULL, NULL,
};

#endif
