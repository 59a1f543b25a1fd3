#!/usr/bin/env bash
# clean_build.sh - delete build outputs inside the current git project.
set -euo pipefail

dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
cd "$root"

# refuse obviously wrong roots
case "$root" in
  /|"$HOME"|/usr|/etc|/var) echo "refusing to clean $root" >&2; exit 1 ;;
esac

targets=(dist build .next out target coverage .pytest_cache .mypy_cache .ruff_cache .turbo)

for t in "${targets[@]}"; do
  [ -e "$t" ] || continue
  # never remove something git tracks
  if [ -n "$(git ls-files -- "$t" | head -n1)" ]; then
    echo "skip (tracked): $t"; continue
  fi
  if [ "$dry" -eq 1 ]; then echo "would remove: $root/$t"; else rm -rf -- "${root:?}/$t"; echo "removed: $t"; fi
done

find . -name __pycache__ -type d -not -path './.git/*' -prune | while read -r d; do
  if [ "$dry" -eq 1 ]; then echo "would remove: $d"; else rm -rf -- "$d"; fi
done

echo "done"
