/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Reference Ascon hashing written straight from SP 800-232 the way an 8-bit
 * implementation does it: the 320-bit state is 40 bytes (lane j, byte b holds
 * bits 8b..8b+7 of S_j, the standard's little-endian convention), every
 * operation works on bytes, the 64-bit rotations of the linear layer are
 * byte moves plus bit shifts across neighbouring bytes, the round loop is
 * generic and computes each round constant, and the sponge takes and gives
 * one byte at a time. It shares no code or representation with src/, which
 * is what makes it useful as a cross-check and as the speed baseline for the
 * 64-bit-lane implementation.
 */
#include "ref_ascon_bytewise.h"

#include <string.h>

typedef struct {
    uint8_t s[5][8];
} ref_state;

/* dst = src rotated right by n bits (0 < n < 64), on little-endian bytes. */
static void ref_rotr_bytes(uint8_t dst[8], const uint8_t src[8], unsigned n)
{
    unsigned q = n / 8, r = n % 8, k;
    for (k = 0; k < 8; k++) {
        unsigned lo = src[(k + q) % 8], hi = src[(k + q + 1) % 8];
        dst[k] = (uint8_t)(r ? (lo >> r) | (hi << (8 - r)) : lo);
    }
}

/* Ascon-p[rnd]: rounds i = 12 - rnd .. 11 of the 12-round schedule. */
static void ref_permute(ref_state *st, unsigned rnd)
{
    static const unsigned rot[5][2] = {{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}};
    unsigned i, j, b;

    for (i = 12 - rnd; i < 12; i++) {
        /* p_C: c_i = ((0xf - i) << 4) | i, into the low byte of S2 */
        st->s[2][0] ^= (uint8_t)(((0xfu - i) << 4) | i);
        /* p_S: the 5-bit S-box on every bit column, eight columns per byte */
        for (b = 0; b < 8; b++) {
            uint8_t x[5], t[5];
            for (j = 0; j < 5; j++)
                x[j] = st->s[j][b];
            x[0] ^= x[4];
            x[4] ^= x[3];
            x[2] ^= x[1];
            for (j = 0; j < 5; j++)
                t[j] = (uint8_t)(~x[j] & x[(j + 1) % 5]);
            for (j = 0; j < 5; j++)
                x[j] ^= t[(j + 1) % 5];
            x[1] ^= x[0];
            x[0] ^= x[4];
            x[3] ^= x[2];
            x[2] = (uint8_t)~x[2];
            for (j = 0; j < 5; j++)
                st->s[j][b] = x[j];
        }
        /* p_L: S_j ^= (S_j >>> r0) ^ (S_j >>> r1) */
        for (j = 0; j < 5; j++) {
            uint8_t a[8], c[8];
            ref_rotr_bytes(a, st->s[j], rot[j][0]);
            ref_rotr_bytes(c, st->s[j], rot[j][1]);
            for (b = 0; b < 8; b++)
                st->s[j][b] ^= (uint8_t)(a[b] ^ c[b]);
        }
    }
}

void ref_ascon_permute(uint64_t s[5], unsigned rounds)
{
    ref_state st;
    unsigned j, b;

    if (rounds < 1 || rounds > 12)
        return;
    for (j = 0; j < 5; j++)
        for (b = 0; b < 8; b++)
            st.s[j][b] = (uint8_t)(s[j] >> (8 * b));
    ref_permute(&st, rounds);
    for (j = 0; j < 5; j++) {
        s[j] = 0;
        for (b = 0; b < 8; b++)
            s[j] |= (uint64_t)st.s[j][b] << (8 * b);
    }
}

static void ref_sponge(const uint8_t iv[8], uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    ref_state st;
    size_t i;

    memset(&st, 0, sizeof st);
    memcpy(st.s[0], iv, 8);
    ref_permute(&st, 12);
    for (i = 0; i < len; i++) {
        st.s[0][i % 8] ^= in[i];
        if (i % 8 == 7)
            ref_permute(&st, 12);
    }
    st.s[0][len % 8] ^= 0x01; /* padding: a single 1 bit after the message */
    ref_permute(&st, 12);
    for (i = 0; i < outlen; i++) {
        if (i > 0 && i % 8 == 0)
            ref_permute(&st, 12);
        out[i] = st.s[0][i % 8];
    }
}

/* IVs of SP 800-232 Table 12 (Ascon-Hash256 0x0000080100cc0002,
 * Ascon-XOF128 0x0000080000cc0003), as little-endian bytes. */
void ref_ascon_hash256(uint8_t out[32], const uint8_t *in, size_t len)
{
    static const uint8_t iv[8] = {0x02, 0x00, 0xcc, 0x00, 0x01, 0x08, 0x00, 0x00};
    ref_sponge(iv, out, 32, in, len);
}

void ref_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    static const uint8_t iv[8] = {0x03, 0x00, 0xcc, 0x00, 0x00, 0x08, 0x00, 0x00};
    ref_sponge(iv, out, outlen, in, len);
}
