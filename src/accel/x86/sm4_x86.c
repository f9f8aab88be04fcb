/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 (GB/T 32907) with AES-NI. This file alone is compiled with -msse4.1
 * -mssse3 -maes; its object's needs name AES-NI, SSSE3 and SSE4.1, so
 * cairn_impl_usable keeps it from running on a CPU without them.
 *
 * SM4's S-box and AES's are both inversion in GF(2^8) wrapped in affine maps,
 * in different polynomial bases (SM4: x^8+x^7+x^6+x^5+x^4+x^2+1, AES:
 * x^8+x^4+x^3+x+1). So S_sm4(x) = F2(SubBytes_aes(F1(x))), where F1 is SM4's
 * input affine map followed by the field isomorphism into the AES basis, and
 * F2 undoes AES's affine map, maps back and applies SM4's output affine map.
 * An 8x8 bit matrix plus constant splits over the two nibbles of its input,
 * so each map is two 16-entry PSHUFB look-ups xored (tables below; derived
 * offline from the field isomorphism and checked on all 256 inputs against
 * the GB/T 32907 S-box). AESENCLAST with a zero key gives SubBytes of all 16
 * bytes at once, after ShiftRows, which a byte shuffle undoes beforehand.
 * PSHUFB indexes a register, not memory, and AESENCLAST is constant time:
 * nothing here depends on key or data in timing.
 *
 * Blocks go four at a time with their words transposed across four
 * registers (register j holds word j of each block), two such groups
 * interleaved per round for parallelism. CBC encryption, which is serial,
 * goes one block at a time with each word broadcast (sm4_serial.h), and with
 * GFNI's S-box where the CPU has it (sm4_gfni.c, x86-gfni-sm4).
 *
 * ks layout (bytes): [0, 512) the 32 encryption round keys, each broadcast
 * to a 16-byte vector; [512, 1024) the same in reverse order, for decryption.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "accel/x86/sse_entry.h"
#include "cipher/cipher_internal.h"

#define DEC_OFFSET 512

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

/* F1 = T * A (x + ...): SM4 input affine map then the basis change, split
 * into low- and high-nibble tables (the constant is in the low one). */
#define IN_LO _mm_set_epi8(-104, 20, -88, 36, 29, -111, 45, -95, 7, -117, 55, -69, -126, 14, -78, 62)
#define IN_HI _mm_set_epi8(63, -29, 17, -51, -6, 38, -44, 8, 55, -21, 25, -59, -14, 46, -36, 0)
/* F2: AES affine map removed, basis changed back, SM4 output affine map. */
#define OUT_LO _mm_set_epi8(71, -1, -115, 53, 121, -63, -77, 11, 32, -104, -22, 82, 30, -90, -44, 108)
#define OUT_HI _mm_set_epi8(-19, 13, -67, 93, 112, -112, 32, -64, 45, -51, 125, -99, -80, 80, -32, 0)
/* InvShiftRows as a byte shuffle: AESENCLAST's ShiftRows then restores the
 * byte order, so every byte stays in its 32-bit lane. */
#define INV_SR _mm_set_epi8(3, 6, 9, 12, 15, 2, 5, 8, 11, 14, 1, 4, 7, 10, 13, 0)
/* Rotations of each 32-bit lane left by 8, 16, 24 bits. */
#define ROL8 _mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3)
#define ROL16 _mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2)
#define ROL24 _mm_set_epi8(12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1)
/* Byte swap of each 32-bit lane (SM4 words are big-endian). */
#define BSWAP32 _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3)

/* tau (the S-box on each byte) then L: B ^ rotl(B,2) ^ rotl(B,10) ^
 * rotl(B,18) ^ rotl(B,24), written as B ^ rotl(B ^ rotl(B,8) ^ rotl(B,16), 2)
 * ^ rotl(B,24). */
CAIRN_INLINE __m128i sm4_t(__m128i x)
{
    const __m128i m4 = _mm_set1_epi8(0x0f);
    __m128i y, u;

    y = _mm_xor_si128(_mm_shuffle_epi8(IN_LO, _mm_and_si128(x, m4)),
                      _mm_shuffle_epi8(IN_HI, _mm_and_si128(_mm_srli_epi16(x, 4), m4)));
    y = _mm_aesenclast_si128(_mm_shuffle_epi8(y, INV_SR), _mm_setzero_si128());
    y = _mm_xor_si128(_mm_shuffle_epi8(OUT_LO, _mm_and_si128(y, m4)),
                      _mm_shuffle_epi8(OUT_HI, _mm_and_si128(_mm_srli_epi16(y, 4), m4)));
    u = _mm_xor_si128(_mm_xor_si128(y, _mm_shuffle_epi8(y, ROL8)), _mm_shuffle_epi8(y, ROL16));
    u = _mm_xor_si128(_mm_slli_epi32(u, 2), _mm_srli_epi32(u, 30));
    return _mm_xor_si128(_mm_xor_si128(y, _mm_shuffle_epi8(y, ROL24)), u);
}

/* 32 rounds on two groups of four transposed words (a: first four blocks,
 * b: next four). */
CAIRN_INLINE void sm4_rounds(const uint8_t *rk, __m128i *a, __m128i *b)
{
    __m128i a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
    __m128i b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
    unsigned i;

#define RND(X0, X1, X2, X3, Y0, Y1, Y2, Y3, r)                                                                      \
    do {                                                                                                            \
        __m128i k_ = ld(rk + 16 * (r));                                                                             \
        X0 = _mm_xor_si128(X0, sm4_t(_mm_xor_si128(_mm_xor_si128(_mm_xor_si128(X1, X2), k_), X3)));                \
        Y0 = _mm_xor_si128(Y0, sm4_t(_mm_xor_si128(_mm_xor_si128(_mm_xor_si128(Y1, Y2), k_), Y3)));                \
    } while (0)
    for (i = 0; i < 32; i += 4) {
        RND(a0, a1, a2, a3, b0, b1, b2, b3, i);
        RND(a1, a2, a3, a0, b1, b2, b3, b0, i + 1);
        RND(a2, a3, a0, a1, b2, b3, b0, b1, i + 2);
        RND(a3, a0, a1, a2, b3, b0, b1, b2, i + 3);
    }
#undef RND
    /* output words in reverse order: X35, X34, X33, X32 */
    a[0] = a3;
    a[1] = a2;
    a[2] = a1;
    a[3] = a0;
    b[0] = b3;
    b[1] = b2;
    b[2] = b1;
    b[3] = b0;
}

/* Four blocks (one per register, memory order) <-> four registers of
 * native words (register j: word j of blocks 0..3). The transposition is
 * its own inverse. */
CAIRN_INLINE void transpose(__m128i *x)
{
    __m128i t0 = _mm_unpacklo_epi32(x[0], x[1]); /* b0w0 b1w0 b0w1 b1w1 */
    __m128i t1 = _mm_unpacklo_epi32(x[2], x[3]); /* b2w0 b3w0 b2w1 b3w1 */
    __m128i t2 = _mm_unpackhi_epi32(x[0], x[1]);
    __m128i t3 = _mm_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm_unpacklo_epi64(t0, t1);
    x[1] = _mm_unpackhi_epi64(t0, t1);
    x[2] = _mm_unpacklo_epi64(t2, t3);
    x[3] = _mm_unpackhi_epi64(t2, t3);
}

/* Encrypts (or, with the reversed keys, decrypts) eight blocks given in
 * memory order in x[0..7], in place. */
CAIRN_INLINE void sm4_blocks8(const uint8_t *rk, __m128i *x)
{
    unsigned i;
    for (i = 0; i < 8; i++)
        x[i] = _mm_shuffle_epi8(x[i], BSWAP32);
    transpose(x);
    transpose(x + 4);
    sm4_rounds(rk, x, x + 4);
    transpose(x);
    transpose(x + 4);
    for (i = 0; i < 8; i++)
        x[i] = _mm_shuffle_epi8(x[i], BSWAP32);
}

/* Same for four blocks (the second group is idle). */
CAIRN_INLINE void sm4_blocks4(const uint8_t *rk, __m128i *x)
{
    __m128i z[4];
    unsigned i;
    for (i = 0; i < 4; i++) {
        x[i] = _mm_shuffle_epi8(x[i], BSWAP32);
        z[i] = x[i];
    }
    transpose(x);
    sm4_rounds(rk, x, z);
    transpose(x);
    for (i = 0; i < 4; i++)
        x[i] = _mm_shuffle_epi8(x[i], BSWAP32);
}

static int sm4_x86_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t rk[32];
    uint8_t *kb = (uint8_t *)ks;
    unsigned i;

    if (keylen != CAIRN_SM4_KEY_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    cairn_sm4_round_keys(rk, key);
    for (i = 0; i < 32; i++) {
        st(kb + 16 * i, _mm_set1_epi32((int)rk[i]));
        st(kb + DEC_OFFSET + 16 * (31 - i), _mm_set1_epi32((int)rk[i]));
    }
    cairn_wipe(rk, sizeof rk);
    return CAIRN_OK;
}

/* ECB with round keys rk: eight, then four, then the rest padded into a
 * group of four. */
static void sm4_ecb(const uint8_t *rk, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    __m128i x[8];
    size_t i;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        for (i = 0; i < 8; i++)
            x[i] = ld(in + 16 * i);
        sm4_blocks8(rk, x);
        for (i = 0; i < 8; i++)
            st(out + 16 * i, x[i]);
    }
    if (nblocks > 0) {
        for (i = 0; i < 4; i++)
            x[i] = i < nblocks && i < 4 ? ld(in + 16 * i) : _mm_setzero_si128();
        if (nblocks > 4) {
            for (i = 4; i < 8; i++)
                x[i] = i < nblocks ? ld(in + 16 * i) : _mm_setzero_si128();
            sm4_blocks8(rk, x);
        } else {
            sm4_blocks4(rk, x);
        }
        for (i = 0; i < nblocks; i++)
            st(out + 16 * i, x[i]);
    }
}

static void sm4_x86_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_ecb((const uint8_t *)ks, out, in, nblocks);
}

static void sm4_x86_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_ecb((const uint8_t *)ks + DEC_OFFSET, out, in, nblocks);
}

/* Serial CBC encryption (sm4_serial.h) keeps the words as images under
 * F1's linear part (F1 = F1lin + c1, bytewise), so a round's input, the
 * XOR of three images and a key image with c1 folded in, is F1 of the
 * native input and goes straight into AESENCLAST (its ShiftRows moves
 * nothing on broadcast words). What comes out, y = SubBytes(F1(x)), is
 * turned into the image of L(S(x)) by one affine map Phi = F1lin L F2, 32
 * bits to 32. Phi commutes with byte rotations (F1lin and F2 are bytewise,
 * L is a sum of rotations): byte k of Phi(y) is
 *   P0(y_k) ^ P3(y_k+1) ^ P1(y_k+2) ^ P1(y_k+3)      (indices mod 4)
 * for three bytewise linear maps P_m (bytes 1 and 2 of L's 8-bit blocks
 * are equal, whence P1 twice), plus the constant kappa = image of
 * L(c2 c2 c2 c2). That is MixColumns' pattern, z_k = 2 y_k ^ 3 y_k+1 ^
 * y_k+2 ^ y_k+3, and AESENC on the same input gives z = MixColumns(y) in
 * parallel with AESENCLAST's y. So Phi(y) ^ P1(z) keeps only the k and k+1
 * terms, (P0 ^ P1 2)(y_k) ^ (P3 ^ P1 3)(y_k+1), and since P3 = P0 ^ P1
 * (L's blocks again) both maps are A = P0 ^ P1 2 (products in the AES
 * field):
 *   Phi(y) = A(y) ^ rotl(A(y), 24) ^ P1(z) ^ kappa,
 * four PSHUFB nibble look-ups and one byte rotation, kappa folded into P1's
 * low table. The chain from one AESENCLAST to the next is a shift, a mask,
 * a look-up, the rotation and two XORs. Tables derived from IN, OUT and L
 * offline and checked on all inputs; the test driver compares every path
 * with the portable code. */
#define F1L_LO _mm_set_epi8(-90, 42, -106, 26, 35, -81, 19, -97, 57, -75, 9, -123, -68, 48, -116, 0)
#define F1L_HI _mm_set_epi8(63, -29, 17, -51, -6, 38, -44, 8, 55, -21, 25, -59, -14, 46, -36, 0)
#define F1I_LO _mm_set_epi8(-14, 119, 43, -82, -36, 89, 5, -128, 114, -9, -85, 46, 92, -39, -123, 0)
#define F1I_HI _mm_set_epi8(-23, -68, -66, -21, -83, -8, -6, -81, 70, 19, 17, 68, 2, 87, 85, 0)
#define PA_LO _mm_set_epi8(106, -31, 25, -110, 80, -37, 35, -88, -62, 73, -79, 58, -8, 115, -117, 0)
#define PA_HI _mm_set_epi8(85, -9, 11, -87, 25, -69, 71, -27, -80, 18, -18, 76, -4, 94, -94, 0)
#define P1K_LO _mm_set_epi8(74, -103, 71, -108, -22, 57, -25, 52, 8, -37, 5, -42, -88, 123, -91, 118)
#define P1_HI _mm_set_epi8(-61, 119, -118, 62, 65, -11, 8, -68, 127, -53, 54, -126, -3, 73, -76, 0)
#define C1 0x3e

/* The bytewise linear map given by two nibble tables. */
CAIRN_INLINE __m128i nib_map(__m128i lo_t, __m128i hi_t, __m128i x)
{
    const __m128i m4 = _mm_set1_epi8(0x0f);
    return _mm_xor_si128(_mm_shuffle_epi8(lo_t, _mm_and_si128(x, m4)),
                         _mm_shuffle_epi8(hi_t, _mm_and_si128(_mm_srli_epi16(x, 4), m4)));
}

/* One round on broadcast images: *a ^= Phi(y) (the new word), *u = e ^ new
 * word (the next round's input). In assembly, because the order of the
 * XORs is the point: compilers reassociate them and put early terms last.
 * The chain is AESENCLAST, the shift and mask of the high nibbles, A's
 * look-up, the rotation and two XORs: the terms are summed in two halves,
 * A(y) ^ P1(z) and a (or a ^ e) ^ the two rotations, that meet in the last
 * XOR. The tables stay in registers (the constraints below), the rotation's
 * control is read from memory. */
CAIRN_INLINE void sm4_round_aesni(__m128i *a, __m128i *u, __m128i e)
{
    const __m128i zero = _mm_setzero_si128(), m4 = _mm_set1_epi8(0x0f), ahi = PA_HI, alo = PA_LO, phi = P1_HI,
                  plo = P1K_LO, rot = ROL24;
    __m128i y, z, h1, h2, ae;

    __asm__("movdqa %[u], %[z]\n\t"
            "aesenclast %[zero], %[u]\n\t" /* u = y */
            "aesenc %[zero], %[z]\n\t"     /* z = MixColumns(y) */
            "movdqa %[u], %[h1]\n\t"
            "movdqa %[z], %[h2]\n\t"
            "psrlw $4, %[h1]\n\t"
            "psrlw $4, %[h2]\n\t"
            "pand %[m4], %[h1]\n\t"
            "pand %[m4], %[h2]\n\t"
            "pand %[m4], %[u]\n\t"
            "pand %[m4], %[z]\n\t"
            "movdqa %[ahi], %[y]\n\t"
            "pshufb %[h1], %[y]\n\t" /* y = A(y) high */
            "movdqa %[phi], %[h1]\n\t"
            "pshufb %[h2], %[h1]\n\t" /* h1 = P1(z) high */
            "movdqa %[alo], %[h2]\n\t"
            "pshufb %[u], %[h2]\n\t" /* h2 = A(y) low */
            "movdqa %[plo], %[u]\n\t"
            "pshufb %[z], %[u]\n\t" /* u = P1(z) low ^ kappa */
            "movdqa %[y], %[z]\n\t"
            "pshufb %[rot], %[y]\n\t" /* y = rotl(A(y) high, 24) */
            "pxor %[h1], %[z]\n\t"    /* z = A(y) high ^ P1(z) high */
            "movdqa %[a], %[ae]\n\t"
            "pxor %[e], %[ae]\n\t"
            "pxor %[h2], %[u]\n\t"     /* u = A(y) low ^ P1(z) low ^ kappa */
            "pshufb %[rot], %[h2]\n\t" /* h2 = rotl(A(y) low, 24) */
            "pxor %[z], %[u]\n\t"      /* u = A(y) ^ P1(z) ^ kappa */
            "pxor %[h2], %[a]\n\t"
            "pxor %[h2], %[ae]\n\t"
            "pxor %[y], %[a]\n\t"
            "pxor %[y], %[ae]\n\t"
            "pxor %[u], %[a]\n\t" /* the new word */
            "pxor %[ae], %[u]"      /* the next round's input */
            : [u] "+&x"(*u), [a] "+&x"(*a), [y] "=&x"(y), [z] "=&x"(z), [h1] "=&x"(h1), [h2] "=&x"(h2), [ae] "=&x"(ae)
            : [e] "x"(e), [zero] "x"(zero), [m4] "x"(m4), [ahi] "x"(ahi), [phi] "x"(phi), [alo] "x"(alo),
              [plo] "x"(plo), [rot] "m"(rot));
}

/* a ^ image of T, from u = F1(round input): the last round of a block */
CAIRN_INLINE __m128i sm4_txf(__m128i a, __m128i u)
{
    sm4_round_aesni(&a, &u, _mm_setzero_si128());
    return a;
}

#define SM4S_TX2(a, u, e)                                                                                              \
    do {                                                                                                               \
        __m128i e_ = (e);                                                                                              \
        sm4_round_aesni(&(a), &(u), e_);                                                                               \
    } while (0)
#define SM4S_TX sm4_txf
#define SM4S_TO(v) nib_map(F1L_LO, F1L_HI, (v))
#define SM4S_FROM(v) nib_map(F1I_LO, F1I_HI, (v))
#define SM4S_KEY(k) _mm_xor_si128(nib_map(F1L_LO, F1L_HI, (k)), _mm_set1_epi8(C1))
#define SM4S_CBC_ENCRYPT sm4_x86_cbc_serial
#include "accel/x86/sm4_serial.h"

/* The serial round is legacy-SSE code: a caller's dirty upper halves are
 * cleared first (sse_entry.h; a call is at least one block's 32 rounds). */
static void sm4_x86_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    cairn_x86_sse_entry();
    sm4_x86_cbc_serial(ks, iv, out, in, nblocks);
}

static void sm4_x86_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *rk = (const uint8_t *)ks + DEC_OFFSET;
    __m128i prev = ld(iv), next, x[8];
    size_t i, n;

    while (nblocks > 0) {
        n = nblocks < 8 ? nblocks : 8;
        for (i = 0; i < 8; i++)
            x[i] = i < n ? ld(in + 16 * i) : _mm_setzero_si128();
        if (n > 4)
            sm4_blocks8(rk, x);
        else
            sm4_blocks4(rk, x);
        /* each ciphertext block is read again just before it is overwritten */
        for (i = 0; i < n; i++) {
            next = ld(in + 16 * i);
            st(out + 16 * i, _mm_xor_si128(x[i], prev));
            prev = next;
        }
        nblocks -= n;
        in += 16 * n;
        out += 16 * n;
    }
    st(iv, prev);
}

/* c: counter byte-reversed (lane 0 = low 64 bits); see aes_x86.c. */
CAIRN_INLINE __m128i ctr_add(__m128i c, uint32_t n, int full)
{
    __m128i r;
    if (!full)
        return _mm_add_epi32(c, _mm_cvtsi32_si128((int)n));
    r = _mm_add_epi64(c, _mm_cvtsi32_si128((int)n));
    if ((uint64_t)_mm_cvtsi128_si64(r) < n) /* public counter */
        r = _mm_add_epi64(r, _mm_set_epi64x(1, 0));
    return r;
}

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           int full)
{
    const uint8_t *rk = (const uint8_t *)ks;
    const __m128i bs = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i c = _mm_shuffle_epi8(ld(ctr), bs), x[8];
    size_t i, n;

    while (nblocks > 0) {
        n = nblocks < 8 ? nblocks : 8;
        for (i = 0; i < 8; i++) {
            x[i] = _mm_shuffle_epi8(c, bs);
            if (i < n)
                c = ctr_add(c, 1, full);
        }
        if (n > 4)
            sm4_blocks8(rk, x);
        else
            sm4_blocks4(rk, x);
        for (i = 0; i < n; i++)
            st(out + 16 * i, _mm_xor_si128(x[i], ld(in + 16 * i)));
        nblocks -= n;
        in += 16 * n;
        out += 16 * n;
    }
    st(ctr, _mm_shuffle_epi8(c, bs));
}

static void sm4_x86_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

static void sm4_x86_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

const cairn_block_impl cairn_sm4_x86_impl_obj = {
    {"x86-aesni-sm4", CAIRN_PRIM_SM4, CAIRN_AES_X86_NEEDS},
    16,
    sm4_x86_set_key,
    sm4_x86_encrypt,
    sm4_x86_decrypt,
    sm4_x86_cbc_encrypt,
    sm4_x86_cbc_decrypt,
    sm4_x86_ctr,
    sm4_x86_ctr32,
    NULL,
    NULL,
    NULL,
};

/* see cipher_internal.h (the CPU's features are public) */
void cairn_sm4_x86_cbc_encrypt_best(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    if (cairn_cpu_features() & CAIRN_CPU_X86_GFNI)
        cairn_sm4_gfni_cbc_encrypt(ks, iv, out, in, nblocks);
    else
        sm4_x86_cbc_encrypt(ks, iv, out, in, nblocks);
}

/* The same object with CBC encryption by GFNI (sm4_gfni.c): for CPUs with
 * GFNI but no VAES, and so that the test driver runs that path on its own. */
const cairn_block_impl cairn_sm4_gfni_impl_obj = {
    {"x86-gfni-sm4", CAIRN_PRIM_SM4, CAIRN_AES_X86_NEEDS | CAIRN_CPU_X86_GFNI},
    16,
    sm4_x86_set_key,
    sm4_x86_encrypt,
    sm4_x86_decrypt,
    cairn_sm4_gfni_cbc_encrypt,
    sm4_x86_cbc_decrypt,
    sm4_x86_ctr,
    sm4_x86_ctr32,
    NULL,
    NULL,
    NULL,
};

#else
typedef int cairn_sm4_x86_unused;
#endif
