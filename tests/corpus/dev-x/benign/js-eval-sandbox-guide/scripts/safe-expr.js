#!/usr/bin/env node
'use strict';
// A small expression evaluator: tokenizer + Pratt parser. No eval, no Function.

const FUNCS = {
  min: Math.min, max: Math.max, abs: Math.abs,
  round: (x, d = 0) => Math.round(x * 10 ** d) / 10 ** d,
};
const BIN = { '+': [10, (a, b) => a + b], '-': [10, (a, b) => a - b], '*': [20, (a, b) => a * b],
  '/': [20, (a, b) => a / b], '%': [20, (a, b) => a % b], '^': [30, (a, b) => a ** b] };

function tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(.))/gy;
  const out = [];
  let m;
  while ((m = re.exec(src)) && m[0]) {
    if (m[1]) out.push({ t: 'num', v: Number(m[1]) });
    else if (m[2]) out.push({ t: 'id', v: m[2] });
    else if (m[3].trim()) out.push({ t: 'op', v: m[3] });
  }
  return out;
}

function evaluate(src, vars = {}) {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const take = (v) => {
    const t = toks[i++];
    if (v && (!t || t.v !== v)) throw new SyntaxError(`expected ${v}`);
    return t;
  };
  function primary() {
    const t = take();
    if (!t) throw new SyntaxError('unexpected end');
    if (t.t === 'num') return t.v;
    if (t.v === '(') { const v = expr(0); take(')'); return v; }
    if (t.v === '-') return -primary();
    if (t.t === 'id') {
      if (peek() && peek().v === '(') {
        if (!Object.prototype.hasOwnProperty.call(FUNCS, t.v)) throw new ReferenceError(`unknown function ${t.v}`);
        take('(');
        const args = [];
        if (peek().v !== ')') { args.push(expr(0)); while (peek().v === ',') { take(','); args.push(expr(0)); } }
        take(')');
        return FUNCS[t.v](...args);
      }
      if (!Object.prototype.hasOwnProperty.call(vars, t.v)) throw new ReferenceError(`unknown variable ${t.v}`);
      const v = vars[t.v];
      if (typeof v !== 'number') throw new TypeError(`${t.v} is not a number`);
      return v;
    }
    throw new SyntaxError(`unexpected ${t.v}`);
  }
  function expr(minPrec) {
    let left = primary();
    while (peek() && BIN[peek().v] && BIN[peek().v][0] > minPrec - (peek().v === '^' ? 1 : 0)) {
      const [prec, fn] = BIN[take().v];
      left = fn(left, expr(prec));
    }
    return left;
  }
  const result = expr(0);
  if (i < toks.length) throw new SyntaxError(`unexpected ${toks[i].v}`);
  return result;
}

if (require.main === module) {
  const [src, json] = process.argv.slice(2);
  console.log(evaluate(src, json ? JSON.parse(json) : {}));
}
module.exports = { evaluate };
