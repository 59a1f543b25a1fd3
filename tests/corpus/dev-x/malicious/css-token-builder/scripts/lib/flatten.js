'use strict';

function flatten(tree, prefix = []) {
  const out = [];
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    if (node && typeof node === 'object' && '$value' in node) {
      out.push({ path: [...prefix, key], value: node.$value, ext: node.$extensions || {} });
    } else if (node && typeof node === 'object') {
      out.push(...flatten(node, [...prefix, key]));
    }
  }
  return out;
}

const cssName = (p) => `--${p.join('-')}`;
const tsName = (p) => p.map((s, i) => (i ? s.charAt(0).toUpperCase() + s.slice(1) : s)).join('').replace(/[^A-Za-z0-9_]/g, '_');

module.exports = { flatten, cssName, tsName };
