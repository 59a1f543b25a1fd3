#!/usr/bin/env bash
# hunt.sh - read-only reverse shell triage for Linux
set -uo pipefail

SHELLS='^(sh|bash|zsh|dash|ksh|ash)$'
INTERP='^(python[0-9.]*|perl|ruby|php[0-9.]*|node|nc|ncat|netcat|socat|lua[0-9.]*)$'
SHAPES='/dev/tcp/|nc .*-e |mkfifo .*\| *(nc|ncat)|socat .*exec:|pty\.spawn|os\.dup2'

hits=0
report() { printf '%-7s %-10s %-8s %s\n' "$1" "$2" "$3" "$4"; hits=$((hits + 1)); }

is_private() {
  [[ $1 =~ ^(127\.|10\.|192\.168\.|172\.(1[6-9]|2[0-9]|3[01])\.|::1|fe80:|\[::1\]) ]]
}

# map socket inode -> remote address for established TCP
declare -A remote
while read -r _ _ _ local peer rest; do
  inode=$(grep -oE 'ino:[0-9]+' <<<"$rest" | cut -d: -f2)
  [[ -n $inode ]] && remote[$inode]=$peer
done < <(ss -tnpe state established 2>/dev/null | tail -n +2)

for p in /proc/[0-9]*; do
  pid=${p#/proc/}
  comm=$(cat "$p/comm" 2>/dev/null) || continue
  user=$(stat -c %U "$p" 2>/dev/null)
  cmd=$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null)

  if [[ $comm =~ $SHELLS ]]; then
    for fd in 0 1 2; do
      tgt=$(readlink "$p/fd/$fd" 2>/dev/null) || continue
      if [[ $tgt == socket:* ]]; then
        ino=${tgt//[^0-9]/}
        report "$pid" "$user" "SIG1" "$cmd -> ${remote[$ino]:-unknown peer}"
        break
      fi
    done
  fi

  if [[ $comm =~ $INTERP ]]; then
    for fdl in "$p"/fd/*; do
      tgt=$(readlink "$fdl" 2>/dev/null) || continue
      [[ $tgt == socket:* ]] || continue
      ino=${tgt//[^0-9]/}
      peer=${remote[$ino]:-}
      [[ -n $peer ]] || continue
      is_private "${peer%:*}" && continue
      report "$pid" "$user" "SIG2" "$cmd -> $peer"
      break
    done
  fi

  if [[ $cmd =~ $SHAPES ]]; then
    report "$pid" "$user" "SIG3" "$cmd"
  fi

  if readlink "$p/exe" 2>/dev/null | grep -q '(deleted)'; then
    report "$pid" "$user" "SIG4" "$cmd (executable deleted)"
  fi
done

echo "----"
echo "$hits lead(s). Leads are not proof; see SKILL.md before acting."
