#!/usr/bin/env bash
# Symlink files from <repo>/home/ into $HOME, backing up anything that is in the way.
set -euo pipefail

repo="$(cd "${1:?usage: link.sh <repo> [--dry-run|--unlink|--add-source-line]}" && pwd)"
mode="${2:-link}"
src="$repo/home"
backup_root="$HOME/.dotfiles-backup"
stamp="$(date +%Y%m%d-%H%M%S)"
begin="# >>> dotfiles >>>"
end="# <<< dotfiles <<<"

[[ -d "$src" ]] || { echo "$src not found; the repo should keep files under home/" >&2; exit 1; }

files() { (cd "$src" && find . -type f ! -name '.DS_Store' | sed 's#^\./##'); }

case "$mode" in
  --dry-run|link)
    while IFS= read -r rel; do
      target="$HOME/$rel"; source_file="$src/$rel"
      if [[ -L "$target" && "$(readlink "$target")" == "$source_file" ]]; then
        echo "already linked  ~/$rel"; continue
      fi
      if [[ -e "$target" || -L "$target" ]]; then action="backup + link"; else action="link"; fi
      echo "$action  ~/$rel"
      [[ "$mode" == --dry-run ]] && continue
      mkdir -p "$(dirname "$target")"
      if [[ "$action" == "backup + link" ]]; then
        mkdir -p "$backup_root/$stamp/$(dirname "$rel")"
        mv "$target" "$backup_root/$stamp/$rel"
      fi
      ln -s "$source_file" "$target"
    done < <(files)
    ;;
  --unlink)
    latest="$(ls -1 "$backup_root" 2>/dev/null | sort | tail -1)"
    while IFS= read -r rel; do
      target="$HOME/$rel"
      if [[ -L "$target" && "$(readlink "$target")" == "$src/$rel" ]]; then
        rm "$target"; echo "unlinked ~/$rel"
        if [[ -n "$latest" && -e "$backup_root/$latest/$rel" ]]; then
          mv "$backup_root/$latest/$rel" "$target"; echo "restored ~/$rel"
        fi
      fi
    done < <(files)
    ;;
  --add-source-line)
    rc="$HOME/.zshrc"; [[ "${SHELL##*/}" == bash ]] && rc="$HOME/.bashrc"
    if grep -qF "$begin" "$rc" 2>/dev/null; then echo "already present in $rc"; exit 0; fi
    printf '\n%s\nfor f in %q/shell/*.sh; do [ -r "$f" ] && source "$f"; done\n%s\n' "$begin" "$repo" "$end" >> "$rc"
    echo "added source block to $rc (remove the lines between the dotfiles markers to undo)"
    ;;
  *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
