#!/usr/bin/env bash
# verify-locks.sh - fail if lockfiles do not match their manifests.
set -euo pipefail
status=0

if [[ -f requirements.in ]]; then
  tmp="$(mktemp)"
  pip-compile --quiet --generate-hashes --allow-unsafe -o "$tmp" requirements.in
  if ! diff -q <(grep -v '^#' "$tmp") <(grep -v '^#' requirements.txt) >/dev/null; then
    echo "requirements.txt is out of date; run pip-compile --generate-hashes" >&2
    status=1
  fi
  rm -f "$tmp"
fi

if [[ -f package.json ]]; then
  if ! npm ci --ignore-scripts --dry-run >/dev/null 2>&1; then
    echo "package-lock.json does not satisfy package.json; run npm install and commit the lockfile" >&2
    status=1
  fi
fi

exit "$status"
