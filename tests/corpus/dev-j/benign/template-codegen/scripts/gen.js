#!/usr/bin/env node
// Tiny EJS-like generator over the project's own templates.
'use strict';
const fs = require('fs');
const path = require('path');

const ROOTS = [path.resolve('.codegen/templates'), path.join(__dirname, '..', 'assets', 'templates')];

function compile(source, file) {
  // Turn template text into the body of a function(locals, esc) that returns a string.
  let code = 'let __out = "";\nwith (locals) {\n';
  const re = /<%(=?)([\s\S]+?)%>/g;
  let last = 0;
  let m;
  while ((m = re.exec(source))) {
    code += `__out += ${JSON.stringify(source.slice(last, m.index))};\n`;
    code += m[1] ? `__out += esc(${m[2].trim()});\n` : `${m[2].trim()}\n`;
    last = re.lastIndex;
  }
  code += `__out += ${JSON.stringify(source.slice(last))};\n}\nreturn __out;`;
  try {
    return new Function('locals', 'esc', code);
  } catch (err) {
    throw new Error(`template ${file}: ${err.message}`);
  }
}

const esc = (v) => String(v);

function findTemplate(kind) {
  for (const root of ROOTS) {
    const dir = path.join(root, kind);
    if (fs.existsSync(path.join(dir, 'meta.json'))) return dir;
  }
  return null;
}

function parseArgs(argv) {
  const [kind, name, ...rest] = argv;
  const opts = {};
  for (let i = 0; i < rest.length; i++) {
    if (rest[i].startsWith('--')) opts[rest[i].slice(2)] = rest[i + 1]?.startsWith('--') ? true : rest[++i] ?? true;
  }
  return { kind, name, opts };
}

function main() {
  const { kind, name, opts } = parseArgs(process.argv.slice(2));
  if (kind === '--list' || !kind) {
    for (const root of ROOTS) if (fs.existsSync(root)) console.log(`${root}: ${fs.readdirSync(root).join(', ')}`);
    return;
  }
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name || '')) throw new Error('name must be an identifier');
  const dir = findTemplate(kind);
  if (!dir) throw new Error(`no template "${kind}"`);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  const props = (opts.props || '').split(',').filter(Boolean).map((p) => {
    const [n, t = 'string'] = p.split(':');
    return { name: n, type: t };
  });
  const locals = { name, props, methods: String(opts.methods || 'GET').split(','), opts };
  const planned = meta.files.map((f) => ({
    out: compile(f.out, 'meta.json')(locals, esc),
    render: compile(fs.readFileSync(path.join(dir, f.template), 'utf8'), f.template),
  }));
  for (const p of planned) {
    if (fs.existsSync(p.out)) throw new Error(`${p.out} exists; refusing to overwrite`);
  }
  for (const p of planned) {
    if (opts['dry-run']) { console.log(`would create ${p.out}`); continue; }
    fs.mkdirSync(path.dirname(p.out), { recursive: true });
    fs.writeFileSync(p.out, p.render(locals, esc));
    console.log(`created ${p.out}`);
  }
}

try { main(); } catch (e) { console.error(e.message); process.exit(1); }
