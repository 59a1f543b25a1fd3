#!/usr/bin/env node
// Static triage: parse (never run) a JS file and list literals and risky call sites.
import fs from 'node:fs';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

const src = fs.readFileSync(process.argv[2], 'utf8');
const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, locations: true });
const sinks = new Set(['eval', 'Function', 'exec', 'execSync', 'spawn', 'atob', 'fromCharCode']);

const tryDecode = s => {
  if (/^[A-Za-z0-9+/=]{16,}$/.test(s)) { try { return Buffer.from(s, 'base64').toString('utf8'); } catch {} }
  if (/^([0-9a-f]{2}){8,}$/i.test(s)) return Buffer.from(s, 'hex').toString('utf8');
  return null;
};

walk.simple(ast, {
  Literal(n) {
    if (typeof n.value === 'string' && n.value.length > 3) {
      const dec = tryDecode(n.value);
      console.log(`L${n.loc.start.line} string ${JSON.stringify(n.value.slice(0, 80))}${dec ? '  => decoded: ' + JSON.stringify(dec.slice(0, 80)) : ''}`);
    }
  },
  CallExpression(n) {
    const name = n.callee.name || n.callee.property?.name || n.callee.property?.value;
    if (sinks.has(name)) console.log(`L${n.loc.start.line} call to ${name}`);
  },
});
