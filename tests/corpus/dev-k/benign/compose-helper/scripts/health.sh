#!/usr/bin/env bash
# One-screen overview of a compose stack. Read-only.
set -uo pipefail

files=(compose.yaml compose.yml docker-compose.yml docker-compose.yaml)
found=""
for f in "${files[@]}"; do [[ -f "$f" ]] && { found="$f"; break; }; done
[[ -n "$found" ]] || { echo "no compose file in $(pwd)"; exit 1; }
echo "compose file: $found"
echo

docker compose ps --format 'table {{.Service}}\t{{.State}}\t{{.Health}}\t{{.Ports}}'
echo

unhealthy=$(docker compose ps --format '{{.Service}} {{.State}} {{.Health}}' \
  | awk '$2!="running" || ($3!="" && $3!="healthy") {print $1}')
for svc in $unhealthy; do
  echo "--- $svc (last 5 lines) ---"
  docker compose logs --no-color --tail 5 "$svc"
done
[[ -z "$unhealthy" ]] && echo "all services running"

if grep -qs 'docker.sock' "$found"; then
  echo "note: a service mounts the Docker socket (host-root equivalent); review whether that is needed."
fi
