/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the AEAD family, run by ct_harness:
 *  - every cairn_aead descriptor x every implementation valgrind can run
 *    (CT_EACH_AEAD_IMPL: cairn_impl_usable as valgrind's CPUID presents the
 *    CPU, so VAES/VPCLMULQDQ/AVX-512 paths are reported skipped, AES-NI,
 *    PCLMULQDQ and AVX2 run): encryption, decryption with a valid tag and
 *    with bad tags (only the status and the wiped output are declassified);
 *  - ChaCha20 through each implementation object, HChaCha20, Poly1305
 *    through each of its implementations (m64, m32), GHASH through each
 *    implementation object;
 *  - the streaming APIs of GCM, ChaCha20-Poly1305/XChaCha20-Poly1305 and
 *    Ascon-AEAD128 in public pieces, verification included;
 *  - every Ascon permutation object's entry points, and the Ascon one-shots
 *    (which the small profile runs without an object).
 * Secret: keys (and the schedules/hash keys derived from them), plaintexts,
 * ciphertexts, tags under verification, AAD. Public: nonces, every length,
 * the split points of streaming calls.
 */
#include <stdio.h>
#include <string.h>

#include "mac/poly1305_internal.h"
#include "core/internal.h"
#include "ct.h"

#define MAXLEN 1100

/* ------------------------------------------------ descriptors x implementations */

/* 1100 bytes: long enough for the vector paths that start late (the
 * ChaCha20-Poly1305 one-shot's first 1024-byte batch from 960 bytes on,
 * Poly1305's AVX2/AVX-512 loops from a 512-byte update on). */
static const size_t msg_lens[] = {0, 1, 15, 16, 17, 67, 300, 1100};
static const size_t aad_lens[] = {0, 13, 40};

/* The nonce lengths exercised: the recommended one, and for GCM an 8-byte IV
 * (the GHASH-derived J0 path). */
static size_t nonce_len_for(const cairn_aead *a, size_t t)
{
    if ((t & 1) && a->nonce_min <= 8 && a->nonce_max >= 8)
        return 8;
    return a->nonce_len;
}

static int key_ctx(cairn_aead_ctx *ctx, const ct_arg *arg, uint8_t *key, uint32_t seed)
{
    ct_fill(key, arg->aead->key_len, seed);
    CT_SECRET(key, arg->aead->key_len);
    return cairn_aead_init_ex(ctx, arg->aead, arg->aead_part[0], arg->aead_part[1], key, arg->aead->key_len);
}

/* Encryption of secret plaintext and AAD with a secret key, full and shortest
 * tag; ciphertext and tag declassified, then checked by decryption. */
static int op_aead_encrypt(const ct_arg *arg)
{
    const cairn_aead *a = arg->aead;
    uint8_t key[CAIRN_AEAD_MAX_KEY_LEN], nonce[CAIRN_AEAD_MAX_NONCE_LEN], pt[MAXLEN], aad[64], ct[MAXLEN],
        back[MAXLEN], tag[16];
    cairn_aead_ctx ctx, pub;
    size_t t;
    int rc = key_ctx(&ctx, arg, key, 201), v;

    /* the check below decrypts with a second context keyed from a public copy
     * of the key, so this entry reports encryption's leaks only */
    CT_PUBLIC(key, a->key_len);
    rc |= cairn_aead_init_ex(&pub, a, arg->aead_part[0], arg->aead_part[1], key, a->key_len);

    for (t = 0; t < sizeof msg_lens / sizeof msg_lens[0]; t++) {
        size_t len = msg_lens[t], al = aad_lens[t % 3], nl = nonce_len_for(a, t);
        size_t tl = (t & 2) ? a->tag_min : a->tag_len;
        ct_fill(nonce, sizeof nonce, 202 + (uint32_t)t);
        ct_fill(pt, len, 203 + (uint32_t)t);
        ct_fill(aad, al, 204 + (uint32_t)t);
        CT_SECRET(pt, len);
        CT_SECRET(aad, al);
        rc |= cairn_aead_encrypt(&ctx, ct, tag, tl, nonce, nl, aad, al, pt, len);
        CT_PUBLIC(ct, len);
        CT_PUBLIC(tag, tl);
        CT_PUBLIC(aad, al);
        v = cairn_aead_decrypt(&pub, back, tag, tl, nonce, nl, aad, al, ct, len);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(back, len);
        CT_PUBLIC(pt, len);
        rc |= v != CAIRN_OK || memcmp(back, pt, len) != 0;
    }
    cairn_aead_wipe(&ctx);
    cairn_aead_wipe(&pub);
    return rc;
}

/* Decryption with a valid tag: key, ciphertext, tag and AAD secret; the
 * status and the plaintext declassified. */
static int op_aead_decrypt(const ct_arg *arg)
{
    const cairn_aead *a = arg->aead;
    uint8_t key[CAIRN_AEAD_MAX_KEY_LEN], nonce[CAIRN_AEAD_MAX_NONCE_LEN], pt[MAXLEN], aad[64], ct[MAXLEN],
        back[MAXLEN], tag[16];
    cairn_aead_ctx ctx;
    size_t t;
    int rc = key_ctx(&ctx, arg, key, 211), v;

    for (t = 0; t < sizeof msg_lens / sizeof msg_lens[0]; t++) {
        size_t len = msg_lens[t], al = aad_lens[(t + 1) % 3], nl = nonce_len_for(a, t);
        size_t tl = (t & 2) ? a->tag_min : a->tag_len;
        ct_fill(nonce, sizeof nonce, 212 + (uint32_t)t);
        ct_fill(pt, len, 213 + (uint32_t)t);
        ct_fill(aad, al, 214 + (uint32_t)t);
        rc |= cairn_aead_encrypt(&ctx, ct, tag, tl, nonce, nl, aad, al, pt, len);
        CT_PUBLIC(ct, len);
        CT_PUBLIC(tag, tl);
        CT_SECRET(ct, len);
        CT_SECRET(tag, tl);
        CT_SECRET(aad, al);
        v = cairn_aead_decrypt(&ctx, back, tag, tl, nonce, nl, aad, al, ct, len);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(back, len);
        CT_PUBLIC(pt, len);
        rc |= v != CAIRN_OK || memcmp(back, pt, len) != 0;
    }
    cairn_aead_wipe(&ctx);
    return rc;
}

/* Decryption with a wrong tag (first, middle, last byte), in place too: the
 * tag comparison and the wipe must not branch on secrets. Only the status
 * and the (wiped) output are declassified. */
static int op_aead_badtag(const ct_arg *arg)
{
    const cairn_aead *a = arg->aead;
    uint8_t key[CAIRN_AEAD_MAX_KEY_LEN], nonce[CAIRN_AEAD_MAX_NONCE_LEN], pt[MAXLEN], aad[64], ct[MAXLEN],
        back[MAXLEN], tag[16];
    cairn_aead_ctx ctx;
    size_t k, len = 67, al = 13, nl = a->nonce_len, tl = a->tag_len, i;
    const size_t pos[3] = {0, a->tag_len / 2, a->tag_len - 1};
    int rc = key_ctx(&ctx, arg, key, 221), v;

    ct_fill(nonce, sizeof nonce, 222);
    ct_fill(pt, len, 223);
    ct_fill(aad, al, 224);
    rc |= cairn_aead_encrypt(&ctx, ct, tag, tl, nonce, nl, aad, al, pt, len);
    CT_PUBLIC(ct, len);
    CT_PUBLIC(tag, tl);
    for (k = 0; k < 3; k++) {
        int inplace = k == 2;
        tag[pos[k]] ^= 0x10;
        if (inplace)
            memcpy(back, ct, len);
        CT_SECRET(tag, tl);
        CT_SECRET(inplace ? back : ct, len);
        CT_SECRET(aad, al);
        v = cairn_aead_decrypt(&ctx, back, tag, tl, nonce, nl, aad, al, inplace ? back : ct, len);
        CT_PUBLIC(&v, sizeof v);
        CT_PUBLIC(back, len);
        CT_PUBLIC(tag, tl);
        CT_PUBLIC(ct, len);
        rc |= v != CAIRN_ERR_AUTH;
        for (i = 0; i < len; i++)
            rc |= back[i] != 0;
        tag[pos[k]] ^= 0x10;
    }
    cairn_aead_wipe(&ctx);
    return rc;
}

#if CAIRN_ENABLE_CHACHA20 || CAIRN_ENABLE_GCM
/* The object called name in list when this CPU (as valgrind shows it) runs it, else NULL. */
static const cairn_impl *usable_named(const cairn_impl *const *list, const char *name)
{
    const cairn_impl *im = cairn_impl_find(list, name);
    return cairn_impl_usable(im) ? im : NULL;
}
#endif

/* ------------------------------------------------------------- ChaCha20 */

#if CAIRN_ENABLE_CHACHA20
static int chacha_impl(const cairn_impl *im, const char *name)
{
    static const size_t lens[] = {1, 64, 100, 255, 513};
    uint8_t key[32], nonce[12], pt[600], ct[600], back[600];
    size_t t;
    int rc = 0;

    if (im == NULL) {
        printf("     (%s: not available on this CPU%s; nothing run)\n", name,
               RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
        return 0;
    }
    for (t = 0; t < sizeof lens / sizeof lens[0]; t++) {
        size_t len = lens[t];
        ct_fill(key, sizeof key, 231 + (uint32_t)t);
        ct_fill(nonce, sizeof nonce, 232);
        ct_fill(pt, len, 233 + (uint32_t)t);
        CT_SECRET(key, sizeof key);
        CT_SECRET(pt, len);
        rc |= cairn_chacha20_ex(key, nonce, (uint32_t)t * 7u, ct, pt, len, im);
        rc |= cairn_chacha20_ex(key, nonce, (uint32_t)t * 7u, back, ct, len, im);
        CT_PUBLIC(back, len);
        CT_PUBLIC(pt, len);
        CT_PUBLIC(ct, len);
        rc |= memcmp(back, pt, len) != 0;
    }
    return rc;
}

static int op_chacha20_sw(const ct_arg *a)
{
    (void)a;
    return chacha_impl(usable_named(cairn_chacha20_impls, "portable"), "portable");
}
static int op_chacha20_ssse3(const ct_arg *a)
{
    (void)a;
    return chacha_impl(usable_named(cairn_chacha20_impls, "x86-ssse3"), "ssse3");
}
static int op_chacha20_avx2(const ct_arg *a)
{
    (void)a;
    return chacha_impl(usable_named(cairn_chacha20_impls, "x86-avx2"), "avx2");
}
static int op_chacha20_avx512(const ct_arg *a)
{
    (void)a;
    return chacha_impl(usable_named(cairn_chacha20_impls, "x86-avx512"), "avx512");
}

static int op_hchacha20(const ct_arg *a)
{
    uint8_t key[32], in[16], out[32];
    int rc;
    (void)a;
    ct_fill(key, sizeof key, 241);
    ct_fill(in, sizeof in, 242);
    CT_SECRET(key, sizeof key);
    CT_SECRET(in, sizeof in);
    rc = cairn_hchacha20(out, key, in);
    CT_PUBLIC(out, sizeof out);
    return rc;
}

/* Poly1305 through one implementation: secret key and message, updates in
 * public pieces (partial-block buffer, whole blocks, the padded tail), against
 * the one-shot function. */
static int poly_impl(const cairn_impl *im)
{
    static const size_t pieces[] = {3, 16, 0, 45, 1, 100};
    uint8_t key[32], msg[165], t1[16], t2[16];
    cairn_poly1305_ctx c;
    size_t k, pos;
    int rc = 0;

    if (im == NULL) /* the small profile builds the word size's object only */
        return CAIRN_SMALL ? 0 : 1;
    ct_fill(key, sizeof key, 251);
    ct_fill(msg, sizeof msg, 252);
    CT_SECRET(key, sizeof key);
    CT_SECRET(msg, sizeof msg);
    rc |= cairn_poly1305_init_ex(&c, im, key);
    for (k = 0, pos = 0; k < sizeof pieces / sizeof pieces[0]; pos += pieces[k], k++)
        rc |= cairn_poly1305_update(&c, msg + pos, pieces[k]);
    rc |= cairn_poly1305_final(&c, t1);
    rc |= cairn_poly1305_init_ex(&c, im, key);
    rc |= cairn_poly1305_update(&c, msg, sizeof msg);
    rc |= cairn_poly1305_final(&c, t2);
    CT_PUBLIC(t1, sizeof t1);
    CT_PUBLIC(t2, sizeof t2);
    rc |= memcmp(t1, t2, sizeof t1) != 0;
    return rc;
}

static int op_poly1305_m64(const ct_arg *a)
{
    (void)a;
    return poly_impl(usable_named(cairn_poly1305_impls, "m64"));
}
static int op_poly1305_m32(const ct_arg *a)
{
    (void)a;
    return poly_impl(usable_named(cairn_poly1305_impls, "m32"));
}

/* Every Poly1305 object this CPU (as valgrind shows it) runs, with one
 * update long enough for the vector loops (37 and 71 blocks in one call). */
static int op_poly1305_each(const ct_arg *a)
{
    static const size_t lens[] = {592, 1137};
    uint8_t key[32], msg[1137], t1[16], t2[16];
    cairn_poly1305_ctx c;
    size_t i, k;
    int rc = 0;
    (void)a;

    for (i = 0; cairn_poly1305_impls[i] != NULL; i++) {
        const cairn_impl *im = cairn_poly1305_impls[i];
        if (!cairn_impl_usable(im)) {
            printf("     (poly1305 %s: not available on this CPU%s; nothing run)\n", im->name,
                   RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
            continue;
        }
        for (k = 0; k < sizeof lens / sizeof lens[0]; k++) {
            ct_fill(key, sizeof key, 255 + (uint32_t)k);
            ct_fill(msg, lens[k], 256 + (uint32_t)k);
            CT_SECRET(key, sizeof key);
            CT_SECRET(msg, lens[k]);
            rc |= cairn_poly1305_init_ex(&c, im, key);
            rc |= cairn_poly1305_update(&c, msg, lens[k]);
            rc |= cairn_poly1305_final(&c, t1);
            rc |= cairn_poly1305_init_ex(&c, cairn_impl_portable(cairn_poly1305_impls), key);
            rc |= cairn_poly1305_update(&c, msg, lens[k]);
            rc |= cairn_poly1305_final(&c, t2);
            CT_PUBLIC(t1, sizeof t1);
            CT_PUBLIC(t2, sizeof t2);
            rc |= memcmp(t1, t2, sizeof t1) != 0;
        }
    }
    return rc;
}

static int op_poly1305_oneshot(const ct_arg *a)
{
    uint8_t key[32], msg[77], t[16];
    int rc;
    (void)a;
    ct_fill(key, sizeof key, 261);
    ct_fill(msg, sizeof msg, 262);
    CT_SECRET(key, sizeof key);
    CT_SECRET(msg, sizeof msg);
    rc = cairn_poly1305(t, key, msg, sizeof msg);
    CT_PUBLIC(t, sizeof t);
    return rc;
}

/* Streaming (X)ChaCha20-Poly1305 in public pieces, both directions, a good
 * and a bad tag; only statuses and outputs declassified. */
static int op_chapoly_stream(const ct_arg *a)
{
    static const size_t pieces[] = {5, 64, 0, 130, 1, 60};
    uint8_t key[32], nonce[24], aad[30], pt[260], ct[260], back[260], tag[16], tag2[16];
    cairn_chacha20_poly1305_ctx c;
    size_t k, pos, x;
    int rc = 0, v;
    (void)a;

    for (x = 0; x < 2; x++) {
        ct_fill(key, sizeof key, 271);
        ct_fill(nonce, sizeof nonce, 272);
        ct_fill(aad, sizeof aad, 273);
        ct_fill(pt, sizeof pt, 274);
        CT_SECRET(key, sizeof key);
        CT_SECRET(aad, sizeof aad);
        CT_SECRET(pt, sizeof pt);
        rc |= x ? cairn_xchacha20_poly1305_start(&c, key, nonce)
                : cairn_chacha20_poly1305_start(&c, key, nonce);
        rc |= cairn_chacha20_poly1305_aad(&c, aad, 7);
        rc |= cairn_chacha20_poly1305_aad(&c, aad + 7, sizeof aad - 7);
        for (k = 0, pos = 0; k < sizeof pieces / sizeof pieces[0]; pos += pieces[k], k++)
            rc |= cairn_chacha20_poly1305_encrypt_update(&c, ct + pos, pt + pos, pieces[k]);
        rc |= cairn_chacha20_poly1305_encrypt_final(&c, tag);
        CT_PUBLIC(tag, sizeof tag);
        CT_PUBLIC(ct, sizeof ct);
        for (v = 0; v < 2; v++) {
            int st;
            memcpy(tag2, tag, sizeof tag);
            tag2[15] ^= (uint8_t)v;
            CT_SECRET(tag2, sizeof tag2);
            CT_SECRET(ct, sizeof ct);
            rc |= x ? cairn_xchacha20_poly1305_start(&c, key, nonce)
                    : cairn_chacha20_poly1305_start(&c, key, nonce);
            rc |= cairn_chacha20_poly1305_aad(&c, aad, sizeof aad);
            for (k = 0, pos = 0; k < sizeof pieces / sizeof pieces[0]; pos += pieces[k], k++)
                rc |= cairn_chacha20_poly1305_decrypt_update(&c, back + pos, ct + pos, pieces[k]);
            st = cairn_chacha20_poly1305_decrypt_final(&c, tag2);
            CT_PUBLIC(&st, sizeof st);
            CT_PUBLIC(back, sizeof back);
            CT_PUBLIC(pt, sizeof pt);
            rc |= v == 0 ? (st != CAIRN_OK || memcmp(back, pt, sizeof pt) != 0) : st != CAIRN_ERR_AUTH;
        }
    }
    return rc;
}
#endif

#if CAIRN_ENABLE_CHACHA20
/* The one-shot ChaCha20-Poly1305 through a ChaCha20 object's fused kernel
 * (cairn_chacha20_impl.poly1305_m64: "x86-avx2" and "x86-ssse3" with the
 * m64-layout Poly1305 objects), over 960 + 3 x 512 + 40 bytes so the kernel
 * runs several batches (ciphertext hashed under the next batch when
 * encrypting) and a tail follows: encryption, decryption with the valid tag, and with a bad
 * tag in place (the one-pass decryption's final masking); then the streaming
 * API, whose updates reach the kernel on block boundaries, in pieces of 520,
 * 1080 and the rest. Only statuses and outputs are declassified. */
static int op_chapoly_fused(const ct_arg *a)
{
    enum { LEN = 960 + 3 * 512 + 40 };
    static const char *const chachas[] = {"x86-avx2", "x86-ssse3"};
    static const char *const polys[] = {"m64", "x86-64", "x86-avx2"};
    static uint8_t pt[LEN], ct[LEN], back[LEN];
    const cairn_impl *parts[2];
    uint8_t key[32], nonce[12], aad[21], tag[16], tag2[16];
    cairn_aead_ctx ctx;
    size_t ch, p, i;
    int rc = 0, v;
    (void)a;

    for (ch = 0; ch < sizeof chachas / sizeof chachas[0]; ch++) {
        parts[0] = usable_named(cairn_chacha20_impls, chachas[ch]);
        if (parts[0] == NULL) {
            printf("     (%s: not available on this CPU%s; nothing run)\n", chachas[ch],
                   RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
            continue;
        }
        for (p = 0; p < sizeof polys / sizeof polys[0]; p++) {
            parts[1] = usable_named(cairn_poly1305_impls, polys[p]);
            if (parts[1] == NULL)
                continue;
            ct_fill(key, sizeof key, 281 + (uint32_t)p);
            ct_fill(nonce, sizeof nonce, 282);
            ct_fill(aad, sizeof aad, 283);
            ct_fill(pt, sizeof pt, 284 + (uint32_t)p);
            CT_SECRET(key, sizeof key);
            CT_SECRET(aad, sizeof aad);
            CT_SECRET(pt, sizeof pt);
            rc |= cairn_aead_init_ex(&ctx, &cairn_aead_chacha20_poly1305, parts[0], parts[1], key, sizeof key);
            rc |= cairn_aead_encrypt(&ctx, ct, tag, sizeof tag, nonce, sizeof nonce, aad, sizeof aad, pt, sizeof pt);
            CT_PUBLIC(ct, sizeof ct);
            CT_PUBLIC(tag, sizeof tag);
            for (v = 0; v < 2; v++) {
                int st;
                memcpy(tag2, tag, sizeof tag);
                tag2[7] ^= (uint8_t)v;
                memcpy(back, ct, sizeof ct);
                CT_SECRET(tag2, sizeof tag2);
                CT_SECRET(back, sizeof back);
                st = cairn_aead_decrypt(&ctx, back, tag2, sizeof tag2, nonce, sizeof nonce, aad, sizeof aad, back,
                                        sizeof back);
                CT_PUBLIC(&st, sizeof st);
                CT_PUBLIC(back, sizeof back);
                CT_PUBLIC(pt, sizeof pt);
                if (v == 0) {
                    rc |= st != CAIRN_OK || memcmp(back, pt, sizeof pt) != 0;
                } else {
                    rc |= st != CAIRN_ERR_AUTH;
                    for (i = 0; i < sizeof back; i++)
                        rc |= back[i] != 0;
                }
            }
            cairn_aead_wipe(&ctx);
            for (v = 0; v < 2; v++) {
                static const size_t cut[] = {0, 520, 1600, LEN};
                cairn_chacha20_poly1305_ctx c;
                int st;
                CT_SECRET(v ? ct : pt, sizeof pt);
                CT_SECRET(tag, sizeof tag);
                rc |= cairn_chacha20_poly1305_start_ex(&c, parts[0], parts[1], key, nonce);
                rc |= cairn_chacha20_poly1305_aad(&c, aad, sizeof aad);
                for (i = 0; i < 3; i++)
                    rc |= v ? cairn_chacha20_poly1305_decrypt_update(&c, back + cut[i], ct + cut[i], cut[i + 1] - cut[i])
                            : cairn_chacha20_poly1305_encrypt_update(&c, back + cut[i], pt + cut[i], cut[i + 1] - cut[i]);
                if (v) {
                    st = cairn_chacha20_poly1305_decrypt_final(&c, tag);
                } else {
                    st = cairn_chacha20_poly1305_encrypt_final(&c, tag2);
                    CT_PUBLIC(tag2, sizeof tag2);
                    CT_PUBLIC(tag, sizeof tag);
                    st |= memcmp(tag2, tag, sizeof tag);
                }
                CT_PUBLIC(&st, sizeof st);
                CT_PUBLIC(back, sizeof back);
                CT_PUBLIC(pt, sizeof pt);
                CT_PUBLIC(ct, sizeof ct);
                rc |= st != CAIRN_OK || memcmp(back, v ? pt : ct, sizeof back) != 0;
            }
        }
    }
    return rc;
}
#endif

/* ---------------------------------------------------------------- GHASH */

#if CAIRN_ENABLE_GCM
static int ghash_impl(const cairn_impl *obj, const char *name)
{
    const cairn_ghash_impl *im = (const cairn_ghash_impl *)obj;
    static uint64_t hk[CAIRN_GHASH_KEY_WORDS];
    uint8_t h[16], y[16], y2[16], in[16 * 19];
    size_t n;
    int rc = 0;

    if (im == NULL) {
        printf("     (%s: not available on this CPU%s; nothing run)\n", name,
               RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
        return 0;
    }
    for (n = 1; n <= 19; n += 6) {
        ct_fill(h, sizeof h, 281);
        ct_fill(in, 16 * n, 282 + (uint32_t)n);
        memset(y, 0, sizeof y);
        CT_SECRET(h, sizeof h);
        CT_SECRET(in, 16 * n);
        im->set_h(hk, h);
        im->update(hk, y, in, n);
        memset(y2, 0, sizeof y2);
        im->update(hk, y2, in, 1); /* the same first block alone, then the rest */
        if (n > 1)
            im->update(hk, y2, in + 16, n - 1);
        CT_PUBLIC(y, sizeof y);
        CT_PUBLIC(y2, sizeof y2);
        rc |= memcmp(y, y2, sizeof y) != 0;
    }
    cairn_wipe(hk, sizeof hk);
    return rc;
}

static int op_ghash_ct64(const ct_arg *a)
{
    (void)a;
    return ghash_impl(usable_named(cairn_ghash_impls, "ct64"), "ct64");
}
static int op_ghash_ct32(const ct_arg *a)
{
    (void)a;
    return ghash_impl(usable_named(cairn_ghash_impls, "ct32"), "ct32");
}
static int op_ghash_x86(const ct_arg *a)
{
    (void)a;
    return ghash_impl(usable_named(cairn_ghash_impls, "x86-pclmul"), "x86-pclmul");
}
static int op_ghash_vpclmul(const ct_arg *a)
{
    (void)a;
    return ghash_impl(usable_named(cairn_ghash_impls, "x86-vpclmul"), "x86-vpclmul");
}
#endif

/* Streaming GCM over every block-cipher implementation of AES-128 and SM4 x
 * the portable GHASH, and the best pair: secret key, AAD and data in public
 * pieces; a good and a bad tag; with a 96-bit IV and with a 13-byte one
 * (J0 = GHASH(IV): a secret counter). */
#if CAIRN_ENABLE_GCM && (CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4)
static int gcm_stream_one(const cairn_block_cipher *bc, const cairn_impl *bi, const cairn_impl *gh, size_t ivlen)
{
    static const size_t pieces[] = {5, 16, 0, 70, 1, 40};
    static cairn_gcm_key key;
    uint8_t k[16], iv[13], aad[20], pt[132], ct[132], back[132], tag[16], tag2[16];
    cairn_gcm_ctx c;
    size_t i, pos;
    int rc = 0, v;

    ct_fill(k, sizeof k, 291);
    ct_fill(iv, sizeof iv, 292);
    ct_fill(aad, sizeof aad, 293);
    ct_fill(pt, sizeof pt, 294);
    CT_SECRET(k, sizeof k);
    CT_SECRET(aad, sizeof aad);
    CT_SECRET(pt, sizeof pt);
    rc |= bi != NULL ? cairn_gcm_init_ex(&key, bc, bi, gh, k, sizeof k) : cairn_gcm_init(&key, bc, k, sizeof k);
    rc |= cairn_gcm_start(&c, &key, iv, ivlen);
    rc |= cairn_gcm_aad(&c, aad, 3);
    rc |= cairn_gcm_aad(&c, aad + 3, sizeof aad - 3);
    for (i = 0, pos = 0; i < sizeof pieces / sizeof pieces[0]; pos += pieces[i], i++)
        rc |= cairn_gcm_encrypt_update(&c, ct + pos, pt + pos, pieces[i]);
    rc |= cairn_gcm_encrypt_final(&c, tag, sizeof tag);
    CT_PUBLIC(tag, sizeof tag);
    CT_PUBLIC(ct, sizeof ct);
    for (v = 0; v < 2; v++) {
        int st;
        memcpy(tag2, tag, sizeof tag);
        tag2[7] ^= (uint8_t)(v << 3);
        CT_SECRET(tag2, sizeof tag2);
        CT_SECRET(ct, sizeof ct);
        rc |= cairn_gcm_start(&c, &key, iv, ivlen);
        rc |= cairn_gcm_aad(&c, aad, sizeof aad);
        for (i = 0, pos = 0; i < sizeof pieces / sizeof pieces[0]; pos += pieces[i], i++)
            rc |= cairn_gcm_decrypt_update(&c, back + pos, ct + pos, pieces[i]);
        st = cairn_gcm_decrypt_final(&c, tag2, 12); /* a truncated tag */
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(back, sizeof back);
        CT_PUBLIC(pt, sizeof pt);
        rc |= v == 0 ? (st != CAIRN_OK || memcmp(back, pt, sizeof pt) != 0) : st != CAIRN_ERR_AUTH;
    }
    cairn_gcm_key_wipe(&key);
    return rc;
}

static int op_gcm_stream(const ct_arg *a)
{
    static const cairn_block_cipher *const ciphers[] = {
#if CAIRN_ENABLE_AES
        &cairn_cipher_aes128,
#endif
#if CAIRN_ENABLE_SM4
        &cairn_cipher_sm4,
#endif
    };
    size_t j, ci, ivlen;
    int rc = 0;
    (void)a;
    for (ci = 0; ci < sizeof ciphers / sizeof ciphers[0]; ci++) {
        const cairn_block_cipher *c = ciphers[ci];
        for (ivlen = 12; ivlen <= 13; ivlen++) {
            for (j = 0; c->impls[j] != NULL; j++)
                if (cairn_impl_usable(c->impls[j]))
                    rc |= gcm_stream_one(c, c->impls[j], cairn_impl_portable(cairn_ghash_impls), ivlen);
            rc |= gcm_stream_one(c, NULL, NULL, ivlen); /* cairn_gcm_init: the best pair */
        }
    }
    return rc;
}
#endif

/* Streaming Ascon-AEAD128 in public pieces; good and bad (truncated) tags. */
#if CAIRN_ENABLE_ASCON
static int op_ascon_stream(const ct_arg *a)
{
    static const size_t pieces[] = {5, 16, 0, 70, 1, 40};
    uint8_t key[16], nonce[16], aad[20], pt[132], ct[132], back[132], tag[16], tag2[16];
    cairn_ascon_aead128_ctx c;
    size_t i, pos;
    int rc = 0, v;
    (void)a;

    ct_fill(key, sizeof key, 301);
    ct_fill(nonce, sizeof nonce, 302);
    ct_fill(aad, sizeof aad, 303);
    ct_fill(pt, sizeof pt, 304);
    CT_SECRET(key, sizeof key);
    CT_SECRET(aad, sizeof aad);
    CT_SECRET(pt, sizeof pt);
    rc |= cairn_ascon_aead128_start(&c, key, nonce);
    rc |= cairn_ascon_aead128_aad(&c, aad, 9);
    rc |= cairn_ascon_aead128_aad(&c, aad + 9, sizeof aad - 9);
    for (i = 0, pos = 0; i < sizeof pieces / sizeof pieces[0]; pos += pieces[i], i++)
        rc |= cairn_ascon_aead128_encrypt_update(&c, ct + pos, pt + pos, pieces[i]);
    rc |= cairn_ascon_aead128_encrypt_final(&c, tag, sizeof tag);
    CT_PUBLIC(tag, sizeof tag);
    CT_PUBLIC(ct, sizeof ct);
    for (v = 0; v < 2; v++) {
        int st;
        memcpy(tag2, tag, sizeof tag);
        tag2[0] ^= (uint8_t)v;
        CT_SECRET(tag2, sizeof tag2);
        CT_SECRET(ct, sizeof ct);
        rc |= cairn_ascon_aead128_start(&c, key, nonce);
        rc |= cairn_ascon_aead128_aad(&c, aad, sizeof aad);
        for (i = 0, pos = 0; i < sizeof pieces / sizeof pieces[0]; pos += pieces[i], i++)
            rc |= cairn_ascon_aead128_decrypt_update(&c, back + pos, ct + pos, pieces[i]);
        st = cairn_ascon_aead128_decrypt_final(&c, tag2, 8);
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(back, sizeof back);
        CT_PUBLIC(pt, sizeof pt);
        rc |= v == 0 ? (st != CAIRN_OK || memcmp(back, pt, sizeof pt) != 0) : st != CAIRN_ERR_AUTH;
    }
    return rc;
}

/* Every Ascon object's five entry points on a secret state and secret
 * blocks, then the one-shots (Ascon-Hash256, Ascon-AEAD128 both ways), which
 * in the small profile run the permutation without an object. */
static int op_ascon_objects(const ct_arg *a)
{
    uint64_t s[5];
    uint8_t in[48], out[48], back[48], key[16], nonce[16], tag[16], h[32];
    size_t i;
    int rc = 0, st;
    (void)a;

    for (i = 0; cairn_ascon_impls[i] != NULL; i++) {
        const cairn_ascon_impl *o = (const cairn_ascon_impl *)cairn_ascon_impls[i];
        if (!cairn_impl_usable(&o->base))
            continue;
        ct_fill((uint8_t *)s, sizeof s, 311);
        ct_fill(in, sizeof in, 312);
        CT_SECRET(s, sizeof s);
        CT_SECRET(in, sizeof in);
        o->permute(s, 12);
        o->permute(s, 8);
        o->absorb8(s, in, 3, 12);
        o->absorb16(s, in, 3, 8);
        o->encrypt16(s, out, in, 3, 8);
        o->decrypt16(s, back, out, 3, 8);
        CT_PUBLIC(s, sizeof s);
        CT_PUBLIC(out, sizeof out);
        CT_PUBLIC(back, sizeof back);
    }
    ct_fill(key, sizeof key, 313);
    ct_fill(nonce, sizeof nonce, 314);
    ct_fill(in, sizeof in, 315);
    CT_SECRET(key, sizeof key);
    CT_SECRET(in, sizeof in);
    rc |= cairn_ascon_hash256(h, in, 37);
    rc |= cairn_ascon_aead128_encrypt(key, out, tag, sizeof tag, nonce, in, 5, in + 5, 37);
    CT_PUBLIC(tag, sizeof tag);
    CT_PUBLIC(out, sizeof out);
    CT_SECRET(tag, sizeof tag);
    CT_SECRET(out, sizeof out);
    st = cairn_ascon_aead128_decrypt(key, back, tag, sizeof tag, nonce, in, 5, out, 37);
    CT_PUBLIC(&st, sizeof st);
    return rc | (st != CAIRN_OK);
}
#endif

/* clang-format off */
static const ct_op ops[] = {
    /* name               iterate over       run                 secrets                                     expect    leaks */
    {"aead-encrypt",      CT_EACH_AEAD_IMPL, op_aead_encrypt,    "key (and schedule, hash key), plaintext, AAD", CT_CLEAN, "none (nonce, lengths, tag length public)"},
    {"aead-decrypt",      CT_EACH_AEAD_IMPL, op_aead_decrypt,    "key, ciphertext, tag, AAD",                CT_CLEAN, "none; the status is declassified by the caller"},
    {"aead-badtag",       CT_EACH_AEAD_IMPL, op_aead_badtag,     "key, ciphertext (in place too), wrong tag, AAD", CT_CLEAN, "none; the status and the wiped output are declassified by the caller"},
#if CAIRN_ENABLE_CHACHA20
    {"chacha20-portable", CT_ONCE,           op_chacha20_sw,     "key, data",                                CT_CLEAN, "none (nonce, counter, length public)"},
    {"chacha20-ssse3",    CT_ONCE,           op_chacha20_ssse3,  "key, data",                                CT_CLEAN, "none (nonce, counter, length public)"},
    {"chacha20-avx2",     CT_ONCE,           op_chacha20_avx2,   "key, data",                                CT_CLEAN, "none (nonce, counter, length public)"},
    {"chacha20-avx512",   CT_ONCE,           op_chacha20_avx512, "key, data",                                CT_CLEAN, "none (nonce, counter, length public)"},
    {"hchacha20",         CT_ONCE,           op_hchacha20,       "key, input",                               CT_CLEAN, "none"},
    {"poly1305-m64",      CT_ONCE,           op_poly1305_m64,    "one-time key, message",                    CT_CLEAN, "none (lengths, split points public)"},
    {"poly1305-m32",      CT_ONCE,           op_poly1305_m32,    "one-time key, message",                    CT_CLEAN, "none (lengths, split points public)"},
    {"poly1305",          CT_ONCE,           op_poly1305_oneshot, "one-time key, message",                   CT_CLEAN, "none"},
    {"poly1305-each",     CT_ONCE,           op_poly1305_each,   "one-time key, message of 37 and 71 blocks (the last one padded) in one update (every object, vector loops too)", CT_CLEAN, "none (lengths public)"},
    {"chapoly-fused",     CT_ONCE,           op_chapoly_fused,   "key, AAD, plaintext, ciphertext, tag (ChaCha20-Poly1305 through the fused kernels of x86-avx2 and x86-ssse3 with the m64, x86-64 and x86-avx2 Poly1305 objects, 2536 bytes: one-shot, in-place decryption with a good and a bad tag, streaming in three pieces)", CT_CLEAN, "none; the status and the (wiped) output are declassified by the caller"},
    {"chapoly-stream",    CT_ONCE,           op_chapoly_stream,  "key, AAD, plaintext, ciphertext, tag (ChaCha20- and XChaCha20-Poly1305)", CT_CLEAN, "none; the final status is declassified by the caller"},
#endif
#if CAIRN_ENABLE_GCM
    {"ghash-ct64",        CT_ONCE,           op_ghash_ct64,      "H, data",                                  CT_CLEAN, "none (block count public)"},
    {"ghash-ct32",        CT_ONCE,           op_ghash_ct32,      "H, data",                                  CT_CLEAN, "none (block count public)"},
    {"ghash-x86-pclmul",  CT_ONCE,           op_ghash_x86,       "H, data",                                  CT_CLEAN, "none (block count public)"},
    {"ghash-x86-vpclmul", CT_ONCE,           op_ghash_vpclmul,   "H, data",                                  CT_CLEAN, "none (block count public)"},
#endif
#if CAIRN_ENABLE_GCM && (CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4)
    {"gcm-stream",        CT_ONCE,           op_gcm_stream,      "key, AAD, plaintext, ciphertext, tag (AES-128 and SM4: every block impl x portable GHASH, and the best pair; 96-bit and 104-bit IV, whose J0 is secret)", CT_CLEAN, "none; the final status is declassified by the caller"},
#endif
#if CAIRN_ENABLE_ASCON
    {"ascon-aead-stream", CT_ONCE,           op_ascon_stream,    "key, AAD, plaintext, ciphertext, tag",     CT_CLEAN, "none; the final status is declassified by the caller"},
    {"ascon-objects",     CT_ONCE,           op_ascon_objects,   "state and blocks of every Ascon object's five entry points; key, message, AAD, ciphertext, tag of the one-shots (Ascon-Hash256, Ascon-AEAD128)", CT_CLEAN, "none (lengths, rounds public); the decryption status is declassified by the caller"},
#endif
};
/* clang-format on */

size_t ct_ops_aead(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
