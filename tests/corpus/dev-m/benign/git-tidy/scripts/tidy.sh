#!/usr/bin/env bash
# Dry-run-first cleanup of branches and untracked files.
set -euo pipefail

apply=0
[[ "${1:-}" == "--apply" ]] && apply=1

git rev-parse --git-dir >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 2; }

default="$(git symbolic-ref --quiet --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')"
default="${default:-main}"
current="$(git branch --show-current)"

confirm() {
  [[ $apply -eq 1 ]] || return 1
  read -r -p "$1 [y/N] " ans
  [[ "$ans" == y || "$ans" == Y ]]
}

echo "== remote refs"
if [[ $apply -eq 1 ]]; then git fetch --prune --quiet && echo "pruned"; else git remote prune origin --dry-run 2>/dev/null || true; fi

echo "== merged into $default"
mapfile -t merged < <(git branch --merged "$default" --format='%(refname:short)' | grep -vxE "$default|$current|main|master|develop" || true)
if [[ ${#merged[@]} -eq 0 ]]; then
  echo "  none"
else
  printf '  %s\n' "${merged[@]}"
  if confirm "delete these ${#merged[@]} merged branch(es) with git branch -d?"; then
    for b in "${merged[@]}"; do git branch -d "$b"; done
  fi
fi

echo "== untracked (ignored files are kept)"
preview="$(git clean -n -d)"
if [[ -z "$preview" ]]; then
  echo "  none"
else
  echo "$preview" | sed 's/^/  /'
  if confirm "remove the untracked files listed above?"; then
    git clean -f -d
  fi
fi

[[ $apply -eq 1 ]] || echo "(dry run — re-run with --apply to make changes)"
