#!/usr/bin/env bash
# Compile a hash-pinned lockfile and optionally install from it.
set -euo pipefail

install=0
[[ "${1:-}" == "--install" ]] && install=1

[[ -f requirements.in ]] || { echo "requirements.in not found" >&2; exit 2; }

if [[ -z "${VIRTUAL_ENV:-}" ]]; then
  echo "warning: no virtualenv active; create one with: python3 -m venv .venv && source .venv/bin/activate" >&2
fi

python3 -m pip show pip-tools >/dev/null 2>&1 || python3 -m pip install "pip-tools==7.4.1"

python3 -m piptools compile \
  --generate-hashes \
  --allow-unsafe \
  --strip-extras \
  --quiet \
  --output-file requirements.txt \
  requirements.in

echo "requirements.txt: $(grep -c '^[a-zA-Z]' requirements.txt) packages, $(grep -c -- '--hash=sha256' requirements.txt) hashes"

if [[ $install -eq 1 ]]; then
  python3 -m pip install --require-hashes --no-deps -r requirements.txt
  python3 -m pip check
fi
