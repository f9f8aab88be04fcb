/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Shared by the bitsliced AES implementations (aes_ct64.c, aes_ct64x2.c,
 * aes_ct32.c) and aes.c. Not installed.
 *
 * All of them are "fixsliced" (Adomnicai and Peyrin, "Fixslicing
 * AES-like ciphers", TCHES 2021): ShiftRows is never applied to the state.
 * Round r leaves the state permuted by SR^-r, so its MixColumns reads the
 * neighbouring row d = r mod 4 columns further along (MC_d below); the round
 * keys are stored pre-permuted the same way, and one SR^Nr fix-up at the end
 * (identity for AES-192) puts the state back. Decryption runs the same
 * arrangement backwards, so one stored key schedule serves both directions.
 *
 * The S-box is Boyar and Peralta's depth-16 circuit ("A small depth-16
 * circuit for the AES S-box", SEC 2012; its names T1..T27, M1..M63, L0..L29)
 * written from the paper's equations, without its four XNORs: 128 gates,
 * 34 AND and 94 XOR. The constant 0x63 is folded into the round keys instead
 * (it passes unchanged through ShiftRows and MixColumns, whose coefficients
 * sum to 1). The Thumb-2 rounds of aes_ct32.c compute the same function with
 * a 118-gate circuit (scripts/gen-aes-ct32-arm.py).
 * The inverse S-box is L^-1 o Sraw o L^-1 with L the affine map's linear part
 * (inv(z) = L^-1(Sraw(z))), with 0x63 again folded into the keys, computed as
 * one merged circuit (CAIRN_AES_INV_SBOX).
 */
#ifndef CAIRN_AES_INTERNAL_H
#define CAIRN_AES_INTERNAL_H

#include "cairn/cipher.h"
#include "core/internal.h"

/* Layout of ks for both bitsliced implementations: (Nr + 1) bitsliced round
 * keys of 8 words each (ct32 keeps each 32-bit word in the low half of a
 * 64-bit slot, and in each even slot's high half the next word, for its
 * Thumb-2 rounds' LDRD), then Nr at CAIRN_AES_KS_NR. 15 * 8 = 120 words for AES-256. */
#define CAIRN_AES_KS_NR 120

/* The fixsliced round sequence, shared by ct32, ct64 and ct64x2. The caller
 * defines, for its word type, ENC_ROUND(d, r) / DEC_ROUND(d, r) (a round
 * whose MixColumns reads d columns along, with round key r), sbox, inv_sbox,
 * shift_rows2 and add_round_key(q, sk + 8 * r); q and sk are its state and
 * schedule, r a scratch unsigned. Rounds 1..Nr-1 run in groups of four
 * (d = 1, 2, 3, 0); the state is left permuted by SR^-Nr, which SR^2 undoes
 * unless Nr = 12 (SR^-12 is the identity). Decryption runs it backwards. */
#define CAIRN_AES_ENCRYPT_ROUNDS(q, sk, nr, r)                                                                       \
    do {                                                                                                             \
        add_round_key(q, sk);                                                                                        \
        for (r = 1; r + 4 <= nr; r += 4) {                                                                           \
            ENC_ROUND(1, r);                                                                                         \
            ENC_ROUND(2, r + 1);                                                                                     \
            ENC_ROUND(3, r + 2);                                                                                     \
            ENC_ROUND(0, r + 3);                                                                                     \
        }                                                                                                            \
        if (r < nr) {                                                                                                \
            ENC_ROUND(1, r);                                                                                         \
            r++;                                                                                                     \
        }                                                                                                            \
        if (r < nr) {                                                                                                \
            ENC_ROUND(2, r);                                                                                         \
            r++;                                                                                                     \
        }                                                                                                            \
        if (r < nr)                                                                                                  \
            ENC_ROUND(3, r);                                                                                         \
        sbox(q);                                                                                                     \
        if (nr != 12)                                                                                                \
            shift_rows2(q);                                                                                          \
        add_round_key(q, sk + 8 * nr);                                                                               \
    } while (0)

#define CAIRN_AES_DECRYPT_ROUNDS(q, sk, nr, r)                                                                       \
    do {                                                                                                             \
        (r) = (nr) - 1;                                                                                              \
        add_round_key(q, sk + 8 * nr);                                                                               \
        if (nr != 12)                                                                                                \
            shift_rows2(q);                                                                                          \
        if ((r & 3) == 3) {                                                                                          \
            DEC_ROUND(3, r);                                                                                         \
            r--;                                                                                                     \
        }                                                                                                            \
        if ((r & 3) == 2) {                                                                                          \
            DEC_ROUND(2, r);                                                                                         \
            r--;                                                                                                     \
        }                                                                                                            \
        if ((r & 3) == 1) {                                                                                          \
            DEC_ROUND(1, r);                                                                                         \
            r--;                                                                                                     \
        }                                                                                                            \
        for (; r >= 4; r -= 4) {                                                                                     \
            DEC_ROUND(0, r);                                                                                         \
            DEC_ROUND(3, r - 1);                                                                                     \
            DEC_ROUND(2, r - 2);                                                                                     \
            DEC_ROUND(1, r - 3);                                                                                     \
        }                                                                                                            \
        inv_sbox(q);                                                                                                 \
        add_round_key(q, sk);                                                                                        \
    } while (0)

/* FIPS 197 key expansion into 4 (Nr + 1) big-endian words; returns Nr, or 0
 * for a key length other than 16, 24, 32. Constant time (the S-box through
 * the circuit). Defined in aes_ct32.c. */
unsigned cairn_aes_expand_key(uint32_t w[60], const uint8_t *key, size_t keylen);

extern const cairn_block_impl cairn_aes_ct64_impl_obj;
extern const cairn_block_impl cairn_aes_ct32_impl_obj;

/*
 * aes_ct64x2.c: ct64's rounds on 128-bit GCC/clang generic vectors, eight
 * blocks per pass, where the vectors map to the baseline SIMD unit of a
 * little-endian 64-bit target (SSE2 on x86-64, Advanced SIMD on aarch64).
 * The ct64 object hands its multi-block work to these (nblocks a multiple of
 * 8, ks ct64's schedule) and keeps the rest; elsewhere, or with
 * CAIRN_AES_NO_VECTOR defined, the plain uint64_t code does everything.
 */
#if !defined(CAIRN_AES_NO_VECTOR) && (defined(__GNUC__) || defined(__clang__)) && UINTPTR_MAX > 0xffffffffu &&   \
    ((defined(__x86_64__) && defined(__SSE2__)) || defined(__aarch64__)) && defined(__BYTE_ORDER__) &&          \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CAIRN_AES_CT64X2 1
void cairn_aes_ct64x2_ecb(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks, int decrypt);
void cairn_aes_ct64x2_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
/* ctr advanced by nblocks: over the whole block, or its last 32 bits (ctr32) */
void cairn_aes_ct64x2_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                          int ctr32);
#else
#define CAIRN_AES_CT64X2 0
#endif

/*
 * Sraw = S-box without its constant, on bit planes q[0..7] (q[i] holds bit i
 * of every byte) of word type W. U0..U7 are the paper's inputs (U0 the most
 * significant bit); T, M and L are its names, its outputs S7..S0 go straight
 * to q[0..7]. The statements are the paper's, in the order of a list
 * scheduler that keeps few values live (at most 25 instead of 29): GCC does
 * no register-pressure scheduling before allocation on x86, so with 16 SIMD
 * registers the source order decides how many values spill to the stack.
 */
#define CAIRN_AES_SBOX_RAW(W, q)                                                                                   \
    do {                                                                                                           \
        W U0 = q[7], U1 = q[6], U2 = q[5], U3 = q[4], U4 = q[3], U5 = q[2], U6 = q[1], U7 = q[0];                  \
        W T5 = U4 ^ U6;                                                                                            \
        W T1 = U0 ^ U3;                                                                                            \
        W T3 = U0 ^ U6;                                                                                            \
        W T21 = U6 ^ U7;                                                                                           \
        W T2 = U0 ^ U5;                                                                                            \
        W T4 = U3 ^ U5;                                                                                            \
        W T18 = U3 ^ U7;                                                                                           \
        W T7 = U1 ^ U2;                                                                                            \
        W T12 = U2 ^ U5;                                                                                           \
        W T11 = U1 ^ U5;                                                                                           \
        W T19 = T7 ^ T18;                                                                                          \
        W T22 = T7 ^ T21;                                                                                          \
        W T6 = T1 ^ T5;                                                                                            \
        W T9 = U7 ^ T7;                                                                                            \
        W T10 = T6 ^ T7;                                                                                           \
        W T13 = T3 ^ T4;                                                                                           \
        W T16 = T5 ^ T12;                                                                                          \
        W T15 = T5 ^ T11;                                                                                          \
        W T14 = T6 ^ T11;                                                                                          \
        W T27 = T1 ^ T12;                                                                                          \
        W T8 = U7 ^ T6;                                                                                            \
        W T17 = T9 ^ T16;                                                                                          \
        W T20 = T1 ^ T19;                                                                                          \
        W T23 = T2 ^ T22;                                                                                          \
        W T26 = T3 ^ T16;                                                                                          \
        W M1 = T13 & T6;                                                                                           \
        W M3 = T14 ^ M1;                                                                                           \
        W M6 = T3 & T16;                                                                                           \
        W M8 = T26 ^ M6;                                                                                           \
        W M2 = T23 & T8;                                                                                           \
        W M16 = M3 ^ M2;                                                                                           \
        W M4 = T19 & U7;                                                                                           \
        W M5 = M4 ^ M1;                                                                                            \
        W M7 = T22 & T9;                                                                                           \
        W M18 = M8 ^ M7;                                                                                           \
        W M9 = T20 & T17;                                                                                          \
        W M10 = M9 ^ M6;                                                                                           \
        W M11 = T1 & T15;                                                                                          \
        W M12 = T4 & T27;                                                                                          \
        W M13 = M12 ^ M11;                                                                                         \
        W M20 = M16 ^ M13;                                                                                         \
        W M22 = M18 ^ M13;                                                                                         \
        W M14 = T2 & T10;                                                                                          \
        W M15 = M14 ^ M11;                                                                                         \
        W M19 = M10 ^ M15;                                                                                         \
        W T24 = T2 ^ T10;                                                                                          \
        W M17 = M5 ^ T24;                                                                                          \
        W M21 = M17 ^ M15;                                                                                         \
        W T25 = T20 ^ T17;                                                                                         \
        W M23 = M19 ^ T25;                                                                                         \
        W M25 = M22 & M20;                                                                                         \
        W M24 = M22 ^ M23;                                                                                         \
        W M34 = M21 & M22;                                                                                         \
        W M35 = M24 & M34;                                                                                         \
        W M26 = M21 ^ M25;                                                                                         \
        W M30 = M26 & M24;                                                                                         \
        W M36 = M24 ^ M25;                                                                                         \
        W M40 = M35 ^ M36;                                                                                         \
        W M39 = M23 ^ M30;                                                                                         \
        W M47 = M40 & T8;                                                                                          \
        W M48 = M39 & U7;                                                                                          \
        W M56 = M40 & T23;                                                                                         \
        W M57 = M39 & T19;                                                                                         \
        W M27 = M20 ^ M21;                                                                                         \
        W M31 = M20 & M23;                                                                                         \
        W M28 = M23 ^ M25;                                                                                         \
        W M29 = M28 & M27;                                                                                         \
        W M37 = M21 ^ M29;                                                                                         \
        W M32 = M27 & M31;                                                                                         \
        W M33 = M27 ^ M25;                                                                                         \
        W M38 = M32 ^ M33;                                                                                         \
        W M50 = M38 & T9;                                                                                          \
        W M51 = M37 & T17;                                                                                         \
        W M59 = M38 & T22;                                                                                         \
        W M60 = M37 & T20;                                                                                         \
        W L8 = M51 ^ M59;                                                                                          \
        W L12 = M48 ^ M51;                                                                                         \
        W M41 = M38 ^ M40;                                                                                         \
        W M43 = M37 ^ M38;                                                                                         \
        W M42 = M37 ^ M39;                                                                                         \
        W M44 = M39 ^ M40;                                                                                         \
        W M46 = M44 & T6;                                                                                          \
        W M55 = M44 & T13;                                                                                         \
        W M49 = M43 & T16;                                                                                         \
        W M58 = M43 & T3;                                                                                          \
        W M54 = M41 & T10;                                                                                         \
        W M61 = M42 & T1;                                                                                          \
        W M52 = M42 & T15;                                                                                         \
        W M45 = M42 ^ M41;                                                                                         \
        W M63 = M41 & T2;                                                                                          \
        W M53 = M45 & T27;                                                                                         \
        W M62 = M45 & T4;                                                                                          \
        W L2 = M46 ^ M48;                                                                                          \
        W L3 = M47 ^ M55;                                                                                          \
        W L4 = M54 ^ M58;                                                                                          \
        W L5 = M49 ^ M61;                                                                                          \
        W L6 = M62 ^ L5;                                                                                           \
        W L0 = M61 ^ M62;                                                                                          \
        W L7 = M46 ^ L3;                                                                                           \
        W L22 = L3 ^ L12;                                                                                          \
        W L11 = M60 ^ L2;                                                                                          \
        W L14 = M52 ^ M61;                                                                                         \
        W L9 = M52 ^ M53;                                                                                          \
        W L10 = M53 ^ L4;                                                                                          \
        W L19 = M63 ^ L4;                                                                                          \
        W L18 = M58 ^ L8;                                                                                          \
        W L23 = L18 ^ L2;                                                                                          \
        W L27 = L8 ^ L10;                                                                                          \
        W L25 = L6 ^ L10;                                                                                          \
        W L28 = L11 ^ L14;                                                                                         \
        q[5] = L19 ^ L28;                                                                                          \
        q[0] = L6 ^ L23;                                                                                           \
        W L1 = M50 ^ M56;                                                                                          \
        W L15 = M55 ^ L1;                                                                                          \
        W L17 = M57 ^ L1;                                                                                          \
        W L29 = L11 ^ L17;                                                                                         \
        q[2] = L25 ^ L29;                                                                                          \
        W L13 = M50 ^ L0;                                                                                          \
        q[1] = L13 ^ L27;                                                                                          \
        W L16 = M56 ^ L0;                                                                                          \
        W L20 = L0 ^ L1;                                                                                           \
        q[3] = L20 ^ L22;                                                                                          \
        W L21 = L1 ^ L7;                                                                                           \
        W L24 = L15 ^ L9;                                                                                          \
        W L26 = L7 ^ L9;                                                                                           \
        q[6] = L16 ^ L26;                                                                                          \
        q[7] = L6 ^ L24;                                                                                           \
        q[4] = L6 ^ L21;                                                                                           \
    } while (0)

/*
 * The inverse S-box without its constant, L^-1 o Sraw o L^-1 with L^-1 the
 * inverse of the affine map's linear part (bit i of L^-1(y) is bits i+2, i+5,
 * i+7 mod 8 of y; inv(z) = L^-1(Sraw(z)) and 0x63 is in the round keys), as
 * one circuit of 122 gates instead of 160: the same non-linear middle (M1..M63
 * above), with each outer L^-1 merged into the linear layer next to it (24
 * XORs instead of 16 + 27 on top, 35 instead of 38 + 16 at the bottom). The
 * merged layers were found with a Boyar-Peralta-style distance heuristic (top)
 * and Paar's greedy algorithm (bottom), statements ordered as in the forward
 * circuit, and checked against the composition on all 256 inputs.
 */
#define CAIRN_AES_INV_SBOX(W, q)                                                                                   \
    do {                                                                                                           \
        W x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3], x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];                  \
        W Z1 = x2 ^ x7;                                                                                            \
        W T22 = x4 ^ x6;                                                                                           \
        W T2 = x6 ^ x7;                                                                                            \
        W T23 = x4 ^ x7;                                                                                           \
        W T1 = x3 ^ x4;                                                                                            \
        W Z0 = x0 ^ x1;                                                                                            \
        W T19 = T22 ^ Z0;                                                                                          \
        W T13 = Z0 ^ T2;                                                                                           \
        W T24 = x0 ^ x3;                                                                                           \
        W T9 = x0 ^ T1;                                                                                            \
        W T17 = x5 ^ T19;                                                                                          \
        W T15 = T19 ^ Z1;                                                                                          \
        W U7 = x5 ^ Z1;                                                                                            \
        W T25 = x5 ^ T1;                                                                                           \
        W T10 = T2 ^ T24;                                                                                          \
        W T27 = T15 ^ T10;                                                                                         \
        W T16 = T17 ^ T9;                                                                                          \
        W T4 = T1 ^ T2;                                                                                            \
        W T8 = x3 ^ T4;                                                                                            \
        W T3 = x1 ^ T9;                                                                                            \
        W T26 = x1 ^ T17;                                                                                          \
        W T6 = T27 ^ T16;                                                                                          \
        W T20 = T22 ^ T3;                                                                                          \
        W T14 = T1 ^ T15;                                                                                          \
        W M1 = T13 & T6;                                                                                           \
        W M3 = T14 ^ M1;                                                                                           \
        W M6 = T3 & T16;                                                                                           \
        W M8 = T26 ^ M6;                                                                                           \
        W M2 = T23 & T8;                                                                                           \
        W M16 = M3 ^ M2;                                                                                           \
        W M4 = T19 & U7;                                                                                           \
        W M5 = M4 ^ M1;                                                                                            \
        W M17 = M5 ^ T24;                                                                                          \
        W M7 = T22 & T9;                                                                                           \
        W M18 = M8 ^ M7;                                                                                           \
        W M9 = T20 & T17;                                                                                          \
        W M10 = M9 ^ M6;                                                                                           \
        W M11 = T1 & T15;                                                                                          \
        W M12 = T4 & T27;                                                                                          \
        W M13 = M12 ^ M11;                                                                                         \
        W M20 = M16 ^ M13;                                                                                         \
        W M22 = M18 ^ M13;                                                                                         \
        W M14 = T2 & T10;                                                                                          \
        W M15 = M14 ^ M11;                                                                                         \
        W M19 = M10 ^ M15;                                                                                         \
        W M21 = M17 ^ M15;                                                                                         \
        W M23 = M19 ^ T25;                                                                                         \
        W M25 = M22 & M20;                                                                                         \
        W M24 = M22 ^ M23;                                                                                         \
        W M34 = M21 & M22;                                                                                         \
        W M35 = M24 & M34;                                                                                         \
        W M26 = M21 ^ M25;                                                                                         \
        W M30 = M26 & M24;                                                                                         \
        W M39 = M23 ^ M30;                                                                                         \
        W M36 = M24 ^ M25;                                                                                         \
        W M40 = M35 ^ M36;                                                                                         \
        W M48 = M39 & U7;                                                                                          \
        W M56 = M40 & T23;                                                                                         \
        W B6 = M48 ^ M56;                                                                                          \
        W M47 = M40 & T8;                                                                                          \
        W M57 = M39 & T19;                                                                                         \
        W M27 = M20 ^ M21;                                                                                         \
        W M31 = M20 & M23;                                                                                         \
        W M28 = M23 ^ M25;                                                                                         \
        W M29 = M28 & M27;                                                                                         \
        W M37 = M21 ^ M29;                                                                                         \
        W M32 = M27 & M31;                                                                                         \
        W M33 = M27 ^ M25;                                                                                         \
        W M38 = M32 ^ M33;                                                                                         \
        W M59 = M38 & T22;                                                                                         \
        W M50 = M38 & T9;                                                                                          \
        W M60 = M37 & T20;                                                                                         \
        W M51 = M37 & T17;                                                                                         \
        W M42 = M37 ^ M39;                                                                                         \
        W M52 = M42 & T15;                                                                                         \
        W M61 = M42 & T1;                                                                                          \
        W M43 = M37 ^ M38;                                                                                         \
        W M41 = M38 ^ M40;                                                                                         \
        W M44 = M39 ^ M40;                                                                                         \
        W B0 = M52 ^ M61;                                                                                          \
        W M45 = M42 ^ M41;                                                                                         \
        W M49 = M43 & T16;                                                                                         \
        W M58 = M43 & T3;                                                                                          \
        W M54 = M41 & T10;                                                                                         \
        W M63 = M41 & T2;                                                                                          \
        W B1 = M59 ^ B0;                                                                                           \
        W M62 = M45 & T4;                                                                                          \
        W M53 = M45 & T27;                                                                                         \
        W M55 = M44 & T13;                                                                                         \
        W M46 = M44 & T6;                                                                                          \
        W B9 = M55 ^ M63;                                                                                          \
        W B15 = M62 ^ B0;                                                                                          \
        W B20 = M58 ^ B15;                                                                                         \
        W B2 = M58 ^ B1;                                                                                           \
        W B3 = M62 ^ B2;                                                                                           \
        W B18 = M63 ^ B2;                                                                                          \
        W B23 = B6 ^ B18;                                                                                          \
        W B10 = M54 ^ B6;                                                                                          \
        W B11 = M60 ^ B10;                                                                                         \
        W B5 = M54 ^ B3;                                                                                           \
        W B19 = B1 ^ B9;                                                                                           \
        W B22 = M61 ^ B9;                                                                                          \
        W B25 = M53 ^ B3;                                                                                          \
        W B24 = M53 ^ M57;                                                                                         \
        W B26 = B23 ^ B24;                                                                                         \
        W B31 = M57 ^ B22;                                                                                         \
        q[0] = B31;                                                                                                \
        W B4 = M49 ^ M50;                                                                                          \
        W B8 = M50 ^ M51;                                                                                          \
        W B21 = M49 ^ B5;                                                                                          \
        W B28 = M51 ^ B21;                                                                                         \
        W B12 = M46 ^ B5;                                                                                          \
        W B17 = M46 ^ B8;                                                                                          \
        W B34 = B17 ^ B26;                                                                                         \
        W B16 = M47 ^ B8;                                                                                          \
        W B7 = M47 ^ B4;                                                                                           \
        W B13 = B7 ^ B11;                                                                                          \
        W B32 = B4 ^ B25;                                                                                          \
        W B14 = M57 ^ B13;                                                                                         \
        W B27 = B13 ^ B19;                                                                                         \
        W B33 = B14 ^ B20;                                                                                         \
        W B29 = B12 ^ B16;                                                                                         \
        W B30 = M48 ^ B12;                                                                                         \
        q[1] = B32;                                                                                                \
        q[2] = B29;                                                                                                \
        q[3] = B34;                                                                                                \
        q[4] = B30;                                                                                                \
        q[5] = B33;                                                                                                \
        q[6] = B27;                                                                                                \
        q[7] = B28;                                                                                                \
    } while (0)

/*
 * The same 111 statements as CAIRN_AES_INV_SBOX in another order, for
 * aes_ct64x2.c (128-bit vectors, 16 SSE2 registers): the best of several
 * hundred randomised list schedules (prefer statements that end live values),
 * refined by moving single statements, scored by the instructions and stack
 * accesses GCC 12 -O3 emits for that file's decryption, where it needs fewer
 * register copies and spills than the order above. The order above stays for
 * ct32 and ct64, whose code this one makes bigger on Cortex-M7.
 */
#define CAIRN_AES_INV_SBOX_V128(W, q)                                                                              \
    do {                                                                                                           \
        W x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3], x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];                  \
        W Z1 = x2 ^ x7;                                                                                            \
        W T24 = x0 ^ x3;                                                                                           \
        W U7 = x5 ^ Z1;                                                                                            \
        W Z0 = x0 ^ x1;                                                                                            \
        W T23 = x4 ^ x7;                                                                                           \
        W T2 = x6 ^ x7;                                                                                            \
        W T22 = x4 ^ x6;                                                                                           \
        W T1 = x3 ^ x4;                                                                                            \
        W T9 = x0 ^ T1;                                                                                            \
        W T19 = T22 ^ Z0;                                                                                          \
        W T15 = T19 ^ Z1;                                                                                          \
        W T13 = Z0 ^ T2;                                                                                           \
        W T4 = T1 ^ T2;                                                                                            \
        W T8 = x3 ^ T4;                                                                                            \
        W T17 = x5 ^ T19;                                                                                          \
        W M11 = T1 & T15;                                                                                          \
        W T14 = T1 ^ T15;                                                                                          \
        W T16 = T17 ^ T9;                                                                                          \
        W T3 = x1 ^ T9;                                                                                            \
        W T25 = x5 ^ T1;                                                                                           \
        W M7 = T22 & T9;                                                                                           \
        W T26 = x1 ^ T17;                                                                                          \
        W T20 = T22 ^ T3;                                                                                          \
        W T10 = T2 ^ T24;                                                                                          \
        W M2 = T23 & T8;                                                                                           \
        W M6 = T3 & T16;                                                                                           \
        W M8 = T26 ^ M6;                                                                                           \
        W M18 = M8 ^ M7;                                                                                           \
        W M4 = T19 & U7;                                                                                           \
        W M9 = T20 & T17;                                                                                          \
        W M10 = M9 ^ M6;                                                                                           \
        W M14 = T2 & T10;                                                                                          \
        W M15 = M14 ^ M11;                                                                                         \
        W M19 = M10 ^ M15;                                                                                         \
        W M23 = M19 ^ T25;                                                                                         \
        W T27 = T15 ^ T10;                                                                                         \
        W M12 = T4 & T27;                                                                                          \
        W M13 = M12 ^ M11;                                                                                         \
        W M22 = M18 ^ M13;                                                                                         \
        W T6 = T27 ^ T16;                                                                                          \
        W M1 = T13 & T6;                                                                                           \
        W M5 = M4 ^ M1;                                                                                            \
        W M3 = T14 ^ M1;                                                                                           \
        W M17 = M5 ^ T24;                                                                                          \
        W M21 = M17 ^ M15;                                                                                         \
        W M16 = M3 ^ M2;                                                                                           \
        W M20 = M16 ^ M13;                                                                                         \
        W M25 = M22 & M20;                                                                                         \
        W M31 = M20 & M23;                                                                                         \
        W M28 = M23 ^ M25;                                                                                         \
        W M27 = M20 ^ M21;                                                                                         \
        W M32 = M27 & M31;                                                                                         \
        W M29 = M28 & M27;                                                                                         \
        W M34 = M21 & M22;                                                                                         \
        W M24 = M22 ^ M23;                                                                                         \
        W M35 = M24 & M34;                                                                                         \
        W M37 = M21 ^ M29;                                                                                         \
        W M33 = M27 ^ M25;                                                                                         \
        W M26 = M21 ^ M25;                                                                                         \
        W M51 = M37 & T17;                                                                                         \
        W M38 = M32 ^ M33;                                                                                         \
        W M50 = M38 & T9;                                                                                          \
        W M59 = M38 & T22;                                                                                         \
        W M60 = M37 & T20;                                                                                         \
        W M30 = M26 & M24;                                                                                         \
        W M36 = M24 ^ M25;                                                                                         \
        W M39 = M23 ^ M30;                                                                                         \
        W M40 = M35 ^ M36;                                                                                         \
        W M47 = M40 & T8;                                                                                          \
        W M57 = M39 & T19;                                                                                         \
        W M48 = M39 & U7;                                                                                          \
        W M56 = M40 & T23;                                                                                         \
        W B6 = M48 ^ M56;                                                                                          \
        W M43 = M37 ^ M38;                                                                                         \
        W M49 = M43 & T16;                                                                                         \
        W M58 = M43 & T3;                                                                                          \
        W M44 = M39 ^ M40;                                                                                         \
        W M42 = M37 ^ M39;                                                                                         \
        W M55 = M44 & T13;                                                                                         \
        W M41 = M38 ^ M40;                                                                                         \
        W M46 = M44 & T6;                                                                                          \
        W M61 = M42 & T1;                                                                                          \
        W M54 = M41 & T10;                                                                                         \
        W M63 = M41 & T2;                                                                                          \
        W B10 = M54 ^ B6;                                                                                          \
        W M52 = M42 & T15;                                                                                         \
        W M45 = M42 ^ M41;                                                                                         \
        W M53 = M45 & T27;                                                                                         \
        W B0 = M52 ^ M61;                                                                                          \
        W B9 = M55 ^ M63;                                                                                          \
        W B1 = M59 ^ B0;                                                                                           \
        W M62 = M45 & T4;                                                                                          \
        W B24 = M53 ^ M57;                                                                                         \
        W B22 = M61 ^ B9;                                                                                          \
        W B15 = M62 ^ B0;                                                                                          \
        W B31 = M57 ^ B22;                                                                                         \
        q[0] = B31;                                                                                                \
        W B19 = B1 ^ B9;                                                                                           \
        W B2 = M58 ^ B1;                                                                                           \
        W B18 = M63 ^ B2;                                                                                          \
        W B20 = M58 ^ B15;                                                                                         \
        W B3 = M62 ^ B2;                                                                                           \
        W B25 = M53 ^ B3;                                                                                          \
        W B11 = M60 ^ B10;                                                                                         \
        W B5 = M54 ^ B3;                                                                                           \
        W B23 = B6 ^ B18;                                                                                          \
        W B21 = M49 ^ B5;                                                                                          \
        W B12 = M46 ^ B5;                                                                                          \
        W B30 = M48 ^ B12;                                                                                         \
        W B26 = B23 ^ B24;                                                                                         \
        q[4] = B30;                                                                                                \
        W B4 = M49 ^ M50;                                                                                          \
        W B7 = M47 ^ B4;                                                                                           \
        W B32 = B4 ^ B25;                                                                                          \
        W B8 = M50 ^ M51;                                                                                          \
        W B28 = M51 ^ B21;                                                                                         \
        W B16 = M47 ^ B8;                                                                                          \
        W B29 = B12 ^ B16;                                                                                         \
        W B17 = M46 ^ B8;                                                                                          \
        W B13 = B7 ^ B11;                                                                                          \
        W B34 = B17 ^ B26;                                                                                         \
        W B27 = B13 ^ B19;                                                                                         \
        q[2] = B29;                                                                                                \
        q[6] = B27;                                                                                                \
        q[3] = B34;                                                                                                \
        W B14 = M57 ^ B13;                                                                                         \
        W B33 = B14 ^ B20;                                                                                         \
        q[7] = B28;                                                                                                \
        q[5] = B33;                                                                                                \
        q[1] = B32;                                                                                                \
    } while (0)

/* Bit planes to multiply every byte by x (AES polynomial x^8+x^4+x^3+x+1). */
#define CAIRN_AES_XTIME(W, o, t)                                                                                   \
    do {                                                                                                           \
        W hi_ = t[7];                                                                                              \
        o[7] = t[6];                                                                                               \
        o[6] = t[5];                                                                                               \
        o[5] = t[4];                                                                                               \
        o[4] = t[3] ^ hi_;                                                                                         \
        o[3] = t[2] ^ hi_;                                                                                         \
        o[2] = t[1];                                                                                               \
        o[1] = t[0] ^ hi_;                                                                                         \
        o[0] = hi_;                                                                                                \
    } while (0)

#endif
