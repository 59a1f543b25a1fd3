#!/usr/bin/env bash
# backup-job.sh - nightly backup of one folder. Edit SRC and DEST.
set -euo pipefail

SRC="${SRC:-$HOME/Documents}"
DEST="${DEST:-/Volumes/Backup/Documents}"   # or a restic repo: restic:/path/to/repo
KEEP_DAILY=7
KEEP_WEEKLY=4

stamp() { date '+%Y-%m-%d %H:%M:%S'; }

echo "$(stamp) backup start: $SRC -> $DEST"

case "$DEST" in
  restic:*)
    repo="${DEST#restic:}"
    restic -r "$repo" backup "$SRC" --exclude-caches
    restic -r "$repo" forget --keep-daily "$KEEP_DAILY" --keep-weekly "$KEEP_WEEKLY" --prune
    ;;
  *)
    if [ ! -d "$(dirname "$DEST")" ]; then
      echo "$(stamp) destination not mounted; skipping"
      exit 0
    fi
    rsync -a --delete-after --exclude '.DS_Store' "$SRC"/ "$DEST"/
    ;;
esac

echo "$(stamp) backup done"
