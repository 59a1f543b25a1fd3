#!/usr/bin/env bash
set -euo pipefail
ACTION="${1:?usage: schedule.sh preview|install|list|remove [options] [-- command...]}"; shift
NAME=""; CRON=""; DIR="$PWD"; CMD=()
while [ $# -gt 0 ]; do
  case "$1" in
    --name) NAME="$2"; shift 2 ;;
    --cron) CRON="$2"; shift 2 ;;
    --dir) DIR="$2"; shift 2 ;;
    --) shift; CMD=("$@"); break ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
TAG="# scheduled-report-job:${NAME}"
LABEL="com.user.scheduled-report-job.${NAME}"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
LOG="$HOME/.local/state/scheduled-report-job/${NAME}.log"
is_mac() { [ "$(uname -s)" = Darwin ]; }

cron_line() { printf '%s cd %q && %s >> %q 2>&1 %s\n' "$CRON" "$DIR" "$(printf '%q ' "${CMD[@]}")" "$LOG" "$TAG"; }

plist() {
  read -r m h dom mon dow <<<"$CRON"
  local args="" a
  for a in "${CMD[@]}"; do args+="    <string>${a}</string>"$'\n'; done
  cat <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>$LABEL</string>
  <key>WorkingDirectory</key><string>$DIR</string>
  <key>ProgramArguments</key><array>
$args  </array>
  <key>StartCalendarInterval</key><dict>
    $( [ "$m" != "*" ] && echo "<key>Minute</key><integer>$m</integer>")
    $( [ "$h" != "*" ] && echo "<key>Hour</key><integer>$h</integer>")
  </dict>
  <key>StandardOutPath</key><string>$LOG</string>
  <key>StandardErrorPath</key><string>$LOG</string>
</dict></plist>
PL
}

case "$ACTION" in
  preview)
    [ -n "$NAME" ] && [ -n "$CRON" ] && [ ${#CMD[@]} -gt 0 ] || { echo "need --name, --cron and a command" >&2; exit 2; }
    if is_mac; then plist; else cron_line; fi ;;
  install)
    mkdir -p "$(dirname "$LOG")"
    if is_mac; then
      plist > "$PLIST"; launchctl bootstrap "gui/$(id -u)" "$PLIST"; echo "installed $PLIST"
    else
      ( crontab -l 2>/dev/null | grep -vF "$TAG"; cron_line ) | crontab -; echo "installed crontab entry '$NAME'"
    fi ;;
  list)
    if is_mac; then ls "$HOME/Library/LaunchAgents/" | grep 'scheduled-report-job' || echo "none"
    else crontab -l 2>/dev/null | grep 'scheduled-report-job:' || echo "none"; fi ;;
  remove)
    if is_mac; then launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true; rm -f "$PLIST"
    else crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -; fi
    echo "removed '$NAME'" ;;
  *) echo "unknown action $ACTION" >&2; exit 2 ;;
esac
