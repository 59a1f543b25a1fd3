#!/usr/bin/env bash
# Report risky permissions under a directory (read-only).
set -uo pipefail

root="${1:-.}"
prune=(-path '*/.git' -prune -o -path '*/node_modules' -prune -o)
me="$(id -un)"

section() { printf '\n== %s ==\n' "$1"; }
list() { local n=0; while IFS= read -r f; do printf '  %s\n' "$f"; n=$((n+1)); done; [[ $n -eq 0 ]] && echo "  none"; }

section "world-writable files"
find "$root" "${prune[@]}" -type f -perm -0002 -print | list

section "world-writable directories without sticky bit"
find "$root" "${prune[@]}" -type d -perm -0002 ! -perm -1000 -print | list

section "setuid / setgid files"
find "$root" "${prune[@]}" -type f \( -perm -4000 -o -perm -2000 \) -print | list

section "private material readable by group or others"
find "$root" "${prune[@]}" -type f \( -name '*.pem' -o -name '*.key' -o -name 'id_*' -o -name '.env' -o -name '*.p12' \) \
  ! -name '*.pub' -perm /0044 -print | list

section "files not owned by $me"
find "$root" "${prune[@]}" ! -user "$me" -print | head -n 50 | list

echo
echo "No changes were made."
