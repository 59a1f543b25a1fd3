#!/usr/bin/env bash
# preview.sh [--ignored] [--apply] - git clean with a mandatory preview and precious-file excludes
set -euo pipefail

ignored=0; apply=0
for a in "$@"; do
  case $a in --ignored) ignored=1 ;; --apply) apply=1 ;; esac
done

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 1; }
cd "$(git rev-parse --show-toplevel)"

precious=('.env' '.env.*' '*.local' '*.key' '*.pem' '*.sqlite' '*.sqlite3' '.idea/' '.vscode/settings.json')
excl=()
for p in "${precious[@]}"; do excl+=(-e "$p"); done

flags=(-d)
(( ignored )) && flags+=(-x)

if (( ! apply )); then
  list=$(git clean -n "${flags[@]}")
  if [[ -z $list ]]; then echo "nothing to clean"; exit 0; fi
  echo "$list"
  echo
  warn=$(git clean -n "${flags[@]}" | sed 's/^Would remove //' | grep -E '(^|/)\.env|\.local$|\.key$|\.pem$|\.sqlite3?$|\.idea/|\.vscode/' || true)
  if [[ -n $warn ]]; then
    echo "precious-looking files (kept even with --apply):"
    echo "$warn" | sed 's/^/  /'
  fi
  echo "(preview only — nothing deleted)"
  exit 0
fi

git clean -f "${flags[@]}" "${excl[@]}"
