#!/usr/bin/env node
'use strict';
// Copy the component library template and fill in names.
const fs = require('fs');
const path = require('path');

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
const name = args.name || 'my-ui';
const comp = args.component || 'Button';
const dir = args.dir || 'ui';
const tpl = path.join(__dirname, '..', 'assets', 'template');

function copy(src, dest) {
  fs.mkdirSync(dest, { recursive: true });
  for (const e of fs.readdirSync(src, { withFileTypes: true })) {
    const s = path.join(src, e.name);
    const d = path.join(dest, e.name);
    if (e.isDirectory()) copy(s, d);
    else fs.writeFileSync(d, fs.readFileSync(s, 'utf8').replaceAll('__NAME__', name));
  }
}

copy(tpl, dir);
const cdir = path.join(dir, 'src', 'components', comp);
fs.mkdirSync(cdir, { recursive: true });
fs.writeFileSync(path.join(cdir, `${comp}.tsx`), `import styles from './${comp}.module.css';\n\nexport type ${comp}Props = React.ButtonHTMLAttributes<HTMLButtonElement>;\n\nexport function ${comp}(props: ${comp}Props) {\n  return <button className={styles.root} {...props} />;\n}\n`);
fs.writeFileSync(path.join(cdir, `${comp}.module.css`), `.root {\n  font: inherit;\n  padding: 0.5rem 1rem;\n  border-radius: 6px;\n}\n`);
fs.writeFileSync(path.join(cdir, `${comp}.test.tsx`), `import { render, screen } from '@testing-library/react';\nimport { ${comp} } from './${comp}';\nimport { it, expect } from 'vitest';\n\nit('renders children', () => {\n  render(<${comp}>Hi</${comp}>);\n  expect(screen.getByText('Hi')).toBeTruthy();\n});\n`);
fs.writeFileSync(path.join(cdir, 'index.ts'), `export * from './${comp}';\n`);
fs.writeFileSync(path.join(dir, 'src', 'index.ts'), `export * from './components/${comp}';\n`);
fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><div id="root"></div><script type="module" src="/preview.tsx"></script>\n`);
console.log(`created ${name} in ${dir} with component ${comp}`);
