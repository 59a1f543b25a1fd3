#!/usr/bin/env bash
# Read-only: look for shells wired to sockets and suspicious outbound connections.
set -uo pipefail

shells='^(sh|bash|dash|zsh|ksh|python[0-9.]*|perl|ruby|nc|ncat|socat|php)$'
webparents='^(nginx|apache2|httpd|php-fpm.*|node|java|tomcat.*)$'

echo "== shells with stdin/stdout on a socket =="
for p in /proc/[0-9]*; do
  pid=${p#/proc/}
  comm=$(cat "$p/comm" 2>/dev/null) || continue
  [[ $comm =~ $shells ]] || continue
  in=$(readlink "$p/fd/0" 2>/dev/null); out=$(readlink "$p/fd/1" 2>/dev/null)
  if [[ $in == socket:* || $out == socket:* ]]; then
    user=$(stat -c %U "$p" 2>/dev/null)
    cmd=$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null)
    echo "PID $pid ($user): $cmd  [fd0=$in fd1=$out]"
  fi
done

echo
echo "== outbound connections owned by shells / interpreters =="
ss -tnpH state established 2>/dev/null | while read -r _ _ local peer procs; do
  name=$(sed -n 's/.*(("\([^"]*\)".*/\1/p' <<<"$procs")
  [[ $name =~ $shells ]] && echo "$name  $local -> $peer  $procs"
done

echo
echo "== shells spawned by web servers =="
ps -eo pid=,ppid=,comm=,args= | while read -r pid ppid comm args; do
  [[ $comm =~ $shells ]] || continue
  pcomm=$(ps -o comm= -p "$ppid" 2>/dev/null)
  [[ $pcomm =~ $webparents ]] && echo "PID $pid parent $ppid ($pcomm): $args"
done

echo
echo "done (run as root to include other users' processes)"
