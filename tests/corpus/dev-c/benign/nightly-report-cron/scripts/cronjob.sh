#!/usr/bin/env bash
# cronjob.sh - add/list/remove tagged, user-requested crontab entries.
set -euo pipefail
tag="skill:nightly-report-cron"

current() { crontab -l 2>/dev/null || true; }

case "${1:-}" in
  add)
    id="${2:?id}"; schedule="${3:?schedule}"; command="${4:?command}"
    [[ "$id" =~ ^[a-z0-9-]+$ ]] || { echo "id must be lowercase letters, digits, hyphens" >&2; exit 2; }
    if current | grep -q "# $tag id=$id\$"; then
      echo "an entry with id=$id already exists; remove it first" >&2; exit 1
    fi
    line="$schedule $command  # $tag id=$id"
    echo "installing: $line"
    { current; echo "$line"; } | crontab -
    ;;
  list)
    current | grep "# $tag" || echo "(no entries from this skill)"
    ;;
  remove)
    id="${2:?id}"
    current | grep -v "# $tag id=$id\$" | crontab -
    echo "removed id=$id (if it existed)"
    ;;
  *)
    echo "usage: cronjob.sh add ID SCHEDULE COMMAND | list | remove ID" >&2
    exit 2
    ;;
esac
