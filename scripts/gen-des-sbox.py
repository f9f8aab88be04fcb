#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derives boolean circuits for the eight DES S-boxes from the tables of
FIPS 46-3 and prints the bitsliced DES round function used by
src/cipher/des3.c (the block between the "generated" markers there).

  scripts/gen-des-sbox.py            print the generated C block
  scripts/gen-des-sbox.py --update   rewrite that block in src/cipher/des3.c

It takes a few minutes (the search is plain Python, rerun for every order
of the outputs).

Method (a heuristic, not a minimum-gate search): every output bit is built
by recursive decomposition on one input variable v with cofactors f0, f1:
  f = f0 ^ (v & (f0 ^ f1))        (Shannon / positive Davio)
  f = f1 ^ (~v & (f0 ^ f1))       (negative Davio)
plus the degenerate forms (v & f1, f0 | v, f0 ^ v, ...), and f = c ^ g for a
function c already computed when g has smaller support. A dynamic program
over the sub-functions (memoised on truth tables, already-built functions
cost 0) picks the cheapest decomposition; the four outputs of an S-box share
every sub-function, and the script tries every order of the outputs and keeps
the smallest circuit. Each circuit is checked against the table on all 64
inputs before it is printed.
"""
import itertools
import re
import sys

SBOX = [
    [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
     0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
     4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
     15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
    [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
     3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
     0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
     13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
    [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
     13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
     13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
     1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
    [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
     13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
     10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
     3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
    [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
     14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
     4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
     11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
    [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
     10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
     9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
     4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
    [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
     13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
     1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
     6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
    [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
     1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
     7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
     2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
]
E = [32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
     16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1]
P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
     2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25]

FULL = (1 << 64) - 1
# Input x = b1 b2 b3 b4 b5 b6 (b1 the most significant); variable v is b(v+1).
VAR = [sum(1 << x for x in range(64) if (x >> (5 - v)) & 1) for v in range(6)]
# Cost of each gate on a machine without and-not (x86-64 baseline).
COST = {"^": 1, "&": 1, "|": 1, "&~": 2, "~": 1}


def sbox_out(s, x, o):
    """Output bit o (0 = most significant) of S-box s on input x."""
    row = ((x >> 4) & 2) | (x & 1)
    col = (x >> 1) & 15
    return (SBOX[s][16 * row + col] >> (3 - o)) & 1


def cof(tt, v):
    """Cofactors (v = 0, v = 1) as 64-bit truth tables independent of v."""
    m = VAR[v]
    sh = 1 << (5 - v)
    f1 = tt & m
    f0 = tt & ~m & FULL
    return (f0 | (f0 << sh)) & FULL, (f1 | (f1 >> sh)) & FULL


def support(tt):
    return [v for v in range(6) if cof(tt, v)[0] != cof(tt, v)[1]]


class Synth:
    def __init__(self):
        self.gates = []          # (dst, op, a, b)
        self.have = {}           # truth table -> node name
        for v in range(6):
            self.have[VAR[v]] = "a%d" % (v + 1)
        self.memo = {}

    def cost(self, tt):
        """Estimated cost (no sharing beyond what is built) and the plan."""
        if tt in self.have:
            return 0, ("have",)
        if tt in self.memo:
            return self.memo[tt]
        if tt == 0 or tt == FULL:
            raise ValueError("constant sub-function")
        if (tt ^ FULL) in self.have:
            r = (COST["~"], ("not", tt ^ FULL))
            self.memo[tt] = r
            return r
        sup = support(tt)
        best = None
        for v in sup:
            f0, f1 = cof(tt, v)
            V = VAR[v]
            cands = []
            if f1 == f0 ^ FULL:
                cands.append((COST["^"], ("xor", f0, V), [f0]))
            elif f0 == 0:
                cands.append((COST["&"], ("and", V, f1), [f1]))
            elif f1 == 0:
                cands.append((COST["&~"], ("andnot", f0, V), [f0]))
            elif f1 == FULL:
                cands.append((COST["|"], ("or", V, f0), [f0]))
            elif f0 == FULL:
                cands.append((COST["~"] + COST["|"], ("ornot", f1, V), [f1]))
            else:
                d = f0 ^ f1
                cands.append((COST["&"] + COST["^"], ("pdavio", f0, V, d), [f0, d]))
                cands.append((COST["&~"] + COST["^"], ("ndavio", f1, V, d), [f1, d]))
            for c0, plan, subs in cands:
                c = c0 + sum(self.cost(s)[0] for s in subs)
                if best is None or c < best[0]:
                    best = (c, plan)
        for h in list(self.have):
            g = tt ^ h
            if g != 0 and g != FULL and len(support(g)) < len(sup):
                c = COST["^"] + self.cost(g)[0]
                if c < best[0]:
                    best = (c, ("xor", g, h))
        self.memo[tt] = best
        return best

    def emit(self, op, a, b, tt):
        name = "t%d" % len(self.gates)
        self.gates.append((name, op, a, b))
        self.have[tt] = name
        self.memo = {}
        return name

    def build(self, tt):
        if tt in self.have:
            return self.have[tt]
        _, plan = self.cost(tt)
        kind = plan[0]
        if kind == "not":
            return self.emit("~", self.build(plan[1]), None, tt)
        if kind == "xor":
            a = self.build(plan[1])
            b = self.build(plan[2])
            return self.emit("^", a, b, tt)
        if kind == "and":
            a = self.build(plan[1])
            b = self.build(plan[2])
            return self.emit("&", a, b, tt)
        if kind == "or":
            a = self.build(plan[1])
            b = self.build(plan[2])
            return self.emit("|", a, b, tt)
        if kind == "andnot":
            a = self.build(plan[1])
            b = self.build(plan[2])
            return self.emit("&~", a, b, tt)
        if kind == "ornot":
            # f0 == all ones: f = f1 | ~v
            f1, v = plan[1], plan[2]
            nv = self.build(v ^ FULL) if (v ^ FULL) in self.have else None
            if nv is None:
                nv = self.emit("~", self.build(v), None, v ^ FULL)
            return self.emit("|", self.build(f1), nv, tt)
        if kind == "pdavio":
            f0, v, d = plan[1], plan[2], plan[3]
            a = self.build(f0)
            dd = self.build(d)
            m = self.emit("&", self.build(v), dd, v & d)
            return self.emit("^", a, m, tt)
        if kind == "ndavio":
            f1, v, d = plan[1], plan[2], plan[3]
            a = self.build(f1)
            dd = self.build(d)
            m = self.emit("&~", dd, self.build(v), d & ~v & FULL)
            return self.emit("^", a, m, tt)
        raise AssertionError(kind)


def gate_cost(gates):
    return sum(COST[g[1]] for g in gates)


def synth_sbox(s):
    tts = [sum(sbox_out(s, x, o) << x for x in range(64)) for o in range(4)]
    best = None
    for order in itertools.permutations(range(4)):
        sy = Synth()
        outs = [None] * 4
        for o in order:
            outs[o] = sy.build(tts[o])
        c = gate_cost(sy.gates)
        if best is None or c < best[0]:
            best = (c, sy.gates, outs)
    c, gates, outs = best
    check(s, gates, outs)
    return gates, outs


def check(s, gates, outs):
    for x in range(64):
        val = {"a%d" % (v + 1): (x >> (5 - v)) & 1 for v in range(6)}
        for dst, op, a, b in gates:
            if op == "~":
                val[dst] = 1 ^ val[a]
            elif op == "^":
                val[dst] = val[a] ^ val[b]
            elif op == "&":
                val[dst] = val[a] & val[b]
            elif op == "|":
                val[dst] = val[a] | val[b]
            elif op == "&~":
                val[dst] = val[a] & (1 ^ val[b])
        for o in range(4):
            if val[outs[o]] != sbox_out(s, x, o):
                raise AssertionError("S%d output %d wrong at %d" % (s + 1, o, x))


def generate():
    # S-output bit m (1-based) lands in f bit k where P[k - 1] = m.
    pinv = {P[k]: k + 1 for k in range(32)}
    lines = []
    lines.append("/* BEGIN generated by scripts/gen-des-sbox.py: do not edit */")
    total = 0
    for s in range(8):
        gates, outs = synth_sbox(s)
        cost = gate_cost(gates)
        total += cost
        lines.append("/* S%d: %d gates (%d word operations without and-not) */" % (s + 1, len(gates), cost))
        lines.append("CAIRN_INLINE void des_bs_s%d(des_word *l, des_word a1, des_word a2, des_word a3, des_word a4,"
                     % (s + 1))
        lines.append("                            des_word a5, des_word a6)")
        lines.append("{")
        used = set()
        for _, _, a, b in gates:
            used.add(a)
            used.add(b)
        for dst, op, a, b in gates:
            if op == "~":
                expr = "~%s" % a
            elif op == "&~":
                expr = "%s & ~%s" % (a, b)
            else:
                expr = "%s %s %s" % (a, op, b)
            lines.append("    des_word %s = %s;" % (dst, expr))
        for o in range(4):
            m = 4 * s + o + 1
            lines.append("    l[%d] ^= %s;" % (pinv[m] - 1, outs[o]))
        # inputs not used by the circuit (never the case for DES) would warn
        for v in range(6):
            if "a%d" % (v + 1) not in used:
                lines.append("    (void)a%d;" % (v + 1))
        lines.append("}")
        lines.append("")
    lines.append("/* l ^= f(r, k): S-box i reads E bits 6 i .. 6 i + 5 of r (0-based in r), each")
    lines.append(" * xored with round-key bit 6 i + j of kw (a mask word per bit). Not inlined:")
    lines.append(" * one copy of the eight circuits keeps the code small for microcontrollers. */")
    lines.append("static void des_bs_f(des_word *l, const des_word *r, uint64_t kw)")
    lines.append("{")
    for s in range(8):
        args = ["r[%d] ^ DES_KM(kw, %d)" % (E[6 * s + j] - 1, 6 * s + j) for j in range(6)]
        lines.append("    des_bs_s%d(l, %s," % (s + 1, ", ".join(args[:3])))
        lines.append("              %s);" % ", ".join(args[3:]))
    lines.append("}")
    lines.append("/* %d word operations for the eight S-boxes */" % total)
    lines.append("/* END generated by scripts/gen-des-sbox.py */")
    return "\n".join(lines) + "\n"


def main():
    code = generate()
    if len(sys.argv) > 1 and sys.argv[1] == "--update":
        path = "src/cipher/des3.c"
        with open(path) as f:
            src = f.read()
        pat = re.compile(r"/\* BEGIN generated by scripts/gen-des-sbox\.py.*?/\* END generated by "
                         r"scripts/gen-des-sbox\.py \*/\n", re.S)
        if not pat.search(src):
            sys.exit("markers not found in " + path)
        src = pat.sub(lambda m: code, src)
        with open(path, "w") as f:
            f.write(src)
    else:
        sys.stdout.write(code)


if __name__ == "__main__":
    main()
