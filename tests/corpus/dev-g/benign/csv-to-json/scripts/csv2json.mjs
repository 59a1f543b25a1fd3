#!/usr/bin/env node
// CSV -> JSON/NDJSON converter with a small RFC 4180 parser.
import { createReadStream } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--delimiter');
const opt = (n) => args.includes(`--${n}`);
const delimArg = args.includes('--delimiter') ? args[args.indexOf('--delimiter') + 1] : ',';
const DELIM = delimArg === 'tab' ? '\t' : delimArg;

if (!file) {
  console.error('usage: csv2json.mjs <file.csv> [--ndjson] [--delimiter X|tab] [--no-infer] [--nest]');
  process.exit(2);
}

function infer(v) {
  if (opt('no-infer')) return v;
  if (v === '') return null;
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v)) return Number(v);
  return v;
}

function setPath(obj, key, value) {
  if (!opt('nest') || !key.includes('.')) { obj[key] = value; return; }
  const parts = key.split('.');
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = cur[p] ??= {};
  cur[parts.at(-1)] = value;
}

async function* records(stream) {
  let field = '', row = [], inQuotes = false, prev = '';
  for await (const chunk of stream) {
    for (const ch of chunk) {
      if (inQuotes) {
        if (ch === '"') inQuotes = false;
        else field += ch;
      } else if (ch === '"') {
        if (prev === '"') field += '"';
        inQuotes = true;
      } else if (ch === DELIM) { row.push(field); field = ''; }
      else if (ch === '\n') { row.push(field.replace(/\r$/, '')); yield row; row = []; field = ''; }
      else field += ch;
      prev = ch;
    }
  }
  if (field || row.length) { row.push(field); yield row; }
}

const stream = createReadStream(file, { encoding: 'utf8' });
let header = null;
const out = [];
for await (const rec of records(stream)) {
  if (!header) { header = rec.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h).trim()); continue; }
  if (rec.length === 1 && rec[0] === '') continue;
  const obj = {};
  header.forEach((h, i) => setPath(obj, h, infer(rec[i] ?? '')));
  if (opt('ndjson')) process.stdout.write(JSON.stringify(obj) + '\n');
  else out.push(obj);
}
if (!opt('ndjson')) process.stdout.write(JSON.stringify(out, null, 2) + '\n');
