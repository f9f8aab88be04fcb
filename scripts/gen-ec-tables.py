#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Generate the Weierstrass curves' constants and base-point tables (src/ec).

Writes, into the directory given (default src/ec):
  ec_consts.c        each curve's constants (cairn_ec_consts, src/ec/ec_engine.h,
                     pointing at arrays of the curve's own limb count):
                     p, a, b, G, n canonical; the Montgomery field's R^2 mod p,
                     R mod p and -p^-1; R^2 mod n and -n^-1 for the scalars;
                     both limb widths (R = 2^(limb bits * limbs) differs for
                     P-521: 9 x 64 against 17 x 32 bits); and the generic
                     Montgomery field object of each curve (fp_mont.c's hooks);
                     n as big-endian bytes for the schemes; a_minus3 (a = -3);
                     for a curve with another a, its a = -3 twist
                     (cairn_ec_twist: b u^6 and u^2, u^3 and their inverses,
                     a u^4 = -3), which the engine computes on.

  ec_table_<curve>.c  the base-point tables (cairn_ec_base_table), in the
                     representation of the curve's fields (REPR below: "mont"
                     for x R mod p, "plain" for x), both limb widths, both
                     configurations (CAIRN_EC_SMALL_TABLE 0 and 1):
                     comb: rows of 2^(w-1) affine points, row r holding
                       j 2^(w span r) G for j = 1..2^(w-1), span =
                       ceil(digits / rows), digits = floor(nbits / w) + 1
                       (the signed Booth digits of ec_point.c);
                     odd: (2j+1) G for j < 2^(odd_w-2), the verification
                       NAF's table (absent in the small configuration, which
                       uses the comb's row 0, odd_w = w).

Usage: python3 scripts/gen-ec-tables.py [outdir]
"""
import os
import sys

# The curves: SEC 2 / FIPS 186-5 parameters (a = -3 for all three; a curve
# without an "a" has a = -3).
CURVES = {
    "p256": dict(
        bits=256,
        p=0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
        b=0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
        gx=0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
        gy=0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
        n=0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
    ),
    "p384": dict(
        bits=384,
        p=2**384 - 2**128 - 2**96 + 2**32 - 1,
        b=0xB3312FA7E23EE7E4988E056BE3F82D19181D9C6EFE8141120314088F5013875AC656398D8A2ED19D2A85C8EDD3EC2AEF,
        gx=0xAA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B9859F741E082542A385502F25DBF55296C3A545E3872760AB7,
        gy=0x3617DE4A96262C6F5D9E98BF9292DC29F8F41DBD289A147CE9DA3113B5F0B8C00A60B1CE1D7E819D7A431D7C90EA0E5F,
        n=0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973,
    ),
    "p521": dict(
        bits=521,
        p=2**521 - 1,
        b=0x0051953EB9618E1C9A1F929A21A0B68540EEA2DA725B99B315F3B8B489918EF109E156193951EC7E937B1652C0BD3BB1BF073573DF883D2C34F1EF451FD46B503F00,
        gx=0x00C6858E06B70404E9CD9E3ECB662395B4429C648139053FB521F828AF606B4D3DBAA14B5E77EFE75928FE1DC127A2FFA8DE3348B3C1856A429BF97E7E31C2E5BD66,
        gy=0x011839296A789A3BC0045C8A5FB42C7D1BD998F54449579B446817AFBD17273E662C97EE72995EF42640C550B9013FAD0761353C7086A272C24088BE94769FD16650,
        n=0x01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409,
    ),
    # ---- brainpool (RFC 5639): general a, no special prime ----
    "bp256r1": dict(
        bits=256,
        p=0xA9FB57DBA1EEA9BC3E660A909D838D726E3BF623D52620282013481D1F6E5377,
        a=0x7D5A0975FC2C3057EEF67530417AFFE7FB8055C126DC5C6CE94A4B44F330B5D9,
        b=0x26DC5C6CE94A4B44F330B5D9BBD77CBF958416295CF7E1CE6BCCDC18FF8C07B6,
        gx=0x8BD2AEB9CB7E57CB2C4B482FFC81B7AFB9DE27E1E3BD23C23A4453BD9ACE3262,
        gy=0x547EF835C3DAC4FD97F8461A14611DC9C27745132DED8E545C1D54C72F046997,
        n=0xA9FB57DBA1EEA9BC3E660A909D838D718C397AA3B561A6F7901E0E82974856A7,
    ),
    "bp384r1": dict(
        bits=384,
        p=0x8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B412B1DA197FB71123ACD3A729901D1A71874700133107EC53,
        a=0x7BC382C63D8C150C3C72080ACE05AFA0C2BEA28E4FB22787139165EFBA91F90F8AA5814A503AD4EB04A8C7DD22CE2826,
        b=0x4A8C7DD22CE28268B39B55416F0447C2FB77DE107DCD2A62E880EA53EEB62D57CB4390295DBC9943AB78696FA504C11,
        gx=0x1D1C64F068CF45FFA2A63A81B7C13F6B8847A3E77EF14FE3DB7FCAFE0CBD10E8E826E03436D646AAEF87B2E247D4AF1E,
        gy=0x8ABE1D7520F9C2A45CB1EB8E95CFD55262B70B29FEEC5864E19C054FF99129280E4646217791811142820341263C5315,
        n=0x8CB91E82A3386D280F5D6F7E50E641DF152F7109ED5456B31F166E6CAC0425A7CF3AB6AF6B7FC3103B883202E9046565,
    ),
    "bp512r1": dict(
        bits=512,
        p=0xAADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA703308717D4D9B009BC66842AECDA12AE6A380E62881FF2F2D82C68528AA6056583A48F3,
        a=0x7830A3318B603B89E2327145AC234CC594CBDD8D3DF91610A83441CAEA9863BC2DED5D5AA8253AA10A2EF1C98B9AC8B57F1117A72BF2C7B9E7C1AC4D77FC94CA,
        b=0x3DF91610A83441CAEA9863BC2DED5D5AA8253AA10A2EF1C98B9AC8B57F1117A72BF2C7B9E7C1AC4D77FC94CADC083E67984050B75EBAE5DD2809BD638016F723,
        gx=0x81AEE4BDD82ED9645A21322E9C4C6A9385ED9F70B5D916C1B43B62EEF4D0098EFF3B1F78E2D0D48D50D1687B93B97D5F7C6D5047406A5E688B352209BCB9F822,
        gy=0x7DDE385D566332ECC0EABFA9CF7822FDF209F70024A57B1AA000C55B881F8111B2DCDE494A5F485E5BCA4BD88A2763AED1CA2B2FA8F0540678CD1E0F3AD80892,
        n=0xAADD9DB8DBE9C48B3FD4E6AE33C9FC07CB308DB3B3C9D20ED6639CCA70330870553E5C414CA92619418661197FAC10471DB1D381085DDADDB58796829CA90069,
    ),
}
# SM2's recommended curve sm2p256v1 (GB/T 32918.5; a = -3 as well).
CURVES["sm2"] = dict(
    bits=256,
    p=2**256 - 2**224 - 2**96 + 2**64 - 1,
    b=0x28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93,
    gx=0x32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7,
    gy=0xBC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0,
    n=0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123,
)
WIDTHS = (64, 32)

# The representation every field of a curve keeps (src/ec/ec_field.h): the
# tables are stored in it. Flip a curve to "plain" when its fields keep the
# value itself, and re-run this script.
REPR = {"p256": "plain", "p384": "plain", "p521": "plain", "bp256r1": "mont", "bp384r1": "mont", "bp512r1": "mont",
        "sm2": "plain"}
# Per limb width where it differs: P-256 with 64-bit limbs keeps a R mod p
# (src/ec/fp_p256.c's Montgomery product for p's -p^-1 mod 2^64 = 1, and
# the x86-64 MULX/ADX one), the value itself with 32-bit limbs (the
# Solinas reduction, the Cortex-M path).
REPR_WIDTH = {("p256", 64): "mont"}


def repr_of(name, lw):
    return REPR_WIDTH.get((name, lw), REPR[name])

# The names in the tables' comments.
DISPLAY = {"p256": "P-256", "p384": "P-384", "p521": "P-521", "bp256r1": "brainpoolP256r1",
           "bp384r1": "brainpoolP384r1", "bp512r1": "brainpoolP512r1", "sm2": "SM2"}

# Base-point tables per configuration: (w, rows, odd_w); odd_w None: no odd
# table (the comb's row 0 serves, NAF width w).
TABLES = {
    "p256": {"big": (5, 52, 7), "small": (4, 8, None)},
    "p384": {"big": (5, 20, 7), "small": (4, 2, None)},
    "p521": {"big": (5, 27, 7), "small": (4, 2, None)},
    "bp256r1": {"big": (5, 52, 7), "small": (4, 8, None)},
    "bp384r1": {"big": (5, 20, 7), "small": (4, 2, None)},
    "bp512r1": {"big": (5, 26, 7), "small": (4, 2, None)},
}
TABLES["sm2"] = {"big": (5, 52, 7), "small": (4, 8, None)}


def nlimbs(bits, w):
    return (bits + w - 1) // w


def limbs(v, w, n):
    return [(v >> (w * i)) & ((1 << w) - 1) for i in range(n)]


def arr(v, w, n, indent="    "):
    # n limbs (a twist's arrays are CAIRN_EC_LIMBS long: limbs past n are left to the zero fill)
    xs = ["0x%0*x" % (w // 4, x) for x in limbs(v, w, n)]
    per = 4 if w == 64 else 8
    rows = [", ".join(xs[i : i + per]) for i in range(0, len(xs), per)]
    return "{" + (",\n" + indent + " ").join(rows) + "}"


def coef_a(c):
    return c.get("a", c["p"] - 3)


def check(c):
    p, b, a = c["p"], c["b"], coef_a(c)
    assert (c["gy"] ** 2 - (c["gx"] ** 3 + a * c["gx"] + b)) % p == 0
    assert p % 4 == 3
    # n G = infinity: (n - 1) G = -G
    x, y = c["gx"], c["gy"]
    assert mul_affine(c["n"] - 1, (x, y), p, a) == (x, (-y) % p)


def twist_u(c):
    """u with a u^4 = -3 (mod p), or None for a = -3 curves: the map
    (x, y) -> (u^2 x, u^3 y) takes the curve to an isomorphic one with a = -3
    and b u^6 (RFC 5639's brainpoolP*t1), whose cheaper formulas the engine
    runs. p = 3 mod 4: square roots are v^((p+1)/4), and of s and -s exactly
    one is a square."""
    p, a = c["p"], coef_a(c)
    if a == p - 3:
        return None
    w = (-3) * pow(a, -1, p) % p
    s = pow(w, (p + 1) // 4, p)
    assert s * s % p == w
    if pow(s, (p - 1) // 2, p) != 1:
        s = p - s
    u = pow(s, (p + 1) // 4, p)
    assert a * pow(u, 4, p) % p == p - 3
    return u


def engine_curve(c):
    """The curve the engine computes on: c itself, or its a = -3 twist"""
    u = twist_u(c)
    if u is None:
        return c
    p = c["p"]
    e = dict(c)
    e["a"] = p - 3
    e["b"] = c["b"] * pow(u, 6, p) % p
    e["gx"] = c["gx"] * u * u % p
    e["gy"] = c["gy"] * pow(u, 3, p) % p
    check(e)
    return e


def add_affine(P, Q, p, a):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0]:
        if (P[1] + Q[1]) % p == 0:
            return None
        lam = (3 * P[0] * P[0] + a) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def mul_affine(k, P, p, a):
    R = None
    for bit in bin(k)[2:]:
        R = add_affine(R, R, p, a)
        if bit == "1":
            R = add_affine(R, P, p, a)
    return R


def emit_consts(w):
    w("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    w("/* Generated by scripts/gen-ec-tables.py: do not edit. */")
    w('#include "ec/ec_engine.h"')
    w("")
    w("#if CAIRN_ENABLE_EC")
    w("")
    for name, c in CURVES.items():
        check(c)
        u = twist_u(c)
        if u is not None:
            p = c["p"]
            e = engine_curve(c)
            w("static const cairn_ec_twist cairn_ec_twist_%s = {" % name)
            for wi, lw in enumerate(WIDTHS):
                w("#if CAIRN_BN_LIMB_BITS == 64" if wi == 0 else "#else")
                n = nlimbs(c["bits"], lw)
                for fld, v in [("b u^6", e["b"]), ("u^2", u * u % p), ("u^3", pow(u, 3, p)),
                               ("u^-2", pow(u * u, -1, p)), ("u^-3", pow(u, -3, p))]:
                    w("    %s, /* %s */" % (arr(v, lw, n), fld))
            w("#endif")
            w("};")
            w("")
        # the values at the curve's own limb count (not CAIRN_EC_LIMBS: no
        # padding to P-521's size), in the order of the EC_V_* indices
        for wi, lw in enumerate(WIDTHS):
            w("#if CAIRN_BN_LIMB_BITS == 64" if wi == 0 else "#else")
            n = nlimbs(c["bits"], lw)
            R = 1 << (lw * n)
            vals = [
                ("p", c["p"]),
                ("a", coef_a(c)),
                ("b", c["b"]),
                ("gx", c["gx"]),
                ("gy", c["gy"]),
                ("n", c["n"]),
                ("p_rr", R * R % c["p"]),
                ("p_one", R % c["p"]),
                ("n_rr", R * R % c["n"]),
            ]
            w("const cairn_limb cairn_ec_vals_%s[EC_V_COUNT][CAIRN_BN_LIMBS(%d)] = {" % (name, c["bits"]))
            for fld, v in vals:
                w("    %s, /* %s */" % (arr(v, lw, n), fld))
            w("};")
        w("#endif")
        nb = c["n"].to_bytes((c["bits"] + 7) // 8, "big")
        xs = ["0x%02x" % v for v in nb]
        w("const uint8_t cairn_ec_n_be_%s[%d] = {" % (name, len(nb)))
        w("    " + ",\n    ".join(", ".join(xs[i : i + 16]) for i in range(0, len(xs), 16)) + ",")
        w("}; /* n, big-endian */")
        w("")
        w("const cairn_ec_consts cairn_ec_consts_%s = {" % name)
        for fld in ("P", "A", "B", "GX", "GY", "N", "P_RR", "P_ONE", "N_RR"):
            w("    cairn_ec_vals_%s[EC_V_%s]," % (name, fld))
        for wi, lw in enumerate(WIDTHS):
            w("#if CAIRN_BN_LIMB_BITS == 64" if wi == 0 else "#else")
            mod = 1 << lw
            w("    0x%x, /* -p^-1 mod 2^%d */" % ((-pow(c["p"], -1, mod)) % mod, lw))
            w("    0x%x, /* -n^-1 mod 2^%d */" % ((-pow(c["n"], -1, mod)) % mod, lw))
        w("#endif")
        w("    cairn_ec_n_be_%s," % name)
        w("    %d, /* a = -3 */" % (1 if coef_a(c) == c["p"] - 3 else 0))
        w("    %s," % ("&cairn_ec_twist_%s" % name if twist_u(c) is not None else "NULL"))
        w("};")
        w("")
        # the Montgomery field over these constants (p0i again as a literal:
        # a const object's value is no constant expression in C; the arrays'
        # addresses are)
        # a curve whose fields are Montgomery ones takes the fixed-size hooks
        # (fp_mont.c's MONT_FIXED) when its size has them
        fx = "mont%d_" % c["bits"] if REPR[name] == "mont" and c["bits"] in (256, 384, 512) else "mont_"
        w("const cairn_ec_field cairn_ec_fp_mont_%s = {" % name)
        w('    {"mont", CAIRN_PRIM_EC_FIELD, 0},')
        w("    CAIRN_BN_LIMBS(%d)," % c["bits"])
        w("    %d," % ((c["bits"] + 7) // 8))
        w("    cairn_ec_vals_%s[EC_V_P]," % name)
        for hook in ("mul", "sqr", "add", "sub", "to", "from"):
            w("    cairn_ec_fp_%s%s," % (fx, hook))
        w("    NULL,")
        w("    NULL,")
        w("    cairn_ec_vals_%s[EC_V_P_ONE]," % name)
        for wi, lw in enumerate(WIDTHS):
            w("#if CAIRN_BN_LIMB_BITS == 64" if wi == 0 else "#else")
            mod = 1 << lw
            w("    0x%x," % ((-pow(c["p"], -1, mod)) % mod))
        w("#endif")
        w("    cairn_ec_vals_%s[EC_V_P_RR]," % name)
        w("};")
        w("")
    w("#endif")


def to_repr(name, v, lw):
    c = CURVES[name]
    if repr_of(name, lw) == "plain":
        return v
    assert repr_of(name, lw) == "mont"
    return (v << (lw * nlimbs(c["bits"], lw))) % c["p"]


def comb_rows(name, w, rows):
    c = engine_curve(CURVES[name])
    p = c["p"]
    digits = c["bits"] // w + 1
    span = -(-digits // rows)
    out, base = [], (c["gx"], c["gy"])
    for _ in range(rows):
        row, acc = [], base
        for _ in range(1 << (w - 1)):
            row.append(acc)
            acc = add_affine(acc, base, p, coef_a(c))
        out.append(row)
        for _ in range(w * span):
            base = add_affine(base, base, p, coef_a(c))
    return out


def odd_points(name, odd_w):
    c = engine_curve(CURVES[name])
    p = c["p"]
    g = (c["gx"], c["gy"])
    g2 = add_affine(g, g, p, coef_a(c))
    out, acc = [], g
    for _ in range(1 << (odd_w - 2)):
        out.append(acc)
        acc = add_affine(acc, g2, p, coef_a(c))
    return out


def emit_points(w, name, cname, pts):
    c = CURVES[name]
    w("static const cairn_limb %s[] = {" % cname)
    for wi, lw in enumerate(WIDTHS):
        w("#if CAIRN_BN_LIMB_BITS == 64" if wi == 0 else "#else")
        n = nlimbs(c["bits"], lw)
        per = 4 if lw == 64 else 8
        for (x, y) in pts:
            xs = []
            for v in (x, y):
                xs += ["0x%0*x" % (lw // 4, l) for l in limbs(to_repr(name, v, lw), lw, n)]
            for i in range(0, len(xs), per):
                w("    " + ", ".join(xs[i : i + per]) + ",")
    w("#endif")
    w("};")


def emit_table(w, name):
    c = CURVES[name]
    w("/* SPDX-License-Identifier: Apache-2.0 OR MIT */")
    w("/*")
    w(" * %s base-point tables (scripts/gen-ec-tables.py: do not edit), field" % DISPLAY[name])
    reprs = set(repr_of(name, lw) for lw in WIDTHS)
    rdesc = ('"%s"' % REPR[name] if len(reprs) == 1 else
             " and ".join('"%s" with %d-bit limbs' % (repr_of(name, lw), lw) for lw in WIDTHS))
    w(" * representation %s%s." % (rdesc, ", points of the a = -3 twist (x u^2, y u^3)" if twist_u(CURVES[name]) else ""))
    for cfg in ("big", "small"):
        wd, rows, odd_w = TABLES[name][cfg]
        digits = c["bits"] // wd + 1
        span = -(-digits // rows)
        w(" * %s: %d-bit digits, %d rows of %d points (span %d), %s." % (
            "default" if cfg == "big" else "CAIRN_EC_SMALL_TABLE",
            wd, rows, 1 << (wd - 1), span,
            "odd multiples up to %d G" % ((1 << (odd_w - 1)) - 1) if odd_w else "no odd table"))
    w(" */")
    w('#include "ec/ec_engine.h"')
    w("")
    w("#if CAIRN_ENABLE_EC")
    for cfg in ("big", "small"):
        wd, rows, odd_w = TABLES[name][cfg]
        w("")
        w("#if !CAIRN_EC_SMALL_TABLE" if cfg == "big" else "#else")
        w("")
        pts = [pt for row in comb_rows(name, wd, rows) for pt in row]
        emit_points(w, name, "comb", pts)
        if odd_w:
            w("")
            emit_points(w, name, "odd", odd_points(name, odd_w))
        w("")
        w("const cairn_ec_base_table cairn_ec_table_%s = {%d, %d, comb, %d, %s};" % (
            name, wd, rows, odd_w or wd, "odd" if odd_w else "NULL"))
    w("")
    w("#endif")
    w("")
    w("#endif")


def write(path, emit, *args):
    lines = []
    emit(lines.append, *args)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "src/ec"
    write(os.path.join(out, "ec_consts.c"), emit_consts)
    for name in CURVES:
        write(os.path.join(out, "ec_table_%s.c" % name), emit_table, name)


if __name__ == "__main__":
    main()
