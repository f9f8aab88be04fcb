/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Finite-field Diffie-Hellman internals shared by dh.c, dh_groups.c and
 * dh_schemes.c. */
#ifndef CAIRN_PK_DH_INTERNAL_H
#define CAIRN_PK_DH_INTERNAL_H

#include "bn/bn.h"
#include "cairn/dh.h"

#define DH_GROUP_MAGIC 0x44684772u

typedef struct dh_grp {
    uint32_t magic;
    uint32_t safe; /* q = (p - 1) / 2 */
    uint32_t has_q;
    size_t pbits, plen; /* p's bits and bytes */
    size_t qbits, qlen; /* q's (0 without q) */
    size_t xbits;       /* the default private exponent length */
    cairn_bn_mont mp;   /* p */
    cairn_limb g[CAIRN_BN_MAX_LIMBS];
    cairn_limb q[CAIRN_BN_MAX_LIMBS];
} dh_grp;

typedef char dh_grp_fits[sizeof(dh_grp) <= sizeof(cairn_dh_group) ? 1 : -1];

/* The group behind grp, or NULL for NULL or an unset group. */
const dh_grp *cairn_dh_grp_of(const cairn_dh_group *grp);
/* The status for a group cairn_dh_grp_of refused: CAIRN_ERR_BAD_ARG for NULL,
 * CAIRN_ERR_STATE for a group object never set up (or wiped). */
int cairn_dh_grp_status(const cairn_dh_group *grp);

/* The named group's prime, big-endian, into p[0..*len) (at most 1024
 * bytes) and its generator; CAIRN_ERR_BAD_ARG for an unknown id. */
int cairn_dh_named_prime(cairn_dh_group_id id, uint8_t *p, size_t *len, uint8_t *g);

#endif
