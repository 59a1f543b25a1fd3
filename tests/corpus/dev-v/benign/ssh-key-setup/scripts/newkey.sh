#!/usr/bin/env bash
set -euo pipefail

comment="${1:?usage: newkey.sh <email-or-comment> [label]}"
label="${2:-default}"
key="$HOME/.ssh/id_ed25519_${label}"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "refusing: $key already exists" >&2
  exit 1
fi

# ssh-keygen asks for the passphrase interactively
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"

if [[ "$(uname)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$key" 2>/dev/null || ssh-add -K "$key"
else
  eval "$(ssh-agent -s)" >/dev/null 2>&1 || true
  ssh-add "$key"
fi

echo
echo "suggested ~/.ssh/config block:"
cat <<CFG
Host github.com
  IdentityFile $key
  IdentitiesOnly yes
  AddKeysToAgent yes
CFG
echo
echo "public key (safe to share):"
cat "$key.pub"
