/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 decryption and verification (cairn/sm2.h) on arbitrary input with a
 * built-in key:
 *  - decryption of any bytes in the layout mode bits 0-1 pick (modulo 3:
 *    C1 || C3 || C2, C1 || C2 || C3, DER): only CAIRN_OK or CAIRN_ERR_AUTH,
 *    the output all zeros on CAIRN_ERR_AUTH; what decrypts encrypts back
 *    (with the same C1 point's k unknown, so only the length is checked);
 *  - with bit 2, a genuine ciphertext of the input's message, edited by
 *    (pos, xor) pairs: CAIRN_OK exactly when no byte changed (or the edits
 *    cancel), with the message back; CAIRN_ERR_AUTH otherwise;
 *  - with bit 3, verification of e (32 bytes) against a signature cairn
 *    made, edited likewise (DER, or r || s with bit 4): CAIRN_OK or
 *    CAIRN_ERR_BAD_SIGNATURE, and CAIRN_OK for the unedited signature.
 * Input: [mode][payload...].
 */
#include "cairn/sm2.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int any_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x3a, len);
    return CAIRN_OK;
}

/* the (pos, xor) edits of the rest of the input; 1 when some byte changed */
static int edit(fuzz_in *fi, uint8_t *buf, size_t len, const uint8_t *orig)
{
    fuzz_edit(fi, buf, len);
    return memcmp(buf, orig, len) != 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cairn_ec_private_key key;
    static cairn_ec_public_key pub;
    static int ready;
    static const cairn_sm2_cipher_format fmts[3] = {CAIRN_SM2_C1C3C2, CAIRN_SM2_C1C2C3, CAIRN_SM2_DER};
    static uint8_t ct[300 + CAIRN_SM2_CIPHER_DER_OVERHEAD], orig[sizeof ct], pt[sizeof ct];
    cairn_sm2_cipher_format fmt;
    fuzz_in fi;
    size_t cl = 0, pl = 0;
    unsigned mode;
    int rc;

    if (size < 1)
        return 0;
    if (!ready) {
        FUZZ_CHECK(cairn_ec_private_key_generate(&key, CAIRN_EC_SM2, any_rng, NULL) == CAIRN_OK, "built-in key");
        FUZZ_CHECK(cairn_ec_public_key_from_private(&pub, &key) == CAIRN_OK, "public key");
        ready = 1;
    }
    mode = data[0];
    fmt = fmts[(mode & 3u) % 3u];
    fi.p = data + 1;
    fi.n = size - 1;
    if (mode & 8) {
        cairn_ecdsa_format sf = (mode & 0x10) ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
        uint8_t e[32], sig[CAIRN_SM2_SIG_DER_MAX], sig0[CAIRN_SM2_SIG_DER_MAX];
        size_t sl = 0, elen = 0;
        const uint8_t *ep = fuzz_bytes(&fi, 32, &elen);
        memset(e, 0, sizeof e);
        memcpy(e, ep, elen);
        FUZZ_CHECK(cairn_sm2_sign_digest(&key, sf, e, 32, sig, sizeof sig, &sl, NULL, NULL) == CAIRN_OK, "sign");
        memcpy(sig0, sig, sl);
        FUZZ_CHECK(cairn_sm2_verify_digest(&pub, sf, e, 32, sig, sl) == CAIRN_OK, "cairn's signature verifies");
        (void)edit(&fi, sig, sl, sig0);
        rc = cairn_sm2_verify_digest(&pub, sf, e, 32, sig, sl);
        FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_SIGNATURE, "a documented verify status");
        if (memcmp(sig, sig0, sl) == 0)
            FUZZ_CHECK(rc == CAIRN_OK, "the unedited signature verifies");
        return 0;
    }
    if (mode & 4) {
        size_t mlen = 0;
        const uint8_t *m = fuzz_bytes(&fi, fuzz_u8(&fi) % 300 + 1, &mlen);
        int changed;
        if (mlen == 0)
            return 0;
        FUZZ_CHECK(cairn_sm2_encrypt(&pub, fmt, m, mlen, ct, sizeof ct, &cl, any_rng, NULL) == CAIRN_OK, "encrypt");
        memcpy(orig, ct, cl);
        changed = edit(&fi, ct, cl, orig);
        rc = cairn_sm2_decrypt(&key, fmt, ct, cl, pt, sizeof pt, &pl);
        if (!changed)
            FUZZ_CHECK(rc == CAIRN_OK && pl == mlen && memcmp(pt, m, mlen) == 0, "the message back");
        else
            FUZZ_CHECK(rc == CAIRN_ERR_AUTH && pl == 0 && fuzz_all_zero(pt, sizeof pt), "an edited ciphertext refused");
        return 0;
    }
    {
        size_t n = 0;
        const uint8_t *in = fuzz_bytes(&fi, fi.n, &n);
        memset(pt, 0x77, sizeof pt);
        rc = cairn_sm2_decrypt(&key, fmt, in, n, pt, sizeof pt, &pl);
        FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_AUTH || rc == CAIRN_ERR_BUFFER_TOO_SMALL, "a documented status");
        if (rc != CAIRN_OK)
            FUZZ_CHECK(pl == 0 && fuzz_all_zero(pt, sizeof pt), "output zeroed on failure");
        else
            FUZZ_CHECK(pl > 0 && pl < n, "a plaintext shorter than its ciphertext");
    }
    return 0;
}
