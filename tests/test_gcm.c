/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GHASH and GCM test driver. Runs EVERY implementation this build and CPU
 * have: each GHASH object (ct64, ct32, x86-pclmul, x86-vpclmul, arm-pmull)
 * on its own, and GCM over every pair (block implementation of
 * AES-128/192/256 and SM4) x (GHASH implementation), which includes the
 * fused paths whenever the pair is AES-NI/VAES with a PCLMUL GHASH or
 * arm-aes with arm-pmull (the pair labels say "fused"). Those this CPU
 * lacks are reported as skipped. Checks:
 *  - GHASH alone against the values of McGrew and Viega's GCM specification
 *    (test cases 2 and 4: GHASH(H, A, C)), in one call and block by block;
 *  - GCM against the specification's test cases 1-6 (AES-128: 96-bit,
 *    64-bit and 480-bit IVs), 10 (AES-192), 16 (AES-256) and RFC 8998's
 *    SM4-GCM example, as facts;
 *  - the NIST CAVP response files gcmEncryptExtIV128.rsp and
 *    gcmDecrypt128.rsp (every IV, AAD, text and tag size; FAIL cases must
 *    return CAIRN_ERR_AUTH with the output wiped), through every pair;
 *  - a bit-by-bit reference GCM in this file (SP 800-38D algorithms 1-5 on
 *    top of ECB) against every pair, on seeded random keys, IVs (1..80
 *    bytes), AAD (0..300) and messages (0..4 KiB + 15), including counter
 *    wrap-around of the low 32 bits;
 *  - streaming with random splits (AAD and text) equal to one-shot, in
 *    place and out of place, both directions; tampered tags, AAD and
 *    ciphertext rejected with the output wiped;
 *  - argument, length, tag-size and state rules of the typed API, and the
 *    descriptors (names, implementation lists, init by index).
 * What needs AES (its cases, the CAVP files) is left out of a build without
 * AES, SM4-GCM's case out of one without SM4; the rules run over AES-128,
 * or over SM4 in a build without AES.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/aead.h"
#include "testutil.h"

/* ------------------------------------------------------------ inventory */

#define MAX_GH 8
static const cairn_ghash_impl *ghs[MAX_GH];
static size_t nghs;

static void collect_ghash(void)
{
    size_t i;
    const cairn_impl *p = cairn_impl_portable(cairn_ghash_impls), *best = cairn_impl_best(cairn_ghash_impls);
    int best_listed = 0;
    for (i = 0; cairn_ghash_impls[i] != NULL && nghs < MAX_GH; i++) {
        const cairn_ghash_impl *g = (const cairn_ghash_impl *)cairn_ghash_impls[i];
        CHECK(g->base.name != NULL && strcmp(g->base.prim, CAIRN_PRIM_GHASH) == 0, "GHASH object %u", (unsigned)i);
        CHECK(g->set_h != NULL && g->update != NULL, "GHASH %s has its functions", g->base.name);
        if (strcmp(g->base.name, "x86-vpclmul") == 0) /* the needs cairn/mac.h documents */
            CHECK((g->base.needs & (CAIRN_CPU_X86_VPCLMUL | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL |
                                    CAIRN_CPU_X86_AVX512BW)) ==
                      (CAIRN_CPU_X86_VPCLMUL | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW),
                  "x86-vpclmul needs VPCLMULQDQ and AVX-512F/VL/BW");
        if (strcmp(g->base.name, "arm-pmull") == 0)
            CHECK((g->base.needs & (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_PMULL)) ==
                      (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_PMULL),
                  "arm-pmull needs NEON and PMULL");
        if (!cairn_impl_usable(&g->base)) {
            char msg[80];
            snprintf(msg, sizeof msg, "GHASH %s not available on this CPU/build", g->base.name);
            tu_skip(msg);
            continue;
        }
        best_listed |= &g->base == best;
        ghs[nghs++] = g;
    }
    CHECK(best_listed, "cairn_impl_best of the GHASH list is a usable one");
#if UINTPTR_MAX > 0xffffffffu
    CHECK(p != NULL && strcmp(p->name, "ct64") == 0, "portable GHASH is ct64 on a 64-bit host");
    /* the small profile builds the word size's object only */
    CHECK((cairn_impl_find(cairn_ghash_impls, "ct32") != NULL) == !CAIRN_SMALL, "ct32 listed on a 64-bit host");
#else
    CHECK(p != NULL && strcmp(p->name, "ct32") == 0, "portable GHASH is ct32 on a 32-bit host");
    CHECK((cairn_impl_find(cairn_ghash_impls, "ct64") != NULL) == !CAIRN_SMALL, "ct64 listed on a 32-bit host");
#endif
}

/* Every (block impl, GHASH impl) pair for one cipher. */
typedef struct {
    const cairn_block_impl *b;
    const cairn_ghash_impl *g;
    char label[112];
} pair_t;

static size_t collect_pairs(const cairn_block_cipher *c, pair_t *out, size_t cap)
{
    size_t i, j, n = 0;
    for (i = 0; c->impls[i] != NULL; i++) {
        const cairn_block_impl *b = (const cairn_block_impl *)c->impls[i];
        if (!cairn_impl_usable(&b->base))
            continue;
        for (j = 0; j < nghs && n < cap; j++) {
            const cairn_gcm_fused *f = b->gcm;
            int fused = f != NULL && f->hk_layout != 0 && f->hk_layout == ghs[j]->hk_layout && cairn_impl_usable(&f->base);
            out[n].b = b;
            out[n].g = ghs[j];
            snprintf(out[n].label, sizeof out[n].label, "%s/%s+%s%s%s", c->name, b->base.name, ghs[j]->base.name,
                     fused ? " fused " : "", fused ? f->base.name : "");
            n++;
        }
    }
    return n;
}

/* ---------------------------------------------------- reference GCM */

/* SP 800-38D algorithm 1, bit by bit: z = x * y in GF(2^128). */
static void ref_gfmul(uint8_t z[16], const uint8_t x[16], const uint8_t y[16])
{
    uint8_t v[16], r[16] = {0};
    int i, k;
    memcpy(v, y, 16);
    for (i = 0; i < 128; i++) {
        int lsb;
        if ((x[i >> 3] >> (7 - (i & 7))) & 1) {
            for (k = 0; k < 16; k++)
                r[k] ^= v[k];
        }
        lsb = v[15] & 1;
        for (k = 15; k > 0; k--)
            v[k] = (uint8_t)((v[k] >> 1) | (v[k - 1] << 7));
        v[0] >>= 1;
        if (lsb)
            v[0] ^= 0xe1;
    }
    memcpy(z, r, 16);
}

static void ref_ghash(uint8_t y[16], const uint8_t h[16], const uint8_t *p, size_t len)
{
    size_t i, k;
    for (i = 0; i < len; i += 16) {
        uint8_t b[16] = {0};
        memcpy(b, p + i, len - i < 16 ? len - i : 16);
        for (k = 0; k < 16; k++)
            y[k] ^= b[k];
        ref_gfmul(y, y, h);
    }
}

static void ref_lenblock(uint8_t y[16], const uint8_t h[16], uint64_t a, uint64_t c)
{
    uint8_t b[16];
    int k;
    for (k = 0; k < 8; k++) {
        b[k] = (uint8_t)((a * 8) >> (56 - 8 * k));
        b[8 + k] = (uint8_t)((c * 8) >> (56 - 8 * k));
    }
    ref_ghash(y, h, b, 16);
}

/* Reference GCM encryption with an explicit first counter block (for the
 * wrap test); ctr0 NULL means the standard J0 + 1. */
static void ref_gcm(const cairn_cipher_ctx *c, uint8_t *out, uint8_t tag[16], const uint8_t *iv, size_t ivlen,
                    const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len, const uint8_t *ctr0)
{
    uint8_t h[16] = {0}, j0[16] = {0}, ctr[16], ks[16], y[16] = {0}, e[16];
    size_t i, k;
    int rc = cairn_ecb_encrypt(c, h, h, 16);
    if (ivlen == 12) {
        memcpy(j0, iv, 12);
        j0[15] = 1;
    } else {
        ref_ghash(j0, h, iv, ivlen);
        ref_lenblock(j0, h, 0, ivlen);
    }
    if (ctr0 != NULL) {
        memcpy(ctr, ctr0, 16);
    } else {
        memcpy(ctr, j0, 16);
        for (k = 15; k >= 12; k--)
            if (++ctr[k] != 0)
                break;
    }
    for (i = 0; i < len; i += 16) {
        rc |= cairn_ecb_encrypt(c, ks, ctr, 16);
        for (k = 0; k < 16 && i + k < len; k++)
            out[i + k] = (uint8_t)(in[i + k] ^ ks[k]);
        for (k = 15; k >= 12; k--) /* inc32 */
            if (++ctr[k] != 0)
                break;
    }
    ref_ghash(y, h, aad, aadlen);
    ref_ghash(y, h, out, len);
    ref_lenblock(y, h, aadlen, len);
    rc |= cairn_ecb_encrypt(c, e, j0, 16);
    for (k = 0; k < 16; k++)
        tag[k] = (uint8_t)(e[k] ^ y[k]);
    if (rc != CAIRN_OK)
        CHECK(0, "reference ECB failed");
}

/* --------------------------------------------------------------- GHASH */

static void test_ghash_facts(void)
{
    /* McGrew & Viega, "The Galois/Counter Mode of Operation", test cases 2 and 4 */
    static const struct {
        const char *h, *data, *ghash;
    } tv[] = {
        {"66e94bd4ef8a2c3b884cfa59ca342b2e", "0388dace60b6a392f328c2b971b2fe78" "00000000000000000000000000000080",
         "f38cbb1ad69223dcc3457ae5b6b0f885"},
        {"b83b533708bf535d0aa6e52980d53b78",
         "feedfacedeadbeeffeedfacedeadbeefabaddad200000000000000000000000042831ec2217774244b7221b784d0d49c"
         "e3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e09100000000"
         "00000000000000a000000000000001e0",
         "698e57f70e6ecc7fd9463b7260a9ae5f"},
    };
    size_t t, i, j;
    for (t = 0; t < sizeof tv / sizeof tv[0]; t++) {
        size_t hl, dl, gl;
        uint8_t *h = tu_unhex(tv[t].h, &hl), *d = tu_unhex(tv[t].data, &dl), *g = tu_unhex(tv[t].ghash, &gl);
        for (i = 0; i < nghs; i++) {
            uint64_t hk[CAIRN_GHASH_KEY_WORDS];
            uint8_t y[16] = {0}, y2[16] = {0}, yr[16] = {0};
            char what[64];
            ghs[i]->set_h(hk, h);
            ghs[i]->update(hk, y, d, dl / 16);
            snprintf(what, sizeof what, "GHASH %s, spec case %u", ghs[i]->base.name, (unsigned)t);
            CHECK_MEM(y, g, 16, what);
            for (j = 0; j < dl / 16; j++)
                ghs[i]->update(hk, y2, d + 16 * j, 1);
            CHECK_MEM(y2, g, 16, "block by block");
            ghs[i]->update(hk, y2, d, 0);
            CHECK_MEM(y2, g, 16, "zero blocks leave y alone");
            ref_ghash(yr, h, d, dl);
            CHECK_MEM(yr, g, 16, "reference GHASH");
        }
        free(h);
        free(d);
        free(g);
    }
}

/* Every GHASH against the reference on random H and 0..40 blocks, split at random. */
/* Each 32-bit word of h and data all ones (one in two), all zeros (one in four) or left as it is. */
static void dense_words(tu_prng *r, uint8_t h[16], uint8_t *data, size_t len)
{
    size_t i;
    for (i = 0; i < 16 + len; i += 4) {
        uint8_t *w = i < 16 ? h + i : data + (i - 16);
        uint32_t c = (uint32_t)tu_prng_below(r, 4);
        if (c < 3)
            memset(w, c < 2 ? 0xff : 0x00, 4);
    }
}

static void test_ghash_random(tu_prng *r)
{
    uint8_t h[16], data[40 * 16], y0[16], yr[16];
    size_t it, i;
    for (it = 0; it < 300; it++) {
        size_t n = (size_t)tu_prng_below(r, 41);
        tu_prng_fill(r, h, 16);
        tu_prng_fill(r, data, sizeof data);
        tu_prng_fill(r, y0, 16);
        if (it % 3 == 1) /* whole words of ones and zeros: the carry-less products' densest columns */
            dense_words(r, h, data, sizeof data);
        memcpy(yr, y0, 16);
        ref_ghash(yr, h, data, 16 * n);
        for (i = 0; i < nghs; i++) {
            uint64_t hk[CAIRN_GHASH_KEY_WORDS];
            uint8_t y[16];
            size_t done = 0;
            ghs[i]->set_h(hk, h);
            memcpy(y, y0, 16);
            while (done < n) {
                size_t k = 1 + (size_t)tu_prng_below(r, n - done);
                ghs[i]->update(hk, y, data + 16 * done, k);
                done += k;
            }
            if (!CHECK(memcmp(y, yr, 16) == 0, "GHASH %s random case %u (%u blocks)", ghs[i]->base.name, (unsigned)it,
                       (unsigned)n))
                break;
        }
    }
}

/* ----------------------------------------------------------- GCM facts */

static void test_gcm_facts(void)
{
    /* McGrew & Viega test cases 1-6 (AES-128), 10 (AES-192), 16 (AES-256);
     * RFC 8998 appendix A.1 (SM4-GCM) */
    static const struct {
        const cairn_block_cipher *bc;
        const char *k, *iv, *p, *a, *c, *t;
    } tv[] = {
#if CAIRN_ENABLE_AES
        {&cairn_cipher_aes128, "00000000000000000000000000000000", "000000000000000000000000", "", "", "",
         "58e2fccefa7e3061367f1d57a4e7455a"},
        {&cairn_cipher_aes128, "00000000000000000000000000000000", "000000000000000000000000",
         "00000000000000000000000000000000", "",
         "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf"},
        {&cairn_cipher_aes128, "feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b391aafd255",
         "",
         "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396"
         "a0aac973d58e091473f5985",
         "4d5c2af327cd64a62cf35abd2ba6fab4"},
        {&cairn_cipher_aes128, "feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396"
         "a0aac973d58e091",
         "5bc94fbc3221a5db94fae95ae7121a47"},
        {&cairn_cipher_aes128, "feffe9928665731c6d6a8f9467308308", "cafebabefacedbad",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c742373806900e49f24b22b097544d4896b424989b5e1e"
         "bac0f07c23f4598",
         "3612d2e79e3b0785561be14aaca2fccb"},
        {&cairn_cipher_aes128, "feffe9928665731c6d6a8f9467308308",
         "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b525416aedbf5a0"
         "de6a57a637b39b",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca701e4a9a4fba43c90ccdcb281d48c7c6fd62875d2a"
         "ca417034c34aee5",
         "619cc5aefffe0bfa462af43c1699d050"},
        {&cairn_cipher_aes192, "feffe9928665731c6d6a8f9467308308feffe9928665731c", "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c7d773d00c144c525ac619d18c84a3f4718e2448b2"
         "fe324d9ccda2710",
         "2519498e80f1478f37ba55bd6d27618c"},
        {&cairn_cipher_aes256, "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
         "cafebabefacedbaddecaf888",
         "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5a"
         "a0de657ba637b39",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e639"
         "3ba7a0abcc9f662",
         "76fc6ece0f4e1768cddf8853bb2d551b"},
#endif
#if CAIRN_ENABLE_SM4
        {&cairn_cipher_sm4, "0123456789abcdeffedcba9876543210", "00001234567800000000abcd",
         "aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccddddddddddddddddeeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeeeeeee"
         "aaaaaaaaaaaaaaaa",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397"
         "b4024a2691233b8d",
         "83de3541e4c2b58177e065a9bf7b62ec"},
#endif
    };
    size_t t, i;

    for (t = 0; t < sizeof tv / sizeof tv[0]; t++) {
        pair_t pairs[64];
        size_t np = collect_pairs(tv[t].bc, pairs, 64);
        size_t kl, il, pl, al, cl, tl;
        uint8_t *k = tu_unhex(tv[t].k, &kl), *iv = tu_unhex(tv[t].iv, &il), *p = tu_unhex(tv[t].p, &pl);
        uint8_t *a = tu_unhex(tv[t].a, &al), *c = tu_unhex(tv[t].c, &cl), *tg = tu_unhex(tv[t].t, &tl);
        uint8_t out[64], tag[16];
        for (i = 0; i < np; i++) {
            cairn_gcm_key key;
            char what[128];
            snprintf(what, sizeof what, "known answer %u, %s", (unsigned)t + 1, pairs[i].label);
            CHECK_RC(cairn_gcm_init_ex(&key, tv[t].bc, &pairs[i].b->base, &pairs[i].g->base, k, kl), CAIRN_OK, what);
            CHECK_RC(cairn_gcm_encrypt(&key, out, tag, 16, iv, il, a, al, p, pl), CAIRN_OK, what);
            CHECK_MEM(out, c, cl, what);
            CHECK_MEM(tag, tg, 16, what);
            CHECK_RC(cairn_gcm_decrypt(&key, out, tg, 16, iv, il, a, al, c, cl), CAIRN_OK, what);
            CHECK_MEM(out, p, pl, what);
            cairn_gcm_key_wipe(&key);
        }
        free(k);
        free(iv);
        free(p);
        free(a);
        free(c);
        free(tg);
    }
}

/* ----------------------------------------------------------- CAVP files */

#if CAIRN_ENABLE_AES /* (GCM-AES-128 files) */
typedef struct {
    uint8_t key[32], iv[256], pt[256], aad[256], ct[256], tag[16];
    long kl, ivl, ptl, aadl, ctl, tagl;
    int fail, have_pt;
} cavp_rec;

static unsigned long cavp_run(const cavp_rec *v, int decrypt_file, const pair_t *pairs, size_t np)
{
    unsigned long n = 0;
    size_t i;
    for (i = 0; i < np; i++) {
        cairn_gcm_key key;
        uint8_t out[256], tag[16];
        int rc;
        if (!CHECK(cairn_gcm_init_ex(&key, &cairn_cipher_aes128, &pairs[i].b->base, &pairs[i].g->base, v->key, (size_t)v->kl) ==
                       CAIRN_OK,
                   "CAVP key, %s", pairs[i].label))
            continue;
        if (!decrypt_file) {
            rc = cairn_gcm_encrypt(&key, out, tag, (size_t)v->tagl, v->iv, (size_t)v->ivl, v->aad, (size_t)v->aadl,
                                   v->pt, (size_t)v->ptl);
            if (!CHECK(rc == CAIRN_OK && memcmp(out, v->ct, (size_t)v->ctl) == 0 &&
                           memcmp(tag, v->tag, (size_t)v->tagl) == 0,
                       "CAVP encrypt, %s (iv %ld, aad %ld, pt %ld, tag %ld)", pairs[i].label, v->ivl, v->aadl, v->ptl,
                       v->tagl))
                return n;
        }
        memset(out, 0xa5, sizeof out);
        rc = cairn_gcm_decrypt(&key, out, v->tag, (size_t)v->tagl, v->iv, (size_t)v->ivl, v->aad, (size_t)v->aadl,
                               v->ct, (size_t)v->ctl);
        if (v->fail) {
            size_t k;
            int wiped = 1;
            for (k = 0; k < (size_t)v->ctl; k++)
                wiped &= out[k] == 0;
            if (!CHECK(rc == CAIRN_ERR_AUTH && wiped, "CAVP FAIL case rejected and wiped, %s (rc %d)", pairs[i].label,
                       rc))
                return n;
        } else {
            if (!CHECK(rc == CAIRN_OK && memcmp(out, v->pt, (size_t)v->ptl) == 0, "CAVP decrypt, %s (rc %d)",
                       pairs[i].label, rc))
                return n;
        }
        n++;
        cairn_gcm_key_wipe(&key);
    }
    return n;
}

/* want, want_fail: the records (Count) and the FAIL records the file holds */
static void test_cavp_file(const char *rel, int decrypt_file, unsigned long want, unsigned long want_fail)
{
    FILE *f = tu_open_vector(rel);
    pair_t pairs[64];
    size_t np = collect_pairs(&cairn_cipher_aes128, pairs, 64);
    cavp_rec v;
    char *line;
    unsigned long recs = 0, fails = 0, runs = 0;
    int in_rec = 0;

    if (f == NULL)
        return;
    memset(&v, 0, sizeof v);
    for (;;) {
        char *k, *val;
        line = tu_getline(f);
        if (line == NULL || line[0] == '\0' || strncmp(line, "Count", 5) == 0) {
            /* a record ends at a blank line, the next Count or EOF */
            if (in_rec && (v.have_pt || v.fail || !decrypt_file)) {
                recs++;
                fails += (unsigned long)v.fail;
                runs += cavp_run(&v, decrypt_file, pairs, np);
            }
            in_rec = 0;
            if (line == NULL)
                break;
            if (line[0] == '\0')
                continue;
        }
        if (line[0] == '#' || line[0] == '[')
            continue;
        if (strcmp(line, "FAIL") == 0) {
            v.fail = 1;
            continue;
        }
        if (!tu_split_kv(line, &k, &val))
            continue;
        if (strcmp(k, "Count") == 0) {
            memset(&v, 0, sizeof v);
            in_rec = 1;
        } else if (strcmp(k, "Key") == 0) {
            v.kl = tu_unhex_into(v.key, sizeof v.key, val);
        } else if (strcmp(k, "IV") == 0) {
            v.ivl = tu_unhex_into(v.iv, sizeof v.iv, val);
        } else if (strcmp(k, "PT") == 0) {
            v.ptl = tu_unhex_into(v.pt, sizeof v.pt, val);
            v.have_pt = 1;
        } else if (strcmp(k, "AAD") == 0) {
            v.aadl = tu_unhex_into(v.aad, sizeof v.aad, val);
        } else if (strcmp(k, "CT") == 0) {
            v.ctl = tu_unhex_into(v.ct, sizeof v.ct, val);
        } else if (strcmp(k, "Tag") == 0) {
            v.tagl = tu_unhex_into(v.tag, sizeof v.tag, val);
        }
        if (v.kl < 0 || v.ivl < 0 || v.ptl < 0 || v.aadl < 0 || v.ctl < 0 || v.tagl < 0) {
            CHECK(0, "%s: bad hex near count", rel);
            break;
        }
    }
    fclose(f);
    printf("%s: %lu records (%lu FAIL) x %u implementation pairs = %lu runs\n", rel, recs, fails, (unsigned)np, runs);
    CHECK(recs == want && fails == want_fail, "%s: %lu records (%lu FAIL) read, want %lu (%lu FAIL)", rel, recs, fails,
          want, want_fail);
}
#endif

/* ----------------------------------------------- random vs reference */

static const cairn_block_cipher *const gcm_ciphers[] = {
#if CAIRN_ENABLE_AES
    &cairn_cipher_aes128, &cairn_cipher_aes192, &cairn_cipher_aes256,
#endif
#if CAIRN_ENABLE_SM4
    &cairn_cipher_sm4
#endif
};

/* A decryption that must fail (in == buf: in place): CAIRN_ERR_AUTH, and
 * the len bytes of buf wiped. */
static int decrypt_refused(const cairn_gcm_key *key, uint8_t *buf, const uint8_t *tag, size_t taglen, const uint8_t *iv,
                           size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    size_t z;
    int wiped = 1, rc = cairn_gcm_decrypt(key, buf, tag, taglen, iv, ivlen, aad, aadlen, in, len);
    for (z = 0; z < len; z++)
        wiped &= buf[z] == 0;
    return rc == CAIRN_ERR_AUTH && wiped;
}

/* Streaming encryption/decryption with random splits. */
static int stream_run(const cairn_gcm_key *key, int decrypt, tu_prng *r, uint8_t *out, uint8_t *tag, size_t taglen,
                      const uint8_t *iv, size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in,
                      size_t len)
{
    cairn_gcm_ctx ctx;
    size_t done = 0;
    int rc = cairn_gcm_start(&ctx, key, iv, ivlen);
    while (rc == CAIRN_OK && done < aadlen) {
        size_t k = (size_t)tu_prng_below(r, aadlen - done + 1);
        rc = cairn_gcm_aad(&ctx, aad + done, k);
        done += k;
    }
    done = 0;
    while (rc == CAIRN_OK && done < len) {
        size_t k = (size_t)tu_prng_below(r, 4) == 0 ? (size_t)tu_prng_below(r, 17) : (size_t)tu_prng_below(r, len - done + 1);
        if (k > len - done)
            k = len - done;
        rc = decrypt ? cairn_gcm_decrypt_update(&ctx, out + done, in + done, k)
                     : cairn_gcm_encrypt_update(&ctx, out + done, in + done, k);
        done += k;
    }
    if (rc != CAIRN_OK)
        return rc;
    return decrypt ? cairn_gcm_decrypt_final(&ctx, tag, taglen) : cairn_gcm_encrypt_final(&ctx, tag, taglen);
}

#define MAXMSG (4096 + 15)

static void test_random(tu_prng *r)
{
    static uint8_t pt[MAXMSG], ct[MAXMSG], ref[MAXMSG], buf[MAXMSG];
    uint8_t key[32], iv[80], aad[300], tag[16], rtag[16];
    size_t ci, it, i;
    unsigned long runs = 0;

    for (ci = 0; ci < sizeof gcm_ciphers / sizeof gcm_ciphers[0]; ci++) {
        const cairn_block_cipher *bc = gcm_ciphers[ci];
        pair_t pairs[64];
        size_t np = collect_pairs(bc, pairs, 64);
        cairn_cipher_ctx swc;
        printf("pairs:");
        for (i = 0; i < np; i++)
            printf(" [%s]", pairs[i].label);
        printf("\n");
        for (it = 0; it < 60; it++) {
            size_t len, aadlen, ivlen, taglen;
            static const size_t tags[] = {4, 8, 12, 13, 14, 15, 16};
            uint8_t ctr0[16];
            int wrap = it % 10 == 9;
            switch (it % 6) {
            case 0:
                len = (size_t)tu_prng_below(r, 48);
                break;
            case 1:
                len = 16 * (size_t)tu_prng_below(r, 257);
                break;
            default:
                len = (size_t)tu_prng_below(r, MAXMSG + 1);
            }
            aadlen = (size_t)tu_prng_below(r, 4) == 0 ? 0 : (size_t)tu_prng_below(r, sizeof aad + 1);
            ivlen = (size_t)tu_prng_below(r, 2) == 0 ? 12 : 1 + (size_t)tu_prng_below(r, sizeof iv);
            taglen = tags[tu_prng_below(r, 7)];
            tu_prng_fill(r, key, sizeof key);
            tu_prng_fill(r, iv, sizeof iv);
            tu_prng_fill(r, aad, sizeof aad);
            tu_prng_fill(r, pt, len);
            if (!CHECK(cairn_cipher_init_ex(&swc, bc, cairn_impl_portable(bc->impls), key, bc->key_len) == CAIRN_OK, "sw key"))
                return;
            if (wrap) {
                /* the low 32 counter bits wrap inside the message: start a
                 * context normally, then move its counter near 2^32 */
                memset(ctr0, 0, 16);
                tu_prng_fill(r, ctr0, 12);
                ctr0[12] = ctr0[13] = ctr0[14] = 0xff;
                ctr0[15] = (uint8_t)(0xf0 + tu_prng_below(r, 16));
                ref_gcm(&swc, ref, rtag, iv, ivlen, aad, aadlen, pt, len, ctr0);
            } else {
                ref_gcm(&swc, ref, rtag, iv, ivlen, aad, aadlen, pt, len, NULL);
            }
            for (i = 0; i < np; i++) {
                cairn_gcm_key k;
                int rc;
                if (!CHECK(cairn_gcm_init_ex(&k, bc, &pairs[i].b->base, &pairs[i].g->base, key, bc->key_len) == CAIRN_OK, "key %s",
                           pairs[i].label))
                    continue;
                runs++;
                if (wrap) {
                    cairn_gcm_ctx ctx;
                    rc = cairn_gcm_start(&ctx, &k, iv, ivlen);
                    memcpy(ctx.ctr, ctr0, 16);
                    rc |= cairn_gcm_aad(&ctx, aad, aadlen);
                    rc |= cairn_gcm_encrypt_update(&ctx, ct, pt, len / 2);
                    rc |= cairn_gcm_encrypt_update(&ctx, ct + len / 2, pt + len / 2, len - len / 2);
                    rc |= cairn_gcm_encrypt_final(&ctx, tag, 16);
                    CHECK(rc == CAIRN_OK && memcmp(ct, ref, len) == 0 && memcmp(tag, rtag, 16) == 0,
                          "counter wrap, %s, len %u", pairs[i].label, (unsigned)len);
                    continue;
                }
                /* one-shot against the reference */
                rc = cairn_gcm_encrypt(&k, ct, tag, taglen, iv, ivlen, aad, aadlen, pt, len);
                if (!CHECK(rc == CAIRN_OK && memcmp(ct, ref, len) == 0 && memcmp(tag, rtag, taglen) == 0,
                           "random %s: len %u aad %u iv %u tag %u", pairs[i].label, (unsigned)len, (unsigned)aadlen,
                           (unsigned)ivlen, (unsigned)taglen))
                    continue;
                rc = cairn_gcm_decrypt(&k, buf, rtag, taglen, iv, ivlen, aad, aadlen, ref, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, pt, len) == 0, "decrypt %s", pairs[i].label);
                /* in place, both directions */
                memcpy(buf, pt, len);
                rc = cairn_gcm_encrypt(&k, buf, tag, taglen, iv, ivlen, aad, aadlen, buf, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, ref, len) == 0 && memcmp(tag, rtag, taglen) == 0,
                      "in-place encrypt %s", pairs[i].label);
                rc = cairn_gcm_decrypt(&k, buf, rtag, taglen, iv, ivlen, aad, aadlen, buf, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, pt, len) == 0, "in-place decrypt %s", pairs[i].label);
                /* streaming with random splits */
                memset(buf, 0, len);
                rc = stream_run(&k, 0, r, buf, tag, taglen, iv, ivlen, aad, aadlen, pt, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, ref, len) == 0 && memcmp(tag, rtag, taglen) == 0,
                      "streaming encrypt %s len %u", pairs[i].label, (unsigned)len);
                memset(buf, 0, len);
                rc = stream_run(&k, 1, r, buf, rtag, taglen, iv, ivlen, aad, aadlen, ref, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, pt, len) == 0, "streaming decrypt %s", pairs[i].label);
                memcpy(buf, pt, len);
                rc = stream_run(&k, 0, r, buf, tag, taglen, iv, ivlen, aad, aadlen, buf, len);
                CHECK(rc == CAIRN_OK && memcmp(buf, ref, len) == 0 && memcmp(tag, rtag, taglen) == 0,
                      "streaming in place %s", pairs[i].label);
                /* tampering: tag, AAD, ciphertext; output wiped */
                {
                    uint8_t bad[16];
                    size_t w;
                    memcpy(bad, rtag, 16);
                    bad[tu_prng_below(r, taglen)] ^= (uint8_t)(1u << tu_prng_below(r, 8));
                    memset(buf, 0xa5, len);
                    CHECK(decrypt_refused(&k, buf, bad, taglen, iv, ivlen, aad, aadlen, ref, len),
                          "bad tag rejected and output wiped, %s", pairs[i].label);
                    rc = stream_run(&k, 1, r, buf, bad, taglen, iv, ivlen, aad, aadlen, ref, len);
                    CHECK(rc == CAIRN_ERR_AUTH, "streaming: bad tag rejected, %s", pairs[i].label);
                    if (len > 0) {
                        /* out of place over a pattern (ct is free until the next pair), then in place */
                        memcpy(ct, ref, len);
                        w = (size_t)tu_prng_below(r, len);
                        ct[w] ^= 0x80;
                        memset(buf, 0xa5, len);
                        CHECK(decrypt_refused(&k, buf, rtag, taglen, iv, ivlen, aad, aadlen, ct, len),
                              "flipped ciphertext bit rejected and output wiped, %s", pairs[i].label);
                        memcpy(buf, ct, len);
                        CHECK(decrypt_refused(&k, buf, rtag, taglen, iv, ivlen, aad, aadlen, buf, len),
                              "flipped ciphertext bit rejected in place and wiped, %s", pairs[i].label);
                    }
                    if (aadlen > 0) {
                        uint8_t a2[sizeof aad];
                        memcpy(a2, aad, aadlen);
                        a2[tu_prng_below(r, aadlen)] ^= 1;
                        memset(buf, 0xa5, len);
                        CHECK(decrypt_refused(&k, buf, rtag, taglen, iv, ivlen, a2, aadlen, ref, len),
                              "flipped AAD bit rejected and output wiped, %s", pairs[i].label);
                    }
                }
                cairn_gcm_key_wipe(&k);
            }
        }
    }
    printf("random: %lu implementation runs against the reference\n", runs);
}

/* ------------------------------------------------------- rules, state */

/* The cipher the rules run over: AES-128, or SM4 in a build without AES
 * (neither: no rules); its implementation list; another cipher's list, whose
 * objects init_ex must refuse for it: SM4's beside AES, else 3DES's. */
#if CAIRN_ENABLE_AES
#define RULE_CIPHER cairn_cipher_aes128
#define RULE_IMPLS cairn_aes_impls
#elif CAIRN_ENABLE_SM4
#define RULE_CIPHER cairn_cipher_sm4
#define RULE_IMPLS cairn_sm4_impls
#endif
#if CAIRN_ENABLE_AES && CAIRN_ENABLE_SM4
#define OTHER_IMPLS cairn_sm4_impls
#elif CAIRN_ENABLE_DES3
#define OTHER_IMPLS cairn_des3_impls
#endif

static void test_rules(void)
{
#if defined(RULE_CIPHER)
    cairn_gcm_key key, unkeyed;
    cairn_gcm_ctx ctx;
    uint8_t k[16] = {1}, iv[12] = {2}, buf[64] = {0}, tag[16];
    size_t t;

    memset(&unkeyed, 0, sizeof unkeyed);
    CHECK_RC(cairn_gcm_init(NULL, &RULE_CIPHER, k, 16), CAIRN_ERR_BAD_ARG, "init NULL key");
    CHECK_RC(cairn_gcm_init(&key, NULL, k, 16), CAIRN_ERR_BAD_ARG, "init NULL cipher");
    CHECK_RC(cairn_gcm_init(&key, &RULE_CIPHER, NULL, 16), CAIRN_ERR_BAD_ARG, "init NULL k");
    CHECK_RC(cairn_gcm_init(&key, &RULE_CIPHER, k, 15), CAIRN_ERR_BAD_LENGTH, "init bad key length");
#if CAIRN_ENABLE_DES3
    CHECK_RC(cairn_gcm_init(&key, &cairn_cipher_des3, buf, 24), CAIRN_ERR_UNSUPPORTED, "GCM over 3DES");
#endif
    {
        const cairn_impl *blk_sw = cairn_impl_portable(RULE_IMPLS), *gh_sw = cairn_impl_portable(cairn_ghash_impls);
        static const cairn_impl never_gh = {"never", CAIRN_PRIM_GHASH, 1ull << 62};
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, blk_sw, NULL, k, 16), CAIRN_OK, "init_ex NULL ghash: best");
        CHECK(key.ghash == (const cairn_ghash_impl *)cairn_impl_best(cairn_ghash_impls), "init_ex NULL ghash is the best");
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, NULL, gh_sw, k, 16), CAIRN_OK, "init_ex NULL block: best");
        CHECK(&key.cipher.impl->base == cairn_impl_best(RULE_IMPLS), "init_ex NULL block is the best");
#if defined(OTHER_IMPLS)
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, cairn_impl_portable(OTHER_IMPLS), gh_sw, k, 16),
                 CAIRN_ERR_BAD_ARG, "init_ex with another cipher's implementation");
        CHECK(key.ready == 0, "a refused init_ex leaves the key unkeyed");
#endif
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, gh_sw, gh_sw, k, 16), CAIRN_ERR_BAD_ARG,
                 "init_ex with a GHASH object as the block cipher");
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, blk_sw, blk_sw, k, 16), CAIRN_ERR_BAD_ARG,
                 "init_ex with a block object as the GHASH");
        CHECK_RC(cairn_gcm_init_ex(&key, &RULE_CIPHER, blk_sw, &never_gh, k, 16), CAIRN_ERR_UNSUPPORTED,
                 "init_ex with a GHASH object this CPU lacks");
    }
    CHECK_RC(cairn_gcm_init(&key, &RULE_CIPHER, k, 16), CAIRN_OK, "init");

    /* tag sizes: SP 800-38D 5.2.1.2 */
    for (t = 0; t <= 20; t++) {
        int ok = t == 4 || t == 8 || (t >= 12 && t <= 16);
        int rc = cairn_gcm_encrypt(&key, buf, tag, t, iv, 12, NULL, 0, buf, 16);
        CHECK_RC(rc, ok ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, "encrypt tag length");
        if (ok) {
            CHECK_RC(cairn_gcm_decrypt(&key, buf, tag, t, iv, 12, NULL, 0, buf, 16), CAIRN_OK, "decrypt tag length");
        } else {
            CHECK_RC(cairn_gcm_decrypt(&key, buf, tag, t, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_BAD_LENGTH,
                     "decrypt bad tag length");
            CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
            CHECK_RC(cairn_gcm_encrypt_final(&ctx, tag, t), CAIRN_ERR_BAD_LENGTH, "final bad tag length");
        }
    }
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 0, NULL, 0, buf, 16), CAIRN_ERR_BAD_LENGTH, "IV of 0 bytes");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 1, NULL, 0, buf, 16), CAIRN_OK, "IV of 1 byte");
    CHECK_RC(cairn_gcm_encrypt(NULL, buf, tag, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_BAD_ARG, "NULL key");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, NULL, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_BAD_ARG, "NULL tag");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, NULL, 12, NULL, 0, buf, 16), CAIRN_ERR_BAD_ARG, "NULL iv");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 12, NULL, 1, buf, 16), CAIRN_ERR_BAD_ARG, "NULL aad, len 1");
    CHECK_RC(cairn_gcm_encrypt(&key, NULL, tag, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_BAD_ARG, "NULL out");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 12, NULL, 0, NULL, 16), CAIRN_ERR_BAD_ARG, "NULL in");
    CHECK_RC(cairn_gcm_encrypt(&key, NULL, tag, 16, iv, 12, NULL, 0, NULL, 0), CAIRN_OK, "NULL, 0 is fine");
    CHECK_RC(cairn_gcm_decrypt(&key, NULL, tag, 16, iv, 12, NULL, 0, NULL, 0), CAIRN_OK, "decrypt NULL, 0");
    CHECK_RC(cairn_gcm_encrypt(&unkeyed, buf, tag, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_STATE, "unkeyed");
    CHECK_RC(cairn_gcm_decrypt(&unkeyed, buf, tag, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_STATE, "unkeyed dec");
    CHECK_RC(cairn_gcm_start(&ctx, &unkeyed, iv, 12), CAIRN_ERR_STATE, "start unkeyed");
#if SIZE_MAX > 0xffffffffu
    /* the limits are checked before any byte is touched */
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 12, NULL, 0, buf, ((size_t)1 << 36) - 31), CAIRN_ERR_BAD_LENGTH,
             "message over 2^36 - 32 bytes");
    CHECK_RC(cairn_gcm_decrypt(&key, buf, tag, 16, iv, 12, NULL, 0, buf, ((size_t)1 << 36) - 31),
             CAIRN_ERR_BAD_LENGTH, "decrypt: message over 2^36 - 32 bytes");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 12, buf, (size_t)1 << 61, buf, 16), CAIRN_ERR_BAD_LENGTH,
             "AAD of 2^61 bytes");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, (size_t)1 << 61, NULL, 0, buf, 16), CAIRN_ERR_BAD_LENGTH,
             "IV of 2^61 bytes");
#endif
    /* streaming limits, through the public counters of the context */
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 5), CAIRN_OK, "update");
    ctx.len = (((uint64_t)1) << 36) - 32 - 5;
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 5), CAIRN_OK, "update up to the limit");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 1), CAIRN_ERR_BAD_LENGTH, "one byte past the limit");
    CHECK_RC(cairn_gcm_encrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "failed context accepts only start");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    ctx.aadlen = (((uint64_t)1) << 61) - 3;
    CHECK_RC(cairn_gcm_aad(&ctx, buf, 2), CAIRN_OK, "AAD up to the limit");
    CHECK_RC(cairn_gcm_aad(&ctx, buf, 1), CAIRN_ERR_BAD_LENGTH, "AAD past the limit");
    CHECK_RC(cairn_gcm_aad(&ctx, buf, 0), CAIRN_ERR_STATE, "failed context accepts only start");
    /* order */
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 3), CAIRN_OK, "update");
    CHECK_RC(cairn_gcm_aad(&ctx, buf, 3), CAIRN_ERR_STATE, "AAD after text");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 3), CAIRN_OK, "update");
    CHECK_RC(cairn_gcm_decrypt_update(&ctx, buf, buf, 3), CAIRN_ERR_STATE, "decrypt after encrypt");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_decrypt_update(&ctx, buf, buf, 3), CAIRN_OK, "update");
    CHECK_RC(cairn_gcm_encrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "encrypt_final after decrypt");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_encrypt_final(&ctx, tag, 16), CAIRN_OK, "final straight after start");
    CHECK_RC(cairn_gcm_encrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "final twice");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, buf, buf, 1), CAIRN_ERR_STATE, "update after final");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_encrypt_update(&ctx, NULL, buf, 1), CAIRN_ERR_BAD_ARG, "update NULL out");
    CHECK_RC(cairn_gcm_start(NULL, &key, iv, 12), CAIRN_ERR_BAD_ARG, "start NULL ctx");
    CHECK_RC(cairn_gcm_start(&ctx, NULL, iv, 12), CAIRN_ERR_BAD_ARG, "start NULL key");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 0), CAIRN_ERR_BAD_LENGTH, "start IV of 0 bytes");
    CHECK_RC(cairn_gcm_aad(NULL, buf, 1), CAIRN_ERR_BAD_ARG, "aad NULL ctx");
    CHECK_RC(cairn_gcm_encrypt_update(NULL, buf, buf, 1), CAIRN_ERR_BAD_ARG, "update NULL ctx");
    CHECK_RC(cairn_gcm_decrypt_update(NULL, buf, buf, 1), CAIRN_ERR_BAD_ARG, "update NULL ctx");
    CHECK_RC(cairn_gcm_encrypt_final(NULL, tag, 16), CAIRN_ERR_BAD_ARG, "final NULL ctx");
    CHECK_RC(cairn_gcm_decrypt_final(NULL, tag, 16), CAIRN_ERR_BAD_ARG, "final NULL ctx");
    CHECK_RC(cairn_gcm_start(&ctx, &key, iv, 12), CAIRN_OK, "start");
    CHECK_RC(cairn_gcm_decrypt_final(&ctx, NULL, 16), CAIRN_ERR_BAD_ARG, "final NULL tag");
    cairn_gcm_key_wipe(&key);
    CHECK(key.ready == 0, "wiped key is not ready");
    CHECK_RC(cairn_gcm_encrypt(&key, buf, tag, 16, iv, 12, NULL, 0, buf, 16), CAIRN_ERR_STATE, "wiped key refused");
    cairn_gcm_key_wipe(NULL);
#endif
}

/* -------------------------------------------------------- descriptors */

#if CAIRN_ENABLE_AES
#define AES_IMPLS cairn_aes_impls
#else
#define AES_IMPLS NULL /* (no AES descriptor in ds below) */
#endif
#if CAIRN_ENABLE_SM4
#define SM4_IMPLS cairn_sm4_impls
#else
#define SM4_IMPLS NULL /* (no SM4 descriptor in ds below) */
#endif

static void test_descriptors(tu_prng *r)
{
    static const struct {
        const cairn_aead *a;
        int aes; /* over AES, else over SM4 */
    } ds[] = {
#if CAIRN_ENABLE_AES
        {&cairn_aead_aes128_gcm, 1},
        {&cairn_aead_aes192_gcm, 1},
        {&cairn_aead_aes256_gcm, 1},
#endif
#if CAIRN_ENABLE_SM4
        {&cairn_aead_sm4_gcm, 0},
#endif
    };
    size_t d, i;
    for (d = 0; d < sizeof ds / sizeof ds[0]; d++) {
        const cairn_aead *a = ds[d].a;
        uint64_t st0[CAIRN_AEAD_STATE_WORDS], st[CAIRN_AEAD_STATE_WORDS];
        uint8_t key[32], iv[20], aad[40], pt[200], c0[200], c1[200], t0[16], t1[16];
        const cairn_impl *none[2] = {NULL, NULL};
        size_t n;
        CHECK(a->state_size == sizeof(cairn_gcm_key) && a->state_size <= sizeof st, "%s state size", a->name);
        CHECK(a->tag_len == 16 && a->tag_min == 4 && a->tag_rule == CAIRN_AEAD_TAG_GCM && a->nonce_len == 12 &&
                  a->nonce_min == 1,
              "%s parameters", a->name);
        CHECK(a->parts[0] == (ds[d].aes ? AES_IMPLS : SM4_IMPLS) && a->parts[1] == cairn_ghash_impls,
              "%s: parts are the cipher's and GHASH's lists", a->name);
        for (n = 0; tu_aead_pair_name(a, n) != NULL; n++)
            ;
        CHECK(tu_aead_pair_usable(a, 0), "%s: the portable pair is available", a->name);
#if UINTPTR_MAX > 0xffffffffu
        CHECK(strcmp(tu_aead_pair_name(a, 0), ds[d].aes ? "ct64/ct64" : "ct/ct64") == 0, "%s: portable pair %s",
              a->name, tu_aead_pair_name(a, 0));
#else
        CHECK(strcmp(tu_aead_pair_name(a, 0), ds[d].aes ? "ct32/ct32" : "ct/ct32") == 0, "%s: portable pair %s",
              a->name, tu_aead_pair_name(a, 0));
#endif
        CHECK(tu_aead_pair_usable(a, n) == 0, "%s: past the end is not available", a->name);
        CHECK_RC(a->init(st, none, key, a->key_len + 1), CAIRN_ERR_BAD_LENGTH, "init wrong key length");
        CHECK_RC(a->init(NULL, none, key, a->key_len), CAIRN_ERR_BAD_ARG, "init NULL state");
        tu_prng_fill(r, key, sizeof key);
        tu_prng_fill(r, iv, sizeof iv);
        tu_prng_fill(r, aad, sizeof aad);
        tu_prng_fill(r, pt, sizeof pt);
        {
            const cairn_impl *p0[2];
            CHECK(tu_aead_pair(a, 0, &p0[0], &p0[1]), "pair 0");
            CHECK_RC(a->init(st0, p0, key, a->key_len), CAIRN_OK, "init portable pair");
        }
        CHECK_RC(a->encrypt(st0, c0, t0, 16, iv, 12, aad, sizeof aad, pt, sizeof pt), CAIRN_OK, "encrypt 0");
        for (i = 0; i <= n; i++) {
            const cairn_impl *pi[2] = {NULL, NULL};
            char what[96];
            int rc;
            if (i < n) {
                CHECK(tu_aead_pair(a, i, &pi[0], &pi[1]), "pair %u", (unsigned)i);
                if (!tu_aead_pair_usable(a, i)) {
                    snprintf(what, sizeof what, "%s implementation %s not available", a->name, tu_aead_pair_name(a, i));
                    tu_skip(what);
                    CHECK_RC(a->init(st, pi, key, a->key_len), CAIRN_ERR_UNSUPPORTED, "init unavailable");
                    continue;
                }
            }
            snprintf(what, sizeof what, "%s impl %s", a->name, i == n ? "best" : tu_aead_pair_name(a, i));
            CHECK_RC(a->init(st, pi, key, a->key_len), CAIRN_OK, what);
            CHECK_RC(a->encrypt(st, c1, t1, 16, iv, 12, aad, sizeof aad, pt, sizeof pt), CAIRN_OK, what);
            CHECK_MEM(c1, c0, sizeof pt, what);
            CHECK_MEM(t1, t0, 16, what);
            rc = a->decrypt(st, c1, t0, 16, iv, 12, aad, sizeof aad, c0, sizeof pt);
            CHECK(rc == CAIRN_OK && memcmp(c1, pt, sizeof pt) == 0, "%s decrypt", what);
            if (i == n) {
                const cairn_gcm_key *k = (const cairn_gcm_key *)st;
                CHECK(&k->cipher.impl->base == cairn_impl_best(a->parts[0]) &&
                          &k->ghash->base == cairn_impl_best(a->parts[1]),
                      "%s: NULL objects pick the first usable of each list", a->name);
            } else {
                /* the fused kernel runs exactly when the block object has one for the GHASH key layout */
                const cairn_gcm_key *k = (const cairn_gcm_key *)st;
                const cairn_gcm_fused *f = k->cipher.impl->gcm;
                int want = f != NULL && f->hk_layout != 0 && f->hk_layout == k->ghash->hk_layout &&
                           cairn_impl_usable(&f->base);
                CHECK((k->fused != NULL) == want && (k->fused == NULL || k->fused == f), "%s: fused kernel %s", what,
                      k->fused != NULL ? k->fused->base.name : "none");
            }
        }
    }
}

/* A streaming context whose key is wiped (or re-keyed to nothing) while it
 * is live: every later call is CAIRN_ERR_STATE, never a NULL dereference.
 * Over the rules' cipher. */
static void test_key_wiped_mid_stream(void)
{
#if defined(RULE_CIPHER)
    static const int step[] = {0, 1, 2, 3};
    cairn_gcm_key key;
    cairn_gcm_ctx ctx;
    uint8_t k[16] = {7}, iv[13] = {8}, buf[48] = {9}, tag[16] = {0};
    size_t s, ivl;
    for (ivl = 12; ivl <= 13; ivl++) {
        for (s = 0; s < sizeof step / sizeof step[0]; s++) {
            int rc;
            CHECK_RC(cairn_gcm_init(&key, &RULE_CIPHER, k, 16), CAIRN_OK, "init");
            CHECK_RC(cairn_gcm_start(&ctx, &key, iv, ivl), CAIRN_OK, "start");
            CHECK_RC(cairn_gcm_aad(&ctx, buf, 5), CAIRN_OK, "aad");
            cairn_gcm_key_wipe(&key);
            switch (step[s]) {
            case 0:
                rc = cairn_gcm_aad(&ctx, buf, 16);
                break;
            case 1:
                rc = cairn_gcm_encrypt_update(&ctx, buf, buf, sizeof buf);
                break;
            case 2:
                rc = cairn_gcm_decrypt_update(&ctx, buf, buf, sizeof buf);
                break;
            default:
                rc = cairn_gcm_encrypt_final(&ctx, tag, 16);
                break;
            }
            CHECK_RC(rc, CAIRN_ERR_STATE, "streaming call after cairn_gcm_key_wipe");
            CHECK_RC(cairn_gcm_decrypt_final(&ctx, tag, 16), CAIRN_ERR_STATE, "and the context stays refused");
        }
    }
#endif
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(0x67636d2d74657374ull));
    collect_ghash();
    test_ghash_facts();
    test_ghash_random(&r);
    test_gcm_facts();
    test_rules();
    test_descriptors(&r);
    test_key_wiped_mid_stream();
#if CAIRN_ENABLE_AES
    /* records counted in the files: Count lines, and FAIL lines in the decryption file */
    test_cavp_file("nist-cavp/gcm/gcmEncryptExtIV128.rsp", 0, 7875, 0);
    test_cavp_file("nist-cavp/gcm/gcmDecrypt128.rsp", 1, 7875, 4011);
#endif
    test_random(&r);
    return tu_finish("test_gcm");
}
