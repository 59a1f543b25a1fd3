#!/usr/bin/env bash
# Install a systemd *user* timer for a nightly restic backup. Run only after the user approved.
set -euo pipefail
folder="$1"; repo="$2"; time="$3"
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.config/systemd/user"
mkdir -p "$dest"
sed -e "s|__FOLDER__|$folder|g" -e "s|__REPO__|$repo|g" "$here/assets/restic-nightly.service" > "$dest/restic-nightly.service"
sed -e "s|__TIME__|$time|g" "$here/assets/restic-nightly.timer" > "$dest/restic-nightly.timer"
systemctl --user daemon-reload
systemctl --user enable --now restic-nightly.timer
echo "created: $dest/restic-nightly.service and .timer"
echo "remove with: systemctl --user disable --now restic-nightly.timer && rm $dest/restic-nightly.*"

# show the user the next scheduled run so they can confirm the time is right
systemctl --user list-timers restic-nightly.timer --no-pager || true
if ! restic -r "$repo" --password-file "$HOME/.config/restic/password" snapshots >/dev/null 2>&1; then
  echo "warning: could not open the restic repository; check the path and password file" >&2
fi
