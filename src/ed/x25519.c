/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* X25519 (RFC 7748): shared secrets by the Montgomery ladder of the first
 * usable object of cairn_x25519_impls (the portable ladder of f25519_chain.h
 * in the radix-2^51 field on 64-bit builds, the packed radix-2^32 one of
 * x25519_p32.c on 32-bit ones, or on x86-64 CPUs with BMI2 and ADX the
 * radix-2^64 ladder of src/accel/x86/x25519_mulx.c); public keys through the
 * Ed25519 fixed-base table (ge25519.c), or the ladder in the small profile. */
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "cairn/accel.h"
#include "core/internal.h"
#include "ed/f25519.h"
#include "ed/ge25519.h"
#include "ed/x25519_internal.h"

#if CAIRN_F25519_BITS == 64
static void ladder_f51(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]) { FE(x25519_ladder)(out, k, u); }
static const cairn_x25519_impl x25519_f51 = {{"f51", CAIRN_PRIM_X25519, 0}, ladder_f51};
#endif
#if CAIRN_SMALL
/* The small profile's packed ladder: the generic one of f25519_chain.h over
 * the eight-word field of f25519_32.h, whose functions Ed25519 shares. */
static void ladder_p32(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]) { f32_x25519_ladder(out, k, u); }
#else
#define ladder_p32 cairn_x25519_ladder_p32
#endif
static const cairn_x25519_impl x25519_p32 = {{"p32", CAIRN_PRIM_X25519, 0}, ladder_p32};

/* Best first. On 32-bit builds the packed ladder is the portable one: 64
 * products per multiplication against the 100 of the ten-limb radix-2^25.5
 * field (which Ed25519 keeps), and no limb carries. */
const cairn_impl *const cairn_x25519_impls[] = {
#if CAIRN_X25519_HAVE_MULX
    &cairn_x25519_mulx_impl.base,
#endif
#if CAIRN_F25519_BITS == 64
    &x25519_f51.base,
#endif
    &x25519_p32.base, NULL};

static int x25519_shared(const cairn_x25519_impl *impl, uint8_t shared[CAIRN_X25519_KEY_LEN],
                         const uint8_t secret[CAIRN_X25519_KEY_LEN], const uint8_t peer[CAIRN_X25519_KEY_LEN]);

#if CAIRN_SMALL
/* see cairn/curve25519.h; the small profile has no table to spare: the
 * ladder from u = 9, through the shared-secret path. Its zero check is left
 * unread: computed from the secret, it would make the status secret, and
 * the base point never fails it. */
int cairn_x25519_public(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN])
{
    uint8_t nine[32] = {9};
    if (pub == NULL || secret == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_status_ignore(
        x25519_shared((const cairn_x25519_impl *)cairn_impl_best(cairn_x25519_impls), pub, secret, nine));
    return CAIRN_OK;
}
#else
/* see cairn/curve25519.h */
int cairn_x25519_public(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN])
{
    uint8_t k[32];
    if (pub == NULL || secret == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* X25519(k, 9) is the u coordinate of [k]B on the birationally equivalent
     * Edwards curve: the Ed25519 fixed-base table does it with additions of
     * precomputed points instead of the ladder's 255 steps, with the same
     * constant-time guarantees */
    memcpy(k, secret, 32);
    k[0] &= 248;
    k[31] = (uint8_t)((k[31] & 127) | 64);
    cairn_ge25519_scalarmult_base_u(pub, k);
    cairn_wipe(k, sizeof(k));
    return CAIRN_OK;
}
#endif

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

static int x25519_shared(const cairn_x25519_impl *impl, uint8_t shared[CAIRN_X25519_KEY_LEN],
                         const uint8_t secret[CAIRN_X25519_KEY_LEN], const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    uint8_t k[32], out[32];
    uint32_t d = 0;
    int i, zero;
    /* RFC 7748 decodeScalar25519 */
    memcpy(k, secret, 32);
    k[0] &= 248;
    k[31] = (uint8_t)((k[31] & 127) | 64);
    /* out, then copy: shared may alias secret or peer */
    impl->ladder(out, k, peer);
    for (i = 0; i < 32; i++)
        d |= out[i];
    memcpy(shared, out, 32);
    cairn_wipe(k, sizeof(k));
    cairn_wipe(out, sizeof(out));
    /* An all-zero result is already all zero in shared; the status is
     * computed without a branch on the (secret) result. */
    zero = (int)cairn_ct_iszero32(d);
    return zero * CAIRN_ERR_INVALID_POINT;
}

/* see cairn/curve25519.h */
int cairn_x25519_ex(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                    const uint8_t peer[CAIRN_X25519_KEY_LEN], const cairn_impl *impl)
{
    int rc;
    if (shared == NULL || secret == NULL || peer == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(impl, CAIRN_PRIM_X25519);
    if (rc != CAIRN_OK)
        return rc;
    return x25519_shared((const cairn_x25519_impl *)impl, shared, secret, peer);
}

/* see cairn/curve25519.h */
int cairn_x25519(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                 const uint8_t peer[CAIRN_X25519_KEY_LEN])
{
    /* the CPU check is public (it does not depend on any input) */
    return cairn_x25519_ex(shared, secret, peer, cairn_impl_best(cairn_x25519_impls));
}

#endif
