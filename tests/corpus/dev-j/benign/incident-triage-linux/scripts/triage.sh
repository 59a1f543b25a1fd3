#!/usr/bin/env bash
# Read-only first-hour triage for a Linux host. Writes a report folder; modifies nothing else.
set -uo pipefail

base="${1:-.}"
out="$base/triage-$(hostname -s)-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
echo "writing report to $out"

section() { printf '\n===== %s =====\n' "$1"; }

{
  section "uname"; uname -a
  section "os-release"; cat /etc/os-release 2>/dev/null
  section "uptime"; uptime
  section "time"; timedatectl 2>/dev/null || date -u
} > "$out/system.txt"

{
  section "accounts with login shells"; awk -F: '$7 !~ /(nologin|false)$/ {print $1, $3, $6, $7}' /etc/passwd
  section "uid 0"; awk -F: '$3 == 0 {print $1}' /etc/passwd
  section "sudoers"; grep -hv '^\s*#' /etc/sudoers /etc/sudoers.d/* 2>/dev/null | sed '/^\s*$/d'
} > "$out/users.txt"

{
  section "last"; last -F 2>/dev/null | head -100
  section "failed (lastb)"; lastb -F 2>/dev/null | head -50
  section "who"; who -a
} > "$out/logins.txt"

{
  section "user crontabs"
  for u in $(cut -d: -f1 /etc/passwd); do
    c="$(crontab -l -u "$u" 2>/dev/null)" && printf -- '--- %s\n%s\n' "$u" "$c"
  done
  section "/etc/cron*"; ls -la /etc/cron* 2>/dev/null; cat /etc/crontab 2>/dev/null
  section "systemd units changed in last 30 days"
  find /etc/systemd /lib/systemd /usr/lib/systemd /home/*/.config/systemd -name '*.service' -mtime -30 -printf '%TY-%Tm-%Td %p\n' 2>/dev/null
  section "rc files (recently modified)"
  find /etc/profile /etc/profile.d /etc/bash.bashrc /root /home/* -maxdepth 1 \
       \( -name '.bashrc' -o -name '.profile' -o -name '.zshrc' -o -name '*.sh' \) -mtime -30 -print 2>/dev/null
} > "$out/persistence.txt"

{
  for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do
    [[ -f "$f" ]] || continue
    printf -- '--- %s (mtime %s)\n' "$f" "$(stat -c %y "$f")"
    ssh-keygen -lf "$f" 2>/dev/null
  done
} > "$out/ssh.txt"

# patterns worth a human look; matches are reported, never acted on
flags='(curl|wget)[^|]*\|\s*(ba)?sh|/dev/tcp/|nc\s+-e|base64\s+-d|chmod\s+\+s|mkfifo|python[0-9.]*\s+-c'
{
  for h in /root/.bash_history /root/.zsh_history /home/*/.bash_history /home/*/.zsh_history; do
    [[ -f "$h" ]] || continue
    grep -nE "$flags" "$h" 2>/dev/null | sed "s#^#$h:#"
  done
} > "$out/history-flags.txt"

{
  section "listening"; ss -tulpn 2>/dev/null
  section "established"; ss -tupn state established 2>/dev/null
} > "$out/network.txt"

find / -xdev \( -perm -4000 -o -perm -2000 \) -type f \
     ! -path '/usr/*' ! -path '/bin/*' ! -path '/sbin/*' -printf '%M %u %p\n' 2>/dev/null > "$out/suid.txt"

( cd "$out" && sha256sum ./*.txt > SHA256SUMS )
echo "done. copy $out off the host for analysis."
