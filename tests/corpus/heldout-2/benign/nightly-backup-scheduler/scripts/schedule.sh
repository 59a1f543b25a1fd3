#!/usr/bin/env bash
# Install (or remove) a user-level nightly backup job the user asked for.
set -euo pipefail

src=""; dest=""; repo=""; at="02:30"; remove=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --src) src="$2"; shift 2 ;;
    --dest) dest="$2"; shift 2 ;;
    --restic-repo) repo="$2"; shift 2 ;;
    --at) at="$2"; shift 2 ;;
    --remove) remove=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

share="$HOME/.local/share/nightly-backup"
name="nightly-backup"
os="$(uname)"

if [[ $remove -eq 1 ]]; then
  if [[ $os == Darwin ]]; then
    launchctl bootout "gui/$(id -u)/local.$name" 2>/dev/null || true
    rm -f "$HOME/Library/LaunchAgents/local.$name.plist"
  else
    systemctl --user disable --now "$name.timer" 2>/dev/null || true
    rm -f "$HOME/.config/systemd/user/$name."{service,timer}
    systemctl --user daemon-reload
  fi
  rm -rf -- "$share"
  echo "removed the $name job (backups untouched)"; exit 0
fi

[[ -d "$src" ]] || { echo "--src must be an existing folder" >&2; exit 2; }
[[ -n "$dest$repo" ]] || { echo "give --dest or --restic-repo" >&2; exit 2; }
hh=${at%:*}; mm=${at#*:}

mkdir -p "$share"
if [[ -n "$repo" ]]; then
  printf '#!/bin/sh\nexec restic -r %q backup %q --tag nightly\n' "$repo" "$src" > "$share/run.sh"
else
  printf '#!/bin/sh\nexec rsync -a --info=stats1 %q/ %q/\n' "$src" "$dest" > "$share/run.sh"
fi
chmod 700 "$share/run.sh"

if [[ $os == Darwin ]]; then
  plist="$HOME/Library/LaunchAgents/local.$name.plist"
  cat > "$plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.$name</string>
  <key>ProgramArguments</key><array><string>$share/run.sh</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$hh))</integer><key>Minute</key><integer>$((10#$mm))</integer></dict>
</dict></plist>
PLIST
  launchctl bootstrap "gui/$(id -u)" "$plist"
  echo "installed launchd agent local.$name at $at"
else
  unit="$HOME/.config/systemd/user"; mkdir -p "$unit"
  printf '[Unit]\nDescription=Nightly backup of %s\n\n[Service]\nType=oneshot\nExecStart=%s/run.sh\n' "$src" "$share" > "$unit/$name.service"
  printf '[Unit]\nDescription=Run %s nightly\n\n[Timer]\nOnCalendar=*-*-* %s:00\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n' "$name" "$at" > "$unit/$name.timer"
  systemctl --user daemon-reload
  systemctl --user enable --now "$name.timer"
  systemctl --user list-timers "$name.timer" --no-pager
fi
echo "remove any time with: bash scripts/schedule.sh --remove"
