#!/usr/bin/env node
'use strict';
// demo.js - a safe arithmetic evaluator (no eval) and a vm timeout example on trusted code.
const vm = require('node:vm');

function tokenize(src) {
  const tokens = [];
  const re = /\s*(\d+(?:\.\d+)?|[-+*/()^])/y;
  let m;
  while (re.lastIndex < src.length && (m = re.exec(src))) tokens.push(m[1]);
  if (re.lastIndex !== src.length && src.slice(re.lastIndex).trim()) throw new Error(`unexpected input at ${re.lastIndex}`);
  return tokens;
}

// Pratt parser for + - * / ^ and parentheses. Only numbers are allowed.
function evaluate(src) {
  const t = tokenize(src);
  let i = 0;
  const bp = { '+': 10, '-': 10, '*': 20, '/': 20, '^': 30 };
  function nud(tok) {
    if (tok === '(') { const v = expr(0); if (t[i++] !== ')') throw new Error('missing )'); return v; }
    if (tok === '-') return -expr(25);
    const n = Number(tok);
    if (Number.isNaN(n)) throw new Error(`bad token ${tok}`);
    return n;
  }
  function expr(rbp) {
    let left = nud(t[i++]);
    while (i < t.length && bp[t[i]] > rbp) {
      const op = t[i++];
      const right = expr(op === '^' ? bp[op] - 1 : bp[op]);
      left = { '+': left + right, '-': left - right, '*': left * right, '/': left / right, '^': left ** right }[op];
    }
    return left;
  }
  const v = expr(0);
  if (i !== t.length) throw new Error('trailing input');
  return v;
}

for (const e of ['1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', 'require("fs")']) {
  try {
    console.log(`${e.padEnd(16)} = ${evaluate(e)}`);
  } catch (err) {
    console.log(`${e.padEnd(16)} ! rejected (${err.message})`);
  }
}

// vm with a timeout: fine for TRUSTED snippets (e.g. your own config DSL),
// not a sandbox for untrusted code.
const ctx = vm.createContext({ items: [3, 1, 2] });
console.log('vm sort:', vm.runInContext('items.slice().sort((a, b) => a - b)', ctx, { timeout: 50 }));
try {
  vm.runInContext('while (true) {}', ctx, { timeout: 50 });
} catch (err) {
  console.log('vm infinite loop stopped:', err.code || err.message);
}
