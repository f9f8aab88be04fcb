/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Finite-field DSA verification (cairn/dsa.h) and Diffie-Hellman with an
 * adversarial peer (cairn/dh.h).
 *
 * DSA (mode bit 7 clear; needs CAIRN_ENABLE_DSA). Keys: three built-in ones
 * on parameters the target generates once with cairn_dsa_params_generate
 * ((1024, 160), (2048, 224), (2048, 256), a fixed rng stream, SHA-256 or the
 * first of SHA-512, SHA3-256, SM3 the build has), or p, q, g, y from the
 * input (cairn_dsa_public_key_import: CAIRN_ERR_BAD_LENGTH exactly for an
 * (L, N) pair not listed, else CAIRN_OK or CAIRN_ERR_INVALID_KEY, the key
 * unset after a refusal). cairn_dsa_verify_digest of an arbitrary digest and
 * DER or P1363 signature: CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE
 * (CAIRN_ERR_BAD_LENGTH for a digest of 0 or over 64 bytes, as for
 * signing); or of cairn's own signature over the digest
 * (cairn_dsa_sign_digest, deterministic or hedged, with the hash the input
 * picks: CAIRN_OK, CAIRN_ERR_UNSUPPORTED for a hash HMAC refuses,
 * CAIRN_ERR_BAD_LENGTH for a digest of 0 or over 64 bytes, the signature
 * zeroed on failure) which verifies, then cut and edited by (pos, xor)
 * pairs: CAIRN_OK exactly when no byte changed, else
 * CAIRN_ERR_BAD_SIGNATURE. With OpenSSL: an input key is accepted exactly
 * when BN arithmetic finds the import's checks hold (p, q odd, q | p - 1,
 * 1 < g < p, g^q = 1, 1 < y < p, y^q = 1), and the verdict is
 * EVP_PKEY_verify's on a DSA key of the same p, q, g, y (its DER check
 * re-encodes the signature and refuses any other encoding, as cairn's strict
 * DER does; a P1363 signature of 2 N/8 bytes is given to it as DER; both
 * take the leftmost N bits of a longer digest), except for an input key
 * whose q is not prime and an s sharing a factor with it (see
 * s_not_invertible).
 *
 * DH (mode bit 7 set; needs CAIRN_ENABLE_DH). Groups: Oakley group 2 (the
 * smallest named one), p = 2^512 - 38117 and p = 2^256 - 36113 (the largest
 * safe primes below 2^512 and 2^256, g = 4, checked with cairn's
 * probable-prime test at start) each with q = (p - 1) / 2 and without q, the
 * DSA (1024, 160) and (2048, 224) parameters as groups with a q below p / 2
 * (with CAIRN_ENABLE_DSA), or p, g, q from the input (cairn_dh_group_custom
 * trusting primality: CAIRN_ERR_BAD_LENGTH exactly for p outside 256 to
 * CAIRN_DH_MAX_BITS bits, else CAIRN_OK or CAIRN_ERR_INVALID_KEY, the group
 * unset after a refusal). The private value is the group's built-in one
 * (cairn_dh_keygen with a fixed rng stream) or the input's; the peer value
 * is raw bytes, a value near 0, p, q or 2^(8 |p|) with leading zeros, or the
 * public value of a second private value from the input, edited.
 * cairn_dh_public: CAIRN_ERR_BAD_LENGTH exactly for a length of 0 or above
 * p's, else CAIRN_OK or CAIRN_ERR_INVALID_KEY (y zeroed);
 * cairn_dh_check_public: CAIRN_OK or CAIRN_ERR_INVALID_KEY; cairn_dh_shared
 * (both forms): the private value's status, else CAIRN_ERR_INVALID_KEY when
 * check_public refuses the peer, else CAIRN_OK (CAIRN_ERR_INVALID_KEY too for
 * a group without a known prime q: a result of 1), the output zeroed and
 * the length 0 on failure; the unpadded secret is the padded one without its
 * leading zeros; two private values agree on a secret. With OpenSSL: an input
 * group is accepted exactly when BN arithmetic finds dh.h's checks hold, a
 * private value exactly when it is in [1, q - 1] (or [1, p - 2]) and then
 * y = g^x mod p; check_public's verdict is EVP_PKEY_public_check's on a DH
 * key of the same p, g, q (SP 800-56A full validation on both sides), and
 * for p of 512 bits or more (OpenSSL's DH minimum) the secret is
 * EVP_PKEY_derive's (mode bit 5: padded to p's length, as with OpenSSL's pad
 * parameter; else without leading zeros, as OpenSSL's default) or both
 * refuse it (a secret of 1 or p - 1, SP 800-56A 5.7.1.1).
 *
 * Input: [mode][...].
 * DSA: [mode][dlen][...]. mode bits 0-1: key (0-2 the built-in (1024, 160),
 * (2048, 224), (2048, 256); 3 the input's); bit 2: P1363 (else DER); bit 3
 * (built-in keys): cairn's signature edited; bit 4: hedged (with an rng).
 * Input key: [p len (2)][p]
 * [q len (1)][q][g len (2)][g][y len (2)][y] first. Then [digest (dlen
 * bytes)] and either [signature...] or, with bit 3, [hash index][cut (1
 * byte)][(pos, xor) pairs...] (cut, when not 0, sets the length, up to 2
 * bytes more than the signature with zeros).
 * DH: [mode][...]. mode bits 0-2: group (0 Oakley 2; 1, 2: the 512-bit one
 * with, without q; 3, 4: the 256-bit one with, without q; 5, 6: the DSA
 * (1024, 160), (2048, 224) parameters; 7 the input's: [p len (2)][p][g len
 * (2)][g][q len (2)][q], q len 0 for none); bits 3-4: the peer value (0, 3:
 * the rest of the input; 1: [base (1)][delta (2, signed)][zeros (1)]: base
 * bits 0-1 pick 0, p, q (0 without q), 2^(8 |p|), plus delta (its absolute
 * value on base 0), minimal, behind zeros & 15 zero bytes; 2: [x2 len (2)]
 * [x2][cut (1)][(pos, xor) pairs...]: g^x2, its length cut as for DSA and
 * edited); bit 5: the OpenSSL comparison padded; bit 6: the private value
 * from the input, [x len (2)][x], before the peer's bytes.
 */
#include "cairn/dh.h"
#include "cairn/dsa.h"
#include "enc/der.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#if CAIRN_ENABLE_DSA || CAIRN_ENABLE_DH

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dsa.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

static BIGNUM *bn_of(const uint8_t *v, size_t n)
{
    BIGNUM *b = BN_bin2bn(v, (int)n, NULL);
    FUZZ_CHECK(b != NULL, "BN_bin2bn");
    return b;
}

/* An EVP_PKEY of type ("DSA", "DH") from the named big-endian values
 * (a NULL value is not given); NULL when OpenSSL refuses to build it. */
static EVP_PKEY *ossl_key(const char *type, int selection, const char *const *names, const uint8_t *const *v,
                          const size_t *len, int n)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, type, NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *b[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
    int i, ok = bld != NULL && ctx != NULL;
    FUZZ_CHECK(n <= 6 && ok, "OpenSSL parameter builder");
    for (i = 0; i < n; i++)
        if (v[i] != NULL)
            FUZZ_CHECK((b[i] = bn_of(v[i], len[i])) != NULL && OSSL_PARAM_BLD_push_BN(bld, names[i], b[i]) == 1,
                       "OpenSSL parameter");
    FUZZ_CHECK((params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1,
               "OpenSSL fromdata");
    if (EVP_PKEY_fromdata(ctx, &k, selection, params) != 1)
        k = NULL;
    for (i = 0; i < n; i++)
        BN_clear_free(b[i]);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}
#endif

/* SplitMix64 bytes: the fixed rng streams of the built-in parameters and keys */
static int det_rng(void *state, uint8_t *out, size_t len)
{
    uint64_t *x = (uint64_t *)state;
    size_t i;
    for (i = 0; i < len; i++)
        out[i] = fuzz_splitmix8(x);
    return CAIRN_OK;
}

/* the bit length of a big-endian number */
static size_t bits_of(const uint8_t *v, size_t n)
{
    size_t i = 0, b;
    while (i < n && v[i] == 0)
        i++;
    if (i == n)
        return 0;
    for (b = 8; !(v[i] & (1u << (b - 1))); b--)
        ;
    return (n - i - 1) * 8 + b;
}

#endif /* CAIRN_ENABLE_DSA || CAIRN_ENABLE_DH */

/* ================================================================= DSA */

#if CAIRN_ENABLE_DSA

static const size_t dsa_L[3] = {1024, 2048, 2048}, dsa_N[3] = {160, 224, 256};
/* rng streams whose p comes early with SHA-256 (counter 7, 8, 19): fast to make */
static const uint64_t dsa_seed[3] = {24, 37, 24};
static cairn_dsa_params dsa_prm[3];
static cairn_dsa_private_key dsa_key[3];
static cairn_dsa_public_key dsa_pub[3];
static int dsa_have; /* the built-in keys exist (a hash of 256 bits or more is in the build) */

static void dsa_setup(void)
{
    static const char *const names[4] = {"SHA-256", "SHA-512", "SHA3-256", "SM3"};
    const cairn_hash *h = NULL;
    size_t i;
    for (i = 0; i < 4 && h == NULL; i++)
        if (cairn_hash_lookup(&h, names[i]) != CAIRN_OK)
            h = NULL;
    if (h == NULL)
        return;
    for (i = 0; i < 3; i++) {
        cairn_dsa_components c;
        uint64_t st = dsa_seed[i];
        FUZZ_CHECK(cairn_dsa_params_generate(&dsa_prm[i], dsa_L[i], dsa_N[i], h, 1, det_rng, &st) == CAIRN_OK,
                   "built-in DSA parameters");
        FUZZ_CHECK(cairn_dsa_params_components(&dsa_prm[i], &c) == CAIRN_OK &&
                       cairn_dsa_generate_key(&dsa_key[i], &c, det_rng, &st) == CAIRN_OK &&
                       cairn_dsa_public_key_from_private(&dsa_pub[i], &dsa_key[i]) == CAIRN_OK,
                   "built-in DSA key");
    }
    dsa_have = 1;
}

/* The (L, N) pairs of cairn/dsa.h, within this build's size. */
static int dsa_sizes_ok(size_t L, size_t N)
{
    if (L > CAIRN_DSA_MAX_BITS)
        return 0;
    return (L == 1024 && N == 160) || (L == 2048 && (N == 224 || N == 256)) || (L == 3072 && N == 256);
}

#ifdef CAIRN_FUZZ_OPENSSL
typedef struct dsa_vals {
    const uint8_t *v[4]; /* p, q, g, y */
    size_t len[4];
} dsa_vals;

static EVP_PKEY *ossl_dsa(const dsa_vals *k)
{
    static const char *const names[4] = {OSSL_PKEY_PARAM_FFC_P, OSSL_PKEY_PARAM_FFC_Q, OSSL_PKEY_PARAM_FFC_G,
                                         OSSL_PKEY_PARAM_PUB_KEY};
    EVP_PKEY *e = ossl_key("DSA", EVP_PKEY_PUBLIC_KEY, names, k->v, k->len, 4);
    FUZZ_CHECK(e != NULL, "OpenSSL DSA key from a key cairn accepted");
    return e;
}

/* 1 when p, q, g, y pass the checks cairn/dsa.h lists for the import (the
 * sizes apart), by BN arithmetic */
static int ref_dsa_key(const dsa_vals *k)
{
    BN_CTX *ctx = BN_CTX_new();
    BIGNUM *p = bn_of(k->v[0], k->len[0]), *q = bn_of(k->v[1], k->len[1]), *g = bn_of(k->v[2], k->len[2]);
    BIGNUM *y = bn_of(k->v[3], k->len[3]), *t = BN_new();
    int ok;
    FUZZ_CHECK(ctx != NULL && t != NULL, "BN");
    ok = BN_is_odd(p) && BN_is_odd(q);
    ok = ok && BN_sub(t, p, BN_value_one()) == 1 && BN_mod(t, t, q, ctx) == 1 && BN_is_zero(t);
    ok = ok && BN_cmp(g, BN_value_one()) > 0 && BN_cmp(g, p) < 0 && BN_mod_exp(t, g, q, p, ctx) == 1 && BN_is_one(t);
    ok = ok && BN_cmp(y, BN_value_one()) > 0 && BN_cmp(y, p) < 0 && BN_mod_exp(t, y, q, p, ctx) == 1 && BN_is_one(t);
    BN_free(p);
    BN_free(q);
    BN_free(g);
    BN_free(y);
    BN_free(t);
    BN_CTX_free(ctx);
    return ok;
}

/* 1 when OpenSSL verifies the DER signature */
static int ossl_dsa_verify(EVP_PKEY *k, const uint8_t *dg, size_t dlen, const uint8_t *sig, size_t siglen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, k, NULL);
    int ok;
    FUZZ_CHECK(c != NULL && EVP_PKEY_verify_init(c) == 1, "OpenSSL verify init");
    ok = EVP_PKEY_verify(c, sig, siglen, dg, dlen) == 1;
    EVP_PKEY_CTX_free(c);
    return ok;
}

/* r || s (n bytes each) as DER */
static size_t p1363_to_der(const uint8_t *sig, size_t n, uint8_t *out, size_t cap)
{
    DSA_SIG *s = DSA_SIG_new();
    BIGNUM *r = bn_of(sig, n), *t = bn_of(sig + n, n);
    unsigned char *p = out;
    int len = 0;
    FUZZ_CHECK(s != NULL && DSA_SIG_set0(s, r, t) == 1, "DSA_SIG");
    if (i2d_DSA_SIG(s, NULL) <= (int)cap)
        len = i2d_DSA_SIG(s, &p);
    DSA_SIG_free(s);
    FUZZ_CHECK(len > 0, "P1363 to DER");
    return (size_t)len;
}

/* 1 when sig is a DER signature (as OpenSSL re-encodes it) whose s has a
 * common factor with q: OpenSSL's inversion of s fails (an error, not a
 * verdict); cairn's result is then unspecified (cairn/bn.h's
 * cairn_bn_mod_inv), which only a q that is not prime allows: cairn/dsa.h
 * does not test q's primality on import ("Primality of p and q is not
 * tested on import"). */
static int s_not_invertible(const uint8_t *sig, size_t siglen, const uint8_t *qb, size_t ql)
{
    const unsigned char *p = sig;
    unsigned char *der = NULL;
    DSA_SIG *s = d2i_DSA_SIG(NULL, &p, (long)siglen);
    BN_CTX *ctx = BN_CTX_new();
    BIGNUM *q = bn_of(qb, ql), *t = BN_new();
    const BIGNUM *r, *sv;
    int n, res = 0;
    FUZZ_CHECK(ctx != NULL && t != NULL, "BN");
    if (s != NULL && (n = i2d_DSA_SIG(s, &der)) > 0 && (size_t)n == siglen && memcmp(der, sig, siglen) == 0) {
        DSA_SIG_get0(s, &r, &sv);
        res = !BN_is_zero(sv) && !BN_is_negative(sv) && BN_cmp(sv, q) < 0 && BN_gcd(t, sv, q, ctx) == 1 &&
              !BN_is_one(t);
    }
    OPENSSL_free(der);
    DSA_SIG_free(s);
    BN_free(q);
    BN_free(t);
    BN_CTX_free(ctx);
    return res;
}
#endif

static void dsa_one(unsigned mode, unsigned dlen_in, fuzz_in *fi)
{
    static uint8_t sig[CAIRN_DSA_MAX_SIG_DER + 2];
    int set = (int)(mode & 3), rc, changed = -1; /* changed: cairn's signature edited (-1: not cairn's) */
    cairn_dsa_format fmt = (mode & 4) ? CAIRN_DSA_P1363 : CAIRN_DSA_DER;
    cairn_dsa_public_key kin;
    const cairn_dsa_public_key *pub;
    const uint8_t *dg, *sp;
    size_t dlen, siglen, qlen;
#ifdef CAIRN_FUZZ_OPENSSL
    static EVP_PKEY *okey[3];
    static uint8_t kb[3][4][CAIRN_DSA_MAX_BITS / 8];
    static dsa_vals kv[3];
    EVP_PKEY *ok = NULL;
    dsa_vals in;
    int ov;
#endif

    if (set == 3) {
        cairn_dsa_components c;
        size_t L, N;
        memset(&c, 0, sizeof c);
        c.p = fuzz_bytes(fi, fuzz_u16(fi), &c.p_len);
        c.q = fuzz_bytes(fi, fuzz_u8(fi), &c.q_len);
        c.g = fuzz_bytes(fi, fuzz_u16(fi), &c.g_len);
        c.y = fuzz_bytes(fi, fuzz_u16(fi), &c.y_len);
        L = bits_of(c.p, c.p_len);
        N = bits_of(c.q, c.q_len);
        rc = cairn_dsa_public_key_import(&kin, &c);
        if (!dsa_sizes_ok(L, N))
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "an (L, N) pair not listed: CAIRN_ERR_BAD_LENGTH");
        else
            FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_KEY, "import status");
#ifdef CAIRN_FUZZ_OPENSSL
        in.v[0] = c.p, in.v[1] = c.q, in.v[2] = c.g, in.v[3] = c.y;
        in.len[0] = c.p_len, in.len[1] = c.q_len, in.len[2] = c.g_len, in.len[3] = c.y_len;
        if (dsa_sizes_ok(L, N))
            FUZZ_CHECK((rc == CAIRN_OK) == ref_dsa_key(&in), "the import's checks, by BN arithmetic");
#endif
        if (rc != CAIRN_OK) {
            FUZZ_CHECK(cairn_dsa_public_key_bits(&kin) == 0, "a refused key is unset");
            return;
        }
        FUZZ_CHECK(cairn_dsa_public_key_bits(&kin) == L && cairn_dsa_public_key_qbits(&kin) == N, "sizes");
        pub = &kin;
#ifdef CAIRN_FUZZ_OPENSSL
        ok = ossl_dsa(&in);
#endif
    } else {
        if (!dsa_have)
            return;
        pub = &dsa_pub[set];
#ifdef CAIRN_FUZZ_OPENSSL
        if (okey[set] == NULL) {
            static const cairn_dsa_part parts[4] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_Y};
            int i;
            for (i = 0; i < 4; i++) {
                FUZZ_CHECK(cairn_dsa_public_key_export(pub, parts[i], kb[set][i], sizeof kb[set][i],
                                                       &kv[set].len[i]) == CAIRN_OK,
                           "export");
                kv[set].v[i] = kb[set][i];
            }
            okey[set] = ossl_dsa(&kv[set]); /* kept for the process */
        }
        ok = okey[set];
        in = kv[set];
#endif
    }
    qlen = (cairn_dsa_public_key_qbits(pub) + 7) / 8;
    dg = fuzz_bytes(fi, dlen_in, &dlen);

    if (set != 3 && (mode & 8)) {
        static uint8_t orig[sizeof sig];
        size_t nh = fuzz_nhash(), made = 7;
        const cairn_hash *h;
        uint64_t st = 5;
        int refused;
        if (nh == 0)
            return;
        h = cairn_hash_at(fuzz_u8(fi) % nh);
        /* RFC 6979's k is HMAC over the hash: an XOF (cairn/dsa.h) and
         * Ascon-Hash256 (cairn/mac.h) are CAIRN_ERR_UNSUPPORTED */
        refused = (h->flags & CAIRN_HASH_FLAG_XOF) != 0 || h->block_len < h->digest_len;
        memset(sig, 0xa5, sizeof sig);
        rc = cairn_dsa_sign_digest(&dsa_key[set], h, fmt, dg, dlen, sig, sizeof sig, &made,
                                   (mode & 0x10) ? det_rng : NULL, &st);
        if (dlen == 0 || dlen > 64)
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH || (refused && rc == CAIRN_ERR_UNSUPPORTED),
                       "sign: a digest of 0 or over 64 bytes");
        else
            FUZZ_CHECK(rc == (refused ? CAIRN_ERR_UNSUPPORTED : CAIRN_OK), "sign status");
        if (rc != CAIRN_OK) {
            FUZZ_CHECK(made == 0 && fuzz_all_zero(sig, sizeof sig), "a refused signature is zeroed");
            FUZZ_CHECK(cairn_dsa_verify_digest(pub, fmt, dg, dlen, sig, 2 * qlen) ==
                           (dlen == 0 || dlen > 64 ? CAIRN_ERR_BAD_LENGTH : CAIRN_ERR_BAD_SIGNATURE),
                       "zeros do not verify");
            return;
        }
        FUZZ_CHECK(fmt == CAIRN_DSA_P1363 ? made == 2 * qlen : made >= 8 && made <= CAIRN_DSA_MAX_SIG_DER,
                   "signature length");
        FUZZ_CHECK(cairn_dsa_verify_digest(pub, fmt, dg, dlen, sig, made) == CAIRN_OK, "cairn's signature verifies");
        memcpy(orig, sig, made);
        siglen = fuzz_cut_edit(fi, sig, made);
        sp = sig;
        changed = siglen != made || memcmp(sig, orig, made) != 0;
    } else {
        sp = fuzz_bytes(fi, fi->n, &siglen);
    }

    rc = cairn_dsa_verify_digest(pub, fmt, dg, dlen, sp, siglen);
    if (dlen == 0 || dlen > 64) {
        /* (the digest range cairn/dsa.h gives for signing; tests/badinput_dsa.c holds verify to it too) */
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "a digest of 0 or over 64 bytes: CAIRN_ERR_BAD_LENGTH");
        goto out;
    }
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_SIGNATURE, "verify status");
    /* another encoding or another (r, s) is refused: strict DER, and a
     * second valid (r, s) for the digest is out of reach of edits */
    if (changed >= 0)
        FUZZ_CHECK(rc == (changed ? CAIRN_ERR_BAD_SIGNATURE : CAIRN_OK),
                   "an edited signature is refused, an unchanged one verifies");
#ifdef CAIRN_FUZZ_OPENSSL
    if (fmt == CAIRN_DSA_DER) {
        ov = ossl_dsa_verify(ok, dg, dlen, sp, siglen);
        FUZZ_CHECK((rc == CAIRN_OK) == ov || (set == 3 && s_not_invertible(sp, siglen, in.v[1], in.len[1])),
                   "the verdict is OpenSSL's");
    } else if (siglen == 2 * qlen) {
        uint8_t der[CAIRN_DSA_MAX_SIG_DER + 8];
        size_t dn = p1363_to_der(sp, qlen, der, sizeof der);
        ov = ossl_dsa_verify(ok, dg, dlen, der, dn);
        FUZZ_CHECK((rc == CAIRN_OK) == ov || (set == 3 && s_not_invertible(der, dn, in.v[1], in.len[1])),
                   "the P1363 verdict is OpenSSL's");
    } else {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "P1363 of another length refused");
    }
#else
    if (fmt == CAIRN_DSA_P1363 && siglen != 2 * qlen)
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "P1363 of another length refused");
#endif
out:
#ifdef CAIRN_FUZZ_OPENSSL
    if (set == 3)
        EVP_PKEY_free(ok);
#endif
    return;
}
#endif /* CAIRN_ENABLE_DSA */

/* ================================================================== DH */

#if CAIRN_ENABLE_DH

#define DHB CAIRN_DH_MAX_BYTES

typedef struct dh_ctx {
    cairn_dh_group grp;
    uint8_t p[DHB], g[DHB], q[DHB]; /* minimal big-endian, as the group's DER carries them */
    size_t plen, glen, qlen;        /* qlen 0: no q */
    uint8_t x[DHB], y[DHB];         /* the built-in private value and its public value */
    size_t xlen;
    int prime_q; /* q is known to be prime (built-in groups) */
    int ok;
#ifdef CAIRN_FUZZ_OPENSSL
    EVP_PKEY *own; /* OpenSSL's key of x (built-in groups: kept for the process) */
#endif
} dh_ctx;

static dh_ctx dh_groups[7];

/* p, g and q (qlen 0: none) read back from the group's DER parameters */
static void dh_parts(dh_ctx *G)
{
    static uint8_t der[CAIRN_DH_DER_MAX];
    cairn_der d, seq;
    const uint8_t *v;
    size_t len = 0, vl;
    int rc = cairn_dh_group_to_der(&G->grp, CAIRN_DH_X942, der, sizeof der, &len), x942 = rc == CAIRN_OK;
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_UNSUPPORTED, "X9.42 parameters: CAIRN_ERR_UNSUPPORTED without q");
    if (!x942)
        FUZZ_CHECK(cairn_dh_group_to_der(&G->grp, CAIRN_DH_PKCS3, der, sizeof der, &len) == CAIRN_OK,
                   "PKCS #3 parameters");
    cairn_der_init(&d, der, len);
    FUZZ_CHECK(cairn_der_sequence(&d, &seq) == CAIRN_OK && cairn_der_uint(&seq, &v, &vl) == CAIRN_OK && vl <= DHB,
               "p");
    memcpy(G->p, v, vl);
    G->plen = vl;
    FUZZ_CHECK(cairn_der_uint(&seq, &v, &vl) == CAIRN_OK && vl <= DHB, "g");
    memcpy(G->g, v, vl);
    G->glen = vl;
    G->qlen = 0;
    if (x942) {
        FUZZ_CHECK(cairn_der_uint(&seq, &v, &vl) == CAIRN_OK && vl > 0 && vl <= DHB, "q");
        memcpy(G->q, v, vl);
        G->qlen = vl;
    }
    FUZZ_CHECK(G->plen == cairn_dh_group_bytes(&G->grp), "p's length");
}

/* 2^bits - c, g = 4, with q = (p - 1) / 2 or without */
static void dh_custom(dh_ctx *G, size_t bits, uint32_t c, int with_q)
{
    uint8_t p[DHB], q[DHB], g = 4;
    size_t n = bits / 8, i;
    uint64_t st = 7;
    memset(p, 0xff, n);
    c -= 1; /* 2^bits - c = (2^bits - 1) - (c - 1): no borrow */
    for (i = 0; i < 4; i++)
        p[n - 1 - i] = (uint8_t)(p[n - 1 - i] - (uint8_t)(c >> (8 * i)));
    for (i = 0; i < n; i++)
        q[i] = (uint8_t)((p[i] >> 1) | (i > 0 ? p[i - 1] << 7 : 0));
    /* with an rng: p and q pass cairn's probable-prime test */
    FUZZ_CHECK(cairn_dh_group_custom(&G->grp, p, n, &g, 1, with_q ? q : NULL, with_q ? n : 0, det_rng, &st) ==
                   CAIRN_OK,
               "built-in safe-prime group");
    G->prime_q = with_q;
}

static void dh_keygen(dh_ctx *G, size_t xbits)
{
    uint64_t st = 11;
    FUZZ_CHECK(cairn_dh_keygen(&G->grp, xbits, G->x, sizeof G->x, &G->xlen, G->y, sizeof G->y, det_rng, &st) ==
                   CAIRN_OK,
               "built-in private value");
}

static void dh_setup(void)
{
    int i;
    FUZZ_CHECK(cairn_dh_group_named(&dh_groups[0].grp, CAIRN_DH_OAKLEY2) == CAIRN_OK, "Oakley group 2");
    dh_groups[0].prime_q = 1;
    dh_custom(&dh_groups[1], 512, 38117, 1);
    dh_custom(&dh_groups[2], 512, 38117, 0);
    dh_custom(&dh_groups[3], 256, 36113, 1);
    dh_custom(&dh_groups[4], 256, 36113, 0);
#if CAIRN_ENABLE_DSA
    for (i = 0; i < 2 && dsa_have; i++) {
        const cairn_dsa_params *d = &dsa_prm[i];
        /* made and primality-tested by cairn_dsa_params_generate: trusted */
        FUZZ_CHECK(cairn_dh_group_custom(&dh_groups[5 + i].grp, d->p, d->p_len, d->g, d->g_len, d->q, d->q_len, NULL,
                                         NULL) == CAIRN_OK,
                   "the DSA parameters as a DH group");
        dh_groups[5 + i].prime_q = 1;
    }
#endif
    for (i = 0; i < 7; i++) {
        if (cairn_dh_group_bytes(&dh_groups[i].grp) == 0)
            continue;
        dh_parts(&dh_groups[i]);
        dh_keygen(&dh_groups[i], i == 0 ? CAIRN_DH_EXP_DEFAULT : CAIRN_DH_EXP_FULL);
        dh_groups[i].ok = 1;
    }
}

/* v[0..n) += d (|d| < 2^16; v at least 2^16 when d < 0) */
static void add_small(uint8_t *v, size_t n, long d)
{
    unsigned long m = (unsigned long)(d < 0 ? -d : d);
    size_t i;
    int carry = 0;
    for (i = n; i-- > 0;) {
        long t = (long)v[i] + (d < 0 ? -(long)(m & 0xff) : (long)(m & 0xff)) + carry;
        m >>= 8;
        carry = t < 0 ? -1 : t > 255 ? 1 : 0;
        v[i] = (uint8_t)(t - carry * 256);
    }
}

#ifdef CAIRN_FUZZ_OPENSSL
/* OpenSSL's DH key of the group with public value pub (and private x when
 * given); NULL when OpenSSL refuses to build it. */
static EVP_PKEY *ossl_dh(const dh_ctx *G, const uint8_t *pub, size_t publen, const uint8_t *x, size_t xlen)
{
    static const char *const names[5] = {OSSL_PKEY_PARAM_FFC_P, OSSL_PKEY_PARAM_FFC_G, OSSL_PKEY_PARAM_PUB_KEY,
                                         OSSL_PKEY_PARAM_FFC_Q, OSSL_PKEY_PARAM_PRIV_KEY};
    const uint8_t *v[5];
    size_t len[5];
    v[0] = G->p, len[0] = G->plen, v[1] = G->g, len[1] = G->glen, v[2] = pub, len[2] = publen;
    v[3] = G->qlen > 0 ? G->q : NULL, len[3] = G->qlen, v[4] = x, len[4] = xlen;
    return ossl_key("DH", x != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, names, v, len, 5);
}

/* 1 when p, g, q pass the checks of cairn_dh_group_custom (the size apart), by BN arithmetic */
static int ref_dh_group(const uint8_t *pb, size_t pl, const uint8_t *gb, size_t gl, const uint8_t *qb, size_t ql)
{
    BN_CTX *ctx = BN_CTX_new();
    BIGNUM *p = bn_of(pb, pl), *g = bn_of(gb, gl), *q = ql > 0 ? bn_of(qb, ql) : NULL, *t = BN_new();
    int ok;
    FUZZ_CHECK(ctx != NULL && t != NULL, "BN");
    ok = BN_is_odd(p) && BN_copy(t, p) != NULL && BN_sub_word(t, 2) == 1 && BN_cmp(g, BN_value_one()) > 0 &&
         BN_cmp(g, t) <= 0;
    if (ok && q != NULL)
        ok = BN_is_odd(q) && !BN_is_one(q) && BN_cmp(q, p) < 0 && BN_sub(t, p, BN_value_one()) == 1 &&
             BN_mod(t, t, q, ctx) == 1 && BN_is_zero(t) && BN_mod_exp(t, g, q, p, ctx) == 1 && BN_is_one(t);
    BN_free(p);
    BN_free(g);
    BN_free(q);
    BN_free(t);
    BN_CTX_free(ctx);
    return ok;
}

/* 1 when x is in [1, q - 1] (or [1, p - 2]), and then y = g^x mod p in *y (plen bytes) */
static int ref_dh_x(const dh_ctx *G, const uint8_t *xb, size_t xl, uint8_t *y)
{
    BN_CTX *ctx = BN_CTX_new();
    BIGNUM *p = bn_of(G->p, G->plen), *g = bn_of(G->g, G->glen), *x = bn_of(xb, xl), *t = BN_new();
    BIGNUM *lim = G->qlen > 0 ? bn_of(G->q, G->qlen) : BN_new();
    int ok;
    FUZZ_CHECK(ctx != NULL && t != NULL && lim != NULL, "BN");
    if (G->qlen == 0)
        FUZZ_CHECK(BN_sub(lim, p, BN_value_one()) == 1, "p - 1");
    ok = !BN_is_zero(x) && BN_cmp(x, lim) < 0;
    if (ok)
        FUZZ_CHECK(BN_mod_exp(t, g, x, p, ctx) == 1 && BN_bn2binpad(t, y, (int)G->plen) == (int)G->plen, "g^x");
    BN_free(p);
    BN_free(g);
    BN_clear_free(x);
    BN_free(t);
    BN_free(lim);
    BN_CTX_free(ctx);
    return ok;
}

/* 1 when the group is one cairn treats as a safe-prime group (q = (p - 1) / 2)
 * while p is not prime: cairn then checks peers by the Jacobi symbol, which
 * is the subgroup test only for a prime p; cairn_dh_group_custom without
 * an rng trusts p to be prime (cairn/dh.h: "without one the caller vouches
 * for primality"). */
static int dh_safe_composite(const dh_ctx *G)
{
    BIGNUM *p, *q, *t;
    int res;
    if (G->qlen == 0)
        return 0;
    p = bn_of(G->p, G->plen), q = bn_of(G->q, G->qlen), t = BN_new();
    FUZZ_CHECK(t != NULL && BN_rshift1(t, p) == 1, "BN");
    res = BN_cmp(t, q) == 0 && BN_check_prime(p, NULL, NULL) != 1;
    BN_free(p);
    BN_free(q);
    BN_free(t);
    return res;
}

/* OpenSSL's secret of its key own and the peer's key (pad: to p's length);
 * 0 when it refuses */
static int ossl_derive(EVP_PKEY *own, EVP_PKEY *peer, int pad, uint8_t *out, size_t *outlen)
{
    unsigned upad = (unsigned)pad;
    OSSL_PARAM prm[2];
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, own, NULL);
    int ok;
    prm[0] = OSSL_PARAM_construct_uint(OSSL_EXCHANGE_PARAM_PAD, &upad);
    prm[1] = OSSL_PARAM_construct_end();
    /* the peer is not validated here: its check is compared on its own */
    FUZZ_CHECK(c != NULL && EVP_PKEY_derive_init_ex(c, prm) == 1 && EVP_PKEY_derive_set_peer_ex(c, peer, 0) == 1,
               "OpenSSL derive set-up");
    ok = EVP_PKEY_derive(c, out, outlen) == 1;
    EVP_PKEY_CTX_free(c);
    return ok;
}
#endif

/* x's status from cairn_dh_public, checked; y gets g^x */
static int dh_x_status(const dh_ctx *G, const uint8_t *x, size_t xlen, uint8_t *y, size_t ycap)
{
    size_t plen = G->plen;
    int rc;
    memset(y, 0xa5, ycap);
    rc = cairn_dh_public(&G->grp, x, xlen, y, ycap);
    if (xlen == 0 || xlen > plen) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "a private value of 0 bytes or longer than p: CAIRN_ERR_BAD_LENGTH");
        return rc;
    }
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_KEY, "cairn_dh_public status");
    if (rc != CAIRN_OK)
        FUZZ_CHECK(fuzz_all_zero(y, ycap), "y zeroed for a private value out of range");
#ifdef CAIRN_FUZZ_OPENSSL
    {
        uint8_t want[DHB];
        FUZZ_CHECK((rc == CAIRN_OK) == ref_dh_x(G, x, xlen, want), "the private value's range, by BN arithmetic");
        if (rc == CAIRN_OK)
            FUZZ_CHECK(memcmp(y, want, plen) == 0, "y = g^x mod p, by BN arithmetic");
    }
#endif
    return rc;
}

/* cairn_dh_shared in both forms: statuses, zeroing, the forms agree; the padded secret in z */
static int dh_shared(const dh_ctx *G, int xrc, const uint8_t *x, size_t xlen, const uint8_t *peer, size_t peerlen,
                     int chk, uint8_t *z)
{
    static uint8_t z2[DHB + 8];
    size_t plen = G->plen, zl = 7, zl2 = 7;
    int rc, rc2;
    memset(z, 0xa5, DHB + 8);
    memset(z2, 0xa5, sizeof z2);
    rc = cairn_dh_shared(&G->grp, x, xlen, peer, peerlen, CAIRN_DH_PADDED, z, DHB + 8, &zl);
    rc2 = cairn_dh_shared(&G->grp, x, xlen, peer, peerlen, CAIRN_DH_UNPADDED, z2, plen, &zl2);
    FUZZ_CHECK(rc == rc2, "both forms, the same status");
    if (xrc != CAIRN_OK)
        FUZZ_CHECK(rc == xrc, "the private value's status");
    else if (chk != CAIRN_OK)
        FUZZ_CHECK(rc == CAIRN_ERR_INVALID_KEY, "a peer check_public refuses: CAIRN_ERR_INVALID_KEY");
    else if (G->prime_q)
        /* y of order q (prime) and x in [1, q - 1]: y^x is never 1 */
        FUZZ_CHECK(rc == CAIRN_OK, "a valid peer and private value: CAIRN_OK");
    else
        FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_KEY, "shared status (a result of 1 or p - 1 refused)");
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(zl == 0 && zl2 == 0 && fuzz_all_zero(z, DHB + 8) && fuzz_all_zero(z2, plen), "output zeroed on failure");
        return rc;
    }
    FUZZ_CHECK(zl == plen && zl2 >= 1 && zl2 <= plen && z2[0] != 0, "secret lengths");
    {
        /* never 1 or p - 1 (SP 800-56A 5.7.1.1, cairn/dh.h; 0 is excluded by z2[0] above) */
        uint8_t pm1[DHB];
        memcpy(pm1, G->p, plen);
        pm1[plen - 1] ^= 1; /* p - 1 (p odd) */
        FUZZ_CHECK(!(zl2 == 1 && z2[0] == 1) && memcmp(z, pm1, plen) != 0, "a secret of 1 or p - 1 refused");
    }
    FUZZ_CHECK(fuzz_all_zero(z, plen - zl2) && memcmp(z + plen - zl2, z2, zl2) == 0,
               "the unpadded secret is the padded one without its leading zeros");
    return rc;
}

static void dh_one(unsigned mode, fuzz_in *fi)
{
    static dh_ctx in;
    static uint8_t peerbuf[DHB + 32], y[DHB + 8], z[DHB + 8];
    dh_ctx *G;
    const uint8_t *x, *peer;
    size_t xlen, peerlen, plen;
    unsigned kind = (mode >> 3) & 3;
    int xrc, chk, rc;
#ifdef CAIRN_FUZZ_OPENSSL
    EVP_PKEY *own = NULL, *pk;
#endif

    if ((mode & 7) == 7) {
        const uint8_t *p, *g, *q;
        size_t pl, gl, ql, pbits;
        uint64_t st = 13;
        p = fuzz_bytes(fi, fuzz_u16(fi), &pl);
        g = fuzz_bytes(fi, fuzz_u16(fi), &gl);
        q = fuzz_bytes(fi, fuzz_u16(fi), &ql);
        pbits = bits_of(p, pl);
        rc = cairn_dh_group_custom(&in.grp, p, pl, g, gl, ql > 0 ? q : NULL, ql, NULL, NULL);
        if (pbits < CAIRN_DH_MIN_BITS || pbits > CAIRN_DH_MAX_BITS) {
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "p outside the sizes: CAIRN_ERR_BAD_LENGTH");
        } else {
            FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_KEY, "group status");
#ifdef CAIRN_FUZZ_OPENSSL
            FUZZ_CHECK((rc == CAIRN_OK) == ref_dh_group(p, pl, g, gl, q, ql), "the group's checks, by BN arithmetic");
#endif
        }
        if (rc != CAIRN_OK) {
            FUZZ_CHECK(cairn_dh_group_bytes(&in.grp) == 0, "a refused group is unset");
            return;
        }
        dh_parts(&in);
        in.prime_q = 0;
        FUZZ_CHECK(cairn_dh_keygen(&in.grp, CAIRN_DH_EXP_DEFAULT, in.x, sizeof in.x, &in.xlen, in.y, sizeof in.y,
                                   det_rng, &st) == CAIRN_OK,
                   "keygen");
        G = &in;
    } else {
        G = &dh_groups[mode & 7];
        if (!G->ok)
            return;
    }
    plen = G->plen;

    /* the private value and its public value */
    if (mode & 0x40) {
        x = fuzz_bytes(fi, fuzz_u16(fi), &xlen);
        xrc = dh_x_status(G, x, xlen, y, sizeof y);
    } else {
        x = G->x;
        xlen = G->xlen;
        xrc = CAIRN_OK;
        memcpy(y, G->y, plen);
    }

    /* the peer's value */
    if (kind == 1) {
        unsigned base = fuzz_u8(fi), zeros;
        long delta = (long)(int16_t)fuzz_u16(fi);
        size_t i, n = plen + 1;
        zeros = fuzz_u8(fi) & 15;
        memset(peerbuf, 0, sizeof peerbuf);
        /* the value in peerbuf[16 .. 16 + n), n = plen + 1 bytes */
        if ((base & 3) == 1)
            memcpy(peerbuf + 16 + n - G->plen, G->p, G->plen);
        else if ((base & 3) == 2)
            memcpy(peerbuf + 16 + n - G->qlen, G->q, G->qlen);
        else if ((base & 3) == 3)
            peerbuf[16] = 1;
        if (fuzz_all_zero(peerbuf + 16, n) && delta < 0)
            delta = -delta;
        add_small(peerbuf + 16, n, delta);
        for (i = 0; i < n && peerbuf[16 + i] == 0; i++)
            ;
        peer = peerbuf + 16 + i - zeros;
        peerlen = n - i + zeros;
    } else if (kind == 2) {
        const uint8_t *x2;
        size_t x2len;
        int rc2;
        x2 = fuzz_bytes(fi, fuzz_u16(fi), &x2len);
        rc2 = dh_x_status(G, x2, x2len, peerbuf, sizeof peerbuf);
        if (rc2 != CAIRN_OK)
            return;
        /* the check of a genuine value; two private values agree */
        chk = cairn_dh_check_public(&G->grp, peerbuf, plen);
        if (G->prime_q)
            FUZZ_CHECK(chk == CAIRN_OK, "g^x2 passes the peer check");
        if (xrc == CAIRN_OK && chk == CAIRN_OK && cairn_dh_check_public(&G->grp, y, plen) == CAIRN_OK) {
            static uint8_t za[DHB + 8], zb[DHB + 8];
            int ra = dh_shared(G, xrc, x, xlen, peerbuf, plen, chk, za);
            int rb = dh_shared(G, rc2, x2, x2len, y, plen, CAIRN_OK, zb);
            FUZZ_CHECK(ra == rb && (ra != CAIRN_OK || memcmp(za, zb, plen) == 0), "both sides agree");
        }
        peerlen = fuzz_cut_edit(fi, peerbuf, plen);
        peer = peerbuf;
    } else {
        peer = fuzz_bytes(fi, fi->n, &peerlen);
    }

    chk = cairn_dh_check_public(&G->grp, peer, peerlen);
    FUZZ_CHECK(chk == CAIRN_OK || chk == CAIRN_ERR_INVALID_KEY, "check_public status");
    rc = dh_shared(G, xrc, x, xlen, peer, peerlen, chk, z);

#ifdef CAIRN_FUZZ_OPENSSL
    pk = ossl_dh(G, peer, peerlen, NULL, 0);
    FUZZ_CHECK(pk != NULL, "OpenSSL DH key of the peer value");
    {
        BIGNUM *oq = NULL;
        int same_q = (EVP_PKEY_get_bn_param(pk, OSSL_PKEY_PARAM_FFC_Q, &oq) == 1) == (G->qlen > 0);
        EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, pk, NULL);
        int ossl_chk;
        BN_free(oq);
        FUZZ_CHECK(c != NULL, "OpenSSL check context");
        ossl_chk = EVP_PKEY_public_check(c) == 1;
        EVP_PKEY_CTX_free(c);
        /* OpenSSL knows q for p and g of a named group of its own (it adds
         * it to a key given p and g alone): the checks then differ in kind,
         * as cairn's custom group without q checks the range only
         * (cairn/dh.h) */
        if (same_q && !(G == &in && dh_safe_composite(G)))
            FUZZ_CHECK((chk == CAIRN_OK) == ossl_chk, "check_public's verdict is OpenSSL's");
    }
    if (xrc == CAIRN_OK && chk == CAIRN_OK && bits_of(G->p, G->plen) >= 512) {
        static uint8_t oz[DHB + 8];
        size_t ozl = sizeof oz;
        int pad = (mode & 0x20) != 0, ook;
        if (G == &in || (mode & 0x40)) {
            own = ossl_dh(G, y, plen, x, xlen);
        } else {
            if (G->own == NULL)
                G->own = ossl_dh(G, y, plen, x, xlen); /* kept for the process */
            own = G->own;
        }
        FUZZ_CHECK(own != NULL, "OpenSSL DH key of the private value");
        ook = ossl_derive(own, pk, pad, oz, &ozl);
        if (rc == CAIRN_OK) {
            size_t off = 0;
            if (!pad)
                while (off < plen && z[off] == 0)
                    off++;
            FUZZ_CHECK(ook && ozl == plen - off && memcmp(oz, z + off, ozl) == 0, "the secret is OpenSSL's");
        } else {
            FUZZ_CHECK(!ook, "a secret of 1 or p - 1: OpenSSL refuses it too");
        }
        if (own != G->own)
            EVP_PKEY_free(own);
    }
    EVP_PKEY_free(pk);
#else
    (void)rc;
#endif
}
#endif /* CAIRN_ENABLE_DH */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int ready;
    fuzz_in fi;
    if (!ready) {
#if CAIRN_ENABLE_DSA
        dsa_setup();
#endif
#if CAIRN_ENABLE_DH
        dh_setup();
#endif
        ready = 1;
    }
    if (size < 2)
        return 0;
    fi.p = data + 1;
    fi.n = size - 1;
    (void)fi; /* (unread in a build with neither family) */
    if ((data[0] & 0x80) == 0) {
#if CAIRN_ENABLE_DSA
        fi.p++;
        fi.n--;
        dsa_one(data[0], data[1], &fi);
#endif
    } else {
#if CAIRN_ENABLE_DH
        dh_one(data[0], &fi);
#endif
    }
    return 0;
}
