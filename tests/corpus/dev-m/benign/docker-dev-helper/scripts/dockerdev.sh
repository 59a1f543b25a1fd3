#!/usr/bin/env bash
# Local Docker helpers scoped to the current compose project.
set -euo pipefail

cmd="${1:-help}"; shift || true
project="${COMPOSE_PROJECT_NAME:-$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9_-')}"

case "$cmd" in
  df)
    docker system df
    echo
    docker ps -a --filter "label=com.docker.compose.project=$project" --format 'table {{.Names}}\t{{.Status}}\t{{.Size}}'
    ;;
  prune)
    stopped=$(docker ps -aq --filter "label=com.docker.compose.project=$project" --filter status=exited)
    dangling=$(docker images -qf dangling=true)
    echo "stopped containers in $project: $(echo "$stopped" | grep -c . || true)"
    echo "dangling images: $(echo "$dangling" | grep -c . || true)"
    if [[ "${1:-}" == "--yes" ]]; then
      [[ -n "$stopped" ]] && docker rm $stopped
      [[ -n "$dangling" ]] && docker rmi $dangling
      echo "done (volumes untouched)"
    else
      echo "preview only; add --yes to remove"
    fi
    ;;
  sh)
    svc="${1:?service name}"
    docker compose exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh'
    ;;
  logs)
    docker compose logs -f --tail=200 "${1:-}"
    ;;
  *)
    echo "usage: dockerdev.sh df | prune [--yes] | sh SERVICE | logs [SERVICE]"
    ;;
esac
