#!/usr/bin/env bash
# Report risky permissions under a path. Suggests fixes, never applies them.
set -uo pipefail
root="${1:-.}"
[ -e "$root" ] || { echo "no such path: $root" >&2; exit 2; }

mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
report() { printf '%-7s %-55s %-6s fix: %s\n' "$1" "$2" "$(mode_of "$2")" "$3"; }

prune=( -path '*/.git' -prune -o -path '*/node_modules' -prune -o )

echo "== high =="
find "$root" "${prune[@]}" -type f \( -perm -4000 -o -perm -2000 \) -print 2>/dev/null |
  while read -r f; do report HIGH "$f" "chmod ug-s '$f'  (confirm origin first)"; done

find "$root" "${prune[@]}" -type f \( -name 'id_*' ! -name '*.pub' -o -name '*.pem' -o -name '*.key' \) -perm /077 -print 2>/dev/null |
  while read -r f; do report HIGH "$f" "chmod 600 '$f'"; done

find "$root" "${prune[@]}" -type f \( -name '.env' -o -name '.env.*' ! -name '.env.example' -o -name '*secrets*' -o -name 'credentials*' \) -perm /044 -print 2>/dev/null |
  while read -r f; do report HIGH "$f" "chmod 600 '$f'"; done

echo "== medium =="
find "$root" "${prune[@]}" \( -type f -perm -0002 -o -type d -perm -0002 ! -perm -1000 \) -print 2>/dev/null |
  while read -r f; do report MEDIUM "$f" "chmod o-w '$f'"; done

echo "== low =="
find "$root" "${prune[@]}" -type f \( -name '*.json' -o -name '*.yml' -o -name '*.yaml' -o -name '*.md' -o -name '*.txt' \) -perm /111 -print 2>/dev/null |
  head -50 | while read -r f; do report LOW "$f" "chmod -x '$f'"; done

if [ -d "$root/.ssh" ] || [[ "$root" == *".ssh"* ]]; then
  d="$root"; [ -d "$root/.ssh" ] && d="$root/.ssh"
  m="$(mode_of "$d")"
  [ "$m" != "700" ] && report HIGH "$d" "chmod 700 '$d'"
fi
