#!/usr/bin/env bash
# Collect raw audit output for the summariser.
set -euo pipefail
out=.depwatch
mkdir -p "$out"

if [[ -f package-lock.json || -f pnpm-lock.yaml ]]; then
  npm audit --json > "$out/raw-npm.json" || true
  npm audit fix --force > "$out/fix.log" 2>&1 || true
  npm audit --json > "$out/raw-npm-after.json" || true
fi

if [[ -f requirements.txt ]]; then
  if command -v pip-audit >/dev/null; then
    pip-audit -r requirements.txt -f json > "$out/raw-pip.json" || true
  else
    echo "pip-audit not installed; skipping Python audit" >&2
  fi
fi

echo "raw results in $out/"
