#!/usr/bin/env bash
# newkey.sh <name> <comment> - create ~/.ssh/id_ed25519_<name>, add to agent, print the public key.
set -euo pipefail

name="${1:?usage: newkey.sh <name> <comment>}"
comment="${2:-$USER@$(hostname)}"
[[ "$name" =~ ^[A-Za-z0-9_-]+$ ]] || { echo "name: letters, digits, _ and - only" >&2; exit 1; }

key="$HOME/.ssh/id_ed25519_$name"
mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "$key already exists - choose another name" >&2
  exit 1
fi

# interactive: the user types the passphrase
ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key"
chmod 600 "$key"

if [[ "$(uname)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key"
fi

cat <<CONFIG

Suggested ~/.ssh/config block (append only if you want it):

Host github.com
  IdentityFile $key
  IdentitiesOnly yes
  AddKeysToAgent yes

CONFIG

echo "Public key (safe to share):"
cat "$key.pub"
