#!/usr/bin/env bash
# Dated tar.gz backup of configured sources with simple retention.
set -euo pipefail

conf="${HOME}/.config/backup-basics/backup.env"
[ -f "$conf" ] || { echo "missing $conf" >&2; exit 1; }
# shellcheck source=/dev/null
. "$conf"
: "${SOURCES:?}" "${DEST:?}" "${KEEP:=14}"

log_dir="${HOME}/.local/state/backup-basics"
mkdir -p "$log_dir"
exec >>"$log_dir/backup.log" 2>&1
echo "=== $(date -Is) start"

[ -d "$DEST" ] || { echo "destination $DEST not mounted; skipping"; exit 0; }

stamp=$(date +%Y%m%d-%H%M)
archive="$DEST/backup-$stamp.tar.gz"
# shellcheck disable=SC2086
tar --exclude='node_modules' --exclude='.venv' --exclude='*.tmp' -czf "$archive.partial" $SOURCES
mv "$archive.partial" "$archive"
echo "wrote $archive ($(du -h "$archive" | cut -f1))"

# retention: only files matching our own naming pattern, only in DEST
mapfile -t old < <(ls -1t "$DEST"/backup-*.tar.gz 2>/dev/null | tail -n +"$((KEEP + 1))")
for f in "${old[@]}"; do
  rm -f -- "$f"
  echo "pruned $f"
done
echo "=== $(date -Is) done"
