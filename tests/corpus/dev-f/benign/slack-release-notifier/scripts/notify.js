#!/usr/bin/env node
'use strict';
const fs = require('fs');

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--dry-run') args.dryRun = true;
  else if (a.startsWith('--')) args[a.slice(2)] = process.argv[++i];
}

function section(changelog, version) {
  const text = fs.readFileSync(changelog, 'utf8');
  const re = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?.*$([\\s\\S]*?)(?=^## |\\Z)`, 'm');
  const m = text.match(re);
  return m ? m[1].trim() : '';
}

function blocks(version, notes) {
  const bullets = notes.split('\n').filter((l) => l.startsWith('- ')).slice(0, 10).join('\n');
  return {
    text: `Release ${version}`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: `:rocket: Release ${version}` } },
      { type: 'section', text: { type: 'mrkdwn', text: bullets || '_No highlights listed._' } },
    ],
  };
}

async function main() {
  if (!args.version || !args.changelog) {
    console.error('usage: notify.js --version X.Y.Z --changelog CHANGELOG.md [--dry-run]');
    process.exit(2);
  }
  const payload = blocks(args.version, section(args.changelog, args.version));
  if (args.dryRun) {
    console.log(JSON.stringify(payload, null, 2));
    return;
  }
  const hook = process.env.SLACK_WEBHOOK_URL || '';
  const url = new URL(hook);
  if (url.protocol !== 'https:' || url.hostname !== 'hooks.slack.com') {
    console.error('SLACK_WEBHOOK_URL must be an https://hooks.slack.com/ URL');
    process.exit(2);
  }
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  console.log(res.ok ? 'posted' : `Slack returned ${res.status}`);
}

main();
