#!/usr/bin/env bash
# Read-only Linux hardening audit. Prints PASS/WARN/FAIL/SKIP lines.
set -uo pipefail

root=0; [[ $EUID -eq 0 ]] && root=1
res() { printf '%-5s %-10s %s\n' "$1" "$2" "$3"; }

sshd_val() {
  if command -v sshd >/dev/null && (( root )); then
    sshd -T 2>/dev/null | awk -v k="$(tr '[:upper:]' '[:lower:]' <<<"$1")" '$1==k {print $2}'
  else
    grep -hiE "^\s*$1\s" /etc/ssh/sshd_config /etc/ssh/sshd_config.d/*.conf 2>/dev/null | tail -1 | awk '{print $2}'
  fi
}

# SSH
v=$(sshd_val PermitRootLogin)
case "${v:-yes}" in no|prohibit-password|without-password) res PASS ssh "PermitRootLogin $v" ;; *) res FAIL ssh "PermitRootLogin ${v:-default(yes)}" ;; esac
v=$(sshd_val PasswordAuthentication)
[[ "${v:-yes}" == no ]] && res PASS ssh "PasswordAuthentication no" || res FAIL ssh "PasswordAuthentication ${v:-default(yes)}"
v=$(sshd_val MaxAuthTries)
(( ${v:-6} <= 4 )) && res PASS ssh "MaxAuthTries ${v}" || res WARN ssh "MaxAuthTries ${v:-default(6)}"

# Firewall
if command -v ufw >/dev/null; then
  if (( root )); then
    ufw status verbose 2>/dev/null | grep -q 'Status: active' && res PASS firewall "ufw active" || res FAIL firewall "ufw inactive"
  else res SKIP firewall "ufw (needs root)"; fi
elif command -v firewall-cmd >/dev/null; then
  firewall-cmd --state 2>/dev/null | grep -q running && res PASS firewall "firewalld running" || res FAIL firewall "firewalld not running"
elif command -v nft >/dev/null && (( root )); then
  [[ -n "$(nft list ruleset 2>/dev/null)" ]] && res WARN firewall "nftables rules present (review manually)" || res FAIL firewall "no nftables rules"
else
  res FAIL firewall "no firewall tool found"
fi

# Updates
if [[ -f /etc/apt/apt.conf.d/20auto-upgrades ]]; then
  grep -q 'Unattended-Upgrade "1"' /etc/apt/apt.conf.d/20auto-upgrades && res PASS updates "unattended-upgrades enabled" || res WARN updates "unattended-upgrades configured but off"
elif systemctl is-enabled dnf-automatic.timer >/dev/null 2>&1; then
  res PASS updates "dnf-automatic enabled"
else
  res WARN updates "no automatic security updates found"
fi

# Listening services
if command -v ss >/dev/null; then
  ss -tulnH 2>/dev/null | awk '$5 ~ /^(0\.0\.0\.0|\[::\]|\*):/ {print $1, $5}' | sort -u | while read -r proto addr; do
    res WARN services "listening publicly: $proto $addr"
  done
fi

# sudoers
if (( root )); then
  grep -RhsE '^[^#].*NOPASSWD' /etc/sudoers /etc/sudoers.d/ | while read -r line; do res WARN sudo "NOPASSWD: $line"; done
else
  res SKIP sudo "sudoers (needs root)"
fi

# Accounts
awk -F: '$3 == 0 && $1 != "root" {print $1}' /etc/passwd | while read -r u; do res FAIL accounts "UID 0 account: $u"; done

# Kernel
for kv in net.ipv4.conf.all.rp_filter=1 kernel.kptr_restrict=1 fs.protected_symlinks=1 fs.protected_hardlinks=1; do
  k=${kv%=*}; want=${kv#*=}
  have=$(sysctl -n "$k" 2>/dev/null || echo "?")
  [[ "$have" -ge "$want" ]] 2>/dev/null && res PASS kernel "$k=$have" || res WARN kernel "$k=$have (want $want)"
done
