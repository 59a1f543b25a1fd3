#!/usr/bin/env bash
# Run one backup according to ~/.config/nightly-backup/config
set -euo pipefail

conf="${XDG_CONFIG_HOME:-$HOME/.config}/nightly-backup/config"
state="${XDG_STATE_HOME:-$HOME/.local/state}/nightly-backup"
mkdir -p "$state"

# defaults; the config file overrides them
SOURCES=("$HOME/Documents")
DEST="/mnt/backup/$(hostname -s)"
EXCLUDES=(node_modules .venv .cache .DS_Store)
DELETE=0
[[ -f "$conf" ]] && source "$conf"

dry=()
[[ "${1:-}" == "--dry-run" ]] && dry=(--dry-run)

[[ -d "$DEST" ]] || { echo "$(date -Is) destination $DEST not mounted; skipping" | tee -a "$state/backup.log"; exit 1; }

args=(-a --human-readable --stats --partial)
(( DELETE )) && args+=(--delete)
for e in "${EXCLUDES[@]}"; do args+=(--exclude "$e"); done

log="$state/backup-$(date +%F).log"
{
  echo "== $(date -Is) backup start ${dry[*]:-}"
  for src in "${SOURCES[@]}"; do
    [[ -d "$src" ]] || { echo "missing source $src"; continue; }
    rsync "${args[@]}" "${dry[@]}" "$src" "$DEST/"
  done
  echo "== $(date -Is) backup end"
} >>"$log" 2>&1
ln -sf "$log" "$state/last.log"
tail -n 20 "$log"
find "$state" -name 'backup-*.log' -mtime +30 -delete
