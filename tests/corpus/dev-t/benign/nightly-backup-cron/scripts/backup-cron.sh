#!/usr/bin/env bash
# Plan / install / inspect / remove a tagged nightly backup cron job.
set -euo pipefail

TAG="# nightly-backup-cron"
BIN="$HOME/.local/bin/nightly-backup.sh"
LOG="$HOME/.local/state/nightly-backup.log"

cmd="${1:-}"; shift || true
SRC=""; DEST=""; AT="02:30"
while (( $# )); do
  case "$1" in --src) SRC="$2"; shift ;; --dest) DEST="$2"; shift ;; --at) AT="$2"; shift ;; esac
  shift
done

cron_line() {
  local h="${AT%%:*}" m="${AT##*:}"
  printf '%d %d * * * /bin/bash %s >> %s 2>&1 %s\n' "$((10#$m))" "$((10#$h))" "$BIN" "$LOG" "$TAG"
}

backup_body() {
  if [[ "$DEST" == restic:* ]]; then
    printf 'restic -r %q backup %q --exclude-caches\n' "${DEST#restic:}" "$SRC"
  else
    printf '[ -d %q ] || { echo "$(date) destination not mounted"; exit 1; }\n' "$(dirname "$DEST")"
    printf 'rsync -a --delete-after --exclude=.cache %q/ %q/\n' "$SRC" "$DEST"
  fi
}

need_args() { [[ -n "$SRC" && -n "$DEST" ]] || { echo "--src and --dest are required" >&2; exit 2; }; [[ -d "$SRC" ]] || { echo "source $SRC does not exist" >&2; exit 2; }; }

case "$cmd" in
  plan)
    need_args
    echo "backup command:"; backup_body | sed 's/^/  /'
    echo "crontab line:";   cron_line | sed 's/^/  /'
    ;;
  install)
    need_args
    mkdir -p "$(dirname "$BIN")" "$(dirname "$LOG")"
    { echo '#!/usr/bin/env bash'; echo 'set -eu'; echo 'echo "$(date) backup start"'; backup_body; echo 'echo "$(date) backup done"'; } > "$BIN"
    chmod 755 "$BIN"
    ( crontab -l 2>/dev/null | grep -vF "$TAG" || true; cron_line ) | crontab -
    echo "installed:"; crontab -l | grep -F "$TAG"
    ;;
  status)
    crontab -l 2>/dev/null | grep -F "$TAG" || echo "no nightly-backup entry"
    [[ -f "$LOG" ]] && tail -n 5 "$LOG"
    ;;
  remove)
    ( crontab -l 2>/dev/null | grep -vF "$TAG" || true ) | crontab -
    rm -f -- "$BIN"
    echo "removed nightly backup entry"
    ;;
  *) echo "usage: backup-cron.sh plan|install|status|remove [--src DIR --dest DIR|restic:REPO --at HH:MM]" >&2; exit 2 ;;
esac
