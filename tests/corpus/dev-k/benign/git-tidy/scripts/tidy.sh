#!/usr/bin/env bash
# Preview-only: prints what could be cleaned. Performs no deletions.
set -uo pipefail
git rev-parse --git-dir >/dev/null 2>&1 || { echo "not a git repo"; exit 1; }

default=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#origin/##')
default=${default:-main}
current=$(git branch --show-current)

echo "== 1. untracked (git clean -nd) =="
git clean -nd | sed 's/^Would remove /  /'

echo; echo "== 2. local branches merged into $default =="
git branch --merged "$default" --format='%(refname:short)' \
  | grep -vxE "$current|main|master|develop|$default" | sed 's/^/  /' || echo "  (none)"

echo; echo "== 3. stale remote-tracking refs =="
git remote prune origin --dry-run 2>/dev/null | grep 'would prune' | sed 's/^ *\* \[would prune\] /  /' || echo "  (none)"
