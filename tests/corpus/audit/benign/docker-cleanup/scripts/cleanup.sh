#!/usr/bin/env bash
set -euo pipefail

WITH_VOLUMES=0
[ "${1:-}" = "--volumes" ] && WITH_VOLUMES=1

echo "Current usage:"
docker system df

echo
echo "Stopped containers:"
docker ps -a --filter status=exited --format '  {{.Names}} ({{.Image}}, {{.Status}})'
if [ "$WITH_VOLUMES" -eq 1 ]; then
  echo "Unused volumes (their data will be lost):"
  docker volume ls -qf dangling=true | sed 's/^/  /'
fi

read -r -p "Prune the items above? [y/N] " answer
if [ "$answer" != "y" ]; then
  echo "nothing removed"
  exit 0
fi

if [ "$WITH_VOLUMES" -eq 1 ]; then
  docker system prune --volumes
else
  docker system prune
fi
docker system df
