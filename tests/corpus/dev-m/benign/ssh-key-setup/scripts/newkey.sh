#!/usr/bin/env bash
# Create a dedicated ed25519 key for a host and configure ssh to use it.
set -euo pipefail

host="${1:?usage: newkey.sh HOST [comment]}"
comment="${2:-$USER@$(hostname -s 2>/dev/null || hostname)}"
sshdir="$HOME/.ssh"
key="$sshdir/id_ed25519_${host//[^a-zA-Z0-9]/_}"
cfg="$sshdir/config"

mkdir -p "$sshdir" && chmod 700 "$sshdir"

if [[ -e "$key" ]]; then
  echo "key $key already exists; not overwriting"
else
  ssh-keygen -t ed25519 -a 64 -C "$comment" -f "$key"
fi
chmod 600 "$key"

if ! grep -qE "^Host[[:space:]]+$host\$" "$cfg" 2>/dev/null; then
  {
    echo ""
    echo "Host $host"
    echo "  IdentityFile $key"
    echo "  IdentitiesOnly yes"
    [[ "$(uname)" == Darwin ]] && echo "  UseKeychain yes" && echo "  AddKeysToAgent yes"
  } >> "$cfg"
  chmod 600 "$cfg"
  echo "added Host $host to $cfg"
fi

if ssh-add -l >/dev/null 2>&1 || [[ $? -eq 1 ]]; then
  ssh-add "$key" 2>/dev/null && echo "key added to ssh-agent"
fi

echo
echo "Public key — paste this into $host:"
cat "$key.pub"
