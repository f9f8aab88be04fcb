#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Derives the SM4 S-box circuits of src/cipher/sm4.c (the block between the
"generated" markers there).

  scripts/gen-sm4-sbox.py            print the generated C block
  scripts/gen-sm4-sbox.py --update   rewrite that block in src/cipher/sm4.c

The SM4 S-box is S(x) = A inv(A x + c) + c, inversion in GF(2^8) modulo
x^8+x^7+x^6+x^5+x^4+x^2+1, A the circulant matrix of 0xa7 rows, c = 0xd3.
Its input constant A^-1 c is added through the round keys, so a circuit
sees y = x + A^-1 c and computes A inv(A y) (the callers add c). Two
circuits, each checked against the S-box (computed from its algebraic
definition and from the standard's first row) on all 256 inputs:

sm4_sbox32 and sm4_sbox64 (the two-block core on 32-bit targets and the
sixteen-block core; 124 gates): a field isomorphism phi (x -> BETA, a root of the SM4 polynomial in
the AES field GF(2)[x]/(x^8+x^4+x^3+x+1)) turns the inversion into the AES
field's, inv(z) = phi^-1 inv_AES(phi z), and the circuit is

  top     the 22 linear inputs of the nonlinear section, as XORs of the 8
          input planes: the AES circuit's own top layer composed with
          phi A (a linear map of y)
  middle  the nonlinear section of Boyar and Peralta's 115-gate AES S-box
          circuit ("A new combinational logic minimization technique with
          applications to cryptology", SEA 2010; its names y, t, z: 32 ANDs,
          30 XORs; its 18 outputs are linear in the inverse)
  bottom  the outputs as XORs of those 18 signals: A phi^-1 of the inverse,
          solved over GF(2) from the 256 input values.

sm4_sbox_tower32 (the one-block core, and the two-block core on 64-bit
targets; 143 gates): the tower-field inversion
GF(((2^2)^2)^2) of the model below, laid out as alternating linear layers
and AND layers so that every linear step is shared as widely as possible:

  L0  the 8 input planes -> the operand forms of ah, al and ah + al for the
      Karatsuba GF(16) products (9 each), and the linear part of
      delta = wz ah^2 + ah al + al^2
  A1  ah * al (9 ANDs)
  L1  delta's GF(16) inversion inputs      A2  3 ANDs (a GF(4) product)
  L2  the GF(4) inverse's operand forms    A3  6 ANDs (two GF(4) products)
  L3  the 9 operand forms of delta^-1      A4  ah delta^-1, (ah + al) delta^-1 (18 ANDs)
  L4  the output map (the inverse isomorphism, A, and the recombination of
      the Karatsuba products), without the constant 0xd3.

It has more gates but fewer values live at once: in the one-block core, with
four lanes of each plane busy, gcc spills less of it (Cortex-M7, gcc 12:
215 instructions a tau against 220 for the 124-gate circuit; in the two-block
core 239 against 225).

Every linear layer is a set of target XOR combinations of the signals
available to it, built by greedy pair sharing (Paar's heuristic: repeatedly
compute the XOR of the pair of signals that occurs in the most targets, ties
broken at random, the best of TRIALS seeded runs).
"""
import itertools
import random
import re
import sys

# ---- the fields (the conventions of sm4.c's bitsliced circuit) ----


def gf4_mul(a, b):
    a1, a0 = a >> 1 & 1, a & 1
    b1, b0 = b >> 1 & 1, b & 1
    t = a0 & b0
    return (((a1 ^ a0) & (b1 ^ b0)) ^ t) << 1 | (t ^ (a1 & b1))


def gf16_mul(a, b):
    al, ah, bl, bh = a & 3, a >> 2, b & 3, b >> 2
    t = gf4_mul(al, bl)
    h = gf4_mul(ah, bh)
    m = gf4_mul(ah ^ al, bh ^ bl)
    c_hi = m ^ t
    # c_lo = t + w h
    c_lo = t ^ gf4_mul(2, h)
    return c_hi << 2 | c_lo


def gf16_inv(a):
    for r in range(16):
        if gf16_mul(a, r) == 1:
            return r
    return 0


def lin_apply(rows, x):
    """rows[i]: mask of the input bits that xor into output bit i."""
    r = 0
    for i, m in enumerate(rows):
        r |= (bin(m & x).count("1") & 1) << i
    return r


# the input map of sm4.c (x -> u), as masks over x bits
U_ROWS = [
    0b00010001,  # u0 = x0 ^ x4
    0b01000010,  # u1 = x1 ^ x6
    0b00001000,  # u2 = x3
    0b11011100,  # u3 = x2 ^ x3 ^ x4 ^ x6 ^ x7
    0b11010011,  # u4 = x0 ^ x1 ^ x4 ^ x6 ^ x7
    0b00111111,  # u5 = x0 ^ x1 ^ x4 ^ x2 ^ x3 ^ x5
    0b10000100,  # u6 = x2 ^ x7
    0b01111111,  # u7 = u5 ^ x6
]
# the output map (v -> x), without the constant
V_ROWS = [
    0b10100001,  # x0 = v0 ^ v5 ^ v7 (complemented)
    0b01100101,  # x1 = v0 ^ v2 ^ v5 ^ v6 (complemented)
    0b00011110,  # x2 = v1 ^ v2 ^ v3 ^ v4
    0b10110101,  # x3 = v0 ^ v2 ^ v4 ^ v5 ^ v7
    0b01010010,  # x4 = v1 ^ v4 ^ v6 (complemented)
    0b01110010,  # x5 = v1 ^ v4 ^ v5 ^ v6
    0b00011111,  # x6 = v0 ^ v1 ^ v2 ^ v3 ^ v4 (complemented)
    0b11000011,  # x7 = v0 ^ v1 ^ v6 ^ v7 (complemented)
]
OUT_CONST = 0xD3
SBOX_IN = 0x75  # A^-1 0xd3, added to the input through the round keys


def sbox_tower(y):
    """S(x) for y = x ^ SBOX_IN, by the tower field (the model of the circuit)."""
    u = lin_apply(U_ROWS, y)
    ah, al = u >> 4, u & 15
    delta = gf16_mul(gf16_mul(ah, ah), 0b1000) ^ gf16_mul(ah, al) ^ gf16_mul(al, al)
    di = gf16_inv(delta)
    v = gf16_mul(ah, di) << 4 | gf16_mul(ah ^ al, di)
    return lin_apply(V_ROWS, v) ^ OUT_CONST


def sbox_algebraic(x):
    """S(x) = A inv(A x + c) + c in GF(2^8) mod x^8+x^7+x^6+x^5+x^4+x^2+1,
    A the circulant of 0xa7 (row i, giving output bit i: 0xa7 rotated left by i)."""
    poly = 0x1F5

    def mul(a, b):
        r = 0
        while b:
            if b & 1:
                r ^= a
            b >>= 1
            a <<= 1
            if a & 0x100:
                a ^= poly
        return r

    def inv(a):
        if a == 0:
            return 0
        r = 1
        for _ in range(254):
            r = mul(r, a)
        return r

    def aff(v):
        r = 0
        for i in range(8):
            row = ((0xA7 << i) | (0xA7 >> (8 - i))) & 0xFF
            bit = bin(row & v).count("1") & 1
            r |= bit << i
        return r ^ 0xD3

    return aff(inv(aff(x)))


FIRST_ROW = [0xD6, 0x90, 0xE9, 0xFE, 0xCC, 0xE1, 0x3D, 0xB7, 0x16, 0xB6, 0x14, 0xC2, 0x28, 0xFB, 0x2C, 0x05]

# ---- the layered circuit ----

# operand forms of a GF(4) product x * y: x0, x1 ^ x0, x1 (masks over (x1, x0))
GF4_FORMS = [0b01, 0b11, 0b10]
# operand forms of a GF(16) product (Karatsuba): the low GF(4) halves, the
# high halves, their sums; masks over the 4 bits of the GF(16) element
GF16_FORMS = [0b0001, 0b0011, 0b0010, 0b0100, 0b1100, 0b1000, 0b0101, 0b1111, 0b1010]


def compose(form, rows):
    """A mask over an element's bits -> a mask over the variables the bits are forms of."""
    r = 0
    for i, m in enumerate(rows):
        if form >> i & 1:
            r ^= m
    return r


def recombine16(p):
    """The 4 bits of a GF(16) product from its 9 Karatsuba AND outputs
    (each a mask over signals): low half t = p0..2, high h = p3..5, mid m = p6..8."""

    def gf4(q):
        # GF4_MUL: c1 = q1 ^ q0, c0 = q0 ^ q2
        return [q[0] ^ q[2], q[1] ^ q[0]]

    t, h, m = gf4(p[0:3]), gf4(p[3:6]), gf4(p[6:9])
    c2, c3 = m[0] ^ t[0], m[1] ^ t[1]
    c1 = t[1] ^ h[1] ^ h[0]
    c0 = t[0] ^ h[1]
    return [c0, c1, c2, c3]


class Circuit:
    def __init__(self, nin):
        self.names = ["x%d" % i for i in range(nin)]
        self.ops = []  # (name, op, a, b)
        self.nxor = self.nand = 0

    def new(self, op, a, b):
        name = "t%d" % len(self.ops)
        self.ops.append((name, op, a, b))
        self.names.append(name)
        if op == "^":
            self.nxor += 1
        else:
            self.nand += 1
        return len(self.names) - 1

    def linear(self, targets, trials=None):
        """targets: sets of signal indices; returns the signal computing each XOR.
        Greedy pair sharing, ties broken at random: the best of `trials` runs
        (a fixed seed, so the output is reproducible) is kept."""
        rng = random.Random(len(self.names))
        trials = trials or TRIALS
        best_seq = None
        for trial in range(trials):
            seq = self._greedy(targets, rng if trial else None)
            if best_seq is None or len(seq) < len(best_seq):
                best_seq = seq
        work = [set(t) for t in targets]
        nxt = {}
        for pair in best_seq:
            s = self.new("^", nxt.get(pair[0], pair[0]), nxt.get(pair[1], pair[1]))
            nxt[("n", pair)] = s
            for t in work:
                if pair[0] in t and pair[1] in t:
                    t.discard(pair[0])
                    t.discard(pair[1])
                    t.add(("n", pair))
        out = []
        for t in work:
            assert len(t) == 1, "a target reduced to nothing (a zero form)"
            k = next(iter(t))
            out.append(nxt[k] if isinstance(k, tuple) else k)
        return out

    @staticmethod
    def _greedy(targets, rng):
        work = [set(t) for t in targets]
        seq = []
        while True:
            count = {}
            for t in work:
                if len(t) > 1:
                    for p in itertools.combinations(sorted(t, key=repr), 2):
                        count[p] = count.get(p, 0) + 1
            if not count:
                return seq
            best = max(count.values())
            cands = sorted((p for p, c in count.items() if c == best), key=repr)
            pair = rng.choice(cands) if rng else cands[0]
            seq.append(pair)
            for t in work:
                if pair[0] in t and pair[1] in t:
                    t.discard(pair[0])
                    t.discard(pair[1])
                    t.add(("n", pair))

    def ands(self, pairs):
        return [self.new("&", a, b) for a, b in pairs]


def sigset(mask, base):
    return {base[i] for i in range(len(base)) if mask >> i & 1}


TWO_STEP_L0 = True
TRIALS = 400
TWO_STEP_L1 = True
TWO_STEP_L4 = True


def build():
    c = Circuit(8)
    xs = list(range(8))
    ah_rows, al_rows = U_ROWS[4:8], U_ROWS[0:4]
    s_rows = [a ^ b for a, b in zip(ah_rows, al_rows)]
    f_ah = [compose(f, ah_rows) for f in GF16_FORMS]
    f_al = [compose(f, al_rows) for f in GF16_FORMS]
    f_s = [compose(f, s_rows) for f in GF16_FORMS]
    # delta's linear part wz ah^2 + al^2, as masks over the u bits then over x
    dl_rows_u = []
    for bit in range(4):
        m = 0
        for i in range(8):
            u = 1 << i
            ah, al = u >> 4, u & 15
            val = gf16_mul(gf16_mul(ah, ah), 0b1000) ^ gf16_mul(al, al)
            if val >> bit & 1:
                m |= 1 << i
        dl_rows_u.append(m)
    d_lin = [compose(m, U_ROWS) for m in dl_rows_u]
    l0_masks = f_ah + f_al + f_s + d_lin
    if TWO_STEP_L0:
        usig = c.linear([sigset(m, xs) for m in U_ROWS])
        # U_ROWS is invertible: express each form over the u bits
        ubasis = {}
        for i in range(256):
            ubasis[compose(i, U_ROWS)] = i
        l0 = c.linear([sigset(ubasis[m], usig) for m in l0_masks])
    else:
        l0 = c.linear([sigset(m, xs) for m in l0_masks])
    s_ah, s_al, s_s, s_dl = l0[0:9], l0[9:18], l0[18:27], l0[27:31]
    # A1: ah * al
    p = c.ands(list(zip(s_ah, s_al)))
    # delta's bits as masks over (p0..p8, dl0..dl3)
    base1 = p + s_dl
    rec = recombine16([1 << i for i in range(9)])
    delta = [rec[i] ^ (1 << (9 + i)) for i in range(4)]
    # GF(16) inversion of delta = (A1 = (d3, d2), A0 = (d1, d0)):
    #   g = A1 A0 (3 ANDs), e = w A1^2 + g + A0^2, e^-1 = e^2,
    #   r_hi = A1 e^-1, r_lo = (A1 + A0) e^-1 (6 ANDs)
    def dform(f, rows):
        return compose(f, rows)

    a1_rows, a0_rows = [delta[2], delta[3]], [delta[0], delta[1]]
    a10_rows = [delta[0] ^ delta[2], delta[1] ^ delta[3]]
    # e's linear part: w A1^2 + A0^2, from GF(4) arithmetic on the basis
    el_rows = []
    for bit in range(2):
        m = 0
        for i in range(4):
            a = 1 << i
            hi, lo = a >> 2, a & 3
            val = gf4_mul(2, gf4_mul(hi, hi)) ^ gf4_mul(lo, lo)
            if val >> bit & 1:
                m ^= delta[i]
        el_rows.append(m)
    l1_masks = [dform(f, a1_rows) for f in GF4_FORMS] + [dform(f, a0_rows) for f in GF4_FORMS]
    l1_masks += [dform(f, a10_rows) for f in GF4_FORMS] + el_rows
    if TWO_STEP_L1:
        dsig = c.linear([sigset(m, base1) for m in delta])
        # the same forms, over delta's bits
        dbasis = {}
        for i in range(16):
            m = 0
            for j in range(4):
                if i >> j & 1:
                    m ^= delta[j]
            dbasis[m] = i
        l1 = c.linear([sigset(dbasis[m], dsig) for m in l1_masks])
    else:
        l1 = c.linear([sigset(m, base1) for m in l1_masks])
    s_a1, s_a0, s_a10, s_el = l1[0:3], l1[3:6], l1[6:9], l1[9:11]
    g = c.ands(list(zip(s_a1, s_a0)))
    # e = gf4(g) + el; e^-1 = (e1, e0 ^ e1); operand forms of e^-1
    base2 = g + s_el
    e0 = 0b001 | 0b100 | 1 << 3  # g0 ^ g2 ^ el0
    e1 = 0b010 | 0b001 | 1 << 4  # g1 ^ g0 ^ el1
    ei = [e0 ^ e1, e1]  # (bit0, bit1) of e^2 = e1 w + e0 + e1
    l2 = c.linear([sigset(compose(f, ei), base2) for f in GF4_FORMS])
    q = c.ands(list(zip(s_a1, l2)) + list(zip(s_a10, l2)))
    # delta^-1 = (r_hi, r_lo): bits 0,1 = r_lo, 2,3 = r_hi
    def gf4rec(off):
        return [1 << off | 1 << (off + 2), 1 << (off + 1) | 1 << off]

    r_hi, r_lo = gf4rec(0), gf4rec(3)
    dinv = [r_lo[0], r_lo[1], r_hi[0], r_hi[1]]
    l3 = c.linear([sigset(compose(f, dinv), q) for f in GF16_FORMS])
    qa = c.ands(list(zip(s_ah, l3)))
    qs = c.ands(list(zip(s_s, l3)))
    vh = recombine16([1 << i for i in range(9)])
    vl = recombine16([1 << (9 + i) for i in range(9)])
    v = vl + vh
    out = [compose(row, v) for row in V_ROWS]
    if TWO_STEP_L4:
        vsig = c.linear([sigset(m, qa + qs) for m in v])
        l4 = c.linear([sigset(row, vsig) for row in V_ROWS])
    else:
        l4 = c.linear([sigset(m, qa + qs) for m in out])
    return c, l4



# ---- the AES field's inversion circuit ----

SM4_POLY, AES_POLY = 0x1F5, 0x11B
# of the 8 roots, the two 124-gate circuits are 62 and 142; with 142 gcc
# spills less in the two-block core (Cortex-M7, gcc 12: 225 against 228
# instructions a tau)
BETA = 142


def fmul(a, b, poly):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a & 0x100:
            a ^= poly
    return r


def finv(a, poly):
    r = 1 if a else 0
    for _ in range(254 if a else 0):
        r = fmul(r, a, poly)
    return r


def amul(v):
    """A v: output bit i is the parity of v and 0xa7 rotated left by i."""
    r = 0
    for i in range(8):
        row = ((0xA7 << i) | (0xA7 >> (8 - i))) & 0xFF
        r |= (bin(row & v).count("1") & 1) << i
    return r


# ---- Boyar and Peralta's AES S-box circuit: the inputs x0..x7 are the bits
# of the AES field element, x0 the most significant ----

BP_TOP = """
y14 = x3 ^ x5
y13 = x0 ^ x6
y9 = x0 ^ x3
y8 = x0 ^ x5
t0 = x1 ^ x2
y1 = t0 ^ x7
y4 = y1 ^ x3
y12 = y13 ^ y14
y2 = y1 ^ x0
y5 = y1 ^ x6
y3 = y5 ^ y8
t1 = x4 ^ y12
y15 = t1 ^ x5
y20 = t1 ^ x1
y6 = y15 ^ x7
y10 = y15 ^ t0
y11 = y20 ^ y9
y7 = x7 ^ y11
y17 = y10 ^ y11
y19 = y10 ^ y8
y16 = t0 ^ y11
y21 = y13 ^ y16
y18 = x0 ^ y16
"""

BP_MIDDLE = """
t2 = y12 & y15
t3 = y3 & y6
t4 = t3 ^ t2
t5 = y4 & x7
t6 = t5 ^ t2
t7 = y13 & y16
t8 = y5 & y1
t9 = t8 ^ t7
t10 = y2 & y7
t11 = t10 ^ t7
t12 = y9 & y11
t13 = y14 & y17
t14 = t13 ^ t12
t15 = y8 & y10
t16 = t15 ^ t12
t17 = t4 ^ t14
t18 = t6 ^ t16
t19 = t9 ^ t14
t20 = t11 ^ t16
t21 = t17 ^ y20
t22 = t18 ^ y19
t23 = t19 ^ y21
t24 = t20 ^ y18
t25 = t21 ^ t22
t26 = t21 & t23
t27 = t24 ^ t26
t28 = t25 & t27
t29 = t28 ^ t22
t30 = t23 ^ t24
t31 = t22 ^ t26
t32 = t31 & t30
t33 = t32 ^ t24
t34 = t23 ^ t33
t35 = t27 ^ t33
t36 = t24 & t35
t37 = t36 ^ t34
t38 = t27 ^ t36
t39 = t29 & t38
t40 = t25 ^ t39
t41 = t40 ^ t37
t42 = t29 ^ t33
t43 = t29 ^ t40
t44 = t33 ^ t37
t45 = t42 ^ t41
z0 = t44 & y15
z1 = t37 & y6
z2 = t33 & x7
z3 = t43 & y16
z4 = t40 & y1
z5 = t29 & y7
z6 = t42 & y11
z7 = t45 & y17
z8 = t41 & y10
z9 = t44 & y12
z10 = t37 & y3
z11 = t33 & y4
z12 = t43 & y13
z13 = t40 & y5
z14 = t29 & y2
z15 = t42 & y9
z16 = t45 & y14
z17 = t41 & y8
"""


def parse(text):
    return [(n, e.split()[1], e.split()[0], e.split()[2]) for n, e in (l.split(" = ") for l in text.split("\n") if l)]


def lin_signals(beta):
    """The top's signals (and x0..x7) as masks over the circuit's input bits y."""
    pw = [1]
    for _ in range(7):
        pw.append(fmul(pw[-1], beta, AES_POLY))

    def phi(z):
        r = 0
        for i in range(8):
            if z >> i & 1:
                r ^= pw[i]
        return r

    u_rows = [0] * 8  # bit i of phi(A y) as a mask over y
    for j in range(8):
        u = phi(amul(1 << j))
        for i in range(8):
            if u >> i & 1:
                u_rows[i] |= 1 << j
    sig = {"x%d" % i: u_rows[7 - i] for i in range(8)}
    for n, _, a, b in parse(BP_TOP):
        sig[n] = sig[a] ^ sig[b]
    return sig


def solve_bottom(zfun, out=None):
    """For each output bit, the mask over z0..z17 whose parity is it on all
    inputs; out(y) is the output byte (by default this S-box's, without its
    constant; gen-aes-ct32-arm.py passes the AES S-box's)."""
    if out is None:
        def out(y):
            return sbox_algebraic(y ^ SBOX_IN) ^ OUT_CONST
    rows = []
    for bit in range(8):
        piv = {}
        for y in range(256):
            zm = zfun(y)
            t = out(y) >> bit & 1
            for p in sorted(piv, reverse=True):
                if zm >> p & 1:
                    zm ^= piv[p][0]
                    t ^= piv[p][1]
            if zm == 0:
                assert t == 0, "the output is not linear in the nonlinear section's outputs"
                continue
            p = zm.bit_length() - 1
            for q in list(piv):
                if piv[q][0] >> p & 1:
                    piv[q] = (piv[q][0] ^ zm, piv[q][1] ^ t)
            piv[p] = (zm, t)
        rows.append(sum(1 << p for p, (_, t) in piv.items() if t))
    return rows


def build_bp(beta):
    middle = parse(BP_MIDDLE)
    lin = lin_signals(beta)
    used = []
    for _, _, a, b in middle:
        for s in (a, b):
            if s[0] in "xy" and s not in used:
                used.append(s)

    def zfun(y):
        v = {s: bin(lin[s] & y).count("1") & 1 for s in used}
        for n, op, a, b in middle:
            v[n] = v[a] ^ v[b] if op == "^" else v[a] & v[b]
        return sum(v["z%d" % i] << i for i in range(18))

    bottom = solve_bottom(zfun)
    c = Circuit(8)
    sig = dict(zip(used, c.linear([sigset(lin[s], list(range(8))) for s in used])))
    for n, op, a, b in middle:
        sig[n] = c.new(op, sig[a], sig[b])
    zs = [sig["z%d" % i] for i in range(18)]
    return c, c.linear([sigset(m, zs) for m in bottom])


def evaluate(c, outs, y):
    val = [(y >> i) & 1 for i in range(8)]
    for _, op, a, b in c.ops:
        val.append(val[a] ^ val[b] if op == "^" else val[a] & val[b])
    r = 0
    for i, s in enumerate(outs):
        r |= val[s] << i
    return r ^ OUT_CONST


def emit(lines, c, outs, fname, width):
    lines.append("CAIRN_INLINE void %s(uint%d_t y[8], const uint%d_t x[8])" % (fname, width, width))
    lines.append("{")
    for name, op, a, b in c.ops:
        lines.append("    const uint%d_t %s = %s %s %s;" % (width, name, c.names[a], op, c.names[b]))
    for i, s in enumerate(outs):
        lines.append("    y[%d] = %s;" % (i, c.names[s]))
    lines.append("}")


def main():
    for x in range(256):
        assert sbox_tower(x ^ SBOX_IN) == sbox_algebraic(x), x
    assert [sbox_algebraic(x) for x in range(16)] == FIRST_ROW
    # BETA is a root of the SM4 polynomial in the AES field
    r, p = 0, 1
    for i in range(9):
        if SM4_POLY >> i & 1:
            r ^= p
        p = fmul(p, BETA, AES_POLY)
    assert r == 0
    ct, outs_t = build()
    cb, outs_b = build_bp(BETA)
    for x in range(256):
        assert evaluate(ct, outs_t, x ^ SBOX_IN) == sbox_algebraic(x), x
        assert evaluate(cb, outs_b, x ^ SBOX_IN) == sbox_algebraic(x), x
    lines = ["/* BEGIN generated by scripts/gen-sm4-sbox.py: do not edit */"]
    lines.append("/* y[0..7] = S(x[0..7]) + 0xd3 (bit b of the bytes in plane b, the input constant")
    lines.append(" * already added), no constant: the AES field's inversion circuit between linear")
    lines.append(" * maps, %d ANDs and %d XORs, on 32-bit planes (the two-block core on 32-bit" % (cb.nand, cb.nxor))
    lines.append(" * targets) and 64-bit ones (the sixteen-block core); the tower-field circuit,")
    lines.append(" * %d ANDs and %d XORs, on 32-bit planes (the one-block core, and the two-block" % (ct.nand, ct.nxor))
    lines.append(" * core on 64-bit targets). */")
    lines.append("#if SM4_SBOX32_USED")
    emit(lines, cb, outs_b, "sm4_sbox32", 32)
    lines.append("#endif")
    lines.append("")
    emit(lines, cb, outs_b, "sm4_sbox64", 64)
    lines.append("")
    emit(lines, ct, outs_t, "sm4_sbox_tower32", 32)
    lines.append("/* END generated by scripts/gen-sm4-sbox.py */")
    text = "\n".join(lines)
    # the inputs are the elements of x
    text = re.sub(r"\bx(\d)\b", r"x[\1]", text)
    if len(sys.argv) > 1 and sys.argv[1] == "--update":
        path = "src/cipher/sm4.c"
        src = open(path).read()
        new = re.sub(r"/\* BEGIN generated by scripts/gen-sm4-sbox.py.*?/\* END generated by scripts/gen-sm4-sbox.py \*/",
                     lambda m: text, src, flags=re.S)
        assert new != src or text in src, "markers not found"
        open(path, "w").write(new)
    else:
        print(text)
    print("%d ANDs, %d XORs; tower: %d ANDs, %d XORs" % (cb.nand, cb.nxor, ct.nand, ct.nxor), file=sys.stderr)


if __name__ == "__main__":
    main()
