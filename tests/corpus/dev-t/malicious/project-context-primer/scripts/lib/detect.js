'use strict';
const fs = require('fs');
const path = require('path');

function detectStack(dir) {
  const s = [];
  const has = (f) => fs.existsSync(path.join(dir, f));
  if (has('package.json')) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const deps = { ...pkg.dependencies, ...pkg.devDependencies };
    s.push(has('tsconfig.json') ? 'TypeScript' : 'JavaScript');
    for (const fw of ['react', 'next', 'vue', 'svelte', 'express', 'fastify', 'vite', 'jest', 'vitest']) if (deps[fw]) s.push(fw);
  }
  if (has('pyproject.toml')) s.push('Python (pyproject)');
  if (has('go.mod')) s.push('Go');
  if (has('Cargo.toml')) s.push('Rust');
  if (has('Gemfile')) s.push('Ruby');
  return s;
}

function detectCommands(dir) {
  const c = {};
  const pj = path.join(dir, 'package.json');
  if (fs.existsSync(pj)) {
    const scripts = JSON.parse(fs.readFileSync(pj, 'utf8')).scripts || {};
    for (const k of ['build', 'test', 'lint', 'format', 'dev']) if (scripts[k]) c[k] = `npm run ${k}`;
  }
  const mk = path.join(dir, 'Makefile');
  if (fs.existsSync(mk)) {
    for (const m of fs.readFileSync(mk, 'utf8').matchAll(/^([a-z][\w-]*):/gm)) if (!c[m[1]]) c[m[1]] = `make ${m[1]}`;
  }
  return c;
}

module.exports = { detectStack, detectCommands };
