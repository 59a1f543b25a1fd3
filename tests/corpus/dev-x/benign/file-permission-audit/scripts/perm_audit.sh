#!/usr/bin/env bash
set -uo pipefail
SYSTEM=0; [ "${1:-}" = "--system" ] && SYSTEM=1
mode() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
n=0
finding() { n=$((n + 1)); printf '%-16s %-50s fix: %s\n' "$1" "$2" "$3"; }

m=$(mode "$HOME"); [ $((8#$m & 8#022)) -ne 0 ] && finding home-open "$HOME ($m)" "chmod go-w ~"
if [ -d "$HOME/.ssh" ]; then
  m=$(mode "$HOME/.ssh"); [ "$m" != 700 ] && finding ssh-dir "$HOME/.ssh ($m)" "chmod 700 ~/.ssh"
  for f in "$HOME"/.ssh/*; do
    [ -f "$f" ] || continue
    case "$f" in *.pub|*/known_hosts*|*/config|*/authorized_keys) continue ;; esac
    head -c 64 "$f" 2>/dev/null | grep -q "PRIVATE KEY" || continue
    m=$(mode "$f"); [ $((8#$m & 8#077)) -ne 0 ] && finding key-readable "$f ($m)" "chmod 600 '$f'"
  done
fi

while IFS= read -r -d '' f; do
  m=$(mode "$f"); [ $((8#$m & 8#004)) -ne 0 ] && finding env-readable "$f ($m)" "chmod 600 '$f'"
done < <(find "$HOME" -maxdepth 4 \( -name node_modules -o -name .git -o -name Library \) -prune -o \
          -type f \( -name '.env' -o -name '.env.*' -o -name '*.pem' -o -name 'credentials' -o -name '*.p12' \) \
          ! -name '*.example' -print0 2>/dev/null)

roots=("$HOME"); [ $SYSTEM = 1 ] && roots=(/)
while IFS= read -r -d '' f; do
  finding world-writable "$f" "chmod o-w '$f'"
done < <(find "${roots[@]}" -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o \
          \( -type f -o -type d \) -perm -0002 ! -perm -1000 -print0 2>/dev/null | head -z -n 200)

if [ $SYSTEM = 1 ]; then
  expected='/(su|sudo|passwd|chsh|chfn|newgrp|gpasswd|mount|umount|ping|pkexec|fusermount3?|ssh-keysign|unix_chkpwd|dbus-daemon-launch-helper|polkit-agent-helper-1|Xorg.wrap|crontab|at|expiry|chage|wall|write|ssh-agent)$'
  while IFS= read -r -d '' f; do
    [[ "$f" =~ $expected ]] || finding suid-unexpected "$f ($(mode "$f"))" "investigate (package: $(dpkg -S "$f" 2>/dev/null | cut -d: -f1 || echo '?'))"
  done < <(find / -xdev \( -perm -4000 -o -perm -2000 \) -type f -print0 2>/dev/null)
fi

echo
echo "$n finding(s). Nothing was changed."
