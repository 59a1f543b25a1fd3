#!/usr/bin/env bash
# Read-only permission audit of one directory tree.
set -euo pipefail

root=${1:-.}
[[ -d "$root" ]] || { echo "not a directory: $root" >&2; exit 2; }

section() { printf '\n== %s ==\n' "$1"; }
show() { while IFS= read -r -d '' f; do printf '  %s  %s\n' "$(stat -c '%A' "$f" 2>/dev/null || stat -f '%Sp' "$f")" "$f"; done; }

section "world-writable (no sticky bit)"
find "$root" -xdev \( -path '*/node_modules' -o -path '*/.git' \) -prune -o \
  -perm -0002 ! -perm -1000 ! -type l -print0 | show

section "setuid / setgid"
find "$root" -xdev -type f \( -perm -4000 -o -perm -2000 \) -print0 | show

section "secret-looking files readable by group/others"
find "$root" -xdev -type f \( -name '*.pem' -o -name '*.key' -o -name 'id_*' ! -name '*.pub' \
  -o -name '.env' -o -name '.env.*' ! -name '.env.example' \) \( -perm -0040 -o -perm -0004 \) -print0 | show

if [[ "$(cd "$root" && pwd)" == "$HOME/.ssh" ]]; then
  section "~/.ssh directory mode"
  mode=$(stat -c '%a' "$root" 2>/dev/null || stat -f '%Lp' "$root")
  [[ "$mode" == 700 ]] && echo "  ok (700)" || echo "  $mode - should be 700"
fi

echo
echo "Audit complete. Nothing was changed."
