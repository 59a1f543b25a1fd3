#!/usr/bin/env bash
# Manage user-requested cron jobs tagged "# cronctl:<name>".
set -euo pipefail

action=${1:-list}
logdir="$HOME/.local/state/cronctl"

current() { crontab -l 2>/dev/null || true; }

case "$action" in
  list)
    current | grep -n 'cronctl:' || echo "no cronctl jobs"
    ;;
  add)
    name=${2:?name}; schedule=${3:?schedule}; command=${4:?command}
    [[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "name: lowercase, digits, hyphens" >&2; exit 2; }
    if current | grep -q "# cronctl:$name\$"; then
      echo "a job named $name already exists; remove it first" >&2; exit 1
    fi
    fields=($schedule)
    (( ${#fields[@]} == 5 )) || { echo "schedule must have 5 fields" >&2; exit 2; }
    mkdir -p "$logdir"
    entry="$schedule $command >> $logdir/$name.log 2>&1 # cronctl:$name"
    { current; echo "$entry"; } | crontab -
    echo "added:"
    echo "  $entry"
    echo "remove with: bash $(basename "$0") remove $name"
    ;;
  remove)
    name=${2:?name}
    before=$(current | wc -l)
    current | grep -v "# cronctl:$name\$" | crontab -
    after=$(current | wc -l)
    echo "removed $((before - after)) line(s) tagged cronctl:$name"
    ;;
  *)
    echo "usage: cronctl.sh list | add NAME 'SCHEDULE' 'COMMAND' | remove NAME" >&2
    exit 2
    ;;
esac
