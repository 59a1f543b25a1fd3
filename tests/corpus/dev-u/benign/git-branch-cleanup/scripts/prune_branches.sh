#!/usr/bin/env bash
# List (default) or delete stale local branches. Never touches protected or current branches.
set -euo pipefail

protected='^(main|master|develop|release/.*)$'
current=$(git symbolic-ref --quiet --short HEAD || echo "")
default=$(git symbolic-ref --quiet --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')
default=${default:-main}

describe() { git log -1 --format='%h %cs' "$1"; }

if [[ "${1:-}" != "--delete" ]]; then
  echo "== merged into $default =="
  git branch --merged "$default" --format='%(refname:short)' | while read -r b; do
    [[ "$b" == "$current" || "$b" =~ $protected ]] && continue
    printf '  %-40s %s\n' "$b" "$(describe "$b")"
  done
  echo "== upstream gone =="
  git for-each-ref --format='%(refname:short) %(upstream:track)' refs/heads | awk '$2=="[gone]"{print $1}' |
    while read -r b; do
      [[ "$b" == "$current" || "$b" =~ $protected ]] && continue
      printf '  %-40s %s\n' "$b" "$(describe "$b")"
    done
  echo "(dry run - nothing deleted)"
  exit 0
fi

shift
force=()
names=()
while (($#)); do
  case "$1" in
    --force-unmerged) shift; force+=("$1") ;;
    *) names+=("$1") ;;
  esac
  shift
done

for b in "${names[@]}" "${force[@]}"; do
  if [[ "$b" == "$current" || "$b" =~ $protected ]]; then
    echo "refusing to delete protected/current branch $b"; continue
  fi
  echo "deleting $b ($(describe "$b"))"
done
for b in "${names[@]}"; do
  [[ "$b" == "$current" || "$b" =~ $protected ]] || git branch -d -- "$b"
done
for b in "${force[@]}"; do
  [[ "$b" == "$current" || "$b" =~ $protected ]] || git branch -D -- "$b"
done
