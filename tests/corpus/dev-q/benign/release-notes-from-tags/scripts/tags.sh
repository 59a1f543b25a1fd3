#!/usr/bin/env bash
# tags.sh - tag table or commit subjects between two tags (read-only)
set -euo pipefail

if [ $# -eq 2 ]; then
  git log --no-merges --format='- %s (%h, %an)' "$1..$2"
  exit 0
fi

prev=""
printf '%-14s %-12s %s\n' TAG DATE COMMITS
git tag --sort=creatordate --format='%(refname:short) %(creatordate:short)' | while read -r tag date; do
  if [ -n "$prev" ]; then
    n=$(git rev-list --count "$prev..$tag")
  else
    n=$(git rev-list --count "$tag")
  fi
  printf '%-14s %-12s %s\n' "$tag" "$date" "$n"
  prev=$tag
done
