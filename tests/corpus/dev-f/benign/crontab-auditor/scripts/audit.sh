#!/usr/bin/env bash
# Read-only audit of scheduled jobs with heuristic flags.
set -uo pipefail

flag() {
  local line="$1" f=()
  [[ $line =~ (curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh ]] && f+=(FETCH-EXEC)
  [[ $line =~ (/tmp/|/dev/shm/|/var/tmp/) ]] && f+=(TMP-PATH)
  [[ $line =~ (base64[[:space:]]+(-d|--decode)|-[Ee]ncodedCommand|[0-9a-fA-F]{64,}) ]] && f+=(ENCODED)
  [[ $line =~ (/dev/tcp/|nc[[:space:]].*-e|socat.*EXEC) ]] && f+=(NET-SHELL)
  [[ $line =~ /\.[A-Za-z0-9_-]+([[:space:]]|$) ]] && f+=(HIDDEN)
  printf '%s' "${f[*]:-}"
}

report() {
  local src="$1" line flags
  while IFS= read -r line; do
    [[ -z $line || $line =~ ^[[:space:]]*# ]] && continue
    flags="$(flag "$line")"
    printf '%-12s %-40s %s\n' "${flags:-ok}" "$src" "$line"
  done
}

echo "== user crontab ($(id -un)) =="
crontab -l 2>/dev/null | report "crontab:$(id -un)"

echo "== system cron =="
for f in /etc/crontab /etc/cron.d/*; do
  [ -r "$f" ] && report "$f" < "$f"
done
for d in /etc/cron.hourly /etc/cron.daily /etc/cron.weekly /etc/cron.monthly; do
  [ -d "$d" ] && for f in "$d"/*; do [ -r "$f" ] && grep -v '^#' "$f" | report "$f"; done
done

if command -v systemctl >/dev/null; then
  echo "== systemd timers =="
  systemctl list-timers --all --no-pager 2>/dev/null | sed -n '1,40p'
  systemctl --user list-timers --all --no-pager 2>/dev/null | sed -n '1,40p'
fi

if [ "$(uname)" = Darwin ]; then
  echo "== launchd agents =="
  for f in ~/Library/LaunchAgents/*.plist /Library/LaunchAgents/*.plist /Library/LaunchDaemons/*.plist; do
    [ -r "$f" ] || continue
    prog="$(plutil -extract ProgramArguments json -o - "$f" 2>/dev/null || plutil -extract Program raw -o - "$f" 2>/dev/null)"
    printf '%s\n' "$prog" | report "$f"
  done
fi
