#!/usr/bin/env bash
# Remove build outputs inside the current git project, with safety checks.
set -euo pipefail

YES=0; [[ "${1:-}" == "--yes" ]] && YES=1
TARGETS=(dist build out .next .nuxt target coverage .pytest_cache .mypy_cache .ruff_cache .parcel-cache .turbo)
NESTED=(__pycache__ '*.egg-info')

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
root="$(realpath "$root")"
case "$root" in
  /|/bin|/boot|/dev|/etc|/lib|/opt|/proc|/root|/sbin|/sys|/usr|/var|"$HOME"|"$(realpath "$HOME")")
    echo "refusing to clean $root" >&2; exit 1 ;;
esac
cd "$root"

candidates=()
for t in "${TARGETS[@]}"; do [[ -e "$t" ]] && candidates+=("$t"); done
for pat in "${NESTED[@]}"; do
  while IFS= read -r -d '' d; do candidates+=("${d#./}"); done \
    < <(find . -path ./node_modules -prune -o -path ./.git -prune -o -type d -name "$pat" -print0)
done

safe=()
for c in "${candidates[@]}"; do
  if [[ -L "$c" ]]; then echo "skip (symlink): $c"; continue; fi
  real="$(realpath "$c")"
  [[ "$real" == "$root"/* ]] || { echo "skip (outside project): $c"; continue; }
  if [[ -n "$(git ls-files -- "$c" | head -1)" ]]; then echo "skip (contains tracked files): $c"; continue; fi
  safe+=("$c")
done

(( ${#safe[@]} )) || { echo "nothing to clean"; exit 0; }
du -sch -- "${safe[@]}" 2>/dev/null | sed 's/^/  /'

if (( ! YES )); then
  echo "preview only; re-run with --yes to delete the paths above"
  exit 0
fi
for c in "${safe[@]}"; do rm -rf -- "./$c"; done
echo "removed ${#safe[@]} path(s)"
