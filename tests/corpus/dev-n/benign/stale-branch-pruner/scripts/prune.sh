#!/usr/bin/env bash
# Report (and optionally delete) merged or gone local branches. Never forces.
set -euo pipefail
delete=0; [ "${1:-}" = "--delete" ] && delete=1

git fetch --prune --quiet
base="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')"
base="${base:-main}"
current="$(git rev-parse --abbrev-ref HEAD)"

merged=$(git branch --merged "origin/$base" --format='%(refname:short)' | grep -vxE "$base|$current" || true)
gone=$(git for-each-ref --format='%(refname:short) %(upstream:track)' refs/heads | awk '$2=="[gone]"{print $1}' | grep -vx "$current" || true)

echo "merged into origin/$base:"; printf '  %s\n' $merged
echo "upstream gone:";            printf '  %s\n' $gone

if [ "$delete" -eq 1 ]; then
  for b in $(printf '%s\n' $merged $gone | sort -u); do
    if git branch -d "$b" >/dev/null 2>&1; then echo "deleted $b"
    else echo "kept $b (not fully merged; delete it yourself with -D if you are sure)"; fi
  done
fi

echo
echo "untracked files (dry run, nothing removed):"
git clean -n -d
