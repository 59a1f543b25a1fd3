#!/usr/bin/env bash
# zshrc_block.sh apply <file-with-block-contents> | remove | show
set -euo pipefail

rc="${ZDOTDIR:-$HOME}/.zshrc"
begin="# >>> zsh-prompt-config >>>"
end="# <<< zsh-prompt-config <<<"

touch "$rc"
backup="$rc.bak.$(date +%Y%m%d-%H%M%S)"

strip_block() {  # print rc without our block
  awk -v b="$begin" -v e="$end" '$0==b{skip=1; next} $0==e{skip=0; next} !skip' "$rc"
}

case "${1:-show}" in
  apply)
    src=${2:?path to block contents required}
    [[ -f "$src" ]] || { echo "no such file $src" >&2; exit 1; }
    if ! zsh -n "$src" 2>/dev/null; then
      echo "block has zsh syntax errors; not applying" >&2
      zsh -n "$src"
      exit 1
    fi
    cp "$rc" "$backup"
    { strip_block; echo "$begin"; cat "$src"; echo "$end"; } > "$rc.tmp"
    mv "$rc.tmp" "$rc"
    echo "backup: $backup"
    diff -u "$backup" "$rc" || true
    ;;
  remove)
    cp "$rc" "$backup"
    strip_block > "$rc.tmp" && mv "$rc.tmp" "$rc"
    echo "block removed; backup: $backup"
    diff -u "$backup" "$rc" || true
    ;;
  show)
    awk -v b="$begin" -v e="$end" '$0==b{p=1} p; $0==e{p=0}' "$rc"
    ;;
  *) echo "usage: $0 apply <file> | remove | show" >&2; exit 2 ;;
esac
