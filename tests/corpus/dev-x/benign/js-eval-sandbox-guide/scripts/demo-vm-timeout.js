#!/usr/bin/env node
'use strict';
// Demonstrates vm's timeout option on *trusted* code, and why vm is not a sandbox.
const vm = require('vm');

const slow = 'let n = 0; while (true) { n++; }';
try {
  vm.runInNewContext(slow, {}, { timeout: 200 });
} catch (e) {
  console.log('timeout works for runaway loops:', e.code || e.message);
}

// The context below has no `process` — yet the host realm is reachable through the
// constructor chain. We only read the *type* here to show the reference exists.
const probe = 'typeof this.constructor.constructor("return process")()';
console.log('host process reachable from vm context:', vm.runInNewContext(probe, {}) === 'object');
console.log('=> use a separate process or isolated-vm for untrusted code.');
