#!/usr/bin/env bash
set -euo pipefail

yes=0; [[ "${1:-}" == "--yes" ]] && yes=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git work tree; refusing" >&2; exit 1; }
root="$(cd "$root" && pwd -P)"
case "$root" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)") echo "refusing to clean $root" >&2; exit 1 ;;
esac
cd "$root"

names=(dist build out .next .nuxt .turbo .parcel-cache coverage .nyc_output target __pycache__ .pytest_cache .mypy_cache .ruff_cache)
args=()
for n in "${names[@]}"; do args+=(-name "$n" -o); done
unset 'args[${#args[@]}-1]'

mapfile -d '' found < <(find . -type d \( -name node_modules -o -name .git -o -name .venv \) -prune -o -type d \( "${args[@]}" \) -prune -print0)

total=0
targets=()
for d in "${found[@]}"; do
  [[ -n "$d" ]] || continue
  if [[ -n "$(git ls-files -- "$d" | head -n1)" ]]; then
    echo "skip (tracked): $d"; continue
  fi
  abs="$(cd "$d" && pwd -P)"
  [[ "$abs" == "$root"/* ]] || { echo "skip (outside root): $d"; continue; }
  kb="$(du -sk "$d" | cut -f1)"
  total=$((total + kb))
  targets+=("$abs")
  printf '%8s KB  %s\n' "$kb" "$d"
done
printf 'total: %s MB in %d dirs\n' "$((total / 1024))" "${#targets[@]}"

if ((yes)); then
  for t in "${targets[@]}"; do rm -rf -- "$t"; done
  echo "removed."
else
  echo "(dry run — re-run with --yes to delete)"
fi
