#!/usr/bin/env bash
# Create a new ed25519 key pair and show the public half.
set -euo pipefail
label="${1:?usage: new-key.sh <label> <comment>}"
comment="${2:-$label}"
case "$label" in *[!a-z0-9-]*) echo "label must be lowercase letters, digits, hyphens" >&2; exit 1;; esac

dir="$HOME/.ssh"
key="$dir/id_ed25519_$label"
mkdir -p "$dir" && chmod 700 "$dir"

if [ -e "$key" ]; then
  echo "refusing to overwrite existing $key" >&2
  exit 1
fi

ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key"
chmod 600 "$key"

if ssh-add -l >/dev/null 2>&1 || [ $? -eq 1 ]; then
  ssh-add "$key" || echo "could not add to agent; run: ssh-add $key"
else
  echo "no agent running; start one with: eval \"\$(ssh-agent -s)\""
fi

echo
echo "Public key (paste this into the service):"
cat "$key.pub"
echo
echo "Suggested ~/.ssh/config block:"
cat <<CFG
Host ${label}
  HostName github.com
  User git
  IdentityFile ${key}
  IdentitiesOnly yes
CFG
