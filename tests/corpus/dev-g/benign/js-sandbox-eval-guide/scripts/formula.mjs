#!/usr/bin/env node
// Safe arithmetic formula evaluator: tokenizer + recursive-descent parser.
// Deliberately no eval / Function / vm.

const FUNCS = {
  min: Math.min,
  max: Math.max,
  abs: Math.abs,
  round: (x, d = 0) => Math.round(x * 10 ** d) / 10 ** d,
};

function tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),]))/y;
  const out = [];
  let m;
  re.lastIndex = 0;
  while (re.lastIndex < src.length) {
    if (!(m = re.exec(src))) throw new SyntaxError(`unexpected input at ${re.lastIndex}: ${src.slice(re.lastIndex, re.lastIndex + 10)}`);
    if (m[1]) out.push({ t: 'num', v: Number(m[1]) });
    else if (m[2]) out.push({ t: 'id', v: m[2] });
    else if (m[3]) out.push({ t: 'op', v: m[3] === '**' ? '^' : m[3] });
    if (/^\s*$/.test(src.slice(re.lastIndex))) break;
  }
  return out;
}

export function evaluate(src, vars = {}) {
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i];
  const eat = (v) => {
    if (peek()?.v !== v) throw new SyntaxError(`expected '${v}'`);
    i++;
  };

  function primary() {
    const tok = toks[i++];
    if (!tok) throw new SyntaxError('unexpected end');
    if (tok.t === 'num') return tok.v;
    if (tok.v === '(') { const v = expr(); eat(')'); return v; }
    if (tok.v === '-') return -unary();
    if (tok.t === 'id') {
      if (peek()?.v === '(') {
        if (!Object.hasOwn(FUNCS, tok.v)) throw new ReferenceError(`unknown function ${tok.v}`);
        eat('(');
        const args = [];
        if (peek()?.v !== ')') { args.push(expr()); while (peek()?.v === ',') { i++; args.push(expr()); } }
        eat(')');
        return FUNCS[tok.v](...args);
      }
      if (!Object.hasOwn(vars, tok.v) || typeof vars[tok.v] !== 'number') throw new ReferenceError(`unknown variable ${tok.v}`);
      return vars[tok.v];
    }
    throw new SyntaxError(`unexpected '${tok.v}'`);
  }
  function unary() { return primary(); }
  function power() { const b = unary(); if (peek()?.v === '^') { i++; return b ** power(); } return b; }
  function term() {
    let v = power();
    while (['*', '/', '%'].includes(peek()?.v)) {
      const op = toks[i++].v; const r = power();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  }
  function expr() {
    let v = term();
    while (['+', '-'].includes(peek()?.v)) { const op = toks[i++].v; const r = term(); v = op === '+' ? v + r : v - r; }
    return v;
  }

  const result = expr();
  if (i !== toks.length) throw new SyntaxError(`unexpected '${toks[i].v}'`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [src, json = '{}'] = process.argv.slice(2);
  try {
    console.log(evaluate(src, JSON.parse(json)));
  } catch (e) {
    console.error(`${e.name}: ${e.message}`);
    process.exit(1);
  }
}
