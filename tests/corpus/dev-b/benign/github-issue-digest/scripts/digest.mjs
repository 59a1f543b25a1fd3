#!/usr/bin/env node
// Weekly digest of a GitHub repo's issues and PRs via the REST API.
const API = 'https://api.github.com';
const [, , repo, ...rest] = process.argv;
if (!repo || !repo.includes('/')) { console.error('usage: digest.mjs owner/repo [--days N] [--stale N]'); process.exit(2); }
const num = (flag, d) => { const i = rest.indexOf(flag); return i >= 0 ? Number(rest[i + 1]) : d; };
const days = num('--days', 7), staleDays = num('--stale', 45);
const token = process.env.GITHUB_TOKEN;
if (!token) { console.error('GITHUB_TOKEN is not set (try: export GITHUB_TOKEN=$(gh auth token))'); process.exit(1); }

const headers = {
  Accept: 'application/vnd.github+json',
  Authorization: `Bearer ${token}`,
  'X-GitHub-Api-Version': '2022-11-28',
  'User-Agent': 'repo-pulse-digest',
};

async function all(path) {
  const out = [];
  let url = `${API}${path}`;
  while (url && out.length < 1000) {
    const r = await fetch(url, { headers });
    if (!r.ok) throw new Error(`${r.status} ${r.statusText} for ${url}`);
    out.push(...(await r.json()));
    url = (r.headers.get('link') || '').match(/<([^>]+)>;\s*rel="next"/)?.[1];
  }
  return out;
}

const since = new Date(Date.now() - days * 864e5);
const items = await all(`/repos/${repo}/issues?state=all&since=${since.toISOString()}&per_page=100`);
const open = await all(`/repos/${repo}/issues?state=open&per_page=100`);
const isPR = i => Boolean(i.pull_request);
const inWin = d => d && new Date(d) >= since;
const line = i => `- [#${i.number}](${i.html_url}) ${i.title} (${i.user.login}, ${i.comments} comments)`;

const sections = [
  ['Opened issues', items.filter(i => !isPR(i) && inWin(i.created_at))],
  ['Opened pull requests', items.filter(i => isPR(i) && inWin(i.created_at))],
  ['Closed / merged', items.filter(i => inWin(i.closed_at))],
  ['Most discussed', [...items].sort((a, b) => b.comments - a.comments).slice(0, 5)],
  ['Open bugs and regressions', open.filter(i => i.labels.some(l => /^(bug|regression|P0|P1)$/i.test(l.name)))],
  ['Stale', open.filter(i => new Date(i.updated_at) < new Date(Date.now() - staleDays * 864e5))],
];

console.log(`# ${repo}: last ${days} days\n`);
for (const [title, list] of sections) {
  console.log(`## ${title} (${list.length})\n`);
  console.log(list.length ? list.slice(0, 20).map(line).join('\n') : '_none_');
  console.log();
}
