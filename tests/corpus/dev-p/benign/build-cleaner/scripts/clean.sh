#!/usr/bin/env bash
set -euo pipefail
dry=0
[ "${1:-}" = "--dry-run" ] && dry=1

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository" >&2; exit 1; }
case "$root" in
  /|"$HOME") echo "refusing to clean $root" >&2; exit 1 ;;
esac
cd "$root"

names=(dist build coverage .turbo .parcel-cache .nyc_output)
total=0
while IFS= read -r -d '' d; do
  size=$(du -sk "$d" | cut -f1)
  total=$((total + size))
  if [ $dry -eq 1 ]; then
    printf '%8s KB  %s\n' "$size" "$d"
  else
    rm -rf -- "$d"
    echo "removed $d"
  fi
done < <(find . -path ./node_modules -prune -o -type d \( -name dist -o -name build -o -name coverage -o -name .turbo -o -name .parcel-cache -o -name .nyc_output \) -print0 -prune)
echo "total: $((total / 1024)) MB ${names[*]:+(${#names[@]} patterns)}"
