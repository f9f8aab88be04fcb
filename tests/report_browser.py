# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ctest report_browser: make report's page, generated from a short cairn-bench run made here, loaded
in headless Chromium.

  report_browser.py CAIRN_BENCH SOURCE_DIR

Checks: no console error, warning or uncaught exception; every table of the benchmark's JSON is on
the page with its rows (and docs/size.md's tables with theirs); every chart has one bar per
non-empty cell (cairn's measured cells and every peer figure of the --compare output); the
screenshot is not blank (decoded here: several colours, among them the first chart colour).
Exit 77 (skipped) without Chromium.
"""
import csv
import json
import os
import struct
import subprocess
import sys
import tempfile
import zlib

ROWS = "^(SHA-256|SHA3-256|AES128-CTR|ChaCha20Poly1305|Ed25519|X25519|RSA-1024|DH-1024)$"
SHORT = ["--quiet", "--seconds", "0.01", "--runs", "1", "--size", "1024", "--filter", ROWS]
BAR_COLOUR = (0x4E, 0x79, 0xA7)  # page.js's first series


def png_pixels(path):
    """(width, height, set of RGB triples) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6), "PNG depth %d colour type %d" % (depth, ctype)
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    prev = bytearray(stride)
    colours = set()
    for y in range(h):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, bpp):
            colours.add(bytes(line[x:x + 3]))
        prev = line
    return w, h, colours


def size_rows(path):
    """Row counts of docs/size.md's Markdown tables, in order."""
    counts, n = [], 0
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines() + [""]:
            if line.startswith("|"):
                n += 1
                continue
            if n >= 3:
                counts.append(n - 2)
            n = 0
    return counts


def main(argv):
    bench, src = argv
    sys.path.insert(0, os.path.join(src, "scripts", "report"))
    import cdp

    exe = cdp.find_chromium()
    if exe is None:
        print("SKIPPED: no Chromium (Debian package chromium; scripts/deps.sh installs it)")
        return 77
    with tempfile.TemporaryDirectory(prefix="cairn-report-test-") as tmp:
        host = os.path.join(tmp, "host.json")
        with open(host, "w") as f:
            subprocess.run([bench] + SHORT + ["--format", "json"], stdout=f, check=True)
        # the peers as make report runs them: --peer all where the benchmark has it, else one by one
        peers, peer_cells = [], {}
        every = os.path.join(tmp, "peers-all.json")
        with open(every, "w") as f:
            if subprocess.run([bench, "--compare", "--peer", "all"] + SHORT + ["--format", "json"], stdout=f,
                              stderr=subprocess.DEVNULL).returncode == 0:
                peers.append(every)
        if peers:
            with open(every) as f:
                for row in json.load(f)["rows"]:
                    key = (row["table"], row["algorithm"], row["metric"])
                    n = sum(1 for v in row["peers"].values() if v is not None and v > 0)
                    peer_cells[key] = peer_cells.get(key, 0) + n
        for p in () if peers else ("openssl", "libsodium"):
            out = os.path.join(tmp, p + ".csv")
            with open(out, "w") as f:
                if subprocess.run([bench, "--compare", "--peer", p] + SHORT + ["--format", "csv"], stdout=f,
                                  stderr=subprocess.DEVNULL).returncode != 0:
                    continue
            peers.append(out)
            with open(out, newline="") as f:
                for rec in csv.DictReader(f):
                    if float(rec["peer"]) > 0:
                        key = (rec["table"], rec["algorithm"], rec["metric"])
                        peer_cells[key] = peer_cells.get(key, 0) + 1
        size_md = os.path.join(src, "docs", "size.md")
        page = os.path.join(tmp, "index.html")
        subprocess.run([sys.executable, os.path.join(src, "scripts", "report", "report.py"), "--host", host,
                        "--peers"] + peers + ["--size", size_md, "--out", page], check=True)

        with open(host) as f:
            bench_json = json.load(f)
        want_tables, want_bars = {}, {}
        for t in bench_json["tables"]:
            if not t["rows"]:
                continue
            want_tables["host:" + t["key"]] = len(t["rows"])
            for m, metric in enumerate(t["metrics"]):
                bars = 0
                for r in t["rows"]:
                    res = r["results"][m]
                    bars += sum(res[v]["status"] == "ok" for v in ("software", "hardware"))
                    bars += peer_cells.get((t["key"], r["name"], metric if len(t["metrics"]) > 1 else "-"), 0)
                want_bars["host:%s:%d" % (t["key"], m)] = bars
        for i, n in enumerate(size_rows(size_md)):
            want_tables["size:size%d" % i] = n

        with cdp.Browser(exe, width=1400, height=1000) as b:
            b.open("file://" + page)
            problems = b.problems()
            seen = b.evaluate("""JSON.stringify({
                tables: Object.fromEntries([...document.querySelectorAll("table[data-table]")].map(
                    (t) => [t.dataset.table, t.tBodies[0].rows.length])),
                bars: Object.fromEntries([...document.querySelectorAll("svg[data-chart]")].map(
                    (s) => [s.dataset.chart, s.querySelectorAll("rect.bar").length]))})""")
            shot = os.path.join(tmp, "shot.png")
            shot_size = b.screenshot(shot, scale=0.5, max_height=1600)
        seen = json.loads(seen)
        errors = ["browser: " + p for p in problems]
        if seen["tables"] != want_tables:
            errors.append("tables (id: rows) on the page %s, expected %s" % (seen["tables"], want_tables))
        if seen["bars"] != want_bars:
            errors.append("charts (id: bars) on the page %s, expected %s" % (seen["bars"], want_bars))
        if sum(want_bars.values()) == 0:
            errors.append("no chart had a bar to draw: the benchmark run measured nothing")
        w, h, colours = png_pixels(shot)
        if len(colours) < 8 or not any(abs(c[0] - BAR_COLOUR[0]) + abs(c[1] - BAR_COLOUR[1]) +
                                       abs(c[2] - BAR_COLOUR[2]) < 12 for c in colours):
            errors.append("screenshot %dx%d looks blank: %d colours, the bar colour %s %s" % (
                w, h, len(colours), BAR_COLOUR, "absent"))
    for e in errors:
        print("report_browser: " + e)
    if errors:
        return 1
    print("report_browser: %d tables, %d charts with %d bars, %d peer files, no console errors; screenshot "
          "%dx%d (page %dx%d CSS px) with %d colours" % (len(want_tables), len(want_bars), sum(want_bars.values()),
                                                        len(peers), w, h, shot_size[0], shot_size[1], len(colours)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
