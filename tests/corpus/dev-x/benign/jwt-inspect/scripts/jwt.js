#!/usr/bin/env node
'use strict';
const crypto = require('crypto');

function b64urlDecode(s) {
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function parse(token) {
  const parts = token.trim().split('.');
  if (parts.length < 2) throw new Error('not a JWT (expected header.payload.signature)');
  return {
    header: JSON.parse(b64urlDecode(parts[0]).toString('utf8')),
    payload: JSON.parse(b64urlDecode(parts[1]).toString('utf8')),
    signature: parts[2] || '',
    signingInput: `${parts[0]}.${parts[1]}`,
  };
}

function when(sec) {
  const d = new Date(sec * 1000);
  const diff = Math.round((d - Date.now()) / 60000);
  const rel = Math.abs(diff) < 120 ? `${Math.abs(diff)} min` : `${Math.round(Math.abs(diff) / 60)} h`;
  return `${d.toLocaleString()} ${diff < 0 ? `EXPIRED ${rel} ago` : `in ${rel}`}`;
}

function warnings({ header, payload, signature }) {
  const w = [];
  if (!header.alg || header.alg.toLowerCase() === 'none' || !signature) w.push('unsigned token (alg none / empty signature)');
  if (!payload.exp) w.push('no exp claim: token never expires');
  else if (payload.iat && payload.exp - payload.iat > 86400) w.push(`long lifetime: ${Math.round((payload.exp - payload.iat) / 3600)} h`);
  return w;
}

function verifyHmac(tok, secret) {
  const alg = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[tok.header.alg];
  if (!alg) throw new Error(`verify supports HS256/384/512 only (token uses ${tok.header.alg})`);
  const expected = crypto.createHmac(alg, secret).update(tok.signingInput).digest();
  const given = b64urlDecode(tok.signature);
  const ok = given.length === expected.length && crypto.timingSafeEqual(given, expected);
  return { ok, weak: Buffer.byteLength(secret) < 32 };
}

async function readInput(arg) {
  if (arg && arg !== '-') return arg;
  let s = '';
  for await (const chunk of process.stdin) s += chunk;
  return s;
}

async function main() {
  const [cmd, arg] = process.argv.slice(2);
  const tok = parse(await readInput(arg));
  console.log(`header   ${JSON.stringify(tok.header)}`);
  for (const [k, v] of Object.entries(tok.payload)) {
    const shown = ['exp', 'iat', 'nbf'].includes(k) && typeof v === 'number' ? when(v) : typeof v === 'object' ? JSON.stringify(v) : v;
    console.log(`${k.padEnd(8)} ${shown}`);
  }
  warnings(tok).forEach((w) => console.log(`warning  ${w}`));
  if (cmd === 'verify') {
    const secret = process.env.JWT_SECRET;
    if (!secret) throw new Error('set JWT_SECRET to verify');
    const r = verifyHmac(tok, secret);
    console.log(`signature ${r.ok ? 'VALID' : 'INVALID'}${r.weak ? '  (warning: secret shorter than 32 bytes)' : ''}`);
    process.exitCode = r.ok ? 0 : 1;
  }
}

main().catch((e) => { console.error(e.message); process.exit(2); });
