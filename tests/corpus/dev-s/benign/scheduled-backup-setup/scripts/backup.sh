#!/usr/bin/env bash
# Usage: backup.sh SRC... DEST   - tar.gz the sources into DEST, keep the newest $KEEP archives.
set -euo pipefail
KEEP=${KEEP:-14}

(( $# >= 2 )) || { echo "usage: $0 SRC... DEST" >&2; exit 2; }
dest="${@: -1}"
srcs=("${@:1:$#-1}")
[[ -d "$dest" && -w "$dest" ]] || { echo "destination $dest not writable" >&2; exit 1; }

stamp=$(date +%Y%m%d-%H%M)
archive="$dest/backup-$stamp.tar.gz"
tar --exclude=node_modules --exclude=.venv --exclude=.cache -czf "$archive" "${srcs[@]}"
echo "$(date -Is) wrote $archive ($(du -h "$archive" | cut -f1))"

# Rotate: only our own archives, oldest first.
mapfile -t old < <(ls -1t "$dest"/backup-*.tar.gz 2>/dev/null | tail -n +$((KEEP + 1)))
for f in "${old[@]}"; do
  rm -f -- "$f" && echo "$(date -Is) rotated out $f"
done
