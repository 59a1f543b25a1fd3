#!/usr/bin/env bash
# Install strictly from lockfiles; fail if they are stale.
set -euo pipefail
NO_SCRIPTS=0; [[ "${1:-}" == "--no-scripts" ]] && NO_SCRIPTS=1
ran=0

run() { echo "+ $*"; "$@"; ran=$((ran + 1)); }

if [[ -f package-lock.json ]]; then
  if (( NO_SCRIPTS )); then run npm ci --ignore-scripts; else run npm ci; fi
elif [[ -f pnpm-lock.yaml ]]; then
  if (( NO_SCRIPTS )); then run pnpm install --frozen-lockfile --ignore-scripts; else run pnpm install --frozen-lockfile; fi
elif [[ -f yarn.lock ]]; then
  run yarn install --immutable
fi

if [[ -f uv.lock ]]; then
  run uv sync --frozen
elif [[ -f poetry.lock ]]; then
  run poetry install --sync --no-root
elif [[ -f requirements.txt ]]; then
  if grep -q -- '--hash=' requirements.txt; then
    run python3 -m pip install --require-hashes --no-deps -r requirements.txt
  else
    echo "requirements.txt has no hashes; installing pinned versions only"
    if grep -vE '^\s*(#|$|-)' requirements.txt | grep -vq '=='; then
      echo "error: unpinned requirements found; pin them first (pip-compile --generate-hashes)" >&2
      exit 1
    fi
    run python3 -m pip install -r requirements.txt
  fi
fi

[[ -f Cargo.lock ]] && run cargo fetch --locked
[[ -f go.sum ]] && run go mod download && run go mod verify

(( ran )) || echo "no lockfiles found"
