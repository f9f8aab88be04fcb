/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the curve facts of cairn/ec.h (cairn_ec_curve_bytes, _bits,
 * _name, _lookup): unknown curve values (0, past the last, negative as an
 * int), NULL name or output, names that are prefixes, extensions or other
 * curves' names (CAIRN_ERR_NOT_FOUND); a curve the build leaves out
 * (CAIRN_ERR_UNSUPPORTED); a failed lookup leaves the output 0.
 */
#include "cairn/ec.h"
#include "badinput.h"
#include "testutil.h"

#if CAIRN_ENABLE_EC

void badinput_ec_curve(void)
{
    static const int bad_ids[] = {0, 8, 99, -1};
    static const char *const bad_names[] = {"",          "P",           "P-2",         "P-256 ",          " P-256",
                                            "P-2560",    "secp256k1",   "P-192",       "p256",            "secp384r2",
                                            "prime256v", "brainpoolP256t1", "brainpoolP256r", "brainpoolP224r1",
                                            "bp256"};
    cairn_ec_curve id;
    size_t i;
    for (i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++) {
        cairn_ec_curve c = (cairn_ec_curve)bad_ids[i];
        CHECK(cairn_ec_curve_bytes(c) == 0, "curve_bytes of unknown curve %d", bad_ids[i]);
        CHECK(cairn_ec_curve_bits(c) == 0, "curve_bits of unknown curve %d", bad_ids[i]);
        CHECK(cairn_ec_curve_name(c) == NULL, "curve_name of unknown curve %d", bad_ids[i]);
    }
    id = CAIRN_EC_P384;
    CHECK_RC(cairn_ec_curve_lookup(&id, NULL), CAIRN_ERR_BAD_ARG, "curve_lookup NULL name");
    CHECK(id == (cairn_ec_curve)0, "curve_lookup NULL name: output 0");
    CHECK_RC(cairn_ec_curve_lookup(NULL, "P-256"), CAIRN_ERR_BAD_ARG, "curve_lookup NULL output");
    for (i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++) {
        id = CAIRN_EC_P256;
        CHECK_RC(cairn_ec_curve_lookup(&id, bad_names[i]), CAIRN_ERR_NOT_FOUND, bad_names[i]);
        CHECK(id == (cairn_ec_curve)0, "curve_lookup \"%s\": output 0", bad_names[i]);
    }
    /* a curve this build leaves out (CAIRN_ENABLE_EC_*) is known, not found: UNSUPPORTED */
    {
        static const struct {
            const char *name;
            cairn_ec_curve id;
            int built;
        } all[] = {{"secp256r1", CAIRN_EC_P256, CAIRN_ENABLE_EC_P256},
                   {"P-384", CAIRN_EC_P384, CAIRN_ENABLE_EC_P384},
                   {"P-521", CAIRN_EC_P521, CAIRN_ENABLE_EC_P521},
                   {"brainpoolP256r1", CAIRN_EC_BRAINPOOLP256R1, CAIRN_ENABLE_EC_BP256},
                   {"bp384r1", CAIRN_EC_BRAINPOOLP384R1, CAIRN_ENABLE_EC_BP384},
                   {"BRAINPOOLP512R1", CAIRN_EC_BRAINPOOLP512R1, CAIRN_ENABLE_EC_BP512},
                   {"sm2p256v1", CAIRN_EC_SM2, CAIRN_ENABLE_EC_SM2}};
        for (i = 0; i < sizeof all / sizeof all[0]; i++) {
            id = CAIRN_EC_P256;
            CHECK_RC(cairn_ec_curve_lookup(&id, all[i].name), all[i].built ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED,
                     all[i].name);
            CHECK(id == (all[i].built ? all[i].id : (cairn_ec_curve)0), "curve_lookup \"%s\": output", all[i].name);
        }
    }
}

#else
void badinput_ec_curve(void) {}
#endif
