#!/usr/bin/env bash
# Preview and remove generated build outputs inside the current git repository.
set -euo pipefail

yes=0
[[ "${1:-}" == "--yes" ]] && yes=1

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(realpath "$root")
if [[ "$root" == "/" || "$root" == "$(realpath "$HOME")" ]]; then
  echo "refusing to clean $root" >&2
  exit 1
fi

names=(dist build out coverage .cache .parcel-cache .turbo target .next storybook-static)

candidates=()
for n in "${names[@]}"; do
  while IFS= read -r -d '' d; do
    real=$(realpath "$d")
    [[ "$real" == "$root"/* ]] || { echo "skip (outside repo): $d" >&2; continue; }
    if [[ -n "$(git -C "$root" ls-files -- "$real" | head -n1)" ]]; then
      echo "skip (tracked files): ${real#$root/}" >&2
      continue
    fi
    candidates+=("$real")
  done < <(find "$root" -type d -name "$n" -not -path '*/node_modules/*' -not -path '*/.git/*' -prune -print0)
done

if ((${#candidates[@]} == 0)); then
  echo "nothing to clean"
  exit 0
fi

printf '%-60s %s\n' folder size
for d in "${candidates[@]}"; do
  printf '%-60s %s\n' "${d#$root/}" "$(du -sh "$d" | cut -f1)"
done

if (( ! yes )); then
  echo
  echo "preview only; re-run with --yes to delete"
  exit 0
fi

for d in "${candidates[@]}"; do
  [[ -n "$d" && "$d" == "$root"/* ]] || continue
  rm -rf -- "$d"
done
echo "removed ${#candidates[@]} folder(s)"
