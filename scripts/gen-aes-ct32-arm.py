#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Generates the fixsliced AES rounds of src/cipher/aes_ct32.c (encrypt_state
and decrypt_state) as Thumb-2 assembly for ARMv7-M (Cortex-M3/M4/M7), between
that file's "generated" markers.

  scripts/gen-aes-ct32-arm.py --emit     print the C text between the markers
  scripts/gen-aes-ct32-arm.py --update   rewrite that text in src/cipher/aes_ct32.c
  scripts/gen-aes-ct32-arm.py --check    only generate and simulate it (below)
  scripts/gen-aes-ct32-arm.py --verify   simulate the text committed in aes_ct32.c
                                         (the host test test_asm_aes_arm)

Why: on a 14-register core a round's values outnumber the registers, and gcc
keeps about 50 of them a round in memory (loads and stores) around the S-box
circuit. Here one program per round kind does the whole round (encryption:
S-box, the MixColumns of its column offset d, AddRoundKey; decryption:
inverse S-box, AddRoundKey, InvMixColumns) with its own register allocation:

  - the operations: the S-box in 118 gates (small_sbox: the top layer and
    nonlinear section of Boyar and Peralta's 115-gate circuit (SEA 2010), as
    gen-sm4-sbox.py has them, and a bottom layer for the constant-free S-box
    solved over GF(2); checked on all 256 inputs), where the C rounds use the
    128-gate depth-16 circuit of aes_internal.h; MixColumns and AddRoundKey
    as aes_ct32.c's mix_columns and add_round_key, rot()'s masked form
    written y = ror(x, s) ^ (M & ror(x ^ ror(x, 4), s)) (three instructions
    with ARM's rotated operands and M in a register); decryption: the
    inverse S-box is aes_internal.h's CAIRN_AES_INV_SBOX (122 gates),
    InvMixColumns aes_ct32.c's inv_mix_columns;
  - each round kind is list-scheduled for few live values (randomised
    greedy, the best of TRIALS schedules by the instructions the allocation
    below emits);
  - registers are allocated by furthest next use: a value is stored once,
    and only if it is used again; two values evicted together go out in one
    STRD and come back in one LDRD when both are needed soon;
  - the loop's four rounds (encryption d = 1, 2, 3, 0; decryption d = 0, 3,
    2, 1 with the keys in descending order) chain their register maps (a
    round's outputs stay where they are and the next round starts there),
    the fourth returns the state to r0-r7; encryption's exits to the last
    round (after d = 1 and 3, by the key pointer) and decryption's entries
    (at d = 3 for Nr = 12, at d = 1 otherwise) move it once;
  - the round keys are read two words at a time by LDRD (ct32_set_key puts
    word 2j+1 of each round key in the high half of word 2j's 64-bit slot).

Instructions: EOR/AND with a rotated register operand, MOV,
LDR/STR/LDRD/STRD/LDM/STM at fixed offsets, and the loop's compare and
branches on the key pointer and decryption's entry on Nr (the number of
rounds is public): no
secret-dependent branch or address. The C rounds stay the reference that
the host tests and the ct harness run. The frame (spilled state and key
words) is cleared before return.

--check simulates the generated instructions (a Thumb-2 subset interpreter)
on random states and round keys for each key size and direction against a
model of the C rounds (aes_internal.h's circuits, rot() in its masked form,
InvMixColumns as MixColumns after (1 + x^2 (1 + rot(., 2, 2d))), the form
independent of the one generated) and checks the frame is cleared; --emit
and --update run the same check first. The interpreter also tracks taint:
the state and key words are secret, so is whatever is computed or loaded
from them (through spills too), and a secret value used as an address or
deciding a conditional branch fails the run (Leak); PUSH/POP move real
registers and r4-r11 and the return address must come back unchanged.
--verify parses the functions out of the committed asm statement and runs
the same check on them, then five altered copies of one (mutants: a
secret-indexed load, a branch on a secret, an EOR made an AND, a frame word
not cleared, r4 not saved), each of which must fail it.
"""
import os
import random
import re
import sys

TRIALS = 400
PAIR_SPILLS = True
PAIR_AHEAD = 6  # a value stored beside another is not used again for this many operations
PAIR_BEHIND = 12  # a stored pair is loaded together when the other value is needed this soon
REGS = ["r%d" % i for i in range(13)] + ["lr"]
STATE = ["r%d" % i for i in range(8)]
MASK32 = 0xFFFFFFFF
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = ROOT + "/src/cipher/aes_internal.h"
SOURCE = ROOT + "/src/cipher/aes_ct32.c"


def ror(x, k):
    k &= 31
    return ((x >> k) | (x << (32 - k))) & MASK32 if k else x


# ---- the S-box circuit, from the C header ----


def parse_sbox(path, macro="CAIRN_AES_SBOX_RAW"):
    """A circuit macro of aes_internal.h: (inputs, gates), inputs a map from
    input names to planes, gates (d, a, op, b) in order, op "^", "&" or "="
    (an output q[i] that is another signal)."""
    src = open(path).read()
    body = src[src.index("#define %s(W, q)" % macro) :]
    body = body[: body.index("} while (0)")]
    gates = []
    inputs = {}
    for m in re.finditer(r"([Ux]\d) = q\[(\d)\]", body):
        inputs[m.group(1)] = int(m.group(2))
    for m in re.finditer(r"(?:W )?(\w+(?:\[\d\])?) = (\w+)(?: ([\^&]) (\w+))?;", body):
        d, a, op, b = m.groups()
        if op is None:
            assert d.startswith("q["), d
            gates.append((d, a, "=", None))
        else:
            gates.append((d, a, op, b))
    assert len(inputs) == 8 and len(gates) > 100
    return inputs, gates


def eval_sbox(inputs, gates, q):
    v = {u: q[i] for u, i in inputs.items()}
    out = list(q)
    for d, a, op, b in gates:
        r = v[a] if op == "=" else v[a] ^ v[b] if op == "^" else v[a] & v[b]
        m = re.match(r"q\[(\d)\]", d)
        if m:
            out[int(m.group(1))] = r
        v[d] = r
    return out


def load_sm4_generator():
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen-sm4-sbox.py")
    spec = importlib.util.spec_from_file_location("gen_sm4_sbox", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def aes_sbox(x):
    """FIPS 197: the inverse in GF(2^8) mod x^8+x^4+x^3+x+1, then the affine map."""
    def mul(a, b):
        r = 0
        while b:
            if b & 1:
                r ^= a
            a = (a << 1) ^ (0x11B if a & 0x80 else 0)
            b >>= 1
        return r

    inv = 0
    if x:
        inv = 1
        for _ in range(254):
            inv = mul(inv, x)
    r = 0
    for i in range(8):
        bit = (inv >> i ^ inv >> ((i + 4) & 7) ^ inv >> ((i + 5) & 7) ^ inv >> ((i + 6) & 7) ^ inv >> ((i + 7) & 7)) & 1
        r |= bit << i
    return r ^ 0x63


def small_sbox():
    """The S-box without its constant in 118 gates: the top linear layer and
    the nonlinear section of Boyar and Peralta's 115-gate circuit (SEA 2010) (as
    gen-sm4-sbox.py has them: 23 XORs, then 32 ANDs and 30 XORs whose 18
    outputs z0..z17 are linear in the inverse), and a bottom layer solved
    over GF(2) from the 256 inputs and built by gen-sm4-sbox.py's greedy
    pair sharing (33 XORs; the published one, with the constant, has 30).
    Returns (inputs, gates) as parse_sbox does; checked on all 256 inputs."""
    g = load_sm4_generator()
    top, mid = g.parse(g.BP_TOP), g.parse(g.BP_MIDDLE)

    def signals(v):
        s = {"x%d" % i: (v >> (7 - i)) & 1 for i in range(8)}  # x0 the most significant bit
        for n, op, a, b in top + mid:
            s[n] = s[a] ^ s[b] if op == "^" else s[a] & s[b]
        return s

    def zfun(v):
        sg = signals(v)
        return sum(sg["z%d" % i] << i for i in range(18))

    rows = g.solve_bottom(zfun, lambda v: aes_sbox(v) ^ 0x63)  # output bit -> mask over z0..z17
    c = g.Circuit(18)
    outs = c.linear([g.sigset(m, list(range(18))) for m in rows])

    def bname(k):
        return "z%d" % k if k < 18 else "b%d" % (k - 18)

    outname = {}
    for i, k in enumerate(outs):
        assert k >= 18, "an output is a single z"
        outname[k] = "q[%d]" % i
    gates = []
    for n, op, a, b in top + mid:
        gates.append((n, a.replace("x", "U") if a[0] == "x" else a, op, b.replace("x", "U") if b[0] == "x" else b))
    for k, (_, op, a, b) in enumerate(c.ops):
        dst = 18 + k
        gates.append((outname.get(dst, bname(dst)), outname.get(a, bname(a)), op, outname.get(b, bname(b))))
    inputs = {"U%d" % i: 7 - i for i in range(8)}
    # all 256 inputs, bitsliced: plane p bit v = bit p of v
    planes = [sum(((v >> p) & 1) << v for v in range(256)) for p in range(8)]
    val = {u: planes[i] for u, i in inputs.items()}
    out = [None] * 8
    for d, a, op, b in gates:
        val[d] = val[a] ^ val[b] if op == "^" else val[a] & val[b]
        m = re.match(r"q\[(\d)\]", d)
        if m:
            out[int(m.group(1))] = val[d]
    for v in range(256):
        got = sum(((out[p] >> v) & 1) << p for p in range(8))
        assert got ^ 0x63 == aes_sbox(v), v
    return inputs, gates


# ---- the round as a list of operations on named values ----
# ("x", d, a, b, s): d = a ^ ror(b, s)      ("a", d, a, b, s): d = a & ror(b, s)
# ("c", d, imm): d = imm                     ("k", d0, d1, rk, off): d0, d1 = key words at rk + off
# ("kp", d0, d1, rk2, rk): words 0, 1 at rk, rk2 = rk + 64 (post-indexed)
# ("rk", d): d = the key pointer (from the frame)    ("srk", a): the key pointer to the frame


def nib_mask(b):
    return {1: 0x77777777, 2: 0x33333333, 3: 0x11111111}[b]


class Round:
    def __init__(self):
        self.ops = []
        self.n = 0

    def tmp(self, p):
        self.n += 1
        return "%s%d" % (p, self.n)

    def x(self, a, b, s=0, d=None):
        d = d or self.tmp("v")
        self.ops.append(("x", d, a, b, s))
        return d

    def a(self, a, b, s=0):
        d = self.tmp("v")
        self.ops.append(("a", d, a, b, s))
        return d

    def c(self, imm):
        d = self.tmp("c")
        self.ops.append(("c", d, imm))
        return d


def sbox_ops(r, inputs, gates, qin):
    """qin[i]: the value of plane i; returns the output planes."""
    name = {u: qin[i] for u, i in inputs.items()}
    out = [None] * 8
    for d, a, op, b in gates:
        v = name[a] if op == "=" else r.x(name[a], name[b]) if op == "^" else r.a(name[a], name[b])
        m = re.match(r"q\[(\d)\]", d)
        if m:
            out[int(m.group(1))] = v
        name[d] = v
    assert None not in out
    return out


def rot_ops(r, x, a, b, masks):
    """rot(x, a, b) of aes_ct32.c: returns (value, shift) with the rotation
    still to apply when it is a plain one (b = 0)."""
    if b == 0:
        return x, (8 * a) & 31
    s2 = (8 * a + b - 4) & 31
    if b not in masks:
        masks[b] = r.c(nib_mask(b))
    u = r.x(x, x, 4)
    v = r.a(masks[b], u, s2)
    return r.x(v, x, s2), 0


def mix_columns_ops(r, s, d):
    masks = {}
    a, t = [], []
    for i in range(8):
        ai, sh = rot_ops(r, s[i], 1, d, masks)
        a.append((ai, sh))
        t.append(r.x(s[i], ai, sh))
    xt = [None] * 8
    for i, j, hi in ((0, None, True), (1, 0, True), (2, 1, False), (3, 2, True), (4, 3, True), (5, 4, False),
                     (6, 5, False), (7, 6, False)):
        xt[i] = ("t", 7) if j is None else ("t", j) if not hi else ("tt", j)
    out = []
    for i in range(8):
        c = (2 * d) & 3
        # x_i ^ a_i ^ rot(t_i, 2, c)
        kind, j = xt[i]
        if kind == "t":
            w = t[j]
        else:
            w = r.x(t[j], t[7])
        ai, sh = a[i]
        w = r.x(w, ai, sh)
        if c == 0:
            out.append(r.x(w, t[i], 16))
        else:
            rv, _ = rot_ops(r, t[i], 2, c, masks)
            out.append(r.x(w, rv))
    return out


def xtime_ops(r, t):
    """CAIRN_AES_XTIME: multiplication by x of each byte, on the planes."""
    return [t[7], r.x(t[0], t[7]), t[1], r.x(t[2], t[7]), r.x(t[3], t[7]), t[4], t[5], t[6]]


def inv_mix_columns_ops(r, q, d):
    """aes_ct32.c's inv_mix_columns: t = q ^ rot(q, 1, d), y = q ^ x t,
    w = t ^ x^2 y, q = y ^ w ^ rot(w, 2, 2d)."""
    masks = {}
    t = []
    for i in range(8):
        a, sh = rot_ops(r, q[i], 1, d, masks)
        t.append(r.x(q[i], a, sh))
    xt = xtime_ops(r, t)
    y = [r.x(q[i], xt[i]) for i in range(8)]
    x2 = xtime_ops(r, xtime_ops(r, y))
    out = []
    for i in range(8):
        w = r.x(t[i], x2[i])
        v, sh = rot_ops(r, w, 2, (2 * d) & 3, masks)
        out.append(r.x(r.x(y[i], w), v, sh))
    return out


def ark_ops(r, m, step=64):
    """The round key: words 0, 1 by a post-indexed LDRD that also moves the
    pointer on by a round (step: 64 bytes forward, -64 back), words 2..7 at
    the old pointer's offsets from the new one."""
    rk = r.tmp("p")
    r.ops.append(("rk", rk))
    k0, k1, rk2 = r.tmp("k"), r.tmp("k"), r.tmp("p")
    r.ops.append(("kp", k0, k1, rk2, rk, step))
    keys = [k0, k1]
    for j in range(1, 4):
        k0, k1 = r.tmp("k"), r.tmp("k")
        r.ops.append(("k", k0, k1, rk2, 16 * j - step))
        keys += [k0, k1]
    r.ops.append(("srk", rk2))
    out = [r.x(m[i], keys[i], 0, d="o%d" % i) for i in range(8)]
    return out, rk2


def build_round(inputs, gates, d, decrypt=False):
    """d in 0..3: a middle round; d = None: the final round (no MixColumns).
    Encryption: S-box, MixColumns, AddRoundKey; decryption (DEC_ROUND):
    inverse S-box, AddRoundKey, InvMixColumns."""
    r = Round()
    s = sbox_ops(r, inputs, gates, ["q%d" % i for i in range(8)])
    if not decrypt:
        m = s if d is None else mix_columns_ops(r, s, d)
        out, rk2 = ark_ops(r, m)
        return r.ops, out, rk2
    k, rk2 = ark_ops(r, s, -64)
    out = k if d is None else inv_mix_columns_ops(r, k, d)
    return r.ops, out, rk2


# ---- scheduling ----


def srcs(op):
    k = op[0]
    if k in ("x", "a"):
        return [op[2], op[3]]
    if k in ("xi", "ai", "k1"):
        return [op[2]]
    if k == "k":
        return [op[3]]
    if k == "kp":
        return [op[4]]
    if k == "kp1":
        return [op[3]]
    if k == "srk":
        return [op[1]]
    return []


def dsts(op):
    k = op[0]
    if k in ("x", "a", "c", "rk", "xi", "ai", "k1"):
        return [op[1]]
    if k == "k":
        return [op[1], op[2]]
    if k == "kp":
        return [op[1], op[2], op[3]]
    if k == "kp1":
        return [op[1], op[2]]
    return []


def schedule(ops, rng, jitter):
    """Greedy list schedule: prefer operations whose operands die, then those
    that use recent values; the key loads go after the others reading rk."""
    producers = {}
    for i, op in enumerate(ops):
        for v in dsts(op):
            producers[v] = i
    preds = [set() for _ in ops]
    users = {}
    for i, op in enumerate(ops):
        for v in srcs(op):
            if v in producers:
                preds[i].add(producers[v])
            users.setdefault(v, []).append(i)
    remaining_uses = {v: len(u) for v, u in users.items()}
    done = [False] * len(ops)
    npred = [len(p) for p in preds]
    succ = [[] for _ in ops]
    for i, p in enumerate(preds):
        for j in p:
            succ[j].append(i)
    ready = [i for i in range(len(ops)) if npred[i] == 0]
    order = []
    while ready:
        def score(i):
            op = ops[i]
            dies = sum(1 for v in set(srcs(op)) if remaining_uses.get(v, 0) == 1)
            new = len(dsts(op))
            if op[0] in ("c", "rk", "k", "kp"):
                new += 1  # no hurry
            return dies - new + rng.random() * jitter

        i = max(ready, key=score)
        ready.remove(i)
        order.append(ops[i])
        for v in set(srcs(ops[i])):
            remaining_uses[v] -= sum(1 for x in srcs(ops[i]) if x == v)
        for j in succ[i]:
            npred[j] -= 1
            if npred[j] == 0:
                ready.append(j)
    assert len(order) == len(ops)
    return order


# ---- register allocation and emission ----


class Alloc:
    def __init__(self, order, live_in, live_out, prefer, frame_base):
        """live_in: value -> register at entry; live_out: values wanted at the
        end (state planes in r0-r7 by `prefer`, plus the key pointer)."""
        self.order = order
        self.uses = {}
        for i, op in enumerate(order):
            for v in srcs(op):
                self.uses.setdefault(v, []).append(i)
        end = len(order)
        for v in live_out:
            self.uses.setdefault(v, []).append(end)
        self.reg = dict(live_in)  # value -> register
        self.val = {r: v for v, r in live_in.items()}  # register -> value
        self.slot = {}  # value -> spill slot (stored copy)
        self.free_slots = []
        self.nslots = 0
        self.prefer = prefer
        self.frame_base = frame_base
        self.code = []
        self.pos = 0

    def next_use(self, v, i):
        for u in self.uses.get(v, []):
            if u >= i:
                return u
        return None

    def slot_addr(self, s):
        return self.frame_base + 4 * s

    def new_slot(self, pair=False):
        """A free slot (two adjacent ones for a pair), the lowest first; a
        single one where it breaks no free pair if it can."""
        free = set(self.free_slots)
        if pair:
            for s in sorted(free):
                if s + 1 in free:
                    self.free_slots.remove(s)
                    self.free_slots.remove(s + 1)
                    return s
            s = self.nslots
            self.nslots += 2
            return s
        if free:
            lone = [x for x in sorted(free) if x - 1 not in free and x + 1 not in free]
            s = lone[0] if lone else min(free)
            self.free_slots.remove(s)
            return s
        s = self.nslots
        self.nslots += 1
        return s

    def store(self, v, w=None):
        """Store v (and w, with one STRD into two adjacent slots)."""
        if w is not None:
            s = self.new_slot(pair=True)
            self.slot[v], self.slot[w] = s, s + 1
            self.code.append("strd %s, %s, [sp, #%d]" % (self.reg[v], self.reg[w], self.slot_addr(s)))
            return
        if v in self.slot:
            return
        s = self.new_slot()
        self.slot[v] = s
        self.code.append("str %s, [sp, #%d]" % (self.reg[v], self.slot_addr(s)))

    def release_dead(self, i):
        for r, v in list(self.val.items()):
            if v is not None and self.next_use(v, i) is None:
                del self.val[r]
                del self.reg[v]
        for v, s in list(self.slot.items()):
            if self.next_use(v, i) is None:
                del self.slot[v]
                self.free_slots.append(s)

    def free_regs(self):
        return [r for r in REGS if r not in self.val]

    def evict(self, i, keep):
        cands = [r for r, v in self.val.items() if v not in keep]

        # furthest next use; among equals, one already stored
        def key(r):
            v = self.val[r]
            nu = self.next_use(v, i)
            return (nu if nu is not None else 10 ** 9, v in self.slot)

        r = max(cands, key=key)
        v = self.val[r]
        if self.next_use(v, i) is not None and v not in self.slot:
            # a second value to store with it: the furthest-used other dirty one, if far enough
            others = [r2 for r2 in self.val if r2 != r and self.val[r2] not in keep and
                      self.val[r2] not in self.slot and self.next_use(self.val[r2], i) is not None and
                      self.next_use(self.val[r2], i) >= i + PAIR_AHEAD]
            if PAIR_SPILLS and others:
                r2 = max(others, key=key)
                w = self.val[r2]
                self.store(v, w)
                del self.val[r2]
                del self.reg[w]
            else:
                self.store(v)
        del self.val[r]
        del self.reg[v]
        return r

    def get_reg(self, i, keep, want=None, high=False):
        """high: not r0-r7 (the key pointer, which must survive the final
        moves into r0-r7)."""
        free = [r for r in self.free_regs() if not (high and r in STATE)]
        if want in free:
            return want
        if free:
            return free[0]
        if high:
            cands = [r for r, v in self.val.items() if r not in STATE and v not in keep]
            r = max(cands, key=lambda r: (self.next_use(self.val[r], i) or 10 ** 9, self.val[r] in self.slot))
            v = self.val[r]
            if self.next_use(v, i) is not None:
                self.store(v)
            del self.val[r]
            del self.reg[v]
            return r
        return self.evict(i, keep)

    def ensure(self, v, i, keep):
        if v in self.reg:
            return self.reg[v]
        sv = self.slot[v]
        partner = None
        if PAIR_SPILLS:
            ps = sv ^ 1
            for w, s2 in self.slot.items():
                if s2 == ps and w not in self.reg:
                    nu = self.next_use(w, i)
                    if nu is not None and nu < i + PAIR_BEHIND:
                        partner = w
        r = self.get_reg(i, keep, high=v.startswith("p"))
        self.reg[v] = r
        self.val[r] = v
        if partner is not None:
            free = [x for x in self.free_regs() if not (partner.startswith("p") and x in STATE)]
            if free:
                r2 = free[0]
                self.reg[partner] = r2
                self.val[r2] = partner
                lo, hi = (r, r2) if sv < ps else (r2, r)
                self.code.append("ldrd %s, %s, [sp, #%d]" % (lo, hi, self.slot_addr(min(sv, ps))))
                return r
        self.code.append("ldr %s, [sp, #%d]" % (r, self.slot_addr(sv)))
        return r

    def assign(self, v, r):
        self.reg[v] = r
        self.val[r] = v

    def run(self):
        for i, op in enumerate(self.order):
            k = op[0]
            ss = srcs(op)
            keep = set(ss)
            rs = [self.ensure(v, i, keep) for v in ss]
            # operands whose last use this is free their registers for the result
            for v in set(ss):
                if self.next_use(v, i + 1) is None:
                    r = self.reg.pop(v)
                    del self.val[r]
            if k in ("x", "a"):
                d = op[1]
                r = self.get_reg(i + 1, keep, self.prefer.get(d))
                sh = op[4]
                mn = "eor" if k == "x" else "and"
                if sh:
                    self.code.append("%s %s, %s, %s, ror #%d" % (mn, r, rs[0], rs[1], sh))
                else:
                    self.code.append("%s %s, %s, %s" % (mn, r, rs[0], rs[1]))
                self.assign(d, r)
            elif k == "c":
                r = self.get_reg(i + 1, keep)
                self.code.append("mov %s, #0x%08x" % (r, op[2]))
                self.assign(op[1], r)
            elif k in ("xi", "ai"):
                r = self.get_reg(i + 1, keep, self.prefer.get(op[1]))
                self.code.append("%s %s, %s, #0x%08x" % ("eor" if k == "xi" else "and", r, rs[0], op[3]))
                self.assign(op[1], r)
            elif k == "k1":
                r = self.get_reg(i + 1, keep)
                self.code.append("ldr %s, [%s, #%d]" % (r, rs[0], op[3]))
                self.assign(op[1], r)
            elif k == "rk":
                r = self.get_reg(i + 1, keep, high=True)
                self.code.append("ldr %s, [sp, #%d]" % (r, FRAME_RK))
                self.assign(op[1], r)
            elif k == "srk":
                self.code.append("str %s, [sp, #%d]" % (rs[0], FRAME_RK))
            elif k == "k":
                # never the base as a destination (Cortex-M3 erratum 602117: an
                # interrupted LDRD with Rt = Rn can leave the base wrong)
                base_free = rs[0] not in self.val
                if base_free:
                    self.val[rs[0]] = "_base"
                r0 = self.get_reg(i + 1, keep | {"_base"})
                self.assign(op[1], r0)
                r1 = self.get_reg(i + 1, keep | {op[1], "_base"})
                self.assign(op[2], r1)
                if base_free:
                    del self.val[rs[0]]
                self.code.append("ldrd %s, %s, [%s, #%d]" % (r0, r1, rs[0], op[4]))
            elif k == "kp":
                # post-indexed: rk2 stays in rk's register (rk dies here)
                assert rs[0] not in self.val
                self.assign(op[3], rs[0])
                r0 = self.get_reg(i + 1, keep | {op[3]})
                self.assign(op[1], r0)
                r1 = self.get_reg(i + 1, keep | {op[3], op[1]})
                self.assign(op[2], r1)
                self.code.append("ldrd %s, %s, [%s], #%d" % (r0, r1, rs[0], op[5]))
            elif k == "kp1":
                # one word, post-indexed: as kp
                assert rs[0] not in self.val
                self.assign(op[2], rs[0])
                r0 = self.get_reg(i + 1, keep | {op[2]})
                self.assign(op[1], r0)
                self.code.append("ldr %s, [%s], #%d" % (r0, rs[0], op[4]))
            else:
                raise ValueError(k)
            self.release_dead(i + 1)
        return self.code

    def finish(self, outs, target):
        """The outputs to the registers target[i] (a parallel move), or with
        target None wherever they are (spilled ones loaded into free
        registers); returns the registers of the outputs."""
        if target is None:
            for v in outs:
                if v not in self.reg:
                    r = next(x for x in REGS if x not in self.val)
                    self.code.append("ldr %s, [sp, #%d]" % (r, self.slot_addr(self.slot[v])))
                    self.assign(v, r)
            return [self.reg[v] for v in outs]
        moves = {}
        for i, v in enumerate(outs):
            if v not in self.reg:
                moves[target[i]] = ("slot", self.slot_addr(self.slot[v]))
            elif self.reg[v] != target[i]:
                moves[target[i]] = self.reg[v]
        parallel_move(self.code, moves, set(self.val.keys()))
        return list(target)


def parallel_move(code, moves, busy):
    """moves: destination register -> source register or ("slot", offset);
    a cycle goes through a register outside busy."""
    moves = dict(moves)
    busy = set(busy)
    while moves:
        sources = {s for s in moves.values() if not isinstance(s, tuple)}
        ready = [d for d in moves if d not in sources]
        if ready:
            for d in ready:
                s = moves.pop(d)
                if isinstance(s, tuple):
                    code.append("ldr %s, [sp, #%d]" % (d, s[1]))
                else:
                    code.append("mov %s, %s" % (d, s))
                busy.add(d)
            continue
        d, s = next(iter(moves.items()))
        tmp = next(r for r in REGS if r not in busy and r not in moves and r not in sources)
        code.append("mov %s, %s" % (tmp, s))
        busy.add(tmp)
        for d2 in moves:
            if moves[d2] == s:
                moves[d2] = tmp


FRAME_Q = 0
FRAME_END = 4
FRAME_RK = 8
FRAME_SPILL = 12


def alloc_round(order, outs, rk2, in_regs, out_regs, keep_rk=True):
    """in_regs[i]: the register of plane i at entry; out_regs: where the
    outputs must end (None: anywhere). Returns the allocation and the
    outputs' registers."""
    live_in = {"q%d" % i: in_regs[i] for i in range(8)}
    prefer = {o: out_regs[i] for i, o in enumerate(outs)} if out_regs else {}
    a = Alloc(order, live_in, list(outs) + ([rk2] if keep_rk else []), prefer, FRAME_SPILL)
    a.run()
    regs = a.finish(outs, out_regs)
    return a, regs


def best_round(inputs, gates, d, trials, in_regs, out_regs, decrypt=False):
    ops, outs, rk2 = build_round(inputs, gates, d, decrypt)
    rng = random.Random(1000 + (4 if d is None else d) + (10 if decrypt else 0))
    best = None
    for t in range(trials):
        order = schedule(ops, rng, 0.0 if t == 0 else 1.5)
        a, regs = alloc_round(order, outs, rk2, in_regs, out_regs, keep_rk=not decrypt)
        if best is None or len(a.code) < len(best[0].code):
            best = (a, regs)
    a, regs = best
    return a, a.reg.get(rk2), regs


# ---- the function ----


def generate(trials=TRIALS):
    inputs, gates = small_sbox()
    rounds = {}
    stats = {}
    nslots = 0
    # The loop's four rounds chain their register maps: each round leaves its
    # outputs where they are and the next starts from there, except the
    # fourth, which returns them to r0-r7 for the next iteration. The exits
    # (after the rounds with d = 1 and 3) move them to r0-r7 once.
    regs = STATE
    for d in (1, 2, 3, 0, None):
        out_regs = STATE if d in (0, None) else None
        a, rkreg, regs_out = best_round(inputs, gates, d, trials, regs, out_regs)
        rounds[d] = (a.code, rkreg, regs_out)
        nslots = max(nslots, a.nslots)
        stats[d] = len(a.code)
        regs = regs_out if d is not None else regs
        if d == 0:
            regs = STATE
    frame = FRAME_SPILL + 4 * nslots
    frame = (frame + 7) & ~7
    L = []
    L.append("push {r4-r11, lr}")
    L.append("sub sp, sp, #%d" % frame)
    L.append("str r0, [sp, #%d]" % FRAME_Q)
    L.append("add r3, r1, r2, lsl #6")
    L.append("str r3, [sp, #%d]" % FRAME_END)
    L.append("mov lr, r1")
    L.append("ldm r0, {r0-r7}")
    L.append("ldrd r8, r9, [lr, #0]")
    L.append("ldrd r10, r11, [lr, #16]")
    L.append("eor r0, r0, r8")
    L.append("eor r1, r1, r9")
    L.append("eor r2, r2, r10")
    L.append("eor r3, r3, r11")
    L.append("ldrd r8, r9, [lr, #32]")
    L.append("ldrd r10, r11, [lr, #48]")
    L.append("eor r4, r4, r8")
    L.append("eor r5, r5, r9")
    L.append("eor r6, r6, r10")
    L.append("eor r7, r7, r11")
    L.append("add lr, lr, #64")
    L.append("str lr, [sp, #%d]" % FRAME_RK)
    L.append("1:")
    exits = []
    for d in (1, 2, 3, 0):
        code, rkreg, regs_out = rounds[d]
        L.append("@ round, MixColumns offset %d" % d)
        L += code
        if d in (1, 3):
            other = next(r for r in REGS[8:] + STATE if r not in regs_out and r != rkreg)
            L.append("ldr %s, [sp, #%d]" % (other, FRAME_END))
            L.append("cmp %s, %s" % (rkreg, other))
            label = 3 if d == 1 else 4
            L.append("bhs %df" % label)  # not only at equality: a corrupt Nr cannot run past the keys
            exits.append((label, regs_out))
    L.append("b 1b")
    for n, (label, regs_out) in enumerate(exits):
        L.append("%d:" % label)
        L.append("@ the state to r0-r7 for the last round")
        moves = {STATE[i]: regs_out[i] for i in range(8) if regs_out[i] != STATE[i]}
        parallel_move(L, moves, set(regs_out))
        if n + 1 < len(exits):
            L.append("b 2f")
    L.append("2:")
    code = rounds[None][0]
    L.append("@ the last round: no MixColumns, the last round key")
    L += code
    epilogue(L, frame)
    return L, stats, frame


def epilogue(L, frame):
    L.append("ldr r8, [sp, #%d]" % FRAME_Q)
    L.append("stm r8, {r0-r7}")
    L.append("@ clear the frame (spilled state and key words)")
    L.append("movs r0, #0")
    L.append("movs r1, #0")
    for off in range(0, frame, 8):
        L.append("strd r0, r1, [sp, #%d]" % off)
    L.append("add sp, sp, #%d" % frame)
    L.append("pop {r4-r11, pc}")


def generate_dec(trials=TRIALS):
    """decrypt_state: AddRoundKey Nr, then DEC_ROUND(r & 3, r) for r = Nr-1
    down to 1 (a loop of d = 0, 3, 2, 1, entered at d = 3 for Nr = 12 and at
    d = 1 otherwise), then the inverse S-box and AddRoundKey 0. The inverse
    S-box is aes_internal.h's CAIRN_AES_INV_SBOX as it stands."""
    inputs, gates = parse_sbox(HEADER, "CAIRN_AES_INV_SBOX")
    rounds = {}
    stats = {}
    nslots = 0
    regs = STATE
    for d in (0, 3, 2, 1, None):
        out_regs = STATE if d in (1, None) else None
        in_regs = regs if d is not None else STATE
        a, rkreg, regs_out = best_round(inputs, gates, d, trials, in_regs, out_regs, decrypt=True)
        rounds[d] = (a.code, rkreg, regs_out, in_regs)
        nslots = max(nslots, a.nslots)
        stats[d] = len(a.code)
        regs = regs_out
    frame = (FRAME_SPILL + 4 * nslots + 7) & ~7
    L = []
    L.append("push {r4-r11, lr}")
    L.append("sub sp, sp, #%d" % frame)
    L.append("str r0, [sp, #%d]" % FRAME_Q)
    L.append("str r1, [sp, #%d]" % FRAME_END)
    L.append("add lr, r1, r2, lsl #6")
    L.append("mov r12, r2")
    L.append("ldm r0, {r0-r7}")
    L.append("@ AddRoundKey Nr")
    for j in range(4):
        L.append("ldrd r8, r9, [lr, #%d]" % (16 * j))
        L.append("eor r%d, r%d, r8" % (2 * j, 2 * j))
        L.append("eor r%d, r%d, r9" % (2 * j + 1, 2 * j + 1))
    L.append("sub lr, lr, #64")
    L.append("str lr, [sp, #%d]" % FRAME_RK)
    L.append("cmp r12, #12")
    L.append("beq 5f")
    L.append("@ Nr = 10, 14: the first round has d = 1")
    parallel_move(L, {rounds[1][3][i]: STATE[i] for i in range(8) if rounds[1][3][i] != STATE[i]}, set(STATE))
    L.append("b 6f")
    L.append("5:")
    L.append("@ Nr = 12: d = 3")
    parallel_move(L, {rounds[3][3][i]: STATE[i] for i in range(8) if rounds[3][3][i] != STATE[i]}, set(STATE))
    L.append("b 7f")
    L.append("1:")
    for d, label in ((0, None), (3, 7), (2, None), (1, 6)):
        code, rkreg, regs_out, _ = rounds[d]
        if label:
            L.append("%d:" % label)
        L.append("@ round, InvMixColumns offset %d" % d)
        L += code
    # the key pointer (round r - 1's) from the frame: the round stored it
    L.append("ldrd r8, r9, [sp, #%d]" % FRAME_END)
    L.append("cmp r8, r9")
    L.append("blo 1b")  # while the schedule's start is below it
    L.append("@ the inverse S-box and AddRoundKey 0")
    L += rounds[None][0]
    epilogue(L, frame)
    return L, stats, frame


# ---- checking: a Thumb-2 subset interpreter against a model of the C rounds ----


def model_encrypt(q, keys, nr, inputs, gates):
    def sbox(q):
        return eval_sbox(inputs, gates, q)

    def rot(x, a, b):
        if b == 0:
            return ror(x, 8 * a)
        m = nib_mask(b)
        return (ror(x, 8 * a + b) & m) | (ror(x, (8 * a + b - 4) & 31) & ~m & MASK32)

    def mix(q, d):
        a = [rot(x, 1, d) for x in q]
        t = [x ^ y for x, y in zip(q, a)]
        hi = t[7]
        x = [hi, t[0] ^ hi, t[1], t[2] ^ hi, t[3] ^ hi, t[4], t[5], t[6]]
        return [x[i] ^ a[i] ^ rot(t[i], 2, (2 * d) & 3) for i in range(8)]

    def ark(q, r):
        return [q[i] ^ keys[8 * r + i] for i in range(8)]

    q = ark(q, 0)
    for r in range(1, nr):
        q = ark(mix(sbox(q), r & 3), r)
    return ark(sbox(q), nr)


def model_decrypt(q, keys, nr, inputs, gates):
    def rot(x, a, b):
        if b == 0:
            return ror(x, 8 * a)
        m = nib_mask(b)
        return (ror(x, 8 * a + b) & m) | (ror(x, (8 * a + b - 4) & 31) & ~m & MASK32)

    def xt(t):
        hi = t[7]
        return [hi, t[0] ^ hi, t[1], t[2] ^ hi, t[3] ^ hi, t[4], t[5], t[6]]

    def mix(q, d):
        a = [rot(x, 1, d) for x in q]
        t = [x ^ y for x, y in zip(q, a)]
        x = xt(t)
        return [x[i] ^ a[i] ^ rot(t[i], 2, (2 * d) & 3) for i in range(8)]

    def inv_mix(q, d):
        # MixColumns^-1 = MixColumns o (1 + x^2 (1 + rot(., 2, 2d))): the form
        # aes_ct32.c had before; the assembly computes ct64's (see inv_mix_columns_ops)
        u = [x ^ rot(x, 2, (2 * d) & 3) for x in q]
        u = xt(xt(u))
        return mix([q[i] ^ u[i] for i in range(8)], d)

    def ark(q, r):
        return [q[i] ^ keys[8 * r + i] for i in range(8)]

    q = ark(q, nr)
    for r in range(nr - 1, 0, -1):
        q = inv_mix(ark(eval_sbox(inputs, gates, q), r), r & 3)
    return ark(eval_sbox(inputs, gates, q), 0)


class Leak(AssertionError):
    """A secret reached an address or a branch condition."""


CALLEE_SAVED = ["r%d" % i for i in range(4, 12)]
CONDS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "hs": lambda a, b: a >= b,
         "cs": lambda a, b: a >= b, "lo": lambda a, b: a < b, "cc": lambda a, b: a < b,
         "hi": lambda a, b: a > b, "ls": lambda a, b: a <= b}


def simulate(lines, q, sk_words, nr):
    """Runs the function: q at 0x1000, the 64-bit key slots sk_words as (low,
    high) pairs at 0x2000, r2 = nr. Returns (the eight words at 0x1000, the
    memory, the initial sp). Besides the values it tracks which registers and
    memory words derive from q or the keys (taint) and raises Leak when such
    a value is used as an address or decides a conditional branch; PUSH and
    POP move the registers they list, and r4-r11 and the return address must
    come back as they were (AssertionError otherwise)."""
    mem, sec = {}, set()
    QADDR, SKADDR, SP0 = 0x1000, 0x2000, 0x8000
    for i, w in enumerate(q):
        mem[QADDR + 4 * i] = w
        sec.add(QADDR + 4 * i)
    for i, (lo, hi) in enumerate(sk_words):
        mem[SKADDR + 8 * i] = lo
        mem[SKADDR + 8 * i + 4] = hi
        sec.update((SKADDR + 8 * i, SKADDR + 8 * i + 4))
    rng = random.Random(q[0] ^ nr)
    R = {r: rng.getrandbits(32) for r in REGS}
    R.update(r0=QADDR, r1=SKADDR, r2=nr, sp=SP0, pc=0)
    saved = {r: R[r] for r in CALLEE_SAVED + ["lr"]}
    T = set()  # the registers holding secret-derived values
    labels = {}
    prog = []
    for ln in lines:
        if re.match(r"^\d+:$", ln):
            labels.setdefault(ln[:-1], []).append(len(prog))
        elif not ln.startswith("@"):
            prog.append(ln)
    flags = None  # (a, b, secret) of the last compare
    pc = 0
    steps = 0

    def val(tok):
        tok = tok.strip()
        if tok.startswith("#"):
            return int(tok[1:], 0) & MASK32
        return R[tok]

    def sec_of(*toks):
        return any(t.strip() in T for t in toks)

    def setreg(r, v, secret):
        R[r] = v
        (T.add if secret else T.discard)(r)

    def op2(parts):
        v = val(parts[0])
        if len(parts) > 1:
            m = re.match(r"ror #(\d+)", parts[1].strip())
            if m:
                return ror(v, int(m.group(1)))
            m = re.match(r"lsl #(\d+)", parts[1].strip())
            return (v << int(m.group(1))) & MASK32
        return v

    def address(base, off, ins):
        if base in T:
            raise Leak("a secret-derived address: " + ins)
        return (R[base] + off) & MASK32

    def reglist(text):
        out = []
        for part in re.match(r"\{(.*)\}", text).group(1).split(","):
            m = re.match(r"r(\d+)-r(\d+)$", part.strip())
            out += ["r%d" % k for k in range(int(m.group(1)), int(m.group(2)) + 1)] if m else [part.strip()]
        return out

    while True:
        steps += 1
        assert steps < 10 ** 6
        ins = prog[pc]
        pc += 1
        mn, _, rest = ins.partition(" ")
        args = [a.strip() for a in re.split(r",(?![^\[{]*[\]}])", rest)] if rest else []
        if mn in ("eor", "and", "add", "eors", "ands"):
            a = val(args[1])
            b = op2(args[2:])
            setreg(args[0], a ^ b if mn.startswith("eor") else a & b if mn.startswith("and") else (a + b) & MASK32,
                   sec_of(args[1], args[2]))
            if mn.endswith("s"):
                flags = (R[args[0]], 0, args[0] in T)
        elif mn in ("mov", "movs"):
            setreg(args[0], val(args[1]), sec_of(args[1]))
            if mn == "movs":
                flags = (R[args[0]], 0, args[0] in T)
        elif mn == "ror":
            setreg(args[0], ror(val(args[1]), int(args[2][1:])), sec_of(args[1]))
        elif mn == "sub":
            setreg(args[0], (val(args[1]) - val(args[2])) & MASK32, sec_of(args[1], args[2]))
        elif mn in ("ldr", "str", "ldrd", "strd"):
            n = 2 if mn.endswith("d") else 1
            regs = args[:n]
            m = re.match(r"\[(\w+)(?:, #(-?\d+))?\](?:, #(-?\d+))?$", ", ".join(args[n:]))
            base, off, post = m.group(1), int(m.group(2) or 0), m.group(3)
            assert n == 1 or base not in regs, "an LDRD or STRD with its base among its registers: " + ins
            addr = address(base, off, ins)
            for j, r in enumerate(regs):
                if mn.startswith("ldr"):
                    setreg(r, mem[addr + 4 * j], addr + 4 * j in sec)
                else:
                    mem[addr + 4 * j] = R[r]
                    (sec.add if r in T else sec.discard)(addr + 4 * j)
            if post:
                R[base] = (R[base] + int(post)) & MASK32
        elif mn in ("ldm", "stm", "push", "pop"):
            if mn in ("push", "pop"):
                base, rl = "sp", reglist(args[0])
                if mn == "push":
                    R["sp"] -= 4 * len(rl)
            else:
                base, rl = args[0], reglist(", ".join(args[1:]))
            addr = address(base, 0, ins)
            for j, r in enumerate(rl):
                if mn in ("ldm", "pop"):
                    setreg(r, mem[addr + 4 * j], addr + 4 * j in sec)
                else:
                    mem[addr + 4 * j] = R[r]
                    (sec.add if r in T else sec.discard)(addr + 4 * j)
            if mn == "pop":
                R["sp"] += 4 * len(rl)
                if "pc" in rl:
                    break
        elif mn == "cmp":
            flags = (val(args[0]), val(args[1]), sec_of(args[0], args[1]))
        elif mn == "b" or (mn[0] == "b" and mn[1:] in CONDS):
            lab = args[0]
            target = lab[:-1]
            if mn != "b" and flags[2]:
                raise Leak("a branch on a secret-derived condition: " + ins)
            if mn == "b" or CONDS[mn[1:]](flags[0], flags[1]):
                cands = labels[target]
                if lab.endswith("b"):
                    pc = max(c for c in cands if c <= pc - 1)
                else:
                    pc = min(c for c in cands if c >= pc)
        else:
            raise ValueError(ins)
    assert R["sp"] == SP0, "sp not restored"
    for r in CALLEE_SAVED:
        assert R[r] == saved[r], "%s not restored" % r
    assert R["pc"] == saved["lr"], "not returned to lr"
    return [mem[QADDR + 4 * i] for i in range(8)], mem, SP0


def check(lines, frame, decrypt=False, ntests=20):
    inputs, gates = parse_sbox(HEADER, "CAIRN_AES_INV_SBOX" if decrypt else "CAIRN_AES_SBOX_RAW")
    rng = random.Random(7)
    for nr in (10, 12, 14):
        for _ in range(ntests):
            q = [rng.getrandbits(32) for _ in range(8)]
            keys = [rng.getrandbits(32) for _ in range(8 * (nr + 1))]
            slots = []
            for s, w in enumerate(keys):
                slots.append((w, keys[s + 1] if s % 2 == 0 else rng.getrandbits(32)))
            got, mem, sp0 = simulate(lines, q, slots, nr)
            want = (model_decrypt if decrypt else model_encrypt)(q, keys, nr, inputs, gates)
            assert got == want, "mismatch for nr %d" % nr
            frame_words = [mem.get(sp0 - 36 - frame + 4 * i, 0) for i in range(frame // 4)]
            assert not any(frame_words), "frame not cleared"
    return True


BEGIN = "/* generated by scripts/gen-aes-ct32-arm.py --emit: begin */"
END = "/* generated: end */"


FUNCS = (
    ("cairn_aes_ct32_encrypt_armv7m", "encrypt_state (from AddRoundKey 0 on)", "MixColumns offset 1, 2, 3, 0",
     (1, 2, 3, 0, None)),
    ("cairn_aes_ct32_decrypt_armv7m", "decrypt_state (from AddRoundKey Nr on)", "InvMixColumns offset 0, 3, 2, 1",
     (0, 3, 2, 1, None)),
)


def emit_c(results):
    out = [BEGIN]
    for (name, what, offsets, order), (lines, stats, frame) in zip(FUNCS, results):
        out.append("/* %s on the planes q, round keys sk in" % what)
        out.append(" * ct32_set_key's layout; instructions per round, %s" % offsets)
        out.append(" * and the last: %s; a %d-byte frame */" % (", ".join(str(stats[d]) for d in order), frame))
        out.append("void %s(uint32_t q[8], const uint64_t *sk, unsigned nr);" % name)
    out += asm_block("cairn_aes_ct32_armv7m", [(f[0], r[0]) for f, r in zip(FUNCS, results)])
    out.append(END)
    return "\n".join(out) + "\n"


def asm_block(section, funcs):
    """The C lines of a top-level asm statement defining funcs, (name, lines)
    pairs, in the text section `section` (lines starting "@" become comments)."""
    body = [".pushsection .text.%s,\"ax\",%%progbits" % section, ".syntax unified", ".thumb"]
    for name, lines in funcs:
        body += [".p2align 2", ".global " + name, ".hidden " + name, ".type %s, %%function" % name, ".thumb_func",
                 name + ":"]
        body += lines
        body.append(".size %s, .-%s" % (name, name))
    body.append(".popsection")
    text = []
    for ln in body:
        if ln.startswith("@"):
            text.append("/* %s */" % ln[2:])
        else:
            text.append('"%s\\n\\t"' % ln.replace('"', '\\"'))
    text[-1] = text[-1].replace('\\n\\t"', '"') + ");"
    return ["__asm__(" + text[0]] + ["        " + t for t in text[1:]]


def committed(source, begin, end):
    """The functions of the asm statement between the markers of source, as
    committed: {name: instruction lines} (comments as "@" lines)."""
    src = open(source).read()
    src = src[src.index(begin) : src.index(end)]
    funcs, cur = {}, None
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"|/\* (.*?) \*/', src[src.index("__asm__(") :]):
        if m.group(2) is not None:
            if cur is not None:
                cur.append("@ " + m.group(2))
            continue
        ln = m.group(1).replace("\\n\\t", "").replace('\\"', '"')
        if ln.startswith(".size"):
            cur = None
        elif ln.endswith(":") and not re.match(r"^\d+:$", ln):
            cur = funcs.setdefault(ln[:-1], [])
        elif cur is not None:
            cur.append(ln)
    return funcs


def frame_of(lines):
    return next(int(ln.split("#")[1]) for ln in lines if ln.startswith("sub sp, sp, #"))


def expect_failure(name, what, run, want):
    """A negative control: run() must fail with an error whose text contains want."""
    try:
        run()
    except (AssertionError, KeyError) as e:
        if want in str(e):
            return
        raise AssertionError("%s, %s: failed for another reason (%r), not '%s'" % (name, what, e, want))
    raise AssertionError("%s, %s: the check did not fail" % (name, what))


def mutants(lines):
    """(what, lines, expected failure) for the negative controls: the checks
    of verify_committed must reject each of these changes."""
    loop = lines.index("1:") + 1
    first_eor = next(i for i in range(loop, len(lines)) if lines[i].startswith("eor "))
    last_clear = max(i for i, ln in enumerate(lines) if ln.startswith("strd r0, r1, [sp"))
    return [
        ("a secret-derived address", lines[:loop] + ["ldr r12, [r0, #0]"] + lines[loop:], "address"),
        ("a branch on a secret", lines[:loop] + ["cmp r0, #0", "bne 9f", "9:"] + lines[loop:], "branch"),
        ("an EOR made an AND", lines[:first_eor] + ["and " + lines[first_eor][4:]] + lines[first_eor + 1 :],
         "mismatch"),
        ("a frame word not cleared", lines[:last_clear] + lines[last_clear + 1 :], "frame not cleared"),
        ("r4 left out of the PUSH and POP",
         [{"push {r4-r11, lr}": "push {r5-r11, lr}", "pop {r4-r11, pc}": "pop {r5-r11, pc}"}.get(ln, ln)
          for ln in lines], "r4 not restored"),
    ]


def verify_committed(source, begin, end, checks):
    """Simulates the committed text of each function of checks ({name:
    check(lines, frame)}) and the negative controls (mutants) on the first."""
    funcs = committed(source, begin, end)
    assert sorted(funcs) == sorted(checks), "functions in %s: %s" % (source, sorted(funcs))
    for name, run in checks.items():
        run(funcs[name], frame_of(funcs[name]))
        print("%s, as committed in %s: the simulation matches the model; no secret-derived address or branch;"
              " callee-saved registers restored; frame cleared" % (name, os.path.relpath(source, ROOT)))
    name = sorted(checks)[0]
    for what, lines, want in mutants(funcs[name]):
        expect_failure(name, what, lambda lines=lines: checks[name](lines, frame_of(lines)), want)
    print("%s: the %d negative controls (%s) each fail the check" %
          (name, len(mutants(funcs[name])), "; ".join(m[0] for m in mutants(funcs[name]))))


def update_section(source, begin, end, text):
    """Replaces the text between the markers begin and end (both included) of source."""
    src = open(source).read()
    a, b = src.index(begin), src.index(end) + len(end) + 1
    open(source, "w").write(src[:a] + text + src[b:])


def main():
    args = sys.argv[1:]
    if "--verify" in args:
        verify_committed(SOURCE, BEGIN, END, {
            FUNCS[0][0]: lambda lines, frame: check(lines, frame, decrypt=False),
            FUNCS[1][0]: lambda lines, frame: check(lines, frame, decrypt=True)})
        return
    results = [generate(), generate_dec()]
    for (name, _, _, order), (lines, stats, frame), dec in zip(FUNCS, results, (False, True)):
        check(lines, frame, decrypt=dec)
        print("%s: rounds %s instructions; frame %d bytes; the simulation matches the model" %
              (name, [stats[d] for d in order], frame), file=sys.stderr)
    if "--check" in args:
        return
    text = emit_c(results)
    if "--update" in args:
        update_section(SOURCE, BEGIN, END, text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
