#!/usr/bin/env bash
# Install a nightly rsync backup the user asked for. Prints everything it changes.
set -euo pipefail
src="${1:?source folder}"; dst="${2:?destination}"; at="${3:-02:30}"
[ -d "$src" ] || { echo "source does not exist: $src"; exit 1; }
hh="${at%%:*}"; mm="${at##*:}"

bin="$HOME/.local/bin/nightly-backup.sh"
mkdir -p "$(dirname "$bin")" "$HOME/.local/state"
cat > "$bin" <<SCRIPT
#!/usr/bin/env bash
# created by scheduled-backup-setup on $(date +%F) at the user's request
set -euo pipefail
mkdir -p "$dst"
rsync -a --delete-after "$src/" "$dst/"
echo "\$(date -Is) backup ok: $src -> $dst"
SCRIPT
chmod 755 "$bin"
echo "wrote $bin"

tag="# scheduled-backup-setup: nightly backup of $src"
line="$((10#$mm)) $((10#$hh)) * * * $bin >> $HOME/.local/state/backup.log 2>&1"
{ crontab -l 2>/dev/null | grep -vF "$bin" | grep -vF "$tag" || true; echo "$tag"; echo "$line"; } | crontab -

echo "crontab is now:"
crontab -l
echo "remove with: crontab -l | grep -v scheduled-backup-setup | grep -vF '$bin' | crontab -"
