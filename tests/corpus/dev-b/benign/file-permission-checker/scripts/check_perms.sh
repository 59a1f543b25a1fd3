#!/usr/bin/env bash
# Report risky permissions; never modifies anything.
set -uo pipefail
root="${1:-.}"; shift || true
want_ssh=0; want_suid=0
for a in "$@"; do case $a in --ssh) want_ssh=1 ;; --suid) want_suid=1 ;; esac; done

mode() { stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1"; }
say() { printf '%-8s %-60s %s\n' "$1" "$2" "$3"; }

echo "SEVERITY PATH                                                         FIX"

find "$root" -xdev \( -path '*/.git' -o -path '*/node_modules' -o -path /proc -o -path /sys \) -prune -o \
     -type f -perm -0002 -print 2>/dev/null | while read -r f; do
  say HIGH "$f" "chmod o-w '$f'"
done

find "$root" -xdev -path '*/node_modules' -prune -o -type f -name '.env*' ! -name '*.example' -print 2>/dev/null |
  while read -r f; do
    m=$(mode "$f"); [[ $m != 600 && $m != 400 ]] && say MEDIUM "$f (mode $m)" "chmod 600 '$f'"
  done

if (( want_ssh )); then
  d="$HOME/.ssh"
  if [[ -d $d ]]; then
    [[ $(mode "$d") != 700 ]] && say HIGH "$d (mode $(mode "$d"))" "chmod 700 '$d'"
    for k in "$d"/id_*; do
      [[ -f $k && $k != *.pub ]] || continue
      m=$(mode "$k"); [[ $m != 600 && $m != 400 ]] && say HIGH "$k (mode $m)" "chmod 600 '$k'"
    done
    for f in "$d/config" "$d/authorized_keys"; do
      [[ -f $f ]] && { m=$(mode "$f"); [[ $m =~ [2367]$|[2367].$ ]] && say MEDIUM "$f (mode $m)" "chmod 600 '$f'"; }
    done
  fi
fi

if (( want_suid )); then
  echo
  echo "setuid/setgid files under $root (compare with your distro's list):"
  find "$root" -xdev \( -perm -4000 -o -perm -2000 \) -type f -exec ls -l {} + 2>/dev/null |
    awk '{print "  "$1, $3, $NF}'
fi
