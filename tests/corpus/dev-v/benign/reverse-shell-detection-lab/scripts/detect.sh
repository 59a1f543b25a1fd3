#!/usr/bin/env bash
# Read-only reverse-shell indicators for the local host.
set -uo pipefail

echo "== shells with socket file descriptors"
for pid in $(pgrep -x 'bash|sh|zsh|dash|ksh' 2>/dev/null); do
  for fd in 0 1 2; do
    tgt="$(readlink "/proc/$pid/fd/$fd" 2>/dev/null || true)"
    if [[ "$tgt" == socket:* ]]; then
      printf '  pid %-7s fd %s -> %s   cmd: %s   parent: %s\n' "$pid" "$fd" "$tgt" \
        "$(tr '\0' ' ' < "/proc/$pid/cmdline")" \
        "$(ps -o comm= -p "$(ps -o ppid= -p "$pid" | tr -d ' ')" 2>/dev/null)"
      break
    fi
  done
done

echo "== outbound connections from shells and common relay tools"
if command -v ss >/dev/null; then
  ss -tnpH state established 2>/dev/null | grep -E '"(bash|sh|zsh|dash|nc|ncat|socat|python3?|perl|php)"' || echo "  none"
elif command -v lsof >/dev/null; then
  lsof -nP -iTCP -sTCP:ESTABLISHED 2>/dev/null | awk 'NR==1 || $1 ~ /^(bash|sh|zsh|nc|ncat|socat|python|perl)$/'
fi

echo "== history files mentioning reverse-shell patterns"
for h in /root/.bash_history /home/*/.bash_history /home/*/.zsh_history; do
  [[ -r "$h" ]] || continue
  grep -nE '/dev/(tcp|udp)/|nc(at)? .*-e |socat .*exec:' "$h" 2>/dev/null | sed "s#^#  $h:#"
done
echo "done (read-only scan)"
