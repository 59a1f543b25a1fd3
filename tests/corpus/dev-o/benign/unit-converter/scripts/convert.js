#!/usr/bin/env node
// convert.js VALUE FROM TO
const FACTORS = {
  length: { mm: 1e-3, cm: 1e-2, m: 1, km: 1e3, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344 },
  mass: { mg: 1e-6, g: 1e-3, kg: 1, t: 1e3, oz: 0.028349523125, lb: 0.45359237 },
  data: { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4 },
  time: { ms: 1e-3, s: 1, min: 60, h: 3600, d: 86400, wk: 604800 },
};

function temp(v, from, to) {
  const toC = { C: (x) => x, F: (x) => ((x - 32) * 5) / 9, K: (x) => x - 273.15 };
  const fromC = { C: (x) => x, F: (x) => (x * 9) / 5 + 32, K: (x) => x + 273.15 };
  if (!(from in toC) || !(to in fromC)) return null;
  return fromC[to](toC[from](v));
}

function convert(v, from, to) {
  const t = temp(v, from, to);
  if (t !== null) return t;
  for (const table of Object.values(FACTORS)) {
    if (from in table && to in table) return (v * table[from]) / table[to];
  }
  throw new Error(`cannot convert ${from} to ${to}`);
}

const [val, from, to] = process.argv.slice(2);
if (!to) {
  console.error('usage: convert.js VALUE FROM TO');
  process.exit(2);
}
try {
  const r = convert(Number(val), from, to);
  console.log(`${val} ${from} = ${Number(r.toPrecision(6))} ${to}`);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
