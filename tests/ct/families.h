/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The constant-time harness's families: one line each. CT_FAMILY(name) is a
 * file tests/ct/ct_<name>.c defining `size_t ct_ops_<name>(const ct_op **ops)`
 * (its table of entries and their number). ct.h declares the functions,
 * ct_harness.c runs them in this order, and tests/ct/CMakeLists.txt compiles
 * the files, all from this list. No include guard: it is an X-macro list.
 */
CT_FAMILY(aead)
CT_FAMILY(curve25519)
CT_FAMILY(curve448)
CT_FAMILY(ecdsa)
CT_FAMILY(bn)
CT_FAMILY(pk)
CT_FAMILY(enc)
CT_FAMILY(rsa_key)
CT_FAMILY(rsa_der)
CT_FAMILY(rsa_gen)
CT_FAMILY(rsa_pad)
CT_FAMILY(ec_field)
CT_FAMILY(ec)
CT_FAMILY(ec_der)
CT_FAMILY(dh)
CT_FAMILY(dsa)
CT_FAMILY(sm2)
CT_FAMILY(keyfmt)
