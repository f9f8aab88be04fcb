# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Builds the self-contained HTML report (make report) from cairn-bench's machine-readable output.

  report.py --host HOST.json [--peers FILE ...] [--cm7 CM7.json] [--size docs/size.md] --out PAGE.html
            [--markdown TABLES.md]

HOST.json and CM7.json: `cairn-bench --format json` on the host and on the emulated Cortex-M7
(the "reference" members that --reference adds are shown beside the rows). --peers: the output
of `cairn-bench --compare --format csv` (or JSON records with the same field names), one file per
run, any number of peers: each distinct peer_name becomes a column, whatever peers the files carry.
--size: the Markdown tables of docs/size.md (make size).

The page embeds the data as JSON and page.js draws the tables and charts from it.
"""
import argparse
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PEER_FIELDS = ("table", "algorithm", "metric", "peer", "peer_name")


def peer_all_records(doc):
    """`--compare --peer all --format json`: {"peers": {id: name or null}, "rows": [{"table",
    "algorithm", "metric", "peers": {id: value or null}, "fastest_peer", "ratio"}]} as records,
    one per peer figure; the ratio to the fastest peer rides along as "vs_fastest"."""
    names = doc["peers"]
    # a record without a figure per peer found, first: the columns keep the benchmark's peer order
    out = [{"table": None, "algorithm": None, "metric": None, "peer": None, "peer_name": n}
           for n in names.values() if n]
    for row in doc["rows"]:
        for pid, v in row.get("peers", {}).items():
            if v is not None:
                out.append({"table": row["table"], "algorithm": row["algorithm"], "metric": row["metric"],
                            "peer": v, "peer_name": names.get(pid) or pid, "vs_fastest": row.get("ratio")})
    return out


def peer_all_csv_records(rows, head):
    """`--compare --peer all --format csv`: table,algorithm,metric,unit,cairn_impl,cairn,<a column
    per peer>,fastest_peer,ratio."""
    peer_cols = head[head.index("cairn") + 1:head.index("fastest_peer")]
    return [{"table": r["table"], "algorithm": r["algorithm"], "metric": r["metric"], "peer": r[c],
             "peer_name": c, "vs_fastest": r.get("ratio")} for r in rows for c in peer_cols if number(r[c])]


def load_peer_records(path):
    """The peer figures of a --compare output (one peer's CSV or JSON records, or --peer all's
    JSON or CSV): dicts with at least PEER_FIELDS."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.lstrip().startswith(("{", "[")):
        doc = json.loads(text)
        if isinstance(doc, dict) and isinstance(doc.get("peers"), dict) and isinstance(doc.get("rows"), list):
            return peer_all_records(doc)
        found = []

        def walk(node):
            if isinstance(node, dict):
                if all(k in node for k in PEER_FIELDS):
                    found.append(node)
                for v in node.values():
                    walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)

        walk(doc)
        return found
    reader = csv.DictReader(text.splitlines())
    rows = list(reader)
    head = reader.fieldnames or []
    if "fastest_peer" in head and "cairn" in head and "peer_name" not in head:
        return peer_all_csv_records(rows, head)
    if rows and not all(k in rows[0] for k in PEER_FIELDS):
        raise SystemExit("%s: not a cairn-bench --compare CSV (fields %s)" % (path, ", ".join(PEER_FIELDS)))
    return rows


def peer_label(name):
    """The library and its version: "OpenSSL 3.0.22 25 Aug 2026" -> "OpenSSL 3.0.22", "Mbed TLS 2.28.3"."""
    words = name.split()
    for i, w in enumerate(words):
        if w[:1].isdigit():
            return " ".join(words[:i + 1])
    return name


def number(v):
    try:
        x = float(v)
    except (TypeError, ValueError):
        return None
    return x if x > 0 else None


def host_section(bench, peers):
    """Tables: per table metric, cairn Software/Hardware, every peer, the reference and its ratio."""
    h = bench["header"]
    ref = h.get("reference")
    peer_values = {}  # (table key, row, metric or "-") -> {peer: value}
    vs_fastest = {}  # the same key -> cairn's ratio to the fastest peer (--peer all)
    names = []
    for rec in peers:
        label = peer_label(rec["peer_name"])
        if label not in names:
            names.append(label)
        v = number(rec["peer"])
        key = (rec["table"], rec["algorithm"], rec["metric"])
        if v is not None:
            peer_values.setdefault(key, {})[label] = v
        if number(rec.get("vs_fastest")) is not None:
            vs_fastest[key] = number(rec["vs_fastest"])
    tables = []
    for t in bench["tables"]:
        multi = len(t["metrics"]) > 1
        columns, charts, groups = [], [], []
        for m in t["metrics"]:
            first = len(columns)
            columns += ["cairn Software", "cairn Hardware"] + names
            charts.append({"title": m if multi else t["title"], "columns": list(range(first, len(columns)))})
            if vs_fastest:
                columns.append("cairn / fastest peer")
            if ref:
                columns += [ref["label"], "ratio"]
            groups.append([m, len(columns) - first])
        rows = []
        for r in t["rows"]:
            cells = []
            for res in r["results"]:
                key = (t["key"], r["name"], res["metric"] if multi else "-")
                cells += [res["software"].get("value"), res["hardware"].get("value")]
                cells += [peer_values.get(key, {}).get(p) for p in names]
                if vs_fastest:
                    cells.append(vs_fastest.get(key))
                if ref:
                    rr = res.get("reference", {})
                    cells += [rr.get("value"), rr.get("ratio")]
            rows.append({"name": r["name"], "cells": cells})
        tables.append({"key": t["key"], "title": "%s (%s)" % (t["title"], t["unit"]), "columns": columns,
                       "groups": groups if multi else [], "rows": rows, "charts": charts,
                       "better": "higher" if t["unit"] == "MB/s" else "lower", "unit": t["unit"]})
    header = [["CPU", "%s, %s logical CPUs, %s" % (h["cpu"], h["logical_cpus"], h["system"])],
              ["Compiler", "%s, %s build, flags: %s" % (h["compiler"], h["build_type"], h["cflags"])],
              ["Library", "cairn %s" % h["version"]],
              ["Features", " ".join(h["cpu_features"]) or "none"],
              ["Method", "%d-byte buffers, median of %d runs, %.2f s per row%s" % (
                  h["buffer_size"], h["runs"], h["seconds_per_row"], " (--quick)" if h["quick"] else "")],
              ["Peers", ", ".join(names) + " (cairn-bench --compare: cairn's best cell and the peers, in turn%s)" % (
                  "; cairn / fastest peer: speed ratio, > 1: cairn faster" if vs_fastest else "")
               if names else "none measured"]]
    if ref:
        header.append(["Reference", "%s on %s (%s, %g MHz), Software column: %d rows matched; ratio = cairn's "
                       "Software speed / the reference's (> 1: cairn faster); on a host only context" % (
                           ref["library"], ref["platform"], ref["cpu"], ref["clock_mhz"], ref["rows_matched"])])
    return {"id": "host", "title": "Host: " + h["cpu"], "header": header, "tables": tables}


def cm7_section(bench):
    """Instructions per byte or per operation: cairn (Software), the published figure in cycles, the
    reference's own emulated count, and the two ratios."""
    h = bench["header"]
    ref = h.get("reference")
    mhz = h["clock_mhz"]
    tables = []
    for t in bench["tables"]:
        multi = len(t["metrics"]) > 1
        bulk = t["unit"] == "MB/s"
        columns, charts, groups = [], [], []
        for m in t["metrics"]:
            first = len(columns)
            columns.append("cairn")
            if ref:
                columns += [ref["label"] + " cycles", "emulated"]
            charts.append({"title": m if multi else t["title"], "columns": list(range(first, len(columns)))})
            if ref:
                columns += ["cycles / cairn", "emulated / cairn"]
            groups.append([m, len(columns) - first])
        rows = []
        for r in t["rows"]:
            cells = []
            for res in r["results"]:
                v = res["software"].get("value")
                cells.append((mhz / v if bulk else v * mhz * 1e3) if v else None)
                if ref:
                    rr = res.get("reference", {})
                    cells += [rr.get("cycles"), rr.get("emulated_instructions")]
                    cells += [rr.get("cycles_ratio"), rr.get("emulated_ratio")]
            rows.append({"name": r["name"], "cells": cells})
        tables.append({"key": t["key"], "title": "%s (instructions per %s)" % (t["title"], "byte" if bulk else
                                                                               "operation"),
                       "columns": columns, "groups": groups if multi else [], "rows": rows, "charts": charts,
                       "better": "lower",
                       "unit": "per byte" if bulk else "per op"})
    header = [["CPU", h["cpu"]], ["Compiler", "%s, flags: %s" % (h["compiler"], h["cflags"])],
              ["Method", "cairn-bench under QEMU -icount shift=0: exact instruction counts (cairn's Software "
                         "cells); %d-byte buffers" % h["buffer_size"]]]
    if ref:
        header.append(["Reference", "%s on %s (%s, %g MHz), Software column: %d rows matched" % (
            ref["library"], ref["platform"], ref["cpu"], ref["clock_mhz"], ref["rows_matched"])])
        header.append(["Conversion", ref.get("conversion") or ""])
    return {"id": "cm7", "title": "Cortex-M7 (emulated): instructions beside the reference", "header": header,
            "tables": tables}


def size_section(path):
    """Every Markdown table of docs/size.md, under the heading above it."""
    tables, heading, block = [], "Code size", []
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines() + [""]
    for line in lines:
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
        if line.startswith("|"):
            block.append([c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]])
            continue
        if len(block) >= 3:
            # numbers where the cell is one, text otherwise, None where it is empty or "-"
            rows = [{"name": re.sub(r"[`*]", "", b[0]),
                     "cells": [number(c) if number(c) is not None else (c if c not in ("", "-") else None)
                               for c in b[1:]]} for b in block[2:]]
            tables.append({"key": "size%d" % len(tables), "title": heading, "columns": block[0][1:], "groups": [],
                           "rows": rows,
                           "charts": [], "better": "lower", "unit": "bytes"})
        block = []
    return {"id": "size", "title": "Code size and stack on Cortex-M7 (make size, %s)" % os.path.basename(path),
            "header": [], "tables": tables}


def fmt(v):
    """A cell as page.js prints it."""
    if v is None:
        return "-"
    if not isinstance(v, float):
        return str(v)
    a = abs(v)
    if a >= 100000:
        return "{:,.0f}".format(v)
    for limit, digits in ((100, 1), (10, 2), (1, 3)):
        if a >= limit:
            return "%.*f" % (digits, v)
    return "%.3g" % v


def markdown(data):
    """The page's tables (not its charts) as Markdown, for docs/benchmarks.md."""
    out = []
    for s in data["sections"]:
        out.append("### " + s["title"] + "\n")
        for k, v in s["header"]:
            out.append("- %s: %s" % (k, v.replace("|", "\\|")))
        for t in s["tables"]:
            if not t["rows"]:
                continue
            out.append("\n#### %s\n" % t["title"])
            names = list(t["columns"])
            pos = 0
            for g, n in t["groups"]:  # the metric before each of its columns' names
                names[pos:pos + n] = [g + " " + c for c in names[pos:pos + n]]
                pos += n
            out.append("| Algorithm | " + " | ".join(names) + " |")
            out.append("|:--|" + "--:|" * len(t["columns"]))
            for r in t["rows"]:
                out.append("| %s | %s |" % (r["name"], " | ".join(fmt(c) for c in r["cells"])))
        out.append("")
    return "\n".join(out) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", required=True)
    ap.add_argument("--peers", nargs="*", default=[])
    ap.add_argument("--cm7")
    ap.add_argument("--size")
    ap.add_argument("--out", required=True)
    ap.add_argument("--markdown", help="also write the tables as Markdown to this file")
    a = ap.parse_args(argv)

    with open(a.host, encoding="utf-8") as f:
        host = json.load(f)
    peers = [r for p in a.peers for r in load_peer_records(p)]
    sections = [host_section(host, peers)]
    if a.cm7:
        with open(a.cm7, encoding="utf-8") as f:
            sections.append(cm7_section(json.load(f)))
    if a.size:
        sections.append(size_section(a.size))
    data = {"title": "cairn %s benchmark report" % host["header"]["version"], "sections": sections}

    with open(os.path.join(HERE, "page.css"), encoding="utf-8") as f:
        css = f.read()
    with open(os.path.join(HERE, "page.js"), encoding="utf-8") as f:
        js = f.read()
    # "</" cannot appear inside the script elements
    blob = json.dumps(data, indent=None).replace("</", "<\\/")
    page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width\">"
            "<title>%s</title>\n<style>\n%s</style></head><body>\n<h1>%s</h1>\n<main id=\"report\"></main>\n"
            "<script type=\"application/json\" id=\"data\">%s</script>\n<script>\n%s</script>\n</body></html>\n" % (
                data["title"], css, data["title"], blob, js.replace("</", "<\\/")))
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(page)
    if a.markdown:
        with open(a.markdown, "w", encoding="utf-8") as f:
            f.write(markdown(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
