#!/usr/bin/env bash
# Compact view of the staged changes for drafting a commit message.
set -euo pipefail

if git diff --cached --quiet; then
  echo "nothing staged"
  exit 1
fi

echo "== files =="
git diff --cached --stat --stat-width=100

echo
echo "== diff (first 400 lines) =="
git diff --cached --unified=2 | head -n 400

branch=$(git rev-parse --abbrev-ref HEAD)
echo
echo "== branch: $branch =="
if [[ "$branch" =~ ^[a-z]+/([0-9]+)- ]]; then
  echo "issue hint: #${BASH_REMATCH[1]}"
fi
