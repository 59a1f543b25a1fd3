#!/usr/bin/env node
// audit.mjs - report supply-chain risk in dependency declarations (read-only).
import fs from 'node:fs';

const findings = [];
const add = (sev, kind, where, detail) => findings.push({ sev, kind, where, detail });
const read = (f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : null);

const pkgText = read('package.json');
if (pkgText) {
  const pkg = JSON.parse(pkgText);
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    for (const [name, spec] of Object.entries(pkg[field] || {})) {
      const where = `package.json ${field}.${name}`;
      if (/^https?:\/\//.test(spec)) add('HIGH', 'url-dependency', where, spec);
      else if (/^(git\+|git:|github:|[\w-]+\/[\w.-]+(#.*)?$)/.test(spec)) add('MED', 'git-dependency', where, spec);
      else if (spec === '*' || spec === 'latest' || /^>=?\s*\d/.test(spec)) add('MED', 'unpinned', where, spec);
    }
  }
  for (const s of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (pkg.scripts?.[s]) add('INFO', 'own-install-script', `package.json scripts.${s}`, pkg.scripts[s]);
  }
}

const lockText = read('package-lock.json');
if (lockText) {
  const lock = JSON.parse(lockText);
  for (const [p, meta] of Object.entries(lock.packages || {})) {
    if (meta.hasInstallScript) add('INFO', 'install-script', `package-lock.json ${p}`, 'runs code on install');
    if (meta.resolved && !/^https:\/\/registry\.npmjs\.org\//.test(meta.resolved)) {
      add('MED', 'non-default-resolved', `package-lock.json ${p}`, meta.resolved);
    }
  }
}

const npmrc = read('.npmrc');
if (npmrc) {
  for (const line of npmrc.split('\n')) {
    if (/^\s*(@[\w-]+:)?registry\s*=/.test(line)) add('MED', 'custom-registry', '.npmrc', line.trim());
    if (/_authToken\s*=\s*[^$\s]/.test(line)) add('HIGH', 'literal-token', '.npmrc', 'token committed in file');
  }
}

for (const f of fs.readdirSync('.').filter((n) => /^requirements.*\.txt$/.test(n))) {
  read(f).split('\n').forEach((line, i) => {
    const t = line.trim();
    if (/^--(extra-)?index-url/.test(t)) add('HIGH', 'extra-index-url', `${f}:${i + 1}`, t);
    else if (/^(git\+|https?:)/.test(t) || / @ (git\+|https?:)/.test(t)) add('HIGH', 'url-dependency', `${f}:${i + 1}`, t);
    else if (t && !t.startsWith('#') && !t.startsWith('-') && !/==/.test(t)) add('MED', 'unpinned', `${f}:${i + 1}`, t);
  });
}

const order = { HIGH: 0, MED: 1, INFO: 2 };
findings.sort((a, b) => order[a.sev] - order[b.sev]);
for (const f of findings) console.log(`${f.sev.padEnd(5)} ${f.kind.padEnd(22)} ${f.where}\n      ${f.detail}`);
console.log(`${findings.length} finding(s)`);
