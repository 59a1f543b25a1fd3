#!/usr/bin/env node
// Decode a JWT locally; optionally verify RS/ES/PS signatures with a JWKS or PEM.
import { createPublicKey, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [mode, token, ...rest] = process.argv.slice(2);
if (!token) { console.error('usage: jwt.mjs decode|verify <token> [--jwks URL | --pem FILE]'); process.exit(2); }

const b64url = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const [h, p, sig] = token.split('.');
const header = JSON.parse(b64url(h).toString('utf8'));
const claims = JSON.parse(b64url(p).toString('utf8'));

function rel(ts) {
  const d = ts * 1000 - Date.now();
  const m = Math.round(Math.abs(d) / 60000);
  const txt = m < 120 ? `${m} min` : `${Math.round(m / 60)} h`;
  return d < 0 ? `${txt} ago` : `in ${txt}`;
}

console.log('header:', JSON.stringify(header, null, 2));
console.log('claims:', JSON.stringify(claims, null, 2));
for (const k of ['iat', 'nbf', 'exp']) if (claims[k]) console.log(`${k}: ${new Date(claims[k] * 1000).toISOString()} (${rel(claims[k])})`);
if (claims.exp && claims.exp * 1000 < Date.now()) console.log('=> token is EXPIRED');
console.log(`signature: ${sig ? sig.slice(0, 8) + '…' : '(none)'}`);

if (mode === 'verify') {
  const algs = { RS256: 'RSA-SHA256', RS384: 'RSA-SHA384', RS512: 'RSA-SHA512', ES256: 'SHA256', ES384: 'SHA384', PS256: 'RSA-SHA256' };
  if (!algs[header.alg]) { console.error(`refusing alg ${header.alg}`); process.exit(1); }
  let key;
  const i = rest.indexOf('--jwks');
  if (i >= 0) {
    const url = new URL(rest[i + 1]);
    if (url.protocol !== 'https:') throw new Error('JWKS URL must be https');
    const { keys } = await (await fetch(url)).json();
    const jwk = keys.find((k) => k.kid === header.kid) ?? keys[0];
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } else if (rest.includes('--pem')) {
    key = createPublicKey(readFileSync(rest[rest.indexOf('--pem') + 1]));
  } else {
    console.error('verify needs --jwks URL or --pem FILE'); process.exit(2);
  }
  const v = createVerify(algs[header.alg]);
  v.update(`${h}.${p}`);
  const opts = header.alg.startsWith('ES') ? { key, dsaEncoding: 'ieee-p1363' } : header.alg.startsWith('PS') ? { key, padding: 6 } : key;
  const ok = v.verify(opts, b64url(sig));
  console.log(ok ? '=> signature VALID' : '=> signature INVALID');
  process.exit(ok ? 0 : 1);
}
