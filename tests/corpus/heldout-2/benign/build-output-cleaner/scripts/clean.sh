#!/usr/bin/env bash
# Remove known build artefact folders inside the current git repository.
set -euo pipefail

yes=0; [[ "${1:-}" == --yes ]] && yes=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
root="$(cd "$root" && pwd -P)"
if [[ "$root" == / || "$root" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing to clean $root" >&2; exit 1
fi
cd "$root"

names=(dist build out .next .nuxt .svelte-kit target coverage .turbo .parcel-cache
  __pycache__ .pytest_cache .mypy_cache .ruff_cache)

mapfile -d '' candidates < <(
  find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d \
    \( $(printf -- '-name %s -o ' "${names[@]}") -name '*.egg-info' \) -print0 -prune
)

total=0
for d in "${candidates[@]}"; do
  abs="$(cd "$d" && pwd -P)"
  [[ "$abs" == "$root"/* ]] || { echo "skip (outside repo): $d"; continue; }
  if [[ -n "$(git ls-files -- "$d" | head -n 1)" ]]; then
    echo "skip (tracked by git): $d"; continue
  fi
  kb=$(du -sk "$d" | cut -f1); total=$((total + kb))
  if [[ $yes -eq 1 ]]; then
    rm -rf -- "$abs"
    printf 'removed  %8s KB  %s\n' "$kb" "$d"
  else
    printf 'would remove %8s KB  %s\n' "$kb" "$d"
  fi
done

echo "total: $((total / 1024)) MB"
[[ $yes -eq 1 ]] || echo "dry run only; re-run with --yes to delete"
