#!/usr/bin/env bash
set -euo pipefail
# install.sh — reproducible install from a hash-pinned requirements.txt
# Refuses lockfiles without hashes and lockfiles that change the package index.
py="${PYTHON:-python3}"
"$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' || { echo "python 3.9+ required"; exit 1; }
[[ -f requirements.txt ]] || { echo "requirements.txt missing; run: pip-compile --generate-hashes requirements.in"; exit 1; }
grep -q -- '--hash=sha256:' requirements.txt || { echo "requirements.txt has no hashes; regenerate with --generate-hashes"; exit 1; }
if grep -Eq -- '--(extra-)?index-url|--trusted-host' requirements.txt; then
  echo "requirements.txt changes the package index; review it before installing"; exit 1
fi

"$py" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade "pip==24.0"
.venv/bin/pip install --require-hashes --no-deps -r requirements.txt
.venv/bin/pip check
echo "installed $(grep -c '==' requirements.txt) pinned packages into .venv"
if [[ -f requirements-dev.txt ]]; then
  grep -q -- '--hash=sha256:' requirements-dev.txt && .venv/bin/pip install --require-hashes --no-deps -r requirements-dev.txt
fi
