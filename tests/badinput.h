/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad-input checks of the families added after the foundation, one file per
 * family (tests/badinput_<family>.c), each run from test_badinput's main.
 * tests/badinput_coverage.sh reads test_badinput.c and every badinput_*.c.
 */
#ifndef CAIRN_TESTS_BADINPUT_H
#define CAIRN_TESTS_BADINPUT_H

void badinput_aead(void);       /* tests/badinput_aead.c: every function of cairn/aead.h */
void badinput_curve25519(void); /* tests/badinput_curve25519.c: cairn/curve25519.h */
void badinput_curve448(void);   /* tests/badinput_curve448.c: cairn/curve448.h */

#endif
