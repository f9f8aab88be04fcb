/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 (GB/T 32907-2016), portable and constant time.
 *
 * The S-box is computed, never looked up. It is affine-equivalent to
 * inversion in GF(2^8): S(x) = A * inv(A * x + c) + c with inversion modulo
 * x^8+x^7+x^6+x^5+x^4+x^2+1, A the circulant matrix of 0xa7 rows and
 * c = 0xd3. The inversion is done in the tower field GF(((2^2)^2)^2)
 * (GF(4) = GF(2)[w]/(w^2+w+1), GF(16) = GF(4)[z]/(z^2+z+w),
 * GF(256) = GF(16)[y]/(y^2+y+wz)); the field isomorphism is merged into the
 * two linear maps around it, and A^-1 c is merged into the round keys. The
 * maps were derived with a scratch program that checked all 256 entries
 * against the standard's table.
 *
 * The cipher is bitsliced over 64-bit words, sixteen blocks at a time: for
 * each state word X0..X3 and each bit b of a byte, one word holds that bit of
 * every byte of the sixteen blocks, lane 16 k + j being block j's byte of
 * significance k (k = 0 the last byte of the big-endian word). A rotation of
 * the 32-bit words is then a 64-bit rotation by 16 per byte plus a renaming
 * of the bit planes, so the linear layer L costs about sixty operations for
 * sixteen blocks, and the S-box circuit (about 200 operations) serves
 * sixty-four bytes at once. ECB, CBC decryption and CTR fill the batches;
 * serial CBC encryption and short calls use a one-block core (the four
 * bytes of a round as four lanes of 32-bit planes) or a two-block core
 * (eight lanes), with a circuit of their own whose linear steps are merged
 * across the tower (scripts/gen-sm4-sbox.py): with a few lanes busy, the
 * gate count is the cost.
 */
#include "cairn/accel.h"
#include "cairn/cipher.h"
#include "cipher/cipher_internal.h"
#include "core/internal.h"

#if CAIRN_ENABLE_SM4

typedef uint64_t word;

/* ---------- S-box circuit ---------- */

/* GF(4) product, elements as (hi, lo) bit planes. */
#define GF4_MUL(c1, c0, a1, a0, b1, b0)                                                                             \
    do {                                                                                                            \
        word t_ = (a0) & (b0);                                                                                      \
        c1 = (((a1) ^ (a0)) & ((b1) ^ (b0))) ^ t_;                                                                  \
        c0 = t_ ^ ((a1) & (b1));                                                                                    \
    } while (0)

/* GF(16) product; a[0..1] is the low GF(4) half (a[1] its high bit). */
CAIRN_INLINE void gf16_mul(word c[4], const word a[4], const word b[4])
{
    word t1, t0, h1, h0, m1, m0;
    GF4_MUL(t1, t0, a[1], a[0], b[1], b[0]);
    GF4_MUL(h1, h0, a[3], a[2], b[3], b[2]);
    GF4_MUL(m1, m0, a[3] ^ a[1], a[2] ^ a[0], b[3] ^ b[1], b[2] ^ b[0]);
    c[3] = m1 ^ t1;
    c[2] = m0 ^ t0;
    c[1] = t1 ^ h1 ^ h0; /* + w * (h1 w + h0) = (h1 + h0) w + h1 */
    c[0] = t0 ^ h1;
}

/* GF(16) inverse (0 -> 0): (ah z + al)^-1 = (ah z + ah + al) / (w ah^2 + ah al + al^2). */
CAIRN_INLINE void gf16_inv(word r[4], const word a[4])
{
    word p1, p0, d1, d0, i1, i0;
    GF4_MUL(p1, p0, a[3], a[2], a[1], a[0]);
    /* w ah^2 = (ah0, ah1); al^2 = (al1, al0 + al1) */
    d1 = a[2] ^ p1 ^ a[1];
    d0 = a[3] ^ p0 ^ a[0] ^ a[1];
    /* in GF(4) the inverse is the square */
    i1 = d1;
    i0 = d0 ^ d1;
    GF4_MUL(r[3], r[2], a[3], a[2], i1, i0);
    GF4_MUL(r[1], r[0], a[3] ^ a[1], a[2] ^ a[0], i1, i0);
}

/* x[0..7] (bit i of each byte in x[i]) -> S(x), in place. The input must
 * already carry the constant A^-1 c (folded into the round keys). */
/* The circuit and the bitsliced round: inlined, or in the small profile
 * called, one copy of each for every path. */
#if CAIRN_SMALL
#define SM4_STEP static CAIRN_NOINLINE
#else
#define SM4_STEP CAIRN_INLINE
#endif

SM4_STEP void sm4_sbox_bs(word x[8])
{
    word u[8], d[4], di[4], t[4], v[8];
    word s57;

    /* input map: the field isomorphism after A */
    s57 = x[0] ^ x[1] ^ x[4];
    u[0] = x[0] ^ x[4];
    u[1] = x[1] ^ x[6];
    u[2] = x[3];
    u[3] = x[2] ^ x[3] ^ x[4] ^ x[6] ^ x[7];
    u[4] = s57 ^ x[6] ^ x[7];
    u[5] = s57 ^ x[2] ^ x[3] ^ x[5];
    u[6] = x[2] ^ x[7];
    u[7] = u[5] ^ x[6];

    /* inverse of ah y + al in GF(256) over GF(16): (ah y + ah + al) / delta,
     * delta = wz ah^2 + ah al + al^2 */
    gf16_mul(t, u + 4, u);
    d[0] = t[0] ^ u[6] ^ u[0] ^ u[1] ^ u[3];
    d[1] = t[1] ^ u[6] ^ u[7] ^ u[1] ^ u[2];
    d[2] = t[2] ^ u[5] ^ u[6] ^ u[7] ^ u[2] ^ u[3];
    d[3] = t[3] ^ u[4] ^ u[7] ^ u[3];
    gf16_inv(di, d);
    gf16_mul(v + 4, u + 4, di);
    t[0] = u[4] ^ u[0];
    t[1] = u[5] ^ u[1];
    t[2] = u[6] ^ u[2];
    t[3] = u[7] ^ u[3];
    gf16_mul(v, t, di);

    /* output map: A after the inverse isomorphism, then + 0xd3 */
    x[0] = ~(v[0] ^ v[5] ^ v[7]);
    x[1] = ~(v[0] ^ v[2] ^ v[5] ^ v[6]);
    x[2] = v[1] ^ v[2] ^ v[3] ^ v[4];
    x[3] = v[0] ^ v[2] ^ v[4] ^ v[5] ^ v[7];
    x[4] = ~(v[1] ^ v[4] ^ v[6]);
    x[5] = v[1] ^ v[4] ^ v[5] ^ v[6];
    x[6] = ~(v[0] ^ v[1] ^ v[2] ^ v[3] ^ v[4]);
    x[7] = ~(v[0] ^ v[1] ^ v[6] ^ v[7]);
}

/* A^-1 * 0xd3: added to the S-box input (through the round keys). */
#define SM4_SBOX_IN 0x75u

/* ---------- single-word S-box circuit ---------- */

/*
 * The same S-box for the one- and two-block cores, on 32-bit words: the
 * tower-field inversion above with its linear steps shared across the
 * circuit (the products' operand forms computed once, the maps around the
 * inversion merged into the first and last layers) and the output
 * constant left to the caller, which adds it to the packed word at once.
 */
/* BEGIN generated by scripts/gen-sm4-sbox.py: do not edit */
/* y[0..7] = S(x[0..7]) + 0xd3 (bit b of the bytes in plane b, the input constant
 * already added): 36 ANDs and 107 XORs, no constant. */
CAIRN_INLINE void sm4_sbox32(uint32_t y[8], const uint32_t x[8])
{
    const uint32_t t0 = x[0] ^ x[4];
    const uint32_t t1 = t0 ^ x[1];
    const uint32_t t2 = x[2] ^ x[3];
    const uint32_t t3 = t1 ^ t2;
    const uint32_t t4 = t3 ^ x[5];
    const uint32_t t5 = x[6] ^ x[7];
    const uint32_t t6 = t4 ^ x[6];
    const uint32_t t7 = t1 ^ t5;
    const uint32_t t8 = t2 ^ t5;
    const uint32_t t9 = t8 ^ x[4];
    const uint32_t t10 = x[1] ^ x[6];
    const uint32_t t11 = x[2] ^ x[7];
    const uint32_t t12 = t6 ^ t9;
    const uint32_t t13 = t11 ^ x[3];
    const uint32_t t14 = t10 ^ t0;
    const uint32_t t15 = t4 ^ t7;
    const uint32_t t16 = t12 ^ t13;
    const uint32_t t17 = t15 ^ t14;
    const uint32_t t18 = t14 ^ t9;
    const uint32_t t19 = t4 ^ t10;
    const uint32_t t20 = t6 ^ t11;
    const uint32_t t21 = t7 ^ t0;
    const uint32_t t22 = t17 ^ t16;
    const uint32_t t23 = t16 ^ t4;
    const uint32_t t24 = t18 ^ t11;
    const uint32_t t25 = t18 ^ x[3];
    const uint32_t t26 = t15 ^ t20;
    const uint32_t t27 = t19 ^ t12;
    const uint32_t t28 = t12 ^ t7;
    const uint32_t t29 = t21 ^ t13;
    const uint32_t t30 = t13 ^ t6;
    const uint32_t t31 = t30 ^ t10;
    const uint32_t t32 = t4 ^ t6;
    const uint32_t t33 = t7 ^ t11;
    const uint32_t t34 = t9 ^ t10;
    const uint32_t t35 = t9 ^ x[3];
    const uint32_t t36 = x[3] ^ t0;
    const uint32_t t37 = t7 & t0;
    const uint32_t t38 = t15 & t14;
    const uint32_t t39 = t4 & t10;
    const uint32_t t40 = t11 & x[3];
    const uint32_t t41 = t20 & t35;
    const uint32_t t42 = t6 & t9;
    const uint32_t t43 = t33 & t36;
    const uint32_t t44 = t26 & t25;
    const uint32_t t45 = t32 & t34;
    const uint32_t t46 = t37 ^ t38;
    const uint32_t t47 = t37 ^ t39;
    const uint32_t t48 = t46 ^ t28;
    const uint32_t t49 = t48 ^ t43;
    const uint32_t t50 = t49 ^ t44;
    const uint32_t t51 = t46 ^ t31;
    const uint32_t t52 = t51 ^ t41;
    const uint32_t t53 = t52 ^ t42;
    const uint32_t t54 = t47 ^ t23;
    const uint32_t t55 = t54 ^ t43;
    const uint32_t t56 = t55 ^ t45;
    const uint32_t t57 = t47 ^ t24;
    const uint32_t t58 = t57 ^ t40;
    const uint32_t t59 = t58 ^ t41;
    const uint32_t t60 = t50 ^ t53;
    const uint32_t t61 = t60 ^ t59;
    const uint32_t t62 = t61 ^ t56;
    const uint32_t t63 = t50 ^ t56;
    const uint32_t t64 = t53 ^ t56;
    const uint32_t t65 = t53 ^ t59;
    const uint32_t t66 = t56 ^ t59;
    const uint32_t t67 = t56 & t59;
    const uint32_t t68 = t63 & t65;
    const uint32_t t69 = t50 & t53;
    const uint32_t t70 = t61 ^ t69;
    const uint32_t t71 = t64 ^ t68;
    const uint32_t t72 = t70 ^ t71;
    const uint32_t t73 = t70 ^ t67;
    const uint32_t t74 = t71 ^ t67;
    const uint32_t t75 = t56 & t72;
    const uint32_t t76 = t63 & t73;
    const uint32_t t77 = t50 & t74;
    const uint32_t t78 = t66 & t72;
    const uint32_t t79 = t62 & t73;
    const uint32_t t80 = t60 & t74;
    const uint32_t t81 = t75 ^ t76;
    const uint32_t t82 = t75 ^ t77;
    const uint32_t t83 = t76 ^ t77;
    const uint32_t t84 = t78 ^ t79;
    const uint32_t t85 = t78 ^ t80;
    const uint32_t t86 = t79 ^ t80;
    const uint32_t t87 = t81 ^ t84;
    const uint32_t t88 = t82 ^ t85;
    const uint32_t t89 = t83 ^ t86;
    const uint32_t t90 = t7 & t85;
    const uint32_t t91 = t15 & t86;
    const uint32_t t92 = t4 & t84;
    const uint32_t t93 = t11 & t82;
    const uint32_t t94 = t20 & t83;
    const uint32_t t95 = t6 & t81;
    const uint32_t t96 = t33 & t88;
    const uint32_t t97 = t26 & t89;
    const uint32_t t98 = t32 & t87;
    const uint32_t t99 = t21 & t85;
    const uint32_t t100 = t17 & t86;
    const uint32_t t101 = t19 & t84;
    const uint32_t t102 = t13 & t82;
    const uint32_t t103 = t16 & t83;
    const uint32_t t104 = t12 & t81;
    const uint32_t t105 = t29 & t88;
    const uint32_t t106 = t22 & t89;
    const uint32_t t107 = t27 & t87;
    const uint32_t t108 = t92 ^ t90;
    const uint32_t t109 = t99 ^ t100;
    const uint32_t t110 = t99 ^ t101;
    const uint32_t t111 = t90 ^ t91;
    const uint32_t t112 = t108 ^ t93;
    const uint32_t t113 = t112 ^ t94;
    const uint32_t t114 = t108 ^ t96;
    const uint32_t t115 = t114 ^ t98;
    const uint32_t t116 = t109 ^ t103;
    const uint32_t t117 = t116 ^ t104;
    const uint32_t t118 = t109 ^ t105;
    const uint32_t t119 = t118 ^ t106;
    const uint32_t t120 = t110 ^ t102;
    const uint32_t t121 = t120 ^ t103;
    const uint32_t t122 = t110 ^ t105;
    const uint32_t t123 = t122 ^ t107;
    const uint32_t t124 = t111 ^ t94;
    const uint32_t t125 = t124 ^ t95;
    const uint32_t t126 = t111 ^ t96;
    const uint32_t t127 = t126 ^ t97;
    const uint32_t t128 = t113 ^ t117;
    const uint32_t t129 = t121 ^ t123;
    const uint32_t t130 = t128 ^ t115;
    const uint32_t t131 = t128 ^ t119;
    const uint32_t t132 = t129 ^ t125;
    const uint32_t t133 = t121 ^ t127;
    const uint32_t t134 = t130 ^ t125;
    const uint32_t t135 = t131 ^ t129;
    const uint32_t t136 = t131 ^ t123;
    const uint32_t t137 = t132 ^ t113;
    const uint32_t t138 = t137 ^ t127;
    const uint32_t t139 = t132 ^ t115;
    const uint32_t t140 = t133 ^ t115;
    const uint32_t t141 = t140 ^ t117;
    const uint32_t t142 = t133 ^ t125;
    y[0] = t142;
    y[1] = t139;
    y[2] = t136;
    y[3] = t138;
    y[4] = t130;
    y[5] = t134;
    y[6] = t135;
    y[7] = t141;
}
/* END generated by scripts/gen-sm4-sbox.py */

/* The byte lanes of a word, and the output constant on each byte. */
#define SM4_LANES 0x01010101u
#define SM4_SBOX_OUT 0xd3d3d3d3u

/* tau on one 32-bit word whose S-box input constant is already added: bit b
 * of the four bytes in plane b (lanes 0, 8, 16, 24). The key schedule and
 * the single-block core call one out-of-line copy: a call costs a few
 * instructions a round, and the circuit starts with every register free. */
static CAIRN_NOINLINE uint32_t sm4_tau_raw(uint32_t a)
{
    uint32_t x[8], y[8], r;
    unsigned b;
    for (b = 0; b < 8; b++)
        x[b] = (a >> b) & SM4_LANES;
    sm4_sbox32(y, x);
    r = y[0];
    for (b = 1; b < 8; b++)
        r |= y[b] << b;
    return r ^ SM4_SBOX_OUT;
}

static uint32_t sm4_tau(uint32_t a)
{
    return sm4_tau_raw(a ^ (SM4_SBOX_IN * 0x01010101u));
}

static const uint32_t sm4_fk[4] = {0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc};

/* see cipher/cipher_internal.h */
void cairn_sm4_round_keys(uint32_t rk[32], const uint8_t key[16])
{
    uint32_t k[4];
    unsigned i, j;
    for (i = 0; i < 4; i++)
        k[i] = cairn_load32_be(key + 4 * i) ^ sm4_fk[i];
    for (i = 0; i < 32; i++) {
        uint32_t ck = 0, t;
        /* CK byte j of round i is 7 (4 i + j) mod 256 */
        for (j = 0; j < 4; j++)
            ck = (ck << 8) | ((7u * (4u * i + j)) & 0xffu);
        t = sm4_tau(k[(i + 1) & 3] ^ k[(i + 2) & 3] ^ k[(i + 3) & 3] ^ ck);
        t ^= cairn_rotl32(t, 13) ^ cairn_rotl32(t, 23);
        k[i & 3] ^= t;
        rk[i] = k[i & 3];
    }
    cairn_wipe(k, sizeof k);
}

/* ---------- bitsliced sixteen-block core ---------- */

/*
 * Schedule layout (ks words 0..15): word r/2, bit 16 k + 8 (r & 1) + b, is
 * bit b of byte k (k = 0 least significant) of round key r with the S-box
 * input constant added. A round's key planes are spread from it with two
 * shifts and a subtraction. Words 16..31 hold the same 32 round keys (with
 * the constant) as 32-bit values, two per word, for the single-block core.
 */
static int sm4_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t rk[32];
    unsigned r, k, b;
    if (keylen != CAIRN_SM4_KEY_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    cairn_sm4_round_keys(rk, key);
    for (r = 0; r < 32; r++)
        ks[r] = 0;
    for (r = 0; r < 32; r++) {
        uint32_t v = rk[r] ^ (SM4_SBOX_IN * 0x01010101u);
        ks[16 + (r >> 1)] |= (uint64_t)v << (32 * (r & 1));
        for (k = 0; k < 4; k++)
            for (b = 0; b < 8; b++)
                ks[r >> 1] |= (uint64_t)((v >> (8 * k + b)) & 1u) << (16 * k + 8 * (r & 1) + b);
    }
    cairn_wipe(rk, sizeof rk);
    return CAIRN_OK;
}

#define M16 0x0001000100010001ull
#define R16(x) cairn_rotl64((x), 16)
#define R32(x) cairn_rotl64((x), 32)
#define R48(x) cairn_rotl64((x), 48)

/* s[w] ^= L(tau(a ^ b ^ c ^ rk)) over sixteen blocks (each operand 8 planes). */
SM4_STEP void sm4_round_bs(word *s, const word *a, const word *b, const word *c, uint64_t kw, unsigned sh)
{
    word x[8], d[8];
    unsigned i;
    for (i = 0; i < 8; i++) {
        uint64_t y = (kw >> (sh + i)) & M16;
        x[i] = a[i] ^ b[i] ^ c[i] ^ ((y << 16) - y);
    }
    sm4_sbox_bs(x);
    /* L(B) = B ^ rotl(B ^ rotl8(B) ^ rotl16(B), 2) ^ rotl24(B) */
    for (i = 0; i < 8; i++)
        d[i] = x[i] ^ R16(x[i]) ^ R32(x[i]);
    s[0] ^= x[0] ^ R48(x[0]) ^ R16(d[6]);
    s[1] ^= x[1] ^ R48(x[1]) ^ R16(d[7]);
    for (i = 2; i < 8; i++)
        s[i] ^= x[i] ^ R48(x[i]) ^ d[i - 2];
}

/* Bit-matrix exchange of word-index bit s with bit-position bit s over the 8 words. */
CAIRN_INLINE void sm4_swapmove(word *y, unsigned s, uint64_t m)
{
    /* the word-index distance and the bit shift are the same power of two */
    unsigned i, d = 1u << s;
    for (i = 0; i < 8; i++) {
        if (i & d)
            continue;
        {
            word t = ((y[i] >> d) ^ y[i + d]) & m;
            y[i + d] ^= t;
            y[i] ^= t << d;
        }
    }
}

CAIRN_INLINE void sm4_transpose(word *y)
{
    sm4_swapmove(y, 0, 0x5555555555555555ull);
    sm4_swapmove(y, 1, 0x3333333333333333ull);
    sm4_swapmove(y, 2, 0x0f0f0f0f0f0f0f0full);
}

/* The bytes of x at the even byte positions of a 64-bit word. */
CAIRN_INLINE uint64_t sm4_spread(uint32_t x)
{
    uint64_t v = x;
    v = (v | (v << 16)) & 0x0000ffff0000ffffull;
    v = (v | (v << 8)) & 0x00ff00ff00ff00ffull;
    return v;
}

CAIRN_INLINE uint32_t sm4_unspread(uint64_t v)
{
    v &= 0x00ff00ff00ff00ffull;
    v = (v | (v >> 8)) & 0x0000ffff0000ffffull;
    v = (v | (v >> 16)) & 0x00000000ffffffffull;
    return (uint32_t)v;
}

/* Encrypts (dec = 0) or decrypts n <= 16 blocks from in to out (out may
 * equal in: every block is loaded before any is stored). */
static void sm4_bs16(const uint64_t *ks, unsigned dec, uint8_t *out, const uint8_t *in, size_t n)
{
    word st[4][8];
    uint32_t w[16];
    unsigned i, r, j;

    for (j = 0; j < 4; j++) {
        for (i = 0; i < 16; i++)
            w[i] = i < n ? cairn_load32_be(in + 16 * i + 4 * j) : 0;
        for (i = 0; i < 8; i++)
            st[j][i] = sm4_spread(w[i]) | (sm4_spread(w[i + 8]) << 8);
        sm4_transpose(st[j]);
    }
    for (r = 0; r < 32; r += 4) {
        /* round r uses key r (encryption) or 31 - r (decryption) */
        unsigned q0 = dec ? 31 - r : r, q1 = dec ? 30 - r : r + 1, q2 = dec ? 29 - r : r + 2,
                 q3 = dec ? 28 - r : r + 3;
        sm4_round_bs(st[0], st[1], st[2], st[3], ks[q0 >> 1], 8 * (q0 & 1));
        sm4_round_bs(st[1], st[2], st[3], st[0], ks[q1 >> 1], 8 * (q1 & 1));
        sm4_round_bs(st[2], st[3], st[0], st[1], ks[q2 >> 1], 8 * (q2 & 1));
        sm4_round_bs(st[3], st[0], st[1], st[2], ks[q3 >> 1], 8 * (q3 & 1));
    }
    for (j = 0; j < 4; j++) {
        sm4_transpose(st[j]);
        for (i = 0; i < 8; i++) {
            w[i] = sm4_unspread(st[j][i]);
            w[i + 8] = sm4_unspread(st[j][i] >> 8);
        }
        /* output word j is X(35 - j), held in st[3 - j]: store below by reversed index */
        for (i = 0; i < n; i++)
            cairn_store32_be(out + 16 * i + 4 * (3 - j), w[i]);
    }
    cairn_wipe(st, sizeof st);
    cairn_wipe(w, sizeof w);
}

/* ---------- single-block and two-block cores ---------- */

/* L(B) = B ^ rotl(B, 2) ^ rotl(B, 10) ^ rotl(B, 18) ^ rotl(B, 24) */
CAIRN_INLINE uint32_t sm4_l(uint32_t t)
{
    return t ^ cairn_rotl32(t, 2) ^ cairn_rotl32(t, 10) ^ cairn_rotl32(t, 18) ^ cairn_rotl32(t, 24);
}

/* Round key q with the S-box input constant (schedule words 16..31). */
#define SM4_KEY1(ks, q) ((uint32_t)((ks)[16 + ((q) >> 1)] >> (32 * ((q)&1))))

/* One block, the four S-boxes of a round together in sm4_sbox32's lanes: a
 * sixteen-block pass costs more than one of these whatever its block count,
 * so CBC encryption (serial) and short calls take this path. */
static void sm4_block1(const uint64_t *ks, unsigned dec, uint8_t *out, const uint8_t *in)
{
    uint32_t x0 = cairn_load32_be(in), x1 = cairn_load32_be(in + 4), x2 = cairn_load32_be(in + 8),
             x3 = cairn_load32_be(in + 12), t;
    unsigned r;

#define SM4_ROUND1(a, b, c, d, q)                                                                                      \
    do {                                                                                                               \
        t = sm4_tau_raw((b) ^ (c) ^ (d) ^ SM4_KEY1(ks, q));                                                            \
        (a) ^= sm4_l(t);                                                                                               \
    } while (0)
    for (r = 0; r < 32; r += 4) {
        SM4_ROUND1(x0, x1, x2, x3, dec ? 31 - r : r);
        SM4_ROUND1(x1, x2, x3, x0, dec ? 30 - r : r + 1);
        SM4_ROUND1(x2, x3, x0, x1, dec ? 29 - r : r + 2);
        SM4_ROUND1(x3, x0, x1, x2, dec ? 28 - r : r + 3);
    }
#undef SM4_ROUND1
    /* the output is X35 X34 X33 X32 */
    cairn_store32_be(out, x3);
    cairn_store32_be(out + 4, x2);
    cairn_store32_be(out + 8, x1);
    cairn_store32_be(out + 12, x0);
    cairn_wipe(&t, sizeof t);
}

/* The small profile keeps one circuit copy for the short calls: no two-block core. */
#define SM4_PAIRS (!CAIRN_SMALL)

#if SM4_PAIRS
/* tau on two words at once (a's in the low half of the result, c's in the
 * high half), a's bytes in the lanes 8 k and c's in the lanes 8 k + 4: the
 * low nibbles of both words make planes 0..3, the high ones planes 4..7, so
 * spreading and gathering are a few nibble moves. Out of line, as for one
 * word: the caller's eight state words wait in the callee-saved registers. */
static CAIRN_NOINLINE uint64_t sm4_tau_x2(uint32_t a, uint32_t c)
{
    const uint32_t m = 0x0f0f0f0fu, lanes = 0x11111111u;
    uint32_t lo = (a & m) | ((c & m) << 4), hi = ((a >> 4) & m) | (c & ~m);
    uint32_t x[8], y[8];
    unsigned b;
    for (b = 0; b < 4; b++) {
        x[b] = (lo >> b) & lanes;
        x[b + 4] = (hi >> b) & lanes;
    }
    sm4_sbox32(y, x);
    lo = y[0] | (y[1] << 1) | (y[2] << 2) | (y[3] << 3);
    hi = y[4] | (y[5] << 1) | (y[6] << 2) | (y[7] << 3);
    a = ((lo & m) | ((hi & m) << 4)) ^ SM4_SBOX_OUT;
    c = (((lo >> 4) & m) | (hi & ~m)) ^ SM4_SBOX_OUT;
    return (uint64_t)a | ((uint64_t)c << 32);
}

/* Two blocks through one circuit per round (CCM's MAC and counter blocks,
 * short calls); both blocks are loaded before either is stored. */
static void sm4_block2(const uint64_t *ks, unsigned dec, uint8_t *out, const uint8_t *in)
{
    uint32_t x0 = cairn_load32_be(in), x1 = cairn_load32_be(in + 4), x2 = cairn_load32_be(in + 8),
             x3 = cairn_load32_be(in + 12), y0 = cairn_load32_be(in + 16), y1 = cairn_load32_be(in + 20),
             y2 = cairn_load32_be(in + 24), y3 = cairn_load32_be(in + 28), k;
    uint64_t tu;
    unsigned r;

#define SM4_ROUND2(xa, xb, xc, xd, ya, yb, yc, yd, q)                                                                  \
    do {                                                                                                               \
        k = SM4_KEY1(ks, q);                                                                                           \
        tu = sm4_tau_x2((xb) ^ (xc) ^ (xd) ^ k, (yb) ^ (yc) ^ (yd) ^ k);                                               \
        (xa) ^= sm4_l((uint32_t)tu);                                                                                   \
        (ya) ^= sm4_l((uint32_t)(tu >> 32));                                                                           \
    } while (0)
    for (r = 0; r < 32; r += 4) {
        SM4_ROUND2(x0, x1, x2, x3, y0, y1, y2, y3, dec ? 31 - r : r);
        SM4_ROUND2(x1, x2, x3, x0, y1, y2, y3, y0, dec ? 30 - r : r + 1);
        SM4_ROUND2(x2, x3, x0, x1, y2, y3, y0, y1, dec ? 29 - r : r + 2);
        SM4_ROUND2(x3, x0, x1, x2, y3, y0, y1, y2, dec ? 28 - r : r + 3);
    }
#undef SM4_ROUND2
    cairn_store32_be(out, x3);
    cairn_store32_be(out + 4, x2);
    cairn_store32_be(out + 8, x1);
    cairn_store32_be(out + 12, x0);
    cairn_store32_be(out + 16, y3);
    cairn_store32_be(out + 20, y2);
    cairn_store32_be(out + 24, y1);
    cairn_store32_be(out + 28, y0);
    cairn_wipe(&tu, sizeof tu);
}
#endif

/* ---------- modes ---------- */

#define SM4_BATCH 16
/* Calls of fewer blocks than this go through the one- and two-block cores.
 * The bitsliced pass costs the same for 1 and 16 blocks: on 64-bit cores it
 * pays from three blocks on, on 32-bit cores, where its 64-bit words take
 * two registers each, only from about eight (docs/performance.md). */
#if UINTPTR_MAX > 0xffffffffu
#define SM4_BS_MIN 3
#else
#define SM4_BS_MIN 8
#endif

static void sm4_crypt(const uint64_t *ks, unsigned dec, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    if (nblocks < SM4_BS_MIN) {
#if SM4_PAIRS
        for (; nblocks >= 2; nblocks -= 2, in += 32, out += 32)
            sm4_block2(ks, dec, out, in);
#endif
        for (; nblocks > 0; nblocks--, in += 16, out += 16)
            sm4_block1(ks, dec, out, in);
        return;
    }
    while (nblocks > 0) {
        size_t n = nblocks < SM4_BATCH ? nblocks : SM4_BATCH;
        sm4_bs16(ks, dec, out, in, n);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
}

static void sm4_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_crypt(ks, 0, out, in, nblocks);
}

static void sm4_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_crypt(ks, 1, out, in, nblocks);
}

static void sm4_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint8_t buf[16];
    size_t i, b;
    for (b = 0; b < nblocks; b++) {
        for (i = 0; i < 16; i++)
            buf[i] = (uint8_t)(iv[i] ^ in[16 * b + i]);
        sm4_block1(ks, 0, iv, buf);
        memcpy(out + 16 * b, iv, 16);
    }
    cairn_wipe(buf, sizeof buf);
}

static void sm4_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint8_t c[16 * SM4_BATCH + 16], p[16 * SM4_BATCH];
    size_t i;
    memcpy(c, iv, 16);
    while (nblocks > 0) {
        size_t n = nblocks < SM4_BATCH ? nblocks : SM4_BATCH;
        /* keep the ciphertext: out may be in */
        memcpy(c + 16, in, 16 * n);
        sm4_bs16(ks, 1, p, c + 16, n);
        for (i = 0; i < 16 * n; i++)
            out[i] = (uint8_t)(p[i] ^ c[i]);
        memcpy(c, c + 16 * n, 16);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
    memcpy(iv, c, 16);
    cairn_wipe(p, sizeof p);
}

/* CTR over the whole block (wide = 1) or the last 32 bits (wide = 0). */
static void sm4_ctr_common(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           unsigned wide)
{
    uint8_t ks_stream[16 * SM4_BATCH];
    size_t i;
    while (nblocks > 0) {
        size_t n = nblocks < SM4_BATCH ? nblocks : SM4_BATCH;
        for (i = 0; i < n; i++) {
            memcpy(ks_stream + 16 * i, ctr, 16);
            if (wide)
                cairn_ctr_add_be(ctr, 16, 1);
            else
                cairn_store32_be(ctr + 12, cairn_load32_be(ctr + 12) + 1u);
        }
        sm4_bs16(ks, 0, ks_stream, ks_stream, n);
        for (i = 0; i < 16 * n; i++)
            out[i] = (uint8_t)(in[i] ^ ks_stream[i]);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
    cairn_wipe(ks_stream, sizeof ks_stream);
}

static void sm4_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_ctr_common(ks, ctr, out, in, nblocks, 1);
}

static void sm4_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_ctr_common(ks, ctr, out, in, nblocks, 0);
}

static const cairn_block_impl sm4_ct = {
    {"ct", CAIRN_PRIM_SM4, 0}, CAIRN_SM4_BLOCK_LEN, sm4_set_key, sm4_encrypt, sm4_decrypt, sm4_cbc_encrypt,
    sm4_cbc_decrypt, sm4_ctr, sm4_ctr32, NULL, NULL, NULL,
};

/* Best first: the VAES objects (512-bit, then 256-bit), the AES-NI one with GFNI's CBC encryption, the
 * AES-NI one, then the bitsliced code. */
const cairn_impl *const cairn_sm4_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_sm4_vaes_impl_obj.base,
    &cairn_sm4_vaes256_impl_obj.base,
    &cairn_sm4_gfni_impl_obj.base,
    &cairn_sm4_x86_impl_obj.base,
#endif
    &sm4_ct.base, NULL};

const cairn_block_cipher cairn_cipher_sm4 = {"SM4", CAIRN_SM4_BLOCK_LEN, CAIRN_SM4_KEY_LEN, cairn_sm4_impls};

#endif /* CAIRN_ENABLE_SM4 */
