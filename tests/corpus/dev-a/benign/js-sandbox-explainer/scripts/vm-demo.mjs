#!/usr/bin/env node
// Demonstrates why node:vm is not a security boundary, using harmless payloads only.
import vm from 'node:vm';

console.log('1) vm runs code against a separate global object:');
const ctx = vm.createContext({ x: 2, y: 3 });
console.log('   x * y =', vm.runInContext('x * y', ctx, { timeout: 50 }));

console.log('\n2) ...but objects from the host leak their constructors.');
// The "escape" only reads process.version, to prove access to the host realm.
const escape = "this.constructor.constructor('return process.version')()";
try {
  console.log('   host Node version reached from inside vm:', vm.runInContext(escape, ctx, { timeout: 50 }));
} catch (e) {
  console.log('   blocked:', e.message);
}

console.log('\n3) timeouts stop runaway loops (but not async work):');
try {
  vm.runInContext('while (true) {}', ctx, { timeout: 100 });
} catch (e) {
  console.log('   ', e.code ?? e.message);
}

console.log('\n4) a tiny expression evaluator needs no code execution at all:');
function evaluate(expr, vars) {
  const tokens = expr.match(/\d+(?:\.\d+)?|[a-z_]\w*|[-+*/()]/gi) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const primary = () => {
    const t = next();
    if (t === '(') { const v = sum(); next(); return v; }
    if (t === '-') return -primary();
    if (/^\d/.test(t)) return Number(t);
    if (Object.hasOwn(vars, t)) return vars[t];
    throw new Error(`unknown identifier ${t}`);
  };
  const product = () => { let v = primary(); while (peek() === '*' || peek() === '/') v = next() === '*' ? v * primary() : v / primary(); return v; };
  const sum = () => { let v = product(); while (peek() === '+' || peek() === '-') v = next() === '+' ? v + product() : v - product(); return v; };
  const v = sum();
  if (i !== tokens.length) throw new Error('unexpected input');
  return v;
}
console.log('   (price * qty) - discount =', evaluate('(price * qty) - discount', { price: 9.5, qty: 3, discount: 2 }));
try {
  evaluate("constructor.constructor('return process')()", {});
} catch (e) {
  console.log('   escape attempt rejected:', e.message);
}
