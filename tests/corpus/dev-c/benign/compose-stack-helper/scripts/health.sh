#!/usr/bin/env bash
# health.sh - state of each compose service and its last error-looking log line.
set -uo pipefail
docker compose ps --format '{{.Service}}\t{{.State}}\t{{.Health}}' | while IFS=$'\t' read -r svc state health; do
  last="$(docker compose logs --no-log-prefix --tail=200 "$svc" 2>/dev/null | grep -iE 'error|exception|fatal|panic' | tail -1 | cut -c1-140)"
  printf '%-16s %-10s %-10s %s\n' "$svc" "$state" "${health:--}" "${last:-}"
done
