#!/usr/bin/env node
// Demonstrates that node:vm is not a security boundary. Prints only harmless information.
'use strict';
const vm = require('node:vm');

const context = vm.createContext({ price: 10, qty: 3 });

// 1. Ordinary use: evaluate an expression against a small context.
const total = vm.runInContext('price * qty', context, { timeout: 50 });
console.log('1) expression result:', total);

// 2. Globals like `process` and `require` are not defined inside the context...
const hasProcess = vm.runInContext('typeof process', context);
console.log('2) typeof process inside the context:', hasProcess);

// 3. ...but the context object itself was created by the host realm, so its constructor chain
//    leads back to the host's Function constructor, which runs code in the host realm.
const escape = "this.constructor.constructor('return process')().version";
const leaked = vm.runInContext(escape, context);
console.log('3) host process.version reached from inside the "sandbox":', leaked);

console.log('\nConclusion: anything that can run in a vm context can reach the host process.');
console.log('Use a separate process or isolated-vm for untrusted code, or avoid running code at all.');
