#!/usr/bin/env node
'use strict';
const fs = require('fs');

function parseCSV(text) {
  const rows = [];
  let row = [], field = '', q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') q = false;
      else field += c;
    } else if (c === '"') q = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

function coerce(v) {
  if (v === '') return null;
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

function setPath(obj, path, value) {
  const keys = path.split('.');
  let cur = obj;
  keys.slice(0, -1).forEach((k) => { cur = cur[k] ??= {}; });
  cur[keys.at(-1)] = value;
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const [header, ...rows] = parseCSV(fs.readFileSync(file, 'utf8')).filter((r) => r.some(Boolean));
const objs = rows.map((r) => {
  const o = {};
  header.forEach((h, i) => setPath(o, h, args.includes('--coerce') ? coerce(r[i] ?? '') : (r[i] ?? '')));
  return o;
});
process.stdout.write(args.includes('--jsonl') ? objs.map((o) => JSON.stringify(o)).join('\n') + '\n' : JSON.stringify(objs, null, 2) + '\n');
