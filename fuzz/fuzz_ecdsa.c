/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDSA verification and SEC 1 point decoding (cairn/ec.h) on arbitrary
 * input: only documented statuses, no read outside the input, and what is
 * accepted is consistent:
 *  - a point that imports exports (uncompressed and compressed) to
 *    encodings that import to the same point, and ECDH with it succeeds;
 *    one that is refused is CAIRN_ERR_INVALID_POINT with the key unset,
 *    and ECDH with it is refused with a zeroed output;
 *  - verification gives CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE; a DER
 *    signature that verifies also verifies as P1363 (its r || s) and as a
 *    digest; a signature made here over the input's message verifies, and
 *    one with a byte of it changed does not.
 * Input: [curve][mode][len][point...][len][signature...][message...].
 * mode bit 0: the signature as DER or P1363; bit 1: verify with the fixed
 * key of the target (so signatures reach the arithmetic) instead of the
 * input's point; bits 2-3: the hash (SHA-256, SHA-384, SHA-512, SHAKE256).
 */
#include "fuzz.h"
#include "cairn/ec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fixed_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(0x31 + 11 * i);
    return CAIRN_OK;
}

static int same_point(const cairn_ec_public_key *a, const cairn_ec_public_key *b)
{
    uint8_t pa[CAIRN_EC_MAX_POINT_LEN], pb[CAIRN_EC_MAX_POINT_LEN];
    size_t la = 0, lb = 0;
    FUZZ_CHECK(cairn_ec_public_key_export(a, 0, pa, sizeof pa, &la) == CAIRN_OK, "export");
    FUZZ_CHECK(cairn_ec_public_key_export(b, 0, pb, sizeof pb, &lb) == CAIRN_OK, "export");
    return la == lb && memcmp(pa, pb, la) == 0;
}

static void check_point(cairn_ec_curve curve, const cairn_ec_private_key *key, const uint8_t *pt, size_t pl)
{
    cairn_ec_public_key pub, again;
    uint8_t enc[CAIRN_EC_MAX_POINT_LEN], z[CAIRN_EC_MAX_BYTES];
    size_t el = 0, zl = 7, i;
    int rc = cairn_ec_public_key_import(&pub, curve, pt, pl), rz;
    memset(z, 0x5a, sizeof z);
    rz = cairn_ecdh_point(key, pt, pl, z, sizeof z, &zl);
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(rc == CAIRN_ERR_INVALID_POINT, "point import status");
        FUZZ_CHECK(cairn_ec_public_key_curve(&pub) == 0, "a refused point leaves a key");
        FUZZ_CHECK(rz == CAIRN_ERR_INVALID_POINT && zl == 0, "ECDH with a refused point");
        for (i = 0; i < sizeof z; i++)
            FUZZ_CHECK(z[i] == 0, "ECDH output not cleared");
        return;
    }
    FUZZ_CHECK(rz == CAIRN_OK && zl == cairn_ec_curve_bytes(curve), "ECDH with an accepted point");
    for (i = 0; i < 2; i++) {
        FUZZ_CHECK(cairn_ec_public_key_export(&pub, (int)i, enc, sizeof enc, &el) == CAIRN_OK, "export");
        FUZZ_CHECK(cairn_ec_public_key_import(&again, curve, enc, el) == CAIRN_OK, "re-import");
        FUZZ_CHECK(same_point(&pub, &again), "re-imported point differs");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const cairn_ec_curve curves[] = {CAIRN_EC_P256, CAIRN_EC_P384, CAIRN_EC_P521};
    static cairn_ec_private_key keys[3];
    static cairn_ec_public_key pubs[3];
    static int ready;
    const cairn_hash *hashes[] = {&cairn_hash_sha256, &cairn_hash_sha384, &cairn_hash_sha512, &cairn_hash_shake256};
    fuzz_in in = {data, size};
    size_t ci, pl, sl, ml, b, i;
    const uint8_t *pt, *sig, *msg;
    unsigned mode;
    cairn_ec_curve curve;
    cairn_ec_public_key pub;
    const cairn_ec_public_key *vk;
    const cairn_hash *h;
    cairn_ecdsa_format fmt;
    int rc;

    if (!ready) {
        for (i = 0; i < 3; i++) {
            FUZZ_CHECK(cairn_ec_private_key_generate(&keys[i], curves[i], fixed_rng, NULL) == CAIRN_OK, "keygen");
            FUZZ_CHECK(cairn_ec_public_key_from_private(&pubs[i], &keys[i]) == CAIRN_OK, "public");
        }
        ready = 1;
    }
    ci = fuzz_u8(&in) % 3;
    curve = curves[ci];
    b = cairn_ec_curve_bytes(curve);
    mode = fuzz_u8(&in);
    pt = fuzz_bytes(&in, fuzz_u8(&in), &pl);
    sig = fuzz_bytes(&in, fuzz_u8(&in), &sl);
    msg = fuzz_bytes(&in, in.n, &ml);
    fmt = (mode & 1) ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
    h = hashes[(mode >> 2) & 3];

    check_point(curve, &keys[ci], pt, pl);
    if (mode & 2) {
        vk = &pubs[ci];
    } else {
        if (cairn_ec_public_key_import(&pub, curve, pt, pl) != CAIRN_OK)
            return 0;
        vk = &pub;
    }
    rc = cairn_ecdsa_verify(vk, h, fmt, msg, ml, sig, sl);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_SIGNATURE, "verify status");
    if (rc == CAIRN_OK && fmt == CAIRN_ECDSA_DER) {
        /* the same (r, s) as P1363: DER's integers are at most b bytes */
        uint8_t rs[2 * CAIRN_EC_MAX_BYTES];
        size_t pos = 2 + (sig[1] == 0x81), k;
        for (k = 0; k < 2; k++) {
            size_t len = sig[pos + 1];
            const uint8_t *v = sig + pos + 2;
            FUZZ_CHECK(len >= 1 && len <= b + 1, "accepted DER integer length");
            if (len == b + 1) {
                FUZZ_CHECK(v[0] == 0, "accepted DER integer");
                v++;
                len--;
            }
            memset(rs + k * b, 0, b - len);
            memcpy(rs + k * b + b - len, v, len);
            pos += 2 + sig[pos + 1];
        }
        FUZZ_CHECK(pos == sl, "accepted DER with trailing bytes");
        FUZZ_CHECK(cairn_ecdsa_verify(vk, h, CAIRN_ECDSA_P1363, msg, ml, rs, 2 * b) == CAIRN_OK,
                   "DER accepted, P1363 refused");
    }
    /* a signature made here over the message verifies; a changed byte does not */
    if (h != &cairn_hash_shake256) {
        uint8_t own[CAIRN_EC_MAX_SIG_LEN];
        size_t ol = 0;
        FUZZ_CHECK(cairn_ecdsa_sign(&keys[ci], h, fmt, msg, ml, own, sizeof own, &ol, NULL, NULL) == CAIRN_OK, "sign");
        FUZZ_CHECK(cairn_ecdsa_verify(&pubs[ci], h, fmt, msg, ml, own, ol) == CAIRN_OK, "own signature refused");
        if (sl > 0) {
            own[sig[0] % ol] ^= (uint8_t)(sig[sl - 1] | 1);
            FUZZ_CHECK(cairn_ecdsa_verify(&pubs[ci], h, fmt, msg, ml, own, ol) == CAIRN_ERR_BAD_SIGNATURE,
                       "changed signature accepted");
        }
    }
    return 0;
}
