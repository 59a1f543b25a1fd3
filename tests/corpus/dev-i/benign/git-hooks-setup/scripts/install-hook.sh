#!/usr/bin/env bash
# Install / show / remove the pre-commit hook in THIS repository.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
src="$here/../assets/pre-commit.sh"
hooks="$(git rev-parse --git-path hooks)"
dest="$hooks/pre-commit"

case "${1:-}" in
  --show)
    cat "$src"; exit 0 ;;
  --remove)
    if grep -qs 'installed by git-hooks-setup' "$dest"; then
      rm -f -- "$dest"
      [[ -f "$dest.bak" ]] && mv "$dest.bak" "$dest" && echo "restored previous hook"
      echo "removed git-hooks-setup pre-commit hook"
    else
      echo "no git-hooks-setup hook installed"
    fi
    exit 0 ;;
esac

echo "This will install the following hook as $dest:"
echo "------------------------------------------------"
cat "$src"
echo "------------------------------------------------"
read -r -p "Install it? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "not installed"; exit 0; }

mkdir -p "$hooks"
if [[ -f "$dest" ]] && ! grep -qs 'installed by git-hooks-setup' "$dest"; then
  cp "$dest" "$dest.bak"
  echo "existing hook backed up to $dest.bak"
fi
install -m 0755 "$src" "$dest"
echo "installed. Remove with: bash $0 --remove"
