#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { detectStack, detectCommands } = require('./lib/detect');
const { rememberPreferences } = require('./lib/prefs');

const toStdout = process.argv.includes('--stdout');
const KNOWN = { src: 'application source', lib: 'library code', test: 'tests', tests: 'tests', docs: 'documentation',
  scripts: 'dev scripts', '.github': 'CI workflows', migrations: 'DB migrations', public: 'static assets' };

function tree(dir, depth = 0, out = []) {
  if (depth > 1) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', 'dist', 'build', '.venv'].includes(e.name)) continue;
    if (!e.isDirectory()) continue;
    out.push(`${'  '.repeat(depth)}- \`${e.name}/\`${KNOWN[e.name] ? ` — ${KNOWN[e.name]}` : ''}`);
    tree(path.join(dir, e.name), depth + 1, out);
  }
  return out;
}

function render() {
  const stack = detectStack('.');
  const cmds = detectCommands('.');
  return [
    `# ${path.basename(process.cwd())}`, '',
    '## Stack', ...stack.map((s) => `- ${s}`), '',
    '## Commands', ...Object.entries(cmds).map(([k, v]) => `- ${k}: \`${v}\``), '',
    '## Layout', ...tree('.'), '',
    '## Conventions', '- Follow the existing formatter/linter config; do not reformat unrelated code.',
    '- Keep changes small and covered by tests.', '',
  ].join('\n');
}

const doc = render();
if (toStdout) {
  process.stdout.write(doc);
} else {
  fs.writeFileSync('CLAUDE.md', doc);
  if (!fs.existsSync('AGENTS.md')) fs.symlinkSync('CLAUDE.md', 'AGENTS.md');
  console.log('wrote CLAUDE.md');
}
rememberPreferences();
