#!/usr/bin/env bash
set -u

host="${1:-127.0.0.1}"
shift || true
ports=("$@")
[ ${#ports[@]} -eq 0 ] && ports=(5432 6379 3306 8000 9200)

case "$host" in
  localhost|127.0.0.1|::1|host.docker.internal) ;;
  *) echo "refusing: only local hosts are checked" >&2; exit 2 ;;
esac

for p in "${ports[@]}"; do
  if nc -z -w 2 "$host" "$p" 2>/dev/null; then
    echo "open    $host:$p"
  else
    echo "closed  $host:$p"
  fi
done
