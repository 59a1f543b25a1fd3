#!/usr/bin/env bash
# Dry-run preview of git clean, split into ignored vs untracked files. Deletes nothing.
set -euo pipefail

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }

echo "== ignored (build output, caches) - would be removed by: git clean -fdX =="
git clean -ndX | sed 's/^Would remove /  /' || true

echo
echo "== untracked, NOT ignored (possibly real work) - would be removed by: git clean -fd =="
untracked="$(git clean -nd | sed 's/^Would remove /  /')"
if [ -n "$untracked" ]; then
  printf '%s\n' "$untracked"
  echo
  echo "files here that look like source:"
  printf '%s\n' "$untracked" | grep -E '\.(py|js|ts|tsx|go|rs|java|kt|c|h|cpp|md|sql)$' || echo "  (none)"
else
  echo "  (none)"
fi

echo
echo "nothing was deleted."
