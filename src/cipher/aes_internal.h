/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Shared by the bitsliced AES implementations (aes_ct64.c, aes_ct32.c) and
 * aes.c. Not installed.
 *
 * Both implementations are "fixsliced" (Adomnicai and Peyrin, "Fixslicing
 * AES-like ciphers", TCHES 2021): ShiftRows is never applied to the state.
 * Round r leaves the state permuted by SR^-r, so its MixColumns reads the
 * neighbouring row d = r mod 4 columns further along (MC_d below); the round
 * keys are stored pre-permuted the same way, and one SR^Nr fix-up at the end
 * (identity for AES-192) puts the state back. Decryption runs the same
 * arrangement backwards, so one stored key schedule serves both directions.
 *
 * The S-box is the Boyar-Peralta circuit ("A new combinational logic
 * minimization technique with applications to cryptology", SEA 2010:
 * 32 AND, 83 XOR/XNOR) written from the paper's equations, without its four
 * XNORs: the constant 0x63 is folded into the round keys instead (it passes
 * unchanged through ShiftRows and MixColumns, whose coefficients sum to 1).
 * The inverse S-box is L^-1 o Sraw o L^-1 with L the affine map's linear part
 * (inv(z) = L^-1(Sraw(z))), with 0x63 again folded into the keys.
 */
#ifndef CAIRN_AES_INTERNAL_H
#define CAIRN_AES_INTERNAL_H

#include "cairn/cipher.h"
#include "core/internal.h"

/* Layout of ks for both bitsliced implementations: (Nr + 1) bitsliced round
 * keys of 8 words each (ct32 keeps each 32-bit word in a 64-bit slot), then
 * Nr at CAIRN_AES_KS_NR. 15 * 8 = 120 words for AES-256. */
#define CAIRN_AES_KS_NR 120

/* FIPS 197 key expansion into 4 (Nr + 1) big-endian words; returns Nr, or 0
 * for a key length other than 16, 24, 32. Constant time (the S-box through
 * the circuit). Defined in aes_ct32.c. */
unsigned cairn_aes_expand_key(uint32_t w[60], const uint8_t *key, size_t keylen);

extern const cairn_block_impl cairn_aes_ct64_impl_obj;
extern const cairn_block_impl cairn_aes_ct32_impl_obj;

/*
 * Sraw = S-box without its constant, on bit planes q[0..7] (q[i] holds bit i
 * of every byte) of word type W. U0..U7 are the paper's inputs (U0 the most
 * significant bit), S0..S7 its outputs.
 */
#define CAIRN_AES_SBOX_RAW(W, q)                                                                                   \
    do {                                                                                                           \
        W U0 = q[7], U1 = q[6], U2 = q[5], U3 = q[4], U4 = q[3], U5 = q[2], U6 = q[1], U7 = q[0];                \
        W T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20, T21, T22,    \
            T23, T24, T25, T26, T27;                                                                               \
        W M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11, M12, M13, M14, M15, M16, M17, M18, M19, M20, M21, M22,    \
            M23, M24, M25, M26, M27, M28, M29, M30, M31, M32, M33, M34, M35, M36, M37, M38, M39, M40, M41, M42,    \
            M43, M44, M45, M46, M47, M48, M49, M50, M51, M52, M53, M54, M55, M56, M57, M58, M59, M60, M61, M62,    \
            M63;                                                                                                   \
        W L0, L1, L2, L3, L4, L5, L6, L7, L8, L9, L10, L11, L12, L13, L14, L15, L16, L17, L18, L19, L20, L21, L22, \
            L23, L24, L25, L26, L27, L28, L29;                                                                     \
        /* top linear layer */                                                                                     \
        T1 = U0 ^ U3;                                                                                              \
        T2 = U0 ^ U5;                                                                                              \
        T3 = U0 ^ U6;                                                                                              \
        T4 = U3 ^ U5;                                                                                              \
        T5 = U4 ^ U6;                                                                                              \
        T6 = T1 ^ T5;                                                                                              \
        T7 = U1 ^ U2;                                                                                              \
        T8 = U7 ^ T6;                                                                                              \
        T9 = U7 ^ T7;                                                                                              \
        T10 = T6 ^ T7;                                                                                             \
        T11 = U1 ^ U5;                                                                                             \
        T12 = U2 ^ U5;                                                                                             \
        T13 = T3 ^ T4;                                                                                             \
        T14 = T6 ^ T11;                                                                                            \
        T15 = T5 ^ T11;                                                                                            \
        T16 = T5 ^ T12;                                                                                            \
        T17 = T9 ^ T16;                                                                                            \
        T18 = U3 ^ U7;                                                                                             \
        T19 = T7 ^ T18;                                                                                            \
        T20 = T1 ^ T19;                                                                                            \
        T21 = U6 ^ U7;                                                                                             \
        T22 = T7 ^ T21;                                                                                            \
        T23 = T2 ^ T22;                                                                                            \
        T24 = T2 ^ T10;                                                                                            \
        T25 = T20 ^ T17;                                                                                           \
        T26 = T3 ^ T16;                                                                                            \
        T27 = T1 ^ T12;                                                                                            \
        /* shared non-linear middle (inversion in GF(2^4)^2) */                                                    \
        M1 = T13 & T6;                                                                                             \
        M2 = T23 & T8;                                                                                             \
        M3 = T14 ^ M1;                                                                                             \
        M4 = T19 & U7;                                                                                             \
        M5 = M4 ^ M1;                                                                                              \
        M6 = T3 & T16;                                                                                             \
        M7 = T22 & T9;                                                                                             \
        M8 = T26 ^ M6;                                                                                             \
        M9 = T20 & T17;                                                                                            \
        M10 = M9 ^ M6;                                                                                             \
        M11 = T1 & T15;                                                                                            \
        M12 = T4 & T27;                                                                                            \
        M13 = M12 ^ M11;                                                                                           \
        M14 = T2 & T10;                                                                                            \
        M15 = M14 ^ M11;                                                                                           \
        M16 = M3 ^ M2;                                                                                             \
        M17 = M5 ^ T24;                                                                                            \
        M18 = M8 ^ M7;                                                                                             \
        M19 = M10 ^ M15;                                                                                           \
        M20 = M16 ^ M13;                                                                                           \
        M21 = M17 ^ M15;                                                                                           \
        M22 = M18 ^ M13;                                                                                           \
        M23 = M19 ^ T25;                                                                                           \
        M24 = M22 ^ M23;                                                                                           \
        M25 = M22 & M20;                                                                                           \
        M26 = M21 ^ M25;                                                                                           \
        M27 = M20 ^ M21;                                                                                           \
        M28 = M23 ^ M25;                                                                                           \
        M29 = M28 & M27;                                                                                           \
        M30 = M26 & M24;                                                                                           \
        M31 = M20 & M23;                                                                                           \
        M32 = M27 & M31;                                                                                           \
        M33 = M27 ^ M25;                                                                                           \
        M34 = M21 & M22;                                                                                           \
        M35 = M24 & M34;                                                                                           \
        M36 = M24 ^ M25;                                                                                           \
        M37 = M21 ^ M29;                                                                                           \
        M38 = M32 ^ M33;                                                                                           \
        M39 = M23 ^ M30;                                                                                           \
        M40 = M35 ^ M36;                                                                                           \
        M41 = M38 ^ M40;                                                                                           \
        M42 = M37 ^ M39;                                                                                           \
        M43 = M37 ^ M38;                                                                                           \
        M44 = M39 ^ M40;                                                                                           \
        M45 = M42 ^ M41;                                                                                           \
        M46 = M44 & T6;                                                                                            \
        M47 = M40 & T8;                                                                                            \
        M48 = M39 & U7;                                                                                            \
        M49 = M43 & T16;                                                                                           \
        M50 = M38 & T9;                                                                                            \
        M51 = M37 & T17;                                                                                           \
        M52 = M42 & T15;                                                                                           \
        M53 = M45 & T27;                                                                                           \
        M54 = M41 & T10;                                                                                           \
        M55 = M44 & T13;                                                                                           \
        M56 = M40 & T23;                                                                                           \
        M57 = M39 & T19;                                                                                           \
        M58 = M43 & T3;                                                                                            \
        M59 = M38 & T22;                                                                                           \
        M60 = M37 & T20;                                                                                           \
        M61 = M42 & T1;                                                                                            \
        M62 = M45 & T4;                                                                                            \
        M63 = M41 & T2;                                                                                            \
        /* bottom linear layer (the paper's XNORs dropped: 0x63 is in the keys) */                                 \
        L0 = M61 ^ M62;                                                                                            \
        L1 = M50 ^ M56;                                                                                            \
        L2 = M46 ^ M48;                                                                                            \
        L3 = M47 ^ M55;                                                                                            \
        L4 = M54 ^ M58;                                                                                            \
        L5 = M49 ^ M61;                                                                                            \
        L6 = M62 ^ L5;                                                                                             \
        L7 = M46 ^ L3;                                                                                             \
        L8 = M51 ^ M59;                                                                                            \
        L9 = M52 ^ M53;                                                                                            \
        L10 = M53 ^ L4;                                                                                            \
        L11 = M60 ^ L2;                                                                                            \
        L12 = M48 ^ M51;                                                                                           \
        L13 = M50 ^ L0;                                                                                            \
        L14 = M52 ^ M61;                                                                                           \
        L15 = M55 ^ L1;                                                                                            \
        L16 = M56 ^ L0;                                                                                            \
        L17 = M57 ^ L1;                                                                                            \
        L18 = M58 ^ L8;                                                                                            \
        L19 = M63 ^ L4;                                                                                            \
        L20 = L0 ^ L1;                                                                                             \
        L21 = L1 ^ L7;                                                                                             \
        L22 = L3 ^ L12;                                                                                            \
        L23 = L18 ^ L2;                                                                                            \
        L24 = L15 ^ L9;                                                                                            \
        L25 = L6 ^ L10;                                                                                            \
        L26 = L7 ^ L9;                                                                                             \
        L27 = L8 ^ L10;                                                                                            \
        L28 = L11 ^ L14;                                                                                           \
        L29 = L11 ^ L17;                                                                                           \
        q[7] = L6 ^ L24;                                                                                           \
        q[6] = L16 ^ L26;                                                                                          \
        q[5] = L19 ^ L28;                                                                                          \
        q[4] = L6 ^ L21;                                                                                           \
        q[3] = L20 ^ L22;                                                                                          \
        q[2] = L25 ^ L29;                                                                                          \
        q[1] = L13 ^ L27;                                                                                          \
        q[0] = L6 ^ L23;                                                                                           \
    } while (0)

/* L^-1, the inverse of the affine map's linear part: bit i of the result is
 * bits i+2, i+5, i+7 (mod 8) of the input. */
#define CAIRN_AES_INV_LINEAR(W, q)                                                                                 \
    do {                                                                                                           \
        W y0 = q[0], y1 = q[1], y2 = q[2], y3 = q[3], y4 = q[4], y5 = q[5], y6 = q[6], y7 = q[7];                 \
        q[0] = y2 ^ y5 ^ y7;                                                                                       \
        q[1] = y3 ^ y6 ^ y0;                                                                                       \
        q[2] = y4 ^ y7 ^ y1;                                                                                       \
        q[3] = y5 ^ y0 ^ y2;                                                                                       \
        q[4] = y6 ^ y1 ^ y3;                                                                                       \
        q[5] = y7 ^ y2 ^ y4;                                                                                       \
        q[6] = y0 ^ y3 ^ y5;                                                                                       \
        q[7] = y1 ^ y4 ^ y6;                                                                                       \
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
