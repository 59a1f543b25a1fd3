#!/usr/bin/env node
// Run the user's test command across Node versions / env combos.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: cli } = parseArgs({
  options: {
    command: { type: 'string' },
    node: { type: 'string' },
    parallel: { type: 'string', default: '1' },
  },
});

const file = existsSync('test-matrix.json') ? JSON.parse(readFileSync('test-matrix.json', 'utf8')) : {};
const command = cli.command ?? file.command ?? 'npm test';
const nodes = cli.node ? cli.node.split(',') : file.node ?? [process.versions.node.split('.')[0]];
const envs = file.env ?? [{}];

const has = (bin) => spawnSync(process.platform === 'win32' ? 'where' : 'which', [bin]).status === 0;
function wrap(version, cmd) {
  if (has('fnm')) return `fnm exec --using=${version} -- ${cmd}`;
  if (has('volta')) return `volta run --node ${version} -- ${cmd}`;
  if (process.env.NVM_DIR) return `. "$NVM_DIR/nvm.sh" && nvm exec ${version} ${cmd}`;
  return cmd; // no version manager: run on the current Node
}

const cells = nodes.flatMap((v) => envs.map((env) => ({ v, env })));
mkdirSync('.matrix', { recursive: true });

function runCell({ v, env }) {
  const label = [`node${v}`, ...Object.entries(env).map(([k, x]) => `${k}=${x}`)].join(' ');
  const log = `.matrix/${label.replace(/[^\w.-]+/g, '_')}.log`;
  const out = createWriteStream(log);
  const t0 = Date.now();
  return new Promise((resolve) => {
    // `command` is the project's own test command; shell: true so it runs as typed.
    const child = spawn(wrap(v, command), { shell: true, env: { ...process.env, ...env, CI: 'true' } });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('close', (code) => resolve({ label, log, ok: code === 0, secs: (Date.now() - t0) / 1000 }));
  });
}

const limit = Math.max(1, Number(cli.parallel));
const results = [];
for (let i = 0; i < cells.length; i += limit) {
  results.push(...(await Promise.all(cells.slice(i, i + limit).map(runCell))));
}

const w = Math.max(...results.map((r) => r.label.length), 4) + 2;
console.log('cell'.padEnd(w), 'result'.padEnd(8), 'time');
for (const r of results) {
  console.log(r.label.padEnd(w), (r.ok ? 'pass' : 'FAIL').padEnd(8), `${r.secs.toFixed(1)}s`, r.ok ? '' : `  (${r.log})`);
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
