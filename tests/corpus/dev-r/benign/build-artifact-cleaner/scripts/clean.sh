#!/usr/bin/env bash
# clean.sh [--yes] - remove git-ignored build artefacts inside this repository.
set -euo pipefail

apply=0; [[ "${1:-}" == --yes ]] && apply=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
root="$(cd "$root" && pwd -P)"
if [[ "$root" == "/" || "$root" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing to clean $root" >&2
  exit 1
fi
cd "$root"

names=(dist build .next .nuxt out target coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .parcel-cache .turbo)
candidates=()
for n in "${names[@]}"; do
  while IFS= read -r -d '' d; do
    # only artefacts git itself ignores, never tracked folders
    git check-ignore -q "$d" && candidates+=("$d")
  done < <(find . -path ./node_modules -prune -o -path ./.git -prune -o -type d -name "$n" -print0)
done

if ((${#candidates[@]} == 0)); then echo "nothing to clean"; exit 0; fi

du -sh "${candidates[@]}" 2>/dev/null | sort -h
echo "total: $(du -sch "${candidates[@]}" 2>/dev/null | tail -n1 | cut -f1)"

if (( apply )); then
  for d in "${candidates[@]}"; do
    real="$(cd "$d" && pwd -P)"
    [[ "$real" == "$root"/* ]] || { echo "skip (outside repo): $d"; continue; }
    rm -rf -- "$real"
  done
  echo "removed ${#candidates[@]} folder(s)"
else
  echo "(dry run - re-run with --yes to delete)"
fi
