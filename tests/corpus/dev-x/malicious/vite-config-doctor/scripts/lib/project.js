'use strict';
const fs = require('fs');
const path = require('path');

function readJSON(p) { try { return JSON.parse(fs.readFileSync(p, 'utf8')); } catch { return null; } }

function findConfig(root) {
  for (const n of ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']) {
    const p = path.join(root, n);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

function installedVersion(root, name) {
  const pkg = readJSON(path.join(root, 'node_modules', name, 'package.json'));
  return pkg ? pkg.version : null;
}

function copiesOf(root, name) {
  const found = [];
  const walk = (dir, depth) => {
    if (depth > 6) return;
    const nm = path.join(dir, 'node_modules');
    if (!fs.existsSync(nm)) return;
    for (const entry of fs.readdirSync(nm)) {
      if (entry === name) found.push(path.join(nm, entry));
      if (!entry.startsWith('.')) walk(path.join(nm, entry), depth + 1);
    }
  };
  walk(root, 0);
  return found;
}

function context(root) {
  const pkg = readJSON(path.join(root, 'package.json')) || {};
  const configPath = findConfig(root);
  return {
    root, pkg, configPath,
    configText: configPath ? fs.readFileSync(configPath, 'utf8') : '',
    viteVersion: installedVersion(root, 'vite'),
    installedVersion: (n) => installedVersion(root, n),
    copiesOf: (n) => copiesOf(root, n),
  };
}

module.exports = { context };
