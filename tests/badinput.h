/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad-input checks of the families added after the foundation, one file per
 * family (tests/badinput_<family>.c, listed once in tests/badinput_families.h),
 * each run from test_badinput's main. tests/badinput_coverage.sh reads
 * test_badinput.c and every badinput_*.c.
 */
#ifndef CAIRN_TESTS_BADINPUT_H
#define CAIRN_TESTS_BADINPUT_H

#define BADINPUT_FAMILY(name) void badinput_##name(void);
#include "badinput_families.h"
#undef BADINPUT_FAMILY

#endif
