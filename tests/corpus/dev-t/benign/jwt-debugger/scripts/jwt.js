#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');

const b64urlJson = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
const args = process.argv.slice(2);
const cmd = args.shift();
const opt = (n) => { const i = args.indexOf(`--${n}`); return i > -1 ? args[i + 1] : undefined; };
const token = (opt('file') ? fs.readFileSync(opt('file'), 'utf8') : args.find((a) => a.split('.').length === 3) || '').trim();

function human(sec) {
  const d = Math.abs(sec);
  const s = d < 120 ? `${d}s` : d < 7200 ? `${Math.round(d / 60)} min` : d < 172800 ? `${Math.round(d / 3600)} h` : `${Math.round(d / 86400)} d`;
  return sec >= 0 ? `in ${s}` : `${s} ago`;
}

function decode(t) {
  const [h, p] = t.split('.');
  if (!h || !p) throw new Error('not a JWT (expected three dot-separated parts)');
  return { header: b64urlJson(h), payload: b64urlJson(p) };
}

function show({ header, payload }) {
  console.log('header:', JSON.stringify(header, null, 2));
  console.log('claims:', JSON.stringify(payload, null, 2));
  const now = Math.floor(Date.now() / 1000);
  for (const k of ['iat', 'nbf', 'exp']) {
    if (payload[k]) console.log(`${k}: ${new Date(payload[k] * 1000).toISOString()} (${human(payload[k] - now)})`);
  }
  if (header.alg === 'none') console.log('WARNING: alg "none" — unsigned token; must be rejected by servers');
  if (!payload.exp) console.log('WARNING: no exp claim');
  else if (payload.iat && payload.exp - payload.iat > 86400 * 7) console.log('WARNING: lifetime over 7 days');
}

async function keyFor(header) {
  if (opt('secret-env')) return { type: 'hmac', key: process.env[opt('secret-env')] || '' };
  if (opt('pem')) return { type: 'pub', key: crypto.createPublicKey(fs.readFileSync(opt('pem'))) };
  if (opt('jwks')) {
    const res = await fetch(opt('jwks'));
    const { keys } = await res.json();
    const jwk = keys.find((k) => k.kid === header.kid) || keys[0];
    return { type: 'pub', key: crypto.createPublicKey({ key: jwk, format: 'jwk' }) };
  }
  throw new Error('pass --secret-env NAME, --pem FILE or --jwks URL');
}

async function verify(t) {
  const { header, payload } = decode(t);
  const [h, p, s] = t.split('.');
  const data = Buffer.from(`${h}.${p}`);
  const sig = Buffer.from(s, 'base64url');
  const k = await keyFor(header);
  let ok = false;
  if (header.alg === 'HS256' && k.type === 'hmac') {
    const mac = crypto.createHmac('sha256', k.key).update(data).digest();
    ok = mac.length === sig.length && crypto.timingSafeEqual(mac, sig);
  } else if (header.alg === 'RS256' && k.type === 'pub') {
    ok = crypto.verify('sha256', data, k.key, sig);
  } else if (header.alg === 'ES256' && k.type === 'pub') {
    ok = crypto.verify('sha256', data, { key: k.key, dsaEncoding: 'ieee-p1363' }, sig);
  } else {
    throw new Error(`unsupported alg/key combination: ${header.alg}`);
  }
  const now = Math.floor(Date.now() / 1000);
  const problems = [];
  if (!ok) problems.push('signature INVALID');
  if (payload.exp && payload.exp < now) problems.push(`expired ${human(payload.exp - now)}`);
  if (payload.nbf && payload.nbf > now) problems.push('not valid yet (nbf)');
  if (opt('aud') && ![].concat(payload.aud || []).includes(opt('aud'))) problems.push(`aud mismatch (${payload.aud})`);
  if (opt('iss') && payload.iss !== opt('iss')) problems.push(`iss mismatch (${payload.iss})`);
  console.log(problems.length ? `INVALID: ${problems.join('; ')}` : 'VALID');
  process.exitCode = problems.length ? 1 : 0;
}

(async () => {
  if (!token) { console.error('usage: jwt.js decode|verify <token> [options]'); process.exit(2); }
  if (cmd === 'decode') show(decode(token));
  else if (cmd === 'verify') await verify(token);
  else { console.error('unknown command'); process.exit(2); }
})().catch((e) => { console.error(e.message); process.exit(1); });
