/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 (cairn/sm2.h) on sm2p256v1:
 *  - derived/sm2_gbt32918_examples.json: the sm2p256v1 signature example
 *    (public key from d, Z, e, (r, s) with the example's k through the
 *    test-only entry point, verification in both formats) and its
 *    mutations (each must fail); and every case on the standard's example
 *    curve (a test-only run-time curve of the engine): signature (Z, e,
 *    (r, s) with the example's k) and its mutations, key exchange (R_A,
 *    R_B, K, S_B, S_A with the example's r_A, r_B), encryption (C1 || C3 ||
 *    C2 with the example's k, and decryption back);
 *  - SEC 1 PEM under OpenSSL 3's "SM2 PRIVATE KEY" label: read for an SM2
 *    key, refused for a P-256 one;
 *  - openssl/evppkey_sm2.txt: the key (PKCS#8 PEM), the verifications of e
 *    (a digest of another length refused), the DER decryptions;
 *  - signatures: deterministic (the same twice), hedged (different, both
 *    valid), DER and r || s, IDs (default = explicit default, empty and
 *    other IDs bind), a spread of single-bit flips of a signature refused
 *    (every third bit in two rounds), a wrong message refused;
 *  - encryption in the three layouts on random messages of several
 *    lengths: round trips, the raw layouts' lengths, every byte of the
 *    shortest ciphertexts flipped (in turn; every 17th of the others) gives
 *    CAIRN_ERR_AUTH with the output zeroed, truncations refused, C1 off the
 *    curve refused;
 *  - key exchange in both roles: equal keys, the example of the standard's
 *    structure (S_B checked by A, S_A by B), confirmations of the wrong
 *    role or a flipped bit refused, a different ID gives a different key,
 *    an invalid peer R refused, states used out of order.
 * Seeded: CAIRN_TEST_SEED replays a run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/sm2.h"
#include "ec/ec_engine.h"
#include "ec/sm2_internal.h"
#include "json.h"
#include "testutil.h"

static tu_prng rng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

static int unhex_exact(uint8_t *out, size_t len, const char *hex)
{
    return hex != NULL && tu_unhex_into(out, len, hex) == (long)len;
}

/* SM3 of a || b */
static void sm3_2(const uint8_t *a, size_t al, const uint8_t *b, size_t bl, uint8_t *out)
{
    cairn_sm3_ctx h;
    int ok = cairn_sm3_init(&h) == CAIRN_OK && cairn_sm3_update(&h, a, al) == CAIRN_OK &&
             cairn_sm3_update(&h, b, bl) == CAIRN_OK && cairn_sm3_final(&h, out) == CAIRN_OK;
    CHECK(ok, "SM3");
}

static void gen_pair(cairn_ec_private_key *sk, cairn_ec_public_key *pk)
{
    CHECK_RC(cairn_ec_private_key_generate(sk, CAIRN_EC_SM2, prng_rng, &rng), CAIRN_OK, "generate");
    CHECK_RC(cairn_ec_public_key_from_private(pk, sk), CAIRN_OK, "public from private");
}

/* ---------------------------------------------------- GB/T 32918 examples */

static void test_gbt_sign(const json_value *t)
{
    uint8_t d[32], pxy[65], z[32], wantz[32], e[32], wante[32], k[32], rs[64], sig[80], msg[256], id[256];
    size_t siglen = 0, mlen, idlen, f;
    long ml, il;
    cairn_ec_private_key sk;
    cairn_ec_public_key pk, derived;
    const char *result = json_get_str(t, "result");
    int valid = result != NULL && strcmp(result, "valid") == 0;
    long tc = json_get_int(t, "tcId", -1);
    pxy[0] = 0x04;
    ml = tu_unhex_into(msg, sizeof msg, json_get_str(t, "msg"));
    il = tu_unhex_into(id, sizeof id, json_get_str(t, "id"));
    if (!CHECK(ml >= 0 && il >= 0 && unhex_exact(d, 32, json_get_str(t, "d")) &&
                   unhex_exact(pxy + 1, 32, json_get_str(t, "Px")) &&
                   unhex_exact(pxy + 33, 32, json_get_str(t, "Py")) && unhex_exact(rs, 32, json_get_str(t, "r")) &&
                   unhex_exact(rs + 32, 32, json_get_str(t, "s")),
               "tc %ld: vector fields", tc))
        return;
    mlen = (size_t)ml;
    idlen = (size_t)il;
    CHECK_RC(cairn_ec_private_key_import(&sk, CAIRN_EC_SM2, d, 32), CAIRN_OK, "import d");
    CHECK_RC(cairn_ec_public_key_import(&pk, CAIRN_EC_SM2, pxy, sizeof pxy), CAIRN_OK, "import P");
    CHECK_RC(cairn_ec_public_key_from_private(&derived, &sk), CAIRN_OK, "P from d");
    CHECK(memcmp(&derived, &pk, sizeof pk) == 0, "tc %ld: d G = P", tc);
    if (valid) {
        CHECK(unhex_exact(wantz, 32, json_get_str(t, "Z")) && unhex_exact(wante, 32, json_get_str(t, "e")) &&
                  unhex_exact(k, 32, json_get_str(t, "k")),
              "tc %ld: Z, e, k", tc);
        CHECK_RC(cairn_sm2_z(&pk, id, idlen, z), CAIRN_OK, "Z");
        CHECK_MEM(z, wantz, 32, "Z of the example");
        sm3_2(z, 32, msg, mlen, e);
        CHECK_MEM(e, wante, 32, "e of the example");
        CHECK_RC(cairn_sm2_sign_digest_k(&sk, CAIRN_ECDSA_P1363, e, 32, k, 32, sig, sizeof sig, &siglen), CAIRN_OK,
                 "sign with the example's k");
        CHECK(siglen == 64 && memcmp(sig, rs, 64) == 0, "tc %ld: (r, s) of the example", tc);
    }
    for (f = 0; f < 2; f++) {
        cairn_ecdsa_format fmt = f == 0 ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
        int want = valid ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
        if (fmt == CAIRN_ECDSA_DER) {
            if (valid) {
                CHECK_RC(cairn_sm2_sign_digest_k(&sk, CAIRN_ECDSA_DER, e, 32, k, 32, sig, sizeof sig, &siglen),
                         CAIRN_OK, "DER sign");
            } else {
                /* strict DER of r, s by hand: SEQUENCE { INTEGER r, INTEGER s } */
                uint8_t *p = sig + 2;
                size_t i;
                for (i = 0; i < 2; i++) {
                    const uint8_t *v = rs + 32 * i;
                    size_t skip = 0;
                    while (skip < 31 && v[skip] == 0)
                        skip++;
                    *p++ = 0x02;
                    if (v[skip] & 0x80) {
                        *p++ = (uint8_t)(33 - skip);
                        *p++ = 0;
                    } else {
                        *p++ = (uint8_t)(32 - skip);
                    }
                    memcpy(p, v + skip, 32 - skip);
                    p += 32 - skip;
                }
                sig[0] = 0x30;
                sig[1] = (uint8_t)(p - sig - 2);
                siglen = (size_t)(p - sig);
            }
        } else {
            memcpy(sig, rs, 64);
            siglen = 64;
        }
        CHECK_RC(cairn_sm2_verify(&pk, id, idlen, fmt, msg, mlen, sig, siglen), want, "verify the example");
    }
}

/* ---- the example curve of GB/T 32918.2-4 (a run-time curve) ---- */

static cairn_ec_custom_curve example; /* large: off the stack */

static int example_init(const json_value *curves)
{
    size_t i;
    for (i = 0; i < json_len(curves); i++) {
        const json_value *cv = json_at(curves, i);
        uint8_t p[32], a[32], b[32], gx[32], gy[32], n[32];
        const char *name = json_get_str(cv, "name");
        if (name == NULL || strcmp(name, "sm2-test-fp256") != 0)
            continue;
        if (!CHECK(unhex_exact(p, 32, json_get_str(cv, "p")) && unhex_exact(a, 32, json_get_str(cv, "a")) &&
                       unhex_exact(b, 32, json_get_str(cv, "b")) && unhex_exact(gx, 32, json_get_str(cv, "Gx")) &&
                       unhex_exact(gy, 32, json_get_str(cv, "Gy")) && unhex_exact(n, 32, json_get_str(cv, "n")),
                   "example curve fields"))
            return 0;
        return CHECK_RC(cairn_ec_custom_curve_init(&example, 32, p, a, b, gx, gy, n), CAIRN_OK, "example curve");
    }
    return CHECK(0, "example curve in the file");
}

/* d G = P for the example's key */
static int example_key(const json_value *t, const char *dk, const char *xk, const char *yk, uint8_t *d, uint8_t *xy)
{
    uint8_t got[64];
    if (!CHECK(unhex_exact(d, 32, json_get_str(t, dk)) && unhex_exact(xy, 32, json_get_str(t, xk)) &&
                   unhex_exact(xy + 32, 32, json_get_str(t, yk)),
               "example key fields"))
        return 0;
    CHECK_RC(cairn_ec_mul_base(&example.def, NULL, got, d), CAIRN_OK, "example d G");
    return CHECK_MEM(got, xy, 64, "example d G = P");
}

static void example_sign(const json_value *t)
{
    const cairn_ec_curve_def *c = &example.def;
    uint8_t d[32], xy[64], z[32], e[32], want[32], k[32], rs[64], got[64], msg[256], id[256];
    long ml = tu_unhex_into(msg, sizeof msg, json_get_str(t, "msg"));
    long il = tu_unhex_into(id, sizeof id, json_get_str(t, "id"));
    const char *result = json_get_str(t, "result");
    int valid = result != NULL && strcmp(result, "valid") == 0;
    if (!CHECK(ml >= 0 && il >= 0 && unhex_exact(rs, 32, json_get_str(t, "r")) &&
                   unhex_exact(rs + 32, 32, json_get_str(t, "s")),
               "example signature fields") ||
        !example_key(t, "d", "Px", "Py", d, xy))
        return;
    CHECK_RC(cairn_sm2_z_of(c, xy, id, (size_t)il, z), CAIRN_OK, "example Z");
    sm3_2(z, 32, msg, (size_t)ml, e);
    if (valid) {
        CHECK(unhex_exact(want, 32, json_get_str(t, "Z")), "Z field");
        CHECK_MEM(z, want, 32, "example Z");
        CHECK(unhex_exact(want, 32, json_get_str(t, "e")), "e field");
        CHECK_MEM(e, want, 32, "example e");
        CHECK(unhex_exact(k, 32, json_get_str(t, "k")), "k field");
        CHECK_RC(cairn_sm2_sign_raw(c, d, e, k, got), CAIRN_OK, "example sign");
        CHECK_MEM(got, rs, 64, "example (r, s)");
    }
    CHECK_RC(cairn_sm2_verify_raw(c, xy, CAIRN_ECDSA_P1363, e, rs, 64), valid ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE,
             "example verify");
}

/* whether the n bytes of needle occur in buf[0..len) */
static int holds(const void *buf, size_t len, const uint8_t *needle, size_t n)
{
    const uint8_t *p = buf;
    size_t i;
    for (i = 0; i + n <= len; i++)
        if (memcmp(p + i, needle, n) == 0)
            return 1;
    return 0;
}

static void example_kex(const json_value *t)
{
    const cairn_ec_curve_def *c = &example.def;
    uint8_t da[32], pa[64], db[32], pb[64], ra[32], rb[32], want[65], gota[65], gotb[65], ka[64], kb[64], kw[64];
    uint8_t sa[32], sb[32], w[32], ida[64], idb[64], xbar[32], ta[32];
    long la = tu_unhex_into(ida, sizeof ida, json_get_str(t, "idA"));
    long lb = tu_unhex_into(idb, sizeof idb, json_get_str(t, "idB"));
    long kbits = json_get_int(t, "klenBits", 0);
    size_t klen = (size_t)kbits / 8;
    cairn_sm2_kex a, b;
    if (!CHECK(la >= 0 && lb >= 0 && kbits % 8 == 0 && klen >= 1 && klen <= sizeof ka &&
                   unhex_exact(ra, 32, json_get_str(t, "rA")) && unhex_exact(rb, 32, json_get_str(t, "rB")) &&
                   unhex_exact(kw, klen, json_get_str(t, "K")),
               "example key exchange fields") ||
        !example_key(t, "dA", "PAx", "PAy", da, pa) || !example_key(t, "dB", "PBx", "PBy", db, pb))
        return;
    CHECK_RC(cairn_sm2_kex_start_raw(&a, c, 1, da, pa, ida, (size_t)la, pb, idb, (size_t)lb, ra, gota), CAIRN_OK,
             "example A start");
    CHECK_RC(cairn_sm2_kex_start_raw(&b, c, 0, db, pb, idb, (size_t)lb, pa, ida, (size_t)la, rb, gotb), CAIRN_OK,
             "example B start");
    want[0] = 4;
    CHECK(unhex_exact(want + 1, 32, json_get_str(t, "RAx")) && unhex_exact(want + 33, 32, json_get_str(t, "RAy")),
          "R_A field");
    CHECK_MEM(gota, want, 65, "example R_A");
    CHECK(unhex_exact(want + 1, 32, json_get_str(t, "RBx")) && unhex_exact(want + 33, 32, json_get_str(t, "RBy")),
          "R_B field");
    CHECK_MEM(gotb, want, 65, "example R_B");
    /* t_A = d_A + x~_A r_A mod n is in A's state until finish succeeds, and gone after */
    memset(xbar, 0, 16);
    memcpy(xbar + 16, gota + 17, 16);
    xbar[16] |= 0x80;
    cairn_ec_scalar_mul(c, ta, xbar, ra);
    cairn_ec_scalar_add(c, ta, ta, da);
    CHECK(holds(&a, sizeof a, ta, 32), "t_A held in A's state before finish");
    CHECK_RC(cairn_sm2_kex_finish(&b, gota, 65, kb, klen, sb), CAIRN_OK, "example B finish");
    CHECK_RC(cairn_sm2_kex_finish(&a, gotb, 65, ka, klen, sa), CAIRN_OK, "example A finish");
    CHECK(!holds(&a, sizeof a, ta, 32), "t_A wiped from A's state by a successful finish");
    CHECK_MEM(ka, kw, klen, "example K (A)");
    CHECK_MEM(kb, kw, klen, "example K (B)");
    CHECK(unhex_exact(w, 32, json_get_str(t, "SB")), "S_B field");
    CHECK_MEM(sb, w, 32, "example S_B");
    CHECK_RC(cairn_sm2_kex_confirm(&a, w, 32), CAIRN_OK, "example A checks S_B");
    CHECK(unhex_exact(w, 32, json_get_str(t, "SA")), "S_A field");
    CHECK_MEM(sa, w, 32, "example S_A");
    CHECK_RC(cairn_sm2_kex_confirm(&b, w, 32), CAIRN_OK, "example B checks S_A");
    cairn_sm2_kex_wipe(&a);
    cairn_sm2_kex_wipe(&b);
}

static void example_encrypt(const json_value *t)
{
    const cairn_ec_curve_def *c = &example.def;
    uint8_t d[32], xy[64], k[32], msg[256], want[512], got[512], pt[256];
    long ml = tu_unhex_into(msg, sizeof msg, json_get_str(t, "msg"));
    long l1 = tu_unhex_into(want, 65, json_get_str(t, "C1"));
    long l3 = tu_unhex_into(want + 65, 32, json_get_str(t, "C3"));
    long l2 = tu_unhex_into(want + 97, sizeof want - 97, json_get_str(t, "C2"));
    size_t glen = 0, plen = 0;
    if (!CHECK(ml > 0 && l1 == 65 && l3 == 32 && l2 == ml && unhex_exact(k, 32, json_get_str(t, "k")),
               "example encryption fields") ||
        !example_key(t, "d", "Px", "Py", d, xy))
        return;
    CHECK_RC(cairn_sm2_encrypt_raw(c, xy, CAIRN_SM2_C1C3C2, msg, (size_t)ml, k, got, sizeof got, &glen), CAIRN_OK,
             "example encrypt");
    CHECK(glen == (size_t)(97 + ml), "example ciphertext length");
    CHECK_MEM(got, want, 97 + (size_t)ml, "example C1 || C3 || C2");
    CHECK_RC(cairn_sm2_decrypt_raw(c, d, CAIRN_SM2_C1C3C2, want, 97 + (size_t)ml, pt, sizeof pt, &plen), CAIRN_OK,
             "example decrypt");
    CHECK(plen == (size_t)ml && memcmp(pt, msg, plen) == 0, "example plaintext");
}

static void test_gbt(void)
{
    json_value *doc = json_load_vector("derived/sm2_gbt32918_examples.json");
    const json_value *sign, *kex, *enc;
    size_t i, ran = 0, ex = 0;
    if (doc == NULL)
        return;
    sign = json_get(doc, "sign");
    kex = json_get(doc, "keyExchange");
    enc = json_get(doc, "encrypt");
    if (!example_init(json_get(doc, "curves"))) {
        json_free(doc);
        return;
    }
    for (i = 0; i < json_len(sign); i++) {
        const json_value *t = json_at(sign, i);
        const char *curve = json_get_str(t, "curve");
        if (curve != NULL && strcmp(curve, "sm2p256v1") == 0) {
            test_gbt_sign(t);
            ran++;
        } else {
            example_sign(t);
            ex++;
        }
    }
    for (i = 0; i < json_len(kex); i++, ex++)
        example_kex(json_at(kex, i));
    for (i = 0; i < json_len(enc); i++, ex++)
        example_encrypt(json_at(enc, i));
    CHECK(ran >= 2 && ex >= 3 && json_len(kex) >= 1 && json_len(enc) >= 1,
          "GB/T cases: %zu on sm2p256v1, %zu on the example curve", ran, ex);
    json_free(doc);
}

/* ------------------------------------------------------- evppkey_sm2.txt */

static void test_evppkey(void)
{
    FILE *f = tu_open_vector("openssl/evppkey_sm2.txt");
    char pem[1024], *line, *key, *val;
    size_t pemlen = 0, ver = 0, dec = 0;
    int inpem = 0, have_key = 0;
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    /* the stanza being read */
    char op[16] = "", ctrl[32] = "";
    uint8_t *input = NULL, *output = NULL;
    size_t inlen = 0, outlen = 0;
    int expect_fail = 0;
    if (f == NULL)
        return;
    for (;;) {
        line = tu_getline(f);
        if (line == NULL || line[0] == '\0') {
            /* end of a stanza */
            if (have_key && strcmp(op, "Verify") == 0 && input != NULL && output != NULL) {
                int want = expect_fail ? CAIRN_ERR_BAD_LENGTH : CAIRN_OK;
                if (strcmp(ctrl, "digest:SM3") != 0 && !expect_fail)
                    want = CAIRN_ERR_BAD_SIGNATURE;
                CHECK_RC(cairn_sm2_verify_digest(&pk, CAIRN_ECDSA_DER, input, inlen, output, outlen), want,
                         "evppkey verify");
                ver++;
            } else if (have_key && strcmp(op, "Decrypt") == 0 && input != NULL && output != NULL) {
                uint8_t pt[512];
                size_t ptlen = 0;
                CHECK_RC(cairn_sm2_decrypt(&sk, CAIRN_SM2_DER, input, inlen, pt, sizeof pt, &ptlen), CAIRN_OK,
                         "evppkey decrypt");
                CHECK(ptlen == outlen && memcmp(pt, output, outlen) == 0, "evppkey plaintext");
                dec++;
            }
            free(input);
            free(output);
            input = output = NULL;
            op[0] = ctrl[0] = '\0';
            expect_fail = 0;
            if (line == NULL)
                break;
            continue;
        }
        if (strncmp(line, "-----BEGIN PRIVATE KEY", 22) == 0)
            inpem = 1;
        if (inpem) {
            size_t l = strlen(line);
            if (pemlen + l + 2 < sizeof pem) {
                memcpy(pem + pemlen, line, l);
                pemlen += l;
                pem[pemlen++] = '\n';
            }
            if (strncmp(line, "-----END", 8) == 0) {
                inpem = 0;
                CHECK_RC(cairn_ec_private_key_from_pem(&sk, CAIRN_EC_PKCS8, pem, pemlen), CAIRN_OK,
                         "evppkey SM2 key (PKCS#8 PEM)");
                CHECK(cairn_ec_private_key_curve(&sk) == CAIRN_EC_SM2, "evppkey key on SM2");
                CHECK_RC(cairn_ec_public_key_from_private(&pk, &sk), CAIRN_OK, "evppkey public");
                have_key = 1;
            }
            continue;
        }
        if (!tu_split_kv(line, &key, &val))
            continue;
        if (strcmp(key, "Verify") == 0 || strcmp(key, "Decrypt") == 0 || strcmp(key, "Sign") == 0) {
            snprintf(op, sizeof op, "%s", key);
        } else if (strcmp(key, "Ctrl") == 0) {
            snprintf(ctrl, sizeof ctrl, "%s", val);
        } else if (strcmp(key, "Result") == 0) {
            expect_fail = 1;
        } else if (strcmp(key, "Input") == 0) {
            input = tu_unhex(val, &inlen);
        } else if (strcmp(key, "Output") == 0) {
            size_t l = strlen(val);
            if (l >= 2 && val[0] == '"' && val[l - 1] == '"') {
                output = (uint8_t *)malloc(l);
                if (output != NULL)
                    memcpy(output, val + 1, l - 2);
                outlen = l - 2;
            } else {
                output = tu_unhex(val, &outlen);
            }
        }
    }
    fclose(f);
    CHECK(ver == 3 && dec == 4, "evppkey: %zu verifications, %zu decryptions", ver, dec);
}

/* ------------------------------------------------------------ key formats */

/* The curve of test_sm2_label's refusal: P-256, or another curve of this
 * build when it leaves P-256 out (CAIRN_ENABLE_EC_*); 0 when SM2's is its
 * only curve. */
static cairn_ec_curve other_curve(void)
{
    static const cairn_ec_curve list[] = {CAIRN_EC_P256,            CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_P384,
                                          CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_P521,            CAIRN_EC_BRAINPOOLP512R1};
    size_t i;
    for (i = 0; i < sizeof list / sizeof list[0]; i++)
        if (cairn_ec_curve_bytes(list[i]) != 0)
            return list[i];
    return (cairn_ec_curve)0;
}

/* SEC 1 PEM under OpenSSL 3's "SM2 PRIVATE KEY" label: read for an SM2-curve
 * key (the same key as under "EC PRIVATE KEY"), refused for another curve. */
static void test_sm2_label(void)
{
    static char pem[CAIRN_EC_PRIVATE_PEM_MAX + 16], relabel[sizeof pem + 16];
    cairn_ec_private_key sk, back;
    cairn_ec_public_key pk;
    cairn_ec_curve other = other_curve();
    size_t len = 0, i, o;
    int ci;
    for (ci = 0; ci < (other != 0 ? 2 : 1); ci++) {
        CHECK_RC(cairn_ec_private_key_generate(&sk, ci == 0 ? CAIRN_EC_SM2 : other, prng_rng, &rng), CAIRN_OK,
                 "generate");
        CHECK_RC(cairn_ec_private_key_to_pem(&sk, CAIRN_EC_SEC1, 0, pem, sizeof pem, &len), CAIRN_OK, "SEC 1 PEM");
        /* "EC PRIVATE KEY" -> "SM2 PRIVATE KEY" on both lines */
        for (i = o = 0; i < len && o + 2 < sizeof relabel;) {
            if (len - i >= 14 && memcmp(pem + i, "EC PRIVATE KEY", 14) == 0) {
                memcpy(relabel + o, "SM2", 3);
                o += 3;
                i += 2;
            } else {
                relabel[o++] = pem[i++];
            }
        }
        CHECK(o == len + 2, "two labels rewritten");
        if (ci == 0) {
            CHECK_RC(cairn_ec_private_key_from_pem(&back, CAIRN_EC_SEC1, relabel, o), CAIRN_OK,
                     "SM2 key under the SM2 label");
            CHECK(memcmp(&back, &sk, sizeof sk) == 0, "the same key");
            CHECK_RC(cairn_ec_public_key_from_private(&pk, &back), CAIRN_OK, "public");
        } else {
            CHECK_RC(cairn_ec_private_key_from_pem(&back, CAIRN_EC_SEC1, relabel, o), CAIRN_ERR_DECODE,
                     "another curve's key under the SM2 label");
            CHECK(cairn_ec_private_key_curve(&back) == 0, "key unset after the refusal");
        }
        CHECK_RC(cairn_ec_private_key_from_pem(&back, CAIRN_EC_PKCS8, relabel, o), CAIRN_ERR_DECODE,
                 "the SM2 label is not PKCS#8's");
    }
}

/* ------------------------------------------------------------ signatures */

static void test_sign(void)
{
    static const uint8_t other_id[] = "ALICE123@YAHOO.COM";
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    uint8_t msg[100], s1[CAIRN_SM2_SIG_DER_MAX], s2[CAIRN_SM2_SIG_DER_MAX], z1[32], z2[32];
    size_t l1 = 0, l2 = 0, i, bit;
    unsigned it;
    for (it = 0; it < 6; it++) {
        size_t mlen = (size_t)tu_prng_below(&rng, sizeof msg + 1);
        cairn_ecdsa_format fmt = (it & 1) ? CAIRN_ECDSA_DER : CAIRN_ECDSA_P1363;
        gen_pair(&sk, &pk);
        tu_prng_fill(&rng, msg, sizeof msg);
        CHECK_RC(cairn_sm2_sign(&sk, NULL, 0, fmt, msg, mlen, s1, sizeof s1, &l1, NULL, NULL), CAIRN_OK, "sign");
        CHECK_RC(cairn_sm2_sign(&sk, NULL, 0, fmt, msg, mlen, s2, sizeof s2, &l2, NULL, NULL), CAIRN_OK, "sign again");
        CHECK(l1 == l2 && memcmp(s1, s2, l1) == 0, "deterministic signatures repeat");
        CHECK(fmt == CAIRN_ECDSA_DER ? (l1 >= 8 && l1 <= CAIRN_SM2_SIG_DER_MAX) : l1 == 64, "signature length");
        CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, fmt, msg, mlen, s1, l1), CAIRN_OK, "verify");
        CHECK_RC(cairn_sm2_verify(&pk, (const uint8_t *)CAIRN_SM2_DEFAULT_ID, CAIRN_SM2_DEFAULT_ID_LEN, fmt, msg, mlen,
                                  s1, l1),
                 CAIRN_OK, "the default ID spelled out");
        CHECK_RC(cairn_sm2_verify(&pk, other_id, sizeof other_id - 1, fmt, msg, mlen, s1, l1), CAIRN_ERR_BAD_SIGNATURE,
                 "another ID");
        CHECK_RC(cairn_sm2_verify(&pk, other_id, 0, fmt, msg, mlen, s1, l1), CAIRN_ERR_BAD_SIGNATURE, "the empty ID");
        if (mlen > 0) {
            msg[mlen - 1] ^= 1;
            CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, fmt, msg, mlen, s1, l1), CAIRN_ERR_BAD_SIGNATURE,
                     "another message");
            msg[mlen - 1] ^= 1;
        }
        for (bit = 0; bit < 8 * l1; bit += (it < 2 ? 3 : 29)) {
            s1[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, fmt, msg, mlen, s1, l1), CAIRN_ERR_BAD_SIGNATURE,
                     "a flipped signature bit");
            s1[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        }
        /* hedged: a different signature, still valid */
        CHECK_RC(cairn_sm2_sign(&sk, other_id, sizeof other_id - 1, fmt, msg, mlen, s2, sizeof s2, &l2, prng_rng, &rng),
                 CAIRN_OK, "hedged sign");
        CHECK_RC(cairn_sm2_verify(&pk, other_id, sizeof other_id - 1, fmt, msg, mlen, s2, l2), CAIRN_OK,
                 "hedged verify");
        CHECK(l1 != l2 || memcmp(s1, s2, l1) != 0, "hedged differs from deterministic");
        /* sign_digest of e = SM3(Z || M) is the same signature as sign(M) */
        CHECK_RC(cairn_sm2_z(&pk, NULL, 0, z1), CAIRN_OK, "Z");
        sm3_2(z1, 32, msg, mlen, z2);
        CHECK_RC(cairn_sm2_sign_digest(&sk, fmt, z2, 32, s2, sizeof s2, &l2, NULL, NULL), CAIRN_OK, "sign digest");
        CHECK(l1 == l2 && memcmp(s1, s2, l1) == 0, "sign_digest(e) = sign(M)");
        CHECK_RC(cairn_sm2_verify_digest(&pk, fmt, z2, 32, s1, l1), CAIRN_OK, "verify digest");
    }
    /* d = n - 1 cannot sign (1 + d = 0) */
    {
        uint8_t d[32];
        static const char nhex[] = "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123";
        CHECK(unhex_exact(d, 32, nhex), "n");
        d[31] -= 1;
        CHECK_RC(cairn_ec_private_key_import(&sk, CAIRN_EC_SM2, d, 32), CAIRN_OK, "import n - 1");
        CHECK_RC(cairn_sm2_sign(&sk, NULL, 0, CAIRN_ECDSA_DER, msg, 5, s1, sizeof s1, &l1, NULL, NULL),
                 CAIRN_ERR_INVALID_KEY, "d = n - 1 cannot sign");
        for (i = 0; i < sizeof s1; i++)
            CHECK(s1[i] == 0, "zeroed on failure");
    }
}

/* ------------------------------------------------------------ encryption */

static void test_encrypt(void)
{
    static const size_t lens[] = {1, 2, 31, 32, 33, 100, 128, 300};
    static const cairn_sm2_cipher_format fmts[] = {CAIRN_SM2_C1C3C2, CAIRN_SM2_C1C2C3, CAIRN_SM2_DER};
    cairn_ec_private_key sk, other;
    cairn_ec_public_key pk, opk;
    uint8_t msg[300], ct[300 + CAIRN_SM2_CIPHER_DER_OVERHEAD], pt[300];
    size_t li, fi, i, ctlen = 0, ptlen = 0;
    gen_pair(&sk, &pk);
    gen_pair(&other, &opk);
    for (li = 0; li < sizeof lens / sizeof lens[0]; li++) {
        size_t mlen = lens[li];
        tu_prng_fill(&rng, msg, mlen);
        for (fi = 0; fi < 3; fi++) {
            int bad = 0;
            CHECK_RC(cairn_sm2_encrypt(&pk, fmts[fi], msg, mlen, ct, sizeof ct, &ctlen, prng_rng, &rng), CAIRN_OK,
                     "encrypt");
            if (fmts[fi] != CAIRN_SM2_DER)
                CHECK(ctlen == mlen + CAIRN_SM2_CIPHER_OVERHEAD, "raw ciphertext length");
            else
                CHECK(ctlen <= mlen + CAIRN_SM2_CIPHER_DER_OVERHEAD && ct[0] == 0x30, "DER ciphertext");
            memset(pt, 0xa5, sizeof pt);
            CHECK_RC(cairn_sm2_decrypt(&sk, fmts[fi], ct, ctlen, pt, sizeof pt, &ptlen), CAIRN_OK, "decrypt");
            CHECK(ptlen == mlen && memcmp(pt, msg, mlen) == 0, "round trip");
            CHECK_RC(cairn_sm2_decrypt(&other, fmts[fi], ct, ctlen, pt, sizeof pt, &ptlen), CAIRN_ERR_AUTH,
                     "another key");
            if (fmts[fi] != CAIRN_SM2_DER) {
                CHECK_RC(cairn_sm2_decrypt(&sk, fmts[fi == 0 ? 1 : 0], ct, ctlen, pt, sizeof pt, &ptlen),
                         CAIRN_ERR_AUTH, "the other order");
            }
            CHECK_RC(cairn_sm2_decrypt(&sk, fmts[fi], ct, ctlen, pt, mlen - 1, &ptlen), CAIRN_ERR_BUFFER_TOO_SMALL,
                     "short output");
            /* every byte of the shortest ciphertexts, a sample of the others */
            for (i = 0; i < ctlen; i += (mlen <= 2 ? 1 : 17)) {
                size_t j;
                ct[i] ^= (uint8_t)(1u << (i % 8));
                memset(pt, 0xa5, sizeof pt);
                ptlen = 7;
                if (cairn_sm2_decrypt(&sk, fmts[fi], ct, ctlen, pt, sizeof pt, &ptlen) != CAIRN_ERR_AUTH)
                    bad++;
                for (j = 0; j < sizeof pt; j++)
                    bad += pt[j] != 0;
                bad += ptlen != 0;
                ct[i] ^= (uint8_t)(1u << (i % 8));
            }
            CHECK(bad == 0, "flipped ciphertext bytes: CAIRN_ERR_AUTH, output zeroed (%d faults)", bad);
            CHECK_RC(cairn_sm2_decrypt(&sk, fmts[fi], ct, ctlen - 1, pt, sizeof pt, &ptlen), CAIRN_ERR_AUTH,
                     "truncated");
        }
    }
    /* C1 off the curve, C1 compressed, an empty C2 */
    CHECK_RC(cairn_sm2_encrypt(&pk, CAIRN_SM2_C1C3C2, msg, 10, ct, sizeof ct, &ctlen, prng_rng, &rng), CAIRN_OK,
             "encrypt");
    ct[64] ^= 1;
    CHECK_RC(cairn_sm2_decrypt(&sk, CAIRN_SM2_C1C3C2, ct, ctlen, pt, sizeof pt, &ptlen), CAIRN_ERR_AUTH,
             "C1 off the curve");
    ct[64] ^= 1;
    ct[0] = 0x02;
    CHECK_RC(cairn_sm2_decrypt(&sk, CAIRN_SM2_C1C3C2, ct, ctlen, pt, sizeof pt, &ptlen), CAIRN_ERR_AUTH,
             "C1 not uncompressed");
    CHECK_RC(cairn_sm2_decrypt(&sk, CAIRN_SM2_C1C3C2, ct, 97, pt, sizeof pt, &ptlen), CAIRN_ERR_AUTH, "empty C2");
    CHECK_RC(cairn_sm2_encrypt(&pk, CAIRN_SM2_C1C3C2, msg, 0, ct, sizeof ct, &ctlen, prng_rng, &rng),
             CAIRN_ERR_BAD_LENGTH, "empty message");
    CHECK_RC(cairn_sm2_encrypt(&pk, CAIRN_SM2_C1C3C2, msg, 10, ct, 10 + CAIRN_SM2_CIPHER_OVERHEAD - 1, &ctlen, prng_rng,
                               &rng),
             CAIRN_ERR_BUFFER_TOO_SMALL, "short ciphertext buffer");
    /* the test-only fixed-k form agrees with itself across layouts */
    {
        uint8_t k[32], a[200], b[200];
        size_t al = 0, bl = 0;
        memset(k, 0x11, sizeof k);
        CHECK_RC(cairn_sm2_encrypt_k(&pk, CAIRN_SM2_C1C3C2, msg, 20, k, 32, a, sizeof a, &al), CAIRN_OK, "enc k");
        CHECK_RC(cairn_sm2_encrypt_k(&pk, CAIRN_SM2_C1C2C3, msg, 20, k, 32, b, sizeof b, &bl), CAIRN_OK, "enc k");
        CHECK(al == bl && memcmp(a, b, 65) == 0 && memcmp(a + 65, b + 85, 32) == 0 && memcmp(a + 97, b + 65, 20) == 0,
              "C1 || C3 || C2 and C1 || C2 || C3 hold the same parts");
    }
}

/* ---------------------------------------------------------- key exchange */

static void test_kex(void)
{
    static const uint8_t ida[] = "ALICE123@YAHOO.COM", idb[] = "BILL456@YAHOO.COM";
    cairn_ec_private_key ska, skb;
    cairn_ec_public_key pka, pkb;
    cairn_sm2_kex a, b;
    uint8_t ra[65], rb[65], ka[48], kb[48], sa[32], sb[32];
    size_t la = 0, lb = 0;
    unsigned it;
    gen_pair(&ska, &pka);
    gen_pair(&skb, &pkb);
    for (it = 0; it < 4; it++) {
        size_t klen = it == 0 ? 16 : it == 1 ? 1 : it == 2 ? 33 : 48;
        CHECK_RC(cairn_sm2_kex_start(&a, 1, &ska, ida, sizeof ida - 1, &pkb, idb, sizeof idb - 1, prng_rng, &rng, ra,
                                     sizeof ra, &la),
                 CAIRN_OK, "A start");
        CHECK_RC(cairn_sm2_kex_start(&b, 0, &skb, idb, sizeof idb - 1, &pka, ida, sizeof ida - 1, prng_rng, &rng, rb,
                                     sizeof rb, &lb),
                 CAIRN_OK, "B start");
        CHECK(la == 65 && lb == 65 && ra[0] == 4 && rb[0] == 4, "R lengths");
        CHECK_RC(cairn_sm2_kex_finish(&b, ra, la, kb, klen, sb), CAIRN_OK, "B finish");
        CHECK_RC(cairn_sm2_kex_finish(&a, rb, lb, ka, klen, sa), CAIRN_OK, "A finish");
        CHECK_MEM(ka, kb, klen, "A and B agree");
        CHECK_RC(cairn_sm2_kex_confirm(&a, sb, 32), CAIRN_OK, "A checks S_B");
        CHECK_RC(cairn_sm2_kex_confirm(&b, sa, 32), CAIRN_OK, "B checks S_A");
        CHECK_RC(cairn_sm2_kex_confirm(&a, sa, 32), CAIRN_ERR_AUTH, "A refuses its own S_A");
        CHECK_RC(cairn_sm2_kex_confirm(&b, sb, 32), CAIRN_ERR_AUTH, "B refuses its own S_B");
        sb[it] ^= 0x40;
        CHECK_RC(cairn_sm2_kex_confirm(&a, sb, 32), CAIRN_ERR_AUTH, "a flipped S_B");
        CHECK_RC(cairn_sm2_kex_confirm(&a, sb, 31), CAIRN_ERR_AUTH, "a short S_B");
        CHECK_RC(cairn_sm2_kex_finish(&a, rb, lb, ka, klen, NULL), CAIRN_ERR_STATE, "finish twice");
        cairn_sm2_kex_wipe(&a);
        cairn_sm2_kex_wipe(&b);
        CHECK_RC(cairn_sm2_kex_confirm(&a, sb, 32), CAIRN_ERR_STATE, "confirm after wipe");
    }
    /* B believes A has another ID: the keys differ and so do the confirmations */
    CHECK_RC(cairn_sm2_kex_start(&a, 1, &ska, ida, sizeof ida - 1, &pkb, idb, sizeof idb - 1, prng_rng, &rng, ra,
                                 sizeof ra, &la),
             CAIRN_OK, "A start");
    CHECK_RC(cairn_sm2_kex_start(&b, 0, &skb, idb, sizeof idb - 1, &pka, NULL, 0, prng_rng, &rng, rb, sizeof rb, &lb),
             CAIRN_OK, "B start");
    CHECK_RC(cairn_sm2_kex_finish(&b, ra, la, kb, 16, sb), CAIRN_OK, "B finish");
    CHECK_RC(cairn_sm2_kex_finish(&a, rb, lb, ka, 16, sa), CAIRN_OK, "A finish");
    CHECK(memcmp(ka, kb, 16) != 0, "another ID, another key");
    CHECK_RC(cairn_sm2_kex_confirm(&a, sb, 32), CAIRN_ERR_AUTH, "A refuses S_B of another ID");
    /* an invalid R */
    CHECK_RC(cairn_sm2_kex_start(&a, 1, &ska, NULL, 0, &pkb, NULL, 0, prng_rng, &rng, ra, sizeof ra, &la), CAIRN_OK,
             "A start");
    rb[64] ^= 1;
    memset(ka, 0x5a, sizeof ka);
    CHECK_RC(cairn_sm2_kex_finish(&a, rb, lb, ka, 16, sa), CAIRN_ERR_INVALID_POINT, "R off the curve");
    CHECK(ka[0] == 0 && ka[15] == 0 && sa[0] == 0, "key zeroed");
    CHECK_RC(cairn_sm2_kex_finish(&a, rb, 0, ka, 16, sa), CAIRN_ERR_INVALID_POINT, "empty R");
    cairn_sm2_kex_wipe(&a);
    cairn_sm2_kex_wipe(&b);
    /* fixed ephemerals: the same transcript twice gives the same key */
    {
        uint8_t r1[32], r2[32], k1[16], k2[16];
        memset(r1, 0x21, 32);
        memset(r2, 0x42, 32);
        CHECK_RC(cairn_sm2_kex_start_r(&a, 1, &ska, NULL, 0, &pkb, NULL, 0, r1, 32, ra, sizeof ra, &la), CAIRN_OK,
                 "A start r");
        CHECK_RC(cairn_sm2_kex_start_r(&b, 0, &skb, NULL, 0, &pka, NULL, 0, r2, 32, rb, sizeof rb, &lb), CAIRN_OK,
                 "B start r");
        CHECK_RC(cairn_sm2_kex_finish(&a, rb, lb, k1, 16, NULL), CAIRN_OK, "A finish");
        CHECK_RC(cairn_sm2_kex_finish(&b, ra, la, k2, 16, NULL), CAIRN_OK, "B finish");
        CHECK_MEM(k1, k2, 16, "fixed ephemerals agree");
        cairn_sm2_kex_wipe(&a);
        cairn_sm2_kex_wipe(&b);
    }
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0x5a2e2026));
    test_gbt();
    test_evppkey();
    test_sm2_label();
    test_sign();
    test_encrypt();
    test_kex();
    return tu_finish("test_sm2");
}
