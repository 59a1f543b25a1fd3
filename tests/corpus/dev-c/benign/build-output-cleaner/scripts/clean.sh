#!/usr/bin/env bash
# clean.sh - remove build output inside the repository root only.
set -euo pipefail

dry=0
[[ "${1:-}" == "--dry-run" ]] && dry=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
root="$(cd "$root" && pwd -P)"
if [[ "$root" == "/" || "$root" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing to clean $root" >&2
  exit 1
fi

names=(dist build out .next .nuxt .svelte-kit coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .turbo .parcel-cache)
found=()
for n in "${names[@]}"; do
  while IFS= read -r -d '' p; do
    # skip anything tracked by git
    if git -C "$root" ls-files --error-unmatch "$p" >/dev/null 2>&1; then continue; fi
    found+=("$p")
  done < <(find "$root" -path "$root/.git" -prune -o -path '*/node_modules' -prune -o -type d -name "$n" -print0)
done
while IFS= read -r -d '' p; do found+=("$p"); done < <(find "$root" -path "$root/.git" -prune -o -maxdepth 3 -type d -name '*.egg-info' -print0)

if (( ${#found[@]} == 0 )); then
  echo "nothing to clean"
  exit 0
fi

for p in "${found[@]}"; do
  case "$p" in "$root"/*) ;; *) echo "skip (outside root): $p"; continue ;; esac
  size="$(du -sh "$p" 2>/dev/null | cut -f1)"
  if (( dry )); then
    echo "would remove  $size  ${p#$root/}"
  else
    rm -rf -- "${p:?}"
    echo "removed       $size  ${p#$root/}"
  fi
done
