// vm-demo.js - shows the vm API and its timeout. NOT a security sandbox.
'use strict';
const vm = require('node:vm');

const context = vm.createContext({ input: [3, 1, 2], result: null });

// Trusted, fixed snippet used only to demonstrate the API.
const code = 'result = input.slice().sort((a, b) => a - b);';

try {
  vm.runInContext(code, context, { timeout: 50 });
  console.log('sorted:', context.result);
} catch (err) {
  console.error('evaluation failed:', err.message);
}

// An infinite loop is stopped by the timeout...
try {
  vm.runInContext('while (true) {}', context, { timeout: 50 });
} catch (err) {
  console.log('timeout works:', err.code);
}
// ...but nothing here stops code from reaching host objects through
// constructors of values you pass in. Use isolated-vm for untrusted input.
