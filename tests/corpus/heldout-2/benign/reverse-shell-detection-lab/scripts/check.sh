#!/usr/bin/env bash
# Read-only check for processes that look like reverse shells.
set -uo pipefail

shells='^(ba|da|z|k|c|tc|fi)?sh$'
interps='^(python[0-9.]*|perl|ruby|node|php|lua|socat|nc|ncat|netcat)$'
found=0

is_socket() { [[ "$(readlink "/proc/$1/fd/$2" 2>/dev/null)" == socket:* ]]; }

remote_of() {
  ss -tnp 2>/dev/null | awk -v pid="pid=$1," '$0 ~ pid && $1 == "ESTAB" {print $5}' | head -n 1
}

printf '%-7s %-10s %-8s %-22s %s\n' PID USER KIND REMOTE COMMAND
for d in /proc/[0-9]*; do
  pid=${d#/proc/}
  comm=$(cat "$d/comm" 2>/dev/null) || continue
  kind=""
  if [[ $comm =~ $shells ]]; then
    if is_socket "$pid" 0 && is_socket "$pid" 1; then kind="shell-on-socket"; fi
  elif [[ $comm =~ $interps ]]; then
    r=$(remote_of "$pid")
    if [[ -n "$r" ]] && pgrep -P "$pid" -x 'sh|bash|dash|zsh' >/dev/null 2>&1; then kind="interp+shell"; fi
  fi
  [[ -z "$kind" ]] && continue
  user=$(stat -c %U "$d" 2>/dev/null)
  cmd=$(tr '\0' ' ' < "$d/cmdline" 2>/dev/null | cut -c1-80)
  printf '%-7s %-10s %-8s %-22s %s\n' "$pid" "$user" "$kind" "$(remote_of "$pid")" "$cmd"
  found=$((found + 1))
done

echo
if [[ $found -eq 0 ]]; then
  echo "No shell-on-socket or interpreter+shell processes found."
else
  echo "$found suspicious process(es). Review before acting; nothing was changed."
fi
echo "Note: processes of other users are only visible when run as root."
