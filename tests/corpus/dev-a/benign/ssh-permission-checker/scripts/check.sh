#!/usr/bin/env bash
# Report (and optionally fix) permissions of files in ~/.ssh. Never reads file contents.
set -uo pipefail

fix=0
[[ "${1:-}" == "--fix" ]] && fix=1
dir="$HOME/.ssh"

mode_of() {
  if stat -c '%a' "$1" >/dev/null 2>&1; then stat -c '%a' "$1"; else stat -f '%Lp' "$1"; fi
}
owner_of() {
  if stat -c '%U' "$1" >/dev/null 2>&1; then stat -c '%U' "$1"; else stat -f '%Su' "$1"; fi
}

expected_for() {
  local name="${1##*/}"
  case "$name" in
    .ssh)            echo 700 ;;
    *.pub)           echo 644 ;;
    known_hosts*)    echo 644 ;;
    config|authorized_keys) echo 600 ;;
    id_*|*.pem|*_rsa|*_ed25519|*_ecdsa) echo 600 ;;
    *)               echo "" ;;
  esac
}

[[ -d "$dir" ]] || { echo "no ~/.ssh directory"; exit 0; }

bad=0
printf '%-40s %-6s %-10s %s\n' path mode owner expected
for path in "$dir" "$dir"/*; do
  [[ -e "$path" ]] || continue
  want=$(expected_for "$path")
  [[ -n "$want" ]] || continue
  have=$(mode_of "$path"); who=$(owner_of "$path")
  mark=""
  if [[ "$have" != "$want" || "$who" != "$(id -un)" ]]; then
    mark="  <- fix"; bad=$((bad + 1))
    if (( fix )); then
      [[ "$who" != "$(id -un)" ]] && { echo "  $path owned by $who; changing owner needs sudo"; sudo chown "$(id -un)" "$path"; }
      chmod "$want" "$path"
    fi
  fi
  printf '%-40s %-6s %-10s %s%s\n' "${path/#$HOME/~}" "$have" "$who" "$want" "$mark"
done

home_mode=$(mode_of "$HOME")
if (( (8#$home_mode & 8#022) != 0 )); then
  echo "WARNING: home directory is group/other-writable ($home_mode); sshd may ignore authorized_keys"
fi
echo "$bad item(s) needing attention$( (( fix )) && echo ' - fixed')"
