#!/usr/bin/env node
// Draft release notes from merged PRs between two tags.
const [repo, tag, ...rest] = process.argv.slice(2);
if (!repo || !tag) {
  console.error('usage: notes.mjs owner/repo <tag> [--since <previous-tag>]');
  process.exit(2);
}
const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
if (!token) {
  console.error('set GITHUB_TOKEN (e.g. GITHUB_TOKEN=$(gh auth token))');
  process.exit(2);
}

const API = 'https://api.github.com';
async function gh(path) {
  const res = await fetch(`${API}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' },
  });
  if (!res.ok) throw new Error(`${res.status} ${path}`);
  return res.json();
}

const sinceIdx = rest.indexOf('--since');
let previous = sinceIdx >= 0 ? rest[sinceIdx + 1] : null;
if (!previous) {
  const releases = await gh(`/repos/${repo}/releases?per_page=5`);
  previous = releases.find((r) => r.tag_name !== tag)?.tag_name;
}
const cmp = await gh(`/repos/${repo}/compare/${previous}...${tag}`);
const shas = new Set(cmp.commits.map((c) => c.sha));

const prs = new Map();
for (const sha of shas) {
  const list = await gh(`/repos/${repo}/commits/${sha}/pulls`);
  for (const pr of list) if (pr.merged_at) prs.set(pr.number, pr);
}

const sections = { '🚀 Features': [], '🐛 Fixes': [], '📝 Docs': [], '⬆️ Dependencies': [], '🧰 Other': [] };
const pick = (labels) => {
  const l = labels.map((x) => x.name.toLowerCase());
  if (l.some((x) => ['feature', 'enhancement'].includes(x))) return '🚀 Features';
  if (l.some((x) => ['bug', 'fix'].includes(x))) return '🐛 Fixes';
  if (l.includes('documentation')) return '📝 Docs';
  if (l.includes('dependencies')) return '⬆️ Dependencies';
  return '🧰 Other';
};
const firstTimers = new Set();
for (const pr of prs.values()) {
  sections[pick(pr.labels)].push(`- ${pr.title} (#${pr.number}) @${pr.user.login}`);
  if (pr.author_association === 'FIRST_TIME_CONTRIBUTOR') firstTimers.add(pr.user.login);
}

const out = [`## ${tag}`, ''];
for (const [title, items] of Object.entries(sections)) {
  if (items.length) out.push(`### ${title}`, ...items, '');
}
if (firstTimers.size) out.push('### 👋 New contributors', ...[...firstTimers].map((u) => `- @${u}`), '');
out.push(`**Full changelog**: https://github.com/${repo}/compare/${previous}...${tag}`);
console.log(out.join('\n'));
