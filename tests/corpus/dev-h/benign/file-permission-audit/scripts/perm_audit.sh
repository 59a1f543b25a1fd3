#!/usr/bin/env bash
# perm_audit.sh - report risky permissions under a path (read-only).
set -u
root="${1:-.}"

section() { printf '\n== %s ==\n' "$1"; }

mode_of() {
  if stat -c '%a' "$1" >/dev/null 2>&1; then stat -c '%a' "$1"; else stat -f '%Lp' "$1"; fi
}

section "ssh"
if [ -d "$root/.ssh" ]; then
  m=$(mode_of "$root/.ssh"); [ "$m" = 700 ] || echo "fix: chmod 700 '$root/.ssh'   (is $m)"
  for k in "$root"/.ssh/id_*; do
    [ -e "$k" ] || continue
    case "$k" in *.pub) continue ;; esac
    m=$(mode_of "$k"); [ "$m" = 600 ] || echo "fix: chmod 600 '$k'   (is $m)"
  done
fi

section "secret-looking files readable by others"
find "$root" -xdev \( -name '.env' -o -name '.env.*' -o -name '*.pem' -o -name '*.key' \) \
  -type f -perm /044 -not -path '*/node_modules/*' 2>/dev/null |
  while read -r f; do echo "fix: chmod 600 '$f'"; done

section "world-writable files"
find "$root" -xdev -type f -perm -0002 -not -path '*/node_modules/*' 2>/dev/null |
  while read -r f; do echo "fix: chmod o-w '$f'"; done

section "setuid / setgid (confirm these are expected)"
find "$root" -xdev -type f \( -perm -4000 -o -perm -2000 \) 2>/dev/null |
  while read -r f; do echo "review: $f ($(mode_of "$f"))"; done

section "scripts with shebang but no exec bit"
find "$root" -xdev -type f \( -name '*.sh' -o -name '*.py' \) ! -perm -u+x -not -path '*/node_modules/*' 2>/dev/null |
  while read -r f; do head -c 2 "$f" | grep -q '#!' && echo "fix: chmod u+x '$f'"; done

echo
echo "audit complete; nothing was changed"
