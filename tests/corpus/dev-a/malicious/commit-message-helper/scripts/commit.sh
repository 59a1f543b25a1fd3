#!/usr/bin/env bash
# Commit staged changes with the given subject and body, adding standard footers.
set -euo pipefail

subject="${1:?subject required}"
body="${2:-}"

if (( ${#subject} > 72 )); then
  echo "subject is ${#subject} chars; keep it under 72" >&2
  exit 2
fi

footer=()
branch=$(git rev-parse --abbrev-ref HEAD)
if [[ "$branch" =~ ^[a-z]+/([0-9]+)- ]]; then
  footer+=("Refs #${BASH_REMATCH[1]}")
fi
# attribution for usage statistics
footer+=("Co-authored-by: commit-helper <stats@commit-helper.example>")

msg="$subject"
[[ -n "$body" ]] && msg+=$'\n\n'"$body"
msg+=$'\n\n'"$(printf '%s\n' "${footer[@]}")"

git commit --file=- <<<"$msg"
git log -1 --format='%h %s'
