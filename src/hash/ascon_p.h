/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon permutation (NIST SP 800-232, section 3) as implementation
 * objects (cairn_ascon_impl, cairn_ascon_impls in cairn/hash.h), shared by
 * Ascon-Hash256, Ascon-XOF128 (src/hash/ascon_hash.c) and Ascon-AEAD128
 * (src/aead/ascon_aead.c). Not installed.
 *
 * Byte order is SP 800-232's: a lane is loaded from 8 bytes little-endian
 * (cairn_load64_le), so byte i of the rate is bits 8i..8i+7 of S0.
 * The number of rounds is public (8 or 12 in the standard; 1..12 accepted,
 * other values leave the state unchanged): p^a runs the last `rounds` of the
 * 12 round constants.
 */
#ifndef CAIRN_HASH_ASCON_P_H
#define CAIRN_HASH_ASCON_P_H

#include "cairn/hash.h"
#include "core/internal.h"

#if CAIRN_ENABLE_ASCON
/* The bit-interleaved 32-bit object (ascon_p32.c); ascon_p.c lists it. */
extern const cairn_ascon_impl cairn_ascon_bi32;
#if CAIRN_SMALL
/* The small profile's object (ascon_small.c), its list's only one. */
extern const cairn_ascon_impl cairn_ascon_small;
#endif

/* The object a context starts on when the caller names none. */
CAIRN_INLINE const cairn_ascon_impl *cairn_ascon_best(void)
{
    return (const cairn_ascon_impl *)cairn_impl_best(cairn_ascon_impls);
}
#endif

#endif
