#!/usr/bin/env node
const fs = require('fs');

const args = process.argv.slice(2);
const ni = args.indexOf('--name');
const rootName = ni > -1 ? args.splice(ni, 2)[1] : 'Root';
const samples = args.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
const out = [];

const pascal = (s) => s.replace(/(^|[_\-\s])(\w)/g, (_, __, c) => c.toUpperCase()).replace(/\W/g, '');

function typeOf(values, name) {
  const kinds = new Set();
  const objs = [], arrs = [];
  for (const v of values) {
    if (v === null) kinds.add('null');
    else if (Array.isArray(v)) arrs.push(...v);
    else if (typeof v === 'object') objs.push(v);
    else kinds.add(typeof v);
  }
  const parts = [...kinds];
  if (objs.length) parts.push(iface(objs, name));
  if (values.some(Array.isArray)) parts.push(arrs.length ? `${wrap(typeOf(arrs, name + 'Item'))}[]` : 'unknown[]');
  return parts.join(' | ') || 'unknown';
}

const wrap = (t) => (t.includes('|') ? `(${t})` : t);

function iface(objs, name) {
  const keys = [...new Set(objs.flatMap(Object.keys))];
  const lines = keys.map((k) => {
    const present = objs.filter((o) => k in o);
    const opt = present.length < objs.length ? '?' : '';
    const safe = /^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k);
    return `  ${safe}${opt}: ${typeOf(present.map((o) => o[k]), name + pascal(k))};`;
  });
  out.push(`export interface ${name} {\n${lines.join('\n')}\n}`);
  return name;
}

typeOf(samples, rootName);
console.log(out.reverse().join('\n\n'));
