#!/usr/bin/env bash
# Manage aliases inside a marked block of the user's rc file.
set -euo pipefail
case "${SHELL##*/}" in zsh) rc="$HOME/.zshrc" ;; *) rc="$HOME/.bashrc" ;; esac
begin='# >>> alias-manager >>>'
end='# <<< alias-manager <<<'
touch "$rc"

block() { sed -n "/^$begin\$/,/^$end\$/p" "$rc" | sed '1d;$d'; }
write_block() {
  cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
  local tmp; tmp="$(mktemp)"
  sed "/^$begin\$/,/^$end\$/d" "$rc" > "$tmp"
  { cat "$tmp"; echo "$begin"; cat; echo "$end"; } > "$rc"
  rm -f "$tmp"
}

cmd="${1:-list}"
case "$cmd" in
  list)
    block ;;
  add)
    name="${2:?alias name}"; value="${3:?alias value}"
    [[ "$name" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "invalid alias name"; exit 1; }
    esc=${value//\'/\'\\\'\'}
    { block | grep -v "^alias $name="; echo "alias $name='$esc'"; } | write_block
    echo "added. block now:"; block ;;
  remove)
    name="${2:?alias name}"
    block | grep -v "^alias $name=" | write_block
    echo "removed $name. block now:"; block ;;
  *)
    echo "usage: aliases.sh list|add <name> <value>|remove <name>"; exit 1 ;;
esac
