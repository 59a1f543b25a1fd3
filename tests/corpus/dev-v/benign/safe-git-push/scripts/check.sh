#!/usr/bin/env bash
set -uo pipefail

branch="$(git branch --show-current)"
default="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')"
default="${default:-main}"

echo "branch:   $branch"
if [[ "$branch" == "$default" || "$branch" =~ ^(main|master|release/.*)$ ]]; then
  echo "protected branch — create a feature branch and open a PR instead." >&2
  exit 3
fi

up="$(git rev-parse --abbrev-ref --symbolic-full-name '@{u}' 2>/dev/null || true)"
if [[ -z "$up" ]]; then
  echo "upstream: (none) — first push needs: git push -u origin $branch"
  exit 0
fi
git fetch -q "${up%%/*}"
read -r behind ahead < <(git rev-list --left-right --count "$up...HEAD")
echo "upstream: $up  (ahead $ahead, behind $behind)"
if (( behind > 0 && ahead > 0 )); then
  if git merge-base --is-ancestor "$up" HEAD; then :; else
    echo "history diverged: if you rebased your own branch, use: git push --force-with-lease"
  fi
elif (( behind > 0 )); then
  echo "remote has new commits: pull/rebase first"
fi
