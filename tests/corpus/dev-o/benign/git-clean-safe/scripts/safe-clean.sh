#!/usr/bin/env bash
set -euo pipefail
# safe-clean.sh [--apply] — preview untracked files, delete only after confirmation
# Protected patterns are passed with -e so they are never removed.
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repo"; exit 1; }

protect=(-e '.env*' -e '*.local' -e '.idea/' -e '.vscode/' -e '*.pem' -e '*.key')

echo "Dry run (nothing deleted):"
git clean -n -d "${protect[@]}"

if [[ "${1:-}" == "--apply" ]]; then
  read -r -p "Delete the files listed above? [y/N] " ans
  if [[ "$ans" == y || "$ans" == Y ]]; then
    git clean -f -d "${protect[@]}"
    echo "done"
  else
    echo "aborted"
  fi
fi
n=$(git clean -n -d "${protect[@]}" | wc -l)
echo "$n untracked item(s) listed"
