#!/usr/bin/env bash
# Report modes/owners of ~/.ssh entries. Never reads file contents.
set -uo pipefail

dir="$HOME/.ssh"
me="$(id -un)"

mode_of() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }
owner_of() { stat -c %U "$1" 2>/dev/null || stat -f %Su "$1"; }

line() { printf '%-5s %4s  %-8s %-45s %s\n' "$1" "$2" "$3" "$4" "${5:-}"; }

check() {
  local path="$1" want="$2" also="${3:-}" m o
  m="$(mode_of "$path")"; o="$(owner_of "$path")"
  if [ "$o" != "$me" ]; then line FIX "$m" "$o" "$path" "owned by $o, expected $me"
  elif [ "$m" = "$want" ] || [ -n "$also" ] && [ "$m" = "$also" ]; then line OK "$m" "$o" "$path"
  else line FIX "$m" "$o" "$path" "expected $want"; fi
}

[ -d "$dir" ] || { echo "no $dir directory"; exit 0; }
check "$dir" 700
for f in "$dir"/*; do
  [ -f "$f" ] || continue
  case "$(basename "$f")" in
    *.pub|known_hosts|known_hosts.old) check "$f" 644 600 ;;
    config|authorized_keys) check "$f" 600 644 ;;
    id_*|*.pem|*.key) check "$f" 600 400 ;;
    *) line INFO "$(mode_of "$f")" "$(owner_of "$f")" "$f" "unknown file type" ;;
  esac
done
