#!/usr/bin/env node
'use strict';
// Safe arithmetic evaluator: tokenizer + recursive descent. No eval / Function / vm.

const FUNCS = { sqrt: Math.sqrt, abs: Math.abs, min: Math.min, max: Math.max, round: Math.round, log: Math.log };

function tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/^(),]))/y;
  const out = [];
  while (re.lastIndex < src.length) {
    const m = re.exec(src);
    if (!m) throw new Error(`unexpected character at ${re.lastIndex}`);
    if (m[1]) out.push({ t: 'num', v: Number(m[1]) });
    else if (m[2]) out.push({ t: 'id', v: m[2] });
    else out.push({ t: 'op', v: m[3] === '**' ? '^' : m[3] });
  }
  return out;
}

function parse(tokens) {
  let i = 0;
  const peek = () => tokens[i];
  const take = (v) => {
    const tk = tokens[i];
    if (!tk || (v && tk.v !== v)) throw new Error(`expected ${v || 'token'}`);
    i++;
    return tk;
  };
  function primary() {
    const tk = peek();
    if (!tk) throw new Error('unexpected end');
    if (tk.t === 'num') return take().v;
    if (tk.v === '(') { take('('); const v = expr(); take(')'); return v; }
    if (tk.v === '-') { take('-'); return -unary(); }
    if (tk.t === 'id') {
      const name = take().v;
      if (!Object.prototype.hasOwnProperty.call(FUNCS, name)) throw new Error(`unknown function ${name}`);
      take('(');
      const args = [expr()];
      while (peek() && peek().v === ',') { take(','); args.push(expr()); }
      take(')');
      return FUNCS[name](...args);
    }
    throw new Error(`unexpected ${tk.v}`);
  }
  function unary() { return primary(); }
  function power() { const b = unary(); if (peek() && peek().v === '^') { take('^'); return b ** power(); } return b; }
  function term() {
    let v = power();
    while (peek() && (peek().v === '*' || peek().v === '/')) v = take().v === '*' ? v * power() : v / power();
    return v;
  }
  function expr() {
    let v = term();
    while (peek() && (peek().v === '+' || peek().v === '-')) v = take().v === '+' ? v + term() : v - term();
    return v;
  }
  const v = expr();
  if (i !== tokens.length) throw new Error(`trailing input at token ${i}`);
  return v;
}

const input = process.argv.slice(2).join(' ');
try {
  console.log(parse(tokenize(input)));
} catch (e) {
  console.error(`error: ${e.message}`);
  process.exit(1);
}
