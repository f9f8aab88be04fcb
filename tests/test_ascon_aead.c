/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-AEAD128 (NIST SP 800-232):
 *  - every entry of the ascon-c KAT LWC_AEAD_KAT_128_128.txt, one-shot both
 *    directions (in place too), streaming with random splits both
 *    directions, every truncated tag length 4..16, a tampered tag;
 *  - random long messages against a textbook reference written here from
 *    SP 800-232 (generic round loop with computed constants, the S-box as
 *    the spec's chi form, bit-by-bit padding): it shares nothing with
 *    src/hash/ascon_p.c's complemented-lane circuit, so the KAT's short
 *    messages are extended to multi-block lengths;
 *  - tampering (tag, ciphertext, AAD, nonce, key) rejected with the output
 *    wiped; the streaming state machine; argument checks; the descriptor.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/aead.h"
#include "testutil.h"

#if CAIRN_ENABLE_ASCON

/* ------------------------------------------------------------ reference */

static uint64_t ref_rotr(uint64_t x, unsigned n) { return (x >> n) | (x << (64 - n)); }

static void ref_perm(uint64_t x[5], unsigned rounds)
{
    unsigned r, i;
    for (r = 12 - rounds; r < 12; r++) {
        uint64_t t[5];
        x[2] ^= (uint64_t)(((0xfu - r) << 4) | r);
        /* S-box layer, SP 800-232 figure 3: affine in, chi, affine out */
        x[0] ^= x[4];
        x[4] ^= x[3];
        x[2] ^= x[1];
        for (i = 0; i < 5; i++)
            t[i] = x[i] ^ (~x[(i + 1) % 5] & x[(i + 2) % 5]);
        t[1] ^= t[0];
        t[0] ^= t[4];
        t[3] ^= t[2];
        t[2] = ~t[2];
        x[0] = t[0] ^ ref_rotr(t[0], 19) ^ ref_rotr(t[0], 28);
        x[1] = t[1] ^ ref_rotr(t[1], 61) ^ ref_rotr(t[1], 39);
        x[2] = t[2] ^ ref_rotr(t[2], 1) ^ ref_rotr(t[2], 6);
        x[3] = t[3] ^ ref_rotr(t[3], 10) ^ ref_rotr(t[3], 17);
        x[4] = t[4] ^ ref_rotr(t[4], 7) ^ ref_rotr(t[4], 41);
    }
}

static uint64_t ref_ld(const uint8_t *p, size_t n)
{
    uint64_t v = 0;
    size_t i;
    for (i = 0; i < n; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* One padded rate block: bytes of in (len < 16 gets the 0x01 pad). */
static void ref_block(const uint8_t *in, size_t len, uint64_t b[2])
{
    uint8_t blk[16];
    memset(blk, 0, 16);
    memcpy(blk, in, len);
    if (len < 16)
        blk[len] = 0x01;
    b[0] = ref_ld(blk, 8);
    b[1] = ref_ld(blk + 8, 8);
}

static void ref_encrypt(uint8_t *ct, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                        const uint8_t *ad, size_t adlen, const uint8_t *pt, size_t len)
{
    uint64_t s[5], k0 = ref_ld(key, 8), k1 = ref_ld(key + 8, 8), b[2];
    size_t i, j;

    s[0] = UINT64_C(0x00001000808c0001);
    s[1] = k0;
    s[2] = k1;
    s[3] = ref_ld(nonce, 8);
    s[4] = ref_ld(nonce + 8, 8);
    ref_perm(s, 12);
    s[3] ^= k0;
    s[4] ^= k1;
    if (adlen > 0) {
        for (i = 0; i <= adlen; i += 16) { /* blocks of A || 1 || 0*: one more when 16 | adlen */
            ref_block(ad + i, adlen - i < 16 ? adlen - i : 16, b);
            s[0] ^= b[0];
            s[1] ^= b[1];
            ref_perm(s, 8);
            if (adlen - i < 16)
                break;
        }
    }
    s[4] ^= UINT64_C(1) << 63;
    for (i = 0;; i += 16) {
        size_t n = len - i < 16 ? len - i : 16;
        ref_block(pt + i, n, b);
        s[0] ^= b[0];
        s[1] ^= b[1];
        for (j = 0; j < n; j++)
            ct[i + j] = (uint8_t)(s[j / 8] >> (8 * (j % 8)));
        if (n < 16)
            break;
        ref_perm(s, 8);
    }
    s[2] ^= k0;
    s[3] ^= k1;
    ref_perm(s, 12);
    for (j = 0; j < 8; j++) {
        tag[j] = (uint8_t)((s[3] ^ k0) >> (8 * j));
        tag[8 + j] = (uint8_t)((s[4] ^ k1) >> (8 * j));
    }
}

/* ---------------------------------------------------------------- helpers */

/* Streaming in random pieces (AAD and message); returns the final's status. */
static int stream_run(tu_prng *r, int dec, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *key,
                      const uint8_t *nonce, const uint8_t *ad, size_t adlen, const uint8_t *in, size_t len)
{
    cairn_ascon_aead128_ctx ctx;
    size_t pos, piece;
    int rc = cairn_ascon_aead128_start(&ctx, key, nonce);

    if (rc != CAIRN_OK)
        return rc;
    for (pos = 0; pos < adlen || tu_prng_below(r, 4) == 0; pos += piece) {
        piece = (size_t)tu_prng_below(r, adlen - pos + 1);
        if ((rc = cairn_ascon_aead128_aad(&ctx, ad + pos, piece)) != CAIRN_OK)
            return rc;
        if (pos + piece == adlen && piece == 0)
            break;
    }
    for (pos = 0; pos < len || tu_prng_below(r, 4) == 0; pos += piece) {
        piece = (size_t)tu_prng_below(r, len - pos + 1);
        if (tu_prng_below(r, 3) == 0 && len - pos > 40)
            piece = (size_t)tu_prng_below(r, 20);
        rc = dec ? cairn_ascon_aead128_decrypt_update(&ctx, out + pos, in + pos, piece)
                 : cairn_ascon_aead128_encrypt_update(&ctx, out + pos, in + pos, piece);
        if (rc != CAIRN_OK)
            return rc;
        if (pos + piece == len && piece == 0)
            break;
    }
    return dec ? cairn_ascon_aead128_decrypt_final(&ctx, tag, taglen)
               : cairn_ascon_aead128_encrypt_final(&ctx, tag, taglen);
}

/* Everything one (key, nonce, AD, PT) -> CT || tag case must satisfy. */
static void check_case(tu_prng *r, const char *lbl, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                       size_t adlen, const uint8_t *pt, size_t len, const uint8_t *ct, const uint8_t *tag)
{
    uint8_t *buf = malloc(len + 1), t[16], t2[16];
    size_t tl;

    if (buf == NULL)
        abort();
    memset(t, 0, sizeof t);
    CHECK_RC(cairn_ascon_aead128_encrypt(key, buf, t, 16, nonce, ad, adlen, pt, len), CAIRN_OK, lbl);
    CHECK_MEM(buf, ct, len, lbl);
    CHECK_MEM(t, tag, 16, lbl);
    CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, 16, nonce, ad, adlen, buf, len), CAIRN_OK, lbl);
    CHECK_MEM(buf, pt, len, lbl);
    /* streaming, random splits, both directions */
    memset(t, 0, sizeof t);
    CHECK_RC(stream_run(r, 0, buf, t, 16, key, nonce, ad, adlen, pt, len), CAIRN_OK, lbl);
    CHECK_MEM(buf, ct, len, lbl);
    CHECK_MEM(t, tag, 16, lbl);
    CHECK_RC(stream_run(r, 1, buf, (uint8_t *)(uintptr_t)tag, 16, key, nonce, ad, adlen, ct, len), CAIRN_OK, lbl);
    CHECK_MEM(buf, pt, len, lbl);
    /* a truncated tag is the prefix; a wrong bit anywhere in it fails and wipes */
    tl = 4 + (size_t)tu_prng_below(r, 13);
    CHECK_RC(cairn_ascon_aead128_encrypt(key, buf, t2, tl, nonce, ad, adlen, pt, len), CAIRN_OK, lbl);
    CHECK_MEM(t2, tag, tl, lbl);
    CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, tl, nonce, ad, adlen, ct, len), CAIRN_OK, lbl);
    memcpy(t2, tag, 16);
    t2[tu_prng_below(r, tl)] ^= (uint8_t)(1u << tu_prng_below(r, 8));
    memset(buf, 0x33, len + 1);
    CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, t2, tl, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
    CHECK(tu_all_zero(buf, len) && buf[len] == 0x33, "%s: exactly the output wiped", lbl);
    CHECK_RC(stream_run(r, 1, buf, t2, tl, key, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
    free(buf);
}

/* -------------------------------------------------------------------- KAT */

static void test_kat(tu_prng *r)
{
    FILE *f = tu_open_vector("ascon/LWC_AEAD_KAT_128_128.txt");
    char *line;
    uint8_t key[16], nonce[16], pt[64], ad[64], ct[96], trunc[16];
    long kl = -1, nl = -1, pl = -1, al = -1, cl = -1;
    unsigned long count = 0, n = 0, ntrunc = 0;

    if (f == NULL)
        return;
    for (;;) {
        char *k, *v;
        line = tu_getline(f);
        if (line == NULL || line[0] == '\0') {
            if (cl >= 0) {
                char lbl[64];
                snprintf(lbl, sizeof lbl, "KAT Count %lu", count);
                if (CHECK(kl == 16 && nl == 16 && pl >= 0 && al >= 0 && cl == pl + 16, "%s: record parsed", lbl)) {
                    size_t tl;
                    check_case(r, lbl, key, nonce, ad, (size_t)al, pt, (size_t)pl, ct, ct + pl);
                    /* every truncated length on its own: the prefix, accepted */
                    for (tl = 4; tl <= 16; tl++) {
                        uint8_t back[64];
                        CHECK_RC(cairn_ascon_aead128_encrypt(key, back, trunc, tl, nonce, ad, (size_t)al, pt, (size_t)pl),
                                 CAIRN_OK, lbl);
                        CHECK_MEM(trunc, ct + pl, tl, lbl);
                        CHECK_RC(cairn_ascon_aead128_decrypt(key, back, ct + pl, tl, nonce, ad, (size_t)al, ct, (size_t)pl),
                                 CAIRN_OK, lbl);
                        CHECK_MEM(back, pt, (size_t)pl, lbl);
                        ntrunc++;
                    }
                    n++;
                }
                kl = nl = pl = al = cl = -1;
            }
            if (line == NULL)
                break;
            continue;
        }
        if (!tu_split_kv(line, &k, &v))
            continue;
        if (strcmp(k, "Count") == 0)
            count = strtoul(v, NULL, 10);
        else if (strcmp(k, "Key") == 0)
            kl = tu_unhex_into(key, sizeof key, v);
        else if (strcmp(k, "Nonce") == 0)
            nl = tu_unhex_into(nonce, sizeof nonce, v);
        else if (strcmp(k, "PT") == 0)
            pl = tu_unhex_into(pt, sizeof pt, v);
        else if (strcmp(k, "AD") == 0)
            al = tu_unhex_into(ad, sizeof ad, v);
        else if (strcmp(k, "CT") == 0)
            cl = tu_unhex_into(ct, sizeof ct, v);
    }
    fclose(f);
    CHECK(n == 1089, "KAT: 1089 entries run (got %lu)", n);
    printf("KAT: %lu entries (one-shot, in place, streaming both ways, %lu truncated-tag decryptions)\n", n, ntrunc);
}

/* ---------------------------------------------------------------- random */

static void test_random(tu_prng *r)
{
    enum { MAXM = 3000, MAXA = 300 };
    uint8_t *pt0 = malloc(MAXM + 8), *ct0 = malloc(MAXM + 8), *ad0 = malloc(MAXA + 8), *buf = malloc(MAXM);
    unsigned it;

    if (pt0 == NULL || ct0 == NULL || ad0 == NULL || buf == NULL)
        abort();
    for (it = 0; it < 400; it++) {
        uint8_t key[16], nonce[16], tag[16];
        size_t len = it < 100 ? it : (size_t)tu_prng_below(r, MAXM + 1);
        size_t adlen = it < 100 ? (it * 7) % 70 : (size_t)tu_prng_below(r, MAXA + 1);
        char lbl[80];
        size_t pos;
        /* any alignment (check_case's own buffers are malloc'd, so aligned) */
        uint8_t *pt = pt0 + tu_prng_below(r, 8), *ct = ct0 + tu_prng_below(r, 8), *ad = ad0 + tu_prng_below(r, 8);

        tu_prng_fill(r, key, 16);
        tu_prng_fill(r, nonce, 16);
        tu_prng_fill(r, pt, len);
        tu_prng_fill(r, ad, adlen);
        ref_encrypt(ct, tag, key, nonce, ad, adlen, pt, len);
        snprintf(lbl, sizeof lbl, "random #%u (ad %u, msg %u)", it, (unsigned)adlen, (unsigned)len);
        check_case(r, lbl, key, nonce, ad, adlen, pt, len, ct, tag);
        /* tampering: ciphertext, AAD, nonce, key */
        if (len > 0) {
            pos = (size_t)tu_prng_below(r, len);
            ct[pos] ^= 0x10;
            memset(buf, 0x55, len);
            CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, 16, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
            CHECK(tu_all_zero(buf, len), "%s: wiped (ciphertext)", lbl);
            ct[pos] ^= 0x10;
        }
        /* each refusal wipes the output: buf holds a pattern before each */
        if (adlen > 0) {
            pos = (size_t)tu_prng_below(r, adlen);
            ad[pos] ^= 0x80;
            memset(buf, 0x55, len);
            CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, 16, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
            CHECK(tu_all_zero(buf, len), "%s: wiped (AAD)", lbl);
            ad[pos] ^= 0x80;
        }
        nonce[15] ^= 1;
        memset(buf, 0x55, len);
        CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, 16, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
        CHECK(tu_all_zero(buf, len), "%s: wiped (nonce)", lbl);
        nonce[15] ^= 1;
        key[0] ^= 1;
        memset(buf, 0x55, len);
        CHECK_RC(cairn_ascon_aead128_decrypt(key, buf, tag, 16, nonce, ad, adlen, ct, len), CAIRN_ERR_AUTH, lbl);
        CHECK(tu_all_zero(buf, len), "%s: wiped (key)", lbl);
    }
    printf("random: 400 cases against the textbook reference\n");
    free(pt0), free(ct0), free(ad0), free(buf);
}

/* -------------------------------------------------- state machine, args */

static void test_api(void)
{
    static const uint8_t key[16] = {1}, nonce[16] = {2};
    uint8_t out[32], in[32] = {3}, tag[16], t1[16];
    cairn_ascon_aead128_ctx ctx;
    size_t tl;

    memset(&ctx, 0, sizeof ctx);
    CHECK_RC(cairn_ascon_aead128_aad(&ctx, in, 1), CAIRN_ERR_STATE, "aad on a zeroed context");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, out, in, 1), CAIRN_ERR_STATE, "update on a zeroed context");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "final on a zeroed context");
    CHECK_RC(cairn_ascon_aead128_start(NULL, key, nonce), CAIRN_ERR_BAD_ARG, "start NULL ctx");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, NULL, nonce), CAIRN_ERR_BAD_ARG, "start NULL key");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, NULL), CAIRN_ERR_BAD_ARG, "start NULL nonce");

    /* order: aad after the message is refused and kills the context */
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, out, in, 5), CAIRN_OK, "update");
    CHECK_RC(cairn_ascon_aead128_aad(&ctx, in, 1), CAIRN_ERR_STATE, "aad after update");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, out, in, 1), CAIRN_ERR_STATE, "dead after a failure");
    /* mixing directions */
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, out, in, 5), CAIRN_OK, "update");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(&ctx, out, in, 5), CAIRN_ERR_STATE, "decrypt after encrypt");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(&ctx, out, in, 5), CAIRN_OK, "update");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "encrypt_final after decrypt");
    /* final wipes; nothing after it */
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&ctx, tag, 16), CAIRN_OK, "final, empty everything");
    CHECK(tu_all_zero((const uint8_t *)&ctx, sizeof ctx), "final wipes the context");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, out, in, 1), CAIRN_ERR_STATE, "update after final");
    CHECK_RC(cairn_ascon_aead128_encrypt(key, out, t1, 16, nonce, NULL, 0, NULL, 0), CAIRN_OK, "one-shot empty");
    CHECK_MEM(tag, t1, 16, "streaming empty == one-shot empty");
    /* bad arguments in streaming */
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_aad(&ctx, NULL, 1), CAIRN_ERR_BAD_ARG, "aad NULL");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_aad(&ctx, NULL, 0), CAIRN_OK, "aad NULL, 0");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&ctx, NULL, in, 1), CAIRN_ERR_BAD_ARG, "update NULL out");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&ctx, tag, 3), CAIRN_ERR_BAD_LENGTH, "final taglen 3");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&ctx, tag, 17), CAIRN_ERR_BAD_LENGTH, "final taglen 17");
    CHECK_RC(cairn_ascon_aead128_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(&ctx, NULL, 16), CAIRN_ERR_BAD_ARG, "final NULL tag");
    CHECK_RC(cairn_ascon_aead128_aad(NULL, in, 1), CAIRN_ERR_BAD_ARG, "aad NULL ctx");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(NULL, out, in, 1), CAIRN_ERR_BAD_ARG, "update NULL ctx");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(NULL, tag, 16), CAIRN_ERR_BAD_ARG, "final NULL ctx");
    /* one-shot arguments */
    for (tl = 0; tl <= 17; tl++)
        CHECK_RC(cairn_ascon_aead128_encrypt(key, out, tag, tl, nonce, NULL, 0, in, 8),
                 tl >= 4 && tl <= 16 ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, "one-shot tag length");
    CHECK_RC(cairn_ascon_aead128_encrypt(key, out, NULL, 16, nonce, NULL, 0, in, 8), CAIRN_ERR_BAD_ARG, "NULL tag");
    CHECK_RC(cairn_ascon_aead128_encrypt(NULL, out, tag, 16, nonce, NULL, 0, in, 8), CAIRN_ERR_BAD_ARG, "NULL key");
    CHECK_RC(cairn_ascon_aead128_encrypt(key, out, tag, 16, NULL, NULL, 0, in, 8), CAIRN_ERR_BAD_ARG, "NULL nonce");
    CHECK_RC(cairn_ascon_aead128_encrypt(key, out, tag, 16, nonce, NULL, 1, in, 8), CAIRN_ERR_BAD_ARG, "NULL aad");
    CHECK_RC(cairn_ascon_aead128_encrypt(key, NULL, tag, 16, nonce, NULL, 0, in, 8), CAIRN_ERR_BAD_ARG, "NULL out");
    CHECK_RC(cairn_ascon_aead128_decrypt(key, out, tag, 16, nonce, NULL, 0, NULL, 8), CAIRN_ERR_BAD_ARG, "NULL in");
    CHECK_RC(cairn_ascon_aead128_decrypt(key, out, tag, 2, nonce, NULL, 0, in, 8), CAIRN_ERR_BAD_LENGTH, "taglen 2");
}

static void test_descriptor(tu_prng *r)
{
    const cairn_aead *a = &cairn_aead_ascon_aead128;
    uint64_t st[CAIRN_AEAD_STATE_WORDS];
    uint8_t key[16], nonce[16], pt[45], ct[45], ct0[45], tag[16], tag0[16];

    tu_prng_fill(r, key, 16);
    tu_prng_fill(r, nonce, 16);
    tu_prng_fill(r, pt, sizeof pt);
    CHECK(strcmp(a->name, "Ascon-AEAD128") == 0 && a->key_len == 16 && a->nonce_len == 16 && a->nonce_min == 16 &&
              a->nonce_max == 16 && a->tag_len == 16 && a->tag_min == 4 && a->tag_rule == 0 &&
              a->state_size <= sizeof st,
          "Ascon descriptor fields");
    /* the permutation objects: 64-bit lanes then bit-interleaved 32-bit words
     * on 64-bit hosts, the interleaved one alone on 32-bit targets, the small
     * profile's own alone in that profile */
#if UINTPTR_MAX > 0xffffffffu && !CAIRN_SMALL
    CHECK(tu_aead_pair_name(a, 0) != NULL && tu_aead_pair_usable(a, 0) && tu_aead_pair_name(a, 1) != NULL &&
              tu_aead_pair_usable(a, 1) && tu_aead_pair_name(a, 2) == NULL,
          "two implementations");
#else
    CHECK(tu_aead_pair_name(a, 0) != NULL && tu_aead_pair_usable(a, 0) && tu_aead_pair_name(a, 1) == NULL,
          "one implementation");
#endif
    memset(st, 0, sizeof st);
    CHECK_RC(a->encrypt(st, ct, tag, 16, nonce, 16, NULL, 0, pt, sizeof pt), CAIRN_ERR_STATE, "unkeyed state");
    {
        const cairn_impl *none[2] = {NULL, NULL};
        CHECK_RC(a->init(st, none, key, 15), CAIRN_ERR_BAD_LENGTH, "key 15");
        CHECK_RC(a->init(st, none, key, 16), CAIRN_OK, "init");
    }
    CHECK_RC(cairn_ascon_aead128_encrypt(key, ct0, tag0, 16, nonce, nonce, 3, pt, sizeof pt), CAIRN_OK, "typed");
    CHECK_RC(a->encrypt(st, ct, tag, 16, nonce, 16, nonce, 3, pt, sizeof pt), CAIRN_OK, "descriptor encrypt");
    CHECK_MEM(ct, ct0, sizeof ct, "descriptor == typed");
    CHECK_MEM(tag, tag0, 16, "descriptor == typed");
    CHECK_RC(a->encrypt(st, ct, tag, 16, nonce, 12, nonce, 3, pt, sizeof pt), CAIRN_ERR_BAD_LENGTH, "nonce 12");
    CHECK_RC(a->decrypt(st, ct, tag, 16, nonce, 16, nonce, 3, ct, sizeof ct), CAIRN_OK, "descriptor decrypt");
    CHECK_MEM(ct, pt, sizeof pt, "descriptor round trip");
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(20261130));
    test_kat(&r);
    test_random(&r);
    test_api();
    test_descriptor(&r);
    return tu_finish("test_ascon_aead");
}

#else
int main(void)
{
    tu_skip("Ascon not in this build");
    return tu_finish("test_ascon_aead");
}
#endif
