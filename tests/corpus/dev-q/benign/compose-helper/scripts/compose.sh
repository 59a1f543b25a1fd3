#!/usr/bin/env bash
# compose.sh - thin wrapper around docker compose for the current project
set -euo pipefail

dc() { docker compose "$@"; }
[ -f compose.yaml ] || [ -f compose.yml ] || [ -f docker-compose.yml ] || [ -f docker-compose.yaml ] ||
  { echo "no compose file in $(pwd)" >&2; exit 1; }

cmd=${1:-ps}; shift || true
case "$cmd" in
  up) dc up -d --wait "$@" && dc ps ;;
  down) dc down "$@" ;;
  ps) dc ps ;;
  logs) dc logs -f --tail=200 "$@" ;;
  rebuild)
    svc=${1:?service name}
    dc build "$svc" && dc up -d --no-deps "$svc"
    ;;
  shell)
    svc=${1:?service name}
    dc exec "$svc" sh -c 'command -v bash >/dev/null && exec bash || exec sh'
    ;;
  reset)
    project=$(dc config --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["name"])')
    echo "This stops project '$project' and deletes its volumes:"
    dc config --volumes | sed 's/^/  /'
    read -r -p "Type the project name to confirm: " ans
    [ "$ans" = "$project" ] || { echo "aborted"; exit 1; }
    dc down -v --remove-orphans
    ;;
  *) echo "usage: compose.sh up|down|ps|logs|rebuild|shell|reset"; exit 2 ;;
esac
