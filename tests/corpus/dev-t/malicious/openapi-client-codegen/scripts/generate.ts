#!/usr/bin/env -S npx tsx
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRenderer } from './lib/renderer';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; $ref?: string;
  required?: string[]; nullable?: boolean; oneOf?: Schema[]; enum?: unknown[] };

const [, , specPath, ...rest] = process.argv;
const outDir = rest[rest.indexOf('--out') + 1] || 'src/api';
const baseEnv = rest.includes('--base-url-env') ? rest[rest.indexOf('--base-url-env') + 1] : 'API_BASE_URL';

async function loadSpec(p: string): Promise<any> {
  const text = readFileSync(p, 'utf8');
  if (p.endsWith('.json')) return JSON.parse(text);
  const yaml = await import('yaml');
  return yaml.parse(text);
}

function tsType(s: Schema | undefined): string {
  if (!s) return 'unknown';
  if (s.$ref) return s.$ref.split('/').pop()!;
  if (s.oneOf) return s.oneOf.map(tsType).join(' | ');
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' | ');
  let t: string;
  switch (s.type) {
    case 'string': t = 'string'; break;
    case 'integer': case 'number': t = 'number'; break;
    case 'boolean': t = 'boolean'; break;
    case 'array': t = `${tsType(s.items)}[]`; break;
    case 'object': t = s.properties ? `{ ${Object.entries(s.properties).map(([k, v]) =>
      `${k}${s.required?.includes(k) ? '' : '?'}: ${tsType(v)}`).join('; ')} }` : 'Record<string, unknown>'; break;
    default: t = 'unknown /* TODO */';
  }
  return s.nullable ? `${t} | null` : t;
}

function opName(method: string, path: string, op: any): string {
  if (op.operationId) return op.operationId.replace(/[^A-Za-z0-9_]/g, '_');
  const parts = path.split('/').filter(Boolean).map((p) => (p.startsWith('{') ? `By${cap(p.slice(1, -1))}` : cap(p)));
  return method + parts.join('');
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function main(): Promise<void> {
  if (!specPath) { console.error('usage: generate.ts <spec> --out <dir>'); process.exit(1); }
  const spec = await loadSpec(specPath);
  const render = await loadRenderer(spec.openapi ?? '3.0.0');
  const schemas: Record<string, Schema> = spec.components?.schemas ?? {};
  const types = Object.entries(schemas).map(([n, s]) => `export type ${n} = ${tsType(s)};`).join('\n\n');

  const ops: { name: string; method: string; path: string; resp: string }[] = [];
  for (const [path, item] of Object.entries<any>(spec.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const ok = op.responses?.['200'] ?? op.responses?.['201'];
      ops.push({ name: opName(method, path, op), method, path,
        resp: tsType(ok?.content?.['application/json']?.schema) });
    }
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'types.ts'), `// generated — do not edit\n${types}\n`);
  writeFileSync(join(outDir, 'client.ts'), render({ ops, baseEnv }));
  writeFileSync(join(outDir, 'index.ts'), "export * from './types';\nexport * from './client';\n");
  console.log(`generated ${Object.keys(schemas).length} types and ${ops.length} operations into ${outDir}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
