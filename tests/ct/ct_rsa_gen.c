/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of RSA key generation and the full key check
 * (src/pk/rsa_gen.c) and of the primality tests under them
 * (src/bn/bn_prime.c), with the candidates secret: trial division and the
 * word gcd on a 512-bit prime, on a product of two 256-bit primes (no small
 * factor) and on a multiple of the table's last prime; Miller-Rabin on the
 * prime and the product with secret witnesses (the rng's output), capped
 * and exact, and one round with a secret base; a 1024-bit key generated
 * from a secret rng and then checked; the check of an imported key whose p
 * is composite. The library's stated declassifications (CAIRN_DECLASSIFY:
 * a candidate's verdict before and after Miller-Rabin, a witness draw's
 * accept/reject and its range's size, the primes' sizes, n, the byte of p
 * and q holding their top bit, the key's verdicts) are the only values
 * branched on.
 */
#include <string.h>

#include "bn/bn.h"
#include "cairn/rsa.h"
#include "ct.h"

#define MAXL CAIRN_BN_MAX_LIMBS

static cairn_limb table[16 * MAXL];

/* a 512-bit prime (the 1024-bit key generation KAT's p), a product of two
 * 256-bit primes, and 38891 (the last table prime) times an odd number */
static const char prime_hex[] =
    "d5e9c7b24293ab01633da606eba98a04b74ea9b894889293b06161c2c5154b31e97e3dabeb7f996dc02ef6f1aa5d2252a6b632b8"
    "ab760299c03e0efc64dc68af";
static const char semiprime_hex[] =
    "91c1cbe221f8b5bb086cfdfe5a2194403ee92bc9625f670f772801c8179fe1fe435048834d9e769ce8dd349dcb972a589d24da4e"
    "2d3d787631372681337d92d5";
static const char multiple_hex[] =
    "d5e9c7b24293ab01633da606eba98a04b74ea9b894889293b06161c2c5154b31e97e3dabeb7f996dc02ef6f1aa5d2252a6b632b8"
    "ab760299c03e0efc64dc7459";
/* a 512-bit prime q with the semiprime as p: a key the import accepts */
static const char q_hex[] =
    "ed610da6e023bbcc3ba38273280a89fe891e938a11a4a90bd0e75dc611c42fa8978c5d0bcb97368ea79e93693f5ff430c77a330c"
    "a3d0e6ae4f10fc9831ff2eef";

static size_t unhex(uint8_t *out, size_t cap, const char *h)
{
    size_t i, n = strlen(h) / 2;
    if (n > cap)
        return 0;
    for (i = 0; i < n; i++) {
        unsigned v = 0, j;
        for (j = 0; j < 2; j++) {
            char c = h[2 * i + j];
            v = (v << 4) | (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
    return n;
}

/* a hex value into n limbs, marked secret */
static size_t secret_limbs(cairn_limb *x, const char *h)
{
    uint8_t b[MAXL * CAIRN_BN_LIMB_BYTES];
    size_t len = unhex(b, sizeof b, h), n = CAIRN_BN_LIMBS(len * 8);
    if (cairn_bn_decode(x, n, b, len) != CAIRN_OK)
        return 0;
    CT_SECRET(x, n * sizeof *x);
    return n;
}

static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

/* trial division and the gcd with a word, on secret candidates */
static int op_trial_division(const ct_arg *a)
{
    static const char *const hex[] = {prime_hex, semiprime_hex, multiple_hex};
    static const int clear[] = {1, 1, 0};
    cairn_limb x[MAXL], v[4];
    size_t i, n;
    int bad = 0;
    (void)a;
    for (i = 0; i < 3; i++) {
        n = secret_limbs(x, hex[i]);
        v[0] = cairn_bn_trial_division(x, n, CAIRN_BN_TD_PRIMES);
        v[1] = cairn_bn_trial_division(x, n, 1024);
        x[0] ^= 1; /* x - 1: the gcd with e of key generation */
        v[2] = cairn_bn_coprime_limb(x, n, 65537);
        v[3] = cairn_bn_coprime_limb(x, n, 0xffffffffu);
        CT_PUBLIC(v, sizeof v);
        /* gcd(p - 1, 2^32 - 1) = 3 and gcd(pq - 1, 2^32 - 1) = 17 (Python) */
        bad |= (v[0] != 0) != clear[i] || (i < 2 && v[1] == 0) || (i == 0 && (v[2] == 0 || v[3] != 0)) ||
               (i == 1 && v[3] != 0);
    }
    return bad;
}

/* Miller-Rabin with secret candidates and witnesses */
static int op_miller_rabin(const ct_arg *a)
{
    static cairn_bn_mont ctx;
    cairn_limb w[MAXL], b[MAXL], v[4];
    uint32_t seed = 31;
    size_t n;
    int rc = 0;
    (void)a;
    n = secret_limbs(w, prime_hex);
    rc |= cairn_bn_miller_rabin(&v[0], w, n, 3, 64, table, 16 * n, secret_rng, &seed);
    rc |= cairn_bn_miller_rabin(&v[1], w, n, 1, CAIRN_BN_MR_EXACT, table, 2 * n, secret_rng, &seed);
    /* one round with a secret base, directly */
    rc |= cairn_bn_mont_init(&ctx, w, n);
    cairn_bn_set_word(b, n, 7);
    CT_SECRET(b, n * sizeof *b);
    v[2] = cairn_bn_mr_round(&ctx, b, CAIRN_BN_MR_EXACT, table, 16 * n);
    n = secret_limbs(w, semiprime_hex);
    rc |= cairn_bn_miller_rabin(&v[3], w, n, 3, 64, table, 16 * n, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(v, sizeof v);
    cairn_bn_mont_wipe(&ctx);
    return rc != CAIRN_OK || v[0] == 0 || v[1] == 0 || v[2] == 0 || v[3] != 0;
}

/* a 1024-bit key from a secret rng (every candidate, witness and the key
 * itself secret), then the full check of that key */
static int op_keygen(const ct_arg *a)
{
    static cairn_rsa_private_key k;
    uint8_t n[128];
    uint32_t seed = 1;
    size_t len = 0;
    int rc, rc2, rc3;
    (void)a;
    rc = cairn_rsa_generate(&k, 1024, 0, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    rc2 = cairn_rsa_private_key_check(&k, secret_rng, &seed);
    rc3 = cairn_rsa_private_key_component(&k, CAIRN_RSA_N, n, sizeof n, &len);
    CT_PUBLIC(&rc2, sizeof rc2);
    CT_PUBLIC(&rc3, sizeof rc3);
    CT_PUBLIC(n, sizeof n);
    CT_PUBLIC(&len, sizeof len);
    cairn_rsa_private_key_wipe(&k);
    return rc2 != CAIRN_OK || rc3 != CAIRN_OK || len != 128 || (n[0] & 0x80) == 0;
}

/* the check of an imported key whose p (secret) is composite */
static int op_key_check_composite(const ct_arg *a)
{
    static cairn_rsa_private_key k;
    static const uint8_t e[3] = {1, 0, 1};
    uint8_t p[64], q[64], n[128];
    cairn_limb pl[MAXL], ql[MAXL], nl[2 * MAXL];
    cairn_rsa_components c;
    uint32_t seed = 9;
    size_t hn;
    int rc;
    (void)a;
    memset(&c, 0, sizeof c);
    c.p_len = unhex(p, sizeof p, semiprime_hex);
    c.q_len = unhex(q, sizeof q, q_hex);
    /* n = p q, public like every modulus */
    hn = CAIRN_BN_LIMBS(c.p_len * 8);
    rc = cairn_bn_decode(pl, hn, p, c.p_len) | cairn_bn_decode(ql, hn, q, c.q_len);
    cairn_bn_mul(nl, pl, hn, ql, hn);
    rc |= cairn_bn_encode(n, sizeof n, nl, 2 * hn);
    if (rc != CAIRN_OK)
        return 1;
    c.n = n;
    c.n_len = sizeof n;
    CT_SECRET(p + 1, c.p_len - 1); /* a component's length (its first byte non-zero) is public */
    CT_SECRET(q + 1, c.q_len - 1);
    c.p = p;
    c.q = q;
    c.e = e;
    c.e_len = sizeof e;
    rc = cairn_rsa_private_key_import(&k, &c);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_rsa_private_key_check(&k, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    cairn_rsa_private_key_wipe(&k);
    return rc != CAIRN_ERR_INVALID_KEY;
}

/* clang-format off */
static const ct_op ops[] = {
    {"bn-trial-division", CT_ONCE, op_trial_division, "512-bit candidates (prime, product of two primes, multiple of 38891): trial division by 4096 and 1024 primes, gcd of candidate - 1 with 65537 and 2^32 - 1", CT_CLEAN, "none; the masks are declassified by the caller"},
    {"bn-miller-rabin",   CT_ONCE, op_miller_rabin,   "512-bit candidate (prime, product of two primes), the witnesses (rng output); one round with a secret base", CT_CLEAN, "none; a witness draw's accept/reject and its range's size are declassified (CAIRN_DECLASSIFY), the verdict by the caller"},
    {"rsa-keygen",        CT_ONCE, op_keygen,         "the rng output (every candidate, witness, the primes and the key), then the key in the full check", CT_CLEAN, "none; each candidate's verdicts, the witness draws' accept/reject, n (the public key), the byte of p and q holding their top bit (the import's length branch), d's bound and the check's verdict are declassified (CAIRN_DECLASSIFY)"},
    {"rsa-key-check-composite", CT_ONCE, op_key_check_composite, "p (a product of two primes) and q of an imported key, the witnesses", CT_CLEAN, "none; the import's and the check's verdicts are declassified"},
};
/* clang-format on */

size_t ct_ops_rsa_gen(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
