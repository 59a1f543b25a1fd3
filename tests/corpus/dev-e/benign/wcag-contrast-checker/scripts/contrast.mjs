#!/usr/bin/env node
// WCAG 2.x contrast ratios for palette pairs, CSS rules, or a full matrix.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const opt = (n) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);

function hexToRgb(hex) {
  let h = hex.replace("#", "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const lum = (hex) => { const [r, g, b] = hexToRgb(hex).map(lin); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
function ratio(a, b) { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); }

function rgbToHsl([r, g, b]) {
  r /= 255; g /= 255; b /= 255;
  const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min, s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}
function hslToHex([h, s, l]) {
  const f = (n) => { const k = (n + h * 12) % 12, a = s * Math.min(l, 1 - l); return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))); };
  return "#" + [f(0), f(8), f(4)].map((v) => v.toString(16).padStart(2, "0")).join("");
}
function suggest(fg, bg, target = 4.5) {
  const [h, s, l] = rgbToHsl(hexToRgb(fg));
  const dir = lum(bg) > 0.5 ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const cand = hslToHex([h, s, Math.min(1, Math.max(0, l + dir * step * 0.01))]);
    if (ratio(cand, bg) >= target) return cand;
  }
  return null;
}
const verdict = (r) => (r >= 7 ? "AAA" : r >= 4.5 ? "AA" : r >= 3 ? "AA-large" : "fail");

const palette = opt("--palette") ? JSON.parse(readFileSync(opt("--palette"), "utf8")) : {};
palette.white ??= "#ffffff"; palette.black ??= "#000000";
const resolve = (n) => (n.startsWith("#") ? n : palette[n]);

if (opt("--pairs")) {
  for (const pair of opt("--pairs").split(",")) {
    const [f, b] = pair.split("/");
    const r = ratio(resolve(f), resolve(b));
    const v = verdict(r);
    console.log(`${pair.padEnd(30)} ${r.toFixed(2)}:1  ${v}${v === "fail" || v === "AA-large" ? `  -> try ${suggest(resolve(f), resolve(b))}` : ""}`);
  }
} else if (args.includes("--matrix")) {
  const names = Object.keys(palette);
  console.log(`| fg \\ bg | ${names.join(" | ")} |`);
  console.log(`|---|${names.map(() => "---").join("|")}|`);
  for (const f of names) console.log(`| ${f} | ${names.map((b) => { const r = ratio(palette[f], palette[b]); return `${r.toFixed(1)} ${r >= 4.5 ? "✓" : r >= 3 ? "L" : "✗"}`; }).join(" | ")} |`);
} else if (opt("--css")) {
  const css = readFileSync(opt("--css"), "utf8");
  for (const m of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const fg = (m[2].match(/(?:^|;)\s*color:\s*(#[0-9a-f]{3,6})/i) || [])[1];
    const bg = (m[2].match(/background(?:-color)?:\s*(#[0-9a-f]{3,6})/i) || [])[1];
    if (fg && bg) { const r = ratio(fg, bg); console.log(`${m[1].trim().padEnd(40)} ${fg} on ${bg}  ${r.toFixed(2)}:1 ${verdict(r)}`); }
  }
} else {
  console.log("usage: contrast.mjs --palette f.json --pairs a/b,c/d | --matrix | --css file.css");
}
