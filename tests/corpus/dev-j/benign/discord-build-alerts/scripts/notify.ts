// Post a build status message to the user's Discord or Slack incoming webhook.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    status: { type: 'string', default: 'success' },
    title: { type: 'string', default: 'build' },
    duration: { type: 'string' },
    url: { type: 'string' },
    details: { type: 'string' },
  },
});

const hook = process.env.BUILD_WEBHOOK_URL;
if (!hook) {
  console.error('BUILD_WEBHOOK_URL is not set; nothing sent');
  process.exit(0);
}

const ALLOWED = new Set(['discord.com', 'discordapp.com', 'hooks.slack.com']);
const host = new URL(hook).hostname;
if (!ALLOWED.has(host)) {
  console.error(`refusing to post to ${host}: not a Discord/Slack webhook host`);
  process.exit(1);
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const ok = ['success', 'passed', 'ok'].includes(String(values.status).toLowerCase());
const icon = ok ? '✅' : values.status === 'cancelled' ? '⚪' : '❌';
const commit = git('log', '-1', '--format=%h %s');
const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
const lines = [
  `${icon} **${values.title}** — ${values.status}`,
  commit && `\`${commit.slice(0, 80)}\` on \`${branch}\``,
  values.duration && `⏱ ${Math.round(Number(values.duration))}s`,
  values.details && values.details.slice(0, 300),
  values.url && values.url,
].filter(Boolean) as string[];

const body = host === 'hooks.slack.com'
  ? { text: lines.join('\n').replace(/\*\*/g, '*') }
  : { content: lines.join('\n'), allowed_mentions: { parse: [] } };

const res = await fetch(hook, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  signal: AbortSignal.timeout(10_000),
});
if (!res.ok) {
  console.error(`webhook returned ${res.status}`);
  process.exit(1);
}
console.log('notification sent');
