/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The bad-input families: one line each. BADINPUT_FAMILY(name) is a file
 * tests/badinput_<name>.c defining `void badinput_<name>(void)`. badinput.h
 * declares the functions, test_badinput.c calls them in this order, and
 * tests/CMakeLists.txt compiles the files (and refuses a badinput_*.c that is
 * not listed), all from this list. No include guard: it is an X-macro list.
 */
BADINPUT_FAMILY(aead)       /* every function of cairn/aead.h */
BADINPUT_FAMILY(curve25519) /* cairn/curve25519.h */
BADINPUT_FAMILY(curve448)   /* cairn/curve448.h */
BADINPUT_FAMILY(ec)         /* cairn/ec.h: keys, points, ECDSA, ECDH (not the curve facts, not DER/PEM) */
BADINPUT_FAMILY(ec_der)     /* cairn/ec.h: key formats (DER and PEM import and export) */
BADINPUT_FAMILY(pk)         /* cairn/pk.h */
BADINPUT_FAMILY(rsa_key)    /* cairn/rsa.h: key objects, components, raw primitives */
BADINPUT_FAMILY(rsa_der)    /* cairn/rsa.h: key formats (DER and PEM import and export) */
BADINPUT_FAMILY(rsa_gen)    /* cairn/rsa.h: key generation and the full key check */
BADINPUT_FAMILY(rsa_pad)    /* cairn/rsa.h: signatures and encryption */
BADINPUT_FAMILY(ec_curve)   /* cairn/ec.h: the curve facts (bytes, bits, name, lookup) */
BADINPUT_FAMILY(dh)         /* cairn/dh.h */
BADINPUT_FAMILY(dsa)        /* cairn/dsa.h */
BADINPUT_FAMILY(sm2)        /* cairn/sm2.h: signatures, encryption, key exchange */
