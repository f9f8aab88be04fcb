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
 *
 * An includer may also define SM4S_TX2(a, u, e): a = a ^ T(u), and u set to
 * the next round's input, e ^ a (e: that input's other three terms, ready
 * early), so that it can sum the new word's terms in the order that puts
 * the late ones last (one XOR level fewer on the chain than making a, then
 * e ^ a). Then SM4S_TX still does the last round.
 *
 * An includer may also keep the words in another representation, image of
 * the native one under a map that commutes with XOR: then it defines
 * SM4S_TO(v) and SM4S_FROM(v) (into it and back, on a block's four words)
 * and SM4S_KEY(k) (a round key's image, XOR any constant the round's input
 * needs), and the round keys' images are made once per call, on the stack,
 * and wiped.
 */
#ifndef CAIRN_ACCEL_X86_SM4_SERIAL_H
#define CAIRN_ACCEL_X86_SM4_SERIAL_H

/* One block: x holds its four words (native order, after the byte swap) in
 * lanes 0..3; returns the output words in the same form. */
#ifdef SM4S_KEY
#define SM4S_RK(i) rk[i]
typedef __m128i sm4s_keys;
#else
#define SM4S_TO(v) (v)
#define SM4S_FROM(v) (v)
#define SM4S_RK(i) ld(rk + 16 * (i))
typedef uint8_t sm4s_keys;
#endif

CAIRN_INLINE __m128i sm4s_block(const sm4s_keys *rk, __m128i x)
{
    __m128i x0, x1, x2, x3;
    unsigned r;

    x = SM4S_TO(x);
    x0 = _mm_shuffle_epi32(x, 0x00);
    x1 = _mm_shuffle_epi32(x, 0x55);
    x2 = _mm_shuffle_epi32(x, 0xaa);
    x3 = _mm_shuffle_epi32(x, 0xff);
#ifdef SM4S_TX2
    /* u: the round's input, made by the round before from its parts */
    {
        __m128i u = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(x2, SM4S_RK(0)), x1), x3);
#define SM4S_RND2(A, B, C, D, i) SM4S_TX2(A, u, _mm_xor_si128(_mm_xor_si128(C, SM4S_RK((i) + 1)), D))
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
    }
#else
#define SM4S_RND(A, B, C, D, i) A = SM4S_TX(A, _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(C, SM4S_RK(i)), B), D))
    for (r = 0; r < 32; r += 4) {
        SM4S_RND(x0, x1, x2, x3, r);
        SM4S_RND(x1, x2, x3, x0, r + 1);
        SM4S_RND(x2, x3, x0, x1, r + 2);
        SM4S_RND(x3, x0, x1, x2, r + 3);
    }
#undef SM4S_RND
#endif
    /* output words X35, X34, X33, X32 */
    return SM4S_FROM(_mm_unpacklo_epi64(_mm_unpacklo_epi32(x3, x2), _mm_unpacklo_epi32(x1, x0)));
}

/* CBC encryption, block after block. */
static void SM4S_CBC_ENCRYPT(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i c = _mm_shuffle_epi8(ld(iv), bswap); /* the chaining value in native word order */
#ifdef SM4S_KEY
    __m128i rk[32];
    unsigned i;

    for (i = 0; i < 32; i++)
        rk[i] = SM4S_KEY(ld((const uint8_t *)ks + 16 * i));
#else
    const uint8_t *rk = (const uint8_t *)ks;
#endif

    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        c = sm4s_block(rk, _mm_xor_si128(c, _mm_shuffle_epi8(ld(in), bswap)));
        st(out, _mm_shuffle_epi8(c, bswap));
    }
    st(iv, _mm_shuffle_epi8(c, bswap));
#ifdef SM4S_KEY
    cairn_wipe(rk, sizeof rk);
#endif
}
#undef SM4S_RK
#ifndef SM4S_KEY
#undef SM4S_TO
#undef SM4S_FROM
#endif

#endif
