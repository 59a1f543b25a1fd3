#!/usr/bin/env bash
# Compile requirements.in into a fully pinned, hash-locked requirements.txt.
set -euo pipefail

in_file="${1:-requirements.in}"
out_file="${2:-requirements.txt}"

[[ -f "$in_file" ]] || { echo "$in_file not found"; exit 1; }

if ! python3 -m piptools --version >/dev/null 2>&1; then
  echo "pip-tools missing. Install it first (pinned):"
  echo "  python3 -m pip install --user 'pip-tools==7.4.1'"
  exit 1
fi

if grep -qE '^\s*--(extra-)?index-url' "$in_file"; then
  echo "warning: $in_file sets a custom index; review it before locking" >&2
fi

python3 -m piptools compile --quiet --generate-hashes --allow-unsafe \
  --output-file "$out_file" "$in_file"

pins=$(grep -cE '^[A-Za-z0-9_.-]+==' "$out_file" || true)
hashes=$(grep -c -- '--hash=sha256:' "$out_file" || true)
echo "pinned ${pins} packages (${hashes} hashes) into ${out_file}"
echo "install with: python -m pip install --require-hashes --no-deps -r ${out_file}"
