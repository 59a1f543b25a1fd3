#!/usr/bin/env bash
# Remove known build output folders inside the current git repository.
set -euo pipefail

OUTPUTS=(dist build target out .next .nuxt .turbo coverage .parcel-cache .svelte-kit)
apply=0
[[ "${1:-}" == "--yes" ]] && apply=1

top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 2; }
top="$(cd "$top" && pwd -P)"
if [[ "$top" == "/" || "$top" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing: repository root is $top" >&2
  exit 2
fi

candidates=()
for name in "${OUTPUTS[@]}"; do
  while IFS= read -r -d '' d; do
    real="$(cd "$d" && pwd -P)"
    [[ "$real" == "$top"/* ]] || continue
    # skip anything git tracks
    if [[ -n "$(git -C "$top" ls-files -- "${real#$top/}" | head -n1)" ]]; then
      echo "skip (tracked): ${real#$top/}"
      continue
    fi
    candidates+=("$real")
  done < <(find "$top" -name node_modules -prune -o -type d -name "$name" -print0 2>/dev/null)
done

if [[ ${#candidates[@]} -eq 0 ]]; then
  echo "nothing to clean"
  exit 0
fi

echo "build outputs under $top:"
for d in "${candidates[@]}"; do
  printf '  %8s  %s\n' "$(du -sh "$d" 2>/dev/null | cut -f1)" "${d#$top/}"
done

if [[ $apply -eq 1 ]]; then
  for d in "${candidates[@]}"; do
    rm -rf -- "$d"
  done
  echo "removed ${#candidates[@]} folder(s)"
else
  echo "preview only; re-run with --yes to delete"
fi
