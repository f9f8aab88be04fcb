/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC streaming with arbitrary split points equals the one-shot and
 * OpenSSL's HMAC; reset reproduces the tag; verify accepts the (truncated)
 * tag and rejects it with one bit flipped.
 * Input: [hash index][key length: 2 bytes][tag length][number of cuts][cuts: 2 bytes each][key][message].
 */
#include "fuzz.h"
#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/hmac.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = {data, size};
    const cairn_hash *h;
    size_t keylen_want, tlen, ncut, cuts[16];
    size_t i, keylen, len, off = 0;
    const uint8_t *key, *msg;
    uint8_t ref[64], out[64];
    cairn_hmac_ctx c;
    int rc;

    if (fuzz_nhash() == 0)
        return 0;
    h = cairn_hash_at(fuzz_u8(&in) % fuzz_nhash());
    keylen_want = fuzz_u16(&in) % 400;
    tlen = fuzz_u8(&in);
    ncut = fuzz_u8(&in) % 16;
    for (i = 0; i < ncut; i++)
        cuts[i] = fuzz_u16(&in);
    key = fuzz_bytes(&in, keylen_want, &keylen);
    msg = fuzz_bytes(&in, (size_t)-1, &len);

    rc = cairn_hmac(h, ref, h->digest_len, key, keylen, msg, len);
    if ((h->flags & CAIRN_HASH_FLAG_XOF) || h->block_len < h->digest_len) {
        FUZZ_CHECK(rc == CAIRN_ERR_UNSUPPORTED, "HMAC refuses XOFs and Ascon-Hash256");
        return 0;
    }
    FUZZ_CHECK(rc == CAIRN_OK, "hmac");
    FUZZ_CHECK(cairn_hmac_init(&c, h, key, keylen) == CAIRN_OK, "init");
    for (i = 0; i < ncut; i++) {
        size_t n = cuts[i] % (len - off + 1);
        FUZZ_CHECK(cairn_hmac_update(&c, msg + off, n) == CAIRN_OK, "update");
        off += n;
    }
    FUZZ_CHECK(cairn_hmac_update(&c, msg + off, len - off) == CAIRN_OK, "update rest");
    FUZZ_CHECK(cairn_hmac_final(&c, out, h->digest_len) == CAIRN_OK, "final");
    FUZZ_CHECK(memcmp(out, ref, h->digest_len) == 0, "streaming == one-shot");
    FUZZ_CHECK(cairn_hmac_reset(&c) == CAIRN_OK && cairn_hmac_update(&c, msg, len) == CAIRN_OK, "reset");
    tlen = tlen % (h->digest_len + 2); /* 0 and digest_len + 1 are refused */
    rc = cairn_hmac_final(&c, out, tlen);
    if (tlen == 0 || tlen > h->digest_len) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "bad tag length");
        FUZZ_CHECK(cairn_hmac_verify(h, ref, tlen, key, keylen, msg, len) == CAIRN_ERR_BAD_LENGTH, "verify length");
    } else {
        FUZZ_CHECK(rc == CAIRN_OK && memcmp(out, ref, tlen) == 0, "truncated tag after reset");
        FUZZ_CHECK(cairn_hmac_verify(h, ref, tlen, key, keylen, msg, len) == CAIRN_OK, "verify good tag");
        ref[len % tlen] ^= (uint8_t)(1u << (len % 8));
        FUZZ_CHECK(cairn_hmac_verify(h, ref, tlen, key, keylen, msg, len) == CAIRN_ERR_AUTH, "verify bad tag");
        ref[len % tlen] ^= (uint8_t)(1u << (len % 8));
    }
    cairn_hmac_wipe(&c);
#ifdef CAIRN_FUZZ_OPENSSL
    {
        EVP_MD *md = fuzz_ossl_md(h);
        if (md != NULL) {
            unsigned int olen = 0;
            static const uint8_t nokey[1] = {0};
            FUZZ_CHECK(HMAC(md, keylen ? key : nokey, (int)keylen, msg, len, out, &olen) != NULL &&
                           olen == h->digest_len,
                       "openssl hmac");
            FUZZ_CHECK(memcmp(out, ref, olen) == 0, "cairn == OpenSSL");
        }
    }
#endif
    return 0;
}
