/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal to src/rng/os_entropy.c, exposed so the tests can exercise the
 * /dev/urandom fallback, which a modern Linux kernel would never reach
 * through cairn_os_entropy. Not installed.
 */
#ifndef CAIRN_RNG_OS_ENTROPY_INTERNAL_H
#define CAIRN_RNG_OS_ENTROPY_INTERNAL_H

#include "cairn/common.h"

/* Fill out[0..len) from /dev/urandom with open/read, bypassing getrandom.
 * Same statuses as cairn_os_entropy: CAIRN_OK, CAIRN_ERR_BAD_ARG (out NULL),
 * CAIRN_ERR_RNG (device missing or failing), CAIRN_ERR_UNSUPPORTED (no such
 * device on this platform). */
int cairn_os_entropy_urandom(uint8_t *out, size_t len);

#endif
