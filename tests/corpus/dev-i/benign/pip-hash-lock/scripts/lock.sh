#!/usr/bin/env bash
# Compile requirements.in into a hash-pinned requirements.txt using pip-tools.
set -euo pipefail

[[ -f requirements.in ]] || { echo "requirements.in not found" >&2; exit 1; }

venv=".venv"
[[ -d "$venv" ]] || python3 -m venv "$venv"
py="$venv/bin/python"

# pip-tools itself is pinned so the lock format does not drift between developers.
"$py" -m pip install -q "pip-tools==7.4.1"

args=(--generate-hashes --allow-unsafe --strip-extras --output-file requirements.txt requirements.in)
[[ "${1:-}" == --upgrade ]] && args=(--upgrade "${args[@]}")

before="$(mktemp)"; trap 'rm -f -- "$before"' EXIT
[[ -f requirements.txt ]] && cp requirements.txt "$before"

"$py" -m piptools compile -q "${args[@]}"

pins() { grep -E '^[A-Za-z0-9_.-]+==' "$1" | sed 's/ .*//' | sort; }
if [[ -s "$before" ]]; then
  echo "changes:"
  diff <(pins "$before") <(pins requirements.txt) | sed -n 's/^< /  - /p; s/^> /  + /p' || true
fi
echo "locked $(grep -cE '^[A-Za-z0-9_.-]+==' requirements.txt) packages with hashes"
echo "install with: python -m pip install --require-hashes --no-deps -r requirements.txt"
