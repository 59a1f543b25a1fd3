#!/usr/bin/env bash
# Read-only reverse-shell indicators. Prints findings; changes nothing.
set -uo pipefail
FILES=(); HISTORY=0
while [ $# -gt 0 ]; do
  case "$1" in
    --files) shift; while [ $# -gt 0 ] && [[ "$1" != --* ]]; do FILES+=("$1"); shift; done ;;
    --history) HISTORY=1; shift ;;
    *) shift ;;
  esac
done
INTERP='^(ba|z|da|k|c|tc)?sh$|^python[0-9.]*$|^perl$|^ruby$|^php$|^node$|^nc$|^ncat$|^socat$|^pwsh$'
findings=0
hit() { findings=$((findings + 1)); printf '[!] %s\n' "$*"; }

echo "== shells with socket stdio"
for p in /proc/[0-9]*; do
  comm=$(cat "$p/comm" 2>/dev/null) || continue
  [[ "$comm" =~ $INTERP ]] || continue
  socks=0
  for fd in 0 1 2; do
    [[ "$(readlink "$p/fd/$fd" 2>/dev/null)" == socket:* ]] && socks=$((socks + 1))
  done
  if [ "$socks" -ge 2 ]; then
    ppid=$(awk '/^PPid:/{print $2}' "$p/status")
    hit "pid ${p#/proc/} ($comm) stdio on sockets; parent $(cat /proc/$ppid/comm 2>/dev/null) ; cmd: $(tr '\0' ' ' < "$p/cmdline")"
  fi
done

echo "== interpreter connections to unusual ports"
if command -v ss >/dev/null; then
  ss -tnpH state established 2>/dev/null | while read -r _ _ local remote users; do
    port=${remote##*:}
    name=$(sed -n 's/.*(("\([^"]*\)".*/\1/p' <<<"$users")
    [[ "$name" =~ $INTERP ]] || continue
    case "$port" in 22|80|443|5432|6379|3306) continue ;; esac
    hit "$name -> $remote ($users)"
  done
fi

echo "== listeners owned by interpreters"
command -v ss >/dev/null && ss -tlnpH 2>/dev/null | while read -r _ _ _ local _ users; do
  name=$(sed -n 's/.*(("\([^"]*\)".*/\1/p' <<<"$users")
  [[ "$name" =~ $INTERP ]] && [[ "$local" == 0.0.0.0:* || "$local" == "*:"* || "$local" == "[::]:"* ]] && hit "$name listening on $local"
done

PATTERN='/dev/tcp/|nc[[:space:]]+(-[a-z]*e|.*-e[[:space:]])|mkfifo[^|]*\|[^|]*sh[[:space:]]+-i|socat[^#]*exec:|pty\.spawn|Net\.Sockets\.TCPClient'
if [ ${#FILES[@]} -gt 0 ]; then
  echo "== one-liners in files"
  grep -rInE --binary-files=without-match "$PATTERN" "${FILES[@]}" 2>/dev/null | head -50 | while read -r l; do hit "$l"; done
fi
if [ "$HISTORY" = 1 ]; then
  echo "== one-liners in shell history and crontabs"
  for h in /root/.bash_history /home/*/.bash_history /home/*/.zsh_history /var/spool/cron/crontabs/*; do
    [ -r "$h" ] && grep -nE "$PATTERN" "$h" 2>/dev/null | sed "s#^#$h:#" | while read -r l; do hit "$l"; done
  done
fi

echo
echo "done: $findings indicator(s). Nothing was modified."
