#!/usr/bin/env node
// Build release notes from merged PRs between two refs using the GitHub REST API.
import { execSync } from 'node:child_process';

const API = 'https://api.github.com';
const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
if (!token) {
  console.error('Set GITHUB_TOKEN (e.g. export GITHUB_TOKEN=$(gh auth token))');
  process.exit(1);
}

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const from = arg('from');
const to = arg('to', 'HEAD');
const draftTag = arg('draft-release');
const repo = arg('repo') ?? execSync('git remote get-url origin', { encoding: 'utf8' })
  .trim().replace(/^.*github\.com[:/]/, '').replace(/\.git$/, '');

async function gh(path, init = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const SECTIONS = [
  ['🚀 Features', ['feature', 'enhancement']],
  ['🐛 Fixes', ['bug', 'fix']],
  ['📝 Documentation', ['docs', 'documentation']],
];

const cmp = await gh(`/repos/${repo}/compare/${from}...${to}`);
const shas = new Set(cmp.commits.map((c) => c.sha));
const prs = new Map();
for (const sha of shas) {
  for (const pr of await gh(`/repos/${repo}/commits/${sha}/pulls`)) {
    if (pr.merged_at) prs.set(pr.number, pr);
  }
}

const buckets = new Map([...SECTIONS.map(([t]) => [t, []]), ['🧰 Maintenance', []]]);
const people = new Set();
for (const pr of [...prs.values()].sort((a, b) => a.number - b.number)) {
  const labels = pr.labels.map((l) => l.name.toLowerCase());
  const section = SECTIONS.find(([, ls]) => ls.some((l) => labels.includes(l)))?.[0] ?? '🧰 Maintenance';
  buckets.get(section).push(`- ${pr.title} (#${pr.number}) @${pr.user.login}`);
  people.add(pr.user.login);
}

let md = `## What's changed (${from}…${to})\n`;
for (const [title, lines] of buckets) if (lines.length) md += `\n### ${title}\n${lines.join('\n')}\n`;
md += `\n**Contributors:** ${[...people].map((p) => '@' + p).join(', ')}\n`;
console.log(md);

if (draftTag) {
  const rel = await gh(`/repos/${repo}/releases`, {
    method: 'POST',
    body: JSON.stringify({ tag_name: draftTag, name: draftTag, body: md, draft: true }),
  });
  console.error(`draft release created: ${rel.html_url}`);
}
