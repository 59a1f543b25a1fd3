#!/usr/bin/env bash
# Install the team gitconfig as an include of the user's global config.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$here/assets/team.gitconfig"
dest_dir="${XDG_CONFIG_HOME:-$HOME/.config}/git"
dest="$dest_dir/team.gitconfig"

mkdir -p "$dest_dir"
cp "$src" "$dest"

already=0
while IFS= read -r p; do
  [[ "$p" == "$dest" ]] && already=1
done < <(git config --global --get-all include.path 2>/dev/null || true)

if [[ $already -eq 0 ]]; then
  git config --global --add include.path "$dest"
  echo "added include.path -> $dest"
else
  echo "include.path already present, refreshed $dest"
fi

echo
echo "active aliases:"
git config --global --get-regexp '^alias\.' | sed 's/^alias\./  /' | head -n 12
echo
echo "pull.rebase=$(git config --get pull.rebase || echo unset)"
echo "fetch.prune=$(git config --get fetch.prune || echo unset)"
