#!/usr/bin/env bash
# dc.sh up|down|ps|logs <svc>|rebuild <svc>|sh <svc>|df|prune
set -euo pipefail

dc() { docker compose "$@"; }
svc_required() { [[ -n "${1:-}" ]] || { echo "service name required; services: $(dc config --services | tr '\n' ' ')" >&2; exit 2; }; }

cmd=${1:-ps}; shift || true
case "$cmd" in
  up)
    dc up -d --build "$@"
    for i in $(seq 1 30); do
      unhealthy=$(dc ps --format '{{.Service}} {{.Health}}' | awk '$2=="starting"||$2=="unhealthy"{print $1}')
      [[ -z "$unhealthy" ]] && break
      sleep 2
    done
    dc ps
    ;;
  down)
    dc down --remove-orphans
    ;;
  ps)
    dc ps --format 'table {{.Service}}\t{{.State}}\t{{.Health}}\t{{.Ports}}'
    ;;
  logs)
    svc_required "${1:-}"
    timeout 30 docker compose logs --tail 200 -f "$1" || true
    ;;
  rebuild)
    svc_required "${1:-}"
    dc build "$1" && dc up -d --no-deps "$1" && dc ps "$1"
    ;;
  sh)
    svc_required "${1:-}"
    echo "interactive shell (run this in your terminal):"
    echo "  docker compose exec $1 sh -c 'command -v bash >/dev/null && exec bash || exec sh'"
    ;;
  df)
    docker system df
    echo
    docker image ls --format '{{.Size}}\t{{.Repository}}:{{.Tag}}' | sort -hr | head -10
    ;;
  prune)
    echo "would remove:"
    docker container ls -a --filter status=exited --format '  container {{.Names}} ({{.Image}})'
    docker image ls -f dangling=true --format '  image {{.ID}} {{.Size}}'
    docker system df --format '  build cache: {{.Reclaimable}}' 2>/dev/null | tail -1
    read -r -p "proceed? [y/N] " ans
    if [[ "$ans" =~ ^[Yy]$ ]]; then
      docker container prune -f
      docker image prune -f
      docker builder prune -f
    else
      echo "nothing removed"
    fi
    ;;
  *) echo "usage: $0 up|down|ps|logs <svc>|rebuild <svc>|sh <svc>|df|prune" >&2; exit 2 ;;
esac
