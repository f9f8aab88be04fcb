/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20, HChaCha20, Poly1305, ChaCha20-Poly1305 and XChaCha20-Poly1305:
 * the RFC 8439 vectors (sections 2.1.1, 2.3.2, 2.4.2, 2.5.2, 2.6.2, 2.8.2
 * and Appendix A.1-A.5) and the draft-irtf-cfrg-xchacha-03 ones (2.2.1,
 * A.3.1) as facts, on every ChaCha20 and every Poly1305 implementation;
 * then every implementation against the portable one on random inputs,
 * streaming with random splits against one-shot, and the length limits.
 */
#include <stdlib.h>
#include <string.h>

#include "cipher/chacha_internal.h"
#include "mac/poly1305_internal.h"
#include "cairn/aead.h"
#include "testutil.h"

#define MAX_CHACHA 8
static const cairn_chacha20_impl *impls[MAX_CHACHA];
static size_t n_impls;

/* Every usable object of cairn_chacha20_impls, the portable one first (the reference). */
static void collect_impls(void)
{
    size_t i;
    impls[n_impls++] = (const cairn_chacha20_impl *)cairn_impl_portable(cairn_chacha20_impls);
    for (i = 0; cairn_chacha20_impls[i] != NULL; i++) {
        const cairn_chacha20_impl *p = (const cairn_chacha20_impl *)cairn_chacha20_impls[i];
        if (p == impls[0])
            continue;
        if (!CHECK(n_impls < MAX_CHACHA, "room for ChaCha20 %s (raise MAX_CHACHA)", p->base.name))
            break;
        if (cairn_impl_usable(&p->base)) {
            impls[n_impls++] = p;
        } else {
            char msg[80];
            snprintf(msg, sizeof msg, "ChaCha20 %s (not on this CPU)", p->base.name);
            tu_skip(msg);
        }
    }
}

static uint8_t *hex(const char *h, size_t *len)
{
    size_t n;
    uint8_t *p = tu_unhex(h, &n);
    if (p == NULL) {
        fprintf(stderr, "bad hex in test: %s\n", h);
        exit(1);
    }
    if (len != NULL)
        *len = n;
    return p;
}

/* ------------------------------------------------------------ RFC vectors */

#define KEY_SEQ "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define KEY_80 "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"
#define KEY_1C "1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0"
#define ZERO32 "0000000000000000000000000000000000000000000000000000000000000000"
#define ZERO64 ZERO32 ZERO32

#define SUNSCREEN                                                                                                      \
    "4c616469657320616e642047656e746c656d656e206f662074686520636c6173"                                                 \
    "73206f66202739393a204966204920636f756c64206f6666657220796f75206f"                                                 \
    "6e6c79206f6e652074697020666f7220746865206675747572652c2073756e73"                                                 \
    "637265656e20776f756c642062652069742e"

#define IETF_TEXT                                                                                                      \
    "416e79207375626d697373696f6e20746f20746865204945544620696e74656e"                                                 \
    "6465642062792074686520436f6e7472696275746f7220666f72207075626c69"                                                 \
    "636174696f6e20617320616c6c206f722070617274206f6620616e2049455446"                                                 \
    "20496e7465726e65742d4472616674206f722052464320616e6420616e792073"                                                 \
    "746174656d656e74206d6164652077697468696e2074686520636f6e74657874"                                                 \
    "206f6620616e204945544620616374697669747920697320636f6e7369646572"                                                 \
    "656420616e20224945544620436f6e747269627574696f6e222e205375636820"                                                 \
    "73746174656d656e747320696e636c756465206f72616c2073746174656d656e"                                                 \
    "747320696e20494554462073657373696f6e732c2061732077656c6c20617320"                                                 \
    "7772697474656e20616e6420656c656374726f6e696320636f6d6d756e696361"                                                 \
    "74696f6e73206d61646520617420616e792074696d65206f7220706c6163652c"                                                 \
    "207768696368206172652061646472657373656420746f"

#define JABBER                                                                                                         \
    "2754776173206272696c6c69672c20616e642074686520736c6974687920746f"                                                 \
    "7665730a446964206779726520616e642067696d626c6520696e207468652077"                                                 \
    "6162653a0a416c6c206d696d737920776572652074686520626f726f676f7665"                                                 \
    "732c0a416e6420746865206d6f6d65207261746873206f757467726162652e"

/* ChaCha20 encryption / key-stream vectors: key, nonce, counter, in, out. */
static const struct {
    const char *what, *key, *nonce;
    uint32_t counter;
    const char *in, *out;
} chacha_vecs[] = {
    {"RFC 8439 2.3.2 block", KEY_SEQ, "000000090000004a00000000", 1, ZERO64,
     "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
     "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e"},
    {"RFC 8439 2.4.2 sunscreen", KEY_SEQ, "000000000000004a00000000", 1, SUNSCREEN,
     "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
     "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
     "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
     "5af90bbf74a35be6b40b8eedf2785e42874d"},
    {"RFC 8439 A.1 #1", ZERO32, "000000000000000000000000", 0, ZERO64,
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
     "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"},
    {"RFC 8439 A.1 #2", ZERO32, "000000000000000000000000", 1, ZERO64,
     "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
     "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f"},
    {"RFC 8439 A.1 #3", "0000000000000000000000000000000000000000000000000000000000000001",
     "000000000000000000000000", 1, ZERO64,
     "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a"
     "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0"},
    {"RFC 8439 A.1 #4", "00ff000000000000000000000000000000000000000000000000000000000000",
     "000000000000000000000000", 2, ZERO64,
     "72d54dfbf12ec44b362692df94137f328fea8da73990265ec1bbbea1ae9af0ca"
     "13b25aa26cb4a648cb9b9d1be65b2c0924a66c54d545ec1b7374f4872e99f096"},
    {"RFC 8439 A.1 #5", ZERO32, "000000000000000000000002", 0, ZERO64,
     "c2c64d378cd536374ae204b9ef933fcd1a8b2288b3dfa49672ab765b54ee27c7"
     "8a970e0e955c14f3a88e741b97c286f75f8fc299e8148362fa198a39531bed6d"},
    {"RFC 8439 A.2 #1", ZERO32, "000000000000000000000000", 0, ZERO64,
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
     "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"},
    {"RFC 8439 A.2 #2", "0000000000000000000000000000000000000000000000000000000000000001",
     "000000000000000000000002", 1, IETF_TEXT,
     "a3fbf07df3fa2fde4f376ca23e82737041605d9f4f4f57bd8cff2c1d4b7955ec"
     "2a97948bd3722915c8f3d337f7d370050e9e96d647b7c39f56e031ca5eb6250d"
     "4042e02785ececfa4b4bb5e8ead0440e20b6e8db09d881a7c6132f420e527950"
     "42bdfa7773d8a9051447b3291ce1411c680465552aa6c405b7764d5e87bea85a"
     "d00f8449ed8f72d0d662ab052691ca66424bc86d2df80ea41f43abf937d3259d"
     "c4b2d0dfb48a6c9139ddd7f76966e928e635553ba76c5c879d7b35d49eb2e62b"
     "0871cdac638939e25e8a1e0ef9d5280fa8ca328b351c3c765989cbcf3daa8b6c"
     "cc3aaf9f3979c92b3720fc88dc95ed84a1be059c6499b9fda236e7e818b04b0b"
     "c39c1e876b193bfe5569753f88128cc08aaa9b63d1a16f80ef2554d7189c411f"
     "5869ca52c5b83fa36ff216b9c1d30062bebcfd2dc5bce0911934fda79a86f6e6"
     "98ced759c3ff9b6477338f3da4f9cd8514ea9982ccafb341b2384dd902f3d1ab"
     "7ac61dd29c6f21ba5b862f3730e37cfdc4fd806c22f221"},
    {"RFC 8439 A.2 #3", KEY_1C, "000000000000000000000002", 42, JABBER,
     "62e6347f95ed87a45ffae7426f27a1df5fb69110044c0d73118effa95b01e5cf"
     "166d3df2d721caf9b21e5fb14c616871fd84c54f9d65b283196c7fe4f60553eb"
     "f39c6402c42234e32a356b3e764312a61a5532055716ead6962568f87d3f3f77"
     "04c6a8d1bcd1bf4d50d6154b6da731b187b58dfd728afa36757a797ac188d1"},
    /* 2.6.2 and A.4: the Poly1305 one-time key is the first half of block 0. */
    {"RFC 8439 2.6.2 key gen", KEY_80, "000000000001020304050607", 0, ZERO32,
     "8ad5a08b905f81cc815040274ab29471a833b637e3fd0da508dbb8e2fdd1a646"},
    {"RFC 8439 A.4 #1", ZERO32, "000000000000000000000000", 0, ZERO32,
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"},
    {"RFC 8439 A.4 #2", "0000000000000000000000000000000000000000000000000000000000000001",
     "000000000000000000000002", 0, ZERO32,
     "ecfa254f845f647473d3cb140da9e87606cb33066c447b87bc2666dde3fbb739"},
    {"RFC 8439 A.4 #3", KEY_1C, "000000000000000000000002", 0, ZERO32,
     "965e3bc6f9ec7ed9560808f4d229f94b137ff275ca9b3fcbdd59deaad23310ae"},
};

static void test_quarter_round(void)
{
    /* RFC 8439 2.1.1, and 2.2.1 on a whole state (QUARTERROUND(2, 7, 8, 13)). */
    uint32_t x[16] = {0};
    static const uint32_t st[16] = {0x879531e0, 0xc5ecf37d, 0x516461b1, 0xc9a62f8a, 0x44c20ef3, 0x3390af7f,
                                    0xd9fc690b, 0x2a5f714c, 0x53372767, 0xb00a5631, 0x974c541a, 0x359e9963,
                                    0x5c971061, 0x3d631689, 0x2098d9d6, 0x91dbd320};
    static const uint32_t want[16] = {0x879531e0, 0xc5ecf37d, 0xbdb886dc, 0xc9a62f8a, 0x44c20ef3, 0x3390af7f,
                                      0xd9fc690b, 0xcfacafd2, 0xe46bea80, 0xb00a5631, 0x974c541a, 0x359e9963,
                                      0x5c971061, 0xccc07c79, 0x2098d9d6, 0x91dbd320};
    x[0] = 0x11111111;
    x[1] = 0x01020304;
    x[2] = 0x9b8d6f43;
    x[3] = 0x01234567;
    cairn_chacha20_quarter_round(x, 0, 1, 2, 3);
    CHECK(x[0] == 0xea2a92f4 && x[1] == 0xcb1cf8ce && x[2] == 0x4581472e && x[3] == 0x5881c4bb,
          "RFC 8439 2.1.1 quarter round");
    memcpy(x, st, sizeof x);
    cairn_chacha20_quarter_round(x, 2, 7, 8, 13);
    CHECK(memcmp(x, want, sizeof x) == 0, "RFC 8439 2.2.1 quarter round on the state");
}

static void test_chacha_vectors(void)
{
    size_t v, i;

    for (v = 0; v < sizeof chacha_vecs / sizeof chacha_vecs[0]; v++) {
        size_t n, ko, no, wo;
        uint8_t *key = hex(chacha_vecs[v].key, &ko), *nonce = hex(chacha_vecs[v].nonce, &no);
        uint8_t *in = hex(chacha_vecs[v].in, &n), *want = hex(chacha_vecs[v].out, &wo);
        uint8_t *out = malloc(n + 1);

        CHECK(ko == 32 && no == 12 && wo == n, "%s: vector shape", chacha_vecs[v].what);
        for (i = 0; i < n_impls; i++) {
            char what[96];
            snprintf(what, sizeof what, "%s (%s)", chacha_vecs[v].what, impls[i]->base.name);
            memset(out, 0xa5, n + 1);
            CHECK_RC(cairn_chacha20_ex(key, nonce, chacha_vecs[v].counter, out, in, n, &impls[i]->base), CAIRN_OK, what);
            CHECK_MEM(out, want, n, what);
            CHECK(out[n] == 0xa5, "%s: wrote past the end", what);
            /* in place */
            memcpy(out, in, n);
            CHECK_RC(cairn_chacha20_ex(key, nonce, chacha_vecs[v].counter, out, out, n, &impls[i]->base), CAIRN_OK, what);
            CHECK_MEM(out, want, n, what);
        }
        memset(out, 0, n + 1);
        CHECK_RC(cairn_chacha20(key, nonce, chacha_vecs[v].counter, out, in, n), CAIRN_OK, chacha_vecs[v].what);
        CHECK_MEM(out, want, n, chacha_vecs[v].what);
        free(key);
        free(nonce);
        free(in);
        free(want);
        free(out);
    }
}

/* Poly1305 vectors: key, message, tag. */
static const struct {
    const char *what, *key, *msg, *tag;
} poly_vecs[] = {
    {"RFC 8439 2.5.2", "85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
     "43727970746f6772617068696320466f72756d2052657365617263682047726f7570", "a8061dc1305136c6c22b8baf0c0127a9"},
    {"RFC 8439 A.3 #1", ZERO32, ZERO64, "00000000000000000000000000000000"},
    {"RFC 8439 A.3 #2", "0000000000000000000000000000000036e5f6b5c5e06070f0efca96227a863e", IETF_TEXT,
     "36e5f6b5c5e06070f0efca96227a863e"},
    {"RFC 8439 A.3 #3", "36e5f6b5c5e06070f0efca96227a863e00000000000000000000000000000000", IETF_TEXT,
     "f3477e7cd95417af89a6b8794c310cf0"},
    {"RFC 8439 A.3 #4", KEY_1C, JABBER, "4541669a7eaaee61e708dc7cbcc5eb62"},
    {"RFC 8439 A.3 #5", "0200000000000000000000000000000000000000000000000000000000000000",
     "ffffffffffffffffffffffffffffffff", "03000000000000000000000000000000"},
    {"RFC 8439 A.3 #6", "02000000000000000000000000000000ffffffffffffffffffffffffffffffff",
     "02000000000000000000000000000000", "03000000000000000000000000000000"},
    {"RFC 8439 A.3 #7", "0100000000000000000000000000000000000000000000000000000000000000",
     "ffffffffffffffffffffffffffffffff"
     "f0ffffffffffffffffffffffffffffff"
     "11000000000000000000000000000000",
     "05000000000000000000000000000000"},
    {"RFC 8439 A.3 #8", "0100000000000000000000000000000000000000000000000000000000000000",
     "ffffffffffffffffffffffffffffffff"
     "fbfefefefefefefefefefefefefefefe"
     "01010101010101010101010101010101",
     "00000000000000000000000000000000"},
    {"RFC 8439 A.3 #9", "0200000000000000000000000000000000000000000000000000000000000000",
     "fdffffffffffffffffffffffffffffff", "faffffffffffffffffffffffffffffff"},
    {"RFC 8439 A.3 #10", "0100000000000000040000000000000000000000000000000000000000000000",
     "e33594d7505e43b900000000000000003394d7505e4379cd0100000000000000"
     "0000000000000000000000000000000001000000000000000000000000000000",
     "14000000000000005500000000000000"},
    {"RFC 8439 A.3 #11", "0100000000000000040000000000000000000000000000000000000000000000",
     "e33594d7505e43b900000000000000003394d7505e4379cd0100000000000000"
     "00000000000000000000000000000000",
     "13000000000000000000000000000000"},
};

#define MAX_POLY 8
static const cairn_poly1305_impl *poly_impls[MAX_POLY];
static size_t n_poly;

static int poly_with(const cairn_poly1305_impl *impl, uint8_t tag[16], const uint8_t key[32], const uint8_t *msg,
                     size_t len, size_t split)
{
    cairn_poly1305_ctx ctx;
    int rc = cairn_poly1305_init_ex(&ctx, &impl->base, key);
    if (rc == CAIRN_OK)
        rc = cairn_poly1305_update(&ctx, msg, split);
    if (rc == CAIRN_OK)
        rc = cairn_poly1305_update(&ctx, msg + split, len - split);
    if (rc == CAIRN_OK)
        rc = cairn_poly1305_final(&ctx, tag);
    return rc;
}

static void test_poly_vectors(void)
{
    size_t v, i, s;

    for (v = 0; v < sizeof poly_vecs / sizeof poly_vecs[0]; v++) {
        size_t kl, ml, tl;
        uint8_t *key = hex(poly_vecs[v].key, &kl), *msg = hex(poly_vecs[v].msg, &ml);
        uint8_t *want = hex(poly_vecs[v].tag, &tl), tag[16];
        CHECK(kl == 32 && tl == 16, "%s: vector shape", poly_vecs[v].what);
        for (i = 0; i < n_poly; i++) {
            char what[96];
            snprintf(what, sizeof what, "%s (%s)", poly_vecs[v].what, poly_impls[i]->base.name);
            /* whole, and split at every offset of the first 40 bytes */
            for (s = 0; s <= ml && s <= 40; s++) {
                memset(tag, 0, 16);
                CHECK_RC(poly_with(poly_impls[i], tag, key, msg, ml, s), CAIRN_OK, what);
                if (!CHECK_MEM(tag, want, 16, what))
                    break;
            }
        }
        CHECK_RC(cairn_poly1305(tag, key, msg, ml), CAIRN_OK, poly_vecs[v].what);
        CHECK_MEM(tag, want, 16, poly_vecs[v].what);
        free(key);
        free(msg);
        free(want);
    }
}

/* AEAD vectors: key, nonce (12 or 24), aad, plaintext, ciphertext, tag. */
static const struct {
    const char *what, *key, *nonce, *aad, *pt, *ct, *tag;
} aead_vecs[] = {
    {"RFC 8439 2.8.2", KEY_80, "070000004041424344454647", "50515253c0c1c2c3c4c5c6c7", SUNSCREEN,
     "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
     "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
     "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
     "3ff4def08e4b7a9de576d26586cec64b6116",
     "1ae10b594f09e26a7e902ecbd0600691"},
    {"RFC 8439 A.5", KEY_1C, "000000000102030405060708", "f33388860000000000004e91",
     "496e7465726e65742d4472616674732061726520647261667420646f63756d65"
     "6e74732076616c696420666f722061206d6178696d756d206f6620736978206d"
     "6f6e74687320616e64206d617920626520757064617465642c207265706c6163"
     "65642c206f72206f62736f6c65746564206279206f7468657220646f63756d65"
     "6e747320617420616e792074696d652e20497420697320696e617070726f7072"
     "6961746520746f2075736520496e7465726e65742d4472616674732061732072"
     "65666572656e6365206d6174657269616c206f7220746f206369746520746865"
     "6d206f74686572207468616e206173202fe2809c776f726b20696e2070726f67"
     "726573732e2fe2809d",
     "64a0861575861af460f062c79be643bd5e805cfd345cf389f108670ac76c8cb2"
     "4c6cfc18755d43eea09ee94e382d26b0bdb7b73c321b0100d4f03b7f355894cf"
     "332f830e710b97ce98c8a84abd0b948114ad176e008d33bd60f982b1ff37c855"
     "9797a06ef4f0ef61c186324e2b3506383606907b6a7c02b0f9f6157b53c867e4"
     "b9166c767b804d46a59b5216cde7a4e99040c5a40433225ee282a1b0a06c523e"
     "af4534d7f83fa1155b0047718cbc546a0d072b04b3564eea1b422273f548271a"
     "0bb2316053fa76991955ebd63159434ecebb4e466dae5a1073a6727627097a10"
     "49e617d91d361094fa68f0ff77987130305beaba2eda04df997b714d6c6f2c29"
     "a6ad5cb4022b02709b",
     "eead9d67890cbb22392336fea1851f38"},
    {"draft-irtf-cfrg-xchacha-03 A.3.1", KEY_80, "404142434445464748494a4b4c4d4e4f5051525354555657",
     "50515253c0c1c2c3c4c5c6c7", SUNSCREEN,
     "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb"
     "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b452"
     "2f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9"
     "21f9664c97637da9768812f615c68b13b52e",
     "c0875924c1c7987947deafd8780acf49"},
};

static void test_aead_vectors(void)
{
    size_t v, i;

    for (v = 0; v < sizeof aead_vecs / sizeof aead_vecs[0]; v++) {
        size_t kl, nl, al, pl, cl, tl;
        uint8_t *key = hex(aead_vecs[v].key, &kl), *nonce = hex(aead_vecs[v].nonce, &nl);
        uint8_t *aad = hex(aead_vecs[v].aad, &al), *pt = hex(aead_vecs[v].pt, &pl);
        uint8_t *ct = hex(aead_vecs[v].ct, &cl), *want = hex(aead_vecs[v].tag, &tl);
        uint8_t *buf = malloc(pl + 1), tag[16];
        int x = nl == 24;
        const cairn_aead *desc = x ? &cairn_aead_xchacha20_poly1305 : &cairn_aead_chacha20_poly1305;
        const char *what = aead_vecs[v].what;

        CHECK(kl == 32 && (nl == 12 || nl == 24) && cl == pl && tl == 16, "%s: vector shape", what);
        /* typed one-shot */
        memset(buf, 0, pl + 1);
        CHECK_RC(x ? cairn_xchacha20_poly1305_encrypt(key, buf, tag, nonce, aad, al, pt, pl)
                   : cairn_chacha20_poly1305_encrypt(key, buf, tag, nonce, aad, al, pt, pl),
                 CAIRN_OK, what);
        CHECK_MEM(buf, ct, pl, what);
        CHECK_MEM(tag, want, 16, what);
        memset(buf, 0, pl + 1);
        CHECK_RC(x ? cairn_xchacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl)
                   : cairn_chacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl),
                 CAIRN_OK, what);
        CHECK_MEM(buf, pt, pl, what);
        /* every implementation through the descriptor and the streaming API */
        for (i = 0; tu_aead_pair_name(desc, i) != NULL; i++) {
            cairn_chacha20_poly1305_ctx ctx;
            uint64_t st[CAIRN_AEAD_STATE_WORDS];
            const cairn_impl *pair[2];
            char w2[128];
            if (!tu_aead_pair_usable(desc, i) || !tu_aead_pair(desc, i, &pair[0], &pair[1]))
                continue;
            snprintf(w2, sizeof w2, "%s (descriptor, %s)", what, tu_aead_pair_name(desc, i));
            CHECK_RC(desc->init(st, pair, key, 32), CAIRN_OK, w2);
            memset(buf, 0, pl + 1);
            CHECK_RC(desc->encrypt(st, buf, tag, 16, nonce, nl, aad, al, pt, pl), CAIRN_OK, w2);
            CHECK_MEM(buf, ct, pl, w2);
            CHECK_MEM(tag, want, 16, w2);
            CHECK_RC(desc->decrypt(st, buf, tag, 16, nonce, nl, aad, al, buf, pl), CAIRN_OK, w2);
            CHECK_MEM(buf, pt, pl, w2);

            snprintf(w2, sizeof w2, "%s (streaming, %s)", what, tu_aead_pair_name(desc, i));
            CHECK_RC(x ? cairn_xchacha20_poly1305_start_ex(&ctx, pair[0], pair[1], key, nonce)
                       : cairn_chacha20_poly1305_start_ex(&ctx, pair[0], pair[1], key, nonce),
                     CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_aad(&ctx, aad, al), CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, pt, pl), CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&ctx, tag), CAIRN_OK, w2);
            CHECK_MEM(buf, ct, pl, w2);
            CHECK_MEM(tag, want, 16, w2);
            CHECK_RC(x ? cairn_xchacha20_poly1305_start_ex(&ctx, pair[0], pair[1], key, nonce)
                       : cairn_chacha20_poly1305_start_ex(&ctx, pair[0], pair[1], key, nonce),
                     CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_aad(&ctx, aad, al), CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_decrypt_update(&ctx, buf, ct, pl), CAIRN_OK, w2);
            CHECK_RC(cairn_chacha20_poly1305_decrypt_final(&ctx, want), CAIRN_OK, w2);
            CHECK_MEM(buf, pt, pl, w2);
        }
        /* a flipped bit anywhere is rejected and the output wiped */
        {
            uint8_t bad[16];
            size_t pos;
            for (pos = 0; pos < 16; pos += 5) {
                memcpy(bad, want, 16);
                bad[pos] ^= 0x10;
                memset(buf, 0x5a, pl);
                CHECK_RC(x ? cairn_xchacha20_poly1305_decrypt(key, buf, bad, nonce, aad, al, ct, pl)
                           : cairn_chacha20_poly1305_decrypt(key, buf, bad, nonce, aad, al, ct, pl),
                         CAIRN_ERR_AUTH, what);
                for (i = 0; i < pl && buf[i] == 0; i++)
                    ;
                CHECK(i == pl, "%s: output wiped after a bad tag", what);
            }
            ct[pl / 2] ^= 1;
            memset(buf, 0x5a, pl);
            CHECK_RC(x ? cairn_xchacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl)
                       : cairn_chacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl),
                     CAIRN_ERR_AUTH, what);
            for (i = 0; i < pl && buf[i] == 0; i++)
                ;
            CHECK(i == pl, "%s: output wiped after a bad ciphertext", what);
            ct[pl / 2] ^= 1;
            aad[0] ^= 0x80;
            memset(buf, 0x5a, pl);
            CHECK_RC(x ? cairn_xchacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl)
                       : cairn_chacha20_poly1305_decrypt(key, buf, want, nonce, aad, al, ct, pl),
                     CAIRN_ERR_AUTH, what);
            for (i = 0; i < pl && buf[i] == 0; i++)
                ;
            CHECK(i == pl, "%s: output wiped after a bad AAD", what);
            aad[0] ^= 0x80;
        }
        free(key);
        free(nonce);
        free(aad);
        free(pt);
        free(ct);
        free(want);
        free(buf);
    }
}

static void test_hchacha(void)
{
    uint8_t *key = hex(KEY_SEQ, NULL), *in = hex("000000090000004a0000000031415927", NULL);
    uint8_t *want = hex("82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc", NULL);
    uint8_t out[32];
    CHECK_RC(cairn_hchacha20(out, key, in), CAIRN_OK, "HChaCha20");
    CHECK_MEM(out, want, 32, "draft-irtf-cfrg-xchacha-03 2.2.1 HChaCha20");
    free(key);
    free(in);
    free(want);
}

/* ------------------------------------------------------------ random tests */

static tu_prng rng;

/* Every Poly1305 implementation against m64 on random keys and messages,
 * with the limb-carry edge cases drawn often. */
static void test_poly_cross(void)
{
    static uint8_t msg[4200];
    uint8_t key[32], t64[16], tx[16];
    size_t iter, len, split, i, k;
    unsigned agree = 0, total = 0;

    for (iter = 0; iter < 3000; iter++) {
        unsigned kind = (unsigned)(iter % 7);
        tu_prng_fill(&rng, key, 32);
        /* mostly short, every fourth long enough for the 4-way vector loop */
        len = (size_t)tu_prng_below(&rng, (iter % 4 == 0 ? sizeof msg : 1100) + 1);
        tu_prng_fill(&rng, msg, len);
        switch (kind) {
        case 1: /* all-ones message: every limb and carry at its maximum */
            memset(msg, 0xff, len);
            break;
        case 2: /* r at its clamping maximum, s all ones */
            memset(key, 0xff, 32);
            break;
        case 3: /* r maximal, message all ones */
            memset(key, 0xff, 16);
            memset(msg, 0xff, len);
            break;
        case 4: /* r minimal: a single 1 bit after clamping, random s */
            memset(key, 0, 16);
            key[(size_t)tu_prng_below(&rng, 16)] = 1;
            break;
        case 5: /* blocks just below and above p: 0xfb..0xff then all ones */
            for (i = 0; i < len; i++)
                msg[i] = (i % 16 == 0) ? (uint8_t)(0xfb + tu_prng_below(&rng, 5)) : 0xff;
            break;
        case 6: /* r = 0: the tag is s whatever the message */
            memset(key, 0, 16);
            break;
        default:
            break;
        }
        split = len > 0 ? (size_t)tu_prng_below(&rng, len + 1) : 0;
        CHECK_RC(poly_with(poly_impls[0], t64, key, msg, len, split), CAIRN_OK, "poly1305 m64");
        for (k = 1; k < n_poly; k++) {
            CHECK_RC(poly_with(poly_impls[k], tx, key, msg, len, iter % 3 == 0 ? 0 : len - split), CAIRN_OK,
                     poly_impls[k]->base.name);
            total++;
            if (CHECK(memcmp(t64, tx, 16) == 0, "poly1305 %s vs m64, kind %u, len %zu", poly_impls[k]->base.name, kind,
                      len))
                agree++;
        }
        if (kind == 6)
            CHECK_MEM(t64, key + 16, 16, "poly1305 with r = 0 gives s");
    }
    printf("poly1305 vs m64: %u/%u random cases agree (%zu implementations)\n", agree, total, n_poly);
}

/* Every length from 0 to 600 (the tail paths: up to two blocks through the
 * portable code, up to one step through a spare batch, whole steps), plain
 * and masked with 0x00 and 0xff, at counters near the 2^32 wrap too: the
 * output against the portable object's, and the counter's advance. */
static void test_chacha_lengths(void)
{
    static const uint32_t counters[] = {0, 5, 0xfffffff0u, 0xfffffffdu};
    static uint8_t in[600], ref[600], out[600];
    uint8_t key[32], nonce[12];
    size_t i, c, len, bad = 0, runs = 0;
    unsigned m;

    tu_prng_fill(&rng, key, sizeof key);
    tu_prng_fill(&rng, nonce, sizeof nonce);
    tu_prng_fill(&rng, in, sizeof in);
    for (i = 1; i < n_impls; i++) {
        for (c = 0; c < sizeof counters / sizeof counters[0]; c++) {
            for (len = 0; len <= sizeof in; len++) {
                uint32_t st0[16], st1[16];
                cairn_chacha20_setup(st0, key, nonce, counters[c]);
                memcpy(ref, in, len);
                cairn_chacha20_sw_xor(st0, ref, ref, len);
                for (m = 0; m < 3; m++) { /* plain, masked 0xff, masked 0x00 */
                    size_t k;
                    int ok;
                    if (m > 0 && impls[i]->xor_masked == NULL)
                        continue;
                    cairn_chacha20_setup(st1, key, nonce, counters[c]);
                    memset(out, 0xa5, sizeof out);
                    if (m == 0)
                        impls[i]->xor_blocks(st1, out, in, len);
                    else
                        impls[i]->xor_masked(st1, out, in, len, m == 1 ? 0xff : 0x00);
                    ok = st1[12] == st0[12];
                    for (k = 0; k < len; k++)
                        ok &= out[k] == (m == 2 ? 0 : ref[k]);
                    for (k = len; k < sizeof out; k++)
                        ok &= out[k] == 0xa5; /* nothing written past len */
                    runs++;
                    if (!CHECK(ok, "%s: length %zu, counter %08x, %s", impls[i]->base.name, len,
                               (unsigned)counters[c], m == 0 ? "plain" : m == 1 ? "mask ff" : "mask 00") &&
                        ++bad > 5)
                        return;
                }
            }
        }
    }
    printf("ChaCha20 lengths 0..%zu: %zu runs against the portable object\n", sizeof in, runs);
}

/* The portable object (on 64-bit hosts four blocks side by side on generic vectors for whole groups of
 * four, the scalar block loop for the rest) against a block-by-block model built from the quarter round
 * (checked above against RFC 8439 2.1.1 and 2.2.1): every length 0..1100, counters near the 2^32 wrap
 * (the vector lanes wrap as the scalar counter does), in place and not, and the counter's advance. */
static void test_chacha_model(void)
{
    static const uint32_t counters[] = {0, 1, 0xfffffffcu, 0xfffffffeu, 0xffffffffu};
    static const unsigned char qr[8][4] = {{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
                                           {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14}};
    static uint8_t in[1100], want[1100], out[1100 + 16];
    uint8_t key[32], nonce[12];
    size_t c, len, k, runs = 0, bad = 0;

    tu_prng_fill(&rng, key, sizeof key);
    tu_prng_fill(&rng, nonce, sizeof nonce);
    tu_prng_fill(&rng, in, sizeof in);
    for (c = 0; c < sizeof counters / sizeof counters[0]; c++) {
        for (len = 0; len <= sizeof in; len++) {
            uint32_t st[16], m[16], x[16];
            unsigned r, q;
            int ok;
            cairn_chacha20_setup(m, key, nonce, counters[c]);
            for (k = 0; k < len; k++) {
                if (k % 64 == 0) {
                    memcpy(x, m, sizeof x);
                    for (r = 0; r < 10; r++)
                        for (q = 0; q < 8; q++)
                            cairn_chacha20_quarter_round(x, qr[q][0], qr[q][1], qr[q][2], qr[q][3]);
                    for (q = 0; q < 16; q++)
                        x[q] += m[q];
                    m[12]++;
                }
                want[k] = (uint8_t)(in[k] ^ (uint8_t)(x[(k % 64) / 4] >> (8 * (k % 4))));
            }
            cairn_chacha20_setup(st, key, nonce, counters[c]);
            memset(out, 0xa5, sizeof out);
            if (len % 2 == 0) {
                cairn_chacha20_sw_xor(st, out, in, len);
            } else { /* in place */
                memcpy(out, in, len);
                cairn_chacha20_sw_xor(st, out, out, len);
            }
            ok = memcmp(out, want, len) == 0 && st[12] == m[12];
            for (k = len; k < sizeof out; k++)
                ok &= out[k] == 0xa5;
            runs++;
            if (!CHECK(ok, "portable vs model: length %zu, counter %08x", len, (unsigned)counters[c]) && ++bad > 5)
                return;
        }
    }
    printf("ChaCha20 portable object against the quarter-round model: %zu lengths and counters\n", runs);
}

static void test_chacha_cross(void)
{
    static uint8_t in[4096 + 64], ref[4096 + 64], out[4096 + 64];
    uint8_t key[32], nonce[12];
    size_t iter, i;

    for (iter = 0; iter < 600; iter++) {
        uint32_t st0[16], st1[16];
        size_t len = (size_t)tu_prng_below(&rng, 4097);
        size_t off = (size_t)tu_prng_below(&rng, 16); /* misaligned buffers */
        uint32_t counter = (uint32_t)tu_prng_next(&rng);
        if (iter % 3 == 0) /* blocks that straddle the 2^32 wrap of the raw block function */
            counter = 0xffffffffu - (uint32_t)tu_prng_below(&rng, 80);
        tu_prng_fill(&rng, key, 32);
        tu_prng_fill(&rng, nonce, 12);
        tu_prng_fill(&rng, in, len + off);
        cairn_chacha20_setup(st0, key, nonce, counter);
        memcpy(ref, in + off, len);
        cairn_chacha20_sw_xor(st0, ref, ref, len);
        for (i = 1; i < n_impls; i++) {
            memcpy(st1, st0, sizeof st1);
            cairn_chacha20_setup(st1, key, nonce, counter);
            memset(out, 0, sizeof out);
            impls[i]->xor_blocks(st1, out + off, in + off, len);
            if (!CHECK(memcmp(out + off, ref, len) == 0, "%s vs portable: len %zu counter %08x", impls[i]->base.name, len,
                       (unsigned)counter))
                break;
            CHECK(st1[12] == st0[12], "%s: counter advanced to %08x, portable %08x", impls[i]->base.name,
                  (unsigned)st1[12], (unsigned)st0[12]);
        }
    }
    /* Chained calls of odd lengths (the portable tail path) against one call. */
    for (i = 0; i < n_impls; i++) {
        uint32_t st[16];
        size_t pos = 0, len = 3000;
        tu_prng_fill(&rng, key, 32);
        tu_prng_fill(&rng, in, len);
        CHECK_RC(cairn_chacha20_ex(key, nonce, 7, ref, in, len, cairn_impl_portable(cairn_chacha20_impls)), CAIRN_OK, "ref");
        cairn_chacha20_setup(st, key, nonce, 7);
        while (pos < len) {
            size_t n = 64 * (size_t)(1 + tu_prng_below(&rng, 20));
            if (n > len - pos)
                n = len - pos;
            impls[i]->xor_blocks(st, out + pos, in + pos, n);
            pos += n;
        }
        CHECK(memcmp(out, ref, len) == 0, "%s: chained whole-block calls", impls[i]->base.name);
    }
}

static void test_stream_splits(void)
{
    static uint8_t pt[3000], ct[3000], out[3000], aad[300];
    uint8_t key[32], nonce[24], tag[16], tag2[16];
    size_t iter, i;

    for (iter = 0; iter < 300; iter++) {
        size_t len = (size_t)tu_prng_below(&rng, sizeof pt + 1), al = (size_t)tu_prng_below(&rng, sizeof aad + 1);
        int x = (int)(iter & 1);
        const cairn_chacha20_impl *impl = impls[iter % n_impls];
        const cairn_poly1305_impl *poly = poly_impls[(iter / n_impls) % n_poly];
        cairn_chacha20_poly1305_ctx ctx;
        size_t pos;
        int rc;

        tu_prng_fill(&rng, key, 32);
        tu_prng_fill(&rng, nonce, 24);
        tu_prng_fill(&rng, pt, len);
        tu_prng_fill(&rng, aad, al);
        CHECK_RC(x ? cairn_xchacha20_poly1305_encrypt(key, ct, tag, nonce, aad, al, pt, len)
                   : cairn_chacha20_poly1305_encrypt(key, ct, tag, nonce, aad, al, pt, len),
                 CAIRN_OK, "one-shot");
        CHECK_RC(x ? cairn_xchacha20_poly1305_start_ex(&ctx, &impl->base, &poly->base, key, nonce)
                   : cairn_chacha20_poly1305_start_ex(&ctx, &impl->base, &poly->base, key, nonce),
                 CAIRN_OK, "start");
        for (pos = 0; pos < al;) {
            size_t n = (size_t)tu_prng_below(&rng, al - pos + 1);
            CHECK_RC(cairn_chacha20_poly1305_aad(&ctx, aad + pos, n), CAIRN_OK, "aad");
            pos += n;
        }
        for (pos = 0; pos < len;) {
            size_t n = (size_t)tu_prng_below(&rng, iter % 4 == 0 ? 70 : len - pos + 1);
            if (n > len - pos)
                n = len - pos;
            CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, out + pos, pt + pos, n), CAIRN_OK, "update");
            pos += n;
        }
        CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&ctx, tag2), CAIRN_OK, "final");
        CHECK(memcmp(out, ct, len) == 0 && memcmp(tag, tag2, 16) == 0,
              "streaming encrypt (%s, %s/%s) vs one-shot, len %zu aad %zu", x ? "X" : "IETF", impl->base.name,
              poly->base.name, len, al);

        /* streaming decrypt, in place, random splits */
        memcpy(out, ct, len);
        CHECK_RC(x ? cairn_xchacha20_poly1305_start_ex(&ctx, &impl->base, &poly->base, key, nonce)
                   : cairn_chacha20_poly1305_start_ex(&ctx, &impl->base, &poly->base, key, nonce),
                 CAIRN_OK, "start (decrypt)");
        CHECK_RC(cairn_chacha20_poly1305_aad(&ctx, aad, al), CAIRN_OK, "aad");
        for (pos = 0; pos < len;) {
            size_t n = (size_t)tu_prng_below(&rng, len - pos + 1);
            CHECK_RC(cairn_chacha20_poly1305_decrypt_update(&ctx, out + pos, out + pos, n), CAIRN_OK, "update");
            pos += n;
        }
        if (iter % 5 == 0)
            tag[iter % 16] ^= 4;
        rc = cairn_chacha20_poly1305_decrypt_final(&ctx, tag);
        CHECK_RC(rc, iter % 5 == 0 ? CAIRN_ERR_AUTH : CAIRN_OK, "streaming decrypt_final");
        CHECK(memcmp(out, pt, len) == 0, "streaming decrypt (%s) plaintext, len %zu", impl->base.name, len);
        for (i = 0; i < sizeof ctx && ((uint8_t *)&ctx)[i] == 0; i++)
            ;
        CHECK(i == sizeof ctx, "decrypt_final wipes the context");
    }
}

static void test_limits_and_state(void)
{
    uint8_t key[32] = {1}, nonce[24] = {2}, buf[160], tag[16];
    cairn_chacha20_poly1305_ctx ctx;
    size_t i;

    /* ChaCha20: counter + blocks must not pass 2^32. */
    for (i = 0; i < n_impls; i++) {
        CHECK_RC(cairn_chacha20_ex(key, nonce, 0xffffffffu, buf, buf, 64, &impls[i]->base), CAIRN_OK, "last block");
        CHECK_RC(cairn_chacha20_ex(key, nonce, 0xffffffffu, buf, buf, 65, &impls[i]->base), CAIRN_ERR_BAD_LENGTH,
                 "one byte past the last block");
        CHECK_RC(cairn_chacha20_ex(key, nonce, 0xfffffffeu, buf, buf, 128, &impls[i]->base), CAIRN_OK, "two last blocks");
        CHECK_RC(cairn_chacha20_ex(key, nonce, 0xfffffffeu, buf, buf, 129, &impls[i]->base), CAIRN_ERR_BAD_LENGTH,
                 "past the counter");
    }
#if SIZE_MAX > 0xffffffffu
    {
        /* The limit is checked before any byte is touched, so a small buffer is safe here. */
        size_t max = (size_t)64 * 0xffffffffu;
        CHECK_RC(cairn_chacha20(key, nonce, 0, buf, buf, ((size_t)64 << 32) + 1), CAIRN_ERR_BAD_LENGTH,
                 "more than 2^32 blocks from counter 0");
        CHECK_RC(cairn_chacha20(key, nonce, 1, buf, buf, max + 1), CAIRN_ERR_BAD_LENGTH, "2^32 blocks from 1");
        CHECK_RC(cairn_chacha20_poly1305_encrypt(key, buf, tag, nonce, NULL, 0, buf, max + 1), CAIRN_ERR_BAD_LENGTH,
                 "AEAD message over 64 * (2^32 - 1)");
        CHECK_RC(cairn_chacha20_poly1305_decrypt(key, buf, tag, nonce, NULL, 0, buf, max + 1), CAIRN_ERR_BAD_LENGTH,
                 "AEAD decrypt over the limit");
        CHECK_RC(cairn_xchacha20_poly1305_encrypt(key, buf, tag, nonce, NULL, 0, buf, max + 1),
                 CAIRN_ERR_BAD_LENGTH, "XChaCha AEAD over the limit");
        CHECK_RC(cairn_chacha20_poly1305_start(&ctx, key, nonce), CAIRN_OK, "start");
        CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, buf, 64), CAIRN_OK, "update");
        CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, buf, max - 63), CAIRN_ERR_BAD_LENGTH,
                 "streaming total over the limit");
        CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&ctx, tag), CAIRN_ERR_STATE, "failed context refuses final");
    }
#endif
    /* Streaming order. */
    CHECK_RC(cairn_chacha20_poly1305_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, buf, 10), CAIRN_OK, "update");
    CHECK_RC(cairn_chacha20_poly1305_aad(&ctx, buf, 1), CAIRN_ERR_STATE, "aad after data");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, buf, 10), CAIRN_ERR_STATE, "update after failure");
    CHECK_RC(cairn_chacha20_poly1305_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&ctx, buf, buf, 10), CAIRN_OK, "update");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_update(&ctx, buf, buf, 10), CAIRN_ERR_STATE, "decrypt after encrypt");
    CHECK_RC(cairn_chacha20_poly1305_start(&ctx, key, nonce), CAIRN_OK, "start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&ctx, tag), CAIRN_OK, "final, empty message");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&ctx, tag), CAIRN_ERR_STATE, "final twice");
    {
        uint8_t t1[16];
        CHECK_RC(cairn_chacha20_poly1305_encrypt(key, NULL, t1, nonce, NULL, 0, NULL, 0), CAIRN_OK, "empty");
        CHECK_MEM(tag, t1, 16, "empty message: streaming tag = one-shot tag");
    }
    /* Poly1305 after final. */
    {
        cairn_poly1305_ctx p;
        CHECK_RC(cairn_poly1305_init(&p, key), CAIRN_OK, "poly init");
        CHECK_RC(cairn_poly1305_final(&p, tag), CAIRN_OK, "poly final");
        CHECK_RC(cairn_poly1305_update(&p, buf, 1), CAIRN_ERR_STATE, "poly update after final");
    }
}

static void test_descriptors(void)
{
    const cairn_aead *d[2] = {&cairn_aead_chacha20_poly1305, &cairn_aead_xchacha20_poly1305};
    uint64_t st[CAIRN_AEAD_STATE_WORDS], st0[CAIRN_AEAD_STATE_WORDS];
    static uint8_t pt[2500], ct0[2500], ct[2500];
    uint8_t key[32], nonce[24], aad[40], t0[16], t[16];
    size_t k, i, iter, j;

    for (k = 0; k < 2; k++) {
        const cairn_impl *none[2] = {NULL, NULL}, *p0[2];
        CHECK(d[k]->parts[0] == cairn_chacha20_impls && d[k]->parts[1] == cairn_poly1305_impls, "%s: parts",
              d[k]->name);
        CHECK(strcmp(tu_aead_pair_name(d[k], 0), CAIRN_SMALL                 ? "portable/small"
                                                 : CAIRN_ENABLE_X86_ACCEL    ? "portable/x86-64"
                                                 : UINTPTR_MAX > 0xffffffffu ? "portable/m64"
                                                                             : "portable/m32") == 0,
              "%s: pair 0 portable (%s)", d[k]->name, tu_aead_pair_name(d[k], 0));
        CHECK(d[k]->state_size <= sizeof st, "%s: state fits", d[k]->name);
        CHECK(tu_aead_pair_usable(d[k], 0) && tu_aead_pair(d[k], 0, &p0[0], &p0[1]), "%s: portable available",
              d[k]->name);
        CHECK_RC(d[k]->init(st, none, key, 31), CAIRN_ERR_BAD_LENGTH, "31-byte key");
        CHECK_RC(d[k]->init(st, none, key, 32), CAIRN_OK, "best");
        CHECK_RC(d[k]->encrypt(st, ct, t, 15, nonce, d[k]->nonce_len, NULL, 0, pt, 16), CAIRN_ERR_BAD_LENGTH,
                 "short tag");
        CHECK_RC(d[k]->encrypt(st, ct, t, 16, nonce, k ? 12 : 24, NULL, 0, pt, 16), CAIRN_ERR_BAD_LENGTH,
                 "wrong nonce length");
        for (i = 0; tu_aead_pair_name(d[k], i) != NULL; i++) {
            const cairn_impl *pi[2];
            CHECK(tu_aead_pair(d[k], i, &pi[0], &pi[1]), "pair");
            if (!tu_aead_pair_usable(d[k], i)) {
                CHECK_RC(d[k]->init(st, pi, key, 32), CAIRN_ERR_UNSUPPORTED, "unavailable impl");
                continue;
            }
            for (iter = 0; iter < 40; iter++) {
                /* first the edges of the fused kernels' whole batches (after
                 * the 960 bytes of the first key stream call), then random */
                static const size_t edge[] = {959, 960, 961, 1471, 1472, 1473, 1983, 1984, 2496};
                size_t len = iter < sizeof edge / sizeof edge[0] ? edge[iter]
                                                                 : (size_t)tu_prng_below(&rng, sizeof pt + 1),
                       al = (size_t)tu_prng_below(&rng, 41);
                tu_prng_fill(&rng, key, 32);
                tu_prng_fill(&rng, nonce, 24);
                tu_prng_fill(&rng, aad, al);
                tu_prng_fill(&rng, pt, len);
                CHECK_RC(d[k]->init(st0, p0, key, 32), CAIRN_OK, "init 0");
                CHECK_RC(d[k]->init(st, pi, key, 32), CAIRN_OK, "init i");
                CHECK_RC(d[k]->encrypt(st0, ct0, t0, 16, nonce, d[k]->nonce_len, aad, al, pt, len), CAIRN_OK,
                         "enc 0");
                CHECK_RC(d[k]->encrypt(st, ct, t, 16, nonce, d[k]->nonce_len, aad, al, pt, len), CAIRN_OK, "enc i");
                if (!CHECK(memcmp(ct, ct0, len) == 0 && memcmp(t, t0, 16) == 0, "%s %s vs portable, len %zu",
                           d[k]->name, tu_aead_pair_name(d[k], i), len))
                    break;
                /* a forged tag: rejected, and every output byte zeroed */
                t[iter % 16] ^= (uint8_t)(1u << (iter % 8));
                memset(ct0, 0xaa, len);
                CHECK_RC(d[k]->decrypt(st, ct0, t, 16, nonce, d[k]->nonce_len, aad, al, ct, len), CAIRN_ERR_AUTH,
                         "forged tag");
                for (j = 0; j < len && ct0[j] == 0; j++)
                    ;
                CHECK(j == len, "%s %s: output wiped after a forged tag (len %zu)", d[k]->name, tu_aead_pair_name(d[k], i),
                      len);
                t[iter % 16] ^= (uint8_t)(1u << (iter % 8));
                CHECK_RC(d[k]->decrypt(st, ct, t, 16, nonce, d[k]->nonce_len, aad, al, ct, len), CAIRN_OK, "dec i");
                CHECK(memcmp(ct, pt, len) == 0, "%s %s decrypt", d[k]->name, tu_aead_pair_name(d[k], i));
            }
        }
    }
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0x63686163686121ull));
    collect_impls();
    /* m64 first: the others are compared with it */
    poly_impls[n_poly++] = (const cairn_poly1305_impl *)cairn_impl_find(cairn_poly1305_impls, "m64");
#if CAIRN_SMALL
    /* the small profile builds its own object only */
    if (poly_impls[0] == NULL)
        poly_impls[0] = (const cairn_poly1305_impl *)cairn_impl_find(cairn_poly1305_impls, "small");
#endif
    CHECK(poly_impls[0] != NULL, "a portable Poly1305 is listed");
    {
        size_t i;
        for (i = 0; cairn_poly1305_impls[i] != NULL; i++) {
            const cairn_poly1305_impl *p = (const cairn_poly1305_impl *)cairn_poly1305_impls[i];
            if (p == poly_impls[0])
                continue;
            if (!CHECK(n_poly < MAX_POLY, "room for Poly1305 %s (raise MAX_POLY)", p->base.name))
                break;
            if (cairn_impl_usable(&p->base)) {
                poly_impls[n_poly++] = p;
            } else {
                char msg[80];
                snprintf(msg, sizeof msg, "Poly1305 %s (not on this CPU)", p->base.name);
                tu_skip(msg);
            }
        }
    }
    printf("ChaCha20 implementations:");
    {
        size_t i;
        for (i = 0; i < n_impls; i++)
            printf(" %s", impls[i]->base.name);
    }
    printf("\n");
    test_quarter_round();
    test_chacha_vectors();
    test_hchacha();
    test_poly_vectors();
    test_aead_vectors();
    test_poly_cross();
    test_chacha_model();
    test_chacha_lengths();
    test_chacha_cross();
    test_stream_splits();
    test_limits_and_state();
    test_descriptors();
    return tu_finish("test_chacha");
}
