/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The block-cipher family's test driver. It runs EVERY implementation of
 * every cipher of this build (each descriptor's impls probes: bitsliced
 * 64-bit and 32-bit AES, AES-NI, VAES on 512 and 256 bits, ARMv8 AES, 3DES,
 * SM4, SM4 via AES-NI and VAES; those this
 * CPU lacks are reported) through:
 *  - standard vectors embedded as facts (FIPS 197 appendix C, SP 800-38A
 *    appendix F, SP 800-67 Rev. 1 example, GB/T 32907 appendix A), cited
 *    where they appear;
 *  - every vector file of the family, read at test time (NIST CAVP AES
 *    ECB/CBC KAT and MMT, CAVP TDES, RFC 3686 AES-CTR, the SM4 draft files,
 *    OpenSSL's evpciph_sm4.txt, Wycheproof aes_cbc_pkcs5 and aes_xts), each
 *    file's record count pinned (Wycheproof: numberOfTests); a file missing
 *    from a vector directory that is there fails, no directory is a SKIP;
 *  - every mode in one piece, in random pieces and in place, each
 *    implementation against the portable one of its cipher on seeded random
 *    keys, IVs and lengths; counter carries and 32-bit wrap;
 *  - each 16-byte object's own operations called directly for every block
 *    count 0..40 (every batch and tail shape), out of place and in place,
 *    against references built on the portable object's ECB: CBC, CTR and
 *    CTR32 with the counter carry into bit 32, bit 64 and the 2^128 wrap at
 *    every block position, and the fused CCM kernels;
 *  - XTS: IEEE 1619 Annex B, CAVS XTSGenAES and Wycheproof (XTS over
 *    AES-128/192/256) vectors through every pair of implementations, every
 *    implementation against the portable one on random lengths (ciphertext
 *    stealing), equal keys refused, 2^20-block limit;
 *  - 3DES's bitsliced multi-block path against its single-block path;
 *  - bad input: key lengths, partial blocks, every shape of bad padding
 *    giving one status with the output wiped, NULL pointers, unkeyed
 *    contexts, CTR32 on a 64-bit block.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/cipher.h"
#include "json.h"
#include "testutil.h"

/* ------------------------------------------------------------------------ */
/* implementations                                                           */

typedef struct {
    const cairn_block_cipher *c;
    const cairn_block_impl *im;
    char label[64];
} impl_t;

#define MAX_IMPLS 64
static impl_t impls[MAX_IMPLS];
static size_t nimpls;

static void collect_impls(void)
{
    size_t i, j;
    const cairn_block_cipher *c;

    for (i = 0; (c = cairn_block_cipher_at(i)) != NULL; i++) {
        const cairn_impl *sw, *hw;
        int sw_listed = 0, hw_listed = 0;
        if (!CHECK(c->name != NULL && c->impls != NULL && c->impls[0] != NULL, "descriptor %u has its fields",
                   (unsigned)i))
            continue;
        CHECK(c->block_len == 8 || c->block_len == 16, "%s: block_len %u", c->name, (unsigned)c->block_len);
        sw = cairn_impl_portable(c->impls);
        hw = cairn_impl_best(c->impls);
        CHECK(sw != NULL && cairn_impl_usable(sw), "%s: a portable object always exists", c->name);
        CHECK(hw != NULL, "%s: a best usable object always exists", c->name);
        for (j = 0; c->impls[j] != NULL; j++) {
            const cairn_block_impl *im = (const cairn_block_impl *)c->impls[j];
            if (strncmp(im->base.name, "x86-vaes", 8) == 0) /* the needs cairn/cipher.h documents */
                CHECK((im->base.needs & (CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL |
                                         CAIRN_CPU_X86_AVX512BW)) ==
                          (CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW),
                      "%s/%s needs VAES and AVX-512F/VL/BW", c->name, im->base.name);
            if (strncmp(im->base.name, "x86-avx2-vaes", 13) == 0) /* 256-bit registers: no AVX-512 needed */
                CHECK((im->base.needs & (CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_AVX512F |
                                         CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW)) ==
                          (CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX2),
                      "%s/%s needs VAES and AVX2 and no AVX-512", c->name, im->base.name);
            if (strcmp(im->base.name, "arm-aes") == 0) /* the needs cairn/cipher.h documents */
                CHECK((im->base.needs & (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_AES)) ==
                          (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_AES),
                      "%s/arm-aes needs NEON and AES", c->name);
            if (strcmp(im->base.name, "arm-sm4") == 0)
                CHECK((im->base.needs & (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SM4)) ==
                          (CAIRN_CPU_ARM_NEON | CAIRN_CPU_ARM_SM4),
                      "%s/arm-sm4 needs NEON and SM4", c->name);
            if (!cairn_impl_usable(&im->base)) {
                char msg[96];
                snprintf(msg, sizeof msg, "%s: implementation %u not available on this CPU", c->name, (unsigned)j);
                tu_skip(msg);
                continue;
            }
            sw_listed |= &im->base == sw;
            hw_listed |= &im->base == hw;
            CHECK(strcmp(im->base.prim, c->impls[0]->prim) == 0, "%s/%s: one primitive per list", c->name,
                  im->base.name);
            CHECK(im->base.name != NULL && im->set_key != NULL && im->encrypt != NULL && im->decrypt != NULL,
                  "%s impl %u has its mandatory fields", c->name, (unsigned)j);
            CHECK(im->block_len == c->block_len, "%s/%s: block_len", c->name, im->base.name);
            if (!CHECK(nimpls < MAX_IMPLS, "too many implementations"))
                break;
            impls[nimpls].c = c;
            impls[nimpls].im = im;
            snprintf(impls[nimpls].label, sizeof impls[nimpls].label, "%s/%s", c->name, im->base.name);
            nimpls++;
        }
        CHECK(sw_listed, "%s: the portable object is usable", c->name);
        CHECK(hw_listed, "%s: the best object is usable", c->name);
    }
    CHECK((i > 0) == (CAIRN_ENABLE_AES || CAIRN_ENABLE_DES3 || CAIRN_ENABLE_SM4),
          "cairn_block_cipher_at(0) exists (exactly when the build has a cipher)");
    printf("implementations:");
    for (i = 0; i < nimpls; i++)
        printf(" %s", impls[i].label);
    printf("\n");
}

static const cairn_block_cipher *find_cipher(const char *name)
{
    const cairn_block_cipher *c = NULL;
    if (cairn_block_cipher_lookup(&c, name) != CAIRN_OK) {
        char msg[96];
        snprintf(msg, sizeof msg, "cipher %s not in this build", name);
        tu_skip(msg);
        return NULL;
    }
    return c;
}

/* Hex with optional spaces, into a fixed buffer; aborts the test on bad hex (a typo in this file). */
static size_t hx(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = 0;
    int hi = -1;
    for (; *hex; hex++) {
        int c = *hex, v;
        if (c == ' ')
            continue;
        if (c >= '0' && c <= '9')
            v = c - '0';
        else if (c >= 'a' && c <= 'f')
            v = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            v = c - 'A' + 10;
        else
            abort();
        if (hi < 0) {
            hi = v;
        } else {
            if (n >= cap)
                abort();
            out[n++] = (uint8_t)(hi << 4 | v);
            hi = -1;
        }
    }
    if (hi >= 0)
        abort();
    return n;
}

/* ------------------------------------------------------------------------ */
/* running a mode                                                            */

enum { M_ECB, M_CBC, M_CTR, M_CTR32, M_CFB, M_OFB, M_COUNT };
static const char *const mode_names[M_COUNT] = {"ECB", "CBC", "CTR", "CTR32", "CFB", "OFB"};

typedef struct {
    uint8_t iv[CAIRN_BLOCK_MAX_LEN];
    uint8_t stream[CAIRN_BLOCK_MAX_LEN];
    size_t num;
} mstate;

static int mode_call(const cairn_cipher_ctx *ctx, int mode, int enc, mstate *st, uint8_t *out, const uint8_t *in,
                     size_t len)
{
    switch (mode) {
    case M_ECB:
        return enc ? cairn_ecb_encrypt(ctx, out, in, len) : cairn_ecb_decrypt(ctx, out, in, len);
    case M_CBC:
        return enc ? cairn_cbc_encrypt(ctx, st->iv, out, in, len) : cairn_cbc_decrypt(ctx, st->iv, out, in, len);
    case M_CTR:
        return cairn_ctr_xor(ctx, st->iv, st->stream, &st->num, out, in, len);
    case M_CTR32:
        return cairn_ctr32_xor(ctx, st->iv, st->stream, &st->num, out, in, len);
    case M_CFB:
        return enc ? cairn_cfb_encrypt(ctx, st->iv, &st->num, out, in, len)
                   : cairn_cfb_decrypt(ctx, st->iv, &st->num, out, in, len);
    default:
        return cairn_ofb_xor(ctx, st->iv, &st->num, out, in, len);
    }
}

/* The whole message: in one call (r NULL) or in random pieces (whole blocks
 * for ECB/CBC, empty pieces included); in place when out == in. The final
 * chaining state is left in *st_out when not NULL. */
static int mode_run(const cairn_cipher_ctx *ctx, int mode, int enc, const uint8_t *iv, uint8_t *out,
                    const uint8_t *in, size_t len, tu_prng *r, mstate *st_out)
{
    size_t B = ctx->cipher->block_len, pos = 0;
    mstate st;
    int rc = CAIRN_OK, first = 1;

    memset(&st, 0, sizeof st);
    if (iv != NULL)
        memcpy(st.iv, iv, B);
    while (rc == CAIRN_OK && (pos < len || first)) {
        size_t piece = len - pos;
        if (r != NULL) {
            piece = (size_t)tu_prng_below(r, len - pos + 1);
            if (tu_prng_below(r, 4) == 0 && len - pos > 3 * B)
                piece = (size_t)tu_prng_below(r, 3 * B); /* short pieces more often */
            if (mode == M_ECB || mode == M_CBC)
                piece &= ~(B - 1);
        }
        rc = mode_call(ctx, mode, enc, &st, out + pos, in + pos, piece);
        pos += piece;
        first = 0;
    }
    if (st_out != NULL)
        *st_out = st;
    return rc;
}

/* The entry of t's cipher whose object is the list's portable one (the
 * reference of the cross-checks; the first entry if it is not listed). */
static const impl_t *portable_of(const impl_t *t)
{
    const cairn_impl *p = cairn_impl_portable(t->c->impls);
    const impl_t *first = NULL;
    size_t j;
    for (j = 0; j < nimpls; j++) {
        if (impls[j].c != t->c)
            continue;
        if (first == NULL)
            first = &impls[j];
        if (&impls[j].im->base == p)
            return &impls[j];
    }
    return first;
}

static int key_impl(cairn_cipher_ctx *ctx, const impl_t *t, const uint8_t *key, size_t keylen)
{
    return cairn_cipher_init_ex(ctx, t->c, &t->im->base, key, keylen);
}

static unsigned long n_vec; /* vector checks, for the summary */

/* A fixed test key of distinct bytes: as a 3DES key its DES keys differ
 * (a key of one repeated byte is single DES, which 3DES refuses). */
static void fixed_key(uint8_t *key, size_t len, uint8_t first)
{
    size_t i;
    for (i = 0; i < len; i++)
        key[i] = (uint8_t)(first + i);
}

/* The DES keys of a 3DES key (K3 = K1 for two-key) with K1 = K2 or K2 = K3,
 * the parity bits (the low bit of each byte) ignored: SP 800-67r2 requires
 * distinct keys, and the library refuses these with CAIRN_ERR_INVALID_KEY. */
static int des3_keys_collapse(const uint8_t *key, size_t keylen)
{
    const uint8_t *k3 = keylen == CAIRN_DES3_KEY_LEN ? key + 16 : key;
    int eq12 = 1, eq23 = 1;
    size_t i;
    for (i = 0; i < 8; i++) {
        eq12 &= ((key[i] ^ key[8 + i]) & 0xfe) == 0;
        eq23 &= ((key[8 + i] ^ k3[i]) & 0xfe) == 0;
    }
    return eq12 | eq23;
}

/* A key every implementation of c must refuse with CAIRN_ERR_INVALID_KEY,
 * leaving a context no mode accepts. */
static void check_refused(const cairn_block_cipher *c, const uint8_t *key, size_t keylen, const char *what)
{
    size_t i;
    for (i = 0; i < nimpls; i++) {
        cairn_cipher_ctx ctx;
        uint8_t blk[CAIRN_BLOCK_MAX_LEN] = {0};
        char lbl[200];
        if (impls[i].c != c)
            continue;
        snprintf(lbl, sizeof lbl, "%s %s", impls[i].label, what);
        CHECK_RC(key_impl(&ctx, &impls[i], key, keylen), CAIRN_ERR_INVALID_KEY, lbl);
        CHECK_RC(cairn_ecb_encrypt(&ctx, blk, blk, c->block_len), CAIRN_ERR_STATE, lbl);
        n_vec++;
    }
}

/* One known answer through every implementation of c: encrypt and decrypt,
 * in one piece, in random pieces and in place. */
static void check_vector(const cairn_block_cipher *c, int mode, const uint8_t *key, size_t keylen, const uint8_t *iv,
                         const uint8_t *pt, const uint8_t *ct, size_t len, const char *what)
{
    static tu_prng r;
    static int seeded;
    uint8_t *buf = malloc(len + 1);
    size_t i;

    if (!seeded) {
        tu_prng_seed(&r, 3686);
        seeded = 1;
    }
    for (i = 0; i < nimpls; i++) {
        cairn_cipher_ctx ctx;
        char lbl[200];
        if (impls[i].c != c)
            continue;
        snprintf(lbl, sizeof lbl, "%s %s %s", impls[i].label, mode_names[mode], what);
        if (!CHECK_RC(key_impl(&ctx, &impls[i], key, keylen), CAIRN_OK, lbl))
            continue;
        n_vec++;
        CHECK_RC(mode_run(&ctx, mode, 1, iv, buf, pt, len, NULL, NULL), CAIRN_OK, lbl);
        CHECK_MEM(buf, ct, len, lbl);
        CHECK_RC(mode_run(&ctx, mode, 0, iv, buf, ct, len, NULL, NULL), CAIRN_OK, lbl);
        CHECK_MEM(buf, pt, len, lbl);
        memset(buf, 0, len);
        CHECK_RC(mode_run(&ctx, mode, 1, iv, buf, pt, len, &r, NULL), CAIRN_OK, lbl);
        CHECK_MEM(buf, ct, len, lbl);
        if (len > 0)
            memcpy(buf, ct, len);
        CHECK_RC(mode_run(&ctx, mode, 0, iv, buf, buf, len, &r, NULL), CAIRN_OK, lbl);
        CHECK_MEM(buf, pt, len, lbl);
        cairn_cipher_wipe(&ctx);
    }
    free(buf);
}

static void check_hex(const char *cname, int mode, const char *key, const char *iv, const char *pt, const char *ct,
                      const char *what)
{
    uint8_t k[32], v[16], p[128], q[128];
    size_t kl = hx(k, sizeof k, key), pl = hx(p, sizeof p, pt), ql = hx(q, sizeof q, ct);
    const cairn_block_cipher *c = find_cipher(cname);
    if (iv != NULL)
        hx(v, sizeof v, iv);
    if (c == NULL || !CHECK(pl == ql, "%s: plaintext and ciphertext lengths", what))
        return;
    check_vector(c, mode, k, kl, iv ? v : NULL, p, q, pl, what);
}

/* ------------------------------------------------------------------------ */
/* facts                                                                     */

static void test_facts(void)
{
    static const char *const F38A_PT = "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51"
                                       "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710";
    static const char *const K128 = "2b7e151628aed2a6abf7158809cf4f3c";
    static const char *const K192 = "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b";
    static const char *const K256 = "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4";
    static const char *const IV = "000102030405060708090a0b0c0d0e0f";
    static const char *const CTR0 = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

    /* FIPS 197 appendix C.1-C.3 */
    check_hex("AES-128", M_ECB, "000102030405060708090a0b0c0d0e0f", NULL, "00112233445566778899aabbccddeeff",
              "69c4e0d86a7b0430d8cdb78070b4c55a", "FIPS 197 C.1");
    check_hex("AES-192", M_ECB, "000102030405060708090a0b0c0d0e0f1011121314151617", NULL,
              "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191", "FIPS 197 C.2");
    check_hex("AES-256", M_ECB, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", NULL,
              "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089", "FIPS 197 C.3");
    /* SP 800-38A appendix F: F.1.1/F.1.5 ECB, F.2.1/F.2.3/F.2.5 CBC, F.3.13 CFB128, F.4.1 OFB, F.5.1/F.5.5 CTR */
    check_hex("AES-128", M_ECB, K128, NULL, F38A_PT,
              "3ad77bb40d7a3660a89ecaf32466ef97 f5d3d58503b9699de785895a96fdbaaf"
              "43b1cd7f598ece23881b00e3ed030688 7b0c785e27e8ad3f8223207104725dd4",
              "SP 800-38A F.1.1");
    check_hex("AES-256", M_ECB, K256, NULL, F38A_PT,
              "f3eed1bdb5d2a03c064b5a7e3db181f8 591ccb10d410ed26dc5ba74a31362870"
              "b6ed21b99ca6f4f9f153e7b1beafed1d 23304b7a39f9f3ff067d8d8f9e24ecc7",
              "SP 800-38A F.1.5");
    check_hex("AES-128", M_CBC, K128, IV, F38A_PT,
              "7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2"
              "73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7",
              "SP 800-38A F.2.1");
    check_hex("AES-192", M_CBC, K192, IV, F38A_PT,
              "4f021db243bc633d7178183a9fa071e8 b4d9ada9ad7dedf4e5e738763f69145a"
              "571b242012fb7ae07fa9baac3df102e0 08b0e27988598881d920a9e64f5615cd",
              "SP 800-38A F.2.3");
    check_hex("AES-256", M_CBC, K256, IV, F38A_PT,
              "f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d"
              "39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b",
              "SP 800-38A F.2.5");
    check_hex("AES-128", M_CFB, K128, IV, F38A_PT,
              "3b3fd92eb72dad20333449f8e83cfb4a c8a64537a0b3a93fcde3cdad9f1ce58b"
              "26751f67a3cbb140b1808cf187a4f4df c04b05357c5d1c0eeac4c66f9ff7f2e6",
              "SP 800-38A F.3.13");
    check_hex("AES-128", M_OFB, K128, IV, F38A_PT,
              "3b3fd92eb72dad20333449f8e83cfb4a 7789508d16918f03f53c52dac54ed825"
              "9740051e9c5fecf64344f7a82260edcc 304c6528f659c77866a510d9c1d6ae5e",
              "SP 800-38A F.4.1");
    check_hex("AES-128", M_CTR, K128, CTR0, F38A_PT,
              "874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"
              "5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee",
              "SP 800-38A F.5.1");
    check_hex("AES-256", M_CTR, K256, CTR0, F38A_PT,
              "601ec313775789a5b7a7f504bbf3d228 f443e3ca4d62b59aca84e990cacaf5c5"
              "2b0930daa23de94ce87017ba2d84988d dfc9c58db67aada613c2dd08457941a6",
              "SP 800-38A F.5.5");
    /* the same CTR vector through the 32-bit counter: no wrap within 4 blocks */
    check_hex("AES-128", M_CTR32, K128, CTR0, F38A_PT,
              "874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"
              "5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee",
              "SP 800-38A F.5.1 (ctr32)");
    /* SP 800-67 Rev. 1 appendix B: three-key TDEA ECB, plaintext "The qufck brown fox jump" */
    check_hex("3DES", M_ECB, "0123456789ABCDEF 23456789ABCDEF01 456789ABCDEF0123", NULL,
              "5468652071756663 6B2062726F776E20 666F78206A756D70", "A826FD8CE53B855F CCE21C8112256FE6 68D5C05DD9B6B900",
              "SP 800-67 B.1");
    /* GB/T 32907-2016 appendix A.1 */
    check_hex("SM4", M_ECB, "0123456789abcdeffedcba9876543210", NULL, "0123456789abcdeffedcba9876543210",
              "681edf34d206965e86b3e94f536e4246", "GB/T 32907 A.1");
}

/* GB/T 32907-2016 appendix A.2: the example block encrypted 1,000,000 times. */
static void test_sm4_million(void)
{
    const cairn_block_cipher *c = find_cipher("SM4");
    uint8_t key[16], blk[16], want[16];
    size_t i;
    long k;

    if (c == NULL)
        return;
    hx(key, 16, "0123456789abcdeffedcba9876543210");
    hx(want, 16, "595298c7c6fd271f0402f804c33d3f66");
    for (i = 0; i < nimpls; i++) {
        cairn_cipher_ctx ctx;
        int rc = CAIRN_OK;
        if (impls[i].c != c || !CHECK_RC(key_impl(&ctx, &impls[i], key, 16), CAIRN_OK, impls[i].label))
            continue;
        memcpy(blk, key, 16);
        for (k = 0; k < 1000000 && rc == CAIRN_OK; k++)
            rc = cairn_ecb_encrypt(&ctx, blk, blk, 16);
        CHECK_RC(rc, CAIRN_OK, "SM4 million");
        CHECK_MEM(blk, want, 16, "GB/T 32907 A.2 (1,000,000 encryptions)");
        for (k = 0; k < 1000000 && rc == CAIRN_OK; k++)
            rc = cairn_ecb_decrypt(&ctx, blk, blk, 16);
        CHECK_MEM(blk, key, 16, "GB/T 32907 A.2 decrypted back");
        cairn_cipher_wipe(&ctx);
    }
}

/* ------------------------------------------------------------------------ */
/* vector files                                                              */

#define VMAX 4096

typedef struct {
    uint8_t key[32], iv[16], pt[VMAX], ct[VMAX];
    size_t keylen, ivlen, ptlen, ctlen;
    int have_key, have_iv, have_pt, have_ct;
} vrec;

static int set_field(uint8_t *dst, size_t cap, size_t *len, const char *hex)
{
    long n = tu_unhex_into(dst, cap, hex);
    if (n < 0)
        return 0;
    *len = (size_t)n;
    return 1;
}

/* CAVP-BLOCK (AES and TDES) and the pyca/NIST-style files (AES-CTR, SM4):
 * KEY (or KEY1/KEY2/KEY3, or KEYs for K1 = K2 = K3), IV, PLAINTEXT,
 * CIPHERTEXT in either order. cname NULL: AES by key length. want: the
 * records the file holds, all of them read whatever this build runs (a
 * cipher not in the build is reported per record, never subsampled). */
static void run_kv_file(const char *rel, const char *cname, int mode, unsigned long want)
{
    FILE *f = tu_open_vector(rel);
    static vrec v;
    char *line, *k, *val;
    unsigned long nrec = 0, nbad = 0, nrefused = 0;
    unsigned long before = tu_failures;

    if (f == NULL)
        return;
    memset(&v, 0, sizeof v);
    while ((line = tu_getline(f)) != NULL) {
        if (line[0] == '#' || line[0] == '[' || !tu_split_kv(line, &k, &val))
            continue;
        if (strcmp(k, "COUNT") == 0) {
            v.have_key = v.have_iv = v.have_pt = v.have_ct = 0;
            v.keylen = 0;
        } else if (strcmp(k, "KEY") == 0) {
            v.have_key = set_field(v.key, sizeof v.key, &v.keylen, val);
        } else if (strcmp(k, "KEYs") == 0) {
            size_t n;
            v.have_key = set_field(v.key, 8, &n, val) && n == 8;
            memcpy(v.key + 8, v.key, 8);
            memcpy(v.key + 16, v.key, 8);
            v.keylen = 24;
        } else if (strcmp(k, "KEY1") == 0 || strcmp(k, "KEY2") == 0 || strcmp(k, "KEY3") == 0) {
            size_t n, at = (size_t)(k[3] - '1') * 8;
            v.have_key = set_field(v.key + at, 8, &n, val) && n == 8;
            v.keylen = at + 8;
        } else if (strcmp(k, "IV") == 0) {
            v.have_iv = set_field(v.iv, sizeof v.iv, &v.ivlen, val);
        } else if (strcmp(k, "PLAINTEXT") == 0) {
            v.have_pt = set_field(v.pt, sizeof v.pt, &v.ptlen, val);
        } else if (strcmp(k, "CIPHERTEXT") == 0) {
            v.have_ct = set_field(v.ct, sizeof v.ct, &v.ctlen, val);
        } else {
            continue;
        }
        if (v.have_key && v.have_pt && v.have_ct && (mode == M_ECB || v.have_iv)) {
            const cairn_block_cipher *c = NULL;
            int aes_len = v.keylen == 16 || v.keylen == 24 || v.keylen == 32;
            char what[160];
            nrec++;
            if (cname != NULL) {
                c = find_cipher(cname);
            } else if (aes_len) {
                char n[16];
                snprintf(n, sizeof n, "AES-%u", (unsigned)v.keylen * 8);
                c = find_cipher(n);
            }
            snprintf(what, sizeof what, "%s record %lu", rel, nrec);
            /* c NULL with a known cipher: not in this build (reported by find_cipher), the IV unchecked */
            if (!CHECK(v.ptlen == v.ctlen && (cname != NULL || aes_len) &&
                           (mode == M_ECB || c == NULL || v.ivlen == c->block_len),
                       "%s: field lengths", what)) {
                nbad++;
            } else if (c != NULL && c->block_len == CAIRN_DES3_BLOCK_LEN && des3_keys_collapse(v.key, v.keylen)) {
                /* a single-DES known answer (K1 = K2 = K3 in CAVP's KAT files): the key is refused */
                check_refused(c, v.key, v.keylen, what);
                nrefused++;
            } else if (c != NULL) {
                check_vector(c, mode, v.key, v.keylen, mode == M_ECB ? NULL : v.iv, v.pt, v.ct, v.ptlen, what);
            }
            v.have_pt = v.have_ct = 0;
        }
    }
    fclose(f);
    CHECK(nrec == want, "%s: %lu records read, the file holds %lu", rel, nrec, want);
    if (nrefused > 0)
        printf("%-52s %5lu records, %lu of them K1 = K2 or K2 = K3: refused (INVALID_KEY)%s\n", rel, nrec, nrefused,
               tu_failures == before ? "" : " (FAILURES)");
    else
        printf("%-52s %5lu records%s\n", rel, nrec, tu_failures == before ? "" : " (FAILURES)");
}

/* OpenSSL evp_test stanzas: Cipher = SM4-XXX, Key, IV, Plaintext, Ciphertext. */
static void run_evp_file(const char *rel)
{
    FILE *f = tu_open_vector(rel);
    static vrec v;
    char *line, *k, *val, cipher[32] = "";
    unsigned long nrec = 0;

    if (f == NULL)
        return;
    memset(&v, 0, sizeof v);
    for (;;) {
        line = tu_getline(f);
        if (line == NULL || line[0] == 0) {
            if (cipher[0] != 0 && v.have_key && v.have_pt && v.have_ct) {
                static const char *const names[] = {"ECB", "CBC", "CTR", "", "CFB", "OFB"};
                int m;
                for (m = 0; m < M_COUNT; m++) {
                    if (names[m][0] && strcmp(cipher + 4, names[m]) == 0)
                        break;
                }
                if (CHECK(strncmp(cipher, "SM4-", 4) == 0 && m < M_COUNT, "%s: cipher %s", rel, cipher)) {
                    const cairn_block_cipher *c = find_cipher("SM4");
                    char what[96];
                    nrec++;
                    snprintf(what, sizeof what, "%s %s", rel, cipher);
                    if (c != NULL && CHECK(v.ptlen == v.ctlen, "%s lengths", what))
                        check_vector(c, m, v.key, v.keylen, m == M_ECB ? NULL : v.iv, v.pt, v.ct, v.ptlen, what);
                }
            }
            memset(&v, 0, sizeof v);
            cipher[0] = 0;
            if (line == NULL)
                break;
            continue;
        }
        if (line[0] == '#' || !tu_split_kv(line, &k, &val))
            continue;
        if (strcmp(k, "Cipher") == 0)
            snprintf(cipher, sizeof cipher, "%s", val);
        else if (strcmp(k, "Key") == 0)
            v.have_key = set_field(v.key, sizeof v.key, &v.keylen, val);
        else if (strcmp(k, "IV") == 0)
            v.have_iv = set_field(v.iv, sizeof v.iv, &v.ivlen, val);
        else if (strcmp(k, "Plaintext") == 0)
            v.have_pt = set_field(v.pt, sizeof v.pt, &v.ptlen, val);
        else if (strcmp(k, "Ciphertext") == 0)
            v.have_ct = set_field(v.ct, sizeof v.ct, &v.ctlen, val);
    }
    fclose(f);
    CHECK(nrec == 5, "%s: %lu SM4 stanzas (5 expected)", rel, nrec);
    printf("%-52s %5lu records\n", rel, nrec);
}

static uint8_t *unhex_or_fail(const char *hex, size_t *len, const char *what)
{
    uint8_t *p = hex ? tu_unhex(hex, len) : NULL;
    if (!CHECK(p != NULL, "%s: bad hex", what)) {
        *len = 0;
        return calloc(1, 1);
    }
    return p;
}

/* Wycheproof AES-CBC-PKCS5: valid cases decrypt to msg and encrypt to ct;
 * invalid ones must fail with a padding (or, for a partial block, length)
 * error, leaving nothing in out. */
static void test_wycheproof(void)
{
    const char *rel = "wycheproof/aes_cbc_pkcs5_test.json";
    json_value *doc = json_load_vector(rel);
    const json_value *groups;
    size_t g, t, i;
    unsigned long nvalid = 0, ninvalid = 0, ncases = 0;

    if (doc == NULL)
        return;
    groups = json_wycheproof_groups(doc, rel);
    for (g = 0; g < json_len(groups); g++) {
        const json_value *tests = json_get(json_at(groups, g), "tests");
        for (t = 0; t < json_len(tests); t++) {
            const json_value *tc = json_at(tests, t);
            const char *result = json_get_str(tc, "result");
            long id = json_get_int(tc, "tcId", -1);
            char what[96];
            size_t kl, ivl, ml, cl;
            uint8_t *key, *iv, *msg, *ct, *buf;
            const cairn_block_cipher *c = NULL;
            int valid;

            snprintf(what, sizeof what, "%s tcId %ld", rel, id);
            ncases++;
            if (!CHECK(result != NULL, "%s: result", what))
                continue;
            valid = strcmp(result, "valid") == 0;
            CHECK(valid || strcmp(result, "invalid") == 0, "%s: result %s", what, result);
            key = unhex_or_fail(json_get_str(tc, "key"), &kl, what);
            iv = unhex_or_fail(json_get_str(tc, "iv"), &ivl, what);
            msg = unhex_or_fail(json_get_str(tc, "msg"), &ml, what);
            ct = unhex_or_fail(json_get_str(tc, "ct"), &cl, what);
            buf = malloc(cl + ml + 32);
            if (kl == 16 || kl == 24 || kl == 32) {
                char n[16];
                snprintf(n, sizeof n, "AES-%u", (unsigned)kl * 8);
                c = find_cipher(n);
            }
            /* c NULL in a build without AES (find_cipher reports it skipped) */
            CHECK((kl == 16 || kl == 24 || kl == 32) && (c != NULL || !CAIRN_ENABLE_AES) && ivl == 16,
                  "%s: key/iv sizes", what);
            for (i = 0; c != NULL && ivl == 16 && i < nimpls; i++) {
                cairn_cipher_ctx ctx;
                size_t outlen = 12345;
                int rc;
                if (impls[i].c != c || !CHECK_RC(key_impl(&ctx, &impls[i], key, kl), CAIRN_OK, what))
                    continue;
                memset(buf, 0xa5, cl + ml + 32);
                rc = cairn_cbc_decrypt_pkcs7(&ctx, iv, buf, cl + 16, &outlen, ct, cl);
                if (valid) {
                    nvalid++;
                    CHECK_RC(rc, CAIRN_OK, what);
                    CHECK(outlen == ml, "%s [%s]: plaintext length %zu, want %zu", what, impls[i].label, outlen, ml);
                    CHECK_MEM(buf, msg, ml, what);
                    rc = cairn_cbc_encrypt_pkcs7(&ctx, iv, buf, cl + ml + 32, &outlen, msg, ml);
                    CHECK_RC(rc, CAIRN_OK, what);
                    CHECK(outlen == cl, "%s: ciphertext length", what);
                    CHECK_MEM(buf, ct, cl, what);
                } else {
                    ninvalid++;
                    CHECK(rc == CAIRN_ERR_BAD_PADDING || (rc == CAIRN_ERR_BAD_LENGTH && (cl == 0 || (cl & 15) != 0)),
                          "%s [%s]: invalid case gave %s", what, impls[i].label, cairn_strerror(rc));
                    CHECK(outlen == 0, "%s: outlen 0 on failure", what);
                    CHECK(cl == 0 || tu_all_zero(buf, cl - 1), "%s: out wiped on failure", what);
                }
                cairn_cipher_wipe(&ctx);
            }
            free(key);
            free(iv);
            free(msg);
            free(ct);
            free(buf);
        }
    }
    json_wycheproof_counted(doc, rel, ncases);
    json_free(doc);
    CHECK((nvalid > 0 && ninvalid > 0) == CAIRN_ENABLE_AES, "%s: valid and invalid cases ran (none without AES)", rel);
    printf("%-52s %5lu cases: %lu valid, %lu invalid (case x implementation)\n", rel, ncases, nvalid, ninvalid);
}

/* The status cairn/cipher.h documents for XTS on len bytes: BAD_LENGTH
 * under 16 bytes or over 2^20 blocks, else BAD_ARG for Key1 == Key2 (the
 * length is checked first), else OK. */
static int xts_status(size_t len, int same_keys)
{
    if (len < 16 || len > ((size_t)1 << 24))
        return CAIRN_ERR_BAD_LENGTH;
    return same_keys ? CAIRN_ERR_BAD_ARG : CAIRN_OK;
}

/* One direction of a Wycheproof XTS case: a valid case (or an acceptable
 * one the library took) must give OK and the expected bytes; an invalid one
 * want, the documented status (BAD_ARG with out zeroed), or at least an
 * error where no status is documented for it. */
static void xts_case_check(int rc, int valid, int invalid, int want, const uint8_t *got, const uint8_t *exp,
                           size_t len, const char *lbl)
{
    if (valid || (!invalid && rc == CAIRN_OK)) {
        CHECK_RC(rc, CAIRN_OK, lbl);
        CHECK_MEM(got, exp, len, lbl);
    } else if (want != CAIRN_OK) {
        CHECK_RC(rc, want, lbl);
        if (want == CAIRN_ERR_BAD_ARG)
            CHECK(tu_all_zero(got, len), "%s: output zeroed for equal keys", lbl);
    } else {
        CHECK(rc != CAIRN_OK, "%s: an invalid case accepted", lbl);
    }
}

/* Wycheproof AES-XTS (IndCpaTest): key = Key1 || Key2 (keySize 256, 384 or
 * 512 bits: XTS over AES-128, AES-192 or AES-256), iv the tweak, in some
 * groups shorter than 16 bytes and then zero-padded on the right (as
 * Wycheproof applies it). Every case through every pair of implementations
 * of its cipher (Key1 on one, Key2 on the other, as test_xts_facts), both
 * directions, out of place into a filled buffer and in place. A case this
 * build cannot run is skipped with its reason, after the status that says
 * so: a key that is no pair of AES keys (BAD_LENGTH from every AES object),
 * an AES size not in the build (NOT_FOUND from the lookup); or a tweak over
 * the 16 bytes the API takes. */
static void test_wycheproof_xts(void)
{
    const char *rel = "wycheproof/aes_xts_test.json";
    json_value *doc = json_load_vector(rel);
    const json_value *groups;
    size_t g, t, i, j;
    unsigned long ncases = 0, nran = 0, nskipped = 0, npairs = 0;

    if (doc == NULL)
        return;
    groups = json_wycheproof_groups(doc, rel);
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g);
        const json_value *tests = json_get(grp, "tests");
        long keybits = json_get_int(grp, "keySize", -1), ivbits = json_get_int(grp, "ivSize", -1);
        for (t = 0; t < json_len(tests); t++) {
            const json_value *tc = json_at(tests, t);
            const char *result = json_get_str(tc, "result");
            long id = json_get_int(tc, "tcId", -1);
            char what[96], skip[200] = "";
            size_t kl, ivl, ml, cl, half;
            uint8_t *key, *iv, *msg, *ct, *buf, tw[16];
            const cairn_block_cipher *c = NULL;
            int valid, invalid, want_enc, want_dec;

            snprintf(what, sizeof what, "%s tcId %ld", rel, id);
            ncases++;
            if (!CHECK(result != NULL, "%s: result", what))
                continue;
            valid = strcmp(result, "valid") == 0;
            invalid = strcmp(result, "invalid") == 0;
            CHECK(valid || invalid || strcmp(result, "acceptable") == 0, "%s: result %s", what, result);
            key = unhex_or_fail(json_get_str(tc, "key"), &kl, what);
            iv = unhex_or_fail(json_get_str(tc, "iv"), &ivl, what);
            msg = unhex_or_fail(json_get_str(tc, "msg"), &ml, what);
            ct = unhex_or_fail(json_get_str(tc, "ct"), &cl, what);
            CHECK((long)kl * 8 == keybits && (long)ivl * 8 == ivbits, "%s: key and iv sizes of the group", what);
            CHECK(!valid || cl == ml, "%s: msg and ct lengths", what);
            half = kl / 2;
            if (kl % 2 != 0) {
                snprintf(skip, sizeof skip, "%s: %u-byte key: not two keys of one length", what, (unsigned)kl);
            } else if (half != 16 && half != 24 && half != 32) {
                for (i = 0; i < nimpls; i++) {
                    cairn_cipher_ctx ctx;
                    if (strcmp(impls[i].im->base.prim, CAIRN_PRIM_AES) == 0)
                        CHECK_RC(key_impl(&ctx, &impls[i], key, half), CAIRN_ERR_BAD_LENGTH, what);
                }
                snprintf(skip, sizeof skip, "%s: %u-bit key: no AES key size (BAD_LENGTH)", what,
                         (unsigned)kl * 8);
            } else {
                char n[16];
                int rc;
                snprintf(n, sizeof n, "AES-%u", (unsigned)half * 8);
                rc = cairn_block_cipher_lookup(&c, n);
                if (rc != CAIRN_OK) {
                    CHECK_RC(rc, CAIRN_ERR_NOT_FOUND, what);
                    c = NULL;
                    snprintf(skip, sizeof skip, "%s: %u-bit key: %s-XTS, %s not in this build (NOT_FOUND)", what,
                             (unsigned)kl * 8, n, n);
                } else if (ivl > sizeof tw) {
                    snprintf(skip, sizeof skip, "%s: %u-byte tweak: the API takes 16 bytes", what, (unsigned)ivl);
                }
            }
            if (skip[0] != 0 || c == NULL) {
                tu_skip(skip);
                nskipped++;
                free(key);
                free(iv);
                free(msg);
                free(ct);
                continue;
            }
            memset(tw, 0, sizeof tw);
            memcpy(tw, iv, ivl);
            want_enc = xts_status(ml, memcmp(key, key + half, half) == 0);
            want_dec = xts_status(cl, memcmp(key, key + half, half) == 0);
            buf = malloc(ml + cl + 1);
            nran++;
            for (i = 0; i < nimpls; i++) {
                for (j = 0; j < nimpls; j++) {
                    cairn_cipher_ctx a, b;
                    char lbl[sizeof what + 2 * sizeof impls[0].label + 24];
                    int rc;
                    if (impls[i].c != c || impls[j].c != c)
                        continue;
                    snprintf(lbl, sizeof lbl, "%s data %s tweak %s", what, impls[i].label, impls[j].label);
                    if (!CHECK_RC(key_impl(&a, &impls[i], key, half), CAIRN_OK, lbl) ||
                        !CHECK_RC(key_impl(&b, &impls[j], key + half, half), CAIRN_OK, lbl))
                        continue;
                    npairs++;
                    memset(buf, 0xa5, ml + cl + 1);
                    rc = cairn_xts_encrypt(&a, &b, tw, buf, msg, ml);
                    xts_case_check(rc, valid, invalid, want_enc, buf, ct, ml, lbl);
                    memset(buf, 0xa5, ml + cl + 1);
                    rc = cairn_xts_decrypt(&a, &b, tw, buf, ct, cl);
                    xts_case_check(rc, valid, invalid, want_dec, buf, msg, cl, lbl);
                    if (valid) { /* in place */
                        memcpy(buf, msg, ml);
                        CHECK_RC(cairn_xts_encrypt(&a, &b, tw, buf, buf, ml), CAIRN_OK, lbl);
                        CHECK_MEM(buf, ct, ml, lbl);
                        CHECK_RC(cairn_xts_decrypt(&a, &b, tw, buf, buf, ml), CAIRN_OK, lbl);
                        CHECK_MEM(buf, msg, ml, lbl);
                    }
                    cairn_cipher_wipe(&a);
                    cairn_cipher_wipe(&b);
                }
            }
            free(key);
            free(iv);
            free(msg);
            free(ct);
            free(buf);
        }
    }
    json_wycheproof_counted(doc, rel, ncases);
    json_free(doc);
    CHECK((nran > 0) == CAIRN_ENABLE_AES, "%s: no case ran (or one without AES)", rel);
    printf("%-52s %5lu cases: %lu ran (%lu case x implementation pair), %lu skipped\n", rel, ncases, nran, npairs,
           nskipped);
}

static void test_vector_files(void)
{
    static const char *const kinds[] = {"GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"};
    /* The records (COUNT entries, [ENCRYPT] and [DECRYPT] together) of nist-cavp/aes/{ECB,CBC}<kind><bits>.rsp,
     * the same for ECB and CBC, for 128, 192 and 256 bits: GFSbox 14, 12, 10; KeySbox 42, 48, 32; VarKey 256, 384,
     * 512; VarTxt 256 each; MMT 20 each. */
    static const unsigned long aes_recs[5][3] = {{14, 12, 10}, {42, 48, 32}, {256, 384, 512}, {256, 256, 256},
                                                 {20, 20, 20}};
    /* nist-cavp/tdes/<name>.rsp and its records */
    static const struct {
        const char *name;
        unsigned long nrec;
    } tdes[] = {{"TCBCMMT1", 20},   {"TCBCMMT2", 20},  {"TCBCMMT3", 20},   {"TCBCinvperm", 128},
                {"TCBCpermop", 64}, {"TCBCsubtab", 38}, {"TCBCvarkey", 112}, {"TCBCvartext", 128}};
    char rel[96];
    size_t m, k, b;

    for (m = 0; m < 2; m++) {
        for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            for (b = 128; b <= 256; b += 64) {
                snprintf(rel, sizeof rel, "nist-cavp/aes/%s%s%u.rsp", m ? "CBC" : "ECB", kinds[k], (unsigned)b);
                run_kv_file(rel, NULL, m ? M_CBC : M_ECB, aes_recs[k][(b - 128) / 64]);
            }
        }
    }
    for (k = 0; k < sizeof tdes / sizeof tdes[0]; k++) {
        snprintf(rel, sizeof rel, "nist-cavp/tdes/%s.rsp", tdes[k].name);
        run_kv_file(rel, "3DES", M_CBC, tdes[k].nrec);
    }
    /* RFC 3686 section 6 (the IV field is the whole initial counter block): pyca/aes-ctr/aes-{128,192,256}-ctr.txt
     * hold 3 records each */
    for (b = 128; b <= 256; b += 64) {
        snprintf(rel, sizeof rel, "pyca/aes-ctr/aes-%u-ctr.txt", (unsigned)b);
        run_kv_file(rel, NULL, M_CTR, 3);
        run_kv_file(rel, NULL, M_CTR32, 3);
    }
    run_kv_file("pyca/sm4/draft-ribose-cfrg-sm4-10-ecb.txt", "SM4", M_ECB, 4);
    run_kv_file("pyca/sm4/draft-ribose-cfrg-sm4-10-cbc.txt", "SM4", M_CBC, 2);
    run_kv_file("pyca/sm4/draft-ribose-cfrg-sm4-10-ctr.txt", "SM4", M_CTR, 2);
    run_evp_file("openssl/evpciph_sm4.txt");
    test_wycheproof();
    test_wycheproof_xts();
}

/* ------------------------------------------------------------------------ */
/* implementations against each other                                        */

/* Every mode, both directions, random keys/IVs/lengths: each implementation
 * in random pieces (and in place) against the portable implementation of its
 * cipher in one piece; the chaining state after the call must agree too. */
static void test_cross(tu_prng *r)
{
    static uint8_t in[5000], ref[5100], got[5100];
    size_t i;
    int iter, mode, enc;

    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        const impl_t *base = portable_of(t);
        size_t B = t->c->block_len;
        unsigned long before = tu_failures;
        for (iter = 0; iter < 24; iter++) {
            uint8_t key[32], iv[16];
            size_t keylen = t->c->key_len, len;
            cairn_cipher_ctx a, b;
            if (B == 8 && (iter & 1))
                keylen = CAIRN_DES3_KEY2_LEN;
            tu_prng_fill(r, key, keylen);
            tu_prng_fill(r, iv, sizeof iv);
            if (iter & 2) /* near a counter carry: the low bytes all ones */
                memset(iv + B - 1 - (iter & 7), 0xff, 1 + (size_t)(iter & 7));
            len = (size_t)tu_prng_below(r, iter < 4 ? 80 : sizeof in + 1);
            tu_prng_fill(r, in, len);
            if (!CHECK_RC(key_impl(&a, base, key, keylen), CAIRN_OK, base->label) ||
                !CHECK_RC(key_impl(&b, t, key, keylen), CAIRN_OK, t->label))
                continue;
            for (mode = 0; mode < M_COUNT; mode++) {
                size_t l = (mode == M_ECB || mode == M_CBC) ? len & ~(B - 1) : len;
                if (mode == M_CTR32 && B != 16)
                    continue;
                for (enc = 0; enc < 2; enc++) {
                    /* two labels, a mode name, a direction and a length: sized so nothing is cut */
                    char what[2 * sizeof impls[0].label + 40];
                    mstate sa, sb;
                    snprintf(what, sizeof what, "%s vs %s %s %s len %u", t->label, base->label, mode_names[mode],
                             enc ? "enc" : "dec", (unsigned)l);
                    CHECK_RC(mode_run(&a, mode, enc, iv, ref, in, l, NULL, &sa), CAIRN_OK, what);
                    CHECK_RC(mode_run(&b, mode, enc, iv, got, in, l, r, &sb), CAIRN_OK, what);
                    CHECK_MEM(got, ref, l, what);
                    CHECK_MEM(sb.iv, sa.iv, B, what);
                    CHECK(sa.num == sb.num, "%s: num", what);
                    memcpy(got, in, l);
                    CHECK_RC(mode_run(&b, mode, enc, iv, got, got, l, r, NULL), CAIRN_OK, what);
                    CHECK_MEM(got, ref, l, what);
                }
                /* and back */
                if (mode == M_ECB || mode == M_CBC || mode == M_CFB) {
                    CHECK_RC(mode_run(&b, mode, 1, iv, got, in, l, r, NULL), CAIRN_OK, "enc");
                    CHECK_RC(mode_run(&b, mode, 0, iv, got, got, l, r, NULL), CAIRN_OK, "dec");
                    CHECK_MEM(got, in, l, "decrypt(encrypt(x)) == x");
                }
            }
            /* PKCS#7 through CBC, every length */
            {
                size_t outlen = 0, back = 0;
                static uint8_t ct[5100];
                CHECK_RC(cairn_cbc_encrypt_pkcs7(&b, iv, ct, sizeof ct, &outlen, in, len), CAIRN_OK, "pkcs7 enc");
                CHECK(outlen == (len & ~(B - 1)) + B, "pkcs7 ciphertext length");
                CHECK_RC(cairn_cbc_decrypt_pkcs7(&a, iv, got, sizeof got, &back, ct, outlen), CAIRN_OK, "pkcs7 dec");
                CHECK(back == len, "%s: pkcs7 round trip length", t->label);
                CHECK_MEM(got, in, len, "pkcs7 round trip");
                memmove(ct + sizeof ct - outlen, ct, outlen); /* in place, at the end of the buffer (regions may overlap) */
                CHECK_RC(cairn_cbc_decrypt_pkcs7(&b, iv, ct + sizeof ct - outlen, outlen, &back,
                                                 ct + sizeof ct - outlen, outlen),
                         CAIRN_OK, "pkcs7 dec in place");
                CHECK_MEM(ct + sizeof ct - outlen, in, len, "pkcs7 in place");
            }
            cairn_cipher_wipe(&a);
            cairn_cipher_wipe(&b);
        }
        printf("cross-check %-28s against %-20s %s\n", t->label, base->label, tu_failures == before ? "ok" : "FAILED");
    }
}

/* Counter arithmetic against ECB of counter blocks built here: CTR carries
 * over the whole block (64 bits for 3DES) and wraps at all-ones; CTR32
 * wraps its last 32 bits only. The carry comes 3 blocks in, and exactly
 * after a 16- or 32-block batch of the VAES code (16 or 32 blocks in). */
#define NCTR 72 /* blocks per counter run */
static void test_counters(void)
{
    static const char *const starts[] = {"ff", "ffff", "ffffffff", "ffffffffff", "ffffffffffffffff",
                                         "ffffffffffffffffff", "ffffffffffffffffffffffffffffffff"};
    static const unsigned backs[] = {3, 15, 31};
    size_t i, s, k;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        size_t B = t->c->block_len;
        uint8_t key[32], blocks[NCTR * 16], ks[NCTR * 16], in[NCTR * 16], out[NCTR * 16];
        cairn_cipher_ctx ctx;
        fixed_key(key, sizeof key, 0x42);
        memset(in, 0, sizeof in);
        if (!CHECK_RC(key_impl(&ctx, t, key, t->c->key_len), CAIRN_OK, t->label))
            continue;
        for (s = 0; s < sizeof starts / sizeof starts[0]; s++) {
            int wide;
            size_t n = strlen(starts[s]) / 2;
            if (n > B)
                continue;
            for (wide = 0; wide < 2 * (int)(sizeof backs / sizeof backs[0]); wide++) {
                uint8_t ctr[16];
                unsigned back = backs[wide >> 1];
                size_t width = (wide & 1) ? B : 4, num = 0;
                uint8_t stream[16];
                char what[96];
                int rc;
                if (!(wide & 1) && B != 16)
                    continue;
                memset(ctr, 0x5c, B);
                hx(ctr + B - n, 16, starts[s]);
                ctr[B - 1] = (uint8_t)(ctr[B - 1] - back); /* back blocks before the carry */
                for (k = 0; k < NCTR; k++) {
                    /* block k = start + k over the counter width, big-endian */
                    size_t m;
                    unsigned carry = (unsigned)k;
                    memcpy(blocks + k * B, ctr, B);
                    for (m = B; m > B - width && carry; m--) {
                        unsigned v = blocks[k * B + m - 1] + (carry & 0xff);
                        blocks[k * B + m - 1] = (uint8_t)v;
                        carry = (carry >> 8) + (v >> 8);
                    }
                }
                CHECK_RC(cairn_ecb_encrypt(&ctx, ks, blocks, NCTR * B), CAIRN_OK, "ecb");
                snprintf(what, sizeof what, "%s %s from ..%s-%u", t->label, (wide & 1) ? "CTR" : "CTR32", starts[s],
                         back);
                rc = (wide & 1) ? cairn_ctr_xor(&ctx, ctr, stream, &num, out, in, NCTR * B - 5)
                                : cairn_ctr32_xor(&ctx, ctr, stream, &num, out, in, NCTR * B - 5);
                CHECK_RC(rc, CAIRN_OK, what);
                CHECK_MEM(out, ks, NCTR * B - 5, what);
                CHECK(num == B - 5, "%s: num", what);
                rc = (wide & 1) ? cairn_ctr_xor(&ctx, ctr, stream, &num, out, in, 5)
                                : cairn_ctr32_xor(&ctx, ctr, stream, &num, out, in, 5);
                CHECK_RC(rc, CAIRN_OK, what);
                CHECK_MEM(out, ks + NCTR * B - 5, 5, what);
                CHECK(num == 0, "%s: num back to 0", what);
            }
        }
        cairn_cipher_wipe(&ctx);
    }
}

/* ------------------------------------------------------------------------ */
/* each object's own operations against the portable ECB                     */

#define NOBJ 40 /* block counts 0..NOBJ */

/* c + 1 over its last width bytes (16: the whole block, 4: CTR32), big-endian. */
static void ref_inc(uint8_t c[16], size_t width)
{
    size_t i;
    for (i = 16; i > 16 - width; i--)
        if (++c[i - 1] != 0)
            break;
}

/* The key stream of n counter blocks from c (advanced), through sw's ECB. */
static void ref_stream(const cairn_block_impl *sw, const uint64_t *sks, uint8_t c[16], size_t width, uint8_t *ks,
                       size_t n)
{
    size_t j;
    for (j = 0; j < n; j++) {
        memcpy(ks + 16 * j, c, 16);
        ref_inc(c, width);
    }
    sw->encrypt(sks, ks, ks, n);
}

static void xor_into(uint8_t *d, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = (uint8_t)(a[i] ^ b[i]);
}

/* A counter whose low bytes (lows[s], all ones over 4, 8 or 16 bytes) are
 * `back` below the wrap: the carry comes after back + 1 blocks. */
static void carry_counter(tu_prng *r, uint8_t c[16], size_t s, size_t back)
{
    static const size_t lows[] = {4, 8, 16};
    tu_prng_fill(r, c, 16);
    memset(c + 16 - lows[s], 0xff, lows[s]);
    c[15] = (uint8_t)(0xff - back);
}

/* One run of an object's operation out of place and in place against the
 * reference: op 0 ECB enc, 1 ECB dec, 2 CBC enc, 3 CBC dec, 4 CTR, 5 CTR32,
 * 6 CCM enc, 7 CCM dec. */
static void object_op(const impl_t *t, const uint64_t *ks, const cairn_block_impl *sw, const uint64_t *sks, int op,
                      const uint8_t *in, size_t n, const uint8_t st0[16], const uint8_t mac0[16])
{
    static const char *const names[] = {"ECB enc", "ECB dec", "CBC enc", "CBC dec", "CTR", "CTR32", "CCM enc", "CCM dec"};
    const cairn_block_impl *im = t->im;
    uint8_t ref[NOBJ * 16], got[NOBJ * 16], stream[NOBJ * 16], x[16];
    uint8_t rst[16], rmac[16], st[16], mac[16];
    char what[sizeof impls[0].label + 64];
    size_t j;
    int pass;

    snprintf(what, sizeof what, "%s object %s, %u blocks, state ..%02x%02x%02x%02x", t->label, names[op], (unsigned)n,
             st0[12], st0[13], st0[14], st0[15]);
    memcpy(rst, st0, 16);
    memcpy(rmac, mac0, 16);
    switch (op) {
    case 0:
        sw->encrypt(sks, ref, in, n);
        break;
    case 1:
        sw->decrypt(sks, ref, in, n);
        break;
    case 2:
        for (j = 0; j < n; j++) {
            xor_into(x, rst, in + 16 * j, 16);
            sw->encrypt(sks, rst, x, 1);
            memcpy(ref + 16 * j, rst, 16);
        }
        break;
    case 3:
        sw->decrypt(sks, ref, in, n);
        for (j = 0; j < n; j++) {
            xor_into(ref + 16 * j, ref + 16 * j, rst, 16);
            memcpy(rst, in + 16 * j, 16);
        }
        break;
    case 4:
    case 5:
        ref_stream(sw, sks, rst, op == 4 ? 16 : 4, stream, n);
        xor_into(ref, in, stream, 16 * n);
        break;
    default:
        ref_stream(sw, sks, rst, 16, stream, n);
        xor_into(ref, in, stream, 16 * n);
        for (j = 0; j < n; j++) { /* CBC-MAC over the plaintext */
            xor_into(x, rmac, (op == 6 ? in : ref) + 16 * j, 16);
            sw->encrypt(sks, rmac, x, 1);
        }
    }
    for (pass = 0; pass < 2; pass++) { /* out of place, then in place */
        uint8_t *o = got;
        const uint8_t *i_ = in;
        memcpy(st, st0, 16);
        memcpy(mac, mac0, 16);
        memset(got, 0xa5, sizeof got);
        if (pass == 1) {
            memcpy(got, in, 16 * n);
            i_ = got;
        }
        switch (op) {
        case 0:
            im->encrypt(ks, o, i_, n);
            break;
        case 1:
            im->decrypt(ks, o, i_, n);
            break;
        case 2:
            im->cbc_encrypt(ks, st, o, i_, n);
            break;
        case 3:
            im->cbc_decrypt(ks, st, o, i_, n);
            break;
        case 4:
            im->ctr(ks, st, o, i_, n);
            break;
        case 5:
            im->ctr32(ks, st, o, i_, n);
            break;
        case 6:
            im->ccm_encrypt(ks, mac, st, o, i_, n);
            break;
        default:
            im->ccm_decrypt(ks, mac, st, o, i_, n);
        }
        if (!CHECK_MEM(got, ref, 16 * n, what))
            return;
        if (op >= 2)
            CHECK_MEM(st, rst, 16, what);
        if (op >= 6)
            CHECK_MEM(mac, rmac, 16, what);
    }
}

static void test_object_paths(tu_prng *r)
{
    size_t i, n, s, back;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        const cairn_block_impl *im = t->im, *sw = portable_of(t)->im;
        uint64_t ks[CAIRN_CIPHER_KS_WORDS], sks[CAIRN_CIPHER_KS_WORDS];
        uint8_t key[32], in[NOBJ * 16], st0[16], mac0[16];
        unsigned long before = tu_failures;
        int op;
        if (t->c->block_len != 16)
            continue;
        tu_prng_fill(r, key, t->c->key_len);
        if (!CHECK_RC(im->set_key(ks, key, t->c->key_len), CAIRN_OK, t->label) ||
            !CHECK_RC(sw->set_key(sks, key, t->c->key_len), CAIRN_OK, t->label))
            continue;
        for (n = 0; n <= NOBJ; n++) {
            tu_prng_fill(r, in, sizeof in);
            tu_prng_fill(r, st0, 16);
            tu_prng_fill(r, mac0, 16);
            for (op = 0; op < 4; op++)
                if (op < 2 || (op == 2 ? im->cbc_encrypt : im->cbc_decrypt) != NULL)
                    object_op(t, ks, sw, sks, op, in, n, st0, mac0);
            for (op = 4; op < 8; op++) {
                if ((op == 4 && im->ctr == NULL) || (op == 5 && im->ctr32 == NULL) ||
                    (op >= 6 && (im->ccm_encrypt == NULL || im->ccm_decrypt == NULL)))
                    continue;
                /* the carry at every block position (back = n: just past the end) */
                for (s = 0; s < 3; s++)
                    for (back = 0; back <= n; back++) {
                        carry_counter(r, st0, s, back);
                        object_op(t, ks, sw, sks, op, in, n, st0, mac0);
                    }
            }
        }
        cairn_wipe(ks, sizeof ks);
        cairn_wipe(sks, sizeof sks);
        printf("object paths %-28s against %-20s %s\n", t->label, sw->base.name, tu_failures == before ? "ok" : "FAILED");
    }
}

/* SP 800-67r2: 3DES refuses K1 = K2 and K2 = K3 (EDE would collapse to
 * single DES), compared without the parity bits; two-key 3DES (K3 = K1)
 * needs K1 != K2. Every implementation, through cairn_cipher_init_ex and
 * cairn_cipher_init and through the implementation's set_key: the status is
 * CAIRN_ERR_INVALID_KEY, the context is not keyed (CAIRN_ERR_STATE) and the
 * schedule left behind is zero. K1 = K3 (three-key length) is two-key 3DES:
 * accepted, and equal to the 16-byte form. */
static void test_des3_key_check(tu_prng *r)
{
    enum { EQ12, EQ23, EQ123, EQ12_TWO, EQ12_PARITY, EQ23_PARITY, EQ12_TWO_PARITY, NREFUSED };
    static const char *const refused[NREFUSED] = {"K1 = K2", "K2 = K3", "K1 = K2 = K3", "two-key K1 = K2",
                                                  "K1 = K2 but parity", "K2 = K3 but parity",
                                                  "two-key K1 = K2 but parity"};
    const cairn_block_cipher *c = find_cipher("3DES");
    unsigned long nref = 0, nacc = 0;
    size_t i, k, j;
    if (c == NULL)
        return;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        if (t->c != c)
            continue;
        for (k = 0; k < 8 * NREFUSED; k++) {
            uint8_t key[24], blk[8] = {0};
            size_t keylen = CAIRN_DES3_KEY_LEN, w;
            int v = (int)(k % NREFUSED), rc;
            cairn_cipher_ctx ctx;
            char what[160];
            tu_prng_fill(r, key, sizeof key);
            if (v == EQ12 || v == EQ12_TWO || v == EQ12_PARITY || v == EQ12_TWO_PARITY || v == EQ123)
                memcpy(key + 8, key, 8);
            if (v == EQ23 || v == EQ23_PARITY || v == EQ123)
                memcpy(key + 16, key + 8, 8);
            if (v == EQ12_TWO || v == EQ12_TWO_PARITY)
                keylen = CAIRN_DES3_KEY2_LEN;
            if (v == EQ12_PARITY || v == EQ12_TWO_PARITY || v == EQ23_PARITY) /* flip parity bits only */
                for (j = 0; j < 8; j++)
                    key[(v == EQ23_PARITY ? 16 : 8) + j] ^= (uint8_t)(tu_prng_next(r) & 1);
            snprintf(what, sizeof what, "%s: %s", t->label, refused[v]);
            memset(&ctx, 0xa5, sizeof ctx);
            CHECK_RC(key_impl(&ctx, t, key, keylen), CAIRN_ERR_INVALID_KEY, what);
            CHECK(ctx.ready != 0xa5a5a5a5u, "%s: context left marked", what);
            for (w = 0; w < CAIRN_CIPHER_KS_WORDS; w++)
                if (ctx.ks[w] != 0)
                    break;
            CHECK(w == CAIRN_CIPHER_KS_WORDS, "%s: schedule left behind (word %u)", what, (unsigned)w);
            CHECK_RC(cairn_ecb_encrypt(&ctx, blk, blk, 8), CAIRN_ERR_STATE, what);
            CHECK_RC(cairn_cbc_decrypt(&ctx, blk, blk, blk, 8), CAIRN_ERR_STATE, what);
            CHECK_RC(cairn_cipher_init(&ctx, c, key, keylen), CAIRN_ERR_INVALID_KEY, what);
            CHECK_RC(cairn_ecb_encrypt(&ctx, blk, blk, 8), CAIRN_ERR_STATE, what);
            /* the implementation object alone refuses too and leaves nothing */
            memset(ctx.ks, 0xa5, sizeof ctx.ks);
            rc = t->im->set_key(ctx.ks, key, keylen);
            CHECK_RC(rc, CAIRN_ERR_INVALID_KEY, what);
            for (w = 0; w < CAIRN_CIPHER_KS_WORDS && (ctx.ks[w] == 0 || ctx.ks[w] == 0xa5a5a5a5a5a5a5a5u); w++)
                ;
            CHECK(w == CAIRN_CIPHER_KS_WORDS && ctx.ks[0] == 0, "%s: set_key left a schedule", what);
            /* one key bit (not a parity bit) apart: distinct keys, accepted */
            key[(v == EQ23 || v == EQ23_PARITY ? 16 : 8) + (k & 7)] ^= (uint8_t)(2u << (k % 7));
            snprintf(what, sizeof what, "%s: %s, one key bit changed", t->label, refused[v]);
            CHECK_RC(key_impl(&ctx, t, key, keylen), CAIRN_OK, what);
            CHECK_RC(cairn_ecb_encrypt(&ctx, blk, blk, 8), CAIRN_OK, what);
            nref++;
            nacc++;
        }
        /* K3 = K1 in a 24-byte key: two-key 3DES, the same cipher as the 16-byte key */
        for (k = 0; k < 8; k++) {
            uint8_t key[24], a[16], b[16];
            cairn_cipher_ctx c24, c16;
            tu_prng_fill(r, key, sizeof key);
            tu_prng_fill(r, a, sizeof a);
            memcpy(key + 16, key, 8);
            if (CHECK_RC(key_impl(&c24, t, key, 24), CAIRN_OK, "K1 = K3 (24 bytes)") &&
                CHECK_RC(key_impl(&c16, t, key, 16), CAIRN_OK, "two-key (16 bytes)")) {
                CHECK_RC(cairn_ecb_encrypt(&c24, b, a, 16), CAIRN_OK, "K1 = K3 encrypt");
                CHECK_RC(cairn_ecb_encrypt(&c16, a, a, 16), CAIRN_OK, "two-key encrypt");
                CHECK_MEM(b, a, 16, "K1 = K3 (24 bytes) = two-key (16 bytes)");
            }
            nacc++;
        }
    }
    printf("3DES key check: %lu keys refused (K1 = K2 or K2 = K3, parity ignored), %lu accepted\n", nref, nacc);
}

/* 3DES runs ECB, CTR and CBC decryption of a call with enough blocks
 * through its bitsliced core (64 or 32 blocks at a time) and single blocks
 * through a separate one: each block count from 1 to 140 (partial batches,
 * several batches, tails) in one call against the same blocks one call each
 * (single-block core), both directions, in place too, and the chaining state
 * after the call. */
static void test_des3_paths(tu_prng *r)
{
    static uint8_t in[140 * 8], one[140 * 8], got[140 * 8];
    size_t i, n, b;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        unsigned long before = tu_failures;
        if (t->c->block_len != 8)
            continue;
        for (n = 1; n <= 140; n++) {
            uint8_t key[24], iv[8], iva[8], ivb[8], stream[8];
            size_t num = 0, keylen = (n & 3) == 3 ? CAIRN_DES3_KEY2_LEN : CAIRN_DES3_KEY_LEN;
            cairn_cipher_ctx ctx;
            char what[sizeof impls[0].label + 48]; /* a label, a count and the fixed text */
            tu_prng_fill(r, key, sizeof key);
            tu_prng_fill(r, iv, sizeof iv);
            if (n % 5 == 0) /* the 64-bit counter wraps inside the call */
                memset(iv + 1, 0xff, 7);
            tu_prng_fill(r, in, n * 8);
            if (!CHECK_RC(key_impl(&ctx, t, key, keylen), CAIRN_OK, t->label))
                continue;
            snprintf(what, sizeof what, "%s %u blocks in one call vs one by one", t->label, (unsigned)n);
            /* ECB both ways */
            for (b = 0; b < n; b++)
                CHECK_RC(cairn_ecb_encrypt(&ctx, one + 8 * b, in + 8 * b, 8), CAIRN_OK, what);
            CHECK_RC(cairn_ecb_encrypt(&ctx, got, in, n * 8), CAIRN_OK, what);
            CHECK_MEM(got, one, n * 8, what);
            for (b = 0; b < n; b++)
                CHECK_RC(cairn_ecb_decrypt(&ctx, one + 8 * b, in + 8 * b, 8), CAIRN_OK, what);
            memcpy(got, in, n * 8);
            CHECK_RC(cairn_ecb_decrypt(&ctx, got, got, n * 8), CAIRN_OK, what);
            CHECK_MEM(got, one, n * 8, what);
            /* CBC decryption */
            memcpy(iva, iv, 8);
            memcpy(ivb, iv, 8);
            for (b = 0; b < n; b++)
                CHECK_RC(cairn_cbc_decrypt(&ctx, iva, one + 8 * b, in + 8 * b, 8), CAIRN_OK, what);
            memcpy(got, in, n * 8);
            CHECK_RC(cairn_cbc_decrypt(&ctx, ivb, got, got, n * 8), CAIRN_OK, what);
            CHECK_MEM(got, one, n * 8, what);
            CHECK_MEM(ivb, iva, 8, what);
            /* CTR: one block per call against the whole run */
            memcpy(iva, iv, 8);
            memcpy(ivb, iv, 8);
            for (b = 0; b < n; b++)
                CHECK_RC(cairn_ctr_xor(&ctx, iva, stream, &num, one + 8 * b, in + 8 * b, 8), CAIRN_OK, what);
            num = 0;
            CHECK_RC(cairn_ctr_xor(&ctx, ivb, stream, &num, got, in, n * 8), CAIRN_OK, what);
            CHECK_MEM(got, one, n * 8, what);
            CHECK_MEM(ivb, iva, 8, what);
            cairn_cipher_wipe(&ctx);
        }
        printf("3DES single-block vs multi-block paths %-12s %s\n", t->label, tu_failures == before ? "ok" : "FAILED");
    }
}

/* ------------------------------------------------------------------------ */
/* XTS                                                                       */

/* IEEE 1619-2007 Annex B vectors (XTS-AES-128: 2, 3, 4 and the ciphertext-
 * stealing vectors 15 to 18, data unit number as the little-endian tweak)
 * and NIST CAVS XTSGenAES128/256 cases (as quoted by libgcrypt's tests). */
typedef struct {
    const char *what, *cipher, *key1, *key2, *tweak, *pt, *ct;
} xts_fact;

#define XTS_V4_PT                                                                                                   \
    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f"             \
    "303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"             \
    "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f"             \
    "909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"             \
    "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeef"             \
    "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"             \
    "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f"             \
    "505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"             \
    "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeaf"             \
    "b0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf"             \
    "e0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"

static const xts_fact xts_facts[] = {
    {"IEEE 1619 vector 2", "AES-128", "11111111111111111111111111111111", "22222222222222222222222222222222",
     "33333333330000000000000000000000",
     "4444444444444444444444444444444444444444444444444444444444444444",
     "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0"},
    {"IEEE 1619 vector 3", "AES-128", "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0", "22222222222222222222222222222222",
     "33333333330000000000000000000000",
     "4444444444444444444444444444444444444444444444444444444444444444",
     "af85336b597afc1a900b2eb21ec949d292df4c047e0b21532186a5971a227a89"},
    {"IEEE 1619 vector 4", "AES-128", "27182818284590452353602874713526", "31415926535897932384626433832795",
     "00000000000000000000000000000000", XTS_V4_PT,
     "27a7479befa1d476489f308cd4cfa6e2a96e4bbe3208ff25287dd3819616e89cc78cf7f5e543445f8333d8fa7f560000"
     "05279fa5d8b5e4ad40e736ddb4d35412328063fd2aab53e5ea1e0a9f332500a5df9487d07a5c92cc512c8866c7e860ce"
     "93fdf166a24912b422976146ae20ce846bb7dc9ba94a767aaef20c0d61ad02655ea92dc4c4e41a8952c651d33174be51"
     "a10c421110e6d81588ede82103a252d8a750e8768defffed9122810aaeb99f9172af82b604dc4b8e51bcb08235a6f434"
     "1332e4ca60482a4ba1a03b3e65008fc5da76b70bf1690db4eae29c5f1badd03c5ccf2a55d705ddcd86d449511ceb7ec3"
     "0bf12b1fa35b913f9f747a8afd1b130e94bff94effd01a91735ca1726acd0b197c4e5b03393697e126826fb6bbde8ecc"
     "1e08298516e2c9ed03ff3c1b7860f6de76d4cecd94c8119855ef5297ca67e9f3e7ff72b1e99785ca0a7e7720c5b36dc6"
     "d72cac9574c8cbbc2f801e23e56fd344b07f22154beba0f08ce8891e643ed995c94d9a69c9f1b5f499027a78572aeebd"
     "74d20cc39881c213ee770b1010e4bea718846977ae119f7a023ab58cca0ad752afe656bb3c17256a9f6e9bf19fdd5a38"
     "fc82bbe872c5539edb609ef4f79c203ebb140f2e583cb2ad15b4aa5b655016a8449277dbd477ef2c8d6c017db738b18d"
     "eb4a427d1923ce3ff262735779a418f20a282df920147beabe421ee5319d0568"},
    {"IEEE 1619 vector 15", "AES-128", "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0", "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
     "9a785634120000000000000000000000", "000102030405060708090a0b0c0d0e0f10", "6c1625db4671522d3d7599601de7ca09ed"},
    {"IEEE 1619 vector 16", "AES-128", "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0", "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
     "9a785634120000000000000000000000", "000102030405060708090a0b0c0d0e0f1011",
     "d069444b7a7e0cab09e24447d24deb1fedbf"},
    {"IEEE 1619 vector 17", "AES-128", "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0", "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
     "9a785634120000000000000000000000", "000102030405060708090a0b0c0d0e0f101112",
     "e5df1351c0544ba1350b3363cd8ef4beedbf9d"},
    {"IEEE 1619 vector 18", "AES-128", "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0", "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
     "9a785634120000000000000000000000", "000102030405060708090a0b0c0d0e0f10111213",
     "9d84c813f719aa2c7be3f66171c7c5c2edbf9dac"},
    {"CAVS XTSGenAES128 COUNT=301", "AES-128", "394c97881abd989d29c703e48a72b397", "a7acf51b59649eeea9b33274d8541df4",
     "4b15c684a152d485fe9937d39b168c29", "2f3b9dcfbae729583b1d1ffdd16bb6fe2757329435662a78f0",
     "f3473802e38a3ffef4d4fb8e6aa266ebde553a64528a06463e"},
    {"CAVS XTSGenAES256 COUNT=1", "AES-256", "1ea661c58d943a0e4801e42f4b0947149e7f9f8e3e68d0c7505210bd311a0e7c",
     "d6e13ffdf2418d8d1911c004cda58da3d619b7e2b9141e58318eea392cf41b08", "adf8d92627464ad2f0428e84a9f87564",
     "2eedea52cd8215e1acc647e810bbc3642e87287f8d2e57e36c0a24fbc12a202e",
     "cbaad0e2f6cea3f50b37f934d46a9b130b9d54f07e34f36af793e86f73c6d7db"},
    {"CAVS XTSGenAES256 COUNT=101", "AES-256", "266c336b3b01489f3267f52835fd92f674374b88b4e1ebd2d36a5f457581d9d0",
     "42c3eef7b0b7e5137b086496b4d9e6ac658d7196a23f23f036172fdb8faee527", "06b209a7a22f486ecbfadb0f3137ba42",
     "ca7d65ef8d3dfad345b61ccddca1ad81de830b9e86c7b426d76cb7db766852d981c6b21409399d78f42cc0b33a7bbb06",
     "c73256870cc2f4dd57acc74b5456dbd776912a128bc1f77d72cdebbf270044b7a43ceed29025e1e8be211fa3c3ed002d"},
};

/* Every fact through every implementation (Key1 and Key2 each on every
 * implementation of the cipher), both directions, in place too. */
static void test_xts_facts(void)
{
    static uint8_t pt[512], ct[512], buf[512];
    size_t f, i, j;
    unsigned long n = 0;
    for (f = 0; f < sizeof xts_facts / sizeof xts_facts[0]; f++) {
        const xts_fact *x = &xts_facts[f];
        uint8_t k1[32], k2[32], tw[16];
        size_t kl = hx(k1, sizeof k1, x->key1), pl = hx(pt, sizeof pt, x->pt), cl = hx(ct, sizeof ct, x->ct);
        const cairn_block_cipher *c = find_cipher(x->cipher);
        hx(k2, sizeof k2, x->key2);
        hx(tw, sizeof tw, x->tweak);
        if (c == NULL || !CHECK(pl == cl, "%s: lengths", x->what))
            continue;
        for (i = 0; i < nimpls; i++) {
            for (j = 0; j < nimpls; j++) {
                cairn_cipher_ctx a, b;
                char lbl[160];
                if (impls[i].c != c || impls[j].c != c)
                    continue;
                snprintf(lbl, sizeof lbl, "XTS %s data %s tweak %s", x->what, impls[i].label, impls[j].label);
                if (!CHECK_RC(key_impl(&a, &impls[i], k1, kl), CAIRN_OK, lbl) ||
                    !CHECK_RC(key_impl(&b, &impls[j], k2, kl), CAIRN_OK, lbl))
                    continue;
                n++;
                memset(buf, 0xa5, pl); /* not the previous pair's ciphertext */
                CHECK_RC(cairn_xts_encrypt(&a, &b, tw, buf, pt, pl), CAIRN_OK, lbl);
                CHECK_MEM(buf, ct, pl, lbl);
                CHECK_RC(cairn_xts_decrypt(&a, &b, tw, buf, buf, pl), CAIRN_OK, lbl);
                CHECK_MEM(buf, pt, pl, lbl);
                memset(buf, 0xa5, pl); /* else a decryption that wrote nothing would pass */
                CHECK_RC(cairn_xts_decrypt(&a, &b, tw, buf, ct, pl), CAIRN_OK, lbl);
                CHECK_MEM(buf, pt, pl, lbl);
                memcpy(buf, pt, pl);
                CHECK_RC(cairn_xts_encrypt(&a, &b, tw, buf, buf, pl), CAIRN_OK, lbl);
                CHECK_MEM(buf, ct, pl, lbl);
                cairn_cipher_wipe(&a);
                cairn_cipher_wipe(&b);
            }
        }
    }
    printf("XTS vector checks: %lu (vector x data-key implementation x tweak-key implementation)\n", n);
}

/* Every 16-byte-block implementation against the cipher's first one on
 * random keys, tweaks and lengths 16..3000 (non-multiples of 16 included),
 * both directions and in place; decrypt(encrypt(x)) == x. Equal keys are
 * refused with out zeroed, also when the two contexts use different
 * implementations; the length limits are 16 bytes and 2^20 blocks. */
static void test_xts_cross(tu_prng *r)
{
    static uint8_t in[3000], ref[3000], got[3000];
    size_t i;
    int iter;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i], *base = portable_of(t);
        unsigned long before = tu_failures;
        if (t->c->block_len != 16)
            continue;
        for (iter = 0; iter < 40; iter++) {
            uint8_t k1[32], k2[32], tw[16];
            size_t kl = t->c->key_len, len;
            cairn_cipher_ctx a1, a2, b1, b2;
            char what[160];
            tu_prng_fill(r, k1, kl);
            tu_prng_fill(r, k2, kl);
            tu_prng_fill(r, tw, sizeof tw);
            len = 16 + (size_t)tu_prng_below(r, iter < 20 ? 100 : sizeof in - 16 + 1);
            tu_prng_fill(r, in, len);
            snprintf(what, sizeof what, "XTS %s vs %s len %u", t->label, base->label, (unsigned)len);
            if (!CHECK_RC(key_impl(&a1, base, k1, kl), CAIRN_OK, what) ||
                !CHECK_RC(key_impl(&a2, base, k2, kl), CAIRN_OK, what) ||
                !CHECK_RC(key_impl(&b1, t, k1, kl), CAIRN_OK, what) ||
                !CHECK_RC(key_impl(&b2, t, k2, kl), CAIRN_OK, what))
                continue;
            CHECK_RC(cairn_xts_encrypt(&a1, &a2, tw, ref, in, len), CAIRN_OK, what);
            CHECK_RC(cairn_xts_encrypt(&b1, &b2, tw, got, in, len), CAIRN_OK, what);
            CHECK_MEM(got, ref, len, what);
            CHECK_RC(cairn_xts_encrypt(&b1, &a2, tw, got, in, len), CAIRN_OK, what); /* mixed implementations */
            CHECK_MEM(got, ref, len, what);
            CHECK_RC(cairn_xts_decrypt(&b1, &b2, tw, got, got, len), CAIRN_OK, what);
            CHECK_MEM(got, in, len, what);
            CHECK_RC(cairn_xts_decrypt(&a1, &a2, tw, ref, in, len), CAIRN_OK, what);
            memcpy(got, in, len);
            CHECK_RC(cairn_xts_decrypt(&b1, &b2, tw, got, got, len), CAIRN_OK, what);
            CHECK_MEM(got, ref, len, what);
            /* Key1 == Key2 (SP 800-38E): refused, output zeroed, whichever implementations */
            memset(got, 0xa5, len);
            CHECK_RC(cairn_xts_encrypt(&b1, &a1, tw, got, in, len), CAIRN_ERR_BAD_ARG, what);
            CHECK(tu_all_zero(got, len), "%s: output zeroed for equal keys", what);
            memset(got, 0xa5, len);
            CHECK_RC(cairn_xts_decrypt(&a1, &b1, tw, got, in, len), CAIRN_ERR_BAD_ARG, what);
            CHECK(tu_all_zero(got, len), "%s: output zeroed for equal keys", what);
            CHECK_RC(cairn_xts_encrypt(&b1, &b1, tw, got, in, len), CAIRN_ERR_BAD_ARG, what);
            /* lengths */
            CHECK_RC(cairn_xts_encrypt(&b1, &b2, tw, got, in, 15), CAIRN_ERR_BAD_LENGTH, what);
            CHECK_RC(cairn_xts_decrypt(&b1, &b2, tw, got, in, 0), CAIRN_ERR_BAD_LENGTH, what);
            CHECK_RC(cairn_xts_encrypt(&b1, &b2, tw, got, in, ((size_t)1 << 24) + 1), CAIRN_ERR_BAD_LENGTH, what);
            CHECK_RC(cairn_xts_decrypt(&b1, &b2, tw, got, in, ((size_t)1 << 24) + 16), CAIRN_ERR_BAD_LENGTH, what);
            cairn_cipher_wipe(&a1);
            cairn_cipher_wipe(&a2);
            cairn_cipher_wipe(&b1);
            cairn_cipher_wipe(&b2);
        }
        printf("XTS cross-check %-24s against %-20s %s\n", t->label, base->label, tu_failures == before ? "ok" : "FAILED");
    }
}

/* The largest data unit (2^20 blocks), and one byte short of it (stealing
 * at the very end), through each cipher's best implementation: accepted and
 * round-tripped. */
static void test_xts_max(void)
{
    static const char *const names[] = {"AES-128", "AES-256"};
    size_t len = (size_t)1 << 24, k, i;
    uint8_t *buf = malloc(len), key[64], tw[16];
    if (buf == NULL) { /* the emulated Cortex-M7 has a 16 MiB heap in all */
        tu_skip("XTS 2^20-block data unit: no 16 MiB buffer on this target");
        return;
    }
    for (k = 0; k < 2; k++) {
        const cairn_block_cipher *c = find_cipher(names[k]);
        cairn_cipher_ctx a, b;
        int m;
        if (c == NULL)
            continue;
        for (i = 0; i < sizeof key; i++)
            key[i] = (uint8_t)(i * 7 + 1);
        memset(tw, 3, sizeof tw);
        CHECK_RC(cairn_cipher_init(&a, c, key, c->key_len), CAIRN_OK, "key1");
        CHECK_RC(cairn_cipher_init(&b, c, key + 32, c->key_len), CAIRN_OK, "key2");
        for (m = 0; m < 2; m++) {
            size_t l = len - (size_t)m;
            for (i = 0; i < l; i++)
                buf[i] = (uint8_t)(i ^ (i >> 8));
            CHECK_RC(cairn_xts_encrypt(&a, &b, tw, buf, buf, l), CAIRN_OK, "XTS 2^20 blocks");
            CHECK(buf[0] != 0 || buf[1] != 1 || buf[2] != 2, "XTS 2^20 blocks changed the data");
            CHECK_RC(cairn_xts_decrypt(&a, &b, tw, buf, buf, l), CAIRN_OK, "XTS 2^20 blocks back");
            for (i = 0; i < l && buf[i] == (uint8_t)(i ^ (i >> 8)); i++)
                ;
            CHECK(i == l, "%s XTS %u bytes round trip", c->name, (unsigned)l);
        }
        cairn_cipher_wipe(&a);
        cairn_cipher_wipe(&b);
    }
    free(buf);
}

/* ------------------------------------------------------------------------ */
/* bad input                                                                 */

static void test_bad_padding(void)
{
    size_t i;
    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        size_t B = t->c->block_len, shape, pos;
        uint8_t key[32], iv[16], pt[48], ct[48], out[48];
        cairn_cipher_ctx ctx;
        unsigned long nshapes = 0;
        fixed_key(key, sizeof key, 7);
        memset(iv, 9, sizeof iv);
        if (!CHECK_RC(key_impl(&ctx, t, key, t->c->key_len), CAIRN_OK, t->label))
            continue;
        /* shapes: last byte 0, B+1, 0x80, 0xff; and for each pad length p in
         * 2..B one wrong byte at each position inside the padding */
        for (shape = 0; shape < 4 + B * B; shape++) {
            size_t len = 3 * B, p, outlen = 99, dl = 99;
            int rc;
            memset(pt, 0x33, sizeof pt);
            if (shape < 4) {
                static const uint8_t last[4] = {0, 0, 0x80, 0xff};
                pt[len - 1] = shape == 1 ? (uint8_t)(B + 1) : last[shape];
            } else {
                p = (shape - 4) / B + 1;
                pos = (shape - 4) % B;
                if (p < 2 || pos >= p - 1)
                    continue;
                memset(pt + len - p, (int)p, p);
                pt[len - 1 - (p - 1) + pos] ^= 0x01; /* never the last byte itself */
                if (pt[len - 1 - (p - 1) + pos] == 0x33) /* keep it a padding error */
                    continue;
            }
            nshapes++;
            CHECK_RC(cairn_cbc_encrypt(&ctx, memcpy(out, iv, B), ct, pt, len), CAIRN_OK, "raw cbc");
            rc = cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, ct, len);
            CHECK_RC(rc, CAIRN_ERR_BAD_PADDING, t->label);
            CHECK(outlen == 0 && tu_all_zero(out, len - 1), "%s shape %u: out wiped, outlen 0", t->label,
                  (unsigned)shape);
            CHECK_RC(cairn_pkcs7_unpad(pt, len, B, &dl), CAIRN_ERR_BAD_PADDING, "unpad");
            CHECK(dl == 0, "unpad: data_len 0 on failure");
        }
        CHECK(nshapes > 4, "%s: padding shapes", t->label);
        /* every good padding length round-trips */
        for (pos = 1; pos <= B; pos++) {
            size_t len = 2 * B, outlen = 0;
            memset(pt, 0x44, sizeof pt);
            memset(pt + len - pos, (int)pos, pos);
            CHECK_RC(cairn_cbc_encrypt(&ctx, memcpy(out, iv, B), ct, pt, len), CAIRN_OK, "raw cbc");
            CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, out, len - 1, &outlen, ct, len), CAIRN_OK, "good padding");
            CHECK(outlen == len - pos, "%s: pad %u gives length %u", t->label, (unsigned)pos, (unsigned)outlen);
            CHECK_MEM(out, pt, len - pos, "good padding plaintext");
            CHECK(tu_all_zero(out + outlen, len - 1 - outlen), "%s: bytes past the data zeroed", t->label);
        }
        cairn_cipher_wipe(&ctx);
    }
}

static void test_bad_input(void)
{
    static const size_t keylens[] = {0, 1, 7, 8, 15, 17, 20, 23, 25, 31, 33, 48, 64};
    static const cairn_block_cipher not_null; /* what a failed lookup must overwrite with NULL */
    uint8_t key[64], buf[64], iv[16], stream[16];
    size_t i, k, num = 0, outlen, dl;
    cairn_cipher_ctx ctx;
    const cairn_block_cipher *c;

    fixed_key(key, sizeof key, 1);
    memset(buf, 2, sizeof buf);
    memset(iv, 3, sizeof iv);
    /* lookup (a cipher left out of the build is not found) */
    CHECK_RC(cairn_block_cipher_lookup(&c, "aes128"), CAIRN_ENABLE_AES ? CAIRN_OK : CAIRN_ERR_NOT_FOUND,
             "lookup aes128");
    for (i = 0; (c = cairn_block_cipher_at(i)) != NULL; i++) {
        const cairn_block_cipher *got = NULL;
        CHECK_RC(cairn_block_cipher_lookup(&got, c->name), CAIRN_OK, c->name);
        CHECK(got == c, "lookup %s", c->name);
    }
    CHECK(cairn_block_cipher_at(i + 1) == NULL && cairn_block_cipher_at((size_t)-1) == NULL, "at() past the end");
    {
        static const char *const names[] = {"aes128", "AES_256", "aes 192", "3des", "3-DES", "sm4", "Sm-4"};
        static const char *const bad[] = {"aes", "des", "aes-512", "", "sm4x", "aes1288"};
        for (i = 0; i < sizeof names / sizeof names[0]; i++) {
            int rc = cairn_block_cipher_lookup(&c, names[i]);
            CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_NOT_FOUND, "lookup %s", names[i]);
            CHECK((rc == CAIRN_OK) == (c != NULL), "lookup %s sets out", names[i]);
        }
        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            c = &not_null;
            CHECK_RC(cairn_block_cipher_lookup(&c, bad[i]), CAIRN_ERR_NOT_FOUND, bad[i]);
            CHECK(c == NULL, "lookup %s: out NULL", bad[i]);
        }
        CHECK_RC(cairn_block_cipher_lookup(&c, NULL), CAIRN_ERR_BAD_ARG, "lookup NULL name");
        CHECK_RC(cairn_block_cipher_lookup(NULL, "aes128"), CAIRN_ERR_BAD_ARG, "lookup NULL out");
    }

    for (i = 0; i < nimpls; i++) {
        const impl_t *t = &impls[i];
        size_t B = t->c->block_len;
        uint8_t big[64];
        /* key lengths */
        for (k = 0; k < sizeof keylens / sizeof keylens[0]; k++) {
            size_t kl = keylens[k];
            if (kl == t->c->key_len || (B == 8 && kl == CAIRN_DES3_KEY2_LEN))
                continue;
            CHECK_RC(key_impl(&ctx, t, key, kl), CAIRN_ERR_BAD_LENGTH, t->label);
            CHECK_RC(cairn_ecb_encrypt(&ctx, buf, buf, B), CAIRN_ERR_STATE, "refused key leaves ctx unkeyed");
            CHECK_RC(cairn_cipher_init(&ctx, t->c, key, kl), CAIRN_ERR_BAD_LENGTH, t->label);
        }
        CHECK_RC(key_impl(&ctx, t, NULL, t->c->key_len), CAIRN_ERR_BAD_ARG, "NULL key");
        CHECK_RC(cairn_cipher_init(NULL, t->c, key, t->c->key_len), CAIRN_ERR_BAD_ARG, "NULL ctx");
        CHECK_RC(cairn_cipher_init_ex(NULL, t->c, &t->im->base, key, t->c->key_len), CAIRN_ERR_BAD_ARG, "NULL ctx");
        CHECK_RC(cairn_cipher_init_ex(&ctx, t->c, NULL, key, t->c->key_len), CAIRN_ERR_BAD_ARG, "NULL impl");
        CHECK_RC(cairn_cipher_init_ex(&ctx, NULL, &t->im->base, key, t->c->key_len), CAIRN_ERR_BAD_ARG, "NULL cipher");
        CHECK_RC(cairn_cipher_init(&ctx, NULL, key, 16), CAIRN_ERR_BAD_ARG, "NULL cipher");
        /* an implementation of another algorithm */
        for (k = 0; k < nimpls; k++) {
            if (impls[k].c->impls != t->c->impls)
                CHECK_RC(cairn_cipher_init_ex(&ctx, t->c, &impls[k].im->base, key, t->c->key_len), CAIRN_ERR_BAD_ARG,
                         "impl of another cipher");
        }
        CHECK_RC(key_impl(&ctx, t, key, t->c->key_len), CAIRN_OK, t->label);
        /* lengths */
        for (k = 1; k < 40; k++) {
            int want = (k & (B - 1)) ? CAIRN_ERR_BAD_LENGTH : CAIRN_OK;
            CHECK_RC(cairn_ecb_encrypt(&ctx, big, buf, k), want, "ecb length");
            CHECK_RC(cairn_ecb_decrypt(&ctx, big, buf, k), want, "ecb length");
            CHECK_RC(cairn_cbc_encrypt(&ctx, iv, big, buf, k), want, "cbc length");
            CHECK_RC(cairn_cbc_decrypt(&ctx, iv, big, buf, k), want, "cbc length");
            CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, big, sizeof big, &outlen, buf, k), want ? want : CAIRN_ERR_BAD_PADDING,
                     "cbc pkcs7 length");
        }
        /* zero length, NULL buffers with it */
        CHECK_RC(cairn_ecb_encrypt(&ctx, NULL, NULL, 0), CAIRN_OK, "ecb 0");
        CHECK_RC(cairn_ecb_decrypt(&ctx, NULL, NULL, 0), CAIRN_OK, "ecb 0");
        CHECK_RC(cairn_cbc_encrypt(&ctx, iv, NULL, NULL, 0), CAIRN_OK, "cbc 0");
        CHECK_RC(cairn_cbc_decrypt(&ctx, iv, NULL, NULL, 0), CAIRN_OK, "cbc 0");
        CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, NULL, NULL, 0), CAIRN_OK, "ctr 0");
        CHECK_RC(cairn_cfb_encrypt(&ctx, iv, &num, NULL, NULL, 0), CAIRN_OK, "cfb 0");
        CHECK_RC(cairn_cfb_decrypt(&ctx, iv, &num, NULL, NULL, 0), CAIRN_OK, "cfb 0");
        CHECK_RC(cairn_ofb_xor(&ctx, iv, &num, NULL, NULL, 0), CAIRN_OK, "ofb 0");
        CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, big, sizeof big, &outlen, NULL, 0), CAIRN_ERR_BAD_LENGTH,
                 "pkcs7 decrypt 0");
        CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, big, sizeof big, &outlen, NULL, 0), CAIRN_OK, "pkcs7 encrypt 0");
        CHECK(outlen == B, "pkcs7 of nothing is one block");
        /* NULL with a length */
        CHECK_RC(cairn_ecb_encrypt(&ctx, NULL, buf, B), CAIRN_ERR_BAD_ARG, "ecb NULL out");
        CHECK_RC(cairn_ecb_decrypt(&ctx, big, NULL, B), CAIRN_ERR_BAD_ARG, "ecb NULL in");
        CHECK_RC(cairn_cbc_encrypt(&ctx, NULL, big, buf, B), CAIRN_ERR_BAD_ARG, "cbc NULL iv");
        CHECK_RC(cairn_cbc_decrypt(&ctx, iv, NULL, buf, B), CAIRN_ERR_BAD_ARG, "cbc NULL out");
        CHECK_RC(cairn_ctr_xor(&ctx, NULL, stream, &num, big, buf, 5), CAIRN_ERR_BAD_ARG, "ctr NULL counter");
        CHECK_RC(cairn_ctr_xor(&ctx, iv, NULL, &num, big, buf, 5), CAIRN_ERR_BAD_ARG, "ctr NULL stream");
        CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, NULL, big, buf, 5), CAIRN_ERR_BAD_ARG, "ctr NULL num");
        CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, big, NULL, 5), CAIRN_ERR_BAD_ARG, "ctr NULL in");
        CHECK_RC(cairn_cfb_encrypt(&ctx, iv, &num, NULL, buf, 5), CAIRN_ERR_BAD_ARG, "cfb NULL out");
        CHECK_RC(cairn_cfb_decrypt(&ctx, NULL, &num, big, buf, 5), CAIRN_ERR_BAD_ARG, "cfb NULL iv");
        CHECK_RC(cairn_ofb_xor(&ctx, iv, NULL, big, buf, 5), CAIRN_ERR_BAD_ARG, "ofb NULL num");
        CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, NULL, big, sizeof big, &outlen, buf, 5), CAIRN_ERR_BAD_ARG, "pkcs7 iv");
        CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, big, sizeof big, NULL, buf, 5), CAIRN_ERR_BAD_ARG, "pkcs7 outlen");
        CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, NULL, sizeof big, &outlen, buf, B), CAIRN_ERR_BAD_ARG, "pkcs7 out");
        /* num out of range */
        num = B;
        CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, big, buf, 5), CAIRN_ERR_BAD_ARG, "ctr num >= block");
        CHECK_RC(cairn_ofb_xor(&ctx, iv, &num, big, buf, 5), CAIRN_ERR_BAD_ARG, "ofb num >= block");
        num = 0;
        /* output capacities */
        CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, big, 2 * B - 1, &outlen, buf, B), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "pkcs7 encrypt outcap");
        CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, big, 2 * B - 2, &outlen, buf, 2 * B), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "pkcs7 decrypt outcap");
        /* CTR32 needs a 16-byte block */
        CHECK_RC(cairn_ctr32_xor(&ctx, iv, stream, &num, big, buf, 5), B == 16 ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED,
                 "ctr32 block size");
        /* wiped and zeroed contexts */
        cairn_cipher_wipe(&ctx);
        num = 0;
        CHECK_RC(cairn_ecb_encrypt(&ctx, big, buf, B), CAIRN_ERR_STATE, "wiped ctx");
        CHECK_RC(cairn_cbc_decrypt(&ctx, iv, big, buf, B), CAIRN_ERR_STATE, "wiped ctx");
        CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, big, buf, B), CAIRN_ERR_STATE, "wiped ctx");
        CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, big, sizeof big, &outlen, buf, B), CAIRN_ERR_STATE, "wiped ctx");
        memset(&ctx, 0, sizeof ctx);
        CHECK_RC(cairn_ofb_xor(&ctx, iv, &num, big, buf, B), CAIRN_ERR_STATE, "zeroed ctx");
        CHECK_RC(cairn_cfb_encrypt(&ctx, iv, &num, big, buf, B), CAIRN_ERR_STATE, "zeroed ctx");
        CHECK_RC(cairn_ecb_encrypt(NULL, big, buf, B), CAIRN_ERR_BAD_ARG, "NULL ctx");
    }
    cairn_cipher_wipe(NULL);

    /* PKCS#7 on its own */
    memset(buf, 0, sizeof buf);
    CHECK_RC(cairn_pkcs7_pad(buf, 5, 16, 16, &outlen), CAIRN_OK, "pad");
    CHECK(outlen == 16 && buf[5] == 11 && buf[15] == 11, "pad 5 -> 16");
    CHECK_RC(cairn_pkcs7_unpad(buf, 16, 16, &dl), CAIRN_OK, "unpad");
    CHECK(dl == 5, "unpad length");
    CHECK_RC(cairn_pkcs7_pad(buf, 16, 32, 16, &outlen), CAIRN_OK, "pad full block");
    CHECK(outlen == 32 && buf[16] == 16 && buf[31] == 16, "a full block of 16s");
    CHECK_RC(cairn_pkcs7_pad(buf, 16, 31, 16, &outlen), CAIRN_ERR_BUFFER_TOO_SMALL, "pad cap");
    CHECK_RC(cairn_pkcs7_pad(buf, 20, 10, 16, &outlen), CAIRN_ERR_BUFFER_TOO_SMALL, "pad cap below len");
    CHECK_RC(cairn_pkcs7_pad(buf, 3, 8, 8, &outlen), CAIRN_OK, "pad block 8");
    CHECK_RC(cairn_pkcs7_pad(buf, 3, 8, 0, &outlen), CAIRN_ERR_BAD_ARG, "pad block 0");
    CHECK_RC(cairn_pkcs7_pad(buf, 3, 300, 256, &outlen), CAIRN_ERR_BAD_ARG, "pad block 256");
    CHECK_RC(cairn_pkcs7_pad(NULL, 3, 8, 8, &outlen), CAIRN_ERR_BAD_ARG, "pad NULL");
    CHECK_RC(cairn_pkcs7_pad(buf, 3, 8, 8, NULL), CAIRN_ERR_BAD_ARG, "pad NULL len");
    CHECK_RC(cairn_pkcs7_unpad(buf, 0, 16, &dl), CAIRN_ERR_BAD_LENGTH, "unpad 0");
    CHECK_RC(cairn_pkcs7_unpad(buf, 17, 16, &dl), CAIRN_ERR_BAD_LENGTH, "unpad partial");
    CHECK_RC(cairn_pkcs7_unpad(NULL, 16, 16, &dl), CAIRN_ERR_BAD_ARG, "unpad NULL");
    CHECK_RC(cairn_pkcs7_unpad(buf, 16, 16, NULL), CAIRN_ERR_BAD_ARG, "unpad NULL len");
    CHECK_RC(cairn_pkcs7_unpad(buf, 16, 0, &dl), CAIRN_ERR_BAD_ARG, "unpad block 0");
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(20260501));
    collect_impls();
    test_facts();
    test_vector_files();
    printf("vector checks: %lu (vector x implementation, each both directions, whole, in pieces, in place)\n", n_vec);
    test_sm4_million();
    test_counters();
    test_des3_paths(&r);
    test_des3_key_check(&r);
    test_cross(&r);
    test_object_paths(&r);
    test_xts_facts();
    test_xts_cross(&r);
    test_xts_max();
    test_bad_padding();
    test_bad_input();
    return tu_finish("test_cipher");
}
