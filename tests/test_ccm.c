/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * CCM (SP 800-38C, RFC 3610) over AES and SM4, through every block-cipher
 * implementation this build and CPU have:
 *  - facts: RFC 3610 packet vectors #1-#3, #7, #11-#13, RFC 8998 A.2 (SM4-CCM), and
 *    long-AAD tags (the 2-byte / 6-byte AAD length encodings around 0xff00)
 *    computed with pyca/cryptography 48 (OpenSSL) for this file;
 *  - the NIST CAVP CCM response files DVPT (decryption, Pass and Fail),
 *    VADT, VNT, VPT, VTT for 128/192/256-bit keys;
 *  - every implementation against the software one and against a
 *    spec-straight reference written here (one ECB block at a time) on
 *    random keys, nonce/tag/AAD/message lengths, with tampering and
 *    in-place operation;
 *  - the descriptors (implementation indices, names, init) and the length
 *    limits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/aead.h"
#include "testutil.h"

#if CAIRN_ENABLE_CCM && (CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4)

typedef struct {
    const cairn_block_cipher *c;
    const cairn_block_impl *im;
    char label[64];
} impl_t;

#define MAX_IMPLS 32
static impl_t impls[MAX_IMPLS];
static size_t nimpls;
static unsigned long n_vec;

static const cairn_block_cipher *const ciphers[] = {
#if CAIRN_ENABLE_AES
    &cairn_cipher_aes128, &cairn_cipher_aes192, &cairn_cipher_aes256,
#endif
#if CAIRN_ENABLE_SM4
    &cairn_cipher_sm4,
#endif
    NULL};

static void collect_impls(void)
{
    size_t i, j;
    for (i = 0; ciphers[i] != NULL; i++) {
        const cairn_block_cipher *c = ciphers[i];
        for (j = 0; c->impls[j] != NULL; j++) {
            const cairn_block_impl *im = (const cairn_block_impl *)c->impls[j];
            if (!cairn_impl_usable(&im->base)) {
                char msg[96];
                snprintf(msg, sizeof msg, "%s: implementation %s not available on this CPU", c->name, im->base.name);
                tu_skip(msg);
                continue;
            }
            if (nimpls == MAX_IMPLS)
                break;
            impls[nimpls].c = c;
            impls[nimpls].im = im;
            snprintf(impls[nimpls].label, sizeof impls[nimpls].label, "%s/%s", c->name, im->base.name);
            nimpls++;
        }
    }
    printf("implementations:");
    for (i = 0; i < nimpls; i++)
        printf(" %s", impls[i].label);
    printf("\n");
}

static int key_impl(cairn_cipher_ctx *ctx, const impl_t *t, const uint8_t *key, size_t klen)
{
    return cairn_cipher_init_ex(ctx, t->c, &t->im->base, key, klen);
}

/* Spec-straight CCM (SP 800-38C 6.1 with the A.2 formatting), one ECB block
 * at a time through the cipher context: the cross-check for the library's
 * interleaved and fast-path routes. */
static void ref_ccm(const cairn_cipher_ctx *ctx, uint8_t *ct, uint8_t *tag, size_t tlen, const uint8_t *nonce,
                    size_t nlen, const uint8_t *aad, size_t alen, const uint8_t *pt, size_t plen)
{
    size_t q = 15 - nlen, hlen, total, i, j;
    uint8_t *b, y[16], a[16], s[16];

    hlen = alen == 0 ? 0 : alen < 0xff00 ? 2 : 6;
    total = 16 + ((hlen + alen + 15) / 16) * 16 + ((plen + 15) / 16) * 16;
    b = calloc(total, 1);
    if (b == NULL)
        abort();
    b[0] = (uint8_t)((alen ? 64 : 0) + 8 * ((tlen - 2) / 2) + (q - 1));
    memcpy(b + 1, nonce, nlen);
    for (i = 0; i < q && i < sizeof(size_t); i++)
        b[15 - i] = (uint8_t)(plen >> (8 * i));
    if (alen != 0) {
        if (hlen == 2) {
            b[16] = (uint8_t)(alen >> 8);
            b[17] = (uint8_t)alen;
        } else {
            b[16] = 0xff;
            b[17] = 0xfe;
            for (i = 0; i < 4; i++)
                b[18 + i] = (uint8_t)(alen >> (24 - 8 * i));
        }
        memcpy(b + 16 + hlen, aad, alen);
    }
    if (plen != 0)
        memcpy(b + 16 + ((hlen + alen + 15) / 16) * 16, pt, plen);
    memset(y, 0, 16);
    for (i = 0; i < total; i += 16) {
        for (j = 0; j < 16; j++)
            y[j] ^= b[i + j];
        CHECK_RC(cairn_ecb_encrypt(ctx, y, y, 16), CAIRN_OK, "reference CCM: CBC-MAC block");
    }
    memset(a, 0, 16);
    a[0] = (uint8_t)(q - 1);
    memcpy(a + 1, nonce, nlen);
    for (i = 0; i < plen; i += 16) {
        size_t ctr = i / 16 + 1;
        for (j = 0; j < q && j < sizeof(size_t); j++)
            a[15 - j] = (uint8_t)(ctr >> (8 * j));
        CHECK_RC(cairn_ecb_encrypt(ctx, s, a, 16), CAIRN_OK, "reference CCM: counter block");
        for (j = 0; j < 16 && i + j < plen; j++)
            ct[i + j] = (uint8_t)(pt[i + j] ^ s[j]);
    }
    for (j = 0; j < q; j++)
        a[15 - j] = 0;
    CHECK_RC(cairn_ecb_encrypt(ctx, s, a, 16), CAIRN_OK, "reference CCM: tag block");
    for (j = 0; j < tlen; j++)
        tag[j] = (uint8_t)(y[j] ^ s[j]);
    free(b);
}

/* Encrypt with every implementation of cipher c and compare with ct || tag;
 * decrypt back (in place too); a flipped tag bit must fail and wipe. */
static void check_all_impls(const cairn_block_cipher *c, const char *what, const uint8_t *key, size_t klen,
                            const uint8_t *nonce, size_t nlen, const uint8_t *aad, size_t alen, const uint8_t *pt,
                            size_t plen, const uint8_t *ct, const uint8_t *tag, size_t tlen)
{
    size_t i;
    uint8_t *buf = malloc(plen + 1), t[16];
    char lbl[160];

    if (buf == NULL)
        abort();
    for (i = 0; i < nimpls; i++) {
        cairn_cipher_ctx ctx;
        if (impls[i].c != c)
            continue;
        snprintf(lbl, sizeof lbl, "%s %s", impls[i].label, what);
        if (!CHECK_RC(key_impl(&ctx, &impls[i], key, klen), CAIRN_OK, lbl))
            continue;
        n_vec++;
        memset(t, 0xee, sizeof t);
        CHECK_RC(cairn_ccm_encrypt(&ctx, buf, t, tlen, nonce, nlen, aad, alen, pt, plen), CAIRN_OK, lbl);
        CHECK_MEM(buf, ct, plen, lbl);
        CHECK_MEM(t, tag, tlen, lbl);
        /* in place, both directions */
        memcpy(buf, pt, plen);
        CHECK_RC(cairn_ccm_encrypt(&ctx, buf, t, tlen, nonce, nlen, aad, alen, buf, plen), CAIRN_OK, lbl);
        CHECK_MEM(buf, ct, plen, lbl);
        CHECK_RC(cairn_ccm_decrypt(&ctx, buf, tag, tlen, nonce, nlen, aad, alen, buf, plen), CAIRN_OK, lbl);
        CHECK_MEM(buf, pt, plen, lbl);
        memcpy(t, tag, tlen);
        t[tlen - 1] ^= 0x80;
        memset(buf, 0x5a, plen);
        CHECK_RC(cairn_ccm_decrypt(&ctx, buf, t, tlen, nonce, nlen, aad, alen, ct, plen), CAIRN_ERR_AUTH, lbl);
        CHECK(tu_all_zero(buf, plen), "%s: output wiped after a bad tag", lbl);
        cairn_cipher_wipe(&ctx);
    }
    free(buf);
}

static uint8_t *unhex_n(const char *hex, size_t *n)
{
    uint8_t *p = tu_unhex(hex, n);
    if (p == NULL) {
        fprintf(stderr, "bad hex in test data: %s\n", hex);
        abort();
    }
    return p;
}

/* ------------------------------------------------------------------ facts */

static void test_facts(void)
{
    static const struct {
        const char *cipher, *key, *nonce, *aad, *pt, *ct, *tag;
    } f[] = {
        /* RFC 3610 section 8, packet vectors #1-#3 (header = AAD, M = 8), */
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "00000003020100a0a1a2a3a4a5", "0001020304050607",
         "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e", "588c979a61c663d2f066d0c2c0f989806d5f6b61dac384",
         "17e8d12cfdf926e0"},
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "00000004030201a0a1a2a3a4a5", "0001020304050607",
         "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "72c91a36e135f8cf291ca894085c87e3cc15c439c9e43a3b",
         "a091d56e10400916"},
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "00000005040302a0a1a2a3a4a5", "0001020304050607",
         "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20", "51b1e5f44a197d1da46b0f8e2d282ae871e838bb64da859657",
         "4adaa76fbd9fb0c5"},
        /* #7 (M = 10), #11 and #12 (12-byte header, M = 10), #13 (the second key) */
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "00000009080706a0a1a2a3a4a5", "0001020304050607",
         "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e", "0135d1b2c95f41d5d1d4fec185d166b8094e999dfed96c",
         "048c56602c97acbb7490"},
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "0000000d0c0b0aa0a1a2a3a4a5", "000102030405060708090a0b",
         "0c0d0e0f101112131415161718191a1b1c1d1e1f", "676bb20380b0e301e8ab79590a396da78b834934",
         "f53aa2e9107a8b6c022c"},
        {"AES-128", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", "0000000e0d0c0ba0a1a2a3a4a5", "000102030405060708090a0b",
         "0c0d0e0f101112131415161718191a1b1c1d1e1f20", "c0ffa0d6f05bdb67f24d43a4338d2aa4bed7b20e43",
         "cd1aa31662e7ad65d6db"},
        {"AES-128", "d7828d13b2b0bdc325a76236df93cc6b", "00412b4ea9cdbe3c9696766cfa", "0be1a88bace018b1",
         "08e8cf97d820ea258460e96ad9cf5289054d895ceac47c", "4cb97f86a2a4689a877947ab8091ef5386a6ffbdd080f8",
         "e78cf7cb0cddd7b3"},
        /* RFC 8998 appendix A.2 (SM4-CCM, 12-byte nonce, 16-byte tag) */
        {"SM4", "0123456789abcdeffedcba9876543210", "00001234567800000000abcd",
         "feedfacedeadbeeffeedfacedeadbeefabaddad2",
         "aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccddddddddddddddddeeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeee"
         "eeeeaaaaaaaaaaaaaaaa",
         "48af93501fa62adbcd414cce6034d895dda1bf8f132f042098661572e7483094fd12e518ce062c98acee28d95df4416bed31a2f044"
         "76c18bb40c84a74b97dc5b",
         "16842d4fa186f56ab33256971fa110f4"},
    };
#if CAIRN_ENABLE_AES
    /* AAD around the 2-byte/6-byte length-encoding switch (0xff00): key
     * 00..0f, nonce 20 21 .., AAD byte i = (7i + 3) mod 251, plaintext byte
     * i = (11i + 3) mod 251; tag and the first ciphertext block from
     * pyca/cryptography 48 AESCCM (OpenSSL 3). */
    static const struct {
        size_t alen, nlen, tlen, plen;
        const char *ct16, *tag;
    } longaad[] = {
        {65279, 13, 16, 100, "69bb8be21448eb3169d3ad0ad3b587cb", "2b1ad26620be06e67276b8b5add78736"},
        {65280, 13, 16, 100, "69bb8be21448eb3169d3ad0ad3b587cb", "bfa8b7e4b68638afdb138ea197e2bc17"},
        {70000, 7, 10, 33, "8f25744589031229afe00b4df069d7c3", "879bb091ceac71f42ee6"},
        {65279, 12, 4, 0, "", "f91da193"},
    };
    size_t j;
#endif
    size_t i;

    for (i = 0; i < sizeof f / sizeof f[0]; i++) {
        const cairn_block_cipher *c = NULL;
        size_t kl, nl, al, pl, cl, tl;
        uint8_t *k = unhex_n(f[i].key, &kl), *n = unhex_n(f[i].nonce, &nl), *a = unhex_n(f[i].aad, &al),
                *p = unhex_n(f[i].pt, &pl), *ct = unhex_n(f[i].ct, &cl), *t = unhex_n(f[i].tag, &tl);
        char what[48];
        snprintf(what, sizeof what, "fact %u", (unsigned)i);
        if (cairn_block_cipher_lookup(&c, f[i].cipher) == CAIRN_OK && CHECK(cl == pl, "%s: lengths", what))
            check_all_impls(c, what, k, kl, n, nl, a, al, p, pl, ct, t, tl);
        free(k), free(n), free(a), free(p), free(ct), free(t);
    }
#if CAIRN_ENABLE_AES
    for (i = 0; i < sizeof longaad / sizeof longaad[0]; i++) {
        uint8_t key[16], nonce[13], *aad = malloc(longaad[i].alen), pt[128], ct[128], want16[16], tag[16];
        size_t tl;
        char what[48];
        cairn_cipher_ctx ctx;
        if (aad == NULL)
            abort();
        for (j = 0; j < 16; j++)
            key[j] = (uint8_t)j;
        for (j = 0; j < longaad[i].nlen; j++)
            nonce[j] = (uint8_t)(0x20 + j);
        for (j = 0; j < longaad[i].alen; j++)
            aad[j] = (uint8_t)((7 * j + 3) % 251);
        for (j = 0; j < longaad[i].plen; j++)
            pt[j] = (uint8_t)((11 * j + 3) % 251);
        tl = (size_t)tu_unhex_into(tag, sizeof tag, longaad[i].tag);
        tu_unhex_into(want16, sizeof want16, longaad[i].ct16);
        snprintf(what, sizeof what, "long AAD %u", (unsigned)longaad[i].alen);
        /* the reference must agree with the facts too, or the random tests mean little */
        if (CHECK_RC(cairn_cipher_init(&ctx, &cairn_cipher_aes128, key, 16), CAIRN_OK, what)) {
            uint8_t rt[16];
            ref_ccm(&ctx, ct, rt, tl, nonce, longaad[i].nlen, aad, longaad[i].alen, pt, longaad[i].plen);
            CHECK_MEM(rt, tag, tl, "reference CCM vs long-AAD fact");
            if (longaad[i].plen >= 16)
                CHECK_MEM(ct, want16, 16, "reference CCM vs long-AAD fact");
        }
        check_all_impls(&cairn_cipher_aes128, what, key, 16, nonce, longaad[i].nlen, aad, longaad[i].alen, pt,
                        longaad[i].plen, ct, tag, tl);
        free(aad);
    }
#endif
}

/* ------------------------------------------------------------ CAVP files */

#if CAIRN_ENABLE_AES

typedef struct {
    size_t alen, plen, nlen, tlen;
    uint8_t *key, *nonce, *adata, *payload, *ct;
    size_t keylen, noncelen, ctlen;
    int have_count, have_result, pass;
} cavp_rec;

static void set_bytes(uint8_t **dst, size_t *len, const char *hex)
{
    size_t n;
    free(*dst);
    *dst = unhex_n(hex, &n);
    if (len != NULL)
        *len = n;
}

static void parse_bracket(cavp_rec *r, char *line)
{
    char *p = line + 1, *tok;
    for (tok = strtok(p, ",]"); tok != NULL; tok = strtok(NULL, ",]")) {
        char *k, *v;
        if (!tu_split_kv(tok, &k, &v))
            continue;
        if (strcmp(k, "Alen") == 0)
            r->alen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Plen") == 0)
            r->plen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Nlen") == 0)
            r->nlen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Tlen") == 0)
            r->tlen = (size_t)strtoul(v, NULL, 10);
    }
}

/* One record through every implementation of c. */
static void run_record(const cairn_block_cipher *c, const char *rel, unsigned long count, cavp_rec *r, int dvpt)
{
    size_t i;
    char lbl[128];
    uint8_t *out = malloc(r->plen + 1);

    if (out == NULL)
        abort();
    snprintf(lbl, sizeof lbl, "%s Count %lu", rel, count);
    if (!CHECK(r->key != NULL && r->nonce != NULL && r->ct != NULL && r->noncelen == r->nlen &&
                   r->ctlen == r->plen + r->tlen && r->keylen == c->key_len,
               "%s: record complete and consistent", lbl) ||
        ((!dvpt || r->pass) && !CHECK(r->payload != NULL, "%s: payload present", lbl))) {
        free(out);
        return;
    }
    for (i = 0; i < nimpls; i++) {
        cairn_cipher_ctx ctx;
        uint8_t tag[16];
        char l2[200];
        if (impls[i].c != c)
            continue;
        snprintf(l2, sizeof l2, "%s %s", impls[i].label, lbl);
        if (!CHECK_RC(key_impl(&ctx, &impls[i], r->key, r->keylen), CAIRN_OK, l2))
            continue;
        n_vec++;
        memset(out, 0x5a, r->plen + 1);
        if (dvpt && !r->pass) {
            CHECK_RC(cairn_ccm_decrypt(&ctx, out, r->ct + r->plen, r->tlen, r->nonce, r->noncelen, r->adata, r->alen,
                                       r->ct, r->plen),
                     CAIRN_ERR_AUTH, l2);
            CHECK(tu_all_zero(out, r->plen) && out[r->plen] == 0x5a, "%s: exactly the output wiped", l2);
        } else {
            CHECK_RC(cairn_ccm_decrypt(&ctx, out, r->ct + r->plen, r->tlen, r->nonce, r->noncelen, r->adata, r->alen,
                                       r->ct, r->plen),
                     CAIRN_OK, l2);
            CHECK_MEM(out, r->payload, r->plen, l2);
            CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, r->tlen, r->nonce, r->noncelen, r->adata, r->alen,
                                       r->payload, r->plen),
                     CAIRN_OK, l2);
            CHECK_MEM(out, r->ct, r->plen, l2);
            CHECK_MEM(tag, r->ct + r->plen, r->tlen, l2);
        }
        cairn_cipher_wipe(&ctx);
    }
    free(out);
}

/* want, want_fail: the records (Count) and the Result = Fail records the file holds */
static void run_cavp_file(const cairn_block_cipher *c, const char *rel, unsigned long want, unsigned long want_fail)
{
    FILE *f = tu_open_vector(rel);
    cavp_rec r;
    char *line;
    unsigned long count = 0, nrec = 0, nfail = 0, before = tu_failures;
    int dvpt = strstr(rel, "DVPT") != NULL;

    if (f == NULL)
        return;
    memset(&r, 0, sizeof r);
    for (;;) {
        char *k, *v;
        line = tu_getline(f);
        if (line == NULL || line[0] == '\0' || line[0] == '[' || strncmp(line, "Count", 5) == 0) {
            if (r.have_count && (!dvpt || r.have_result)) {
                run_record(c, rel, count, &r, dvpt);
                nrec++;
                nfail += dvpt && !r.pass;
                r.have_count = r.have_result = 0;
                free(r.payload);
                r.payload = NULL;
            }
            if (line == NULL)
                break;
        }
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (line[0] == '[') {
            parse_bracket(&r, line);
            continue;
        }
        if (!tu_split_kv(line, &k, &v))
            continue;
        if (strcmp(k, "Alen") == 0)
            r.alen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Plen") == 0)
            r.plen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Nlen") == 0)
            r.nlen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Tlen") == 0)
            r.tlen = (size_t)strtoul(v, NULL, 10);
        else if (strcmp(k, "Key") == 0)
            set_bytes(&r.key, &r.keylen, v);
        else if (strcmp(k, "Nonce") == 0)
            set_bytes(&r.nonce, &r.noncelen, v);
        else if (strcmp(k, "Count") == 0) {
            count = strtoul(v, NULL, 10);
            r.have_count = 1;
        } else if (strcmp(k, "Adata") == 0)
            set_bytes(&r.adata, NULL, v); /* "00" when Alen = 0: only alen bytes are used */
        else if (strcmp(k, "Payload") == 0)
            set_bytes(&r.payload, NULL, v);
        else if (strcmp(k, "CT") == 0)
            set_bytes(&r.ct, &r.ctlen, v);
        else if (strcmp(k, "Result") == 0) {
            r.have_result = 1;
            r.pass = strncmp(v, "Pass", 4) == 0;
        }
    }
    fclose(f);
    free(r.key), free(r.nonce), free(r.adata), free(r.payload), free(r.ct);
    CHECK(nrec == want && nfail == want_fail, "%s: %lu records (%lu Fail), want %lu (%lu Fail)", rel, nrec, nfail, want,
          want_fail);
    printf("%-34s %4lu records (%lu Fail)%s\n", rel, nrec, nfail, tu_failures == before ? "" : " FAILURES");
}

#endif

static void test_cavp(void)
{
#if CAIRN_ENABLE_AES
    /* records of each file, counted in the files (Count lines, Result = Fail):
     * nist-cavp/ccm/DVPT{128,192,256}.rsp 240 each (160 Fail), VADT{...}.rsp
     * 330, VNT{...}.rsp 70, VPT{...}.rsp 250, VTT{...}.rsp 70 */
    static const struct {
        const char *kind;
        unsigned long recs, fails;
    } kinds[] = {{"DVPT", 240, 160}, {"VADT", 330, 0}, {"VNT", 70, 0}, {"VPT", 250, 0}, {"VTT", 70, 0}};
    static const struct {
        const cairn_block_cipher *c;
        const char *bits;
    } ks[] = {{&cairn_cipher_aes128, "128"}, {&cairn_cipher_aes192, "192"}, {&cairn_cipher_aes256, "256"}};
    size_t i, j;
    char rel[64];
    for (i = 0; i < 3; i++)
        for (j = 0; j < sizeof kinds / sizeof kinds[0]; j++) {
            snprintf(rel, sizeof rel, "nist-cavp/ccm/%s%s.rsp", kinds[j].kind, ks[i].bits);
            run_cavp_file(ks[i].c, rel, kinds[j].recs, kinds[j].fails);
        }
#endif
}

/* ------------------------------------------------------ random cross-checks */

static size_t pick_len(tu_prng *r, size_t max)
{
    switch (tu_prng_below(r, 4)) {
    case 0:
        return (size_t)tu_prng_below(r, 40);
    case 1:
        return 16 * (size_t)tu_prng_below(r, max / 16 + 1);
    default:
        return (size_t)tu_prng_below(r, max + 1);
    }
}

static void test_cross(tu_prng *r)
{
    size_t ci, i, iter;
    unsigned long n = 0;
    enum { MAXM = 2100, MAXA = 700 };
    uint8_t *pt0 = malloc(MAXM + 8), *ct0 = malloc(MAXM + 8), *ref = malloc(MAXM), *buf0 = malloc(MAXM + 8),
            *aad0 = malloc(MAXA + 8), *pt, *ct, *buf, *aad;

    if (pt0 == NULL || ct0 == NULL || ref == NULL || buf0 == NULL || aad0 == NULL)
        abort();
    for (ci = 0; ciphers[ci] != NULL; ci++) {
        const cairn_block_cipher *c = ciphers[ci];
        for (iter = 0; iter < 150; iter++) {
            uint8_t key[32], nonce[13], rtag[16], tag[16], t2[16];
            size_t nlen = 7 + (size_t)tu_prng_below(r, 7), tlen = 4 + 2 * (size_t)tu_prng_below(r, 7);
            size_t plen = pick_len(r, MAXM), alen = pick_len(r, MAXA);
            cairn_cipher_ctx sw;
            if (15 - nlen == 2 && plen > 0xffff)
                plen = 0xffff;
            /* any alignment of every buffer */
            pt = pt0 + tu_prng_below(r, 8);
            ct = ct0 + tu_prng_below(r, 8);
            buf = buf0 + tu_prng_below(r, 8);
            aad = aad0 + tu_prng_below(r, 8);
            tu_prng_fill(r, key, sizeof key);
            tu_prng_fill(r, nonce, sizeof nonce);
            tu_prng_fill(r, pt, plen);
            tu_prng_fill(r, aad, alen);
            if (!CHECK_RC(cairn_cipher_init_ex(&sw, c, cairn_impl_portable(c->impls), key, c->key_len), CAIRN_OK, c->name))
                continue;
            ref_ccm(&sw, ref, rtag, tlen, nonce, nlen, aad, alen, pt, plen);
            for (i = 0; i < nimpls; i++) {
                cairn_cipher_ctx ctx;
                char lbl[160];
                size_t pos;
                if (impls[i].c != c)
                    continue;
                snprintf(lbl, sizeof lbl, "%s random #%u (n %u t %u a %u m %u)", impls[i].label, (unsigned)iter,
                         (unsigned)nlen, (unsigned)tlen, (unsigned)alen, (unsigned)plen);
                if (!CHECK_RC(key_impl(&ctx, &impls[i], key, c->key_len), CAIRN_OK, lbl))
                    continue;
                n++;
                CHECK_RC(cairn_ccm_encrypt(&ctx, ct, tag, tlen, nonce, nlen, aad, alen, pt, plen), CAIRN_OK, lbl);
                CHECK_MEM(ct, ref, plen, lbl);
                CHECK_MEM(tag, rtag, tlen, lbl);
                memcpy(buf, ct, plen);
                CHECK_RC(cairn_ccm_decrypt(&ctx, buf, tag, tlen, nonce, nlen, aad, alen, buf, plen), CAIRN_OK, lbl);
                CHECK_MEM(buf, pt, plen, lbl);
                /* one flipped bit anywhere: tag, ciphertext, AAD, nonce */
                memcpy(t2, tag, tlen);
                switch (tu_prng_below(r, 4)) {
                case 0:
                    t2[tu_prng_below(r, tlen)] ^= (uint8_t)(1u << tu_prng_below(r, 8));
                    break;
                case 1:
                    if (plen > 0) {
                        pos = (size_t)tu_prng_below(r, plen);
                        ct[pos] ^= (uint8_t)(1u << tu_prng_below(r, 8));
                        break;
                    }
                    /* fall through */
                case 2:
                    if (alen > 0) {
                        pos = (size_t)tu_prng_below(r, alen);
                        aad[pos] ^= 0x01;
                        memset(buf, 0x77, plen);
                        CHECK_RC(cairn_ccm_decrypt(&ctx, buf, t2, tlen, nonce, nlen, aad, alen, ct, plen),
                                 CAIRN_ERR_AUTH, lbl);
                        CHECK(tu_all_zero(buf, plen), "%s: output wiped", lbl);
                        aad[pos] ^= 0x01;
                        cairn_cipher_wipe(&ctx);
                        continue;
                    }
                    /* fall through */
                default:
                    nonce[0] ^= 0x40;
                    memset(buf, 0x77, plen);
                    CHECK_RC(cairn_ccm_decrypt(&ctx, buf, t2, tlen, nonce, nlen, aad, alen, ct, plen), CAIRN_ERR_AUTH,
                             lbl);
                    CHECK(tu_all_zero(buf, plen), "%s: output wiped", lbl);
                    nonce[0] ^= 0x40;
                    cairn_cipher_wipe(&ctx);
                    continue;
                }
                memcpy(buf, ct, plen);
                CHECK_RC(cairn_ccm_decrypt(&ctx, buf, t2, tlen, nonce, nlen, aad, alen, buf, plen), CAIRN_ERR_AUTH,
                         lbl);
                CHECK(tu_all_zero(buf, plen), "%s: output wiped (in place)", lbl);
                cairn_cipher_wipe(&ctx);
            }
            cairn_cipher_wipe(&sw);
        }
    }
    printf("random cross-checks: %lu (implementation x case, vs the reference CCM)\n", n);
    free(pt0), free(ct0), free(ref), free(buf0), free(aad0);
}

/* ---------------------------------------------- lengths, limits, descriptors */

/* Over AES-128, or SM4 in a build without AES. */
static void test_limits(void)
{
#if CAIRN_ENABLE_AES
    const cairn_block_cipher *c = &cairn_cipher_aes128;
#else
    const cairn_block_cipher *c = &cairn_cipher_sm4;
#endif
    static const uint8_t key[16] = {1, 2, 3};
    uint8_t nonce[14] = {0}, tag[16], *big = calloc(65537, 1), *out = malloc(65537);
    cairn_cipher_ctx ctx;
    size_t n, t;

    if (big == NULL || out == NULL)
        abort();
    CHECK_RC(cairn_cipher_init(&ctx, c, key, 16), CAIRN_OK, "init");
    for (n = 0; n <= 14; n++)
        for (t = 0; t <= 18; t++) {
            int want = (n >= 7 && n <= 13 && t >= 4 && t <= 16 && t % 2 == 0) ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH;
            char lbl[64];
            snprintf(lbl, sizeof lbl, "nonce %u tag %u", (unsigned)n, (unsigned)t);
            CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, t, nonce, n, NULL, 0, big, 3), want, lbl);
        }
    /* L = 2 (13-byte nonce): 65535 bytes is the longest message */
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 13, NULL, 0, big, 65535), CAIRN_OK, "L=2 max");
    CHECK_RC(cairn_ccm_decrypt(&ctx, out, tag, 16, nonce, 13, NULL, 0, out, 65535), CAIRN_OK, "L=2 max back");
    CHECK(tu_all_zero(out, 65535), "L=2 max round trip");
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 13, NULL, 0, big, 65536), CAIRN_ERR_BAD_LENGTH, "L=2 over");
    CHECK_RC(cairn_ccm_decrypt(&ctx, out, tag, 16, nonce, 13, NULL, 0, big, 65536), CAIRN_ERR_BAD_LENGTH,
             "L=2 over (decrypt)");
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 12, NULL, 0, big, 65536), CAIRN_OK, "L=3 fine");
    /* bad arguments */
    CHECK_RC(cairn_ccm_encrypt(NULL, out, tag, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_BAD_ARG, "NULL ctx");
    CHECK_RC(cairn_ccm_encrypt(&ctx, NULL, tag, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_BAD_ARG, "NULL out");
    CHECK_RC(cairn_ccm_encrypt(&ctx, NULL, tag, 16, nonce, 12, NULL, 0, NULL, 0), CAIRN_OK, "empty, NULL buffers");
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, NULL, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_BAD_ARG, "NULL tag");
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, NULL, 12, NULL, 0, big, 1), CAIRN_ERR_BAD_ARG, "NULL nonce");
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 12, NULL, 1, big, 1), CAIRN_ERR_BAD_ARG, "NULL aad");
    CHECK_RC(cairn_ccm_decrypt(&ctx, out, tag, 16, nonce, 12, big, 1, NULL, 1), CAIRN_ERR_BAD_ARG, "NULL in");
    cairn_cipher_wipe(&ctx);
    CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_STATE, "wiped ctx");
#if CAIRN_ENABLE_DES3
    {
        static const uint8_t k3[24] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
        CHECK_RC(cairn_cipher_init(&ctx, &cairn_cipher_des3, k3, 24), CAIRN_OK, "3DES init");
        CHECK_RC(cairn_ccm_encrypt(&ctx, out, tag, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_UNSUPPORTED,
                 "3DES (8-byte block) refused");
        CHECK_RC(cairn_ccm_decrypt(&ctx, out, tag, 16, nonce, 12, NULL, 0, big, 1), CAIRN_ERR_UNSUPPORTED,
                 "3DES (8-byte block) refused (decrypt)");
        cairn_cipher_wipe(&ctx);
    }
#endif
    free(big);
    free(out);
}

static void test_descriptors(tu_prng *r)
{
    static const struct {
        const cairn_aead *a;
        const cairn_block_cipher *c;
    } d[] = {
#if CAIRN_ENABLE_AES
        {&cairn_aead_aes128_ccm, &cairn_cipher_aes128},
        {&cairn_aead_aes192_ccm, &cairn_cipher_aes192},
        {&cairn_aead_aes256_ccm, &cairn_cipher_aes256},
#endif
#if CAIRN_ENABLE_SM4
        {&cairn_aead_sm4_ccm, &cairn_cipher_sm4},
#endif
    };
    size_t i, j;

    for (i = 0; i < sizeof d / sizeof d[0]; i++) {
        const cairn_aead *a = d[i].a;
        uint8_t key[32], nonce[13], pt[77], ct[77], ct0[77], tag[16], tag0[16];
        cairn_cipher_ctx ref;
        uint64_t st[CAIRN_AEAD_STATE_WORDS];
        size_t nimpl = 0;

        CHECK(a->key_len == d[i].c->key_len && a->nonce_min == 7 && a->nonce_max == 13 && a->tag_len == 16 &&
                  a->tag_min == 4 && a->tag_rule == CAIRN_AEAD_TAG_EVEN &&
                  a->state_size <= sizeof(uint64_t) * CAIRN_AEAD_STATE_WORDS,
              "%s: descriptor fields", a->name);
        CHECK(a->parts[0] == d[i].c->impls && a->parts[1] == NULL, "%s: one part, the cipher's list", a->name);
        CHECK(tu_aead_pair_usable(a, 0), "%s: the portable object", a->name);
        tu_prng_fill(r, key, sizeof key);
        tu_prng_fill(r, nonce, sizeof nonce);
        tu_prng_fill(r, pt, sizeof pt);
        {
            const cairn_impl *p0[2] = {cairn_impl_portable(d[i].c->impls), NULL};
            CHECK_RC(a->init(st, p0, key, a->key_len), CAIRN_OK, a->name);
            CHECK(&((cairn_cipher_ctx *)st)->impl->base == p0[0], "%s: keyed with the portable object", a->name);
            CHECK_RC(cairn_cipher_init_ex(&ref, d[i].c, p0[0], key, a->key_len), CAIRN_OK, a->name);
        }
        CHECK_RC(cairn_ccm_encrypt(&ref, ct0, tag0, 16, nonce, 13, nonce, 5, pt, sizeof pt), CAIRN_OK, a->name);
        for (j = 0; d[i].c->impls[j] != NULL; j++) {
            const cairn_impl *pj[2] = {d[i].c->impls[j], NULL};
            char lbl[96];
            nimpl++;
            snprintf(lbl, sizeof lbl, "%s impl %s", a->name, pj[0]->name);
            if (!cairn_impl_usable(pj[0])) {
                CHECK_RC(a->init(st, pj, key, a->key_len), CAIRN_ERR_UNSUPPORTED, lbl);
                continue;
            }
            CHECK_RC(a->init(st, pj, key, a->key_len), CAIRN_OK, lbl);
            CHECK(&((cairn_cipher_ctx *)st)->impl->base == pj[0], "%s: keyed with that implementation", lbl);
            CHECK_RC(a->encrypt(st, ct, tag, 16, nonce, 13, nonce, 5, pt, sizeof pt), CAIRN_OK, lbl);
            CHECK_MEM(ct, ct0, sizeof ct, lbl);
            CHECK_MEM(tag, tag0, 16, lbl);
            CHECK_RC(a->decrypt(st, ct, tag, 16, nonce, 13, nonce, 5, ct, sizeof ct), CAIRN_OK, lbl);
            CHECK_MEM(ct, pt, sizeof pt, lbl);
        }
        CHECK(nimpl >= 1 && tu_aead_pair_name(a, nimpl) == NULL, "%s: one pair per object", a->name);
        {
            const cairn_impl *none[2] = {NULL, NULL};
            CHECK_RC(a->init(st, none, key, a->key_len), CAIRN_OK, a->name);
            CHECK(&((cairn_cipher_ctx *)st)->impl->base == cairn_impl_best(d[i].c->impls), "%s: NULL is the best",
                  a->name);
            CHECK_RC(a->init(st, none, key, a->key_len + 1), CAIRN_ERR_BAD_LENGTH, "wrong key length");
        }
        cairn_cipher_wipe(&ref);
    }
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(20261130));
    collect_impls();
    test_facts();
    test_cavp();
    printf("vector checks: %lu (vector x implementation)\n", n_vec);
    test_cross(&r);
    test_limits();
    test_descriptors(&r);
    return tu_finish("test_ccm");
}

#else
int main(void)
{
    tu_skip("CCM (or both AES and SM4) not in this build");
    return tu_finish("test_ccm");
}
#endif
