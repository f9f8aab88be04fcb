/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The finite-field helpers shared by DH and DSA (pk/ffc.h). */
#include "pk/ffc.h"

#include "core/internal.h"

#if CAIRN_ENABLE_DH || CAIRN_ENABLE_DSA

/* Window table: 5-bit windows on hosts; 4-bit ones on small devices, where
 * half the stack matters more than the few products a larger window saves. */
#if CAIRN_HOSTED
#define FFC_EXP_ENTRIES 32
#else
#define FFC_EXP_ENTRIES 16
#endif

void cairn_ffc_exp(const cairn_bn_mont *m, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen)
{
    cairn_limb table[FFC_EXP_ENTRIES * CAIRN_BN_MAX_LIMBS];
    /* the arguments are the callers' own, checked: the status cannot fail */
    cairn_status_ignore(cairn_bn_mont_exp(m, r, a, e, elen, table, FFC_EXP_ENTRIES * m->n));
}

size_t cairn_ffc_strength(size_t bits)
{
    static const struct {
        size_t bits, strength;
    } rows[] = {{8192, 200}, {6144, 176}, {4096, 152}, {3072, 128}, {2048, 112}, {1536, 96}, {0, 80}};
    size_t i;
    for (i = 0; bits < rows[i].bits; i++)
        ;
    return rows[i].strength;
}

int cairn_ffc_load(cairn_limb *r, size_t n, const uint8_t *in, size_t len, size_t *bits)
{
    int rc;
    while (len > 0 && in[0] == 0) {
        in++;
        len--;
    }
    if (len > n * CAIRN_BN_LIMB_BYTES)
        return CAIRN_ERR_BAD_LENGTH;
    rc = cairn_bn_decode(r, n, in, len);
    *bits = rc == CAIRN_OK ? cairn_bn_bit_length(r, n) : 0;
    return rc;
}

cairn_limb cairn_ffc_in_range(const cairn_limb *a, const cairn_limb *m, size_t n)
{
    return cairn_bn_lt(a, m, n) & ~cairn_bn_is_zero(a, n);
}

#endif
