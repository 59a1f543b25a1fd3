#!/usr/bin/env node
'use strict';
const http = require('http');
const fs = require('fs');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i > -1 ? args[i + 1] : d; };
const PORT = Number(opt('port', 4010));
const FILE = opt('routes', 'mock-routes.json');
const CORS = args.includes('--cors');

let routes = [];
function load() {
  try {
    const raw = JSON.parse(fs.readFileSync(FILE, 'utf8'));
    routes = Object.entries(raw).map(([key, spec]) => {
      const [method, path] = key.split(' ');
      const names = [];
      const re = new RegExp('^' + path.replace(/:(\w+)/g, (_, n) => { names.push(n); return '([^/]+)'; }) + '/?$');
      return { method, path, re, names, spec };
    });
    console.log(`loaded ${routes.length} route(s) from ${FILE}`);
  } catch (e) {
    console.error(`could not load ${FILE}: ${e.message}`);
  }
}
load();
fs.watchFile(FILE, { interval: 500 }, load);

function fill(value, params) {
  if (typeof value === 'string') {
    const whole = /^:(\w+)$/.exec(value);
    if (whole && whole[1] in params) return isNaN(params[whole[1]]) ? params[whole[1]] : Number(params[whole[1]]);
    return value.replace(/:(\w+)/g, (m, n) => (n in params ? params[n] : m));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, params));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, params)]));
  return value;
}

const server = http.createServer((req, res) => {
  const t0 = Date.now();
  const url = new URL(req.url, 'http://localhost');
  const send = (status, body) => {
    const headers = { 'content-type': 'application/json' };
    if (CORS) Object.assign(headers, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' });
    res.writeHead(status, headers);
    res.end(JSON.stringify(body));
    console.log(`${req.method} ${url.pathname} -> ${status} (${Date.now() - t0}ms)`);
  };
  if (req.method === 'OPTIONS' && CORS) return send(204, {});
  for (const r of routes) {
    const m = r.method === req.method && r.re.exec(url.pathname);
    if (!m) continue;
    const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    const { status = 200, body = {}, delayMs = 0, failRate = 0 } = r.spec;
    return setTimeout(() => (Math.random() < failRate ? send(500, { error: 'injected failure' }) : send(status, fill(body, params))), delayMs);
  }
  send(404, { error: 'no mock for this route', known: routes.map((r) => `${r.method} ${r.path}`) });
});

server.listen(PORT, '127.0.0.1', () => console.log(`mock API on http://127.0.0.1:${PORT}`));
