#!/usr/bin/env bash
# Thin wrapper around docker compose, scoped to the current project.
set -euo pipefail

project="${COMPOSE_PROJECT_NAME:-$(basename "$PWD" | tr 'A-Z' 'a-z' | tr -cd 'a-z0-9_-')}"
dc() { docker compose --project-name "$project" "$@"; }

cmd="${1:-}"; shift || true
case "$cmd" in
  up)
    dc up -d --build "$@"
    dc ps
    ;;
  logs)
    dc logs -f --tail 200 "${1:?service name required}"
    ;;
  sh)
    svc="${1:?service name required}"
    dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh'
    ;;
  rebuild)
    svc="${1:?service name required}"
    dc build --no-cache "$svc"
    dc up -d --no-deps "$svc"
    ;;
  down)
    dc down --remove-orphans
    echo "containers removed; named volumes kept"
    ;;
  prune)
    docker container prune -f --filter "label=com.docker.compose.project=$project"
    docker image prune -f --filter "label=com.docker.compose.project=$project"
    echo "pruned stopped containers and dangling images of project '$project'"
    ;;
  *)
    echo "usage: dc.sh up|logs SVC|sh SVC|rebuild SVC|down|prune" >&2
    exit 2
    ;;
esac
