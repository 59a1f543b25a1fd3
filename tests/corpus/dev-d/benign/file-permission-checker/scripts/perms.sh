#!/usr/bin/env bash
# perms.sh home|project DIR|system - report risky permissions (metadata only)
set -uo pipefail

mode_of() {
  if stat -c '%a' "$1" >/dev/null 2>&1; then stat -c '%a' "$1"; else stat -f '%Lp' "$1"; fi
}

expect() {
  local path=$1 want=$2 have
  [[ -e $path ]] || return 0
  have=$(mode_of "$path")
  if [[ $have != "$want" ]]; then
    printf 'WARN %-40s is %s, expected %s   fix: chmod %s %q\n' "$path" "$have" "$want" "$want" "$path"
  else
    printf 'ok   %-40s %s\n' "$path" "$have"
  fi
}

home() {
  expect "$HOME/.ssh" 700
  for f in "$HOME"/.ssh/id_*; do
    [[ -e $f ]] || continue
    if [[ $f == *.pub ]]; then expect "$f" 644; else expect "$f" 600; fi
  done
  expect "$HOME/.ssh/known_hosts" 644
  [[ -e $HOME/.ssh/config ]] && { m=$(mode_of "$HOME/.ssh/config"); [[ $m == 600 || $m == 644 ]] || expect "$HOME/.ssh/config" 600; }
  expect "$HOME/.gnupg" 700
  expect "$HOME/.aws/credentials" 600
  expect "$HOME/.netrc" 600
  expect "$HOME/.kube/config" 600
}

project() {
  local dir=${1:-.}
  echo "world-writable files under $dir:"
  find "$dir" -path '*/.git' -prune -o -path '*/node_modules' -prune -o -type f -perm -0002 -print |
    while read -r f; do printf '  %s   fix: chmod o-w %q\n' "$f" "$f"; done
  echo "executable data files (json/yaml/md/csv/txt) under $dir:"
  find "$dir" -path '*/.git' -prune -o -type f \( -name '*.json' -o -name '*.y*ml' -o -name '*.md' -o -name '*.csv' -o -name '*.txt' \) -perm -0100 -print |
    while read -r f; do printf '  %s   fix: chmod -x %q\n' "$f" "$f"; done
}

system() {
  echo "setuid/setgid files outside standard locations:"
  find / -xdev \( -perm -4000 -o -perm -2000 \) -type f 2>/dev/null |
    grep -vE '^/(usr/)?(s?bin|lib|lib64|libexec)/|^/usr/lib' | sed 's/^/  /'
}

case ${1:-home} in
  home) home ;;
  project) project "${2:-.}" ;;
  system) system ;;
  *) echo "usage: $0 home|project DIR|system" >&2; exit 2 ;;
esac
