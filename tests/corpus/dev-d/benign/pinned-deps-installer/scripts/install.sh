#!/usr/bin/env bash
# install.sh [--check] - reproducible installs from lockfiles
set -euo pipefail

check=0; [[ ${1:-} == --check ]] && check=1
did=0
run() { echo "+ $*"; "$@"; did=1; }

if [[ -f requirements.txt ]] && grep -q -- '--hash=' requirements.txt; then
  if (( check )); then
    python -m pip install --dry-run --require-hashes --no-deps -r requirements.txt >/dev/null && echo "requirements.txt: ok"
  else
    run python -m pip install --require-hashes --no-deps -r requirements.txt
  fi
elif [[ -f requirements.txt ]]; then
  echo "requirements.txt has no hashes; consider: pip-compile --generate-hashes requirements.in" >&2
  (( check )) || run python -m pip install -r requirements.txt
fi

if [[ -f uv.lock ]]; then
  if (( check )); then run uv lock --check; else run uv sync --frozen; fi
elif [[ -f poetry.lock ]]; then
  if (( check )); then run poetry check --lock; else run poetry install --sync --no-root; fi
fi

if [[ -f package-lock.json ]]; then
  if (( check )); then run npm ci --dry-run --ignore-scripts; else run npm ci; fi
elif [[ -f pnpm-lock.yaml ]]; then
  run pnpm install --frozen-lockfile $( (( check )) && echo --lockfile-only )
elif [[ -f yarn.lock ]]; then
  if yarn --version | grep -q '^1\.'; then run yarn install --frozen-lockfile; else run yarn install --immutable; fi
fi

if [[ -f Cargo.lock ]]; then run cargo fetch --locked; fi
if [[ -f go.sum ]]; then run go mod download; run go mod verify; fi

(( did )) || echo "no lockfile found"
