/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Reference Ascon hashing written straight from SP 800-232, one step of the
 * text per line of code: the state S0..S4 as five 64-bit words, a generic
 * round loop that computes each round constant, the S-box layer in the
 * spec's lane form, the linear layer from a rotation table, and the sponge
 * fed and read one byte at a time (byte i of a block is bits 8i..8i+7 of S0).
 */
#include "ref_ascon_bytewise.h"

typedef struct {
    uint64_t s[5];
} ref_state;

static uint64_t ref_rotr(uint64_t x, unsigned n) { return (x >> n) | (x << (64 - n)); }

/* Ascon-p[rnd]: rounds i = 12 - rnd .. 11 of the 12-round schedule. */
static void ref_permute(ref_state *st, unsigned rnd)
{
    static const unsigned rot[5][2] = {{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}};
    unsigned i, j;

    for (i = 12 - rnd; i < 12; i++) {
        uint64_t *s = st->s;
        uint64_t t[5];

        /* p_C: constant c_i = ((0xf - i) << 4) | i into S2 */
        s[2] ^= (uint64_t)(((0xfu - i) << 4) | i);
        /* p_S: the 5-bit S-box on every bit column, in lane form */
        s[0] ^= s[4];
        s[4] ^= s[3];
        s[2] ^= s[1];
        for (j = 0; j < 5; j++)
            t[j] = ~s[j] & s[(j + 1) % 5];
        for (j = 0; j < 5; j++)
            s[j] ^= t[(j + 1) % 5];
        s[1] ^= s[0];
        s[0] ^= s[4];
        s[3] ^= s[2];
        s[2] = ~s[2];
        /* p_L */
        for (j = 0; j < 5; j++)
            s[j] ^= ref_rotr(s[j], rot[j][0]) ^ ref_rotr(s[j], rot[j][1]);
    }
}

static void ref_sponge(uint64_t iv, uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    ref_state st = {{0, 0, 0, 0, 0}};
    size_t i;

    st.s[0] = iv;
    ref_permute(&st, 12);
    for (i = 0; i < len; i++) {
        st.s[0] ^= (uint64_t)in[i] << (8 * (i % 8));
        if (i % 8 == 7)
            ref_permute(&st, 12);
    }
    st.s[0] ^= (uint64_t)0x01 << (8 * (len % 8));
    ref_permute(&st, 12);
    for (i = 0; i < outlen; i++) {
        if (i > 0 && i % 8 == 0)
            ref_permute(&st, 12);
        out[i] = (uint8_t)(st.s[0] >> (8 * (i % 8)));
    }
}

void ref_ascon_hash256(uint8_t out[32], const uint8_t *in, size_t len)
{
    ref_sponge(UINT64_C(0x0000080100cc0002), out, 32, in, len);
}

void ref_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    ref_sponge(UINT64_C(0x0000080000cc0003), out, outlen, in, len);
}
