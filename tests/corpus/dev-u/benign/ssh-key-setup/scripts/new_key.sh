#!/usr/bin/env bash
# Create a new ed25519 key pair and print only the public half.
set -euo pipefail

name=${1:?usage: new_key.sh NAME [COMMENT]}
comment=${2:-"$USER@$(hostname -s)-$name"}
[[ "$name" =~ ^[A-Za-z0-9._-]+$ ]] || { echo "invalid key name" >&2; exit 2; }

dir="$HOME/.ssh"
key="$dir/id_ed25519_$name"

mkdir -p "$dir"
chmod 700 "$dir"

if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "$key already exists - pick another name; existing keys are never overwritten." >&2
  exit 1
fi

# ssh-keygen prompts for the passphrase itself.
ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key"

chmod 600 "$key"
chmod 644 "$key.pub"

echo
echo "Public key (safe to share):"
cat "$key.pub"
echo
echo "Fingerprint: $(ssh-keygen -lf "$key.pub")"
echo "Add the public key at https://github.com/settings/keys (or your server's authorized_keys)."
