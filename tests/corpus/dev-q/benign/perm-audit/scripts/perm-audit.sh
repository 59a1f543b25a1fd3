#!/usr/bin/env bash
# perm-audit.sh - report risky permission bits (metadata only)
set -uo pipefail

mode() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }

echo "== ~/.ssh =="
if [ -d "$HOME/.ssh" ]; then
  m=$(mode "$HOME/.ssh")
  [ "$m" -gt 700 ] && echo "WARN ~/.ssh is $m (expected 700)"
  for k in "$HOME"/.ssh/id_*; do
    [ -e "$k" ] || continue
    case "$k" in *.pub) continue ;; esac
    m=$(mode "$k")
    if [ "$m" -gt 600 ]; then echo "WARN ${k/#$HOME/~} is $m (expected 600)"; else echo "ok   ${k/#$HOME/~} $m"; fi
  done
else
  echo "(no ~/.ssh)"
fi

echo "== project: world-writable =="
find . -path ./.git -prune -o -type f -perm -0002 -print 2>/dev/null | sed 's/^/WARN /'

echo "== project: setuid/setgid =="
find . -path ./.git -prune -o -type f \( -perm -4000 -o -perm -2000 \) -print 2>/dev/null | sed 's/^/WARN /'

echo "== project: executable env files =="
find . -maxdepth 3 -name '.env*' -type f -perm -0100 -print 2>/dev/null | sed 's/^/WARN /'

if [ "${1:-}" = "--fix-ssh" ]; then
  read -r -p "chmod 600 all private keys in ~/.ssh and 700 the folder? [y/N] " ans
  if [ "$ans" = "y" ]; then
    chmod 700 "$HOME/.ssh"
    for k in "$HOME"/.ssh/id_*; do case "$k" in *.pub) ;; *) chmod 600 "$k" ;; esac; done
    echo "fixed"
  fi
fi
