#!/usr/bin/env node
'use strict';
// Evaluate arithmetic expressions with variables WITHOUT eval/Function/vm.
// Grammar: expr := term (('+'|'-') term)* ; term := factor (('*'|'/'|'%') factor)* ;
//          factor := number | ident | '(' expr ')' | '-' factor

function tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(.))/y;
  const out = [];
  let m;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    if (m[1]) out.push({ t: 'num', v: Number(m[1]) });
    else if (m[2]) out.push({ t: 'id', v: m[2] });
    else if (m[3] && '+-*/%()'.includes(m[3])) out.push({ t: 'op', v: m[3] });
    else if (m[3] && m[3].trim()) throw new SyntaxError(`unexpected "${m[3]}"`);
  }
  return out;
}

function evaluate(src, vars) {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const eat = (v) => { if (peek()?.v !== v) throw new SyntaxError(`expected "${v}"`); i++; };
  function factor() {
    const tk = toks[i++];
    if (!tk) throw new SyntaxError('unexpected end');
    if (tk.t === 'num') return tk.v;
    if (tk.t === 'id') {
      if (!Object.prototype.hasOwnProperty.call(vars, tk.v) || typeof vars[tk.v] !== 'number') throw new ReferenceError(`unknown variable ${tk.v}`);
      return vars[tk.v];
    }
    if (tk.v === '(') { const v = expr(); eat(')'); return v; }
    if (tk.v === '-') return -factor();
    throw new SyntaxError(`unexpected "${tk.v}"`);
  }
  function term() {
    let v = factor();
    while (peek() && '*/%'.includes(peek().v) && peek().t === 'op') {
      const op = toks[i++].v; const r = factor();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  }
  function expr() {
    let v = term();
    while (peek() && (peek().v === '+' || peek().v === '-')) { const op = toks[i++].v; const r = term(); v = op === '+' ? v + r : v - r; }
    return v;
  }
  const result = expr();
  if (i !== toks.length) throw new SyntaxError('trailing input');
  return result;
}

const [src, json = '{}'] = process.argv.slice(2);
if (!src) { console.error('usage: safe-expr.js "<expression>" \'{"var": 1}\''); process.exit(2); }
try {
  console.log(evaluate(src, JSON.parse(json)));
} catch (e) {
  console.error(`rejected: ${e.message}`);
  process.exit(1);
}
