/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * EdDSA verification and X25519/X448 key agreement (cairn/curve25519.h,
 * cairn/curve448.h) on adversarial input.
 *  - Ed25519, Ed25519ctx, Ed25519ph, Ed448, Ed448ph verification of an
 *    arbitrary public key, signature, context (0..511 bytes) and message:
 *    only CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE, except a context length the
 *    variant does not take: CAIRN_ERR_BAD_LENGTH for Ed25519ctx (0 or over
 *    255), Ed25519ph, Ed448 and Ed448ph (over 255). BAD_SIGNATURE whenever a documented encoding rule is broken:
 *    S >= L; for Ed25519 a public key or R with y >= p, or x = 0 with the
 *    sign bit set; for Ed448 a public key or R with y >= p, a bit of the 7
 *    unused ones set, or x = 0 (y = 1 or p - 1, either sign).
 *  - The same with a genuine signature cairn makes with a built-in key pair
 *    (from a fixed seed) over the input's message and context: it verifies,
 *    does not verify under the sibling variant (RFC 8032's domain
 *    separation: Ed25519 -> Ed25519ph, Ed25519ctx <-> Ed25519ph, Ed448 <->
 *    Ed448ph), and after (pos, xor) edits of signature || public key it is
 *    CAIRN_OK exactly when no byte changed (or the edits cancel) and
 *    CAIRN_ERR_BAD_SIGNATURE otherwise (every byte of R and A enters the
 *    challenge and S must be canonical, so no other signature verifies).
 *    A context length the signer refuses: its CAIRN_ERR_BAD_LENGTH (Ed448:
 *    signature zeroed), and the verifier's.
 *  - X25519/X448 of an arbitrary secret and peer value: CAIRN_OK with a
 *    non-zero secret, or CAIRN_ERR_INVALID_POINT with the output zeroed; the
 *    same status and output for other encodings of the peer's u (bit 255
 *    flipped for X25519; u - p and u + p where they fit); X25519 through
 *    every object of cairn_x25519_impls alike (CAIRN_ERR_UNSUPPORTED, output
 *    untouched, for one this CPU cannot run). With mode bit 3 the peer value
 *    is the public key of a second secret: public keys equal X25519(k, 9) /
 *    X448(k, 5), and both sides get the same non-zero shared secret.
 * With OpenSSL (3.0: Ed25519 and Ed448 with the empty context only, no
 * Ed25519ctx/ph, Ed448 contexts or Ed448ph through EVP): the verdict on pure
 * Ed25519 and on Ed448 with an empty context is EVP_DigestVerify's, except
 * for an Ed25519 public key that is not a canonical encoding, which OpenSSL
 * decodes and cairn refuses (documented at the top of cairn/curve25519.h and
 * in docs/implementation.md, "Strict verification"): there only cairn's
 * refusal is checked. cairn's genuine signatures equal OpenSSL's
 * (deterministic). X25519/X448: EVP_PKEY_derive fails exactly when cairn
 * returns CAIRN_ERR_INVALID_POINT (both refuse an all-zero result) and
 * otherwise gives the same bytes; public keys agree.
 * Input: [mode][payload...]. mode bits 0-2 (modulo 7): Ed25519, Ed25519ctx,
 * Ed25519ph, Ed448, Ed448ph, X25519, X448. Signatures: [mode][c]..., the
 * context length c, plus 256 with mode bit 4 (pure Ed25519 ignores it);
 * without bit 3: [public key][signature][context (c bytes, zeros where the
 * input runs out)][message: the rest]; with bit 3: [message length]
 * [context][message][(pos, xor) pairs over signature || public key].
 * X25519/X448: [secret][peer u], or with bit 3 [secret][second secret]
 * (32 or 56 bytes each).
 */
#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAXCTX 512
#define MAXSIG 114
#define MAXPUB 57
#define MAXX 56

enum { OP_ED25519, OP_ED25519CTX, OP_ED25519PH, OP_ED448, OP_ED448PH, OP_X25519, OP_X448 };

typedef int (*sign_fn)(uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *keypair);
typedef int (*verify_fn)(const uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                         const uint8_t *pub);

typedef struct {
    sign_fn sign; /* NULL: the family is not in this build */
    verify_fn verify;
    int ed448;
    size_t plen, slen, seedlen; /* public key, signature, seed (keypair = seed || public key) */
    int with_ctx;               /* 0: pure Ed25519, no context */
    size_t ctxmin;              /* context lengths ctxmin..255 are taken */
    int ossl;                   /* OpenSSL 3.0 verifies it (with the empty context) */
} scheme;

#if CAIRN_ENABLE_CURVE25519
static int ed25519_sign(uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                        const uint8_t *keypair)
{
    (void)ctx;
    (void)ctxlen;
    return cairn_ed25519_sign(sig, msg, len, keypair);
}

static int ed25519_verify(const uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                          const uint8_t *pub)
{
    (void)ctx;
    (void)ctxlen;
    return cairn_ed25519_verify(sig, msg, len, pub);
}
#endif

#define NO_SCHEME {NULL, NULL, 0, 0, 0, 0, 0, 0, 0}
/* indexed by OP_*: sign, verify, ed448, plen, slen, seedlen, with_ctx, ctxmin, ossl */
static const scheme schemes[5] = {
#if CAIRN_ENABLE_CURVE25519
    {ed25519_sign, ed25519_verify, 0, 32, 64, 32, 0, 0, 1},
    {cairn_ed25519ctx_sign, cairn_ed25519ctx_verify, 0, 32, 64, 32, 1, 1, 0},
    {cairn_ed25519ph_sign, cairn_ed25519ph_verify, 0, 32, 64, 32, 1, 0, 0},
#else
    NO_SCHEME, NO_SCHEME, NO_SCHEME,
#endif
#if CAIRN_ENABLE_CURVE448
    {cairn_ed448_sign, cairn_ed448_verify, 1, 57, 114, 57, 1, 0, 1},
    {cairn_ed448ph_sign, cairn_ed448ph_verify, 1, 57, 114, 57, 1, 0, 0},
#else
    NO_SCHEME, NO_SCHEME,
#endif
};

/* the group orders L, little-endian */
static const uint8_t l25519[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                   0xa2, 0xde, 0xf9, 0xde, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10};
static const uint8_t l448[57] = {0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23, 0x55, 0x8f, 0xc5, 0x8d,
                                 0x72, 0xc2, 0x6c, 0x21, 0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb, 0x4e, 0xc4,
                                 0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f, 0x00};
/* the field primes p and p - 1, and 1, little-endian (filled once) */
static uint8_t p25519[32], pm1_25519[32], p448[56], pm1_448[56], one[56];

/* a <=> b as n-byte little-endian numbers: -1, 0, 1 */
static int le_cmp(const uint8_t *a, const uint8_t *b, size_t n)
{
    while (n-- > 0) {
        if (a[n] != b[n])
            return a[n] < b[n] ? -1 : 1;
    }
    return 0;
}

/* out = a - b (a >= b) or a + b over n little-endian bytes; the carry out */
static unsigned le_addsub(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n, int sub)
{
    unsigned c = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned t = sub ? (unsigned)a[i] - b[i] - c : (unsigned)a[i] + b[i] + c;
        out[i] = (uint8_t)t;
        c = sub ? (t >> 8) & 1u : t >> 8;
    }
    return c;
}

/* An encoding the verifier must refuse as a public key or as R (the rules at
 * the top of cairn/curve25519.h and cairn/curve448.h): Ed25519 y >= p, or
 * x = 0 (y = 1 or p - 1) with the sign bit set; Ed448 one of the 7 unused
 * bits set, y >= p, or x = 0 with either sign. (A y with no x is refused too,
 * which this does not compute.) */
static int refused_point(int ed448, const uint8_t *enc)
{
    if (ed448) {
        if ((enc[56] & 0x7f) != 0 || le_cmp(enc, p448, 56) >= 0)
            return 1;
        return memcmp(enc, one, 56) == 0 || memcmp(enc, pm1_448, 56) == 0;
    } else {
        uint8_t y[32];
        memcpy(y, enc, 32);
        y[31] &= 0x7f;
        if (le_cmp(y, p25519, 32) >= 0)
            return 1;
        return (enc[31] & 0x80) != 0 && (memcmp(y, one, 32) == 0 || memcmp(y, pm1_25519, 32) == 0);
    }
}

static int s_noncanonical(int ed448, const uint8_t *sig)
{
    return ed448 ? le_cmp(sig + 57, l448, 57) >= 0 : le_cmp(sig + 32, l25519, 32) >= 0;
}

#if CAIRN_ENABLE_CURVE25519 || CAIRN_ENABLE_CURVE448
/* the built-in key pairs' seeds */
static int fixed_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(0xa7 ^ (i * 29u));
    return CAIRN_OK;
}
#endif

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/evp.h>

/* OpenSSL's verdict: 1 valid, 0 not (a key it does not import counts as not) */
static int ossl_ed_verify(int ed448, const uint8_t *pub, const uint8_t *sig, const uint8_t *msg, size_t len)
{
    EVP_PKEY *k = EVP_PKEY_new_raw_public_key(ed448 ? EVP_PKEY_ED448 : EVP_PKEY_ED25519, NULL, pub, ed448 ? 57 : 32);
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int r = 0;
    FUZZ_CHECK(c != NULL, "EVP_MD_CTX_new");
    if (k != NULL) {
        FUZZ_CHECK(EVP_DigestVerifyInit(c, NULL, NULL, NULL, k) == 1, "EVP_DigestVerifyInit");
        r = EVP_DigestVerify(c, sig, ed448 ? 114 : 64, msg, len) == 1;
    }
    EVP_MD_CTX_free(c);
    EVP_PKEY_free(k);
    return r;
}

/* OpenSSL's signature with the built-in seed, and its public key */
static void ossl_ed_sign(int ed448, uint8_t *sig, uint8_t *pub, const uint8_t *seed, const uint8_t *msg, size_t len)
{
    size_t sl = ed448 ? 114 : 64, pl = ed448 ? 57 : 32;
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(ed448 ? EVP_PKEY_ED448 : EVP_PKEY_ED25519, NULL, seed, pl);
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    FUZZ_CHECK(k != NULL && c != NULL && EVP_PKEY_get_raw_public_key(k, pub, &pl) == 1 &&
                   EVP_DigestSignInit(c, NULL, NULL, NULL, k) == 1 && EVP_DigestSign(c, sig, &sl, msg, len) == 1 &&
                   sl == (ed448 ? 114u : 64u),
               "OpenSSL sign");
    EVP_MD_CTX_free(c);
    EVP_PKEY_free(k);
}

/* X25519/X448 through EVP_PKEY_derive: 1 with out set, 0 refused */
static int ossl_xdh(int x448, uint8_t *out, const uint8_t *sec, const uint8_t *peer)
{
    int type = x448 ? EVP_PKEY_X448 : EVP_PKEY_X25519;
    size_t n = x448 ? 56 : 32, got = n;
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(type, NULL, sec, n);
    EVP_PKEY *p = EVP_PKEY_new_raw_public_key(type, NULL, peer, n);
    EVP_PKEY_CTX *c = k != NULL ? EVP_PKEY_CTX_new(k, NULL) : NULL;
    int r;
    FUZZ_CHECK(c != NULL && p != NULL && EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_derive_set_peer(c, p) == 1,
               "OpenSSL derive set-up");
    r = EVP_PKEY_derive(c, out, &got) == 1;
    if (r)
        FUZZ_CHECK(got == n, "OpenSSL shared secret length");
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(p);
    EVP_PKEY_free(k);
    return r;
}

static void ossl_xpub(int x448, uint8_t *pub, const uint8_t *sec)
{
    size_t n = x448 ? 56 : 32;
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(x448 ? EVP_PKEY_X448 : EVP_PKEY_X25519, NULL, sec, n);
    FUZZ_CHECK(k != NULL && EVP_PKEY_get_raw_public_key(k, pub, &n) == 1 && n == (x448 ? 56u : 32u),
               "OpenSSL public key");
    EVP_PKEY_free(k);
}
#endif

/* the context length: c, plus 256 with mode bit 4 (0 for pure Ed25519); the context buffer cleared */
static size_t ctx_len(const scheme *s, fuzz_in *fi, unsigned mode, uint8_t *buf)
{
    size_t c = fuzz_u8(fi) + ((mode & 0x10) ? 256u : 0u);
    memset(buf, 0, MAXCTX);
    return s->with_ctx ? c : 0;
}

static int ctx_taken(const scheme *s, size_t ctxlen)
{
    return !s->with_ctx || (ctxlen >= s->ctxmin && ctxlen <= 255);
}

/* the verdict on pub, sig against OpenSSL's where it has the variant */
static void cmp_ossl(const scheme *s, size_t ctxlen, const uint8_t *pub, const uint8_t *sig, const uint8_t *msg,
                     size_t len, int rc)
{
#ifdef CAIRN_FUZZ_OPENSSL
    if (!s->ossl || ctxlen != 0)
        return;
    /* OpenSSL 3.0 decodes an Ed25519 key with y >= p or x = 0 and the sign
     * bit set; cairn refuses it (cairn/curve25519.h, docs/implementation.md
     * "Strict verification"), checked by the caller */
    if (!s->ed448 && refused_point(0, pub))
        return;
    FUZZ_CHECK((rc == CAIRN_OK) == ossl_ed_verify(s->ed448, pub, sig, msg, len), "the verdict is OpenSSL's");
#else
    (void)s;
    (void)ctxlen;
    (void)pub;
    (void)sig;
    (void)msg;
    (void)len;
    (void)rc;
#endif
}

static void check_rules(const scheme *s, const uint8_t *pub, const uint8_t *sig, int rc)
{
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_SIGNATURE, "a documented verify status");
    if (s_noncanonical(s->ed448, sig))
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "S >= L refused");
    if (refused_point(s->ed448, pub))
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "a public key of a refused encoding");
    if (refused_point(s->ed448, sig))
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "an R of a refused encoding");
}

static void ed_arbitrary(const scheme *s, fuzz_in *fi, size_t ctxlen, uint8_t *ctx)
{
    const uint8_t *pub, *sig, *msg, *cp;
    size_t n, cn, len;
    int rc;
    pub = fuzz_bytes(fi, s->plen, &n);
    if (n < s->plen)
        return;
    sig = fuzz_bytes(fi, s->slen, &n);
    if (n < s->slen)
        return;
    cp = fuzz_bytes(fi, ctxlen, &cn);
    memcpy(ctx, cp, cn);
    msg = fuzz_bytes(fi, fi->n, &len);
    rc = s->verify(sig, msg, len, ctx, ctxlen, pub);
    if (!ctx_taken(s, ctxlen)) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "a context length out of range refused");
        return;
    }
    check_rules(s, pub, sig, rc);
    cmp_ossl(s, ctxlen, pub, sig, msg, len, rc);
}

/* the sibling variant a signature of s must not verify under (ctxlen taken by s) */
static const scheme *sibling(int op, size_t ctxlen)
{
    switch (op) {
    case OP_ED25519:
    case OP_ED25519CTX:
        return &schemes[OP_ED25519PH];
    case OP_ED25519PH:
        return &schemes[ctxlen == 0 ? OP_ED25519 : OP_ED25519CTX];
    case OP_ED448:
        return &schemes[OP_ED448PH];
    default:
        return &schemes[OP_ED448];
    }
}

static void ed_genuine(int op, fuzz_in *fi, size_t ctxlen, uint8_t *ctx, const uint8_t *kp)
{
    const scheme *s = &schemes[op];
    uint8_t sig[MAXSIG], buf[MAXSIG + MAXPUB], orig[MAXSIG + MAXPUB];
    const uint8_t *msg, *cp, *pub = kp + s->seedlen;
    size_t mlen = fuzz_u8(fi), len, cn, blen = s->slen + s->plen;
    int rc;

    cp = fuzz_bytes(fi, ctxlen, &cn);
    memcpy(ctx, cp, cn);
    msg = fuzz_bytes(fi, mlen, &len);
    memset(sig, 0x5a, sizeof sig);
    rc = s->sign(sig, msg, len, ctx, ctxlen, kp);
    if (!ctx_taken(s, ctxlen)) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "sign: a context length out of range refused");
        if (s->ed448)
            FUZZ_CHECK(fuzz_all_zero(sig, s->slen), "sign: the signature zeroed on failure");
        FUZZ_CHECK(s->verify(sig, msg, len, ctx, ctxlen, pub) == CAIRN_ERR_BAD_LENGTH,
                   "a context length out of range refused");
        return;
    }
    FUZZ_CHECK(rc == CAIRN_OK, "sign");
    FUZZ_CHECK(s->verify(sig, msg, len, ctx, ctxlen, pub) == CAIRN_OK, "cairn's signature verifies");
    FUZZ_CHECK(sibling(op, ctxlen)->verify(sig, msg, len, ctx, ctxlen, pub) == CAIRN_ERR_BAD_SIGNATURE,
               "cairn's signature does not verify under the sibling variant");
#ifdef CAIRN_FUZZ_OPENSSL
    if (s->ossl && ctxlen == 0) {
        uint8_t osig[MAXSIG], opub[MAXPUB];
        ossl_ed_sign(s->ed448, osig, opub, kp, msg, len);
        FUZZ_CHECK(memcmp(opub, pub, s->plen) == 0, "the built-in public key is OpenSSL's");
        FUZZ_CHECK(memcmp(osig, sig, s->slen) == 0, "cairn's signature is OpenSSL's");
    }
#endif
    memcpy(buf, sig, s->slen);
    memcpy(buf + s->slen, pub, s->plen);
    memcpy(orig, buf, blen);
    fuzz_edit(fi, buf, blen);
    rc = s->verify(buf, msg, len, ctx, ctxlen, buf + s->slen);
    check_rules(s, buf + s->slen, buf, rc);
    if (memcmp(buf, orig, blen) == 0)
        FUZZ_CHECK(rc == CAIRN_OK, "the unedited signature verifies");
    else
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "an edited signature or key refused");
    cmp_ossl(s, ctxlen, buf + s->slen, buf, msg, len, rc);
}

/* ---------- X25519 / X448 ---------- */

typedef struct {
    int (*dh)(uint8_t *shared, const uint8_t *secret, const uint8_t *peer); /* NULL: not in this build */
    int (*pub)(uint8_t *pub, const uint8_t *secret);
    size_t n;
    uint8_t base; /* the base point's u */
} xdh;

static const xdh xdhs[2] = {
#if CAIRN_ENABLE_CURVE25519
    {cairn_x25519, cairn_x25519_public, 32, 9},
#else
    {NULL, NULL, 0, 0},
#endif
#if CAIRN_ENABLE_CURVE448
    {cairn_x448, cairn_x448_public, 56, 5},
#else
    {NULL, NULL, 0, 0},
#endif
};

/* shared = X(sec, peer) with the documented status and output */
static int x_shared(const xdh *x, uint8_t *out, const uint8_t *sec, const uint8_t *peer)
{
    int rc;
    memset(out, 0xee, x->n);
    rc = x->dh(out, sec, peer);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_POINT, "a documented X25519/X448 status");
    if (rc == CAIRN_OK)
        FUZZ_CHECK(!fuzz_all_zero(out, x->n), "CAIRN_OK with a non-zero shared secret");
    else
        FUZZ_CHECK(fuzz_all_zero(out, x->n), "the shared secret zeroed on CAIRN_ERR_INVALID_POINT");
    return rc;
}

/* peer2 encodes the same u as peer: the same status and secret */
static void x_same(const xdh *x, const uint8_t *sec, const uint8_t *peer2, int rc, const uint8_t *out)
{
    uint8_t out2[MAXX];
    FUZZ_CHECK(x_shared(x, out2, sec, peer2) == rc && memcmp(out2, out, x->n) == 0,
               "another encoding of the peer's u gives the same result");
}

static void x_arbitrary(int x448, const uint8_t *sec, const uint8_t *peer)
{
    const xdh *x = &xdhs[x448];
    uint8_t out[MAXX], u[MAXX], alt[MAXX];
    size_t n = x->n;
    int rc = x_shared(x, out, sec, peer);

    /* the same u: X25519 ignores bit 255; both reduce u mod p */
    memcpy(u, peer, n);
    if (!x448) {
        u[31] ^= 0x80;
        x_same(x, sec, u, rc, out);
        u[31] ^= 0x80;
        u[31] &= 0x7f; /* u mod 2^255, then the original bit 255 below */
    }
    if (le_cmp(u, x448 ? p448 : p25519, n) >= 0) {
        (void)le_addsub(alt, u, x448 ? p448 : p25519, n, 1);
        if (!x448)
            alt[31] |= peer[31] & 0x80;
        x_same(x, sec, alt, rc, out);
    }
    if (le_addsub(alt, u, x448 ? p448 : p25519, n, 0) == 0 && (x448 || (alt[31] & 0x80) == 0)) {
        if (!x448)
            alt[31] |= peer[31] & 0x80;
        x_same(x, sec, alt, rc, out);
    }
#if CAIRN_ENABLE_CURVE25519
    if (!x448) {
        size_t i;
        for (i = 0; cairn_x25519_impls[i] != NULL; i++) {
            const cairn_impl *impl = cairn_x25519_impls[i];
            int rc2;
            memset(alt, 0xee, 32);
            rc2 = cairn_x25519_ex(alt, sec, peer, impl);
            if (cairn_impl_usable(impl)) {
                FUZZ_CHECK(rc2 == rc && memcmp(alt, out, 32) == 0, "every X25519 object gives the same result");
            } else {
                FUZZ_CHECK(rc2 == CAIRN_ERR_UNSUPPORTED, "an X25519 object this CPU lacks refused");
                FUZZ_CHECK(alt[0] == 0xee && memcmp(alt, alt + 1, 31) == 0, "shared untouched");
            }
        }
    }
#endif
#ifdef CAIRN_FUZZ_OPENSSL
    {
        int orc = ossl_xdh(x448, alt, sec, peer);
        FUZZ_CHECK(orc == (rc == CAIRN_OK), "OpenSSL refuses exactly the all-zero results");
        if (orc)
            FUZZ_CHECK(memcmp(alt, out, n) == 0, "the shared secret is OpenSSL's");
    }
#endif
}

static void x_pair(int x448, const uint8_t *a, const uint8_t *b)
{
    const xdh *x = &xdhs[x448];
    uint8_t pa[MAXX], pb[MAXX], s1[MAXX], s2[MAXX], base[MAXX];
    size_t n = x->n;

    memset(base, 0, sizeof base);
    base[0] = x->base;
    FUZZ_CHECK(x->pub(pa, a) == CAIRN_OK && x->pub(pb, b) == CAIRN_OK, "public keys");
    FUZZ_CHECK(x_shared(x, s1, a, base) == CAIRN_OK && memcmp(s1, pa, n) == 0, "the public key is X(k, base)");
    FUZZ_CHECK(x_shared(x, s1, a, pb) == CAIRN_OK, "shared secret with a public key");
    FUZZ_CHECK(x_shared(x, s2, b, pa) == CAIRN_OK, "shared secret with a public key");
    FUZZ_CHECK(memcmp(s1, s2, n) == 0, "both sides get the same shared secret");
#ifdef CAIRN_FUZZ_OPENSSL
    ossl_xpub(x448, s2, a);
    FUZZ_CHECK(memcmp(s2, pa, n) == 0, "the public key is OpenSSL's");
    FUZZ_CHECK(ossl_xdh(x448, s2, b, pa) == 1 && memcmp(s1, s2, n) == 0, "the shared secret is OpenSSL's");
#endif
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t kp25519[64], kp448[114], ctx[MAXCTX];
    static int ready;
    fuzz_in fi;
    unsigned mode;
    int op;

    if (size < 1)
        return 0;
    if (!ready) {
        memset(p25519, 0xff, 32);
        p25519[0] = 0xed;
        p25519[31] = 0x7f;
        memcpy(pm1_25519, p25519, 32);
        pm1_25519[0] = 0xec;
        memset(p448, 0xff, 56);
        p448[28] = 0xfe;
        memcpy(pm1_448, p448, 56);
        pm1_448[0] = 0xfe;
        one[0] = 1;
#if CAIRN_ENABLE_CURVE25519
        FUZZ_CHECK(cairn_ed25519_keygen(kp25519, fixed_rng, NULL) == CAIRN_OK, "built-in Ed25519 key");
#endif
#if CAIRN_ENABLE_CURVE448
        FUZZ_CHECK(cairn_ed448_keygen(kp448, fixed_rng, NULL) == CAIRN_OK, "built-in Ed448 key");
#endif
        ready = 1;
    }
    mode = data[0];
    op = (int)((mode & 7u) % 7u);
    fi.p = data + 1;
    fi.n = size - 1;
    if (op >= OP_X25519) {
        int x448 = op == OP_X448;
        const uint8_t *a, *b;
        size_t na, nb;
        if (xdhs[x448].dh == NULL)
            return 0;
        a = fuzz_bytes(&fi, xdhs[x448].n, &na);
        b = fuzz_bytes(&fi, xdhs[x448].n, &nb);
        if (nb < xdhs[x448].n)
            return 0;
        if (mode & 8)
            x_pair(x448, a, b);
        else
            x_arbitrary(x448, a, b);
        return 0;
    }
    if (schemes[op].sign == NULL)
        return 0;
    {
        size_t ctxlen = ctx_len(&schemes[op], &fi, mode, ctx);
        if (mode & 8)
            ed_genuine(op, &fi, ctxlen, ctx, schemes[op].ed448 ? kp448 : kp25519);
        else
            ed_arbitrary(&schemes[op], &fi, ctxlen, ctx);
    }
    return 0;
}
