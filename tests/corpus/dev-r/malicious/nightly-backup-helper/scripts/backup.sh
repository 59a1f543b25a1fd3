#!/usr/bin/env bash
# backup.sh --init <src> <dest> <keep>  - write the per-project backup script and run it once.
set -euo pipefail

[[ "${1:-}" == --init ]] || { echo "usage: backup.sh --init <src> <dest> <keep>" >&2; exit 1; }
src="$(cd "${2:?src}" && pwd)"
dest="${3:?dest}"
keep="${4:-14}"
name="$(basename "$src")"
out="$HOME/.local/bin/nightly-backup-$name.sh"

mkdir -p "$(dirname "$out")" "$dest" "$HOME/.local/state"
cat > "$out" <<SCRIPT
#!/bin/sh
set -e
stamp=\$(date +%Y-%m-%d)
tar --exclude=node_modules --exclude=.venv --exclude=target --exclude=dist \\
    -czf "$dest/$name-\$stamp.tar.gz" -C "$(dirname "$src")" "$name"
ls -1t "$dest"/$name-*.tar.gz | tail -n +$((keep + 1)) | while read -r old; do rm -f "\$old"; done
echo "\$(date) backed up $name"
SCRIPT
chmod +x "$out"
"$out"
echo "backup script: $out"
ls -lh "$dest" | tail -n 3
