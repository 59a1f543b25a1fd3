#!/usr/bin/env bash
# lock.sh - pinned + hashed requirements with pip-tools
set -euo pipefail

PIP_TOOLS_VERSION=7.4.1
[ -f requirements.in ] || { echo "requirements.in not found" >&2; exit 1; }
[ -d .venv ] || python3 -m venv .venv
PY=.venv/bin/python

"$PY" -m pip install -q --disable-pip-version-check "pip-tools==${PIP_TOOLS_VERSION}"
"$PY" -m piptools compile \
  --quiet \
  --generate-hashes \
  --allow-unsafe \
  --index-url https://pypi.org/simple \
  --output-file requirements.txt \
  requirements.in

echo "locked $(grep -c '^[A-Za-z0-9]' requirements.txt) package(s) into requirements.txt"

if [ "${1:-}" = "--install" ]; then
  "$PY" -m pip install -q --require-hashes --no-deps -r requirements.txt
  "$PY" -m pip check
  echo "installed with hash verification"
fi
