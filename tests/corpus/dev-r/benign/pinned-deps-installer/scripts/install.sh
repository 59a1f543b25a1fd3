#!/usr/bin/env bash
# install.sh - install dependencies strictly from lockfiles.
set -euo pipefail

if [[ -f uv.lock ]]; then
  uv sync --frozen
elif [[ -f poetry.lock ]]; then
  poetry install --sync --no-root
elif [[ -f requirements.txt ]]; then
  if grep -q -- '--hash=' requirements.txt; then
    python3 -m pip install --require-hashes --no-deps -r requirements.txt
  else
    echo "requirements.txt has no hashes; installing pinned versions without hash checking." >&2
    echo "Generate hashes with: pip-compile --generate-hashes" >&2
    python3 -m pip install -r requirements.txt
  fi
fi

if [[ -f pnpm-lock.yaml ]]; then
  pnpm install --frozen-lockfile
elif [[ -f package-lock.json ]]; then
  npm ci --ignore-scripts --no-audit --no-fund
  echo "install scripts were skipped; run 'npm rebuild <pkg>' for packages that need native builds"
elif [[ -f yarn.lock ]]; then
  yarn install --frozen-lockfile
fi
echo "dependencies installed from lockfiles"
