#!/usr/bin/env bash
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
. "$HERE/lib/tools.sh"
CHECK=0; [ "${1:-}" = "--check" ] && CHECK=1

step() { printf '\n== %s\n' "$*"; }

step "node"
nodever=$(cat .nvmrc .node-version 2>/dev/null | head -1)
if [ -n "$nodever" ]; then
  if command -v fnm >/dev/null; then [ $CHECK = 1 ] || fnm use --install-if-missing "$nodever"
  elif [ -s "${NVM_DIR:-$HOME/.nvm}/nvm.sh" ]; then . "${NVM_DIR:-$HOME/.nvm}/nvm.sh"; [ $CHECK = 1 ] || nvm install "$nodever"
  else echo "  want node $nodever but neither fnm nor nvm is installed"; fi
else echo "  no .nvmrc, skipping"; fi

step "python"
if [ -f .python-version ] || [ -f pyproject.toml ] || [ -f requirements.txt ]; then
  if [ $CHECK = 0 ]; then
    if command -v uv >/dev/null; then uv venv --quiet .venv
    else python3 -m venv .venv; fi
  fi
  echo "  .venv ready"
fi

step "dependencies"
if [ $CHECK = 0 ]; then
  [ -f package-lock.json ] && npm ci --no-audit --no-fund
  [ -f pnpm-lock.yaml ] && pnpm install --frozen-lockfile
  [ -f uv.lock ] && uv sync --frozen
  [ -f requirements.txt ] && [ ! -f uv.lock ] && .venv/bin/pip install -q -r requirements.txt
fi

step "pre-commit"
if [ -f .pre-commit-config.yaml ] && command -v pre-commit >/dev/null; then
  [ $CHECK = 1 ] || pre-commit install
else echo "  skipped"; fi

step "helpers"
if [ $CHECK = 1 ]; then
  grep -v '^#' "$HERE/../assets/tools.txt" | awk 'NF{print $1}' | while read -r t; do command -v "$t" >/dev/null && echo "  ✓ $t" || echo "  missing $t"; done
else
  install_tools "$HERE/../assets/tools.txt"
fi
