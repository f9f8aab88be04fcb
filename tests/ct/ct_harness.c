/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The library's constant-time entries: one line per operation in ops[]
 * below, each naming its secrets and the leaks it expects (none). Run by
 * tests/ct/run.sh under valgrind memcheck (make ct). To add an operation:
 * write an op_ function that marks its secrets, runs, declassifies its
 * outputs, and add one line to ops[].
 */
#include <stdio.h>
#include <string.h>

#include "core/internal.h"
#include "ct.h"

#define MAXMSG (3 * CAIRN_HASH_MAX_BLOCK_LEN + 16)

static int init_impl(const ct_arg *a, void *st) { return a->hw ? a->hash->init_hw(st) : a->hash->init_sw(st); }

/* ---------------- hashes ---------------- */

/* Hash secret messages of lengths that exercise the partial-block buffer, the
 * whole-block path straight from the input and the padding spilling into an
 * extra block; updates in public pieces. The result is compared with the
 * same implementation fed in one piece. */
static int op_hash(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    const size_t B = h->block_len;
    const size_t lens[] = {0, 1, B - 3, 3 * B + 5};
    size_t outlen = (h->flags & CAIRN_HASH_FLAG_XOF) ? 200 : h->digest_len;
    uint8_t msg[MAXMSG], out1[200], out2[200];
    cairn_hash_state st;
    size_t t;
    int rc = 0;

    for (t = 0; t < sizeof lens / sizeof lens[0]; t++) {
        size_t len = lens[t], p1 = len / 3, p2 = len - p1;
        ct_fill(msg, len, (uint32_t)(t + 1));
        CT_SECRET(msg, len);
        rc |= init_impl(a, &st);
        rc |= h->update(&st, msg, p1);
        rc |= h->update(&st, msg + p1, p2);
        rc |= h->final(&st, out1, outlen);
        rc |= init_impl(a, &st);
        rc |= h->update(&st, msg, len);
        rc |= h->final(&st, out2, outlen);
        CT_PUBLIC(out1, outlen);
        CT_PUBLIC(out2, outlen);
        rc |= memcmp(out1, out2, outlen) != 0;
    }
    return rc;
}

/* XOF squeezing in public pieces after a secret absorb (SHAKE, Ascon-XOF128). */
static int op_xof_squeeze(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    uint8_t msg[64], out[300];
    cairn_hash_state st;
    int rc = 0;

    ct_fill(msg, sizeof msg, 7);
    CT_SECRET(msg, sizeof msg);
    rc |= init_impl(a, &st);
    rc |= h->update(&st, msg, sizeof msg);
    rc |= h->final(&st, out, sizeof out);
    CT_PUBLIC(out, sizeof out);
    return rc;
}

/* ---------------- HMAC ---------------- */

static int op_hmac(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    const size_t keylens[] = {16, 200}; /* below a block, and hashed first */
    uint8_t key[200], msg[300], t1[64], t2[64], t3[64];
    cairn_hmac_ctx c;
    size_t k, d = h->digest_len;
    int rc = 0;

    for (k = 0; k < 2; k++) {
        ct_fill(key, keylens[k], 11);
        ct_fill(msg, sizeof msg, 12);
        CT_SECRET(key, keylens[k]);
        CT_SECRET(msg, sizeof msg);
        rc |= cairn_hmac(h, t1, d, key, keylens[k], msg, sizeof msg);
        rc |= cairn_hmac_init(&c, h, key, keylens[k]);
        rc |= cairn_hmac_update(&c, msg, 100);
        rc |= cairn_hmac_update(&c, msg + 100, sizeof msg - 100);
        rc |= cairn_hmac_final(&c, t2, d);
        rc |= cairn_hmac_reset(&c);
        rc |= cairn_hmac_update(&c, msg, sizeof msg);
        rc |= cairn_hmac_final(&c, t3, d - 1); /* truncated */
        cairn_hmac_wipe(&c);
        CT_PUBLIC(t1, d);
        CT_PUBLIC(t2, d);
        CT_PUBLIC(t3, d - 1);
        rc |= memcmp(t1, t2, d) != 0 || memcmp(t1, t3, d - 1) != 0;
    }
    return rc;
}

/* Verify: the recomputed MAC and the tag are compared in constant time; only
 * the final accept/reject status is declassified. */
static int op_hmac_verify(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    uint8_t key[40], msg[100], tag[64];
    size_t d = h->digest_len, pos;
    int rc = 0, v;

    ct_fill(key, sizeof key, 21);
    ct_fill(msg, sizeof msg, 22);
    rc |= cairn_hmac(h, tag, d, key, sizeof key, msg, sizeof msg);
    for (pos = 0; pos <= d; pos += d / 2) {
        if (pos < d)
            tag[pos] ^= 0x40; /* a wrong tag at the start, the middle, then the right one */
        CT_SECRET(key, sizeof key);
        CT_SECRET(msg, sizeof msg);
        CT_SECRET(tag, d);
        v = cairn_hmac_verify(h, tag, d, key, sizeof key, msg, sizeof msg);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(tag, d);
        rc |= v != (pos < d ? CAIRN_ERR_AUTH : CAIRN_OK);
        if (pos < d)
            tag[pos] ^= 0x40;
    }
    return rc;
}

/* ---------------- KDFs ---------------- */

static int op_hkdf(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    uint8_t salt[30], ikm[80], info[20], prk[64], okm1[150], okm2[150];
    size_t d = h->digest_len;
    int rc = 0;

    ct_fill(salt, sizeof salt, 31);
    ct_fill(ikm, sizeof ikm, 32);
    ct_fill(info, sizeof info, 33); /* info is public context: left defined */
    CT_SECRET(salt, sizeof salt);
    CT_SECRET(ikm, sizeof ikm);
    rc |= cairn_hkdf_extract(h, prk, salt, sizeof salt, ikm, sizeof ikm);
    rc |= cairn_hkdf_expand(h, okm1, sizeof okm1, prk, d, info, sizeof info);
    rc |= cairn_hkdf(h, okm2, sizeof okm2, salt, sizeof salt, ikm, sizeof ikm, info, sizeof info);
    CT_PUBLIC(okm1, sizeof okm1);
    CT_PUBLIC(okm2, sizeof okm2);
    rc |= memcmp(okm1, okm2, sizeof okm1) != 0;
    /* empty salt: the RFC's zero salt */
    rc |= cairn_hkdf_extract(h, prk, NULL, 0, ikm, sizeof ikm);
    CT_PUBLIC(prk, d);
    return rc;
}

static int op_pbkdf2(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    uint8_t pw[24], salt[16], out[2 * 64 + 5];
    int rc;

    ct_fill(pw, sizeof pw, 41);
    ct_fill(salt, sizeof salt, 42);
    CT_SECRET(pw, sizeof pw);
    CT_SECRET(salt, sizeof salt); /* usually public; marking it costs nothing */
    rc = cairn_pbkdf2(h, out, 2 * h->digest_len + 5, pw, sizeof pw, salt, sizeof salt, 3);
    CT_PUBLIC(out, sizeof out);
    return rc;
}

/* ---------------- HMAC-DRBG ---------------- */

/* Entropy source for the rng adapter's self-reseed: its output is secret. */
static int secret_source(void *state, uint8_t *out, size_t len)
{
    (void)state;
    ct_fill(out, len, 55);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int op_drbg(const ct_arg *a)
{
    const cairn_hash *h = a->hash;
    uint8_t ent[48], nonce[16], pers[20], addl[30], out[300];
    cairn_hmac_drbg d;
    int rc = 0;

    ct_fill(ent, sizeof ent, 51);
    ct_fill(nonce, sizeof nonce, 52);
    ct_fill(pers, sizeof pers, 53);
    ct_fill(addl, sizeof addl, 54);
    CT_SECRET(ent, sizeof ent);
    CT_SECRET(nonce, sizeof nonce);
    CT_SECRET(pers, sizeof pers);
    CT_SECRET(addl, sizeof addl);
    rc |= cairn_hmac_drbg_instantiate(&d, h, ent, 32, nonce, sizeof nonce, pers, sizeof pers);
    /* the working state is secret whatever it was derived from */
    CT_SECRET(d.K, sizeof d.K);
    CT_SECRET(d.V, sizeof d.V);
    rc |= cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0);
    rc |= cairn_hmac_drbg_generate(&d, out, sizeof out, addl, sizeof addl);
    rc |= cairn_hmac_drbg_reseed(&d, ent + 8, 40, addl, sizeof addl);
    rc |= cairn_hmac_drbg_generate(&d, out, 17, NULL, 0);
    /* the rng adapter reseeding itself from a secret source every call */
    rc |= cairn_hmac_drbg_set_reseed_interval(&d, 1);
    rc |= cairn_hmac_drbg_set_entropy(&d, secret_source, NULL);
    rc |= cairn_hmac_drbg_rng(&d, out, sizeof out);
    rc |= cairn_hmac_drbg_rng(&d, out, sizeof out);
    cairn_hmac_drbg_wipe(&d);
    CT_PUBLIC(out, sizeof out);
    return rc;
}

/* ---------------- core helpers ---------------- */

static const uint64_t edge[] = {0, 1, 2, 0x7f, 0x80, 0xff, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x100000000ull,
                                0x7fffffffffffffffull, 0x8000000000000000ull, 0xfffffffffffffffeull,
                                0xffffffffffffffffull};
#define NEDGE (sizeof edge / sizeof edge[0])

/* Every word helper on every pair of edge values, the inputs secret. */
static int op_ct_words(const ct_arg *a)
{
    uint64_t xs[NEDGE], ys[NEDGE];
    size_t i, j;
    int bad = 0;
    (void)a;
    for (i = 0; i < NEDGE; i++) {
        for (j = 0; j < NEDGE; j++) {
            uint64_t x, y, r64[8];
            uint32_t x32, y32, r32[11];
            xs[i] = edge[i];
            ys[j] = edge[j];
            CT_SECRET(&xs[i], sizeof xs[i]);
            CT_SECRET(&ys[j], sizeof ys[j]);
            x = xs[i];
            y = ys[j];
            x32 = (uint32_t)x;
            y32 = (uint32_t)y;
            r32[0] = cairn_ct_nonzero32(x32);
            r32[1] = cairn_ct_iszero32(x32);
            r32[2] = cairn_ct_eq32(x32, y32);
            r32[3] = cairn_ct_lt32(x32, y32);
            r32[4] = cairn_ct_gt32(x32, y32);
            r32[5] = cairn_ct_le32(x32, y32);
            r32[6] = cairn_ct_ge32(x32, y32);
            r32[7] = cairn_ct_mask32(r32[3]);
            r32[8] = cairn_ct_select32(r32[3], x32, y32);
            r32[9] = cairn_ct_barrier32(x32 ^ y32);
            r32[10] = cairn_ct_select32(cairn_ct_nonzero32(x32 & 1u), y32, x32);
            r64[0] = cairn_ct_nonzero64(x);
            r64[1] = cairn_ct_iszero64(x);
            r64[2] = cairn_ct_eq64(x, y);
            r64[3] = cairn_ct_lt64(x, y);
            r64[4] = cairn_ct_mask64(r64[3]);
            r64[5] = cairn_ct_select64(r64[3], x, y);
            r64[6] = cairn_ct_barrier64(x + y);
            r64[7] = cairn_ct_select64(r64[2], y, x);
            CT_PUBLIC(r32, sizeof r32);
            CT_PUBLIC(r64, sizeof r64);
            x = edge[i];
            y = edge[j];
            x32 = (uint32_t)x;
            y32 = (uint32_t)y;
            bad |= r32[0] != (x32 != 0) || r32[1] != (x32 == 0) || r32[2] != (x32 == y32);
            bad |= r32[3] != (x32 < y32) || r32[4] != (x32 > y32) || r32[5] != (x32 <= y32) || r32[6] != (x32 >= y32);
            bad |= r32[7] != (x32 < y32 ? 0xffffffffu : 0) || r32[8] != (x32 < y32 ? x32 : y32);
            bad |= r32[10] != ((x32 & 1u) ? y32 : x32);
            bad |= r64[0] != (x != 0) || r64[1] != (x == 0) || r64[2] != (x == y) || r64[3] != (x < y);
            bad |= r64[4] != (x < y ? ~(uint64_t)0 : 0) || r64[5] != (x < y ? x : y) || r64[6] != x + y;
        }
    }
    return bad;
}

/* Buffer helpers: the control bit and both buffers secret. */
static int op_ct_buffers(const ct_arg *a)
{
    uint8_t p[37], q[37], p0[37], q0[37];
    uint32_t w1[5], w2[5];
    uint64_t d1[3], d2[3];
    uint32_t ctl[2] = {0, 1}, eq[3];
    int cmp[3], pub_eq, bad = 0, k;
    (void)a;
    for (k = 0; k < 2; k++) {
        uint32_t c;
        ct_fill(p, sizeof p, 61);
        ct_fill(q, sizeof q, 62);
        memcpy(p0, p, sizeof p);
        memcpy(q0, q, sizeof q);
        ct_fill((uint8_t *)w1, sizeof w1, 63);
        ct_fill((uint8_t *)w2, sizeof w2, 64);
        ct_fill((uint8_t *)d1, sizeof d1, 65);
        ct_fill((uint8_t *)d2, sizeof d2, 66);
        CT_SECRET(&ctl[k], sizeof ctl[k]);
        CT_SECRET(p, sizeof p);
        CT_SECRET(q, sizeof q);
        CT_SECRET(w1, sizeof w1);
        CT_SECRET(w2, sizeof w2);
        CT_SECRET(d1, sizeof d1);
        CT_SECRET(d2, sizeof d2);
        c = ctl[k];
        cairn_ct_cond_swap(c, p, q, sizeof p);
        cairn_ct_cond_swap32(c, w1, w2, 5);
        cairn_ct_cond_swap64(c, d1, d2, 3);
        cairn_ct_cond_copy(c, p, q, sizeof p);
        CT_PUBLIC(p, sizeof p);
        CT_PUBLIC(q, sizeof q);
        CT_PUBLIC(w1, sizeof w1);
        CT_PUBLIC(w2, sizeof w2);
        CT_PUBLIC(d1, sizeof d1);
        CT_PUBLIC(d2, sizeof d2);
        CT_PUBLIC(&ctl[k], sizeof ctl[k]);
        /* k = 0: nothing moved; k = 1: swapped, then p = q (the old p) */
        bad |= memcmp(p, p0, sizeof p) != 0 || memcmp(q, k ? p0 : q0, sizeof q) != 0;
    }
    /* comparisons: equal, differing in the last byte, differing in the first */
    ct_fill(p, sizeof p, 67);
    memcpy(q, p, sizeof p);
    memcpy(p0, p, sizeof p);
    p0[0] ^= 0x80;
    q[sizeof q - 1] ^= 1;
    CT_SECRET(p, sizeof p);
    CT_SECRET(q, sizeof q);
    CT_SECRET(p0, sizeof p0);
    eq[0] = cairn_ct_memeq(p, p, sizeof p);
    eq[1] = cairn_ct_memeq(p, q, sizeof p);
    eq[2] = (uint32_t)cairn_ct_equal(p0, p, sizeof p);
    cmp[0] = cairn_ct_memcmp_be(p, p, sizeof p);
    cmp[1] = cairn_ct_memcmp_be(p, q, sizeof p);
    cmp[2] = cairn_ct_memcmp_be(p0, p, sizeof p);
    pub_eq = cairn_ct_equal(p, p, sizeof p);
    CT_PUBLIC(eq, sizeof eq);
    CT_PUBLIC(cmp, sizeof cmp);
    CT_PUBLIC(&pub_eq, sizeof pub_eq);
    CT_PUBLIC(p, sizeof p);
    CT_PUBLIC(q, sizeof q);
    CT_PUBLIC(p0, sizeof p0);
    bad |= eq[0] != 1 || eq[1] != 0 || eq[2] != 0 || pub_eq != 1;
    bad |= cmp[0] != 0 || cmp[1] != (p[36] < q[36] ? -1 : 1) || cmp[2] != (p0[0] < p[0] ? -1 : 1);
    return bad;
}

/* Loads, stores and rotations move secrets around without branching. */
static int op_ct_loadstore(const ct_arg *a)
{
    uint8_t buf[16], out[16];
    uint64_t v;
    (void)a;
    ct_fill(buf, sizeof buf, 71);
    CT_SECRET(buf, sizeof buf);
    v = cairn_load64_be(buf) ^ cairn_load64_le(buf + 8);
    v ^= cairn_load32_be(buf + 3) ^ (uint64_t)cairn_load32_le(buf + 5) << 7;
    v = cairn_rotl64(v, 13) ^ cairn_rotr64(v, 7) ^ cairn_rotl32((uint32_t)v, 5) ^ cairn_rotr32((uint32_t)v, 9);
    cairn_store64_be(out, v);
    cairn_store64_le(out + 8, v);
    cairn_store32_be(out + 1, (uint32_t)v);
    cairn_store32_le(out + 9, (uint32_t)v);
    CT_PUBLIC(out, sizeof out);
    return 0;
}

/* Wipe overwrites every secret byte: afterwards all of it is defined. */
static int op_wipe(const ct_arg *a)
{
    uint8_t buf[200];
    size_t i;
    int bad = 0;
    (void)a;
    ct_fill(buf, sizeof buf, 81);
    CT_SECRET(buf, sizeof buf);
    cairn_wipe(buf + 1, sizeof buf - 2);
    bad |= VALGRIND_CHECK_MEM_IS_DEFINED(buf + 1, sizeof buf - 2) != 0;
    CT_PUBLIC(buf, sizeof buf);
    for (i = 1; i + 1 < sizeof buf; i++)
        bad |= buf[i] != 0;
    return bad;
}

/* clang-format off */
static const ct_op ops[] = {
    /* name            iterate over        run               secrets                                   expect    leaks */
    {"hash",           CT_EACH_HASH_IMPL,  op_hash,          "message bytes",                          CT_CLEAN, "none (lengths and split points are public)"},
    {"xof-squeeze",    CT_EACH_XOF_IMPL,   op_xof_squeeze,   "absorbed message",                       CT_CLEAN, "none (output length public)"},
    {"hmac",           CT_EACH_HMAC_HASH,  op_hmac,          "key (short and hashed), message",        CT_CLEAN, "none"},
    {"hmac-verify",    CT_EACH_HMAC_HASH,  op_hmac_verify,   "key, message, tag",                      CT_CLEAN, "none; the accept/reject status is declassified by the caller"},
    {"hkdf",           CT_EACH_HMAC_HASH,  op_hkdf,          "salt, IKM, PRK",                         CT_CLEAN, "none (info and output length public)"},
    {"pbkdf2",         CT_EACH_HMAC_HASH,  op_pbkdf2,        "password, salt",                         CT_CLEAN, "none (iteration count and output length public)"},
    {"hmac-drbg",      CT_EACH_HMAC_HASH,  op_drbg,          "entropy, nonce, personalisation, addl, K, V, reseed entropy", CT_CLEAN, "none (request lengths and reseed counter public)"},
    {"ct-words",       CT_ONCE,            op_ct_words,      "operands of nonzero/iszero/eq/lt/gt/le/ge/mask/select/barrier 32/64", CT_CLEAN, "none"},
    {"ct-buffers",     CT_ONCE,            op_ct_buffers,    "control bit, buffers of cond_swap/32/64, cond_copy, memeq, cairn_ct_equal, memcmp_be", CT_CLEAN, "none (lengths public)"},
    {"ct-loadstore",   CT_ONCE,            op_ct_loadstore,  "loaded bytes, rotated words",            CT_CLEAN, "none"},
    {"wipe",           CT_ONCE,            op_wipe,          "wiped buffer",                           CT_CLEAN, "none; afterwards every byte is defined (overwritten)"},
};
/* clang-format on */

int main(int argc, char **argv)
{
    return ct_run("ct", ops, sizeof ops / sizeof ops[0], argc, argv);
}
