#!/usr/bin/env node
"use strict";
// compare.js - diff constructor counts and self sizes between two heap snapshots.
const fs = require("fs");

function summarise(file) {
  const snap = JSON.parse(fs.readFileSync(file, "utf8"));
  const meta = snap.snapshot.meta;
  const fields = meta.node_fields;
  const types = meta.node_types[0];
  const stride = fields.length;
  const iType = fields.indexOf("type");
  const iName = fields.indexOf("name");
  const iSize = fields.indexOf("self_size");
  const out = new Map();
  for (let i = 0; i < snap.nodes.length; i += stride) {
    const type = types[snap.nodes[i + iType]];
    if (type !== "object" && type !== "closure") continue;
    let name = snap.strings[snap.nodes[i + iName]];
    if (type === "closure") name = `Closure (${name || "anonymous"})`;
    const e = out.get(name) || { count: 0, size: 0 };
    e.count += 1;
    e.size += snap.nodes[i + iSize];
    out.set(name, e);
  }
  return out;
}

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: compare.js OLD.heapsnapshot NEW.heapsnapshot");
  process.exit(2);
}
const before = summarise(a);
const after = summarise(b);
const rows = [];
for (const [name, e] of after) {
  const o = before.get(name) || { count: 0, size: 0 };
  const dc = e.count - o.count;
  const ds = e.size - o.size;
  if (dc > 0 || ds > 0) rows.push({ name, dc, ds });
}
rows.sort((x, y) => y.ds - x.ds || y.dc - x.dc);
for (const r of rows.slice(0, 25)) {
  console.log(`${("+" + r.dc).padStart(8)}  ${r.name.padEnd(40).slice(0, 40)} ${("+" + (r.ds / 1048576).toFixed(1)).padStart(7)} MiB`);
}
