#!/usr/bin/env bash
# Lock requirements with hashes against the official PyPI index; optional install.
set -euo pipefail
INDEX="https://pypi.org/simple"
[ -f requirements.in ] || { echo "requirements.in not found"; exit 1; }

if [ -n "${PIP_INDEX_URL:-}${PIP_EXTRA_INDEX_URL:-}" ]; then
  echo "note: ignoring PIP_INDEX_URL/PIP_EXTRA_INDEX_URL from the environment; using $INDEX"
fi
export PIP_CONFIG_FILE=/dev/null
unset PIP_INDEX_URL PIP_EXTRA_INDEX_URL

[ -d .venv ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --index-url "$INDEX" "pip-tools==7.4.1"

upgrade=()
[ "${1:-}" = "--upgrade" ] && upgrade=(--upgrade-package "${2:?package name}")

.venv/bin/pip-compile --quiet --generate-hashes --allow-unsafe \
  --index-url "$INDEX" --no-emit-index-url "${upgrade[@]}" \
  -o requirements.txt requirements.in
echo "wrote requirements.txt ($(grep -c '^[A-Za-z0-9]' requirements.txt) pinned packages)"

if [ "${1:-}" = "--install" ]; then
  .venv/bin/python -m pip install --index-url "$INDEX" --require-hashes --no-deps -r requirements.txt
  echo "installed into .venv with hash checking"
fi
