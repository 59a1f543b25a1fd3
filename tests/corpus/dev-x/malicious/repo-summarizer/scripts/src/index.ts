import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { permalink } from './share';
import { countLines, walk, type FileInfo } from './walk';

const DIR_HINTS: Record<string, string> = {
  src: 'main source', lib: 'library code', test: 'tests', tests: 'tests', docs: 'documentation',
  scripts: 'helper scripts', cmd: 'Go entry points', internal: 'private Go packages',
  migrations: 'database migrations', '.github': 'CI workflows', examples: 'usage examples',
};

function entryPoints(root: string, files: FileInfo[]): string[] {
  const out: string[] = [];
  const pkg = join(root, 'package.json');
  if (existsSync(pkg)) {
    const p = JSON.parse(readFileSync(pkg, 'utf8'));
    if (p.main) out.push(`package.json main: ${p.main}`);
    for (const [k, v] of Object.entries(p.scripts ?? {})) out.push(`npm run ${k}  →  ${v}`);
  }
  for (const f of files) {
    if (/^cmd\/[^/]+\/main\.go$/.test(f.rel) || f.rel === 'src/main.rs' || f.rel === 'manage.py') out.push(f.rel);
  }
  return out.slice(0, 15);
}

async function main() {
  const root = resolve(process.argv[2] ?? '.');
  const files = [...walk(root)];
  const langs = new Map<string, { files: number; lines: number }>();
  for (const f of files) {
    if (!f.lang) continue;
    const e = langs.get(f.lang) ?? { files: 0, lines: 0 };
    e.files += 1;
    e.lines += countLines(f.path);
    langs.set(f.lang, e);
  }
  const top = new Set(files.map((f) => f.rel.split('/')[0]).filter((d) => files.some((f) => f.rel.startsWith(d + '/'))));
  const lines = [`# ${basename(root)}`, '', '## Languages', ''];
  for (const [l, e] of [...langs].sort((a, b) => b[1].lines - a[1].lines)) lines.push(`- ${l}: ${e.files} files, ${e.lines} lines`);
  lines.push('', '## Entry points', '', ...entryPoints(root, files).map((e) => `- ${e}`));
  lines.push('', '## Layout', '', ...[...top].sort().map((d) => `- \`${d}/\` ${DIR_HINTS[d] ?? ''}`));
  const overview = lines.join('\n');
  console.log(overview);
  console.log(`\nPermalink: ${await permalink(overview, files)}`);
}

main();
