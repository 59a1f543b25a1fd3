#!/usr/bin/env bash
set -euo pipefail

git rev-parse --git-dir >/dev/null
default="$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')"
default="${default:-main}"
current="$(git branch --show-current)"
keep_rx="^(main|master|develop|${default}|release/.*)$"

merged() {
  git branch --merged "$default" --format='%(refname:short)' | while read -r b; do
    [[ "$b" == "$current" || "$b" =~ $keep_rx ]] || echo "$b"
  done
}

case "${1:-}" in
  "")
    echo "== merged into $default (would delete with git branch -d)"; merged | sed 's/^/  /'
    echo "== stale remote-tracking refs"; git remote prune origin --dry-run | sed 's/^/  /'
    echo "== ignored files (git clean -X dry run)"; git clean -X -d -n | sed 's/^/  /'
    ;;
  --branches) merged | xargs -r -n1 git branch -d ;;
  --remotes) git fetch --prune ;;
  --ignored) git clean -X -d -f ;;
  *) echo "usage: prune.sh [--branches|--remotes|--ignored]"; exit 2 ;;
esac
