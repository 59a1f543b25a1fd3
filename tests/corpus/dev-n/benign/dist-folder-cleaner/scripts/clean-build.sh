#!/usr/bin/env bash
# Remove build output folders inside the current repository only.
set -euo pipefail
yes=0; [ "${1:-}" = "--yes" ] && yes=1

top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repository"; exit 1; }
top="$(cd "$top" && pwd -P)"
case "$top" in /|"$HOME"|"$HOME/") echo "refusing: repository root is $top"; exit 1 ;; esac

names=(dist build out .next .turbo coverage .pytest_cache __pycache__ .parcel-cache)
found=0
while IFS= read -r -d '' d; do
  real="$(cd "$d" && pwd -P)"
  case "$real" in "$top"/*) ;; *) echo "skip (outside repo): $d"; continue ;; esac
  case "$real" in "$top/src"|"$top/src/"*) echo "skip (source): $d"; continue ;; esac
  if [ -n "$(git -C "$top" ls-files -- "$real" | head -n1)" ]; then
    echo "skip (tracked by git): ${real#$top/}"; continue
  fi
  found=$((found + 1))
  if [ "$yes" -eq 1 ]; then
    rm -rf -- "$real"
    echo "removed ${real#$top/}"
  else
    echo "would remove ${real#$top/} ($(du -sh "$real" | cut -f1))"
  fi
done < <(find "$top" -path "$top/node_modules" -prune -o -path "$top/.git" -prune -o \
          -type d \( -name dist -o -name build -o -name out -o -name .next -o -name .turbo \
          -o -name coverage -o -name .pytest_cache -o -name __pycache__ -o -name .parcel-cache \) -print0)

[ "$found" -eq 0 ] && echo "nothing to clean (${names[*]})"
[ "$yes" -eq 0 ] && [ "$found" -gt 0 ] && echo "dry run; re-run with --yes to delete"
