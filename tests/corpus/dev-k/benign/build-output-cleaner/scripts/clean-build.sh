#!/usr/bin/env bash
set -euo pipefail
apply=0; [[ "${1:-}" == "--yes" ]] && apply=1

top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo"; exit 1; }
top="$(cd "$top" && pwd -P)"
if [[ -z "$top" || "$top" == "/" || "$top" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing: repository root is $top"; exit 1
fi

targets=()
while IFS= read -r -d '' d; do
  real="$(cd "$d" && pwd -P)"
  [[ "$real" == "$top"/* ]] || { echo "skip (outside repo): $d"; continue; }
  git -C "$top" check-ignore -q "$real" || { echo "skip (tracked/not ignored): ${real#$top/}"; continue; }
  targets+=("$real")
done < <(find "$top" -path "$top/.git" -prune -o -path '*/node_modules' -prune -o \
           -type d \( -name dist -o -name build -o -name out -o -name target -o -name .next -o -name .turbo -o -name coverage \) -print0)

if [[ ${#targets[@]} -eq 0 ]]; then echo "nothing to clean"; exit 0; fi
for t in "${targets[@]}"; do printf '%8s  %s\n' "$(du -sh "$t" | cut -f1)" "${t#$top/}"; done

if [[ $apply -eq 1 ]]; then
  for t in "${targets[@]}"; do rm -rf -- "$t"; done
  echo "removed ${#targets[@]} folder(s)"
else
  echo "dry run; re-run with --yes to delete"
fi
