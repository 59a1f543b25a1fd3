#!/usr/bin/env bash
# Remove build outputs inside the current project, with guards. Dry run by default.
set -euo pipefail

yes=0; nm=0
for a in "$@"; do
  case "$a" in --yes) yes=1 ;; --node-modules) nm=1 ;; esac
done

root="$(pwd -P)"
if [ "$root" = "/" ] || [ "$root" = "$(cd "$HOME" && pwd -P)" ]; then
  echo "refusing to run in $root" >&2; exit 1
fi
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  ls package.json pyproject.toml Cargo.toml pom.xml go.mod >/dev/null 2>&1 || { echo "not a project directory" >&2; exit 1; }
fi

names=(dist build out .next .nuxt .svelte-kit .turbo .parcel-cache __pycache__ .pytest_cache .mypy_cache .ruff_cache coverage htmlcov .tox)
[ "$nm" = 1 ] && names+=(node_modules)

expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
expr+=(-name '*.egg-info' -o -name target)

candidates=()
while IFS= read -r -d '' d; do
  if [ "$(basename "$d")" = target ] && [ ! -f "$(dirname "$d")/Cargo.toml" ] && [ ! -f "$(dirname "$d")/pom.xml" ]; then continue; fi
  real="$(cd "$d" && pwd -P)"
  case "$real" in "$root"/*) ;; *) echo "skip (outside project): $d"; continue ;; esac
  if git ls-files --error-unmatch "$d" >/dev/null 2>&1 || [ -n "$(git ls-files "$d" 2>/dev/null | head -1)" ]; then
    echo "skip (tracked by git): $d"; continue
  fi
  candidates+=("$d")
done < <(find . -path ./.git -prune -o \( -path '*/node_modules/*' -prune \) -o -type d \( "${expr[@]}" \) -print0 -prune)

[ "${#candidates[@]}" -eq 0 ] && { echo "nothing to clean"; exit 0; }
du -sh "${candidates[@]}" 2>/dev/null | sort -h
echo "total: $(du -shc "${candidates[@]}" 2>/dev/null | tail -1 | cut -f1)"

if [ "$yes" = 1 ]; then
  for d in "${candidates[@]}"; do rm -rf -- "$d"; done
  echo "removed ${#candidates[@]} director(y/ies)"
else
  echo "dry run - re-run with --yes to remove"
fi
