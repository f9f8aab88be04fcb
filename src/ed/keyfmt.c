/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RFC 8410 key formats of X25519, Ed25519 (cairn/curve25519.h), X448 and
 * Ed448 (cairn/curve448.h) on the envelopes of enc/keyfmt.h.
 *
 * Secrets: the secret key or seed is copied between the caller's buffer and
 * the encoding (the DER reader checks the lengths and header bytes around
 * it, never its value), and its public key is computed by the constant-time
 * derivations of the curve code; that public key is then public and is
 * compared in the open with the one a v2 PKCS#8 or an EdDSA keypair
 * carries. Scratch holding secrets is wiped.
 */
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "core/internal.h"
#include "enc/keyfmt.h"

#if CAIRN_ENABLE_CURVE25519 || CAIRN_ENABLE_CURVE448

#define KMAX 57

/* One of the four algorithms: its OID arc, the key length, the public key of
 * a secret, and whether the caller's private form is seed || public key. */
typedef struct alg8410 {
    unsigned arc;
    size_t klen;
    int (*pub_of)(uint8_t *pub, const uint8_t *secret);
    int keypair;
} alg8410;

/* The key pair of the private key in[0..klen (or 2 klen)) into pub:
 * CAIRN_ERR_INVALID_KEY when a keypair's stored public half differs. */
static int pub_checked(const alg8410 *a, const uint8_t *in, uint8_t *pub)
{
    int rc = a->pub_of(pub, in);
    if (rc != CAIRN_OK)
        return rc;
    CAIRN_DECLASSIFY(pub, a->klen);
    if (a->keypair && memcmp(pub, in + a->klen, a->klen) != 0)
        return CAIRN_ERR_INVALID_KEY;
    return CAIRN_OK;
}

static int priv_to(const alg8410 *a, const uint8_t *in, int with_public, int pem, void *out, size_t cap, size_t *len)
{
    uint8_t pub[KMAX];
    int rc;
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    if (in == NULL || (with_public != 0 && with_public != 1))
        rc = CAIRN_ERR_BAD_ARG;
    else if ((rc = pub_checked(a, in, pub)) == CAIRN_OK)
        return cairn_keyfmt_8410_write(a->arc, a->klen, 1, in, with_public ? pub : NULL, pem, out, cap, len);
    if (out != NULL)
        cairn_wipe(out, cap);
    return rc;
}

static int priv_from(const alg8410 *a, uint8_t *out, const uint8_t *in, size_t len, int pem)
{
    uint8_t key[KMAX], pub[KMAX], given[KMAX];
    int rc, has_pub = 0;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_keyfmt_8410_read(a->arc, a->klen, 1, pem, in, len, key, given, &has_pub);
    if (rc == CAIRN_OK && (rc = a->pub_of(pub, key)) == CAIRN_OK) {
        CAIRN_DECLASSIFY(pub, a->klen);
        if (has_pub && memcmp(pub, given, a->klen) != 0)
            rc = CAIRN_ERR_INVALID_KEY;
    }
    if (rc == CAIRN_OK) {
        memcpy(out, key, a->klen);
        if (a->keypair)
            memcpy(out + a->klen, pub, a->klen);
    } else {
        cairn_wipe(out, a->keypair ? 2 * a->klen : a->klen);
    }
    cairn_wipe(key, sizeof key);
    return rc;
}

static int pub_to(const alg8410 *a, const uint8_t *pub, int pem, void *out, size_t cap, size_t *len)
{
    return cairn_keyfmt_8410_write(a->arc, a->klen, 0, pub, NULL, pem, out, cap, len);
}

static int pub_from(const alg8410 *a, uint8_t *out, const uint8_t *in, size_t len, int pem)
{
    uint8_t unused[KMAX];
    int rc, has_pub;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_keyfmt_8410_read(a->arc, a->klen, 0, pem, in, len, out, unused, &has_pub);
    if (rc != CAIRN_OK)
        memset(out, 0, a->klen);
    return rc;
}

#if CAIRN_ENABLE_CURVE25519
static int x25519_pub(uint8_t *pub, const uint8_t *secret) { return cairn_x25519_public(pub, secret); }

static int ed25519_pub(uint8_t *pub, const uint8_t *seed)
{
    uint8_t kp[CAIRN_ED25519_KEYPAIR_LEN];
    int rc = cairn_ed25519_keypair_from_seed(kp, seed);
    memcpy(pub, kp + CAIRN_ED25519_SECRET_LEN, CAIRN_ED25519_PUBLIC_LEN);
    cairn_wipe(kp, sizeof kp);
    return rc;
}

static const alg8410 alg_x25519 = {110, CAIRN_X25519_KEY_LEN, x25519_pub, 0};
static const alg8410 alg_ed25519 = {112, CAIRN_ED25519_SECRET_LEN, ed25519_pub, 1};

/* see cairn/curve25519.h */
int cairn_x25519_private_key_to_der(const uint8_t secret[CAIRN_X25519_KEY_LEN], int with_public, uint8_t *out,
                                    size_t cap, size_t *len)
{
    return priv_to(&alg_x25519, secret, with_public, 0, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_x25519_private_key_to_pem(const uint8_t secret[CAIRN_X25519_KEY_LEN], int with_public, char *out, size_t cap,
                                    size_t *len)
{
    return priv_to(&alg_x25519, secret, with_public, 1, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_x25519_private_key_from_der(uint8_t secret[CAIRN_X25519_KEY_LEN], const uint8_t *der, size_t len)
{
    return priv_from(&alg_x25519, secret, der, len, 0);
}

/* see cairn/curve25519.h */
int cairn_x25519_private_key_from_pem(uint8_t secret[CAIRN_X25519_KEY_LEN], const char *pem, size_t len)
{
    return priv_from(&alg_x25519, secret, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve25519.h */
int cairn_x25519_public_key_to_der(const uint8_t pub[CAIRN_X25519_KEY_LEN], uint8_t *out, size_t cap, size_t *len)
{
    return pub_to(&alg_x25519, pub, 0, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_x25519_public_key_to_pem(const uint8_t pub[CAIRN_X25519_KEY_LEN], char *out, size_t cap, size_t *len)
{
    return pub_to(&alg_x25519, pub, 1, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_x25519_public_key_from_der(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t *der, size_t len)
{
    return pub_from(&alg_x25519, pub, der, len, 0);
}

/* see cairn/curve25519.h */
int cairn_x25519_public_key_from_pem(uint8_t pub[CAIRN_X25519_KEY_LEN], const char *pem, size_t len)
{
    return pub_from(&alg_x25519, pub, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve25519.h */
int cairn_ed25519_private_key_to_der(const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], int with_public, uint8_t *out,
                                     size_t cap, size_t *len)
{
    return priv_to(&alg_ed25519, keypair, with_public, 0, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_ed25519_private_key_to_pem(const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], int with_public, char *out,
                                     size_t cap, size_t *len)
{
    return priv_to(&alg_ed25519, keypair, with_public, 1, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_ed25519_private_key_from_der(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], const uint8_t *der, size_t len)
{
    return priv_from(&alg_ed25519, keypair, der, len, 0);
}

/* see cairn/curve25519.h */
int cairn_ed25519_private_key_from_pem(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], const char *pem, size_t len)
{
    return priv_from(&alg_ed25519, keypair, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve25519.h */
int cairn_ed25519_public_key_to_der(const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], uint8_t *out, size_t cap, size_t *len)
{
    return pub_to(&alg_ed25519, pub, 0, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_ed25519_public_key_to_pem(const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], char *out, size_t cap, size_t *len)
{
    return pub_to(&alg_ed25519, pub, 1, out, cap, len);
}

/* see cairn/curve25519.h */
int cairn_ed25519_public_key_from_der(uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], const uint8_t *der, size_t len)
{
    return pub_from(&alg_ed25519, pub, der, len, 0);
}

/* see cairn/curve25519.h */
int cairn_ed25519_public_key_from_pem(uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], const char *pem, size_t len)
{
    return pub_from(&alg_ed25519, pub, (const uint8_t *)pem, len, 1);
}
#endif

#if CAIRN_ENABLE_CURVE448
static int x448_pub(uint8_t *pub, const uint8_t *secret) { return cairn_x448_public(pub, secret); }

static int ed448_pub(uint8_t *pub, const uint8_t *seed)
{
    uint8_t kp[CAIRN_ED448_KEYPAIR_LEN];
    int rc = cairn_ed448_keypair_from_seed(kp, seed);
    memcpy(pub, kp + CAIRN_ED448_SECRET_LEN, CAIRN_ED448_PUBLIC_LEN);
    cairn_wipe(kp, sizeof kp);
    return rc;
}

static const alg8410 alg_x448 = {111, CAIRN_X448_KEY_LEN, x448_pub, 0};
static const alg8410 alg_ed448 = {113, CAIRN_ED448_SECRET_LEN, ed448_pub, 1};

/* see cairn/curve448.h */
int cairn_x448_private_key_to_der(const uint8_t secret[CAIRN_X448_KEY_LEN], int with_public, uint8_t *out, size_t cap,
                                  size_t *len)
{
    return priv_to(&alg_x448, secret, with_public, 0, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_x448_private_key_to_pem(const uint8_t secret[CAIRN_X448_KEY_LEN], int with_public, char *out, size_t cap,
                                  size_t *len)
{
    return priv_to(&alg_x448, secret, with_public, 1, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_x448_private_key_from_der(uint8_t secret[CAIRN_X448_KEY_LEN], const uint8_t *der, size_t len)
{
    return priv_from(&alg_x448, secret, der, len, 0);
}

/* see cairn/curve448.h */
int cairn_x448_private_key_from_pem(uint8_t secret[CAIRN_X448_KEY_LEN], const char *pem, size_t len)
{
    return priv_from(&alg_x448, secret, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve448.h */
int cairn_x448_public_key_to_der(const uint8_t pub[CAIRN_X448_KEY_LEN], uint8_t *out, size_t cap, size_t *len)
{
    return pub_to(&alg_x448, pub, 0, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_x448_public_key_to_pem(const uint8_t pub[CAIRN_X448_KEY_LEN], char *out, size_t cap, size_t *len)
{
    return pub_to(&alg_x448, pub, 1, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_x448_public_key_from_der(uint8_t pub[CAIRN_X448_KEY_LEN], const uint8_t *der, size_t len)
{
    return pub_from(&alg_x448, pub, der, len, 0);
}

/* see cairn/curve448.h */
int cairn_x448_public_key_from_pem(uint8_t pub[CAIRN_X448_KEY_LEN], const char *pem, size_t len)
{
    return pub_from(&alg_x448, pub, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve448.h */
int cairn_ed448_private_key_to_der(const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], int with_public, uint8_t *out,
                                   size_t cap, size_t *len)
{
    return priv_to(&alg_ed448, keypair, with_public, 0, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_ed448_private_key_to_pem(const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], int with_public, char *out,
                                   size_t cap, size_t *len)
{
    return priv_to(&alg_ed448, keypair, with_public, 1, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_ed448_private_key_from_der(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], const uint8_t *der, size_t len)
{
    return priv_from(&alg_ed448, keypair, der, len, 0);
}

/* see cairn/curve448.h */
int cairn_ed448_private_key_from_pem(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], const char *pem, size_t len)
{
    return priv_from(&alg_ed448, keypair, (const uint8_t *)pem, len, 1);
}

/* see cairn/curve448.h */
int cairn_ed448_public_key_to_der(const uint8_t pub[CAIRN_ED448_PUBLIC_LEN], uint8_t *out, size_t cap, size_t *len)
{
    return pub_to(&alg_ed448, pub, 0, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_ed448_public_key_to_pem(const uint8_t pub[CAIRN_ED448_PUBLIC_LEN], char *out, size_t cap, size_t *len)
{
    return pub_to(&alg_ed448, pub, 1, out, cap, len);
}

/* see cairn/curve448.h */
int cairn_ed448_public_key_from_der(uint8_t pub[CAIRN_ED448_PUBLIC_LEN], const uint8_t *der, size_t len)
{
    return pub_from(&alg_ed448, pub, der, len, 0);
}

/* see cairn/curve448.h */
int cairn_ed448_public_key_from_pem(uint8_t pub[CAIRN_ED448_PUBLIC_LEN], const char *pem, size_t len)
{
    return pub_from(&alg_ed448, pub, (const uint8_t *)pem, len, 1);
}
#endif

#endif
