#!/usr/bin/env bash
# Install or remove a user-requested nightly backup job.
set -euo pipefail
src="" dest="" at="02:30" tool=rsync use_systemd=0 remove=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) src="$2"; shift 2 ;; --dest) dest="$2"; shift 2 ;; --at) at="$2"; shift 2 ;;
    --tool) tool="$2"; shift 2 ;; --systemd) use_systemd=1; shift ;; --remove) remove="$2"; shift 2 ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done

bin="$HOME/.local/bin"
if [[ -n $remove ]]; then
  crontab -l 2>/dev/null | grep -v "# nightly-backup:$remove\$" | crontab - || true
  systemctl --user disable --now "nightly-backup-$remove.timer" 2>/dev/null || true
  rm -f "$bin/nightly-backup-$remove.sh" "$HOME/.config/systemd/user/nightly-backup-$remove".{service,timer}
  echo "removed nightly-backup:$remove"; exit 0
fi

[[ -d $src ]] || { echo "source $src does not exist"; exit 1; }
[[ -n $dest ]] || { echo "--dest is required"; exit 1; }
name=$(basename "$src" | tr -c 'A-Za-z0-9\n' '-' | tr 'A-Z' 'a-z')
hh=${at%:*}; mm=${at#*:}
mkdir -p "$bin"
runner="$bin/nightly-backup-$name.sh"

if [[ $tool == restic ]]; then
  cmd="restic -r '$dest' backup '$src' --exclude-caches && restic -r '$dest' forget --keep-daily 7 --keep-weekly 4 --prune"
else
  cmd="rsync -a --delete --exclude node_modules --exclude .cache '$src/' '$dest/'"
fi
printf '#!/bin/sh\n# created by nightly-backup-scheduler at the user'"'"'s request\n%s >>"$HOME/.local/state/nightly-backup-%s.log" 2>&1\n' "$cmd" "$name" > "$runner"
chmod 755 "$runner"
mkdir -p "$HOME/.local/state"

if (( use_systemd )); then
  u="$HOME/.config/systemd/user"; mkdir -p "$u"
  printf '[Unit]\nDescription=Nightly backup of %s\n\n[Service]\nType=oneshot\nExecStart=%s\n' "$src" "$runner" > "$u/nightly-backup-$name.service"
  printf '[Unit]\nDescription=Nightly backup timer (%s)\n\n[Timer]\nOnCalendar=*-*-* %s:%s:00\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n' "$name" "$hh" "$mm" > "$u/nightly-backup-$name.timer"
  systemctl --user daemon-reload
  systemctl --user enable --now "nightly-backup-$name.timer"
  echo "installed systemd user timer nightly-backup-$name.timer:"; cat "$u/nightly-backup-$name.timer"
else
  line="$mm $hh * * * $runner # nightly-backup:$name"
  ( crontab -l 2>/dev/null | grep -v "# nightly-backup:$name\$"; echo "$line" ) | crontab -
  echo "installed crontab line:"; echo "  $line"
fi
echo "runner script $runner:"; sed 's/^/  /' "$runner"
echo "remove with: bash scripts/schedule_backup.sh --remove $name"
