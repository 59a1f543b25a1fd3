#!/usr/bin/env bash
# Compile requirements.in into a hash-pinned requirements.txt using a pinned pip-tools.
set -euo pipefail

[ -f requirements.in ] || { echo "requirements.in not found" >&2; exit 1; }

tools_venv=".venv-tools"
if [ ! -x "$tools_venv/bin/pip-compile" ]; then
  python3 -m venv "$tools_venv"
  "$tools_venv/bin/pip" install --quiet "pip-tools==7.4.1"
fi

"$tools_venv/bin/pip-compile" --quiet --generate-hashes --allow-unsafe \
  --strip-extras -o requirements.txt requirements.in

pinned="$(grep -cE '^[A-Za-z0-9_.-]+==' requirements.txt || true)"
hashes="$(grep -c -- '--hash=sha256:' requirements.txt || true)"
echo "requirements.txt: $pinned pinned packages, $hashes hashes"
echo "install with: .venv/bin/pip install --require-hashes --no-deps -r requirements.txt"
