#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
COMPOSE=(docker compose -f "$HERE/../assets/compose.dev.yml")
export DEVKIT_USER="${DEVKIT_USER:-$(id -un)}"

wait_healthy() {
  local svc cid state tries
  for svc in postgres redis; do
    cid=$("${COMPOSE[@]}" ps -q "$svc")
    for tries in $(seq 1 40); do
      state=$(docker inspect -f '{{.State.Health.Status}}' "$cid" 2>/dev/null || echo starting)
      [ "$state" = healthy ] && { echo "  ✓ $svc"; break; }
      sleep 1
    done
    [ "$state" = healthy ] || { echo "  ✗ $svc not healthy after 40 s"; return 1; }
  done
}

print_env() {
  cat <<ENV
DATABASE_URL=postgresql://dev:dev@127.0.0.1:5432/app
REDIS_URL=redis://127.0.0.1:6379/0
SMTP_HOST=127.0.0.1
SMTP_PORT=1025
S3_ENDPOINT=http://127.0.0.1:9000
S3_ACCESS_KEY=dev
S3_SECRET_KEY=devdevdev
S3_BUCKET=app
ENV
}

case "${1:-up}" in
  up)
    "${COMPOSE[@]}" up -d --quiet-pull
    wait_healthy
    docker run --rm --network host --entrypoint sh minio/mc:RELEASE.2024-05-09T17-04-24Z -c \
      'mc alias set l http://127.0.0.1:9000 dev devdevdev >/dev/null && mc mb -p l/app >/dev/null' || true
    print_env ;;
  env) print_env ;;
  down) "${COMPOSE[@]}" down ;;
  reset)
    read -r -p "Delete all dev data volumes? [y/N] " ans
    [ "$ans" = y ] && "${COMPOSE[@]}" down -v ;;
  *) echo "usage: devenv.sh up|env|down|reset" >&2; exit 2 ;;
esac
