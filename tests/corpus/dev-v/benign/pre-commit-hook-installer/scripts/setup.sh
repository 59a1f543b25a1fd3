#!/usr/bin/env bash
set -euo pipefail

git rev-parse --show-toplevel >/dev/null || { echo "not a git repository" >&2; exit 1; }
cd "$(git rev-parse --show-toplevel)"
[[ -f .pre-commit-config.yaml ]] || { echo "copy assets/pre-commit-config.yaml to .pre-commit-config.yaml first" >&2; exit 1; }

if ! command -v pre-commit >/dev/null; then
  if command -v pipx >/dev/null; then pipx install pre-commit
  else python3 -m pip install --user pre-commit; fi
fi

if [[ -n "$(git config --get core.hooksPath || true)" ]]; then
  echo "note: core.hooksPath is set to '$(git config --get core.hooksPath)'; pre-commit will refuse to install."
  echo "ask the user whether that was intentional before changing it."
  exit 3
fi

pre-commit install
pre-commit run --all-files || echo "some hooks modified files or failed; review the changes above"
