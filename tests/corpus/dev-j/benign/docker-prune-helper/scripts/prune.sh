#!/usr/bin/env bash
# Tiered Docker cleanup. Usage: prune.sh safe|images|volumes
set -euo pipefail
mode="${1:-safe}"

confirm() {
  local prompt="$1" expected="${2:-y}"
  read -r -p "$prompt " ans
  if [[ "$expected" == y ]]; then [[ "$ans" =~ ^[yY]$ ]]; else [[ "$ans" == "$expected" ]]; fi
}

case "$mode" in
  safe)
    echo "stopped containers older than 24h:"
    docker ps -a --filter status=exited --filter status=created --format '  {{.ID}} {{.Image}} {{.Status}}'
    echo "dangling images:"
    docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
    confirm "remove these and build cache older than 7 days? [y/N]" || { echo cancelled; exit 0; }
    docker container prune -f --filter "until=24h"
    docker image prune -f
    docker builder prune -f --filter "until=168h"
    ;;
  images)
    echo "images not used by any container:"
    used="$(docker ps -a --format '{{.Image}}' | sort -u)"
    docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -vxF -f <(printf '%s\n' "$used") | sed 's/^/  /' || true
    confirm "remove all unused images? [y/N]" || { echo cancelled; exit 0; }
    docker image prune -a -f
    ;;
  volumes)
    echo "unused volumes:"
    docker volume ls -qf dangling=true | while read -r v; do
      proj="$(docker volume inspect -f '{{index .Labels "com.docker.compose.project"}}' "$v")"
      size="$(docker run --rm -v "$v":/v:ro alpine du -sh /v 2>/dev/null | cut -f1)"
      echo "  $v  ${size:-?}  ${proj:+(compose: $proj)}"
    done
    confirm "type 'delete volumes' to remove ALL volumes listed above:" "delete volumes" || { echo cancelled; exit 0; }
    docker volume prune -f
    ;;
  *) echo "usage: prune.sh safe|images|volumes" >&2; exit 2 ;;
esac
docker system df
