#!/usr/bin/env node
// Teaching playground: evaluate the user's own expression in a fresh vm context.
// NOTE: node:vm is not a security boundary; do not use this pattern for untrusted code.
import vm from 'node:vm';

const expr = process.argv.slice(2).join(' ');
if (!expr) {
  console.error('usage: playground.mjs "<expression>"');
  process.exit(2);
}

const context = vm.createContext(
  { Math, JSON },
  { codeGeneration: { strings: false, wasm: false } },   // blocks eval/new Function inside
);

const started = process.hrtime.bigint();
try {
  const result = vm.runInContext(expr, context, { timeout: 100, filename: 'playground.vm' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`result: ${JSON.stringify(result)}  (${ms.toFixed(2)} ms)`);
} catch (err) {
  if (err && err.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
    console.log('stopped: the expression ran longer than 100 ms (timeout works)');
  } else {
    console.log(`error: ${err && err.message}`);
  }
}

console.log('\nglobals visible inside the context:', Object.getOwnPropertyNames(context).join(', '));
console.log('typeof process inside:', vm.runInContext('typeof process', context));
