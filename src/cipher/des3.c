/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DES (FIPS 46-3) and 3DES EDE (SP 800-67), portable and constant time.
 *
 * Design: one block at a time, the eight S-boxes of a round evaluated
 * together as multiplexer trees over 64-bit words (no table indexed by key
 * or data). A word has a lane for each (row-half h, S-box i, output bit o):
 * lane 32 h + 4 (7 - i) + o. The 32 leaves of the trees are constants (one
 * word per column pair, the S-box tables spread over the lanes), and the
 * five column/row bits b2..b6 of each S-box input select among them: each
 * selector word holds S-box i's input bit in all lanes of S-box i. The E
 * expansion is a rotation per selector (each S-box reads a window of six
 * consecutive bits of R, four apart), the round key is added before the
 * selector is spread over its lanes, the row bit b1 picks the half at the
 * end, and the result is the S-box output word S1..S8, to which P is
 * applied as nineteen masked rotations. About 200 word operations a round,
 * the same for every key and block.
 *
 * IP, FP, PC-1, PC-2 and the key rotations move bits at public positions
 * (loops over the standard's tables with public indices).
 *
 * The 48 round keys of EDE are stored in the order encryption uses them
 * (K1 forward, K2 backward, K3 forward), so decryption walks the same list
 * backwards. The middle FP/IP pairs cancel, so a 3DES block is IP, 48
 * rounds (the halves swapped between the stages), FP.
 */
#include "cairn/cipher.h"
#include "cipher/cipher_internal.h"
#include "core/internal.h"

#if CAIRN_ENABLE_DES3

/* Tables of the standard (1-based bit numbers, bit 1 the most significant). */
static const uint8_t des_ip[64] = {
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6,
    64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
};
static const uint8_t des_pc1[56] = {
    57, 49, 41, 33, 25, 17, 9,  1,  58, 50, 42, 34, 26, 18, 10, 2,  59, 51, 43, 35, 27, 19, 11, 3,  60, 52, 44, 36,
    63, 55, 47, 39, 31, 23, 15, 7,  62, 54, 46, 38, 30, 22, 14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4,
};
static const uint8_t des_pc2[48] = {
    14, 17, 11, 24, 1,  5,  3,  28, 15, 6,  21, 10, 23, 19, 12, 4,  26, 8,  16, 7,  27, 20, 13, 2,
    41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
};
/* Left rotations of C and D before each round. */
static const uint8_t des_shifts[16] = {1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1};

/*
 * Leaves of the S-box trees: des_leaf[u][0] is the leaf for column
 * pair u with b6 = 0, des_leaf[u][1] its difference with the b6 = 1 leaf.
 * Lane 32 h + 4 (7 - i) + o of leaf 2 u + b6 is output bit o (weight 2^o) of
 * S(i+1) at row 2 h + b6, column u. Generated from the standard's S-boxes.
 */
static const uint64_t des_leaf[16][2] = {
    {0x40da4917efa72c4dull, 0xbdc9fd75ec7ac69cull},
    {0x1e662e4b410dc1b2ull, 0xd6c9adfabc757ebdull},
    {0xe7491fb4d89e4a28ull, 0x6d99dd6aac956e95ull},
    {0x8b90b5d11ee31fe4ull, 0xaa96c9565976dd9cull},
    {0xda8ca2c9266079f6ull, 0x99e6bbddc9563ebcull},
    {0x64fbd83cfb36a20full, 0xfb6a3d76d979de9cull},
    {0x2d377c7eb3f9b68bull, 0x39ba53d66b996f9cull},
    {0xb10d83e2845a68d1ull, 0xc375599f9af97d75ull},
    {0xf5bff7a03911803aull, 0xaef69c3f9535d6d6ull},
    {0xc81190f6a7d25dc9ull, 0x7ee56eaac7555cfcull},
    {0x9c23c46a62c83393ull, 0xabc6c563a39acec5ull},
    {0x76ce5a8dcd75f47eull, 0x9af5cd7d77995ab5ull},
    {0x3955610f5cbbde55ull, 0x99e9c7ecca7aee75ull},
    {0xa3a23d53904c07a0ull, 0xa6f57d76c9f69c5eull},
    {0x52e80b950524e56cull, 0x3cca53a33eda66e5ull},
    {0x0f74e6287a8f9b17ull, 0xd6badbe3ff96f375ull},
};

/* Bit 1..64 of the standard's numbering in a 64-bit word. */
#define BIT64(x, n) (((x) >> (64 - (n))) & 1u)

static uint64_t des_ip_apply(uint64_t x)
{
    uint64_t r = 0;
    unsigned k;
    for (k = 0; k < 64; k++)
        r |= BIT64(x, des_ip[k]) << (63 - k);
    return r;
}

static uint64_t des_fp_apply(uint64_t x)
{
    uint64_t r = 0;
    unsigned k;
    for (k = 0; k < 64; k++)
        r |= BIT64(x, k + 1) << (64 - des_ip[k]);
    return r;
}

/* The four selector bits of lanes 4 m spread to lanes 4 m .. 4 m + 3. */
CAIRN_INLINE uint32_t des_spread4(uint32_t x)
{
    x |= x << 1;
    return x | (x << 2);
}

CAIRN_INLINE uint64_t des_dup(uint32_t x) { return (uint64_t)x | ((uint64_t)x << 32); }

CAIRN_INLINE uint32_t des_p(uint32_t y)
{
    return (cairn_rotl32(y, 3) & 0x00000020u)
    | (cairn_rotl32(y, 4) & 0x00040000u)
    | (cairn_rotl32(y, 5) & 0x40402402u)
    | (cairn_rotl32(y, 6) & 0x04000000u)
    | (cairn_rotl32(y, 9) & 0x01000000u)
    | (cairn_rotl32(y, 10) & 0x00000010u)
    | (cairn_rotl32(y, 11) & 0x00000800u)
    | (cairn_rotl32(y, 12) & 0x00200200u)
    | (cairn_rotl32(y, 13) & 0x00000004u)
    | (cairn_rotl32(y, 14) & 0x00100000u)
    | (cairn_rotl32(y, 15) & 0x80000000u)
    | (cairn_rotl32(y, 16) & 0x00020000u)
    | (cairn_rotl32(y, 17) & 0x30008100u)
    | (cairn_rotl32(y, 19) & 0x00000040u)
    | (cairn_rotl32(y, 21) & 0x02000000u)
    | (cairn_rotl32(y, 22) & 0x00004000u)
    | (cairn_rotl32(y, 24) & 0x08880000u)
    | (cairn_rotl32(y, 25) & 0x00000009u)
    | (cairn_rotl32(y, 26) & 0x00011080u);
}

/* f(R, K): kw holds K's bit for S-box i, input bit j (j = 0 is b1) at
 * 4 (7 - i) + j for j < 4 and at 32 + 4 (7 - i) + j - 4 for j = 4, 5. */
CAIRN_INLINE uint32_t des_f(uint32_t r, uint64_t kw)
{
    const uint32_t m = 0x11111111u;
    uint32_t klo = (uint32_t)kw, khi = (uint32_t)(kw >> 32);
    /* input bit j of S-box i is bit 4 i + j of R (1-based, cyclic) */
    uint32_t s0 = des_spread4((cairn_rotr32(r, 4) ^ klo) & m);
    uint64_t s1 = des_dup(des_spread4((cairn_rotr32(r, 3) ^ (klo >> 1)) & m));
    uint64_t s2 = des_dup(des_spread4((cairn_rotr32(r, 2) ^ (klo >> 2)) & m));
    uint64_t s3 = des_dup(des_spread4((cairn_rotr32(r, 1) ^ (klo >> 3)) & m));
    uint64_t s4 = des_dup(des_spread4((r ^ khi) & m));
    uint64_t s5 = des_dup(des_spread4((cairn_rotl32(r, 1) ^ (khi >> 1)) & m));
    uint64_t v[16];
    uint32_t lo, hi;
    unsigned u;

    for (u = 0; u < 16; u++)
        v[u] = des_leaf[u][0] ^ (s5 & des_leaf[u][1]);
    for (u = 0; u < 8; u++)
        v[u] = v[2 * u] ^ (s4 & (v[2 * u] ^ v[2 * u + 1]));
    for (u = 0; u < 4; u++)
        v[u] = v[2 * u] ^ (s3 & (v[2 * u] ^ v[2 * u + 1]));
    for (u = 0; u < 2; u++)
        v[u] = v[2 * u] ^ (s2 & (v[2 * u] ^ v[2 * u + 1]));
    v[0] ^= s1 & (v[0] ^ v[1]);
    lo = (uint32_t)v[0];
    hi = (uint32_t)(v[0] >> 32);
    return des_p(lo ^ (s0 & (lo ^ hi)));
}

/* The 16 round keys of one DES key (parity bits ignored), in the f layout,
 * written to rk[0..15] (step 1) or rk[15..0] (step -1, for decryption). */
static void des_key_schedule(uint64_t *rk, const uint8_t key[8], int backward)
{
    uint64_t k = cairn_load64_be(key), cd = 0;
    uint32_t c, d;
    unsigned n, i, sb, j;
    for (i = 0; i < 56; i++)
        cd |= BIT64(k, des_pc1[i]) << (55 - i);
    c = (uint32_t)(cd >> 28);
    d = (uint32_t)cd & 0x0fffffffu;
    for (n = 0; n < 16; n++) {
        uint64_t w = 0;
        unsigned s = des_shifts[n];
        c = ((c << s) | (c >> (28 - s))) & 0x0fffffffu;
        d = ((d << s) | (d >> (28 - s))) & 0x0fffffffu;
        cd = ((uint64_t)c << 28) | d;
        for (sb = 0; sb < 8; sb++) {
            for (j = 0; j < 6; j++) {
                /* PC-2 bit 6 sb + j of CD: S-box sb + 1, input bit j */
                uint64_t bit = (cd >> (56 - des_pc2[6 * sb + j])) & 1u;
                unsigned pos = j < 4 ? 4 * (7 - sb) + j : 32 + 4 * (7 - sb) + (j - 4);
                w |= bit << pos;
            }
        }
        rk[backward ? 15 - n : n] = w;
    }
    cairn_wipe(&k, sizeof k);
    cairn_wipe(&cd, sizeof cd);
    cairn_wipe(&c, sizeof c);
    cairn_wipe(&d, sizeof d);
}

/* K1 || K2 || K3, or K1 || K2 with K3 = K1. */
static int des3_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    if (keylen != CAIRN_DES3_KEY_LEN && keylen != CAIRN_DES3_KEY2_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    des_key_schedule(ks, key, 0);
    des_key_schedule(ks + 16, key + 8, 1);
    des_key_schedule(ks + 32, keylen == CAIRN_DES3_KEY_LEN ? key + 16 : key, 0);
    return CAIRN_OK;
}

/* One 3DES block: encryption walks the 48 round keys forward, decryption backward. */
CAIRN_INLINE uint64_t des3_block(const uint64_t *ks, uint64_t x, int dec)
{
    uint32_t l, r;
    unsigned n;
    x = des_ip_apply(x);
    l = (uint32_t)(x >> 32);
    r = (uint32_t)x;
    for (n = 0; n < 48; n += 2) {
        const uint64_t *k = dec ? ks + 46 - n : ks + n;
        if (n == 16 || n == 32) {
            /* between the DES stages FP and IP cancel, leaving the final swap */
            uint32_t t = l;
            l = r;
            r = t;
        }
        l ^= des_f(r, k[dec]);
        r ^= des_f(l, k[1 - dec]);
    }
    /* the halves end swapped (the preoutput is R16 L16) */
    return des_fp_apply(((uint64_t)r << 32) | l);
}

static void des3_ecb(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks, int dec)
{
    size_t b;
    for (b = 0; b + 2 <= nblocks; b += 2) {
        uint64_t x0 = cairn_load64_be(in + 8 * b), x1 = cairn_load64_be(in + 8 * b + 8);
        x0 = des3_block(ks, x0, dec);
        x1 = des3_block(ks, x1, dec);
        cairn_store64_be(out + 8 * b, x0);
        cairn_store64_be(out + 8 * b + 8, x1);
    }
    if (b < nblocks)
        cairn_store64_be(out + 8 * b, des3_block(ks, cairn_load64_be(in + 8 * b), dec));
}

static void des3_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    des3_ecb(ks, out, in, nblocks, 0);
}

static void des3_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    des3_ecb(ks, out, in, nblocks, 1);
}

static void des3_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64_t c = cairn_load64_be(iv);
    size_t b;
    for (b = 0; b < nblocks; b++) {
        c = des3_block(ks, c ^ cairn_load64_be(in + 8 * b), 0);
        cairn_store64_be(out + 8 * b, c);
    }
    cairn_store64_be(iv, c);
}

static void des3_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64_t prev = cairn_load64_be(iv);
    size_t b;
    for (b = 0; b + 2 <= nblocks; b += 2) {
        uint64_t c0 = cairn_load64_be(in + 8 * b), c1 = cairn_load64_be(in + 8 * b + 8), x0 = c0, x1 = c1;
        x0 = des3_block(ks, x0, 1);
        x1 = des3_block(ks, x1, 1);
        cairn_store64_be(out + 8 * b, x0 ^ prev);
        cairn_store64_be(out + 8 * b + 8, x1 ^ c0);
        prev = c1;
    }
    if (b < nblocks) {
        uint64_t c = cairn_load64_be(in + 8 * b);
        cairn_store64_be(out + 8 * b, des3_block(ks, c, 1) ^ prev);
        prev = c;
    }
    cairn_store64_be(iv, prev);
}

static void des3_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64_t n = cairn_load64_be(ctr);
    size_t b;
    for (b = 0; b + 2 <= nblocks; b += 2) {
        uint64_t x0 = n, x1 = n + 1;
        x0 = des3_block(ks, x0, 0);
        x1 = des3_block(ks, x1, 0);
        cairn_store64_be(out + 8 * b, x0 ^ cairn_load64_be(in + 8 * b));
        cairn_store64_be(out + 8 * b + 8, x1 ^ cairn_load64_be(in + 8 * b + 8));
        n += 2;
    }
    if (b < nblocks) {
        cairn_store64_be(out + 8 * b, des3_block(ks, n, 0) ^ cairn_load64_be(in + 8 * b));
        n++;
    }
    cairn_store64_be(ctr, n);
}

static const cairn_block_impl des3_sw_impl = {
    "ct", CAIRN_DES3_BLOCK_LEN, des3_set_key, des3_encrypt, des3_decrypt, des3_cbc_encrypt, des3_cbc_decrypt,
    des3_ctr, NULL,
};

/* see cairn/cipher.h */
const cairn_block_impl *cairn_des3_sw_impl(void) { return &des3_sw_impl; }

static const cairn_block_impl *(*const des3_impls[])(void) = {cairn_des3_sw_impl, NULL};

const cairn_block_cipher cairn_cipher_des3 = {
    "3DES", CAIRN_DES3_BLOCK_LEN, CAIRN_DES3_KEY_LEN, cairn_des3_sw_impl, NULL, des3_impls,
};

#endif /* CAIRN_ENABLE_DES3 */
