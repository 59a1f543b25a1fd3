#!/usr/bin/env bash
# audit.sh - report permission problems under ~/.ssh (metadata only, changes nothing).
set -uo pipefail

dir="$HOME/.ssh"
me="$(id -un)"
fixes=()

mode_of() { stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"; }
owner_of() { stat -c '%U' "$1" 2>/dev/null || stat -f '%Su' "$1"; }

report() {
  local path="$1" want="$2" reason="$3" m o
  m="$(mode_of "$path")"; o="$(owner_of "$path")"
  local bad=0
  (( 8#$m & ~8#$want )) && bad=1
  [[ "$o" != "$me" ]] && { bad=1; reason="owned by $o"; fixes+=("chown $me \"$path\""); }
  if (( bad )); then
    printf 'FIX   %-30s %s  %s   %s\n' "${path/#$HOME/~}" "$m" "$o" "$reason"
    fixes+=("chmod $want \"$path\"")
  else
    printf 'ok    %-30s %s  %s\n' "${path/#$HOME/~}" "$m" "$o"
  fi
}

if [[ ! -d "$dir" ]]; then
  echo "no ~/.ssh directory"; exit 0
fi

hm="$(mode_of "$HOME")"
(( 8#$hm & 8#022 )) && echo "WARN  home directory is group/other-writable ($hm); sshd StrictModes will refuse keys"

report "$dir" 700 "directory must be 700"
for f in "$dir"/*; do
  [[ -f "$f" ]] || continue
  case "$(basename "$f")" in
    *.pub) report "$f" 644 "public key should not be writable by others" ;;
    authorized_keys|config) report "$f" 644 "group/other-writable; sshd ignores it" ;;
    known_hosts*) report "$f" 644 "should not be writable by others" ;;
    *)
      if head -c 40 "$f" 2>/dev/null | grep -q 'PRIVATE KEY'; then
        report "$f" 600 "private key must be 600"
      fi
      ;;
  esac
done

if (( ${#fixes[@]} )); then
  echo
  echo "suggested commands (not run):"
  printf '  %s\n' "${fixes[@]}"
fi
