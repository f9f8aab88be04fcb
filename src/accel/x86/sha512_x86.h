/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The scalar half of the x86 SHA-384/512 compressions (sha512_x86.c: one
 * block, the schedule on 128-bit vectors; sha512_2x.h: two blocks, the
 * schedule on 256-bit vectors): the round, with BMI2's RORX in mind (the
 * including files are compiled with -mbmi2). Internal, not installed.
 */
#ifndef CAIRN_ACCEL_X86_SHA512_X86_H
#define CAIRN_ACCEL_X86_SHA512_X86_H

#define ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define BSIG0(x) (ROTR((x), 28) ^ ROTR((x), 34) ^ ROTR((x), 39))
#define BSIG1(x) (ROTR((x), 14) ^ ROTR((x), 18) ^ ROTR((x), 41))

/* Round t of FIPS 180-4 6.4.2 with W[t] + K[t] in wkv (the portable code's
 * form: names rotate, Maj reuses the previous a ^ b). */
#define RND(a, b, c, d, e, f, g, h, wkv)                                                                                 \
    do {                                                                                                               \
        uint64_t ab_;                                                                                                  \
        h += BSIG1(e) + (g ^ (e & (f ^ g))) + (wkv);                                                                   \
        d += h;                                                                                                        \
        ab_ = a ^ b;                                                                                                   \
        h += BSIG0(a) + ((ab_ & bc) ^ b);                                                                              \
        bc = ab_;                                                                                                      \
    } while (0)

#endif
