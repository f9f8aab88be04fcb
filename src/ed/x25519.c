/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* X25519 (RFC 7748): shared secrets by the Montgomery ladder, either the
 * portable one of f25519_chain.h (in the radix-2^51 field on 64-bit builds,
 * in the packed radix-2^32 field of x25519_p32.c on 32-bit ones) or, on
 * x86-64 CPUs with BMI2 and ADX, the radix-2^64 one of
 * src/accel/x86/x25519_mulx.c (about 1.25x as fast on the Ice Lake build
 * host, 41% fewer instructions); public keys through the Ed25519 fixed-base
 * table (ge25519.c). */
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "cairn/accel.h"
#include "core/internal.h"
#include "ed/f25519.h"
#include "ed/ge25519.h"
#include "ed/x25519_internal.h"

#if CAIRN_ENABLE_X86_ACCEL && defined(__x86_64__) /* the back end is 64-bit assembly */
#define X25519_HAVE_MULX 1
#else
#define X25519_HAVE_MULX 0
#endif

int cairn_x25519_mulx_available(void)
{
#if X25519_HAVE_MULX
    return (cairn_cpu_features() & CAIRN_X25519_MULX_NEEDS) == CAIRN_X25519_MULX_NEEDS;
#else
    return 0;
#endif
}

/* which: 0 portable, 1 BMI2/ADX (the caller has checked the CPU), 2 packed
 * radix 2^32. On 32-bit builds the portable ladder is the packed one: on the
 * emulated Cortex-M7 it takes 0.53M instructions per shared secret against
 * 1.04M for the ten-limb radix-2^25.5 field (which Ed25519 still uses). */
#define X25519_PORTABLE (CAIRN_F25519_BITS == 32 ? 2 : 0)

static void x25519_scalarmult(int which, uint8_t out[32], const uint8_t secret[32], const uint8_t u[32])
{
    uint8_t k[32];
    memcpy(k, secret, 32);
    /* RFC 7748 decodeScalar25519 */
    k[0] &= 248;
    k[31] = (uint8_t)((k[31] & 127) | 64);
#if X25519_HAVE_MULX
    if (which == 1)
        cairn_x25519_ladder_mulx(out, k, u);
    else
#endif
#if CAIRN_F25519_BITS == 64
    if (which == 0)
        FE(x25519_ladder)(out, k, u);
    else
#endif
        cairn_x25519_ladder_p32(out, k, u);
    (void)which;
    cairn_wipe(k, sizeof(k));
}

/* see cairn/curve25519.h */
int cairn_x25519_public(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN])
{
    uint8_t k[32];
    if (pub == NULL || secret == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* X25519(k, 9) is the u coordinate of [k]B on the birationally equivalent
     * Edwards curve: the Ed25519 fixed-base table does it in a third of the
     * ladder's time, with the same constant-time guarantees */
    memcpy(k, secret, 32);
    k[0] &= 248;
    k[31] = (uint8_t)((k[31] & 127) | 64);
    cairn_ge25519_scalarmult_base_u(pub, k);
    cairn_wipe(k, sizeof(k));
    return CAIRN_OK;
}

/* see cairn/curve25519.h */
int cairn_x25519_keygen(uint8_t secret[CAIRN_X25519_KEY_LEN], uint8_t pub[CAIRN_X25519_KEY_LEN], cairn_rng_fn rng,
                        void *rng_state)
{
    if (secret == NULL || pub == NULL || rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (rng(rng_state, secret, CAIRN_X25519_KEY_LEN) != CAIRN_OK) {
        cairn_wipe(secret, CAIRN_X25519_KEY_LEN);
        cairn_wipe(pub, CAIRN_X25519_KEY_LEN);
        return CAIRN_ERR_RNG;
    }
    return cairn_x25519_public(pub, secret);
}

static int x25519_shared(int which, uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                         const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    uint8_t out[32];
    uint32_t d = 0;
    int i, zero;
    if (shared == NULL || secret == NULL || peer == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* out, then copy: shared may alias secret or peer */
    x25519_scalarmult(which, out, secret, peer);
    for (i = 0; i < 32; i++)
        d |= out[i];
    memcpy(shared, out, 32);
    cairn_wipe(out, sizeof(out));
    /* An all-zero result is already all zero in shared; the status is
     * computed without a branch on the (secret) result. */
    zero = (int)cairn_ct_iszero32(d);
    return zero * CAIRN_ERR_INVALID_POINT;
}

int cairn_x25519_sw(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                    const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    return x25519_shared(X25519_PORTABLE, shared, secret, peer);
}

int cairn_x25519_p32(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                     const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    return x25519_shared(2, shared, secret, peer);
}

int cairn_x25519_mulx(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                      const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    if (!cairn_x25519_mulx_available())
        return CAIRN_ERR_UNSUPPORTED;
    return x25519_shared(1, shared, secret, peer);
}

/* see cairn/curve25519.h */
int cairn_x25519(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                 const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    /* the CPU check is public (it does not depend on any input) */
    return x25519_shared(cairn_x25519_mulx_available() ? 1 : X25519_PORTABLE, shared, secret, peer);
}

#endif
