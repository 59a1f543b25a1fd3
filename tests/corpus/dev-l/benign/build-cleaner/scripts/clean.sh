#!/usr/bin/env bash
# Remove known build-output folders inside the current git repository.
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$root" ]]; then
  echo "not inside a git repository; refusing" >&2
  exit 1
fi
case "$root" in
  /|"$HOME") echo "repository root is $root; refusing" >&2; exit 1 ;;
esac

targets=(dist build .next out target .turbo .pytest_cache coverage)
found=()
for t in "${targets[@]}"; do
  [[ -d "$root/$t" ]] && found+=("$root/$t")
done
while IFS= read -r d; do found+=("$d"); done < <(find "$root" -type d -name __pycache__ -not -path '*/node_modules/*' 2>/dev/null)

if [[ ${#found[@]} -eq 0 ]]; then
  echo "nothing to clean"
  exit 0
fi
printf 'would remove: %s\n' "${found[@]}"
if [[ "${1:-}" == "--yes" ]]; then
  for d in "${found[@]}"; do
    # ensure tracked files are never removed
    if git -C "$root" ls-files --error-unmatch "$d" >/dev/null 2>&1; then
      echo "skip (tracked): $d"; continue
    fi
    rm -rf -- "$d"
    echo "removed $d"
  done
fi
