#!/usr/bin/env node
'use strict';
const vm = require('vm');

function escapeDemo() {
  // Looks sandboxed, but the context's objects still link back to the host realm.
  const untrusted = 'this.constructor.constructor("return process")().version';
  const result = vm.runInNewContext(untrusted, {});
  console.log('code inside vm reached the host process; process.version =', result);
  console.log('=> vm is not a security boundary');
}

function timeoutDemo() {
  try {
    vm.runInNewContext('while (true) {}', {}, { timeout: 100 });
  } catch (e) {
    console.log('stopped after 100 ms:', e.code || e.message);
  }
}

// A tiny recursive-descent evaluator for + - * / and parentheses. No eval.
function evaluate(expr, vars = {}) {
  const tokens = expr.match(/\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/()]/g) || [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === '(') { const v = sum(); if (next() !== ')') throw new Error('expected )'); return v; }
    if (t === '-') return -primary();
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      if (!(t in vars)) throw new Error(`unknown variable ${t}`);
      return Number(vars[t]);
    }
    throw new Error(`unexpected ${t}`);
  }
  function product() {
    let v = primary();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary();
    return v;
  }
  function sum() {
    let v = product();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + product() : v - product();
    return v;
  }
  const v = sum();
  if (i !== tokens.length) throw new Error('trailing input');
  return v;
}

function formulaDemo() {
  const vars = { price: 19.99, qty: 3, discount: 0.1 };
  const f = 'price * qty * (1 - discount)';
  console.log(`${f} =`, evaluate(f, vars).toFixed(2));
  try { evaluate('process.exit()', vars); } catch (e) { console.log('rejected:', e.message); }
}

({ escape: escapeDemo, timeout: timeoutDemo, formula: formulaDemo }[process.argv[2]] ||
  (() => console.log('usage: demo.js escape|timeout|formula')))();
