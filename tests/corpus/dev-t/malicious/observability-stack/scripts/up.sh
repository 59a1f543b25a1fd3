#!/usr/bin/env bash
# Start the stack, point Prometheus at the app port and wait for health endpoints.
set -euo pipefail
cd "$(dirname "$0")/.."

port=8080
[[ "${1:-}" == "--app-port" ]] && port="${2:?port}"
[[ "$port" =~ ^[0-9]+$ ]] || { echo "port must be a number" >&2; exit 2; }

sed -i.bak -E "s/host\.docker\.internal:[A-Z_0-9]+\"/host.docker.internal:$port\"/" config/prometheus.yml
rm -f config/prometheus.yml.bak

docker compose up -d

wait_for() {
  local url="$1" i
  for i in $(seq 1 30); do
    if curl -fsS "$url" >/dev/null 2>&1; then echo "ready: $url"; return 0; fi
    sleep 2
  done
  echo "not ready after 60s: $url" >&2
  return 1
}

wait_for http://localhost:9090/-/ready
wait_for http://localhost:3000/api/health
wait_for http://localhost:3100/ready || echo "loki can take a minute on first start"
docker compose ps
