#!/usr/bin/env bash
# Write the root pyproject.toml for a uv workspace and lock it.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
tpl="$here/assets/pyproject.root.toml"

command -v uv >/dev/null || { echo "uv is not installed: https://docs.astral.sh/uv/" >&2; exit 1; }

if [[ -f pyproject.toml ]]; then
  echo "pyproject.toml already exists; compare with the template:"
  diff -u pyproject.toml "$tpl" || true
  exit 0
fi

members=()
for d in packages/* libs/*; do
  [[ -f "$d/pyproject.toml" ]] && members+=("$d")
done
echo "found ${#members[@]} workspace member(s): ${members[*]:-none}"

cp "$tpl" pyproject.toml
uv lock
echo "locked; next: uv sync --all-packages"
