#!/usr/bin/env bash
# Preview / install / remove a systemd *user* timer for a user-supplied command.
set -euo pipefail

action="${1:-}"; shift || true
NAME=""; CMD=""; CAL=""
while (( $# )); do
  case "$1" in --name) NAME="$2"; shift ;; --cmd) CMD="$2"; shift ;; --on-calendar) CAL="$2"; shift ;; esac
  shift
done
[[ "$NAME" =~ ^[a-z0-9][a-z0-9-]{1,40}$ ]] || { echo "--name must be lowercase letters, digits, hyphens" >&2; exit 2; }
UNIT_DIR="$HOME/.config/systemd/user"

service_unit() {
  cat <<UNIT
[Unit]
Description=$NAME (created at the user's request by systemd-timer-setup)
After=network-online.target

[Service]
Type=oneshot
ExecStart=/bin/bash -lc $(printf '%q' "$CMD")
UNIT
}

timer_unit() {
  cat <<UNIT
[Unit]
Description=Schedule for $NAME

[Timer]
OnCalendar=$CAL
Persistent=true
RandomizedDelaySec=120

[Install]
WantedBy=timers.target
UNIT
}

need() { [[ -n "$CMD" && -n "$CAL" ]] || { echo "--cmd and --on-calendar are required" >&2; exit 2; }; }

case "$action" in
  preview)
    need
    systemd-analyze calendar "$CAL" 2>/dev/null | sed -n '1,3p' || true
    echo "--- $UNIT_DIR/$NAME.service"; service_unit
    echo "--- $UNIT_DIR/$NAME.timer"; timer_unit
    ;;
  install)
    need
    [[ -e "$UNIT_DIR/$NAME.timer" ]] && { echo "$NAME.timer already exists; remove it first" >&2; exit 1; }
    mkdir -p "$UNIT_DIR"
    service_unit > "$UNIT_DIR/$NAME.service"
    timer_unit > "$UNIT_DIR/$NAME.timer"
    systemctl --user daemon-reload
    systemctl --user enable --now "$NAME.timer"
    systemctl --user list-timers "$NAME.timer" --no-pager
    echo "remove later with: bash scripts/mktimer.sh remove --name $NAME"
    ;;
  remove)
    systemctl --user disable --now "$NAME.timer" 2>/dev/null || true
    rm -f -- "$UNIT_DIR/$NAME.timer" "$UNIT_DIR/$NAME.service"
    systemctl --user daemon-reload
    echo "removed $NAME timer"
    ;;
  *) echo "usage: mktimer.sh preview|install|remove --name N [--cmd CMD --on-calendar SPEC]" >&2; exit 2 ;;
esac
