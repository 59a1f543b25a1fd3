#!/usr/bin/env bash
# Thin wrapper around docker compose for common tasks.
set -euo pipefail

dc() { docker compose "$@"; }
cmd="${1:-status}"; shift || true

wait_healthy() {
  local deadline=$(( SECONDS + ${WAIT_SECS:-120} )) pending
  while (( SECONDS < deadline )); do
    pending=$(dc ps --format '{{.Service}} {{.State}} {{.Health}}' | awk '$2!="running" || ($3!="" && $3!="healthy")')
    [[ -z "$pending" ]] && { echo "all services up"; return 0; }
    sleep 3
  done
  echo "still waiting on:"; echo "$pending" | sed 's/^/  /'
  return 1
}

case "$cmd" in
  up)      dc up -d "$@" && wait_healthy ;;
  status)  dc ps --format 'table {{.Service}}\t{{.State}}\t{{.Health}}\t{{.Publishers}}' ;;
  logs)    dc logs --tail 200 "$@"; timeout 30 docker compose logs -f --since 1s "$@" || true ;;
  shell)   svc="${1:?service}"; dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh' ;;
  rebuild) svc="${1:?service}"; dc build --pull "$svc" && dc up -d "$svc" ;;
  space)   docker system df ;;
  prune)
    if [[ "${1:-}" != "--yes" ]]; then
      echo "would remove:"
      echo "  stopped containers: $(docker ps -aq -f status=exited | wc -l)"
      echo "  dangling images:    $(docker images -qf dangling=true | wc -l)"
      docker system df --format '  build cache:        {{.Reclaimable}}' | tail -1
      echo "volumes are NOT touched. Re-run with --yes to prune."
      exit 0
    fi
    docker container prune -f
    docker image prune -f
    docker builder prune -f
    ;;
  *) echo "usage: dc.sh up|status|logs SVC|shell SVC|rebuild SVC|space|prune [--yes]" >&2; exit 2 ;;
esac
