#!/usr/bin/env bash
# Thin wrapper around docker compose for everyday dev tasks.
set -euo pipefail

cmd="${1:-health}"; shift || true
dc() { docker compose "$@"; }

health() {
  dc ps --format '{{.Service}}\t{{.State}}\t{{.Health}}\t{{.Ports}}' | column -t -s $'\t'
}

case "$cmd" in
  up) dc up -d --build "$@"; sleep 2; health ;;
  down) dc down "$@" ;;
  logs) dc logs -f --tail=200 "$@" ;;
  sh) svc="${1:?service name required}"; dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh' ;;
  restart) dc restart "$@" ;;
  health) health ;;
  *) echo "usage: dc.sh up|down|logs SERVICE|sh SERVICE|restart|health" >&2; exit 2 ;;
esac
