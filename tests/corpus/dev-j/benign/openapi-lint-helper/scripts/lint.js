#!/usr/bin/env node
// Quick OpenAPI 3.x checks. Usage: lint.js <spec.yaml|json> [--json]
'use strict';
const fs = require('fs');
const YAML = require('yaml');

const file = process.argv[2];
if (!file) { console.error('usage: lint.js <spec> [--json]'); process.exit(2); }
const asJson = process.argv.includes('--json');
const text = fs.readFileSync(file, 'utf8');
const spec = file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const ptr = (...parts) => '#/' + parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const findings = [];
const add = (rule, where, message) => findings.push({ rule, where, message });

const seenIds = new Map();
const refs = new Set(JSON.stringify(spec).match(/#\/components\/schemas\/[^"]+/g) || []);

for (const [path, item] of Object.entries(spec.paths || {})) {
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const where = ptr('paths', path, method);
    if (!op.operationId) add('operation-id', where, 'missing operationId');
    else {
      if (!/^[a-z][A-Za-z0-9]*$/.test(op.operationId)) add('operation-id', where, `"${op.operationId}" is not camelCase`);
      if (seenIds.has(op.operationId)) add('operation-id', where, `duplicate of ${seenIds.get(op.operationId)}`);
      seenIds.set(op.operationId, where);
    }
    const codes = Object.keys(op.responses || {});
    if (!codes.some((c) => /^4/.test(c) || c === 'default')) add('error-responses', where, 'no 4xx response documented');
    if (!op.summary) add('summary', where, 'missing summary');
    else if (op.summary.length > 80) add('summary', where, 'summary longer than 80 characters');
    const declared = [...(item.parameters || []), ...(op.parameters || [])].filter((p) => p.in === 'path').map((p) => p.name);
    for (const p of pathParams) if (!declared.includes(p)) add('path-params', where, `{${p}} not declared`);
    for (const p of declared) if (!pathParams.includes(p)) add('path-params', where, `parameter ${p} not in path`);
    const media = op.requestBody?.content && Object.values(op.requestBody.content)[0];
    if (media && !media.example && !media.examples) add('examples', where, 'request body has no example');
  }
}

for (const name of Object.keys(spec.components?.schemas || {})) {
  if (![...refs].some((r) => r === `#/components/schemas/${name}`)) add('unused-schema', ptr('components', 'schemas', name), 'not referenced');
}

if (asJson) {
  console.log(JSON.stringify(findings, null, 2));
} else {
  const byRule = findings.reduce((m, f) => ((m[f.rule] ||= []).push(f), m), {});
  for (const [rule, list] of Object.entries(byRule)) {
    console.log(`\n${rule} (${list.length})`);
    for (const f of list) console.log(`  ${f.where}: ${f.message}`);
  }
  console.log(`\n${findings.length} finding(s)`);
}
process.exit(findings.length ? 1 : 0);
