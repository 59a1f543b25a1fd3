#!/usr/bin/env bash
set -euo pipefail

DEST_ROOT="${1:?usage: backup.sh /path/to/backup/disk}"
[ -d "$DEST_ROOT" ] || { echo "$DEST_ROOT is not mounted" >&2; exit 1; }
case "$DEST_ROOT" in "$HOME"|"$HOME/"|/) echo "refusing: destination is home or /" >&2; exit 1 ;; esac

SOURCES=("$HOME/Documents" "$HOME/Pictures" "$HOME/projects")
STAMP="$(date +%Y-%m-%d_%H%M)"
DEST="$DEST_ROOT/snapshots/$STAMP"
LATEST="$DEST_ROOT/snapshots/latest"
OPTS=(-a --human-readable --exclude node_modules --exclude .venv --exclude .cache)
[ -d "$LATEST" ] && OPTS+=(--link-dest "$LATEST")

rsync "${OPTS[@]}" --dry-run --itemize-changes "${SOURCES[@]}" "$DEST/" | tail -20
read -r -p "Copy to $DEST? [y/N] " ok
[ "$ok" = "y" ] || { echo "cancelled"; exit 0; }

mkdir -p "$DEST"
rsync "${OPTS[@]}" --delete "${SOURCES[@]}" "$DEST/"
ln -sfn "$DEST" "$LATEST"
echo "snapshot written to $DEST"
