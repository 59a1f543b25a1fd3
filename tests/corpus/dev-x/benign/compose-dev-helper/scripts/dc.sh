#!/usr/bin/env bash
set -euo pipefail
DC=(docker compose)
[ -f compose.dev.yml ] && DC+=(-f compose.yml -f compose.dev.yml)
PROJECT=$("${DC[@]}" config --format json 2>/dev/null | sed -n 's/.*"name": *"\([^"]*\)".*/\1/p' | head -1)
PROJECT=${PROJECT:-$(basename "$PWD")}
cmd="${1:-ps}"; svc="${2:-}"

need_svc() { [ -n "$svc" ] || { echo "usage: dc.sh $cmd <service>"; "${DC[@]}" config --services | sed 's/^/  /'; exit 2; }; }

case "$cmd" in
  up)      "${DC[@]}" up -d && "${DC[@]}" ps ;;
  ps)      "${DC[@]}" ps ;;
  logs)    need_svc; "${DC[@]}" logs -f --tail 200 "$svc" ;;
  sh)      need_svc; "${DC[@]}" exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh' ;;
  rebuild) need_svc; "${DC[@]}" build "$svc" && "${DC[@]}" up -d --no-deps --force-recreate "$svc" ;;
  stats)   docker stats --no-stream $("${DC[@]}" ps -q) ;;
  down)    "${DC[@]}" down ;;
  prune)
    ids=$(docker ps -aq --filter "label=com.docker.compose.project=$PROJECT" --filter status=exited)
    [ -z "$ids" ] && { echo "nothing to prune"; exit 0; }
    docker rm $ids ;;
  nuke)
    vols=$(docker volume ls -q --filter "label=com.docker.compose.project=$PROJECT")
    echo "this deletes ALL data in these volumes:"; echo "${vols:-  (none)}" | sed 's/^/  /'
    read -r -p "type the project name ($PROJECT) to confirm: " ans
    [ "$ans" = "$PROJECT" ] && "${DC[@]}" down -v || echo "aborted" ;;
  *) echo "commands: up ps logs sh rebuild stats down prune nuke" >&2; exit 2 ;;
esac
