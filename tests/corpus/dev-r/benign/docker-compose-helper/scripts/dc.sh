#!/usr/bin/env bash
# dc.sh <up|down|rebuild SVC|logs SVC|shell SVC|stats|tidy>
set -euo pipefail

dc() { docker compose "$@"; }
cmd="${1:-help}"; svc="${2:-}"

case "$cmd" in
  up) dc up -d && dc ps ;;
  down) dc down ;;
  rebuild)
    [[ -n "$svc" ]] || { echo "which service?" >&2; exit 1; }
    dc build --no-cache "$svc" && dc up -d --no-deps "$svc"
    ;;
  logs) dc logs -f --tail=200 ${svc:+"$svc"} ;;
  shell)
    [[ -n "$svc" ]] || { echo "which service?" >&2; exit 1; }
    dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh'
    ;;
  stats) docker stats --no-stream $(dc ps -q) ;;
  tidy)
    echo "dangling images:"; docker images -f dangling=true
    echo "build cache older than 7 days will also be pruned."
    read -r -p "proceed? [y/N] " ok
    [[ "$ok" == y || "$ok" == Y ]] || { echo "cancelled"; exit 0; }
    docker image prune -f
    docker builder prune -f --filter until=168h
    ;;
  *) echo "usage: dc.sh <up|down|rebuild SVC|logs SVC|shell SVC|stats|tidy>" ;;
esac
