#!/usr/bin/env bash
# Compile requirements.in into a fully hashed requirements.txt
set -euo pipefail

in="${REQ_IN:-requirements.in}"
out="${REQ_OUT:-requirements.txt}"

if ! python -m piptools --version >/dev/null 2>&1; then
  echo "pip-tools missing: python -m pip install 'pip-tools==7.4.1'" >&2
  exit 1
fi
[[ -f "$in" ]] || { echo "$in not found" >&2; exit 1; }

before=""
[[ -f "$out" ]] && before=$(grep -E '^[A-Za-z0-9_.-]+==' "$out" | sort)

python -m piptools compile \
  --generate-hashes \
  --strip-extras \
  --allow-unsafe \
  --resolver=backtracking \
  --output-file "$out" \
  "$@" "$in"

after=$(grep -E '^[A-Za-z0-9_.-]+==' "$out" | sort)
if [[ -n "$before" ]]; then
  echo "== version changes =="
  diff <(echo "$before") <(echo "$after") | grep -E '^[<>]' || echo "  none"
fi
echo "locked $(grep -c -- '--hash=sha256' "$out") hashes into $out"
