/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface of X25519 (not installed): the shared-secret
 * implementations behind cairn_x25519, so the tests can compare them and the
 * benchmark can time each one.
 *  - software: the Montgomery ladder of f25519_chain.h (portable C), in the
 *    radix-2^51 field on 64-bit builds and in the packed radix-2^32 field of
 *    x25519_p32.c on 32-bit builds (eight limbs, UMAAL-shaped products, mul
 *    and sqr in Thumb-2 assembly where the DSP extension is present: 0.51x
 *    the instructions of the ten-limb radix-2^25.5 field on Cortex-M7);
 *  - the packed radix-2^32 ladder itself, built everywhere so the host tests
 *    run it (in its C form) against the radix-2^51 ladder;
 *  - x86-64 BMI2/ADX (src/accel/x86/x25519_mulx.c): four 64-bit limbs,
 *    MULX products and ADCX/ADOX carry chains, only run when
 *    cairn_cpu_features() reports BMI2 and ADX (after the CAIRN_CPU cap).
 * cairn_x25519 uses the BMI2/ADX ladder when available, else the software one.
 */
#ifndef CAIRN_ED_X25519_INTERNAL_H
#define CAIRN_ED_X25519_INTERNAL_H

#include "cairn/curve25519.h"

/* cairn_x25519 through the software ladder of this build (radix 2^51 on
 * 64-bit builds, packed radix 2^32 on 32-bit ones), whatever the CPU. */
int cairn_x25519_sw(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                    const uint8_t peer[CAIRN_X25519_KEY_LEN]);

/* cairn_x25519 through the packed radix-2^32 ladder (x25519_p32.c), whatever
 * the build: the software ladder of 32-bit builds, a test subject on hosts. */
int cairn_x25519_p32(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                     const uint8_t peer[CAIRN_X25519_KEY_LEN]);

/* The packed ladder (x25519_p32.c): out = X25519(k, u), k already clamped. */
void cairn_x25519_ladder_p32(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]);

/* Test hook: one operation of the packed field on little-endian encodings,
 * canonical result in out. op as cairn_f25519_check_op (0 mul, 1 sqr, 2 inv,
 * 3 add, 4 sub, 5 pow22523, 6 mul by 121666), and 7 for 121666 a + b, with
 * bit 255 of a and b dropped; op + 8 takes a and b as whole 256-bit values
 * (add wants both, sub and 7 their b, below 2^255 + 2^11); 16 and 17 are
 * the sum and the difference of the ladder's fused add/sub, on whole 256-bit
 * a and b (both below 2^255 + 2^11). Returns 0, or -1 for an unknown op. */
int cairn_x25519_p32_check_op(int op, uint8_t out[32], const uint8_t a[32], const uint8_t b[32]);

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
