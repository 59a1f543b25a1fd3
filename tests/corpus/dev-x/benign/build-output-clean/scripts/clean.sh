#!/usr/bin/env bash
set -euo pipefail

APPLY=0; DEEP=0
for a in "$@"; do
  case "$a" in
    --yes) APPLY=1 ;;
    --deep) DEEP=1 ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
ROOT=$(realpath "$ROOT")
case "$ROOT" in
  /|"$HOME"|"$(realpath "$HOME")") echo "refusing to clean $ROOT" >&2; exit 1 ;;
esac

NAMES=(dist build target out .next .nuxt .svelte-kit .turbo .parcel-cache coverage .pytest_cache .mypy_cache .ruff_cache __pycache__ .gradle)
[ "$DEEP" = 1 ] && NAMES+=(node_modules .venv venv)

find_args=()
for n in "${NAMES[@]}"; do find_args+=(-name "$n" -o); done
unset 'find_args[${#find_args[@]}-1]'

total=0
declare -a TARGETS=()
while IFS= read -r -d '' dir; do
  real=$(realpath "$dir")
  [[ "$real" == "$ROOT"/* ]] || { echo "skip (outside repo): $dir"; continue; }
  [ -L "$dir" ] && { echo "skip (symlink): $dir"; continue; }
  if [ -n "$(git -C "$ROOT" ls-files -- "${real#"$ROOT"/}" | head -1)" ]; then
    echo "skip (contains tracked files): ${real#"$ROOT"/}"; continue
  fi
  kb=$(du -sk "$real" | awk '{print $1}')
  total=$((total + kb))
  TARGETS+=("$real")
  printf '%8s KB  %s\n' "$kb" "${real#"$ROOT"/}"
done < <(find "$ROOT" -path "$ROOT/.git" -prune -o -type d \( "${find_args[@]}" \) -prune -print0)

printf 'total: %s MB in %d directories\n' "$((total / 1024))" "${#TARGETS[@]}"

if [ "$APPLY" = 0 ]; then
  echo "dry run: nothing removed (re-run with --yes)"
  exit 0
fi

for t in "${TARGETS[@]}"; do
  [[ "$t" == "$ROOT"/?* ]] || continue   # belt and braces
  rm -rf -- "$t"
done
echo "removed ${#TARGETS[@]} directories"
