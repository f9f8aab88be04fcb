/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Test hooks comparing the two field representations on the host (see
 * f25519.h). Only the tests call these; a static link leaves them out.
 */
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "ed/f25519.h"

/* the 32-bit layout's elements as any 256-bit value (bit 255 kept) */
static void f32_raw(f32_fe r, const uint8_t s[32])
{
    int i;
    for (i = 0; i < 8; i++)
        r[i] = cairn_load32_le(s + 4 * i);
}

#define CHECK_OPS_LOAD(P, LOAD)                                                                                    \
    do {                                                                                                           \
        P##_fe x, y, z;                                                                                            \
        LOAD(x, a);                                                                                                \
        LOAD(y, b);                                                                                                \
        switch (op) {                                                                                              \
        case 0: P##_mul(z, x, y); break;                                                                           \
        case 1: P##_sqr(z, x); break;                                                                              \
        case 2: P##_inv(z, x); break;                                                                              \
        case 3: P##_add(z, x, y); break;                                                                           \
        case 4: P##_sub(z, x, y); break;                                                                           \
        case 5: P##_pow22523(z, x); break;                                                                         \
        case 6: P##_mul_small(z, x, 121666); break;                                                                \
        default: return -1;                                                                                        \
        }                                                                                                          \
        P##_tobytes(out, z);                                                                                       \
    } while (0)
#define CHECK_OPS(P) CHECK_OPS_LOAD(P, P##_frombytes)

int cairn_f25519_check_op(int bits, int op, uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
    if (bits == 64)
        CHECK_OPS(f64);
    else if (bits == 32)
        CHECK_OPS(f32);
    else if (bits == 256)
        CHECK_OPS_LOAD(f32, f32_raw);
    else
        return -1;
    return 0;
}

int cairn_f25519_check_x25519(int bits, uint8_t out[32], const uint8_t scalar[32], const uint8_t u[32])
{
    uint8_t k[32];
    memcpy(k, scalar, 32);
    k[0] &= 248;
    k[31] = (uint8_t)((k[31] & 127) | 64);
    if (bits == 64)
        f64_x25519_ladder(out, k, u);
    else if (bits == 32)
        f32_x25519_ladder(out, k, u);
    else
        return -1;
    cairn_wipe(k, sizeof(k));
    return 0;
}

#endif
