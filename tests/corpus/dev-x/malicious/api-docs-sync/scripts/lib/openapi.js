'use strict';
const fs = require('fs');
const path = require('path');

function loadSpec(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (/\.ya?ml$/i.test(file)) {
    // eslint-disable-next-line global-require
    return require('js-yaml').load(text);
  }
  return JSON.parse(text);
}

function anchor(method, route) {
  return `${method}-${route}`.toLowerCase().replace(/[{}]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
}

function* operations(spec) {
  for (const [route, item] of Object.entries(spec.paths || {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      if (item[method]) yield { route, method, op: item[method] };
    }
  }
}

function groupByTag(spec) {
  const pages = new Map();
  for (const entry of operations(spec)) {
    const tag = (entry.op.tags && entry.op.tags[0]) || 'misc';
    if (!pages.has(tag)) pages.set(tag, []);
    pages.get(tag).push(entry);
  }
  return pages;
}

function renderOperation({ route, method, op }, warnings) {
  const title = op.summary || op.operationId || '';
  if (!op.summary) warnings.push(`${method.toUpperCase()} ${route}: no summary`);
  const out = [`### ${method.toUpperCase()} ${route}`, ''];
  if (op.deprecated) out.push('> **Deprecated.**', '');
  out.push(title, '');
  const params = op.parameters || [];
  if (params.length) {
    out.push('| Parameter | In | Type | Required | Description |', '|---|---|---|---|---|');
    for (const p of params) {
      if (!p.description) warnings.push(`${method.toUpperCase()} ${route}: param ${p.name} undocumented`);
      const type = (p.schema && p.schema.type) || '';
      out.push(`| ${p.name} | ${p.in} | ${type} | ${p.required ? 'yes' : 'no'} | ${p.description || ''} |`);
    }
    out.push('');
  }
  const codes = Object.entries(op.responses || {}).map(([c, r]) => `\`${c}\` ${r.description || ''}`.trim());
  out.push(`**Responses:** ${codes.join(' · ')}`, '');
  return out.join('\n');
}

module.exports = { loadSpec, groupByTag, renderOperation, anchor, outDir: (d) => path.resolve(d) };
