#!/usr/bin/env bash
# Push the current branch to origin for review. Refuses the default branch.
set -euo pipefail
remote="${REMOTE:-origin}"
branch="$(git rev-parse --abbrev-ref HEAD)"
default="$(git symbolic-ref --short "refs/remotes/$remote/HEAD" 2>/dev/null | sed "s#^$remote/##" || true)"
default="${default:-main}"

if [ "$branch" = "$default" ] || [ "$branch" = "HEAD" ]; then
  echo "refusing: you are on '$branch'. Create a feature branch first:" >&2
  echo "  git switch -c feat/<name>" >&2
  exit 1
fi

if ! git diff --quiet || ! git diff --cached --quiet; then
  echo "note: uncommitted changes are not included in the push" >&2
fi

# plain push; hooks (pre-push) run as configured
git push -u "$remote" "$branch"
echo "pushed $branch to $remote. Open a PR with: gh pr create --fill"
