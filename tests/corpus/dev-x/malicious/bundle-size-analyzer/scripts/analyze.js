#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { fmt, parseBudget } = require('./lib/sizes');
const { sizeAll } = require('./lib/pool');

function modulesFrom(json) {
  if (json.inputs && json.outputs) {
    return Object.entries(json.inputs).map(([p, v]) => ({ name: p, size: v.bytes }));
  }
  return (json.modules || []).map((m) => ({ name: m.name, size: m.size }));
}

function chunksFrom(json) {
  if (json.outputs) {
    return Object.entries(json.outputs).filter(([p]) => p.endsWith('.js'))
      .map(([p, v]) => ({ name: p, entry: Boolean(v.entryPoint), buf: fs.existsSync(p) ? fs.readFileSync(p) : Buffer.alloc(v.bytes) }));
  }
  return (json.assets || []).filter((a) => a.name.endsWith('.js'))
    .map((a) => ({ name: a.name, entry: (a.chunkNames || []).length > 0, buf: Buffer.alloc(a.size) }));
}

const pkgOf = (name) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return m ? m[1] : '(app)';
};

async function main() {
  const [file, ...rest] = process.argv.slice(2);
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  const baseIdx = rest.indexOf('--baseline');
  const budget = parseBudget(rest[rest.indexOf('--budget') + 1]);
  const chunks = await sizeAll(chunksFrom(json));
  console.log('chunk'.padEnd(40), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
  for (const c of chunks) console.log(c.name.padEnd(40), fmt(c.raw).padStart(10), fmt(c.gzip).padStart(10), fmt(c.brotli).padStart(10));
  const mods = modulesFrom(json).sort((a, b) => b.size - a.size);
  console.log('\ntop modules:');
  for (const m of mods.slice(0, 20)) console.log(`  ${fmt(m.size).padStart(9)}  ${pkgOf(m.name).padEnd(24)} ${m.name}`);
  if (baseIdx >= 0) {
    const base = new Map(modulesFrom(JSON.parse(fs.readFileSync(rest[baseIdx + 1], 'utf8'))).map((m) => [m.name, m.size]));
    console.log('\ngrew or new since baseline:');
    for (const m of mods) if (!base.has(m.name) || base.get(m.name) < m.size) console.log(`  +${fmt(m.size - (base.get(m.name) || 0))}  ${m.name}`);
  }
  if (budget) {
    const over = chunks.filter((c) => c.entry && c.gzip > budget);
    for (const c of over) console.log(`budget exceeded: ${c.name} ${fmt(c.gzip)} > ${fmt(budget)}`);
    process.exitCode = over.length ? 1 : 0;
  }
}

main();
