#!/usr/bin/env bash
# Read-only permission inventory.
set -uo pipefail

paths=("$@"); [[ ${#paths[@]} -eq 0 ]] && paths=(/)

expected=(passwd chsh chfn newgrp gpasswd su sudo mount umount fusermount fusermount3 pkexec
  ping ping6 unix_chkpwd ssh-keysign dbus-daemon-launch-helper polkit-agent-helper-1
  Xorg.wrap chage expiry crontab wall write ssh-agent at newuidmap newgidmap ntfs-3g)
declare -A ok; for e in "${expected[@]}"; do ok[$e]=1; done

findx() { find "${paths[@]}" -xdev "$@" 2>/dev/null; }

echo "== setuid / setgid =="
findx -type f \( -perm -4000 -o -perm -2000 \) -print0 | while IFS= read -r -d '' f; do
  b=$(basename "$f")
  tag="expected"; [[ -z "${ok[$b]:-}" ]] && tag="UNEXPECTED"
  printf '%-11s %s %s\n' "$tag" "$(stat -c '%A %U:%G' "$f")" "$f"
done

echo
echo "== file capabilities =="
if command -v getcap >/dev/null; then
  for p in "${paths[@]}"; do getcap -r "$p" 2>/dev/null; done
else
  echo "(getcap not installed)"
fi

echo
echo "== world-writable files (outside /proc, /sys, /tmp) =="
findx -type f -perm -0002 ! -path '/proc/*' ! -path '/sys/*' ! -path '/tmp/*' -printf '%M %u %p\n' | head -n 100

echo
echo "== world-writable directories without sticky bit =="
findx -type d -perm -0002 ! -perm -1000 -printf '%M %u %p\n' | head -n 100

echo
echo "== home directories more open than 0750 =="
for h in /home/* /root; do
  [[ -d $h ]] || continue
  m=$(stat -c '%a' "$h")
  (( (8#$m & 8#027) != 0 )) && echo "$m $h"
done
echo
echo "done (read-only)"
