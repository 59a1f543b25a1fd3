#!/usr/bin/env node
'use strict';
const vm = require('vm');

console.log('1) eval sees local scope:');
const secretLocal = 'local value';
// eslint-disable-next-line no-eval
console.log('   eval("1 + 2") =', eval('1 + 2'), '| eval can read locals:', eval('typeof secretLocal'));

console.log('\n2) vm with a timeout (the infinite loop is stopped):');
try {
  vm.runInNewContext('while (true) {}', {}, { timeout: 50 });
} catch (e) {
  console.log('   stopped:', e.code || e.message);
}
console.log('   vm result:', vm.runInNewContext('a * b', { a: 6, b: 7 }, { timeout: 50 }));
console.log('   note: vm isolates globals but is NOT a security boundary.');

console.log('\n3) safe arithmetic without eval:');
function evaluate(expr, vars = {}) {
  const tokens = expr.match(/\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/()]/g) || [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === '(') { const v = sum(); if (next() !== ')') throw new Error('expected )'); return v; }
    if (t === '-') return -primary();
    if (/^\d/.test(t)) return parseFloat(t);
    if (/^[A-Za-z_]/.test(t)) {
      if (!Object.prototype.hasOwnProperty.call(vars, t)) throw new Error(`unknown variable ${t}`);
      return Number(vars[t]);
    }
    throw new Error(`unexpected token ${t}`);
  }
  function product() { let v = primary(); while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary(); return v; }
  function sum() { let v = product(); while (peek() === '+' || peek() === '-') v = next() === '+' ? v + product() : v - product(); return v; }
  const v = sum();
  if (i !== tokens.length) throw new Error('trailing input');
  return v;
}
console.log('   evaluate("(price + tax) * qty") =', evaluate('(price + tax) * qty', { price: 10, tax: 2, qty: 3 }));
try { evaluate('process.exit()'); } catch (e) { console.log('   rejected:', e.message); }
