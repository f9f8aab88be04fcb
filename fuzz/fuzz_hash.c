/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Hash streaming with arbitrary split points equals the one-shot, for every
 * descriptor and every implementation object this CPU runs (portable,
 * accelerated), and equals OpenSSL where it has the algorithm.
 * Input: [hash index][xof output length: 2 bytes][number of cuts][cuts: 2 bytes each][message].
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in in = {data, size};
    const cairn_hash *h;
    int xof;
    size_t outlen, ncut, cuts[16], i, len, k;
    const uint8_t *msg;
    uint8_t ref[1200], out[1200];
    cairn_hash_state st;

    if (fuzz_nhash() == 0)
        return 0;
    h = cairn_hash_at(fuzz_u8(&in) % fuzz_nhash());
    xof = (h->flags & CAIRN_HASH_FLAG_XOF) != 0;
    outlen = xof ? fuzz_u16(&in) % 1200 : h->digest_len;
    ncut = fuzz_u8(&in) % 16;
    if (!xof)
        (void)fuzz_u16(&in);
    for (i = 0; i < ncut; i++)
        cuts[i] = fuzz_u16(&in);
    msg = fuzz_bytes(&in, (size_t)-1, &len);

    FUZZ_CHECK(cairn_hash_digest(h, ref, outlen, msg, len) == CAIRN_OK, "one-shot");
    for (k = 0; h->impls[k] != NULL; k++) {
        size_t off = 0;
        int rc;
        if (!cairn_impl_usable(h->impls[k]))
            continue;
        rc = h->init(&st, h->impls[k]);
        FUZZ_CHECK(rc == CAIRN_OK, "init");
        for (i = 0; i < ncut; i++) {
            size_t n = cuts[i] % (len - off + 1);
            FUZZ_CHECK(h->update(&st, msg + off, n) == CAIRN_OK, "update");
            off += n;
        }
        FUZZ_CHECK(h->update(&st, msg + off, len - off) == CAIRN_OK, "update rest");
        FUZZ_CHECK(h->final(&st, out, outlen) == CAIRN_OK, "final");
        FUZZ_CHECK(memcmp(out, ref, outlen) == 0, "streaming == one-shot");
    }
#ifdef CAIRN_FUZZ_OPENSSL
    {
        EVP_MD *md = fuzz_ossl_md(h);
        if (md != NULL) {
            EVP_MD_CTX *c = EVP_MD_CTX_new();
            unsigned int olen = 0;
            FUZZ_CHECK(c != NULL && EVP_DigestInit_ex(c, md, NULL) == 1 && EVP_DigestUpdate(c, msg, len) == 1,
                       "openssl");
            if (xof)
                FUZZ_CHECK(EVP_DigestFinalXOF(c, out, outlen) == 1, "openssl xof");
            else
                FUZZ_CHECK(EVP_DigestFinal_ex(c, out, &olen) == 1 && olen == outlen, "openssl final");
            FUZZ_CHECK(memcmp(out, ref, outlen) == 0, "cairn == OpenSSL");
            EVP_MD_CTX_free(c);
        }
    }
#endif
    return 0;
}
