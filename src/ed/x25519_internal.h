/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface of X25519 (not installed): the two shared-secret
 * implementations behind cairn_x25519, so the tests can compare them and the
 * benchmark can time each one.
 *  - software: the Montgomery ladder of f25519_chain.h in the native field
 *    (portable C, radix 2^51 or 2^25.5);
 *  - x86-64 BMI2/ADX (src/accel/x86/x25519_mulx.c): four 64-bit limbs,
 *    MULX products and ADCX/ADOX carry chains, only run when
 *    cairn_cpu_features() reports BMI2 and ADX (after the CAIRN_CPU cap).
 * cairn_x25519 uses the second when available, else the first.
 */
#ifndef CAIRN_ED_X25519_INTERNAL_H
#define CAIRN_ED_X25519_INTERNAL_H

#include "cairn/curve25519.h"

/* cairn_x25519 through the portable ladder, whatever the CPU. */
int cairn_x25519_sw(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                    const uint8_t peer[CAIRN_X25519_KEY_LEN]);

/* 1 when the BMI2/ADX ladder is built in and this CPU (after CAIRN_CPU) runs it. */
int cairn_x25519_mulx_available(void);

/* cairn_x25519 through the BMI2/ADX ladder; CAIRN_ERR_UNSUPPORTED (shared
 * untouched) when cairn_x25519_mulx_available() is 0. */
int cairn_x25519_mulx(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                      const uint8_t peer[CAIRN_X25519_KEY_LEN]);

/* The back end itself (x25519_mulx.c): out = X25519(k, u) with k already
 * clamped; the caller has checked the CPU. */
void cairn_x25519_ladder_mulx(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]);

#define CAIRN_X25519_MULX_NEEDS (CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX)

#endif
