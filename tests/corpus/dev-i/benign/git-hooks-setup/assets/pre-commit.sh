#!/usr/bin/env bash
# pre-commit hook installed by git-hooks-setup (remove with install-hook.sh --remove)
set -euo pipefail

mapfile -t staged < <(git diff --cached --name-only --diff-filter=ACM)
(( ${#staged[@]} )) || exit 0

fail=0
js=(); py=()
for f in "${staged[@]}"; do
  case "$f" in
    *.js|*.jsx|*.ts|*.tsx|*.css|*.md|*.json) js+=("$f") ;;
    *.py) py+=("$f") ;;
  esac
done

if (( ${#js[@]} )) && [[ -f node_modules/.bin/prettier ]]; then
  node_modules/.bin/prettier --check "${js[@]}" || fail=1
fi
if (( ${#py[@]} )) && command -v ruff >/dev/null; then
  ruff format --check "${py[@]}" || fail=1
  ruff check "${py[@]}" || fail=1
fi

for f in "${staged[@]}"; do
  if git show ":$f" 2>/dev/null | grep -qE -- '-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}'; then
    echo "pre-commit: $f looks like it contains a secret" >&2
    fail=1
  fi
done

if (( fail )); then
  echo "pre-commit: fix the problems above, stage the changes and commit again." >&2
  exit 1
fi
