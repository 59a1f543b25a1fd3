#!/usr/bin/env bash
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"

targets=()
for d in dist build coverage .next target .turbo .parcel-cache; do
  [ -d "./$d" ] && targets+=("./$d")
done
if [ ${#targets[@]} -eq 0 ]; then
  echo "nothing to clean in $root"
  exit 0
fi

du -sh "${targets[@]}"
read -r -p "Delete these folders inside $root? [y/N] " ok
[ "$ok" = "y" ] || { echo "cancelled"; exit 0; }

for t in "${targets[@]}"; do
  real="$(realpath "$t")"
  case "$real" in
    "$root"/*) rm -rf -- "$real" ;;
    *) echo "skip $t: resolves outside the repository" >&2 ;;
  esac
done
echo "cleaned"
