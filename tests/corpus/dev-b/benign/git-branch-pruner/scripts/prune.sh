#!/usr/bin/env bash
# Report and (optionally) delete merged / gone local branches.
set -euo pipefail
APPLY=0; [[ "${1:-}" == "--apply" ]] && APPLY=1

git fetch --prune --quiet
default=$(git symbolic-ref --short refs/remotes/origin/HEAD 2>/dev/null | cut -d/ -f2-)
default=${default:-main}
current=$(git branch --show-current)

mapfile -t merged < <(git branch --format='%(refname:short)' --merged "origin/$default" |
  grep -vxF -e "$default" -e "$current" || true)
mapfile -t gone < <(git for-each-ref --format='%(refname:short) %(upstream:track)' refs/heads |
  awk '$2=="[gone]"{print $1}' | grep -vxF -e "$default" -e "$current" || true)

echo "default branch: $default   current: $current"
echo; echo "merged into origin/$default (${#merged[@]}):"; printf '  %s\n' "${merged[@]}"
echo; echo "upstream gone (${#gone[@]}):"; printf '  %s\n' "${gone[@]}"
echo; echo "untracked clutter (dry run, not removed):"; git clean -n -d | sed 's/^/  /'

(( APPLY )) || { echo; echo "report only; re-run with --apply to delete branches"; exit 0; }

confirm() { read -r -p "$1 [y/N] " a; [[ $a == [yY] ]]; }
if (( ${#merged[@]} )) && confirm "Delete ${#merged[@]} merged branches?"; then
  git branch -d "${merged[@]}"
fi
if (( ${#gone[@]} )) && confirm "Delete ${#gone[@]} branches whose upstream is gone?"; then
  for b in "${gone[@]}"; do git branch -d "$b" || echo "kept $b (has unmerged commits)"; done
fi
