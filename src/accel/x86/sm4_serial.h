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
 * The includer keeps the words in a representation of its choice, the image
 * of the native one under a map that commutes with XOR, and defines:
 * SM4S_TO(v) and SM4S_FROM(v) (into it and back, on a block's four words);
 * SM4S_KEY(k) (a round key's image, XOR any constant the round's input
 * needs; the images are made once per call, on the stack, and wiped);
 * SM4S_TX2(a, u, e): a = a ^ T(u) (T = L(tau(x)) the round's function, on
 * broadcast words, constant time), and u set to the next round's input,
 * e ^ a (e: that input's other three terms, ready early), so that it can
 * sum the new word's terms in the order that puts the late ones last;
 * SM4S_TX(a, u): a ^ T(u), for the last round; and SM4S_CBC_ENCRYPT (the
 * function's name). ld and st (unaligned 16-byte load and store) come from
 * the includer as well. Round keys: ks + 16 r holds round key r broadcast
 * (sm4_x86.c's layout).
 */
#ifndef CAIRN_ACCEL_X86_SM4_SERIAL_H
#define CAIRN_ACCEL_X86_SM4_SERIAL_H

/* CBC encryption, block after block. The words stay in registers from one
 * block to the next: a block's input words are the previous output's words
 * XOR the plaintext's, and the image representation commutes with XOR, so
 * the chain runs through the block boundary with one XOR (the first round's
 * input does not even need the previous block's last word), and the
 * conversions back to bytes for the store are off it. x3, x2, x1, x0 hold
 * the chaining value's words 0..3, as a block's output X35..X32. */
static void SM4S_CBC_ENCRYPT(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i rk[32], c, x0, x1, x2, x3, u, t;
    unsigned i, r;

    for (i = 0; i < 32; i++)
        rk[i] = SM4S_KEY(ld((const uint8_t *)ks + 16 * i));
    c = SM4S_TO(_mm_shuffle_epi8(ld(iv), bswap));
    x3 = _mm_shuffle_epi32(c, 0x00);
    x2 = _mm_shuffle_epi32(c, 0x55);
    x1 = _mm_shuffle_epi32(c, 0xaa);
    x0 = _mm_shuffle_epi32(c, 0xff);
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        /* the block's words: x0..x3 = (X35..X32 of the last block) ^ p0..p3 */
        c = SM4S_TO(_mm_shuffle_epi8(ld(in), bswap));
        t = x3;
        x3 = _mm_xor_si128(x0, _mm_shuffle_epi32(c, 0xff));
        x0 = _mm_xor_si128(t, _mm_shuffle_epi32(c, 0x00));
        t = x2;
        x2 = _mm_xor_si128(x1, _mm_shuffle_epi32(c, 0xaa));
        x1 = _mm_xor_si128(t, _mm_shuffle_epi32(c, 0x55));
        /* u: the round's input, made by the round before from its parts */
        u = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(x2, rk[0]), x1), x3);
#define SM4S_RND2(A, B, C, D, i) SM4S_TX2(A, u, _mm_xor_si128(_mm_xor_si128(C, rk[(i) + 1]), D))
        for (r = 0; r < 28; r += 4) {
            SM4S_RND2(x0, x1, x2, x3, r);
            SM4S_RND2(x1, x2, x3, x0, r + 1);
            SM4S_RND2(x2, x3, x0, x1, r + 2);
            SM4S_RND2(x3, x0, x1, x2, r + 3);
        }
        SM4S_RND2(x0, x1, x2, x3, 28);
        SM4S_RND2(x1, x2, x3, x0, 29);
        SM4S_RND2(x2, x3, x0, x1, 30);
        x3 = SM4S_TX(x3, u);
#undef SM4S_RND2
        /* output words X35, X34, X33, X32 */
        st(out, _mm_shuffle_epi8(SM4S_FROM(_mm_unpacklo_epi64(_mm_unpacklo_epi32(x3, x2), _mm_unpacklo_epi32(x1, x0))),
                                 bswap));
    }
    st(iv, _mm_shuffle_epi8(SM4S_FROM(_mm_unpacklo_epi64(_mm_unpacklo_epi32(x3, x2), _mm_unpacklo_epi32(x1, x0))),
                            bswap));
    cairn_wipe(rk, sizeof rk);
}

#endif
