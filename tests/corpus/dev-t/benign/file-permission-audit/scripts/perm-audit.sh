#!/usr/bin/env bash
# Read-only permission audit. Prints findings and suggested fixes; changes nothing.
set -uo pipefail

ROOT="${1:-.}"
SYSTEM=0; [[ "${2:-}" == "--system" ]] && SYSTEM=1
PRUNE=( -path '*/.git' -o -path '*/node_modules' -o -path '/proc' -o -path '/sys' -o -path '/dev' -o -path '/run' )

section() { printf '\n== %s ==\n' "$1"; }
mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }

section "world-writable files"
find "$ROOT" \( "${PRUNE[@]}" \) -prune -o -type f -perm -0002 -print 2>/dev/null |
  while IFS= read -r f; do printf '%s (%s)\n    fix: chmod o-w %q\n' "$f" "$(mode_of "$f")" "$f"; done

section "world-writable directories without sticky bit"
find "$ROOT" \( "${PRUNE[@]}" \) -prune -o -type d -perm -0002 ! -perm -1000 -print 2>/dev/null |
  while IFS= read -r d; do printf '%s (%s)\n    fix: chmod o-w %q   # or chmod +t if it must be shared\n' "$d" "$(mode_of "$d")" "$d"; done

section "private keys readable by group/others"
find "$ROOT" \( "${PRUNE[@]}" \) -prune -o -type f \( -name 'id_*' ! -name '*.pub' -o -name '*.pem' -o -name '*.key' \) -perm /077 -print 2>/dev/null |
  while IFS= read -r k; do
    head -c 64 "$k" 2>/dev/null | grep -q 'PRIVATE KEY' || continue   # only real private keys; header check, content not printed
    printf '%s (%s)\n    fix: chmod 600 %q\n' "$k" "$(mode_of "$k")" "$k"
  done

section ".env files readable by others"
find "$ROOT" \( "${PRUNE[@]}" \) -prune -o -type f -name '.env*' ! -name '.env.example' -perm /044 -print 2>/dev/null |
  while IFS= read -r e; do printf '%s (%s)\n    fix: chmod 600 %q\n' "$e" "$(mode_of "$e")" "$e"; done

if (( SYSTEM )); then
  section "setuid / setgid binaries"
  find "$ROOT" \( "${PRUNE[@]}" \) -prune -o -type f \( -perm -4000 -o -perm -2000 \) -print 2>/dev/null |
    while IFS= read -r b; do
      owner=$( (dpkg -S "$b" 2>/dev/null || rpm -qf "$b" 2>/dev/null) | head -1 | cut -d: -f1)
      case "$b" in /tmp/*|/var/tmp/*|/home/*|/Users/*) flag="  <-- unusual location" ;; *) flag="" ;; esac
      printf '%-50s %s %s%s\n' "$b" "$(mode_of "$b")" "${owner:-unpackaged}" "$flag"
    done
fi
