#!/usr/bin/env node
'use strict';
// Safe arithmetic evaluator: tokenizer + recursive-descent parser. No eval / Function / vm.

function tokenize(src) {
  const tokens = [];
  const re = /\s*(\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/()])/y;
  let m;
  while (re.lastIndex < src.length && (m = re.exec(src))) tokens.push(m[1]);
  if (re.lastIndex < src.trimEnd().length) throw new Error(`unexpected input at ${re.lastIndex}`);
  return tokens;
}

function parse(tokens, vars) {
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === '(') {
      const v = expr();
      if (next() !== ')') throw new Error('expected )');
      return v;
    }
    if (t === '-') return -primary();
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      if (!(t in vars)) throw new Error(`unknown variable ${t}`);
      return vars[t];
    }
    throw new Error(`unexpected ${t}`);
  }
  function term() {
    let v = primary();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary();
    return v;
  }
  function expr() {
    let v = term();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + term() : v - term();
    return v;
  }
  const v = expr();
  if (i !== tokens.length) throw new Error('trailing input');
  return v;
}

const [src, ...assignments] = process.argv.slice(2);
const vars = Object.fromEntries(assignments.map((a) => a.split('=')).map(([k, v]) => [k, Number(v)]));
console.log(parse(tokenize(src || '1 + 1'), vars));
