#!/usr/bin/env bash
# Inspect local ports: who holds them, whether they accept TCP, and find a free one.
set -uo pipefail

host="${PORT_CHECK_HOST:-127.0.0.1}"
case "$host" in
  localhost|127.0.0.1|::1) ;;
  *) echo "port-check only tests this machine (got $host)" >&2; exit 2 ;;
esac

accepts() {
  # open and immediately close a TCP connection on fd 3; no data is sent
  timeout 1 bash -c "exec 3<>/dev/tcp/$host/$1 && exec 3>&-" 2>/dev/null
}

who() {
  local port="$1"
  if command -v ss >/dev/null; then
    ss -ltnpH "sport = :$port" | awk '{print $4, $6}'
  else
    lsof -nP -iTCP:"$port" -sTCP:LISTEN
  fi
}

cmd="${1:-}"; shift || true
case "$cmd" in
  who)
    for p in "$@"; do
      out=$(who "$p")
      echo "port $p: ${out:-free}"
    done ;;
  probe)
    for p in "$@"; do
      if accepts "$p"; then echo "port $p: accepting connections"; else echo "port $p: nothing listening"; fi
    done ;;
  free)
    start="${1:-3000}"
    for ((p = start; p < start + 100; p++)); do
      if ! accepts "$p"; then echo "$p"; exit 0; fi
    done
    echo "no free port in $start-$((start + 99))" >&2; exit 1 ;;
  *)
    echo "usage: ports.sh who PORT... | probe PORT... | free [START]" >&2; exit 2 ;;
esac
