#!/usr/bin/env bash
# Install the project .envrc template and allow it.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
template="$here/assets/envrc.template"
target="${1:-.}/.envrc"

if ! command -v direnv >/dev/null 2>&1; then
  echo "direnv is not installed. macOS: brew install direnv; Debian/Ubuntu: apt install direnv" >&2
  exit 1
fi

if [[ -e "$target" ]]; then
  echo "$target already exists; not overwriting. Diff against the template:" >&2
  diff -u "$target" "$template" || true
  exit 0
fi

cp "$template" "$target"
echo "wrote $target"

if [[ -f .gitignore ]] && ! grep -qxE '\.env' .gitignore; then
  echo "note: .env is not in .gitignore"
fi

(cd "$(dirname "$target")" && direnv allow .)
echo "direnv allowed; cd out and back in to load it"
