/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 on one block at a time, for the serial modes (CBC encryption), with
 * each 32-bit word of the state broadcast to all four lanes of an xmm
 * register: the one copy of the loop behind sm4_x86.c (S-layer with
 * AESENCLAST) and sm4_gfni.c (GF2P8AFFINE(INV)QB). Each includes this header
 * after naming its T function, so the code is compiled with the includer's
 * target flags and called only from it. Internal, not installed.
 *
 * A block's rounds are a chain: round i + 1 needs the word round i made, so
 * the time per block is 32 round latencies, not a throughput. Broadcast
 * words keep that chain short: no transposition around the rounds, only the
 * word a round makes is on the path (the xor of the other two words and the
 * round key is ready before it), and with every column of the AES state
 * equal, AESENCLAST's ShiftRows moves nothing, so no byte shuffle undoes it.
 *
 * The includer defines SM4S_TX(a, x) (a ^ T(x), T = L(tau(x)) the round's
 * function, on broadcast words, constant time; a is ready early, so the
 * includer folds it into L's XOR tree) and SM4S_CBC_ENCRYPT (the function's name); ld and
 * st (unaligned 16-byte load and store) come from the includer as well.
 * Round keys: rk + 16 r holds round key r broadcast (sm4_x86.c's layout).
 */
#ifndef CAIRN_ACCEL_X86_SM4_SERIAL_H
#define CAIRN_ACCEL_X86_SM4_SERIAL_H

/* One block: x holds its four words (native order, after the byte swap) in
 * lanes 0..3; returns the output words in the same form. */
CAIRN_INLINE __m128i sm4s_block(const uint8_t *rk, __m128i x)
{
    __m128i x0 = _mm_shuffle_epi32(x, 0x00), x1 = _mm_shuffle_epi32(x, 0x55);
    __m128i x2 = _mm_shuffle_epi32(x, 0xaa), x3 = _mm_shuffle_epi32(x, 0xff);
    unsigned r;

#define SM4S_RND(A, B, C, D, i)                                                                                    \
    A = SM4S_TX(A, _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(C, ld(rk + 16 * (i))), B), D))
    for (r = 0; r < 32; r += 4) {
        SM4S_RND(x0, x1, x2, x3, r);
        SM4S_RND(x1, x2, x3, x0, r + 1);
        SM4S_RND(x2, x3, x0, x1, r + 2);
        SM4S_RND(x3, x0, x1, x2, r + 3);
    }
#undef SM4S_RND
    /* output words X35, X34, X33, X32 */
    return _mm_unpacklo_epi64(_mm_unpacklo_epi32(x3, x2), _mm_unpacklo_epi32(x1, x0));
}

/* CBC encryption, block after block. */
static void SM4S_CBC_ENCRYPT(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *rk = (const uint8_t *)ks;
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i c = _mm_shuffle_epi8(ld(iv), bswap); /* the chaining value in native word order */

    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        c = sm4s_block(rk, _mm_xor_si128(c, _mm_shuffle_epi8(ld(in), bswap)));
        st(out, _mm_shuffle_epi8(c, bswap));
    }
    st(iv, _mm_shuffle_epi8(c, bswap));
}

#endif
