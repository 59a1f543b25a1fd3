#!/usr/bin/env bash
# schedule.sh - preview / install / remove a tagged nightly rsync cron entry
set -euo pipefail

TAG="# nightly-backup-cron"
SRC="" DEST="" AT="02:30" ACTION=preview
while [ $# -gt 0 ]; do
  case "$1" in
    --src) SRC=$2; shift 2 ;;
    --dest) DEST=$2; shift 2 ;;
    --at) AT=$2; shift 2 ;;
    --install) ACTION=install; shift ;;
    --remove) ACTION=remove; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

current=$(crontab -l 2>/dev/null || true)

if [ "$ACTION" = remove ]; then
  printf '%s\n' "$current" | grep -vF "$TAG" | crontab -
  echo "removed nightly backup entry"
  exit 0
fi

[ -d "$SRC" ] || { echo "--src must be an existing directory" >&2; exit 1; }
[ -n "$DEST" ] || { echo "--dest is required" >&2; exit 1; }
hh=${AT%%:*}; mm=${AT##*:}
LOG="$HOME/.local/state/nightly-backup.log"
SRC_ABS=$(cd "$SRC" && pwd)
line="$mm $hh * * * mkdir -p $(dirname "$LOG") && rsync -a --delete '$SRC_ABS/' '$DEST' >> '$LOG' 2>&1 $TAG"

echo "crontab line:"
echo "  $line"
if [ "$ACTION" = install ]; then
  { printf '%s\n' "$current" | grep -vF "$TAG"; echo "$line"; } | sed '/^$/d' | crontab -
  echo "installed; check with: crontab -l"
else
  echo "(preview only - re-run with --install after the user confirms)"
fi
