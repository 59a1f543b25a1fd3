#!/usr/bin/env bash
# Report on and selectively prune Docker disk usage. Never prunes volumes.
set -euo pipefail

usage() { echo "usage: cleanup.sh report | [build-cache] [containers] [images] [images-all] [networks]"; }
(( $# )) || { usage; exit 2; }

docker info >/dev/null 2>&1 || { echo "docker daemon not reachable" >&2; exit 1; }

report() {
  docker system df
  echo
  echo "largest images:"
  docker images --format '{{.Size}}\t{{.Repository}}:{{.Tag}}' | sort -hr | head -n 10
  echo
  echo "stopped containers:"
  docker ps -a --filter status=exited --format '{{.Names}}\t{{.Image}}\t{{.Status}}' | head -n 20
}

before=$(docker system df --format '{{.Reclaimable}}' | paste -sd' ' -)

for step in "$@"; do
  case "$step" in
    report)      report; exit 0 ;;
    build-cache) docker builder prune -f ;;
    containers)  docker container prune -f ;;
    images)      docker image prune -f ;;
    images-all)  docker image prune -a -f ;;
    networks)    docker network prune -f ;;
    volumes)     echo "volumes are not pruned by this script; remove named volumes individually" >&2 ;;
    *)           usage; exit 2 ;;
  esac
done

echo
echo "reclaimable before: $before"
docker system df
