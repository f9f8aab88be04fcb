/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DES (FIPS 46-3) and 3DES EDE (SP 800-67), portable and constant time.
 *
 * Two cores, both constant time (no table indexed by key or data):
 *
 * - Bitsliced (ECB, CTR and CBC decryption, once a call has enough blocks):
 *   64 blocks on 64-bit hosts, 32 on 32-bit ones (des_word), one word per
 *   bit position: word b holds bit b of every block. The blocks are
 *   transposed into that form (swap-move steps), IP, E, P, FP and the half
 *   swaps become word indexing, and each S-box is a boolean circuit of about
 *   75 word operations derived from the standard's tables by
 *   scripts/gen-des-sbox.py (the generated block below). A round key bit is
 *   spread to an all-zero/all-one mask word where it is used.
 * - Single block (CBC encryption, which is serial, and short calls): the
 *   eight S-boxes of a round evaluated together as multiplexer trees over
 *   64-bit words. A word has a lane for each (row-half h, S-box i, output
 *   bit o): lane 32 h + 4 (7 - i) + o. The 32 leaves of the trees are
 *   constants (one word per column pair, the S-box tables spread over the
 *   lanes), and the five column/row bits b2..b6 of each S-box input select
 *   among them: each selector word holds S-box i's input bit in all lanes of
 *   S-box i. The E expansion is a rotation per selector (each S-box reads a
 *   window of six consecutive bits of R, four apart), the round key is added
 *   before the selector is spread over its lanes, the row bit b1 picks the
 *   half at the end, and the result is the S-box output word S1..S8, to
 *   which P is applied as nineteen masked rotations. About 200 word
 *   operations a round, the same for every key and block.
 *
 * IP, FP, PC-1, PC-2 and the key rotations move bits at public positions
 * (loops over the standard's tables with public indices).
 *
 * The 48 round keys of EDE are stored in the order encryption uses them
 * (K1 forward, K2 backward, K3 forward), so decryption walks the same list
 * backwards: ks[0..47] in the single-block layout, ks[48..95] in the
 * bitsliced one (bit 6 i + j: input bit j of S-box i + 1). The middle FP/IP
 * pairs cancel, so a 3DES block is IP, 48 rounds (the halves swapped between
 * the stages), FP.
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
 * written to rk[0..15] (step 1) or rk[15..0] (step -1, for decryption), and
 * in the bitsliced layout to rk[48..63] in the same order. */
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
        uint64_t w = 0, wbs = 0;
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
                wbs |= bit << (6 * sb + j);
            }
        }
        rk[backward ? 15 - n : n] = w;
        rk[48 + (backward ? 15 - n : n)] = wbs;
    }
    cairn_wipe(&k, sizeof k);
    cairn_wipe(&cd, sizeof cd);
    cairn_wipe(&c, sizeof c);
    cairn_wipe(&d, sizeof d);
}

/* The 56 key bits of a DES key: the low bit of each byte is parity. */
#define DES_KEY_BITS 0xfefefefefefefefeull

/* K1 || K2 || K3, or K1 || K2 with K3 = K1. SP 800-67r2 requires K1 != K2
 * and K2 != K3: with either pair equal (parity bits ignored: keys equal up
 * to parity are the same key) EDE collapses to single DES, so the key is
 * refused with CAIRN_ERR_INVALID_KEY. The keys are secret: the verdict is
 * computed and applied without a branch, the schedule always computed and
 * then masked to zero on refusal, the status derived arithmetically. */
static int des3_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    const uint8_t *k3;
    uint64_t k1w, k2w, k3w, keep;
    uint32_t distinct;
    size_t i;

    if (keylen != CAIRN_DES3_KEY_LEN && keylen != CAIRN_DES3_KEY2_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    k3 = keylen == CAIRN_DES3_KEY_LEN ? key + 16 : key;
    k1w = cairn_load64_be(key) & DES_KEY_BITS;
    k2w = cairn_load64_be(key + 8) & DES_KEY_BITS;
    k3w = cairn_load64_be(k3) & DES_KEY_BITS;
    distinct = (uint32_t)(cairn_ct_nonzero64(k1w ^ k2w) & cairn_ct_nonzero64(k2w ^ k3w));
    keep = cairn_ct_mask64(distinct);
    des_key_schedule(ks, key, 0);
    des_key_schedule(ks + 16, key + 8, 1);
    des_key_schedule(ks + 32, k3, 0);
    for (i = 0; i < 96; i++)
        ks[i] &= keep;
    cairn_wipe(&k1w, sizeof k1w);
    cairn_wipe(&k2w, sizeof k2w);
    cairn_wipe(&k3w, sizeof k3w);
    return (int)(1u - distinct) * CAIRN_ERR_INVALID_KEY;
}

/* One 3DES block: encryption walks the 48 round keys forward, decryption backward. */
/* inlined into each mode, or in the small profile called by them */
#if CAIRN_SMALL
static CAIRN_NOINLINE
#else
CAIRN_INLINE
#endif
uint64_t des3_block(const uint64_t *ks, uint64_t x, int dec)
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

/* ---- bitsliced core ---- */

#if UINTPTR_MAX > 0xffffffffu
typedef uint64_t des_word;
#define DES_BS_LANES 64
#else
typedef uint32_t des_word;
#define DES_BS_LANES 32
#endif

/* Below this many blocks a call goes through the single-block core: a
 * bitsliced pass costs the same for any count up to DES_BS_LANES (the
 * transposes and every lane of the circuits), which pays only from about
 * this many blocks on (docs/performance.md). */
#define DES_BS_MIN 5

/* Round-key bit b of kw as a mask word. */
#define DES_KM(kw, b) ((des_word)0 - (des_word)(((kw) >> (b)) & 1u))

/* BEGIN generated by scripts/gen-des-sbox.py: do not edit */
/* S1: 80 gates (86 word operations without and-not) */
CAIRN_INLINE void des_bs_s1(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = ~a5;
    des_word t1 = a6 ^ a3;
    des_word t2 = t1 | t0;
    des_word t3 = a3 | a6;
    des_word t4 = a4 & t3;
    des_word t5 = t2 ^ t4;
    des_word t6 = ~a6;
    des_word t7 = t0 | t6;
    des_word t8 = a3 & t7;
    des_word t9 = a5 ^ t8;
    des_word t10 = t9 & ~a4;
    des_word t11 = a6 ^ t10;
    des_word t12 = t11 & ~a1;
    des_word t13 = t5 ^ t12;
    des_word t14 = a3 | t6;
    des_word t15 = t6 ^ a5;
    des_word t16 = a4 & t15;
    des_word t17 = t14 ^ t16;
    des_word t18 = a6 ^ t4;
    des_word t19 = a4 | t6;
    des_word t20 = t19 ^ t3;
    des_word t21 = t20 & ~a5;
    des_word t22 = t18 ^ t21;
    des_word t23 = a1 & t22;
    des_word t24 = t17 ^ t23;
    des_word t25 = a2 & t24;
    des_word t26 = t13 ^ t25;
    des_word t27 = a2 | a3;
    des_word t28 = t27 ^ t15;
    des_word t29 = ~t7;
    des_word t30 = t15 ^ a2;
    des_word t31 = a3 & t30;
    des_word t32 = t29 ^ t31;
    des_word t33 = a4 & t32;
    des_word t34 = t28 ^ t33;
    des_word t35 = a4 & t6;
    des_word t36 = t0 ^ t35;
    des_word t37 = a5 ^ t16;
    des_word t38 = a3 & t37;
    des_word t39 = t36 ^ t38;
    des_word t40 = t29 ^ t16;
    des_word t41 = t35 ^ t7;
    des_word t42 = a3 & t41;
    des_word t43 = t40 ^ t42;
    des_word t44 = a2 & t43;
    des_word t45 = t39 ^ t44;
    des_word t46 = a1 & t45;
    des_word t47 = t34 ^ t46;
    des_word t48 = t3 ^ a4;
    des_word t49 = t48 ^ t17;
    des_word t50 = t7 ^ t3;
    des_word t51 = t50 & ~a4;
    des_word t52 = t2 ^ t51;
    des_word t53 = t52 & ~a2;
    des_word t54 = t49 ^ t53;
    des_word t55 = a6 | t0;
    des_word t56 = a4 & t8;
    des_word t57 = t55 ^ t56;
    des_word t58 = t29 ^ t37;
    des_word t59 = t58 ^ t22;
    des_word t60 = a2 & t59;
    des_word t61 = t57 ^ t60;
    des_word t62 = a1 & t61;
    des_word t63 = t54 ^ t62;
    des_word t64 = a5 & t1;
    des_word t65 = t64 ^ a4;
    des_word t66 = ~t14;
    des_word t67 = t66 ^ t9;
    des_word t68 = t67 ^ t49;
    des_word t69 = a2 & t68;
    des_word t70 = t65 ^ t69;
    des_word t71 = a3 & a5;
    des_word t72 = a6 | t71;
    des_word t73 = a4 | t72;
    des_word t74 = t35 ^ t58;
    des_word t75 = t74 ^ t42;
    des_word t76 = t75 & ~a2;
    des_word t77 = t73 ^ t76;
    des_word t78 = a1 & t77;
    des_word t79 = t70 ^ t78;
    l[8] ^= t47;
    l[16] ^= t26;
    l[22] ^= t63;
    l[30] ^= t79;
}

/* S2: 68 gates (70 word operations without and-not) */
CAIRN_INLINE void des_bs_s2(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = ~a6;
    des_word t1 = t0 ^ a3;
    des_word t2 = t1 ^ a1;
    des_word t3 = a3 | a6;
    des_word t4 = t3 & ~a1;
    des_word t5 = a4 ^ t4;
    des_word t6 = a2 & t5;
    des_word t7 = t2 ^ t6;
    des_word t8 = ~a4;
    des_word t9 = a4 | a6;
    des_word t10 = a1 & t9;
    des_word t11 = t8 ^ t10;
    des_word t12 = a2 | t11;
    des_word t13 = a1 & a6;
    des_word t14 = a3 & t13;
    des_word t15 = t12 ^ t14;
    des_word t16 = a5 & t15;
    des_word t17 = t7 ^ t16;
    des_word t18 = t0 ^ a1;
    des_word t19 = t18 ^ t5;
    des_word t20 = a1 & t3;
    des_word t21 = a3 ^ t20;
    des_word t22 = a6 ^ t13;
    des_word t23 = a4 & t22;
    des_word t24 = t21 ^ t23;
    des_word t25 = a5 & t24;
    des_word t26 = t19 ^ t25;
    des_word t27 = t9 ^ t3;
    des_word t28 = a5 & t27;
    des_word t29 = a6 ^ t28;
    des_word t30 = t8 ^ a3;
    des_word t31 = t30 ^ t27;
    des_word t32 = a3 | t0;
    des_word t33 = a5 & t32;
    des_word t34 = t31 ^ t33;
    des_word t35 = a1 & t34;
    des_word t36 = t29 ^ t35;
    des_word t37 = a2 & t36;
    des_word t38 = t26 ^ t37;
    des_word t39 = t32 ^ a5;
    des_word t40 = ~a5;
    des_word t41 = t32 | t40;
    des_word t42 = a4 & t41;
    des_word t43 = t39 ^ t42;
    des_word t44 = t43 ^ a1;
    des_word t45 = t9 ^ t1;
    des_word t46 = a1 & t28;
    des_word t47 = t45 ^ t46;
    des_word t48 = a2 & t47;
    des_word t49 = t44 ^ t48;
    des_word t50 = t40 ^ a4;
    des_word t51 = t0 ^ a4;
    des_word t52 = t51 | t40;
    des_word t53 = a1 & t52;
    des_word t54 = t50 ^ t53;
    des_word t55 = a4 | a5;
    des_word t56 = a1 | t55;
    des_word t57 = t56 ^ t23;
    des_word t58 = a3 & t57;
    des_word t59 = t54 ^ t58;
    des_word t60 = t56 | t0;
    des_word t61 = t55 ^ t52;
    des_word t62 = a1 & t61;
    des_word t63 = a6 ^ t62;
    des_word t64 = t63 & ~a3;
    des_word t65 = t60 ^ t64;
    des_word t66 = a2 & t65;
    des_word t67 = t59 ^ t66;
    l[12] ^= t17;
    l[27] ^= t49;
    l[1] ^= t67;
    l[17] ^= t38;
}

/* S3: 70 gates (74 word operations without and-not) */
CAIRN_INLINE void des_bs_s3(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = ~a6;
    des_word t1 = a2 & a3;
    des_word t2 = t0 ^ t1;
    des_word t3 = t2 ^ a1;
    des_word t4 = a3 ^ a1;
    des_word t5 = a6 | t4;
    des_word t6 = a2 | t5;
    des_word t7 = a5 & t6;
    des_word t8 = t3 ^ t7;
    des_word t9 = a2 | a3;
    des_word t10 = t9 ^ a6;
    des_word t11 = a3 | t0;
    des_word t12 = a2 & t0;
    des_word t13 = t11 ^ t12;
    des_word t14 = a5 & t13;
    des_word t15 = t10 ^ t14;
    des_word t16 = a1 | t15;
    des_word t17 = t16 & ~a4;
    des_word t18 = t8 ^ t17;
    des_word t19 = t4 ^ a6;
    des_word t20 = a5 & a3;
    des_word t21 = t19 ^ t20;
    des_word t22 = a5 | a6;
    des_word t23 = a3 | t22;
    des_word t24 = a1 | t23;
    des_word t25 = a2 & t24;
    des_word t26 = t21 ^ t25;
    des_word t27 = t22 ^ t12;
    des_word t28 = t27 ^ t1;
    des_word t29 = a5 & a6;
    des_word t30 = a3 | t29;
    des_word t31 = t30 ^ t9;
    des_word t32 = a1 & t31;
    des_word t33 = t28 ^ t32;
    des_word t34 = a4 & t33;
    des_word t35 = t26 ^ t34;
    des_word t36 = t1 ^ t10;
    des_word t37 = ~t1;
    des_word t38 = a6 & t37;
    des_word t39 = a4 | t38;
    des_word t40 = a1 & t39;
    des_word t41 = t36 ^ t40;
    des_word t42 = a4 ^ a3;
    des_word t43 = t42 ^ t37;
    des_word t44 = t43 ^ t12;
    des_word t45 = a1 & t44;
    des_word t46 = t42 ^ t45;
    des_word t47 = t46 & ~a5;
    des_word t48 = t41 ^ t47;
    des_word t49 = t0 ^ a1;
    des_word t50 = t49 ^ t5;
    des_word t51 = t50 & ~a2;
    des_word t52 = t19 ^ t51;
    des_word t53 = t0 ^ t36;
    des_word t54 = a6 | t53;
    des_word t55 = a1 | t54;
    des_word t56 = a5 & t55;
    des_word t57 = t52 ^ t56;
    des_word t58 = a3 | a5;
    des_word t59 = a2 & t22;
    des_word t60 = t58 ^ t59;
    des_word t61 = t0 ^ t12;
    des_word t62 = a3 | t61;
    des_word t63 = a2 ^ t13;
    des_word t64 = a5 & t63;
    des_word t65 = t62 ^ t64;
    des_word t66 = t65 & ~a1;
    des_word t67 = t60 ^ t66;
    des_word t68 = a4 & t67;
    des_word t69 = t57 ^ t68;
    l[23] ^= t18;
    l[15] ^= t35;
    l[29] ^= t69;
    l[5] ^= t48;
}

/* S4: 73 gates (79 word operations without and-not) */
CAIRN_INLINE void des_bs_s4(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = a2 | a3;
    des_word t1 = t0 ^ a5;
    des_word t2 = ~a5;
    des_word t3 = a3 & t2;
    des_word t4 = t3 ^ a2;
    des_word t5 = a6 & t4;
    des_word t6 = t1 ^ t5;
    des_word t7 = a6 | t2;
    des_word t8 = a5 & a6;
    des_word t9 = a2 & t8;
    des_word t10 = t7 ^ t9;
    des_word t11 = a3 | t10;
    des_word t12 = t11 & ~a1;
    des_word t13 = t6 ^ t12;
    des_word t14 = a5 | a6;
    des_word t15 = ~a6;
    des_word t16 = a3 & t15;
    des_word t17 = t8 ^ t16;
    des_word t18 = a2 & t17;
    des_word t19 = t14 ^ t18;
    des_word t20 = ~t3;
    des_word t21 = a6 & t20;
    des_word t22 = t2 ^ a3;
    des_word t23 = a2 & t22;
    des_word t24 = t21 ^ t23;
    des_word t25 = a1 & t24;
    des_word t26 = t19 ^ t25;
    des_word t27 = a4 & t26;
    des_word t28 = t13 ^ t27;
    des_word t29 = ~t4;
    des_word t30 = t29 & ~a6;
    des_word t31 = t1 ^ t30;
    des_word t32 = ~t0;
    des_word t33 = a5 & t32;
    des_word t34 = t33 ^ t11;
    des_word t35 = t34 & ~a1;
    des_word t36 = t31 ^ t35;
    des_word t37 = t2 ^ a2;
    des_word t38 = t37 ^ t23;
    des_word t39 = a1 & t20;
    des_word t40 = t38 ^ t39;
    des_word t41 = t40 ^ t26;
    des_word t42 = a4 & t41;
    des_word t43 = t36 ^ t42;
    des_word t44 = a3 ^ t20;
    des_word t45 = t44 ^ t17;
    des_word t46 = t45 ^ t31;
    des_word t47 = a6 | t20;
    des_word t48 = a6 & t3;
    des_word t49 = a2 & t48;
    des_word t50 = t47 ^ t49;
    des_word t51 = a1 & t50;
    des_word t52 = t46 ^ t51;
    des_word t53 = a3 | t15;
    des_word t54 = a5 & t53;
    des_word t55 = a1 & t45;
    des_word t56 = t54 ^ t55;
    des_word t57 = t56 ^ t41;
    des_word t58 = t57 & ~a4;
    des_word t59 = t52 ^ t58;
    des_word t60 = t2 ^ t3;
    des_word t61 = t60 ^ t17;
    des_word t62 = t61 ^ t6;
    des_word t63 = t3 & ~a2;
    des_word t64 = t63 ^ t50;
    des_word t65 = a1 & t64;
    des_word t66 = t62 ^ t65;
    des_word t67 = t2 ^ t44;
    des_word t68 = a1 | t67;
    des_word t69 = t68 ^ t38;
    des_word t70 = t69 ^ t57;
    des_word t71 = t70 & ~a4;
    des_word t72 = t66 ^ t71;
    l[25] ^= t43;
    l[19] ^= t28;
    l[9] ^= t72;
    l[0] ^= t59;
}

/* S5: 80 gates (83 word operations without and-not) */
CAIRN_INLINE void des_bs_s5(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = a1 | a3;
    des_word t1 = t0 ^ a5;
    des_word t2 = a3 | a5;
    des_word t3 = a1 & t2;
    des_word t4 = a4 & t3;
    des_word t5 = t1 ^ t4;
    des_word t6 = a1 & a3;
    des_word t7 = a4 | t6;
    des_word t8 = t7 & ~a2;
    des_word t9 = t5 ^ t8;
    des_word t10 = ~a5;
    des_word t11 = a1 | t10;
    des_word t12 = t11 ^ t2;
    des_word t13 = a2 & t0;
    des_word t14 = t12 ^ t13;
    des_word t15 = a4 | t14;
    des_word t16 = a6 & t15;
    des_word t17 = t9 ^ t16;
    des_word t18 = a2 | a3;
    des_word t19 = a5 & t18;
    des_word t20 = a3 ^ t19;
    des_word t21 = a2 & t10;
    des_word t22 = t2 ^ t21;
    des_word t23 = a6 & t22;
    des_word t24 = t20 ^ t23;
    des_word t25 = a6 | t21;
    des_word t26 = a3 | t25;
    des_word t27 = a1 & t26;
    des_word t28 = t24 ^ t27;
    des_word t29 = a5 | a6;
    des_word t30 = a3 & t29;
    des_word t31 = a5 ^ t30;
    des_word t32 = a1 | t31;
    des_word t33 = a1 ^ t11;
    des_word t34 = t33 ^ t29;
    des_word t35 = t34 ^ t6;
    des_word t36 = a2 & t35;
    des_word t37 = t32 ^ t36;
    des_word t38 = a4 & t37;
    des_word t39 = t28 ^ t38;
    des_word t40 = t29 ^ a2;
    des_word t41 = t21 ^ t25;
    des_word t42 = a3 & t41;
    des_word t43 = t40 ^ t42;
    des_word t44 = t10 ^ t2;
    des_word t45 = t44 ^ a2;
    des_word t46 = a6 & t45;
    des_word t47 = t22 ^ t46;
    des_word t48 = a4 & t47;
    des_word t49 = t43 ^ t48;
    des_word t50 = a5 ^ a3;
    des_word t51 = a2 & t50;
    des_word t52 = t2 ^ t51;
    des_word t53 = a6 & t52;
    des_word t54 = t50 ^ t53;
    des_word t55 = a5 ^ a2;
    des_word t56 = a3 & t55;
    des_word t57 = t25 ^ t56;
    des_word t58 = a4 & t57;
    des_word t59 = t54 ^ t58;
    des_word t60 = a1 & t59;
    des_word t61 = t49 ^ t60;
    des_word t62 = t50 ^ t19;
    des_word t63 = t62 ^ t57;
    des_word t64 = a4 & t25;
    des_word t65 = t63 ^ t64;
    des_word t66 = a2 | t29;
    des_word t67 = a2 | a5;
    des_word t68 = a6 & t67;
    des_word t69 = a3 & t68;
    des_word t70 = t66 ^ t69;
    des_word t71 = a3 | t10;
    des_word t72 = t71 ^ t18;
    des_word t73 = a5 ^ t52;
    des_word t74 = a6 & t73;
    des_word t75 = t72 ^ t74;
    des_word t76 = t75 & ~a4;
    des_word t77 = t70 ^ t76;
    des_word t78 = t77 & ~a1;
    des_word t79 = t65 ^ t78;
    l[7] ^= t61;
    l[13] ^= t17;
    l[24] ^= t79;
    l[2] ^= t39;
}

/* S6: 70 gates (72 word operations without and-not) */
CAIRN_INLINE void des_bs_s6(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = a6 ^ a4;
    des_word t1 = a2 & a3;
    des_word t2 = t0 ^ t1;
    des_word t3 = a6 ^ a2;
    des_word t4 = a3 | t3;
    des_word t5 = a1 & t4;
    des_word t6 = t2 ^ t5;
    des_word t7 = a1 | a3;
    des_word t8 = t7 ^ t1;
    des_word t9 = a1 & a3;
    des_word t10 = a2 | t9;
    des_word t11 = a6 & t10;
    des_word t12 = t8 ^ t11;
    des_word t13 = a2 | a6;
    des_word t14 = a1 & t13;
    des_word t15 = t3 ^ t14;
    des_word t16 = a4 & t15;
    des_word t17 = t12 ^ t16;
    des_word t18 = a5 & t17;
    des_word t19 = t6 ^ t18;
    des_word t20 = ~a2;
    des_word t21 = a3 | t20;
    des_word t22 = t21 ^ a5;
    des_word t23 = a3 | a5;
    des_word t24 = a1 & t23;
    des_word t25 = t22 ^ t24;
    des_word t26 = a2 & t9;
    des_word t27 = t7 ^ t26;
    des_word t28 = a5 | t27;
    des_word t29 = a6 & t28;
    des_word t30 = t25 ^ t29;
    des_word t31 = ~t23;
    des_word t32 = t31 ^ t1;
    des_word t33 = a5 & t20;
    des_word t34 = t21 ^ t33;
    des_word t35 = a1 & t34;
    des_word t36 = t32 ^ t35;
    des_word t37 = a6 & t36;
    des_word t38 = t23 ^ t37;
    des_word t39 = a4 & t38;
    des_word t40 = t30 ^ t39;
    des_word t41 = t31 ^ t3;
    des_word t42 = ~a3;
    des_word t43 = t13 & ~a5;
    des_word t44 = t43 | t42;
    des_word t45 = a1 & t44;
    des_word t46 = t41 ^ t45;
    des_word t47 = a6 & t26;
    des_word t48 = t20 ^ t47;
    des_word t49 = a2 & a6;
    des_word t50 = a1 & t3;
    des_word t51 = t49 ^ t50;
    des_word t52 = t51 ^ t7;
    des_word t53 = a5 & t52;
    des_word t54 = t48 ^ t53;
    des_word t55 = a4 & t54;
    des_word t56 = t46 ^ t55;
    des_word t57 = a5 | t9;
    des_word t58 = t57 ^ t8;
    des_word t59 = a1 & t21;
    des_word t60 = a6 & t59;
    des_word t61 = t58 ^ t60;
    des_word t62 = t31 ^ t25;
    des_word t63 = a2 & ~a1;
    des_word t64 = a5 | t63;
    des_word t65 = t64 ^ t62;
    des_word t66 = a6 & t65;
    des_word t67 = t62 ^ t66;
    des_word t68 = a4 & t67;
    des_word t69 = t61 ^ t68;
    l[3] ^= t40;
    l[28] ^= t56;
    l[10] ^= t19;
    l[18] ^= t69;
}

/* S7: 71 gates (74 word operations without and-not) */
CAIRN_INLINE void des_bs_s7(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = a6 ^ a3;
    des_word t1 = a6 ^ a4;
    des_word t2 = a3 & a6;
    des_word t3 = t1 ^ t2;
    des_word t4 = a1 & t3;
    des_word t5 = t0 ^ t4;
    des_word t6 = a3 ^ t2;
    des_word t7 = a4 | t6;
    des_word t8 = a1 | t7;
    des_word t9 = a2 & t8;
    des_word t10 = t5 ^ t9;
    des_word t11 = ~a1;
    des_word t12 = a1 | a3;
    des_word t13 = a4 & t12;
    des_word t14 = t11 ^ t13;
    des_word t15 = a6 | t14;
    des_word t16 = a4 ^ a3;
    des_word t17 = a1 & t16;
    des_word t18 = t17 & ~a2;
    des_word t19 = t15 ^ t18;
    des_word t20 = a5 & t19;
    des_word t21 = t10 ^ t20;
    des_word t22 = ~t3;
    des_word t23 = t22 ^ t5;
    des_word t24 = t11 & ~a6;
    des_word t25 = a1 | t2;
    des_word t26 = a4 & t25;
    des_word t27 = t24 ^ t26;
    des_word t28 = a5 & t27;
    des_word t29 = t23 ^ t28;
    des_word t30 = ~t6;
    des_word t31 = a5 | t30;
    des_word t32 = t31 | t11;
    des_word t33 = t11 ^ a6;
    des_word t34 = a5 & t33;
    des_word t35 = t25 ^ t34;
    des_word t36 = a4 & t35;
    des_word t37 = t32 ^ t36;
    des_word t38 = t37 & ~a2;
    des_word t39 = t29 ^ t38;
    des_word t40 = t0 | t11;
    des_word t41 = t40 ^ a5;
    des_word t42 = a5 ^ t34;
    des_word t43 = a3 & t42;
    des_word t44 = t11 ^ t43;
    des_word t45 = a4 & t44;
    des_word t46 = t41 ^ t45;
    des_word t47 = a6 ^ t30;
    des_word t48 = t47 ^ t25;
    des_word t49 = a5 & a6;
    des_word t50 = a1 | t49;
    des_word t51 = t50 ^ t40;
    des_word t52 = a4 & t51;
    des_word t53 = t48 ^ t52;
    des_word t54 = a2 & t53;
    des_word t55 = t46 ^ t54;
    des_word t56 = t0 ^ a5;
    des_word t57 = t56 ^ a1;
    des_word t58 = t24 ^ t48;
    des_word t59 = a5 | t58;
    des_word t60 = a4 & t59;
    des_word t61 = t57 ^ t60;
    des_word t62 = a6 ^ t49;
    des_word t63 = t62 ^ t50;
    des_word t64 = t63 ^ t48;
    des_word t65 = a1 & a6;
    des_word t66 = t62 ^ t65;
    des_word t67 = a4 & t66;
    des_word t68 = t64 ^ t67;
    des_word t69 = a2 & t68;
    des_word t70 = t61 ^ t69;
    l[31] ^= t21;
    l[11] ^= t55;
    l[21] ^= t39;
    l[6] ^= t70;
}

/* S8: 70 gates (76 word operations without and-not) */
CAIRN_INLINE void des_bs_s8(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,
                            des_word a5, des_word a6)
{
    des_word t0 = a2 | a3;
    des_word t1 = a6 & t0;
    des_word t2 = a3 ^ t1;
    des_word t3 = t2 ^ a1;
    des_word t4 = ~a3;
    des_word t5 = a1 & t4;
    des_word t6 = a6 | t5;
    des_word t7 = a2 | t6;
    des_word t8 = t7 & ~a5;
    des_word t9 = t3 ^ t8;
    des_word t10 = ~a5;
    des_word t11 = a1 | a5;
    des_word t12 = a2 & t11;
    des_word t13 = t10 ^ t12;
    des_word t14 = a5 | t4;
    des_word t15 = t0 ^ a5;
    des_word t16 = a1 & t15;
    des_word t17 = t14 ^ t16;
    des_word t18 = a6 & t17;
    des_word t19 = t13 ^ t18;
    des_word t20 = t19 & ~a4;
    des_word t21 = t9 ^ t20;
    des_word t22 = a1 | t4;
    des_word t23 = t22 ^ t6;
    des_word t24 = ~a1;
    des_word t25 = t4 ^ a6;
    des_word t26 = t25 | t24;
    des_word t27 = a5 & t26;
    des_word t28 = t23 ^ t27;
    des_word t29 = t24 ^ t5;
    des_word t30 = a6 & t29;
    des_word t31 = a5 | t30;
    des_word t32 = a2 & t31;
    des_word t33 = t28 ^ t32;
    des_word t34 = ~t15;
    des_word t35 = a5 ^ a3;
    des_word t36 = a2 | t35;
    des_word t37 = a1 & t36;
    des_word t38 = t34 ^ t37;
    des_word t39 = t38 & ~a6;
    des_word t40 = t13 ^ t39;
    des_word t41 = a4 & t40;
    des_word t42 = t33 ^ t41;
    des_word t43 = a2 ^ t15;
    des_word t44 = t43 ^ t17;
    des_word t45 = ~a2;
    des_word t46 = t11 | t45;
    des_word t47 = t46 & ~a4;
    des_word t48 = t44 ^ t47;
    des_word t49 = a3 | t10;
    des_word t50 = a2 | t4;
    des_word t51 = a4 & t50;
    des_word t52 = t49 ^ t51;
    des_word t53 = t52 | t24;
    des_word t54 = t53 & ~a6;
    des_word t55 = t48 ^ t54;
    des_word t56 = a1 | t14;
    des_word t57 = t56 ^ t26;
    des_word t58 = a6 | t49;
    des_word t59 = t58 | t24;
    des_word t60 = a2 & t59;
    des_word t61 = t57 ^ t60;
    des_word t62 = t35 ^ t36;
    des_word t63 = a2 | t10;
    des_word t64 = a1 & t63;
    des_word t65 = t62 ^ t64;
    des_word t66 = a6 & t65;
    des_word t67 = t11 ^ t66;
    des_word t68 = t67 & ~a4;
    des_word t69 = t61 ^ t68;
    l[4] ^= t42;
    l[26] ^= t55;
    l[14] ^= t69;
    l[20] ^= t21;
}

/* l ^= f(r, k): S-box i reads E bits 6 i .. 6 i + 5 of r (0-based in r), each
 * xored with round-key bit 6 i + j of kw (a mask word per bit). Not inlined:
 * one copy of the eight circuits keeps the code small for microcontrollers. */
static void des_bs_f(des_word *l, const des_word *r, uint64_t kw)
{
    des_bs_s1(l, r[31] ^ DES_KM(kw, 0), r[0] ^ DES_KM(kw, 1), r[1] ^ DES_KM(kw, 2),
              r[2] ^ DES_KM(kw, 3), r[3] ^ DES_KM(kw, 4), r[4] ^ DES_KM(kw, 5));
    des_bs_s2(l, r[3] ^ DES_KM(kw, 6), r[4] ^ DES_KM(kw, 7), r[5] ^ DES_KM(kw, 8),
              r[6] ^ DES_KM(kw, 9), r[7] ^ DES_KM(kw, 10), r[8] ^ DES_KM(kw, 11));
    des_bs_s3(l, r[7] ^ DES_KM(kw, 12), r[8] ^ DES_KM(kw, 13), r[9] ^ DES_KM(kw, 14),
              r[10] ^ DES_KM(kw, 15), r[11] ^ DES_KM(kw, 16), r[12] ^ DES_KM(kw, 17));
    des_bs_s4(l, r[11] ^ DES_KM(kw, 18), r[12] ^ DES_KM(kw, 19), r[13] ^ DES_KM(kw, 20),
              r[14] ^ DES_KM(kw, 21), r[15] ^ DES_KM(kw, 22), r[16] ^ DES_KM(kw, 23));
    des_bs_s5(l, r[15] ^ DES_KM(kw, 24), r[16] ^ DES_KM(kw, 25), r[17] ^ DES_KM(kw, 26),
              r[18] ^ DES_KM(kw, 27), r[19] ^ DES_KM(kw, 28), r[20] ^ DES_KM(kw, 29));
    des_bs_s6(l, r[19] ^ DES_KM(kw, 30), r[20] ^ DES_KM(kw, 31), r[21] ^ DES_KM(kw, 32),
              r[22] ^ DES_KM(kw, 33), r[23] ^ DES_KM(kw, 34), r[24] ^ DES_KM(kw, 35));
    des_bs_s7(l, r[23] ^ DES_KM(kw, 36), r[24] ^ DES_KM(kw, 37), r[25] ^ DES_KM(kw, 38),
              r[26] ^ DES_KM(kw, 39), r[27] ^ DES_KM(kw, 40), r[28] ^ DES_KM(kw, 41));
    des_bs_s8(l, r[27] ^ DES_KM(kw, 42), r[28] ^ DES_KM(kw, 43), r[29] ^ DES_KM(kw, 44),
              r[30] ^ DES_KM(kw, 45), r[31] ^ DES_KM(kw, 46), r[0] ^ DES_KM(kw, 47));
}
/* 614 word operations for the eight S-boxes */
/* END generated by scripts/gen-des-sbox.py */
/* In-place transpose of a DES_BS_LANES x DES_BS_LANES bit matrix (bit c of
 * word r <-> bit r of word c), by swap-moves at public positions. */
static void des_transpose(des_word *a)
{
    unsigned j = DES_BS_LANES >> 1, k;
    des_word m = ((des_word)1 << j) - 1u;
    for (; j != 0; j >>= 1, m ^= m << j) {
        for (k = 0; k < DES_BS_LANES; k = ((k | j) + 1u) & ~j) {
            des_word t = ((a[k] >> j) ^ a[k | j]) & m;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
    }
}

/* 3DES on n <= DES_BS_LANES blocks blk[0..n) (big-endian values), in place.
 * Word 64 - k of the sliced state is bit k (standard numbering) of every
 * block, so IP and FP are index maps. */
static void des3_bs(const uint64_t *ks, uint64_t *blk, size_t n, int dec)
{
    des_word s[64], lr[64];
    des_word *l = lr, *r = lr + 32, *t;
    unsigned i, k;
    const uint64_t *rk = ks + 48;

#if DES_BS_LANES == 64
    for (i = 0; i < 64; i++)
        s[i] = i < n ? blk[i] : 0;
    des_transpose(s);
#else
    for (i = 0; i < 32; i++) {
        s[32 + i] = i < n ? (uint32_t)(blk[i] >> 32) : 0;
        s[i] = i < n ? (uint32_t)blk[i] : 0;
    }
    des_transpose(s);
    des_transpose(s + 32);
#endif
    for (i = 0; i < 32; i++) {
        l[i] = s[64 - des_ip[i]];
        r[i] = s[64 - des_ip[32 + i]];
    }
    for (k = 0; k < 48; k += 2) {
        if (k == 16 || k == 32) {
            /* between the DES stages FP and IP cancel, leaving the final swap */
            t = l;
            l = r;
            r = t;
        }
        des_bs_f(l, r, rk[dec ? 47 - k : k]);
        des_bs_f(r, l, rk[dec ? 46 - k : k + 1]);
    }
    /* the preoutput is R16 L16; FP puts its bit i + 1 at bit IP[i] */
    for (i = 0; i < 32; i++) {
        s[64 - des_ip[i]] = r[i];
        s[64 - des_ip[32 + i]] = l[i];
    }
#if DES_BS_LANES == 64
    des_transpose(s);
    for (i = 0; i < n; i++)
        blk[i] = s[i];
#else
    des_transpose(s);
    des_transpose(s + 32);
    for (i = 0; i < n; i++)
        blk[i] = ((uint64_t)s[32 + i] << 32) | s[i];
#endif
    cairn_wipe(s, sizeof s);
    cairn_wipe(lr, sizeof lr);
}

/* ---- modes ---- */

/* The bitsliced pass for runs of blocks; the small profile leaves it out
 * (and its circuits with it) and takes every block through des3_block. */
#define DES3_BITSLICED (!CAIRN_SMALL)

static void des3_ecb(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks, int dec)
{
    uint64_t blk[DES_BS_LANES];
    size_t b = 0, i, m;
    while (DES3_BITSLICED && nblocks - b >= DES_BS_MIN) {
        m = nblocks - b < DES_BS_LANES ? nblocks - b : DES_BS_LANES;
        for (i = 0; i < m; i++)
            blk[i] = cairn_load64_be(in + 8 * (b + i));
        des3_bs(ks, blk, m, dec);
        for (i = 0; i < m; i++)
            cairn_store64_be(out + 8 * (b + i), blk[i]);
        b += m;
    }
    for (; b < nblocks; b++)
        cairn_store64_be(out + 8 * b, des3_block(ks, cairn_load64_be(in + 8 * b), dec));
    cairn_wipe(blk, sizeof blk);
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
    uint64_t blk[DES_BS_LANES], cin[DES_BS_LANES];
    uint64_t prev = cairn_load64_be(iv);
    size_t b = 0, i, m;
    while (DES3_BITSLICED && nblocks - b >= DES_BS_MIN) {
        m = nblocks - b < DES_BS_LANES ? nblocks - b : DES_BS_LANES;
        for (i = 0; i < m; i++)
            blk[i] = cin[i] = cairn_load64_be(in + 8 * (b + i));
        des3_bs(ks, blk, m, 1);
        for (i = 0; i < m; i++) {
            cairn_store64_be(out + 8 * (b + i), blk[i] ^ prev);
            prev = cin[i];
        }
        b += m;
    }
    for (; b < nblocks; b++) {
        uint64_t c = cairn_load64_be(in + 8 * b);
        cairn_store64_be(out + 8 * b, des3_block(ks, c, 1) ^ prev);
        prev = c;
    }
    cairn_store64_be(iv, prev);
    cairn_wipe(blk, sizeof blk);
}

static void des3_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64_t blk[DES_BS_LANES];
    uint64_t n = cairn_load64_be(ctr);
    size_t b = 0, i, m;
    while (DES3_BITSLICED && nblocks - b >= DES_BS_MIN) {
        m = nblocks - b < DES_BS_LANES ? nblocks - b : DES_BS_LANES;
        for (i = 0; i < m; i++)
            blk[i] = n + i;
        des3_bs(ks, blk, m, 0);
        for (i = 0; i < m; i++)
            cairn_store64_be(out + 8 * (b + i), blk[i] ^ cairn_load64_be(in + 8 * (b + i)));
        n += m;
        b += m;
    }
    for (; b < nblocks; b++) {
        cairn_store64_be(out + 8 * b, des3_block(ks, n, 0) ^ cairn_load64_be(in + 8 * b));
        n++;
    }
    cairn_store64_be(ctr, n);
    cairn_wipe(blk, sizeof blk);
}

static const cairn_block_impl des3_ct = {
    {"ct", CAIRN_PRIM_DES3, 0}, CAIRN_DES3_BLOCK_LEN, des3_set_key, des3_encrypt, des3_decrypt, des3_cbc_encrypt,
    des3_cbc_decrypt, des3_ctr, NULL, NULL, NULL, NULL,
};

const cairn_impl *const cairn_des3_impls[] = {&des3_ct.base, NULL};

const cairn_block_cipher cairn_cipher_des3 = {"3DES", CAIRN_DES3_BLOCK_LEN, CAIRN_DES3_KEY_LEN, cairn_des3_impls};

#endif /* CAIRN_ENABLE_DES3 */
