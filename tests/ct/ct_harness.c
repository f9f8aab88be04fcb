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
#include "hash/sha_internal.h"
#include "sha512_ni_model.h"

#define MAXMSG (3 * CAIRN_HASH_MAX_BLOCK_LEN + 16)

static int init_impl(const ct_arg *a, void *st) { return a->hash->init(st, a->hash->impl); }

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

/* The SHA512-instruction compression (src/accel/x86/sha512_ni.h) on the C
 * model of the instructions (tests/sha512_ni_model.c): valgrind cannot run
 * the "x86-sha512" object (no CPU here has the instructions, and valgrind
 * 3.19 has no decoder for them; run.sh checks that object's branches), so
 * the algorithm around them runs here on the model, whose own code is
 * branch-free and table-free. Secret state and blocks; the result is compared
 * with the portable compression's. Needs AVX2 (the algorithm's vector code). */
static int op_sha512_ni_model(const ct_arg *a)
{
    int rc = 0;
    (void)a;
#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512
    if ((cairn_cpu_features() & (CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2)) == (CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2)) {
        const cairn_sha512_impl *sw = (const cairn_sha512_impl *)cairn_impl_portable(cairn_sha512_impls);
        uint64_t st1[8], st2[8];
        uint8_t blocks[3 * 128];
        ct_fill((uint8_t *)st1, sizeof st1, 91);
        ct_fill(blocks, sizeof blocks, 92);
        memcpy(st2, st1, sizeof st2);
        CT_SECRET(st1, sizeof st1);
        CT_SECRET(st2, sizeof st2);
        CT_SECRET(blocks, sizeof blocks);
        cairn_test_sha512_ni_model(st1, blocks, 3);
        sw->compress(st2, blocks, 3);
        CT_PUBLIC(st1, sizeof st1);
        CT_PUBLIC(st2, sizeof st2);
        rc |= memcmp(st1, st2, sizeof st1) != 0;
    }
#endif
    return rc;
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

/* ---------------- block ciphers and modes ---------------- */

/* Keying declassifies the status, as its caller does: it says whether the
 * key was accepted (3DES refuses equal DES keys), and the context's ready
 * word, which every mode tests, carries the same bit. */
static int key_declassified(cairn_cipher_ctx *ctx, const cairn_block_cipher *c, const cairn_impl *im,
                            const uint8_t *key, size_t keylen)
{
    int rc = cairn_cipher_init_ex(ctx, c, im, key, keylen);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&ctx->ready, sizeof ctx->ready);
    return rc;
}

static int cipher_key(cairn_cipher_ctx *ctx, const ct_arg *a, uint8_t *key, size_t keylen, uint32_t seed)
{
    ct_fill(key, keylen, seed);
    CT_SECRET(key, keylen);
    return key_declassified(ctx, a->cipher, &a->impl->base, key, keylen);
}

#if CAIRN_ENABLE_DES3
/* 3DES keys with K1 = K2 or K2 = K3 (parity bits ignored) are refused: the
 * comparison and the refusal must not branch on the key. Keys of each kind,
 * accepted and refused, secret throughout; an accepted key encrypts and
 * decrypts, a refused one leaves a context every mode refuses. */
static int op_des3_key_check(const ct_arg *arg)
{
    /* which DES keys are made equal (bit 0: K2 = K1, bit 1: K3 = K2, bit 2: flip parity bits, bit 3: two-key) */
    static const unsigned kinds[] = {0, 8, 1, 2, 3, 1 | 4, 2 | 4, 8 | 1, 8 | 1 | 4};
    uint8_t key[24], blk[8], back[8];
    cairn_cipher_ctx ctx;
    size_t i, k, j, ran = 0;
    int bad = 0;
    (void)arg;

    for (i = 0; cairn_des3_impls[i] != NULL; i++) {
        const cairn_impl *im = cairn_des3_impls[i];
        if (!cairn_impl_usable(im))
            continue;
        for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            unsigned v = kinds[k];
            size_t keylen = (v & 8) ? CAIRN_DES3_KEY2_LEN : CAIRN_DES3_KEY_LEN;
            int want = (v & 3) ? CAIRN_ERR_INVALID_KEY : CAIRN_OK, rc;
            ct_fill(key, sizeof key, 140 + (uint32_t)k);
            if (v & 1)
                memcpy(key + 8, key, 8);
            if (v & 2)
                memcpy(key + 16, key + 8, 8);
            for (j = 0; (v & 4) && j < 8; j++)
                key[((v & 2) ? 16 : 8) + j] ^= (uint8_t)(j & 1);
            CT_SECRET(key, sizeof key);
            rc = key_declassified(&ctx, &cairn_cipher_des3, im, key, keylen);
            bad |= rc != want;
            ct_fill(blk, sizeof blk, 150);
            CT_SECRET(blk, sizeof blk);
            rc = cairn_ecb_encrypt(&ctx, back, blk, 8);
            if (want == CAIRN_OK) {
                rc |= cairn_ecb_decrypt(&ctx, back, back, 8);
                CT_PUBLIC(back, sizeof back);
                CT_PUBLIC(blk, sizeof blk);
                bad |= rc != CAIRN_OK || memcmp(back, blk, 8) != 0;
            } else {
                bad |= rc != CAIRN_ERR_STATE;
            }
            cairn_cipher_wipe(&ctx);
            ran++;
        }
    }
    return bad || ran == 0;
}
#endif

/* Key schedule: every key length the descriptor takes (3DES: 24 and 16). */
static int op_cipher_key(const ct_arg *a)
{
    uint8_t key[32], blk[16];
    cairn_cipher_ctx ctx;
    int rc = 0;

    rc |= cipher_key(&ctx, a, key, a->cipher->key_len, 91);
    rc |= cairn_ecb_encrypt(&ctx, blk, key, a->cipher->block_len); /* the schedule is usable */
    CT_PUBLIC(blk, sizeof blk);
    if (a->cipher->block_len == 8)
        rc |= cipher_key(&ctx, a, key, CAIRN_DES3_KEY2_LEN, 92);
    cairn_cipher_wipe(&ctx);
    return rc;
}

/* ECB/CBC on 1, 5 and 19 blocks (odd counts against multi-block code and the
 * mode layer's batches); key, IV and data secret; decryption gives the data back. */
static int op_cipher_ecb_cbc(const ct_arg *a)
{
    static const size_t counts[] = {1, 5, 19};
    uint8_t key[32], iv[16], iv2[16], pt[19 * 16], ct[19 * 16], back[19 * 16];
    size_t B = a->cipher->block_len, t;
    cairn_cipher_ctx ctx;
    int rc = cipher_key(&ctx, a, key, a->cipher->key_len, 93);

    for (t = 0; t < 3; t++) {
        size_t len = counts[t] * B;
        ct_fill(pt, len, 94 + (uint32_t)t);
        ct_fill(iv, B, 97);
        CT_SECRET(pt, len);
        CT_SECRET(iv, B);
        memcpy(iv2, iv, B);
        rc |= cairn_ecb_encrypt(&ctx, ct, pt, len);
        rc |= cairn_ecb_decrypt(&ctx, back, ct, len);
        CT_PUBLIC(back, len);
        CT_PUBLIC(pt, len);
        rc |= memcmp(back, pt, len) != 0;
        CT_SECRET(pt, len);
        rc |= cairn_cbc_encrypt(&ctx, iv, ct, pt, len);
        rc |= cairn_cbc_decrypt(&ctx, iv2, back, ct, len);
        CT_PUBLIC(back, len);
        CT_PUBLIC(pt, len);
        CT_PUBLIC(ct, len);
        rc |= memcmp(back, pt, len) != 0;
    }
    cairn_cipher_wipe(&ctx);
    return rc;
}

/* CTR, CTR32, CFB and OFB in public pieces; key and data secret (the counter
 * is a public nonce, so it is left defined, as cairn_ctr_add_be says). */
static int op_cipher_stream(const ct_arg *a)
{
    static const size_t pieces[] = {3, 40, 0, 300, 1};
    uint8_t key[32], ctr[16], stream[16], pt[344], out[344], back[344];
    size_t B = a->cipher->block_len, k, pos, num, mode;
    cairn_cipher_ctx ctx;
    int rc = cipher_key(&ctx, a, key, a->cipher->key_len, 101);

    ct_fill(pt, sizeof pt, 102);
    CT_SECRET(pt, sizeof pt);
    for (mode = 0; mode < 4; mode++) {
        int dir;
        if (mode == 1 && B != 16)
            continue; /* CTR32 is for 16-byte blocks */
        for (dir = 0; dir < 2; dir++) {
            const uint8_t *src = dir ? out : pt;
            uint8_t *dst = dir ? back : out;
            ct_fill(ctr, B, 103);
            ctr[B - 1] = 0xfe; /* a carry inside the run */
            num = 0;
            for (k = 0, pos = 0; k < sizeof pieces / sizeof pieces[0]; pos += pieces[k], k++) {
                if (mode == 0)
                    rc |= cairn_ctr_xor(&ctx, ctr, stream, &num, dst + pos, src + pos, pieces[k]);
                else if (mode == 1)
                    rc |= cairn_ctr32_xor(&ctx, ctr, stream, &num, dst + pos, src + pos, pieces[k]);
                else if (mode == 2)
                    rc |= dir ? cairn_cfb_decrypt(&ctx, ctr, &num, dst + pos, src + pos, pieces[k])
                              : cairn_cfb_encrypt(&ctx, ctr, &num, dst + pos, src + pos, pieces[k]);
                else
                    rc |= cairn_ofb_xor(&ctx, ctr, &num, dst + pos, src + pos, pieces[k]);
            }
        }
        CT_PUBLIC(back, sizeof back);
        CT_PUBLIC(pt, sizeof pt);
        rc |= memcmp(back, pt, sizeof pt) != 0;
        CT_SECRET(pt, sizeof pt);
    }
    CT_PUBLIC(pt, sizeof pt);
    cairn_cipher_wipe(&ctx);
    return rc;
}

/* CBC with PKCS#7: secret key and plaintext; decryption of a good padding
 * and of bad ones (last byte 0, too large, a wrong byte inside); only the
 * status and length are declassified. */
static int op_cipher_pkcs7(const ct_arg *a)
{
    uint8_t key[32], iv[16], pt[64], ct[80], out[80];
    size_t B = a->cipher->block_len, len, outlen, t;
    cairn_cipher_ctx ctx;
    int rc = cipher_key(&ctx, a, key, a->cipher->key_len, 111), v;

    ct_fill(iv, B, 112);
    ct_fill(pt, sizeof pt, 113);
    CT_SECRET(pt, sizeof pt);
    rc |= cairn_cbc_encrypt_pkcs7(&ctx, iv, ct, sizeof ct, &len, pt, 37);
    CT_PUBLIC(&len, sizeof len);
    v = cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, ct, len);
    CT_PUBLIC(&v, sizeof v);
    CT_PUBLIC(&outlen, sizeof outlen);
    CT_PUBLIC(out, sizeof out);
    CT_PUBLIC(pt, sizeof pt);
    rc |= v != CAIRN_OK || outlen != 37 || memcmp(out, pt, 37) != 0;
    for (t = 0; t < 3; t++) {
        uint8_t raw[32], v2[16];
        ct_fill(raw, 2 * B, 114);
        raw[2 * B - 1] = t == 0 ? 0 : t == 1 ? (uint8_t)(B + 1) : 3;
        raw[2 * B - 2] = t == 2 ? 2 : raw[2 * B - 2];
        raw[2 * B - 3] = t == 2 ? 3 : raw[2 * B - 3];
        CT_SECRET(raw, 2 * B);
        memcpy(v2, iv, B);
        rc |= cairn_cbc_encrypt(&ctx, v2, ct, raw, 2 * B);
        v = cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, ct, 2 * B);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(&outlen, sizeof outlen);
        CT_PUBLIC(out, sizeof out);
        rc |= v != CAIRN_ERR_BAD_PADDING || outlen != 0;
    }
    cairn_cipher_wipe(&ctx);
    return rc;
}

/* XTS (16-byte-block ciphers): both keys, the tweak and the data secret;
 * 16 bytes, a partial last block (ciphertext stealing) and a multi-batch
 * unit, both directions; then Key1 == Key2, whose status is declassified by
 * the caller (the check itself is branch-free). */
static int op_cipher_xts(const ct_arg *a)
{
    static const size_t lens[] = {16, 37, 300};
    uint8_t key1[32], key2[32], tw[16], pt[300], ct[300], back[300];
    size_t kl = a->cipher->key_len, t;
    cairn_cipher_ctx k1, k2;
    int rc, v;

    if (a->cipher->block_len != 16)
        return 0; /* XTS is for 16-byte blocks (CAIRN_ERR_UNSUPPORTED, test_badinput) */
    rc = cipher_key(&k1, a, key1, kl, 131);
    rc |= cipher_key(&k2, a, key2, kl, 132);
    for (t = 0; t < 3; t++) {
        ct_fill(tw, sizeof tw, 133 + (uint32_t)t);
        ct_fill(pt, lens[t], 136 + (uint32_t)t);
        CT_SECRET(tw, sizeof tw);
        CT_SECRET(pt, lens[t]);
        v = cairn_xts_encrypt(&k1, &k2, tw, ct, pt, lens[t]);
        v |= cairn_xts_decrypt(&k1, &k2, tw, back, ct, lens[t]);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(back, lens[t]);
        CT_PUBLIC(pt, lens[t]);
        CT_PUBLIC(ct, lens[t]);
        rc |= v != CAIRN_OK || memcmp(back, pt, lens[t]) != 0;
    }
    cairn_cipher_wipe(&k2);
    rc |= cipher_key(&k2, a, key1, kl, 131); /* the same key again */
    v = cairn_xts_encrypt(&k1, &k2, tw, ct, pt, 37);
    CT_PUBLIC(&v, sizeof v);
    CT_PUBLIC(ct, 37);
    rc |= v != CAIRN_ERR_BAD_ARG || ct[0] != 0 || ct[36] != 0;
    cairn_cipher_wipe(&k1);
    cairn_cipher_wipe(&k2);
    return rc;
}

/* PKCS#7 unpadding on its own: good and bad paddings, all secret. */
static int op_pkcs7_unpad(const ct_arg *a)
{
    static const uint8_t lasts[] = {1, 2, 16, 0, 17, 0xff, 5};
    uint8_t buf[32];
    size_t t, dl;
    int rc = 0, v;
    (void)a;
    for (t = 0; t < sizeof lasts; t++) {
        ct_fill(buf, sizeof buf, 121);
        memset(buf + 32 - (lasts[t] <= 16 ? lasts[t] : 1), lasts[t], lasts[t] <= 16 ? lasts[t] : 1);
        if (t == 6)
            buf[28] ^= 1; /* a wrong byte inside a 5-byte padding */
        CT_SECRET(buf, sizeof buf);
        v = cairn_pkcs7_unpad(buf, sizeof buf, 16, &dl);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(&dl, sizeof dl);
        CT_PUBLIC(buf, sizeof buf);
        rc |= (t < 3) ? (v != CAIRN_OK || dl != 32u - lasts[t]) : (v != CAIRN_ERR_BAD_PADDING || dl != 0);
    }
    return rc;
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
    {"cipher-key",     CT_EACH_CIPHER_IMPL, op_cipher_key,   "key (and the schedule derived from it)",  CT_CLEAN, "none (key length public)"},
    {"cipher-ecb-cbc", CT_EACH_CIPHER_IMPL, op_cipher_ecb_cbc, "key, IV, plaintext, ciphertext",       CT_CLEAN, "none (lengths public)"},
    {"cipher-stream",  CT_EACH_CIPHER_IMPL, op_cipher_stream, "key, plaintext, keystream (CTR, CTR32, CFB, OFB)", CT_CLEAN, "none (counter/IV is a public nonce; lengths, split points public)"},
    {"cipher-pkcs7",   CT_EACH_CIPHER_IMPL, op_cipher_pkcs7,  "key, plaintext, padding bytes",          CT_CLEAN, "none; the status and plaintext length are declassified by the caller"},
#if CAIRN_ENABLE_DES3
    {"des3-key-check", CT_ONCE,            op_des3_key_check, "3DES keys: distinct, K1 = K2, K2 = K3, all equal, equal up to parity, two-key", CT_CLEAN, "none; the accept/refuse status (and the context's ready word, the same bit) is declassified by the caller"},
#endif
    {"cipher-xts",     CT_EACH_CIPHER_IMPL, op_cipher_xts,   "Key1, Key2, tweak, plaintext, ciphertext", CT_CLEAN, "none (length public); the Key1 == Key2 status is declassified by the caller"},
    {"pkcs7-unpad",    CT_ONCE,            op_pkcs7_unpad,   "padded block (good and bad paddings)",   CT_CLEAN, "none; status and data length declassified by the caller"},
    {"sha512-ni-model", CT_ONCE,           op_sha512_ni_model, "SHA-512 state and three blocks (the SHA512-instruction compression on the instructions' C model; AVX2 CPUs)", CT_CLEAN, "none"},
    {"wipe",           CT_ONCE,            op_wipe,          "wiped buffer",                           CT_CLEAN, "none; afterwards every byte is defined (overwritten)"},
};
/* clang-format on */

#define CT_MAX_OPS 256

int main(int argc, char **argv)
{
    static ct_op all[CT_MAX_OPS];
    size_t (*const families[])(const ct_op **) = {
#define CT_FAMILY(name) ct_ops_##name,
#include "families.h"
#undef CT_FAMILY
    };
    size_t n = sizeof ops / sizeof ops[0], f, k;

    memcpy(all, ops, sizeof ops);
    for (f = 0; f < sizeof families / sizeof families[0]; f++) {
        const ct_op *fam = NULL;
        size_t m = families[f](&fam);
        for (k = 0; k < m; k++) {
            if (n == CT_MAX_OPS) {
                fprintf(stderr, "ct: more than %d entries; raise CT_MAX_OPS\n", CT_MAX_OPS);
                return 1;
            }
            all[n++] = fam[k];
        }
    }
    return ct_run("ct", all, n, argc, argv);
}
