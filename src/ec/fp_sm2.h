/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The SM2 curve's engine data (sm2p256v1, GB/T 32918.5): its constants and
 * base-point tables (scripts/gen-ec-tables.py: ec_consts.c, ec_table_sm2.c)
 * and its field implementations. The curve's fields keep the value itself
 * (fp_sm2.c, the Solinas reduction of this p), as the tables are stored;
 * the generic Montgomery field over the same constants stays as the
 * reference the tests check the special one against.
 */
#ifndef CAIRN_EC_FP_SM2_H
#define CAIRN_EC_FP_SM2_H

#include "ec/ec_engine.h"

#if CAIRN_ENABLE_EC

extern const cairn_ec_consts cairn_ec_consts_sm2;
extern const cairn_ec_base_table cairn_ec_table_sm2;
extern const cairn_ec_field cairn_ec_fp_mont_sm2;
extern const cairn_ec_field cairn_ec_fp_sm2;

#endif

#endif /* CAIRN_EC_FP_SM2_H */
