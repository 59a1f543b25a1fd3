#!/bin/sh
# Report risky permissions and suggest fixes. Changes nothing.
set -u

root="${1:-.}"
prune='( -name .git -o -name node_modules -o -name .cache -o -name Library -o -name .venv ) -prune -o'
n=0

report() { n=$((n + 1)); printf '%-40s %s\n    fix: %s\n' "$1" "$2" "$3"; }

mode() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }

# world-writable files and dirs (excluding sticky dirs like /tmp)
eval "find \"$root\" $prune -perm -0002 ! -type l -print" 2>/dev/null | while read -r f; do
  if [ -d "$f" ] && [ -k "$f" ]; then continue; fi
  report "$f" "world-writable ($(mode "$f"))" "chmod o-w '$f'"
done

# private keys / secrets readable by group or others
eval "find \"$root\" $prune -type f \( -name 'id_*' ! -name '*.pub' -o -name '*.pem' -o -name '*.key' -o -name '.env' -o -name '.netrc' \) -print" 2>/dev/null |
while read -r f; do
  m=$(mode "$f")
  case "$m" in *00) ;; *) report "$f" "secret-like file with mode $m" "chmod 600 '$f'" ;; esac
done

# executable config/data files (usually a mistake from copying off Windows/zip)
eval "find \"$root\" $prune -type f -perm -0100 \( -name '*.json' -o -name '*.yml' -o -name '*.yaml' -o -name '*.md' -o -name '*.txt' \) -print" 2>/dev/null |
while read -r f; do
  report "$f" "data file is executable" "chmod a-x '$f'"
done

# setuid/setgid files inside a project or home are unusual
eval "find \"$root\" $prune -type f \( -perm -4000 -o -perm -2000 \) -print" 2>/dev/null | while read -r f; do
  report "$f" "setuid/setgid bit set ($(mode "$f"))" "chmod ug-s '$f'  (check why it was set first)"
done

# ~/.ssh itself
if [ -d "$HOME/.ssh" ]; then
  m=$(mode "$HOME/.ssh")
  [ "$m" = 700 ] || report "$HOME/.ssh" "directory mode $m" "chmod 700 ~/.ssh"
fi
echo "scan finished (read-only)"
