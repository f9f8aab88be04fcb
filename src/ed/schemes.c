/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Ed25519, Ed448, X25519 and X448 as public-key scheme descriptors
 * (cairn/pk.h): thin adapters from the generic calling convention to the
 * functions of curve25519.h and curve448.h. The generic layer (src/pk/pk.c)
 * has checked every pointer and length against the descriptor (and refused
 * a non-NULL impl for the schemes without implementation objects), and it
 * zeroes outputs and lengths on failure, so the adapters only translate; the
 * curve functions keep their own checks. */
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "cairn/pk.h"
#include "core/internal.h"


#if CAIRN_ENABLE_CURVE25519

static int ed25519_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng,
                          void *rng_state, const cairn_impl *impl)
{
    int rc = cairn_ed25519_keygen(sk, rng, rng_state);
    (void)impl;
    if (rc == CAIRN_OK)
        memcpy(pk, sk + CAIRN_ED25519_SECRET_LEN, CAIRN_ED25519_PUBLIC_LEN);
    *sklen = CAIRN_ED25519_KEYPAIR_LEN;
    *pklen = CAIRN_ED25519_PUBLIC_LEN;
    return rc;
}

/* The public key is recomputed from the seed, not copied from the keypair:
 * what a caller asks for is the key that signatures will verify under. */
static int ed25519_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)
{
    uint8_t kp[CAIRN_ED25519_KEYPAIR_LEN];
    int rc = cairn_ed25519_keypair_from_seed(kp, sk);
    (void)sklen;
    (void)impl;
    if (rc == CAIRN_OK)
        memcpy(pk, kp + CAIRN_ED25519_SECRET_LEN, CAIRN_ED25519_PUBLIC_LEN);
    cairn_wipe(kp, sizeof kp);
    *pklen = CAIRN_ED25519_PUBLIC_LEN;
    return rc;
}

static int ed25519_sign(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *sk,
                        size_t sklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    int rc = cairn_ed25519_sign(sig, msg, msglen, sk);
    (void)sklen;
    (void)rng;
    (void)rng_state;
    (void)impl;
    *siglen = CAIRN_ED25519_SIG_LEN;
    return rc;
}

static int ed25519_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *pk,
                          size_t pklen, const cairn_impl *impl)
{
    (void)siglen;
    (void)pklen;
    (void)impl;
    return cairn_ed25519_verify(sig, msg, msglen, pk);
}

/* see cairn/pk.h */
const cairn_sig_scheme cairn_sig_ed25519 = {
    "Ed25519", 0, CAIRN_ED25519_KEYPAIR_LEN, CAIRN_ED25519_PUBLIC_LEN, CAIRN_ED25519_SIG_LEN, NULL,
    ed25519_keygen, ed25519_public, ed25519_sign, ed25519_verify, 0, NULL, NULL, NULL};

/* X25519 public keys come from the Ed25519 fixed-base table whatever the
 * object says; a foreign object is still refused as cairn_x25519_ex would. */
static int x25519_check_impl(const cairn_impl *impl)
{
    return impl == NULL ? CAIRN_OK : cairn_impl_accept(impl, CAIRN_PRIM_X25519);
}

static int x25519_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                         const cairn_impl *impl)
{
    int rc = x25519_check_impl(impl);
    if (rc == CAIRN_OK)
        rc = cairn_x25519_keygen(sk, pk, rng, rng_state);
    *sklen = CAIRN_X25519_KEY_LEN;
    *pklen = CAIRN_X25519_KEY_LEN;
    return rc;
}

static int x25519_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)
{
    int rc = x25519_check_impl(impl);
    (void)sklen;
    if (rc == CAIRN_OK)
        rc = cairn_x25519_public(pk, sk);
    *pklen = CAIRN_X25519_KEY_LEN;
    return rc;
}

static int x25519_derive(uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,
                         size_t peerlen, const cairn_impl *impl)
{
    int rc = impl == NULL ? cairn_x25519(shared, sk, peer) : cairn_x25519_ex(shared, sk, peer, impl);
    (void)sklen;
    (void)peerlen;
    *sharedlen = CAIRN_X25519_KEY_LEN;
    return rc;
}

/* see cairn/pk.h */
const cairn_kex_scheme cairn_kex_x25519 = {
    "X25519", CAIRN_PK_IMPL_DERIVE, CAIRN_X25519_KEY_LEN, CAIRN_X25519_KEY_LEN, CAIRN_X25519_KEY_LEN,
    cairn_x25519_impls, x25519_keygen, x25519_public, x25519_derive, 0, NULL, NULL};

#endif /* CAIRN_ENABLE_CURVE25519 */

#if CAIRN_ENABLE_CURVE448

static int ed448_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                        const cairn_impl *impl)
{
    int rc = cairn_ed448_keygen(sk, rng, rng_state);
    (void)impl;
    if (rc == CAIRN_OK)
        memcpy(pk, sk + CAIRN_ED448_SECRET_LEN, CAIRN_ED448_PUBLIC_LEN);
    *sklen = CAIRN_ED448_KEYPAIR_LEN;
    *pklen = CAIRN_ED448_PUBLIC_LEN;
    return rc;
}

static int ed448_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)
{
    uint8_t kp[CAIRN_ED448_KEYPAIR_LEN];
    int rc = cairn_ed448_keypair_from_seed(kp, sk);
    (void)sklen;
    (void)impl;
    if (rc == CAIRN_OK)
        memcpy(pk, kp + CAIRN_ED448_SECRET_LEN, CAIRN_ED448_PUBLIC_LEN);
    cairn_wipe(kp, sizeof kp);
    *pklen = CAIRN_ED448_PUBLIC_LEN;
    return rc;
}

static int ed448_sign(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *sk,
                      size_t sklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    int rc = cairn_ed448_sign(sig, msg, msglen, NULL, 0, sk);
    (void)sklen;
    (void)rng;
    (void)rng_state;
    (void)impl;
    *siglen = CAIRN_ED448_SIG_LEN;
    return rc;
}

static int ed448_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *pk,
                        size_t pklen, const cairn_impl *impl)
{
    (void)siglen;
    (void)pklen;
    (void)impl;
    return cairn_ed448_verify(sig, msg, msglen, NULL, 0, pk);
}

/* see cairn/pk.h */
const cairn_sig_scheme cairn_sig_ed448 = {
    "Ed448", 0, CAIRN_ED448_KEYPAIR_LEN, CAIRN_ED448_PUBLIC_LEN, CAIRN_ED448_SIG_LEN, NULL,
    ed448_keygen, ed448_public, ed448_sign, ed448_verify, 0, NULL, NULL, NULL};

static int x448_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                       const cairn_impl *impl)
{
    int rc = cairn_x448_keygen(sk, pk, rng, rng_state);
    (void)impl;
    *sklen = CAIRN_X448_KEY_LEN;
    *pklen = CAIRN_X448_KEY_LEN;
    return rc;
}

static int x448_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)
{
    int rc = cairn_x448_public(pk, sk);
    (void)sklen;
    (void)impl;
    *pklen = CAIRN_X448_KEY_LEN;
    return rc;
}

static int x448_derive(uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,
                       size_t peerlen, const cairn_impl *impl)
{
    int rc = cairn_x448(shared, sk, peer);
    (void)sklen;
    (void)peerlen;
    (void)impl;
    *sharedlen = CAIRN_X448_KEY_LEN;
    return rc;
}

/* see cairn/pk.h */
const cairn_kex_scheme cairn_kex_x448 = {"X448", 0, CAIRN_X448_KEY_LEN, CAIRN_X448_KEY_LEN, CAIRN_X448_KEY_LEN, NULL,
                                         x448_keygen, x448_public, x448_derive, 0, NULL, NULL};

#endif /* CAIRN_ENABLE_CURVE448 */
