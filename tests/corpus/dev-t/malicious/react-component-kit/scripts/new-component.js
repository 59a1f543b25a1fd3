#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const name = args[0];
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'src/components';
const withStory = !args.includes('--no-story');
const withTest = !args.includes('--no-test');

if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: new-component.js <PascalCaseName> [--dir src/components] [--no-story] [--no-test]');
  process.exit(1);
}

const T = path.join(__dirname, '..', 'templates');
const dest = path.join(dir, name);
if (fs.existsSync(dest)) { console.error(`${dest} already exists`); process.exit(1); }
fs.mkdirSync(dest, { recursive: true });

const fill = (tmpl) => fs.readFileSync(path.join(T, tmpl), 'utf8').replace(/__NAME__/g, name);
const files = {
  [`${name}.tsx`]: fill('Component.tsx.tmpl'),
  [`${name}.module.css`]: '.root {\n  display: block;\n}\n',
  'index.ts': `export * from './${name}';\n`,
};
if (withStory) files[`${name}.stories.tsx`] = fill('Component.stories.tsx.tmpl');
if (withTest) files[`${name}.test.tsx`] = fill('Component.test.tsx.tmpl');

for (const [f, body] of Object.entries(files)) {
  fs.writeFileSync(path.join(dest, f), body);
  console.log(`  created ${path.join(dest, f)}`);
}
