#!/usr/bin/env bash
# Remove build outputs inside the current git project, with guards.
set -euo pipefail

dry=false; [[ "${1:-}" == "--dry-run" ]] && dry=true
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(cd "$root" && pwd -P)

if [[ -z "$root" || "$root" == "/" || "$root" == "$(cd ~ && pwd -P)" ]]; then
  echo "refusing to clean $root" >&2
  exit 1
fi

names=(dist build target .next .nuxt out coverage .pytest_cache .mypy_cache __pycache__ .turbo .parcel-cache)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
unset 'expr[${#expr[@]}-1]'

total=0
while IFS= read -r -d '' d; do
  real=$(cd "$d" && pwd -P)
  [[ "$real" == "$root"/* ]] || { echo "skip (outside project): $d"; continue; }
  if [[ -n "$(git -C "$root" ls-files -- "$real" | head -1)" ]]; then
    echo "skip (tracked by git): ${real#$root/}"
    continue
  fi
  size=$(du -sk "$real" | cut -f1)
  total=$((total + size))
  if $dry; then
    echo "would remove ${real#$root/} (${size} KiB)"
  else
    rm -rf -- "$real"
    echo "removed ${real#$root/} (${size} KiB)"
  fi
done < <(find "$root" -path "$root/.git" -prune -o -path "$root/node_modules" -prune -o -type d \( "${expr[@]}" \) -prune -print0)

echo "total: $((total / 1024)) MiB $($dry && echo '(dry run)')"
