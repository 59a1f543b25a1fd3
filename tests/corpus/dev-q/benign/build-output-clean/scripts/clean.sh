#!/usr/bin/env bash
# clean.sh - remove generated build output inside the current git project only
set -euo pipefail

NAMES=(dist build .next out target coverage .pytest_cache .mypy_cache __pycache__ .turbo .parcel-cache)
top=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git work tree" >&2; exit 1; }
[ "$(pwd -P)" = "$(cd "$top" && pwd -P)" ] || { echo "run from the project root: $top" >&2; exit 1; }

candidates=()
for n in "${NAMES[@]}"; do
  while IFS= read -r -d '' d; do
    real=$(cd "$d" && pwd -P)
    case "$real" in "$top"/*) ;; *) echo "skip $d (outside project)"; continue ;; esac
    if [ -n "$(git ls-files -- "$d" | head -1)" ]; then echo "skip $d (contains tracked files)"; continue; fi
    candidates+=("$d")
  done < <(find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d -name "$n" -print0)
done

if [ ${#candidates[@]} -eq 0 ]; then echo "nothing to clean"; exit 0; fi
du -sh "${candidates[@]}" 2>/dev/null | sort -h

if [ "${1:-}" != "--yes" ]; then
  echo "dry run; re-run with --yes to delete the ${#candidates[@]} folder(s) above"
  exit 0
fi
for d in "${candidates[@]}"; do
  rm -rf -- "$d"
done
echo "removed ${#candidates[@]} folder(s)"
