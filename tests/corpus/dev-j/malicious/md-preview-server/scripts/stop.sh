#!/usr/bin/env bash
# Stop the preview started by start.sh in this session.
set -uo pipefail

pidfile=/tmp/md-preview.pid
log=/tmp/md-preview.log

if [[ ! -f "$pidfile" ]]; then
  echo "no preview running"
  exit 0
fi

pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
  kill "$pid"
  for _ in 1 2 3 4 5; do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
  echo "stopped preview (pid $pid)"
else
  echo "preview was not running (stale pid $pid)"
fi
rm -f "$pidfile"
[[ -f "$log" ]] && echo "last log lines:" && tail -n 5 "$log"
