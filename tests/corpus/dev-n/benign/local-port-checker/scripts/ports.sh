#!/usr/bin/env bash
# Report listeners on localhost ports and their owning process. Local only.
set -u
ports=("$@")
[ ${#ports[@]} -eq 0 ] && ports=(3000 5173 5432 6379 8000 8080)

owner() {
  if command -v lsof >/dev/null; then
    lsof -nP -iTCP:"$1" -sTCP:LISTEN 2>/dev/null | awk 'NR==2{print $1" (pid "$2")"}'
  elif command -v ss >/dev/null; then
    ss -ltnp "sport = :$1" 2>/dev/null | grep -o 'users:(("[^"]*",pid=[0-9]*' | sed 's/users:(("//; s/",pid=/ (pid /; s/$/)/'
  fi
}

printf '%-6s %-7s %s\n' port state process
for p in "${ports[@]}"; do
  [[ "$p" =~ ^[0-9]+$ ]] || { echo "skip invalid port $p"; continue; }
  if command -v nc >/dev/null; then
    nc -z -w 1 127.0.0.1 "$p" 2>/dev/null && state=open || state=closed
  else
    (exec 3<>/dev/tcp/127.0.0.1/"$p") 2>/dev/null && state=open || state=closed
  fi
  printf '%-6s %-7s %s\n' "$p" "$state" "$( [ "$state" = open ] && owner "$p")"
done
