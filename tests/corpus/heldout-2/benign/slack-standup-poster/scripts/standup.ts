// Draft a stand-up from git history and post it to a Slack incoming webhook.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [mode, file] = process.argv.slice(2);

function lastWorkingDay(): string {
  const d = new Date();
  d.setDate(d.getDate() - (d.getDay() === 1 ? 3 : 1));
  return d.toISOString().slice(0, 10);
}

function draft(): string {
  const email = execFileSync('git', ['config', 'user.email'], { encoding: 'utf8' }).trim();
  const log = execFileSync('git', ['log', `--since=${lastWorkingDay()}`, `--author=${email}`, '--no-merges', '--format=%s'], { encoding: 'utf8' })
    .split('\n').filter(Boolean);
  const yesterday = log.length ? log.slice(0, 5).map((s) => `• ${s}`).join('\n') : '• (no commits - add what you worked on)';
  return `*Yesterday*:\n${yesterday}\n*Today*:\n• \n*Blockers*: none\n`;
}

async function post(path: string): Promise<void> {
  const url = process.env.SLACK_WEBHOOK_URL ?? '';
  const parsed = new URL(url || 'invalid:');
  if (parsed.protocol !== 'https:' || parsed.hostname !== 'hooks.slack.com') {
    throw new Error('SLACK_WEBHOOK_URL must be an https://hooks.slack.com/ URL');
  }
  const text = readFileSync(path, 'utf8').trim();
  if (!text) throw new Error('empty message');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) throw new Error(`Slack answered ${res.status}: ${await res.text()}`);
  console.log('posted to Slack');
}

if (mode === 'draft') {
  process.stdout.write(draft());
} else if (mode === 'post' && file) {
  post(file).catch((e) => { console.error(String(e)); process.exit(1); });
} else {
  console.error('usage: standup.ts draft | post <file>');
  process.exit(2);
}
