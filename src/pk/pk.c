/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The generic public-key layer (cairn/pk.h): this build's scheme lists,
 * lookup by name, and the one place where arguments are checked against a
 * descriptor before its hooks run. The descriptors themselves live with
 * their algorithms (src/ed/schemes.c, later src/pk and src/ec). */
#include "cairn/pk.h"
#include "core/internal.h"

/* The table's schemes, in its order (the benchmark's rows). */
static const cairn_sig_scheme *const all_sig[] = {
#define CAIRN_ALG_SIG(sym, name, table, row, ossl, size) &cairn_sig_##sym,
#include "core/algorithms.def"
    NULL};

static const cairn_kex_scheme *const all_kex[] = {
#define CAIRN_ALG_KEX(sym, name, table, row, ossl, size) &cairn_kex_##sym,
#include "core/algorithms.def"
    NULL};

/* see cairn/pk.h */
const cairn_sig_scheme *cairn_sig_scheme_at(size_t i)
{
    return i < sizeof all_sig / sizeof all_sig[0] ? all_sig[i] : NULL;
}

/* see cairn/pk.h */
const cairn_kex_scheme *cairn_kex_scheme_at(size_t i)
{
    return i < sizeof all_kex / sizeof all_kex[0] ? all_kex[i] : NULL;
}

/* The index of the scheme called name in a list, or -1 (names are public). */
static long find_name(const char *(*name_at)(size_t), const char *name)
{
    size_t i;
    const char *n;
    for (i = 0; (n = name_at(i)) != NULL; i++)
        if (cairn_name_match(n, name))
            return (long)i;
    return -1;
}

static const char *sig_name(size_t i) { return all_sig[i] != NULL ? all_sig[i]->name : NULL; }
static const char *kex_name(size_t i) { return all_kex[i] != NULL ? all_kex[i]->name : NULL; }

/* see cairn/pk.h */
int cairn_sig_scheme_lookup(const cairn_sig_scheme **out, const char *name)
{
    long i;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    *out = NULL;
    if (name == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((i = find_name(sig_name, name)) < 0)
        return CAIRN_ERR_NOT_FOUND;
    *out = all_sig[i];
    return CAIRN_OK;
}

/* see cairn/pk.h */
int cairn_kex_scheme_lookup(const cairn_kex_scheme **out, const char *name)
{
    long i;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    *out = NULL;
    if (name == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((i = find_name(kex_name, name)) < 0)
        return CAIRN_ERR_NOT_FOUND;
    *out = all_kex[i];
    return CAIRN_OK;
}

/* ---------- argument checks ---------- */

/* A key or signature length the descriptor allows: exactly max, or 1..max
 * when the length varies. */
static int len_ok(size_t len, size_t max, unsigned flags, unsigned varflag)
{
    return (flags & varflag) ? len >= 1 && len <= max : len == max;
}

/* An input key: non-NULL and of an allowed length. */
static int key_in(const uint8_t *key, size_t len, size_t max, unsigned flags, unsigned varflag)
{
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    return len_ok(len, max, flags, varflag) ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH;
}

/* An output buffer: non-NULL with its length pointer, room for the maximum. */
static int out_ok(const uint8_t *out, size_t cap, const size_t *len, size_t max)
{
    if (out == NULL || len == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cap >= max ? CAIRN_OK : CAIRN_ERR_BUFFER_TOO_SMALL;
}

/* A scheme without implementation objects has nothing to hand impl to. */
static int impl_ok(const cairn_impl *const *impls, const cairn_impl *impl)
{
    return impl != NULL && impls == NULL ? CAIRN_ERR_BAD_ARG : CAIRN_OK;
}

static void zero_len(size_t *len)
{
    if (len != NULL)
        *len = 0;
}

/* After a hook: on failure, nothing secret or half-written stays behind.
 * The status may be computed from secrets (X25519's all-zero result), so
 * the wipe is masked rather than branched on. */
static int finish(int rc, uint8_t *out, size_t outmax, size_t *len)
{
    uint32_t fail = cairn_ct_nonzero32((uint32_t)rc);
    uint8_t keep = (uint8_t)~cairn_ct_mask32(fail);
    size_t i;
    for (i = 0; i < outmax; i++)
        out[i] &= keep;
    *len = (size_t)cairn_ct_select64(fail, 0, (uint64_t)*len);
    return rc;
}

/* ---------- shared by both kinds: key generation and public keys ---------- */

typedef int (*keygen_fn)(uint8_t *, size_t *, uint8_t *, size_t *, cairn_rng_fn, void *, const cairn_impl *);
typedef int (*public_fn)(uint8_t *, size_t *, const uint8_t *, size_t, const cairn_impl *);

/* The lengths and hooks cairn_sig_* and cairn_kex_* check alike. */
typedef struct pk_view {
    unsigned flags;
    size_t secret_len, public_len;
    const cairn_impl *const *impls;
    keygen_fn keygen;
    public_fn public_key;
} pk_view;

static int do_keygen(const pk_view *v, uint8_t *sk, size_t skcap, size_t *sklen, uint8_t *pk, size_t pkcap,
                     size_t *pklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    int rc;
    zero_len(sklen);
    zero_len(pklen);
    if ((rc = out_ok(sk, skcap, sklen, v->secret_len)) != CAIRN_OK ||
        (rc = out_ok(pk, pkcap, pklen, v->public_len)) != CAIRN_OK)
        return rc;
    if (rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = impl_ok(v->impls, impl)) != CAIRN_OK)
        return rc;
    rc = v->keygen(sk, sklen, pk, pklen, rng, rng_state, impl);
    (void)finish(rc, pk, v->public_len, pklen);
    return finish(rc, sk, v->secret_len, sklen);
}

static int do_public(const pk_view *v, uint8_t *pk, size_t pkcap, size_t *pklen, const uint8_t *sk, size_t sklen,
                     const cairn_impl *impl)
{
    int rc;
    zero_len(pklen);
    if ((rc = out_ok(pk, pkcap, pklen, v->public_len)) != CAIRN_OK ||
        (rc = key_in(sk, sklen, v->secret_len, v->flags, CAIRN_PK_VARLEN_SECRET)) != CAIRN_OK ||
        (rc = impl_ok(v->impls, impl)) != CAIRN_OK)
        return rc;
    if (v->public_key == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    return finish(v->public_key(pk, pklen, sk, sklen, impl), pk, v->public_len, pklen);
}

static void sig_view(pk_view *v, const cairn_sig_scheme *s)
{
    v->flags = s->flags;
    v->secret_len = s->secret_len;
    v->public_len = s->public_len;
    v->impls = s->impls;
    v->keygen = s->keygen;
    v->public_key = s->public_key;
}

static void kex_view(pk_view *v, const cairn_kex_scheme *s)
{
    v->flags = s->flags;
    v->secret_len = s->secret_len;
    v->public_len = s->public_len;
    v->impls = s->impls;
    v->keygen = s->keygen;
    v->public_key = s->public_key;
}

/* ---------- signatures ---------- */

/* see cairn/pk.h */
int cairn_sig_keygen(const cairn_sig_scheme *scheme, uint8_t *sk, size_t skcap, size_t *sklen, uint8_t *pk,
                     size_t pkcap, size_t *pklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    pk_view v;
    if (scheme == NULL) {
        zero_len(sklen);
        zero_len(pklen);
        return CAIRN_ERR_BAD_ARG;
    }
    sig_view(&v, scheme);
    return do_keygen(&v, sk, skcap, sklen, pk, pkcap, pklen, rng, rng_state, impl);
}

/* see cairn/pk.h */
int cairn_sig_public(const cairn_sig_scheme *scheme, uint8_t *pk, size_t pkcap, size_t *pklen, const uint8_t *sk,
                     size_t sklen, const cairn_impl *impl)
{
    pk_view v;
    if (scheme == NULL) {
        zero_len(pklen);
        return CAIRN_ERR_BAD_ARG;
    }
    sig_view(&v, scheme);
    return do_public(&v, pk, pkcap, pklen, sk, sklen, impl);
}

/* Schemes with loaded keys only (sign, verify or derive NULL): the byte-key
 * functions load the key and use the loaded hooks. Each in a frame of its
 * own, so that the key object (sized for the largest scheme: RSA's) is on
 * the stack only on that path. */
static CAIRN_NOINLINE int sign_via_load(const cairn_sig_scheme *scheme, uint8_t *sig, size_t *siglen,
                                        const uint8_t *msg, size_t msglen, const uint8_t *sk, size_t sklen,
                                        cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    cairn_pk_key key;
    int rc = cairn_sig_load_secret(&key, scheme, sk, sklen);
    if (rc == CAIRN_OK)
        rc = scheme->sign_loaded(sig, siglen, msg, msglen, key.obj, rng, rng_state, impl);
    cairn_pk_key_wipe(&key);
    return rc;
}

static CAIRN_NOINLINE int verify_via_load(const cairn_sig_scheme *scheme, const uint8_t *sig, size_t siglen,
                                          const uint8_t *msg, size_t msglen, const uint8_t *pk, size_t pklen,
                                          const cairn_impl *impl)
{
    cairn_pk_key key;
    int rc = cairn_sig_load_public(&key, scheme, pk, pklen);
    if (rc == CAIRN_OK)
        rc = scheme->verify_loaded(sig, siglen, msg, msglen, key.obj, impl);
    cairn_pk_key_wipe(&key);
    return rc;
}

static CAIRN_NOINLINE int derive_via_load(const cairn_kex_scheme *scheme, uint8_t *shared, size_t *sharedlen,
                                          const uint8_t *sk, size_t sklen, const uint8_t *peer, size_t peerlen,
                                          const cairn_impl *impl)
{
    cairn_pk_key key;
    int rc = cairn_kex_load_secret(&key, scheme, sk, sklen);
    if (rc == CAIRN_OK)
        rc = scheme->derive_loaded(shared, sharedlen, key.obj, peer, peerlen, impl);
    cairn_pk_key_wipe(&key);
    return rc;
}

/* see cairn/pk.h */
int cairn_sig_sign(const cairn_sig_scheme *scheme, uint8_t *sig, size_t sigcap, size_t *siglen, const uint8_t *msg,
                   size_t msglen, const uint8_t *sk, size_t sklen, cairn_rng_fn rng, void *rng_state,
                   const cairn_impl *impl)
{
    int rc;
    zero_len(siglen);
    if (scheme == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = out_ok(sig, sigcap, siglen, scheme->sig_len)) != CAIRN_OK ||
        (rc = key_in(sk, sklen, scheme->secret_len, scheme->flags, CAIRN_PK_VARLEN_SECRET)) != CAIRN_OK ||
        (rc = impl_ok(scheme->impls, impl)) != CAIRN_OK)
        return rc;
    if (rng == NULL && (scheme->flags & CAIRN_SIG_NEEDS_RNG))
        return CAIRN_ERR_BAD_ARG;
    if (scheme->sign == NULL) /* a scheme with loaded keys only: load, then sign */
        return finish(sign_via_load(scheme, sig, siglen, msg, msglen, sk, sklen, rng, rng_state, impl), sig,
                      scheme->sig_len, siglen);
    return finish(scheme->sign(sig, siglen, msg, msglen, sk, sklen, rng, rng_state, impl), sig, scheme->sig_len,
                  siglen);
}

/* see cairn/pk.h */
int cairn_sig_verify(const cairn_sig_scheme *scheme, const uint8_t *sig, size_t siglen, const uint8_t *msg,
                     size_t msglen, const uint8_t *pk, size_t pklen, const cairn_impl *impl)
{
    int rc;
    if (scheme == NULL || sig == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = key_in(pk, pklen, scheme->public_len, scheme->flags, CAIRN_PK_VARLEN_PUBLIC)) != CAIRN_OK ||
        (rc = impl_ok(scheme->impls, impl)) != CAIRN_OK)
        return rc;
    if (!len_ok(siglen, scheme->sig_len, scheme->flags, CAIRN_PK_VARLEN_OUTPUT))
        return CAIRN_ERR_BAD_SIGNATURE;
    if (scheme->verify == NULL)
        return verify_via_load(scheme, sig, siglen, msg, msglen, pk, pklen, impl);
    return scheme->verify(sig, siglen, msg, msglen, pk, pklen, impl);
}

/* ---------- key agreement ---------- */

/* see cairn/pk.h */
int cairn_kex_keygen(const cairn_kex_scheme *scheme, uint8_t *sk, size_t skcap, size_t *sklen, uint8_t *pk,
                     size_t pkcap, size_t *pklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    pk_view v;
    if (scheme == NULL) {
        zero_len(sklen);
        zero_len(pklen);
        return CAIRN_ERR_BAD_ARG;
    }
    kex_view(&v, scheme);
    return do_keygen(&v, sk, skcap, sklen, pk, pkcap, pklen, rng, rng_state, impl);
}

/* see cairn/pk.h */
int cairn_kex_public(const cairn_kex_scheme *scheme, uint8_t *pk, size_t pkcap, size_t *pklen, const uint8_t *sk,
                     size_t sklen, const cairn_impl *impl)
{
    pk_view v;
    if (scheme == NULL) {
        zero_len(pklen);
        return CAIRN_ERR_BAD_ARG;
    }
    kex_view(&v, scheme);
    return do_public(&v, pk, pkcap, pklen, sk, sklen, impl);
}

/* see cairn/pk.h */
int cairn_kex_derive(const cairn_kex_scheme *scheme, uint8_t *shared, size_t sharedcap, size_t *sharedlen,
                     const uint8_t *sk, size_t sklen, const uint8_t *peer, size_t peerlen, const cairn_impl *impl)
{
    int rc;
    zero_len(sharedlen);
    if (scheme == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((rc = out_ok(shared, sharedcap, sharedlen, scheme->shared_len)) != CAIRN_OK ||
        (rc = key_in(sk, sklen, scheme->secret_len, scheme->flags, CAIRN_PK_VARLEN_SECRET)) != CAIRN_OK ||
        (rc = key_in(peer, peerlen, scheme->public_len, scheme->flags, CAIRN_PK_VARLEN_PUBLIC)) != CAIRN_OK ||
        (rc = impl_ok(scheme->impls, impl)) != CAIRN_OK)
        return rc;
    if (scheme->derive == NULL)
        return finish(derive_via_load(scheme, shared, sharedlen, sk, sklen, peer, peerlen, impl), shared,
                      scheme->shared_len, sharedlen);
    return finish(scheme->derive(shared, sharedlen, sk, sklen, peer, peerlen, impl), shared, scheme->shared_len,
                  sharedlen);
}

/* ---------- loaded keys ---------- */

/* see cairn/pk.h */
void cairn_pk_key_wipe(cairn_pk_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* Loads key[0..len) into k for a scheme with the given lengths and hooks:
 * the parsed form through load, or the bytes. */
static int load_key(cairn_pk_key *k, int secret, const uint8_t *key, size_t len, size_t max, unsigned flags,
                    unsigned varflag, size_t loaded_size, int (*load)(void *, int, const uint8_t *, size_t))
{
    int rc = key_in(key, len, max, flags, varflag);
    if (rc != CAIRN_OK)
        return rc;
    /* a descriptor whose form does not fit the object (test_algorithms
     * checks every built-in one) */
    if ((load != NULL ? loaded_size : max) > sizeof k->obj)
        return CAIRN_ERR_UNSUPPORTED;
    if (load != NULL)
        rc = load(k->obj, secret, key, len);
    else
        memcpy(k->obj, key, len);
    k->secret = secret;
    k->len = len;
    return rc;
}

static int sig_load(cairn_pk_key *key, const cairn_sig_scheme *scheme, int secret, const uint8_t *in, size_t len)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    if (scheme == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = load_key(key, secret, in, len, secret ? scheme->secret_len : scheme->public_len, scheme->flags,
                  secret ? CAIRN_PK_VARLEN_SECRET : CAIRN_PK_VARLEN_PUBLIC, scheme->loaded_size, scheme->load);
    if (rc != CAIRN_OK) {
        cairn_wipe(key, sizeof *key);
        return rc;
    }
    key->sig = scheme;
    return CAIRN_OK;
}

/* see cairn/pk.h */
int cairn_sig_load_secret(cairn_pk_key *key, const cairn_sig_scheme *scheme, const uint8_t *sk, size_t sklen)
{
    return sig_load(key, scheme, 1, sk, sklen);
}

/* see cairn/pk.h */
int cairn_sig_load_public(cairn_pk_key *key, const cairn_sig_scheme *scheme, const uint8_t *pk, size_t pklen)
{
    return sig_load(key, scheme, 0, pk, pklen);
}

/* see cairn/pk.h */
int cairn_kex_load_secret(cairn_pk_key *key, const cairn_kex_scheme *scheme, const uint8_t *sk, size_t sklen)
{
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    if (scheme == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = load_key(key, 1, sk, sklen, scheme->secret_len, scheme->flags, CAIRN_PK_VARLEN_SECRET, scheme->loaded_size,
                  scheme->load);
    if (rc != CAIRN_OK) {
        cairn_wipe(key, sizeof *key);
        return rc;
    }
    key->kex = scheme;
    return CAIRN_OK;
}

/* A loaded key of the kind wanted: CAIRN_ERR_BAD_ARG for NULL or another
 * kind, CAIRN_ERR_STATE for an unloaded object. */
static int key_kind(const cairn_pk_key *key, int sig, int secret)
{
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (key->sig == NULL && key->kex == NULL)
        return CAIRN_ERR_STATE;
    if ((sig ? key->sig == NULL : key->kex == NULL) || key->secret != secret)
        return CAIRN_ERR_BAD_ARG;
    return CAIRN_OK;
}

/* see cairn/pk.h */
int cairn_sig_sign_key(const cairn_pk_key *key, uint8_t *sig, size_t sigcap, size_t *siglen, const uint8_t *msg,
                       size_t msglen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    const cairn_sig_scheme *s;
    int rc;
    zero_len(siglen);
    if ((rc = key_kind(key, 1, 1)) != CAIRN_OK)
        return rc;
    s = key->sig;
    if (!CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = out_ok(sig, sigcap, siglen, s->sig_len)) != CAIRN_OK || (rc = impl_ok(s->impls, impl)) != CAIRN_OK)
        return rc;
    if (rng == NULL && (s->flags & CAIRN_SIG_NEEDS_RNG))
        return CAIRN_ERR_BAD_ARG;
    if (s->load != NULL)
        rc = s->sign_loaded(sig, siglen, msg, msglen, key->obj, rng, rng_state, impl);
    else
        rc = s->sign(sig, siglen, msg, msglen, (const uint8_t *)key->obj, key->len, rng, rng_state, impl);
    return finish(rc, sig, s->sig_len, siglen);
}

/* see cairn/pk.h */
int cairn_sig_verify_key(const cairn_pk_key *key, const uint8_t *sig, size_t siglen, const uint8_t *msg,
                         size_t msglen, const cairn_impl *impl)
{
    const cairn_sig_scheme *s;
    int rc;
    if ((rc = key_kind(key, 1, 0)) != CAIRN_OK)
        return rc;
    s = key->sig;
    if (sig == NULL || !CAIRN_BUF_OK(msg, msglen))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = impl_ok(s->impls, impl)) != CAIRN_OK)
        return rc;
    if (!len_ok(siglen, s->sig_len, s->flags, CAIRN_PK_VARLEN_OUTPUT))
        return CAIRN_ERR_BAD_SIGNATURE;
    if (s->load != NULL)
        return s->verify_loaded(sig, siglen, msg, msglen, key->obj, impl);
    return s->verify(sig, siglen, msg, msglen, (const uint8_t *)key->obj, key->len, impl);
}

/* see cairn/pk.h */
int cairn_kex_derive_key(const cairn_pk_key *key, uint8_t *shared, size_t sharedcap, size_t *sharedlen,
                         const uint8_t *peer, size_t peerlen, const cairn_impl *impl)
{
    const cairn_kex_scheme *s;
    int rc;
    zero_len(sharedlen);
    if ((rc = key_kind(key, 0, 1)) != CAIRN_OK)
        return rc;
    s = key->kex;
    if ((rc = out_ok(shared, sharedcap, sharedlen, s->shared_len)) != CAIRN_OK ||
        (rc = key_in(peer, peerlen, s->public_len, s->flags, CAIRN_PK_VARLEN_PUBLIC)) != CAIRN_OK ||
        (rc = impl_ok(s->impls, impl)) != CAIRN_OK)
        return rc;
    if (s->load != NULL)
        rc = s->derive_loaded(shared, sharedlen, key->obj, peer, peerlen, impl);
    else
        rc = s->derive(shared, sharedlen, (const uint8_t *)key->obj, key->len, peer, peerlen, impl);
    return finish(rc, shared, s->shared_len, sharedlen);
}
