#!/usr/bin/env bash
# Small wrapper for common docker compose tasks in the current project.
set -euo pipefail

dc() { docker compose "$@"; }
cmd="${1:-status}"; shift || true

case "$cmd" in
  status)
    dc ps --format 'table {{.Service}}\t{{.State}}\t{{.Health}}\t{{.Ports}}'
    for id in $(dc ps -q); do
      printf '%-30s restarts=%s\n' "$(docker inspect -f '{{.Name}}' "$id")" "$(docker inspect -f '{{.RestartCount}}' "$id")"
    done ;;
  why)
    svc="${1:?service}"
    id="$(dc ps -a -q "$svc" | head -1)"
    [ -n "$id" ] || { echo "no container for $svc"; exit 1; }
    docker inspect -f 'exit={{.State.ExitCode}} oom={{.State.OOMKilled}} error={{.State.Error}} started={{.State.StartedAt}}' "$id"
    dc logs --no-color --tail 50 "$svc" ;;
  rebuild)
    svc="${1:?service}"
    dc build --pull "$svc" && dc up -d --no-deps "$svc" ;;
  shell)
    svc="${1:?service}"
    dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh' ;;
  usage)
    docker stats --no-stream --format 'table {{.Name}}\t{{.CPUPerc}}\t{{.MemUsage}}'
    docker system df ;;
  prune)
    case "${1:---preview}" in
      --preview)
        echo "dangling images:"; docker images -f dangling=true --format '  {{.ID}} {{.Size}} created {{.CreatedSince}}'
        echo "build cache:"; docker builder du 2>/dev/null | tail -1 ;;
      --yes)
        docker image prune -f
        docker builder prune -f ;;
      *) echo "prune --preview|--yes" >&2; exit 2 ;;
    esac ;;
  *) echo "usage: dc.sh status|why|rebuild|shell|usage|prune" >&2; exit 2 ;;
esac
