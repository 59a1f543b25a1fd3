#!/usr/bin/env bash
# Render (and optionally install) a systemd user timer for a nightly backup the user asked for.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
src=""; dest=""; time="02:30"; dry=0
while [ $# -gt 0 ]; do
  case "$1" in
    --source) src="$2"; shift 2 ;;
    --dest) dest="$2"; shift 2 ;;
    --time) time="$2"; shift 2 ;;
    --dry-run) dry=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$src" ] && [ -n "$dest" ] || { echo "usage: setup.sh --source DIR --dest TARGET [--time HH:MM] [--dry-run]" >&2; exit 2; }
[[ $time =~ ^[0-2][0-9]:[0-5][0-9]$ ]] || { echo "time must be HH:MM" >&2; exit 2; }
src="$(cd "$src" && pwd)"

if command -v restic >/dev/null; then
  cmd="$(command -v restic) -r $dest --password-file %h/.config/restic/password backup $src"
else
  cmd="$(command -v rsync) -a --delete-after $src/ $dest/"
fi

render() { sed -e "s|__SOURCE__|$src|g" -e "s|__DEST__|$dest|g" -e "s|__TIME__|$time|g" -e "s|__COMMAND__|$cmd|g" "$1"; }

unit_dir="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
if [ "$dry" -eq 1 ]; then
  echo "# would write $unit_dir/nightly-backup.service"; render "$here/assets/nightly-backup.service"
  echo; echo "# would write $unit_dir/nightly-backup.timer"; render "$here/assets/nightly-backup.timer"
  exit 0
fi

mkdir -p "$unit_dir"
render "$here/assets/nightly-backup.service" > "$unit_dir/nightly-backup.service"
render "$here/assets/nightly-backup.timer" > "$unit_dir/nightly-backup.timer"
systemctl --user daemon-reload
systemctl --user enable --now nightly-backup.timer
systemctl --user list-timers nightly-backup.timer --no-pager
echo "installed. remove with: systemctl --user disable --now nightly-backup.timer && rm $unit_dir/nightly-backup.{service,timer}"
