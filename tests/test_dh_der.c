/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Finite-field DH parameter and key formats (cairn/dh.h "key formats",
 * src/pk/dh_der.c):
 *  - round trips on ffdhe2048, MODP-2048 and Oakley group 2 in both forms
 *    (PKCS #3, X9.42), DER and PEM: parameters, public and private keys read
 *    back to the same group and value and write to themselves; PKCS #3
 *    parameters of a named group give the named group (q known: X9.42
 *    writable, a non-residue peer refused); a custom group with q written as
 *    PKCS #3 loses q;
 *  - the RFC 5114 groups (pyca/dh/RFC5114.txt, X9.42 with q): the IUT's x
 *    and y through PKCS#8 and SubjectPublicKeyInfo, y recomputed from x;
 *  - openssl/evppkey_ffdhe.txt: its PEM keys (PKCS#8 and SPKI with
 *    dhKeyAgreement on ffdhe2048 to ffdhe8192; those above this build's size
 *    refused with the documented statuses), each PrivPubKeyPair (y = g^x)
 *    and each Derive without a KDF (the shared secret, padded or not);
 *  - bad input: every truncation, a trailing byte, another OID, absent
 *    parameters, a non-minimal length, X9.42 without q, negative or extra
 *    fields; the optional fields (privateValueLength, j, validationParms)
 *    accepted; y outside [2, p - 2] or outside the subgroup, x = 0 and
 *    x >= q refused on reading and on writing; a OneAsymmetricKey v2 whose
 *    public key is not x's; PEM labels; short output buffers.
 */
#include <string.h>

#include "cairn/dh.h"
#include "testutil.h"

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

/* ---------- a small DER builder for crafted inputs ---------- */

typedef struct {
    uint8_t b[4096];
    size_t n;
} dbuf;

static void put(dbuf *d, const uint8_t *p, size_t n)
{
    if (d->n + n <= sizeof d->b) {
        memcpy(d->b + d->n, p, n);
        d->n += n;
    }
}

static void tlv(dbuf *d, unsigned tag, const uint8_t *c, size_t len)
{
    uint8_t h[4];
    size_t hn = 0;
    h[hn++] = (uint8_t)tag;
    if (len < 0x80) {
        h[hn++] = (uint8_t)len;
    } else if (len < 0x100) {
        h[hn++] = 0x81;
        h[hn++] = (uint8_t)len;
    } else {
        h[hn++] = 0x82;
        h[hn++] = (uint8_t)(len >> 8);
        h[hn++] = (uint8_t)len;
    }
    put(d, h, hn);
    put(d, c, len);
}

/* INTEGER of a big-endian magnitude (minimal) */
static void uint_(dbuf *d, const uint8_t *m, size_t len)
{
    uint8_t t[1100];
    size_t n = 0;
    while (len > 0 && m[0] == 0)
        m++, len--;
    if (len == 0 || (m[0] & 0x80))
        t[n++] = 0;
    memcpy(t + n, m, len);
    tlv(d, 0x02, t, n + len);
}

static const uint8_t oid_pkcs3[] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x03, 0x01};

/* SPKI { { oid, params? }, BIT STRING { INTEGER y } } */
static void spki(dbuf *out, const uint8_t *oid, size_t oidlen, const dbuf *params, const uint8_t *y, size_t ylen)
{
    dbuf alg = {{0}, 0}, bits = {{0}, 0}, seq = {{0}, 0}, in = {{0}, 0};
    tlv(&alg, 0x06, oid, oidlen);
    if (params != NULL)
        put(&alg, params->b, params->n);
    tlv(&seq, 0x30, alg.b, alg.n);
    bits.b[0] = 0;
    bits.n = 1;
    uint_(&in, y, ylen);
    put(&bits, in.b, in.n);
    tlv(&seq, 0x03, bits.b, bits.n);
    out->n = 0;
    tlv(out, 0x30, seq.b, seq.n);
}

/* PKCS#8 { 0 or 1, { oid, params }, OCTET STRING { INTEGER x } [, [1] { 00 INTEGER y }] } */
static void pkcs8(dbuf *out, const dbuf *params, const uint8_t *x, size_t xlen, const uint8_t *y, size_t ylen)
{
    dbuf alg = {{0}, 0}, seq = {{0}, 0}, in = {{0}, 0}, pub = {{0}, 0};
    uint8_t v = y != NULL ? 1 : 0;
    tlv(&seq, 0x02, &v, 1);
    tlv(&alg, 0x06, oid_pkcs3, sizeof oid_pkcs3);
    put(&alg, params->b, params->n);
    tlv(&seq, 0x30, alg.b, alg.n);
    uint_(&in, x, xlen);
    tlv(&seq, 0x04, in.b, in.n);
    if (y != NULL) {
        pub.b[0] = 0;
        pub.n = 1;
        in.n = 0;
        uint_(&in, y, ylen);
        put(&pub, in.b, in.n);
        tlv(&seq, 0x81, pub.b, pub.n);
    }
    out->n = 0;
    tlv(out, 0x30, seq.b, seq.n);
}

/* ---------- round trips ---------- */

static uint8_t x[CAIRN_DH_MAX_BYTES], y[CAIRN_DH_MAX_BYTES], x2[CAIRN_DH_MAX_BYTES], y2[CAIRN_DH_MAX_BYTES];
static uint8_t der[CAIRN_DH_DER_MAX], der2[CAIRN_DH_DER_MAX];
static char pem[CAIRN_DH_PEM_MAX], pem2[CAIRN_DH_PEM_MAX];

/* The group's encoding in format f (the group identity for the checks). */
static size_t group_der(const cairn_dh_group *g, cairn_dh_format f, uint8_t *out)
{
    size_t n = 0;
    if (cairn_dh_group_to_der(g, f, out, CAIRN_DH_DER_MAX, &n) != CAIRN_OK)
        return 0;
    return n;
}

static void round_trip(const cairn_dh_group *grp, cairn_dh_format f, const char *name)
{
    static cairn_dh_group g2;
    static uint8_t gd[CAIRN_DH_DER_MAX], gd2[CAIRN_DH_DER_MAX];
    size_t xl, yl = cairn_dh_group_bytes(grp), n, n2, x2l, y2l, gl;
    const char *fn = f == CAIRN_DH_X942 ? "X9.42" : "PKCS#3";

    gl = group_der(grp, f, gd);
    CHECK(gl > 0, "%s %s: parameters", name, fn);
    CHECK(cairn_dh_group_from_der(&g2, f, gd, gl, NULL, NULL) == CAIRN_OK && group_der(&g2, f, gd2) == gl &&
              memcmp(gd, gd2, gl) == 0,
          "%s %s: parameters read back", name, fn);
    CHECK(cairn_dh_group_to_pem(grp, f, pem, sizeof pem, &n) == CAIRN_OK && strlen(pem) == n &&
              strstr(pem, f == CAIRN_DH_X942 ? "BEGIN X9.42 DH PARAMETERS" : "BEGIN DH PARAMETERS") != NULL,
          "%s %s: parameters PEM", name, fn);
    CHECK(cairn_dh_group_from_pem(&g2, pem, n, NULL, NULL) == CAIRN_OK && group_der(&g2, f, gd2) == gl &&
              memcmp(gd, gd2, gl) == 0,
          "%s %s: parameters PEM read back", name, fn);

    if (!CHECK_RC(cairn_dh_keygen(grp, CAIRN_DH_EXP_DEFAULT, x, sizeof x, &xl, y, sizeof y, prng_rng, NULL), CAIRN_OK,
                  "keygen"))
        return;
    /* public */
    CHECK(cairn_dh_public_key_to_der(grp, f, y, yl, der, sizeof der, &n) == CAIRN_OK, "%s %s: SPKI", name, fn);
    CHECK(cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &y2l, der, n, NULL, NULL) == CAIRN_OK && y2l == yl &&
              memcmp(y, y2, yl) == 0 && group_der(&g2, f, gd2) == gl && memcmp(gd, gd2, gl) == 0,
          "%s %s: SPKI read back", name, fn);
    CHECK(cairn_dh_public_key_to_der(&g2, f, y2, y2l, der2, sizeof der2, &n2) == CAIRN_OK && n2 == n &&
              memcmp(der, der2, n) == 0,
          "%s %s: SPKI writes to itself", name, fn);
    CHECK(cairn_dh_public_key_to_pem(grp, f, y, yl, pem, sizeof pem, &n) == CAIRN_OK &&
              cairn_dh_public_key_from_pem(&g2, y2, sizeof y2, &y2l, pem, n, NULL, NULL) == CAIRN_OK &&
              memcmp(y, y2, yl) == 0,
          "%s %s: SPKI PEM", name, fn);
    /* private */
    CHECK(cairn_dh_private_key_to_der(grp, f, x, xl, der, sizeof der, &n) == CAIRN_OK, "%s %s: PKCS#8", name, fn);
    CHECK(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &x2l, der, n, NULL, NULL) == CAIRN_OK,
          "%s %s: PKCS#8 read back", name, fn);
    /* x comes back as its INTEGER's magnitude: the same number */
    CHECK(x2l <= xl && memcmp(x2, x + xl - x2l, x2l) == 0 && group_der(&g2, f, gd2) == gl && memcmp(gd, gd2, gl) == 0,
          "%s %s: the same x and group", name, fn);
    CHECK(cairn_dh_public(&g2, x2, x2l, y2, sizeof y2) == CAIRN_OK && memcmp(y, y2, yl) == 0,
          "%s %s: the same y from the x read", name, fn);
    CHECK(cairn_dh_private_key_to_der(&g2, f, x2, x2l, der2, sizeof der2, &n2) == CAIRN_OK && n2 == n &&
              memcmp(der, der2, n) == 0,
          "%s %s: PKCS#8 writes to itself", name, fn);
    CHECK(cairn_dh_private_key_to_pem(grp, f, x, xl, pem, sizeof pem, &n) == CAIRN_OK && strlen(pem) == n &&
              cairn_dh_private_key_from_pem(&g2, x2, sizeof x2, &x2l, pem, n, NULL, NULL) == CAIRN_OK &&
              memcmp(x2, x + xl - x2l, x2l) == 0,
          "%s %s: PKCS#8 PEM", name, fn);
    /* the length query and one byte short */
    CHECK(cairn_dh_private_key_to_pem(grp, f, x, xl, NULL, 0, &n2) == CAIRN_OK && n2 == n, "length query");
    memset(pem2, 0x55, sizeof pem2);
    CHECK(cairn_dh_private_key_to_pem(grp, f, x, xl, pem2, n - 1, &n2) == CAIRN_ERR_BUFFER_TOO_SMALL && n2 == n &&
              pem2[0] == 0 && pem2[n - 2] == 0,
          "one byte short: refused, zeroed");
    /* the PEM labels are the format's */
    CHECK_RC(cairn_dh_public_key_from_pem(&g2, y2, sizeof y2, &y2l, pem, n, NULL, NULL), CAIRN_ERR_DECODE,
             "a PRIVATE KEY block as a public key");
    CHECK(cairn_dh_group_bytes(&g2) == 0 && y2l == 0, "refused: group unset, length 0");
}

static void test_named(void)
{
    static const cairn_dh_group_id ids[3] = {CAIRN_DH_FFDHE2048, CAIRN_DH_MODP2048, CAIRN_DH_OAKLEY2};
    static const char *const names[3] = {"ffdhe2048", "MODP-2048", "Oakley 2"};
    static cairn_dh_group g, g2;
    uint8_t gd[CAIRN_DH_DER_MAX], pm2[CAIRN_DH_MAX_BYTES];
    size_t i, gl, pl, n;
    for (i = 0; i < 3; i++) {
        if (!CHECK_RC(cairn_dh_group_named(&g, ids[i]), CAIRN_OK, "named group"))
            continue;
        round_trip(&g, CAIRN_DH_PKCS3, names[i]);
        round_trip(&g, CAIRN_DH_X942, names[i]);
        /* PKCS #3 parameters (p, g only) of a named group: the named group, with q */
        gl = group_der(&g, CAIRN_DH_PKCS3, gd);
        CHECK(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, gd, gl, NULL, NULL) == CAIRN_OK &&
                  cairn_dh_group_to_der(&g2, CAIRN_DH_X942, NULL, 0, &n) == CAIRN_OK,
              "%s: PKCS#3 parameters give the named group (q known)", names[i]);
        /* p - 2 is a non-residue: only a group with q refuses it */
        pl = cairn_dh_group_bytes(&g2);
        memset(pm2, 0xff, pl);
        pm2[pl - 1] = 0xfd;
        CHECK_RC(cairn_dh_check_public(&g2, pm2, pl), CAIRN_ERR_INVALID_KEY, "p - 2 refused (subgroup check)");
    }
}

/* RFC 5114's groups: X9.42 with q, the IUT's x and y. */
static void test_rfc5114(void)
{
    static cairn_dh_group g, g2;
    static uint8_t p[CAIRN_DH_MAX_BYTES], q[64], gen[CAIRN_DH_MAX_BYTES], xi[64], yi[CAIRN_DH_MAX_BYTES];
    long pl = 0, ql = 0, gl = 0, xl = 0, yl = 0;
    size_t n, x2l, y2l, groups = 0;
    char *line, *k, *v;
    FILE *f = tu_open_vector("pyca/dh/RFC5114.txt");
    if (f == NULL)
        return;
    while ((line = tu_getline(f)) != NULL) {
        if (!tu_split_kv(line, &k, &v))
            continue;
        if (strcmp(k, "P") == 0)
            pl = tu_unhex_into(p, sizeof p, v);
        else if (strcmp(k, "Q") == 0)
            ql = tu_unhex_into(q, sizeof q, v);
        else if (strcmp(k, "G") == 0)
            gl = tu_unhex_into(gen, sizeof gen, v);
        else if (strcmp(k, "XstatIUT") == 0)
            xl = tu_unhex_into(xi, sizeof xi, v);
        else if (strcmp(k, "YstatIUT") == 0)
            yl = tu_unhex_into(yi, sizeof yi, v);
        if (strcmp(k, "Result") != 0)
            continue;
        if (!CHECK(pl > 0 && ql > 0 && gl > 0 && xl > 0 && yl > 0, "RFC5114.txt record"))
            break;
        if (!CHECK_RC(cairn_dh_group_custom(&g, p, (size_t)pl, gen, (size_t)gl, q, (size_t)ql, prng_rng, NULL),
                      CAIRN_OK, "RFC 5114 group"))
            continue;
        groups++;
        round_trip(&g, CAIRN_DH_X942, "RFC 5114");
        round_trip(&g, CAIRN_DH_PKCS3, "RFC 5114");
        CHECK(cairn_dh_private_key_to_der(&g, CAIRN_DH_X942, xi, (size_t)xl, der, sizeof der, &n) == CAIRN_OK &&
                  cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &x2l, der, n, prng_rng, NULL) == CAIRN_OK &&
                  cairn_dh_public(&g2, x2, x2l, y2, sizeof y2) == CAIRN_OK && cairn_dh_group_bytes(&g2) == (size_t)yl &&
                  memcmp(y2, yi, (size_t)yl) == 0,
              "RFC 5114: the IUT's x through PKCS#8 gives its y");
        CHECK(cairn_dh_public_key_to_der(&g, CAIRN_DH_X942, yi, (size_t)yl, der, sizeof der, &n) == CAIRN_OK &&
                  cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &y2l, der, n, prng_rng, NULL) == CAIRN_OK &&
                  y2l == (size_t)yl && memcmp(y2, yi, y2l) == 0,
              "RFC 5114: the IUT's y through SubjectPublicKeyInfo");
        /* PKCS #3 drops q: the group read back has none */
        n = group_der(&g, CAIRN_DH_PKCS3, der);
        CHECK(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, der, n, NULL, NULL) == CAIRN_OK &&
                  cairn_dh_group_to_der(&g2, CAIRN_DH_X942, der2, sizeof der2, &n) == CAIRN_ERR_UNSUPPORTED,
              "RFC 5114 as PKCS#3: no q, X9.42 refused");
        pl = ql = gl = xl = yl = 0;
    }
    fclose(f);
    CHECK(groups == 3, "three RFC 5114 groups");
}

/* ---------- openssl/evppkey_ffdhe.txt ---------- */

#define EVP_KEYS 24

typedef struct evp_key {
    char name[32];
    int priv, rc; /* rc: the reader's status */
    cairn_dh_group g;
    uint8_t v[CAIRN_DH_MAX_BYTES]; /* x or y */
    size_t vlen;
} evp_key;

static evp_key *evp_find(evp_key *keys, size_t n, const char *name)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (strcmp(keys[i].name, name) == 0)
            return &keys[i];
    return NULL;
}

/* The file's PEM keys read by cairn (groups above this build's size:
 * refused as documented, their stanzas left out), PrivPubKeyPair (y = g^x)
 * and Derive stanzas without a KDF (the shared secret, padded under
 * dh_pad:1, else unpadded as OpenSSL's default). */
static void test_evp_file(void)
{
    static evp_key keys[EVP_KEYS];
    static char blk[8192];
    static uint8_t want[CAIRN_DH_MAX_BYTES], z[CAIRN_DH_MAX_BYTES], y[CAIRN_DH_MAX_BYTES];
    char derive[32] = "", peer[32] = "", pair[80] = "";
    size_t nkeys = 0, bl = 0, zl, wl = 0, derived = 0, pairs = 0, big = 0;
    int in_pem = 0, pad = 0, kdf = 0, have_secret = 0;
    char *line, *k, *v;
    FILE *f = tu_open_vector("openssl/evppkey_ffdhe.txt");
    if (f == NULL)
        return;
    for (;;) {
        line = tu_getline(f);
        if (in_pem && line != NULL) {
            size_t ll = strlen(line);
            if (bl + ll + 2 < sizeof blk) {
                memcpy(blk + bl, line, ll);
                bl += ll;
                blk[bl++] = '\n';
            }
            if (strncmp(line, "-----END ", 9) == 0) {
                evp_key *e = &keys[nkeys - 1];
                in_pem = 0;
                e->rc = e->priv ? cairn_dh_private_key_from_pem(&e->g, e->v, sizeof e->v, &e->vlen, blk, bl, NULL, NULL)
                                : cairn_dh_public_key_from_pem(&e->g, e->v, sizeof e->v, &e->vlen, blk, bl, NULL, NULL);
                if (e->rc != CAIRN_OK) {
                    big++;
                    CHECK(e->rc == CAIRN_ERR_UNSUPPORTED || e->rc == CAIRN_ERR_BAD_LENGTH,
                          "evppkey_ffdhe %s: refused only as above this build's size (%d)", e->name, e->rc);
                }
            }
            continue;
        }
        if (line == NULL || line[0] == '\0') {
            /* the end of a stanza */
            evp_key *a = evp_find(keys, nkeys, derive), *b = evp_find(keys, nkeys, peer);
            if (derive[0] && !kdf && have_secret && a != NULL && b != NULL && a->rc == CAIRN_OK && b->rc == CAIRN_OK) {
                int rc = cairn_dh_shared(&a->g, a->v, a->vlen, b->v, b->vlen, pad ? CAIRN_DH_PADDED : CAIRN_DH_UNPADDED,
                                         z, sizeof z, &zl);
                CHECK(rc == CAIRN_OK && zl == wl && memcmp(z, want, wl) == 0, "evppkey_ffdhe Derive=%s PeerKey=%s%s",
                      derive, peer, pad ? " (padded)" : "");
                derived++;
            }
            if (pair[0]) {
                char *c = strchr(pair, ':');
                evp_key *x = NULL, *pb = NULL;
                if (c != NULL) {
                    *c = '\0';
                    x = evp_find(keys, nkeys, pair);
                    pb = evp_find(keys, nkeys, c + 1);
                }
                if (x != NULL && pb != NULL && x->rc == CAIRN_OK && pb->rc == CAIRN_OK) {
                    CHECK(cairn_dh_public(&x->g, x->v, x->vlen, y, sizeof y) == CAIRN_OK &&
                              pb->vlen == cairn_dh_group_bytes(&x->g) && memcmp(y, pb->v, pb->vlen) == 0,
                          "evppkey_ffdhe PrivPubKeyPair %s", pair);
                    pairs++;
                }
            }
            derive[0] = peer[0] = pair[0] = '\0';
            pad = kdf = have_secret = 0;
            if (line == NULL)
                break;
            continue;
        }
        if (line[0] == '#' || !tu_split_kv(line, &k, &v))
            continue;
        if ((strcmp(k, "PrivateKey") == 0 || strcmp(k, "PublicKey") == 0) && nkeys < EVP_KEYS) {
            evp_key *e = &keys[nkeys++];
            memset(e, 0, sizeof *e);
            snprintf(e->name, sizeof e->name, "%s", v);
            e->priv = k[1] == 'r';
            in_pem = 1;
            bl = 0;
        } else if (strcmp(k, "Derive") == 0) {
            snprintf(derive, sizeof derive, "%s", v);
        } else if (strcmp(k, "PeerKey") == 0) {
            snprintf(peer, sizeof peer, "%s", v);
        } else if (strcmp(k, "PrivPubKeyPair") == 0) {
            snprintf(pair, sizeof pair, "%s", v);
        } else if (strcmp(k, "Ctrl") == 0 && strcmp(v, "dh_pad:1") == 0) {
            pad = 1;
        } else if (strncmp(k, "KDF", 3) == 0) {
            kdf = 1;
        } else if (strcmp(k, "SharedSecret") == 0) {
            long n = tu_unhex_into(want, sizeof want, v);
            have_secret = n > 0;
            wl = n > 0 ? (size_t)n : 0;
        }
    }
    fclose(f);
    CHECK(nkeys >= 20 && derived >= 5 && pairs >= 6,
          "evppkey_ffdhe: %zu keys (%zu above this build), %zu derivations, %zu pairs", nkeys, big, derived, pairs);
}

/* ---------- bad input ---------- */

static void test_bad(void)
{
    static cairn_dh_group g, g2;
    static uint8_t p[CAIRN_DH_MAX_BYTES], one = 1, two = 2, zero = 0;
    static const uint8_t other_oid[] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x03, 0x02};
    dbuf prm = {{0}, 0}, d = {{0}, 0}, t = {{0}, 0};
    uint8_t gd[CAIRN_DH_DER_MAX];
    size_t pl, xl, n, i, vl, bad;
    int rc;

    if (!CHECK_RC(cairn_dh_group_named(&g, CAIRN_DH_FFDHE2048), CAIRN_OK, "ffdhe2048"))
        return;
    pl = cairn_dh_group_bytes(&g);
    CHECK(cairn_dh_keygen(&g, CAIRN_DH_EXP_DEFAULT, x, sizeof x, &xl, y, sizeof y, prng_rng, NULL) == CAIRN_OK,
          "keygen");
    if (group_der(&g, CAIRN_DH_PKCS3, gd) == 0)
        return;
    /* SEQUENCE header (4), INTEGER header (4), the sign byte 00, then p */
    memcpy(p, gd + 9, pl);
    CHECK(gd[4] == 0x02 && gd[5] == 0x82 && gd[8] == 0x00, "the layout of ffdhe2048's DHParameter");

    /* every truncation of each encoding, and a trailing byte */
    {
        static uint8_t enc[3][CAIRN_DH_DER_MAX];
        size_t el[3];
        CHECK(cairn_dh_public_key_to_der(&g, CAIRN_DH_PKCS3, y, pl, enc[0], sizeof enc[0], &el[0]) == CAIRN_OK &&
                  cairn_dh_private_key_to_der(&g, CAIRN_DH_X942, x, xl, enc[1], sizeof enc[1], &el[1]) == CAIRN_OK &&
                  cairn_dh_group_to_der(&g, CAIRN_DH_X942, enc[2], sizeof enc[2], &el[2]) == CAIRN_OK,
              "encodings");
        for (i = 0; i < 3; i++) {
            size_t cut;
            bad = 0;
            for (cut = 0; cut <= el[i]; cut++) {
                if (cut == el[i]) {
                    enc[i][cut] = 0;
                    cut++;
                }
                rc = i == 0   ? cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &vl, enc[i], cut, NULL, NULL)
                     : i == 1 ? cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, enc[i], cut, NULL, NULL)
                              : cairn_dh_group_from_der(&g2, CAIRN_DH_X942, enc[i], cut, NULL, NULL);
                if (rc != CAIRN_ERR_DECODE || cairn_dh_group_bytes(&g2) != 0)
                    bad++;
            }
            CHECK(bad == 0, "encoding %zu: every truncation and a trailing byte are CAIRN_ERR_DECODE", i);
        }
    }

    /* crafted keys: PKCS #3 parameters */
    uint_(&t, p, pl);
    uint_(&t, &two, 1);
    tlv(&prm, 0x30, t.b, t.n);
    spki(&d, oid_pkcs3, sizeof oid_pkcs3, &prm, y, pl);
    CHECK_RC(cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &vl, d.b, d.n, NULL, NULL), CAIRN_OK, "crafted SPKI");
    CHECK(cairn_dh_public_key_to_der(&g2, CAIRN_DH_PKCS3, y2, vl, der, sizeof der, &n) == CAIRN_OK && n == d.n &&
              memcmp(der, d.b, n) == 0,
          "the crafted SPKI is cairn's encoding");
    spki(&d, other_oid, sizeof other_oid, &prm, y, pl);
    CHECK_RC(cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_UNSUPPORTED,
             "another OID");
    spki(&d, oid_pkcs3, sizeof oid_pkcs3, NULL, y, pl);
    CHECK_RC(cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_UNSUPPORTED,
             "absent parameters");
    /* y = 1, p - 1, p, 0, and p - 2 (outside the subgroup) */
    {
        uint8_t v[CAIRN_DH_MAX_BYTES];
        const char *what[5] = {"y = 1", "y = p - 1", "y = p", "y = 0", "y = p - 2"};
        for (i = 0; i < 5; i++) {
            memcpy(v, p, pl);
            if (i == 0 || i == 3) {
                memset(v, 0, pl);
                v[pl - 1] = i == 0 ? 1 : 0;
            } else {
                v[pl - 1] = (uint8_t)(i == 1 ? 0xfe : i == 2 ? 0xff : 0xfd);
            }
            spki(&d, oid_pkcs3, sizeof oid_pkcs3, &prm, v, pl);
            memset(y2, 0x55, sizeof y2);
            rc = cairn_dh_public_key_from_der(&g2, y2, sizeof y2, &vl, d.b, d.n, NULL, NULL);
            CHECK(rc == CAIRN_ERR_INVALID_KEY && vl == 0 && y2[0] == 0 && y2[pl - 1] == 0, "%s refused", what[i]);
            CHECK_RC(cairn_dh_public_key_to_der(&g, CAIRN_DH_PKCS3, v, pl, der, sizeof der, &n), CAIRN_ERR_INVALID_KEY,
                     "and not written");
        }
    }
    /* x = 0, x = q, x = q - 1 (the largest) */
    pkcs8(&d, &prm, &zero, 1, NULL, 0);
    CHECK_RC(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "x = 0");
    {
        uint8_t qb[CAIRN_DH_MAX_BYTES];
        /* q = (p - 1) / 2 */
        unsigned c = 0;
        for (i = 0; i < pl; i++) {
            unsigned b = p[i];
            qb[i] = (uint8_t)((c << 7) | (b >> 1));
            c = b & 1;
        }
        pkcs8(&d, &prm, qb, pl, NULL, 0);
        CHECK_RC(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_INVALID_KEY,
                 "x = q");
        CHECK_RC(cairn_dh_private_key_to_der(&g, CAIRN_DH_PKCS3, qb, pl, der, sizeof der, &n), CAIRN_ERR_INVALID_KEY,
                 "x = q not written");
        qb[pl - 1]--;
        pkcs8(&d, &prm, qb, pl, NULL, 0);
        CHECK_RC(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, d.b, d.n, NULL, NULL), CAIRN_OK, "x = q - 1");
    }
    /* OneAsymmetricKey v2: the public key must be x's */
    pkcs8(&d, &prm, x, xl, y, pl);
    CHECK_RC(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, d.b, d.n, NULL, NULL), CAIRN_OK,
             "v2 with x's public key");
    pkcs8(&d, &prm, x, xl, &two, 1);
    CHECK_RC(cairn_dh_private_key_from_der(&g2, x2, sizeof x2, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "v2 with another public key");
    /* short output buffers */
    pkcs8(&d, &prm, x, xl, NULL, 0);
    memset(x2, 0x55, sizeof x2);
    CHECK(cairn_dh_private_key_from_der(&g2, x2, 4, &vl, d.b, d.n, NULL, NULL) == CAIRN_ERR_BUFFER_TOO_SMALL &&
              vl == 0 && x2[0] == 0 && x2[3] == 0,
          "x buffer too small: zeroed");
    spki(&d, oid_pkcs3, sizeof oid_pkcs3, &prm, y, pl);
    CHECK_RC(cairn_dh_public_key_from_der(&g2, y2, pl - 1, &vl, d.b, d.n, NULL, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "y buffer too small");

    /* PKCS #3 parameters: privateValueLength accepted, negative or extra fields refused */
    t.n = prm.n = 0;
    uint_(&t, p, pl);
    uint_(&t, &two, 1);
    uint_(&t, (const uint8_t *)"\x01\x00", 2);
    tlv(&prm, 0x30, t.b, t.n);
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, prm.b, prm.n, NULL, NULL), CAIRN_OK, "privateValueLength");
    uint_(&t, &one, 1);
    prm.n = 0;
    tlv(&prm, 0x30, t.b, t.n);
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, prm.b, prm.n, NULL, NULL), CAIRN_ERR_DECODE,
             "a fourth INTEGER");
    t.n = prm.n = 0;
    uint_(&t, p, pl);
    uint_(&t, &two, 1);
    tlv(&t, 0x02, (const uint8_t *)"\xff", 1);
    tlv(&prm, 0x30, t.b, t.n);
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, prm.b, prm.n, NULL, NULL), CAIRN_ERR_DECODE,
             "negative privateValueLength");
    t.n = prm.n = 0;
    uint_(&t, p, pl);
    uint_(&t, &one, 1);
    tlv(&prm, 0x30, t.b, t.n);
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, prm.b, prm.n, NULL, NULL), CAIRN_ERR_INVALID_KEY, "g = 1");
    /* a non-minimal length: the outer SEQUENCE's 0x82 form for a shorter length is fine, 0x83 is not */
    t.n = 0;
    uint_(&t, p, pl);
    uint_(&t, &two, 1);
    prm.n = 0;
    prm.b[prm.n++] = 0x30;
    prm.b[prm.n++] = 0x83;
    prm.b[prm.n++] = 0;
    prm.b[prm.n++] = (uint8_t)(t.n >> 8);
    prm.b[prm.n++] = (uint8_t)t.n;
    put(&prm, t.b, t.n);
    CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_PKCS3, prm.b, prm.n, NULL, NULL), CAIRN_ERR_DECODE,
             "non-minimal length");

    /* X9.42: q required; j and validationParms accepted, in order */
    {
        uint8_t qb[CAIRN_DH_MAX_BYTES], vp[64];
        dbuf vps = {{0}, 0};
        unsigned c = 0;
        for (i = 0; i < pl; i++) {
            unsigned b = p[i];
            qb[i] = (uint8_t)((c << 7) | (b >> 1));
            c = b & 1;
        }
        t.n = prm.n = 0;
        uint_(&t, p, pl);
        uint_(&t, &two, 1);
        tlv(&prm, 0x30, t.b, t.n);
        CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_X942, prm.b, prm.n, NULL, NULL), CAIRN_ERR_DECODE,
                 "X9.42 without q");
        uint_(&t, qb, pl);
        uint_(&t, &two, 1); /* j */
        memset(vp, 0, sizeof vp);
        vp[0] = 0;
        tlv(&vps, 0x03, vp, 21);
        uint_(&vps, &two, 1);
        tlv(&t, 0x30, vps.b, vps.n);
        prm.n = 0;
        tlv(&prm, 0x30, t.b, t.n);
        CHECK(cairn_dh_group_from_der(&g2, CAIRN_DH_X942, prm.b, prm.n, NULL, NULL) == CAIRN_OK &&
                  group_der(&g2, CAIRN_DH_X942, der) == group_der(&g, CAIRN_DH_X942, der2) &&
                  memcmp(der, der2, group_der(&g, CAIRN_DH_X942, der2)) == 0,
              "X9.42 with j and validationParms: the same group");
        /* validationParms before j: refused */
        t.n = 0;
        uint_(&t, p, pl);
        uint_(&t, &two, 1);
        uint_(&t, qb, pl);
        tlv(&t, 0x30, vps.b, vps.n);
        uint_(&t, &two, 1);
        prm.n = 0;
        tlv(&prm, 0x30, t.b, t.n);
        CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_X942, prm.b, prm.n, NULL, NULL), CAIRN_ERR_DECODE,
                 "validationParms before j");
        /* q not dividing p - 1 */
        t.n = 0;
        uint_(&t, p, pl);
        uint_(&t, &two, 1);
        qb[pl - 1] ^= 2;
        uint_(&t, qb, pl);
        prm.n = 0;
        tlv(&prm, 0x30, t.b, t.n);
        CHECK_RC(cairn_dh_group_from_der(&g2, CAIRN_DH_X942, prm.b, prm.n, NULL, NULL), CAIRN_ERR_INVALID_KEY,
                 "q not dividing p - 1");
    }
    /* the parameters' PEM: the label picks the format, others are refused */
    CHECK(cairn_dh_group_to_pem(&g, CAIRN_DH_X942, pem, sizeof pem, &n) == CAIRN_OK, "X9.42 PEM");
    memcpy(strstr(pem, "X9.42"), "X9.43", 5);
    CHECK_RC(cairn_dh_group_from_pem(&g2, pem, n, NULL, NULL), CAIRN_ERR_DECODE, "unknown parameters label");
}

static void test_args(void)
{
    static cairn_dh_group g, unset;
    size_t n = 7, vl = 7;
    uint8_t b[8] = {0};
    CHECK(cairn_dh_group_named(&g, CAIRN_DH_FFDHE2048) == CAIRN_OK, "group");
    CHECK_RC(cairn_dh_group_from_der(NULL, CAIRN_DH_PKCS3, b, 8, NULL, NULL), CAIRN_ERR_BAD_ARG, "NULL group");
    CHECK_RC(cairn_dh_group_from_der(&g, (cairn_dh_format)2, b, 8, NULL, NULL), CAIRN_ERR_BAD_ARG, "format 2");
    CHECK_RC(cairn_dh_group_from_der(&unset, CAIRN_DH_PKCS3, NULL, 8, NULL, NULL), CAIRN_ERR_BAD_ARG, "NULL der");
    CHECK(cairn_dh_group_named(&g, CAIRN_DH_FFDHE2048) == CAIRN_OK, "group");
    CHECK_RC(cairn_dh_group_to_der(&g, (cairn_dh_format)7, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "format 7");
    CHECK_RC(cairn_dh_group_to_der(&unset, CAIRN_DH_PKCS3, der, sizeof der, &n), CAIRN_ERR_STATE, "unset group");
    CHECK_RC(cairn_dh_group_to_der(&g, CAIRN_DH_PKCS3, der, sizeof der, NULL), CAIRN_ERR_BAD_ARG, "NULL len");
    CHECK_RC(cairn_dh_public_key_to_der(&g, CAIRN_DH_PKCS3, NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG, "NULL y");
    CHECK_RC(cairn_dh_private_key_to_der(&g, CAIRN_DH_PKCS3, NULL, 0, der, sizeof der, &n), CAIRN_ERR_BAD_ARG,
             "NULL x");
    CHECK_RC(cairn_dh_public_key_from_der(&g, y, sizeof y, NULL, der, 8, NULL, NULL), CAIRN_ERR_BAD_ARG, "NULL ylen");
    CHECK(cairn_dh_group_bytes(&g) == 0, "group unset after a refused read");
    CHECK_RC(cairn_dh_private_key_from_pem(&g, x, sizeof x, &vl, NULL, 3, NULL, NULL), CAIRN_ERR_BAD_ARG, "NULL pem");
    CHECK(vl == 0, "length 0");
}

int main(void)
{
    tu_prng_seed(&prng, tu_seed(0xd4de5));
    test_named();
    test_rfc5114();
    test_evp_file();
    test_bad();
    test_args();
    return tu_finish("test_dh_der");
}
