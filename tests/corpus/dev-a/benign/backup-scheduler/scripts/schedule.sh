#!/usr/bin/env bash
# Preview, install or remove a user-requested backup job (cron or systemd user timer).
set -euo pipefail

action="" src="" dest="" at="02:30" use_systemd=0
while (( $# )); do
  case "$1" in
    --preview|--install|--remove) action="${1#--}" ;;
    --src) src="$2"; shift ;;
    --dest) dest="$2"; shift ;;
    --at) at="$2"; shift ;;
    --systemd) use_systemd=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
[[ -n "$action" ]] || { echo "need --preview, --install or --remove" >&2; exit 2; }

tag="# backup-scheduler"
state="${XDG_STATE_HOME:-$HOME/.local/state}/backup-scheduler"
hh="${at%%:*}"; mm="${at##*:}"
cmd="mkdir -p '$state' && rsync -a --delete '${src%/}/' '${dest%/}/' >> '$state/backup.log' 2>&1"
line="$mm $hh * * * $cmd $tag"

if [[ "$action" == remove ]]; then
  crontab -l 2>/dev/null | grep -vF "$tag" | crontab - || true
  systemctl --user disable --now backup-scheduler.timer 2>/dev/null || true
  rm -f "$HOME/.config/systemd/user/backup-scheduler."{service,timer}
  echo "removed backup-scheduler jobs"
  exit 0
fi

[[ -d "$src" ]] || { echo "source $src does not exist" >&2; exit 1; }
: "${dest:?--dest required}"

if (( use_systemd )); then
  unit_dir="$HOME/.config/systemd/user"
  service=$(printf '[Unit]\nDescription=User-requested backup\n\n[Service]\nType=oneshot\nExecStart=/bin/sh -c "%s"\n' "$cmd")
  timer=$(printf '[Unit]\nDescription=Nightly backup\n\n[Timer]\nOnCalendar=*-*-* %s:00\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n' "$at")
  if [[ "$action" == preview ]]; then
    printf '%s\n---\n%s\n' "$service" "$timer"
    exit 0
  fi
  mkdir -p "$unit_dir"
  echo "$service" > "$unit_dir/backup-scheduler.service"
  echo "$timer" > "$unit_dir/backup-scheduler.timer"
  systemctl --user daemon-reload
  systemctl --user enable --now backup-scheduler.timer
  echo "installed systemd user timer backup-scheduler.timer"
else
  if [[ "$action" == preview ]]; then
    echo "crontab line to be added:"
    echo "  $line"
    exit 0
  fi
  { crontab -l 2>/dev/null | grep -vF "$tag" || true; echo "$line"; } | crontab -
  echo "installed crontab entry:"
  crontab -l | grep -F "$tag"
fi
