/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SEC 1 point decoding (cairn_ec_public_key_import) on arbitrary bytes, for
 * P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1: CAIRN_OK or CAIRN_ERR_INVALID_POINT only, the key
 * unset after a refusal; an accepted point is exported in both forms, the
 * one of the input's form is the input byte for byte (SEC 1 encodings are
 * unique), and both import back to the same point. With OpenSSL, the
 * verdict is OpenSSL's (EC_POINT_oct2point and EC_POINT_is_on_curve) for
 * every input but the hybrid forms 0x06/0x07 and the point at infinity,
 * which OpenSSL takes and cairn refuses as keys.
 * Input: [curve (modulo 6)][mode][bytes...]. mode bit 0: the bytes are an
 * x-coordinate, completed as 0x02/0x03 (bit 1) || x, or, with bit 2, as
 * 0x04 || x || y with y derived from x's square root when it has one
 * (bit 3 flips y's low bit), so the search reaches the curve; otherwise the
 * bytes are the encoding.
 */
#include "cairn/ec.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/ec.h>
#include <openssl/obj_mac.h>

/* 1 accepted, 0 refused (a new group each call: the fuzzer's speed is not the point here) */
static int ossl_accepts(int ci, const uint8_t *p, size_t n)
{
    static const int nids[6] = {NID_X9_62_prime256v1, NID_secp384r1,       NID_secp521r1,
                                NID_brainpoolP256r1,  NID_brainpoolP384r1, NID_brainpoolP512r1};
    static EC_GROUP *g[6];
    EC_POINT *pt;
    int ok;
    if (g[ci] == NULL)
        g[ci] = EC_GROUP_new_by_curve_name(nids[ci]);
    FUZZ_CHECK(g[ci] != NULL, "OpenSSL group");
    pt = EC_POINT_new(g[ci]);
    FUZZ_CHECK(pt != NULL, "OpenSSL point");
    ok = EC_POINT_oct2point(g[ci], pt, p, n, NULL) == 1 && EC_POINT_is_on_curve(g[ci], pt, NULL) == 1 &&
         !EC_POINT_is_at_infinity(g[ci], pt);
    EC_POINT_free(pt);
    return ok;
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const cairn_ec_curve curves[6] = {CAIRN_EC_P256,           CAIRN_EC_P384,           CAIRN_EC_P521,
                                             CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_BRAINPOOLP512R1};
    /* whether this build has the curve (CAIRN_ENABLE_EC_*) */
    static const int on[6] = {CAIRN_ENABLE_EC_P256,  CAIRN_ENABLE_EC_P384,  CAIRN_ENABLE_EC_P521,
                              CAIRN_ENABLE_EC_BP256, CAIRN_ENABLE_EC_BP384, CAIRN_ENABLE_EC_BP512};
    uint8_t in[1 + 2 * CAIRN_EC_MAX_BYTES + 64], out[CAIRN_EC_MAX_POINT_LEN], out2[CAIRN_EC_MAX_POINT_LEN];
    cairn_ec_public_key pk, pk2;
    const uint8_t *p;
    size_t n, L, olen, olen2;
    unsigned mode;
    int ci, rc, rc2, c;

    if (size < 2 || size > sizeof in + 2)
        return 0;
    ci = data[0] % 6;
    mode = data[1];
    L = cairn_ec_curve_bytes(curves[ci]);
    p = data + 2;
    n = size - 2;
    if (!on[ci]) { /* a curve left out of the build: refused as such, whatever the point */
        FUZZ_CHECK(cairn_ec_public_key_import(&pk, curves[ci], p, n) == CAIRN_ERR_UNSUPPORTED &&
                       cairn_ec_public_key_curve(&pk) == 0,
                   "a curve left out of the build");
        return 0;
    }
    if (mode & 1) { /* an x-coordinate, completed */
        size_t xl = n < L ? n : L;
        in[0] = (uint8_t)(0x02 | ((mode >> 1) & 1));
        memset(in + 1, 0, L);
        memcpy(in + 1 + L - xl, p, xl);
        p = in;
        n = 1 + L;
        if (mode & 4) {
            cairn_ec_public_key t;
            if (cairn_ec_public_key_import(&t, curves[ci], in, n) == CAIRN_OK &&
                cairn_ec_public_key_export(&t, 0, out, sizeof out, &olen) == CAIRN_OK) {
                memcpy(in, out, olen);
                n = olen;
                if (mode & 8)
                    in[n - 1] ^= 1;
            } else {
                in[0] = 0x04;
                memset(in + 1 + L, 0, L);
                n = 1 + 2 * L;
            }
        }
    }

    rc = cairn_ec_public_key_import(&pk, curves[ci], p, n);
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_POINT, "a documented status");
    /* the uncompressed-only import: the same verdict on the 0x04 form, a refusal of every other */
    rc2 = cairn_ec_public_key_import_uncompressed(&pk2, curves[ci], p, n);
    if (n > 0 && p[0] == 0x04)
        FUZZ_CHECK(rc2 == rc && (rc != CAIRN_OK || cairn_ec_public_key_curve(&pk2) == curves[ci]),
                   "the uncompressed import agrees with the general one");
    else
        FUZZ_CHECK(rc2 == CAIRN_ERR_INVALID_POINT && cairn_ec_public_key_curve(&pk2) == 0,
                   "the uncompressed import refuses other forms");
#ifdef CAIRN_FUZZ_OPENSSL
    if (n == 0 || (p[0] != 0x06 && p[0] != 0x07 && p[0] != 0x00))
        FUZZ_CHECK((rc == CAIRN_OK) == ossl_accepts(ci, p, n), "the verdict is OpenSSL's");
#endif
    if (rc != CAIRN_OK) {
        FUZZ_CHECK(cairn_ec_public_key_curve(&pk) == 0, "the key unset after a refusal");
        return 0;
    }
    FUZZ_CHECK(cairn_ec_public_key_curve(&pk) == curves[ci], "the curve");
    for (c = 0; c < 2; c++) {
        FUZZ_CHECK(cairn_ec_public_key_export(&pk, c, out, sizeof out, &olen) == CAIRN_OK &&
                       olen == (c ? 1 + L : 1 + 2 * L),
                   "export");
        if ((p[0] == 0x04) == !c)
            FUZZ_CHECK(olen == n && memcmp(out, p, n) == 0, "the input's form is the input");
        FUZZ_CHECK(cairn_ec_public_key_import(&pk2, curves[ci], out, olen) == CAIRN_OK &&
                       cairn_ec_public_key_export(&pk2, c, out2, sizeof out2, &olen2) == CAIRN_OK && olen2 == olen &&
                       memcmp(out, out2, olen) == 0,
                   "the export imports back to the same point");
    }
    return 0;
}
