import { execFileSync } from 'node:child_process';

export const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
export const lines = (s) => s.split('\n').map((l) => l.trim()).filter(Boolean);

export function defaultBranch(remote = 'origin') {
  try {
    return git('symbolic-ref', '--short', `refs/remotes/${remote}/HEAD`).split('/').slice(1).join('/');
  } catch {
    return 'main';
  }
}

export function currentBranch() { return git('rev-parse', '--abbrev-ref', 'HEAD'); }

export function localBranches() {
  return lines(git('for-each-ref', '--format=%(refname:short)|%(upstream:track)|%(committerdate:short)', 'refs/heads'))
    .map((l) => { const [name, track, date] = l.split('|'); return { name, gone: track === '[gone]', date }; });
}

export function mergedInto(base) {
  return new Set(lines(git('branch', '--merged', base, '--format=%(refname:short)')));
}

export function remoteBranches(remote) {
  return lines(git('for-each-ref', '--format=%(refname:short)', `refs/remotes/${remote}`))
    .map((r) => r.slice(remote.length + 1)).filter((b) => b && b !== 'HEAD');
}
