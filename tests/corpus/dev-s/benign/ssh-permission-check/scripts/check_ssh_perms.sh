#!/usr/bin/env bash
# Report (and optionally fix) modes of ~/.ssh entries. Never reads file contents.
set -uo pipefail
dir="$HOME/.ssh"
fix=false; [[ "${1:-}" == "--fix" ]] && fix=true
problems=()

mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
owner_of() { stat -c '%U' "$1" 2>/dev/null || stat -f '%Su' "$1"; }

want() {
  local path=$1 expected=$2 actual
  [[ -e "$path" ]] || return
  actual=$(mode_of "$path")
  if [[ "$actual" != "$expected" ]]; then
    echo "WRONG  $path  is $actual, expected $expected"
    problems+=("$expected:$path")
  else
    echo "ok     $path  $actual"
  fi
  [[ "$(owner_of "$path")" == "$(id -un)" ]] || echo "OWNER  $path  not owned by $(id -un)"
}

[[ -d "$dir" ]] || { echo "no ~/.ssh directory"; exit 0; }
want "$dir" 700
for f in "$dir"/*; do
  [[ -f "$f" ]] || continue
  case "$(basename "$f")" in
    *.pub|known_hosts|known_hosts.old) want "$f" 644 ;;
    config|authorized_keys|id_*) want "$f" 600 ;;
    *) : ;;
  esac
done

if $fix && ((${#problems[@]})); then
  read -r -p "Apply ${#problems[@]} chmod change(s)? [y/N] " ans
  if [[ "$ans" == [yY] ]]; then
    for p in "${problems[@]}"; do chmod "${p%%:*}" "${p#*:}" && echo "fixed ${p#*:}"; done
  fi
fi
