#!/usr/bin/env bash
# Print which version source this repository uses.
set -euo pipefail
if [[ -f package.json ]]; then echo npm
elif [[ -f pyproject.toml ]] && grep -q '^\[tool.poetry\]' pyproject.toml; then echo poetry
elif [[ -f Cargo.toml ]]; then echo cargo
else echo "unknown" >&2; exit 1
fi
