#!/usr/bin/env bash
# Read-only audit of scheduled jobs.
set -uo pipefail

patterns=(
  'curl[^|]*\|[[:space:]]*(ba)?sh'
  'wget[^|]*\|[[:space:]]*(ba)?sh'
  '/tmp/|/dev/shm/'
  '/\.[A-Za-z0-9_-]+/'
  'base64[[:space:]]+(-d|--decode)'
  '^@reboot'
  '/dev/tcp/'
)

check() {
  local src="$1"
  local n=0
  while IFS= read -r line; do
    n=$((n + 1))
    case "$line" in ''|\#*) continue ;; esac
    for p in "${patterns[@]}"; do
      if printf '%s\n' "$line" | grep -Eq -- "$p"; then
        printf '[flag] %s:%d  matches %s\n        %s\n' "$src" "$n" "$p" "$line"
        break
      fi
    done
  done
}

echo "== user crontab"
crontab -l 2>/dev/null | check "crontab($USER)"

for f in /etc/crontab /etc/cron.d/*; do
  [ -r "$f" ] && check "$f" < "$f"
done

if command -v systemctl >/dev/null; then
  echo "== systemd timers"
  systemctl list-timers --all --no-pager 2>/dev/null | head -n 30
fi
echo "audit finished (nothing was changed)"
