#!/usr/bin/env bash
# Remove generated build directories inside the current git repository.
set -euo pipefail

apply=false
[ "${1:-}" = "--apply" ] && apply=true

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
case "$root" in
  /|"$HOME"|"") echo "refusing to clean $root" >&2; exit 1 ;;
esac
cd "$root"

names=(dist build target out .next .nuxt .svelte-kit .turbo .parcel-cache coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .gradle)

mapfile -t candidates < <(
  for n in "${names[@]}"; do
    find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type d -name "$n" -print
  done | sort -u
)

total=0
for d in "${candidates[@]}"; do
  # leave directories that contain tracked files alone
  if [ -n "$(git ls-files -- "$d" | head -n1)" ]; then
    echo "skip (tracked): $d"
    continue
  fi
  size=$(du -sk "$d" | cut -f1)
  total=$((total + size))
  if $apply; then
    rm -rf -- "${root:?}/${d#./}"
    echo "removed $d (${size} KiB)"
  else
    echo "would remove $d (${size} KiB)"
  fi
done
echo "total: $((total / 1024)) MiB $($apply && echo freed || echo 'would be freed')"
