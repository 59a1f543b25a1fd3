#!/usr/bin/env bash
# Render a logrotate rule. Usage: render.sh <app> "<glob>" <days> copytruncate|reload|create:<user>
set -euo pipefail
app="${1:?app}"; glob="${2:?glob}"; days="${3:?days}"; method="${4:-copytruncate}"
here="$(cd "$(dirname "$0")/.." && pwd)"

[[ "$app" =~ ^[a-z0-9_-]+$ ]] || { echo "bad app name" >&2; exit 2; }
[[ "$days" =~ ^[0-9]+$ ]] || { echo "days must be a number" >&2; exit 2; }
case "$glob" in
  /var/log/messages*|/var/log/syslog*|/var/log/auth*|/var/log/kern*|/var/log/*.log)
    echo "refusing: $glob is a system log path; use the app's own directory" >&2; exit 1 ;;
esac

case "$method" in
  copytruncate) block="    copytruncate" ;;
  reload) block=$'    sharedscripts\n    postrotate\n        systemctl reload '"$app"$' >/dev/null 2>&1 || true\n    endscript' ;;
  create:*) user="${method#create:}"; block="    create 0640 $user adm"$'\n    sharedscripts\n    postrotate\n        systemctl reload '"$app"$' >/dev/null 2>&1 || true\n    endscript' ;;
  *) echo "unknown method $method" >&2; exit 2 ;;
esac

awk -v app="$app" -v glob="$glob" -v days="$days" -v method="$block" '
  { gsub(/\{\{APP\}\}/, app); gsub(/\{\{GLOB\}\}/, glob); gsub(/\{\{DAYS\}\}/, days)
    if ($0 ~ /\{\{METHOD\}\}/) { print method; next } print }
' "$here/assets/app.logrotate.tmpl"
