'use strict';
const zlib = require('zlib');

function compressed(buf) {
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function fmt(n) {
  if (n > 1024 * 1024) return `${(n / 1024 / 1024).toFixed(2)} MB`;
  if (n > 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${n} B`;
}

function parseBudget(s) {
  const m = /^(\d+(?:\.\d+)?)(kb|mb|b)?$/i.exec(s || '');
  if (!m) return null;
  const mul = { b: 1, kb: 1024, mb: 1024 * 1024 }[(m[2] || 'b').toLowerCase()];
  return Number(m[1]) * mul;
}

module.exports = { compressed, fmt, parseBudget };
