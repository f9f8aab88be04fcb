/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Prime fields of the Weierstrass curves (src/ec): the contract between a
 * field implementation and the point engine (ec_point.c).
 *
 * An element is CAIRN_EC_LIMBS limbs of cairn_limb (src/bn/bn.h: 64-bit
 * limbs on 64-bit hosts, 32-bit elsewhere; tests build the other width too),
 * of which a field uses the first n. Each field keeps elements in its own
 * representation: a Solinas/Mersenne field (P-256, P-384, P-521) keeps the
 * value itself, the generic Montgomery field (any odd p: the brainpool
 * curves, SM2) keeps a * R mod p. Only to() and from() cross between the
 * canonical value (0 <= a < p) and the representation; every other hook
 * takes and gives the representation, fully reduced (< p), so equality is
 * limb equality and the engine can compare and select with cairn_bn_eq /
 * cairn_bn_cond_copy. All hooks run in time independent of the values.
 * Outputs may alias inputs.
 *
 * A field is an implementation object (cairn/accel.h): its first member is
 * the cairn_impl header with prim CAIRN_PRIM_EC_FIELD and the CPU features
 * it needs, so a curve lists its fields best first (an x86-64 MULX/ADX
 * product, then the portable one) and the engine takes the first usable. All
 * fields of one curve share one representation (the precomputed base-point
 * tables are stored in it).
 */
#ifndef CAIRN_EC_EC_FIELD_H
#define CAIRN_EC_EC_FIELD_H

#include "bn/bn.h"
#include "core/internal.h"

#define CAIRN_PRIM_EC_FIELD "ec-field"
#define CAIRN_EC_LIMBS CAIRN_BN_LIMBS(521)

typedef cairn_limb cairn_fe[CAIRN_EC_LIMBS];

typedef struct cairn_ec_field {
    cairn_impl impl;    /* first member */
    size_t n;           /* limbs used */
    size_t bytes;       /* encoded length of an element */
    const cairn_limb *p; /* the prime, n limbs */
    void (*mul)(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const struct cairn_ec_field *f);
    void (*sqr)(cairn_limb *r, const cairn_limb *a, const struct cairn_ec_field *f);
    void (*add)(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const struct cairn_ec_field *f);
    void (*sub)(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const struct cairn_ec_field *f);
    /* canonical (< p) -> representation, and back */
    void (*to)(cairn_limb *r, const cairn_limb *a, const struct cairn_ec_field *f);
    void (*from)(cairn_limb *r, const cairn_limb *a, const struct cairn_ec_field *f);
    /* r = a^-1 (0 for 0), and r = a square root of a with *ok = all-ones
     * limb when one exists (0 and r unspecified otherwise); NULL: the
     * engine's generic ones (the inverse by src/bn's constant-time binary
     * GCD on the canonical value, which beats a Fermat chain on every
     * field here, 64-bit host and Cortex-M7 alike; the root a^((p+1)/4)
     * for p = 3 mod 4 over mul/sqr). */
    void (*inv)(cairn_limb *r, const cairn_limb *a, const struct cairn_ec_field *f);
    void (*sqrt)(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const struct cairn_ec_field *f);
    const cairn_limb *one; /* 1 in the representation */
    /* Montgomery data for the generic field (unused by special forms) */
    cairn_limb p0i;
    const cairn_limb *rr; /* R^2 mod p */
} cairn_ec_field;

#endif /* CAIRN_EC_EC_FIELD_H */
