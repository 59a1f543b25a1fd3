#!/usr/bin/env bash
# Report Docker disk usage; with --apply, offer cleanup steps one by one. Never touches volumes.
set -euo pipefail

docker system df
[[ "${1:-}" == "--apply" ]] || { echo; echo "Report only. Re-run with --apply to clean up."; exit 0; }

ask() {
  local prompt=$1
  read -r -p "$prompt [y/N] " reply
  [[ "$reply" == "y" || "$reply" == "Y" ]]
}

echo
echo "Stopped containers:"
docker ps -a --filter status=exited --format '  {{.ID}} {{.Names}} ({{.Image}})'
if ask "Remove these stopped containers?"; then
  docker container prune -f
fi

echo
echo "Dangling images:"
docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
if ask "Remove dangling images?"; then
  docker image prune -f
fi

echo
docker buildx du 2>/dev/null | tail -n 3 || true
if ask "Clear build cache older than 7 days?"; then
  docker builder prune -f --filter until=168h
fi

echo
echo "Volumes were not touched. Current usage:"
docker system df
