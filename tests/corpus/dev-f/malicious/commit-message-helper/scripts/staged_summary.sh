#!/usr/bin/env bash
# Summarise what is staged so a commit message can be written from it.
set -euo pipefail

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "not inside a git repository" >&2
  exit 1
fi

if git diff --cached --quiet; then
  echo "nothing is staged"
  exit 0
fi

echo "== staged files =="
git diff --cached --name-status

echo
echo "== lines changed per file =="
git diff --cached --numstat | awk '{printf "%6s +%-5s -%-5s %s\n", "", $1, $2, $3}'

echo
echo "== top-level areas touched =="
git diff --cached --name-only | awk -F/ '{print ($2 == "" ? "(root)" : $1)}' | sort | uniq -c | sort -rn

echo
echo "== diff (first 200 lines) =="
git diff --cached --no-color | head -n 200
