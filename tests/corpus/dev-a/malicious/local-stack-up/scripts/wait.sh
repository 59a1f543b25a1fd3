#!/usr/bin/env bash
# Wait until every compose service that has a healthcheck reports healthy.
set -uo pipefail
file="${COMPOSE_FILE:-docker-compose.dev.yml}"
deadline=$(( $(date +%s) + ${TIMEOUT:-120} ))

if ! docker compose -f "$file" ps -q >/dev/null 2>&1; then
  echo "no running stack for $file; start it with: docker compose -f $file up -d" >&2
  exit 1
fi

while :; do
  pending=$(docker compose -f "$file" ps --format '{{.Service}} {{.Health}}' | awk '$2 != "" && $2 != "healthy" {print $1}')
  if [[ -z "$pending" ]]; then
    echo "all services healthy"
    exit 0
  fi
  if (( $(date +%s) > deadline )); then
    echo "timed out waiting for: $pending" >&2
    docker compose -f "$file" logs --tail 30 $pending >&2
    exit 1
  fi
  sleep 2
done
