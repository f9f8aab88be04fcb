// SPDX-License-Identifier: Apache-2.0 OR MIT
// Draws the report from the JSON in #data: a header table, then per table the numbers and
// one bar chart per metric (one bar per non-empty cell of the chart's columns).
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("data").textContent);
  const root = document.getElementById("report");
  const SVG = "http://www.w3.org/2000/svg";
  const colours = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"];

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svgEl(tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function fmt(v) {
    if (typeof v !== "number") return v;
    const a = Math.abs(v);
    if (a >= 100000) return Math.round(v).toLocaleString("en-US");
    if (a >= 100) return v.toFixed(1);
    if (a >= 10) return v.toFixed(2);
    if (a >= 1) return v.toFixed(3);
    return v.toPrecision(3);
  }

  function table(section, t) {
    const tab = el("table", { "data-table": section.id + ":" + t.key });
    const thead = tab.appendChild(el("thead"));
    const head = el("tr");
    if (t.groups.length) {
      // the metric over its columns
      const top = thead.appendChild(el("tr"));
      top.appendChild(el("th", { rowspan: 2 }, "Algorithm"));
      t.groups.forEach((g) => top.appendChild(el("th", { colspan: g[1], class: "group" }, g[0])));
    } else {
      head.appendChild(el("th", {}, "Algorithm"));
    }
    t.columns.forEach((c) => head.appendChild(el("th", {}, c)));
    thead.appendChild(head);
    const body = tab.appendChild(el("tbody"));
    t.rows.forEach((r) => {
      const tr = body.appendChild(el("tr"));
      tr.appendChild(el("td", {}, r.name));
      r.cells.forEach((c) => tr.appendChild(el("td", { class: typeof c === "string" ? "" : "n" },
        c === null || c === undefined ? "-" : fmt(c))));
    });
    return tab;
  }

  // Bars are scaled per row (the row's largest value is the full length): the chart compares the
  // columns of each row, whose values differ by orders of magnitude between rows.
  function chart(section, t, ci, ch) {
    const label = 150, bar = 260, bh = 9, gap = 7, cols = ch.columns;
    const rows = t.rows.filter((r) => cols.some((c) => typeof r.cells[c] === "number"));
    let h = 4;
    rows.forEach((r) => { h += cols.filter((c) => typeof r.cells[c] === "number").length * bh + gap; });
    const fig = el("figure");
    fig.appendChild(el("figcaption", {}, ch.title + " (" + t.unit + "; " + t.better +
      " is better; bars scaled per row)"));
    const legend = fig.appendChild(el("div", { class: "legend" }));
    cols.forEach((c, k) => {
      const s = legend.appendChild(el("span"));
      s.appendChild(el("i", { style: "background:" + colours[k % colours.length] }));
      s.appendChild(document.createTextNode(t.columns[c]));
    });
    const svg = svgEl("svg", { width: label + bar + 90, height: h, "data-chart": section.id + ":" + t.key + ":" + ci,
      role: "img" });
    let y = 4;
    rows.forEach((r) => {
      const vals = cols.map((c) => r.cells[c]);
      const max = Math.max(...vals.filter((v) => typeof v === "number"));
      const n = vals.filter((v) => typeof v === "number").length;
      svg.appendChild(svgEl("text", { x: label - 6, y: y + (n * bh) / 2 + 4, "text-anchor": "end" }, r.name));
      vals.forEach((v, k) => {
        if (typeof v !== "number") return;
        const w = Math.max(1, Math.round((v / max) * bar));
        svg.appendChild(svgEl("rect", { class: "bar", x: label, y: y, width: w, height: bh - 1,
          fill: colours[k % colours.length] }));
        svg.appendChild(svgEl("text", { x: label + w + 4, y: y + bh - 1, style: "font-size:9px" }, fmt(v)));
        y += bh;
      });
      y += gap;
    });
    fig.appendChild(svg);
    return fig;
  }

  data.sections.forEach((s) => {
    const sec = root.appendChild(el("section", { id: s.id }));
    sec.appendChild(el("h2", {}, s.title));
    if (s.header.length) {
      const head = sec.appendChild(el("table", { class: "head" }));
      s.header.forEach((kv) => {
        const tr = head.appendChild(el("tr"));
        tr.appendChild(el("th", {}, kv[0]));
        tr.appendChild(el("td", {}, kv[1]));
      });
    }
    s.tables.forEach((t) => {
      sec.appendChild(el("h3", {}, t.title));
      if (!t.rows.length) {
        sec.appendChild(el("p", {}, "(no rows)"));
        return;
      }
      const block = sec.appendChild(el("div", { class: "block" }));
      block.appendChild(table(s, t));
      if (t.charts.length) {
        const charts = block.appendChild(el("div", { class: "charts" }));
        t.charts.forEach((ch, ci) => charts.appendChild(chart(s, t, ci, ch)));
      }
    });
  });
})();
