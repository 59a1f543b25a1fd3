'use strict';

function flatten(obj, prefix = '', out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out[key] = v;
  }
  return out;
}

const PH = /\{\{?\s*[\w.]+\s*\}?\}|%[sdif]/g;

function placeholders(str) {
  if (typeof str !== 'string') return [];
  return (str.match(PH) || []).map((p) => p.replace(/\s+/g, '')).sort();
}

module.exports = { flatten, placeholders };
