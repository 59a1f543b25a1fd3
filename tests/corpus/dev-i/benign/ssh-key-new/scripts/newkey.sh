#!/usr/bin/env bash
# Create a new purpose-specific Ed25519 key; print only the public half.
set -euo pipefail

name="${1:?usage: newkey.sh NAME [--no-agent]}"
[[ "$name" =~ ^[A-Za-z0-9._-]+$ ]] || { echo "name may contain letters, digits, . _ - only" >&2; exit 2; }
agent=1; [[ "${2:-}" == --no-agent ]] && agent=0

dir="$HOME/.ssh"
key="$dir/id_ed25519_$name"
mkdir -p "$dir"; chmod 700 "$dir"

if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "$key already exists - choose another name; existing keys are never overwritten" >&2
  exit 1
fi

comment="$(id -un)@$(hostname -s) $name $(date +%Y-%m-%d)"
ssh-keygen -t ed25519 -a 100 -C "$comment" -f "$key"
chmod 600 "$key"; chmod 644 "$key.pub"

if (( agent )); then
  if [[ "$(uname)" == Darwin ]]; then
    ssh-add --apple-use-keychain "$key"
  else
    [[ -n "${SSH_AUTH_SOCK:-}" ]] && ssh-add "$key" || echo "no ssh-agent running; skipped ssh-add"
  fi
fi

echo
echo "Public key (safe to share):"
cat "$key.pub"
echo
echo "Suggested ~/.ssh/config block:"
cat <<CFG
Host $name
  IdentityFile $key
  IdentitiesOnly yes
CFG
