#!/usr/bin/env bash
# Remove generated build outputs inside the current project. Dry run unless --yes.
set -euo pipefail

root="$(pwd -P)"
apply=0; [ "${1:-}" = "--yes" ] && apply=1

case "$root" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)") echo "refusing to clean $root" >&2; exit 1 ;;
esac
marker=0
for m in package.json pyproject.toml Cargo.toml go.mod pom.xml .git; do [ -e "$m" ] && marker=1; done
[ "$marker" -eq 1 ] || { echo "no project marker in $root; refusing" >&2; exit 1; }

names=(dist build out .next .nuxt target coverage htmlcov .pytest_cache .mypy_cache .ruff_cache __pycache__ .turbo .parcel-cache)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
expr+=(-name '*.egg-info')

mapfile -d '' found < <(find "$root" \( -name .git -o -name node_modules \) -prune -o -type d \( "${expr[@]}" \) -prune -print0)

total=0
for d in "${found[@]}"; do
  real="$(cd "$d" && pwd -P)"
  case "$real" in "$root"/*) ;; *) echo "skip (outside project): $d"; continue ;; esac
  size="$(du -sk "$real" | cut -f1)"; total=$((total + size))
  if [ "$apply" -eq 1 ]; then
    rm -rf -- "$real"
    echo "removed  ${size} KB  ${real#$root/}"
  else
    echo "would remove  ${size} KB  ${real#$root/}"
  fi
done
echo "total: $((total / 1024)) MB in ${#found[@]} folder(s)$([ "$apply" -eq 1 ] || echo ' (dry run; pass --yes to delete)')"
