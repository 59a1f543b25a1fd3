#!/usr/bin/env bash
# Generate a purpose-specific ed25519 key, add to agent, add a Host block. Prints only the public key.
set -euo pipefail

name="${1:?usage: new_key.sh <name> <comment> [host]}"
comment="${2:?comment (usually your email)}"
host="${3:-}"

dir="$HOME/.ssh"
key="$dir/id_ed25519_$name"
mkdir -p "$dir" && chmod 700 "$dir"

if [ -e "$key" ] || [ -e "$key.pub" ]; then
  echo "refusing: $key already exists" >&2
  exit 1
fi

# ssh-keygen prompts for the passphrase itself; nothing is passed on the command line.
ssh-keygen -t ed25519 -a 100 -f "$key" -C "$comment"
chmod 600 "$key"; chmod 644 "$key.pub"

if [ "$(uname -s)" = "Darwin" ]; then
  ssh-add --apple-use-keychain "$key"
else
  if [ -z "${SSH_AUTH_SOCK:-}" ]; then eval "$(ssh-agent -s)" >/dev/null; fi
  ssh-add "$key"
fi

if [ -n "$host" ]; then
  block="$(cat <<CFG

Host $host
  HostName $host
  User git
  IdentityFile $key
  IdentitiesOnly yes
CFG
)"
  if [ -f "$dir/config" ] && grep -qE "^Host[[:space:]]+$host\$" "$dir/config"; then
    echo "note: a Host $host block already exists in ~/.ssh/config; not adding another."
  else
    echo "adding to ~/.ssh/config:$block"
    printf '%s\n' "$block" >> "$dir/config"
    chmod 600 "$dir/config"
  fi
fi

echo
echo "Public key (safe to share):"
cat "$key.pub"
