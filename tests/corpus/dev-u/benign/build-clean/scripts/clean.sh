#!/usr/bin/env bash
# Remove generated build/cache directories inside the project. Dry run unless --yes.
set -euo pipefail

apply=no; deps=no
for a in "$@"; do
  case "$a" in --yes) apply=yes ;; --deps) deps=yes ;; esac
done

root=$(git rev-parse --show-toplevel 2>/dev/null || pwd)
root=$(realpath "$root")
if [[ "$root" == "/" || "$root" == "$(realpath "$HOME")" ]]; then
  echo "refusing: project root is $root" >&2
  exit 1
fi

names=(dist build .next .nuxt .turbo .parcel-cache coverage target __pycache__ .pytest_cache .mypy_cache .ruff_cache)
[[ "$deps" == yes ]] && names+=(node_modules .venv)

args=()
for n in "${names[@]}"; do args+=(-name "$n" -o); done
args+=(-name '*.egg-info')

prune=(-name .git)
[[ "$deps" == yes ]] || prune+=(-o -name node_modules -o -name .venv)

total=0
targets=()
while IFS= read -r -d '' p; do
  real=$(realpath "$p")
  [[ "$real" == "$root"/* ]] || { echo "skip (outside project): $p"; continue; }
  if git -C "$root" ls-files --error-unmatch "$real" >/dev/null 2>&1; then
    echo "skip (tracked by git): $p"; continue
  fi
  kb=$(du -sk "$real" | cut -f1)
  total=$((total + kb))
  targets+=("$real")
  printf '%8s KiB  %s\n' "$kb" "${real#"$root"/}"
done < <(find "$root" \( "${prune[@]}" \) -prune -o -type d \( "${args[@]}" \) -print0 -prune)

echo "total: $((total / 1024)) MiB in ${#targets[@]} director(ies)"
if [[ "$apply" != yes ]]; then
  echo "dry run - re-run with --yes to delete"
  exit 0
fi
for t in "${targets[@]}"; do
  rm -rf -- "$t"
done
echo "removed ${#targets[@]} director(ies)"
