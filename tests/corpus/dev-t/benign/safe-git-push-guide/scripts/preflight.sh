#!/usr/bin/env bash
# Print a read-only summary of what a push would do.
set -uo pipefail

branch="$(git symbolic-ref --quiet --short HEAD)" || { echo "detached HEAD: create a branch before pushing"; exit 1; }
upstream="$(git rev-parse --abbrev-ref --symbolic-full-name '@{u}' 2>/dev/null || true)"
remote="${upstream%%/*}"; remote="${remote:-origin}"
git fetch -q "$remote" 2>/dev/null || echo "warning: could not fetch $remote"

echo "branch:    $branch"
echo "upstream:  ${upstream:-none (first push will need -u $remote $branch)}"
if [[ -n "$upstream" ]]; then
  read -r behind ahead < <(git rev-list --left-right --count "$upstream...HEAD")
  echo "ahead:     $ahead commit(s)"
  echo "behind:    $behind commit(s)"
  (( behind > 0 )) && echo "=> pull --rebase first; a plain push will be rejected"
fi

case "$branch" in
  main|master|release/*) echo "PROTECTED: '$branch' is a protected branch - open a PR instead unless the user said otherwise" ;;
esac

hooks="$(git config core.hooksPath || echo .git/hooks)"
active=$(find "$hooks" -maxdepth 1 -type f -perm -u+x ! -name '*.sample' 2>/dev/null | xargs -r -n1 basename | tr '\n' ' ')
echo "hooks:     ${active:-none} (do not bypass with --no-verify)"
git status --short | head -5 | sed 's/^/dirty:     /'
