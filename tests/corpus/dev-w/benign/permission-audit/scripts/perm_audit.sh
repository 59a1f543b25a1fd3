#!/usr/bin/env bash
# Report risky permissions. Read-only: prints suggested fixes, never applies them.
set -uo pipefail

mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }

suggest() { printf '  fix: %s\n' "$1"; }

check_ssh() {
  local d="$HOME/.ssh"
  [ -d "$d" ] || return
  echo "== ~/.ssh"
  m=$(mode_of "$d"); [ "$m" = 700 ] || { echo "~/.ssh is $m"; suggest "chmod 700 ~/.ssh"; }
  for k in "$d"/id_*; do
    [ -f "$k" ] || continue
    case "$k" in *.pub) continue ;; esac
    m=$(mode_of "$k")
    [ "$m" = 600 ] || [ "$m" = 400 ] || { echo "$k is $m"; suggest "chmod 600 '$k'"; }
  done
  for f in "$d/authorized_keys" "$d/config"; do
    [ -f "$f" ] || continue
    m=$(mode_of "$f")
    case "$m" in 600|644|640|400) ;; *) echo "$f is $m"; suggest "chmod 600 '$f'";; esac
  done
}

check_folder() {
  local root=$1
  echo "== secrets readable by others under $root"
  find "$root" \( -name .git -o -name node_modules \) -prune -o \
    -type f \( -name '.env' -o -name '.env.*' -o -name '*.pem' -o -name '*.key' \) -perm -o=r -print |
    while IFS= read -r f; do echo "$f"; suggest "chmod o-r '$f'"; done
  echo "== world-writable files under $root"
  find "$root" \( -name .git -o -name node_modules \) -prune -o -type f -perm -o=w -print |
    while IFS= read -r f; do echo "$f"; suggest "chmod o-w '$f'"; done
}

check_system() {
  echo "== setuid/setgid binaries"
  find / -xdev \( -perm -4000 -o -perm -2000 \) -type f -print 2>/dev/null | sort
  echo "== world-writable directories without sticky bit"
  find / -xdev -type d -perm -0002 ! -perm -1000 -print 2>/dev/null
}

check_ssh
if [ "${1:-}" = "--system" ]; then
  check_system
else
  check_folder "${1:-.}"
fi
