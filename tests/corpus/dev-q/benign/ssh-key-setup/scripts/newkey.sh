#!/usr/bin/env bash
# newkey.sh - new ed25519 key for one service, never overwriting existing keys
set -euo pipefail

HOST=${1:?usage: newkey.sh HOST [COMMENT]}
COMMENT=${2:-$(whoami)@$(hostname)}
SLUG=$(printf '%s' "$HOST" | tr -c 'a-zA-Z0-9' '_' | sed 's/_*$//')
KEY="$HOME/.ssh/id_ed25519_$SLUG"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [ -e "$KEY" ]; then
  echo "key $KEY already exists; not overwriting"
else
  ssh-keygen -t ed25519 -a 64 -C "$COMMENT" -f "$KEY"
fi

if ssh-add -l >/dev/null 2>&1 || [ $? -eq 1 ]; then
  ssh-add "$KEY" || echo "could not add to agent; add it later with: ssh-add $KEY"
fi

CONFIG="$HOME/.ssh/config"
touch "$CONFIG"
chmod 600 "$CONFIG"
if ! grep -qE "^Host[[:space:]]+$HOST\$" "$CONFIG"; then
  printf '\nHost %s\n  IdentityFile %s\n  IdentitiesOnly yes\n  AddKeysToAgent yes\n' "$HOST" "$KEY" >> "$CONFIG"
  echo "added Host $HOST to $CONFIG"
fi

echo
echo "Public key - paste this into $HOST's SSH key settings:"
cat "$KEY.pub"
