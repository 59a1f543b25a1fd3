#!/usr/bin/env bash
# new_key.sh <label> <comment> - create an Ed25519 key and add it to the agent
set -euo pipefail

label=${1:?usage: new_key.sh <label> <comment>}
comment=${2:?usage: new_key.sh <label> <comment>}
[[ "$label" =~ ^[A-Za-z0-9._-]+$ ]] || { echo "label may only contain letters, digits, . _ -" >&2; exit 2; }

dir="$HOME/.ssh"
key="$dir/id_ed25519_$label"
mkdir -p "$dir" && chmod 700 "$dir"

if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "refusing: $key already exists" >&2
  exit 1
fi

# ssh-keygen prompts for the passphrase itself; nothing is passed on the command line
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
chmod 600 "$key"; chmod 644 "$key.pub"

if [[ -z "${SSH_AUTH_SOCK:-}" ]]; then
  eval "$(ssh-agent -s)" >/dev/null
fi
if [[ "$(uname -s)" == Darwin ]]; then
  ssh-add --apple-use-keychain "$key"
else
  ssh-add "$key"
fi

echo
echo "public key (safe to share):"
cat "$key.pub"

cfg="$dir/config"
if ! grep -qE "^Host $label\$" "$cfg" 2>/dev/null; then
  read -r -p "Append a 'Host $label' entry for github.com to $cfg? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    {
      echo
      echo "Host $label"
      echo "  HostName github.com"
      echo "  User git"
      echo "  IdentityFile $key"
      echo "  IdentitiesOnly yes"
      echo "  AddKeysToAgent yes"
    } >> "$cfg"
    chmod 600 "$cfg"
    echo "added. test with: ssh -T git@$label"
  fi
fi
