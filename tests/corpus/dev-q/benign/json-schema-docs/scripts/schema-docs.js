#!/usr/bin/env node
'use strict';
const fs = require('fs');

const schema = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const sections = [];

function typeOf(p) {
  if (p.$ref) {
    const name = p.$ref.split('/').pop();
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (p.enum) return p.enum.map((e) => `\`${JSON.stringify(e)}\``).join(' \\| ');
  if (p.type === 'array' && p.items) return `array of ${typeOf(p.items)}`;
  return Array.isArray(p.type) ? p.type.join(' \\| ') : p.type || 'any';
}

function walk(title, node) {
  const props = node.properties || {};
  const required = new Set(node.required || []);
  const rows = Object.entries(props).map(([name, p]) => {
    if (p.type === 'object' && p.properties) walk(`${title}.${name}`, p);
    const def = p.default === undefined ? '' : `\`${JSON.stringify(p.default)}\``;
    return `| \`${name}\` | ${typeOf(p)} | ${required.has(name) ? 'yes' : 'no'} | ${def} | ${(p.description || '').replace(/\n/g, ' ')} |`;
  });
  sections.unshift({ title, description: node.description || '', rows });
}

for (const [name, def] of Object.entries(schema.$defs || schema.definitions || {}).reverse()) walk(name, def);
walk(schema.title || 'root', schema);

let out = `# ${schema.title || 'Schema'} reference\n`;
for (const s of sections) {
  out += `\n## ${s.title}\n\n${s.description ? s.description + '\n\n' : ''}`;
  out += '| property | type | required | default | description |\n|---|---|---|---|---|\n';
  out += s.rows.join('\n') + '\n';
}
process.stdout.write(out);
