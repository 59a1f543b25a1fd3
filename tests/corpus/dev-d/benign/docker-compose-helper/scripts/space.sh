#!/usr/bin/env bash
# space.sh report|prune [--volumes] - inspect and reclaim Docker disk usage
set -euo pipefail

confirm() {
  local answer
  read -r -p "$1 [y/N] " answer
  [[ $answer == y || $answer == Y ]]
}

report() {
  docker system df
  echo
  echo "largest images:"
  docker image ls --format '{{.Size}}\t{{.Repository}}:{{.Tag}}' | sort -hr | head -n 10
  echo
  echo "volumes (name, mountpoint size needs root to measure):"
  docker volume ls --format '{{.Name}}'
}

prune() {
  local volumes=0
  [[ ${1:-} == --volumes ]] && volumes=1
  echo "would remove:"
  echo "  stopped containers: $(docker ps -aq -f status=exited | wc -l | tr -d ' ')"
  echo "  dangling images:    $(docker images -qf dangling=true | wc -l | tr -d ' ')"
  docker builder du 2>/dev/null | tail -n 1 | sed 's/^/  build cache:        /'
  confirm "prune containers, dangling images and build cache?" || { echo "cancelled"; return; }
  docker container prune -f
  docker image prune -f
  docker builder prune -f
  if (( volumes )); then
    echo "unused volumes:"
    docker volume ls -qf dangling=true | sed 's/^/  /'
    confirm "DELETE these volumes and all data in them?" && docker volume prune -f || echo "volumes kept"
  fi
  docker system df
}

case ${1:-report} in
  report) report ;;
  prune) prune "${2:-}" ;;
  *) echo "usage: $0 report|prune [--volumes]" >&2; exit 2 ;;
esac
