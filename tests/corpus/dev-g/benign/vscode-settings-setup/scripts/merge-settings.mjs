#!/usr/bin/env node
// Merge a preset into VS Code workspace (default) or user settings.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const presetName = argv[argv.indexOf('--preset') + 1];
const userScope = argv.includes('--user');
const presets = JSON.parse(readFileSync(join(here, '../assets/presets.json'), 'utf8'));
const preset = presets[presetName];
if (!preset) {
  console.error(`unknown preset '${presetName}'. available: ${Object.keys(presets).join(', ')}`);
  process.exit(2);
}

function userSettingsPath() {
  if (platform() === 'darwin') return join(homedir(), 'Library/Application Support/Code/User/settings.json');
  if (platform() === 'win32') return join(process.env.APPDATA, 'Code/User/settings.json');
  return join(homedir(), '.config/Code/User/settings.json');
}

// JSONC -> JSON: drop comments and trailing commas, leave strings untouched.
function parseJsonc(text) {
  let out = '', inStr = false, i = 0;
  while (i < text.length) {
    const c = text[i], n = text[i + 1];
    if (inStr) { out += c; if (c === '\\') { out += n; i += 2; continue; } if (c === '"') inStr = false; i++; continue; }
    if (c === '"') { inStr = true; out += c; i++; continue; }
    if (c === '/' && n === '/') { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (c === '/' && n === '*') { i = text.indexOf('*/', i + 2) + 2; continue; }
    out += c; i++;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1') || '{}');
}

function merge(target, src, path = '', changes = []) {
  for (const [k, v] of Object.entries(src)) {
    const p = path ? `${path}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      target[k] = target[k] && typeof target[k] === 'object' ? target[k] : {};
      merge(target[k], v, p, changes);
    } else if (JSON.stringify(target[k]) !== JSON.stringify(v)) {
      changes.push(`${p}: ${JSON.stringify(target[k])} -> ${JSON.stringify(v)}`);
      target[k] = v;
    }
  }
  return changes;
}

function update(file, mutate) {
  mkdirSync(dirname(file), { recursive: true });
  const current = existsSync(file) ? parseJsonc(readFileSync(file, 'utf8')) : {};
  if (existsSync(file)) copyFileSync(file, `${file}.bak`);
  const changes = mutate(current);
  writeFileSync(file, JSON.stringify(current, null, 2) + '\n');
  console.log(`${file}${changes.length ? '' : ' (no changes)'}`);
  for (const c of changes) console.log(`  ${c}`);
}

const settingsFile = userScope ? userSettingsPath() : '.vscode/settings.json';
update(settingsFile, (s) => merge(s, preset.settings));

if (!userScope) {
  update('.vscode/extensions.json', (e) => {
    const before = new Set(e.recommendations ?? []);
    e.recommendations = [...new Set([...before, ...preset.extensions])];
    return preset.extensions.filter((x) => !before.has(x)).map((x) => `recommend ${x}`);
  });
}
