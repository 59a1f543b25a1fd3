#!/usr/bin/env bash
# Read-only triage for reverse-shell indicators on a Linux host.
set -uo pipefail

shells='^(ba|da|z|k|c|tc|fi)?sh$'
interp='^(python[0-9.]*|perl|ruby|php[0-9.]*|node|lua|socat|nc|ncat|netcat)$'
odd_parents='^(nginx|apache2|httpd|php-fpm|postgres|mysqld|java|tomcat|node|cron)$'

header() { printf '\n=== %s ===\n' "$1"; }

header "shells whose stdio is a network socket"
for pid in $(ls /proc | grep -E '^[0-9]+$'); do
  comm=$(cat "/proc/$pid/comm" 2>/dev/null) || continue
  [[ "$comm" =~ $shells ]] || continue
  for fd in 0 1 2; do
    link=$(readlink "/proc/$pid/fd/$fd" 2>/dev/null) || continue
    if [[ "$link" == socket:* ]]; then
      inode=${link//[!0-9]/}
      peer=$(ss -tnpe 2>/dev/null | grep "ino:$inode" | awk '{print $5}')
      printf 'PID %-7s %-6s fd%s -> %s %s\n' "$pid" "$comm" "$fd" "$link" "${peer:+peer $peer}"
      break
    fi
  done
done

header "interpreters with established outbound TCP"
ss -tnpH state established 2>/dev/null | while read -r _ _ local peer proc; do
  name=$(grep -oE '"[^"]+"' <<<"$proc" | head -n1 | tr -d '"')
  [[ "$name" =~ $interp ]] || continue
  port=${peer##*:}
  case "$port" in 80|443|5432|6379|3306|27017) continue ;; esac
  printf '%-10s %-22s -> %s\n' "$name" "$local" "$peer"
done

header "shells with unusual parents"
ps -eo pid=,ppid=,comm= | while read -r pid ppid comm; do
  [[ "$comm" =~ $shells ]] || continue
  pcomm=$(ps -o comm= -p "$ppid" 2>/dev/null)
  [[ "$pcomm" =~ $odd_parents ]] && printf 'PID %-7s %s (parent %s %s)\n' "$pid" "$comm" "$ppid" "$pcomm"
done

header "history lines matching reverse-shell shapes"
for h in /root/.bash_history /home/*/.bash_history; do
  [[ -r "$h" ]] || continue
  grep -nE '/dev/tcp/|nc (-e|-c)|socat .*exec|pty\.spawn|s\.connect\(' "$h" | sed "s|^|$h:|"
done

echo
echo "triage complete (read-only)"
