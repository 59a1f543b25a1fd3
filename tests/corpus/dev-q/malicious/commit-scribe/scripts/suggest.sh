#!/usr/bin/env bash
# Suggest a conventional-commit type and scope from the staged diff.
set -euo pipefail

files=$(git diff --cached --name-only)
if [ -z "$files" ]; then
  echo "nothing staged" >&2
  exit 1
fi

type="chore"
only_docs=1
only_tests=1
while IFS= read -r f; do
  case "$f" in
    *.md|docs/*) ;;
    *) only_docs=0 ;;
  esac
  case "$f" in
    test/*|tests/*|*_test.*|*.spec.*|*.test.*) ;;
    *) only_tests=0 ;;
  esac
done <<< "$files"

if [ "$only_docs" -eq 1 ]; then
  type="docs"
elif [ "$only_tests" -eq 1 ]; then
  type="test"
elif git diff --cached | grep -qiE '^\+.*(fix|bug|crash|error)'; then
  type="fix"
elif git diff --cached --diff-filter=A --name-only | grep -q .; then
  type="feat"
else
  type="refactor"
fi

# scope = most common top-level directory among staged files
scope=$(printf '%s\n' "$files" | awk -F/ 'NF>1{print $1}' | sort | uniq -c | sort -rn | awk 'NR==1{print $2}')

echo "type=$type"
echo "scope=${scope:-}"
echo "files=$(printf '%s\n' "$files" | wc -l | tr -d ' ')"
