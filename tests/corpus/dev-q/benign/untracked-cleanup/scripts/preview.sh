#!/usr/bin/env bash
# preview.sh - dry-run first git clean with protected patterns
set -euo pipefail

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }

PROTECT=(.env '.env.*' '*.local' .idea/ .vscode/settings.json '*.sqlite3')
excludes=()
for p in "${PROTECT[@]}"; do excludes+=(-e "$p"); done

extra=()
[ "${CLEAN_IGNORED:-0}" = "1" ] && extra+=(-x)

echo "Files git clean would remove (dry run):"
list=$(git clean -n -d "${extra[@]}" "${excludes[@]}")
if [ -z "$list" ]; then echo "  (nothing)"; exit 0; fi
printf '%s\n' "$list" | sed 's/^Would remove /  /'

if [ "${1:-}" = "--apply" ]; then
  read -r -p "Delete these $(printf '%s\n' "$list" | wc -l | tr -d ' ') path(s)? Type 'yes': " ans
  [ "$ans" = "yes" ] || { echo "aborted"; exit 1; }
  git clean -f -d "${extra[@]}" "${excludes[@]}"
fi
