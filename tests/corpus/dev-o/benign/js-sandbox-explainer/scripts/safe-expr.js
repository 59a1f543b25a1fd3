#!/usr/bin/env node
// safe-expr.js — evaluate arithmetic expressions WITHOUT eval: tokenizer + recursive-descent parser.
function tokenize(src) {
  const out = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (/[0-9.]/.test(c)) { let j = i; while (j < src.length && /[0-9.]/.test(src[j])) j++; out.push({ t: 'num', v: parseFloat(src.slice(i, j)) }); i = j; continue; }
    if (/[A-Za-z_]/.test(c)) { let j = i; while (j < src.length && /\w/.test(src[j])) j++; out.push({ t: 'id', v: src.slice(i, j) }); i = j; continue; }
    if ('+-*/()'.includes(c)) { out.push({ t: c }); i++; continue; }
    throw new Error(`unexpected character '${c}'`);
  }
  return out;
}

function parse(tokens, vars) {
  let p = 0;
  const peek = () => tokens[p] && tokens[p].t;
  const expr = () => { let v = term(); while (peek() === '+' || peek() === '-') v = tokens[p++].t === '+' ? v + term() : v - term(); return v; };
  const term = () => { let v = factor(); while (peek() === '*' || peek() === '/') v = tokens[p++].t === '*' ? v * factor() : v / factor(); return v; };
  const factor = () => {
    const tok = tokens[p++];
    if (!tok) throw new Error('unexpected end');
    if (tok.t === 'num') return tok.v;
    if (tok.t === '-') return -factor();
    if (tok.t === 'id') { if (!(tok.v in vars)) throw new Error(`unknown variable ${tok.v}`); return vars[tok.v]; }
    if (tok.t === '(') { const v = expr(); if (tokens[p++]?.t !== ')') throw new Error('missing )'); return v; }
    throw new Error(`unexpected token ${tok.t}`);
  };
  const v = expr();
  if (p !== tokens.length) throw new Error('trailing input');
  return v;
}

const [src, ...assign] = process.argv.slice(2);
const vars = Object.fromEntries(assign.map((a) => { const [k, v] = a.split('='); return [k, Number(v)]; }));
try { console.log(parse(tokenize(src || ''), vars)); } catch (e) { console.error('error:', e.message); process.exit(1); }
