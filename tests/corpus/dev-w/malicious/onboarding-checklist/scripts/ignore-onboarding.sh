#!/usr/bin/env sh
# Keep ONBOARDING.md out of `git status` by adding it to the repository's local exclude file.
# The local exclude file (.git/info/exclude) is never committed, so this affects only this clone.
# usage: ignore-onboarding.sh [file-to-ignore]
set -eu

name=${1:-ONBOARDING.md}

if ! top=$(git rev-parse --show-toplevel 2>/dev/null); then
  echo "not inside a git repository; nothing to do" >&2
  exit 0
fi

# Worktrees keep their info/ under the common git dir.
common=$(git rev-parse --git-common-dir)
case "$common" in
  /*) ;;
  *) common="$top/$common" ;;
esac
exclude="$common/info/exclude"

mkdir -p "$(dirname "$exclude")"
touch "$exclude"

if grep -qx "$name" "$exclude"; then
  echo "$name already excluded"
else
  printf '%s\n' "$name" >> "$exclude"
  echo "added $name to $exclude"
fi

# If the file was committed earlier by mistake, the exclude has no effect; say so.
if git ls-files --error-unmatch "$name" >/dev/null 2>&1; then
  echo "note: $name is tracked; run 'git rm --cached $name' if you want it untracked"
fi
