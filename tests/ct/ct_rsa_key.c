/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the RSA key objects and primitives
 * (src/pk/rsa_key.c), on a fixed 1024-bit key generated with OpenSSL for
 * this file: the private import with its validation and the computation of
 * missing components (d mod lambda through the constant-time gcd and
 * division, the CRT exponents, qInv), and the private operation (blinding,
 * the two CRT exponentiations, the recombination, the unblinding and the
 * result check), with and without an rng, and with a fault in the key.
 * Secret: every byte of d, p, q, dP, dQ and qInv but the first (a
 * component's byte length is public: every encoding of the key shows it,
 * and the import strips leading zero bytes), the rng's output, the key
 * object's private fields. Public: n, e and the input of the private
 * operation (signing and decryption inputs are public; the padding's own
 * entries are in ct_rsa_pad.c). The library's stated declassifications
 * (CAIRN_DECLASSIFY: the validation verdict, the primes' limb lengths, the
 * blinding's product w = r u R^-1 mod n, which is uniform and independent of
 * r and is inverted in variable time, the result check's status) are the
 * only values branched on.
 */
#include <string.h>

#include "ct.h"
#include "cairn/rsa.h"
#include "pk/rsa_internal.h"

static const char n_hex[] =
    "e2b79f54285a5a971f54a70adc08e83fe94b7cd31376ececbfaf81aac66bef2c2fb6a3c4cc2ae1253490672a97269b43"
    "2bf4808ebbd6b245fd52d1f7010adaf3a75530ec84d24f1653e9d6f9388027e91afb2bdfedcedb681690c9cfebd18221"
    "05193445cb722d3f8ff3670572f43904d6cc009d83549f2ee42cafc403410a21"
;
static const char d_hex[] =
    "9a1d847b6aeaf0c5e6105f74ec5a49b6985a2e4235eb13e763ee6450b88d4a8a58ece8aab0b73d5153480e394f8278ec"
    "d2866495a26eb1c50e0d2c99a1e5c52bb089c415d3535d0041b8f0d9beac3109b79e72d2d5d48ef828c72cd49f91a59c"
    "c20a393ed2cca7498319309978a347eb96e07c6a17ea0ac7b1b94308a8210d79"
;
static const char p_hex[] =
    "f975f7406b8819cab786a26f288f12a1314c2a9cca3de771c295c89479dd0aa846649088d5b17c2d63508a8ab41e6e93"
    "8709a0a8517b2038023448e1c63f59f3"
;
static const char q_hex[] =
    "e8a90899cb56ead035a5b8c2498e162d8885f932d0c6b906045ce3f3302e3ec69c2a1670d7f191d536ffa1d121064389"
    "47dff60c978c39fc977817cd8b751c9b"
;
static const char dp_hex[] =
    "aac556bd82df68c89d5a4d584b2ba65532aa3181a3f13cbf63b5a5d9fe9292f91f3738ba738f4cb2c58a1d4d56807eb1"
    "ff7f57bbe20ba7c2afbf9b24f3d1ea81"
;
static const char dq_hex[] =
    "5157afd31d5d91112480813d243c5212af55afcf8d60bd159676e79781b3d96cd4f27e100bdfc08ddc01ba1084cc4cd6"
    "75539f11bdf65fdba9156ab50959f39b"
;
static const char qinv_hex[] =
    "4e65e2620d9a7f76650d54037db6708d6fa7569b4cda06c75ffa88011415bac233ba1e6f961e3a512e3eb6070f3668f7"
    "2cc2e53161fe99f4c67757d1527eddc2"
;

static const uint8_t e_bytes[3] = {1, 0, 1};

typedef struct key_bytes {
    uint8_t n[128], d[128], p[64], q[64], dp[64], dq[64], qinv[64];
    size_t n_len, d_len, p_len, q_len, dp_len, dq_len, qinv_len;
} key_bytes;

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

/* the key's bytes, every secret byte but each component's first marked secret */
static void key_load(key_bytes *k)
{
    k->n_len = unhex(k->n, sizeof k->n, n_hex);
    k->d_len = unhex(k->d, sizeof k->d, d_hex);
    k->p_len = unhex(k->p, sizeof k->p, p_hex);
    k->q_len = unhex(k->q, sizeof k->q, q_hex);
    k->dp_len = unhex(k->dp, sizeof k->dp, dp_hex);
    k->dq_len = unhex(k->dq, sizeof k->dq, dq_hex);
    k->qinv_len = unhex(k->qinv, sizeof k->qinv, qinv_hex);
    CT_SECRET(k->d + 1, k->d_len - 1);
    CT_SECRET(k->p + 1, k->p_len - 1);
    CT_SECRET(k->q + 1, k->q_len - 1);
    CT_SECRET(k->dp + 1, k->dp_len - 1);
    CT_SECRET(k->dq + 1, k->dq_len - 1);
    CT_SECRET(k->qinv + 1, k->qinv_len - 1);
}

static cairn_rsa_components comps(const key_bytes *k, int full)
{
    cairn_rsa_components c;
    memset(&c, 0, sizeof c);
    c.n = k->n;
    c.n_len = k->n_len;
    c.e = e_bytes;
    c.e_len = sizeof e_bytes;
    c.p = k->p;
    c.p_len = k->p_len;
    c.q = k->q;
    c.q_len = k->q_len;
    if (full) {
        c.d = k->d;
        c.d_len = k->d_len;
        c.dp = k->dp;
        c.dp_len = k->dp_len;
        c.dq = k->dq;
        c.dq_len = k->dq_len;
        c.qinv = k->qinv;
        c.qinv_len = k->qinv_len;
    }
    return c;
}

static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

/* the private import from every component, and from n, e, p, q alone */
static int op_rsa_import(const ct_arg *a)
{
    key_bytes kb;
    cairn_rsa_private_key k;
    cairn_rsa_components c;
    int rc, rc2;
    (void)a;
    key_load(&kb);
    c = comps(&kb, 1);
    rc = cairn_rsa_private_key_import(&k, &c);
    c = comps(&kb, 0);
    rc2 = cairn_rsa_private_key_import(&k, &c);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&rc2, sizeof rc2);
    cairn_rsa_private_key_wipe(&k);
    return rc != CAIRN_OK || rc2 != CAIRN_OK;
}

/* x -> private -> public is x, with the derived blinding and with a secret rng */
static int op_rsa_private(const ct_arg *a)
{
    key_bytes kb;
    cairn_rsa_private_key k;
    cairn_rsa_public_key pub;
    cairn_rsa_components c;
    uint8_t x[128], s[128], s2[128], back[128];
    uint32_t seed = 77;
    int rc, bad = 0;
    (void)a;
    key_load(&kb);
    c = comps(&kb, 1);
    rc = cairn_rsa_private_key_import(&k, &c);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_rsa_public_key_from_private(&pub, &k);
    ct_fill(x, sizeof x, 5);
    x[0] = 0x17; /* below n */
    rc |= cairn_rsa_private_raw(&k, s, x, sizeof x, NULL, NULL);
    rc |= cairn_rsa_private_raw(&k, s2, x, sizeof x, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(s, sizeof s);
    CT_PUBLIC(s2, sizeof s2);
    bad |= rc != CAIRN_OK || memcmp(s, s2, sizeof s) != 0;
    bad |= cairn_rsa_public_raw(&pub, back, s, sizeof s) != CAIRN_OK || memcmp(back, x, sizeof x) != 0;
    cairn_rsa_private_key_wipe(&k);
    return bad;
}

/* a key whose dP was altered after import: the fault path */
static int op_rsa_fault(const ct_arg *a)
{
    key_bytes kb;
    cairn_rsa_private_key k;
    cairn_rsa_components c;
    uint8_t x[128], s[128];
    size_t i;
    int rc, bad = 0;
    (void)a;
    key_load(&kb);
    c = comps(&kb, 1);
    rc = cairn_rsa_private_key_import(&k, &c);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    ((rsa_priv *)(void *)&k)->dp[0] ^= 4;
    ct_fill(x, sizeof x, 6);
    x[0] = 0x17;
    rc = cairn_rsa_private_raw(&k, s, x, sizeof x, NULL, NULL);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(s, sizeof s);
    for (i = 0; i < sizeof s; i++)
        bad |= s[i] != 0;
    cairn_rsa_private_key_wipe(&k);
    return rc != CAIRN_ERR_FAULT || bad;
}

/* clang-format off */
static const ct_op ops[] = {
    {"rsa-import",  CT_ONCE, op_rsa_import,  "d, p, q, dP, dQ, qInv (all but their first byte): validation, and d, dP, dQ, qInv computed from p, q", CT_CLEAN, "none; the verdict and the primes' limb lengths are declassified (CAIRN_DECLASSIFY)"},
    {"rsa-private", CT_ONCE, op_rsa_private, "the key's private fields, the rng output (blinding), the result", CT_CLEAN, "none; the blinded product w = r u R^-1 mod n (independent of r) and the result check's status are declassified"},
    {"rsa-fault",   CT_ONCE, op_rsa_fault,   "as rsa-private, with a key altered after import", CT_CLEAN, "none; the result check's status is declassified"},
};
/* clang-format on */

size_t ct_ops_rsa_key(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
