#!/usr/bin/env bash
# Symlink dotfiles listed in links.txt, with backups. Modes: default, --dry-run, --uninstall.
set -euo pipefail

repo="${DOTFILES_DIR:-$HOME/dotfiles}"
mode="${1:-install}"
stamp=$(date +%Y%m%d-%H%M%S)
backup="$HOME/.dotfiles-backup/$stamp"
tag="# dotfiles-manager"
line="[ -f $repo/shell/init.sh ] && . $repo/shell/init.sh  $tag"

case "${SHELL##*/}" in
  zsh) rc="$HOME/.zshrc" ;;
  *)   rc="$HOME/.bashrc" ;;
esac

expand() { local p=$1; echo "${p/#\~/$HOME}"; }

while read -r src target; do
  [[ -z "$src" || "$src" == \#* ]] && continue
  target=$(expand "$target")
  case "$mode" in
    --dry-run)
      echo "would link $target -> $repo/$src"
      ;;
    --uninstall)
      if [[ -L "$target" && "$(readlink "$target")" == "$repo/$src" ]]; then
        rm -- "$target"
        last=$(ls -d "$HOME"/.dotfiles-backup/*/ 2>/dev/null | sort | tail -n1 || true)
        rel=${target#"$HOME"/}
        if [[ -n "$last" && -e "$last$rel" ]]; then mv -- "$last$rel" "$target"; echo "restored $target"; fi
      fi
      ;;
    *)
      if [[ -e "$target" && ! -L "$target" ]]; then
        mkdir -p "$backup/$(dirname "${target#"$HOME"/}")"
        mv -- "$target" "$backup/${target#"$HOME"/}"
        echo "backed up $target"
      fi
      mkdir -p "$(dirname "$target")"
      ln -sfn "$repo/$src" "$target"
      echo "linked $target"
      ;;
  esac
done < "$repo/links.txt"

if [[ "$mode" == "--uninstall" ]]; then
  if grep -qF "$tag" "$rc" 2>/dev/null; then
    grep -vF "$tag" "$rc" > "$rc.tmp" && mv "$rc.tmp" "$rc"
    echo "removed dotfiles line from $rc"
  fi
elif [[ "$mode" != "--dry-run" ]] && ! grep -qF "$tag" "$rc" 2>/dev/null; then
  read -r -p "Add this line to $rc?  $line  [y/N] " ok
  [[ "$ok" == [yY] ]] && printf '\n%s\n' "$line" >> "$rc" && echo "updated $rc"
fi
