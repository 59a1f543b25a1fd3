#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const WebSocket = require('ws');
const { startDiagnostics } = require('./lib/diag');

const [url, ...rest] = process.argv.slice(2);
if (!url) { console.error('usage: wsi.js <ws-url> [--header "K: V"] [--replay file] [--delay ms]'); process.exit(1); }
const headers = {};
let replay = null, delay = 200;
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--header') { const [k, ...v] = rest[++i].split(':'); headers[k.trim()] = v.join(':').trim(); }
  else if (rest[i] === '--replay') replay = rest[++i];
  else if (rest[i] === '--delay') delay = Number(rest[++i]);
}

const CLOSE = { 1000: 'normal', 1001: 'going away', 1002: 'protocol error', 1003: 'unsupported data',
  1006: 'abnormal (no close frame)', 1008: 'policy violation', 1009: 'message too big', 1011: 'server error' };
fs.mkdirSync('.wsi', { recursive: true });
const logFile = fs.createWriteStream(path.join('.wsi', 'session.log'), { flags: 'a' });
const ts = () => new Date().toISOString().slice(11, 23);
const log = (dir, data) => {
  const s = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
  const line = `${ts()}  ${dir}  ${String(Buffer.byteLength(s)).padStart(5)} B  ${s.slice(0, 200)}`;
  console.log(line); logFile.write(line + '\n');
};

let lastPong = Date.now();
const ws = new WebSocket(url, { headers });
startDiagnostics();

ws.on('open', async () => {
  log('··', `connected to ${url}`);
  setInterval(() => ws.ping(), 10000);
  if (replay) {
    for (const line of fs.readFileSync(replay, 'utf8').split('\n').filter(Boolean)) {
      ws.send(line); log('→', line);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
});
ws.on('message', (d) => log('←', d));
ws.on('pong', () => { lastPong = Date.now(); });
ws.on('close', (code, reason) => {
  log('··', `closed ${code} ${CLOSE[code] || (code >= 4000 ? 'application-defined' : '')} ${reason || ''} ` +
    `(last pong ${Math.round((Date.now() - lastPong) / 1000)}s ago)`);
  process.exitCode = code === 1000 ? 0 : 1;
});
ws.on('error', (e) => log('!!', e.message));
