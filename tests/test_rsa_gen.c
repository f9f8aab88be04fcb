/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA key generation and the full key check (src/pk/rsa_gen.c):
 *  - known answers on a fixed random stream (SHA-256 in counter mode over a
 *    seed): the primes, and the number of stream bytes used, equal those of
 *    scripts/rsa-keygen-model.py, an independent model of the algorithm in
 *    Python (candidate construction, the rejections before Miller-Rabin,
 *    the witnesses drawn, a plain Miller-Rabin): 1024 bits; 1026 (513-bit
 *    primes, cut inside a byte and a limb) with e = 2^32 - 5; 1536 with
 *    e = 65539; 2048; and 16 more 1024-bit keys by a digest of n;
 *  - keys from a seeded rng at 1024 and 2048 bits (3072 and 4096 with
 *    --long, the ctest label "long"): n of exactly that size, p and q of
 *    half of it with their top two bits set, |p - q| > 2^(bits/2 - 100),
 *    d > 2^(bits/2), e as asked (0: 65537), d e = 1 mod (p - 1) and
 *    (q - 1); private/public raw round trips on random inputs with and
 *    without an rng; the key check passes;
 *  - the same stream gives the same key, another stream another key;
 *  - the key check refuses keys the import accepts whose p or q is
 *    composite: a product of two 256-bit primes, a Carmichael number;
 *  - an rng failing at the first byte, during Miller-Rabin and in the
 *    second prime: its status, and no key left set up.
 * CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include "bn/bn.h"
#include "cairn/hash.h"
#include "cairn/rsa.h"
#include "testutil.h"

#define MAXB CAIRN_RSA_MAX_BYTES
#define NL CAIRN_BN_MAX_LIMBS

static tu_prng rng;

/* ---------------- the known-answer stream ---------------- */

typedef struct {
    const char *seed;
    uint32_t counter;
    uint8_t block[32];
    size_t avail;   /* unused bytes at the end of block */
    size_t used;    /* bytes handed out */
    size_t fail_at; /* fail the call that would pass this many bytes (0: never) */
} stream;

static int stream_rng(void *state, uint8_t *out, size_t len)
{
    stream *s = (stream *)state;
    size_t i;
    if (s->fail_at != 0 && s->used + len >= s->fail_at) {
        memset(out, 0x55, len);
        return CAIRN_ERR_RNG;
    }
    for (i = 0; i < len; i++) {
        if (s->avail == 0) {
            uint8_t in[64];
            size_t n = strlen(s->seed);
            memcpy(in, s->seed, n);
            in[n] = (uint8_t)(s->counter >> 24);
            in[n + 1] = (uint8_t)(s->counter >> 16);
            in[n + 2] = (uint8_t)(s->counter >> 8);
            in[n + 3] = (uint8_t)s->counter;
            if (cairn_sha256(s->block, in, n + 4) != CAIRN_OK)
                return CAIRN_ERR_RNG;
            s->counter++;
            s->avail = sizeof s->block;
        }
        out[i] = s->block[sizeof s->block - s->avail--];
    }
    s->used += len;
    return CAIRN_OK;
}

static void stream_init(stream *s, const char *seed)
{
    memset(s, 0, sizeof *s);
    s->seed = seed;
}

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

/* Output of scripts/rsa-keygen-model.py BITS E SEED (p, q and "bytes"). */
static const struct {
    size_t bits;
    uint32_t e;
    const char *seed;
    size_t bytes;
    const char *p, *q;
} kat[] = {
    {1024, 65537u, "cairn-rsa-gen-KAT-1", 94784,
     "d5e9c7b24293ab01633da606eba98a04b74ea9b894889293b06161c2c5154b31e97e3dabeb7f996dc02ef6f1aa5d2252a6b6"
     "32b8ab760299c03e0efc64dc68af",
     "eb28d57e3113f34d872fbf4d3b6d9d1dca12a02793afef39a163195b0231926711a4986951722de174e166c7bc0f3e418452"
     "30426b541a0cc2e0ed5535022dad"},
    {1026, 4294967291u, "cairn-rsa-gen-KAT-3", 59085,
     "01d3a6a79b1ce90ba46ba52de6af3d69455ecc8330b4ad8df26af415d7b57b544e191628506086bd2008ed1079968c49c5de"
     "ca57d87cf2342c5f18aca1fbf8834d",
     "01e912f94d09d2e4d469336c0ec5ef10b3be3966efd40d2cb7fc31f39cde1376c39165f1252e9d8f4ed555b8e4796f2996f6"
     "88c3c91886a6d542ae8664ecdc60f7"},
    {1536, 65539u, "cairn-rsa-gen-KAT-4", 87552,
     "d75d6a7a715882d9c3ab4b10ca3e35e6582877d14a1e7bfac975189a1afe0884ea32a87ebacad5e52b515ba705a7bb772419"
     "38cc6b958acbc8f7501f4fc568a17315dcef2eda5acadb65a9044ae428700f6ef8c51ed3fbab43247f413146c39d",
     "eec056330171fa3d0b26637d38e9b30336961b86d68a22338164c2e825458cbd905ff4f4b27a001f49e0aee2259f37f89536"
     "8f4ec039d14afd79a88340dc42261ae4bf0acd5dc0fe546e05394f5f28486b45b6a1d19f75fd18d0e80278029da5"},
    {2048, 65537u, "cairn-rsa-gen-KAT-2", 91136,
     "e501393e6890c398f7fe44b29b44c054d41748bc01b446fcc5df3124b584709f6f79f082ac197b09231a9be13dbee2efde8f"
     "ea8fc211d27cb06d72a94590ea6de7daf7d992a778f75e90c2d203bb1819ac9a3e2e78ed931a80c981834bcb94bb5ae3c3ba"
     "043a5080ebb30ae6cef63114506d550937df4ddede013217be156121",
     "c67dae0a96be6a97ea920890d1690b003a699968dd7b51318445076eac68b6f64a914cc5fc4ebfc8b02fbc80f789d06db5eb"
     "d1f96ea6f958a981bf9d77c2aaa102c7d2ef2c85ad48febe773efdd044afe4c86aeab581f8943d0eefa7f3c2f86484cc0f77"
     "7f84b76c9033a7d94cc1bdb87a855883b1609d64796f0a67cb201b7b"},
};

/* scripts/rsa-keygen-model.py 1024 65537 cairn-rsa-gen-batch- 16: per seed,
 * the stream bytes used and the first 8 bytes of SHA-256(n). Many seeds,
 * since one key alone can miss a difference in the algorithm: candidates
 * and witnesses come in chunks of one size, so two variants often re-align
 * on the stream and keep the same primes. */
static const struct {
    const char *seed;
    size_t bytes;
    const char *n_sha256;
} batch[] = {
    {"cairn-rsa-gen-batch-0", 35264, "a5e6c6b88d8b4c72"},
    {"cairn-rsa-gen-batch-1", 18048, "6a5498cb936ce49d"},
    {"cairn-rsa-gen-batch-2", 15360, "e0ce9901f6413c25"},
    {"cairn-rsa-gen-batch-3", 63552, "e213c4fefeda024e"},
    {"cairn-rsa-gen-batch-4", 19328, "aa2b91c0391c2950"},
    {"cairn-rsa-gen-batch-5", 27264, "71052bc3590bde2c"},
    {"cairn-rsa-gen-batch-6", 47872, "3c7c5a1f7cef0507"},
    {"cairn-rsa-gen-batch-7", 14272, "8c6e834b46b0c8d0"},
    {"cairn-rsa-gen-batch-8", 57216, "6463b3d363bedaf2"},
    {"cairn-rsa-gen-batch-9", 53696, "439898f1fa3a9b6c"},
    {"cairn-rsa-gen-batch-10", 84736, "95cc9d4c337a7303"},
    {"cairn-rsa-gen-batch-11", 41536, "e8580bd368962f8f"},
    {"cairn-rsa-gen-batch-12", 92352, "cfce04bbde6e803f"},
    {"cairn-rsa-gen-batch-13", 17408, "196dbeb58baf6e8f"},
    {"cairn-rsa-gen-batch-14", 63168, "4f72e7836295d0ce"},
    {"cairn-rsa-gen-batch-15", 49984, "eb7dcb208e5616a7"},
};

/* one component of a key, big-endian without leading zeros */
static size_t part(const cairn_rsa_private_key *k, cairn_rsa_part which, uint8_t *out)
{
    size_t len = 0;
    CHECK_RC(cairn_rsa_private_key_component(k, which, out, MAXB, &len), CAIRN_OK, "export component");
    return len;
}

static void limbs_of(cairn_limb *x, size_t n, const uint8_t *b, size_t len)
{
    CHECK_RC(cairn_bn_decode(x, n, b, len), CAIRN_OK, "decode");
}

/* 1 when a b = 1 mod m (all n limbs; m odd or even, via the reference-free
 * identity: (a b mod m) computed with cairn_bn_divrem) */
static int mul_is_one_mod(const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n)
{
    cairn_limb t[2 * NL], r[NL];
    cairn_bn_mul(t, a, n, b, n);
    (void)cairn_bn_divrem(NULL, r, t, 2 * n, m, n);
    return r[0] == 1 && cairn_bn_is_zero(r + 1, n - 1) != 0;
}

/* The properties rsa.h promises of a generated key, and raw round trips. */
static void check_key(const cairn_rsa_private_key *k, size_t bits, uint32_t e)
{
    static cairn_rsa_public_key pub;
    uint8_t pb[MAXB], qb[MAXB], nb[MAXB], db[MAXB], eb[MAXB], in[MAXB], sig[MAXB], back[MAXB];
    cairn_limb p[NL], q[NL], n[NL], d[NL], ev[NL], t[NL], u[NL], one[NL];
    size_t h = bits / 2, nn = CAIRN_BN_LIMBS(bits), plen, qlen, nlen, dlen, elen, it, kb = (bits + 7) / 8;

    CHECK(cairn_rsa_private_key_bits(k) == bits && cairn_rsa_private_key_bytes(k) == kb, "size %zu", bits);
    plen = part(k, CAIRN_RSA_P, pb);
    qlen = part(k, CAIRN_RSA_Q, qb);
    nlen = part(k, CAIRN_RSA_N, nb);
    dlen = part(k, CAIRN_RSA_D, db);
    elen = part(k, CAIRN_RSA_E, eb);
    limbs_of(p, nn, pb, plen);
    limbs_of(q, nn, qb, qlen);
    limbs_of(n, nn, nb, nlen);
    limbs_of(d, nn, db, dlen);
    limbs_of(ev, nn, eb, elen);
    CHECK(cairn_bn_bit_length(n, nn) == bits, "n has %zu bits", bits);
    CHECK(cairn_bn_bit_length(p, nn) == h && cairn_bn_bit(p, h - 2) && cairn_bn_bit(p, 0), "p: %zu bits, top two set, odd", h);
    CHECK(cairn_bn_bit_length(q, nn) == h && cairn_bn_bit(q, h - 2) && cairn_bn_bit(q, 0), "q: %zu bits, top two set, odd", h);
    CHECK(ev[0] == (cairn_limb)e && cairn_bn_is_zero(ev + 1, nn - 1), "e = %lu", (unsigned long)e);
    /* |p - q| > 2^(h - 100) */
    if (cairn_bn_sub(t, p, q, nn))
        (void)cairn_bn_sub(t, q, p, nn);
    cairn_bn_zero(u, nn);
    u[(h - 100) / CAIRN_BN_LIMB_BITS] = (cairn_limb)1 << ((h - 100) % CAIRN_BN_LIMB_BITS);
    CHECK(cairn_bn_lt(u, t, nn) != 0, "|p - q| > 2^(h - 100)");
    /* d > 2^h, d e = 1 mod (p - 1) and mod (q - 1) */
    cairn_bn_zero(u, nn);
    u[h / CAIRN_BN_LIMB_BITS] = (cairn_limb)1 << (h % CAIRN_BN_LIMB_BITS);
    CHECK(cairn_bn_lt(u, d, nn) != 0, "d > 2^h");
    cairn_bn_set_word(one, nn, 1);
    (void)cairn_bn_sub(t, p, one, nn);
    CHECK(mul_is_one_mod(d, ev, t, nn), "d e = 1 mod p - 1");
    (void)cairn_bn_sub(t, q, one, nn);
    CHECK(mul_is_one_mod(d, ev, t, nn), "d e = 1 mod q - 1");
    cairn_bn_mul(t, p, CAIRN_BN_LIMBS(h), q, CAIRN_BN_LIMBS(h));
    CHECK(memcmp(t, n, nn * sizeof *n) == 0, "p q = n");
    /* round trips */
    CHECK_RC(cairn_rsa_public_key_from_private(&pub, k), CAIRN_OK, "public half");
    for (it = 0; it < 4; it++) {
        tu_prng_fill(&rng, in, kb);
        in[0] = 0; /* below n */
        CHECK_RC(cairn_rsa_private_raw(k, sig, in, kb, it & 1 ? prng_rng : NULL, &rng), CAIRN_OK, "private_raw");
        CHECK_RC(cairn_rsa_public_raw(&pub, back, sig, kb), CAIRN_OK, "public_raw");
        CHECK(memcmp(back, in, kb) == 0, "RSA-%zu raw round trip", bits);
    }
    CHECK_RC(cairn_rsa_private_key_check(k, prng_rng, &rng), CAIRN_OK, "generated key passes the check");
    cairn_rsa_public_key_wipe(&pub);
}

static void test_kat(void)
{
    static cairn_rsa_private_key k;
    uint8_t want[MAXB], got[MAXB];
    size_t i;

    for (i = 0; i < sizeof kat / sizeof kat[0]; i++) {
        stream s;
        size_t wl, gl;
        if (kat[i].bits > CAIRN_RSA_MAX_BITS)
            continue;
#if !CAIRN_HOSTED
        if (kat[i].bits > 1536) /* the emulated Cortex-M: the smaller sizes only */
            continue;
#endif
        stream_init(&s, kat[i].seed);
        CHECK_RC(cairn_rsa_generate(&k, kat[i].bits, kat[i].e, stream_rng, &s), CAIRN_OK, "generate (KAT)");
        wl = (size_t)tu_unhex_into(want, sizeof want, kat[i].p);
        gl = part(&k, CAIRN_RSA_P, got);
        CHECK(gl == wl && memcmp(got, want, wl) == 0, "KAT %zu: p", kat[i].bits);
        wl = (size_t)tu_unhex_into(want, sizeof want, kat[i].q);
        gl = part(&k, CAIRN_RSA_Q, got);
        CHECK(gl == wl && memcmp(got, want, wl) == 0, "KAT %zu: q", kat[i].bits);
        CHECK(s.used == kat[i].bytes, "KAT %zu: %zu stream bytes used, the model used %zu", kat[i].bits, s.used,
              kat[i].bytes);
        check_key(&k, kat[i].bits, kat[i].e);
    }
    cairn_rsa_private_key_wipe(&k);
}

static void test_batch(void)
{
    static cairn_rsa_private_key k;
    uint8_t n[MAXB], h[32], want[8];
    size_t i, len;

    for (i = 0; i < sizeof batch / sizeof batch[0]; i++) {
        stream s;
#if !CAIRN_HOSTED
        if (i >= 2) /* the emulated Cortex-M: two keys */
            break;
#endif
        stream_init(&s, batch[i].seed);
        CHECK_RC(cairn_rsa_generate(&k, 1024, 0, stream_rng, &s), CAIRN_OK, "generate (batch)");
        len = part(&k, CAIRN_RSA_N, n);
        CHECK_RC(cairn_sha256(h, n, len), CAIRN_OK, "sha256");
        CHECK(tu_unhex_into(want, sizeof want, batch[i].n_sha256) == 8 && memcmp(h, want, 8) == 0,
              "%s: n as the model's", batch[i].seed);
        CHECK(s.used == batch[i].bytes, "%s: %zu stream bytes used, the model used %zu", batch[i].seed, s.used,
              batch[i].bytes);
    }
    cairn_rsa_private_key_wipe(&k);
}

static void test_random(const size_t *sizes, size_t count)
{
    static cairn_rsa_private_key k, k2;
    uint8_t a[MAXB], b[MAXB];
    size_t i;

    for (i = 0; i < count; i++) {
        uint32_t e = i % 2 ? 0 : 65537u + 2u * (uint32_t)tu_prng_below(&rng, 1u << 20);
        if (sizes[i] > CAIRN_RSA_MAX_BITS)
            continue;
        CHECK_RC(cairn_rsa_generate(&k, sizes[i], e, prng_rng, &rng), CAIRN_OK, "generate");
        check_key(&k, sizes[i], e == 0 ? CAIRN_RSA_DEFAULT_E : e);
    }
    /* the same stream, the same key; another stream, another key */
    {
        stream s1, s2;
        size_t la, lb;
        stream_init(&s1, "cairn-rsa-gen-same");
        stream_init(&s2, "cairn-rsa-gen-same");
        CHECK_RC(cairn_rsa_generate(&k, 1024, 0, stream_rng, &s1), CAIRN_OK, "generate 1");
        CHECK_RC(cairn_rsa_generate(&k2, 1024, 0, stream_rng, &s2), CAIRN_OK, "generate 2");
        la = part(&k, CAIRN_RSA_N, a);
        lb = part(&k2, CAIRN_RSA_N, b);
        CHECK(la == lb && memcmp(a, b, la) == 0, "same stream, same key");
        stream_init(&s2, "cairn-rsa-gen-other");
        CHECK_RC(cairn_rsa_generate(&k2, 1024, 0, stream_rng, &s2), CAIRN_OK, "generate 3");
        lb = part(&k2, CAIRN_RSA_N, b);
        CHECK(la == lb && memcmp(a, b, la) != 0, "another stream, another key");
    }
    cairn_rsa_private_key_wipe(&k);
    cairn_rsa_private_key_wipe(&k2);
}

/* Keys whose p or q is composite, which the import accepts (it checks the
 * algebra, not primality): p a product of two 256-bit primes with a 512-bit
 * prime q; a Chernick Carmichael number (a Fermat liar to every base) with
 * a 298-bit prime. Computed with Python. */
static void test_check_composite(void)
{
    static const char *const pq[][2] = {
        {"91c1cbe221f8b5bb086cfdfe5a2194403ee92bc9625f670f772801c8179fe1fe435048834d9e769ce8dd349dcb972a589d24"
         "da4e2d3d787631372681337d92d5",
         "ed610da6e023bbcc3ba38273280a89fe891e938a11a4a90bd0e75dc611c42fa8978c5d0bcb97368ea79e93693f5ff430c77a"
         "330ca3d0e6ae4f10fc9831ff2eef"},
        {"02e517310acfbd62462d135c69c42504a2c4487f386eaec99ccd83e4b0d11a616f2c26601771",
         "03025e9494de418d576f36f8fc6876975e7c38c612bf37a3f77e27023516b00445aacb11447b"},
    };
    static cairn_rsa_private_key k;
    static const uint8_t e[3] = {1, 0, 1};
    uint8_t p[MAXB], q[MAXB];
    size_t i, swap;

    for (i = 0; i < sizeof pq / sizeof pq[0]; i++) {
        for (swap = 0; swap < 2; swap++) {
            cairn_rsa_components c;
            memset(&c, 0, sizeof c);
            c.p_len = (size_t)tu_unhex_into(p, sizeof p, pq[i][swap]);
            c.q_len = (size_t)tu_unhex_into(q, sizeof q, pq[i][1 - swap]);
            c.p = p;
            c.q = q;
            c.e = e;
            c.e_len = sizeof e;
            CHECK_RC(cairn_rsa_private_key_import(&k, &c), CAIRN_OK, "the import takes a composite factor");
            CHECK_RC(cairn_rsa_private_key_check(&k, prng_rng, &rng), CAIRN_ERR_INVALID_KEY,
                     "the check refuses it");
        }
    }
    cairn_rsa_private_key_wipe(&k);
}

/* The rng failing at various points: its status, and no key left behind. */
static void test_rng_failure(void)
{
    static cairn_rsa_private_key k, good;
    static const cairn_rsa_private_key zero;
    static const size_t at[] = {1, 200, 5000, 20000, 60000};
    size_t i;
    stream g;

    /* each failing call starts from a set-up key, which it must not leave behind */
    stream_init(&g, "cairn-rsa-gen-KAT-1");
    if (!CHECK_RC(cairn_rsa_generate(&good, 1024, 0, stream_rng, &g), CAIRN_OK, "a key to start from"))
        return;
    for (i = 0; i < sizeof at / sizeof at[0]; i++) {
        stream s;
        stream_init(&s, "cairn-rsa-gen-KAT-1");
        s.fail_at = at[i];
        k = good;
        CHECK(cairn_rsa_private_key_bits(&k) == 1024, "a key set up before the failure at byte %zu", at[i]);
        CHECK_RC(cairn_rsa_generate(&k, 1024, 0, stream_rng, &s), CAIRN_ERR_RNG, "rng failure passed on");
        CHECK(cairn_rsa_private_key_bits(&k) == 0, "no key set up after the failure at byte %zu", at[i]);
        CHECK(memcmp(&k, &zero, sizeof k) == 0, "nothing of the previous key left after the failure at byte %zu",
              at[i]);
    }
    cairn_rsa_private_key_wipe(&good);
}

int main(int argc, char **argv)
{
#if CAIRN_HOSTED
    static const size_t sizes[] = {1024, 2048, 1024};
#else
    static const size_t sizes[] = {1024};
#endif
    static const size_t long_sizes[] = {3072, 4096};
    int long_run = argc > 1 && strcmp(argv[1], "--long") == 0;

    tu_prng_seed(&rng, tu_seed(0x5eed0a11u));
    if (long_run) {
        test_random(long_sizes, sizeof long_sizes / sizeof long_sizes[0]);
        return tu_finish("test_rsa_gen --long");
    }
    test_kat();
    test_batch();
    test_random(sizes, sizeof sizes / sizeof sizes[0]);
    test_check_composite();
    test_rng_failure();
    return tu_finish("test_rsa_gen");
}
