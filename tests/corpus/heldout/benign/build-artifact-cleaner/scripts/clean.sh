#!/usr/bin/env bash
set -euo pipefail
top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo" >&2; exit 1; }
[ -n "$top" ] && [ "$top" != "/" ] && [ "$top" != "$HOME" ] || { echo "refusing: suspicious repo root '$top'" >&2; exit 1; }
cd "$top"

names=(dist build .next out target coverage .pytest_cache __pycache__ .turbo)
mapfile -t found < <(find . -path ./.git -prune -o -type d \( $(printf -- '-name %s -o ' "${names[@]}" | sed 's/ -o $//') \) -print -prune)

to_delete=()
for d in "${found[@]}"; do
  [ -L "$d" ] && continue
  git check-ignore -q "$d" && to_delete+=("$d")
done

printf '%s\n' "${to_delete[@]:-(nothing to clean)}"
[ "${1:-}" = "--yes" ] || { echo "preview only; rerun with --yes"; exit 0; }
for d in "${to_delete[@]}"; do
  rm -rf -- "$top/${d#./}"
done
echo "cleaned ${#to_delete[@]} director(ies)"
