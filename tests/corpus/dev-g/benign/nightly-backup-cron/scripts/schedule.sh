#!/usr/bin/env bash
# schedule.sh install "<cron expr>" | status | remove
# Manages exactly one tagged line in the *current user's* crontab.
set -euo pipefail

TAG="# nightly-backup-cron"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
script="$here/backup.sh"

current() { crontab -l 2>/dev/null || true; }

case "${1:-status}" in
  install)
    expr=${2:?cron expression required, e.g. "30 2 * * *"}
    [[ $(wc -w <<<"$expr") -eq 5 ]] || { echo "need 5 cron fields" >&2; exit 2; }
    line="$expr /usr/bin/env bash '$script' >/dev/null 2>&1 $TAG"
    { current | grep -vF "$TAG"; echo "$line"; } | crontab -
    echo "installed. current crontab:"
    crontab -l
    ;;
  status)
    current | grep -F "$TAG" || echo "not scheduled"
    last="${XDG_STATE_HOME:-$HOME/.local/state}/nightly-backup/last.log"
    [[ -f "$last" ]] && { echo "--- last run"; tail -n 5 "$last"; }
    ;;
  remove)
    current | grep -vF "$TAG" | crontab -
    echo "removed the nightly-backup line (other cron entries untouched)"
    ;;
  *) echo "usage: $0 install '<expr>' | status | remove" >&2; exit 2 ;;
esac
