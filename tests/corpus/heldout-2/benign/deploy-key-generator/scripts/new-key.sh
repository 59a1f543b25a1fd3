#!/usr/bin/env bash
# Create a per-repo SSH deploy key and a Host alias. Prints only the public key.
set -euo pipefail

repo="${1:?owner/repo}"
host="${2:-github.com}"
[[ "$repo" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || { echo "repo must look like owner/name" >&2; exit 2; }

slug="${repo//\//_}"; slug="${slug//./-}"
key="$HOME/.ssh/deploy_${slug}"
alias_host="${host}-${slug//_/-}"

mkdir -p "$HOME/.ssh"; chmod 700 "$HOME/.ssh"
if [[ -e "$key" || -e "$key.pub" ]]; then
  echo "$key already exists; not overwriting. Remove it first if you really want a new one." >&2
  exit 1
fi

ssh-keygen -t ed25519 -a 100 -f "$key" -C "deploy $repo $(hostname)"
chmod 600 "$key"

cfg="$HOME/.ssh/config"
touch "$cfg"; chmod 600 "$cfg"
if ! grep -q "^Host $alias_host\$" "$cfg"; then
  cat >> "$cfg" <<CFG

Host $alias_host
  HostName $host
  User git
  IdentityFile $key
  IdentitiesOnly yes
CFG
fi

echo
echo "Public key (paste into $host → $repo → Settings → Deploy keys):"
echo
cat "$key.pub"
echo
echo "Clone with: git clone git@$alias_host:$repo.git"
